import { expect, test } from '../../support/fixtures.ts';
import { BADGE_Y4M } from '../../support/badge.ts';
import { KIOSK_VIEWPORTS } from '../../support/touch.ts';

// Chromium's fake camera plays the badge video global setup wrote; the permission prompt answers itself.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${BADGE_Y4M}`,
    ],
  },
  permissions: ['camera'],
});

test.describe('badge scanning with a camera', () => {
  for (const [orientation, viewport] of Object.entries(KIOSK_VIEWPORTS)) {
    test(`'Scan badge' fills the lead form from the badge's vCard, ${orientation}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/#/hire-isa');
      await page.getByRole('button', { name: 'Scan badge' }).click();
      await expect(page.getByRole('dialog', { name: 'Scan your badge' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Scan your badge' })).toBeHidden({ timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: 'filled in from your badge' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /First Name/ })).toHaveValue('Chiamaka');
      await expect(page.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Okafor');
      await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('chiamaka.okafor@lagos-talent.example');
      await expect(page.getByRole('textbox', { name: /Phone/ })).toHaveValue('+234 1 555 0199');
      await expect(page.getByRole('textbox', { name: /Company/ })).toHaveValue('Lagos Talent Partners');
      // The camera is released once the code is read.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('video')].some(
              (v) => v.srcObject instanceof MediaStream && v.srcObject.getTracks().some((t) => t.readyState === 'live'),
            ),
          ),
        )
        .toBe(false);
    });
  }
});
