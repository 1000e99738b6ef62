import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { interviewAnswerSchema, interviewStartSchema } from '../../../src/shared/interview.ts';
import type { AppContext } from '../../context.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { validate } from '../../middleware/validate.ts';
import { createAssessor } from '../../services/interview/assessor.ts';
import { interviewsService } from '../../services/interview/interviews.ts';

/**
 * The chat interview behind an application's link: GET /api/interview/:token (state and transcript),
 * POST …/start (consent) and POST …/answers (one answer). Never cached, never indexed.
 */
export function interviewRoutes({ config, database, logger }: AppContext): Router {
  const interviews = interviewsService(database.db, {
    linkDays: config.interviewLinkDays,
    assessor: createAssessor(config.chat.llm, logger),
  });
  const router = new Router({ prefix: '/api/interview' });
  // Tokens are unguessable; the budgets keep anyone from trying many, and a script from flooding answers.
  const lookupBudget = rateLimit({ name: 'interview-lookup', points: 120, windowSeconds: 300 });
  const answerBudget = rateLimit({ name: 'interview-answers', points: 30, windowSeconds: 60 });

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    await next();
  });
  // An answer of 5,000 characters is at most ~30 KB of JSON, even with every character escaped.
  router.use(bodyParser({ enableTypes: ['json'], jsonLimit: '32kb' }));

  router.get('/:token', lookupBudget, async (ctx) => {
    ctx.body = await interviews.state(ctx.params.token ?? '');
  });

  router.post('/:token/start', answerBudget, async (ctx) => {
    validate(interviewStartSchema, ctx.request.body ?? {});
    ctx.body = await interviews.start(ctx.params.token ?? '');
  });

  router.post('/:token/answers', answerBudget, async (ctx) => {
    const input = validate(interviewAnswerSchema, ctx.request.body ?? {});
    ctx.body = await interviews.answer(ctx.params.token ?? '', input);
  });

  return router;
}
