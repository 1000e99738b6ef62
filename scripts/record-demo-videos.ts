/**
 * `npm run videos:record`: records the demo videos the site and the kiosk ship (src/core/assets/videos) by
 * running this product's own flows in Chromium with Playwright's video recording, then writes WebVTT
 * captions timed from the steps themselves and re-encodes each video small (VP8, ~200 kbit/s).
 *
 * Playwright renders videos with ffmpeg; the one from @ffmpeg-installer/linux-x64 (a dev dependency, the
 * binary ships inside the npm package) stands in for the browser download Playwright would otherwise ask for.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src/core/assets/videos');
const ffmpeg = path.join(root, 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg');

/** Re-runs this script with PLAYWRIGHT_BROWSERS_PATH pointing at a folder that holds our ffmpeg. */
function relaunchWithFfmpeg(): never {
  if (!fs.existsSync(ffmpeg)) {
    console.error('ffmpeg not found: run npm install (it comes with @ffmpeg-installer/linux-x64).');
    process.exit(1);
  }
  fs.chmodSync(ffmpeg, 0o755);
  const browsers = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/playwright-core/browsers.json'), 'utf8'),
  ) as {
    browsers: Array<{ name: string; revision: string }>;
  };
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')!.revision;
  const registry = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-playwright-'));
  fs.mkdirSync(path.join(registry, `ffmpeg-${revision}`));
  fs.symlinkSync(ffmpeg, path.join(registry, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  const result = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: registry, ISA_RECORDING: '1' },
  });
  fs.rmSync(registry, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}

if (!process.env.ISA_RECORDING) relaunchWithFfmpeg();

const { chromium } = await import('@playwright/test');
const { freePort, startScript, waitForOk } = await import('../tests/support/servers.ts');

interface Cue {
  start: number;
  end: number;
  text: string;
}

/** WebVTT text for the cues (times in milliseconds). */
function webVtt(cues: Cue[]): string {
  const stamp = (ms: number) => {
    const date = new Date(Math.max(0, Math.round(ms)));
    return `${String(date.getUTCHours()).padStart(2, '0')}:${date.toISOString().slice(14, 23)}`;
  };
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}\n`).join('\n')}`;
}

const SIZE = { width: 960, height: 540 };

/** Records one flow; `step` shows a caption from now until the next step (or the end). */
async function record(
  name: string,
  baseURL: string,
  flow: (page: Page, step: (text: string) => void) => Promise<void>,
) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `isa-video-${name}-`));
  const context = await browser.newContext({ viewport: SIZE, baseURL, recordVideo: { dir, size: SIZE } });
  const page = await context.newPage();
  const started = Date.now();
  const cues: Cue[] = [];
  const step = (text: string) => {
    const at = Date.now() - started;
    if (cues.length) cues.at(-1)!.end = at;
    cues.push({ start: at, end: at, text });
  };
  await flow(page, step);
  await page.waitForTimeout(1200);
  if (cues.length) cues.at(-1)!.end = Date.now() - started;
  const raw = await page.video()!.path();
  await context.close();
  await browser.close();
  const target = path.join(outDir, `${name}.webm`);
  const encoded = spawnSync(
    ffmpeg,
    [
      '-y',
      '-loglevel',
      'error',
      '-i',
      raw,
      '-an',
      '-c:v',
      'libvpx',
      '-b:v',
      '180k',
      '-crf',
      '34',
      '-deadline',
      'good',
      '-r',
      '15',
      target,
    ],
    { stdio: 'inherit' },
  );
  if (encoded.status !== 0) throw new Error(`ffmpeg failed for ${name}`);
  fs.writeFileSync(path.join(outDir, `${name}.vtt`), webVtt(cues));
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`${name}: ${Math.round(fs.statSync(target).size / 1024)} KB, ${cues.length} captions`);
}

/** Types like a person, so the recording can be followed. */
async function type(locator: Locator, text: string) {
  await locator.click();
  await locator.pressSequentially(text, { delay: 35 });
}

/** Fills the lead form (a fresh e-mail each run, so the lead is new) and submits it. */
async function submitLeadForm(page: Page, [first, last, company]: [string, string, string?]) {
  await type(page.getByRole('textbox', { name: /First Name/ }), first);
  await type(page.getByRole('textbox', { name: /Last Name/ }), last);
  await type(page.getByRole('textbox', { name: /^Email/ }), `${first}.${last}.${Date.now()}@example.com`.toLowerCase());
  if (company) await type(page.getByRole('textbox', { name: /Company/ }), company);
  await page.getByRole('button', { name: 'Submit' }).click();
}

const [webPort, kioskPort] = [await freePort(), await freePort()];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-videos-'));
const webUrl = `http://127.0.0.1:${webPort}`;
const kioskUrl = `http://127.0.0.1:${kioskPort}`;
const web = startScript('scripts/start.ts', {
  PORT: String(webPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_BASE_URL: webUrl,
  CORS_ORIGINS: kioskUrl,
  LOG_LEVEL: 'warn',
  FORM_MIN_FILL_MS: '0',
});
const kiosk = startScript('scripts/kiosk-serve.ts', {
  PORT: String(kioskPort),
  KIOSK_API_URL: webUrl,
  KIOSK_EVENT: 'HR Tech Expo 2026',
});
try {
  await Promise.all([
    waitForOk(`${webUrl}/healthz`, web.child, web.output),
    waitForOk(`${kioskUrl}/kiosk-config.json`, kiosk.child, kiosk.output),
  ]);
  fs.mkdirSync(outDir, { recursive: true });

  // The candidate's path: a job on the board, a pasted resume, the interview link.
  await record('candidate', webUrl, async (page, step) => {
    step('A candidate opens the ISA jobs board.');
    await page.goto('/jobs');
    await page.waitForTimeout(1500);
    step('They pick an open job and read it.');
    await page
      .getByRole('link', { name: /Apply|View/ })
      .first()
      .click();
    await page.waitForTimeout(1500);
    step('Apply: upload a resume, or paste its text.');
    await page.goto(`${new URL(page.url()).pathname.replace(/\/apply$/, '')}/apply`);
    await type(
      page.getByLabel('Resume text'),
      'Jordan Rivera\njordan.rivera@example.com\n+1 512 555 0147\n\nEXPERIENCE\nSupport lead, five years',
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    step('ISA reads the resume and fills in the contact details.');
    const dialog = page.getByRole('dialog', { name: 'Confirm your details' });
    await dialog.waitFor();
    await page.waitForTimeout(2000);
    step('One check, then submit.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    step('The interview link is ready: the interview starts at once.');
    await page.getByRole('heading', { name: 'Your interview link is ready' }).waitFor();
    await page.waitForTimeout(2000);
  });

  // The hiring manager's path: the plans, then the lead form and the promo code.
  await record('hiring-manager', webUrl, async (page, step) => {
    step('A hiring manager compares the ISA plans.');
    await page.goto('/pricing');
    await page.waitForTimeout(2000);
    step('They leave their details on the Hire ISA page.');
    await page.goto('/hire-isa');
    await submitLeadForm(page, ['Alex', 'Morgan', 'Northwind Staffing']);
    step('All set: a link to the Job Import Wizard and a promo code.');
    await page.getByRole('dialog', { name: "You're all set" }).waitFor();
    await page.waitForTimeout(2500);
  });

  // The booth: the kiosk's start screen and a lead captured at the stand.
  await record('product', kioskUrl, async (page, step) => {
    step('At the booth, the ISA kiosk opens on its start screen.');
    await page.goto('/');
    await page.waitForTimeout(2000);
    step('A visitor leaves their details, by touch or by scanning their badge.');
    await page.getByRole('link', { name: /Leave your details/ }).click();
    await submitLeadForm(page, ['Sam', 'Lee']);
    step('The lead is stored on the kiosk first and synced when the network allows.');
    await page.getByRole('dialog', { name: "You're all set" }).waitFor();
    await page.waitForTimeout(2000);
    await page
      .getByRole('dialog', { name: "You're all set" })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    step('Candidates browse jobs and continue on their phone with a QR code.');
    await page.goto('/#/jobs');
    await page.waitForTimeout(2500);
  });
} finally {
  web.child.kill('SIGTERM');
  kiosk.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
