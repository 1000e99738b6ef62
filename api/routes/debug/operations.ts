import { z } from 'zod';
import { resumeTextSchema } from '../../../src/shared/application.ts';
import { defineOperations, errorResponses } from '../../openapi/registry.ts';
import { resumeFileSchema, resumePreviewSchema, resumeRefusals } from '../applications/operations.ts';

export const debugOperations = defineOperations([
  {
    method: 'post',
    path: '/api/debug/resume/text',
    operationId: 'debugResumeText',
    summary: 'The resume preview of pasted text, with timing (the /resume-test page)',
    tag: 'Applications',
    body: { contentType: 'multipart/form-data', schema: z.object({ text: resumeTextSchema }) },
    responses: {
      200: {
        description: 'The preview and what was read.',
        schema: resumePreviewSchema.extend({
          source: z.object({ kind: z.literal('text'), characters: z.number().int(), ms: z.number() }),
        }),
      },
      ...errorResponses({ 400: 'No text, or not multipart.' }),
    },
  },
  {
    method: 'post',
    path: '/api/debug/resume/upload',
    operationId: 'debugResumeUpload',
    summary: 'The resume preview of a file, with what the parser saw (the /resume-test page)',
    tag: 'Applications',
    body: { contentType: 'multipart/form-data', schema: z.object({ file: resumeFileSchema }) },
    responses: {
      200: {
        description: 'The preview and what was read.',
        schema: resumePreviewSchema.extend({
          source: z.object({
            kind: z.enum(['pdf', 'docx', 'txt']),
            bytes: z.number().int(),
            pages: z.number().int().optional(),
            encoding: z.string().optional(),
            links: z.number().int(),
            ms: z.number(),
          }),
        }),
      },
      ...errorResponses({ 400: 'No file, or not multipart.' }),
      ...resumeRefusals,
    },
  },
]);
