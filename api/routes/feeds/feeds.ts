import Router from '@koa/router';
import { jobSearchQuerySchema } from '../../../src/shared/job-schema.ts';
import type { AppContext } from '../../context.ts';
import { FEED_SIZE, jobsJsonFeed, jobsRss } from '../../services/job-feeds.ts';
import { jobsService } from '../../services/jobs.ts';

/** GET /jobs/feed.xml (RSS 2.0) and GET /jobs/feed.json (JSON Feed 1.1): the newest open jobs, for aggregators. */
export function feedsRoutes({ config, database }: AppContext): Router {
  const jobs = jobsService(database.db);
  const router = new Router({ prefix: '/jobs' });
  const newest = async () => (await jobs.board(jobSearchQuerySchema.parse({ pageSize: FEED_SIZE }))).items;

  router.get('/feed.xml', async (ctx) => {
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = jobsRss(await newest(), config.publicBaseUrl);
  });

  router.get('/feed.json', async (ctx) => {
    ctx.type = 'application/feed+json; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = JSON.stringify(jobsJsonFeed(await newest(), config.publicBaseUrl));
  });

  return router;
}
