import AxeBuilder from '@axe-core/playwright';
import { apiUrl, expect, test } from '../../support/fixtures.ts';

interface Lead {
  email: string;
  firstName: string;
  source: string;
  company: string | null;
}

async function leadsByEmail(email: string): Promise<Lead[]> {
  const res = await fetch(`${apiUrl()}/api/admin/leads`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Lead[]).filter((lead) => lead.email.toLowerCase() === email.toLowerCase());
}

test.describe('/hire-isa lead form', () => {
  test('validates on blur, stores the lead as a Website lead and shows the dialog', async ({ page, consoleErrors }) => {
    const email = `web-${Date.now()}@example.com`;
    await page.goto('/hire-isa');
    await expect(page.getByRole('heading', { level: 1, name: 'Hire ISA' })).toBeVisible();
    const first = page.getByRole('textbox', { name: /First Name/ });
    await first.focus();
    await first.blur();
    await expect(page.getByText('First name is required')).toBeVisible();

    await first.fill('  Web ');
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Visitor');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: "You're all set" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Thanks for your interest/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open Job Import Wizard' })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Thanks! We received your details.')).toBeVisible();
    await expect(first).toHaveValue('');
    expect(await leadsByEmail(email)).toEqual([
      expect.objectContaining({ email, firstName: 'Web', source: 'Website', company: null }),
    ]);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await first.fill('Web');
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Visitor');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: "You're all set" }).getByText(/already on file/)).toBeVisible();
    expect(await leadsByEmail(email)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the form and its dialog have no serious accessibility problems', async ({ page }) => {
    await page.goto('/hire-isa');
    const seriousOrWorse = async () =>
      (await new AxeBuilder({ page }).include('#main').analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    expect(await seriousOrWorse()).toEqual([]);

    await page.getByRole('textbox', { name: /First Name/ }).fill('Axe');
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Checker');
    await page.getByRole('textbox', { name: /^Email/ }).fill(`axe-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: "You're all set" });
    await expect(dialog).toBeVisible();
    const inDialog = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(
      inDialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});
