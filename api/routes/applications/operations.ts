import { z } from 'zod';
import { applicationSchema, resumeTextSchema } from '../../../src/shared/application.ts';
import { formGuardSchema } from '../../../src/shared/form-guard.ts';
import { defineOperations, errorBodySchema, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../../openapi/registry.ts';

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
  413: { description: 'The file is larger than 5 MB.', schema: errorBodySchema },
  415: { description: 'Not a PDF, DOCX or TXT file.', schema: errorBodySchema },
  422: { description: 'No text could be read (scanned, encrypted, damaged or too complex).', schema: errorBodySchema },
  429: { description: 'Rate limited.', schema: errorBodySchema, headers: { 'Retry-After': 'Seconds to wait.' } },
  503: { description: 'Too many resumes being read right now.', schema: errorBodySchema },
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
      400: { description: 'Neither a file nor resume text, or not multipart.', schema: errorBodySchema },
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
      400: { description: 'Invalid fields (fields names each).', schema: errorBodySchema },
      404: { description: 'No open job with this id.', schema: errorBodySchema },
      409: { description: 'A request with this Idempotency-Key is still in progress.', schema: errorBodySchema },
      422: {
        description:
          'Refused as a bot (honeypot filled or sent too fast), or the Idempotency-Key was used with another body.',
        schema: errorBodySchema,
      },
      429: { description: 'Rate limited.', schema: errorBodySchema, headers: { 'Retry-After': 'Seconds to wait.' } },
    },
  },
]);
