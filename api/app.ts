import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@koa/cors';
import Koa from 'koa';
import compress from 'koa-compress';
import { embeddedVideoOrigins } from '../src/content/site.ts';
import type { AppContext } from './context.ts';
import { errorHandler } from './middleware/errors.ts';
import { apiBodyLimits } from './middleware/limits.ts';
import { requestLogger } from './middleware/logging.ts';
import { createRateLimits, memoryLimiter, redisLimiter } from './middleware/rate-limit.ts';
import {
  dataHeaderValues,
  embeddableHeaderValues,
  securityHeaders,
  securityHeaderValues,
} from './middleware/security.ts';
import { serveWeb } from './middleware/static.ts';
import { createResponseCache } from './middleware/response-cache.ts';
import { requestTimeout } from './middleware/timeout.ts';
import { createMetrics } from './metrics.ts';
import { routeModules } from './routes/index.ts';
import { parserPool } from './services/resume/index.ts';
import { serverRenderedPages } from './routes/jobs/board-page.ts';
import { jobPage } from './routes/jobs/job-page.ts';

type DirectHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Koa whose server callback first offers each request to `direct`, which may answer it on its own. */
class App extends Koa {
  constructor(
    options: { proxy: boolean; maxIpsCount: number },
    private readonly direct: DirectHandler,
  ) {
    super(options);
  }

  override callback(): ReturnType<Koa['callback']> {
    const handle = super.callback();
    return (req, res) => (this.direct(req as IncomingMessage, res as ServerResponse) ? answered : handle(req, res));
  }
}

/** What the server callback returns for a request `direct` answered: nothing left to wait for. */
const answered = Promise.resolve();

/** Builds the Koa application (no listening): API routes, then the web build. */
export function createApp(appContext: AppContext): Koa {
  const metrics =
    appContext.metrics ??
    createMetrics({ db: appContext.database.db, logger: appContext.logger, parserStats: () => parserPool().stats() });
  const context: AppContext = { ...appContext, metrics };
  const { config, logger } = context;
  // Behind TRUST_PROXY hops, ctx.ip is the address the nearest trusted proxy saw; otherwise the socket's.
  const headers = securityHeaderValues(embeddedVideoOrigins());
  // Public jobs answers, reused for apiCacheMs; its plainest hits are answered before the middleware chain.
  const jobsCache = createResponseCache({
    prefixes: ['/api/jobs'],
    ttlMs: config.apiCacheMs,
    invalidatedBy: ['/api/admin'],
    direct: { headers: dataHeaderValues(headers), logger },
  });
  const app = new App({ proxy: config.trustProxyHops > 0, maxIpsCount: config.trustProxyHops }, (req, res) => {
    const started = performance.now();
    if (!jobsCache.serveHit(req, res)) return false;
    metrics.observeDirect(req.method ?? 'GET', res.statusCode, (performance.now() - started) / 1000);
    return true;
  });
  app.silent = true;
  // The guards' settings, inherited by every request's ctx.
  app.context.rateLimits = createRateLimits({
    factory: context.redis ? redisLimiter(context.redis, config.redisKeyPrefix) : memoryLimiter,
    scale: config.rateLimitScale,
  });
  app.context.formMinFillMs = config.formMinFillMs;

  app.use(metrics.middleware);
  app.use(requestLogger(logger));
  app.use(securityHeaders(headers, embeddableHeaderValues(embeddedVideoOrigins(), config.embedOrigins)));
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
  // A cached answer costs no database work, so it comes before the timeout and body parsing.
  app.use(jobsCache.middleware);
  app.use(requestTimeout(config.requestTimeoutMs));
  app.use(apiBodyLimits());
  // Server-rendered pages, reused like the jobs answers (a render per query per apiCacheMs, emptied by operators' writes).
  const pagesCache = createResponseCache({
    paths: ['/jobs'],
    ttlMs: config.apiCacheMs,
    maxEntries: 100,
    invalidatedBy: ['/api/admin'],
  });
  app.use(pagesCache.middleware);
  for (const { routes } of routeModules) {
    const router = routes(context);
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(serverRenderedPages(context));
  app.use(jobPage(context));
  app.use(serveWeb(config.webDist));
  return app;
}
