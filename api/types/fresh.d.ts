// The package (Koa's own freshness check, behind ctx.fresh) ships JavaScript without its declarations.
declare module 'fresh' {
  /** True when a conditional request's validators match the answer's: it may be answered 304. */
  export default function fresh(
    requestHeaders: Record<string, string | string[] | undefined>,
    responseHeaders: { etag?: string; 'last-modified'?: string },
  ): boolean;
}
