import { sql, type Kysely } from 'kysely';
import type { AskedQuestion, InterviewRow, InterviewTurnRow, Schema, StoredScore } from '../schema.ts';
import type { InterviewStatus } from '../../../src/shared/interview.ts';

/** Interviews and their transcripts; every function takes the database or an open transaction. */
export function interviewsRepository(db: Kysely<Schema>) {
  return {
    /** The application and job behind an interview token. */
    applicationByToken(token: string) {
      return db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select([
          'applications.id',
          'applications.first_name',
          'applications.isa_link',
          'applications.created_at',
          'jobs.name',
          'jobs.public_name',
          'jobs.description',
          'jobs.interview_questions',
        ])
        .where('applications.interview_token', '=', token)
        .executeTakeFirst();
    },

    /** An application row with its job's names (event data). */
    applicationWithJob(applicationId: string) {
      return db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .selectAll('applications')
        .select(['jobs.name', 'jobs.public_name'])
        .where('applications.id', '=', applicationId)
        .executeTakeFirstOrThrow();
    },

    /** Creates the application's interview unless it has one; one interview per application. */
    async ensure(applicationId: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('interviews')
        .values({ application_id: applicationId, expires_at: expiresAt })
        .onConflict((oc) => oc.column('application_id').doNothing())
        .execute();
    },

    find(applicationId: string, { lock = false } = {}): Promise<InterviewRow | undefined> {
      let q = db.selectFrom('interviews').selectAll().where('application_id', '=', applicationId);
      if (lock) q = q.forUpdate();
      return q.executeTakeFirst();
    },

    turns(applicationId: string): Promise<InterviewTurnRow[]> {
      return db
        .selectFrom('interview_turns')
        .selectAll()
        .where('application_id', '=', applicationId)
        .orderBy('seq', 'asc')
        .execute();
    },

    /** Every turn of the given interviews, in order (exports). */
    turnsOf(applicationIds: string[]): Promise<InterviewTurnRow[]> {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('interview_turns')
        .selectAll()
        .where('application_id', 'in', applicationIds)
        .orderBy('application_id')
        .orderBy('seq', 'asc')
        .execute();
    },

    listOf(applicationIds: string[]): Promise<InterviewRow[]> {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('interviews').selectAll().where('application_id', 'in', applicationIds).execute();
    },

    turnByClientId(applicationId: string, clientId: string) {
      return db
        .selectFrom('interview_turns')
        .select('seq')
        .where('application_id', '=', applicationId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    async appendTurn(turn: {
      applicationId: string;
      seq: number;
      role: 'isa' | 'candidate';
      kind: 'question' | 'follow_up' | 'answer';
      questionId: string;
      text: string;
      clientId?: string;
    }): Promise<void> {
      await db
        .insertInto('interview_turns')
        .values({
          application_id: turn.applicationId,
          seq: turn.seq,
          role: turn.role,
          kind: turn.kind,
          question_id: turn.questionId,
          text: turn.text,
          client_id: turn.clientId ?? null,
        })
        .execute();
    },

    async start(applicationId: string, questions: AskedQuestion[], assessment: 'model' | 'rules'): Promise<void> {
      const now = new Date();
      await db
        .updateTable('interviews')
        .set({
          status: 'in_progress',
          questions: JSON.stringify(questions),
          assessment,
          consent_at: now,
          started_at: now,
          updated_at: now,
        })
        .where('application_id', '=', applicationId)
        .execute();
    },

    async setStatus(
      applicationId: string,
      status: InterviewStatus,
      extra: { completed_at?: Date } = {},
    ): Promise<void> {
      await db
        .updateTable('interviews')
        .set({ status, ...extra, updated_at: new Date() })
        .where('application_id', '=', applicationId)
        .execute();
    },

    /** Stores (or replaces) one question's score. */
    async setScore(applicationId: string, questionId: string, score: StoredScore): Promise<void> {
      await db
        .updateTable('interviews')
        .set({
          scores: sql`jsonb_set(scores, ${sql.val(`{${questionId}}`)}::text[], ${JSON.stringify(score)}::jsonb)`,
          updated_at: new Date(),
        })
        .where('application_id', '=', applicationId)
        .execute();
    },

    /** Marks every interview whose link has run out as expired (unless it was completed); returns the count. */
    async expireOverdue(now = new Date()): Promise<number> {
      const result = await db
        .updateTable('interviews')
        .set({ status: 'expired', updated_at: now })
        .where('status', 'in', ['not_started', 'in_progress'])
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
