import { pageMeta } from '../../content/page-titles';
import { siteConfig } from '../../content/site';
import type { BlogArticle, FaqItem } from '../../content/types';
import { publicBaseUrl, Seo } from './Seo';
import { blogPostingData, breadcrumbData, faqData, webPageData, type Crumb } from './structured-data';

// Apart from Seo: the content routes' titles (page-titles) and structured data load only with the pages that
// use them, not with the jobs and form pages, which name their own head.

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
