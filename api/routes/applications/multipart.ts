import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { MAX_RESUME_BYTES } from '../../../src/shared/resume.ts';
import { badRequest, payloadTooLarge } from '../../errors.ts';
import { RESUME_MESSAGES } from '../../services/resume/index.ts';

/** Largest request body accepted on a resume endpoint: the file plus room for the form fields. */
const MAX_BODY_BYTES = MAX_RESUME_BYTES + 512 * 1024;

// Every busboy limit is set: one file of at most 5 MB, a few small fields, nothing else.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MAX_RESUME_BYTES,
    files: 1,
    fields: 12,
    fieldSize: 400 * 1024,
    fieldNameSize: 64,
    parts: 14,
    headerPairs: 50,
  },
});

interface MulterLikeError {
  name?: string;
  code?: string;
  field?: string;
}

/**
 * Reads a multipart form into ctx.request.body (and ctx.request.file when `fileField` is given), answering
 * 413 for a file over 5 MB or an oversized request and 400 for any other malformed form.
 */
export function multipartForm(fileField?: string): Middleware {
  // @koa/multer has none() (fields only); its type definitions lag behind.
  const parse = fileField ? upload.single(fileField) : (upload as unknown as { none(): Middleware }).none();
  return async (ctx, next) => {
    if (Number(ctx.get('content-length') || 0) > MAX_BODY_BYTES) throw payloadTooLarge(RESUME_MESSAGES.tooLarge);
    if (!ctx.is('multipart/form-data')) {
      throw badRequest('Send the form as multipart/form-data.', 'multipart_required');
    }
    try {
      await parse(ctx, async () => undefined);
    } catch (err) {
      const e = err as MulterLikeError;
      if (e.code === 'LIMIT_FILE_SIZE') throw payloadTooLarge(RESUME_MESSAGES.tooLarge);
      if (e.code === 'LIMIT_FIELD_VALUE') throw payloadTooLarge('A form field is too long.');
      if (e.code === 'LIMIT_UNEXPECTED_FILE')
        throw badRequest('Only one file, in the field "file", is accepted.', 'unexpected_file');
      throw badRequest('The form could not be read.', 'bad_form');
    }
    await next();
  };
}
