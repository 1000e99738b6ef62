import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobInputSchema } from '../../../src/shared/job-schema.ts';
import { dataCommand } from '../../cli/data.ts';
import { mailCommand } from '../../cli/mail.ts';
import { describeWithServer, type TestServer } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { waitFor } from '../../test/webhook-receiver.ts';
import { jobsService } from '../jobs.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-mail-'));
afterAll(() => fs.rmSync(mailDir, { recursive: true, force: true }));

const WORKER = {
  DELIVERY_WORKER: 'true',
  DELIVERY_POLL_MS: '50',
  DELIVERY_RETRY_BASE_MS: '100',
  DELIVERY_RETRY_MAX_MS: '300',
  DELIVERY_TIMEOUT_MS: '3000',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_SCALE: '1000',
  MAIL_FROM: 'ISA Careers <careers@isa.example>',
};

/** Applies to `jobId` as the apply page does (multipart form). */
function apply(server: TestServer, jobId: string, email: string, resumeText = 'Sam Candidate\nTen years of welding.') {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    jobId,
    resumeText,
    contactFirstName: 'Sam',
    contactLastName: 'Candidate',
    contactEmail: email,
  }))
    form.set(k, v);
  return server.fetch('/api/applications', { method: 'POST', body: form });
}

const newJob = async (server: TestServer, publicName: string) =>
  (await jobsService(server.database.db).create(jobInputSchema.parse({ name: publicName, publicName }))).id;

describeWithServer(
  'e-mail over SMTP',
  (server) => {
    let jobId: string;
    beforeAll(async () => {
      sink.received.length = 0;
      sink.refuse(undefined);
      jobId = await newJob(server, 'Senior Welder');
    });
    const mailsTo = (address: string) => sink.received.filter((m) => m.to.includes(address));

    it('sends the candidate the job, the interview link and where to get help, in text and HTML', async () => {
      const res = await apply(server, jobId, 'sam@mail.example');
      expect(res.status).toBe(201);
      const { isaLink } = (await res.json()) as { isaLink: string };
      const [mail] = await waitFor(() => mailsTo('sam@mail.example').length > 0 && mailsTo('sam@mail.example'), 10_000);
      expect(mail!.from).toBe('careers@isa.example');
      expect(mail!.header('subject')).toBe('Your interview for Senior Welder');
      expect(mail!.header('from')).toBe('ISA Careers <careers@isa.example>');
      const eventId = (
        await server.database.db
          .selectFrom('outbox_events')
          .select('id')
          .where('type', '=', 'mail.message')
          .where('subject_email', '=', 'sam@mail.example')
          .executeTakeFirstOrThrow()
      ).id;
      expect(mail!.header('message-id')).toBe(`<${eventId}@isa.example>`);
      expect(mail!.raw).toMatch(/content-type: text\/plain/i);
      expect(mail!.raw).toMatch(/content-type: text\/html/i);
      expect(mail!.decoded).toContain(isaLink);
      expect(mail!.decoded).toContain(`<a href="${isaLink}">`);
      expect(mail!.decoded).toContain('<html lang="en">');
      expect(mail!.decoded).toContain('hello@interviewsmartagent.com');
    });

    it('re-sends the stored link to the address on file for a duplicate, without showing it in the answer', async () => {
      const res = await apply(server, jobId, 'SAM@mail.example', 'Someone else entirely, with another resume.');
      expect(res.status).toBe(200);
      const body = (await res.json()) as { duplicate: boolean; isaLink: string | null };
      expect(body).toMatchObject({ duplicate: true, isaLink: null });
      const reminders = await waitFor(() => {
        const found = mailsTo('sam@mail.example').filter((m) => m.header('subject')?.startsWith('Your interview link'));
        return found.length > 0 && found;
      }, 10_000);
      const first = mailsTo('sam@mail.example')[0]!;
      const link = /https?:\/\/\S+\/interview\/[A-Za-z0-9_-]{32}/.exec(first.decoded)![0];
      expect(reminders[0]!.decoded).toContain(link);
      // A second duplicate within the hour queues no further e-mail.
      expect((await apply(server, jobId, 'sam@mail.example', 'Yet another resume.')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mailsTo('sam@mail.example')).toHaveLength(2);
    });

    it('acknowledges a privacy request with its reference', async () => {
      const res = await server.fetch('/api/privacy-requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fullName: 'Robin Private', email: 'robin@mail.example', requestType: 'Access' }),
      });
      expect(res.status).toBe(201);
      const { reference } = (await res.json()) as { reference: string };
      const [mail] = await waitFor(() => mailsTo('robin@mail.example').length > 0 && mailsTo('robin@mail.example'));
      expect(mail!.header('subject')).toBe(`We received your privacy request ${reference}`);
      expect(mail!.decoded).toContain(`Its reference is ${reference}`);
    });

    it('retries a temporary refusal and gives up on a permanent one', async () => {
      let tries = 0;
      sink.refuse((to) => {
        if (to === 'later@mail.example' && ++tries <= 2) return 451;
        if (to === 'nobody@mail.example') return 550;
        return undefined;
      });
      expect((await apply(server, jobId, 'later@mail.example')).status).toBe(201);
      expect((await apply(server, jobId, 'nobody@mail.example')).status).toBe(201);
      await waitFor(() => mailsTo('later@mail.example').length === 1, 10_000);
      const dead = await waitFor(
        () =>
          server.database.db
            .selectFrom('outbox_deliveries')
            .innerJoin('outbox_events', 'outbox_events.id', 'outbox_deliveries.event_id')
            .select(['outbox_deliveries.status', 'outbox_deliveries.last_status', 'outbox_deliveries.attempts'])
            .where('outbox_events.subject_email', '=', 'nobody@mail.example')
            .where('outbox_deliveries.status', '=', 'dead')
            .executeTakeFirst(),
        10_000,
      );
      expect(dead).toMatchObject({ last_status: 550, attempts: 1 });
      expect(tries).toBe(3);
      sink.refuse(undefined);
    });
  },
  { ...WORKER, SMTP_URL: sink.url },
);

describeWithServer(
  'e-mail as .eml files without SMTP_URL',
  (server) => {
    const dir = path.join(mailDir, 'mail');
    const lines: string[] = [];
    // The suites of both drivers share DATA_DIR; each starts with an empty mail folder.
    beforeAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const context = () => ({ config: server.config, database: server.database, out: (l: string) => lines.push(l) });

    it('writes each message under DATA_DIR/mail; `mail list` and `mail show` read them; deletion removes them', async () => {
      const jobId = await newJob(server, 'Forklift Driver');
      expect(server.config.delivery.mail.dir).toBe(dir);
      expect((await apply(server, jobId, 'kim@eml.example')).status).toBe(201);
      expect((await apply(server, jobId, 'lee@eml.example')).status).toBe(201);
      await waitFor(() => fs.existsSync(dir) && fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).length === 2);
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);

      expect(await mailCommand.run(['list'], context())).toBe(0);
      expect(lines).toHaveLength(2);
      const kim = lines.find((l) => l.includes('kim@eml.example'))!;
      expect(kim).toMatch(
        /^msg_[0-9a-f]{32} {2}\d{4}-\d\d-\d\dT.* {2}kim@eml.example {2}Your interview for Forklift Driver$/,
      );
      lines.length = 0;
      expect(await mailCommand.run(['show', kim.slice(0, 36)], context())).toBe(0);
      expect(lines.join('\n')).toMatch(/^Subject: Your interview for Forklift Driver$/m);
      expect(await mailCommand.run(['show', 'msg_00000000000000000000000000000000'], context())).toBe(1);

      lines.length = 0;
      expect(await dataCommand.run(['delete', 'KIM@eml.example'], context())).toBe(0);
      expect(lines).toContain('stored mail: 1 message(s) deleted');
      expect(lines).toContain('outbox_events: 2 row(s) deleted');
      const left = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(left).toHaveLength(1);
      expect(fs.readFileSync(path.join(dir, left[0]!), 'utf8')).toContain('lee@eml.example');
    });
  },
  { ...WORKER, DATA_DIR: mailDir },
);
