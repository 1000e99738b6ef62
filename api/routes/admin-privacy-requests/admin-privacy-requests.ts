import Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../middleware/admin.ts';
import { privacyRequestsService } from '../../services/privacy-requests.ts';

/** Operators: GET /api/admin/privacy-requests (Bearer ADMIN_TOKEN), every stored request to act on. */
export function adminPrivacyRequestsRoutes({ config, database }: AppContext): Router {
  const requests = privacyRequestsService(database.db);
  const router = new Router({ prefix: '/api/admin/privacy-requests' });
  router.use(requireAdmin(config.adminToken));

  router.get('/', async (ctx) => {
    // Personal data: never kept by browsers or proxies.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await requests.list();
  });

  return router;
}
