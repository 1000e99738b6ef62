import zlib from 'node:zlib';
import { readZipDirectory, type ZipEntry } from './zip.ts';

/** Bytes a resume may inflate to in all (DOCX parts, PDF streams together), counted as they are produced. */
export const INFLATE_CAP_BYTES = 50 * 1024 * 1024;

/** Thrown when a file inflates past its budget, whatever sizes it declares. */
export class InflateLimitError extends Error {
  override name = 'InflateLimitError';
}

/** What one file may still inflate to. */
export interface InflateBudget {
  used: number;
  readonly cap: number;
}

export function inflateBudget(cap: number = INFLATE_CAP_BYTES): InflateBudget {
  return { used: 0, cap };
}

const LOCAL_SIGNATURE = 0x04034b50;

function isBufferTooLarge(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === 'ERR_BUFFER_TOO_LARGE';
}

/**
 * Inflates `data` (raw deflate, or zlib-wrapped) and charges what came out to the budget. zlib stops
 * producing as soon as the output would pass what is left, so a bomb costs at most the cap.
 */
function inflateCounted(data: Uint8Array, wrapped: boolean, budget: InflateBudget, lenient: boolean): Buffer {
  const left = budget.cap - budget.used;
  if (left <= 0) throw new InflateLimitError('inflate budget used up');
  const options: zlib.ZlibOptions = {
    maxOutputLength: left,
    ...(lenient ? { finishFlush: zlib.constants.Z_SYNC_FLUSH } : {}),
  };
  let out: Buffer;
  try {
    out = wrapped ? zlib.inflateSync(data, options) : zlib.inflateRawSync(data, options);
  } catch (err) {
    if (isBufferTooLarge(err)) throw new InflateLimitError('inflated past the cap');
    throw err;
  }
  budget.used += out.length;
  return out;
}

/** The stored bytes of one ZIP entry, located through its local header (whose own sizes are ignored). */
function entryData(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new Error('bad local header');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  return bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
}

/** The ZIP file interface mammoth reads a DOCX through (its `file` input). */
export interface CappedZip {
  names(): string[];
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<Uint8Array | string>;
}

/**
 * A DOCX opened without trusting its declared sizes: each part is inflated only when read, and every
 * inflated byte is charged to one budget, so an archive that lies about its sizes stops at the cap.
 */
export function openCappedZip(bytes: Buffer, budget: InflateBudget): CappedZip {
  const directory = readZipDirectory(bytes);
  if (!directory) throw new Error('unreadable archive');
  const entries = new Map(directory.map((entry) => [entry.name, entry]));
  return {
    names: () => [...entries.keys()],
    exists: (name) => entries.has(name),
    async read(name, encoding) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`missing part ${name}`);
      const stored = entryData(bytes, entry);
      let data: Buffer;
      if (entry.method === 0) {
        if (budget.used + stored.length > budget.cap) throw new InflateLimitError('stored part past the cap');
        budget.used += stored.length;
        data = stored;
      } else if (entry.method === 8) {
        data = inflateCounted(stored, false, budget, false);
      } else {
        throw new Error(`unsupported compression method ${entry.method}`);
      }
      if (encoding === 'base64') return data.toString('base64');
      return encoding ? new TextDecoder(encoding).decode(data) : new Uint8Array(data);
    },
  };
}

const STREAM = Buffer.from('stream');
const END = Buffer.from('end');

/** True when a zlib header (as pdf.js requires for FlateDecode) starts at `at`. */
function zlibHeaderAt(bytes: Buffer, at: number): boolean {
  if (at + 2 > bytes.length) return false;
  const cmf = bytes[at]!;
  const flg = bytes[at + 1]!;
  return (cmf & 0x0f) === 8 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0;
}

/**
 * Inflates every Flate stream of a PDF once, counting what comes out, before the PDF engine sees the file:
 * a stream that inflates past the budget (a 300 MB page in a 300 KB file) throws InflateLimitError. Streams
 * are found by their `stream` keyword, so a dictionary's declared /Length changes nothing. What this scan
 * cannot see (a Flate stream wrapped in another filter, or encrypted) is left to the worker's memory ceiling.
 */
export function chargePdfStreams(bytes: Buffer, budget: InflateBudget): void {
  let at = bytes.indexOf(STREAM);
  while (at !== -1) {
    const isEnd = at >= 3 && bytes.subarray(at - 3, at).equals(END);
    let start = at + STREAM.length;
    while (start < bytes.length && (bytes[start] === 0x0d || bytes[start] === 0x0a || bytes[start] === 0x20)) start++;
    if (!isEnd && zlibHeaderAt(bytes, start)) {
      try {
        inflateCounted(bytes.subarray(start), true, budget, true);
      } catch (err) {
        if (err instanceof InflateLimitError) throw err;
        // A damaged stream: the PDF engine judges it.
      }
    }
    at = bytes.indexOf(STREAM, at + STREAM.length);
  }
}
