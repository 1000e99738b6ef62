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

  test('the sales chat answers on the device when the API cannot be reached', async ({ page }) => {
    await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with ISA' }).click();
    const chat = page.getByRole('dialog', { name: 'ISA Sales Agent' });
    await chat.getByRole('textbox', { name: 'Your question' }).fill('How much is the Recruiter Assistant plan?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('log')).toContainText('199 per job');
    await expect(chat.getByText("Sorry, I'm having trouble connecting right now.")).toHaveCount(0);
  });

  test('the page is told whether a staff PIN is set, never the PIN, its hash or the API token', async ({ baseURL }) => {
    const config = (await (await fetch(`${baseURL}/kiosk-config.json`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ staffPinSet: true, eventName: 'E2E Expo' });
    expect(JSON.stringify(config)).not.toMatch(/scrypt|2468|staffPin"|apiToken|kiosk-token/);
  });

  test('the API allows the kiosk origin by CORS and no other', async ({ baseURL }) => {
    const api = process.env.E2E_WEB_URL!;
    const allowed = await fetch(`${api}/api/jobs`, { headers: { Origin: baseURL! } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(baseURL);
    const other = await fetch(`${api}/api/jobs`, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
