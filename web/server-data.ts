/**
 * The data a server-rendered page was rendered with, handed to the client in the page itself so hydration
 * starts from the same cache and renders nothing again: a `<script type="application/json">` element (no
 * script runs, so the CSP needs no nonce for it) holding [{ key, data }] per query.
 */
/** The id of the element carrying the data. */
export const SERVER_DATA_ID = 'isa-server-data';

/** One query's answer: its data cache key and the data the API gave for it. */
export interface ServerQueryData {
  key: readonly unknown[];
  data: unknown;
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The element for the page's HTML. The JSON has `<`, `>`, `&`, U+2028 and U+2029 as \u escapes (JSON.parse reads
 * them back unchanged), so no text in the data can close the element (`</script>`) or open a comment.
 */
export function serverDataElement(queries: readonly ServerQueryData[]): string {
  const json = JSON.stringify(queries).replace(UNSAFE_IN_SCRIPT, (char) => ESCAPES[char]!);
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}

/** The data the page was rendered with; none when the page was not rendered with any (or it cannot be read). */
export function readServerData(doc: Document): ServerQueryData[] {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as ServerQueryData[]) : [];
  } catch {
    return [];
  }
}
