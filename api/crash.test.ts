import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForOk } from '../tests/support/servers.ts';
import { openDatabase, type Database } from './db/database.ts';
import { testDrivers } from './test/harness.ts';

/** A public write whose every acknowledged (2xx) answer must survive a crash of the process. */
interface DurableWrite {
  path: string;
  body(n: number): Record<string, unknown>;
  table: string;
}

const WRITES: DurableWrite[] = [
  {
    path: '/api/leads',
    body: (n) => ({ firstName: 'Crash', lastName: 'Probe', email: `crash.${n}@example.com`, source: 'Website' }),
    table: 'leads',
  },
];

/** Starts api/server.ts in its own process, as production runs it. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-5_000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/healthz`, child, () => output, 90_000);
  return { child, url };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

for (const driver of testDrivers) {
  describe(`a crash during writes [${driver}]`, () => {
    const cleanups: Array<() => Promise<void> | void> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    /** The environment of a server on a fresh database of this driver, and a way to read it afterwards. */
    async function freshStore(): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
      if (driver === 'pglite') {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-crash-'));
        cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
        return {
          env: { DATA_DIR: dir },
          open: () => openDatabase({ driver: 'pglite', dataDir: path.join(dir, 'pglite') }),
        };
      }
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `isa_crash_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const drop = new pg.Client({ connectionString: adminUrl });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        open: () => openDatabase({ driver: 'postgres', url: url.toString() }),
      };
    }

    for (const write of WRITES) {
      it(`keeps every acknowledged ${write.path} after SIGKILL mid-stream`, { timeout: 240_000 }, async () => {
        const store = await freshStore();
        const env = { ...store.env, SEED_SAMPLE_JOBS: 'false', RETENTION_PURGE_INTERVAL_MINUTES: '0' };
        const first = await startServer(env);
        cleanups.push(() => void first.child.kill('SIGKILL'));

        const acknowledged: string[] = [];
        let n = 0;
        let stop = false;
        // Eight clients writing back to back; the process is killed while they are mid-request.
        const client = async () => {
          while (!stop) {
            const body = write.body(n++);
            try {
              const res = await fetch(`${first.url}${write.path}`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(body),
              });
              if (res.ok) acknowledged.push(String(body.email));
            } catch {
              return; // the connection died with the process
            }
          }
        };
        const clients = Array.from({ length: 8 }, client);
        while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 50));
        await killed(first.child);
        stop = true;
        await Promise.all(clients);

        // The restarted server comes up on the same data and answers writes again.
        const second = await startServer(env);
        cleanups.push(() => void second.child.kill('SIGKILL'));
        const res = await fetch(`${second.url}${write.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(write.body(n++)),
        });
        expect(res.status).toBeLessThan(300);
        await killed(second.child);

        const database = await store.open();
        try {
          const { rows } = await sql<{ email: string }>`select email from ${sql.table(write.table)}`.execute(
            database.db,
          );
          const stored = new Set(rows.map((r) => r.email));
          const lost = acknowledged.filter((email) => !stored.has(email));
          expect(lost).toEqual([]);
          expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length + 1);
        } finally {
          await database.close();
        }
      });
    }
  });
}
