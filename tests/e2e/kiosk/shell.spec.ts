import { expect, test } from '../../support/fixtures.ts';

test.describe('kiosk renderer in Chromium', () => {
  test('renders the site with hash routes', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/#/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/pricing/i);
    await page.goto('/#/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    expect(consoleErrors.filter((e) => !e.includes('no-such-page'))).toEqual([]);
  });

  test('the API allows the kiosk origin by CORS and no other', async ({ baseURL }) => {
    const api = process.env.E2E_WEB_URL!;
    const allowed = await fetch(`${api}/api/jobs`, { headers: { Origin: baseURL! } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(baseURL);
    const other = await fetch(`${api}/api/jobs`, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
