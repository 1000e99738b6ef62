import { createApiClient } from '../src/core/api/client';
import { sendLeadsNow } from '../src/core/offline/send-lead';
import { browserConnectivity, type Platform } from '../src/core/platform/platform';

/** The public web site: same-origin API, links open in new tabs, leads from the website sent at once. */
export function createWebPlatform(): Platform {
  return {
    target: 'web',
    apiBaseUrl: '',
    leadSource: { source: 'Website' },
    externalLinkMode: 'new-tab',
    jobFeeds: true,
    openExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    submitLead: sendLeadsNow(createApiClient('')),
    ...browserConnectivity,
  };
}
