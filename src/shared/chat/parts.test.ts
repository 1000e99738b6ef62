import { describe, expect, it } from 'vitest';
import { askedParts } from './parts';

describe('askedParts', () => {
  it('parts the separate questions of a message, each as a question of its own', () => {
    expect(askedParts('What does the scorecard hold, and can our managers edit it?')).toEqual([
      'What does the scorecard hold?',
      'can our managers edit it?',
    ]);
    expect(askedParts('Do you keep chat logs? For how long? Also, can we wipe them?')).toEqual([
      'Do you keep chat logs?',
      'For how long?',
      'can we wipe them?',
    ]);
    expect(askedParts('do u have a retention policy and how long r logs kept')).toEqual([
      'do u have a retention policy?',
      'how long r logs kept?',
    ]);
  });

  it('keeps a sentence that sets the scene with every part, and a clause with the question it opens', () => {
    expect(askedParts('We hire nurses. Which plan fits us, and do you support Spanish?')).toEqual([
      'We hire nurses. Which plan fits us?',
      'We hire nurses. do you support Spanish?',
    ]);
    expect(askedParts('On the cheapest plan, how many seats are there, and is support included?')).toEqual([
      'On the cheapest plan, how many seats are there?',
      'is support included?',
    ]);
  });

  it('leaves one question whole: a clause that asks nothing, an alternative, a word or two that narrow it', () => {
    expect(askedParts('When ISA builds the rubric, can we change it?')).toHaveLength(1);
    expect(askedParts('If we cancel, is there a refund?')).toHaveLength(1);
    expect(askedParts('Is it billed monthly, or is it annual?')).toHaveLength(1);
    expect(askedParts('Which ATS tools exactly? Workday? Lever?')).toEqual([
      'Which ATS tools exactly? Workday? Lever?',
    ]);
    expect(askedParts('Tell me how you score candidates and what we see')).toHaveLength(1);
  });
});
