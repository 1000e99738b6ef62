import { ask, type BenchQuestion } from './bench-questions';

const NO_INFO = ["don't have information", "don't have details"];

/**
 * An eighth development set, written from the site's content alone before it was ever run: one fact each from
 * the less-visited corners (the legal figures, the home and product claims, the analytics article's metrics and
 * targets, the comparisons' watch-outs and best fits, the candidate notice, accessibility, cookies, the jobs
 * board and apply form, the booth, the Hire ISA form, privacy requests), the asker's own words and situation,
 * conversations of one or two earlier turns, typos and phone shorthand, ordinary words that also name a plan or
 * a price, and five questions the site cannot answer. Facts from src/content only.
 */
export const paraphraseQuestionsEighth: BenchQuestion[] = [
  // Plain: one specific fact each
  ask('plain', 'p8-subprocessor-list', 'Where can I see the list of your subprocessors?', [
    ['coming soon', 'privacy@interviewsmartagent.com'],
  ]),
  ask('plain', 'p8-api-availability', 'What API availability do you target?', ['99.5%']),
  ask('plain', 'p8-audit-log-retention', 'How long are audit logs retained?', ['12 to 24 months']),
  ask('plain', 'p8-account-data-retention', 'How long do you keep account data?', [
    ['plus 24 months', 'life of the account'],
  ]),
  ask(
    'plain',
    'p8-credential-deletion',
    'When are stored ATS integration credentials deleted after we disconnect the integration?',
    ['7 days'],
  ),
  ask('plain', 'p8-webhook-retries', 'How many times is a failed webhook delivery retried?', [
    ['at least 3', '3 retries'],
  ]),
  ask('plain', 'p8-breaking-api-notice', 'How much notice do you give before breaking API changes?', ['90 days']),
  ask('plain', 'p8-arbitration-opt-out', 'Can a candidate opt out of arbitration, and within what time?', ['30 days']),
  ask('plain', 'p8-throughput-claim', 'What increase in interview throughput does ISA claim?', ['4x']),
  ask('plain', 'p8-time-to-fill-claim', 'What does ISA say about time-to-fill?', ['45', '15 days']),
  ask('plain', 'p8-candidate-rating', 'What rating do candidates give the ISA interview experience?', ['4.8']),
  ask('plain', 'p8-consistency-claim', "What does the '100% consistency' claim on the home page mean?", [
    ['same structured questions', 'consistent questions', 'consistent, structured questions'],
  ]),
  ask('plain', 'p8-multi-job-management', 'What does the Multi-Job Management feature do?', [
    ['own scorecard', 'many roles'],
  ]),
  ask('plain', 'p8-first-interview-target', 'What is the 30-day target for time-to-first-interview?', [
    ['one hour', '1 hour'],
  ]),
  ask('plain', 'p8-rationale-coverage', 'In the nine metrics article, what is rationale coverage?', ['evidence']),
  ask('plain', 'p8-offer-accept-rate', 'What does the offer-accept rate by intake rubric tell you?', [
    ['predicts who joins', 'rubric predicts'],
  ]),
  ask('plain', 'p8-hirevue-isa-watch-out', 'What are the watch-outs for ISA on the ISA vs HireVue page?', [
    ['no video', 'on camera', 'camera'],
  ]),
  ask('plain', 'p8-sapia-isa-watch-out', 'What caveat does the Sapia.ai comparison give about ISA?', [
    ['newer to market', 'references'],
  ]),
  ask('plain', 'p8-sapia-best-fit', 'When does the comparison say Sapia.ai is the better pick than ISA?', [
    'similar roles',
  ]),
  ask('plain', 'p8-candidate-notice-length', 'According to the candidate notice, how long do most interviews take?', [
    '15 minutes',
  ]),
  ask('plain', 'p8-accessibility-standard', 'Which accessibility standard does the site follow?', [
    ['WCAG 2.2', '(WCAG) 2.2'],
  ]),
  ask('plain', 'p8-accessibility-email', 'What email do I use to report an accessibility barrier on the site?', [
    'accessibility@interviewsmartagent.com',
  ]),
  ask('plain', 'p8-advertising-cookies', 'Does the site set advertising cookies?', [
    ['no advertising', 'colour theme'],
  ]),
  ask('plain', 'p8-resume-upload-limit', 'What file types and size can I upload my resume in?', [
    ['5MB', '5 MB'],
    'DOCX',
  ]),
  ask('plain', 'p8-jobs-feeds', 'Is there an RSS feed for new jobs?', ['RSS', 'JSON']),
  ask('plain', 'p8-jobs-remote-filter', 'Can I filter the jobs board to remote roles only?', ['remote only']),
  ask('plain', 'p8-booth-badge', 'At the ISA conference booth, how can I fill in my details quickly?', ['badge']),
  ask('plain', 'p8-hire-isa-phone', 'Is the phone number required on the Hire ISA form?', ['optional']),
  ask('plain', 'p8-fees-refundable', 'Are ISA fees refundable?', ['non-refundable']),
  ask('plain', 'p8-recruiter-pro', 'What do I get with the Recruiter Pro plan?', ['$149', '30 days'], {
    mustNotInclude: ['$499'],
  }),
  ask('plain', 'p8-aup-health-questions', 'Can I ask candidates about their health in an ISA interview?', [
    ['health, religion', 'unrelated to the job', 'may not'],
  ]),
  ask('plain', 'p8-interview-next-steps', 'What happens after a candidate finishes the interview?', [['hiring team']]),
  ask('plain', 'p8-expired-link', 'What should a candidate do if their interview link has expired?', [
    ['contact the hiring team', 'limited time'],
  ]),
  ask('plain', 'p8-scheduling-reminders', 'What happens to candidates who have not finished their interview?', [
    ['reminder'],
  ]),
  ask('plain', 'p8-team-pro-annual-total', 'What is the yearly total for Team Pro billed annually?', ['7,668']),

  // Plain: questions the site cannot answer
  ask('plain', 'p8-no-governing-law', "Which country's or state's law governs your Terms of Service?", [NO_INFO], {
    mustNotInclude: ['Delaware', 'California'],
  }),
  ask('plain', 'p8-no-soc2', 'Is ISA SOC 2 Type II certified?', [NO_INFO]),
  ask('plain', 'p8-no-live-ats-name', 'Which ATS is your one live integration? Is it Greenhouse?', [NO_INFO]),
  ask('plain', 'p8-no-sso', 'Do you support single sign-on with Okta or SAML?', [NO_INFO]),
  ask('plain', 'p8-no-headquarters', 'Where is ISA Technologies headquartered?', [NO_INFO]),

  // Paraphrases: the asker's own words and situation
  ask(
    'paraphrase',
    'p8-startup-no-hr',
    "We're a 12-person startup and nobody does HR. Is this meant for outfits like ours?",
    [['without HR', 'startups']],
  ),
  ask(
    'paraphrase',
    'p8-slow-manager',
    'Our hiring manager sits on shortlists for a week before deciding. What turnaround should we aim for?',
    ['48 hours'],
  ),
  ask('paraphrase', 'p8-hacked-when-told', 'If your systems get hacked, how soon would I hear about it?', ['72 hours']),
  ask(
    'paraphrase',
    'p8-new-vendor-heads-up',
    'If you bring in another outside company that touches our applicant data, do we get a heads-up first?',
    ['15 days'],
  ),
  ask('paraphrase', 'p8-most-we-recover', 'Worst case you mess up badly: what is the most we could recover from you?', [
    '12 months of fees',
  ]),
  ask(
    'paraphrase',
    'p8-blind-candidate',
    'One of our applicants is blind and relies on software that reads the page aloud. Can she get through it?',
    ['screen reader'],
  ),
  ask(
    'paraphrase',
    'p8-tagalog-speakers',
    'Half the people who apply to us are more at home in Tagalog or Spanish than English.',
    ['130'],
  ),
  ask(
    'paraphrase',
    'p8-night-shift',
    'Our applicants work night shifts. Could they do it at 3am when they get off work?',
    [['24/7', 'any hour', 'day or night', 'around the clock', 'nights']],
  ),
  ask('paraphrase', 'p8-phone-died', 'I was halfway through answering and my phone died. Have I lost everything?', [
    ['saved', 'same link', 'where you left off'],
  ]),
  ask(
    'paraphrase',
    'p8-shared-housing',
    "Lots of our applicants live in shared housing and don't want to be filmed. Will they have to show their face?",
    [['chat', 'no camera', 'without a camera', 'text']],
  ),
  ask(
    'paraphrase',
    'p8-summer-surge',
    'Our finance people hate surprise bills, and applications triple every summer.',
    [['no per-interview', 'unlimited']],
  ),
  ask(
    'paraphrase',
    'p8-careers-bot',
    'We already have a little bot on our careers page that answers FAQs. Why would we need yours?',
    [['basic chatbot', 'follows a script', 'structured interview', 'structured, competency-based interview']],
  ),
  ask(
    'paraphrase',
    'p8-after-we-leave',
    'Say we stop using you next year. What happens to all our applicants’ stuff?',
    ['30 days'],
  ),
  ask(
    'paraphrase',
    'p8-old-receiver',
    'The server that receives your event callbacks is ancient and only speaks TLS 1.0. Will that work?',
    ['TLS 1.2'],
  ),
  ask(
    'paraphrase',
    'p8-quarterly-inspection',
    'Our compliance officer wants to inspect how you handle our data every quarter. Is that OK?',
    ['12 months'],
  ),
  ask(
    'paraphrase',
    'p8-school-leavers',
    'We take on 16-year-old school leavers for summer jobs. Can they go through ISA?',
    ['18'],
  ),
  ask('paraphrase', 'p8-tweak-grading', 'Can I look at how answers get graded and change it if I disagree?', [
    ['edit', 'editable'],
  ]),
  ask(
    'paraphrase',
    'p8-agency-justify',
    'I place people for clients and they always ask why I put forward these five. Does this help?',
    [['explainable', 'evidence']],
  ),
  ask('paraphrase', 'p8-where-they-quit', 'Can I see at which question people give up on our interview?', [
    ['drop-off', 'drop off'],
  ]),
  ask(
    'paraphrase',
    'p8-gentle-rollout',
    "I don't want to switch everything overnight. How would you phase it in over the first month?",
    [['week 1', 'week one', 'one high-volume role', 'pilot one role']],
  ),
  ask(
    'paraphrase',
    'p8-who-reads-my-answers',
    "I'm applying for a job. Does an actual human ever read what I type in there?",
    ['hiring team'],
  ),
  ask(
    'paraphrase',
    'p8-shopping-around',
    "I'm comparing a few of these tools. What should I grill each salesperson on?",
    [['rubric', 'per-interview fee']],
  ),
  ask(
    'paraphrase',
    'p8-nudge-message',
    "Do you have wording I can copy to nudge people who haven't done their interview yet?",
    [['still open', 'is waiting', 'reminder']],
  ),
  ask(
    'paraphrase',
    'p8-phone-call',
    'Could your bot just ring the applicants and talk to them instead of making them type?',
    ['coming soon'],
  ),
  ask(
    'paraphrase',
    'p8-cfo-justify',
    'My CFO will want a number: how much recruiter effort does this actually take off our plate?',
    ['75%'],
  ),
  ask('paraphrase', 'p8-niche-ats', 'We use a fairly obscure applicant tracking system. Will you plug into it?', [
    ['one ats integration', 'two more', 'export'],
  ]),
  ask(
    'paraphrase',
    'p8-three-roles-colleagues',
    'On your pricing page, which plan suits us: three openings at once, and two colleagues need access too?',
    ['Team Pro'],
  ),
  ask('paraphrase', 'p8-wipe-me', 'I applied for a job through your system and now I want everything about me wiped.', [
    ['privacy request', 'privacy@interviewsmartagent.com'],
  ]),
  ask('paraphrase', 'p8-commit-year', 'Is there a better deal if we commit for a whole year on the team plan?', [
    ['20%', '$639'],
  ]),
  ask(
    'paraphrase',
    'p8-restaurant-chain',
    'I run 300 restaurants and mostly need to book hourly staff fast. Is ISA or Paradox the better fit?',
    ['Paradox'],
  ),

  // Follow-ups: the last question only makes sense after the earlier ones
  ask('follow-up', 'p8-fu-audit-logs', 'and audit logs?', ['12 to 24 months'], {
    before: ['How long do you keep interview transcripts?'],
  }),
  ask('follow-up', 'p8-fu-cheaper-one', 'is that the same on the cheaper one?', [['30 interviewed', '30 candidates']], {
    before: ['What does Recruiter Pro include?'],
    mustNotInclude: ['Business Pro'],
  }),
  ask('follow-up', 'p8-fu-seats', 'how many seats come with it?', ['3 seats'], {
    before: ['What does Team Pro cost?'],
  }),
  ask('follow-up', 'p8-fu-yearly', 'and if we pay yearly?', ['$639'], {
    before: ['How much is Team Pro?'],
  }),
  ask('follow-up', 'p8-fu-dpa-breach', 'how fast do you tell us about a breach under it?', ['72 hours'], {
    before: ['Do you have a data processing addendum?'],
  }),
  ask('follow-up', 'p8-fu-stop-halfway', 'can they stop halfway?', [['pause', 'resume']], {
    before: ['How long does the candidate interview take?'],
  }),
  ask('follow-up', 'p8-fu-when-them', 'so when would they be the better pick?', [['on-camera', 'video']], {
    before: ['How does ISA compare with HireVue?'],
  }),
  ask(
    'follow-up',
    'p8-fu-their-side',
    'what should I check on their side?',
    [['tailored', 'pricing for your volume', 'how scores are explained']],
    { before: ['Tell me about Sapia.ai versus ISA'] },
  ),
  ask('follow-up', 'p8-fu-target', 'and what target should we set?', ['24 hours'], {
    before: ['What is time-to-shortlist?'],
  }),
  ask('follow-up', 'p8-fu-why-first', 'why track that one first?', [['earliest signal', 'easy to improve']], {
    before: ['Which interview metric should we track first?'],
  }),
  ask('follow-up', 'p8-fu-when-voice', 'when?', ['coming soon'], {
    before: ['Does ISA support voice interviews?'],
  }),
  ask('follow-up', 'p8-fu-mobile', 'and does it work on their phones?', [['mobile', 'phone', 'any device']], {
    before: ['How many languages can candidates interview in?'],
  }),
  ask('follow-up', 'p8-fu-linkedin-price', 'how much?', ['275'], {
    before: ['Can you post our job on LinkedIn for us?'],
  }),
  ask('follow-up', 'p8-fu-and-you', 'and what are you then?', ['processor'], {
    before: ['Who is the controller for candidate data?'],
  }),
  ask('follow-up', 'p8-fu-request-types', 'what can I ask for there?', [['port', 'portability'], 'appeal'], {
    before: ['How do I make a privacy request?'],
  }),
  ask('follow-up', 'p8-fu-anyway', 'and if someone does it anyway?', ['suspend'], {
    before: ["What isn't ISA allowed to be used for?"],
  }),
  ask('follow-up', 'p8-fu-demo', 'and the demo?', ['15 minutes'], {
    before: ['How long does it take to set up ISA?'],
  }),
  ask('follow-up', 'p8-fu-reply-time', 'how soon do they reply?', ['two business days'], {
    before: ['Who do I email if a candidate needs an accommodation?'],
  }),
  ask('follow-up', 'p8-fu-monthly', 'is it billed monthly?', ['annual'], {
    before: ['What does the Enterprise plan include?'],
  }),
  ask('follow-up', 'p8-fu-the-others', 'and the others?', [['coming soon', 'export']], {
    before: ['How many ATS integrations are live?'],
  }),
  ask('follow-up', 'p8-fu-where-enter', 'where do I enter it?', ['checkout'], {
    before: ['I filled in the Hire ISA form. What is the promo code?'],
  }),
  ask('follow-up', 'p8-fu-per-what', 'per what period?', [['per month', 'a month', 'monthly']], {
    before: ['What API availability do you target?'],
  }),
  ask('follow-up', 'p8-fu-no-file', "and if I don't have a file?", ['paste'], {
    before: ["I'm a candidate. How do I apply to a job?", 'What file formats can I upload?'],
  }),
  ask(
    'follow-up',
    'p8-fu-same-paradox',
    'are those the same against Paradox?',
    [['recruitment-marketing', 'recruitment marketing']],
    { before: ['Show me the ISA vs HireVue comparison', "What are ISA's watch-outs there?"] },
  ),
  ask('follow-up', 'p8-fu-week-two', 'what happens in week 2?', [['alongside', 'compare the shortlists']], {
    before: ['How would we roll ISA out over the first month?'],
  }),

  // Misspelt: typos, phone typing and shorthand
  ask('misspelt', 'p8-typo-transcripts', 'hw long do u keep transcrips', ['24 months']),
  ask('misspelt', 'p8-typo-uptime', 'whats the uptime target for ur api', ['99.5%']),
  ask('misspelt', 'p8-typo-spanish', 'does isa do intervews in spansh', ['130']),
  ask('misspelt', 'p8-typo-standard', 'how mch is recruter standrd', ['$39'], { mustNotInclude: ['$149'] }),
  ask('misspelt', 'p8-typo-pause', 'can candidtes pause n come back l8r', [['pause', 'resume']]),
  ask('misspelt', 'p8-typo-knockout', 'wat r knockout critera', [
    ['must-have', 'screen candidates out', 'requirement'],
  ]),
  ask('misspelt', 'p8-typo-ats-plans', 'ats integratoin?? which plans', ['Team Pro']),
  ask('misspelt', 'p8-typo-privacy-email', 'privcy email pls', ['privacy@interviewsmartagent.com']),
  ask('misspelt', 'p8-typo-sell-data', 'do u sell my data', [['not sell', 'never sell', "don't sell"]]),
  ask('misspelt', 'p8-typo-min-age', 'min age to use isa??', ['18']),
  ask('misspelt', 'p8-typo-subprocessor', 'notice b4 new subproccessor', ['15 days']),
  ask('misspelt', 'p8-typo-shortlist', 'shortlst in how many hrs', [['24 hours', '24h']]),
  ask('misspelt', 'p8-typo-paradox', 'isa vs paradx whats the diff', [['prescreening', 'eligibility']]),
  ask('misspelt', 'p8-typo-team-annual', 'team pro anual price', ['$639']),
  ask('misspelt', 'p8-typo-resume-size', 'max resme file size?', [['5MB', '5 MB']]),

  // Collisions: ordinary words that also name a plan, a price or a product
  ask(
    'collision',
    'p8-col-pro-tips',
    'Any pro tips for wording the email that invites candidates to their interview?',
    [['interview link', 'personal link', '15 minutes']],
    { mustNotInclude: ['$149', '499'] },
  ),
  ask(
    'collision',
    'p8-col-basic',
    'What basic checks does a prescreening chatbot do, compared with ISA?',
    ['eligibility'],
    { mustNotInclude: ['$39', '199'] },
  ),
  ask(
    'collision',
    'p8-col-how-much-time',
    'How much time should a candidate set aside for the interview?',
    [['15 minutes', '15 to 30']],
    { mustNotInclude: ['199', '499', '$39'] },
  ),
  ask(
    'collision',
    'p8-col-team-decides',
    'My team keeps asking: does ISA make the final hiring decision on its own?',
    [['human', 'people']],
    { mustNotInclude: ['$799', '3 seats'] },
  ),
  ask(
    'collision',
    'p8-col-enterprise-grade',
    'Is your security enterprise-grade? What protects data in transit?',
    ['TLS 1.2'],
    { mustNotInclude: ['White-label', 'Multi-region'] },
  ),
  ask(
    'collision',
    'p8-col-how-much-analytics',
    'How much does the analytics dashboard show? Which metrics are on it?',
    ['completion rate'],
    { mustNotInclude: ['199', '499', '$39'] },
  ),
  ask(
    'collision',
    'p8-col-booth-assistant',
    'Is there an assistant I can ask questions at your conference booth?',
    ['Ask ISA'],
    { mustNotInclude: ['Recruiter Assistant', '199'] },
  ),
  ask(
    'collision',
    'p8-col-standard-retention',
    'What is the standard retention period for interview transcripts?',
    ['24 months'],
    { mustNotInclude: ['Recruiter Standard', '$39'] },
  ),
  ask(
    'collision',
    'p8-col-business-days',
    'How many business days until someone answers an accessibility request?',
    ['two business days'],
    { mustNotInclude: ['Business Pro', '499'] },
  ),
  ask(
    'collision',
    'p8-col-free-standard',
    'Feel free to be blunt: what is the market standard time to get a shortlist?',
    [['14 days', '14-day']],
    { mustNotInclude: ['Recruiter Standard', '$39'] },
  ),
];
