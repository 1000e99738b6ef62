/**
 * `npm run kiosk:serve`: serves the built kiosk renderer on PORT for a browser, talking to the API at
 * KIOSK_API_URL. The browser's IndexedDB stands in for the Electron preload bridge, and this server does what
 * Electron main does: checks staff PINs against KIOSK_STAFF_PIN_HASH with the app's own guard (lockout kept
 * in KIOSK_DATA_DIR), and sends staff qualifications to the API with KIOSK_API_TOKEN, which the page never sees.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { readFileIfExists, writeFileAtomic } from '../src/main/files.ts';
import { createPinGuard } from '../src/main/pin-guard.ts';
import { securityHeaders, securityHeaderValues } from '../api/middleware/security.ts';
import { serveWeb } from '../api/middleware/static.ts';
import { embeddedVideoOrigins } from '../src/content/site.ts';
import { kioskConfigSchema, publicKioskConfig } from '../src/shared/kiosk-config.ts';
import { sendLeadUpdate } from '../src/shared/lead-update-sender.ts';

const root = path.resolve(import.meta.dirname, '..');
const rendererDir = path.join(root, 'out/renderer');

if (!fs.existsSync(path.join(rendererDir, 'index.html'))) {
  console.log('Building the kiosk (out/ is missing)…');
  const result = spawnSync('npm', ['run', '--silent', 'build:kiosk'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = process.env;
const config = kioskConfigSchema.parse({
  apiUrl: env.KIOSK_API_URL || 'http://localhost:3000',
  eventName: env.KIOSK_EVENT ?? '',
  idleTimeoutSeconds: env.KIOSK_IDLE_TIMEOUT ? Number(env.KIOSK_IDLE_TIMEOUT) : undefined,
  staffPinHash: env.KIOSK_STAFF_PIN_HASH || undefined,
  apiToken: env.KIOSK_API_TOKEN || undefined,
  kiosk: true,
  interests: env.KIOSK_INTERESTS
    ? env.KIOSK_INTERESTS.split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined,
  publicSiteUrl: env.KIOSK_PUBLIC_SITE_URL || undefined,
});
const dataDir = env.KIOSK_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'isa-kiosk-serve-'));
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const lockoutFile = path.join(dataDir, 'staff-pin-lockout.json');
const verifyPin = createPinGuard(config.staffPinHash, {
  read: () => readFileIfExists(lockoutFile),
  write: (text) => writeFileAtomic(lockoutFile, text),
});

const app = new Koa();
// The badge scanner needs the camera on this page (the web site's headers keep it off).
app.use(
  securityHeaders(securityHeaderValues(embeddedVideoOrigins(), [new URL(config.apiUrl).origin], { camera: true })),
);
app.use(async (ctx, next) => {
  if (ctx.path !== '/kiosk-config.json') return next();
  ctx.set('Cache-Control', 'no-store');
  ctx.body = publicKioskConfig(config);
});
app.use(async (ctx, next) => {
  if (ctx.path !== '/staff/verify-pin' || ctx.method !== 'POST') return next();
  await bodyParser({ enableTypes: ['json'], jsonLimit: '1kb' })(ctx, async () => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await verifyPin((ctx.request.body as { pin?: unknown } | undefined)?.pin);
  });
});
app.use(async (ctx, next) => {
  if (ctx.path !== '/staff/lead-update' || ctx.method !== 'POST') return next();
  await bodyParser({ enableTypes: ['json'], jsonLimit: '32kb' })(ctx, async () => {
    const body = ctx.request.body as { update?: unknown; idempotencyKey?: unknown } | undefined;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await sendLeadUpdate(config, body?.update, body?.idempotencyKey);
  });
});
app.use(serveWeb(rendererDir));

const port = Number(env.PORT ?? 4000);
const server = http.createServer(app.callback()).listen(port, env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Kiosk renderer on http://localhost:${actual} (API ${config.apiUrl})`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => server.close(() => process.exit(0)));
