import { pageMeta } from '../../content/page-titles';
import { siteConfig } from '../../content/site';
import { StructuredSeo, type StructuredSeoProps } from './StructuredSeo';

// Apart from Seo: the content routes' titles (page-titles) and structured data load only with the pages that
// use them, not with the jobs and form pages, which name their own head.

export type PageSeoProps = Omit<StructuredSeoProps, 'meta'>;

/** Seo for a content route: meta from page-titles plus WebPage, BreadcrumbList, FAQPage and BlogPosting data. */
export function PageSeo({ path, ...data }: PageSeoProps) {
  return <StructuredSeo path={path} meta={pageMeta[path] ?? { title: siteConfig.name, description: '' }} {...data} />;
}
