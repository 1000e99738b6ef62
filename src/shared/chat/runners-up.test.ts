import { describe, expect, it } from 'vitest';
import { knowledgePassages } from './passages';
import { createChatEngine, MIN_EVIDENCE } from './responder';
import { runnerUp, sectionOf } from './runners-up';
import { siteKnowledgeBase } from './site-knowledge';

const kb = siteKnowledgeBase();
const engine = createChatEngine(kb);
const ask = (question: string) => engine.reply({ question, history: [{ sender: 'user', text: question }] });

describe('answers with a runner-up passage', () => {
  it('adds the passage headed by what the answer leaves out, after a passage answer, with a link to its page', () => {
    // 'Applying' and 'application' are one subject: the target itself now answers, no runner-up needed.
    expect(ask('As a target, how soon after applying should someone begin their interview?')).toContain(
      'Time-to-first-interview: under one hour',
    );
    const reply = ask('Why does booking phone screens slow hiring down so much?');
    expect(reply).toContain('Also relevant: **Interview Analytics That Show Where Hiring Slows Down:**');
    expect(reply).toContain('[Interview Analytics](/interview-analytics)');
    // The best passage still comes first, and the runner-up comes before the closing links.
    expect(reply.indexOf('Also relevant')).toBeGreaterThan(reply.indexOf('Why scheduling is the slowest step'));
    expect(reply.indexOf('Also relevant')).toBeLessThan(reply.indexOf('Anything else?'));
    // Where the question names the metric in other words, its target leads rather than follows as a runner-up.
    const target = ask('As a target, how soon after applying should someone begin their interview?');
    expect(target).toMatch(/^\*\*30-day KPI targets:?\*\*[^]*Time-to-first-interview: under one hour/);
  });

  it('lets a cap on liability find the liability clause itself rather than follow an answer on interview caps', () => {
    const reply = ask('What is the cap on your liability?');
    expect(reply).toMatch(/^\*\*7\. Limitation of liability:\*\* .*12 months of fees/);
  });

  it('adds at most one runner-up, and none that merely mentions a word of the question in passing', () => {
    expect(ask('Does the shortlist land in the hiring team calendar?').match(/Also relevant/g)).toHaveLength(1);
    // Asked for a number of days, the answer quotes both deadlines that hold one, with no runner-up left to add.
    const handedBack = ask('Once the contract ends, how many days until our data is handed back or destroyed?');
    expect(handedBack).toContain('30 days');
    expect(handedBack.match(/Also relevant/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // A retention rule says 'within 30 days of a request': it is not about accommodation requests.
    const reply = ask('How quickly do you answer an accommodation request?');
    expect(reply).toContain('two business days');
    expect(reply).not.toContain('Also relevant');
    expect(reply).not.toContain('30 days');
  });

  it('keeps the no-information answer where the evidence is weak', () => {
    const reply = ask('Are you ISO 27001 certified?');
    expect(reply).toContain("I don't have information");
    expect(reply).not.toContain('Also relevant');
  });
});

describe('passage answers', () => {
  it('quote the fuller of two tied wordings of one fact', () => {
    const reply = ask('What happens once I paste in a job ad?');
    expect(reply).toContain('ISA extracts the responsibilities, skills and must-haves');
    expect(reply).not.toContain('ISA parses it and enriches missing details');
  });
});

describe('runnerUp', () => {
  const passages = knowledgePassages(kb);
  const plan = passages.find((p) => p.kind === 'plan')!;
  const addOn = passages.find((p) => p.kind === 'addon')!;
  const liability = passages.find((p) => p.title === '7. Limitation of liability')!;
  const groups = (question: string) => engine.read(question).groups;

  it('never quotes a plan or a price where the question is not about prices', () => {
    const found = [plan, addOn, liability].map((passage) => ({ passage, score: 1, coverage: 0.5 }));
    const notPrices = {
      groups: groups('Which plan limits liability?'),
      aboutPrices: false,
      aboutRivals: false,
      minEvidence: MIN_EVIDENCE,
    };
    expect(runnerUp(found, 0.7, 'Plans differ.', new Set(), notPrices)).toBe(liability);
    // Asked about prices, the plan may follow when its heading names what the answer left out.
    expect(runnerUp(found, 0.7, 'Liability is limited.', new Set(), { ...notPrices, aboutPrices: true })).toBe(plan);
  });

  it('skips sections already quoted and passages below the bar or the minimum evidence', () => {
    const context = {
      groups: groups('What is the cap on your liability?'),
      aboutPrices: false,
      aboutRivals: false,
      minEvidence: MIN_EVIDENCE,
    };
    const found = [{ passage: liability, score: 0.9, coverage: 0.6 }];
    expect(runnerUp(found, 0.7, 'No caps.', new Set(), context)).toBe(liability);
    expect(runnerUp(found, 0.7, 'No caps.', new Set([sectionOf(liability)]), context)).toBeUndefined();
    expect(runnerUp(found, 0.95, 'No caps.', new Set(), context)).toBeUndefined();
    const weak = [{ passage: liability, score: MIN_EVIDENCE / 2, coverage: 0.6 }];
    expect(runnerUp(weak, 0, 'No caps.', new Set(), context)).toBeUndefined();
    // Nor one whose heading says nothing the answer has not said.
    expect(runnerUp(found, 0.7, 'Our liability is limited.', new Set(), context)).toBeUndefined();
    // Nor one the last answer quoted: the visitor has just read it.
    expect(runnerUp(found, 0.7, 'No caps.', new Set(), { ...context, toldBefore: new Set([liability.id]) })).toBe(
      undefined,
    );
  });
});
