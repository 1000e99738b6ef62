import { rewritePhrases } from './phrases';
import { normalize, stem, tokens } from './text';

/** Privacy laws people ask about by their acronym: each means privacy. */
export const PRIVACY_LAWS = ['gdpr', 'ccpa'];

/**
 * Words a buyer may use for what the site says in other words. Each group is a set of interchangeable
 * words; a question's word also matches passages that use another word of its group, at a lower credit.
 * General English for hiring and software buying, not a list of the site's questions.
 */
const GROUPS: string[] = [
  'price pricing cost fee charge pay payment expensive cheap afford affordable budget subscription billing quote money spend',
  'save saving savings less reduce reduction cut fewer shorter shrink shorten decrease',
  'fast quick speed rapid soon swift turnaround promptly',
  'long length lengthy time period duration minute hour day week month year window timeframe quarter quarterly',
  'guarantee promise target pledge',
  'keep retain retention store hold preserve',
  'delete deletion erase remove purge destroy wipe wiped',
  'breach incident hack leak compromise exposed exposure',
  'notify notification notice inform alert warn told',
  'uptime availability available sla downtime reliability reliable',
  'encrypt encryption encrypted tls ssl https transit',
  'secure security safe safety safely protect protected protection safeguard safeguards',
  'age old minimum underage minor child children teenager young youngest teen teens',
  'audit inspect inspection auditor auditors',
  'liability liable damages compensation owe owed compensate recover recoup',
  'arbitration dispute disputes lawsuit court sue litigation disagreement disagreements conflict tribunal tribunals',
  'subprocessor subprocessors subcontractor',
  'webhook webhooks callback retry retries',
  'credential credentials key keys token tokens password secret',
  // No ATS by name: the site names none, so 'Workday' is a name it knows nothing of.
  'ats integration integrate integrated connect connector',
  'language languages speak speaks multilingual english spanish french german portuguese arabic chinese hindi italian dutch japanese korean russian polish turkish tongue tongues dialect translate',
  'candidate candidates applicant applicants jobseeker interviewee',
  'recruiter recruiters hr talent',
  'company business organisation organization employer firm outfit outfits',
  'customer customers client clients',
  'startup startups founder founders smb',
  'agency agencies staffing headhunter headhunters',
  'enterprise enterprises corporation corporations',
  'bias biased unbiased fair fairness unfair unfairly unfairness discrimination discriminate equal equitable objective neutral impartial impartiality prejudice favour favor favouritism favoritism',
  'rubric scorecard criteria competency competencies',
  'rank ranking ranked order prioritise prioritize',
  'shortlist shortlists finalist finalists',
  'summary summaries summarise summarize writeup',
  'human person people oversight',
  'decision decide decides verdict reject rejection choose choice',
  'alone automatically autonomous',
  'interview interviews screen screening conversation conversations chat chats',
  'rating rated satisfaction satisfied nps',
  'consistent consistency uniform standardised standardized inconsistent inconsistency',
  'throughput capacity volume',
  'mobile phone smartphone device tablet handset handsets',
  'pause resume continue later break halfway midway interrupt interrupted interruption restart',
  'remind reminder reminders nudge',
  'schedule scheduling calendar booking appointment diary diaries slot slots',
  'metric metrics kpi kpis analytics measure stat stats statistic statistics dashboard insight insights figures numbers track monitor gauge watch',
  'completion finish finished complete',
  'dropoff abandon abandonment quit stop bail bails bailed',
  'export download csv pull',
  'cookie cookies tracker trackers',
  'accessibility accessible disability disabilities disabled impairment wcag accommodation accommodations adjustment adjustments dyslexia dyslexic blind deaf adhd autism autistic neurodivergent arthritis rsi tremor tremors paralysed paralyzed screenreader',
  'booth stand kiosk terminal touchscreen',
  'badge badges lanyard lanyards nametag nametags',
  `privacy ${PRIVACY_LAWS.join(' ')}`,
  'sell sold monetise monetize resell advertiser advertisers broker',
  'consent permission opt refuse decline',
  'voice audio spoken aloud verbal talk talking microphone microphones mic mics',
  'video camera webcam film filmed filming',
  'chatbot bot robot robots',
  'demo demonstration walkthrough tour pitch',
  'contact email reach inbox address',
  'marketing newsletter newsletters news offers promotional',
  'fix fixed correct corrected correction rectify',
  // Proving who one is before a request is handled ('verfy' is read as 'verify', not 'very').
  'verify verified verification authenticate authentication',
  'parse parsing extract',
  'upload uploading attach attached attachment',
  'adapt adaptive adapts adjust adjusts probe probing deeper',
  'evidence proof justification justify rationale reason reasons explain explainable backed',
  'transcript transcripts recording records',
  'refund refundable refunds reimburse reimbursement',
  'contract agreement paperwork commitment commitments',
  'trial freemium',
  'try test tested testing',
  'setup onboarding implementation install configure training kickoff',
  'rollout pilot launch introduce introduction adopt deploy',
  'weekend weekends night nights holiday holidays anytime sunday saturday evening evenings overnight monday tuesday wednesday thursday friday',
  'benefit benefits advantage advantages outcome outcomes result results roi improvement improvements',
  'feature features capability capabilities functionality',
  'fill hire',
  'predict predictive predicts quality accuracy accurate forecast',
  'knockout dealbreaker dealbreakers disqualifier',
  'resume cv',
  'job role position opening vacancy req reqs requisition requisitions',
  'cancel cancellation terminate termination leave offboard ditch',
  'return back',
  'standard guideline guidelines norm',
  'follow adhere comply conform compliant compliance',
  'answer reply respond response react reaction',
  'department team',
  'no without lack nobody none',
  'file document format type pdf docx txt jpg jpeg png image',
  'control edit editable customise customize adjust tailor configure configurable change tweak modify alter amend',
  'finish finished complete completed done after',
  'instant instantly immediately immediate straight moment',
  // Words buyers use for what the pages say in the site's own terms.
  'skill skills competency competencies ability abilities',
  'score scoring scored grade grading graded mark marks marking',
  'thin vague shallow weak incomplete sparse',
  'weakness weaknesses downside downsides drawback drawbacks limitation limitations shortcoming shortcomings con cons watchout wary pitfall pitfalls caveat caveats worry worried risk risky concern concerns',
  'industry market sector',
  'standard norm normal normally typical usual average benchmark',
  'wait waiting delay delays',
  'spike spikes surge surges rush influx peak peaks burst flood flooded swamped overwhelmed',
  'skip skipped miss overlook',
  'live realtime',
  'update updates updated refresh',
  'upgrade grow scale expand',
  'start begin commence',
  'template templates example wording draft',
  'build builds built design designs designed',
  'goal goals target targets aim objective ideal ideally',
  'category categories kind kinds sort sorts type types variety flavour flavours flavor flavors',
  'vendor vendors supplier suppliers provider providers salesperson salespeople',
  'tool tools product products platform platforms solution solutions',
  // What ISA builds (a scorecard from the job description) the site says it generates.
  'generate generates generated produce produces produced write writes writing create creates creating build builds built',
  'alongside parallel together complement',
  'alone solely purely',
  'take spend last burn',
  'coordinate coordination arrange juggle',
  'told inform informed explained',
  // Jobs named by what people do: warehouse and shop-floor work is hourly, engineering and office work salaried.
  'hourly frontline shift warehouse picker pickers packer packers cashier cashiers driver drivers retail',
  'specialised specialized specialist specialists expert experts',
  'salaried professional professionals whitecollar engineer engineers developer developers analyst analysts',
  'collect collected gather gathered capture obtain',
  'religion religious faith church churches mosque temple synagogue',
  'health medical illness illnesses sickness diagnosis diagnoses',
  'fake bogus fictitious',
  // Sourcing candidates is getting a job advert in front of them.
  'post posting publish advertise ad ads advert adverts sourcing',
  'rule rules policy policies statement statements',
  'suspend suspension ban block',
  'disconnect disconnecting unplug unlink',
  'promo discount coupon voucher',
  'seat seats colleague colleagues coworker coworkers teammate teammates login logins user users licence licences license licenses',
  'controller responsible owner',
  'clause clauses provision provisions',
  'buy buyer buyers purchase purchasing',
  'info information detail details',
  'integration integrations hook connection',
  'wrong broken problem problems issue issues flaw flaws',
  'require required requirement requirements mandatory essential compulsory optional force forced forces',
  'tip tips advice',
  'settle settled resolve resolved',
  'appeal disagree disagrees disagreed contest challenge object',
  'earlier previous prior last',
  'legal legally law laws lawful lawyer lawyers attorney attorneys solicitor solicitors counsel',
  'evaluate evaluation evaluating assess assessing judge judging vet vetting',
  'limit limits limited restriction restrictions restrict ceiling max maximum cap caps capped',
  'setting preference preferences',
  'completely fully entirely totally wholly',
  'switch move migrate transition',
  'apply applying application applications',
  'whitelabel brand branding branded logo',
  'filter filters narrow refine',
  'data stuff information',
  'increase increases boost multiply multiplied',
  'endpoint endpoints receiver receivers',
  // Screen readers by name.
  'screenreader nvda jaws voiceover talkback',
  // Keyboard-only use, a word the accessibility page uses ('keybord' is read as it, not as 'keyword').
  'keyboard keyboards keystroke keystrokes',
];

/** How much text `terms` keeps the stems of: some hundred replies' worth, a few MB at most whatever is asked. */
const TERMS_CACHE_CHARS = 1_000_000;
const termsCache = new Map<string, readonly string[]>();
let termsCacheChars = 0;

/**
 * Stems of a text after its phrases are rewritten: what the index and the questions both use. The same passage
 * sentences and composed answers are read again for every question, and the phrase rewrites are the costly part,
 * so results are kept (the cache is emptied when full).
 */
export function terms(text: string): readonly string[] {
  const known = termsCache.get(text);
  if (known) return known;
  const stems = Object.freeze(tokens(rewritePhrases(normalize(text))));
  if (termsCacheChars + text.length > TERMS_CACHE_CHARS) {
    termsCache.clear();
    termsCacheChars = 0;
  }
  termsCache.set(text, stems);
  termsCacheChars += text.length;
  return stems;
}

/** Credit a synonym earns against the word itself. */
export const SYNONYM_CREDIT = 0.7;

const byStem = new Map<string, Set<string>>();
for (const group of GROUPS) {
  const stems = [...new Set(group.split(' ').map(stem))];
  for (const s of stems) {
    const set = byStem.get(s) ?? new Set<string>();
    for (const other of stems) if (other !== s) set.add(other);
    byStem.set(s, set);
  }
}

/** Stems that mean about the same as `s` (not `s` itself). */
export function synonymsOf(s: string): ReadonlySet<string> {
  return byStem.get(s) ?? new Set();
}

/** Every word the groups name, for the spelling corrector's vocabulary. */
export function synonymWords(): string[] {
  return GROUPS.flatMap((g) => g.split(' '));
}
