import type { KnowledgeBase } from './knowledge';

const NUMBER = /\d+(?:[.,]\d+)*/g;

function numbersIn(text: string): string[] {
  return (text.match(NUMBER) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, ''));
}

/** Every figure the knowledge base states (prices, percentages, counts), as plain digit strings. */
export function knownNumbers(kb: KnowledgeBase): Set<string> {
  return new Set(numbersIn(JSON.stringify(kb)));
}

/**
 * Figures in a reply that the knowledge base never states: an answer that has any is not to be trusted.
 * List numbering ('1. ', '2) ') and link targets are not figures.
 */
export function inventedNumbers(reply: string, known: Set<string>): string[] {
  const text = reply.replace(/^\s*\d+[.)]\s/gm, ' ').replace(/\]\([^)]*\)/g, ']');
  return [...new Set(numbersIn(text).filter((n) => !known.has(n)))];
}
