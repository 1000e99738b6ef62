/**
 * The kind of fact a question asks for, read from how it asks ('how long' wants a duration, 'how often' a
 * frequency): a passage that holds that kind of fact answers the question, one that does not merely shares its
 * words.
 */

/** 'How long', 'how quickly', 'how early', 'how many days': the words ask for a duration rather than name a subject. */
export const DURATION_QUESTION =
  / how (much (time|work|effort|notice|warning)|long|quick|quickly|fast|soon|early|many (minutes|hours|days|weeks|months|years)) /;

/** 'As a number', 'in figures': the word asks for a figure rather than name a subject ('the rating, as a number?'). */
export const AS_A_FIGURE = / (?:as|in) (?:a )?(number|numbers|figure|figures) /;

/** 'How often', 'how frequently': the word asks for a frequency rather than name a subject. */
export const FREQUENCY_QUESTION = / how (often|frequently) /;

/** A length of time ('30 days', '30-day access'), or the answer that there is no end to it ('permanent access'). */
const DURATION =
  /\b(\d+(\.\d+)?(\s*|-)(to \d+ )?(minutes?|hours?|days?|weeks?|months?|years?)|(one|two|three|four|five|six|seven|ten|fifteen|thirty) (minutes?|hours?|days?|weeks?|months?|business days)|same day|(in|within) (minutes|hours|days)|permanent|permanently|indefinitely|forever)\b|\d+h\b/i;
/**
 * 'When' is answered by a time or by when it comes: 'coming soon', 'as soon as they apply', or at once
 * ('you can start right now', 'your link is ready').
 */
const WHEN = new RegExp(
  `${DURATION.source}|\\b(coming soon|as soon as|right (now|away)|straight away|immediately|instantly|(is|are) ready)\\b`,
  'i',
);
const FREQUENCY =
  /\b(once|twice|every|each (day|week|month|year)|per (day|week|month|year)|daily|weekly|monthly|yearly|annually|week over week)\b/i;
const SIZE = /\b\d+(\.\d+)?\s*(kb|mb|gb)\b/i;
const AGE = /\b(\d+ years? old|(under|over) \d+(?! ?(minutes?|hours?|days?|weeks?|months?|%))|at least \d+ years)\b/i;
export const PERCENTAGE = /%/;
/** An e-mail address to write to. */
const ADDRESS = /[a-z0-9.]+@[a-z0-9-]+\.[a-z]/i;
/**
 * A figure in digits (not a code's digits, 'ISAHIRE20') or in words ('two business days'), or a price set per
 * customer ('custom pricing'), which is what 'how much is it?' gets for a plan without a list price.
 */
export const FIGURE =
  /(?<![a-z0-9])\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|dozen|custom pricing)\b/i;

/** A country, state or jurisdiction named ('the laws of Delaware', 'in the EU'). */
export const PLACE =
  /(?<![A-Za-z])(US|USA|UK|EU|EEA)(?![A-Za-z$])|\b(united states|united kingdom|european union|europe|england|wales|scotland|ireland|germany|france|netherlands|canada|australia|india|singapore|delaware|california|new york|texas|laws of (the )?[A-Z]\w+|state of [A-Z]\w+)\b/;

/** The people or party who see or do something ('a person on the hiring team', 'the Client'). */
const PARTY = /\b(team|teams|person|people|recruiters?|hiring managers?|employers?|staff|clients?|subprocessors?)\b/i;
/** A date on the calendar: a quarter, a month or a year ('Q3', 'in March', '2026'). */
export const DATE =
  /\b(Q[1-4]|(first|second|third|fourth|last) quarter|january|february|march|april|june|july|august|september|october|november|december|(19|20)\d\d)\b/i;

/**
 * Words the question forms below listen for that no page uses: a misspelt one ('ofice', 'headquaters') is put
 * right towards them, so the form is still heard.
 */
export const ANSWER_TYPE_WORDS = 'office offices headquarters headquartered located jurisdiction'.split(' ');

/** Question forms and the fact each asks for, most specific first. */
const TYPES: Array<[RegExp, RegExp]> = [
  // A per cent sign typed on its own ('time-to-fill cut %') asks for a percentage, whatever else the words ask.
  [/ % /, PERCENTAGE],
  [/ how (often|frequently)| how many times /, FREQUENCY],
  // 'Where do I report...', 'who do I write to': an address to write to.
  [
    / (where|who) (do|can|should|would|could) (i|we) (report|complain|write|send|email|contact|raise|escalate|flag)| (where|who) to (report|complain|write|send|email|contact) | (which|what) (email )?address /,
    ADDRESS,
  ],
  [
    / how (big|large|heavy)| too (big|large|heavy)| (file|max|maximum|largest|biggest)( \w+)? size| size (limit|cap) /,
    SIZE,
  ],
  [/ (how old|what age|minimum age|age limit|youngest|oldest|under 18) /, AGE],
  // 'Who gets to see my score?' asks for the people who see it; 'who checks the scores?' for those who review them,
  // and 'who gets my results?' for those they go to.
  [
    / who( \w+)? (gets to |can |will |is able to )?(see|sees|read|reads|view|views|access|accesses|look at|looks at|check|checks|review|reviews|approve|approves)| who (gets|receives) (my|our|the|their|your|it|them|this|that|these|those) /,
    PARTY,
  ],
  // How long after an event something comes, or until something arrives, is also answered by 'right away' ('how many
  // days after I apply?', 'how long until I get the link?': 'your link is ready').
  [
    / how (long|many (minutes|hours|days|weeks)) (after|once) | how (long|soon) (until|till|before) (i|we|you|they|he|she|candidates|applicants) (gets?|receives?|sees?|hears?) /,
    WHEN,
  ],
  [DURATION_QUESTION, DURATION],
  // 'In which quarter', 'what date': a date on the calendar.
  [/ (which|what) (quarter|month|year|date) | (launch|release|exact) date /, DATE],
  // 'When' asks where a verb follows it ('when do we switch?'), not where it sets a scene ('when they hit submit').
  // Nor where it asks in which case ('when is ISA the better choice?').
  [
    / (when (do|does|did|will|would|can|could|should|is|are|was|were|must|might)(?!( \w+){0,4} (better|best|right|pick|choice|fit|suit|suits|worth|prefer|preferable))|by when|within|(?<!(limited|enough|more|extra|less|spare|free|has|have|had|no|any) )time to) /,
    WHEN,
  ],
  // 'Per what period?' asks for a rate's period ('per month'), not a length of time.
  [/ (per|every|each) (what|which)( \w+)? | (what|which) (billing )?(interval|cycle|frequency) /, FREQUENCY],
  // 'What's the standard length of an interview?': a duration, whatever word qualifies it.
  [/ (what|whats|which)( is)?( the)?( \w+)? (time ?frame|window|period|deadline|timeline|length|duration) /, DURATION],
  // Which country's law, where the company is based: a place or jurisdiction.
  [
    / (which|what) (country|countrys|countries|state|states|jurisdiction|jurisdictions)( s)? (law|laws|court|courts|governs?|applies|apply)| governing law | (law|laws) (govern|governs|applies|apply) | (where|(which|what) (country|city|town)) (is|are) ((isa|you|your company|the company|isa technologies)( guys| folks| all)? (based|headquartered|incorporated|registered|located)|(your|the|isas) (office|offices|headquarters|hq|head office)) /,
    PLACE,
  ],
  [
    / (what|which) (percentage|percent|share|proportion|fraction|portion) | (as|in) (a )?(percentage|percent) /,
    PERCENTAGE,
  ],
  // 'Any numbers on that?' asks for a figure backing what was said, not about analytics.
  [/ (any|got|have|some|what) (hard |real )?(numbers|figures|stats|statistics) (on|for|about|behind|to back) /, FIGURE],
  [AS_A_FIGURE, FIGURE],
  // 'How many' and 'how much' ask for a figure where they open the question ('do you track how many finish?'
  // asks about tracking), and 'how much' only where an amount follows ('how much control' asks for none).
  [/^ (so |and |but )?how many /, FIGURE],
  // So does 'how much more' or 'how much less' ('how much more can it take on?'): it asks by how much.
  [
    /^ (so |and |but )?(by )?how much (is|does|do|will|would|can|could|are|money|data|storage|space|more|less|fewer) /,
    FIGURE,
  ],
];

/** A question that asks why wants a reason, whatever else it names ('why isn't time-to-fill enough?'). */
const REASON = /^ (so |and |but )?(why|how come) /;

/** The kind of fact a question asks for (a pattern the answer must hold), or undefined for any. */
export function expectedAnswer(text: string): RegExp | undefined {
  if (REASON.test(text)) return undefined;
  return TYPES.find(([form]) => form.test(text))?.[1];
}
