/**
 * Delivery bench: the time from a lead's commit to its webhook arriving at a local receiver (p50/p95, with
 * the receiver up and the worker at its default settings), then how many events per second one worker
 * delivers from a backlog. Runs on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names a server whose user may create databases.
 * BENCH_EVENTS (200) leads for the latency phase at BENCH_RATE (20) per second; BENCH_BACKLOG (2000) events.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../api/config.ts';
import { migrateToLatest, openDatabase, type Database } from '../api/db/database.ts';
import { webhookChannel } from '../api/services/outbox/channels/webhook.ts';
import { enqueueEvent } from '../api/services/outbox/outbox.ts';
import { createDeliveryWorker } from '../api/services/outbox/worker.ts';
import { leadsService } from '../api/services/leads.ts';
import { leadSchema } from '../src/shared/lead.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 2000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/** A receiver that answers 204 at once and notes when each event's body arrived. */
async function startReceiver() {
  const arrivals = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { email?: string; n?: number } };
      arrivals.set(body.data.email ?? `n${body.data.n}`, at);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  return { url, arrivals, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function openBenchDatabase(
  driver: 'pglite' | 'postgres',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (driver === 'pglite') {
    const database = await openDatabase({ driver: 'pglite' });
    await migrateToLatest(database.db);
    return { database, drop: async () => undefined };
  }
  const name = `isa_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  await migrateToLatest(database.db);
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

async function bench(driver: 'pglite' | 'postgres') {
  const { delivery } = loadConfig({});
  const receiver = await startReceiver();
  const { database, drop } = await openBenchDatabase(driver);
  const makeWorker = () =>
    createDeliveryWorker({
      db: database.db,
      channels: [webhookChannel(receiver.url, SECRET)],
      logger: pino({ level: 'silent' }),
      timing: delivery.timing,
    });
  try {
    // Latency: leads written through the real service at a steady rate, the worker at its defaults.
    const worker = makeWorker();
    worker.start();
    const leads = leadsService(database.db);
    const committed = new Map<string, number>();
    const started = performance.now();
    for (let i = 0; i < EVENTS; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const email = `bench.${i}@delivery.example`;
      await leads.submit(leadSchema.parse({ firstName: 'Bench', lastName: `Lead ${i}`, email, source: 'Conference' }));
      committed.set(email, performance.now());
    }
    const complete = await waitUntil(() => receiver.arrivals.size >= EVENTS, 60_000);
    await worker.stop();
    const latencies = [...committed].flatMap(([email, at]) => {
      const arrived = receiver.arrivals.get(email);
      return arrived === undefined ? [] : [arrived - at];
    });
    latencies.sort((a, b) => a - b);

    // Throughput: a backlog written while no worker runs, then drained by one worker.
    receiver.arrivals.clear();
    for (let i = 0; i < BACKLOG; i += 200) {
      await database.db.transaction().execute(async (trx) => {
        for (let n = i; n < Math.min(i + 200, BACKLOG); n++)
          await enqueueEvent(trx, { type: 'lead.created', data: { n } });
      });
    }
    const drainer = makeWorker();
    const drainStart = performance.now();
    drainer.start();
    const drained = await waitUntil(() => receiver.arrivals.size >= BACKLOG, 300_000);
    const seconds = (performance.now() - drainStart) / 1000;
    await drainer.stop();

    console.log(
      `${driver.padEnd(8)} latency write→receiver over ${latencies.length}/${EVENTS} leads at ${RATE}/s: ` +
        `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms, ` +
        `max ${latencies.at(-1)!.toFixed(0)} ms${complete ? '' : ' (some never arrived)'}`,
    );
    console.log(
      `${driver.padEnd(8)} throughput: ${receiver.arrivals.size} events of a ${BACKLOG}-event backlog in ${seconds.toFixed(1)} s = ` +
        `${(receiver.arrivals.size / seconds).toFixed(0)} events/s (concurrency ${delivery.timing.concurrency})` +
        `${drained ? '' : ' (incomplete)'}`,
    );
  } finally {
    await database.close();
    await drop();
    await receiver.close();
  }
}

console.log(
  `bench:delivery: worker defaults (poll ${loadConfig({}).delivery.timing.pollMs} ms), receiver on 127.0.0.1 answering 204`,
);
await bench('pglite');
if (ADMIN_URL) await bench('postgres');
else
  console.log(
    'postgres skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server that allows CREATE DATABASE',
  );
