import { z } from 'zod';
import { jobIdSchema, jobInputSchema, jobUpdateSchema } from '../../../src/shared/job-schema.ts';
import { defineOperations, errorResponses } from '../../openapi/registry.ts';
import { adminJobDtoSchema as jobDtoSchema } from '../jobs/operations.ts';

const INVALID_JOB = 'Invalid job data (fields names each bad field).';

export const adminJobsOperations = defineOperations([
  {
    method: 'get',
    path: '/api/admin/jobs',
    operationId: 'exportJobs',
    summary: 'Every job, any status',
    tag: 'Operators',
    admin: true,
    responses: { 200: { description: 'All jobs.', schema: z.object({ items: z.array(jobDtoSchema) }) } },
  },
  {
    method: 'post',
    path: '/api/admin/jobs',
    operationId: 'createJob',
    summary: 'Create a job (the id is generated unless an ATS id is given)',
    tag: 'Operators',
    admin: true,
    body: { schema: jobInputSchema },
    responses: {
      201: { description: 'The new job.', schema: jobDtoSchema },
      ...errorResponses({ 400: INVALID_JOB, 409: 'A job with this id exists.' }),
    },
  },
  {
    method: 'patch',
    path: '/api/admin/jobs/:id',
    operationId: 'updateJob',
    summary: 'Change some fields of a job',
    tag: 'Operators',
    admin: true,
    params: { id: jobIdSchema },
    body: { schema: jobUpdateSchema },
    responses: {
      200: { description: 'The updated job.', schema: jobDtoSchema },
      ...errorResponses({ 400: INVALID_JOB, 404: 'No such job.' }),
    },
  },
  {
    method: 'post',
    path: '/api/admin/jobs/:id/close',
    operationId: 'closeJob',
    summary: 'Close a job (it leaves the board)',
    tag: 'Operators',
    admin: true,
    params: { id: jobIdSchema },
    responses: {
      200: { description: 'The closed job.', schema: jobDtoSchema },
      ...errorResponses({ 404: 'No such job.' }),
    },
  },
]);
