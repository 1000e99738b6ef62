/**
 * The in-app path of an interview link served by this site ('/interview/{token}'), or null when the link
 * leads elsewhere (ISA_INTERVIEW_BASE_URL pointing at another host) or is not a URL. Apart from ./interview.ts
 * and its schemas, so the apply page shows an interview link without loading zod.
 */
export function ownInterviewPath(link: string, siteOrigin: string): string | null {
  try {
    const url = new URL(link);
    const match = /^\/interview\/([A-Za-z0-9_-]{32})$/.exec(url.pathname);
    return url.origin === new URL(siteOrigin).origin && match ? `/interview/${match[1]}` : null;
  } catch {
    return null;
  }
}
