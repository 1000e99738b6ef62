import { jsonLdText } from '../../shared/json-ld';
import { pageMeta } from '../../content/page-titles';
import { siteConfig, socialImageMeta } from '../../content/site';
import type { BlogArticle, FaqItem } from '../../content/types';
import { blogPostingData, breadcrumbData, faqData, webPageData, type Crumb } from './structured-data';

export interface SeoProps {
  title: string;
  description?: string;
  /** Path of the page, e.g. '/pricing'; makes the canonical link. */
  path?: string;
  noindex?: boolean;
  /** Structured data objects, each written as its own JSON-LD block. */
  jsonLd?: object[];
}

/** Origin for canonical links: the build's PUBLIC_BASE_URL when set, else the page's own origin. */
export function publicBaseUrl(): string {
  const fromBuild = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_PUBLIC_BASE_URL;
  if (fromBuild) return fromBuild.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export { jsonLdText };

/** Page head: title, description, social tags, canonical link, robots and structured data (React hoists them). */
export function Seo({ title, description, path, noindex, jsonLd }: SeoProps) {
  const fullTitle = title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
  const canonical = path !== undefined ? `${publicBaseUrl()}${path}` : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.fullName} />
      {description && <meta property="og:description" content={description} />}
      {canonical && <meta property="og:url" content={canonical} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      {description && <meta name="twitter:description" content={description} />}
      {canonical && <meta name="twitter:url" content={canonical} />}
      {socialImageMeta(publicBaseUrl()).map(({ attribute, key, content }) => (
        <meta key={key} {...{ [attribute]: key }} content={content} />
      ))}
      {jsonLd?.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}

export interface PageSeoProps {
  /** Path of the page; its title and description come from the page-titles content. */
  path: string;
  /** The breadcrumb trail after Home, e.g. [{ name: 'Blog', path: '/blog' }]. */
  crumbs?: Crumb[];
  faq?: FaqItem[];
  article?: BlogArticle;
}

/** Seo for a content route: meta from page-titles plus WebPage, BreadcrumbList, FAQPage and BlogPosting data. */
export function PageSeo({ path, crumbs, faq, article }: PageSeoProps) {
  const meta = pageMeta[path] ?? { title: siteConfig.name, description: '' };
  const base = publicBaseUrl();
  const jsonLd: object[] = [webPageData(base, path, meta.title, meta.description)];
  if (path !== '/')
    jsonLd.push(breadcrumbData(base, [{ name: 'Home', path: '/' }, ...(crumbs ?? [{ name: meta.title, path }])]));
  if (faq?.length) jsonLd.push(faqData(faq));
  if (article) jsonLd.push(blogPostingData(base, article));
  return (
    <>
      <Seo title={meta.title} description={meta.description} path={path} noindex={meta.noindex} jsonLd={jsonLd} />
      {article && <meta property="article:published_time" content={article.datePublished} />}
      {article && <meta property="article:modified_time" content={article.dateModified} />}
    </>
  );
}
