import { apiUrl, expect, test } from '../../support/fixtures.ts';
import { decodeQrImage } from '../../support/qr.ts';
import { KIOSK_VIEWPORTS } from '../../support/touch.ts';

for (const [orientation, viewport] of Object.entries(KIOSK_VIEWPORTS)) {
  test.describe(`apply on your phone, ${orientation}`, () => {
    test.use({ viewport });

    test('the job and apply pages show a QR code that a phone follows to apply as a Conference candidate', async ({
      page,
      browser,
      request,
    }) => {
      // Two pages, two QR codes and an application: more than the default budget on a busy machine.
      test.slow();
      const created = await request.post(`${apiUrl()}/api/admin/jobs`, {
        headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
        data: { name: `Phone ${orientation}`, publicName: 'Booth Engineer' },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const slug = `booth-engineer-${id}`;
      const expected = `${apiUrl()}/jobs/${slug}/apply?source=conference&event=E2E+Expo`;

      await page.goto(`/#/jobs/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Booth Engineer' })).toBeVisible();
      const handoff = page.getByRole('region', { name: 'Continue on your phone' });
      expect(await decodeQrImage(handoff.getByRole('img', { name: /^QR code for / }))).toBe(expected);

      // The kiosk's apply page: paste or phone, never a file input.
      await page.goto(`/#/jobs/${slug}/apply`);
      await expect(page.getByRole('heading', { level: 1, name: 'Apply to Booth Engineer' })).toBeVisible();
      await expect(page.getByLabel('Resume text')).toBeVisible();
      await expect(page.locator('input[type=file]')).toHaveCount(0);
      await expect(page.getByText('This terminal does not open files.')).toBeVisible();
      const url = await decodeQrImage(
        page.getByRole('region', { name: 'Continue on your phone' }).getByRole('img', { name: /^QR code for / }),
      );
      expect(url).toBe(expected);

      // The visitor's phone: the public web site, small screen, with a file picker.
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await phone.goto(url);
      await expect(phone.getByRole('heading', { level: 1, name: 'Apply to Booth Engineer' })).toBeVisible();
      await expect(phone.locator('input[type=file]')).toHaveCount(1);
      await phone.getByLabel('Resume text').fill('SAM PHONE\nsam.phone@example.com\n\nEXPERIENCE\n* Built booths');
      await phone.getByRole('button', { name: 'Continue', exact: true }).click();
      const dialog = phone.getByRole('dialog', { name: 'Confirm your details' });
      await dialog.getByLabel('First name').fill('Sam');
      await dialog.getByLabel('Last name').fill('Phone');
      await dialog.getByLabel('Email').fill(`sam.${orientation}.${Date.now()}@example.com`);
      const [sent] = await Promise.all([
        phone.waitForRequest((r) => r.url().endsWith('/api/applications') && r.method() === 'POST'),
        dialog.getByRole('button', { name: 'Submit' }).click(),
      ]);
      const body = sent.postData() ?? '';
      expect(body).toMatch(/name="source"\r\n\r\nConference\r\n/);
      expect(body).toMatch(/name="event"\r\n\r\nE2E Expo\r\n/);
      await expect(phone.getByRole('heading', { name: 'Your interview link is ready' })).toBeVisible();
      await phone.close();
    });
  });
}
