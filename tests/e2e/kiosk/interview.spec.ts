import type { Page } from '@playwright/test';
import { apiUrl, expect, test } from '../../support/fixtures.ts';
import { findExported } from '../../support/interview.ts';

const FULL =
  'At the last trade fair I ran our stand alone for two days. I set up the demo, handled 120 visitors and booked 14 follow-up calls, twice our target.';

test.describe('kiosk interview', () => {
  test('apply at the booth, interview on the screen, hand off to the phone by QR, reload, finish', async ({ page }) => {
    const created = await boothJob(page);
    await page.goto(`/#/jobs/booth-interview-${created}/apply`);
    await page.getByLabel('Resume text').fill('ROBIN BOOTH\nBerlin\n\nEXPERIENCE\n* Trade fairs');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your details' });
    const email = `robin.${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const link = (await page.getByRole('link', { name: 'Continue on your phone' }).getAttribute('href'))!;
    await page.getByRole('link', { name: 'Start your Interview with ISA Now' }).click();

    await expect(page).toHaveURL(/#\/interview\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByText('Hi Robin,')).toBeVisible();
    await page.getByRole('checkbox', { name: /I have read the candidate notice/ }).check();
    await page.getByRole('button', { name: 'Start the interview' }).click();
    await expect(page.getByText('Question 1 of 2')).toBeVisible();

    // The QR hand-off: the personal link, to carry on from the candidate's own phone.
    await page.getByRole('button', { name: 'Continue on your phone' }).click();
    await expect(page.getByRole('img', { name: `QR code for ${link}` })).toBeVisible();
    await page.getByRole('button', { name: 'Close dialog' }).click();

    const answer = page.getByRole('textbox', { name: 'Your answer' });
    await answer.fill(FULL);
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText('Question 2 of 2')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Question 2 of 2')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Interview conversation' })).toContainText(FULL);
    await answer.fill(FULL);
    await answer.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    const exported = await findExported(page.request, email);
    expect(exported.interview.status).toBe('completed');
    expect(exported.interview.transcript.filter((t) => t.role === 'candidate').map((t) => t.text)).toEqual([
      FULL,
      FULL,
    ]);
  });
});

/** A job with two interview questions, created through the admin API; answers its id. */
async function boothJob(page: Page): Promise<string> {
  const res = await page.request.post(`${apiUrl()}/api/admin/jobs`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    data: {
      name: 'Kiosk interview',
      publicName: 'Booth Interview',
      interviewQuestions: [
        { text: 'Tell me about a busy day at an event.', competency: 'Composure' },
        { text: 'How do you start a conversation with a stranger?', competency: 'Communication' },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
