import { describe, expect, it } from 'vitest';
import { createComposer } from './compose';
import { contextOf, followUp } from './conversation';
import { knowledgePassages } from './passages';
import { createReader } from './query';
import { PassageIndex } from './retrieval';
import type { ChatMessage } from './schema';
import { siteKnowledgeBase } from './site-knowledge';

const kb = siteKnowledgeBase();
const reader = createReader(kb, new PassageIndex(knowledgePassages(kb)), []);
const compose = createComposer(kb);
const history = (...texts: string[]): ChatMessage[] =>
  texts.map((text, i) => ({ sender: i % 2 ? 'ai' : 'user', text }));
/** A question read after an earlier exchange (question, answer...) whose last question was taken as `intent`. */
const after = (question: string, earlier: string[], intent?: string) =>
  contextOf(reader.read(question), history(...earlier), reader, () => intent);

describe('conversation state', () => {
  it('keeps the question before the last one where the last one leaned on it', () => {
    const leaning = ['Can candidates pause the interview?', 'Yes.', 'does that work on mobile?', 'Yes.'];
    expect(after('and on a tablet?', leaning).earlierQuestion).toBe('Can candidates pause the interview?');
    const standalone = ['Can candidates pause the interview?', 'Yes.', 'Which ATS do you integrate with?', 'One.'];
    expect(after('and on a tablet?', standalone).earlierQuestion).toBeUndefined();
  });

  it('takes a question on how long until the team answers for a follow-up on what was asked before', () => {
    const earlier = ['How do I ask you to delete my data?', 'Use the privacy request form.'];
    expect(after('How soon until you get back to me about it', earlier).isFollowUp).toBe(true);
    expect(after('how soon until you respond', earlier).isFollowUp).toBe(true);
    expect(after('how soon until you respond', earlier).leansBack).toBe(true);
    expect(after('How long does the chat interview take for candidates?', earlier).isFollowUp).toBe(false);
  });

  it('takes a question naming a feature of the plan just discussed for a follow-up on that plan', () => {
    const earlier = [
      'What does Recruiter Pro include?',
      '**Recruiter Pro**: $149 per job. Includes: Unlimited interviews for 30 days.',
    ];
    const context = after('Unlimited interviews forever, or is there a catch on how long?', earlier, 'page-plan');
    expect(context.previousPagePlans.map((p) => p.name)).toEqual(['Recruiter Pro']);
    expect(context.isFollowUp).toBe(true);
    expect(after('Can candidates interview in Welsh?', earlier, 'page-plan').isFollowUp).toBe(false);
  });

  it('remembers the plan, the competitor and the question the conversation was about', () => {
    const context = after(
      'and the cheaper one?',
      ['What does Business Pro include?', '**Business Pro** is 499 per job.', 'and the cheaper one?'],
      'plan',
    );
    expect(context.previousPlans.map((p) => p.name)).toEqual(['Business Pro']);
    expect(context.previousQuestion).toBe('What does Business Pro include?');
    expect(context.previousIntent).toBe('plan');
    expect(context.isFollowUp).toBe(true);
  });

  it('reads "it" after a question about one plan as that plan, and answers a feature it lacks', () => {
    const context = after(
      'does it have ATS integration?',
      ['What does Recruiter Assistant include?', '**Recruiter Assistant** is 199 per job.'],
      'plan',
    );
    expect(context.query.plans.map((p) => p.name)).toEqual(['Recruiter Assistant']);
    const reply = followUp(context, compose);
    expect(reply).toContain('**Recruiter Assistant** does not include ATS API integration');
    expect(reply).toContain('**Business Pro**');
  });

  it('reads a question adding something with "too" or "as well" as a follow-up', () => {
    const earlier = ['Can candidates interview on their phones?', 'Yes, on any device.'];
    expect(after('can candidates use a tablet browser too', earlier).isFollowUp).toBe(true);
    expect(after('candidates on a desktop as well or only mobile', earlier).isFollowUp).toBe(true);
    expect(after('is a five page resume file too big for the upload form', earlier).isFollowUp).toBe(false);
  });

  it('is no follow-up without an earlier question', () => {
    expect(contextOf(reader.read('and voice?'), [], reader, () => undefined).isFollowUp).toBe(false);
  });

  it('answers "and Paradox?" after a comparison the way the comparison was answered', () => {
    const context = after('and Paradox?', ['How does ISA compare to HireVue?', 'ISA vs HireVue ...'], 'competitor');
    expect(followUp(context, compose)).toContain('/compare/isa-vs-paradox');
  });

  it('reads "them" after a comparison as that competitor, and answers where ISA falls short first', () => {
    const context = after(
      'and where does ISA fall short against them?',
      ['How does ISA compare with HireVue?', 'ISA vs HireVue: a conversational recruiting assistant...'],
      'competitor',
    );
    expect(context.query.competitors.map((c) => c.name)).toEqual(['HireVue']);
    expect(context.previousPlans).toEqual([]);
    const reply = followUp(context, compose);
    expect(reply).toContain('Where ISA falls short against HireVue');
    expect(reply).toContain('No video');
  });

  it("does not take a competitor named only in an answer's closing link for the one the conversation is about", () => {
    const earlier = [
      'Do you send candidates reminders?',
      'Candidates who have not started receive timed reminders.\n\nMore on [ISA vs Paradox](/compare/isa-vs-paradox).',
    ];
    expect(after('and do they get one a day?', earlier).previousCompetitor).toBeUndefined();
    const compared = ['How does ISA compare to Paradox?', 'Paradox automates scheduling over chat.'];
    expect(after('and do they get one a day?', compared).previousCompetitor?.name).toBe('Paradox');
  });

  it('answers "does the other one have X?" with the other plan and that feature', () => {
    const context = after(
      'does the other one have reporting?',
      ['What does Business Pro include?', '**Business Pro** is 499 per job.'],
      'plan',
    );
    expect(followUp(context, compose)).toContain('**Recruiter Assistant** does not include Advanced reporting');
  });

  it('reads a question that says it changes the subject as no follow-up', () => {
    const context = after('different topic: are candidates told that an AI runs the interview?', [
      'What does Team Pro cost per month?',
      '**Team Pro**: $799 per month.',
    ]);
    expect(context.isFollowUp).toBe(false);
    expect(context.previousPagePlans).toEqual([]);
    expect(context.query.groups.map((g) => g.stem)).not.toContain('differ');
  });

  it("answers 'and the cheaper one?' after a plan with the plan priced below it", () => {
    const earlier = ['How much is Business Pro?', '**Business Pro** is **499 per job**.'];
    expect(followUp(after('and the cheaper one?', earlier, 'plan'), compose)).toContain('**Recruiter Assistant**');
    const lower = ['How much is Recruiter Assistant?', '**Recruiter Assistant** is **199 per job**.'];
    expect(followUp(after('and the pricier one?', lower, 'plan'), compose)).toContain('**Business Pro**');
  });

  it("reads 'the pro version' after a pricing-page plan as the page plan with that word in its place", () => {
    const earlier = ['What does the Recruiter Standard plan include?', 'On the pricing page: Recruiter Standard...'];
    const names = (q: string) => after(q, earlier, 'page-plan').query.pagePlans.map((p) => p.name);
    expect(names('and the pro version of that one?')).toEqual(['Recruiter Pro']);
    expect(after('and the pro version of that one?', earlier, 'page-plan').query.plans).toEqual([]);
    // 'My team' is people, not Team Pro.
    const pro = ['What does Recruiter Pro include?', 'On the pricing page: Recruiter Pro...'];
    expect(
      after('How many people on my team can use it?', pro, 'page-plan').query.pagePlans.map((p) => p.name),
    ).toEqual(['Recruiter Pro']);
  });

  it("answers 'how much is that one?' after the add-on with the add-on, not a plan asked about before it", () => {
    const earlier = [
      'How much is the Recruiter Assistant plan?',
      '**Recruiter Assistant** is **199 per job**.',
      'Do you have a LinkedIn add-on?',
      "Yes, there's an optional add-on.",
    ];
    const context = after('how much is that one?', earlier, 'addon');
    expect(context.previousPlans).toEqual([]);
    expect(followUp(context, compose)).toContain('Post job on LinkedIn');
  });

  it("reads a question without a telling word of its own, 'which X?' and 'here' as leaning on the one before", () => {
    const breach = ["What happens if there's a data breach?", 'Notice within 72 hours.'];
    expect(after('how fast do you tell us?', breach).isFollowUp).toBe(true);
    expect(after('which standard?', ['Do you have an accessibility statement?', 'WCAG 2.2.']).leansBack).toBe(true);
    expect(after('can i upload my cv from a usb stick here', ["I'm at your booth.", 'Welcome.']).leansBack).toBe(true);
    expect(after('how fast do we get a shortlist?', breach).isFollowUp).toBe(false);
  });

  it('reads a word of a plan name alone as that plan only in a conversation about plans', () => {
    const accessibility = ['Do you have an accessibility statement?', 'We design to WCAG 2.2, level AA.'];
    expect(after('which standard?', accessibility).query.pagePlans).toEqual([]);
    const prices = ['How much are your plans?', 'Plans from $39 per job.'];
    expect(after('and standard?', prices).query.pagePlans.map((p) => p.name)).toEqual(['Recruiter Standard']);
  });

  it('leaves a follow-up on a plan that asks something the plan leaves out to be answered on its own words', () => {
    const earlier = ['How much is Recruiter Assistant?', '**Recruiter Assistant** is **199 per job**.'];
    expect(followUp(after('can you also advertise it on linkedin?', earlier, 'price'), compose)).toBeNull();
    expect(followUp(after('tell me more about it', earlier, 'price'), compose)).toContain('Recruiter Assistant');
  });

  it('knows a plan feature asked in other words after the price list ("the ATS connection")', () => {
    expect(
      compose.featureAsked(
        reader.read('which one has the ATS connection?').groups.map((g) => g.stem),
        { loose: true },
      ),
    ).toBe('ATS API integration');
  });
});
