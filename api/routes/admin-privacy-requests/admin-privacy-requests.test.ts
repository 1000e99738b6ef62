import { expect, it } from 'vitest';
import type { PrivacyRequestDto } from '../../../src/shared/privacy-request.ts';
import { buildPrivacyRequest } from '../../test/factories.ts';
import { describeWithServer } from '../../test/harness.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

const submit = (body: object) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describeWithServer(
  'GET /api/admin/privacy-requests',
  (server) => {
    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

    it('needs the operator token', async () => {
      expect((await server.fetch('/api/admin/privacy-requests')).status).toBe(401);
      const wrong = await server.fetch('/api/admin/privacy-requests', {
        headers: { Authorization: 'Bearer wrong-token-123456' },
      });
      expect(wrong.status).toBe(401);
    });

    it('lists every stored request, oldest first, as submitted', async () => {
      const empty = await server.fetch('/api/admin/privacy-requests', { headers: auth });
      expect(empty.status).toBe(200);
      expect(await empty.json()).toEqual([]);

      const receipts = [
        await buildPrivacyRequest(server.database.db, {
          fullName: ' Ada Lovelace ',
          email: 'ada@example.com',
          details: 'All of it.',
        }),
        await buildPrivacyRequest(server.database.db, {
          fullName: 'Alan Turing',
          email: 'alan@example.com',
          requestType: 'Deletion',
        }),
      ];
      // Refused input is not stored.
      const refused = await server.fetch(
        '/api/privacy-requests',
        submit({ fullName: 'X', email: 'nope', requestType: 'Access' }),
      );
      expect(refused.status).toBe(400);

      const res = await server.fetch('/api/admin/privacy-requests', { headers: auth });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const list = (await res.json()) as PrivacyRequestDto[];
      expect(list).toEqual([
        {
          reference: receipts[0]!.reference,
          fullName: 'Ada Lovelace',
          email: 'ada@example.com',
          requestType: 'Access',
          details: 'All of it.',
          status: 'received',
          createdAt: receipts[0]!.createdAt,
        },
        {
          reference: receipts[1]!.reference,
          fullName: 'Alan Turing',
          email: 'alan@example.com',
          requestType: 'Deletion',
          details: '',
          status: 'received',
          createdAt: receipts[1]!.createdAt,
        },
      ]);
    });
  },
  { ADMIN_TOKEN },
);

describeWithServer('GET /api/admin/privacy-requests without ADMIN_TOKEN', (server) => {
  it('does not exist', async () => {
    expect((await server.fetch('/api/admin/privacy-requests')).status).toBe(404);
  });
});
