import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForOk } from '../../../tests/support/servers.ts';
import { migrateToLatest, openDatabase, type Database } from '../../db/database.ts';
import { createPostgresTestDatabase, testDrivers } from '../../test/harness.ts';
import { startWebhookReceiver, testWebhookSecret, waitFor } from '../../test/webhook-receiver.ts';
import { webhookChannel } from './channels/webhook.ts';
import { enqueueEvent } from './outbox.ts';
import { createDeliveryWorker } from './worker.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new, empty PostgreSQL database (dropped after the file), as a URL. */
async function freshPostgresUrl(): Promise<string> {
  const { url, drop } = await createPostgresTestDatabase('isa_outbox');
  cleanups.push(drop);
  return url;
}

/** Starts api/server.ts in its own process, as production runs it. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-5_000)));
  cleanups.push(() => void child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/healthz`, child, () => output, 90_000);
  return { child, url };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

for (const driver of testDrivers) {
  describe(`outbox delivery across a crash [${driver}]`, () => {
    it(
      'delivers an event whose send was cut by SIGKILL after the restart, with the same id',
      { timeout: 180_000 },
      async () => {
        const secret = testWebhookSecret();
        const receiver = await startWebhookReceiver(secret);
        cleanups.push(() => receiver.close());
        // The first request never gets an answer: the process dies while it waits.
        receiver.behave(({ count }) => (count === 1 ? 'hang' : { status: 204 }));
        let store: Record<string, string>;
        if (driver === 'pglite') {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-outbox-crash-'));
          cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
          store = { DATA_DIR: dir };
        } else {
          store = { DATABASE_URL: await freshPostgresUrl() };
        }
        const env = {
          ...store,
          SEED_SAMPLE_JOBS: 'false',
          RETENTION_PURGE_INTERVAL_MINUTES: '0',
          WEBHOOK_URL: receiver.url,
          WEBHOOK_SECRET: secret,
          DELIVERY_POLL_MS: '100',
          DELIVERY_TIMEOUT_MS: '4000',
          DELIVERY_RETRY_BASE_MS: '200',
        };
        const first = await startServer(env);
        const res = await fetch(`${first.url}/api/leads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ firstName: 'Kill', lastName: 'Nine', email: 'kill9@crash.example' }),
        });
        expect(res.status).toBe(201);
        const cut = await waitFor(() => receiver.received[0], 20_000, 'the send that will be cut');
        // Received and never answered: the process is killed while it waits.
        expect(cut.status).toBe(0);
        const cutId = cut.id;
        await killed(first.child);

        const second = await startServer(env);
        const delivered = await waitFor(() => receiver.accepted()[0], 40_000, 'delivery after the restart');
        expect(delivered.id).toBe(cutId);
        expect(delivered.verified).toBe(true);
        expect(JSON.parse(delivered.body)).toMatchObject({
          type: 'lead.created',
          data: { email: 'kill9@crash.example' },
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(receiver.accepted()).toHaveLength(1);
        await killed(second.child);
      },
    );
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('share the outbox and never deliver one event twice as a success', { timeout: 120_000 }, async () => {
    const url = await freshPostgresUrl();
    const secret = testWebhookSecret();
    const receiver = await startWebhookReceiver(secret);
    cleanups.push(() => receiver.close());
    // Slow-ish answers and one failure in five keep both instances busy with sends and retries at once.
    receiver.behave(({ count }) => (count === 1 && Math.random() < 0.2 ? { status: 503 } : { status: 200 }));
    const databases: Database[] = [];
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ driver: 'postgres', url, poolSize: 4 }));
    cleanups.push(async () => {
      for (const d of databases) await d.close();
    });
    await migrateToLatest(databases[0]!.db);
    const total = 400;
    for (let i = 0; i < total; i += 100) {
      await databases[0]!.db.transaction().execute(async (trx) => {
        for (let j = i; j < i + 100; j++) await enqueueEvent(trx, { type: 'lead.created', data: { n: j } });
      });
    }
    const sentBy = [0, 0];
    const workers = databases.map((database, i) => {
      const channel = webhookChannel(receiver.url, secret);
      return createDeliveryWorker({
        db: database.db,
        logger: pino({ level: 'silent' }),
        timing: { pollMs: 20, retryBaseMs: 50, retryMaxMs: 200, concurrency: 8 },
        channels: [
          {
            ...channel,
            send: (events, signal) => {
              sentBy[i]! += events.length;
              return channel.send(events, signal);
            },
          },
        ],
      });
    });
    for (const worker of workers) worker.start();
    await waitFor(() => new Set(receiver.accepted().map((r) => r.id)).size === total, 60_000, 'every event');
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const worker of workers) await worker.stop();

    const successes = new Map<string, number>();
    for (const hook of receiver.accepted()) successes.set(hook.id, (successes.get(hook.id) ?? 0) + 1);
    expect(successes.size).toBe(total);
    expect([...successes.values()].every((n) => n === 1)).toBe(true);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    // Both instances did part of the work.
    expect(sentBy[0]).toBeGreaterThan(total / 10);
    expect(sentBy[1]).toBeGreaterThan(total / 10);
    const rows = await databases[1]!.db
      .selectFrom('outbox_deliveries')
      .select(['status'])
      .where('status', '!=', 'delivered')
      .execute();
    expect(rows).toHaveLength(0);
  });
});
