/** Verbs that open a question when put first ('can candidates...?', 'is support included?'). */
const AUX = '(?:can|could|do|does|did|is|are|will|would|should|has|have|r)';
/** Question words ('what', 'how'); 'wat' and 'hw' as typed in haste. */
const WH = "(?:what|whats|what['’]s|how|hows|how['’]s|who|whos|who['’]s|where|wheres|where['’]s|when|which|why|wat|hw)";
/** A subject right after the opening word: 'how we work' is a clause, 'how do we work' asks. */
const SUBJECT = '(?:i|we|you|u|they|it|he|she|isa|candidates|applicants|my|our|your|the|this|that)';
/** Question words that ask of a time, place, way or reason only with a verb or a measure after them. */
const WH_ADVERB = '(?:how|hw|when|where|why)';
/** What follows such a word in an ask ('how long', 'when do'), not in a clause ('when ISA builds the scorecard'). */
const ADVERB_ASKS = `(?:${AUX}|much|many|long|often|soon|fast|quickly|far|big|old|about|else|come)`;
/**
 * A question word opening an ask ('what does it cost', 'who makes the call', 'how long are they kept'), not a
 * clause ('when we cancel', 'how ISA scores').
 */
const WH_ASK = `(?:${WH_ADVERB}(?:['’]?s|\\s+${ADVERB_ASKS})\\b|(?!${WH_ADVERB}\\b)${WH}\\b(?!\\s+(?:i|we|you|u|they|he|she)\\b))`;
/** Words that join one ask to the next ('..., and', '..., also'). */
const JOINER = '(?:(?:and|also|plus|but|then)\\s+)*';
/** A comma or semicolon before a new ask: '..., and can candidates do it on their phone?'. */
const AFTER_COMMA = new RegExp(`[,;]\\s+${JOINER}(?=(?:${WH_ASK}|${AUX}\\s))`, 'gi');
/** 'And' before a new ask, without a comma: '...agreement and how long are transcripts kept?'. */
const AFTER_AND = new RegExp(`\\s+and\\s+(?:also\\s+)?(?=(?:${WH_ASK}|${AUX}\\s+${SUBJECT}\\s))`, 'gi');
/** Whether a part, from its last sentence on, opens as a question. */
const OPENS_ASK = new RegExp(`^(?:(?:and|also|plus|so|but|ok|okay|then)\\s+)*(?:${WH_ASK}|${AUX}\\s)`, 'i');
/** A word joining a part to the one before, which it no longer follows in the same sentence. */
const LEADING_JOINER = /^(?:(?:and|also|plus|then),?\s+)+/i;

/** Whether a part asks: it ends with a question mark, or its last sentence opens as a question. */
function asks(part: string): boolean {
  if (part.endsWith('?')) return true;
  const last = part.split(/[.!:]\s+/).pop() ?? part;
  return OPENS_ASK.test(last.trim());
}

/** Cuts a text at the given offsets, each piece trimmed. */
function cut(text: string, pattern: RegExp): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const m of text.matchAll(pattern)) {
    pieces.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  pieces.push(text.slice(from));
  return pieces.map((p) => p.trim()).filter(Boolean);
}

/**
 * The separate questions a message asks ('How much is Team Pro? And does it include onboarding?', 'what
 * analytics do I get, and can I export them?'), each as a question of its own; one part when it asks one thing.
 * A sentence that sets the scene ('We are an agency.') stays with every part, and a clause that asks nothing
 * ('With Recruiter Standard, how many seats...') with the ask it opens.
 */
export function askedParts(message: string): string[] {
  const sentences = message
    .trim()
    .split(/(?<=\?)\s+/)
    .filter(Boolean);
  const pieces = sentences.flatMap((sentence) =>
    cut(sentence, AFTER_COMMA).flatMap((clause) => cut(clause, AFTER_AND)),
  );
  const parts: string[] = [];
  let opening = '';
  for (const piece of pieces) {
    // A word or two after a question ('Any rating?', 'Greenhouse? Lever?') narrows it rather than asking apart.
    if (parts.length > 0 && !opening && piece.endsWith('?') && piece.split(/\s+/).length <= 2) {
      parts[parts.length - 1] += ` ${piece}`;
      continue;
    }
    const joined = opening ? `${opening}, ${piece}` : piece;
    if (asks(piece)) {
      parts.push(joined);
      opening = '';
    } else opening = joined;
  }
  if (parts.length === 0) return [message.trim()];
  if (opening) parts[parts.length - 1] = `${parts[parts.length - 1]} ${opening}`;
  // The sentences that set the scene before the first question set it for every part ('We are an agency.').
  const scene = parts[0]!
    .split(/(?<=[.!])\s+/)
    .slice(0, -1)
    .join(' ');
  return parts.map((p, i) => {
    const part = i > 0 ? `${scene} ${p.replace(LEADING_JOINER, '')}`.trim() : p;
    return /[?.!]$/.test(part) ? part : `${part}?`;
  });
}
