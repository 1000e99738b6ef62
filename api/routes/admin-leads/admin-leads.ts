import Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../middleware/admin.ts';
import { validate } from '../../middleware/validate.ts';
import { leadsToCsv } from '../../../src/shared/lead.ts';
import { leadsService } from '../../services/leads.ts';
import { exportQuerySchema } from './operations.ts';

/** Operators: GET /api/admin/leads?format=json|csv (Bearer ADMIN_TOKEN). */
export function adminLeadsRoutes({ config, database }: AppContext): Router {
  const leads = leadsService(database.db);
  const router = new Router({ prefix: '/api/admin/leads' });
  router.use(requireAdmin(config.adminToken));

  router.get('/', async (ctx) => {
    const { format } = validate(exportQuerySchema, ctx.query);
    const list = await leads.list();
    // Personal data: never kept by browsers or proxies.
    ctx.set('Cache-Control', 'no-store');
    if (format === 'csv') {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment(`leads-${new Date().toISOString().slice(0, 10)}.csv`);
      ctx.body = leadsToCsv(list);
    } else {
      ctx.body = list;
    }
  });

  return router;
}
