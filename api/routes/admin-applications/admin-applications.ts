import Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../middleware/admin.ts';
import { validate } from '../../middleware/validate.ts';
import { applicationsToCsv } from '../../presenters/application.ts';
import { applicationsService } from '../../services/applications.ts';
import { applicationsExportQuerySchema } from './operations.ts';

/** Operators: GET /api/admin/applications?format=json|csv[&job=ID] (Bearer ADMIN_TOKEN). */
export function adminApplicationsRoutes({ config, database }: AppContext): Router {
  const applications = applicationsService(database.db, config);
  const router = new Router({ prefix: '/api/admin/applications' });
  router.use(requireAdmin(config.adminToken));

  router.get('/', async (ctx) => {
    const { format, job } = validate(applicationsExportQuerySchema, ctx.query);
    const list = await applications.list(job);
    // Personal data: never kept by browsers or proxies.
    ctx.set('Cache-Control', 'no-store');
    if (format === 'csv') {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment(`applications-${new Date().toISOString().slice(0, 10)}.csv`);
      ctx.body = applicationsToCsv(list);
    } else {
      ctx.body = list;
    }
  });

  return router;
}
