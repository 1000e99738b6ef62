import { expect, it } from 'vitest';
import { describeWithServer } from '../test/harness.ts';
import { buildJob } from '../test/factories.ts';

const lead = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.guard@example.com', source: 'Website' };
const privacy = { fullName: 'Ada Lovelace', email: 'ada.guard@example.com', requestType: 'Access', details: '' };
const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describeWithServer(
  'form guard on the public forms',
  (server) => {
    const count = async (table: 'leads' | 'privacy_requests' | 'applications') =>
      Number(
        (
          await server.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it.each([
      ['/api/leads', lead, 'leads'],
      ['/api/privacy-requests', privacy, 'privacy_requests'],
    ] as const)(
      '%s refuses a filled honeypot and a too-fast submission, storing nothing',
      async (path, body, table) => {
        const before = await count(table);
        const trap = await server.fetch(path, post({ ...body, website: 'http://spam.example', fillMs: 9_000 }));
        expect(trap.status).toBe(422);
        expect(await trap.json()).toMatchObject({ code: 'rejected_submission' });
        const fast = await server.fetch(path, post({ ...body, website: '', fillMs: 120 }));
        expect(fast.status).toBe(422);
        expect(await fast.json()).toMatchObject({
          code: 'submitted_too_fast',
          error: 'That was quick! Please check your details and submit again.',
        });
        expect(await count(table)).toBe(before);

        const person = await server.fetch(path, post({ ...body, website: '', fillMs: 6_000 }));
        expect(person.status).toBe(201);
        // Clients that send no guard fields (the kiosk outbox, API clients) are bounded by rate limits instead.
        const plain = await server.fetch(path, post(body));
        expect(plain.status).toBeLessThan(300);
        expect(await count(table)).toBeGreaterThan(before);
      },
    );

    it('POST /api/applications (multipart) refuses a filled honeypot and a too-fast submission', async () => {
      let jobId = '';
      const form = (extra: Record<string, string>) => {
        const body = new FormData();
        const values = {
          jobId,
          source: 'Website',
          resumeText: 'Jane Doe\njane.guard@example.com\nExperience: ten years of nursing.',
          contactFirstName: 'Jane',
          contactLastName: 'Doe',
          contactEmail: 'jane.guard@example.com',
          ...extra,
        };
        for (const [key, value] of Object.entries(values)) body.set(key, value);
        return { method: 'POST', body };
      };
      jobId = (await buildJob(server.database.db, { name: 'Guard Nurse' })).id;
      expect((await server.fetch('/api/applications', form({ website: 'spam', fillMs: '9000' }))).status).toBe(422);
      expect((await server.fetch('/api/applications', form({ website: '', fillMs: '80' }))).status).toBe(422);
      expect(await count('applications')).toBe(0);
      expect((await server.fetch('/api/applications', form({ website: '', fillMs: '9000' }))).status).toBe(201);
      expect(await count('applications')).toBe(1);
    });
  },
  { FORM_MIN_FILL_MS: '1500' },
);
