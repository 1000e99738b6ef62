import { ask, type BenchQuestion } from './bench-questions';

const NO_INFO = ["don't have information", "don't have details"];
const EMAIL = ['e-mail', 'email'];

/**
 * A seventh paraphrase set, written from the site's content before it was ever run: buyers and candidates in
 * their own words (a small clinic, a retailer's HR director, an agency recruiter, a student at a career fair, a
 * candidate on a phone, finance, legal and IT), ordinary words that also name a plan, a tier or a price word,
 * typos and chat shorthand, and short conversations whose last question needs the earlier ones.
 * Facts from src/content (and the page components) only.
 */
export const paraphraseQuestionsSeventh: BenchQuestion[] = [
  // Paraphrases: home and product
  ask(
    'paraphrase',
    'p7-clinic-every-applicant',
    'I run a small dental clinic and a receptionist ad brings in a couple of hundred applications. Does each one get talked to, or only the first few?',
    [['every applicant', 'every candidate', 'unlimited', 'everyone']],
  ),
  ask(
    'paraphrase',
    'p7-retail-six-weeks',
    'Our stores take about six weeks to get someone in the door. What sort of improvement have your customers seen in that?',
    ['45', '15 days'],
  ),
  ask(
    'paraphrase',
    'p7-do-applicants-like-it',
    'Be honest: do job seekers actually put up with a bot for their first round, or do they hate it?',
    ['4.8'],
  ),
  ask(
    'paraphrase',
    'p7-permission-in-flow',
    'Our legal people want to know whether applicant permission is captured inside the process itself, and whether we control how long things are kept.',
    ['consent', 'configurable'],
  ),
  ask(
    'paraphrase',
    'p7-tv-ad-surge',
    'After our TV campaign we might get 2,000 applicants in one week. Will we have to skip some of them or pay extra per head?',
    [['no caps', 'no per-interview', 'unlimited']],
  ),
  ask(
    'paraphrase',
    'p7-where-they-give-up',
    'Can I watch, as it happens, at which point applicants abandon the process?',
    [['drop-off', 'drop off']],
  ),
  ask(
    'paraphrase',
    'p7-chef-and-cashier',
    "We're looking for a chef and a cashier at the same time. Can they be judged on different criteria but followed from a single screen?",
    [['own scorecard', 'one place', 'many roles']],
  ),
  ask(
    'paraphrase',
    'p7-vague-answers',
    'If somebody gives a lazy one-line reply, does the bot dig deeper or just move on to the next thing?',
    [['follow-up', 'probe']],
  ),
  // Paraphrases: the platform, scheduling, analytics, fairness and buyer's-guide pages
  ask(
    'paraphrase',
    'p7-twelve-person-startup',
    "We're twelve people, no HR person at all, the founders do the hiring. Is this meant for outfits like us?",
    [['without HR', 'startups']],
  ),
  ask(
    'paraphrase',
    'p7-thin-job-ads',
    'Our job ads are pretty sparse, a few lines each. Will the tool cope with that or do I need to write a proper spec first?',
    [['enrich', 'fills the gaps', 'missing details']],
  ),
  ask(
    'paraphrase',
    'p7-phone-tag',
    'I lose days emailing people back and forth to find a slot for a phone call. How does this deal with booking that first conversation?',
    [['the moment', 'no first-round scheduling', 'trigger', 'no scheduling']],
  ),
  ask(
    'paraphrase',
    'p7-first-month-target-speed',
    'In our first month, how soon after someone applies should they be in front of the interviewer, as a target?',
    [['one hour', '1 hour', 'minutes']],
  ),
  ask(
    'paraphrase',
    'p7-change-grading',
    'Are we stuck with whatever the AI marks people against, or can we see and tweak it?',
    [['edit', 'visible']],
  ),
  ask(
    'paraphrase',
    'p7-go-live-speed',
    'If I sign up on a Monday morning, when could the first applicant realistically be talking to it?',
    ['same day'],
  ),
  // Paraphrases: pricing
  ask(
    'paraphrase',
    'p7-one-off-charges',
    "I'm in finance. Are there any one-off charges to get going that I should put in the budget?",
    [['no setup', 'setup fees']],
  ),
  ask(
    'paraphrase',
    'p7-commit-for-a-year',
    'If we sign up for twelve months up front instead of paying monthly, how much do we knock off?',
    ['20%'],
  ),
  ask('paraphrase', 'p7-own-logo', "We'd like applicants to see our brand, not yours. Is that possible?", [
    ['white-label', 'white label'],
  ]),
  ask(
    'paraphrase',
    'p7-linkedin-ad',
    'Can you push our vacancy out on LinkedIn for us, and what would that set us back?',
    ['275'],
  ),
  ask('paraphrase', 'p7-team-pro-logins', 'How many of my colleagues can sign in to one Team Pro account?', [
    ['3 seats', 'three seats'],
  ]),
  // Paraphrases: FAQ and comparisons
  ask(
    'paraphrase',
    'p7-speak-not-type',
    'Some of our warehouse applicants would rather talk than type. Can they just speak their answers?',
    ['coming soon'],
  ),
  ask(
    'paraphrase',
    'p7-faces-round-one',
    'Our managers insist on seeing faces in the very first round. Would ISA do that, or should we look at HireVue?',
    [['no video', 'not that tool', 'camera']],
  ),
  ask(
    'paraphrase',
    'p7-video-for-finalists',
    'Could we let ISA handle everyone up front and only do video calls with the last few?',
    ['shortlist'],
  ),
  ask(
    'paraphrase',
    'p7-young-company-risk',
    "You're newer than Sapia. How would I reduce the risk of going with a younger vendor?",
    ['references'],
  ),
  ask(
    'paraphrase',
    'p7-niche-senior-roles',
    'We hire a handful of senior specialists with unusual skill sets. Between you and Sapia, who suits that better and why?',
    [['role-specific', 'job description', 'adaptive follow-up']],
  ),
  ask(
    'paraphrase',
    'p7-fast-food-booking',
    'We have 300 burger restaurants and all we care about is getting hourly staff booked in fast. Are you the right choice?',
    ['Paradox'],
  ),
  ask('paraphrase', 'p7-career-site-campaigns', 'Will ISA also run our careers site and candidate ad campaigns?', [
    ['recruitment-marketing', 'recruitment marketing'],
  ]),
  // Paraphrases: blog articles
  ask(
    'paraphrase',
    'p7-ready-made-invite',
    "Do you have wording I could copy for the email that asks applicants to do the interview? I'm not a writer.",
    [['template', 'Subject']],
  ),
  ask(
    'paraphrase',
    'p7-phone-screen-vs-booking',
    'Roughly how long does a first phone screen take to run, compared with how long it takes to arrange?',
    [['fifteen minutes', '15 minutes'], 'days'],
  ),
  ask(
    'paraphrase',
    'p7-work-permit-fails',
    'Loads of applicants drop out because they lack the right to work here. Where is that best fixed?',
    [['job advert', 'job ad']],
  ),
  ask(
    'paraphrase',
    'p7-does-scoring-predict',
    'How would I find out whether the way we grade people early on predicts who ends up saying yes to our offer?',
    [['offer-accept', 'offer accept']],
  ),
  ask(
    'paraphrase',
    'p7-kinds-of-tools',
    'Everything calls itself AI hiring software. What are the different sorts out there?',
    ['video', ['prescreening', 'chatbot']],
  ),
  ask(
    'paraphrase',
    'p7-test-as-candidate',
    'When I shortlist vendors, how should I check what it feels like for the applicant?',
    ['phone'],
  ),
  ask(
    'paraphrase',
    'p7-rejected-by-number',
    'Will people be turned down automatically just because of a number the machine gives them?',
    [['score alone', 'people decide', 'human review', 'does not decide']],
  ),
  // Paraphrases: terms, privacy, AUP, candidate notice, DPA, addendum, subprocessors, cookies, accessibility
  ask('paraphrase', 'p7-money-back', "I'm the company lawyer. If we stop using it, do we get our payments back?", [
    'non-refundable',
  ]),
  ask('paraphrase', 'p7-max-payout', "What's the most you'd ever have to pay us if something goes badly wrong?", [
    '12 months of fees',
  ]),
  ask(
    'paraphrase',
    'p7-data-back-on-exit',
    'When our contract ends, how quickly do we get our information handed back or wiped?',
    ['30 days'],
  ),
  ask(
    'paraphrase',
    'p7-what-you-store-on-applicants',
    'What exactly do you hold about the people who apply through you?',
    ['resume', 'interview answers'],
  ),
  ask('paraphrase', 'p7-internal-logs', 'How long do you hang on to audit logs?', ['12 to 24 months']),
  ask(
    'paraphrase',
    'p7-kids-and-church',
    'Can our interview ask whether someone has children or which church they go to?',
    [['protected characteristic', 'religion', 'discriminate']],
  ),
  ask('paraphrase', 'p7-sixteen-year-old', 'We hire teenagers for summer jobs. Can ISA interview a 16-year-old?', [
    '18',
  ]),
  ask(
    'paraphrase',
    'p7-who-decides-my-fate',
    'I have an interview with your bot tomorrow. Is it the bot that decides whether I get the job?',
    [['does not decide', 'person on the hiring team', 'people at the employer', 'review']],
  ),
  ask(
    'paraphrase',
    'p7-dyslexic-extra-time',
    "I'm dyslexic and would need more time for a typed interview. Who do I contact?",
    ['accessibility@interviewsmartagent.com'],
  ),
  ask(
    'paraphrase',
    'p7-quarterly-inspection',
    'Our compliance team likes to inspect suppliers every quarter. Would you allow that?',
    ['12 months'],
  ),
  ask(
    'paraphrase',
    'p7-keys-after-disconnect',
    "I'm in IT. If we unplug the ATS connection, how long do you keep the access details we gave you?",
    ['7 days'],
  ),
  ask(
    'paraphrase',
    'p7-webhook-encryption',
    'What encryption level do our endpoints need to receive your event callbacks?',
    ['TLS 1.2'],
  ),
  ask(
    'paraphrase',
    'p7-third-parties',
    'Which outside companies, like hosting or AI providers, touch our data, and where can I see that list?',
    ['privacy@interviewsmartagent.com'],
  ),
  ask('paraphrase', 'p7-ad-tracking', 'Does your website follow me around with ad trackers?', [
    'no advertising cookies',
  ]),
  ask(
    'paraphrase',
    'p7-screen-reader',
    'A blind applicant uses a screen reader. Will the typed interview work for her?',
    [['screen reader', 'WCAG']],
  ),
  ask('paraphrase', 'p7-soc2', 'Our security questionnaire asks for your SOC 2 Type II report. Can you share it?', [
    NO_INFO,
  ]),
  // Paraphrases: jobs board, apply form, interview, booth, Hire ISA, privacy request
  ask(
    'paraphrase',
    'p7-work-from-home-filter',
    "I'm a student at the career fair and I only want jobs I can do from home. Can I narrow the list to those?",
    ['Remote only'],
  ),
  ask(
    'paraphrase',
    'p7-new-postings-alerts',
    'Is there a way to hear about new openings without checking your site every day?',
    ['RSS'],
  ),
  ask(
    'paraphrase',
    'p7-no-cv-file-on-phone',
    "I'm on my phone and my CV isn't saved as a file here. Can I still apply?",
    ['paste'],
  ),
  ask(
    'paraphrase',
    'p7-laptop-to-phone',
    'I started the interview on my work laptop. Can I finish it on my phone tonight without losing anything?',
    [['another device', 'same link', 'saved']],
  ),
  ask(
    'paraphrase',
    'p7-share-link-with-friend',
    'My friend wants to apply for the same job. Can I just send her my interview link?',
    ['personal'],
  ),
  ask(
    'paraphrase',
    'p7-link-dead',
    "I waited too long and now my interview link says it's no longer valid. What can I do?",
    ['hiring team'],
  ),
  ask(
    'paraphrase',
    'p7-booth-no-typing',
    "At your stand, can I give you my details without typing them all in? I've got a conference pass.",
    ['badge'],
  ),
  ask(
    'paraphrase',
    'p7-kiosk-no-upload',
    "The screen at your stand won't let me upload my CV. How do I apply from there?",
    [['paste', 'your phone', 'own phone']],
  ),
  ask(
    'paraphrase',
    'p7-phone-number-required',
    'On the form to get started, do I have to give you my mobile number and company name?',
    ['optional'],
  ),
  ask(
    'paraphrase',
    'p7-erase-my-data',
    'I applied through one of your clients last year and want everything about me erased. How do I go about it?',
    [['privacy request', 'privacy@interviewsmartagent.com', 'deletion']],
  ),
  ask('paraphrase', 'p7-prove-its-me', 'After I send a data request, will you check that it really is me asking?', [
    'verify',
  ]),

  // Collisions: ordinary words that also name a plan, a tier, a price word or a product term
  ask(
    'collision',
    'p7-basic-chatbot',
    "My boss thinks this is just a basic chatbot like the one on our website. What's actually different?",
    [['follow-up', 'structured']],
    { mustNotInclude: ['199', '499'] },
  ),
  ask(
    'collision',
    'p7-team-decides',
    'Who on the team makes the actual hiring call, the software or us?',
    [['your team', 'people', 'human']],
    { mustNotInclude: ['Team Pro', '799'] },
  ),
  ask(
    'collision',
    'p7-team-sees-why',
    'Can my team see the reasons behind where each candidate ended up in the ranking?',
    ['evidence'],
    { mustNotInclude: ['Team Pro', '799'] },
  ),
  ask(
    'collision',
    'p7-pros-cons-hirevue',
    'What are the pros and cons of ISA compared with HireVue?',
    [['no video', 'camera']],
    { mustNotInclude: ['149', '499'] },
  ),
  ask('collision', 'p7-pro-tip-metric', 'Any pro tip on which interview metric to watch first?', ['completion rate'], {
    mustNotInclude: ['Recruiter Pro', 'Business Pro'],
  }),
  ask(
    'collision',
    'p7-assistant-paradox',
    'What does a conversational prescreening assistant like Paradox actually do?',
    ['eligibility'],
    { mustNotInclude: ['Recruiter Assistant', '199'] },
  ),
  ask(
    'collision',
    'p7-assistant-at-booth',
    'At your conference booth, is there an assistant I can put my questions to?',
    [['Ask ISA', 'answers your questions']],
    { mustNotInclude: ['Recruiter Assistant', '199'] },
  ),
  ask(
    'collision',
    'p7-business-days-accommodation',
    'How many business days does it take to hear back about an accessibility accommodation?',
    [['two business days', '2 business days']],
    { mustNotInclude: ['Business Pro', '499'] },
  ),
  ask(
    'collision',
    'p7-business-contact-data',
    'What business contact details do you keep when a buyer gets in touch with you?',
    ['work email'],
    { mustNotInclude: ['Business Pro', '499'] },
  ),
  ask(
    'collision',
    'p7-starter-role',
    "What's a good starter role to pilot ISA on?",
    [['high-volume role', 'highest-volume role', 'highest-volume']],
    { mustNotInclude: ['199', '499'] },
  ),
  ask('collision', 'p7-free-own-language', 'Are candidates free to answer in their own language?', ['130'], {
    mustNotInclude: ['199', '499'],
  }),
  ask('collision', 'p7-free-to-audit', 'Are we free to audit your compliance whenever we like?', ['12 months'], {
    mustNotInclude: ['199', '499'],
  }),
  ask('collision', 'p7-how-much-time-candidate', 'How much time does the interview take for the candidate?', ['15'], {
    mustNotInclude: ['199', '499'],
  }),
  ask('collision', 'p7-how-much-time-recruiters', 'How much time would my recruiters save on screening?', ['75%'], {
    mustNotInclude: ['199', '499'],
  }),
  ask('collision', 'p7-how-much-faster-fill', 'How much faster do roles get filled with ISA?', ['45', '15'], {
    mustNotInclude: ['199', '499'],
  }),
  ask('collision', 'p7-how-many-languages', 'How many languages can candidates interview in?', ['130'], {
    mustNotInclude: ['199', '499'],
  }),
  ask(
    'collision',
    'p7-cost-candidates-evening',
    'What does the interview cost candidates, I mean how much of their evening does it eat?',
    ['15'],
    { mustNotInclude: ['199', '499'] },
  ),
  ask('collision', 'p7-cost-of-bad-hire', 'What is the cost of a bad hire, by your numbers?', [NO_INFO], {
    mustNotInclude: ['199', '499'],
  }),
  ask(
    'collision',
    'p7-plan-first-month',
    'How should we plan the first month of rolling ISA out?',
    [['Week 1', 'four-week']],
    { mustNotInclude: ['199', '499'] },
  ),
  ask(
    'collision',
    'p7-plan-sunday-night',
    'Can a candidate plan to do their interview at 11pm on a Sunday?',
    [['24/7', 'any time', 'nights and weekends', 'day or night', 'any hour']],
    { mustNotInclude: ['199', '499'] },
  ),
  ask(
    'collision',
    'p7-per-job-scorecard',
    'Is there a scorecard per job, or one for the whole company?',
    [['own scorecard', 'role-specific', 'each job']],
    { mustNotInclude: ['199', '499'] },
  ),
  ask(
    'collision',
    'p7-demo-video-kiosk',
    'What does the demo video on your kiosk show?',
    [['application turn into an interview', 'application into an interview', 'application turns into an interview']],
    { mustNotInclude: ['calendly'] },
  ),
  ask(
    'collision',
    'p7-demo-other-vendors',
    'What should I ask other vendors when they give me their demo?',
    ['rubric'],
    { mustNotInclude: ['199', '499'] },
  ),
  ask('collision', 'p7-candidate-score', 'What score do candidates give the ISA interview experience?', ['4.8'], {
    mustNotInclude: ['199', '499'],
  }),
  ask(
    'collision',
    'p7-everyone-scores-high',
    'If almost everyone scores high on one competency, what does that tell me?',
    ['discriminate'],
    { mustNotInclude: ['199', '499'] },
  ),
  ask(
    'collision',
    'p7-enterprise-suite-slow',
    'Is an enterprise suite like HireVue slow to get up and running?',
    ['longer implementation'],
    { mustNotInclude: ['Custom agent', 'Schedule a Call'] },
  ),
  ask('collision', 'p7-market-standard', "What's the market standard time to get a shortlist?", ['14'], {
    mustNotInclude: ['Recruiter Standard', '$39'],
  }),
  ask(
    'collision',
    'p7-forklift-licence',
    'We need staff with a forklift licence. How does ISA handle a hard requirement like that?',
    ['knockout'],
    { mustNotInclude: ['199', '499'] },
  ),
  ask(
    'collision',
    'p7-unlimited-time-to-start',
    'Do I get unlimited time to start my interview after applying?',
    ['limited time'],
    { mustNotInclude: ['199', 'Unlimited interviews'] },
  ),
  ask(
    'collision',
    'p7-replace-the-recruiter',
    "I'm a recruiter. Is your automated scheduling going to replace me?",
    [['back-and-forth', 'review the results', 'people decide']],
    { mustNotInclude: ['Recruiter Assistant', 'Recruiter Pro', '199'] },
  ),

  // Misspelt: typos, phone typing, no apostrophes, chat shorthand
  ask('misspelt', 'p7-typo-arbitration', 'hw long do i hav to opt out of arbitation', ['30 days']),
  ask('misspelt', 'p7-typo-file-types', 'wat file types can i uplod my cv as', ['PDF', 'DOCX']),
  ask('misspelt', 'p7-typo-video', 'does isa do vidoe intervews or just txt', ['chat']),
  ask('misspelt', 'p7-typo-voice', 'is ther a voice optn yet', ['coming soon']),
  ask('misspelt', 'p7-typo-languages', 'hw many langs does it do', ['130']),
  ask('misspelt', 'p7-typo-lost-link', 'i alredy aplied n lost my intervew link', [EMAIL]),
  ask('misspelt', 'p7-typo-promo', 'whats the promo cod u get from the hire isa form', ['ISAHIRE20']),
  ask('misspelt', 'p7-typo-sell-data', 'do u guys sell my data??', [['not sell', "don't sell", 'never sell']]),
  ask('misspelt', 'p7-typo-breach', 'how fast do u tell us bout a data breech', ['72 hours']),
  ask('misspelt', 'p7-typo-wcag', 'r u wcag complient', ['2.2']),
  ask('misspelt', 'p7-typo-uptime', 'whats ur api uptime target', ['99.5']),
  ask('misspelt', 'p7-typo-2am', 'can i do the interveiw at 2am lol', [
    ['24/7', 'any time', 'any hour', 'day or night', 'nights'],
  ]),
  ask('misspelt', 'p7-typo-sapia', 'isa vs sapai whats the diffrence', [['scorecard', 'follow-up']]),
  ask('misspelt', 'p7-typo-transcripts', 'hw long do u keep transcrips', ['24 months']),
  ask('misspelt', 'p7-typo-fake-jobs', 'wher do i report sum1 posting fake jobs thru isa', [
    'hello@interviewsmartagent.com',
  ]),

  // Follow-ups: the last question only makes sense after the earlier ones
  ask('follow-up', 'p7-fu-account-data', 'And the account data?', ['life of the account'], {
    before: ['How long do you keep interview transcripts?'],
  }),
  ask('follow-up', 'p7-fu-new-subprocessor', 'ok and what about when you add a new subprocessor?', ['15 days'], {
    before: ['What does your data processing addendum promise about breach notice?'],
  }),
  ask(
    'follow-up',
    'p7-fu-ats-live-count',
    'How many of those connections actually work today?',
    [['One ATS integration', 'one is live', 'one integration', 'one live', 'only one']],
    { before: ['Can ISA send results into our applicant tracking system?'] },
  ),
  ask(
    'follow-up',
    'p7-fu-extra-time',
    'And if I need extra time because of a disability?',
    ['accessibility@interviewsmartagent.com'],
    { before: ['How long does the chat interview usually take?'] },
  ),
  ask(
    'follow-up',
    'p7-fu-competencies',
    'And for roles where I need to compare people on their competencies?',
    ['rubric'],
    {
      before: ['For hourly hiring across hundreds of stores, would you point me to ISA or Paradox?'],
    },
  ),
  ask(
    'follow-up',
    'p7-fu-hirevue-candidates',
    'What are its downsides for the applicants?',
    [['bandwidth', 'quiet space', 'camera']],
    { before: ['Tell me about HireVue compared with ISA.'] },
  ),
  ask('follow-up', 'p7-fu-manager-decision', 'What target would you set for how fast managers decide?', ['48 hours'], {
    before: ['Which interview metrics should we track?'],
  }),
  ask('follow-up', 'p7-fu-breaking-changes', 'And how much warning before you break the API?', ['90 days'], {
    before: ['How does your API handle webhook deliveries that fail?'],
  }),
  ask('follow-up', 'p7-fu-file-size', 'How big can the file be?', ['5MB'], {
    before: ['I want to apply to one of the jobs on your board with my resume.'],
  }),
  ask('follow-up', 'p7-fu-how-they-reply', 'How will they get back to me?', [EMAIL], {
    before: ['I just finished my interview with ISA. What happens now?'],
  }),
  ask('follow-up', 'p7-fu-after-form', 'Right, so what do I do next?', [['Job Import Wizard', 'promo code']], {
    before: ['I just filled in the Hire ISA form with my details.'],
  }),
  ask('follow-up', 'p7-fu-privacy-wait', 'How long until you answer it?', ['30 days'], {
    before: ['I want to ask for a copy of all the data you hold on me.'],
  }),
  ask('follow-up', 'p7-fu-week-two', 'What happens in the second week?', ['alongside'], {
    before: ['What does the four-week rollout plan for an AI recruiter look like?'],
  }),
  ask('follow-up', 'p7-fu-aup-breach', 'And what if a customer breaks those rules?', ['suspend'], {
    before: ['What is ISA not allowed to be used for?'],
  }),
  ask('follow-up', 'p7-fu-processor', 'And what does that make ISA?', ['processor'], {
    before: ['Who is the data controller for candidate data, us or you?'],
  }),
];
