import { ask, type BenchQuestion } from './bench-questions';

/**
 * Twenty-eighth paraphrase set: buyer, candidate and HR questions that each ask for one fact of a site page
 * by describing its consequence, purpose or a concrete situation rather than the page's own wording. It spans
 * the home page, products, the AI interview platform and its FAQ, scheduling, analytics, fairness, pricing,
 * the four blog guides, the best-AI-interviewers guide and vendor comparisons, the legal and policy pages,
 * privacy requests, accessibility and cookies, jobs and the apply flow, the candidate interview, the booth
 * kiosk and Hire ISA, plus a few follow-ups and collisions where plan or feature names sit next to a question
 * that is not about price.
 */
export const paraphraseQuestionsTwentyEighth: BenchQuestion[] = [
  // Home page
  ask(
    'paraphrase',
    'p28-home-screening-time',
    'I spend most of my week reading CVs and doing 10-minute calls. Roughly how much of that grind would this take off me?',
    ['75%'],
  ),
  ask(
    'paraphrase',
    'p28-home-time-to-fill',
    'our roles sit open about six weeks before someone signs. what does that usually drop to with you?',
    ['15 days'],
  ),
  ask(
    'paraphrase',
    'p28-home-candidate-rating',
    'Honestly, do applicants hate being grilled by a bot? Is there any score from them on how it felt?',
    ['4.8/5'],
  ),
  ask(
    'paraphrase',
    'p28-home-throughput',
    'By what multiple does one recruiter get through more first conversations with your thing in the loop?',
    ['4x'],
  ),
  ask(
    'paraphrase',
    'p28-home-lost-candidates',
    'What actually happens to the strong people when first rounds take forever to organise?',
    [['other offers', 'lose interest']],
  ),
  ask(
    'paraphrase',
    'p28-home-retention-control',
    'Can we decide ourselves how long applicant info hangs around in your system?',
    [['configurable', 'period the Client sets']],
  ),

  // Product
  ask(
    'paraphrase',
    'p28-product-volume-spike',
    'We had 600 people apply over one weekend for a warehouse job. Would we have to choose which of them get screened?',
    [['every applicant', 'no caps', 'unlimited']],
  ),
  ask('paraphrase', 'p28-product-acronym', 'Quick one: what are the letters in the name short for?', [
    'Interview Smart Agent',
  ]),
  ask(
    'paraphrase',
    'p28-product-industry-benchmark',
    'Without any tool, how long does it normally take the market to put a list of finalists together?',
    [['14 days', '14-day']],
  ),
  ask(
    'paraphrase',
    'p28-product-tagalog',
    'Half our applicants would rather answer in Tagalog or Amharic. Are they stuck writing in English?',
    ['130'],
  ),
  ask('paraphrase', 'p28-product-audience', 'What kinds of organisations did you build this for?', [
    'startups',
    'agencies',
  ]),

  // AI interview platform page and its FAQ
  ask(
    'paraphrase',
    'p28-platform-sparse-ad',
    'Our hiring manager wrote three lines for the ad and left out half the requirements. Can the tool cope with that?',
    [['enrich', 'fills the gaps']],
  ),
  ask(
    'paraphrase',
    'p28-platform-dealbreaker',
    'Some things are non-negotiable for us, like a forklift licence. Is there a way to mark those as deal-breakers?',
    ['knockout'],
  ),
  ask(
    'paraphrase',
    'p28-platform-verify-summary',
    'If a write-up says someone is great with angry customers, how do I check where that claim came from?',
    [['evidence', 'answers behind it', 'own words']],
  ),
  ask(
    'paraphrase',
    'p28-platform-tiny-startup',
    "We're six people and nobody does HR. Does this still make sense for a team like ours?",
    [['without hiring a recruiter', 'without HR', 'startups']],
  ),
  ask(
    'paraphrase',
    'p28-platform-agency-pitch',
    'I run a small staffing firm. What would it change in what I send to my clients?',
    [['explainable', 'faster than competitors']],
  ),
  ask(
    'paraphrase',
    'p28-platform-connectors',
    'How many of the recruiting systems you connect to actually work today, as opposed to later?',
    ['one ATS integration', 'coming soon'],
  ),
  ask(
    'paraphrase',
    'p28-platform-unsupported-ats',
    "If the system we track applicants in isn't one you connect to, are we stuck copying things by hand?",
    ['export'],
  ),
  ask(
    'paraphrase',
    'p28-platform-go-live',
    'Realistically, how soon after signing up can I be sending candidates a link?',
    ['same day'],
  ),

  // Automated interview scheduling page
  ask(
    'paraphrase',
    'p28-scheduling-ping-pong',
    "I'm sick of the email ping-pong trying to find a slot for every first call. How does booking work with you?",
    [['the moment', 'no first-round scheduling', 'on apply']],
  ),
  ask(
    'paraphrase',
    'p28-scheduling-ghosting',
    'what happens with people who got the link and never opened it, or bailed halfway?',
    ['reminders'],
  ),
  ask(
    'paraphrase',
    'p28-scheduling-wording',
    'Do you have ready-made wording I could copy for the emails candidates get?',
    [['templates', '/automated-interview-scheduling-templates']],
  ),

  // Interview analytics page
  ask(
    'paraphrase',
    'p28-analytics-manager-decision',
    'Once our managers have the list in their inbox, how long should they take to make up their minds?',
    ['48 hours'],
  ),
  ask(
    'paraphrase',
    'p28-analytics-first-interview-target',
    'What should we aim for between someone applying and them actually starting their conversation with the bot?',
    ['one hour'],
  ),
  ask(
    'paraphrase',
    'p28-analytics-comparable',
    'Why would a number from March mean the same thing as one from June, or across two different jobs?',
    [['same structured questions', 'same competency-based questions', 'comparable']],
  ),
  ask(
    'paraphrase',
    'p28-analytics-week-one',
    'Before we set goals for the first month, what are we supposed to do in the first week?',
    ['baseline'],
  ),

  // Bias-free AI interviewing page
  ask(
    'paraphrase',
    'p28-fairness-applicant-appeal',
    "As an applicant, can I insist a real person looks at my result instead of the machine's?",
    ['human review'],
  ),
  ask(
    'paraphrase',
    'p28-fairness-tweak-marking',
    'Can we change the marking scheme if we think it weighs the wrong things?',
    [['editable', 'edit']],
  ),
  ask(
    'paraphrase',
    'p28-fairness-research',
    'Is there any basis for saying a fixed, structured format is a fairer way to pick people?',
    [['most reliable', 'fairer than unstructured']],
  ),

  // Pricing page
  ask(
    'paraphrase',
    'p28-pricing-commit-year',
    'If we commit for twelve months on the team plan instead of paying monthly, how much do we knock off?',
    ['20%'],
  ),
  ask(
    'paraphrase',
    'p28-pricing-one-off',
    'Is there a one-off charge just to get us onboarded before we post anything?',
    ['no setup fees'],
  ),
  ask(
    'paraphrase',
    'p28-pricing-bigger-audience',
    "We'd like our opening to reach more people on the big professional network. Is that something you can do for us?",
    ['275'],
  ),
  ask(
    'paraphrase',
    'p28-pricing-volume-bill',
    'If three times more people apply than we expected, does our bill go up?',
    [['no per-interview', 'whatever the number']],
  ),

  // Best AI interviewers guide and its FAQ
  ask(
    'paraphrase',
    'p28-best-on-camera',
    'For a client-facing sales role we really need to see people on camera. Who should we be looking at?',
    ['HireVue'],
  ),
  ask('paraphrase', 'p28-best-billing-models', 'How do vendors in this space usually charge, broadly?', [
    ['per seat', 'per interview'],
  ]),
  ask(
    'paraphrase',
    'p28-best-roadmap',
    "A vendor told me their connector to our system is 'planned'. Should that count?",
    ['live today'],
  ),

  // Comparisons
  ask(
    'paraphrase',
    'p28-compare-shift-booking',
    'We staff 300 stores with shift workers and mostly need people booked in fast. Which of the tools you compare fits that?',
    ['Paradox'],
  ),
  ask(
    'paraphrase',
    'p28-compare-fairness-research',
    'Which competitor leans hardest on published fairness work for its text interviews?',
    ['Sapia'],
  ),
  ask(
    'paraphrase',
    'p28-compare-bad-webcam',
    'Most of our applicants have patchy wifi and no decent webcam. Does that hurt them with you?',
    [['no camera', 'low bandwidth', 'any phone', 'without a camera']],
  ),
  ask(
    'paraphrase',
    'p28-compare-caution',
    'Be straight with me: what should make me cautious about ISA compared with the big established players?',
    [['newer to market', 'no video', 'coming soon']],
  ),
  ask(
    'paraphrase',
    'p28-compare-niche-senior',
    'Our roles are senior and oddly specific, nothing off the shelf. ISA or Sapia?',
    ['ISA', ['role-specific', 'job description']],
  ),
  ask(
    'paraphrase',
    'p28-compare-standardise',
    'We want one identical interview for hundreds of near-identical roles at a big company. Which of the two suits that better?',
    ['Sapia'],
  ),
  ask('paraphrase', 'p28-compare-career-site', 'Will ISA also run our employer branding and careers-site campaigns?', [
    ['not a full recruitment-marketing', 'focuses on the interview'],
  ]),
  ask(
    'paraphrase',
    'p28-compare-eligibility-depth',
    'Does the hourly-hiring chatbot you compare against really dig into skills, or mostly check whether people qualify?',
    ['Paradox', ['eligibility', 'may not assess']],
  ),
  ask('paraphrase', 'p28-compare-salaried', 'Is ISA really only meant for hourly frontline jobs?', ['salaried']),

  // Blog: automated interview scheduling (+ templates)
  ask(
    'paraphrase',
    'p28-blog-sched-why-slow',
    'Why does a phone screen that lasts a quarter of an hour take so long to actually happen?',
    [['several days', 'to book']],
  ),
  ask(
    'paraphrase',
    'p28-blog-sched-first-role',
    'If we only automate one opening to begin with, which kind should it be?',
    [['highest-volume', 'high-volume']],
  ),
  ask(
    'paraphrase',
    'p28-blog-sched-hear-back',
    'In your sample invite, what do you promise candidates about when they will hear back?',
    ['24 hours'],
  ),
  ask(
    'paraphrase',
    'p28-blog-sched-before-after',
    'We are switching to starting interviews on application. Which two numbers should I compare before and after?',
    ['time-to-first-interview', 'completion rate'],
  ),
  ask(
    'paraphrase',
    'p28-blog-sched-recruiter-job',
    'Does automating the booking part mean our recruiter is out of a job?',
    [['back-and-forth', 'review the results', 'human interviews']],
  ),

  // Blog: interview analytics, 9 metrics
  ask('paraphrase', 'p28-blog-metrics-first', 'I can only keep an eye on one number to start with. Which one?', [
    'completion rate',
  ]),
  ask(
    'paraphrase',
    'p28-blog-metrics-everyone-aces',
    'Nearly everybody gets top marks on one of the skills. What does that tell me?',
    ['does not discriminate'],
  ),
  ask(
    'paraphrase',
    'p28-blog-metrics-licence-fail',
    'Loads of people fall at the driving-licence requirement. Should we change the interview?',
    [['job advert', 'cheaper']],
  ),
  ask(
    'paraphrase',
    'p28-blog-metrics-predicts-joining',
    'How would I know whether the way we score people at intake actually predicts who ends up joining?',
    ['offer-accept'],
  ),
  ask(
    'paraphrase',
    'p28-blog-metrics-time-to-fill',
    "We only track how long roles take to fill. Why isn't that enough?",
    [['outcome', 'not where or why']],
  ),
  ask(
    'paraphrase',
    'p28-blog-metrics-question-four',
    'Everyone seems to quit right at question four. Whose fault is that?',
    [['unclear', 'fix the question']],
  ),
  ask(
    'paraphrase',
    'p28-blog-metrics-new-bottleneck',
    'Once the screening part is fast, where does the hold-up move to?',
    [['time-to-decision', 'bottleneck']],
  ),

  // Blog: AI interview software buyer's guide
  ask(
    'paraphrase',
    'p28-blog-guide-kinds',
    'Everything is sold as an "AI interviewer" these days. What different sorts of product are hiding under that label?',
    ['video', ['prescreening', 'chatbot']],
  ),
  ask(
    'paraphrase',
    'p28-blog-guide-per-conversation',
    "What's the catch with a vendor that bills for each conversation?",
    [['punish', 'penalise', 'high volume']],
  ),

  // Blog: how AI recruiters help teams hire smarter
  ask(
    'paraphrase',
    'p28-blog-recruiters-rollout',
    'How do we bring this in over the first month without wrecking our current process?',
    [['one high-volume role', 'pilot one role', 'week 1']],
  ),
  ask(
    'paraphrase',
    'p28-blog-recruiters-week-two',
    'In the second week of rolling it out, what are we meant to be doing?',
    [['alongside', 'compare the shortlists']],
  ),
  ask(
    'paraphrase',
    'p28-blog-recruiters-disagree',
    'What if the hiring manager disagrees with some of the rankings during the trial?',
    [['adjust the rubric', 'calibrat']],
  ),
  ask(
    'paraphrase',
    'p28-blog-recruiters-score-only',
    'Could someone get turned down just because of the number they got?',
    [['nobody is rejected', 'people decide', 'human review']],
  ),

  // Legal: terms, privacy, AUP, DPA, API & ATS addendum, subprocessors
  ask(
    'paraphrase',
    'p28-legal-min-age',
    'My son is 16 and wants to apply for a summer job through one of your interviews. Is he allowed?',
    ['18'],
  ),
  ask(
    'paraphrase',
    'p28-legal-transcript-kept',
    'How long does what I typed during my interview stay on your servers?',
    ['24 months'],
  ),
  ask('paraphrase', 'p28-legal-data-back', 'If we cancel, how soon is all our stuff sent back or wiped?', ['30 days']),
  ask('paraphrase', 'p28-legal-breach-notice', 'If you get hacked, how quickly would we hear about it?', ['72']),
  ask('paraphrase', 'p28-legal-liability', "What's the most you'd have to pay us if something goes badly wrong?", [
    '12 months of fees',
  ]),
  ask(
    'paraphrase',
    'p28-legal-arbitration',
    "As a candidate, can I keep my right to go to court instead of that private dispute process? What's the deadline?",
    ['opt out', '30 days'],
  ),
  ask('paraphrase', 'p28-legal-sell-data', 'Do you pass my details on to advertisers for money?', ['do not sell']),
  ask(
    'paraphrase',
    'p28-legal-religion-health',
    "Our manager wants the bot to ask whether people go to church or have any illnesses. That's fine, right?",
    [['unrelated to the job', 'may not', 'acceptable use']],
  ),
  ask(
    'paraphrase',
    'p28-legal-new-vendor-notice',
    'When you bring in another outside company that handles personal data for you, how much warning do we get?',
    ['15 days'],
  ),
  ask('paraphrase', 'p28-legal-audit-frequency', 'How often are we allowed to come and inspect your compliance?', [
    ['once per 12 months', '12 months'],
  ]),
  ask(
    'paraphrase',
    'p28-legal-credentials',
    'If we unplug our applicant system from yours, how long do you hold on to the login keys?',
    ['7 days'],
  ),
  ask(
    'paraphrase',
    'p28-legal-webhook',
    'If our endpoint is down when you push an event to it, do you give up straight away?',
    [['3 retries', 'exponential backoff']],
  ),
  ask(
    'paraphrase',
    'p28-legal-breaking-api',
    'How much heads-up would our developers get before you change the API in a way that breaks our code?',
    ['90'],
  ),
  ask('paraphrase', 'p28-legal-uptime', 'What percentage of the time do you aim to keep the API up?', ['99.5%']),
  ask(
    'paraphrase',
    'p28-legal-after-ats-delivery',
    'Once candidate records have landed in our own tracking system, whose problem are they?',
    ['responsible'],
  ),
  ask('paraphrase', 'p28-legal-encryption', 'Our IT team asks what protocol version protects data on the wire.', [
    'TLS 1.2',
  ]),
  ask(
    'paraphrase',
    'p28-legal-third-party-list',
    'Where can I see which outside companies process our data on your behalf?',
    [['coming soon', 'privacy@interviewsmartagent.com']],
  ),
  ask('paraphrase', 'p28-legal-refund', 'If we stop using it halfway through the month, do we get money back?', [
    'non-refundable',
  ]),
  ask(
    'paraphrase',
    'p28-legal-controller',
    'For applicant data, are you the one in charge of it legally, or the company I applied to?',
    ['controller'],
  ),

  // Cookies, accessibility, privacy requests
  ask('paraphrase', 'p28-cookies-ads', 'Is your website following me around with ad trackers?', [
    'no advertising cookies',
  ]),
  ask(
    'paraphrase',
    'p28-accessibility-standard',
    "I'm blind and use a screen reader. Which standard do you build the site and interviews to?",
    ['WCAG'],
  ),
  ask(
    'paraphrase',
    'p28-accessibility-reply',
    'If I run into something on your site I cannot use, how fast will somebody answer me?',
    ['two business days'],
  ),
  ask(
    'paraphrase',
    'p28-privacy-request-deadline',
    'I interviewed through you last year and want everything about me erased. How long until you deal with it?',
    ['30 days'],
  ),

  // Jobs board and apply flow
  ask('paraphrase', 'p28-apply-file-types', 'What kind of file does my CV need to be to send it in?', ['PDF', 'DOCX']),
  ask('paraphrase', 'p28-apply-file-size', 'My CV has a lot of images in it. Is there a limit on how big it can be?', [
    '5MB',
  ]),
  ask(
    'paraphrase',
    'p28-apply-no-file',
    'I only have my CV as text in an email to myself, not as a file. Can I still apply?',
    ['paste'],
  ),
  ask('paraphrase', 'p28-apply-twice', 'Oops, I think I applied to the same job twice. What happens now?', [
    'already applied',
  ]),
  ask('paraphrase', 'p28-jobs-wfh', 'Can I narrow the openings down to work-from-home ones?', [
    ['remote only', 'remote'],
  ]),
  ask(
    'paraphrase',
    'p28-jobs-notify',
    'Is there a way to hear about new openings without checking the site every day?',
    [['RSS', 'JSON Feed']],
  ),

  // Candidate interview page
  ask(
    'paraphrase',
    'p28-interview-expired',
    "I clicked my link two weeks later and it says it's no longer valid. What now?",
    ['contact the hiring team'],
  ),
  ask('paraphrase', 'p28-interview-share-link', 'Can I forward my interview link to my sister so she can help me?', [
    ['personal', 'do not share'],
  ]),
  ask('paraphrase', 'p28-interview-battery', 'If my phone dies in the middle of it, do I lose everything I wrote?', [
    'saved',
  ]),
  ask('paraphrase', 'p28-interview-after-last', 'I just sent my last answer. What happens from here?', [
    ['person on the hiring team', 'contact you by e-mail', 'sent to the hiring team'],
  ]),
  ask(
    'paraphrase',
    'p28-interview-switch-device',
    'Could I start on my work laptop at lunch and finish on my phone in the evening?',
    [['another device', 'continue on your phone']],
  ),

  // Booth kiosk
  ask(
    'paraphrase',
    'p28-booth-no-typing',
    "I'm at your stand at the conference and hate typing on touchscreens. Is there a quicker way to give you my details?",
    [['badge', 'QR code']],
  ),
  ask(
    'paraphrase',
    'p28-booth-no-file',
    "The screen at your stand won't let me pick my CV file. How do I apply from it?",
    [['paste', 'your phone']],
  ),

  // Hire ISA
  ask('paraphrase', 'p28-hire-discount', 'I just filled in the get-started form. Is there a code to get money off?', [
    'ISAHIRE20',
  ]),
  ask(
    'paraphrase',
    'p28-hire-required-fields',
    "On the sign-up form, do I have to give you my phone number and company name? I'd rather not.",
    ['optional'],
  ),
  ask('paraphrase', 'p28-hire-next-step', 'After I submit my details, where do I go to set up my first opening?', [
    'Job Import Wizard',
  ]),
  ask('paraphrase', 'p28-hire-stop-emails', 'If I tick the box for news, can I get off the mailing list later?', [
    'unsubscribe',
  ]),

  // Follow-ups
  ask(
    'follow-up',
    'p28-fu-rank-on-skills',
    'and for roles where I actually need to compare people on their skills, which of the two?',
    ['ISA', ['rubric', 'competenc']],
    { before: ['How does ISA compare to Paradox?'] },
  ),
  ask('follow-up', 'p28-fu-notice-duration', 'ok and roughly how long will the whole thing take me?', ['15 minutes'], {
    before: ['What does the candidate notice tell applicants before a chat interview?'],
  }),
  ask(
    'follow-up',
    'p28-fu-dpa-new-party',
    'and how much warning do we get before you add another one of those outside companies?',
    ['15 days'],
    { before: ['What is in your data processing addendum?'] },
  ),

  // Collisions: plan and feature words next to a question that is not about price
  ask(
    'collision',
    'p28-col-bp-portuguese',
    'Does the Business Pro plan interview candidates in Portuguese too?',
    ['130'],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-ra-decision',
    'With Recruiter Assistant, who makes the final call on a candidate, ISA or us?',
    [['your team', 'people', 'human']],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-ra-two-months',
    'Recruiter Assistant says 2 months access, but how long are the interview transcripts themselves kept?',
    ['24 months'],
    { mustNotInclude: ['199'] },
  ),
  ask(
    'collision',
    'p28-col-advanced-reporting',
    'Business Pro lists advanced reporting. Will I be able to see the exact question where candidates stop?',
    ['drop-off'],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-priority-accommodation',
    'Business Pro has priority support, but if one of our candidates needs an accommodation, which address do they write to?',
    ['accessibility@interviewsmartagent.com'],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-unlimited-duration',
    'Unlimited interviews is nice, but how long does each one take the candidate?',
    [['15 minutes', '15 to 30']],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-ats-uptime',
    'For the ATS API integration on Business Pro, what availability do you target for the API?',
    ['99.5%'],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-bp-breaking-change',
    "We'd be on Business Pro with the API hooked up. How much notice before a breaking change?",
    ['90'],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-multi-job-scorecard',
    'With the multi-job interface, does each opening get its own set of scoring criteria?',
    ['own scorecard'],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-linkedin-speed',
    'If we add the LinkedIn posting add-on, how fast does the ranked shortlist arrive after people apply?',
    ['24 hours'],
  ),
  ask(
    'collision',
    'p28-col-unlimited-access-nights',
    "Does 'unlimited access' mean a candidate can do their interview at 3am on a Sunday?",
    [['24/7', 'nights and weekends', 'any hour']],
    { mustNotInclude: ['$'] },
  ),
  ask('collision', 'p28-col-bp-voice', 'Does Business Pro come with voice interviews?', ['coming soon'], {
    mustNotInclude: ['$'],
  }),
  ask(
    'collision',
    'p28-col-ra-human-review',
    'Is having a person check the AI results a paid extra on Recruiter Assistant?',
    [['human review', 'review the evidence', 'review AI outputs', 'people review']],
    { mustNotInclude: ['$'] },
  ),
  ask('collision', 'p28-col-bp-trial', 'Is there a free trial of Business Pro I can run for a couple of weeks?', [
    ["don't have information", "don't have details"],
  ]),
  ask(
    'collision',
    'p28-col-bp-breach',
    'Do Business Pro customers hear about a security breach faster? How quickly are clients told?',
    ['72'],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-priority-support-consent',
    'Apart from priority support on Business Pro, how is candidate consent handled?',
    [['consent is built into', 'consent is part of the flow', 'collected before an interview starts']],
    { mustNotInclude: ['$'] },
  ),
  ask(
    'collision',
    'p28-col-ra-manual-upload-age',
    'Recruiter Assistant has manual applicant upload. Is there a minimum age for the people we upload and interview?',
    ['18'],
    { mustNotInclude: ['$'] },
  ),
];
