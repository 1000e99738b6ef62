import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { LARGER_BODY_LIMITS } from '../../middleware/limits.ts';
import { jobIdSchema, jobInputSchema, jobUpdateSchema } from '../../../src/shared/job-schema.ts';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../middleware/admin.ts';
import { validate } from '../../middleware/validate.ts';
import { jobsService } from '../../services/jobs.ts';

/** Operator job endpoints under /api/admin/jobs (Bearer ADMIN_TOKEN; absent without a token). */
export function adminJobsRoutes({ config, database }: AppContext): Router {
  const jobs = jobsService(database.db);
  const router = new Router({ prefix: '/api/admin/jobs' });
  router.use(requireAdmin(config.adminToken));
  router.use(bodyParser({ enableTypes: ['json'], jsonLimit: LARGER_BODY_LIMITS['/api/admin/jobs'] }));

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: await jobs.exportAll() };
  });

  router.post('/', async (ctx) => {
    const input = validate(jobInputSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await jobs.create(input);
  });

  router.patch('/:id', async (ctx) => {
    const id = validate(jobIdSchema, ctx.params.id);
    ctx.body = await jobs.update(id, validate(jobUpdateSchema, ctx.request.body ?? {}));
  });

  router.post('/:id/close', async (ctx) => {
    ctx.body = await jobs.close(validate(jobIdSchema, ctx.params.id));
  });

  return router;
}
