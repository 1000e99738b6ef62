import { htmlToPlainText } from './html-text';

/** A job id: 15 to 18 letters and digits (the format the ATS hands out). */
export const JOB_ID_PATTERN = /^[A-Za-z0-9]{15,18}$/;

export const JOB_STATUSES = ['Open', 'Closed', 'Draft'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Fields of a job as the public API returns it. */
export interface JobDto {
  id: string;
  name: string;
  publicName: string | null;
  description: string | null;
  status: JobStatus;
  location: string | null;
  remote: boolean;
  department: string | null;
  employmentType: string | null;
  datePosted: string;
  validThrough: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A job as operators see it (admin API, exports): with its interview questions, null when derived. */
export interface AdminJobDto extends JobDto {
  interviewQuestions: Array<{ text: string; competency: string }> | null;
}

export interface JobListDto {
  items: JobDto[];
  total: number;
}

/** The name a visitor sees: the public name, else the internal name. */
export function jobDisplayName(job: { publicName?: string | null; name?: string | null }, fallback = 'Job'): string {
  return job.publicName?.trim() || job.name?.trim() || fallback;
}

/**
 * The URL slug of a job (spec section 3): public name, else name, else 'job'; lowercased, accents stripped,
 * non-word characters removed, spaces turned into hyphens, then '-' and the job id.
 */
export function jobSlug(job: { id: string; publicName?: string | null; name?: string | null }): string {
  const base = jobDisplayName(job, 'job')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'job'}-${job.id}`;
}

/** The job id at the end of a slug, or null when the slug holds no valid id. */
export function jobIdFromSlug(slug: string | undefined | null): string | null {
  if (!slug) return null;
  const last = slug.slice(slug.lastIndexOf('-') + 1);
  return JOB_ID_PATTERN.test(last) ? last : null;
}

/** Page size of the public jobs board (spec section 9). */
export const JOBS_PAGE_SIZE = 25;
export const JOB_ORDER_VALUES = ['CreatedDate DESC', 'CreatedDate ASC', 'Name ASC'] as const;

/** Employment types Google for Jobs understands. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;

/**
 * A job description as plain text. ATS descriptions often carry HTML: it is reduced to text with line
 * breaks and bullets, rendered as text, so no markup can reach the page.
 */
export function jobDescriptionText(description: string | null | undefined): string {
  if (!description) return '';
  if (!/<[a-z!/]/i.test(description)) return description.replace(/\r\n?/g, '\n').trim();
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

/** Schema.org JobPosting structured data for a job page (Google for Jobs). */
export function jobPostingJsonLd(job: JobDto, pageUrl: string, organization: { name: string; url: string }): object {
  const place = job.location?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: jobDisplayName(job),
    description: jobDescriptionText(job.description) || jobDisplayName(job),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: job.id },
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: organization.name, sameAs: organization.url },
    ...(place && !/^remote\b/i.test(place)
      ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: place } } }
      : {}),
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(job.remote && place ? { applicantLocationRequirements: { '@type': 'Country', name: place } } : {}),
    url: pageUrl,
  };
}
