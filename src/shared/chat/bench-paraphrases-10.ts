import { ask, type BenchQuestion } from './bench-questions';

const NO_INFO = ["don't have information", "don't have details"];

/**
 * A tenth development set, written from src/content before it was ever run: site facts asked by people in
 * specific roles (a nurse manager, a warehouse shift lead, a university careers adviser, a data protection
 * officer, a procurement officer, a blind candidate, a candidate with little English, a career-fair booth
 * visitor, a staffing-agency recruiter), conversations that drift over two earlier turns, facts from the
 * less-visited pages, ordinary words that sound like plan or price words, and questions the site cannot answer.
 */
export const paraphraseQuestionsTenth: BenchQuestion[] = [
  // Paraphrases: people in specific roles, in their own words
  ask(
    'paraphrase',
    'p10-nurse-night-shift',
    'I manage a hospital ward and most of my applicants work nights. Can they do the interview at 3am after a shift?',
    [['24/7', 'any hour', 'around the clock', 'nights and weekends', 'day or night', 'any time']],
  ),
  ask(
    'paraphrase',
    'p10-nurse-licence',
    'Every nurse I hire must hold a valid licence. Can ISA screen out applicants who do not have one?',
    [['knockout', 'must-have']],
  ),
  ask(
    'paraphrase',
    'p10-nurse-shortlist-speed',
    'As a nurse manager I am drowning in vacancies. How soon after people apply would I have a ranked list to call?',
    ['24 hours'],
  ),
  ask(
    'paraphrase',
    'p10-nurse-why-low-score',
    'My charge nurses will want to know why a candidate scored low. Can they see what the score is based on?',
    [['evidence', 'own words']],
  ),
  ask(
    'paraphrase',
    'p10-warehouse-peak',
    'I lead a warehouse shift and we get hundreds of pickers applying before peak season. Will ISA stop after a certain number of interviews?',
    [['unlimited', 'no per-interview fees or caps', 'no caps']],
  ),
  ask(
    'paraphrase',
    'p10-warehouse-phone-only',
    'Most of the lads on my shift only have a phone, no computer. Can they still do the interview?',
    [['any device', 'phone', 'mobile']],
  ),
  ask(
    'paraphrase',
    'p10-warehouse-quit-halfway',
    'Loads of my applicants start the interview and never finish. What would show me the exact question where they give up?',
    ['drop-off'],
  ),
  ask(
    'paraphrase',
    'p10-warehouse-time-to-fill',
    'Be straight with me as a shift lead: how much faster do you say roles get filled?',
    ['45', '15'],
  ),
  ask(
    'paraphrase',
    'p10-adviser-how-long',
    'I am a university careers adviser. Students tell me an employer sent them an ISA interview. How long should they set aside for it?',
    [['15 minutes', '15 to 30']],
  ),
  ask(
    'paraphrase',
    'p10-adviser-stop-and-finish',
    'Can a student start the interview in the careers centre and finish it later at home on a different computer?',
    [['pause', 'resume', 'continue later', 'same link']],
  ),
  ask('paraphrase', 'p10-adviser-age', 'Some of our first-years are 17. Are they allowed to take an ISA interview?', [
    '18',
  ]),
  ask(
    'paraphrase',
    'p10-dpo-transcripts',
    'I am the data protection officer. What is your retention period for interview transcripts?',
    ['24 months'],
  ),
  ask(
    'paraphrase',
    'p10-dpo-breach',
    'From a DPO point of view: if you suffer a personal data breach, within what time do you notify us?',
    ['72 hours'],
  ),
  ask(
    'paraphrase',
    'p10-dpo-subprocessor',
    'Before you onboard a new subprocessor, what notice period do we get to object?',
    ['15 days'],
  ),
  ask('paraphrase', 'p10-dpo-audit', 'As the controller, how often are we entitled to audit your compliance?', [
    '12 months',
  ]),
  ask(
    'paraphrase',
    'p10-procurement-refund',
    'I work in procurement. If we stop using ISA part-way through, do we get our fees back?',
    ['non-refundable'],
  ),
  ask(
    'paraphrase',
    'p10-procurement-liability',
    'Procurement will ask me: what is the cap on your liability in the terms?',
    ['12 months of fees'],
  ),
  ask('paraphrase', 'p10-procurement-uptime', 'What monthly availability target do you commit to for the API?', [
    '99.5%',
  ]),
  ask(
    'paraphrase',
    'p10-procurement-breaking-changes',
    'Our integration team needs warning before you change the API in a way that breaks things. How much warning?',
    ['90 days'],
  ),
  ask(
    'paraphrase',
    'p10-blind-screen-reader',
    'I am blind and use a screen reader. Will I be able to do the chat interview with it?',
    ['screen reader'],
  ),
  ask(
    'paraphrase',
    'p10-blind-extra-time',
    'My screen reader makes me slower. Who can I write to if I need extra time for the interview?',
    ['accessibility@interviewsmartagent.com'],
  ),
  ask('paraphrase', 'p10-blind-standard', 'Which accessibility guidelines is your site built to?', ['WCAG']),
  ask('paraphrase', 'p10-poor-english-language', 'my english not so good. i can answer interview in my language?', [
    '130',
  ]),
  ask('paraphrase', 'p10-poor-english-cv-file', 'what kind file i can put for my CV? i have word document', [
    ['DOCX', 'PDF'],
  ]),
  ask('paraphrase', 'p10-poor-english-after', 'i finish the interview. what happen now? who is look at my answers?', [
    'hiring team',
  ]),
  ask(
    'paraphrase',
    'p10-booth-own-phone',
    'I am standing at your career fair stand. Can I apply for a job from my own phone instead of this screen?',
    [['scan', 'QR']],
  ),
  ask(
    'paraphrase',
    'p10-booth-upload',
    'This kiosk will not let me open my CV file. How can I still apply from here?',
    ['paste'],
  ),
  ask(
    'paraphrase',
    'p10-agency-suitable',
    'I work at a staffing agency placing candidates with clients. Is ISA meant for agencies like us?',
    [['recruitment agencies', 'agencies', 'agency']],
  ),
  ask(
    'paraphrase',
    'p10-agency-export',
    'My clients all use different tracking systems. Can I hand them ISA results they can load in?',
    [['ATS-ready', 'export']],
  ),
  ask(
    'paraphrase',
    'p10-agency-standard-count',
    'For a single small role I was looking at your Recruiter Standard plan. How many candidates does it interview?',
    ['30'],
  ),

  // Follow-ups: conversations that drift, the last question leaning on the earlier turns
  ask('follow-up', 'p10-fu-team-onboarding', 'Does that include an onboarding session?', ['onboarding'], {
    before: ['How much is ISA?', 'Tell me about the Team Pro plan.'],
  }),
  ask('follow-up', 'p10-fu-team-yearly', 'And if we pay yearly instead?', ['$639'], {
    before: ['What does it cost?', 'What about Team Pro?'],
  }),
  ask(
    'follow-up',
    'p10-fu-hirevue-camera-role',
    'So which would you pick for a client-facing sales role where presence on camera matters?',
    ['HireVue'],
    { before: ['How do you compare with HireVue?', 'And where are they weaker?'] },
  ),
  ask(
    'follow-up',
    'p10-fu-hirevue-retail',
    'So which would you pick for retail, where we want to interview everyone who applies?',
    [['unlimited', 'per-interview fees']],
    { before: ['Compare ISA and HireVue.', 'And where are they weaker?'] },
  ),
  ask('follow-up', 'p10-fu-paradox-stores', 'So for hourly hiring across hundreds of stores, which one?', ['Paradox'], {
    before: ['How are you different from Paradox?', 'And where is Paradox stronger?'],
  }),
  ask(
    'follow-up',
    'p10-fu-sapia-watch',
    'And what should I watch out for with them?',
    [['tailored', 'explained', 'pricing for your volume']],
    { before: ['Compare ISA with Sapia.ai.', 'What should I watch out for with ISA?'] },
  ),
  ask(
    'follow-up',
    'p10-fu-pro-database',
    'And how long can I get into the candidate database?',
    [['2-month', '2 months', 'two months']],
    { before: ['Tell me about Recruiter Pro.', 'How many seats does it have?'] },
  ),
  ask('follow-up', 'p10-fu-enterprise-contract', 'And is the contract monthly or yearly?', ['annual'], {
    before: ['What is the Enterprise plan?', 'Is it white-label?'],
  }),
  ask('follow-up', 'p10-fu-voice', 'And can they just talk to it instead of typing?', ['coming soon'], {
    before: ['What languages do you support?', 'Can candidates use a phone?'],
  }),
  ask('follow-up', 'p10-fu-account-data', 'And account data?', ['life of the account'], {
    before: ['How long do you keep data?', 'What about audit logs?'],
  }),
  ask('follow-up', 'p10-fu-breach', 'And if there is a breach, how fast do you tell us?', ['72 hours'], {
    before: ['How do you secure data?', 'Which TLS version?'],
  }),
  ask(
    'follow-up',
    'p10-fu-candidate-pause',
    'Can I stop halfway and carry on tomorrow on my laptop?',
    [['pause', 'same link', 'continue later', 'resume']],
    { before: ['I am a candidate and I applied yesterday.', 'How long does the interview take?'] },
  ),
  ask(
    'follow-up',
    'p10-fu-ats-not-connected',
    'And if my ATS is not the one that is connected?',
    [['export', 'ATS-ready']],
    { before: ['Do you integrate with an ATS?', 'Which plans include it?'] },
  ),
  ask('follow-up', 'p10-fu-manager-decision', 'And for the hiring manager deciding?', ['48 hours'], {
    before: ['What analytics does ISA have?', 'What targets should we set for the first 30 days?'],
  }),
  ask('follow-up', 'p10-fu-blog-automate-first', 'What does it say to automate first?', ['highest-volume'], {
    before: ['Do you have a blog?', 'Tell me about the article on automated interview scheduling.'],
  }),
  ask('follow-up', 'p10-fu-rollout-week2', 'And week 2?', [['alongside', 'compare the shortlists']], {
    before: ['How should we roll ISA out?', 'What happens in week 1?'],
  }),
  ask('follow-up', 'p10-fu-webhook-retries', 'How many times do you retry?', [['at least 3', '3 retries']], {
    before: ['What is the API & ATS Addendum?', 'What about webhooks?'],
  }),
  ask('follow-up', 'p10-fu-human-review', 'Can a candidate ask for that to be checked by a person?', ['human review'], {
    before: ['Is ISA fair?', 'Who makes the final decision?'],
  }),
  ask('follow-up', 'p10-fu-addon-price', 'How much is that one?', ['275'], {
    before: ['How much does ISA cost?', 'Is there anything extra I can add on?'],
  }),
  ask('follow-up', 'p10-fu-privacy-answer-time', 'How long until you answer it?', ['30 days'], {
    before: ['I want to make a privacy request.', 'What can I ask for?'],
  }),

  // Plain: specific facts from the less-visited pages and sections
  ask('plain', 'p10-company-name', 'What is the legal name of the company behind ISA?', ['ISA Technologies']),
  ask('plain', 'p10-cookies', 'What cookies does your website set?', [['no advertising cookies', 'colour theme']]),
  ask('plain', 'p10-accessibility-reply', 'How quickly does your accessibility team reply to an email?', [
    'two business days',
  ]),
  ask('plain', 'p10-credential-deletion', 'When we disconnect our ATS, how soon are the stored credentials deleted?', [
    '7 days',
  ]),
  ask('plain', 'p10-arbitration-opt-out', 'As a candidate, how long do I have to opt out of arbitration?', ['30 days']),
  ask('plain', 'p10-resume-size', 'What is the maximum resume file size on the apply page?', ['5MB']),
  ask('plain', 'p10-jobs-feed', 'Can I follow new job postings in a feed reader?', ['RSS']),
  ask(
    'plain',
    'p10-aup-unrelated-data',
    'Does your acceptable use policy let employers ask candidates about their religion?',
    [['unrelated to the job', 'health, religion', 'religion']],
  ),
  ask('plain', 'p10-subprocessor-list', 'Where can a client get your current list of subprocessors?', [
    'privacy@interviewsmartagent.com',
  ]),
  ask('plain', 'p10-ninth-metric', 'In your article on nine interview metrics, what is the ninth one?', [
    'offer-accept rate',
  ]),
  ask(
    'plain',
    'p10-handoff-template',
    'In the handoff template to the hiring manager, how do shortlisted candidates get booked?',
    ['booking link'],
  ),
  ask('plain', 'p10-first-interview-target', 'What 30-day target do you suggest for time-to-first-interview?', [
    'one hour',
  ]),
  ask('plain', 'p10-expired-link', 'My interview link says it has expired. What should I do?', ['hiring team']),
  ask('plain', 'p10-tls', 'What encryption do you use for data in transit?', ['TLS 1.2']),
  ask('plain', 'p10-demo-length', 'How long does a guided demo of ISA take?', ['15 minutes']),

  // Collisions: ordinary words that sound like a plan or a price
  ask('collision', 'p10-col-market-standard', 'What is the market standard time to get a shortlist?', ['14'], {
    mustNotInclude: ['Recruiter Standard', '$39'],
  }),
  ask(
    'collision',
    'p10-col-how-much-notice',
    'How much notice do you give before adding a subprocessor?',
    ['15 days'],
    {
      mustNotInclude: ['$199', '$499', '$39'],
    },
  ),
  ask('collision', 'p10-col-how-much-time', 'How much time does the interview take a candidate, roughly?', ['15'], {
    mustNotInclude: ['$199', '$499', 'per job'],
  }),
  ask('collision', 'p10-col-accessibility-standard', 'What accessibility standard do you meet?', ['WCAG'], {
    mustNotInclude: ['Recruiter Standard', '$39'],
  }),
  ask('collision', 'p10-col-liability-amount', 'How much does your liability cap amount to?', ['12 months of fees'], {
    mustNotInclude: ['$199', '$499', 'per job'],
  }),
  ask('collision', 'p10-col-business-case', 'For my business case, what is the pro in screening time saved?', ['75%'], {
    mustNotInclude: ['Business Pro', '$499'],
  }),
  ask('collision', 'p10-col-team-reviews', 'As a candidate, which team reviews my interview?', ['hiring team'], {
    mustNotInclude: ['Team Pro', '$799'],
  }),
  ask(
    'collision',
    'p10-col-recruiter-meaning',
    'In your terms, who counts as a Client? Does a recruiter?',
    ['recruiter'],
    {
      mustNotInclude: ['Recruiter Standard', 'Recruiter Assistant', '$39', '$199'],
    },
  ),
  ask(
    'collision',
    'p10-col-api-standard-notice',
    'What is your standard notice before breaking API changes?',
    ['90 days'],
    {
      mustNotInclude: ['Recruiter Standard', '$39'],
    },
  ),
  ask(
    'collision',
    'p10-col-rollout-plan',
    'What plan do you recommend for rolling ISA out over the first month?',
    [['one high-volume role', 'Week 1', 'calibrat']],
    { mustNotInclude: ['$39', '$199', '$499'] },
  ),

  // Questions the site cannot answer
  ask('plain', 'p10-none-soc2', 'Is ISA SOC 2 certified?', [NO_INFO]),
  ask('plain', 'p10-none-trial', 'Do you offer a free trial?', [NO_INFO]),
  ask('plain', 'p10-none-hq', 'Where is ISA headquartered and when was it founded?', [NO_INFO]),
  ask('plain', 'p10-none-hipaa', 'Is ISA HIPAA compliant for our hospital?', [NO_INFO]),
  ask('plain', 'p10-none-nonprofit', 'Do you give a discount to charities or universities?', [NO_INFO]),
];
