import { afterAll, expect, it } from 'vitest';
import { deliveriesCommand } from '../../cli/deliveries.ts';
import type { DeliveryDto } from '../../services/outbox/deliveries.ts';
import { describeWithServer } from '../../test/harness.ts';
import { startWebhookReceiver, testWebhookSecret, waitFor } from '../../test/webhook-receiver.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
const SECRET = testWebhookSecret();
const receiver = await startWebhookReceiver(SECRET);
afterAll(() => receiver.close());

describeWithServer(
  'operators: deliveries',
  (server) => {
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const list = async (query = '') =>
      (await (await server.fetch(`/api/admin/deliveries${query}`, { headers: admin })).json()) as {
        counts: Record<string, number>;
        items: DeliveryDto[];
      };
    const lines: string[] = [];
    const cli = (...args: string[]) =>
      deliveriesCommand.run(args, { config: server.config, database: server.database, out: (l) => lines.push(l) });

    it('lists dead deliveries with their last error, and sends them again with the same id', async () => {
      receiver.received.length = 0;
      receiver.behave(() => ({ status: 500, body: 'receiver broken' }));
      const res = await server.fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Dee', lastName: 'Dead', email: 'dee@ops.example' }),
      });
      expect(res.status).toBe(201);
      const [dead] = await waitFor(async () => {
        const { items } = await list('?status=dead');
        return items.length > 0 && items;
      }, 10_000);
      expect(dead).toMatchObject({ type: 'lead.created', status: 'dead', lastStatus: 500, nextAttemptAt: null });
      expect(dead!.lastError).toBe('HTTP 500: receiver broken');
      expect(dead!.channel).toBe(`webhook:${receiver.url}/`);
      expect((await list()).counts).toMatchObject({ dead: 1, delivered: 0 });

      expect(await cli('list', '--dead')).toBe(0);
      expect(lines[0]).toMatch(/^pending \d+, delivered 0, dead 1, not yet handed out \d+$/);
      expect(lines[1]).toContain(`${dead!.id}  dead`);
      expect(lines[1]).toContain(dead!.eventId);
      expect(lines[1]).toContain('HTTP 500: receiver broken');

      receiver.behave(undefined);
      lines.length = 0;
      expect(await cli('retry', '--dead')).toBe(0);
      expect(lines).toEqual(['1 dead delivery(ies) queued again']);
      await waitFor(() => receiver.accepted().length === 1, 10_000);
      expect(receiver.accepted()[0]!.id).toBe(dead!.eventId);
      // The receiver has answered before the worker records the delivery: wait for the record.
      const [after] = await waitFor(async () => {
        const { items } = await list('?status=delivered');
        return items.length > 0 && items;
      }, 10_000);
      expect(after).toMatchObject({ id: dead!.id, status: 'delivered' });

      // Only dead deliveries are retried: a delivered one is not sent twice.
      const retry = await server.fetch(`/api/admin/deliveries/${dead!.id}/retry`, { method: 'POST', headers: admin });
      expect(retry.status).toBe(404);
      expect(await cli('retry', String(dead!.id))).toBe(1);
    });

    it('refuses bad queries and callers without the operator token', async () => {
      expect((await server.fetch('/api/admin/deliveries')).status).toBe(401);
      expect((await server.fetch('/api/admin/deliveries?status=lost', { headers: admin })).status).toBe(400);
      expect((await server.fetch('/api/admin/deliveries?limit=100000', { headers: admin })).status).toBe(400);
      expect((await server.fetch('/api/admin/deliveries/abc/retry', { method: 'POST', headers: admin })).status).toBe(
        400,
      );
      expect(await cli('retry', 'abc')).toBe(2);
    });
  },
  {
    ADMIN_TOKEN,
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: SECRET,
    DELIVERY_WORKER: 'true',
    DELIVERY_POLL_MS: '50',
    DELIVERY_RETRY_BASE_MS: '50',
    DELIVERY_RETRY_MAX_MS: '100',
    DELIVERY_RETRY_HOURS: '0.0002',
  },
);
