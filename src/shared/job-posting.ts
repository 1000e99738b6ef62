/**
 * What a job page publishes about a job: its description as plain text, its meta description, its JobPosting
 * data and its head. Apart from job.ts because the description needs an HTML entity decoder (on the server the
 * `entities` package's tables, about 13 kB gzip; in the browser build the browser's own, web/html-entities.ts),
 * which pages that only list or link jobs do not load.
 */
import { jobCopy } from '../content/jobs-board';
import { siteConfig } from '../content/site';
import type { PageHead } from './head';
import { decodeHtmlEntities, htmlToPlainText } from './html-text';
import { jobDisplayName, jobSlug, type JobDto } from './job';

/**
 * A job description as plain text. ATS descriptions often carry HTML: it is reduced to text with line
 * breaks and bullets, rendered as text, so no markup can reach the page.
 */
export function jobDescriptionText(description: string | null | undefined): string {
  if (!description) return '';
  if (!/<[a-z!/]/i.test(description)) return decodeHtmlEntities(description).replace(/\r\n?/g, '\n').trim();
  return htmlToPlainText(description).replace(/\t/g, ' ');
}

/** Maximum length of a job page's meta description (spec section 9). */
export const JOB_META_DESCRIPTION_MAX = 220;

/** A job's meta description: its text on one line, cut to 220 characters on a word boundary. */
export function jobMetaDescription(job: { description?: string | null }, fallback: string): string {
  const text = jobDescriptionText(job.description).replace(/\s+/g, ' ').trim() || fallback;
  if (text.length <= JOB_META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, JOB_META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 150 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The organisation behind the jobs, as JobPosting data names it. */
export interface HiringOrganization {
  name: string;
  url: string;
  /** Absolute URL of its logo. */
  logo: string;
  /** ISO 3166-1 country of jobs that do not name their own. */
  country: string;
}

/** A job's pay as schema.org MonetaryAmount, or undefined when it states none. */
function baseSalary(job: JobDto): object | undefined {
  const min = job.salaryMin ?? job.salaryMax;
  const max = job.salaryMax ?? job.salaryMin;
  if (min == null || max == null || !job.salaryCurrency || !job.salaryUnit) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: job.salaryCurrency,
    value: {
      '@type': 'QuantitativeValue',
      ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
      unitText: job.salaryUnit,
    },
  };
}

/**
 * Schema.org JobPosting structured data for a job page, complete per Google for Jobs: title, plain-text
 * description, dates, employment type, the organisation with its logo, direct apply, the place with its
 * country (or, for remote jobs, TELECOMMUTE and the country applicants must live in) and pay when stated.
 */
export function jobPostingJsonLd(job: JobDto, pageUrl: string, organization: HiringOrganization): object {
  const place = job.location?.trim();
  const country = job.country ?? organization.country;
  const onSite = place && !/^remote\b/i.test(place);
  const salary = baseSalary(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: jobDisplayName(job),
    description: jobDescriptionText(job.description) || jobDisplayName(job),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: job.id },
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.url,
      logo: organization.logo,
    },
    directApply: true,
    ...(onSite || !job.remote
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(onSite ? { addressLocality: place } : {}),
              addressCountry: country,
            },
          },
        }
      : {}),
    ...(job.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: country } }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    url: pageUrl,
  };
}

/** The head of a job page: noindex and no JobPosting data unless the job is open. */
export function jobHead(job: JobDto, baseUrl: string): PageHead {
  const title = jobDisplayName(job, jobCopy.fallbackTitle);
  const path = `/jobs/${jobSlug(job)}`;
  const open = job.status === 'Open';
  return {
    title,
    description: jobMetaDescription(job, jobCopy.metaFallback(title)),
    path,
    noindex: !open,
    jsonLd: open
      ? [
          jobPostingJsonLd(job, `${baseUrl}${path}`, {
            name: siteConfig.company,
            url: baseUrl,
            logo: `${baseUrl}${siteConfig.logoPath}`,
            country: siteConfig.jobsCountry,
          }),
        ]
      : [],
  };
}
