// zod/mini: the interview page validates answers in the browser too, where the full builder costs ~24 kB gzip.
import { z } from 'zod/mini';

/** Longest answer a candidate may send in one message. */
export const INTERVIEW_ANSWER_MAX = 5_000;
/** Longest question an operator may write, and its competency label. */
export const INTERVIEW_QUESTION_MAX = 500;
export const INTERVIEW_COMPETENCY_MAX = 80;
/** Most questions one interview asks (each may add one follow-up). */
export const INTERVIEW_QUESTIONS_MAX = 12;
/** About how long the interview takes, as the introduction says. */
export const INTERVIEW_MINUTES = 15;

export const INTERVIEW_STATUSES = ['not_started', 'in_progress', 'completed', 'expired'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** How answers were followed up and assessed: by the configured language model, or by fixed rules (no scores). */
export type InterviewAssessment = 'model' | 'rules';

/** One question a job asks in its interview, with the competency it probes (checked by jobInputSchema). */
export interface InterviewQuestion {
  text: string;
  competency: string;
}

/** POST /api/interview/{token}/start: the candidate has read the notice and agrees. */
export const interviewStartSchema = z.object({
  consent: z.literal(true, 'Please confirm that you have read the candidate notice.'),
});

/** POST /api/interview/{token}/answers: one answer to the question on screen, sent once per clientId. */
export const interviewAnswerSchema = z.object({
  questionId: z.string().check(z.regex(/^q\d{1,2}$/, 'Unknown question')),
  /** Chosen by the page for each answer, so a resend after a lost reply is recognised, not stored twice. */
  clientId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid answer id')),
  text: z
    .string({ error: 'Please write an answer first.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please write an answer first.'),
      z.maxLength(
        INTERVIEW_ANSWER_MAX,
        `Answers can be at most ${INTERVIEW_ANSWER_MAX.toLocaleString('en-US')} characters.`,
      ),
    ),
});
export type InterviewAnswerInput = z.infer<typeof interviewAnswerSchema>;

/** One message of the interview chat. */
export interface InterviewTurn {
  role: 'isa' | 'candidate';
  text: string;
  /** ISO time the message was saved. */
  at: string;
  questionId: string;
}

/** A competency score given by the model, with the candidate's own words it rests on. */
export interface InterviewScore {
  questionId: string;
  competency: string;
  /** 1 (no evidence) to 5 (strong, specific evidence). */
  score: number;
  /** Verbatim quotes from the candidate's answers. */
  evidence: string[];
  rationale: string;
}

/** What the interview page knows: the invitation, where the interview stands and every turn so far. */
export interface InterviewState {
  jobTitle: string;
  firstName: string;
  status: InterviewStatus;
  /** The personal link, for continuing on another device. */
  link: string;
  expiresAt: string;
  questionCount: number;
  /** Questions fully answered (their follow-up included). */
  answeredCount: number;
  /** The question waiting for an answer; null when none is (not started, finished or expired). */
  awaitingQuestionId: string | null;
  assessment: InterviewAssessment;
  turns: InterviewTurn[];
}
