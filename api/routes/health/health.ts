import Router from '@koa/router';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';

/** GET /healthz: 200 when the API and its database answer, 503 otherwise. */
export function healthRoutes({ database, logger }: AppContext): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(database.db);
      ctx.body = { status: 'ok', database: database.driver };
    } catch (err) {
      logger.warn({ err }, 'health check failed');
      ctx.status = 503;
      ctx.body = { error: 'The database is not reachable.', code: 'unavailable' };
    }
  });
  return router;
}
