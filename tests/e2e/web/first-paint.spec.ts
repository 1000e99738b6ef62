import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { blogArticles } from '../../../src/content/blog.ts';
import { COLOR_SCHEME_KEY } from '../../../src/shared/theme-init.ts';

const DEFERRED = 'link[rel="stylesheet"][data-deferred-css]';

/** Computed styles of every element and its drawn ::before and ::after: what the visitor sees, as text. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styles: string[] = [];
    document.querySelectorAll('body *').forEach((element, index) => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        // A pseudo-element without content is not drawn.
        if (pseudo && ['none', 'normal'].includes(style.content)) continue;
        const values = Array.from(style, (property) => `${property}:${style.getPropertyValue(property)}`);
        styles.push(
          `${index} <${element.tagName.toLowerCase()} class="${element.className}">${pseudo ?? ''} ${values.join(';')}`,
        );
      }
    });
    return styles;
  });
}

const differences = (before: string[], after: string[]) =>
  before.flatMap((style, index) => (style === after[index] ? [] : [`- ${style}\n+ ${after[index]}`]));

test.describe('first paint', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`pages paint with their inlined CSS exactly as with the whole style sheet, ${scheme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: COLOR_SCHEME_KEY,
        value: scheme,
      });
      // What a visitor sees before any script has run: the whole style sheet is loaded but not applied.
      await page.route('**/*.js', (route) => route.abort());
      for (const path of ['/', '/pricing', '/jobs', `/${blogArticles[0]!.slug}`, '/no/such/page']) {
        // 'commit': the app never starts, so the fixture must not wait for it.
        await page.goto(path, { waitUntil: 'commit' });
        await page.waitForLoadState('load');
        await expect(page.locator(DEFERRED), path).toHaveAttribute('media', 'print');
        const inlined = await computedStyles(page);
        await page.locator(DEFERRED).evaluate((link: HTMLLinkElement) => (link.media = 'all'));
        expect(differences(inlined, await computedStyles(page)), path).toEqual([]);
        // The check can fail: without the inlined CSS the page looks different.
        await page.locator(DEFERRED).evaluate((link: HTMLLinkElement) => (link.media = 'print'));
        await page.locator('head style').evaluateAll((styles) => styles.forEach((style) => style.remove()));
        expect(differences(inlined, await computedStyles(page)).length, path).toBeGreaterThan(0);
      }
    });
  }

  test('the app modules are fetched once the page has painted', async ({ page }) => {
    await page.goto('/pricing');
    const { paint, modules } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      modules: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('/paint-first-'))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(modules.length).toBeGreaterThan(3);
    for (const start of modules) expect(start).toBeGreaterThanOrEqual(paint!);
  });

  test('the app applies the whole style sheet as it starts', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator(DEFERRED)).toHaveAttribute('media', 'all');
  });
});
