import { expect, it } from 'vitest';
import { PRIVACY_REFERENCE_PATTERN, type PrivacyRequestReceipt } from '../../../src/shared/privacy-request.ts';
import { privacyRequestsRepository } from '../../db/repositories/privacy-requests.ts';
import { describeWithServer } from '../../test/harness.ts';

const valid = {
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  requestType: 'Deletion',
  details: 'Applied in May.',
};
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describeWithServer('POST /api/privacy-requests', (server) => {
  it('stores the request and answers a reference number', async () => {
    const res = await server.fetch('/api/privacy-requests', post(valid));
    expect(res.status).toBe(201);
    const receipt = (await res.json()) as PrivacyRequestReceipt;
    expect(receipt.reference).toMatch(PRIVACY_REFERENCE_PATTERN);
    expect(receipt.requestType).toBe('Deletion');
    const row = await privacyRequestsRepository(server.database.db).find(receipt.reference);
    expect(row).toMatchObject({
      full_name: 'Grace Hopper',
      email: 'grace@example.com',
      request_type: 'Deletion',
      details: 'Applied in May.',
      status: 'received',
    });
  });

  it('refuses invalid input with 400 and the fields at fault, storing nothing', async () => {
    const res = await server.fetch(
      '/api/privacy-requests',
      post({ ...valid, email: 'not-an-email', requestType: 'All' }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual({ email: 'Enter a valid email', requestType: 'Choose a request type' });
    const count = await server.database.db
      .selectFrom('privacy_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'privacy-test-key-1' };
    const first = (await (
      await server.fetch('/api/privacy-requests', post(valid, headers))
    ).json()) as PrivacyRequestReceipt;
    const again = await server.fetch('/api/privacy-requests', post(valid, headers));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as PrivacyRequestReceipt).reference).toBe(first.reference);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await server.fetch('/api/privacy-requests', post({ ...valid, details: 'x'.repeat(40_000) }));
    expect(res.status).toBe(413);
  });

  it('rate-limits each client to 10 requests a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await server.fetch('/api/privacy-requests', post({ fullName: '', email: '', requestType: '' }));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
