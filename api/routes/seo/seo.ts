import Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from '../../services/sitemap.ts';

/** GET /sitemap.xml (indexable pages and open jobs) and GET /robots.txt (names the sitemap). */
export function seoRoutes({ config, database }: AppContext): Router {
  const router = new Router();

  router.get('/sitemap.xml', async (ctx) => {
    const entries = await sitemapEntries(database.db, config.publicBaseUrl, config.webDist);
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = sitemapXml(entries);
  });

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = robotsTxt(config.publicBaseUrl);
  });

  return router;
}
