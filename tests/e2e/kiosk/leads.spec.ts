import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiUrl, expect, test } from '../../support/fixtures.ts';

interface Lead {
  email: string;
  firstName: string;
  source: string;
  event: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Leads in the database whose e-mail contains `tag`, read through the operators' endpoint. */
async function leadsTagged(tag: string): Promise<Lead[]> {
  const res = await fetch(`${apiUrl()}/api/admin/leads`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Lead[]).filter((lead) => lead.email.includes(tag));
}

async function submitLead(page: Page, firstName: string, email: string) {
  await page.getByRole('textbox', { name: /First Name/ }).fill(firstName);
  await page.getByRole('textbox', { name: /Last Name/ }).fill('Visitor');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: "You're all set" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

const syncStatus = (page: Page) => page.getByTestId('sync-status');

test.describe('kiosk lead capture', () => {
  test('five leads captured offline survive closing the app and sync exactly once as Conference leads', async ({
    page,
    context,
  }) => {
    const tag = `offline-${Date.now()}`;
    await page.goto('/#/hire-isa');
    await expect(page.getByRole('heading', { level: 1, name: 'Hire ISA' })).toBeVisible();
    await expect(syncStatus(page)).toHaveText('All leads synced');

    await context.setOffline(true);
    for (let n = 1; n <= 5; n++) await submitLead(page, `Booth${n}`, `visitor${n}-${tag}@example.com`);
    await expect(syncStatus(page)).toContainText('5 leads waiting to sync');
    expect(await leadsTagged(tag)).toHaveLength(0);

    // Staff see the queue behind the PIN and can export it.
    await page.getByRole('button', { name: 'Staff' }).click();
    const panel = page.getByRole('dialog', { name: 'Staff panel' });
    await panel.getByLabel('Staff PIN').fill('1111');
    await panel.getByRole('button', { name: 'Unlock' }).click();
    await expect(panel.getByText('Wrong PIN.')).toBeVisible();
    await panel.getByLabel('Staff PIN').fill('2468');
    await panel.getByRole('button', { name: 'Unlock' }).click();
    await expect(panel.getByRole('table', { name: 'Leads waiting to sync' }).getByRole('row')).toHaveCount(6);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export unsynced leads' }).click(),
    ]);
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toMatch(/^Email,First name,Last name/);
    expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(
      [1, 2, 3, 4, 5].map((n) => `visitor${n}-${tag}@example.com`),
    );

    await page.close();
    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.goto('/');
    await expect(syncStatus(reopened)).toHaveText('All leads synced', { timeout: 20_000 });

    const leads = await leadsTagged(tag);
    expect(leads).toHaveLength(5);
    expect(leads.every((lead) => lead.source === 'Conference' && lead.event === 'E2E Expo')).toBe(true);
    expect(leads.map((lead) => lead.firstName).sort()).toEqual(['Booth1', 'Booth2', 'Booth3', 'Booth4', 'Booth5']);
  });

  test('a lost answer (stored by the API, never received) is resent without a duplicate', async ({ page }) => {
    const email = `lost-${Date.now()}@example.com`;
    let lost = 0;
    await page.route('**/api/leads', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
      lost += 1;
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      await route.abort('connectionreset');
    });
    await page.goto('/#/hire-isa');
    await submitLead(page, 'Lost', email);

    await expect.poll(() => leadsTagged(email).then((l) => l.length)).toBe(1);
    await expect(syncStatus(page)).toHaveText('All leads synced', { timeout: 20_000 });
    expect(lost).toBe(1);
    const [lead] = await leadsTagged(email);
    // The resend was answered from the idempotency record: the lead was not even updated.
    expect(lead!.updatedAt).toBe(lead!.createdAt);
  });
});

test.describe('kiosk privacy and outside links', () => {
  test('an idle kiosk asks "Still there?", then clears a half-filled form and returns to the start', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/#/hire-isa');
    const firstName = page.getByRole('textbox', { name: /First Name/ });
    await firstName.fill('Half');
    await page.getByRole('textbox', { name: /^Email/ }).fill('half@exam');

    await page.clock.fastForward('01:31');
    const prompt = page.getByRole('dialog', { name: 'Still there?' });
    await expect(prompt).toBeVisible();
    await page.clock.fastForward('00:21');
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/#\/$/);

    await page.goto('/#/hire-isa');
    await expect(page.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
  });

  test('the idle reset also ends a chat conversation', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with ISA' }).click();
    const chat = page.getByRole('dialog', { name: 'ISA Sales Agent' });
    await chat.getByRole('textbox', { name: 'Your question' }).fill('How much is Team Pro?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('How much is Team Pro?')).toBeVisible();

    await page.clock.fastForward('01:31');
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
    await page.clock.fastForward('00:21');
    await expect(chat).toBeHidden();
    await page.getByRole('button', { name: 'Chat with ISA' }).click();
    await expect(page.getByRole('dialog', { name: 'ISA Sales Agent' })).toBeVisible();
    await expect(page.getByText('How much is Team Pro?')).toHaveCount(0);
  });

  test('an untouched start screen and a freshly reset one never ask "Still there?"', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward('05:00');
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toHaveCount(0);

    await page.mouse.click(5, 300);
    await page.clock.fastForward('01:31');
    await page.clock.fastForward('00:21');
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toHaveCount(0);
    await page.clock.fastForward('05:00');
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toHaveCount(0);
  });

  test('answering "Still there?" keeps the visitor where they were', async ({ page }) => {
    await page.clock.install();
    await page.goto('/#/hire-isa');
    await page.getByRole('textbox', { name: /First Name/ }).fill('Still');
    await page.clock.fastForward('01:31');
    await page.getByRole('button', { name: "I'm still here" }).click();
    await page.clock.fastForward('00:25');
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeHidden();
    await expect(page.getByRole('textbox', { name: /First Name/ })).toHaveValue('Still');
  });

  test('links to other sites open a QR code dialog instead of a new tab', async ({ page, context }) => {
    const opened: string[] = [];
    context.on('page', (p) => opened.push(p.url()));
    await page.goto('/');
    const demo = page.getByRole('banner').getByRole('link', { name: 'Demo ISA' });
    const bookingUrl = (await demo.getAttribute('href'))!;
    expect(bookingUrl).toMatch(/^https:\/\//);
    await demo.click();
    const dialog = page.getByRole('dialog', { name: 'Continue on your phone' });
    await expect(dialog.getByRole('img', { name: `QR code for ${bookingUrl}` })).toBeVisible();
    await expect(dialog.getByTestId('qr-url')).toHaveText(bookingUrl.replace(/^https:\/\//, ''));
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' });
    const getStartedUrl = (await getStarted.getAttribute('href'))!;
    await getStarted.click();
    await expect(page.getByRole('img', { name: `QR code for ${getStartedUrl}` })).toBeVisible();
    expect(opened).toEqual([]);
    expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });
});
