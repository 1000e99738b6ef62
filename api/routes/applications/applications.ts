import Router from '@koa/router';
import { applicationSchema, resumeTextSchema } from '../../../src/shared/application.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { formGuard } from '../../middleware/form-guard.ts';
import { answerIdempotent } from '../../middleware/idempotent.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { validate } from '../../middleware/validate.ts';
import { applicationsService } from '../../services/applications.ts';
import { previewResumeFile, previewResumeText } from '../../services/resume/index.ts';
import { multipartForm } from './multipart.ts';

/** Apply flow: POST /api/applications/preview (resume → text and contact details) and POST /api/applications. */
export function applicationsRoutes({ config, database }: AppContext): Router {
  const applications = applicationsService(database.db, config);
  const router = new Router({ prefix: '/api/applications' });
  // Generous budgets: a candidate retries a few times, a kiosk serves a queue of people from one address.
  const previewBudget = rateLimit({ name: 'resume-preview', points: 120, windowSeconds: 300 });
  const applyBudget = rateLimit({ name: 'applications', points: 120, windowSeconds: 300 });

  router.post('/preview', previewBudget, multipartForm('file'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const file = ctx.request.file;
    if (file) {
      ctx.body = (await previewResumeFile(file.buffer)).preview;
      return;
    }
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (body.resumeText === undefined)
      throw badRequest('Upload a resume file or paste your resume text.', 'resume_missing');
    ctx.body = (await previewResumeText(validate(resumeTextSchema, body.resumeText, 'resumeText'))).preview;
  });

  router.post('/', applyBudget, multipartForm(), formGuard(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    await answerIdempotent(ctx, (key) => applications.submit(validate(applicationSchema, ctx.request.body ?? {}), key));
  });

  return router;
}
