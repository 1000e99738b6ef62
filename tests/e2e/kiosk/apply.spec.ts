import { apiUrl, expect, test } from '../../support/fixtures.ts';

test.describe('kiosk apply flow', () => {
  test('a candidate applies online and gets the interview link as a QR code, cleared by the idle reset', async ({
    page,
    context,
    request,
  }) => {
    const created = await request.post(`${apiUrl()}/api/admin/jobs`, {
      headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
      data: { name: 'Kiosk E2E', publicName: 'Booth Tester' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const opened: string[] = [];
    context.on('page', (p) => opened.push(p.url()));

    await page.clock.install();
    await page.goto(`/#/jobs/booth-tester-${id}/apply`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply to Booth Tester');
    await page.getByLabel('Resume text').fill('ALEX BOOTH\nBerlin\n\nEXPERIENCE\n* Ran the conference desk');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your details' });
    await dialog.getByLabel('Email').fill(`alex.${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { name: 'Your interview link is ready' })).toBeVisible();
    // The interview runs here on the kiosk, or on the phone through the QR code.
    const start = page.getByRole('link', { name: 'Start your Interview with ISA Now' });
    expect(await start.getAttribute('href')).toMatch(/^#\/interview\/[A-Za-z0-9_-]{32}$/);
    const phone = page.getByRole('link', { name: 'Continue on your phone' });
    const link = (await phone.getAttribute('href'))!;
    expect(link).toMatch(new RegExp(`^${apiUrl()}/interview/[A-Za-z0-9_-]{32}$`));
    await phone.click();
    await expect(page.getByRole('img', { name: `QR code for ${link}` })).toBeVisible();
    expect(opened).toEqual([]);

    // The next visitor must not see this candidate's link.
    await page.clock.fastForward('01:31');
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
    await page.clock.fastForward('00:21');
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await page.goto(`/#/jobs/booth-tester-${id}/apply`);
    await expect(page.getByLabel('Resume text')).toHaveValue('');
  });
});
