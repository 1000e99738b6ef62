/**
 * The web build's `entities/decode` (aliased in web/vite.config.ts for the browser bundle only): HTML character
 * references decoded by the browser's own parser, which holds the standard's table, instead of shipping a
 * copy of it (the `entities` package's table and decoder cost ~12 kB gzip on a job page's first load). Job
 * descriptions come from the database at run time, so they cannot be decoded at build time; decoding them in
 * the API would change what its public `description` holds. The server, the prerender and the tests keep the
 * `entities` package; web/html-entities.test.ts checks both agree.
 *
 * Only `decodeHTMLStrict` is provided, the one function src/shared/html-text.ts uses: named and numeric
 * references with their closing semicolon are decoded, everything else stays as written ('AT&T', '&copy').
 */
const REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;

let scratch: HTMLTextAreaElement | undefined;

function decodeReference(reference: string): string {
  scratch ??= document.createElement('textarea');
  // A textarea's content is text (RCDATA): the reference is decoded and nothing in it can become markup (it
  // holds only letters, digits, '&', '#' and ';' anyway).
  scratch.innerHTML = reference;
  // Its text node, not its value: the value turns a decoded &#13; into a line feed.
  const text = scratch.textContent ?? reference;
  // A name the table lacks may begin with one of the legacy names decoded without a semicolon ('&notanentity;'
  // reads '¬anentity;' to the parser): strict decoding keeps it as written. Only '&semi;' decodes to a ';'.
  return text.length > 1 && text.endsWith(';') ? reference : text;
}

export function decodeHTMLStrict(text: string): string {
  return text.replace(REFERENCE, decodeReference);
}
