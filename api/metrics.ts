import client from 'prom-client';
import type { Middleware } from 'koa';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from './db/database.ts';

/** What a stats source of the resume parser pool answers. */
export interface ParserPoolStats {
  workers: number;
  queued: number;
  running: number;
}

/** One app's Prometheus metrics: a registry of its own, so several apps in one process never collide. */
export interface Metrics {
  registry: client.Registry;
  /** Times every request by the router's path template (never the raw path) and status. */
  middleware: Middleware;
  /** Counts an answer given before the middleware chain (the jobs cache's direct hits). */
  observeDirect(method: string, status: number, seconds: number): void;
}

/** Label of requests no API route matched: pages and files of the web build, or unknown /api paths. */
const WEB = '(web)';
const UNMATCHED = '(unmatched)';
/** Label of answers the jobs cache gave before any routing. */
const CACHED = '(jobs cache)';

/**
 * Request durations by route and status, rate-limit refusals, outbox backlog and failures, the resume
 * parser queue, and the process metrics of prom-client.
 */
export function createMetrics(options: { db: Db; logger: Logger; parserStats: () => ParserPoolStats }): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'isa_' });

  const duration = new client.Histogram({
    name: 'isa_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const refusals = new client.Counter({
    name: 'isa_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route template.',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  const { db, logger } = options;
  /** Runs a scrape-time query; a failing database leaves the gauge empty instead of failing the scrape. */
  const guarded = async (what: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (err) {
      logger.warn({ err: (err as Error).message, what }, 'metrics query failed');
    }
  };
  new client.Gauge({
    name: 'isa_outbox_backlog',
    help: 'Outbox deliveries waiting to be sent, by channel; events not yet given their deliveries count as channel "(new)".',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('outbox backlog', async () => {
        const rows = await db
          .selectFrom('outbox_deliveries')
          .select(['channel', sql<string>`count(*)`.as('n')])
          .where('status', '=', 'pending')
          .groupBy('channel')
          .execute();
        for (const row of rows) this.set({ channel: row.channel }, Number(row.n));
        const fresh = await db
          .selectFrom('outbox_events')
          .select(sql<string>`count(*)`.as('n'))
          .where('fanned_out', '=', false)
          .executeTakeFirst();
        this.set({ channel: '(new)' }, Number(fresh?.n ?? 0));
      });
    },
  });
  new client.Gauge({
    name: 'isa_outbox_failures',
    help: 'Outbox deliveries in trouble, by channel and state: "retrying" (pending after a failed attempt) or "dead" (given up).',
    labelNames: ['channel', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('outbox failures', async () => {
        const rows = await db
          .selectFrom('outbox_deliveries')
          .select([
            'channel',
            sql<string>`case when status = 'dead' then 'dead' else 'retrying' end`.as('state'),
            sql<string>`count(*)`.as('n'),
          ])
          .where((eb) =>
            eb.or([eb('status', '=', 'dead'), eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)])]),
          )
          .groupBy(['channel', 'state'])
          .execute();
        for (const row of rows) this.set({ channel: row.channel, state: row.state }, Number(row.n));
      });
    },
  });
  new client.Gauge({
    name: 'isa_resume_parser_queue',
    help: 'Resume files waiting for a parser thread.',
    registers: [registry],
    collect() {
      this.set(options.parserStats().queued);
    },
  });
  new client.Gauge({
    name: 'isa_resume_parser_running',
    help: 'Resume files being parsed now.',
    registers: [registry],
    collect() {
      this.set(options.parserStats().running);
    },
  });
  new client.Gauge({
    name: 'isa_resume_parser_workers',
    help: 'Resume parser threads alive.',
    registers: [registry],
    collect() {
      this.set(options.parserStats().workers);
    },
  });

  const record = (method: string, route: string, status: number, seconds: number) => {
    duration.observe({ method, route, status: String(status) }, seconds);
    if (status === 429) refusals.inc({ route });
  };

  return {
    registry,
    middleware: async (ctx, next) => {
      const started = process.hrtime.bigint();
      try {
        await next();
      } finally {
        const route =
          (ctx as { _matchedRoute?: string | RegExp })._matchedRoute?.toString() ??
          (ctx.path.startsWith('/api/') ? UNMATCHED : WEB);
        record(ctx.method, route, ctx.status, Number(process.hrtime.bigint() - started) / 1e9);
      }
    },
    observeDirect: (method, status, seconds) => record(method, CACHED, status, seconds),
  };
}
