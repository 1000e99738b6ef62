import Router from '@koa/router';
import { jobIdSchema, jobSearchQuerySchema } from '../../../src/shared/job-schema.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { jobsService } from '../../services/jobs.ts';
import { sendCacheable } from './http-cache.ts';

/** How long browsers and shared caches may reuse a board answer before revalidating it. */
const BOARD_MAX_AGE_SECONDS = 30;

/** Public job board: GET /api/jobs and GET /api/jobs/:id. */
export function jobsRoutes({ database }: AppContext): Router {
  const jobs = jobsService(database.db);
  const router = new Router({ prefix: '/api/jobs' });

  router.get('/', async (ctx) => {
    const query = validate(jobSearchQuerySchema, ctx.query);
    sendCacheable(ctx, await jobs.board(query), BOARD_MAX_AGE_SECONDS);
  });

  router.get('/facets', async (ctx) => {
    sendCacheable(ctx, await jobs.facets(), BOARD_MAX_AGE_SECONDS);
  });

  router.get('/:id', async (ctx) => {
    const id = validate(jobIdSchema, ctx.params.id);
    sendCacheable(ctx, await jobs.get(id), BOARD_MAX_AGE_SECONDS);
  });

  return router;
}
