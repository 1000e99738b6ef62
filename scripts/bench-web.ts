/**
 * `npm run bench:web`: what a first visit of each page costs, measured on the built site (dist/web) served
 * by the real API.
 *
 * 1. First-load JS and CSS per route: every content route of the site's route table,
 *    a job page and its apply page, each loaded in a fresh Chromium context until the network is idle,
 *    without any interaction. The JS and CSS responses are summed gzip-compressed (level 9), so the
 *    figure is what hydration needs before the visitor can act. Budget: 130 kB of JS (1 kB = 1000 bytes).
 * 2. Lighthouse (mobile defaults, simulated throttling) on /, /pricing, /jobs and a blog article: the four category
 *    scores, FCP, LCP, TBT and CLS, and the audits that keep a category below its target
 *    (performance >= 95, accessibility, best practices and SEO = 100).
 *
 * Exits non-zero when a budget or target is missed. BENCH_LIGHTHOUSE_RUNS (3) runs per page, the median
 * performance run is reported; BENCH_SKIP_LIGHTHOUSE=1 measures sizes only; BENCH_VERBOSE=1 lists each
 * page's files; CHROMIUM_PATH picks the browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result as LighthouseResult } from 'lighthouse';
import playwrightConfig from '../playwright.config.ts';
import { blogArticles } from '../src/content/blog.ts';
import { contentPaths } from '../src/content/routes.ts';
import { jobSlug, type JobListDto } from '../src/shared/job.ts';
import { startApi } from './load/kit.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');
// The e2e suite's browser: Debian's Chromium with the flags this closed network needs.
const { executablePath: chromiumPath = '/usr/bin/chromium', args: chromiumFlags = [] } =
  playwrightConfig.use?.launchOptions ?? {};

/** The mark the app sets on <html> once hydrated (src/core/app/app-ready.ts, a DOM module scripts cannot import). */
const APP_READY_ATTRIBUTE = 'data-app-ready';
const JS_BUDGET_KB = 130;
const LIGHTHOUSE_PAGES = ['/', '/pricing', '/jobs', `/${blogArticles[0]!.slug}`];
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;

const kb = (bytes: number) => bytes / 1000;

/** Content routes from the site's route table, then a job page and its apply page. */
async function routesToMeasure(baseUrl: string): Promise<string[]> {
  const routes: string[] = [...contentPaths];
  const list = (await (await fetch(`${baseUrl}/api/jobs`)).json()) as JobListDto;
  const job = list.items[0];
  if (job) routes.push(`/jobs/${jobSlug(job)}`, `/jobs/${jobSlug(job)}/apply`);
  else console.warn('No open job: the job and apply pages are not measured.');
  return routes;
}

interface FirstLoad {
  route: string;
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  /** Each file with its gzip size, largest first, for BENCH_VERBOSE=1. */
  files: { name: string; bytes: number }[];
}

/** Loads one page in a fresh context and sums the gzip size of the scripts and styles it fetched. */
async function firstLoad(browser: Browser, baseUrl: string, route: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{ kind: 'js' | 'css'; name: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (!response.url().startsWith(baseUrl)) return;
    pending.push(
      response.body().then((body) => ({
        kind: type === 'script' ? 'js' : 'css',
        name: new URL(response.url()).pathname,
        bytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
  // Sizes only count when the scripts ran: the app marks <html> once it has hydrated.
  const started = (await page.locator(`html[${APP_READY_ATTRIBUTE}]`).count()) > 0;
  const files = await Promise.all(pending);
  await context.close();
  if (!started) throw new Error(`${route}: the app did not start (no ${APP_READY_ATTRIBUTE} after the page went idle)`);
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.bytes, 0);
  return {
    route,
    jsBytes: sum('js'),
    cssBytes: sum('css'),
    jsFiles: files.filter((f) => f.kind === 'js').length,
    files: files.map(({ name, bytes }) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
  };
}

async function measureFirstLoads(baseUrl: string): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const rows: FirstLoad[] = [];
  try {
    for (const route of await routesToMeasure(baseUrl)) rows.push(await firstLoad(browser, baseUrl, route));
  } finally {
    await browser.close();
  }
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  console.log(`\nFirst load, gzip (budget ${JS_BUDGET_KB} kB of JS)\n`);
  console.log(
    `${'route'.padEnd(width)}  ${'JS kB'.padStart(7)}  ${'files'.padStart(5)}  ${'CSS kB'.padStart(7)}  verdict`,
  );
  let ok = true;
  for (const row of rows) {
    const within = kb(row.jsBytes) <= JS_BUDGET_KB;
    ok &&= within;
    console.log(
      `${row.route.padEnd(width)}  ${kb(row.jsBytes).toFixed(1).padStart(7)}  ${String(row.jsFiles).padStart(5)}  ` +
        `${kb(row.cssBytes).toFixed(1).padStart(7)}  ${within ? 'ok' : `OVER by ${(kb(row.jsBytes) - JS_BUDGET_KB).toFixed(1)} kB`}`,
    );
    if (process.env.BENCH_VERBOSE === '1')
      for (const file of row.files) console.log(`    ${kb(file.bytes).toFixed(1).padStart(6)}  ${file.name}`);
  }
  const largest = rows.reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a));
  console.log(`\nLargest: ${largest.route} ${kb(largest.jsBytes).toFixed(1)} kB JS`);
  return ok;
}

interface LighthouseRow {
  page: string;
  scores: Record<Category, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  failing: Partial<Record<Category, string[]>>;
}

/**
 * The audits that cost a category points: the scored ones below full marks (for performance, the metrics
 * below 0.9), then for performance the insights that estimate a saving.
 */
function failingAudits(lhr: LighthouseResult, category: Category): string[] {
  const threshold = category === 'performance' ? 0.9 : 1;
  const describe = (id: string) => {
    const audit = lhr.audits[id]!;
    return `${id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`;
  };
  const refs = lhr.categories[category]!.auditRefs;
  const scored = refs.filter(({ id, weight }) => weight > 0 && (lhr.audits[id]!.score ?? 1) < threshold);
  const hints =
    category === 'performance'
      ? refs.filter(({ id, weight }) => {
          const audit = lhr.audits[id]!;
          const savings = Object.values(audit.metricSavings ?? {}).some((value) => (value ?? 0) > 0);
          return weight === 0 && savings && (audit.score ?? 1) < 0.9;
        })
      : [];
  return [...scored, ...hints].map(({ id }) => describe(id));
}

/** One Lighthouse run; a run whose trace broke (Lighthouse's NO_NAVSTART and the like) is tried again. */
async function lighthouseRun(url: string, port: number, tries = 3): Promise<LighthouseResult> {
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const problem = lhr?.runtimeError?.message ?? 'no result';
    if (attempt >= tries) throw new Error(`Lighthouse on ${url}: ${problem}`);
    console.warn(`Lighthouse on ${url}: ${problem}; trying again`);
  }
}

async function runLighthouse(baseUrl: string): Promise<boolean> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, '--headless=new'],
  });
  const rows: LighthouseRow[] = [];
  try {
    // One unscored run first: the server's and Chromium's first requests are slower than any visitor's.
    await lighthouseRun(`${baseUrl}/`, chrome.port);
    for (const page of LIGHTHOUSE_PAGES) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseRun(`${baseUrl}${page}`, chrome.port));
      runs.sort((a, b) => (a.categories.performance!.score ?? 0) - (b.categories.performance!.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      const scores = Object.fromEntries(
        (Object.keys(TARGETS) as Category[]).map((category) => [
          category,
          Math.round((lhr.categories[category]!.score ?? 0) * 100),
        ]),
      ) as Record<Category, number>;
      const failing: LighthouseRow['failing'] = {};
      for (const category of Object.keys(TARGETS) as Category[])
        if (scores[category] < TARGETS[category]) failing[category] = failingAudits(lhr, category);
      const metric = (id: string) => lhr.audits[id]!.numericValue ?? NaN;
      rows.push({
        page,
        scores,
        metrics: {
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        },
        failing,
      });
    }
  } finally {
    chrome.kill();
  }

  const [load] = os.loadavg();
  console.log(
    `\nLighthouse, mobile defaults (median performance of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? 's' : ''}; ` +
      `load average ${load!.toFixed(1)} on ${os.cpus().length} CPUs: TBT grows with other work on the machine)\n`,
  );
  const width = Math.max(9, ...rows.map((row) => row.page.length));
  console.log(`${'page'.padEnd(width)}  perf  a11y  best   seo     FCP      LCP     TBT     CLS`);
  let ok = true;
  for (const { page, scores, metrics, failing } of rows) {
    console.log(
      `${page.padEnd(width)}  ${[scores.performance, scores.accessibility, scores['best-practices'], scores.seo]
        .map((score) => String(score).padStart(4))
        .join(
          '  ',
        )}  ${`${(metrics.fcp / 1000).toFixed(2)} s`.padStart(7)}  ${`${(metrics.lcp / 1000).toFixed(2)} s`.padStart(7)}  ` +
        `${`${Math.round(metrics.tbt)} ms`.padStart(6)}  ${metrics.cls.toFixed(3).padStart(6)}`,
    );
    for (const [category, audits] of Object.entries(failing)) {
      ok = false;
      console.log(`  ${category} below ${TARGETS[category as Category]}: ${audits.join('; ') || '(no single audit)'}`);
    }
  }
  return ok;
}

async function main() {
  if (!fs.existsSync(path.join(webDist, '404.html'))) {
    console.error('No built site in dist/web: run `npm run build:web` first.');
    process.exitCode = 1;
    return;
  }
  const api = await startApi({ WEB_DIST: webDist, LOG_LEVEL: 'warn' });
  // localhost, not 127.0.0.1: the origin the build's canonical links default to, so SEO audits compare alike.
  const baseUrl = api.url.replace('127.0.0.1', 'localhost');
  try {
    const sizesOk = await measureFirstLoads(baseUrl);
    const lighthouseOk = process.env.BENCH_SKIP_LIGHTHOUSE === '1' ? true : await runLighthouse(baseUrl);
    if (!sizesOk || !lighthouseOk) process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

await main();
