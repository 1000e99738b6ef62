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
  /** Pay, when the job states it: a range (or one figure in both), an ISO 4217 currency and a unit. */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryUnit: SalaryUnit | null;
  /** ISO 3166-1 alpha-2 country of the job; for a remote job, where applicants must live. */
  country: string | null;
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

const PAY_UNITS: Record<SalaryUnit, string> = { HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

/** A job's pay as a person reads it ('€52,000–€61,000 per year'), or null when it states none. */
export function jobPayText(
  job: Pick<JobDto, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryUnit'>,
  locale = 'en-US',
): string | null {
  const min = job.salaryMin ?? job.salaryMax;
  const max = job.salaryMax ?? job.salaryMin;
  if (min == null || max == null || !job.salaryCurrency || !job.salaryUnit) return null;
  const money = (amount: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: job.salaryCurrency!,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  return `${min === max ? money(min) : `${money(min)}–${money(max)}`} per ${PAY_UNITS[job.salaryUnit]}`;
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

/** Units of pay Google for Jobs understands (QuantitativeValue.unitText). */
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

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
