import { expect, it } from 'vitest';
import type { AdminJobDto } from '../../src/shared/job.ts';
import type { LeadDto } from '../../src/shared/lead.ts';
import type { PrivacyRequestDto } from '../../src/shared/privacy-request.ts';
import { buildApplication, buildJob, buildLead, buildPrivacyRequest } from './factories.ts';
import { describeWithServer } from './harness.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

describeWithServer(
  'test factories',
  (server) => {
    const admin = async <T>(path: string) =>
      (await (await server.fetch(path, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as T;

    it('store distinct, valid records that the operators see through the API', async () => {
      const db = server.database.db;
      const [first, second] = [await buildJob(db), await buildJob(db, { status: 'Closed' })];
      expect(first.name).not.toBe(second.name);
      const { items: jobs } = await admin<{ items: AdminJobDto[] }>('/api/admin/jobs');
      expect(jobs.map((job) => [job.id, job.status])).toEqual(
        expect.arrayContaining([
          [first.id, 'Open'],
          [second.id, 'Closed'],
        ]),
      );

      const lead = await buildLead(db, { company: 'Acme' });
      expect((await admin<LeadDto[]>('/api/admin/leads')).find((l) => l.email === lead.email)?.company).toBe('Acme');

      const application = await buildApplication(db, { jobId: first.id });
      expect(application).toMatchObject({ duplicate: false, jobId: first.id });
      expect(application.isaLink).toMatch(/^https:\/\/isa\.example\.com\/interview\//);

      const receipt = await buildPrivacyRequest(db, { requestType: 'Deletion' });
      const requests = await admin<PrivacyRequestDto[]>('/api/admin/privacy-requests');
      expect(requests.find((r) => r.reference === receipt.reference)).toMatchObject({ requestType: 'Deletion' });
    });
  },
  { ADMIN_TOKEN },
);
