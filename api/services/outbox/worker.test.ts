import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase, testDrivers } from '../../test/harness.ts';
import { startWebhookReceiver, testWebhookSecret, waitFor } from '../../test/webhook-receiver.ts';
import { webhookChannel } from './channels/webhook.ts';
import { enqueueEvent } from './outbox.ts';
import { backoffMs, createDeliveryWorker } from './worker.ts';

describe('backoffMs', () => {
  it('doubles from at most the base, jittered within the upper half, capped', () => {
    const timing = { retryBaseMs: 5_000, retryMaxMs: 600_000 };
    for (let i = 0; i < 200; i++) {
      const first = backoffMs(1, timing);
      expect(first).toBeGreaterThanOrEqual(2_500);
      expect(first).toBeLessThanOrEqual(5_000);
      const third = backoffMs(3, timing);
      expect(third).toBeGreaterThanOrEqual(10_000);
      expect(third).toBeLessThanOrEqual(20_000);
      const late = backoffMs(40, timing);
      expect(late).toBeGreaterThanOrEqual(300_000);
      expect(late).toBeLessThanOrEqual(600_000);
    }
  });
});

for (const driver of testDrivers) {
  describe(`delivery worker [${driver}]`, () => {
    const secret = testWebhookSecret();
    let database: Database;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    beforeAll(async () => {
      database = await createTestDatabase(driver);
      receiver = await startWebhookReceiver(secret);
    });
    afterAll(async () => {
      await receiver?.close();
      await database?.close();
    });

    it('marks a delivery dead once its retry window is over, and sends nothing more', async () => {
      receiver.behave(() => ({ status: 500, body: 'broken' }));
      const worker = createDeliveryWorker({
        db: database.db,
        channels: [webhookChannel(`${receiver.url}/dead`, secret)],
        logger: pino({ level: 'silent' }),
        timing: { pollMs: 20, retryBaseMs: 50, retryMaxMs: 100, retryWindowMs: 1_500, timeoutMs: 1_000 },
      });
      const id = await database.db
        .transaction()
        .execute((trx) => enqueueEvent(trx, { type: 'lead.created', data: {} }));
      worker.start();
      const row = await waitFor(
        () =>
          database.db
            .selectFrom('outbox_deliveries')
            .selectAll()
            .where('event_id', '=', id)
            .where('status', '=', 'dead')
            .executeTakeFirst(),
        10_000,
      );
      const sent = receiver.received.filter((r) => r.id === id).length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await worker.stop();
      expect(row.last_status).toBe(500);
      expect(row.last_error).toBe('HTTP 500: broken');
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(receiver.received.filter((r) => r.id === id)).toHaveLength(sent);
    });

    it('leaves an event of a rolled-back transaction unsent', async () => {
      receiver.behave(undefined);
      await expect(
        database.db.transaction().execute(async (trx) => {
          await enqueueEvent(trx, { type: 'lead.created', data: { email: 'rolled@back.example' } });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      const worker = createDeliveryWorker({
        db: database.db,
        channels: [webhookChannel(`${receiver.url}/rollback`, secret)],
        logger: pino({ level: 'silent' }),
      });
      await worker.runOnce();
      expect(receiver.received.filter((r) => r.path === '/rollback')).toHaveLength(0);
      expect(
        await database.db
          .selectFrom('outbox_events')
          .select('id')
          .where('subject_email', '=', 'rolled@back.example')
          .execute(),
      ).toHaveLength(0);
    });
  });
}
