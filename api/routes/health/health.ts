import Router from '@koa/router';
import { sql } from 'kysely';
import type { Context } from 'koa';
import type { AppContext } from '../../context.ts';

/**
 * GET /healthz (liveness: the process answers and its database too) and GET /readyz (readiness: the
 * database answers and the instance is neither starting nor draining). Both 503 with the error body otherwise.
 */
export function healthRoutes({ database, logger, readiness }: AppContext): Router {
  const router = new Router();

  async function databaseAnswers(ctx: Context): Promise<boolean> {
    try {
      await sql`select 1`.execute(database.db);
      return true;
    } catch (err) {
      logger.warn({ err }, 'health check failed');
      ctx.status = 503;
      ctx.body = { error: 'The database is not reachable.', code: 'unavailable' };
      return false;
    }
  }

  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (await databaseAnswers(ctx)) ctx.body = { status: 'ok', database: database.driver };
  });

  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const state = readiness?.state ?? 'ready';
    if (state !== 'ready') {
      ctx.status = 503;
      ctx.body = {
        error: state === 'starting' ? 'The server is still starting.' : 'The server is shutting down.',
        code: state === 'starting' ? 'starting' : 'draining',
      };
      return;
    }
    if (await databaseAnswers(ctx)) ctx.body = { status: 'ready', database: database.driver };
  });
  return router;
}
