import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { applyFor, FULL_ANSWER, interviewClient, nurseJob } from '../../test/interview-kit.ts';
import { startChatCompletionsServer, type CompletionRequest } from '../../test/chat-completions-server.ts';
import { describeWithServer } from '../../test/harness.ts';
import { ASSESSOR_PROMPT, createAssessor, followUpReason, RULE_FOLLOW_UPS, type ReviewInput } from './assessor.ts';

const llm = await startChatCompletionsServer();
afterAll(() => llm.close());

const MODEL_FOLLOW_UP = 'Which patient was it, and what did you do first?';

/** A model that asks one follow-up for a short answer and quotes real and invented evidence. */
function reasonableModel(request: CompletionRequest) {
  const input = JSON.parse(request.body.messages?.at(-1)?.content ?? '{}') as {
    answers: string[];
    followUpAllowed: boolean;
  };
  const last = input.answers.at(-1) ?? '';
  const short = last.split(/\s+/).length < 10;
  return {
    content: JSON.stringify({
      followUp: short && input.followUpAllowed ? MODEL_FOLLOW_UP : null,
      score: short ? 2 : 4,
      evidence: [last.split('.')[0], 'I am the best nurse who ever lived'],
      rationale: short ? 'Little detail.' : 'A specific, measurable example.',
    }),
  };
}

const question = { id: 'q1', text: 'Tell me about a hard shift.', competency: 'Composure' };
const review = (answers: string[], followUpAllowed = true): ReviewInput => ({
  jobTitle: 'Night Nurse',
  question,
  followUp: null,
  answers,
  followUpAllowed,
});
const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
// Answers that should arrive get 5 s (a loaded machine must not turn them into fallbacks); failures 300 ms.
const model = (timeoutMs = 5_000) =>
  createAssessor({ baseUrl: llm.url, apiKey: 'test-key', model: 'test-model', timeoutMs }, logger);

beforeEach(() => {
  llm.requests.length = 0;
  llm.behave(reasonableModel);
});

describe('rules', () => {
  it('follow up a very short answer, or one without a concrete example', () => {
    expect(followUpReason('I stay calm.')).toBe('short');
    expect(
      followUpReason(
        'Staying calm matters a great deal to me, and keeping everyone informed about what is going on is something I value highly in any team.',
      ),
    ).toBe('no_example');
    expect(followUpReason(FULL_ANSWER)).toBeNull();
  });

  it('are used when no model is configured', async () => {
    const rules = createAssessor({ baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 500 }, logger);
    expect(rules.kind).toBe('rules');
    expect(await rules.review(review(['Fine.']))).toEqual({ followUp: RULE_FOLLOW_UPS.short, score: null });
    expect(await rules.review(review(['Fine.'], false))).toEqual({ followUp: null, score: null });
    expect(llm.requests).toHaveLength(0);
  });
});

describe('model', () => {
  it('sends the rules, the question and the answers; keeps only evidence the candidate wrote', async () => {
    const verdict = await model().review(review([FULL_ANSWER]));
    expect(verdict).toEqual({
      followUp: null,
      score: {
        score: 4,
        evidence: ['At my last job I led the move of our patient records to a new system'],
        rationale: 'A specific, measurable example.',
      },
    });
    const [request] = llm.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.auth).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.messages?.[0]).toEqual({ role: 'system', content: ASSESSOR_PROMPT });
    expect(JSON.parse(request!.body.messages![1]!.content)).toEqual({
      jobTitle: 'Night Nurse',
      question: question.text,
      competency: 'Composure',
      followUpAsked: null,
      followUpAllowed: true,
      answers: [FULL_ANSWER],
    });
  });

  it('writes the follow-up, only while one is allowed', async () => {
    expect((await model().review(review(['I stayed calm.']))).followUp).toBe(MODEL_FOLLOW_UP);
    expect((await model().review(review(['I stayed calm.'], false))).followUp).toBeNull();
  });

  const failures: Array<[string, Parameters<typeof llm.behave>[0]]> = [
    ['answers 500', () => ({ status: 500, body: '{"error":"overloaded"}' })],
    ['never answers', () => 'hang'],
    ['answers prose', () => ({ content: 'I think this candidate is great.' })],
    ['scores out of range', () => ({ content: '{"followUp":null,"score":9,"evidence":[],"rationale":"x"}' })],
  ];
  for (const [name, behaviour] of failures) {
    it(`falls back to the rules, unscored, when the model ${name}`, async () => {
      llm.behave(behaviour);
      const started = Date.now();
      expect(await model(300).review(review(['I stayed calm.']))).toEqual({
        followUp: RULE_FOLLOW_UPS.short,
        score: null,
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(llm.requests).toHaveLength(1);
    });
  }
});

describeWithServer(
  'interview with a model configured',
  (server) => {
    const api = interviewClient(server);
    let jobId: string;
    beforeAll(async () => {
      jobId = await nurseJob(server);
    });

    it('asks the model’s follow-up, scores each question with quoted evidence and says so', async () => {
      const token = await applyFor(server, jobId);
      expect((await api.get(token)).body.assessment).toBe('model');
      await api.start(token);
      let res = await api.answer(token, 'q1', 'I stayed calm.');
      expect(res.body.turns.at(-1)).toMatchObject({ role: 'isa', questionId: 'q1', text: MODEL_FOLLOW_UP });
      res = await api.answer(token, 'q1', FULL_ANSWER);
      expect(res.body.awaitingQuestionId).toBe('q2');
      // The second review saw both answers and the follow-up, and no second follow-up was allowed.
      const second = JSON.parse(llm.requests.at(-1)!.body.messages!.at(-1)!.content) as ReviewInput & {
        followUpAsked: string;
      };
      expect(second).toMatchObject({ followUpAsked: MODEL_FOLLOW_UP, followUpAllowed: false });
      expect(second.answers).toEqual(['I stayed calm.', FULL_ANSWER]);

      llm.behave(() => ({ status: 503, body: '{}' }));
      res = await api.answer(token, 'q2', 'We use a checklist.');
      // The model failed: the rules follow up and q2 stays unscored.
      expect(res.body.turns.at(-1)?.text).toBe(RULE_FOLLOW_UPS.short);
      llm.behave(reasonableModel);
      res = await api.answer(token, 'q2', FULL_ANSWER);
      expect(res.body.status).toBe('completed');

      const row = await server.database.db
        .selectFrom('interviews')
        .innerJoin('applications', 'applications.id', 'interviews.application_id')
        .select(['interviews.assessment', 'interviews.scores'])
        .where('applications.interview_token', '=', token)
        .executeTakeFirstOrThrow();
      expect(row.assessment).toBe('model');
      expect(row.scores).toEqual({
        q1: {
          score: 4,
          evidence: ['At my last job I led the move of our patient records to a new system'],
          rationale: 'A specific, measurable example.',
        },
        q2: {
          score: 4,
          evidence: ['At my last job I led the move of our patient records to a new system'],
          rationale: 'A specific, measurable example.',
        },
      });
    });
  },
  {
    ISA_INTERVIEW_BASE_URL: '',
    RATE_LIMIT_SCALE: '50',
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: '5000',
  },
);
