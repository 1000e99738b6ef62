import fs from 'node:fs/promises';
import path from 'node:path';

/** A message written to the mail folder (no SMTP_URL): its id, when, to whom, about what. */
export interface StoredMail {
  id: string;
  date: string;
  to: string;
  subject: string;
}

const ID_PATTERN = /^msg_[0-9a-f]{32}$/;

/** The folder that holds the .eml files: DATA_DIR/mail. */
export function mailDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** Writes one message as `<id>.eml` (atomically: a reader never sees half a file; a resend replaces it). */
export async function writeStoredMail(dir: string, id: string, raw: Buffer): Promise<void> {
  if (!ID_PATTERN.test(id)) throw new Error(`not a message id: ${id}`);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${id}.eml`);
  const partial = `${file}.${process.pid}.partial`;
  // Personal data: readable by the operator only.
  await fs.writeFile(partial, raw, { mode: 0o600 });
  await fs.rename(partial, file);
}

/** The header block of a message, with folded lines joined. */
function headers(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const result = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) result.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return result;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header value. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Every stored message, newest first. */
export async function listStoredMail(dir: string): Promise<StoredMail[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const mails: StoredMail[] = [];
  for (const name of names) {
    const id = name.replace(/\.eml$/, '');
    if (!name.endsWith('.eml') || !ID_PATTERN.test(id)) continue;
    const raw = await readHead(path.join(dir, name));
    const h = headers(raw);
    const date = h.get('date');
    mails.push({
      id,
      date: date ? new Date(date).toISOString() : '',
      to: decodeWords(h.get('to') ?? ''),
      subject: decodeWords(h.get('subject') ?? ''),
    });
  }
  return mails.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** The first 16 KB of a file: enough for any header block. */
async function readHead(file: string): Promise<string> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(16 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** One stored message as written (RFC 5322), or undefined for an unknown id. */
export async function readStoredMail(dir: string, id: string): Promise<string | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  return fs.readFile(path.join(dir, `${id}.eml`), 'utf8').catch(() => undefined);
}

/** Deletes every stored message to `email` (case-insensitive); answers how many. */
export async function deleteStoredMail(dir: string, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  let deleted = 0;
  for (const mail of await listStoredMail(dir)) {
    const recipients = (mail.to.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []).map((a) => a.toLowerCase());
    if (recipients.includes(address)) {
      await fs.rm(path.join(dir, `${mail.id}.eml`), { force: true });
      deleted++;
    }
  }
  return deleted;
}

/** Deletes stored messages older than `days`; answers how many. */
export async function purgeStoredMail(dir: string, days: number, now = Date.now()): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && now - stat.mtimeMs > days * 86_400_000) {
      await fs.rm(file, { force: true });
      deleted++;
    }
  }
  return deleted;
}
