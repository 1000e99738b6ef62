import cors from '@koa/cors';
import Koa from 'koa';
import compress from 'koa-compress';
import { embeddedVideoOrigins } from '../src/core/content/site.ts';
import type { AppContext } from './context.ts';
import { errorHandler } from './middleware/errors.ts';
import { requestLogger } from './middleware/logging.ts';
import { securityHeaders } from './middleware/security.ts';
import { serveWeb } from './middleware/static.ts';
import { routeModules } from './routes/index.ts';
import { jobPage } from './routes/jobs/job-page.ts';

/** Builds the Koa application (no listening): API routes, then the web build. */
export function createApp(context: AppContext): Koa {
  const { config, logger } = context;
  const app = new Koa({ proxy: false });
  app.silent = true;

  app.use(requestLogger(logger));
  app.use(securityHeaders(embeddedVideoOrigins()));
  app.use(errorHandler(logger));
  if (config.corsOrigins.length > 0) {
    const allowed = new Set(config.corsOrigins);
    app.use(
      cors({
        origin: (ctx) => (allowed.has(ctx.get('origin')) ? ctx.get('origin') : ''),
        allowHeaders: ['Content-Type', 'Idempotency-Key', 'Authorization'],
        maxAge: 600,
      }),
    );
  }
  app.use(compress({ threshold: 1024 }));
  for (const build of routeModules) {
    const router = build(context);
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(jobPage(context));
  app.use(serveWeb(config.webDist));
  return app;
}
