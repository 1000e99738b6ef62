/**
 * `npx tsx scripts/profile-web.ts /jobs /pricing …`: where the main thread's time goes while a page of the built
 * site (dist/web, served by the real API as bench:web does) loads and hydrates on a phone: Chromium at a
 * 412 px viewport with its CPU slowed 4x (Lighthouse's mobile preset), V8's sampling profiler on.
 *
 * For each page it prints the long tasks (over 50 ms, as the page's own PerformanceObserver saw them), then the
 * functions with the most time from the navigation until the app is ready and one second more, by inclusive
 * and by self time. Build with `npx vite build --config web/vite.config.ts --minify false` (then the --ssr
 * build and web/prerender.ts, as build:web does) for readable names. PROFILE_RUNS (1) runs per page,
 * PROFILE_TOP (30) functions listed.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';
import { startApi } from './load/kit.ts';

const { executablePath = '/usr/bin/chromium', args = [] } = playwrightConfig.use?.launchOptions ?? {};
const RUNS = Math.max(1, Number(process.env.PROFILE_RUNS ?? 1));
const TOP = Math.max(1, Number(process.env.PROFILE_TOP ?? 30));
/** The mark the app sets on <html> once hydrated (src/core/app/app-ready.ts). */
const APP_READY_ATTRIBUTE = 'data-app-ready';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds per function, inclusive (once per sample however deep it recurses) and self, largest first. */
function functionTimes(profile: Profile): { inclusive: [string, number][]; self: [string, number][] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
    `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const leaf = byId.get(id)!;
    if (['(idle)', '(program)'].includes(leaf.callFrame.functionName)) return;
    // Code without a URL but with lines is the test driver's (Playwright's injected script), not the page's.
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id) ?? -1))
      if (node.callFrame.url === '' && node.callFrame.lineNumber >= 0) return;
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id) ?? -1)) {
      const name = label(node);
      if (name.startsWith('(root)') || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return { inclusive: sorted(inclusive), self: sorted(self) };
}

const api = await startApi({ WEB_DIST: path.resolve(import.meta.dirname, '../dist/web'), LOG_LEVEL: 'warn' });
const baseUrl = api.url.replace('127.0.0.1', 'localhost');
const browser = await chromium.launch({ executablePath, args });
try {
  for (const route of process.argv.slice(2)) {
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: { start: number; duration: number }[] = [];
        (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'commit' });
      // One call that waits in the page, rather than a locator polling (which the profile would show).
      await page.evaluate(
        (attribute) =>
          new Promise<void>((resolve) => {
            // No named functions in here: tsx would wrap them in a helper the page does not have.
            if (document.documentElement.hasAttribute(attribute)) return resolve();
            new MutationObserver(() => {
              if (document.documentElement.hasAttribute(attribute)) resolve();
            }).observe(document.documentElement, { attributes: true });
          }),
        APP_READY_ATTRIBUTE,
      );
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const { paint, longTasks } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        longTasks: (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
      }));
      await context.close();
      const ms = (value: number) => `${Math.round(value)} ms`;
      console.log(`\n${route}, run ${run}: first contentful paint at ${ms(paint)}; long tasks (start + duration):`);
      console.log(`  ${longTasks.map((task) => `${ms(task.start)} + ${ms(task.duration)}`).join(', ') || 'none'}`);
      const { inclusive, self } = functionTimes(profile);
      console.log('  inclusive:');
      for (const [name, time] of inclusive) console.log(`    ${ms(time).padStart(7)}  ${name}`);
      console.log('  self:');
      for (const [name, time] of self) console.log(`    ${ms(time).padStart(7)}  ${name}`);
    }
  }
} finally {
  await browser.close();
  await api.stop();
}
