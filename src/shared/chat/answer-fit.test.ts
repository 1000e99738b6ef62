import { describe, expect, it } from 'vitest';
import { answerCoverage, fittedScore, unexplainedShare } from './answer-fit';
import { PassageIndex } from './retrieval';
import { terms } from './synonyms';

const index = new PassageIndex([
  { id: 'a', kind: 'page', title: 'Fill', text: 'Time-to-fill down from 45 to 15 days.', paragraph: '' },
  { id: 'b', kind: 'page', title: 'Price', text: 'Pay per job, never per interview.', paragraph: '' },
]);
const groups = (q: string) => terms(q).map((t) => index.group(t));

describe('an intent is only as good as what its answer says', () => {
  it('measures how much of the question an answer or the words naming its intent explain', () => {
    const question = groups('how many days to fill a role');
    const priceList = 'Pay per job, never per interview.';
    expect(answerCoverage(question, priceList, new Set())).toBeLessThan(0.2);
    expect(answerCoverage(groups('what does it cost'), priceList, new Set(terms('cost')))).toBe(1);
  });

  it('keeps the evidence of an answer that explains about as much as the best passage', () => {
    expect(fittedScore(1.9, 0.7, { score: 0.8, coverage: 0.8 })).toBe(1.9);
    expect(fittedScore(1.9, 0.1, undefined)).toBe(1.9);
  });

  it('ranks an answer that explains clearly less than the best passage below it', () => {
    const score = fittedScore(1.9, 0.3, { score: 0.8, coverage: 0.8 });
    expect(score).toBeCloseTo(0.3);
    expect(score).toBeLessThan(0.8);
  });

  it('never lets an answer without the kind of fact asked for beat a passage that has it', () => {
    const typeMissing = true;
    expect(fittedScore(1.9, 0.8, { score: 0.8, coverage: 0.8, answersType: true }, { typeMissing })).toBeLessThan(0.8);
    expect(fittedScore(1.9, 0.8, { score: 0.8, coverage: 0.8, answersType: false }, { typeMissing })).toBe(1.9);
  });

  it('gives an intent found by a question form alone no gap: its answer must explain the rest', () => {
    expect(fittedScore(1.9, 0.7, { score: 0.8, coverage: 0.8 }, { gap: 0 })).toBeLessThan(0.8);
  });
});

describe('what no answer here can explain', () => {
  it('is the share of the question in words neither the site nor an intent uses', () => {
    expect(unexplainedShare(groups('okta sso'), new Set())).toBe(1);
    expect(unexplainedShare(groups('okta sso'), new Set(['okta', 'sso']))).toBe(0);
    expect(unexplainedShare(groups('time to fill'), new Set())).toBe(0);
  });
});
