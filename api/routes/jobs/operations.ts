import { z } from 'zod';
import { EMPLOYMENT_TYPES, JOB_STATUSES, SALARY_UNITS } from '../../../src/shared/job.ts';
import { jobIdSchema, jobSearchQuerySchema } from '../../../src/shared/job-schema.ts';
import { defineOperations, errorResponses } from '../../openapi/registry.ts';

const timestamp = z.iso.datetime({ offset: true });

/** A job as the API answers it (JobDto). */
export const jobDtoSchema = z.object({
  id: jobIdSchema,
  name: z.string(),
  publicName: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  location: z.string().nullable(),
  remote: z.boolean(),
  department: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  salaryMin: z.number().min(0).nullable(),
  salaryMax: z.number().min(0).nullable(),
  salaryCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  salaryUnit: z.enum(SALARY_UNITS).nullable(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  datePosted: timestamp,
  validThrough: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A job as operators see it (AdminJobDto): with its interview questions, null when derived. */
export const adminJobDtoSchema = jobDtoSchema.extend({
  interviewQuestions: z.array(z.object({ text: z.string(), competency: z.string() })).nullable(),
});

const cacheHeaders = { ETag: 'Validator for If-None-Match (304).', 'Cache-Control': 'How long caches may reuse it.' };

export const jobsOperations = defineOperations([
  {
    method: 'get',
    path: '/api/jobs',
    operationId: 'listJobs',
    summary: 'List jobs (open jobs by default), 25 per page',
    tag: 'Jobs',
    query: jobSearchQuerySchema,
    responses: {
      200: {
        description: 'One page of jobs and the total matching.',
        schema: z.object({ items: z.array(jobDtoSchema), total: z.number().int().min(0) }),
        headers: cacheHeaders,
      },
      304: { description: 'Not modified since the ETag sent in If-None-Match.' },
      ...errorResponses({ 400: 'A query parameter is invalid (fields names it).' }),
    },
  },
  {
    method: 'get',
    path: '/api/jobs/facets',
    operationId: 'jobFacets',
    summary: 'The departments and employment types of open jobs (the board’s filter choices)',
    tag: 'Jobs',
    responses: {
      200: {
        description: 'The choices, sorted.',
        schema: z.object({ departments: z.array(z.string()), employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)) }),
        headers: cacheHeaders,
      },
      304: { description: 'Not modified since the ETag sent in If-None-Match.' },
    },
  },
  {
    method: 'get',
    path: '/api/jobs/:id',
    operationId: 'getJob',
    summary: 'One job by id',
    tag: 'Jobs',
    params: { id: jobIdSchema },
    responses: {
      200: { description: 'The job.', schema: jobDtoSchema, headers: cacheHeaders },
      304: { description: 'Not modified since the ETag sent in If-None-Match.' },
      ...errorResponses({
        400: 'The id is not 15 to 18 letters and digits.',
        404: 'No such job.',
      }),
    },
  },
]);
