import Router from '@koa/router';
import { performance } from 'node:perf_hooks';
import { resumeTextSchema } from '../../../src/shared/application.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { validate } from '../../middleware/validate.ts';
import { previewResumeFile, previewResumeText } from '../../services/resume/index.ts';
import { multipartForm } from '../applications/multipart.ts';

/** The resume formatter debug endpoints behind /resume-test: the preview plus what the parser saw. */
export function debugRoutes(_context: AppContext): Router {
  const router = new Router({ prefix: '/api/debug/resume' });
  const budget = rateLimit({ name: 'resume-debug', points: 120, windowSeconds: 300 });

  router.post('/text', budget, multipartForm(), async (ctx) => {
    const started = performance.now();
    const text = validate(resumeTextSchema, ((ctx.request.body ?? {}) as Record<string, unknown>).text, 'text');
    const { preview } = await previewResumeText(text);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      ...preview,
      source: { kind: 'text', characters: text.length, ms: Math.round(performance.now() - started) },
    };
  });

  router.post('/upload', budget, multipartForm('file'), async (ctx) => {
    const file = ctx.request.file;
    if (!file) throw badRequest('Choose a file to upload.', 'file_missing');
    const started = performance.now();
    const { preview, source } = await previewResumeFile(file.buffer);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      ...preview,
      source: {
        kind: source.kind,
        bytes: file.size,
        ...(source.pages ? { pages: source.pages } : {}),
        ...(source.encoding ? { encoding: source.encoding } : {}),
        links: source.links,
        ms: Math.round(performance.now() - started),
      },
    };
  });

  return router;
}
