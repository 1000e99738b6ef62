// Reads a PDF with its layout (pdf.js text positions and font sizes): text in columns and sidebars comes out
// column by column instead of interleaved row by row, lines broken inside an address are joined again, and
// the largest line near the top of the first page is offered as the name.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as pdf.js places it: baseline origin, width and font size in PDF points. */
interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Items on one baseline close enough to read as one piece of text. */
export interface Segment {
  text: string;
  /** The non-blank item strings it was built from, and where each starts. */
  parts?: string[];
  starts?: number[];
  x0: number;
  x1: number;
  y: number;
  size: number;
}

/** What the layout reader gives the rest of the pipeline. */
export interface PdfLayoutText {
  text: string;
  links: string[];
  pages: number;
  /** Lines in the largest type near the top of the first page, largest first, with their size over the body's. */
  nameHints: Array<{ line: string; weight: number }>;
}

/** Items further apart than this many font sizes on one baseline are separate pieces (columns, cells). */
const SEGMENT_GAP_EM = 1.5;
const LETTER_SPACED = /^\p{L}(?: \p{L}){2,}$/u;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Groups items into rows by baseline, then splits each row where the gap shows another column or cell. */
function segmentsOf(items: Item[]): Segment[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Item[][] = [];
  for (const item of sorted) {
    const row = rows.find((r) => Math.abs(r[0]!.y - item.y) <= 0.35 * Math.min(r[0]!.size, item.size));
    if (row) row.push(item);
    else rows.push([item]);
  }
  const segments: Segment[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: Segment | undefined;
    for (const item of row) {
      const gap = current ? item.x - current.x1 : Infinity;
      // A change of type size after a gap wider than a space starts a new piece ('Jane Doe' then a smaller
      // 'Software Engineer' on its baseline); small capitals change size with no gap, or between single letters,
      // and a first name larger than the surname after it is one piece.
      const small = current ? Math.min(current.size, item.size) : 0;
      const words = (text: string | undefined) => /\p{L}{2}/u.test(text ?? '');
      const resized =
        current !== undefined &&
        Math.max(current.size, item.size) > 1.3 * small &&
        gap > 0.5 * small &&
        words(current.parts!.at(-1)) &&
        words(item.str);
      if (current && !resized && gap <= SEGMENT_GAP_EM * Math.max(current.size, item.size)) {
        const joint = /\s$/.test(current.text) || /^\s/.test(item.str) || gap < 0.15 * item.size ? '' : ' ';
        current.text += joint + item.str;
        if (item.str.trim()) {
          current.parts!.push(item.str.trim());
          current.starts!.push(item.x);
        }
        // A blank item neither widens the piece nor sets its size: the gap after it still shows a new piece.
        if (item.str.trim()) {
          current.x1 = Math.max(current.x1, item.x + item.width);
          current.size = Math.max(current.size, item.size);
        }
      } else {
        const parts = item.str.trim() ? [item.str.trim()] : [];
        const starts = parts.length ? [item.x] : [];
        current = { text: item.str, parts, starts, x0: item.x, x1: item.x + item.width, y: item.y, size: item.size };
        segments.push(current);
      }
    }
  }
  for (const segment of segments) {
    const parts = segment.parts ?? [];
    // Words printed letter by letter, each its own item: the item boundaries are the word boundaries.
    if (parts.length >= 2 && parts.every((part) => LETTER_SPACED.test(part))) {
      segment.text = parts.map((part) => part.replace(/ /g, '')).join(' ');
    }
    segment.text = segment.text.replace(/\s+/g, ' ').trim();
  }
  return joinCaptions(joinWrappedCells(segments.filter((segment) => segment.text)));
}

/** A caption that names a contact field: 'Mobile', 'Home phone', 'E-mail', 'Name', 'Date of birth'. */
const FIELD_CAPTION = /^(?=[^\d]{1,40}$)(?:\S+\s){0,3}\S+$/u;
const FIELD_WORD =
  /\b(?:phone|telephone|tel|mobile|mobil|cell|handy|fax|e-?mail|mail|address|website|linkedin|birth|name|surname|forenames?)\b/i;

/**
 * A form's grid, each field's caption in small type right above its value at the same left edge ('Mobile' over
 * '090-5555-0178', 'Name' over the name): the caption is read with its value ('Mobile: 090-5555-0178'), as a label
 * beside it would be, not on a row of its own among the other cells' captions.
 */
function joinCaptions(segments: Segment[]): Segment[] {
  const dropped = new Set<Segment>();
  // A form has a few dozen fields; a page of thousands of captions is no form, and is not searched pairwise.
  let looked = 0;
  for (const caption of segments) {
    if (looked > 200) break;
    // A caption is words: an address or a link ('linkedin.com/in/…' over the name) is a value of its own.
    const value = /:\s*\S|[@/]|\.\w/.test(caption.text);
    if (!FIELD_CAPTION.test(caption.text) || !FIELD_WORD.test(caption.text) || value) continue;
    looked++;
    const under = segments
      .filter(
        (value) =>
          value !== caption &&
          !dropped.has(value) &&
          Math.abs(value.x0 - caption.x0) <= 1.5 &&
          value.y < caption.y &&
          caption.y - value.y <= 1.6 * value.size,
      )
      .sort((a, b) => b.y - a.y)[0];
    if (!under || caption.size > 0.85 * under.size) continue;
    under.text = `${caption.text.replace(/:$/, '')}: ${under.text}`;
    dropped.add(caption);
  }
  return segments.filter((segment) => !dropped.has(segment));
}

/** An address cut at the end of its cell: ends with a joint ('…/in/Rahul-', '…@example.') or lacks its domain. */
const CUT_ADDRESS = /(?:linkedin|www\.|https?:|\/|@)/i;

/**
 * The rest of an address wrapped inside a table or grid cell ('www.linkedin.com/in/Rahul-' over
 * 'Mehta-7b3a2c1/'), printed on the next baseline at the same x as the cut piece while other cells carry on
 * beside it, joined back to that piece.
 */
function joinWrappedCells(segments: Segment[]): Segment[] {
  const dropped = new Set<Segment>();
  for (const rest of segments) {
    if (rest.parts?.length !== 1 || !/^[\w.\-/%@?=&#]{1,200}$/.test(rest.text)) continue;
    for (const above of segments) {
      const rise = above.y - rest.y;
      if (above === rest || dropped.has(above) || rise <= 0.5 * rest.size || rise > 2 * rest.size) continue;
      if (Math.abs(above.size - rest.size) >= 0.5) continue;
      const index = (above.starts ?? []).findIndex((x) => Math.abs(x - rest.x0) < 1.5);
      const piece = above.parts?.[index] ?? '';
      const cut = /[-/._]$/.test(piece) || (piece.includes('@') && !/\.[a-z]{2,}$/i.test(piece));
      if (index < 0 || /\s/.test(piece) || !CUT_ADDRESS.test(piece) || !cut) continue;
      above.parts![index] = piece + rest.text;
      above.text = above.text.replace(piece, piece + rest.text);
      dropped.add(rest);
      break;
    }
  }
  return segments.filter((segment) => !dropped.has(segment));
}

/**
 * The x where the page splits into two columns (a sidebar and the main text), or null: many segments end
 * left of it and many start right of it, each side holds a fair share of the text side by side, and hardly
 * any segment crosses it.
 */
function columnSplit(segments: Segment[], pageWidth: number): number | null {
  const chars = segments.reduce((n, s) => n + s.text.length, 0);
  let best: { x: number; score: number } | null = null;
  const candidates = new Set(segments.map((s) => Math.round(s.x0)));
  for (const x of candidates) {
    if (x < pageWidth * 0.12 || x > pageWidth * 0.88) continue;
    const left = segments.filter((s) => s.x1 <= x - 2);
    const right = segments.filter((s) => s.x0 >= x - 1);
    const crossing = segments.length - left.length - right.length;
    if (left.length < 4 || right.length < 4 || crossing > Math.max(2, 0.08 * segments.length)) continue;
    const leftChars = left.reduce((n, s) => n + s.text.length, 0);
    const rightChars = right.reduce((n, s) => n + s.text.length, 0);
    if (leftChars < 0.03 * chars || rightChars < 0.03 * chars) continue;
    // A column of dates beside job titles is part of a table, not a sidebar.
    const fewer = left.length <= right.length ? left : right;
    if (fewer.filter((s) => /\b(19|20)\d{2}\b/.test(s.text)).length >= 0.5 * fewer.length) continue;
    // A column of labels level with their values ('Telephone' beside '+39 081 …', 'Name' beside the name, as a
    // Europass CV or a Lebenslauf sets its fields) is a table too: it reads row by row, each label with its value.
    const more = fewer === left ? right : left;
    const level = (s: Segment) => more.some((o) => Math.abs(o.y - s.y) <= 0.35 * Math.min(o.size, s.size));
    if (fewer.filter(level).length >= 0.7 * fewer.length) continue;
    // Side by side, not one above the other.
    const top = Math.min(Math.max(...left.map((s) => s.y)), Math.max(...right.map((s) => s.y)));
    const bottom = Math.max(Math.min(...left.map((s) => s.y)), Math.min(...right.map((s) => s.y)));
    const height = (side: Segment[]) => Math.max(...side.map((s) => s.y)) - Math.min(...side.map((s) => s.y));
    if (top - bottom < 0.6 * Math.min(height(left), height(right))) continue;
    const score = Math.min(left.length, right.length) - 3 * crossing;
    if (!best || score > best.score) best = { x, score };
  }
  return best?.x ?? null;
}

/** Lines of one region top to bottom; pieces on one baseline are kept apart as table cells (' | '). */
function regionLines(segments: Segment[]): Segment[] {
  const rows: Segment[][] = [];
  for (const segment of [...segments].sort((a, b) => b.y - a.y || a.x0 - b.x0)) {
    const row = rows.find((r) => Math.abs(r[0]!.y - segment.y) <= 0.35 * Math.min(r[0]!.size, segment.size));
    if (row) row.push(segment);
    else rows.push([segment]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x0 - b.x0);
    return {
      text: row.map((s) => s.text).join(' | '),
      x0: row[0]!.x0,
      x1: row[row.length - 1]!.x1,
      y: row[0]!.y,
      size: Math.max(...row.map((s) => s.size)),
    };
  });
}

/**
 * Joins a line broken inside an address or a hyphenated name with the next one: an e-mail or link cut by a
 * narrow column ('…@example.' + 'it', 'linkedin.com/in/ana-ma' + 'rtin-42'), or 'Rossi-' + 'Marchetti'.
 */
export function joinBrokenLines(lines: Segment[]): Segment[] {
  const out: Segment[] = [];
  // The column's right edge: a line broken by the column's width reaches so far that its next word did not fit.
  const edge = Math.max(...lines.map((line) => line.x1));
  for (const line of lines) {
    const previous = out[out.length - 1];
    const close = previous && Math.abs(previous.size - line.size) < 0.5 && previous.y - line.y < 2 * line.size;
    const lastToken = previous?.text.split(' ').pop() ?? '';
    const wrapped = previous !== undefined && previous.x1 + (line.x1 - line.x0) > edge - 0.5 * line.size;
    // The rest of an address is one token ('hetti-5b2a19', 'it', 'Mehta-7b3a2c1/'), never 'LinkedIn-Profil', and
    // never an address or a word of its own after a whole one ('…@example.ru' over 'linkedin.com/in/…').
    const complete = lastToken.includes('@') && /\.[a-z]{2,}$/i.test(lastToken);
    const continuesAddress =
      wrapped &&
      /[@/]|linkedin|www\.|https?:/i.test(lastToken) &&
      /^[\w.\-/%@?=&#]+$/.test(line.text) &&
      !/^[A-Z][A-Za-z]+-[A-Z]/.test(line.text) &&
      // After a whole address only the last letters of its domain may follow ('…@example.co' + 'm').
      !(complete && !/^[a-z]{1,3}$/.test(line.text)) &&
      // A profile's name has no dots: 'lachlanwright.example.net' under a LinkedIn address is a website.
      !(/linkedin\.com\/(?:in|pub)\/./i.test(lastToken) && line.text.includes('.')) &&
      // A link of its own ('github.com/jdoe', 'www.…') starts a new line, whatever the width.
      !/^(?:https?:|www\.)|^[\w-]{1,63}\.[a-z]{2,24}(?:\.[a-z]{2,3})?\//i.test(line.text);
    // 'maria-' + 'fernanda@example.com': an address whose first part ends a line.
    const continuesIntoAddress =
      /^[\w.+%-]{2,}[-_]$/.test(lastToken) && !/\s/.test(line.text) && /^[\w.\-+%]+@[\w.-]+$/.test(line.text);
    const continuesName = /\p{L}-$/u.test(previous?.text ?? '') && /^\p{Lu}/u.test(line.text) && line.size >= 14;
    if (previous && close && (continuesAddress || continuesIntoAddress || continuesName)) {
      previous.text += line.text;
      previous.x1 = Math.max(previous.x1, line.x1);
      continue;
    }
    out.push({ ...line });
  }
  return out;
}

/** The page's lines in reading order: anything above the columns, the left column, the right, then below. */
function pageLines(segments: Segment[], pageWidth: number): Segment[] {
  const split = columnSplit(segments, pageWidth);
  if (split === null) return joinBrokenLines(regionLines(segments));
  const left = segments.filter((s) => s.x1 <= split - 2);
  const right = segments.filter((s) => s.x0 >= split - 1);
  const crossing = segments.filter((s) => !left.includes(s) && !right.includes(s));
  const columnsTop = Math.max(...left.map((s) => s.y), ...right.map((s) => s.y));
  const above = crossing.filter((s) => s.y >= columnsTop);
  const below = crossing.filter((s) => s.y < columnsTop);
  return [above, left, right, below].flatMap((region) => joinBrokenLines(regionLines(region)));
}

/** An item with the direction its text runs in, in radians from the page's x axis. */
interface Placed extends Item {
  angle: number;
}

/** Turns smaller than this (about a degree) are read as they lie. */
const STRAIGHT = 0.02;

/**
 * The page's items in the frame its text reads in: a page scanned sideways, upside down or photographed askew has
 * its text layer turned with it, and is turned back by the direction most of its text runs in (weighted by
 * length), so that rows, columns and the top of the page are where a reader sees them.
 */
export function uprightPage(
  placed: Placed[],
  width: number,
  height: number,
): { items: Item[]; width: number; height: number } {
  let cx = 0;
  let cy = 0;
  for (const item of placed) {
    cx += item.str.length * Math.cos(item.angle);
    cy += item.str.length * Math.sin(item.angle);
  }
  const angle = Math.atan2(cy, cx);
  if (placed.length === 0 || Math.abs(angle) < STRAIGHT) return { items: placed, width, height };
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const turn = (x: number, y: number) => ({ x: x * cos + y * sin, y: y * cos - x * sin });
  const corners = [turn(0, 0), turn(width, 0), turn(0, height), turn(width, height)];
  const left = Math.min(...corners.map((p) => p.x));
  const bottom = Math.min(...corners.map((p) => p.y));
  const items = placed.map((item) => {
    const p = turn(item.x, item.y);
    return { str: item.str, x: p.x - left, y: p.y - bottom, width: item.width, size: item.size };
  });
  return {
    items,
    width: Math.max(...corners.map((p) => p.x)) - left,
    height: Math.max(...corners.map((p) => p.y)) - bottom,
  };
}

/**
 * Reads the first `maxPages` pages of a PDF with pdf.js: text by layout, link annotations, and the lines in
 * the largest type near the top of the first page as name hints.
 */
export async function readPdfLayout(data: Uint8Array, maxPages: number): Promise<PdfLayoutText> {
  const task = getDocument({
    data,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  });
  const doc = await task.promise;
  try {
    const texts: string[] = [];
    const links: string[] = [];
    let firstPage: Segment[] = [];
    let firstHeight = 0;
    for (let number = 1; number <= Math.min(doc.numPages, maxPages); number++) {
      const page = await doc.getPage(number);
      const view = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const placed: Placed[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || !raw.str) continue;
        const [a, b, c, d, e, f] = raw.transform as number[];
        const size = Math.hypot(c!, d!) || raw.height;
        if (!size) continue;
        placed.push({ str: raw.str, x: e!, y: f!, width: raw.width, size, angle: Math.atan2(b!, a!) });
      }
      const upright = uprightPage(placed, view.width, view.height);
      const lines = pageLines(segmentsOf(upright.items), upright.width);
      if (number === 1) {
        firstPage = lines;
        firstHeight = upright.height;
      }
      texts.push(lines.map((line) => line.text).join('\n'));
      for (const annotation of await page.getAnnotations()) {
        if (annotation.subtype === 'Link' && typeof annotation.url === 'string') links.push(annotation.url);
      }
      page.cleanup();
    }
    return { text: texts.join('\n\n'), links, pages: doc.numPages, nameHints: nameHints(firstPage, firstHeight) };
  } finally {
    await task.destroy();
  }
}

/**
 * Lines set larger than the body text in the top part of the first page, largest first. A name broken over
 * two lines of the same size ('L U C Í A' over 'F E R N Á N D E Z') is offered joined as well, its words kept
 * apart by a wide gap.
 */
function nameHints(lines: Segment[], pageHeight: number): Array<{ line: string; weight: number }> {
  if (lines.length === 0) return [];
  const body = median(
    lines.flatMap((line) => Array<number>(Math.max(1, Math.round(line.text.length / 20))).fill(line.size)),
  );
  const large = lines.filter((line) => line.y >= pageHeight * 0.5 && line.size >= body * 1.2 && line.text.length <= 60);
  const short = (text: string) => LETTER_SPACED.test(text) || text.split(' ').length <= 2;
  const hints: Array<{ line: string; size: number; y: number }> = [];
  large.forEach((line, index) => {
    // The next line in the same type, even past a smaller one printed between (a job title set beside the
    // name, read between its two lines: 'Will' / 'Finish Carpenter & Joiner' / 'CARPENTER').
    const next = large
      .slice(index + 1)
      .find((other) => Math.abs(other.size - line.size) < 0.5 || other.size > line.size);
    // Letters set in tiles ('N O R A' over 'S A L A Z A R', each letter in its square) leave wider rows.
    const spaced = next !== undefined && LETTER_SPACED.test(line.text) && LETTER_SPACED.test(next.text);
    const sameName =
      next &&
      Math.abs(next.size - line.size) < 0.5 &&
      line.y - next.y < (spaced ? 2.4 : 1.8) * line.size &&
      short(line.text) &&
      short(next.text);
    // Spaced letters keep a wide gap between the words ('L U C Í A   F E R N Á N D E Z'); words a single space.
    const joint = LETTER_SPACED.test(line.text) ? '   ' : ' ';
    if (sameName) hints.push({ line: `${line.text}${joint}${next.text}`, size: line.size + 0.01, y: line.y });
    hints.push({ line: line.text, size: line.size, y: line.y });
  });
  return hints
    .sort((a, b) => b.size - a.size || b.y - a.y)
    .slice(0, 5)
    .map(({ line, size }) => ({ line, weight: size / body }));
}
