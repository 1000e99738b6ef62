import { headTags, type PageHead } from '../../shared/head';
import { pageMeta } from '../../content/page-titles';
import { siteConfig } from '../../content/site';
import type { BlogArticle, FaqItem } from '../../content/types';
import { blogPostingData, breadcrumbData, faqData, webPageData, type Crumb } from './structured-data';

export type SeoProps = PageHead;

/** Origin for canonical links: the build's PUBLIC_BASE_URL when set, else the page's own origin. */
export function publicBaseUrl(): string {
  const fromBuild = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_PUBLIC_BASE_URL;
  if (fromBuild) return fromBuild.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Page head (src/shared/head.ts) as React elements; React hoists title, meta and link into the document head. */
export function Seo(props: SeoProps) {
  return (
    <>
      {headTags(props, publicBaseUrl()).map((tag, index) => {
        if (tag.tag === 'title') return <title key={index}>{tag.text}</title>;
        if (tag.tag === 'script')
          return <script key={index} {...tag.attributes} dangerouslySetInnerHTML={{ __html: tag.text }} />;
        const Tag = tag.tag;
        return <Tag key={index} {...tag.attributes} />;
      })}
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
