import type { BlogArticle, FaqItem } from '../../content/types';
import { siteConfig } from '../../content/site';

/** One step of a breadcrumb trail: a name and a site path. */
export interface Crumb {
  name: string;
  path: string;
}

const absolute = (base: string, path: string) => `${base}${path === '/' ? '/' : path}`;

/** schema.org WebPage for a page. */
export function webPageData(base: string, path: string, name: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url: absolute(base, path),
    isPartOf: { '@type': 'WebSite', name: siteConfig.fullName, url: absolute(base, '/') },
  };
}

/** schema.org BreadcrumbList; positions start at 1. */
export function breadcrumbData(base: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(base, crumb.path),
    })),
  };
}

/** schema.org FAQPage from question and answer pairs. */
export function faqData(faq: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** schema.org BlogPosting for an article. */
export function blogPostingData(base: string, article: BlogArticle) {
  const organisation = { '@type': 'Organization', name: siteConfig.company, url: absolute(base, '/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.summary,
    image: absolute(base, siteConfig.socialImage.path),
    author: organisation,
    publisher: { ...organisation, logo: { '@type': 'ImageObject', url: absolute(base, siteConfig.logoPath) } },
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    mainEntityOfPage: absolute(base, `/${article.slug}`),
  };
}
