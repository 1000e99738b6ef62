import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobInputSchema } from '../../../src/shared/job-schema.ts';
import { RULE_FOLLOW_UPS } from '../../services/interview/assessor.ts';
import { interviewsService } from '../../services/interview/interviews.ts';
import { rulesAssessor } from '../../services/interview/assessor.ts';
import { jobsService } from '../../services/jobs.ts';
import { deletePersonalData, exportPersonalData } from '../../services/privacy-data.ts';
import { purgeExpired } from '../../services/retention.ts';
import { csvRecords } from '../../../src/shared/csv.ts';
import { applicationsCommand } from '../../cli/applications.ts';
import type { ExportedApplicationDto } from '../../presenters/application.ts';
import { describeWithServer } from '../../test/harness.ts';
import { applyFor, FULL_ANSWER, interviewClient } from '../../test/interview-kit.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

const OWN_QUESTIONS = [
  { text: 'Tell me about a shift that went wrong and what you did.', competency: 'Composure' },
  { text: 'How do you hand over patients at the end of a shift?', competency: 'Communication' },
];

describeWithServer(
  'interview API',
  (server) => {
    let jobId: string;
    let derivedJobId: string;
    const api = interviewClient(server);

    beforeAll(async () => {
      const jobs = jobsService(server.database.db);
      jobId = (
        await jobs.create(
          jobInputSchema.parse({ name: 'Nurse', publicName: 'Night Nurse', interviewQuestions: OWN_QUESTIONS }),
        )
      ).id;
      derivedJobId = (
        await jobs.create(
          jobInputSchema.parse({
            name: 'Engineer',
            publicName: 'Platform Engineer',
            description:
              'Join our platform team.\n\nResponsibilities:\n- Design and run our CI pipelines\n- Mentor two junior engineers\n\nRequirements:\n- 5+ years with Linux servers',
          }),
        )
      ).id;
    });

    const turnRows = (token: string) =>
      server.database.db
        .selectFrom('interview_turns')
        .innerJoin('applications', 'applications.id', 'interview_turns.application_id')
        .select(['interview_turns.role', 'interview_turns.kind', 'interview_turns.question_id', 'interview_turns.text'])
        .where('applications.interview_token', '=', token)
        .orderBy('interview_turns.seq')
        .execute();

    it('runs the state machine: consent, one question at a time, one follow-up at most, then completed', async () => {
      const token = await applyFor(server, jobId);
      let res = await api.get(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toMatchObject({
        status: 'not_started',
        jobTitle: 'Night Nurse',
        firstName: 'Jane',
        questionCount: 2,
        answeredCount: 0,
        awaitingQuestionId: null,
        assessment: 'rules',
        turns: [],
      });
      expect(res.body.link).toBe(`${server.config.publicBaseUrl}/interview/${token}`);

      // No answer before the start, no start without consent; neither changes anything.
      const early = await api.answer(token, 'q1', FULL_ANSWER);
      expect(early.body).toMatchObject({ code: 'interview_not_started' });
      expect(early.status).toBe(409);
      res = await api.start(token, false);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect((await api.get(token)).body.status).toBe('not_started');

      res = await api.start(token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'in_progress', awaitingQuestionId: 'q1', answeredCount: 0 });
      expect(res.body.turns.map((t) => [t.role, t.questionId, t.text])).toEqual([
        ['isa', 'q1', OWN_QUESTIONS[0]!.text],
      ]);
      // Starting again (another device, a double tap) changes nothing.
      expect((await api.start(token)).body.turns).toHaveLength(1);

      // A very short answer gets the one follow-up; the follow-up's answer moves on even if short.
      res = await api.answer(token, 'q1', 'I stayed calm.');
      expect(res.body.awaitingQuestionId).toBe('q1');
      expect(res.body.turns.at(-1)).toMatchObject({ role: 'isa', questionId: 'q1', text: RULE_FOLLOW_UPS.short });
      res = await api.answer(token, 'q1', 'I called the doctor.');
      expect(res.body).toMatchObject({ awaitingQuestionId: 'q2', answeredCount: 1 });
      expect(res.body.turns.at(-1)).toMatchObject({ role: 'isa', questionId: 'q2', text: OWN_QUESTIONS[1]!.text });

      // An answer to a question no longer on screen (another device answered it) is refused.
      res = await api.answer(token, 'q1', FULL_ANSWER);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('question_answered');

      // A full answer with an example needs no follow-up: the interview is complete.
      res = await api.answer(token, 'q2', FULL_ANSWER, 'final-answer-1');
      expect(res.body).toMatchObject({ status: 'completed', awaitingQuestionId: null, answeredCount: 2 });
      // The same answer resent after a lost reply is recognised, not stored twice.
      const resent = await api.answer(token, 'q2', FULL_ANSWER, 'final-answer-1');
      expect(resent.status).toBe(200);
      expect(resent.body.turns).toEqual(res.body.turns);
      expect((await api.answer(token, 'q2', 'More.')).status).toBe(409);

      expect(await turnRows(token)).toEqual([
        { role: 'isa', kind: 'question', question_id: 'q1', text: OWN_QUESTIONS[0]!.text },
        { role: 'candidate', kind: 'answer', question_id: 'q1', text: 'I stayed calm.' },
        { role: 'isa', kind: 'follow_up', question_id: 'q1', text: RULE_FOLLOW_UPS.short },
        { role: 'candidate', kind: 'answer', question_id: 'q1', text: 'I called the doctor.' },
        { role: 'isa', kind: 'question', question_id: 'q2', text: OWN_QUESTIONS[1]!.text },
        { role: 'candidate', kind: 'answer', question_id: 'q2', text: FULL_ANSWER },
      ]);
      const row = await server.database.db
        .selectFrom('interviews')
        .innerJoin('applications', 'applications.id', 'interviews.application_id')
        .select([
          'interviews.status',
          'interviews.started_at',
          'interviews.completed_at',
          'interviews.scores',
          'interviews.assessment',
        ])
        .where('applications.interview_token', '=', token)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'completed', assessment: 'rules', scores: {} });
      expect(row.started_at).toBeInstanceOf(Date);
      expect(row.completed_at!.getTime()).toBeGreaterThanOrEqual(row.started_at!.getTime());
    });

    it('asks for an example when a long answer has none', async () => {
      const token = await applyFor(server, jobId);
      await api.start(token);
      const vague =
        'I think it is important to stay calm and professional in every situation and to keep the patients and the team informed about what is going on at all times.';
      const res = await api.answer(token, 'q1', vague);
      expect(res.body.turns.at(-1)?.text).toBe(RULE_FOLLOW_UPS.no_example);
    });

    it('derives competency questions from the description when the job has none', async () => {
      const token = await applyFor(server, derivedJobId);
      const res = await api.start(token);
      expect(res.body.questionCount).toBe(4);
      expect(res.body.turns[0]!.text).toBe(
        'What interests you about the Platform Engineer role, and what would you bring to it?',
      );
      const questions = await server.database.db
        .selectFrom('interviews')
        .innerJoin('applications', 'applications.id', 'interviews.application_id')
        .select('questions')
        .where('applications.interview_token', '=', token)
        .executeTakeFirstOrThrow();
      expect(questions.questions?.map((q) => q.text)).toEqual([
        'What interests you about the Platform Engineer role, and what would you bring to it?',
        'Tell me about a time you had to design and run our CI pipelines. What was the situation, what did you do, and what was the result?',
        'Tell me about a time you had to mentor two junior engineers. What was the situation, what did you do, and what was the result?',
        'The role asks for: 5+ years with Linux servers. Tell me about a concrete example from your work that shows it.',
      ]);
      expect(questions.questions?.map((q) => q.competency)).toEqual([
        'Motivation',
        'Technical skills',
        'Leadership',
        'Qualifications and experience',
      ]);
    });

    it('refuses bad input and changes nothing', async () => {
      const token = await applyFor(server, jobId);
      await api.start(token);
      expect((await api.answer(token, 'q1', 'x'.repeat(5_001))).status).toBe(400);
      expect((await api.answer(token, 'q1', '   ')).status).toBe(400);
      expect((await api.answer(token, 'q1', `${FULL_ANSWER}\u0000`)).status).toBe(400);
      expect((await api.answer(token, 'q99', FULL_ANSWER)).status).toBe(409);
      const weird = await server.fetch(`/api/interview/${token}/answers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ questionId: 'q1', text: FULL_ANSWER, clientId: '<script>' }),
      });
      expect(weird.status).toBe(400);
      expect((await api.get('short')).status).toBe(400);
      expect((await api.get('A'.repeat(32))).status).toBe(404);
      expect(await turnRows(token)).toHaveLength(1);
      // Exactly 5,000 characters is allowed.
      expect(
        (await api.answer(token, 'q1', `${FULL_ANSWER} ${'a'.repeat(5_000 - FULL_ANSWER.length - 1)}`)).status,
      ).toBe(200);
    });

    it('stores one of two answers sent at once to the same question', async () => {
      const token = await applyFor(server, jobId);
      await api.start(token);
      const results = await Promise.all([
        api.answer(token, 'q1', `${FULL_ANSWER} (phone)`),
        api.answer(token, 'q1', `${FULL_ANSWER} (laptop)`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const answers = (await turnRows(token)).filter((t) => t.role === 'candidate');
      expect(answers).toHaveLength(1);
    });

    it('expires links: not started or in progress become expired, completed stays completed', async () => {
      const db = server.database.db;
      const [fresh, halfway, done] = [
        await applyFor(server, jobId),
        await applyFor(server, jobId),
        await applyFor(server, jobId),
      ];
      await api.get(fresh);
      await api.start(halfway);
      await api.start(done);
      await api.answer(done, 'q1', FULL_ANSWER);
      await api.answer(done, 'q2', FULL_ANSWER);
      const overdue = (token: string) =>
        db
          .updateTable('interviews')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('application_id', '=', db.selectFrom('applications').select('id').where('interview_token', '=', token))
          .execute();
      for (const token of [fresh, halfway, done]) await overdue(token);

      expect((await api.get(fresh)).body.status).toBe('expired');
      expect((await api.start(fresh)).status).toBe(410);
      const res = await api.answer(halfway, 'q1', FULL_ANSWER);
      expect(res.status).toBe(410);
      expect(res.body.code).toBe('interview_expired');
      expect((await api.get(halfway)).body).toMatchObject({ status: 'expired', awaitingQuestionId: null });
      expect((await api.get(done)).body.status).toBe('completed');
      expect(await turnRows(halfway)).toHaveLength(1);
    });

    it('sets the expiry from the application and INTERVIEW_LINK_DAYS', async () => {
      const token = await applyFor(server, jobId);
      const { body } = await api.get(token);
      const created = await server.database.db
        .selectFrom('applications')
        .select('created_at')
        .where('interview_token', '=', token)
        .executeTakeFirstOrThrow();
      expect(new Date(body.expiresAt).getTime() - created.created_at.getTime()).toBe(30 * 86_400_000);
    });

    it('goes with the application: privacy delete and retention remove the transcript', async () => {
      const db = server.database.db;
      const email = `erase.${Date.now()}@example.com`;
      const token = await applyFor(server, jobId, email);
      await api.start(token);
      await api.answer(token, 'q1', FULL_ANSWER);
      const count = async () =>
        Number(
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from interview_turns t join applications a on a.id = t.application_id where a.interview_token = ${token}`.execute(
              db,
            )
          ).rows[0]!.n,
        );
      expect(await count()).toBe(3);
      // An access request gets the interview and its transcript with the application.
      const exported = await exportPersonalData(db, email);
      expect(exported.interviews).toHaveLength(1);
      expect(exported.interview_turns?.map((t) => t.text)).toContain(FULL_ANSWER);
      await deletePersonalData(db, email.toUpperCase());
      expect(await count()).toBe(0);
      expect(
        await db
          .selectFrom('interview_turns')
          .select('seq')
          .where('text', '=', FULL_ANSWER)
          .where('application_id', 'not in', db.selectFrom('applications').select('id'))
          .execute(),
      ).toEqual([]);

      const old = await applyFor(server, jobId);
      await api.start(old);
      await db
        .updateTable('applications')
        .set({ created_at: new Date(Date.now() - 800 * 86_400_000) })
        .where('interview_token', '=', old)
        .execute();
      await purgeExpired(db, server.config.retentionDays);
      expect((await api.get(old)).status).toBe(404);
    });

    it('is in the operators’ export: the transcript in JSON (API and CLI), status and times in CSV', async () => {
      const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
      const stamp = Date.now();
      const doneEmail = `export.done.${stamp}@example.com`;
      const idleEmail = `export.idle.${stamp}@example.com`;
      const done = await applyFor(server, jobId, doneEmail);
      await applyFor(server, jobId, idleEmail);
      await api.start(done);
      await api.answer(done, 'q1', FULL_ANSWER);
      await api.answer(done, 'q2', FULL_ANSWER);

      const list = (await (
        await server.fetch(`/api/admin/applications?format=json&job=${jobId}`, { headers: admin })
      ).json()) as ExportedApplicationDto[];
      const exported = list.find((a) => a.email === doneEmail)!;
      expect(exported.interview).toMatchObject({ status: 'completed', assessment: 'rules', scores: [] });
      expect(exported.interview.transcript).toEqual([
        { role: 'isa', text: OWN_QUESTIONS[0]!.text, at: expect.any(String), questionId: 'q1' },
        { role: 'candidate', text: FULL_ANSWER, at: expect.any(String), questionId: 'q1' },
        { role: 'isa', text: OWN_QUESTIONS[1]!.text, at: expect.any(String), questionId: 'q2' },
        { role: 'candidate', text: FULL_ANSWER, at: expect.any(String), questionId: 'q2' },
      ]);
      expect(list.find((a) => a.email === idleEmail)!.interview).toEqual({
        status: 'not_started',
        startedAt: null,
        completedAt: null,
        assessment: null,
        transcript: [],
        scores: [],
      });

      const csv = csvRecords(
        await (await server.fetch(`/api/admin/applications?format=csv&job=${jobId}`, { headers: admin })).text(),
      );
      const row = csv.find((r) => r.Email === doneEmail)!;
      expect(row['Interview status']).toBe('completed');
      expect(row['Interview started']).toBe(exported.interview.startedAt);
      expect(row['Interview completed']).toBe(exported.interview.completedAt);
      expect(csv.find((r) => r.Email === idleEmail)!['Interview status']).toBe('not_started');

      const lines: string[] = [];
      const context = { config: server.config, database: server.database, out: (l: string) => lines.push(l) };
      expect(await applicationsCommand.run(['export', '--format=json', `--job=${jobId}`], context)).toBe(0);
      const fromCli = (JSON.parse(lines.join('\n')) as ExportedApplicationDto[]).find((a) => a.email === doneEmail)!;
      expect(fromCli.interview.transcript).toHaveLength(4);
    });

    describe('a review interrupted before ISA replied', () => {
      it('is finished the next time the interview is read', async () => {
        const token = await applyFor(server, jobId);
        await api.start(token);
        const app = await server.database.db
          .selectFrom('applications')
          .select('id')
          .where('interview_token', '=', token)
          .executeTakeFirstOrThrow();
        // The answer is stored but the process stopped before ISA answered it.
        await server.database.db
          .insertInto('interview_turns')
          .values({
            application_id: app.id,
            seq: 2,
            role: 'candidate',
            kind: 'answer',
            question_id: 'q1',
            text: FULL_ANSWER,
            client_id: 'crashed-1',
          })
          .execute();
        const service = interviewsService(server.database.db, { linkDays: 30, assessor: rulesAssessor });
        const state = await service.state(token);
        expect(state.awaitingQuestionId).toBe('q2');
        expect(state.turns.map((t) => t.role)).toEqual(['isa', 'candidate', 'isa']);
      });
    });
  },
  // Every request comes from 127.0.0.1: a larger budget keeps rate limits out of the way.
  { ISA_INTERVIEW_BASE_URL: '', RATE_LIMIT_SCALE: '50', ADMIN_TOKEN },
);
