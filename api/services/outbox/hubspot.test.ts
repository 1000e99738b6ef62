import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DeliveryStatus } from '../../db/schema.ts';
import { describeWithServer } from '../../test/harness.ts';
import { startHubSpotServer } from '../../test/hubspot-server.ts';
import { waitFor } from '../../test/webhook-receiver.ts';

const TOKEN = 'pat-na1-11111111-2222-3333-4444-555555555555';
const KIOSK_TOKEN = 'hubspot-test-kiosk-token-0123';
const hubspot = await startHubSpotServer(TOKEN);
afterAll(() => hubspot.close());

describeWithServer(
  'HubSpot contacts from leads',
  (server) => {
    const postLead = (lead: Record<string, unknown>) =>
      server.fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(lead),
      });
    const deliveries = (status: DeliveryStatus) =>
      server.database.db
        .selectFrom('outbox_deliveries')
        .selectAll()
        .where('channel', '=', 'hubspot')
        .where('status', '=', status)
        .execute();
    beforeAll(() => {
      hubspot.calls.length = 0;
      hubspot.contacts.clear();
    });

    it('upserts a contact per lead by e-mail, batching the leads due together after a 429 and its Retry-After', async () => {
      hubspot.rateLimitNext(1);
      expect(
        (
          await postLead({
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@crm.example',
            company: 'Engines',
            event: 'HR Expo',
          })
        ).status,
      ).toBe(201);
      await waitFor(() => hubspot.calls.length === 1, 5_000);
      expect(hubspot.calls[0]!.status).toBe(429);
      for (const name of ['Bea', 'Cy', 'Di', 'Ed']) {
        expect(
          (await postLead({ firstName: name, lastName: 'Batch', email: `${name.toLowerCase()}@crm.example` })).status,
        ).toBe(201);
      }
      await waitFor(() => hubspot.contacts.size === 5, 10_000, 'five contacts');
      const [limited, next] = hubspot.calls;
      expect(next!.at - limited!.at).toBeGreaterThanOrEqual(1_000);
      expect(next!.status).toBe(200);
      expect(next!.inputs).toHaveLength(5);
      expect(hubspot.calls.filter((c) => c.status === 200)).toHaveLength(1);
      expect(hubspot.contacts.get('ada@crm.example')).toMatchObject({
        email: 'ada@crm.example',
        firstname: 'Ada',
        lastname: 'Lovelace',
        company: 'Engines',
        isa_source: 'Conference',
        isa_event: 'HR Expo',
      });
      // Fields without a value are left out, so HubSpot keeps what it has.
      expect(hubspot.contacts.get('bea@crm.example')).not.toHaveProperty('phone');
      await waitFor(async () => (await deliveries('delivered')).length === 5);
    });

    it('updates the contact when staff qualify the lead (rating, notes, interests, who captured it)', async () => {
      const res = await server.fetch('/api/leads', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KIOSK_TOKEN}` },
        body: JSON.stringify({ email: 'ADA@crm.example', rating: 'hot', notes: 'Wants a pilot', capturedBy: 'Jo' }),
      });
      expect(res.status).toBe(200);
      await waitFor(() => hubspot.contacts.get('ada@crm.example')?.isa_rating === 'hot', 5_000);
      expect(hubspot.contacts.get('ada@crm.example')).toMatchObject({
        firstname: 'Ada',
        isa_notes: 'Wants a pilot',
        isa_captured_by: 'Jo',
      });
    });

    it('gives up on a contact HubSpot calls invalid without holding back the others in its batch', async () => {
      hubspot.rateLimitNext(1);
      expect((await postLead({ firstName: 'Fay', lastName: 'Good', email: 'fay@crm.example' })).status).toBe(201);
      await waitFor(() => hubspot.calls.at(-1)?.status === 429, 5_000);
      expect((await postLead({ firstName: 'Gus', lastName: 'Bad', email: 'gus@invalid.example' })).status).toBe(201);
      await waitFor(() => hubspot.contacts.has('fay@crm.example'), 10_000);
      const dead = await waitFor(async () => (await deliveries('dead'))[0], 5_000);
      expect(dead.last_status).toBe(400);
      expect(dead.last_error).toContain('gus@invalid.example is invalid');
      expect(hubspot.contacts.has('gus@invalid.example')).toBe(false);
    });
  },
  {
    HUBSPOT_TOKEN: TOKEN,
    HUBSPOT_BASE_URL: hubspot.url,
    KIOSK_TOKEN,
    DELIVERY_WORKER: 'true',
    DELIVERY_POLL_MS: '50',
    DELIVERY_RETRY_BASE_MS: '100',
    DELIVERY_RETRY_MAX_MS: '300',
    DELIVERY_TIMEOUT_MS: '3000',
    RATE_LIMIT_SCALE: '1000',
  },
);
