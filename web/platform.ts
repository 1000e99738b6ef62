import { browserConnectivity, type Platform } from '../src/core/platform/platform';
import { createIndexedDbStorage } from '../src/core/platform/indexeddb-storage';

/** The public web site: same-origin API, links open in new tabs, leads come from the website. */
export function createWebPlatform(): Platform {
  return {
    target: 'web',
    apiBaseUrl: '',
    leadSource: { source: 'Website' },
    externalLinkMode: 'new-tab',
    openExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    storage: createIndexedDbStorage('isa-web'),
    ...browserConnectivity,
  };
}
