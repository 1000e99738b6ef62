import { ask, type BenchQuestion } from './bench-questions';

/**
 * First-sales-call questions from buyers, hiring managers, HR and candidates, each on a different fact of the
 * site: what ISA is and who it is for, how it interviews and scores, fairness and human review, languages,
 * integrations and the API, setup and rollout, security, privacy and legal terms, both price lists by plan
 * name and the LinkedIn add-on, support, the booth kiosk, the candidate's apply and interview flow, analytics
 * targets and headline results, and the vendor comparisons. Mostly plain wording, with paraphrases and
 * collisions (everyday words such as standard, pro, team, business, assistant, priority, custom, annual or
 * LinkedIn that are also plan, feature or add-on names).
 */
export const paraphraseQuestionsThirtieth: BenchQuestion[] = [
  // What ISA is and who it is for
  ask('plain', 'p30-what-is', 'So what exactly is ISA?', [
    ['AI interviewing agent', 'AI recruiting agent'],
    'structured',
  ]),
  ask('plain', 'p30-who-for', 'Who is ISA built for?', ['Startups', 'enterprises', 'Recruitment agencies'], {
    mustNotInclude: ['$'],
  }),
  ask(
    'paraphrase',
    'p30-startup-no-hr',
    "We're a 12-person startup and nobody does HR full time. Is this even for us?",
    [['without HR teams', 'without an HR department', 'without hiring a recruiter']],
  ),
  ask('plain', 'p30-not-chatbot', 'Is ISA just a chatbot with a nicer UI?', ['structured', 'follow-up']),
  ask('paraphrase', 'p30-one-liner', 'Give me the elevator pitch, what problem do you solve?', [
    ['every applicant', 'every candidate'],
    '24 hours',
  ]),

  // How it interviews
  ask('plain', 'p30-how-interview', 'How does ISA actually interview candidates?', ['chat', 'rubric']),
  ask('plain', 'p30-follow-ups', 'Does it ask follow-up questions or just read a fixed script?', [
    'follow-up',
    ['adapts', 'adapt'],
  ]),
  ask('plain', 'p30-video', 'Can ISA run video interviews?', [
    ['No video', 'without a camera', 'no camera', 'by chat'],
  ]),
  ask('paraphrase', 'p30-talk-not-type', 'Can candidates just talk to it out loud instead of typing?', [
    'voice',
    'coming soon',
  ]),
  ask('paraphrase', 'p30-length', "Roughly how much of a candidate's time does this eat up?", [
    ['15 minutes', '15 to 30 minutes'],
  ]),
  ask('plain', 'p30-devices', 'Does the interview work on mobile or do candidates need a laptop?', [
    ['any device', 'phone or computer', 'mobile-friendly'],
  ]),
  ask('plain', 'p30-input', 'What do I need to give ISA to get started on a role?', ['job description']),
  ask('plain', 'p30-scorecard', 'What goes into the scorecard ISA builds?', ['competencies', 'must-haves', 'knockout']),
  ask('plain', 'p30-edit-rubric', 'Can I change the rubric ISA generates?', [['edit', 'editable']]),
  ask('paraphrase', 'p30-dealbreakers', 'Can I set hard deal-breakers, like needing a work permit or a licence?', [
    'knockout',
  ]),
  ask('plain', 'p30-deliverable', 'What does the hiring manager actually receive at the end?', [
    'shortlist',
    ['evidence-linked', 'evidence'],
  ]),

  // Scoring, fairness and human review
  ask('plain', 'p30-scoring', 'How are candidates scored?', ['rubric', 'role-specific']),
  ask('plain', 'p30-explain-rank', 'Can I see why a candidate was ranked where they were?', [
    ['evidence', 'own words'],
  ]),
  ask('plain', 'p30-who-decides', 'Does ISA decide who gets hired?', [
    ['human review', 'people review', 'your team does', 'people decide', 'ISA does not decide'],
  ]),
  ask('paraphrase', 'p30-auto-reject', 'Will the AI auto-reject people who score low?', [
    ['rejected by a score alone', 'human review', 'people decide', 'people review'],
  ]),
  ask('plain', 'p30-fair', 'Is ISA fair to candidates?', ['same', 'rubric']),
  ask(
    'paraphrase',
    'p30-candidate-human',
    'If a candidate is unhappy with how the AI assessed them, can a real person look at it?',
    ['human review'],
  ),
  ask('plain', 'p30-protected', 'Can we use ISA to ask candidates about their religion or health?', [
    ['protected characteristic', 'unrelated to the job', 'may not'],
  ]),
  ask('plain', 'p30-told-ai', 'Are candidates told how the interview works before they start?', [
    ['told how the interview works', 'candidate notice', 'what to expect'],
  ]),
  ask('plain', 'p30-consent', 'How is candidate consent handled?', [
    ['built into', 'part of the flow', 'before an interview starts'],
  ]),

  // Languages
  ask('plain', 'p30-languages', 'How many languages can ISA interview in?', ['130']),
  ask(
    'paraphrase',
    'p30-spanish',
    'Most of our warehouse applicants speak Spanish or Portuguese. Can they answer in their own language?',
    ['130'],
  ),

  // Integrations and API
  ask('plain', 'p30-which-ats', 'Do you integrate with Greenhouse specifically?', [
    ["don't have information", "don't have details"],
  ]),
  ask('plain', 'p30-ats-plans', 'Which of the pricing page plans include ATS integration?', ['Team Pro', 'Enterprise']),
  ask('paraphrase', 'p30-ats-export', "Our ATS isn't connected. Can we still get results into it somehow?", [
    ['export', 'ATS-ready'],
  ]),
  ask('plain', 'p30-api', 'Do you offer an API?', [['Full API access', 'ATS API integration']]),
  ask('plain', 'p30-api-uptime', 'What is your API availability target?', ['99.5%']),
  ask('paraphrase', 'p30-creds', 'If we unplug the ATS connection, how long do you hang on to our credentials?', [
    '7 days',
  ]),

  // Setup, demo and rollout
  ask('plain', 'p30-setup-time', 'How long does it take to get set up?', ['same day']),
  ask('plain', 'p30-demo-length', 'How long is the demo?', ['15 minutes']),
  ask('paraphrase', 'p30-walkthrough', 'Could someone on your side walk me through it live?', [
    'calendly.com/interviewsmartagent/isa-demo',
  ]),
  ask('plain', 'p30-rollout', 'What rollout plan do you recommend for the first month?', [
    ['four-week', 'Week 1'],
    'high-volume role',
  ]),
  ask('paraphrase', 'p30-first-role', 'Which of our roles should we move onto it first?', [
    ['highest-volume role', 'high-volume role'],
  ]),
  ask('plain', 'p30-hire-form', 'What happens after I submit the Hire ISA form?', ['Job Import Wizard', 'promo code']),

  // Security, privacy and legal
  ask('paraphrase', 'p30-encryption', 'Is our stuff encrypted while it moves between us and you?', ['TLS 1.2']),
  ask('paraphrase', 'p30-breach', 'Say you get hacked. When would we hear about it?', ['72 hours']),
  ask('plain', 'p30-transcripts', 'How long do you keep interview transcripts?', ['24 months']),
  ask('paraphrase', 'p30-termination', 'If we cancel, how fast do we get our data back or deleted?', ['30 days']),
  ask('paraphrase', 'p30-sell-data', "Will you turn around and sell our applicants' info to anyone?", ['do not sell']),
  ask('plain', 'p30-controller', 'Who is the data controller for candidate data, us or you?', [
    'controller',
    'processor',
  ]),
  ask('plain', 'p30-dpa', 'Do you have a DPA we can sign?', ['Data Processing Addendum']),
  ask('plain', 'p30-subprocessors', 'Can I see your list of subprocessors?', [
    'coming soon',
    'privacy@interviewsmartagent.com',
  ]),
  ask('plain', 'p30-subproc-notice', 'How much notice do you give before adding a new subprocessor?', ['15 days']),
  ask('plain', 'p30-soc2', 'Are you SOC 2 certified?', [["don't have information", "don't have details"]]),
  ask('plain', 'p30-retention-own', 'Can we set our own retention period for candidate data?', [
    ['configurable', 'period the Client sets'],
  ]),
  ask('plain', 'p30-refunds', 'Are fees refundable?', ['non-refundable']),
  ask('plain', 'p30-aup', 'What are we not allowed to use ISA for?', [
    ['without human review', 'discriminate', 'fake jobs', 'spam'],
  ]),
  ask('plain', 'p30-screen-reader', 'Does the interview work with screen readers?', ['WCAG', 'screen readers']),
  ask('paraphrase', 'p30-delete-me', 'I interviewed with one of your clients and want my data gone. How?', [
    ['privacy request', '/privacy-request', 'privacy@interviewsmartagent.com'],
  ]),
  // Pricing page plans
  ask('plain', 'p30-rs-price', 'How much is Recruiter Standard?', ['$39'], { mustNotInclude: ['$149'] }),
  ask('plain', 'p30-rs-includes', 'What do I get with Recruiter Standard?', [
    '30 interviewed candidates',
    '3 automated scheduling runs',
  ]),
  ask('plain', 'p30-rp-price', "What's the price of Recruiter Pro?", ['$149'], { mustNotInclude: ['$39'] }),
  ask('plain', 'p30-rp-includes', 'What is included in Recruiter Pro?', [
    'Unlimited interviews for 30 days',
    'Report export',
  ]),
  ask('paraphrase', 'p30-rp-seats', 'On Recruiter Pro, can my colleague log in too, or is it just me?', [
    'Single seat',
  ]),
  ask('plain', 'p30-tp-price', 'How much is Team Pro per month?', ['$799']),
  ask('plain', 'p30-tp-annual', 'What does Team Pro cost if we pay annually?', ['$639', '7,668']),
  ask('plain', 'p30-tp-seats', 'How many seats come with Team Pro?', ['3 seats']),
  ask('plain', 'p30-tp-jobs', 'How many jobs can we run on Team Pro?', [['Up to 5 jobs', 'five open jobs']]),
  ask('plain', 'p30-tp-onboarding', 'Does Team Pro come with any onboarding?', ['Onboarding session']),
  ask('plain', 'p30-tp-support', 'What level of support does Team Pro get?', ['Preferred support']),
  ask('plain', 'p30-ent-price', 'How is Enterprise priced?', ['Custom']),
  ask('plain', 'p30-ent-includes', 'What does the Enterprise plan include?', ['White-label', 'SLA', 'Multi-region']),
  ask('plain', 'p30-ent-contract', 'Is the Enterprise contract monthly or yearly?', ['annual']),
  ask('paraphrase', 'p30-annual-saving', "What's the discount for paying yearly?", ['20%']),
  ask('paraphrase', 'p30-upgrade', 'Could we start small with one role and move up later?', ['Team Pro']),
  // Sales assistant price list and add-on
  ask('plain', 'p30-ra-price', 'How much is the Recruiter Assistant plan?', ['199'], { mustNotInclude: ['499'] }),
  ask('plain', 'p30-ra-upload', 'On Recruiter Assistant, how do applicants get into the system?', [
    'Manual applicant upload',
  ]),
  ask('plain', 'p30-ra-access', 'How long is access on Recruiter Assistant?', ['2 months']),
  ask('paraphrase', 'p30-bp-billing', 'Business Pro: is that billed per job or monthly?', ['per job', '499']),
  ask('plain', 'p30-bp-reporting', 'What kind of reporting comes with Business Pro?', ['Advanced reporting']),
  ask('plain', 'p30-addons', 'Do you have any add-ons?', ['Post job on LinkedIn']),
  ask('paraphrase', 'p30-linkedin-cost', 'What would you charge to put our opening on LinkedIn for us?', ['275']),
  ask('plain', 'p30-promo', 'Is there a promo code?', ['ISAHIRE20']),
  ask('paraphrase', 'p30-volume-bill', 'If 2,000 people apply to one job, does our bill go up?', [
    'no per-interview fees',
  ]),

  // Booth kiosk
  ask('plain', 'p30-booth-options', 'What can I do at the ISA booth kiosk?', ['Leave your details', 'Browse jobs']),
  ask('paraphrase', 'p30-booth-badge', 'At the booth, can I skip typing and use my conference badge?', ['QR code']),
  ask('plain', 'p30-booth-resume', "The booth terminal won't open my resume file. What do I do?", ['paste', 'phone']),
  ask('paraphrase', 'p30-booth-why', "What's in it for me if I leave my details at your stand?", [
    'demo',
    'promo code',
  ]),

  // Candidate experience
  ask('plain', 'p30-file-types', 'What file formats can I upload my resume in?', ['PDF', 'DOCX', 'TXT']),
  ask('paraphrase', 'p30-no-file', "I don't have my CV as a file on this computer, can I still apply?", ['paste']),
  ask('plain', 'p30-pause', 'Can I pause my interview and finish it later?', [
    'pause',
    ['same link', 'continue later'],
  ]),
  ask('plain', 'p30-expired', 'My interview link says it has expired. What should I do?', ['contact the hiring team']),
  ask('plain', 'p30-share-link', 'Can I forward my interview link to someone else?', ['personal']),
  ask('plain', 'p30-after-done', 'I finished my interview. What happens next?', ['hiring team', ['e-mail', 'email']]),
  ask('paraphrase', 'p30-accommodation', 'I have dyslexia and may need extra time. Who do I contact?', [
    'accessibility@interviewsmartagent.com',
  ]),
  ask('plain', 'p30-remote-jobs', 'Can I filter the jobs board to remote jobs only?', ['Remote only']),
  ask('plain', 'p30-cand-rating', 'How do candidates rate the interview experience?', ['4.8/5']),

  // Results and metrics
  ask('plain', 'p30-screening-time', 'How much screening time does ISA save?', ['75%'], { mustNotInclude: ['50%'] }),
  ask('plain', 'p30-time-to-fill', 'What does it do to time-to-fill?', ['45 to 15 days']),
  ask('paraphrase', 'p30-throughput', 'Compared to one recruiter working alone, how many more interviews get done?', [
    '4x',
  ]),
  ask('plain', 'p30-dashboard', 'Which metrics does the analytics dashboard show?', ['Completion rate', 'Drop-off']),
  ask('plain', 'p30-ttd-target', 'What target do you suggest for hiring manager time-to-decision?', ['48 hours']),
  ask('paraphrase', 'p30-ttfi-target', 'How soon after someone applies should their interview start, ideally?', [
    'one hour',
  ]),

  // Comparisons
  ask('plain', 'p30-vs-hirevue', 'How are you different from HireVue?', ['video', 'chat']),
  ask('plain', 'p30-vs-paradox', 'How does ISA compare with Paradox?', [['prescreening', 'scheduling'], 'structured']),
  ask('plain', 'p30-vs-sapia', "What's the difference between ISA and Sapia.ai?", [['scorecard', 'job description']]),
  ask('paraphrase', 'p30-with-video', 'We already use a video interview tool. Would ISA sit alongside it?', [
    'shortlist',
  ]),

  // Collisions: everyday words that are also plan, feature or add-on names
  ask('collision', 'p30-c-market-standard', "What's the market standard for getting a shortlist?", ['14'], {
    mustNotInclude: ['Recruiter Standard', '$39'],
  }),
  ask('collision', 'p30-c-standard-questions', 'Does every candidate get a standard set of questions?', ['same'], {
    mustNotInclude: ['Recruiter Standard', '$'],
  }),
  ask(
    'collision',
    'p30-c-team-final',
    'Can my team overrule the ranking and make the final call?',
    [['your team does', 'people decide', 'human review', 'people review']],
    { mustNotInclude: ['Team Pro', '$'] },
  ),
  ask(
    'collision',
    'p30-c-business-auto',
    'As a small business, are we allowed to let the AI reject people on its own?',
    [['human review', 'people review']],
    { mustNotInclude: ['Business Pro', '$'] },
  ),
  ask('collision', 'p30-c-pro-tip', 'Any pro tips on which interview metric to watch first?', ['Completion rate'], {
    mustNotInclude: ['Recruiter Pro', '$'],
  }),
  ask('collision', 'p30-c-assistant-booth', 'Is there an assistant at the booth I can ask questions?', ['Ask ISA'], {
    mustNotInclude: ['Recruiter Assistant', '199'],
  }),
  ask(
    'collision',
    'p30-c-priority-first',
    'Do the first applicants get priority over the ones who apply later?',
    ['every applicant'],
    { mustNotInclude: ['Priority support', '$'] },
  ),
  ask(
    'collision',
    'p30-c-custom-questions',
    'Can the interview questions be customised for each role?',
    ['scorecard'],
    {
      mustNotInclude: ['Custom agent', '$'],
    },
  ),
  ask(
    'collision',
    'p30-c-team-timezones',
    'Our HR team is spread across several time zones. Is that a problem?',
    ['24/7'],
    {
      mustNotInclude: ['Team Pro', '$'],
    },
  ),
  ask('collision', 'p30-c-standard-access', 'What accessibility standard does the site follow?', ['WCAG', '2.2'], {
    mustNotInclude: ['Recruiter Standard', '$'],
  }),
  ask('collision', 'p30-c-annual-audit', 'Can we audit your compliance annually?', ['once per 12 months'], {
    mustNotInclude: ['$639', '7,668'],
  }),
  ask(
    'collision',
    'p30-c-recruiter-assistant',
    'Will a recruiter assistant like ISA replace our recruiters?',
    [['people decide', 'recruiters review', 'review the results', 'human interviews']],
    { mustNotInclude: ['199', '$'] },
  ),
  ask(
    'collision',
    'p30-c-linkedin-apply',
    'Can candidates add their LinkedIn profile when they apply?',
    ['LinkedIn URL'],
    {
      mustNotInclude: ['275', 'Post job on LinkedIn'],
    },
  ),
  ask('collision', 'p30-c-team-incident', 'How does your team handle a security incident?', ['72 hours'], {
    mustNotInclude: ['Team Pro', '$'],
  }),
  ask(
    'collision',
    'p30-c-standard-cookies',
    'Do you drop the standard tracking and advertising cookies on visitors?',
    ['no advertising cookies'],
    { mustNotInclude: ['Recruiter Standard', '$'] },
  ),
  ask(
    'collision',
    'p30-c-scheduling',
    'Do I have to schedule first-round interviews with each candidate?',
    [['the moment', 'no first-round scheduling', 'starts the moment']],
    { mustNotInclude: ['scheduling runs', 'Unlimited scheduling', '$'] },
  ),
  ask(
    'collision',
    'p30-c-team-spike',
    'We are a small team. Can ISA cope when applications suddenly spike?',
    [['caps', 'every applicant', 'volume spikes']],
    { mustNotInclude: ['$799', 'Team Pro'] },
  ),
  ask(
    'collision',
    'p30-c-enterprise-buyers',
    'Do high-volume enterprises actually use this, or is it just for small companies?',
    ['thousands'],
    { mustNotInclude: ['$'] },
  ),
];
