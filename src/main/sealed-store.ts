import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './files.ts';

/**
 * The operating system's keychain as Electron's safeStorage offers it (Keychain on macOS, DPAPI on Windows,
 * the Secret Service or KWallet on Linux).
 */
export interface Keyring {
  /** False when no protection backed by the system is available (on Linux: no secret store). */
  available(): Promise<boolean>;
  encrypt(text: string): Promise<Buffer>;
  decrypt(data: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
}

/** Durable key-value storage whose values are encrypted on disk. */
export interface SealedStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  /** Removes the entry's file from the disk. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix`, in lexicographic order. */
  keys(prefix: string): Promise<string[]>;
}

/** Keys are short names such as `outbox:lead:000001764000000000:000001:Ab3…`. */
export const STORE_KEY_PATTERN = /^[\w:.-]{1,200}$/;
/** The largest value stored (a queued lead is well under 2 KB). */
export const MAX_VALUE_BYTES = 256 * 1024;
/** The most entries kept, so a page gone wrong cannot fill the disk. */
export const MAX_ENTRIES = 20_000;

const KEY_FILE = 'data-key.bin';
const ENTRIES = 'entries';
const FORMAT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Refused input from the page: the message says what was wrong, never what the value held. */
export class StoreInputError extends Error {
  override name = 'StoreInputError';
}

function checkKey(key: unknown): string {
  if (typeof key !== 'string' || !STORE_KEY_PATTERN.test(key)) {
    throw new StoreInputError('Storage keys are 1 to 200 letters, digits, _ : . or -.');
  }
  return key;
}

/** The data key: made once, kept on disk only as the keychain encrypted it. */
async function loadDataKey(dir: string, keyring: Keyring): Promise<Buffer> {
  const file = path.join(dir, KEY_FILE);
  const sealed = await fs.readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (sealed) {
    const { result, shouldReEncrypt } = await keyring.decrypt(sealed);
    const key = Buffer.from(result, 'base64');
    if (key.length !== 32) throw new Error('The kiosk storage key is damaged.');
    if (shouldReEncrypt) await writeFileAtomic(file, await keyring.encrypt(result));
    return key;
  }
  const key = randomBytes(32);
  await writeFileAtomic(file, await keyring.encrypt(key.toString('base64')));
  return key;
}

/**
 * Opens the kiosk's encrypted storage in `dir` (in userData). Each entry is one file, encrypted with
 * AES-256-GCM under a data key that only the system keychain can unwrap, and bound to its key name so files
 * cannot be swapped. Writes are atomic and reach the disk before they resolve; `delete` removes the file.
 * Without a keychain it refuses to open: visitors' data is never written in the clear.
 */
export async function openSealedStore(dir: string, keyring: Keyring): Promise<SealedStore> {
  if (!(await keyring.available())) {
    throw new Error(
      'The system keychain is unavailable, so the kiosk cannot store visitors’ data safely (on Linux, run a Secret Service such as GNOME Keyring or KWallet).',
    );
  }
  const entries = path.join(dir, ENTRIES);
  await fs.mkdir(entries, { recursive: true, mode: 0o700 });
  const dataKey = await loadDataKey(dir, keyring);
  const fileOf = (key: string) => path.join(entries, `${Buffer.from(key, 'utf8').toString('hex')}.bin`);

  function seal(key: string, text: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
    cipher.setAAD(Buffer.from(key, 'utf8'));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([FORMAT]), iv, cipher.getAuthTag(), body]);
  }

  function open(key: string, data: Buffer): string {
    if (data[0] !== FORMAT || data.length < 1 + IV_BYTES + TAG_BYTES)
      throw new Error(`Stored entry ${key} is damaged.`);
    const decipher = createDecipheriv('aes-256-gcm', dataKey, data.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(Buffer.from(key, 'utf8'));
    decipher.setAuthTag(data.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(data.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new Error(`Stored entry ${key} is damaged or was not written by this kiosk.`);
    }
  }

  async function keys(prefix = ''): Promise<string[]> {
    const names = await fs.readdir(entries);
    return names
      .filter((name) => /^[0-9a-f]+\.bin$/.test(name))
      .map((name) => Buffer.from(name.slice(0, -4), 'hex').toString('utf8'))
      .filter((key) => key.startsWith(prefix))
      .sort();
  }

  return {
    async get(key) {
      const data = await fs.readFile(fileOf(checkKey(key))).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
      return data === undefined ? undefined : (JSON.parse(open(key, data)) as unknown);
    },
    async set(key, value) {
      checkKey(key);
      const text = JSON.stringify(value);
      if (text === undefined) throw new StoreInputError('Only JSON values can be stored.');
      if (Buffer.byteLength(text, 'utf8') > MAX_VALUE_BYTES) {
        throw new StoreInputError(`A stored value is at most ${MAX_VALUE_BYTES / 1024} KB.`);
      }
      const file = fileOf(key);
      const exists = await fs.stat(file).then(
        () => true,
        () => false,
      );
      if (!exists && (await fs.readdir(entries)).length >= MAX_ENTRIES) {
        throw new StoreInputError(`The kiosk storage is full (${MAX_ENTRIES} entries): sync or export first.`);
      }
      await writeFileAtomic(file, seal(key, text));
    },
    async delete(key) {
      await fs.rm(fileOf(checkKey(key)), { force: true });
    },
    async keys(prefix) {
      if (typeof prefix !== 'string' || prefix.length > 200) throw new StoreInputError('Invalid key prefix.');
      return keys(prefix);
    },
  };
}
