import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { KIOSK_VIEWPORTS } from '../support/touch.ts';
import { VISUAL_JOBS, VISUAL_JOB_PATH, ensureVisualJobs, freezeTime, settle } from './visual-kit.ts';

const phoneQr = (page: Page) => page.getByRole('img', { name: /^QR code for / });
/** The phone hand-off's code and printed address: both carry the test server's port, new on every run. */
const handOff = (page: Page) => [phoneQr(page), page.getByText(/^(https?:\/\/)?127\.0\.0\.1:\d+\//)];

/** The kiosk's screens (hash routes), each brought into the state a visitor sees. */
const SCREENS: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  {
    name: 'start',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'E2E Expo' })).toBeVisible();
    },
  },
  {
    name: 'lead-form',
    open: async (page) => {
      await page.goto('/#/hire-isa');
      await expect(page.getByRole('heading', { level: 1, name: 'Hire ISA' })).toBeVisible();
    },
  },
  {
    name: 'jobs',
    open: async (page) => {
      await page.goto(`/#/jobs?q=${encodeURIComponent('Visual Baseline')}`);
      await expect(page.getByRole('link', { name: VISUAL_JOBS[0].publicName, exact: true })).toBeVisible();
    },
  },
  {
    name: 'job-with-phone-qr',
    open: async (page) => {
      await page.goto(`/#${VISUAL_JOB_PATH}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(phoneQr(page)).toBeVisible();
    },
  },
  {
    name: 'chat',
    open: async (page) => {
      await page.goto('/');
      await page
        .getByRole('main')
        .getByRole('button', { name: /Ask ISA/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'ISA Sales Agent' })).toBeVisible();
    },
  },
];

test.describe('kiosk screens look as their baselines', () => {
  test.beforeAll(async ({ request }) => ensureVisualJobs(request));

  for (const [orientation, viewport] of Object.entries(KIOSK_VIEWPORTS)) {
    for (const { name, open } of SCREENS) {
      test(`${name}, ${orientation}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await freezeTime(page);
        await open(page);
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${orientation}.png`, { mask: handOff(page) });
      });
    }
  }
});
