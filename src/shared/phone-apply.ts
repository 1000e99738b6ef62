/** The `source` a phone hand-off link carries; the apply page records it as source Conference. */
export const PHONE_HANDOFF_SOURCE = 'conference';

/**
 * The public apply page a booth's QR code opens on the visitor's phone:
 * `{publicSiteUrl}/jobs/{slug}/apply?source=conference&event={event}` (event left out when unknown).
 */
export function phoneApplyUrl(publicSiteUrl: string, slug: string, event: string | undefined): string {
  const url = new URL(`/jobs/${encodeURIComponent(slug)}/apply`, `${publicSiteUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('source', PHONE_HANDOFF_SOURCE);
  if (event) url.searchParams.set('event', event);
  return url.toString();
}

/**
 * Where an application came from, read from the apply page's query string: a booth link
 * (`source=conference`) gives source Conference and its event; anything else gives nothing.
 */
export function applicationOriginFromQuery(search: string): { source: 'Conference'; event?: string } | null {
  const params = new URLSearchParams(search);
  if (params.get('source')?.toLowerCase() !== PHONE_HANDOFF_SOURCE) return null;
  const event = params.get('event')?.trim().slice(0, 100);
  return { source: 'Conference', ...(event ? { event } : {}) };
}
