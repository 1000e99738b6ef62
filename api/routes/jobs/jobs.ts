import Router from '@koa/router';
import { jobIdSchema, jobListQuerySchema } from '../../../src/shared/job.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { jobsService } from '../../services/jobs.ts';

/** Public job board: GET /api/jobs and GET /api/jobs/:id. */
export function jobsRoutes({ database }: AppContext): Router {
  const jobs = jobsService(database.db);
  const router = new Router({ prefix: '/api/jobs' });

  router.get('/', async (ctx) => {
    const query = validate(jobListQuerySchema, ctx.query);
    ctx.body = await jobs.list(query);
  });

  router.get('/:id', async (ctx) => {
    const id = validate(jobIdSchema, ctx.params.id);
    ctx.body = await jobs.get(id);
  });

  return router;
}
