import { beforeAll, expect, it } from 'vitest';
import { describeWithServer } from './test/harness.ts';
import { buildJob } from './test/factories.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return { method: 'POST', body };
}

/** Rows in each table that takes visitors' text, to prove a refused request wrote nothing. */
async function counts(server: Parameters<Parameters<typeof describeWithServer>[1]>[0]) {
  const { db } = server.database;
  const count = async (table: 'leads' | 'applications' | 'privacy_requests' | 'jobs' | 'idempotency_keys') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    leads: await count('leads'),
    applications: await count('applications'),
    privacyRequests: await count('privacy_requests'),
    jobs: await count('jobs'),
    idempotencyKeys: await count('idempotency_keys'),
  };
}

describeWithServer(
  'control characters in text fields',
  (server) => {
    let jobId: string;
    beforeAll(async () => {
      jobId = (await buildJob(server.database.db, { name: 'Nurse' })).id;
    });

    /** Sends a request and expects a 400 naming exactly `field`, with nothing stored. */
    async function expectRefused(path: string, init: RequestInit, field: string) {
      const before = await counts(server);
      const res = await server.fetch(path, init);
      const body = (await res.json()) as { error: string; code: string; fields: Record<string, string> };
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(body.error).toContain(field);
      expect(await counts(server)).toEqual(before);
    }

    const lead = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Analytical' };

    it('refuses a NUL byte in a lead name with 400, not 500, and stores nothing', async () => {
      await expectRefused(
        '/api/leads',
        json({ ...lead, firstName: 'Ada\u0000' }, { 'Idempotency-Key': 'lead-nul-00000001' }),
        'firstName',
      );
      // The same key with a clean payload is then accepted: the refusal reserved nothing.
      const ok = await server.fetch('/api/leads', json(lead, { 'Idempotency-Key': 'lead-nul-00000001' }));
      expect(ok.status).toBe(201);
    });

    it('refuses C0, DEL and C1 controls in every lead field that is text', async () => {
      for (const [field, value] of [
        ['lastName', 'Love\u0007lace'],
        ['company', 'Ana\u001blytical'],
        ['event', 'Expo\u007f'],
        ['company', 'Next\u0085Line'],
      ] as const) {
        await expectRefused('/api/leads', json({ ...lead, [field]: value }), field);
      }
    });

    it('accepts tabs and line breaks where text may span lines', async () => {
      const res = await server.fetch(
        '/api/privacy-requests',
        json({
          fullName: 'Grace Hopper',
          email: 'g@example.com',
          requestType: 'Access',
          details: 'Line 1\r\n\tLine 2',
        }),
      );
      expect(res.status).toBe(201);
    });

    it('refuses them in privacy requests, chat history, applications and the resume preview', async () => {
      await expectRefused(
        '/api/privacy-requests',
        json({ fullName: 'Grace Hopper', email: 'g@example.com', requestType: 'Access', details: 'a\u0000b' }),
        'details',
      );
      await expectRefused(
        '/api/chat',
        json({ user_question: 'What does it cost?', history: [{ sender: 'user', text: 'hi\u0000' }] }),
        'history.0.text',
      );
      const application = {
        jobId,
        resumeText: 'Jane Doe\njane@example.com',
        contactFirstName: 'Jane',
        contactLastName: 'Doe',
        contactEmail: 'jane@example.com',
      };
      await expectRefused(
        '/api/applications',
        form({ ...application, contactLastName: 'Doe\u0000' }),
        'contactLastName',
      );
      await expectRefused('/api/applications', form({ ...application, resumeText: 'Jane\u0000Doe' }), 'resumeText');
      await expectRefused('/api/applications/preview', form({ resumeText: 'Jane Doe\u0000' }), 'resumeText');
    });

    it('refuses them in operators’ job fields too', async () => {
      const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
      await expectRefused(
        '/api/admin/jobs',
        json({ name: 'Welder', description: 'Hot\u0000work' }, auth),
        'description',
      );
      const patch = { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...auth } };
      await expectRefused(
        `/api/admin/jobs/${jobId}`,
        { ...patch, body: JSON.stringify({ location: 'Austin\u0008' }) },
        'location',
      );
    });
  },
  { ADMIN_TOKEN },
);
