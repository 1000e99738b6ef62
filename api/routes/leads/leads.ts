import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type Koa from 'koa';
import { leadSchema, leadUpdateSchema } from '../../../src/shared/lead.ts';
import type { AppContext } from '../../context.ts';
import { unsupportedType } from '../../errors.ts';
import { requireKiosk } from '../../middleware/admin.ts';
import { formGuard } from '../../middleware/form-guard.ts';
import { answerIdempotent } from '../../middleware/idempotent.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { validate } from '../../middleware/validate.ts';
import { leadsService } from '../../services/leads.ts';

/** A lead is a few short fields plus staff notes (2,000 characters); anything bigger is refused before parsing. */
const LEAD_BODY_LIMIT = '32kb';

/**
 * The lead form: POST /api/leads (upsert by e-mail), and staff qualification from a kiosk: PATCH /api/leads
 * (Bearer KIOSK_TOKEN). Both honour Idempotency-Key.
 */
export function leadsRoutes({ config, database }: AppContext): Router {
  const leads = leadsService(database.db);
  const router = new Router({ prefix: '/api/leads' });

  // Generous: a kiosk coming back online sends its whole queue from one address.
  const limit = rateLimit({ name: 'leads', points: 120, windowSeconds: 60 });
  const jsonBody = [
    async (ctx: Koa.ParameterizedContext, next: Koa.Next) => {
      if (!ctx.is('application/json')) throw unsupportedType('Send the lead as application/json.');
      await next();
    },
    bodyParser({ enableTypes: ['json'], jsonLimit: LEAD_BODY_LIMIT, encoding: 'utf-8' }),
  ];

  router.post('/', limit, ...jsonBody, formGuard(), (ctx) =>
    answerIdempotent(ctx, (key) => leads.submit(validate(leadSchema, ctx.request.body), key)),
  );

  // Staff qualify a lead captured earlier (the kiosk sends it through its outbox, with its own key). Only a
  // kiosk may: whoever knew a visitor's address could otherwise rate the lead and write its notes.
  router.patch('/', requireKiosk(config.kioskToken), limit, ...jsonBody, (ctx) =>
    answerIdempotent(ctx, (key) => leads.qualify(validate(leadUpdateSchema, ctx.request.body), key)),
  );

  return router;
}
