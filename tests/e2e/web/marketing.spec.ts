import type { Page } from '@playwright/test';
import { pricingPlans, annualSavingPercent } from '../../../src/content/pricing.ts';
import { siteConfig } from '../../../src/content/site.ts';
import { PRIVACY_REFERENCE_PATTERN, type PrivacyRequestDto } from '../../../src/shared/privacy-request.ts';
import { apiUrl, expect, test } from '../../support/fixtures.ts';

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const perJobPlans = pricingPlans.filter((plan) => !plan.hasAnnualPricing);
const annualPlans = pricingPlans.filter((plan) => plan.hasAnnualPricing);

test.describe('pricing', () => {
  test('Monthly shows every plan; Annual keeps Team Pro and Enterprise with the saving badge', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/pricing');
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const annual = page.getByRole('radio', { name: 'Annual' });
    const badge = page.getByText(`Save ${annualSavingPercent}%`, { exact: true });
    await expect(monthly).toBeChecked();
    await expect(badge).toHaveCount(0);
    // Each plan's button goes to its checkout link from the site config; Enterprise to the booking page.
    for (const plan of pricingPlans) {
      const card = planCard(page, plan.name);
      await expect(card, plan.name).toContainText(plan.price);
      await expect(card.getByRole('link', { name: plan.cta })).toHaveAttribute('href', plan.ctaUrl);
    }
    await expect(planCard(page, 'Enterprise').getByRole('link')).toHaveAttribute('href', siteConfig.bookingUrl);

    await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Annual').click();
    await expect(annual).toBeChecked();
    await expect(badge).toBeVisible();
    for (const plan of perJobPlans) await expect(planCard(page, plan.name)).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(annualPlans.length);
    const teamPro = planCard(page, 'Team Pro');
    await expect(teamPro).toContainText('$639/ month');
    await expect(teamPro).toContainText('billed annually');
    await expect(teamPro.getByRole('link', { name: /Choose Team Pro/ })).toHaveAttribute(
      'href',
      siteConfig.checkout.teamProAnnual,
    );
    await expect(planCard(page, 'Enterprise').getByRole('link')).toHaveAttribute('href', siteConfig.bookingUrl);

    // The 'Monthly' link under the annual plans switches back.
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(monthly).toBeChecked();
    await expect(badge).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(pricingPlans.length);
    await expect(teamPro.getByRole('link', { name: /Choose Team Pro/ })).toHaveAttribute(
      'href',
      siteConfig.checkout.teamProMonthly,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the billing toggle works from the keyboard', async ({ page }) => {
    await page.goto('/pricing');
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    await monthly.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await expect(page.getByText(`Save ${annualSavingPercent}%`, { exact: true })).toBeVisible();
    await expect(planCard(page, perJobPlans[0]!.name)).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expect(planCard(page, perJobPlans[0]!.name)).toBeVisible();
  });
});

test.describe('demo video modal', () => {
  test('opens with Enter, plays the shipped recording with captions, keeps focus inside, gives focus back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Hiring Manager Experience' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Hiring Manager Experience' });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('aria-label', 'Hiring Manager Experience');
    // The file and its captions come from the site itself and play.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(0);
    const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    await expect.poll(focusInDialog).toBe(true);
    for (let n = 0; n < 4; n++) {
      await page.keyboard.press(n % 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusInDialog(), `after ${n + 1} tab presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('privacy request', () => {
  async function storedRequests(): Promise<PrivacyRequestDto[]> {
    const res = await fetch(`${apiUrl()}/api/admin/privacy-requests`, {
      headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as PrivacyRequestDto[];
  }

  test('shows inline errors for bad input, then stores the request and shows its reference', async ({
    page,
    consoleErrors,
  }) => {
    const tag = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const email = `privacy-${tag}@example.com`;
    const fullName = `Pat Privacy ${tag}`;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/privacy-request');
    const nameBox = page.getByRole('textbox', { name: /Full Name/ });
    const emailBox = page.getByRole('textbox', { name: /^Email/ });
    const typeSelect = page.getByRole('combobox', { name: /Request Type/ });
    await page.getByRole('button', { name: 'Submit' }).click();
    // Each error is shown next to its field and announced with it.
    await expect(nameBox).toHaveAccessibleDescription('Full name is required');
    await expect(nameBox).toHaveAttribute('aria-invalid', 'true');
    await expect(emailBox).toHaveAccessibleDescription('Enter a valid email');
    await expect(typeSelect).toHaveAccessibleDescription('Choose a request type');

    await nameBox.fill(fullName);
    await expect(nameBox).not.toHaveAttribute('aria-invalid', 'true');
    await emailBox.fill('pat@invalid');
    await emailBox.blur();
    await expect(emailBox).toHaveAccessibleDescription('Enter a valid email');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(posts).toEqual([]);
    expect((await storedRequests()).filter((r) => r.fullName === fullName)).toEqual([]);

    await emailBox.fill(email);
    await typeSelect.selectOption('Deletion');
    await page.getByRole('textbox', { name: /Details/ }).fill('I applied for the night shift in May.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const reference = page.getByTestId('privacy-reference');
    await expect(reference).toHaveText(PRIVACY_REFERENCE_PATTERN);
    await expect(page.getByRole('status')).toContainText('Request received');
    await expect(nameBox).toHaveValue('');

    const stored = (await storedRequests()).filter((request) => request.email === email);
    expect(stored).toEqual([
      expect.objectContaining({
        reference: await reference.textContent(),
        fullName,
        requestType: 'Deletion',
        details: 'I applied for the night shift in May.',
        status: 'received',
      }),
    ]);
    expect(consoleErrors).toEqual([]);
  });
});
