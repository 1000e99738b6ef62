/** Limits a DOCX must respect before anything in it is inflated. */
export const ZIP_LIMITS = {
  /** Entries in the archive; a real resume has a few dozen. */
  maxEntries: 1_000,
  /** Total declared uncompressed size of all entries. */
  maxTotalUncompressed: 40 * 1024 * 1024,
  /** Declared uncompressed / compressed size of any one large entry; text compresses ~10x, bombs ~1000x. */
  maxRatio: 200,
} as const;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when read. */
  method: number;
  compressedSize: number;
  /** As declared: a hint for refusing early, never trusted when inflating. */
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const ZIP64_MARK = 0xffffffff;

/** The entries of a ZIP's central directory, read without inflating anything; null when it is not a sound ZIP. */
export function readZipDirectory(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KB.
  const start = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= start; i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  // ZIP64 archives are never needed for a resume; refusing them keeps the sizes below honest.
  if (count === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK) return null;
  if (offset + size > bytes.length) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    if (compressedSize === ZIP64_MARK || uncompressedSize === ZIP64_MARK || localOffset === ZIP64_MARK) return null;
    const name = bytes.toString('utf8', at + 46, Math.min(bytes.length, at + 46 + nameLength));
    entries.push({ name, method, compressedSize, uncompressedSize, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Entry names of a ZIP, or null when its directory cannot be read. */
export function listZipEntries(bytes: Buffer): string[] | null {
  return readZipDirectory(bytes)?.map((entry) => entry.name) ?? null;
}

/**
 * Why a ZIP must not be inflated (too many entries, too large once inflated, or compressed like a bomb),
 * or null when it is within the limits.
 */
export function zipBombReason(bytes: Buffer, limits: typeof ZIP_LIMITS = ZIP_LIMITS): string | null {
  const entries = readZipDirectory(bytes);
  if (!entries) return 'unreadable archive';
  if (entries.length > limits.maxEntries) return `too many entries (${entries.length})`;
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio) return 'suspicious compression ratio';
  }
  if (total > limits.maxTotalUncompressed) return 'too large when uncompressed';
  return null;
}
