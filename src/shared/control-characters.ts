/**
 * Characters no text field may hold: the C0 controls except tab, line feed and carriage return, DEL and the
 * C1 controls. A NUL byte cannot be stored in PostgreSQL text, and the others only ever arrive by accident
 * or as an attack on whatever later shows, logs or mails the text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Nesting deeper than this is not walked further: no payload of ours goes near it. */
const MAX_DEPTH = 32;

/**
 * The dot-joined paths ('firstName', 'history.3.text') of every string in `value` that holds a control
 * character; a string given on its own is reported as `root`.
 */
export function fieldsWithControlCharacters(value: unknown, root = '_'): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string[], depth: number) => {
    if (typeof node === 'string') {
      if (CONTROL_CHARACTER.test(node)) found.push(path.length > 0 ? path.join('.') : root);
    } else if (Array.isArray(node)) {
      if (depth < MAX_DEPTH) node.forEach((item, index) => walk(item, [...path, String(index)], depth + 1));
    } else if (isPlainObject(node)) {
      if (depth < MAX_DEPTH) {
        for (const [key, item] of Object.entries(node)) walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(value, [], 0);
  return found;
}

/** Objects made by JSON, query-string parsing or zod (not class instances such as Dates or Buffers). */
function isPlainObject(node: unknown): node is Record<string, unknown> {
  if (node === null || typeof node !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(node);
  return prototype === Object.prototype || prototype === null;
}
