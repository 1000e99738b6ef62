import type { Page } from '@playwright/test';
import { COLOR_SCHEME_KEY } from '../../src/core/app/theme.ts';
import { expect, test } from '../support/fixtures.ts';
import { VISUAL_JOBS, VISUAL_JOB_PATH, ensureVisualJobs, freezeTime, settle } from './visual-kit.ts';

const WIDTHS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1366, height: 768 },
};
const THEMES = ['light', 'dark'] as const;

/** The route families of the site, each opened and brought into the state worth looking at. */
const PAGES: Array<{ name: string; open: (page: Page, jobPath: string) => Promise<void> }> = [
  { name: 'home', open: (page) => goto(page, '/') },
  { name: 'product', open: (page) => goto(page, '/ai-interview-platform') },
  { name: 'pricing-monthly', open: (page) => goto(page, '/pricing') },
  {
    name: 'pricing-annual',
    open: async (page) => {
      await goto(page, '/pricing');
      await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Annual').click();
      await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
    },
  },
  { name: 'blog', open: (page) => goto(page, '/blog') },
  { name: 'article', open: (page) => goto(page, '/interview-analytics-9-metrics') },
  { name: 'comparison', open: (page) => goto(page, '/compare/isa-vs-hirevue') },
  { name: 'legal', open: (page) => goto(page, '/legal/subprocessors') },
  {
    name: 'jobs',
    open: async (page) => {
      await goto(page, `/jobs?q=${encodeURIComponent('Visual Baseline')}`);
      await expect(page.getByRole('link', { name: VISUAL_JOBS[0].publicName, exact: true })).toBeVisible();
    },
  },
  { name: 'job', open: (page, jobPath) => goto(page, jobPath) },
  {
    name: 'apply-confirm',
    open: async (page, jobPath) => {
      await goto(page, `${jobPath}/apply`);
      await page.getByLabel('Resume text').fill('ALEX RIVERA\nalex.rivera@example.com\n\nEXPERIENCE\n* Ran support');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm your details' })).toBeVisible();
    },
  },
  {
    name: 'hire-isa-invalid',
    open: async (page) => {
      await goto(page, '/hire-isa');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    name: 'chat-open',
    open: async (page) => {
      await goto(page, '/');
      await page.getByRole('button', { name: 'Chat with ISA' }).click();
      await expect(page.getByRole('dialog', { name: 'ISA Sales Agent' })).toBeVisible();
    },
  },
  {
    name: 'not-found',
    open: async (page) => {
      await goto(page, '/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

async function goto(page: Page, path: string) {
  await page.goto(path);
}

test.describe('web pages look as their baselines', () => {
  const jobPath = VISUAL_JOB_PATH;
  test.beforeAll(async ({ request }) => ensureVisualJobs(request));

  for (const [widthName, viewport] of Object.entries(WIDTHS)) {
    for (const theme of THEMES) {
      for (const { name, open } of PAGES) {
        test(`${name} at ${widthName} width, ${theme}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
            key: COLOR_SCHEME_KEY,
            value: theme,
          });
          await freezeTime(page);
          await open(page, jobPath);
          await settle(page);
          await expect(page).toHaveScreenshot(`${name}-${widthName}-${theme}.png`, { fullPage: true });
        });
      }
    }
  }
});
