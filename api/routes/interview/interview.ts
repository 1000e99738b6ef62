import Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { applicationsService } from '../../services/applications.ts';

/** GET /api/interview/:token: the invitation behind an interview link (job title and first name only). */
export function interviewRoutes({ config, database }: AppContext): Router {
  const applications = applicationsService(database.db, config);
  const router = new Router({ prefix: '/api/interview' });
  // Tokens are unguessable; the budget keeps anyone from trying many anyway.
  const budget = rateLimit({ name: 'interview-lookup', points: 120, windowSeconds: 300 });

  router.get('/:token', budget, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = await applications.invitation(ctx.params.token ?? '');
  });

  return router;
}
