import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { ApplicationAnswer } from '../../../src/shared/application.ts';
import type { InterviewState } from '../../../src/shared/interview.ts';
import type { ResumePreview } from '../../../src/shared/resume.ts';
import { applicationsRepository } from '../../db/repositories/applications.ts';
import { describeWithServer } from '../../test/harness.ts';
import { buildJob } from '../../test/factories.ts';

const FIXTURES = path.resolve('tests/fixtures/resumes');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

function fileForm(bytes: Buffer, name: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

function fields(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describeWithServer(
  'apply flow API',
  (server) => {
    let openJob: string;
    let closedJob: string;
    const preview = (body: FormData) => server.fetch('/api/applications/preview', { method: 'POST', body });
    const apply = (values: Record<string, string>, headers: Record<string, string> = {}) =>
      server.fetch('/api/applications', { method: 'POST', body: fields(values), headers });
    const application = (email: string, extra: Record<string, string> = {}) => ({
      jobId: openJob,
      source: 'Website',
      resumeText: 'Jane Doe\njane@example.com\nExperience: ten years of nursing.',
      contactFirstName: 'Jane',
      contactLastName: 'Doe',
      contactEmail: email,
      contactPhone: '+1 512 555 0147',
      contactLinkedIn: 'linkedin.com/in/janedoe',
      ...extra,
    });

    beforeAll(async () => {
      openJob = (await buildJob(server.database.db, { name: 'Nurse', publicName: 'Night Nurse' })).id;
      closedJob = (await buildJob(server.database.db, { name: 'Old', status: 'Closed' })).id;
    });

    it('previews pasted text and each file format, detecting the type from the bytes', async () => {
      const pasted = await preview(
        fields({ resumeText: 'OLIVIA BROWN\nolivia@example.com | +44 7700 900123\n\nSKILLS\n* Care' }),
      );
      expect(pasted.status).toBe(200);
      const body = (await pasted.json()) as ResumePreview;
      expect(body.contact_info).toMatchObject({
        first_name: 'Olivia',
        last_name: 'Brown',
        email: 'olivia@example.com',
      });
      expect(body.formatted_text).toContain('• Care');

      // Names and Content-Types lie; the bytes decide.
      for (const [file, claimed] of [
        ['pdf-simple.pdf', 'resume.txt'],
        ['docx-hyperlink.docx', 'resume.pdf'],
        ['txt-utf16le.txt', 'resume.docx'],
      ] as const) {
        const res = await preview(fileForm(fixture(file), claimed, 'image/png'));
        expect(res.status, file).toBe(200);
        const { contact_info } = (await res.json()) as ResumePreview;
        expect(contact_info.email, file).toMatch(/@example\./);
      }
      const docx = (await (await preview(fileForm(fixture('docx-hyperlink.docx'), 'cv.docx'))).json()) as ResumePreview;
      expect(docx.contact_info.linkedin_url).toBe('https://www.linkedin.com/in/emily-carter-seattle');
    });

    it('refuses hostile and unusable files with the right status and a readable message', async () => {
      const cases: Array<[string, Buffer, number]> = [
        ['too big', Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), 413],
        ['png image', fixture('hostile/image.png'), 415],
        ['binary garbage', fixture('hostile/garbage.bin'), 415],
        ['empty file', fixture('hostile/empty.txt'), 422],
        ['truncated PDF', fixture('hostile/truncated.pdf'), 422],
        ['scanned PDF', fixture('hostile/scanned.pdf'), 422],
        ['DOCX zip bomb', fixture('hostile/zip-bomb.docx'), 422],
        ['DOCX with too many entries', fixture('hostile/zip-many-entries.docx'), 422],
      ];
      for (const [label, bytes, status] of cases) {
        const res = await preview(fileForm(bytes, 'resume.pdf'));
        expect(res.status, label).toBe(status);
        const body = (await res.json()) as { error: string; code: string };
        expect(body.error.length, label).toBeGreaterThan(10);
        expect(body.error, label).not.toMatch(/stack|Error:|at \//);
      }
      const scanned = (await (await preview(fileForm(fixture('hostile/scanned.pdf'), 'scan.pdf'))).json()) as {
        error: string;
      };
      expect(scanned.error).toContain('scanned');
    });

    it('ignores a path-traversal file name and never echoes it', async () => {
      const res = await server.fetch('/api/debug/resume/upload', {
        method: 'POST',
        body: fileForm(fixture('txt-utf8.txt'), '../../../../etc/passwd'),
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain('passwd');
      expect(text).not.toContain('../');
      expect(JSON.parse(text)).toMatchObject({ source: { kind: 'txt', encoding: 'utf-8' } });
    });

    it('answers 400 for a preview without resume and for a non-multipart body', async () => {
      expect((await preview(fields({ other: 'x' }))).status).toBe(400);
      expect((await preview(fields({ resumeText: '   ' }))).status).toBe(400);
      const json = await server.fetch('/api/applications/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"resumeText":"x"}',
      });
      expect(json.status).toBe(400);
    });

    it('creates an application with an unguessable interview link and the consent recorded', async () => {
      const res = await apply(application('Jane.Doe@Example.com'));
      expect(res.status).toBe(201);
      const body = (await res.json()) as ApplicationAnswer;
      expect(body.duplicate).toBe(false);
      expect(body.isaLink).toMatch(new RegExp(`^${server.config.publicBaseUrl}/interview/[A-Za-z0-9_-]{32}$`));
      const row = await server.database.db
        .selectFrom('applications')
        .selectAll()
        .where('email_key', '=', 'jane.doe@example.com')
        .executeTakeFirstOrThrow();
      expect(row.consent_version).toBeTruthy();
      expect(row.consent_at).toBeInstanceOf(Date);
      expect(row.linkedin_url).toBe('https://www.linkedin.com/in/janedoe');

      const token = body.isaLink!.split('/').pop()!;
      const invitation = await server.fetch(`/api/interview/${token}`);
      expect(invitation.headers.get('cache-control')).toBe('no-store');
      expect((await invitation.json()) as InterviewState).toMatchObject({
        jobTitle: 'Night Nurse',
        firstName: 'Jane',
        status: 'not_started',
        turns: [],
      });
    });

    it('answers duplicates case-insensitively: with the link for the same resume, without it otherwise', async () => {
      const again = await apply(application('JANE.DOE@example.COM'));
      expect(again.status).toBe(200);
      const same = (await again.json()) as ApplicationAnswer;
      expect(same).toMatchObject({ duplicate: true });
      expect(same.isaLink).toMatch(/\/interview\//);

      const other = await apply(application('jane.doe@example.com', { resumeText: 'Someone else entirely.' }));
      expect(other.status).toBe(200);
      expect((await other.json()) as ApplicationAnswer).toMatchObject({ duplicate: true, isaLink: null });
      expect(await applicationsRepository(server.database.db).count()).toBe(1);
    });

    it('honours Idempotency-Key: a replay writes nothing, another payload under the key is refused', async () => {
      const headers = { 'Idempotency-Key': 'apply-key-0001' };
      const first = await apply(application('idem@example.com'), headers);
      expect(first.status).toBe(201);
      const firstBody = (await first.json()) as ApplicationAnswer;
      const replay = await apply(application('idem@example.com'), headers);
      expect(replay.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(((await replay.json()) as ApplicationAnswer).isaLink).toBe(firstBody.isaLink);
      const misuse = await apply(application('other@example.com'), headers);
      expect(misuse.status).toBe(422);
      expect(await applicationsRepository(server.database.db).count()).toBe(2);
    });

    it('validates the form and refuses closed or unknown jobs', async () => {
      const invalid = await apply(application('not-an-email', { contactFirstName: '', contactPhone: 'call me' }));
      expect(invalid.status).toBe(400);
      const { fields: errors } = (await invalid.json()) as { fields: Record<string, string> };
      expect(errors).toMatchObject({
        contactEmail: 'Enter a valid email',
        contactFirstName: 'First name is required',
        contactPhone: 'Enter a valid phone number',
      });
      expect((await apply(application('a@example.com', { contactLastName: 'x'.repeat(51) }))).status).toBe(400);
      expect((await apply(application('a@example.com', { jobId: closedJob }))).status).toBe(409);
      expect((await apply(application('a@example.com', { jobId: 'ZZZZZZZZZZZZZZZZZZ' }))).status).toBe(404);
    });

    it('tells malformed and unknown interview tokens apart without revealing anything', async () => {
      expect((await server.fetch('/api/interview/short')).status).toBe(400);
      const unknown = await server.fetch(`/api/interview/${'A'.repeat(32)}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).not.toContain('Jane');
    });

    it('records source Conference and the event for an application made through a booth phone link', async () => {
      const res = await apply(application('booth.phone@example.com', { source: 'Conference', event: 'HR Tech 2026' }));
      expect(res.status).toBe(201);
      const row = await server.database.db
        .selectFrom('applications')
        .select(['source', 'event'])
        .where('email_key', '=', 'booth.phone@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ source: 'Conference', event: 'HR Tech 2026' });
      expect((await apply(application('long.event@example.com', { event: 'e'.repeat(101) }))).status).toBe(400);
    });

    it('formats pasted text on the debug endpoint', async () => {
      const res = await server.fetch('/api/debug/resume/text', {
        method: 'POST',
        body: fields({ text: 'ANA LIMA\r\n\r\n\r\nEXPERIENCE\r\n●   Sales' }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as ResumePreview;
      expect(body.formatted_text).toBe('ANA LIMA\n\nEXPERIENCE\n• Sales');
    });
  },
  { ISA_INTERVIEW_BASE_URL: '' },
);
