import http from 'node:http';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { loadDotEnv } from './env-file.ts';
import { createLogger } from './logger.ts';
import { createReadiness } from './readiness.ts';
import { closeRedis, openRedis, waitForRedis } from './redis.ts';
import { jobsService } from './services/jobs.ts';
import { scheduleInterviewReminders } from './services/interview/reminders.ts';
import { startDelivery } from './services/outbox/delivery.ts';
import { schedulePurge } from './services/retention.ts';
import { keepTickShape } from './tick-shape.ts';

/** Starts the API and web server; resolves once it listens. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  // Before the full collections of opening and seeding the database: nextTick stays fast (see tick-shape.ts).
  keepTickShape();
  const config = loadConfig(env);
  const logger = createLogger(config);
  const database = await openConfiguredDatabase(config);
  // /readyz answers 503 until seeding and Redis are settled, and again from the first moment of shutdown.
  const readiness = createReadiness();
  const redis = config.redisUrl ? await openRedis(config.redisUrl, logger) : undefined;
  const stopPurge = schedulePurge(database.db, config, logger);
  // What the site collects leaves through the outbox, sent by this instance's worker.
  const stopDelivery = startDelivery(database.db, config, logger);
  // A day after an application, one reminder when its interview has not been started.
  const stopReminders = scheduleInterviewReminders(database.db, config, logger);
  const app = createApp({ config, database, logger, readiness, ...(redis ? { redis } : {}) });
  const server = http.createServer(app.callback());
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (config.seedSampleJobs) {
    const seeded = await jobsService(database.db).seedIfEmpty();
    if (seeded) logger.info({ seeded }, 'seeded sample jobs into an empty database');
  }
  if (redis && !(await waitForRedis(redis))) logger.warn('redis is not ready; starting with per-process limits');
  readiness.ready();
  logger.info({ port, database: database.driver }, `ISA site listening on http://localhost:${port}`);

  let closing: Promise<void> | undefined;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  const close = () =>
    (closing ??= (async () => {
      readiness.drain();
      // Load balancers see 503 on /readyz and stop sending traffic before connections are refused.
      if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await stopPurge();
      await stopReminders();
      await stopDelivery();
      await database.close();
      if (redis) await closeRedis(redis);
      logger.info('server stopped');
    })());
  return { server, port, config, logger, readiness, close };
}

/** Stops gracefully on SIGTERM/SIGINT: in-flight requests finish, then the database closes. */
export function closeOnSignals({ close, logger }: Pick<Awaited<ReturnType<typeof startServer>>, 'close' | 'logger'>) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down');
      setTimeout(() => process.exit(1), 15_000).unref();
      close().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

/**
 * Under npm (`npm start`), stops as on SIGTERM once the shell npm started us from is gone: npm sends its
 * SIGTERM to that shell (sh -c, cmd /c), which ends without passing it on.
 */
function stopWithNpmShell(env: NodeJS.ProcessEnv) {
  if (!env.npm_lifecycle_event) return;
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 500).unref();
}

/** Starts the server from the command line, printing a clear message for a bad setting. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    loadDotEnv(env);
    closeOnSignals(await startServer(env));
    stopWithNpmShell(env);
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
