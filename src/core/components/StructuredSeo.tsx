import type { PageMeta } from '../../content/page-titles';
import type { BlogArticle, FaqItem } from '../../content/types';
import { publicBaseUrl, Seo } from './Seo';
import { blogPostingData, breadcrumbData, faqData, webPageData, type Crumb } from './structured-data';

export interface StructuredSeoProps {
  path: string;
  meta: PageMeta;
  /** The breadcrumb trail after Home, e.g. [{ name: 'Blog', path: '/blog' }]. */
  crumbs?: Crumb[];
  faq?: FaqItem[];
  article?: BlogArticle;
}

/**
 * Seo for a page with the given title and summary, plus its WebPage, BreadcrumbList, FAQPage and BlogPosting
 * data. Content routes use PageSeo, which looks their meta up; a page holding its own copy passes it here and
 * leaves every other page's titles unloaded.
 */
export function StructuredSeo({ path, meta, crumbs, faq, article }: StructuredSeoProps) {
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
