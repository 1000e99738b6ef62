import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { COLOR_SCHEME_KEY } from '../../../src/core/app/theme.ts';
import { apiUrl, expect, test } from '../../support/fixtures.ts';
import { findExported } from '../../support/interview.ts';

const QUESTIONS = [
  { text: 'Tell me about a customer you helped recently.', competency: 'Customer focus' },
  { text: 'How do you plan a busy week?', competency: 'Planning' },
  { text: 'What would you improve in your current team?', competency: 'Initiative' },
];
const FULL =
  'Last month I led the switch to a new booking system at my store. I trained six colleagues, wrote a one-page guide, and we cut waiting times from 20 to 8 minutes within two weeks.';

/** A job with its own interview questions; answers the path of its apply page. */
async function jobWithQuestions(request: APIRequestContext, publicName: string): Promise<string> {
  const res = await request.post(`${apiUrl()}/api/admin/jobs`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    data: { name: 'E2E interview', publicName, interviewQuestions: QUESTIONS },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return `/jobs/interview-test-${id}/apply`;
}

/** Applies with pasted text and answers the interview link the page shows. */
async function applyAndGetLink(page: Page, applyPath: string, email: string): Promise<string> {
  await page.goto(applyPath);
  await page.getByLabel('Resume text').fill(`SAM RIVERA\n${email}\n\nEXPERIENCE\n* Store supervisor`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your details' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const start = page.getByRole('link', { name: 'Start your Interview with ISA Now' });
  return (await start.getAttribute('href'))!;
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('interview on a phone', () => {
  test('apply, start, answer with a follow-up, reload half-way, another device, finish', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    const email = `sam.${Date.now()}@example.com`;
    const link = await applyAndGetLink(page, await jobWithQuestions(request, 'Store Supervisor'), email);
    expect(link).toMatch(/\/interview\/[A-Za-z0-9_-]{32}$/);
    await page.goto(new URL(link).pathname);

    // Introduction: the job, the length, pause and continue, the notice, consent before Start.
    await expect(page.getByText('Hi Sam,')).toBeVisible();
    await expect(page.getByText('thank you for applying to Store Supervisor')).toBeVisible();
    await expect(page.getByText('It takes about 15 minutes.')).toBeVisible();
    await expect(page.getByText(/continue later from this same link/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'candidate notice', exact: true })).toHaveAttribute(
      'href',
      '/legal/candidate-notice',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const startButton = page.getByRole('button', { name: 'Start the interview' });
    await expect(startButton).toBeDisabled();
    await page.getByRole('checkbox', { name: /I have read the candidate notice/ }).tap();
    await startButton.tap();

    const conversation = page.getByRole('list', { name: 'Interview conversation' });
    await expect(page.getByText('Question 1 of 3')).toBeVisible();
    await expect(conversation.getByRole('listitem')).toHaveText([`ISA:${QUESTIONS[0]!.text}`]);
    await expect(page.getByRole('status').filter({ hasText: QUESTIONS[0]!.text })).toBeAttached();

    // Keyboard: Enter sends; a very short answer earns one follow-up.
    const answer = page.getByRole('textbox', { name: 'Your answer' });
    await expect(answer).toBeFocused();
    await answer.fill('I helped a lady.');
    await answer.press('Enter');
    await expect(conversation.getByRole('listitem').nth(2)).toContainText('Could you tell me a bit more?');
    await expect(page.getByText('Question 1 of 3')).toBeVisible();
    // Shift+Enter is a new line, not a send.
    await answer.fill('She needed a refund');
    await answer.press('Shift+Enter');
    await answer.pressSequentially('and I sorted it.');
    await expect(answer).toHaveValue('She needed a refund\nand I sorted it.');
    await page.getByRole('button', { name: 'Send answer' }).tap();
    await expect(page.getByText('Question 2 of 3')).toBeVisible();
    await expect(conversation.getByRole('listitem')).toHaveCount(5);

    // Half-way: a reload continues where the candidate stopped, with the earlier turns shown.
    await page.reload();
    await expect(page.getByText('Question 2 of 3')).toBeVisible();
    await expect(conversation.getByRole('listitem')).toHaveCount(5);
    await expect(conversation).toContainText('She needed a refund\nand I sorted it.');
    await answer.fill(FULL);
    await page.getByRole('button', { name: 'Send answer' }).tap();
    await expect(page.getByText('Question 3 of 3')).toBeVisible();

    // Another device continues from the same link.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await phone.goto(`${apiUrl()}${new URL(link).pathname}`);
    await expect(phone.getByText('Question 3 of 3')).toBeVisible();
    await expect(phone.getByRole('list', { name: 'Interview conversation' }).getByRole('listitem')).toHaveCount(7);
    await phone.getByRole('textbox', { name: 'Your answer' }).fill(FULL);
    await phone.getByRole('button', { name: 'Send answer' }).click();
    await expect(phone.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(phone.getByText('What happens next')).toBeVisible();
    await other.close();

    // The first device, still on question 3, learns it was answered elsewhere.
    await answer.fill(FULL);
    await page.getByRole('button', { name: 'Send answer' }).tap();
    await expect(page.getByText('already answered, perhaps on another device')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0);
    expect(consoleErrors.filter((e) => !/409/.test(e))).toEqual([]);

    // The hiring team finds the whole transcript in the applications export.
    const exported = await findExported(request, email);
    expect(exported.interview.status).toBe('completed');
    expect(exported.interview.transcript.map((t) => t.role)).toEqual([
      'isa',
      'candidate',
      'isa',
      'candidate',
      'isa',
      'candidate',
      'isa',
      'candidate',
    ]);
    expect(exported.interview.transcript[3]!.text).toBe('She needed a refund\nand I sorted it.');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`introduction, chat and thank-you pass axe (WCAG 2.2 AA) in the ${theme} theme`, async ({ page, request }) => {
      await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: COLOR_SCHEME_KEY,
        value: theme,
      });
      const applyPath = await jobWithQuestions(request, `Axe ${theme}`);
      const jobId = applyPath.split('-').pop()!.replace('/apply', '');
      const fields = {
        jobId,
        resumeText: 'Axe Tester',
        contactFirstName: 'Axe',
        contactLastName: 'Tester',
        contactEmail: `axe.${theme}.${Date.now()}@example.com`,
      };
      const applied = await request.post(`${apiUrl()}/api/applications`, { multipart: fields });
      expect(applied.status()).toBe(201);
      const { isaLink } = (await applied.json()) as { isaLink: string };
      const serious = async () =>
        (
          await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
        ).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

      await page.goto(new URL(isaLink).pathname);
      await expect(page.getByText('Hi Axe,')).toBeVisible();
      expect(await serious()).toEqual([]);
      await page.getByRole('checkbox', { name: /I have read the candidate notice/ }).check();
      await page.getByRole('button', { name: 'Start the interview' }).click();
      const answer = page.getByRole('textbox', { name: 'Your answer' });
      await answer.fill('Short.');
      await answer.press('Enter');
      await expect(page.getByRole('list', { name: 'Interview conversation' })).toContainText(
        'Could you tell me a bit more?',
      );
      expect(await serious()).toEqual([]);
      // The follow-up's answer, then questions 2 and 3.
      for (const next of ['Question 2 of 3', 'Question 3 of 3', null]) {
        await answer.fill(FULL);
        await answer.press('Enter');
        if (next) await expect(page.getByText(next)).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      expect(await serious()).toEqual([]);
    });
  }

  test('a link that does not exist or is malformed says so', async ({ page }) => {
    await page.goto(`/interview/${'Z'.repeat(32)}`);
    await expect(page.getByRole('alert')).toContainText('We could not find this interview');
    await page.goto('/interview/nope');
    await expect(page.getByRole('alert')).toContainText('This interview link is not valid');
  });
});
