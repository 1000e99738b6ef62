import { z } from 'zod';
import { INTERVIEW_COMPETENCY_MAX, INTERVIEW_QUESTION_MAX, INTERVIEW_QUESTIONS_MAX } from './interview';
import { EMPLOYMENT_TYPES, JOB_ORDER_VALUES, JOB_STATUSES, JOBS_PAGE_SIZE, SALARY_UNITS } from './job';
import { jobIdSchema } from './job-id-schema';

// The jobs' zod schemas live apart from the pure helpers in job.ts, so pages that only format jobs do not
// load zod into the browser.

export { jobIdSchema };

/** Query of GET /api/jobs; anything outside these rules is a 400 and never reaches SQL. */
export const jobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(JOBS_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  status: z.enum(JOB_STATUSES).default('Open'),
  orderBy: z.enum(JOB_ORDER_VALUES).default('CreatedDate DESC'),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** Filters of the public board beyond the spec's query: a location phrase and remote-only. */
export const jobBoardFiltersSchema = z.object({
  location: z.string().trim().max(100).optional(),
  remote: z.enum(['true', 'false']).optional(),
  department: z.string().trim().max(200).optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
});

/** The full query of GET /api/jobs: the spec's fields plus the board's filters. */
export const jobSearchQuerySchema = jobListQuerySchema.extend(jobBoardFiltersSchema.shape);
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const dateInput = z.union([z.string(), z.date()]).pipe(z.coerce.date());

/**
 * A job's interview questions, [{ text, competency }]; empty or null: derived from the description. A CSV
 * cell carries them as JSON text.
 */
export const jobInterviewQuestionsSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(
      z.object({
        text: z.string().trim().min(1, 'Question text is required').max(INTERVIEW_QUESTION_MAX),
        competency: z.string().trim().min(1, 'Competency is required').max(INTERVIEW_COMPETENCY_MAX),
      }),
      { error: 'Interview questions must be a list of { text, competency }' },
    )
    .max(INTERVIEW_QUESTIONS_MAX, `At most ${INTERVIEW_QUESTIONS_MAX} interview questions`)
    .nullable()
    .transform((list) => (list && list.length > 0 ? list : null)),
);

/** A sum of pay: a number, or a numeric string (CSV); empty means none. */
const payInput = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? Number(v.replace(/[\s,_]/g, '')) : v),
  z.number('Pay must be a number').min(0, 'Pay cannot be negative').max(100_000_000).nullable(),
);

const upperCode = (length: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
    z
      .string()
      .regex(new RegExp(`^[A-Z]{${length}}$`), message)
      .nullable(),
  );

/** Pay and place of a job: optional, but a range needs its currency and unit, and a minimum not above the maximum. */
const jobDetailsShape = {
  salaryMin: payInput.optional(),
  salaryMax: payInput.optional(),
  salaryCurrency: upperCode(3, 'Currency must be an ISO 4217 code such as USD').optional(),
  salaryUnit: z.enum(SALARY_UNITS).nullable().optional(),
  country: upperCode(2, 'Country must be an ISO 3166-1 code such as US').optional(),
};

type PayFields = {
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  salaryUnit?: string | null;
};

/** Adds an issue for pay that cannot be shown: a range without currency or unit, or min above max. */
function checkPay(job: PayFields, ctx: z.RefinementCtx): void {
  const hasPay = job.salaryMin != null || job.salaryMax != null;
  if (hasPay && !job.salaryCurrency)
    ctx.addIssue({ code: 'custom', path: ['salaryCurrency'], message: 'Currency is required with pay' });
  if (hasPay && !job.salaryUnit)
    ctx.addIssue({
      code: 'custom',
      path: ['salaryUnit'],
      message: 'Unit (HOUR, DAY, WEEK, MONTH or YEAR) is required with pay',
    });
  if (job.salaryMin != null && job.salaryMax != null && job.salaryMin > job.salaryMax) {
    ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'Maximum pay must not be below the minimum' });
  }
}

/** A job as an operator creates it (admin API, CLI import). The id is generated unless an ATS id is given. */
const jobInputObject = z.object({
  id: z.optional(jobIdSchema),
  name: z.string().trim().min(1, 'Name is required').max(200),
  publicName: nullableText(200),
  description: nullableText(50_000),
  status: z.enum(JOB_STATUSES).default('Open'),
  location: nullableText(200),
  remote: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes')
    .default(false),
  department: nullableText(200),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
  datePosted: dateInput.optional(),
  validThrough: dateInput.nullable().optional(),
  interviewQuestions: jobInterviewQuestionsSchema.optional(),
  ...jobDetailsShape,
});
export const jobInputSchema = jobInputObject.superRefine(checkPay);
export type JobInput = z.infer<typeof jobInputSchema>;

/** A partial update of a job (admin API); the id never changes. Pay sent is checked as a whole. */
export const jobUpdateSchema = jobInputObject.omit({ id: true }).partial().superRefine(checkPay);
export type JobUpdate = z.infer<typeof jobUpdateSchema>;
