import { sql } from 'kysely';
import type { Middleware } from 'koa';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database.ts';
import { createLogger } from './logger.ts';
import { redactPath, scrubText } from './log-privacy.ts';
import { createTestDatabase, testDrivers } from './test/harness.ts';
import { startMiniServer, type MiniServer } from './test/mini-app.ts';

/** A log destination that keeps every line written to it, parsed. */
function captureLog(): DestinationStream & { text(): string; lines(): Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  return {
    write: (chunk: string) => void chunks.push(chunk),
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const EMAIL = 'ada.lovelace@example.com';
const TOKEN = 'Zx9_kP2mQ7vR4tY8uW1eA5sD3fG6hJ0l';
const RESUME = 'ADA LOVELACE, Analytical Engine programmer since 1843';

/**
 * POST /api/test/explode?email=…: a real database error whose message quotes what the visitor sent (as
 * PostgreSQL does for a value of the wrong type), raised while the request carries a resume in its body.
 */
const explode =
  (database: Database): Middleware =>
  async (ctx, next) => {
    if (ctx.path !== '/api/test/explode') return next();
    await sql`select ${String(ctx.query.email)}::int as n`.execute(database.db);
  };

for (const driver of testDrivers) {
  describe(`logs hold no personal data [${driver}]`, () => {
    let database: Database;
    let server: MiniServer;
    const log = captureLog();

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      server = await startMiniServer(database, { LOG_LEVEL: 'info' }, [explode(database)], log);
    });
    afterAll(async () => {
      await server?.close();
      await database?.close();
    });

    it('a refused lead with a NUL byte logs one 400 line without the address or the body', async () => {
      const res = await server.fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Ada\u0000', lastName: 'Lovelace', email: EMAIL }),
      });
      expect(res.status).toBe(400);
      const line = log.lines().find((l) => l.path === '/api/leads');
      expect(line).toMatchObject({ method: 'POST', path: '/api/leads', status: 400 });
      expect(log.text()).not.toContain(EMAIL);
      expect(log.text()).not.toContain('Lovelace');
    });

    it('a database error that quotes the visitor’s input logs a scrubbed error with no body or query', async () => {
      const res = await server.fetch(`/api/test/explode?email=${encodeURIComponent(EMAIL)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ resumeText: RESUME, email: EMAIL }),
      });
      expect(res.status).toBe(500);
      expect(JSON.stringify(await res.json())).not.toContain(EMAIL);
      const error = log.lines().find((l) => l.msg === 'request failed')!;
      expect(error).toMatchObject({ level: 50, method: 'POST', path: '/api/test/explode' });
      const err = error.err as Record<string, unknown>;
      // The error is still useful: its type, code and the message with the address taken out.
      expect(err.message).toMatch(/invalid input syntax for type integer/);
      expect(err.message).toContain('[redacted]');
      expect(Object.keys(err).sort()).toEqual(expect.arrayContaining(['message', 'stack', 'type']));
      for (const key of Object.keys(err)) expect(['type', 'message', 'code', 'stack', 'cause']).toContain(key);
      const text = log.text();
      expect(text).not.toContain(EMAIL);
      expect(text).not.toContain('ada.lovelace');
      expect(text).not.toContain(RESUME);
      expect(text).not.toContain('email=');
    });

    it('query strings and interview tokens never reach the request lines', async () => {
      await server.fetch('/api/jobs?search=confidential-phrase&location=Austin');
      await server.fetch(`/api/interview/${TOKEN}`);
      await server.fetch(`/api/interview/${TOKEN}/answers/3`, { method: 'POST' });
      await server.fetch(`/interview/${TOKEN}`);
      await server.fetch(`/interview/${TOKEN}/done?step=2`);
      await server.fetch(`/api/nothing/${encodeURIComponent(EMAIL)}`);
      const text = log.text();
      expect(text).not.toContain('confidential-phrase');
      expect(text).not.toContain('Austin');
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain('step=2');
      expect(text).not.toContain('ada.lovelace');
      const paths = log.lines().map((l) => l.path);
      expect(paths).toEqual(
        expect.arrayContaining(['/api/jobs', '/api/interview/[redacted]', '/interview/[redacted]', '[redacted]']),
      );
    });
  });
}

describe('the logger itself', () => {
  it('scrubs whatever a caller passes: messages, nested fields, errors and what drivers attach to them', () => {
    const log = captureLog();
    const logger = createLogger({ logLevel: 'info' }, log);
    const failure = Object.assign(new Error(`duplicate key for ${EMAIL}`), {
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      parameters: [EMAIL, RESUME],
      query: 'insert into leads …',
    });
    logger.error({ err: failure, context: { who: EMAIL, at: `/interview/${TOKEN}` } }, `failed for ${EMAIL}`);
    logger.warn({ reason: new Error(`token ${TOKEN} at /api/interview/${TOKEN}`) }, 'wrapped');
    logger.info({ body: { resumeText: RESUME }, request: { email: EMAIL } }, 'request');
    const text = log.text();
    for (const secret of [EMAIL, RESUME, `/interview/${TOKEN}`, 'insert into leads']) {
      expect(text).not.toContain(secret);
    }
    const [first] = log.lines();
    expect(first).toMatchObject({ msg: 'failed for [redacted]', err: { type: 'Error', code: '23505' } });
    expect(first!.context).toEqual({ who: '[redacted]', at: '/interview/[redacted]' });
  });

  it('keeps the rest of a line readable', () => {
    expect(scrubText('GET /api/jobs?search=x took 3 ms')).toBe('GET /api/jobs took 3 ms');
    expect(scrubText('at /work/node_modules/@koa/router/lib/layer.js:12')).toBe(
      'at /work/node_modules/@koa/router/lib/layer.js:12',
    );
    expect(scrubText('mail ANA@Example.org, then josé@exámple.es')).toBe('mail [redacted] then [redacted]');
    expect(redactPath('/api/applications/preview')).toBe('/api/applications/preview');
    expect(redactPath(`/api/interview/${TOKEN}?x=1`)).toBe('/api/interview/[redacted]');
    expect(redactPath(`https://isa.example.com/interview/${TOKEN}`)).toBe(
      'https://isa.example.com/interview/[redacted]',
    );
  });

  it('cuts long texts and stays linear on inputs built to make a pattern backtrack', () => {
    for (const hostile of ['a'.repeat(100_000), 'a@'.repeat(50_000), `${'%4'.repeat(50_000)}`, '/'.repeat(100_000)]) {
      expect(scrubText(hostile).length).toBeLessThanOrEqual(2_001);
    }
  });
});
