import Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireAdmin } from '../../middleware/admin.ts';
import { validate } from '../../middleware/validate.ts';
import { deliveriesService } from '../../services/outbox/deliveries.ts';
import { deliveriesListQuerySchema, deliveryIdSchema } from './operations.ts';

/**
 * Operators: GET /api/admin/deliveries?status=pending|delivered|dead&limit=N (newest first, with counts per
 * status) and POST /api/admin/deliveries/:id/retry for a dead one (Bearer ADMIN_TOKEN).
 */
export function adminDeliveriesRoutes({ config, database }: AppContext): Router {
  const deliveries = deliveriesService(database.db);
  const router = new Router({ prefix: '/api/admin/deliveries' });
  router.use(requireAdmin(config.adminToken));

  router.get('/', async (ctx) => {
    const query = validate(deliveriesListQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { counts: await deliveries.counts(), items: await deliveries.list(query) };
  });

  router.post('/:id/retry', async (ctx) => {
    const id = validate(deliveryIdSchema, ctx.params.id);
    if (!(await deliveries.retry(id))) throw notFound('No dead delivery with this id.', 'delivery_not_found');
    ctx.body = { status: 'pending' };
  });

  return router;
}
