import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobInputSchema } from '../../../src/shared/job-schema.ts';
import type { LeadDto } from '../../../src/shared/lead.ts';
import { describeWithServer } from '../../test/harness.ts';
import { startWebhookReceiver, testWebhookSecret, waitFor, type ReceivedWebhook } from '../../test/webhook-receiver.ts';
import { jobsService } from '../jobs.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
const SECRET = testWebhookSecret();
const receiver = await startWebhookReceiver(SECRET);
afterAll(() => receiver.close());

const DELIVERY_ENV = {
  ADMIN_TOKEN,
  WEBHOOK_URL: `${receiver.url}/hooks/a, ${receiver.url}/hooks/slow`,
  WEBHOOK_SECRET: SECRET,
  DELIVERY_WORKER: 'true',
  DELIVERY_POLL_MS: '50',
  DELIVERY_TIMEOUT_MS: '1000',
  DELIVERY_RETRY_BASE_MS: '100',
  DELIVERY_RETRY_MAX_MS: '400',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_SCALE: '1000',
};

const bodyOf = (hook: ReceivedWebhook) =>
  JSON.parse(hook.body) as { type: string; timestamp: string; data: Record<string, unknown> };

describeWithServer(
  'webhook delivery through the outbox',
  (server) => {
    const postLead = (lead: Record<string, unknown>, headers: Record<string, string> = {}) =>
      server.fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(lead),
      });
    const exported = async (email: string) =>
      (
        (await (
          await server.fetch('/api/admin/leads', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
        ).json()) as LeadDto[]
      ).find((l) => l.email === email);
    const hooksFor = (path: string, predicate: (body: ReturnType<typeof bodyOf>) => boolean) =>
      receiver.received.filter((r) => r.path === path && predicate(bodyOf(r)));
    const eventIds = async (type: string) =>
      (await server.database.db.selectFrom('outbox_events').select('id').where('type', '=', type).execute()).map(
        (e) => e.id,
      );

    beforeAll(() => {
      receiver.received.length = 0;
      // The second receiver never answers: its deliveries time out and must not hold up the first.
      receiver.behave(({ path }) => (path === '/hooks/slow' ? 'hang' : { status: 204 }));
    });

    it('signs lead.created and lead.updated the Standard Webhooks way, with the export as data', async () => {
      expect((await postLead({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@hooks.example' })).status).toBe(201);
      const [created] = await waitFor(() => {
        const hooks = hooksFor('/hooks/a', (b) => b.data.email === 'ada@hooks.example');
        return hooks.length > 0 && hooks;
      }, 5_000);
      expect(created!.verified).toBe(true);
      expect(created!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(Number(created!.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
      const body = bodyOf(created!);
      expect(body.type).toBe('lead.created');
      expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
      expect(await eventIds('lead.created')).toContain(created!.id);
      const lead = await exported('ada@hooks.example');
      expect(body.data).toEqual(lead);

      expect((await postLead({ firstName: 'Ada', lastName: 'King', email: 'ADA@hooks.example' })).status).toBe(200);
      const updated = await waitFor(
        () => hooksFor('/hooks/a', (b) => b.type === 'lead.updated' && b.data.lastName === 'King')[0],
        5_000,
      );
      expect(updated.verified).toBe(true);
      expect(updated.id).not.toBe(created!.id);
    });

    it('sends application.created and privacy_request.created with the change they report', async () => {
      const job = await jobsService(server.database.db).create(
        jobInputSchema.parse({ name: 'Hook Nurse', publicName: 'Webhook Nurse' }),
      );
      const form = new FormData();
      for (const [k, v] of Object.entries({
        jobId: job.id,
        resumeText: 'Jane Hook\nResume text',
        contactFirstName: 'Jane',
        contactLastName: 'Hook',
        contactEmail: 'jane@hooks.example',
        event: 'Nursing Expo 2026',
      }))
        form.set(k, v);
      const applied = await server.fetch('/api/applications', { method: 'POST', body: form });
      expect(applied.status, await applied.clone().text()).toBe(201);
      const { isaLink } = (await applied.json()) as { isaLink: string };
      const app = await waitFor(() => hooksFor('/hooks/a', (b) => b.type === 'application.created')[0], 5_000);
      expect(app.verified).toBe(true);
      expect(bodyOf(app).data).toMatchObject({
        jobId: job.id,
        jobTitle: 'Webhook Nurse',
        firstName: 'Jane',
        email: 'jane@hooks.example',
        source: 'Website',
        event: 'Nursing Expo 2026',
        interviewLink: isaLink,
      });
      expect(bodyOf(app).data).not.toHaveProperty('resumeText');

      const privacy = await server.fetch('/api/privacy-requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fullName: 'Pat Hook', email: 'pat@hooks.example', requestType: 'Deletion' }),
      });
      expect(privacy.status).toBe(201);
      const { reference } = (await privacy.json()) as { reference: string };
      const hook = await waitFor(() => hooksFor('/hooks/a', (b) => b.type === 'privacy_request.created')[0], 5_000);
      expect(bodyOf(hook).data).toMatchObject({ reference, email: 'pat@hooks.example', requestType: 'Deletion' });
    });

    it('writes no event for a refused change or a replayed request', async () => {
      const before = (await eventIds('lead.created')).length + (await eventIds('lead.updated')).length;
      const lead = { firstName: 'Replay', lastName: 'Once', email: 'replay@hooks.example' };
      const key = { 'Idempotency-Key': 'hook-replay-0000001' };
      expect((await postLead(lead, key)).status).toBe(201);
      expect((await postLead(lead, key)).status).toBe(201);
      expect((await postLead({ ...lead, email: 'not-an-address' })).status).toBe(400);
      const after = (await eventIds('lead.created')).length + (await eventIds('lead.updated')).length;
      expect(after - before).toBe(1);
    });

    it('retries a receiver that is down until it is up, then delivers each event once, same id', async () => {
      await receiver.down();
      expect((await postLead({ firstName: 'Down', lastName: 'Time', email: 'down@hooks.example' })).status).toBe(201);
      const [eventId] = await waitFor(async () => {
        const rows = await server.database.db
          .selectFrom('outbox_deliveries')
          .innerJoin('outbox_events', 'outbox_events.id', 'outbox_deliveries.event_id')
          .select(['outbox_events.id', 'outbox_deliveries.attempts'])
          .where('outbox_events.subject_email', '=', 'down@hooks.example')
          .where('outbox_deliveries.channel', 'like', '%/hooks/a')
          .execute();
        return rows[0] && rows[0].attempts >= 2 && [rows[0].id];
      }, 10_000);
      await receiver.up();
      await waitFor(
        () => receiver.accepted().some((r) => r.id === eventId),
        10_000,
        'delivery after the receiver is up',
      );
      // A further poll or two must not send it again.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(receiver.received.filter((r) => r.id === eventId && r.path === '/hooks/a')).toHaveLength(1);
      const row = await server.database.db
        .selectFrom('outbox_deliveries')
        .selectAll()
        .where('event_id', '=', eventId!)
        .where('channel', 'like', '%/hooks/a')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('delivered');
      expect(row.attempts).toBeGreaterThanOrEqual(3);
    });

    it('keeps one id across failed answers and stops reading a huge one', async () => {
      receiver.behave(({ path, count }) => {
        if (path === '/hooks/slow') return 'hang';
        if (count === 1) return 'huge';
        if (count === 2) return { status: 503, body: 'busy' };
        return { status: 200 };
      });
      expect((await postLead({ firstName: 'Flaky', lastName: 'Net', email: 'flaky@hooks.example' })).status).toBe(201);
      const hooks = await waitFor(() => {
        const all = hooksFor('/hooks/a', (b) => b.data.email === 'flaky@hooks.example');
        return all.some((h) => h.status === 200) && all;
      }, 10_000);
      expect(hooks.map((h) => h.status)).toEqual([500, 503, 200]);
      expect(new Set(hooks.map((h) => h.id)).size).toBe(1);
      expect(hooks.every((h) => h.verified)).toBe(true);
      receiver.behave(({ path }) => (path === '/hooks/slow' ? 'hang' : { status: 204 }));
    });

    it('times out a receiver that never answers without holding up the other', async () => {
      const slow = await waitFor(async () => {
        const row = await server.database.db
          .selectFrom('outbox_deliveries')
          .select(['attempts', 'last_error', 'status'])
          .where('channel', 'like', '%/hooks/slow')
          .where('last_error', 'like', '%time limit%')
          .executeTakeFirst();
        return row;
      }, 10_000);
      expect(slow.status).toBe('pending');
      expect(slow.last_error).toMatch(/time limit/);
      // Every event reaches the live receiver while the other one keeps hanging.
      await waitFor(async () => {
        const fast = await server.database.db
          .selectFrom('outbox_deliveries')
          .select(['status'])
          .where('channel', 'like', '%/hooks/a')
          .execute();
        return fast.length >= 6 && fast.every((d) => d.status === 'delivered');
      }, 5_000);
      const stillSlow = await server.database.db
        .selectFrom('outbox_deliveries')
        .select('id')
        .where('channel', 'like', '%/hooks/slow')
        .where('status', '=', 'pending')
        .execute();
      expect(stillSlow.length).toBeGreaterThanOrEqual(6);
    });
  },
  DELIVERY_ENV,
);
