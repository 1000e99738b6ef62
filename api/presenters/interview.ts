import type {
  InterviewAssessment,
  InterviewScore,
  InterviewStatus,
  InterviewTurn,
} from '../../src/shared/interview.ts';
import type { InterviewRow, InterviewTurnRow } from '../db/schema.ts';

/**
 * An interview as the hiring team receives it (the applications export and the interview.* webhooks): its
 * state and times, how it was assessed, the whole transcript and any scores.
 */
export interface InterviewDto {
  status: InterviewStatus;
  startedAt: string | null;
  completedAt: string | null;
  /** 'model': follow-ups and scores by the language model; 'rules': fixed follow-ups, no scores; null before the start. */
  assessment: InterviewAssessment | null;
  transcript: InterviewTurn[];
  scores: InterviewScore[];
}

/** One stored message as the transcript shows it. */
export const toTurn = (row: InterviewTurnRow): InterviewTurn => ({
  role: row.role,
  text: row.text,
  at: new Date(row.created_at).toISOString(),
  questionId: row.question_id,
});

/** The status an interview has now: a link past its expiry is expired unless the interview was completed. */
export function effectiveStatus(row: Pick<InterviewRow, 'status' | 'expires_at'>, now = new Date()): InterviewStatus {
  if ((row.status === 'not_started' || row.status === 'in_progress') && new Date(row.expires_at) <= now)
    return 'expired';
  return row.status;
}

/** The model's scores in question order, each with its question's competency. */
function scoreList(row: InterviewRow): InterviewScore[] {
  return (row.questions ?? []).flatMap((q) => {
    const stored = row.scores[q.id];
    return stored ? [{ questionId: q.id, competency: q.competency, ...stored }] : [];
  });
}

/** Builds the hiring team's view of an interview from its row and its turns in order. */
export function interviewRecord(row: InterviewRow, turns: InterviewTurnRow[], now = new Date()): InterviewDto {
  return {
    status: effectiveStatus(row, now),
    startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    assessment: row.started_at ? row.assessment : null,
    transcript: turns.map(toTurn),
    scores: scoreList(row),
  };
}
