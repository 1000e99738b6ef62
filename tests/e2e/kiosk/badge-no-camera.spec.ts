import { expect, test } from '../../support/fixtures.ts';

test.describe('badge scanning without a camera', () => {
  test('without a camera the form says so and works as before', async ({ page }) => {
    // This browser has no camera device at all.
    await page.goto('/#/hire-isa');
    await page.getByRole('button', { name: 'Scan badge' }).click();
    await expect(page.getByRole('alert')).toContainText(/camera/i);
    await expect(page.getByRole('dialog', { name: 'Scan your badge' })).toBeHidden();
    await page.getByRole('textbox', { name: /First Name/ }).fill('Typed');
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Visitor');
    await page.getByRole('textbox', { name: /^Email/ }).fill(`typed-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: "You're all set" })).toBeVisible();
  });

  test('a refused camera permission gives a clear message', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto('/#/hire-isa');
    await page.getByRole('button', { name: 'Scan badge' }).click();
    await expect(page.getByRole('alert')).toContainText('permission refused');
    await expect(page.getByRole('textbox', { name: /First Name/ })).toBeEnabled();
  });
});
