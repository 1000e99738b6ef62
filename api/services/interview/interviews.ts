import { INTERVIEW_TOKEN_PATTERN } from '../../../src/shared/application.ts';
import type { InterviewAnswerInput, InterviewState } from '../../../src/shared/interview.ts';
import { jobDisplayName } from '../../../src/shared/job.ts';
import type { Db } from '../../db/database.ts';
import { interviewsRepository } from '../../db/repositories/interviews.ts';
import type { AskedQuestion, InterviewRow, InterviewTurnRow } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../errors.ts';
import { presentApplication } from '../../presenters/application.ts';
import { effectiveStatus, interviewRecord, toTurn, type InterviewDto } from '../../presenters/interview.ts';
import { enqueueEvent, type EventType } from '../outbox/outbox.ts';
import type { Assessor } from './assessor.ts';
import { questionsForJob } from './questions.ts';

export const INTERVIEW_MESSAGES = {
  badToken: 'This interview link is not valid. Please check the link in your e-mail.',
  unknownToken: 'We could not find this interview. Please check the link in your e-mail.',
  expired: 'This interview link has expired. Please contact the hiring team if you would still like to interview.',
  notStarted: 'Please start the interview first.',
  completed: 'This interview is already complete. Thank you!',
  staleQuestion: 'This question was already answered, perhaps on another device. Here is where your interview stands.',
} as const;

const gone = (message: string) => new HttpError(410, 'interview_expired', message);

export interface InterviewsOptions {
  /** Days from the application until its interview link expires. */
  linkDays: number;
  assessor: Assessor;
}

/** Which question waits for an answer: the last turn's, when the last turn is ISA's. */
function awaiting(row: InterviewRow, turns: InterviewTurnRow[]): string | null {
  const last = turns.at(-1);
  return row.status === 'in_progress' && last?.role === 'isa' ? last.question_id : null;
}

/** Questions answered in full: every question before the one on screen, all of them once completed. */
function answeredCount(row: InterviewRow, turns: InterviewTurnRow[]): number {
  const questions = row.questions ?? [];
  if (row.status === 'completed') return questions.length;
  const current = turns.at(-1)?.question_id;
  const index = questions.findIndex((q) => q.id === current);
  if (index < 0) return 0;
  // A last answer still being reviewed counts only once ISA has moved on.
  return index;
}

/**
 * The structured chat interview behind an application's link: start with consent, one question at a time,
 * at most one follow-up per question, every answer stored as it arrives. The transcript is the state: an
 * answer is saved in its own transaction before it is reviewed, and a review interrupted by a crash is
 * redone the next time the interview is read.
 */
export function interviewsService(db: Db, options: InterviewsOptions) {
  const { assessor } = options;

  async function applicationFor(token: string) {
    if (!INTERVIEW_TOKEN_PATTERN.test(token)) throw badRequest(INTERVIEW_MESSAGES.badToken, 'invalid_token');
    const app = await interviewsRepository(db).applicationByToken(token);
    if (!app) throw notFound(INTERVIEW_MESSAGES.unknownToken, 'interview_not_found');
    const expiresAt = new Date(new Date(app.created_at).getTime() + options.linkDays * 86_400_000);
    // Applications made before interviews existed get theirs on first use.
    await interviewsRepository(db).ensure(app.id, expiresAt);
    return app;
  }

  type Application = Awaited<ReturnType<typeof applicationFor>>;

  /** Locks the interview row, turning an overdue one expired; throws when it cannot take `action`. */
  async function lockInProgress(trx: Db, applicationId: string): Promise<InterviewRow> {
    const repo = interviewsRepository(trx);
    const row = (await repo.find(applicationId, { lock: true }))!;
    const status = effectiveStatus(row);
    if (status === 'expired') {
      if (row.status !== 'expired') await repo.setStatus(applicationId, 'expired');
      throw gone(INTERVIEW_MESSAGES.expired);
    }
    if (status === 'completed') throw conflict(INTERVIEW_MESSAGES.completed, 'interview_completed');
    return row;
  }

  /** Tells the hiring team, in the transaction that made the change: the application and its interview. */
  async function emit(trx: Db, type: Extract<EventType, `interview.${string}`>, applicationId: string) {
    const repo = interviewsRepository(trx);
    const [row, turns, application] = await Promise.all([
      repo.find(applicationId),
      repo.turns(applicationId),
      repo.applicationWithJob(applicationId),
    ]);
    await enqueueEvent(trx, {
      type,
      data: { ...presentApplication(application, application), interview: interviewRecord(row!, turns) },
      subjectEmail: application.email,
    });
  }

  /**
   * Answers the candidate's last answer when it still waits for ISA: a follow-up, the next question, or the
   * end. Safe to run twice at once: the turn is written only if nothing was added in the meantime.
   */
  async function advance(app: Application): Promise<void> {
    const repo = interviewsRepository(db);
    const row = await repo.find(app.id);
    if (!row || row.status !== 'in_progress') return;
    const turns = await repo.turns(app.id);
    const last = turns.at(-1);
    if (!last || last.role !== 'candidate') return;
    const questions = row.questions ?? [];
    const index = questions.findIndex((q) => q.id === last.question_id);
    const question = questions[index]!;
    const followUp = turns.find((t) => t.kind === 'follow_up' && t.question_id === question.id);
    const answers = turns.filter((t) => t.role === 'candidate' && t.question_id === question.id).map((t) => t.text);
    const review = await assessor.review({
      jobTitle: jobDisplayName({ publicName: app.public_name, name: app.name }),
      question,
      followUp: followUp?.text ?? null,
      answers,
      followUpAllowed: !followUp,
    });

    await db.transaction().execute(async (trx) => {
      const locked = interviewsRepository(trx);
      const current = await locked.find(app.id, { lock: true });
      const latest = (await locked.turns(app.id)).at(-1);
      // Another request has already answered this turn (or the interview has ended).
      if (current?.status !== 'in_progress' || latest?.seq !== last.seq) return;
      if (review.score) await locked.setScore(app.id, question.id, review.score);
      const seq = last.seq + 1;
      const next = questions[index + 1];
      if (review.followUp) {
        await locked.appendTurn({
          applicationId: app.id,
          seq,
          role: 'isa',
          kind: 'follow_up',
          questionId: question.id,
          text: review.followUp,
        });
      } else if (next) {
        await locked.appendTurn({
          applicationId: app.id,
          seq,
          role: 'isa',
          kind: 'question',
          questionId: next.id,
          text: next.text,
        });
      } else {
        await locked.setStatus(app.id, 'completed', { completed_at: new Date() });
        await emit(trx, 'interview.completed', app.id);
      }
    });
  }

  async function stateOf(app: Application): Promise<InterviewState> {
    const repo = interviewsRepository(db);
    let row = (await repo.find(app.id))!;
    const status = effectiveStatus(row);
    if (status !== row.status) {
      await repo.setStatus(app.id, status);
      row = { ...row, status };
    }
    const turns = status === 'not_started' ? [] : await repo.turns(app.id);
    return {
      jobTitle: jobDisplayName({ publicName: app.public_name, name: app.name }),
      firstName: app.first_name,
      status,
      link: app.isa_link,
      expiresAt: new Date(row.expires_at).toISOString(),
      questionCount: row.questions?.length ?? questionsFor(app).length,
      answeredCount: answeredCount(row, turns),
      awaitingQuestionId: awaiting(row, turns),
      assessment: row.status === 'not_started' ? assessor.kind : row.assessment,
      turns: turns.map(toTurn),
    };
  }

  const questionsFor = (app: Application): AskedQuestion[] =>
    questionsForJob({
      title: jobDisplayName({ publicName: app.public_name, name: app.name }),
      description: app.description,
      interviewQuestions: app.interview_questions,
    });

  return {
    /** Where the interview stands; finishes a review an earlier request could not. */
    async state(token: string): Promise<InterviewState> {
      const app = await applicationFor(token);
      await advance(app);
      return stateOf(app);
    },

    /** Starts the interview (the candidate consented): fixes the questions and asks the first. Repeatable. */
    async start(token: string): Promise<InterviewState> {
      const app = await applicationFor(token);
      await db.transaction().execute(async (trx) => {
        const row = await lockInProgress(trx, app.id);
        if (row.status !== 'not_started') return;
        const questions = questionsFor(app);
        const repo = interviewsRepository(trx);
        await repo.start(app.id, questions, assessor.kind);
        const first = questions[0]!;
        await repo.appendTurn({
          applicationId: app.id,
          seq: 1,
          role: 'isa',
          kind: 'question',
          questionId: first.id,
          text: first.text,
        });
        await emit(trx, 'interview.started', app.id);
      });
      return stateOf(app);
    },

    /**
     * Stores one answer (once per clientId, whatever the retries), then has ISA reply. An answer to a
     * question that is no longer on screen (answered on another device) is refused with 409.
     */
    async answer(token: string, input: InterviewAnswerInput): Promise<InterviewState> {
      const app = await applicationFor(token);
      await db.transaction().execute(async (trx) => {
        const repo = interviewsRepository(trx);
        await repo.find(app.id, { lock: true });
        // A resend of a stored answer (its reply was lost) is answered with the current state.
        if (await repo.turnByClientId(app.id, input.clientId)) return;
        const row = await lockInProgress(trx, app.id);
        if (row.status === 'not_started') throw conflict(INTERVIEW_MESSAGES.notStarted, 'interview_not_started');
        const last = (await repo.turns(app.id)).at(-1);
        if (last?.role !== 'isa' || last.question_id !== input.questionId)
          throw conflict(INTERVIEW_MESSAGES.staleQuestion, 'question_answered');
        await repo.appendTurn({
          applicationId: app.id,
          seq: last.seq + 1,
          role: 'candidate',
          kind: 'answer',
          questionId: input.questionId,
          text: input.text,
          clientId: input.clientId,
        });
      });
      await advance(app);
      return stateOf(app);
    },
  };
}

export type InterviewsService = ReturnType<typeof interviewsService>;

/** Applications whose interviews are read per query in an export (bounded bind parameters). */
const EXPORT_CHUNK = 1_000;

/**
 * The interviews of many applications as the hiring team exports them, in the applications' order. An
 * application whose link was never opened shows as not started, or expired once its link has run out.
 */
export async function interviewsOfApplications(
  db: Db,
  applications: ReadonlyArray<{ id: string; createdAt: string | Date }>,
  linkDays: number,
): Promise<InterviewDto[]> {
  const repo = interviewsRepository(db);
  const rows = new Map<string, InterviewRow>();
  const turns = new Map<string, InterviewTurnRow[]>();
  for (let i = 0; i < applications.length; i += EXPORT_CHUNK) {
    const ids = applications.slice(i, i + EXPORT_CHUNK).map((a) => a.id);
    const [someRows, someTurns] = await Promise.all([repo.listOf(ids), repo.turnsOf(ids)]);
    for (const row of someRows) rows.set(row.application_id, row);
    for (const turn of someTurns) {
      const list = turns.get(turn.application_id);
      if (list) list.push(turn);
      else turns.set(turn.application_id, [turn]);
    }
  }
  const now = new Date();
  return applications.map((application) => {
    const row = rows.get(application.id);
    if (row) return interviewRecord(row, turns.get(application.id) ?? [], now);
    const expiresAt = new Date(new Date(application.createdAt).getTime() + linkDays * 86_400_000);
    return {
      status: effectiveStatus({ status: 'not_started', expires_at: expiresAt }, now),
      startedAt: null,
      completedAt: null,
      assessment: null,
      transcript: [],
      scores: [],
    };
  });
}
