import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/fixtures.ts';

const GREETING =
  "Hello! I'm ISA, your AI hiring assistant. To help you best, could you tell me a little about your hiring goals today?";

test.describe('sales chat', () => {
  test('opens on demand, greets, answers a price question with a table and keeps the conversation', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The chat window and its markdown renderer are not part of the first page load.
    expect(scripts.filter((url) => /ChatWindow/.test(url))).toEqual([]);

    const launcher = page.getByRole('button', { name: 'Chat with ISA' });
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'ISA Sales Agent' });
    const log = chat.getByRole('log');
    await expect(log).toContainText(GREETING);
    const input = chat.getByRole('textbox', { name: 'Your question' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Ask about features or price...');

    await input.fill('   ');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(log.locator('[data-sender="user"]')).toHaveCount(0);

    await input.fill('Can you compare your plans?');
    await input.press('Enter');
    await expect(log.locator('[data-sender="user"]')).toHaveText('You said:Can you compare your plans?');
    const table = log.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /Price/ })).toContainText('199 per job');
    await expect(table.getByRole('row', { name: /Price/ })).toContainText('499 per job');
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();

    // The open window, with a table in it, has no serious accessibility problems.
    const axe = await new AxeBuilder({ page }).include('#isa-chat-window').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    await input.fill('and the cheaper one?');
    await input.press('Enter');
    await expect(log.locator('[data-sender="ai"]').last()).toContainText('Recruiter Assistant');

    // The conversation survives navigation between pages.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(chat.getByRole('log')).toContainText('and the cheaper one?');
    await expect(chat.getByRole('table')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('shows Thinking... while waiting and the connection message when the API is down', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.abort('connectionrefused');
    });
    await page.goto('/products');
    await page.getByRole('button', { name: 'Chat with ISA' }).click();
    const chat = page.getByRole('dialog', { name: 'ISA Sales Agent' });
    const input = chat.getByRole('textbox', { name: 'Your question' });
    await input.fill('How much is Business Pro?');
    await chat.getByRole('button', { name: 'Send' }).click();

    await expect(chat.getByText('Thinking...')).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    release();

    await expect(chat.getByRole('log')).toContainText("Sorry, I'm having trouble connecting right now.");
    await expect(chat.getByText('Thinking...')).toBeHidden();
    await expect(input).toBeEnabled();
  });

  test('the API refuses a blank question and answers from its own knowledge base', async ({ request }) => {
    const blank = await request.post('/api/chat', { data: { user_question: '  ', history: [] } });
    expect(blank.status()).toBe(400);
    const answer = await request.post('/api/chat', {
      data: {
        user_question: 'How much is the LinkedIn add-on?',
        history: [],
        knowledgeBase: { pricing: { addOns: [{ name: 'Post job on LinkedIn', price: 1 }] } },
      },
    });
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { reply: string }).reply).toContain('275');
  });
});
