import Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireAdmin } from '../../middleware/admin.ts';

/** GET /metrics: Prometheus text format, behind `Authorization: Bearer $ADMIN_TOKEN` like every operator endpoint. */
export function metricsRoutes({ config, metrics }: AppContext): Router {
  const router = new Router();
  router.get('/metrics', requireAdmin(config.adminToken), async (ctx) => {
    if (!metrics) throw notFound('Metrics are not collected by this app.');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
  return router;
}
