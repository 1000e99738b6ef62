import { defineConfig } from '@playwright/test';

/** Debian's Chromium with the flags this closed network needs; Playwright never downloads a browser. */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // Tight enough that a faint shadow or a 1 px shift fails; the same Chromium renders these identically.
    toHaveScreenshot: { threshold: 0.05, maxDiffPixels: 20, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { ...chromium, trace: 'retain-on-failure' },
  projects: [
    { name: 'web', testDir: 'tests/e2e/web' },
    { name: 'kiosk', testDir: 'tests/e2e/kiosk' },
    // Screenshot baselines: `npm test` compares, `npm run test:visual` rewrites them on purpose.
    { name: 'web-visual', testDir: 'tests/visual', testMatch: 'web.visual.ts' },
    { name: 'kiosk-visual', testDir: 'tests/visual', testMatch: 'kiosk.visual.ts' },
  ],
});
