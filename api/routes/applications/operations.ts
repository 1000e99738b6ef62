import { z } from 'zod';
import { applicationSchema, resumeTextSchema } from '../../../src/shared/application.ts';
import { formGuardSchema } from '../../../src/shared/form-guard.ts';
import {
  defineOperations,
  ERROR_DESCRIPTIONS,
  errorResponses,
  FORM_WRITE_ERRORS,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
} from '../../openapi/registry.ts';

/** A resume file in a multipart form: PDF, DOCX or TXT, at most 5 MB; the type is read from the bytes. */
export const resumeFileSchema = z
  .string()
  .meta({ contentMediaType: 'application/octet-stream', description: 'PDF, DOCX or TXT, at most 5 MB.' });

/** Contact details and formatted text read from a resume (ResumePreview). */
export const resumePreviewSchema = z.object({
  formatted_text: z.string(),
  contact_info: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    linkedin_url: z.string().nullable(),
  }),
});

/** What a resume endpoint refuses, besides bad fields. */
export const resumeRefusals = {
  ...errorResponses({
    413: 'The file is larger than 5 MB.',
    415: 'Not a PDF, DOCX or TXT file.',
    422: 'No text could be read (scanned, encrypted, damaged or too complex).',
    429: ERROR_DESCRIPTIONS.rateLimited,
    503: 'Too many resumes being read right now.',
  }),
};

export const applicationsOperations = defineOperations([
  {
    method: 'post',
    path: '/api/applications/preview',
    operationId: 'previewResume',
    summary: 'Read a resume (file or pasted text) into formatted text and contact details',
    tag: 'Applications',
    body: {
      contentType: 'multipart/form-data',
      schema: z.object({ file: resumeFileSchema.optional(), resumeText: z.optional(resumeTextSchema) }),
    },
    responses: {
      200: { description: 'The preview.', schema: resumePreviewSchema },
      ...errorResponses({ 400: 'Neither a file nor resume text, or not multipart.' }),
      ...resumeRefusals,
    },
  },
  {
    method: 'post',
    path: '/api/applications',
    operationId: 'apply',
    summary: 'Apply to a job; answers the interview link',
    tag: 'Applications',
    headers: IDEMPOTENCY_HEADER,
    body: {
      contentType: 'multipart/form-data',
      schema: z.object({ ...applicationSchema.shape, ...formGuardSchema().shape }),
    },
    responses: {
      201: {
        description: 'Recorded; the interview link.',
        schema: z.object({ duplicate: z.literal(false), isaLink: z.url() }),
        headers: REPLAYED_HEADER,
      },
      200: {
        description:
          'This e-mail already applied to this job: the link only when the same resume is sent again (or a replay).',
        schema: z.object({ duplicate: z.boolean(), isaLink: z.url().nullable(), detail: z.string().optional() }),
        headers: REPLAYED_HEADER,
      },
      ...FORM_WRITE_ERRORS,
      ...errorResponses({ 404: 'No open job with this id.' }),
    },
  },
]);
