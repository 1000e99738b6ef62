import { expect } from 'vitest';
import type { ApplicationAnswer } from '../../src/shared/application.ts';
import type { InterviewState } from '../../src/shared/interview.ts';
import { jobInputSchema } from '../../src/shared/job-schema.ts';
import type { InterviewQuestion } from '../../src/shared/interview.ts';
import { jobsService } from '../services/jobs.ts';
import type { TestServer } from './harness.ts';

/** A long answer with a concrete example: the rules ask no follow-up. */
export const FULL_ANSWER =
  'At my last job I led the move of our patient records to a new system. I planned the cut-over with the ward managers, trained 40 nurses in two weeks, and we went live without losing a single record.';

function fields(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

let emailCounter = 0;

/** Applies to `jobId` through the API and answers the interview token. */
export async function applyFor(server: TestServer, jobId: string, email?: string): Promise<string> {
  const res = await server.fetch('/api/applications', {
    method: 'POST',
    body: fields({
      jobId,
      resumeText: 'Jane Doe\nExperience: ten years of nursing.',
      contactFirstName: 'Jane',
      contactLastName: 'Doe',
      contactEmail: email ?? `jane.${++emailCounter}.${Date.now()}@example.com`,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as ApplicationAnswer).isaLink!.split('/').pop()!;
}

/** The interview API of a test server, answering status and body. */
export function interviewClient(server: TestServer) {
  const call = async (path: string, body?: unknown) => {
    const res = await server.fetch(`/api/interview/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as InterviewState & { code?: string } };
  };
  let n = 0;
  return {
    get: (token: string) => call(token),
    start: (token: string, consent: unknown = true) => call(`${token}/start`, { consent }),
    answer: (token: string, questionId: string, text: string, clientId = `answer-${++n}-${Date.now()}`) =>
      call(`${token}/answers`, { questionId, text, clientId }),
  };
}

/** Two questions for a nurse's interview. */
export const NURSE_QUESTIONS: InterviewQuestion[] = [
  { text: 'Tell me about a hard shift.', competency: 'Composure' },
  { text: 'How do you hand over?', competency: 'Communication' },
];

/** Creates the open job 'Night Nurse' with its own interview questions; answers its id. */
export async function nurseJob(server: TestServer, questions: InterviewQuestion[] = NURSE_QUESTIONS): Promise<string> {
  const input = jobInputSchema.parse({ name: 'Nurse', publicName: 'Night Nurse', interviewQuestions: questions });
  return (await jobsService(server.database.db).create(input)).id;
}
