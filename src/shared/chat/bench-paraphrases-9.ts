import { ask, type BenchQuestion } from './bench-questions';

const NO_INFO = ["don't have information", "don't have details"];
const CHAT_PRICES = ['199', '499', 'Recruiter Assistant', 'Business Pro'];

/**
 * A ninth development set, written from src/content alone before it was ever run: people who have not read the
 * site and describe their problem (a Monday lost to phone calls, applicants who go quiet, a finance director to
 * answer, a lawyer asking who pays when data leaks, a kiosk that will not read a USB stick) rather than naming a
 * feature; ordinary words that also name plans or prices ('basic idea', 'team effort', 'pros and cons', 'free
 * text', 'standard questions', 'enterprise-grade', 'my assistant', 'what's the score', 'any plans'); direct
 * questions about less visited facts; short conversations; and five questions the site does not answer.
 */
export const paraphraseQuestionsNinth: BenchQuestion[] = [
  // Home page
  ask(
    'paraphrase',
    'p9-monday-ringing',
    'Our two recruiters lose every Monday ringing back people who applied over the weekend. How much of that would this take off them?',
    [['75%', 'scheduling']],
  ),
  ask(
    'paraphrase',
    'p9-ghost-after-applying',
    'Half the people who apply to us go quiet before we ever get them on the phone. Would this do anything about that?',
    [['the moment', 'on apply', 'reminders']],
  ),
  ask(
    'paraphrase',
    'p9-picking-on-vibes',
    'Each of our managers asks whatever pops into their head in first chats, so we end up choosing people on vibes. What would change?',
    [['rubric', 'same structured']],
  ),
  ask(
    'paraphrase',
    'p9-fortnight-for-a-list',
    'Right now it takes us about a fortnight before we have a list of people worth meeting. What would that look like with you?',
    ['24 hours'],
  ),
  // Products
  ask(
    'paraphrase',
    'p9-graduate-flood',
    'Every September we get buried in graduate applications and just ignore most of them. Is there a point where it stops talking to people?',
    [['unlimited', 'no caps']],
  ),
  ask(
    'paraphrase',
    'p9-eight-roles-lost-track',
    "I'm juggling eight open positions and keep losing track of who is at what stage for which one.",
    [['many roles at once', 'Multi-Job', 'one place']],
  ),
  ask(
    'paraphrase',
    'p9-warehouse-night-workers',
    "Loads of our applicants work nights in warehouses and can't pick up calls between nine and five.",
    [['24/7', 'nights and weekends', 'around the clock']],
  ),
  ask(
    'paraphrase',
    'p9-form-or-reacts',
    'Does it just fire a fixed list at people like a form, or does it react to what they actually say?',
    [['follow-up', 'adapts']],
  ),
  // AI interview platform
  ask(
    'paraphrase',
    'p9-three-line-ad',
    'Our managers write job ads that are three lines long at best. Is that enough for this thing to go on?',
    [['enrich', 'fills the gaps']],
  ),
  ask(
    'paraphrase',
    'p9-forklift-dealbreaker',
    'Some of our jobs have a hard no, like you must hold a forklift ticket. Can I make sure people without it get filtered out?',
    ['knockout'],
  ),
  ask(
    'paraphrase',
    'p9-two-founders',
    "It's literally me and my cofounder, there is nobody doing people stuff. Is this meant for outfits like ours?",
    [['without HR', 'without hiring a recruiter']],
  ),
  // Automated interview scheduling
  ask(
    'paraphrase',
    'p9-email-ping-pong',
    'The endless emails back and forth just to find a slot for a first call are killing us. How do you deal with that part?',
    [['the moment', 'no calendar coordination', 'no first-round scheduling']],
  ),
  // Interview analytics
  ask(
    'paraphrase',
    'p9-boss-wants-targets',
    'My boss wants a goal for how fast our managers make up their minds once they get the list. What is a sensible number?',
    ['48 hours'],
  ),
  // Bias-free AI interviewing
  ask(
    'paraphrase',
    'p9-black-box-marks',
    "Will the marking be some black box we're not allowed to look inside or change?",
    [['visible and editable', 'edit']],
  ),
  // Best AI interviewers
  ask(
    'paraphrase',
    'p9-three-vendors-no-clue',
    "I've been handed three vendors to look at and honestly have no idea what to check first.",
    [['start from the problem', 'rubric you can read']],
  ),
  // Pricing
  ask(
    'paraphrase',
    'p9-finance-director-799',
    'My finance director will ask what we actually get for the $799 a month one. What do I tell him?',
    ['5 jobs', '3 seats'],
    { mustNotInclude: CHAT_PRICES },
  ),
  ask(
    'paraphrase',
    'p9-colleague-on-39',
    'If I go for the $39 option, can my colleague log in as well or is it just me?',
    ['Single seat'],
    { mustNotInclude: ['Recruiter Assistant'] },
  ),
  ask(
    'paraphrase',
    'p9-ad-reach',
    'Honestly our problem is that too few people even see our ads. Can you get them in front of more eyes?',
    [['LinkedIn', 'professional networks']],
  ),
  // Platform FAQ
  ask(
    'paraphrase',
    'p9-rather-talk-than-type',
    'Our applicants would much rather talk than type. Can it just ring them up and have a conversation?',
    ['coming soon'],
  ),
  ask(
    'paraphrase',
    'p9-polish-romanian',
    'Most of our pickers speak Polish or Romanian far better than English. Is that going to be a problem?',
    ['130+'],
  ),
  // ISA vs HireVue
  ask(
    'paraphrase',
    'p9-see-their-faces',
    'Our sales director refuses to move anyone forward without seeing their face first. Is this the right tool for us?',
    [['no video', 'not that tool', 'without a camera', 'no camera']],
  ),
  ask(
    'paraphrase',
    'p9-patchy-data',
    'A lot of our applicants only have patchy mobile data on old handsets. Will they struggle?',
    [['low bandwidth', 'any phone', 'any device']],
  ),
  // ISA vs Sapia.ai
  ask(
    'paraphrase',
    'p9-niche-senior-roles',
    'We only hire a handful of very niche senior engineers. The other vendor we saw gives everyone the same standard interview. Would yours bend to each role?',
    [['role-specific', 'scorecard']],
  ),
  ask(
    'paraphrase',
    'p9-youre-new',
    "You're pretty new, aren't you? How do I know I'm not betting on something unproven?",
    [['newer to market', 'references']],
  ),
  // ISA vs Paradox
  ask(
    'paraphrase',
    'p9-burger-outlets',
    'We run 300 burger outlets and mostly just need shift interviews booked as fast as possible. Are you the best fit, honestly?',
    ['Paradox'],
  ),
  // Blog: automated interview scheduling templates
  ask(
    'paraphrase',
    'p9-nudge-wording',
    "Have you got wording I can copy for the email that nudges people who haven't started yet?",
    [['is waiting', 'is still open', 'Reminder:']],
  ),
  ask('paraphrase', 'p9-which-role-first', 'We have about twenty kinds of job. Which one should we move over first?', [
    ['highest-volume', 'high-volume'],
  ]),
  // Blog: interview analytics, 9 metrics
  ask(
    'paraphrase',
    'p9-driving-licence-fails',
    "Loads of people fall at our 'must have a driving licence' question. Should we change the interview?",
    ['job advert'],
  ),
  ask(
    'paraphrase',
    'p9-everyone-top-marks',
    'Nearly everybody gets top marks on one of our questions. That means our applicants are great, right?',
    [['does not discriminate', "doesn't discriminate"]],
  ),
  ask(
    'paraphrase',
    'p9-do-high-scorers-join',
    'How would we ever find out whether the people who did well at the start actually end up saying yes to us?',
    ['offer-accept'],
  ),
  // Blog: AI interview software guide
  ask(
    'paraphrase',
    'p9-charged-per-head',
    "One supplier charges us for every candidate they talk to. What's the catch with that?",
    ['high volume'],
  ),
  // Blog: AI recruiters hire smarter
  ask(
    'paraphrase',
    'p9-side-by-side-trial-run',
    'Before we trust it, can we run it next to what we do today and see if it picks the same people?',
    [['alongside', 'compare the shortlists']],
  ),
  // Terms of Service
  ask(
    'paraphrase',
    'p9-legal-on-the-hook',
    'Legal wants to know who is on the hook, and for how much, if your side messes up badly.',
    ['12 months of fees'],
  ),
  ask(
    'paraphrase',
    'p9-summer-helpers',
    'We take on 16-year-olds as summer helpers every year. Can they go through this?',
    ['18'],
  ),
  // Privacy Policy
  ask(
    'paraphrase',
    'p9-chat-logs-linger',
    'How long do the written records of what applicants said hang around on your side?',
    ['24 months'],
  ),
  // Acceptable Use Policy
  ask(
    'paraphrase',
    'p9-church-charity-faith',
    "We're a church-run charity and would like to ask applicants about their faith in the interview. Fine to do that with you?",
    [['religion', 'unrelated to the job', 'protected characteristic']],
  ),
  // Candidate notice
  ask('paraphrase', 'p9-dyslexic-typing', "I'm dyslexic and type slowly. Who do I tell before I do the interview?", [
    'accessibility@interviewsmartagent.com',
  ]),
  // Data Processing Addendum
  ask(
    'paraphrase',
    'p9-new-vendor-heads-up',
    'If you bring some new outside company in that handles our applicants’ data, do we get a heads-up?',
    ['15 days'],
  ),
  // API & ATS Addendum
  ask(
    'paraphrase',
    'p9-server-down-weekend',
    'Our receiving server was down all weekend. Have we lost the notifications you tried to send us?',
    [['3 retries', 'exponential backoff']],
  ),
  // Subprocessors
  ask(
    'paraphrase',
    'p9-who-else-touches-data',
    'Apart from you, which other companies get their hands on our candidates’ data? Can I see names?',
    [['coming soon', 'privacy@interviewsmartagent.com']],
  ),
  // Cookies
  ask(
    'paraphrase',
    'p9-followed-by-ads',
    'Am I going to be followed around the internet by ads after browsing your site?',
    ['advertising cookies'],
  ),
  // Accessibility
  ask(
    'paraphrase',
    'p9-blind-applicant',
    'One of our applicants is blind and has his computer read pages out to him. Will he manage the interview?',
    [['screen reader', 'WCAG']],
  ),
  // Jobs board
  ask(
    'paraphrase',
    'p9-work-from-home-only',
    'On your jobs page, can I see only the ones I could do from my kitchen table?',
    ['Remote only'],
  ),
  // Apply form
  ask('paraphrase', 'p9-huge-cv-file', 'My CV is a 12 meg file I made on a Mac. Will your application page take it?', [
    '5MB',
    ['PDF', 'DOCX', 'TXT'],
  ]),
  ask(
    'paraphrase',
    'p9-applied-twice',
    'I think I pressed submit twice on the same job. Have I messed up my application?',
    [['already applied', 'interview link again']],
  ),
  // Candidate interview
  ask(
    'paraphrase',
    'p9-laptop-then-bus',
    'Can I start it on my laptop at lunch and finish it on my phone on the bus home?',
    [['another device', 'same link']],
  ),
  ask(
    'paraphrase',
    'p9-forward-to-friend',
    'Can I forward my interview link to a friend so she can see what it is like?',
    [['personal to you', 'do not share']],
  ),
  // Conference booth
  ask(
    'paraphrase',
    'p9-stand-no-typing',
    "I'm at your stand at the expo and really can't be bothered to type my details in on this screen.",
    ['badge'],
  ),
  // Hire ISA
  ask(
    'paraphrase',
    'p9-after-the-form',
    "I left my name on the 'get started' form. What actually happens after that?",
    [['Job Import Wizard', 'promo code']],
  ),
  // Privacy request
  ask(
    'paraphrase',
    'p9-asked-to-be-forgotten',
    'I asked you to wipe everything you hold about me. How long before I hear back?',
    ['30 days'],
  ),

  // Collisions: ordinary words that also name plans, prices or product terms
  ask(
    'collision',
    'p9-basic-idea',
    "What's the basic idea behind ISA, in a sentence?",
    [['interviewing agent', 'recruiting agent', 'structured']],
    { mustNotInclude: ['$39', ...CHAT_PRICES] },
  ),
  ask(
    'collision',
    'p9-team-effort',
    'Is hiring with this still a team effort, or does the AI do it all on its own?',
    [['people decide', 'human review', 'your team']],
    { mustNotInclude: ['Team Pro', '$799'] },
  ),
  ask(
    'collision',
    'p9-pros-and-cons-video',
    'What are the pros and cons of ISA against a video interviewing tool?',
    [['no video', 'camera']],
    { mustNotInclude: ['Recruiter Pro', '$149', 'Business Pro'] },
  ),
  ask(
    'collision',
    'p9-free-text-answers',
    'Do candidates give free text answers, or is it tick boxes and multiple choice?',
    [['in text', 'by chat', 'chat interview']],
    { mustNotInclude: ['$39', '199', '499'] },
  ),
  ask(
    'collision',
    'p9-standard-questions',
    'Does every applicant get the same standard questions, or do they vary person to person?',
    [['same core', 'same structured', 'same job-related', 'follow-up']],
    { mustNotInclude: ['Recruiter Standard', '$39'] },
  ),
  ask(
    'collision',
    'p9-enterprise-grade-transit',
    'We need enterprise-grade security. How is the data protected as it travels over the network?',
    ['TLS 1.2'],
    { mustNotInclude: ['White-label', 'Annual contract', ...CHAT_PRICES] },
  ),
  ask(
    'collision',
    'p9-cost-in-candidate-time',
    'How much does it cost us in candidate time? How long are they stuck in it?',
    [['15 minutes', '15 to 30']],
    { mustNotInclude: ['$39', '199', '499'] },
  ),
  ask(
    'collision',
    'p9-my-assistant-sets-up',
    'My assistant will be the one setting this up and she is not technical. What does she actually need to do?',
    [['job description', 'same day']],
    { mustNotInclude: ['Recruiter Assistant', '199'] },
  ),
  ask(
    'collision',
    'p9-whats-the-score-ownership',
    "What's the score with candidate data: who actually owns it, us or you?",
    ['controller'],
    { mustNotInclude: ['199', '499', '$39'] },
  ),
  ask(
    'collision',
    'p9-pro-privacy-selling',
    'As a business we are very pro-privacy. Do you sell any of the personal data you collect?',
    ['do not sell'],
    { mustNotInclude: ['Business Pro', '499', 'Recruiter Pro'] },
  ),
  ask(
    'collision',
    'p9-team-arguments',
    'Members of our team keep arguing about which candidate is better. How would this help settle it?',
    [['evidence', 'rubric']],
    { mustNotInclude: ['Team Pro', '$799'] },
  ),
  ask(
    'collision',
    'p9-industry-standard-shortlist',
    "What's the industry standard for how long it takes to get a shortlist together?",
    [['14-day', '14 days']],
    { mustNotInclude: ['Recruiter Standard', '$39'] },
  ),
  ask(
    'collision',
    'p9-any-plans-speaking',
    'Any plans to let candidates speak their answers out loud instead of typing?',
    ['coming soon'],
    { mustNotInclude: ['$39', '199', 'Team Pro'] },
  ),
  ask(
    'collision',
    'p9-breach-plan',
    "What's your plan if there's a data breach? When would we be told?",
    ['72 hours'],
    { mustNotInclude: ['$39', '199', 'Team Pro'] },
  ),
  ask(
    'collision',
    'p9-price-of-getting-it-wrong',
    "What's the price of getting it wrong? If the AI ranks someone badly and we get sued, are you liable?",
    [['12 months of fees', 'review']],
    { mustNotInclude: ['$39', '199', '499'] },
  ),
  ask(
    'collision',
    'p9-booth-ai-assistant',
    'At your conference booth, is there an AI assistant I can ask questions, or only a person?',
    [['Ask ISA', 'answers your questions']],
    { mustNotInclude: ['Recruiter Assistant', '199'] },
  ),
  ask(
    'collision',
    'p9-per-job-drop-off',
    'Can I see a per job breakdown of where candidates give up?',
    [['each job', 'drop-off']],
    { mustNotInclude: ['$39', '199', '$149'] },
  ),
  ask('collision', 'p9-unlimited-languages', 'Is it unlimited in languages too, or just a few?', ['130+'], {
    mustNotInclude: ['$149', '199', '499'],
  }),
  ask(
    'collision',
    'p9-monthly-rhythm-dashboard',
    'In the first month, what rhythm should we use to go through the dashboard with the managers?',
    [['weekly', 'each week']],
    { mustNotInclude: ['$799', '$639'] },
  ),
  ask(
    'collision',
    'p9-annual-supplier-audit',
    'Our annual supplier review means auditing you every year. Is that allowed?',
    ['once per 12 months'],
    { mustNotInclude: ['$7,668', '$639', 'Annual contract'] },
  ),

  // Plain: direct questions about less obvious facts
  ask('plain', 'p9-api-uptime', 'What monthly availability do you target for the API?', ['99.5%']),
  ask('plain', 'p9-breaking-change-notice', 'How much notice do you give before a breaking API change?', ['90 days']),
  ask('plain', 'p9-audit-log-retention', 'How long are audit logs kept?', ['12 to 24 months']),
  ask('plain', 'p9-promo-code', 'What promo code do I get after leaving my details on Hire ISA?', ['ISAHIRE20']),
  ask('plain', 'p9-linkedin-addon-price', 'How much is it to have you post our job on LinkedIn?', ['275']),
  ask('plain', 'p9-team-pro-year-total', 'What is the total for a year of Team Pro billed annually?', ['7,668']),
  ask(
    'plain',
    'p9-standard-candidate-count',
    'How many candidates can be interviewed on Recruiter Standard?',
    ['30 interviewed candidates'],
    { mustNotInclude: ['Unlimited interviews for 30 days'] },
  ),
  ask('plain', 'p9-wcag-level', 'Which WCAG version and level does the site design to?', ['2.2', 'AA']),
  ask('plain', 'p9-employment-type-filter', 'Which employment types can I filter by on the jobs board?', [
    ['Per diem', 'Internship', 'Volunteer'],
  ]),
  ask('plain', 'p9-enterprise-white-label', 'Can the Enterprise plan be white-labelled?', ['White-label']),
  ask('plain', 'p9-recruiter-pro-window', 'For how long are interviews unlimited on Recruiter Pro?', ['30 days']),
  ask('plain', 'p9-accessibility-reply-time', 'How quickly does the accessibility team reply to an email?', [
    'two business days',
  ]),
  ask('plain', 'p9-standard-ats', 'Does Recruiter Standard include the ATS integration?', [['Team Pro', 'export']]),
  ask('plain', 'p9-legal-updated', 'When were the Terms of Service last updated?', ['August 15, 2025']),
  ask('plain', 'p9-refund', 'Are fees refundable if we cancel?', ['non-refundable']),

  // Follow-ups
  ask(
    'follow-up',
    'p9-fu-length-for-candidate',
    'And how long does it take the person being interviewed?',
    [['15 minutes', '15 to 30']],
    { before: ['What is ISA?'] },
  ),
  ask('follow-up', 'p9-fu-team-pro-yearly', 'And if we pay yearly?', ['$639'], {
    before: ['How much is Team Pro?'],
  }),
  ask('follow-up', 'p9-fu-ats-not-listed', "And if ours isn't one of the connected ones?", [['export', 'ATS-ready']], {
    before: ['Do you connect to applicant tracking systems?'],
  }),
  ask('follow-up', 'p9-fu-shorter-retention', 'Can we make that shorter?', [['Client sets', 'configurable']], {
    before: ['How long do you keep interview transcripts?'],
  }),
  ask('follow-up', 'p9-fu-and-paradox', 'What about Paradox?', [['prescreening', 'hourly']], {
    before: ['How does ISA compare with HireVue?'],
    mustNotInclude: ['video-interview enterprise'],
  }),
  ask('follow-up', 'p9-fu-pro-seats', 'How many people on my team can use it?', ['Single seat'], {
    before: ['What does Recruiter Pro include?'],
  }),
  ask(
    'follow-up',
    'p9-fu-closed-the-page',
    'I closed the page halfway through. How do I get back to where I was?',
    [['same link', 'link brings you back']],
    { before: ['I applied for a job through your site.', 'Where do I find my interview link?'] },
  ),
  ask('follow-up', 'p9-fu-nudged', 'Do they get nudged if they forget?', ['reminders'], {
    before: ['Can candidates pause the interview?'],
  }),
  ask('follow-up', 'p9-fu-spreadsheet', 'Can I pull those into a spreadsheet for the board meeting?', ['export'], {
    before: ['What metrics does ISA track?'],
  }),
  ask(
    'follow-up',
    'p9-fu-contract-says',
    'What does your contract say about that, exactly?',
    [['person review', 'review AI outputs']],
    { before: ['Who decides who gets hired?'] },
  ),

  // Questions the site cannot answer
  ask('plain', 'p9-none-soc2', 'Do you have a SOC 2 Type II report we can see?', [NO_INFO]),
  ask('plain', 'p9-none-free-trial', 'Is there a free trial before we have to pay anything?', [NO_INFO]),
  ask('plain', 'p9-none-invoice-euros', 'Can we pay by bank transfer against an invoice in euros?', [NO_INFO]),
  ask('plain', 'p9-none-which-model', 'Which large language model is behind ISA? Is it GPT?', [NO_INFO]),
  ask('plain', 'p9-none-headcount', 'How many people work at ISA Technologies and where is your office?', [NO_INFO]),
];
