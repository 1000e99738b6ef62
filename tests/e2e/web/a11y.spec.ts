import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COLOR_SCHEME_KEY } from '../../../src/core/app/theme.ts';
import { jobSlug, type JobListDto } from '../../../src/shared/job.ts';
import { expect, test } from '../../support/fixtures.ts';
import { contentPaths } from '../../../src/content/routes.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** Serious and critical violations as readable lines: where, rule, impact, and the offending elements. */
async function seriousViolations(page: Page, where: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help} → ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
}

/** Opens pages in the given colour theme (the stored choice the theme menu writes). */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: COLOR_SCHEME_KEY,
    value: theme,
  });
}

async function scanRoutes(page: Page, theme: Theme, routes: readonly string[]): Promise<string[]> {
  await useTheme(page, theme);
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('html'), route).toHaveAttribute('data-mantine-color-scheme', theme);
    await expect(page.locator('h1'), route).toHaveCount(1);
    found.push(...(await seriousViolations(page, `${route} [${theme}]`)));
  }
  return found;
}

// A few routes per test: failures name the route, and the scans spread over the workers.
const CHUNK = 8;
const routeChunks = Array.from({ length: Math.ceil(contentPaths.length / CHUNK) }, (_, index) =>
  contentPaths.slice(index * CHUNK, (index + 1) * CHUNK),
);

test.describe('accessibility (axe, WCAG 2.2 AA): no serious or critical violations', () => {
  for (const theme of THEMES) {
    for (const routes of routeChunks) {
      test(`${theme} theme: ${routes[0]} … ${routes.at(-1)}`, async ({ page }) => {
        test.setTimeout(150_000);
        expect(await scanRoutes(page, theme, routes)).toEqual([]);
      });
    }

    test(`${theme} theme: a job page, its apply page and the 404 page`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const { items } = (await (await request.get('/api/jobs')).json()) as JobListDto;
      expect(items.length).toBeGreaterThan(0);
      const job = `/jobs/${jobSlug(items[0]!)}`;
      expect(await scanRoutes(page, theme, [job, `${job}/apply`, '/no/such/page'])).toEqual([]);
    });

    test(`${theme} theme: the open chat window, a video modal and a form showing errors`, async ({ page }) => {
      test.setTimeout(90_000);
      await useTheme(page, theme);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      const found: string[] = [];

      await page.getByRole('button', { name: 'Chat with ISA' }).click();
      const chat = page.getByRole('dialog', { name: 'ISA Sales Agent' });
      await expect(chat.getByRole('log')).toContainText('Hello!');
      found.push(...(await seriousViolations(page, `chat window [${theme}]`, '#isa-chat-window')));
      await page.keyboard.press('Escape');
      await expect(chat).toBeHidden();

      await page.getByRole('button', { name: 'Hiring Manager Experience' }).click();
      const video = page.getByRole('dialog', { name: 'Hiring Manager Experience' });
      await expect(video.locator('video')).toBeVisible();
      found.push(...(await seriousViolations(page, `video modal [${theme}]`, '.mantine-Modal-content')));
      await page.keyboard.press('Escape');
      await expect(video).toBeHidden();

      // Inline validation errors must stay readable too.
      await page.goto('/privacy-request');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveAttribute('aria-invalid', 'true');
      found.push(...(await seriousViolations(page, `privacy request errors [${theme}]`)));
      expect(found).toEqual([]);
    });
  }
});
