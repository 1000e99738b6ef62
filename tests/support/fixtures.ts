import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/** Adds the target's base URL and a list of console errors the page printed. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  baseURL: async ({}, use, testInfo) => {
    const url = testInfo.project.name === 'kiosk' ? process.env.E2E_KIOSK_URL : process.env.E2E_WEB_URL;
    if (!url) throw new Error('E2E servers are not running (global setup did not run).');
    await use(url);
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
