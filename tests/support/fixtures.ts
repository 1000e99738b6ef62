import { test as base, expect, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../src/core/app/app-ready.ts';

/**
 * After a navigation that answered an HTML page, waits until the app has mounted (a prerendered page ignores
 * clicks and typing until it has hydrated). Other answers (sitemap.xml, JSON, …) are handed back at once.
 */
async function untilAppReady(page: Page, response: Response | null, waitUntil?: string): Promise<Response | null> {
  if (!response || waitUntil === 'commit') return response;
  if (!/^text\/html\b/.test((await response.headerValue('content-type')) ?? '')) return response;
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  return response;
}

/** Adds the target's base URL, a page whose goto/reload wait for the app, and the console errors it printed. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  baseURL: async ({}, use, testInfo) => {
    const url = testInfo.project.name.startsWith('kiosk') ? process.env.E2E_KIOSK_URL : process.env.E2E_WEB_URL;
    if (!url) throw new Error('E2E servers are not running (global setup did not run).');
    await use(url);
  },
  // The app checks staff PINs on the device (Electron's main process), so that check works while the booth
  // is offline. Its browser stand-in asks the server that serves the page (kiosk:serve); that request is made
  // from the test runner instead, so emulating a booth without network does not cut it off.
  context: async ({ context }, use, testInfo) => {
    if (testInfo.project.name === 'kiosk') {
      await context.route('**/staff/verify-pin', async (route) => route.fulfill({ response: await route.fetch() }));
    }
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilAppReady(page, await goto(url, options), options?.waitUntil);
    page.reload = async (options) => untilAppReady(page, await reload(options), options?.waitUntil);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The API's origin, for tests that call it directly. */
export const apiUrl = () => process.env.E2E_WEB_URL!;
