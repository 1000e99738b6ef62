import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InterviewTurn } from '../../../src/shared/interview.ts';
import { describeWithServer } from '../../test/harness.ts';
import { applyFor, FULL_ANSWER, interviewClient, nurseJob } from '../../test/interview-kit.ts';
import { startWebhookReceiver, testWebhookSecret, waitFor, type ReceivedWebhook } from '../../test/webhook-receiver.ts';
import { deletePersonalData } from '../privacy-data.ts';

const SECRET = testWebhookSecret();
const receiver = await startWebhookReceiver(SECRET);
afterAll(() => receiver.close());

interface InterviewEventBody {
  type: string;
  data: {
    id: string;
    email: string;
    jobTitle: string;
    interview: {
      status: string;
      startedAt: string | null;
      completedAt: string | null;
      assessment: string;
      transcript: InterviewTurn[];
      scores: unknown[];
    };
  };
}
const bodyOf = (hook: ReceivedWebhook) => JSON.parse(hook.body) as InterviewEventBody;

describeWithServer(
  'interview events through the outbox',
  (server) => {
    const api = interviewClient(server);
    let jobId: string;
    beforeAll(async () => {
      jobId = await nurseJob(server);
    });
    const hooks = (email: string, type: string) =>
      receiver.received.filter((r) => r.verified && bodyOf(r).type === type && bodyOf(r).data.email === email);
    const eventRows = (email: string) =>
      server.database.db
        .selectFrom('outbox_events')
        .select(['type'])
        .where('subject_email', '=', email)
        .where('type', '!=', 'mail.message')
        .orderBy('created_at')
        .execute();

    it('sends interview.started once and interview.completed with the whole transcript', async () => {
      const email = `events.${Date.now()}@example.com`;
      const token = await applyFor(server, jobId, email);
      await api.get(token);
      expect((await eventRows(email)).map((e) => e.type)).toEqual(['application.created']);

      await api.start(token);
      await api.start(token);
      const [started] = await waitFor(
        () => hooks(email, 'interview.started').length > 0 && hooks(email, 'interview.started'),
        10_000,
      );
      expect(bodyOf(started!).data).toMatchObject({
        email,
        jobTitle: 'Night Nurse',
        interview: { status: 'in_progress', completedAt: null, assessment: 'rules', scores: [] },
      });
      expect(bodyOf(started!).data.interview.transcript).toEqual([
        expect.objectContaining({ role: 'isa', questionId: 'q1', text: 'Tell me about a hard shift.' }),
      ]);

      await api.answer(token, 'q1', FULL_ANSWER);
      // Refused answers write nothing.
      expect((await api.answer(token, 'q1', FULL_ANSWER)).status).toBe(409);
      await api.answer(token, 'q2', 'A checklist.');
      await api.answer(token, 'q2', FULL_ANSWER);
      const [completed] = await waitFor(
        () => hooks(email, 'interview.completed').length > 0 && hooks(email, 'interview.completed'),
        10_000,
      );
      const { interview } = bodyOf(completed!).data;
      expect(interview.status).toBe('completed');
      expect(interview.completedAt).not.toBeNull();
      expect(interview.transcript.map((t) => [t.role, t.questionId])).toEqual([
        ['isa', 'q1'],
        ['candidate', 'q1'],
        ['isa', 'q2'],
        ['candidate', 'q2'],
        ['isa', 'q2'],
        ['candidate', 'q2'],
      ]);
      expect(interview.transcript[3]!.text).toBe('A checklist.');
      expect((await eventRows(email)).map((e) => e.type)).toEqual([
        'application.created',
        'interview.started',
        'interview.completed',
      ]);
      expect(hooks(email, 'interview.started')).toHaveLength(1);

      // A deletion request takes the events (and their transcripts) with it.
      await deletePersonalData(server.database.db, email);
      expect(await eventRows(email)).toEqual([]);
    });
  },
  {
    ISA_INTERVIEW_BASE_URL: '',
    RATE_LIMIT_SCALE: '50',
    WEBHOOK_URL: `${receiver.url}/hooks/interviews`,
    WEBHOOK_SECRET: SECRET,
    DELIVERY_WORKER: 'true',
    DELIVERY_POLL_MS: '50',
  },
);
