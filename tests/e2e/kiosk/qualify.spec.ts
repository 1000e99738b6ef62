import type { Page } from '@playwright/test';
import { apiUrl, expect, test } from '../../support/fixtures.ts';
import { KIOSK_VIEWPORTS } from '../../support/touch.ts';

interface ExportedLead {
  email: string;
  rating: string | null;
  notes: string | null;
  interests: string[];
  capturedBy: string | null;
  marketingConsent: boolean | null;
}

async function exported(format: 'json' | 'csv'): Promise<string> {
  const res = await fetch(`${apiUrl()}/api/admin/leads?format=${format}`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

async function exportedLead(email: string): Promise<ExportedLead | undefined> {
  return (JSON.parse(await exported('json')) as ExportedLead[]).find((lead) => lead.email === email);
}

async function qualify(page: Page, name: string, fields: { rating: string; notes: string; interest?: string }) {
  const card = page.getByRole('region', { name: `Qualify ${name}` });
  await card.getByText(fields.rating, { exact: true }).click();
  await card.getByLabel('Notes').fill(fields.notes);
  if (fields.interest) await card.getByRole('checkbox', { name: fields.interest }).check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The update will be sent with the next sync.').first()).toBeVisible();
}

for (const [orientation, viewport] of Object.entries(KIOSK_VIEWPORTS)) {
  test(`staff qualify a queued lead and a sent one; both reach the export, ${orientation}`, async ({
    page,
    context,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const email = `qualified-${orientation}-${Date.now()}@example.com`;
    await page.goto('/#/hire-isa');
    await context.setOffline(true);
    await page.getByRole('textbox', { name: /First Name/ }).fill('Quinn');
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Booth');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('checkbox', { name: /news and offers/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('dialog', { name: "You're all set" })
      .getByRole('button', { name: 'Close', exact: true })
      .click();

    await page.getByRole('button', { name: 'Staff' }).click();
    const panel = page.getByRole('dialog', { name: 'Staff panel' });
    await panel.getByLabel('Staff PIN').fill('2468');
    await panel.getByRole('button', { name: 'Unlock' }).click();
    await panel.getByRole('textbox', { name: 'Your name' }).fill('Sam Staff');
    await expect(panel.getByRole('region', { name: 'Qualify Quinn Booth' })).toContainText('Waiting to sync');
    await qualify(page, 'Quinn Booth', {
      rating: 'Hot',
      notes: 'Wants a pilot, call Monday',
      interest: 'ATS integration',
    });
    await expect(panel.getByRole('table', { name: 'Leads waiting to sync' })).toContainText('Qualification (hot)');
    expect(await exportedLead(email)).toBeUndefined();

    await context.setOffline(false);
    await panel.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByTestId('sync-status')).toHaveText('All leads synced', { timeout: 20_000 });
    expect(await exportedLead(email)).toMatchObject({
      rating: 'hot',
      notes: 'Wants a pilot, call Monday',
      interests: ['ATS integration'],
      capturedBy: 'Sam Staff',
      marketingConsent: true,
    });

    // Already sent: a second look changes the rating; the update travels the same way.
    await expect(panel.getByRole('region', { name: 'Qualify Quinn Booth' })).toContainText('Sent');
    await qualify(page, 'Quinn Booth', { rating: 'Cold', notes: 'Budget next year' });
    await expect(page.getByTestId('sync-status')).toHaveText('All leads synced', { timeout: 20_000 });
    await expect.poll(async () => (await exportedLead(email))?.rating).toBe('cold');
    const csv = await exported('csv');
    expect(csv).toContain(
      `${email},Quinn,Booth,,,Conference,E2E Expo,cold,Budget next year,ATS integration,Sam Staff,yes,`,
    );
  });
}
