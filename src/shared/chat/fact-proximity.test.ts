import { describe, expect, it } from 'vitest';
import { factContexts, nearFact } from './fact-proximity';
import { PassageIndex } from './retrieval';
import { terms } from './synonyms';

const DURATION = /\d+ (minutes|hours)/;
const index = new PassageIndex([
  { id: 'a', kind: 'page', title: 'Notice', text: 'Most interviews take about 15 minutes.', paragraph: '' },
]);
const groups = terms('how long does the interview take').map((t) => index.group(t));

describe('a fact next to the question words', () => {
  it('finds the words said around each fact of the asked kind', () => {
    const [context] = factContexts('Candidates answer by chat. Most interviews take about 15 minutes.', DURATION);
    expect(context?.has('interview')).toBe(true);
  });

  it('scores a fact about what was asked above a fact of the same kind about something else', () => {
    const about = nearFact(factContexts('Most interviews take about 15 minutes.', DURATION), groups);
    const elsewhere = nearFact(
      factContexts(
        'Every interview is structured and scored against the rubric by the team. Shortlists arrive in under 24 hours.',
        DURATION,
      ),
      groups,
    );
    expect(about).toBeGreaterThan(elsewhere);
    expect(nearFact(factContexts('No figures here.', DURATION), groups)).toBe(0);
  });
});
