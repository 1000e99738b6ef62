import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBadgeY4m } from '../../scripts/make-badge-y4m.ts';
import { BADGE_VCARD, BADGE_Y4M } from './badge.ts';
import { serveArgs } from '../../scripts/build-freshness.ts';
import { hashPin } from '../../src/main/pin-hash.ts';
import { freePort, startScript, waitForOk } from './servers.ts';

/**
 * Starts the site as `npm start` does (its own port, a temporary PGlite data dir) and the kiosk renderer
 * (kiosk:serve) pointed at it. Tests find them through E2E_* variables; when E2E_WEB_URL and E2E_KIOSK_URL are
 * already set, the suites run against those deployed targets instead.
 */
export default async function globalSetup() {
  // The fake camera's picture of a visitor's badge (kiosk badge-scan tests).
  writeBadgeY4m(BADGE_Y4M, BADGE_VCARD);
  // Against a deployed site: both targets given, nothing to start (E2E_ADMIN_TOKEN for the operator steps).
  if (process.env.E2E_WEB_URL && process.env.E2E_KIOSK_URL) return undefined;
  const [webPort, kioskPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-e2e-'));
  const webUrl = `http://127.0.0.1:${webPort}`;
  const kioskUrl = `http://127.0.0.1:${kioskPort}`;
  const adminToken = 'e2e-admin-token-0123456789';
  // Staff qualification (PATCH /api/leads) needs the kiosks' token; kiosk:serve adds it, the page never has it.
  const kioskToken = 'e2e-kiosk-token-0123456789';

  // What `npm start` runs: builds what is stale, then serves the built API with no TypeScript loader.
  const built = spawnSync(process.execPath, ['scripts/start.ts'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`scripts/start.ts could not build the site (exit ${built.status})`);
  const serve = serveArgs(process.cwd());
  const web = startScript(
    serve.at(-1)!,
    {
      PORT: String(webPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: webUrl,
      ADMIN_TOKEN: adminToken,
      KIOSK_TOKEN: kioskToken,
      // The kiosk renderer in Chromium and the Electron app (app://isa).
      CORS_ORIGINS: `${kioskUrl},app://isa`,
      LOG_LEVEL: 'warn',
      // Every spec posts from 127.0.0.1: generous budgets keep rate limits out of the way of e2e runs.
      RATE_LIMIT_SCALE: '50',
      // Playwright fills a form in milliseconds; the minimum fill time is covered by the API tests.
      FORM_MIN_FILL_MS: '0',
    },
    { loader: false, nodeArgs: serve.slice(0, -1) },
  );
  const kiosk = startScript('scripts/kiosk-serve.ts', {
    PORT: String(kioskPort),
    KIOSK_API_URL: webUrl,
    KIOSK_EVENT: 'E2E Expo',
    KIOSK_INTERESTS: 'Video interviews,ATS integration,Pricing',
    // The staff PIN the kiosk specs type is 2468; the kiosk keeps only its hash.
    KIOSK_STAFF_PIN_HASH: await hashPin('2468'),
    KIOSK_DATA_DIR: path.join(dataDir, 'kiosk'),
    KIOSK_API_TOKEN: kioskToken,
  });
  await Promise.all([
    waitForOk(`${webUrl}/healthz`, web.child, web.output),
    waitForOk(`${kioskUrl}/kiosk-config.json`, kiosk.child, kiosk.output),
  ]);

  Object.assign(process.env, {
    E2E_WEB_URL: webUrl,
    E2E_KIOSK_URL: kioskUrl,
    E2E_ADMIN_TOKEN: adminToken,
    E2E_DATA_DIR: dataDir,
  });

  return async () => {
    for (const { child } of [web, kiosk]) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
