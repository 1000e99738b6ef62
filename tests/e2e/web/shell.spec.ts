import { expect, test } from '../../support/fixtures.ts';
import { COLOR_SCHEME_KEY } from '../../../src/shared/theme-init.ts';
import { contentPaths } from '../../../src/content/routes.ts';

test.describe('site shell', () => {
  test('every spec route renders one h1 inside the shared header and footer', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    for (const route of contentPaths) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('h1'), route).toHaveCount(1);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('button', { name: 'Open menu' })),
        route,
      ).toBeVisible();
      await expect(page.getByRole('contentinfo'), route).toContainText(`© ${new Date().getFullYear()}`);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the header links to every section and opens Get Started and Demo ISA in new tabs', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Products', '/products'],
      ['Pricing', '/pricing'],
      ['Jobs', '/jobs'],
      ['Blog', '/blog'],
      ['Compare', '/compare'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    for (const name of ['Get Started', 'Demo ISA']) {
      const link = page.getByRole('banner').getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the footer carries legal and compliance links, the contact e-mail and the sitemap', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/legal/terms',
      '/legal/privacy',
      '/legal/dpa',
      '/legal/api-ats-addendum',
      '/privacy-request',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
  });

  test('the mobile menu opens on the toggle and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'See ISA Demo' })).toHaveAttribute('target', '_blank');
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });

  test('a new page opens at its top and Back returns to where the page was left', async ({ page }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/pricing');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(scrollY).toBe(700);
    // Clicked by script, so nothing scrolls the link into view first.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/blog"]')!.click());
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(scrollY).toBe(700);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(scrollY).toBe(0);
  });

  test('an unknown route shows the 404 page, noindex, and logs the path', async ({ page, consoleErrors }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Logged by the hydrated page, which goto waits for.
    expect(consoleErrors.join('\n')).toContain('/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the colour theme choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Colour theme/ }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Colour theme: Dark' })).toBeVisible();
  });

  test('a saved dark theme applies before any script file loads (no light flash), within the CSP', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), COLOR_SCHEME_KEY);
    // Only the inline head script can set the scheme: every script file is held back.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/pricing', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });
});

test.describe('API surface', () => {
  test('health, jobs and JSON errors answer over real HTTP', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    const jobs = await request.get('/api/jobs');
    expect(jobs.status()).toBe(200);
    expect(((await jobs.json()) as { total: number }).total).toBeGreaterThan(0);
    const missing = await request.get('/api/unknown');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
  });
});
