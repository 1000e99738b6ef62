/**
 * What may reach the log. Paths and messages can carry what a visitor typed (an e-mail address in a
 * database error, an interview token in a URL), so every string is scrubbed on its way out: addresses and
 * the part of a path after /interview/ are replaced, query strings dropped, long texts cut. Errors keep
 * their type, code, message and stack only, never the properties drivers attach (SQL parameters, the row
 * that failed, the request).
 */

export const REDACTED = '[redacted]';

/** Longest string written to the log; a resume pasted into an error message stops here. */
export const MAX_LOGGED_CHARS = 2_000;

/** The prefix of a path that names an interview by its token: /interview/… or /api/interview/…. */
const TOKEN_PATH = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/\s]*)?(?:\/api)?\/interview\//i;

/** An e-mail address, also percent-encoded (not a scoped package path such as /node_modules/@koa/…). */
const EMAIL = /[\p{L}\p{N}._%+-](?:@|%40)[\p{L}\p{N}]/iu;

/** One whitespace-free word of a logged string, scrubbed (all checks run in linear time). */
function scrubWord(word: string): string {
  if (EMAIL.test(word)) return REDACTED;
  const token = TOKEN_PATH.exec(word) ?? /\/(?:api\/)?interview\//i.exec(word);
  if (token) return `${word.slice(0, token.index + token[0].length)}${REDACTED}`;
  const query = word.indexOf('?');
  if (query > 0 && (word.startsWith('/') || word.includes('://'))) return word.slice(0, query);
  return word;
}

/** A string as the log may hold it. */
export function scrubText(text: string): string {
  const cut = text.length > MAX_LOGGED_CHARS ? `${text.slice(0, MAX_LOGGED_CHARS)}…` : text;
  return cut
    .split(/(\s+)/)
    .map((part, index) => (index % 2 === 0 ? scrubWord(part) : part))
    .join('');
}

/** A request path as logged: no query string, and no token or address in it. */
export function redactPath(path: string): string {
  return scrubText(path.split('?', 1)[0]!);
}

/** Nesting beyond this is not logged (log objects are a handful of fields). */
const MAX_DEPTH = 6;

/** A log line's fields with every string scrubbed; class instances other than errors are left to pino. */
export function scrubFields<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return errorForLog(value, depth) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubFields(item, depth + 1)) as T;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubFields(item, depth + 1);
  return out as T;
}

/**
 * An error as the log keeps it: type, code, message, stack and cause, scrubbed; nothing else it carries.
 * Anything else is scrubbed as it is (so an error already reduced passes through unchanged).
 */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return scrubFields(error, depth);
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(error.cause !== undefined && depth < MAX_DEPTH ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}
