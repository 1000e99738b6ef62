import { normalize, stem, tokens } from './text';

/**
 * Words a buyer may use for what the site says in other words. Each group is a set of interchangeable
 * words; a question's word also matches passages that use another word of its group, at a lower credit.
 * General English for hiring and software buying, not a list of the site's questions.
 */
const GROUPS: string[] = [
  'price pricing cost fee charge pay payment expensive cheap afford affordable budget subscription billing quote money spend',
  'save saving less reduce reduction cut fewer shorter',
  'fast quick speed rapid soon swift turnaround promptly',
  'long time period duration minute hour day week month year',
  'guarantee promise target pledge',
  'keep retain retention store hold preserve',
  'delete deletion erase remove purge destroy',
  'breach incident hack leak compromise',
  'notify notification notice inform alert warn',
  'uptime availability available sla downtime reliability reliable',
  'encrypt encryption encrypted tls ssl https transit',
  'age old minimum underage minor child children teenager',
  'audit inspect inspection',
  'liability liable damages compensation',
  'arbitration dispute lawsuit court sue litigation',
  'subprocessor subprocessors subcontractor',
  'webhook webhooks callback retry retries',
  'credential credentials key keys token tokens password secret',
  'ats integration integrate integrated connect connector workday greenhouse lever bamboohr icims taleo smartrecruiters',
  'language languages multilingual spanish french german portuguese arabic chinese hindi italian dutch translate',
  'candidate candidates applicant applicants jobseeker interviewee',
  'recruiter recruiters hr talent',
  'company business organisation organization employer firm',
  'startup startups founder founders smb',
  'agency agencies staffing headhunter headhunters',
  'enterprise enterprises corporation corporations',
  'bias biased unbiased fair fairness discrimination discriminate equal equitable objective neutral',
  'rubric scorecard criteria competency competencies',
  'rank ranking ranked order prioritise prioritize sort',
  'shortlist shortlists finalist finalists',
  'summary summaries summarise summarize writeup',
  'human person people oversight',
  'decision decide decides verdict reject rejection',
  'alone automatically autonomous',
  'interview interviews screen screening',
  'rating rated satisfaction satisfied nps',
  'consistent consistency uniform standardised standardized',
  'throughput capacity volume',
  'mobile phone smartphone device tablet',
  'pause resume continue later',
  'remind reminder reminders nudge',
  'schedule scheduling calendar booking appointment',
  'metric metrics kpi kpis analytics measure stat stats statistic statistics dashboard insight insights',
  'completion finish finished complete',
  'dropoff abandon abandonment quit',
  'export download csv',
  'cookie cookies tracker trackers',
  'accessibility accessible disability disabilities wcag accommodation accommodations',
  'privacy gdpr ccpa',
  'sell sold monetise monetize resell',
  'consent permission opt',
  'voice audio speak spoken',
  'video camera webcam',
  'chatbot bot',
  'demo demonstration walkthrough tour',
  'contact email reach',
  'parse parsing extract',
  'adapt adaptive adapts probe probing',
  'evidence proof justification rationale reason explain explainable',
  'transcript transcripts recording',
  'refund refundable refunds',
  'contract agreement',
  'trial freemium',
  'setup onboarding implementation install configure',
  'rollout pilot launch',
  'weekend weekends night nights holiday holidays anytime',
  'benefit benefits advantage advantages outcome outcomes result results roi',
  'feature features capability capabilities functionality',
  'fill hire',
  'predict predictive predicts quality accuracy accurate',
  'knockout dealbreaker',
  'resume cv',
  'job role position opening vacancy',
  'cancel cancellation terminate termination',
  'return back',
  'standard guideline guidelines norm',
  'follow adhere comply conform',
  'answer reply respond response',
  'department team',
  'no without lack',
  'file document format type pdf docx txt',
  'control edit editable customise customize adjust tailor configure configurable',
  'finish finished complete completed done after',
  'instant instantly immediately immediate straight moment',
];

/** Phrases rewritten before a question is read, so a metric or product named in other words finds its name. */
export const PHRASES: Array<[RegExp, string]> = [
  [/\btime (to|till|until) (hire|hiring|fill|filling|fil)\b/g, 'time to fill'],
  [/\btime (to|till|until) (short ?list|shortlisting)\b/g, 'time to shortlist'],
  [/\bshort list/g, 'shortlist'],
  [/\bdrop (off|out)s?\b/g, 'dropoff'],
  [/\bdropouts?\b/g, 'dropoff'],
  [/\bapplicant tracking( system)?s?\b/g, 'ats'],
  [/\bwhite label(ed|led)?\b/g, 'whitelabel'],
  [/\bchat bot\b/g, 'chatbot'],
  [/\bsub ?processors?\b/g, 'subprocessor'],
  [/\bjob descriptions?\b/g, 'job description'],
  [/\b24 ?7\b/g, '24/7'],
  [/\baround the clock\b/g, '24/7'],
  [/\bround the clock\b/g, '24/7'],
  [/\bup ?time\b/g, 'uptime'],
  [/\bdown ?time\b/g, 'downtime'],
  [/\bhiring managers?\b/g, 'hiring manager'],
  [/\bhuman resources\b/g, 'hr'],
  [/\bthird part(y|ies)\b/g, 'subprocessor'],
  [/\bcheck ?list\b/g, 'checklist'],
  [/\be ?mail\b/g, 'email'],
  [/\b(business|office|working|work) hours\b/g, 'anytime'],
  [/\bon (its|their|it s) own\b/g, 'alone'],
  [/\b(final|last) (call|say|word)\b/g, 'final decision'],
  [/\bcan (it|isa|you|your system|the system|the platform) (handle|cope with|manage|deal with|process)\b/g, 'capacity'],
  [/\b(up and running|get going|go live|going live)\b/g, 'started'],
  [/\b(actually|really|basically|honestly|kindly|exactly|literally|please)\b/g, ''],
  [/\bhumans? in the loop\b/g, 'human review'],
  [/\b(commit|committed|commitment) to\b/g, 'guarantee'],
  [/\b(hours|time|days) back\b/g, 'save time'],
  [/\b(candidates|applicants|people|they) (like|enjoy|love|hate|mind|dislike)\b/g, '$1 rating'],
  [/\b(more|extra) (interviews|candidates|applicants)\b/g, 'throughput $2'],
  [/\b(may not|must not|not (be )?allowed( to)?|not permitted|prohibited|forbidden|banned)\b/g, 'prohibit'],
  [/\b(take|takes|taking) (\w+ )?off (our|my|the|your) (plate|hands)\b/g, 'save'],
];

/** Stems of a text after its phrases are rewritten: what the index and the questions both use. */
export function terms(text: string): string[] {
  return tokens(rewritePhrases(normalize(text)));
}

/** Applies the phrase rewrites to normalized text. */
export function rewritePhrases(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
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
