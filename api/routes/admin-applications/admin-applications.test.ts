import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { csvRecords } from '../../../src/shared/csv.ts';
import { applicationsCommand } from '../../cli/applications.ts';
import type { ApplicationDto } from '../../presenters/application.ts';
import { buildApplication, buildJob } from '../../test/factories.ts';
import { describeWithServer } from '../../test/harness.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

describeWithServer(
  'operators: applications export',
  (server) => {
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    let welder: string;
    let baker: string;
    const apply = (jobId: string, contactEmail: string, extra: Record<string, string> = {}) =>
      buildApplication(server.database.db, {
        jobId,
        contactFirstName: '=HYPERLINK("http://evil.example")',
        contactLastName: 'Smith, Jr.',
        contactEmail,
        contactLinkedIn: 'linkedin.com/in/pat',
        ...extra,
      });

    beforeAll(async () => {
      welder = (await buildJob(server.database.db, { name: 'Welder', publicName: 'Senior Welder' })).id;
      baker = (await buildJob(server.database.db, { name: 'Baker' })).id;
      expect(await apply(welder, 'pat@apps.example', { event: 'Trade Fair', source: 'Conference' })).toMatchObject({
        duplicate: false,
      });
      expect(await apply(baker, 'quinn@apps.example')).toMatchObject({ duplicate: false });
    });

    it('answers JSON with the job, the candidate, source, event, time and interview link', async () => {
      const res = await server.fetch('/api/admin/applications', { headers: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const list = (await res.json()) as ApplicationDto[];
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({
        jobId: welder,
        jobTitle: 'Senior Welder',
        lastName: 'Smith, Jr.',
        email: 'pat@apps.example',
        phone: '+1 512 555 0147',
        linkedIn: 'https://www.linkedin.com/in/pat',
        source: 'Conference',
        event: 'Trade Fair',
      });
      expect(list[0]!.interviewLink).toMatch(/\/interview\/[A-Za-z0-9_-]{32}$/);
      expect(list[0]).not.toHaveProperty('resumeText');
      const one = (await (
        await server.fetch(`/api/admin/applications?job=${baker}`, { headers: admin })
      ).json()) as ApplicationDto[];
      expect(one.map((a) => a.email)).toEqual(['quinn@apps.example']);
    });

    it('answers CSV with formula cells defused, and refuses bad queries and missing tokens', async () => {
      const res = await server.fetch('/api/admin/applications?format=csv', { headers: admin });
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="applications-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const text = await res.text();
      const rows = csvRecords(text);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        'Job ID': welder,
        'Job title': 'Senior Welder',
        'First name': `'=HYPERLINK("http://evil.example")`,
        'Last name': 'Smith, Jr.',
        Event: 'Trade Fair',
      });
      expect(rows[0]!['Interview link']).toMatch(/\/interview\//);
      expect((await server.fetch('/api/admin/applications')).status).toBe(401);
      expect((await server.fetch('/api/admin/applications?format=xml', { headers: admin })).status).toBe(400);
      expect((await server.fetch('/api/admin/applications?job=bad', { headers: admin })).status).toBe(400);
    });

    it('exports from the command line, of one job, to a file readable by the operator only', async () => {
      const lines: string[] = [];
      const context = { config: server.config, database: server.database, out: (l: string) => lines.push(l) };
      expect(await applicationsCommand.run(['export', '--format=json', `--job=${welder}`], context)).toBe(0);
      expect((JSON.parse(lines.join('\n')) as ApplicationDto[]).map((a) => a.email)).toEqual(['pat@apps.example']);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'isa-apps-')), 'apps.csv');
      expect(await applicationsCommand.run(['export', `--out=${file}`], context)).toBe(0);
      expect(csvRecords(fs.readFileSync(file, 'utf8'))).toHaveLength(2);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(await applicationsCommand.run(['export', '--job=nope'], context)).toBe(2);
    });
  },
  { ADMIN_TOKEN, FORM_MIN_FILL_MS: '0', RATE_LIMIT_SCALE: '1000' },
);
