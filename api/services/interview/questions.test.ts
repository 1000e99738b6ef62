import { describe, expect, it } from 'vitest';
import { SAMPLE_JOBS } from '../sample-jobs.ts';
import { deriveQuestions, descriptionItems, GENERAL_QUESTIONS, questionsForJob } from './questions.ts';

describe('interview questions', () => {
  it('use the job’s own questions when it has them, numbered q1, q2, …', () => {
    const own = [
      { text: 'Why us?', competency: 'Motivation' },
      { text: 'Describe a hard weld.', competency: 'Craft' },
    ];
    expect(questionsForJob({ title: 'Welder', description: 'Weld.', interviewQuestions: own })).toEqual([
      { id: 'q1', ...own[0] },
      { id: 'q2', ...own[1] },
    ]);
  });

  it('read responsibilities and requirements from headed bullet lists, in HTML too', () => {
    const html =
      '<p>About us</p><h3>What you will do</h3><ul><li>Own the billing service</li><li>Review pull requests</li></ul><h3>Qualifications</h3><ul><li>Experience with Go</li></ul>';
    expect(descriptionItems(html)).toEqual({
      responsibilities: ['Own the billing service', 'Review pull requests'],
      requirements: ['Experience with Go'],
    });
  });

  it('read duties from “You will …” sentences and requirements from “required” ones', () => {
    expect(descriptionItems(SAMPLE_JOBS[1]!.description).responsibilities).toEqual([
      'design structured interview plans',
      'calibrate scorecards',
      'keep candidates informed at every step',
    ]);
    expect(descriptionItems(SAMPLE_JOBS[4]!.description).requirements).toEqual([
      'Current RN licence and BLS certification',
      'ACLS',
    ]);
  });

  it('top up a description that says little with the general set', () => {
    const questions = deriveQuestions({ title: 'Helper', description: null });
    expect(questions[0]!.text).toBe('What interests you about the Helper role, and what would you bring to it?');
    expect(questions.slice(1)).toEqual(GENERAL_QUESTIONS.slice(1, 4));
  });

  it('ask four to six questions for every sample job, each within the limits', () => {
    for (const job of SAMPLE_JOBS) {
      const questions = deriveQuestions({ title: job.publicName ?? job.name, description: job.description });
      expect(questions.length).toBeGreaterThanOrEqual(4);
      expect(questions.length).toBeLessThanOrEqual(6);
      for (const q of questions) {
        expect(q.text.length).toBeLessThanOrEqual(500);
        expect(q.competency.length).toBeLessThanOrEqual(80);
      }
    }
  });
});
