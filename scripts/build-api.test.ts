import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForOk } from '../tests/support/servers.ts';
import { buildApi } from './build-api.ts';
import { API_ENTRIES } from './build-freshness.ts';

const root = path.resolve(import.meta.dirname, '..');

describe.skipIf(process.platform === 'win32')('the built API (dist/api)', () => {
  // Inside node_modules, so the bundle's external packages resolve as they do from dist/api.
  const outDir = fs.mkdtempSync(path.join(root, 'node_modules/.cache/isa-api-build-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-built-'));
  let server: ChildProcess;
  let output = '';
  let url = '';

  beforeAll(async () => {
    await buildApi(root, outDir);
    const webDist = path.join(dataDir, 'web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>ISA</title>');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Plain node, no TypeScript loader, under a shell as npm runs `npm start` (npm_lifecycle_event set).
    server = spawn('sh', ['-c', `"${process.execPath}" "${path.join(outDir, 'server.js')}"`], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH,
        npm_lifecycle_event: 'start',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await waitForOk(`${url}/healthz`, server, () => output, 60_000);
  }, 90_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one file per entry and keeps packages out of the bundle', () => {
    for (const name of Object.keys(API_ENTRIES))
      expect(fs.existsSync(path.join(outDir, `${name}.js`)), name).toBe(true);
    const serverCode = fs.readFileSync(path.join(outDir, 'server.js'), 'utf8');
    expect(serverCode).toMatch(/from "koa"/);
    expect(serverCode).not.toMatch(/\bimport .* from ["']\.\.?\/.*\.ts["']/);
  });

  it('answers /healthz with its database ready', async () => {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('reads a resume in the built parser thread', async () => {
    const form = new FormData();
    form.set('resumeText', 'Jane Doe\njane.doe@example.com\n+1 512 555 0147\n\nEXPERIENCE\nEngineer at Example Co');
    const response = await fetch(`${url}/api/applications/preview`, { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      contact_info: { email: 'jane.doe@example.com', first_name: 'Jane' },
    });
  });

  it("drains and exits when npm's SIGTERM ends the shell it runs in (dash passes no signal on)", async () => {
    // The pipes close once every process holding them has ended: the shell and the server it started.
    const closed = new Promise((resolve) => server.once('close', resolve));
    server.kill('SIGTERM');
    await closed;
    expect(output).toContain('"signal":"SIGTERM","msg":"shutting down"');
    expect(output).toContain('server stopped');
  });
});
