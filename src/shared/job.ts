import { z } from 'zod';

/** A job id: 15 to 18 letters and digits (the format the ATS hands out). */
export const JOB_ID_PATTERN = /^[A-Za-z0-9]{15,18}$/;

export const jobIdSchema = z.string().regex(JOB_ID_PATTERN, 'Job id must be 15 to 18 letters and digits');

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

/** Query of GET /api/jobs; anything outside these rules is a 400 and never reaches SQL. */
export const jobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(JOBS_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  status: z.enum(JOB_STATUSES).default('Open'),
  orderBy: z.enum(JOB_ORDER_VALUES).default('CreatedDate DESC'),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
