import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { privacyRequestSchema } from '../../../src/shared/privacy-request.ts';
import type { AppContext } from '../../context.ts';
import { formGuard } from '../../middleware/form-guard.ts';
import { answerIdempotent } from '../../middleware/idempotent.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { validate } from '../../middleware/validate.ts';
import { privacyRequestsService } from '../../services/privacy-requests.ts';

/** POST /api/privacy-requests: stores a privacy request and answers its reference number. */
export function privacyRequestsRoutes({ database }: AppContext): Router {
  const requests = privacyRequestsService(database.db);
  const router = new Router({ prefix: '/api/privacy-requests' });

  router.post(
    '/',
    rateLimit({ name: 'privacy-requests', points: 10, windowSeconds: 60 }),
    bodyParser({ enableTypes: ['json'], jsonLimit: '32kb', encoding: 'utf-8' }),
    formGuard(),
    (ctx) => answerIdempotent(ctx, (key) => requests.submit(validate(privacyRequestSchema, ctx.request.body), key)),
  );

  return router;
}
