import { beforeAll, expect, it } from 'vitest';
import type { MailMessage } from '../outbox/outbox.ts';
import { describeWithServer } from '../../test/harness.ts';
import { applyFor, FULL_ANSWER, interviewClient, nurseJob } from '../../test/interview-kit.ts';
import { queueInterviewReminders } from './reminders.ts';

const HOUR = 3_600_000;

describeWithServer(
  'interview reminders',
  (server) => {
    const api = interviewClient(server);
    let jobId: string;
    beforeAll(async () => {
      jobId = await nurseJob(server, [{ text: 'Tell me about a hard shift.', competency: 'Composure' }]);
    });
    const mails = async (email: string) =>
      (
        await server.database.db
          .selectFrom('outbox_events')
          .select('payload')
          .where('type', '=', 'mail.message')
          .where('subject_email', '=', email)
          .execute()
      )
        .map((row) => row.payload as MailMessage)
        .filter((mail) => mail.kind === 'interview.reminder');
    const run = (hoursLater: number) =>
      queueInterviewReminders(server.database.db, {
        ownLinkPrefix: `${server.config.publicBaseUrl}/interview/`,
        linkDays: 30,
        now: new Date(Date.now() + hoursLater * HOUR),
      });

    it('reminds once, 24 hours on, about an interview never opened or opened but not started', async () => {
      const stamp = Date.now();
      const address = (label: string) => `${label}.${stamp}@example.com`;
      const [unopened, opened, started, done] = [
        address('unopened'),
        address('opened'),
        address('started'),
        address('done'),
      ];
      const tokens = await Promise.all(
        [unopened, opened, started, done].map((email) => applyFor(server, jobId, email)),
      );
      await api.get(tokens[1]!);
      await api.start(tokens[2]!);
      await api.start(tokens[3]!);
      await api.answer(tokens[3]!, 'q1', FULL_ANSWER);

      // Before 24 hours, nobody is reminded.
      await run(23);
      for (const email of [unopened, opened, started, done]) expect(await mails(email)).toEqual([]);

      expect(await run(25)).toBeGreaterThanOrEqual(2);
      const [mail] = await mails(unopened);
      expect(mail).toMatchObject({ to: unopened, subject: 'Your interview for Night Nurse is waiting' });
      expect(mail!.text).toContain(`${server.config.publicBaseUrl}/interview/${tokens[0]}`);
      expect(mail!.html).toContain(`<a href="${server.config.publicBaseUrl}/interview/${tokens[0]}">`);
      expect(await mails(opened)).toHaveLength(1);
      expect(await mails(started)).toEqual([]);
      expect(await mails(done)).toEqual([]);

      // Runs again later (or on another instance at once) send nothing more.
      await Promise.all([run(26), run(26)]);
      expect(await mails(unopened)).toHaveLength(1);
      expect(await mails(opened)).toHaveLength(1);
      // A reminded interview is still not started and can be started.
      expect((await api.get(tokens[0]!)).body.status).toBe('not_started');
      expect((await api.start(tokens[0]!)).status).toBe(200);
    });

    it('leaves expired links and links to another site alone', async () => {
      const email = `late.${Date.now()}@example.com`;
      await applyFor(server, jobId, email);
      await run(31 * 24);
      expect(await mails(email)).toEqual([]);
      await queueInterviewReminders(server.database.db, {
        ownLinkPrefix: 'https://interviews.elsewhere.example/',
        linkDays: 30,
        now: new Date(Date.now() + 25 * HOUR),
      });
      expect(await mails(email)).toEqual([]);
    });
  },
  { ISA_INTERVIEW_BASE_URL: '', RATE_LIMIT_SCALE: '50' },
);
