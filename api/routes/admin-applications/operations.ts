import { z } from 'zod';
import { JOB_ID_PATTERN } from '../../../src/shared/job.ts';
import { defineOperations, errorResponses } from '../../openapi/registry.ts';
import { interviewDtoSchema } from '../interview/operations.ts';

/** Query of GET /api/admin/applications. */
export const applicationsExportQuerySchema = z.object({
  format: z.enum(['json', 'csv']).default('json'),
  job: z.string().regex(JOB_ID_PATTERN, 'Job id must be 15 to 18 letters and digits').optional(),
});

export const adminApplicationsOperations = defineOperations([
  {
    method: 'get',
    path: '/api/admin/applications',
    operationId: 'exportApplications',
    summary: 'Every application (or those of one job), as JSON or CSV',
    tag: 'Operators',
    admin: true,
    query: applicationsExportQuerySchema,
    responses: {
      200: {
        description: 'The applications, oldest first (format=json); with format=csv a text/csv attachment.',
        otherContentTypes: ['text/csv'],
        schema: z.array(
          z.looseObject({
            id: z.string(),
            jobId: z.string(),
            jobTitle: z.string(),
            firstName: z.string(),
            lastName: z.string(),
            email: z.string(),
            phone: z.string().nullable(),
            linkedIn: z.string().nullable(),
            source: z.string(),
            event: z.string().nullable(),
            createdAt: z.iso.datetime({ offset: true }),
            interviewLink: z.string(),
            interview: interviewDtoSchema,
          }),
        ),
      },
      ...errorResponses({ 400: 'Unknown format or a malformed job id.' }),
    },
  },
]);
