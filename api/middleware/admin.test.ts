import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { describeWithServer, startTestServer, type TestServer } from '../test/harness.ts';
import { ADMIN_AUTH_FAILURES } from './admin.ts';

const TOKEN = 'test-admin-token-0123456789';
const KIOSK_TOKEN = 'test-kiosk-token-0123456789';
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const ALLOWED = ADMIN_AUTH_FAILURES.points;

/** An operator request from the client at `ip` (the test servers trust one proxy hop). */
const asClient = (server: TestServer, ip: string, token: string | null, path = '/api/admin/leads') =>
  server.fetch(path, {
    headers: { 'X-Forwarded-For': ip, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
  });

describeWithServer(
  'failed operator authentications',
  (server) => {
    it(`allows ${ALLOWED} failures per client, then answers 429 with Retry-After even to the right token`, async () => {
      const ip = '198.51.100.10';
      expect((await asClient(server, ip, TOKEN)).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < ALLOWED; i++) {
        const guess = i % 3 === 0 ? null : `wrong-token-${i}-padding-padding`;
        // Every operator endpoint draws from the same budget.
        const path = ['/api/admin/leads', '/api/admin/jobs', '/api/admin/privacy-requests'][i % 3]!;
        statuses.push((await asClient(server, ip, guess, path)).status);
      }
      expect(statuses).toEqual(Array(ALLOWED).fill(401));

      const blocked = await asClient(server, ip, TOKEN);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toMatchObject({ code: 'rate_limited' });
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(ADMIN_AUTH_FAILURES.windowSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(ADMIN_AUTH_FAILURES.windowSeconds);
      expect((await asClient(server, ip, 'another-wrong-guess-000000')).status).toBe(429);
    });

    it('keeps each client’s budget apart, and successful requests cost nothing', async () => {
      const ip = '198.51.100.11';
      for (let i = 0; i < ALLOWED * 2; i++) expect((await asClient(server, ip, TOKEN)).status).toBe(200);
      for (let i = 0; i < ALLOWED - 1; i++)
        expect((await asClient(server, ip, 'wrong-token-padding-0')).status).toBe(401);
      expect((await asClient(server, ip, TOKEN)).status).toBe(200);
      expect((await asClient(server, '198.51.100.12', TOKEN)).status).toBe(200);
    });

    it('counts wrong kiosk tokens (PATCH /api/leads) in the same budget', async () => {
      const ip = '198.51.100.13';
      const qualify = (token: string) =>
        server.fetch('/api/leads', {
          method: 'PATCH',
          headers: { 'X-Forwarded-For': ip, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ email: 'nobody@example.com', rating: 'hot' }),
        });
      // The right kiosk token passes the guard (the lead is unknown: 404 from the service).
      expect((await qualify(KIOSK_TOKEN)).status).toBe(404);
      for (let i = 0; i < ALLOWED - 1; i++)
        expect((await asClient(server, ip, `wrong-${i}-padding-00000`)).status).toBe(401);
      expect((await qualify('wrong-kiosk-token-000000')).status).toBe(401);
      expect((await qualify(KIOSK_TOKEN)).status).toBe(429);
      expect((await asClient(server, ip, TOKEN)).status).toBe(429);
    });
  },
  { ADMIN_TOKEN: TOKEN, KIOSK_TOKEN, TRUST_PROXY: 'true' },
);

describe.runIf(REDIS_URL)('failed operator authentications with REDIS_URL', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('shares one failure budget between API instances', async () => {
    const env = {
      ADMIN_TOKEN: TOKEN,
      TRUST_PROXY: 'true',
      REDIS_URL,
      REDIS_KEY_PREFIX: `isa-test-${randomBytes(6).toString('hex')}:`,
    };
    const [a, b] = [await startTestServer('pglite', env), await startTestServer('pglite', env)];
    servers.push(a, b);
    const ip = '203.0.113.40';
    for (let i = 0; i < ALLOWED; i++)
      expect((await asClient(i % 2 ? a : b, ip, `wrong-${i}-000000000000`)).status).toBe(401);
    expect((await asClient(a, ip, TOKEN)).status).toBe(429);
    expect((await asClient(b, ip, TOKEN)).status).toBe(429);
  });

  it('falls back to a per-process budget while Redis is unreachable', async () => {
    const env = { ADMIN_TOKEN: TOKEN, TRUST_PROXY: 'true', REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'x:' };
    const server = await startTestServer('pglite', env);
    servers.push(server);
    const ip = '203.0.113.41';
    for (let i = 0; i < ALLOWED; i++) expect((await asClient(server, ip, `wrong-${i}-000000000000`)).status).toBe(401);
    expect((await asClient(server, ip, TOKEN)).status).toBe(429);
  });
});
