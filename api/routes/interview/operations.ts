import { z } from 'zod';
import { INTERVIEW_STATUSES, interviewAnswerSchema, interviewStartSchema } from '../../../src/shared/interview.ts';
import { defineOperations, ERROR_DESCRIPTIONS, errorResponses } from '../../openapi/registry.ts';

const token = { token: z.string().describe('The token at the end of the interview link.') };

const turnSchema = z.object({
  role: z.enum(['isa', 'candidate']),
  text: z.string(),
  at: z.iso.datetime({ offset: true }),
  questionId: z.string(),
});

/** An interview as the hiring team receives it (applications export, interview.* webhooks). */
export const interviewDtoSchema = z.object({
  status: z.enum(INTERVIEW_STATUSES),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  assessment: z
    .enum(['model', 'rules'])
    .nullable()
    .describe('model: follow-ups and scores by the language model; rules: fixed follow-ups, no scores'),
  transcript: z.array(turnSchema),
  scores: z.array(
    z.object({
      questionId: z.string(),
      competency: z.string(),
      score: z.number().int().min(1).max(5),
      evidence: z.array(z.string()).describe("The candidate's own words the score rests on."),
      rationale: z.string(),
    }),
  ),
});

/** Where an interview stands and every turn so far (InterviewState). */
const interviewStateSchema = z.object({
  jobTitle: z.string(),
  firstName: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  link: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  questionCount: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  awaitingQuestionId: z.string().nullable(),
  assessment: z.enum(['model', 'rules']),
  turns: z.array(turnSchema),
});

const refusals = {
  ...errorResponses({
    400: 'A malformed link, or bad input.',
    404: 'No such interview link.',
    429: ERROR_DESCRIPTIONS.rateLimited,
  }),
};

export const interviewOperations = defineOperations([
  {
    method: 'get',
    path: '/api/interview/:token',
    operationId: 'getInterview',
    summary: 'The interview behind a link: invitation, status and transcript',
    tag: 'Interview',
    params: token,
    responses: { 200: { description: 'The interview.', schema: interviewStateSchema }, ...refusals },
  },
  {
    method: 'post',
    path: '/api/interview/:token/start',
    operationId: 'startInterview',
    summary: 'Start the interview (the candidate consents)',
    tag: 'Interview',
    params: token,
    body: { schema: interviewStartSchema },
    responses: {
      200: { description: 'The interview, with its first question.', schema: interviewStateSchema },
      ...refusals,
      ...errorResponses({
        400: 'No consent.',
        409: 'Already finished.',
        410: 'The link has expired.',
      }),
    },
  },
  {
    method: 'post',
    path: '/api/interview/:token/answers',
    operationId: 'answerInterview',
    summary: 'Answer the question on screen (once per clientId)',
    tag: 'Interview',
    params: token,
    body: { schema: interviewAnswerSchema },
    responses: {
      200: { description: 'The interview, with the next question or finished.', schema: interviewStateSchema },
      ...refusals,
      ...errorResponses({
        400: 'Empty, longer than 5,000 characters, or with control characters.',
        409: 'Not started, already finished, or the question was already answered (another device).',
        410: 'The link has expired.',
      }),
    },
  },
]);
