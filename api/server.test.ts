import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/servers.ts';

const serverScript = path.join(import.meta.dirname, 'server.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-server-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Polls until `check` holds, or fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}:\n${output()}`);
}

describe('api/server.ts as a process', () => {
  it(
    'reads .env from its working directory (the environment wins) and drains on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      fs.mkdirSync(path.join(dir, 'web'));
      fs.writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html><title>ISA</title>');
      // PORT in the file is overridden by the environment; the drain time comes from the file alone.
      fs.writeFileSync(
        path.join(dir, '.env'),
        `PORT=1\nHOST=127.0.0.1\nSHUTDOWN_DRAIN_MS=1500\nWEB_DIST=./web\nDATA_DIR=./data\nSEED_SAMPLE_JOBS=false\n`,
      );
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        RETENTION_PURGE_INTERVAL_MINUTES: '0',
      };
      for (const name of ['HOST', 'SHUTDOWN_DRAIN_MS', 'WEB_DIST', 'DATA_DIR', 'SEED_SAMPLE_JOBS', 'DATABASE_URL']) {
        delete env[name];
      }
      const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), serverScript], {
        cwd: dir,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-5_000)));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const url = `http://127.0.0.1:${port}`;
      try {
        await until(
          async () => (await fetch(`${url}/readyz`)).status === 200,
          90_000,
          '/readyz 200',
          () => output,
        );
        expect(fs.existsSync(path.join(dir, 'data/pglite'))).toBe(true);

        child.kill('SIGTERM');
        await until(
          async () => (await fetch(`${url}/readyz`)).status === 503,
          1_000,
          '/readyz 503',
          () => output,
        );
        const draining = await fetch(`${url}/readyz`);
        expect(await draining.json()).toEqual({ error: 'The server is shutting down.', code: 'draining' });
        // Still serving while it drains: liveness holds until the connections close.
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        expect(await exited).toBe(0);
      } finally {
        child.kill('SIGKILL');
      }
    },
  );
});
