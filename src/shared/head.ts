/**
 * A page's head tags, built once for both renderers: the React pages (src/core/components/Seo.tsx) render
 * them as elements, the server's job pages (api/routes/jobs/job-page.ts) as HTML text. A job page's own head
 * is in job-head.ts, so pages that show no job do not load the job helpers (and their HTML entity tables).
 */
import { siteConfig, socialImageMeta } from '../content/site';
import { jsonLdText } from './json-ld';

export interface PageHead {
  title: string;
  description?: string;
  /** Path of the page, e.g. '/pricing'; makes the canonical link. */
  path?: string;
  noindex?: boolean;
  /** Structured data objects, each written as its own JSON-LD block. */
  jsonLd?: object[];
}

/** One head element: its tag, attributes in order, and for title and JSON-LD scripts their (safe) text. */
export type HeadTag =
  | { tag: 'title'; attributes: Record<string, never>; text: string }
  | { tag: 'meta' | 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes: { type: 'application/ld+json' }; text: string };

/** What robots are told about a page that must stay out of search results. */
export const NOINDEX = 'noindex, nofollow';

/** The document title: the page's own, then the site name unless it already says it. */
export function documentTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}

/** Title, description, robots, canonical link, social tags and structured data of a page. */
export function headTags({ title, description, path, noindex, jsonLd }: PageHead, baseUrl: string): HeadTag[] {
  const fullTitle = documentTitle(title);
  const canonical = path !== undefined ? `${baseUrl}${path}` : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string | undefined): HeadTag[] =>
    content === undefined ? [] : [{ tag: 'meta', attributes: { [key]: name, content } }];
  return [
    { tag: 'title', attributes: {}, text: fullTitle },
    ...meta('name', 'description', description),
    ...meta('name', 'robots', noindex ? NOINDEX : undefined),
    ...(canonical ? [{ tag: 'link' as const, attributes: { rel: 'canonical', href: canonical } }] : []),
    ...meta('property', 'og:title', fullTitle),
    ...meta('property', 'og:type', 'website'),
    ...meta('property', 'og:site_name', siteConfig.fullName),
    ...meta('property', 'og:description', description),
    ...meta('property', 'og:url', canonical),
    ...meta('name', 'twitter:card', 'summary_large_image'),
    ...meta('name', 'twitter:title', fullTitle),
    ...meta('name', 'twitter:description', description),
    ...meta('name', 'twitter:url', canonical),
    ...socialImageMeta(baseUrl).flatMap(({ attribute, key, content }) => meta(attribute, key, content)),
    ...(jsonLd ?? []).map((data): HeadTag => ({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: jsonLdText(data),
    })),
  ];
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Head tags as HTML, each carrying `marker` (an attribute name) so the client can find and replace them. */
export function headHtml(tags: HeadTag[], marker: string): string {
  return tags
    .map((tag) => {
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      if (tag.tag === 'title') return `<title ${marker}>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'script') return `<script ${marker}${attributes}>${tag.text}</script>`;
      return `<${tag.tag} ${marker}${attributes} />`;
    })
    .join('\n    ');
}
