import { describe, expect, it } from 'vitest';
import type { JobDto, JobListDto } from '../../../src/shared/job.ts';
import { describeWithServer, startTestServer } from '../../test/harness.ts';

const TOKEN = 'test-admin-token-0123456789';
const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

describeWithServer(
  '/api/admin/jobs',
  (server) => {
    it('refuses callers without the operator token', async () => {
      const none = await server.fetch('/api/admin/jobs', { method: 'POST', body: '{}' });
      expect(none.status).toBe(401);
      const wrong = await server.fetch('/api/admin/jobs', {
        method: 'POST',
        headers: { Authorization: 'Bearer not-the-token-at-all' },
        body: '{}',
      });
      expect(wrong.status).toBe(401);
    });

    it('takes a description at its 50,000-character limit, escaped past the 64 KB general ceiling', async () => {
      const description = '"Ünïcode" line\n'.repeat(3_333);
      const body = JSON.stringify({ name: 'OPS-LONG', publicName: 'Long Description Role', description });
      expect(Buffer.byteLength(body)).toBeGreaterThan(64 * 1024);
      const created = await server.fetch('/api/admin/jobs', { method: 'POST', headers: auth, body });
      expect(created.status).toBe(201);
      expect(((await created.json()) as JobDto).publicName).toBe('Long Description Role');
    });

    it('creates (201), updates and closes a job', async () => {
      const created = await server.fetch('/api/admin/jobs', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          name: 'OPS-1',
          publicName: 'Forklift Operator',
          description: '<p>Drive <b>safely</b></p>',
          location: 'Reno, NV',
          employmentType: 'FULL_TIME',
        }),
      });
      expect(created.status).toBe(201);
      const job = (await created.json()) as JobDto;
      expect(job.id).toMatch(/^[A-Za-z0-9]{18}$/);
      expect(job).toMatchObject({ publicName: 'Forklift Operator', status: 'Open', remote: false });

      const updated = await server.fetch(`/api/admin/jobs/${job.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ remote: true, location: 'Remote (US)' }),
      });
      expect(updated.status).toBe(200);
      expect(((await updated.json()) as JobDto).remote).toBe(true);

      const draft = await server.fetch(`/api/admin/jobs/${job.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ status: 'Draft' }),
      });
      expect(draft.status).toBe(200);
      expect((await server.fetch(`/api/jobs/${job.id}`)).status).toBe(404);
      await server.fetch(`/api/admin/jobs/${job.id}`, { method: 'PATCH', headers: auth, body: '{"status":"Open"}' });

      const board = (await (await server.fetch('/api/jobs?search=forklift')).json()) as JobListDto;
      expect(board.items.map((j) => j.id)).toEqual([job.id]);

      const closed = await server.fetch(`/api/admin/jobs/${job.id}/close`, { method: 'POST', headers: auth });
      expect(((await closed.json()) as JobDto).status).toBe('Closed');
      const after = (await (await server.fetch('/api/jobs?search=forklift')).json()) as JobListDto;
      expect(after.total).toBe(0);
    });

    it('keeps interview questions for operators and out of the public job', async () => {
      const interviewQuestions = [{ text: 'How do you check a load before lifting?', competency: 'Safety' }];
      const created = await server.fetch('/api/admin/jobs', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'OPS-Q', publicName: 'Crane Operator', interviewQuestions }),
      });
      expect(created.status).toBe(201);
      const job = (await created.json()) as JobDto & { interviewQuestions: unknown };
      expect(job.interviewQuestions).toEqual(interviewQuestions);
      expect(await (await server.fetch(`/api/jobs/${job.id}`)).json()).not.toHaveProperty('interviewQuestions');

      const tooMany = Array.from({ length: 13 }, (_, i) => ({ text: `Question ${i}?`, competency: 'Any' }));
      for (const bad of [tooMany, [{ text: 'No competency' }], [{ text: 'x'.repeat(501), competency: 'Long' }]]) {
        const refused = await server.fetch(`/api/admin/jobs/${job.id}`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ interviewQuestions: bad }),
        });
        expect(refused.status).toBe(400);
      }
      const cleared = await server.fetch(`/api/admin/jobs/${job.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ interviewQuestions: [] }),
      });
      expect(((await cleared.json()) as { interviewQuestions: unknown }).interviewQuestions).toBeNull();
    });

    it('validates input and answers 404 for an unknown job', async () => {
      const bad = await server.fetch('/api/admin/jobs', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: '', status: 'Deleted' }),
      });
      expect(bad.status).toBe(400);
      const unknown = await server.fetch('/api/admin/jobs/ZZZZZZZZZZZZZZZZZZ/close', { method: 'POST', headers: auth });
      expect(unknown.status).toBe(404);
    });
  },
  { ADMIN_TOKEN: TOKEN },
);

describe('/api/admin/jobs without a configured token', () => {
  it('does not exist', async () => {
    const server = await startTestServer('pglite');
    try {
      const res = await server.fetch('/api/admin/jobs', { method: 'POST', headers: auth, body: '{}' });
      expect(res.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
