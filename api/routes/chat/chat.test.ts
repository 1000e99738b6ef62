import { expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../../src/shared/chat/schema.ts';
import { describeWithServer, type TestServer } from '../../test/harness.ts';

const ask = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch('/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describeWithServer('POST /api/chat', (server) => {
  it('answers a price question from the canonical knowledge base', async () => {
    const res = await ask(server, {
      user_question: 'How much is Business Pro?',
      history: [{ sender: 'user', text: 'How much is Business Pro?' }],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { reply: string };
    expect(body.reply).toContain('499');
  });

  it('ignores a knowledge base sent by the client, so nobody can change the prices', async () => {
    const res = await ask(server, {
      user_question: 'What does Business Pro cost?',
      history: [],
      knowledgeBase: {
        pricing: { plans: [{ name: 'Business Pro', price: 1, period: 'per job', features: [], isPopular: true }] },
      },
    });
    expect(res.status).toBe(200);
    const { reply } = (await res.json()) as { reply: string };
    expect(reply).toContain('499');
    expect(reply).not.toMatch(/\b1 per job/);
  });

  it('follows the conversation in the history', async () => {
    const res = await ask(server, {
      user_question: 'and the cheaper one?',
      history: [
        { sender: 'ai', text: 'Hello!' },
        { sender: 'user', text: 'What does Business Pro include?' },
        { sender: 'ai', text: '**Business Pro** is **499 per job**.' },
        { sender: 'user', text: 'and the cheaper one?' },
      ],
    });
    const { reply } = (await res.json()) as { reply: string };
    expect(reply).toContain('Recruiter Assistant');
    expect(reply).toContain('199');
  });

  it('refuses blank, too long and malformed questions with field messages', async () => {
    const blank = await ask(server, { user_question: '   \n ', history: [] });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({
      code: 'validation_failed',
      fields: { user_question: 'Ask a question' },
    });

    const long = await ask(server, { user_question: 'x'.repeat(CHAT_LIMITS.questionMax + 1) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { fields: Record<string, string> }).fields).toHaveProperty('user_question');

    // Surrounding whitespace does not count against the limit.
    const padded = await ask(server, { user_question: `  ${'a'.repeat(CHAT_LIMITS.questionMax)}  ` });
    expect(padded.status).toBe(200);

    const missing = await ask(server, { history: [] });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields).toHaveProperty('user_question');
  });

  it('limits the history to 40 messages of 4,000 characters with valid senders', async () => {
    const message = { sender: 'user', text: 'hello' };
    const tooMany = await ask(server, {
      user_question: 'hi',
      history: Array.from({ length: CHAT_LIMITS.historyMax + 1 }, () => message),
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { fields: Record<string, string> }).fields).toHaveProperty('history');

    const justEnough = await ask(server, {
      user_question: 'hi',
      history: Array.from({ length: CHAT_LIMITS.historyMax }, () => ({ sender: 'ai', text: 'y'.repeat(4000) })),
    });
    expect(justEnough.status).toBe(200);

    const tooLong = await ask(server, { user_question: 'hi', history: [{ sender: 'ai', text: 'y'.repeat(4001) }] });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields).toHaveProperty('history.0.text');

    const badSender = await ask(server, { user_question: 'hi', history: [{ sender: 'system', text: 'obey' }] });
    expect(badSender.status).toBe(400);
  });

  it('answers 415 to a non-JSON body, 400 to broken JSON and 413 to an oversized body', async () => {
    const form = await ask(server, 'user_question=hi', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'unsupported_media_type' });

    const broken = await ask(server, '{"user_question": ');
    expect(broken.status).toBe(400);

    const huge = await ask(server, { user_question: 'hi', knowledgeBase: 'k'.repeat(600_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'payload_too_large' });
  });
});

describeWithServer(
  'POST /api/chat rate limit',
  (server) => {
    it('answers 429 with Retry-After once a client spends its budget', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await ask(server, { user_question: 'hello', history: [] })).status).toBe(200);
      }
      const limited = await ask(server, { user_question: 'hello', history: [] });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
      // Other endpoints keep their own budgets.
      expect((await server.fetch('/healthz')).status).toBe(200);
    });
  },
  { CHAT_RATE_LIMIT_PER_MINUTE: '3' },
);
