/** What a badge's QR code can fill in on the lead form. */
export interface BadgeContact {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  company?: string;
}

/** Longest text a badge code is read from; a QR code holds at most ~3 KB. */
const MAX_BADGE_TEXT = 4_000;
const EMAIL = /^[^\s@<>(),;:"]{1,64}@[^\s@<>(),;:"]{1,253}\.[A-Za-z]{2,63}$/;

function clean(value: string | undefined, max: number): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : undefined;
}

function contact(fields: BadgeContact): BadgeContact | null {
  const result: BadgeContact = {
    firstName: clean(fields.firstName, 50),
    lastName: clean(fields.lastName, 50),
    email: fields.email && EMAIL.test(fields.email.trim()) ? fields.email.trim() : undefined,
    phone: clean(fields.phone, 40),
    company: clean(fields.company, 100),
  };
  const filled = Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as BadgeContact;
  return Object.keys(filled).length > 0 ? filled : null;
}

/** Splits on `separator` except where escaped with a backslash, then unescapes (\\n, \\, \\; \\: \\\\). */
function splitEscaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      const next = text[++i]!;
      current += next === 'n' || next === 'N' ? '\n' : next;
    } else if (c === separator) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/** vCard 2.1, 3.0 and 4.0: N (family;given), FN, EMAIL, TEL, ORG; folded lines and parameters handled. */
function parseVCard(text: string): BadgeContact | null {
  // Lines that start with a space or tab continue the previous one (RFC 6350 folding).
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const fields: BadgeContact = {};
  let fullName: string | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    // "item1.EMAIL;TYPE=work" → "EMAIL"
    const name = line.slice(0, colon).split(';')[0]!.split('.').pop()!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'N' && fields.lastName === undefined) {
      const [family, given] = splitEscaped(value, ';');
      fields.lastName = family;
      fields.firstName = given;
    } else if (name === 'FN') fullName ??= splitEscaped(value, ';')[0];
    else if (name === 'EMAIL') fields.email ??= value.trim();
    else if (name === 'TEL') fields.phone ??= value.replace(/^tel:/i, '').trim();
    else if (name === 'ORG') fields.company ??= splitEscaped(value, ';')[0];
  }
  if (!fields.firstName?.trim() && !fields.lastName?.trim() && fullName) {
    const words = fullName.trim().split(/\s+/);
    fields.firstName = words.length > 1 ? words.slice(0, -1).join(' ') : words[0];
    fields.lastName = words.length > 1 ? words.at(-1) : undefined;
  }
  return contact(fields);
}

/** MeCard (MECARD:N:Doe,Jane;TEL:…;EMAIL:…;ORG:…;;): N is "family,given". */
function parseMeCard(text: string): BadgeContact | null {
  const fields: BadgeContact = {};
  for (const part of splitEscapedKeepingColons(text.slice('MECARD:'.length))) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).toUpperCase();
    const value = part.slice(colon + 1);
    if (name === 'N') {
      const [family, given] = value.split(',');
      fields.lastName = family;
      fields.firstName = given;
    } else if (name === 'EMAIL') fields.email ??= value;
    else if (name === 'TEL') fields.phone ??= value;
    else if (name === 'ORG') fields.company ??= value;
  }
  return contact(fields);
}

/** MeCard fields split on unescaped ';', keeping each 'NAME:value' whole and unescaping values. */
function splitEscapedKeepingColons(text: string): string[] {
  return splitEscaped(text, ';').filter((part) => part.length > 0);
}

/** mailto:jane@example.com?subject=… → the address (the first, when several). */
function parseMailto(text: string): BadgeContact | null {
  const address = text.slice('mailto:'.length).split('?')[0]!.split(',')[0]!;
  try {
    return contact({ email: decodeURIComponent(address) });
  } catch {
    return null;
  }
}

/**
 * The contact details in a badge's QR code: a vCard (2.1, 3 or 4), a MeCard, a mailto: link or a bare
 * e-mail address. Null when the code holds nothing the lead form can use.
 */
export function parseBadge(raw: string): BadgeContact | null {
  const text = raw.slice(0, MAX_BADGE_TEXT).trim();
  if (/^BEGIN:VCARD/i.test(text)) return parseVCard(text);
  if (/^MECARD:/i.test(text)) return parseMeCard(text);
  if (/^mailto:/i.test(text)) return parseMailto(text);
  if (EMAIL.test(text)) return contact({ email: text });
  return null;
}
