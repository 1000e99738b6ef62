// Hostile resume files made on the spot for tests and `npm run bench:hostile`: decompression bombs that lie
// about their sizes, and text built to make regular expressions backtrack.
import zlib from 'node:zlib';

const MB = 1024 * 1024;

/**
 * Raw deflate data that inflates to `prefix`, then `fillBytes` copies of `fill`, then `suffix`, built from one
 * compressed 1 MB block repeated (each block ends on a full flush, so copies can simply follow each other):
 * a few hundred kilobytes that inflate to hundreds of megabytes, made in milliseconds.
 */
export function deflateBomb(prefix: string, fill: string, fillBytes: number, suffix: string): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(MB, fill), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const head = zlib.deflateRawSync(Buffer.from(prefix), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const tail = zlib.deflateRawSync(Buffer.from(suffix));
  return Buffer.concat([head, ...Array.from({ length: Math.ceil(fillBytes / MB) }, () => block), tail]);
}

/** Adler-32 of `prefix` + `count` × the byte `fill` + `suffix`, computed without building the data. */
function adler32Of(prefix: string, fill: number, count: number, suffix: string): number {
  const MOD = 65521n;
  let a = 1n;
  let b = 0n;
  const add = (byte: number) => {
    a = (a + BigInt(byte)) % MOD;
    b = (b + a) % MOD;
  };
  for (const byte of Buffer.from(prefix)) add(byte);
  // count bytes of value c: a grows by c each step, b by every intermediate a.
  const n = BigInt(count);
  const c = BigInt(fill);
  b = (b + n * a + (c * n * (n + 1n)) / 2n) % MOD;
  a = (a + n * c) % MOD;
  for (const byte of Buffer.from(suffix)) add(byte);
  return Number((b << 16n) | a);
}

interface ZipPart {
  name: string;
  /** Deflated (raw) bytes of the part. */
  data: Buffer;
  /** The uncompressed size the archive claims. */
  declaredSize: number;
  /** The CRC-32 of the uncompressed bytes, where the archive gives one. */
  crc?: number;
}

/** How an archive's entries are stamped: an MS-DOS time and date, and the flag that names are UTF-8. */
export interface ZipStamp {
  time?: number;
  date?: number;
  utf8Names?: boolean;
}

/** A ZIP archive written by hand, so its directory can claim any sizes (and fixtures can be stamped as a tool would). */
export function writeZip(parts: ZipPart[], { time = 0, date = 0, utf8Names = false }: ZipStamp = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const flags = utf8Names ? 0x0800 : 0;
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const crc = (part.crc ?? 0) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const deflated = (text: string): ZipPart => ({
  name: '',
  data: zlib.deflateRawSync(Buffer.from(text)),
  declaredSize: Buffer.byteLength(text),
});

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/**
 * A Word document whose body inflates to `inflatedMb` megabytes while its ZIP directory claims 1 MB for it,
 * so checks of declared sizes and ratios pass it (about 400 KB for 400 MB).
 */
export function docxBomb(inflatedMb = 400): Buffer {
  const prefix = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>Jane Doe `;
  const suffix = '</w:t></w:r></w:p></w:body></w:document>';
  return writeZip([
    {
      ...deflated(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      name: '[Content_Types].xml',
    },
    {
      ...deflated(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      name: '_rels/.rels',
    },
    { name: 'word/document.xml', data: deflateBomb(prefix, 'A', inflatedMb * MB, suffix), declaredSize: MB },
  ]);
}

/**
 * A one-page PDF whose content stream inflates to `inflatedMb` megabytes (a line of text, then blanks) while
 * its dictionary declares a length of 44 bytes: about 300 KB for 300 MB.
 */
export function pdfFlateBomb(inflatedMb = 300): Buffer {
  const prefix = 'BT /F1 12 Tf 10 20 Td (Jane Doe jane@example.com) Tj ET\n';
  const fillBytes = inflatedMb * MB;
  const body = deflateBomb(prefix, ' ', fillBytes, '\n');
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(adler32Of(prefix, 0x20, Math.ceil(fillBytes / MB) * MB, '\n') >>> 0);
  const stream = Buffer.concat([Buffer.from([0x78, 0xda]), body, adler]);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 60]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
        '4 0 obj<</Length 44/Filter/FlateDecode>>stream\n',
    ),
    stream,
    Buffer.from(
      '\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  ]);
}

/**
 * Strings of about `length` characters built to make a careless pattern backtrack: long runs of the
 * characters e-mail, phone, link, heading and table patterns accept, each ending where the pattern fails.
 */
export function backtrackingTexts(length = 100_000): Record<string, string> {
  const fill = (unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return {
    dashes: '-'.repeat(length),
    'e-mail local part': fill('a.') + '@',
    'e-mail domain': 'a@' + fill('b.') + '1',
    'e-mail domain labels': 'a@' + fill('b') + '.c',
    'at signs': fill('a@b.'),
    'digits and dashes': fill('1-'),
    'digit then blanks': '1' + ' '.repeat(length - 2) + 'x',
    'spaced digits then text': fill('1 . ') + 'x',
    'em spaces': 'a' + '\u2003'.repeat(length - 2) + 'b',
    'tabs and blanks': fill(' \u2003') + '\tx',
    'blanks before a bar': fill(' \u2003') + 'x|',
    'heading then blanks': 'references' + ' '.repeat(length - 12) + 'x',
    'label then blanks': 'tel' + ' '.repeat(length - 5) + ':x',
    'name label': 'full' + ' '.repeat(length - 6) + 'x',
    'linkedin dots': 'linkedin.com/in/' + '.'.repeat(length - 20) + 'x',
    'linkedin repeated': fill('linkedin.com/in/a'),
    'letter-spaced': fill('J '),
    'capitals and commas': fill('SMITH, '),
    'entity start': fill('&a'),
    bullets: fill('• '),
    'one line per char': fill('a\n'),
    'spoken at and dot': fill('a at b dot '),
    'bracketed at': 'x' + fill(' [at]'),
    'short linkedin': fill('in/a '),
    'linkedin label then blanks': 'linkedin' + ' '.repeat(length - 10) + 'x',
  };
}

/**
 * A PDF whose font program is a Flate bomb hidden behind a second filter (ASCIIHex), which the stream scan
 * cannot inflate: only the parser worker's memory ceiling stops it.
 */
export function pdfHiddenFontBomb(inflatedMb = 300): Buffer {
  const body = deflateBomb('', '\u0000', inflatedMb * MB, '');
  const hex = Buffer.concat([Buffer.from([0x78, 0xda]), body]).toString('hex') + '>';
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 60]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
      '4 0 obj<</Length 55>>stream\nBT /F1 12 Tf 10 20 Td (Jane Doe jane@example.com) Tj ET\nendstream endobj\n' +
      '5 0 obj<</Type/Font/Subtype/TrueType/BaseFont/Bomb/FirstChar 32/LastChar 126/FontDescriptor 6 0 R>>endobj\n' +
      '6 0 obj<</Type/FontDescriptor/FontName/Bomb/Flags 32/FontBBox[0 0 1000 1000]/ItalicAngle 0/Ascent 800' +
      '/Descent -200/CapHeight 700/StemV 80/FontFile2 7 0 R>>endobj\n' +
      `7 0 obj<</Length ${hex.length}/Filter[/ASCIIHexDecode/FlateDecode]>>stream\n${hex}\nendstream endobj\n` +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}
