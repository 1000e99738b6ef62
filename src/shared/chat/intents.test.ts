import { describe, expect, it } from 'vitest';
import { createChatEngine, createLocalResponder } from './responder';
import { siteKnowledgeBase } from './site-knowledge';

const kb = siteKnowledgeBase();
const engine = createChatEngine(kb);
const top = (q: string) => engine.rank(q)[0]?.id;

describe('intents compete with passages on evidence', () => {
  it('answers a plain pricing question with the price list', () => {
    expect(top('How much does it cost?')).toBe('price');
    expect(top('What plans do you offer?')).toBe('price');
  });

  it('does not take a phrase that sounds like pricing for a pricing question', () => {
    for (const q of [
      'How much time does ISA save recruiters?',
      'How much quicker is the shortlist?',
      // A question form alone: the price list explains nothing else of the question, a passage does.
      'By how much does it shrink the number of days a vacancy stays open?',
    ]) {
      expect(top(q)).not.toBe('price');
    }
  });

  it('reads needing a number of days or weeks as a requirement, not as people to hire', () => {
    expect(top('We need 60 days to review a contract. What do you allow?')).not.toBe('hiring-goals');
    expect(top('We need 6 engineers by March')).toBe('hiring-goals');
  });

  it('weighs a phrase said only in the sentences that set the scene as little as their words', () => {
    // 'Hiring for' names the plan recommendation, but here it only says who asks.
    expect(top('We are hiring for one role. Is the rubric editable?')).toBe('passage');
    expect(top('We are hiring for one role')).toBe('hiring-goals');
    // A rollout plan's second week is no plan's feature ('2 months access').
    expect(top('What happens in week 2 of the rollout plan?')).toBe('passage');
  });

  it("answers a team's results when candidates are said of only in the scene", () => {
    const reply = createLocalResponder(kb)({
      question: 'We screen about 300 candidates a month by phone. What productivity gains does ISA promise?',
    });
    expect(reply).toContain('What teams get from ISA');
    expect(reply).toContain('4x interview throughput');
  });

  it('answers who ISA is built for with the overview', () => {
    expect(top("Who's this built for - big companies only?")).toBe('about');
    expect(top('who is it meant for')).toBe('about');
    // An opening 'so', the elevator pitch and the problem it solves ask the same.
    expect(top('ok so who are you')).toBe('about');
    expect(top("What's your elevator pitch?")).toBe('about');
    expect(top('Which problems does ISA solve for a hiring team?')).toBe('about');
  });

  it("answers the cheapest plan's seats with the pricing page's lowest plan too, as only its cards list seats", () => {
    const reply = createLocalResponder(kb)({ question: 'How many logins come with the cheapest plan?' });
    expect(reply).toContain('**Recruiter Assistant**');
    expect(reply).toContain('Single seat');
    expect(createLocalResponder(kb)({ question: 'what is the cheapest plan?' })).not.toContain('Recruiter Standard');
  });

  it('answers white-labelling with the custom plan, whatever it is asked of', () => {
    expect(top('could the interview screens our candidates see be white labelled')).toBe('enterprise');
    expect(top('Could we white-label the candidate experience?')).toBe('enterprise');
  });

  it('takes getting access to the data held on me for a privacy request', () => {
    expect(top('How do I get access to the personal data you hold on me?')).toBe('data-request');
  });

  it('says a privacy law the site never names is unknown by name, before what the site says on privacy', () => {
    const reply = createLocalResponder(kb)({ question: 'what about ccpa' });
    expect(reply).toMatch(/^I don't have information on CCPA/);
    expect(reply).toContain('On data and privacy:');
  });

  it('takes a limit on time for no cap on interviews', () => {
    expect(top('Do I get unlimited time to answer each question, or is there a timer?')).not.toBe('per-interview');
    expect(top('Is there a limit on how many candidates we can interview?')).toBe('per-interview');
  });

  it("does not take the booth screen's options for plans, nor its 'Watch the demo' for booking one", () => {
    expect(top("What's the difference between the 'Ask ISA' option and the 'Watch the demo' option?")).toBe('passage');
    expect(top('what is the difference between the plan options?')).toBe('compare-plans');
    expect(top("There was a 'Watch the demo' button at the booth. What does that video show?")).toBe('passage');
  });

  it('does not take how ISA talks to candidates for a question about voice interviews', () => {
    expect(top('Does ISA talk to candidates like a real interviewer?')).not.toBe('voice');
    expect(top('Can ISA talk to candidates on a phone call?')).toBe('voice');
  });

  it('takes a microphone for a question about voice', () => {
    expect(top('Should candidates have a working microphone?')).toBe('voice');
  });

  it("does not take a jobseeker's budget, a phone's data plan or the cost of a break for a pricing question", () => {
    for (const q of [
      'As a graduate on a tight budget, how do I keep up with new openings?',
      'Does the chat use lots of phone data? My handset is an old one.',
      'What would taking a break cost me halfway?',
    ]) {
      expect(top(q)).not.toBe('price');
    }
  });

  it('does not take renting the kiosk or paying to use it for a plan price', () => {
    for (const q of ['Can we lease one of your terminals?', 'Is there a charge for using the touchscreen?']) {
      expect(top(q)).not.toBe('price');
    }
  });

  it('answers a cap named before what it caps with the per-interview answer, and a capped liability with the terms', () => {
    expect(top('is there a limit on interviews per month')).toBe('per-interview');
    expect(top('What is your liability capped at if something goes badly wrong?')).toBe('passage');
  });

  it('answers which plan has a feature with the plan that lists it, and which plan is best with advice', () => {
    const [best] = engine.rank('Which plan has API access?');
    expect(best?.kind === 'passage' && best.found[0]?.passage.text).toContain('Full API access');
    expect(top('Which plan offers good value for a startup?')).toBe('recommend');
  });

  it("answers interviewing in one's own language with the languages ISA speaks", () => {
    expect(top('Can applicants interview in their own language?')).toBe('languages');
    expect(top('Can I do the interview in my native tongue?')).toBe('languages');
  });

  it('answers getting a job in front of more people with the job-posting add-on', () => {
    expect(top('Can you get our ads in front of more people?')).toBe('addon');
    // A candidate's LinkedIn profile posts no job.
    expect(top('Is my LinkedIn URL needed on the application form?')).not.toBe('addon');
  });

  it('does not let an ordinary word that names a plan or tier win alone', () => {
    expect(top("What's the basic idea behind ISA?")).not.toBe('cheaper');
    expect(top('How does the assistant decide who makes the shortlist?')).not.toBe('plan');
    expect(top('what does the basic plan cost?')).toBe('cheaper');
    expect(top('Should we start with our most popular role?')).not.toBe('pricier');
    // A plan's passage is no answer where the question is not about prices.
    const [best] = engine.rank('What do recruiters do with their time once the assistant screens for them?');
    expect(best?.kind === 'passage' && best.found[0]?.passage.kind).not.toBe('plan');
  });

  it("takes 'I'd like everything you hold on me wiped' for a request about the asker's own data", () => {
    expect(top("I didn't get the job and I'd like everything you hold on me wiped. How do I go about that?")).toBe(
      'data-request',
    );
  });

  it('recommends the plan for several roles to a buyer hiring several people at once', () => {
    const reply = createLocalResponder(kb)({ question: 'We are hiring three engineers in parallel. Which plan fits?' });
    expect(reply).toContain('Business Pro');
  });

  it("answers carrying on from one's own phone at the booth with the kiosk's hand-off", () => {
    const reply = createLocalResponder(kb)({
      question: 'at the expo stand, can I carry on from my own mobile?',
    });
    expect(reply).toContain('Scan this code');
  });

  it('answers "who do I email about..." with the address for that subject', () => {
    expect(top('Who do I email about deleting my personal data?')).toBe('contact');
    const reply = createLocalResponder(kb)({ question: 'Who do I email about deleting my personal data?' });
    expect(reply).toContain('privacy@interviewsmartagent.com');
    // A subject set aside is not asked about: a general question goes to the general address.
    const general = createLocalResponder(kb)({
      question: 'Which address do I write to for a general question, not privacy related?',
    });
    expect(general).toContain('hello@interviewsmartagent.com');
    expect(general).not.toContain('privacy@');
    // The subject in other words: erasure is deletion.
    const erasure = createLocalResponder(kb)({
      question: 'A candidate invokes the right to erasure. Who do we contact?',
    });
    expect(erasure).toContain('privacy@interviewsmartagent.com');
    // Asked after the subject, in words that do not lean back on it, the address is still the subject's.
    const question = 'Who exactly do I email, and when would I hear back?';
    const after = createLocalResponder(kb)({
      question,
      history: [
        { sender: 'user', text: 'Do you offer accommodations for candidates with a disability?' },
        { sender: 'ai', text: 'If you need an accommodation, write to the accessibility team.' },
        { sender: 'user', text: question },
      ],
    });
    expect(after).toContain('accessibility@interviewsmartagent.com');
  });

  it('says what is charged along with what is not ("per job or per month, never per interview")', () => {
    const reply = createLocalResponder(kb)({ question: 'Do you charge per interview?' });
    expect(reply).toContain('per job or per month');
  });

  it('reads "set up" as fees only where the question is about prices', () => {
    expect(top('How much work is it for our recruiters to set up?')).not.toBe('setup-fees');
    expect(top('Are there any setup fees?')).toBe('setup-fees');
  });

  it('takes who the buyer is for the scene of a question of its own, not for a request for a plan', () => {
    expect(top("We're a small recruiting team. Is ISA going to replace us?")).not.toBe('hiring-goals');
    expect(top('We are a staffing agency. How does it help us when we pitch candidates?')).toBe('hiring-goals');
  });

  it('recommends a plan with the card of the audience the buyer names', () => {
    const reply = createLocalResponder(kb)({ question: 'We are a small business with no HR. Is this for us?' });
    expect(reply).toContain('Startups without HR teams');
  });

  it('answers a named plan or competitor with its own answer', () => {
    expect(top('How much is Business Pro?')).toBe('plan');
    expect(top("What's the main difference between you and HireVue?")).toBe('competitor');
    // A rival named only as the example of what ISA is asked to do: what ISA does answers it.
    expect(top('Can ISA interview on camera like HireVue?')).toBe('passage');
  });

  it('answers which plan has a feature with that plan', () => {
    expect(top('Which plan has advanced reporting?')).toBe('plan-feature');
    expect(top('Which plan should we choose?')).toBe('recommend');
  });

  it("takes asking how to have one's own answers deleted for a privacy request", () => {
    expect(top('how could I have my answers deleted once the interview is over')).toBe('data-request');
    expect(top('may I get them erased before then?')).toBe('data-request');
    // Or asks the site to do it.
    expect(top('could you please erase my details now that the job is gone')).toBe('data-request');
  });

  it('takes setting up a first job, or asking where to go to start, for getting started', () => {
    expect(top('where do we set up our first role?')).toBe('get-started');
    expect(top('where do I go to start with ISA')).toBe('get-started');
    // Where to go to add a job is where to start, in the Job Import Wizard.
    expect(top('where can we go to post the vacancy')).toBe('get-started');
    expect(createLocalResponder(kb)({ question: 'where can we go to post the vacancy' })).toContain(
      'Job Import Wizard',
    );
    // So is where to put up one's own opening, with no 'go' before it.
    expect(top('where should I add my own opening')).toBe('get-started');
  });

  it('lets a passage win where it says more of the question than any intent', () => {
    expect(top('How long are audit logs kept?')).toBe('passage');
    expect(top('What encryption protects data in transit?')).toBe('passage');
  });
});
