// What mammoth leaves out of a Word document: page headers and footers (where many templates put the
// contacts), and text boxes drawn the DrawingML way. Read straight from the parts' XML.
import { decodeHtmlEntities } from '../../../src/shared/html-text.ts';

// Linear: a tag runs to the next '>' without crossing another '<', text runs to the next '<'.
const TOKEN =
  /<(\/?)(w:p|w:t|w:tab|w:br|w:cr|w:txbxContent|w:noBreakHyphen|w:del|w:moveFrom)(?=[\s/>])[^<>]*>|<[^<>]*>|([^<]+)/g;

/**
 * The paragraphs of a WordprocessingML part as lines of text (tabs kept, line breaks split). With
 * `textBoxesOnly`, only paragraphs inside text boxes.
 */
export function wordParagraphs(xml: string, textBoxesOnly = false): string[] {
  const lines: string[] = [];
  let line = '';
  let inText = false;
  let boxDepth = 0;
  // Inside a tracked deletion or the old place of moved text: not on the page.
  let removedDepth = 0;
  const flush = () => {
    const text = line.replace(/[ \u00a0]+/g, ' ').trim();
    if (text && (!textBoxesOnly || boxDepth > 0)) lines.push(text);
    line = '';
  };
  for (const match of xml.matchAll(TOKEN)) {
    const [, closing, tag, text] = match;
    if (text !== undefined) {
      if (inText && removedDepth === 0) line += decodeHtmlEntities(text);
      continue;
    }
    const selfClosing = match[0].endsWith('/>');
    switch (tag) {
      case 'w:p':
        flush();
        break;
      case 'w:del':
      case 'w:moveFrom':
        if (!selfClosing) removedDepth = Math.max(0, removedDepth + (closing ? -1 : 1));
        break;
      case 'w:t':
        inText = !closing && !selfClosing;
        break;
      case 'w:tab':
        line += '\t';
        break;
      // A non-breaking hyphen is an element, not a character: written as the character mammoth writes for it.
      case 'w:noBreakHyphen':
        line += '\u2011';
        break;
      case 'w:br':
      case 'w:cr':
        flush();
        break;
      case 'w:txbxContent':
        flush();
        if (!selfClosing) boxDepth = Math.max(0, boxDepth + (closing ? -1 : 1));
        break;
    }
  }
  flush();
  return lines;
}

// Linear: a tag runs to the next '>' without crossing another '<', text runs to the next '<'.
const ELEMENT_TOKEN = /<(\/?)([\w:.-]{1,60})([^<>]*)>|<[^<>]*>|[^<]+/g;

/**
 * A WordprocessingML part without its runs of hidden text (a run whose own properties set 'w:vanish': an old
 * address kept out of print in a visible line), which Word does not show on the page. A paragraph mark's hidden
 * property hides no text; a revision's record of old properties (w:rPrChange) is not the run's.
 */
export function withoutHiddenRuns(xml: string): string {
  if (!xml.includes('w:vanish')) return xml;
  const out: string[] = [];
  const elements: string[] = [];
  // For each open run: where its output starts, and whether it is hidden.
  const runs: Array<{ start: number; hidden: boolean }> = [];
  for (const match of xml.matchAll(ELEMENT_TOKEN)) {
    const [token, closing, tag, attrs = ''] = match;
    out.push(token);
    if (tag === undefined || token.startsWith('<?') || token.startsWith('<!')) continue;
    if (closing) {
      // Word writes its parts well formed: the innermost open element closes.
      if (elements[elements.length - 1] === tag) elements.pop();
      if (tag === 'w:r') {
        const run = runs.pop();
        if (run?.hidden) out.length = run.start;
      }
      continue;
    }
    if (tag === 'w:vanish') {
      const ownProperties = elements[elements.length - 1] === 'w:rPr' && elements[elements.length - 2] === 'w:r';
      const run = runs[runs.length - 1];
      if (ownProperties && run && !/\bw:val="(?:0|false|off)"/.test(attrs)) run.hidden = true;
    }
    if (token.endsWith('/>')) continue;
    elements.push(tag);
    if (tag === 'w:r') runs.push({ start: out.length - 1, hidden: false });
  }
  return out.join('');
}

const RELATIONSHIP = /<Relationship\b[^<>]*>/g;
// Linear like TOKEN: a field's characters and instructions, any other tag, or text.
const FIELD_TOKEN = /<(\/?)(w:fldChar|w:instrText|w:fldSimple)(?=[\s/>])([^<>]*)>|<[^<>]*>|([^<]+)/g;
/** A field instruction's hyperlink target: 'HYPERLINK "https://…" \o "tip"', the target the first quoted word. */
const HYPERLINK_INSTRUCTION = /^\s*HYPERLINK\s{1,5}(?:\\l\s{1,5})?(?:"([^"<>\s]{1,500})"|([^"\\<>\s]{1,500}))/;
/** The longest instruction kept: a hyperlink's is a few hundred characters. */
const MAX_INSTRUCTION = 2000;

/**
 * The instructions of a part's fields: a w:fldSimple's w:instr, and a complex field's w:instrText runs from its
 * 'begin' to its 'separate' joined (Word splits an instruction over runs where it likes: 'HYPERLINK "mailto:' in
 * one, the address in the next). Nested fields each keep their own.
 */
export function fieldInstructions(xml: string): string[] {
  const instructions: string[] = [];
  const open: Array<{ text: string; reading: boolean }> = [];
  let inInstruction = false;
  for (const match of xml.matchAll(FIELD_TOKEN)) {
    const [whole, closing, tag, attrs = '', text] = match;
    if (text !== undefined) {
      if (!inInstruction) continue;
      const field = open[open.length - 1];
      // An instruction outside any field's begin and end (a stripped-down writer's) stands for itself.
      if (!field) instructions.push(decodeHtmlEntities(text));
      else if (field.reading && field.text.length < MAX_INSTRUCTION) field.text += decodeHtmlEntities(text);
      continue;
    }
    if (tag === 'w:instrText') inInstruction = !closing && !whole.endsWith('/>');
    else if (tag === 'w:fldSimple' && !closing) {
      const instruction = /\bw:instr="([^"]*)"/.exec(attrs)?.[1];
      if (instruction) instructions.push(decodeHtmlEntities(instruction));
    } else if (tag === 'w:fldChar') {
      const type = /\bw:fldCharType="(\w+)"/.exec(attrs)?.[1];
      if (type === 'begin') open.push({ text: '', reading: true });
      else if (type === 'separate' || type === 'end') {
        const field = open[open.length - 1];
        if (field?.reading) instructions.push(field.text);
        if (field) field.reading = false;
        if (type === 'end') open.pop();
      }
    }
  }
  return instructions;
}

/** Targets of hyperlinks written as fields (HYPERLINK in a w:fldSimple or a complex field), which no relationship lists. */
export function fieldHyperlinks(xml: string): string[] {
  return fieldInstructions(xml).flatMap((instruction) => {
    const match = HYPERLINK_INSTRUCTION.exec(instruction);
    return match ? [match[1] ?? match[2]!] : [];
  });
}

/** Targets of a relationships part's external hyperlinks (those of headers and footers included). */
export function externalHyperlinks(relsXml: string): string[] {
  const targets: string[] = [];
  for (const [tag] of relsXml.matchAll(RELATIONSHIP)) {
    if (!/TargetMode="External"/.test(tag) || !/Type="[^"]*\/hyperlink"/.test(tag)) continue;
    const target = /Target="([^"]*)"/.exec(tag)?.[1];
    if (target) targets.push(decodeHtmlEntities(target));
  }
  return targets;
}

/** Word's type size when neither the document defaults nor a style set one: 10 pt (in half-points). */
const WORD_DEFAULT_HALF_POINTS = 20;
// Linear like TOKEN: the tags that carry sizes and styles, any other tag, or text.
const STYLE_TOKEN = /<(\/?)(w:style|w:basedOn|w:sz|w:docDefaults|w:rPrDefault)(?=[\s/>])([^<>]*)>|<[^<>]*>/g;
const SIZE_TOKEN = /<(\/?)(w:p|w:r|w:t|w:sz|w:pStyle|w:pPr|w:rPr|w:noBreakHyphen)(?=[\s/>])([^<>]*)>|<[^<>]*>|([^<]+)/g;
const attribute = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

/**
 * The type size of each paragraph style in a styles part (half-points, following 'basedOn'), and the size a
 * paragraph without a style has: the default paragraph style's, else the document default.
 */
export function styleSizes(stylesXml: string): { sizes: Map<string, number>; normal: number } {
  const own = new Map<string, { size?: number; basedOn?: string }>();
  let defaults: number | undefined;
  let normalId: string | undefined;
  let current: { size?: number; basedOn?: string } | undefined;
  let inDefaults = false;
  for (const match of stylesXml.matchAll(STYLE_TOKEN)) {
    const [, closing, tag, attrs = ''] = match;
    if (tag === 'w:docDefaults') inDefaults = !closing && !match[0].endsWith('/>');
    else if (tag === 'w:style' && !closing) {
      const id = attribute(attrs, 'w:styleId');
      current = {};
      if (id) own.set(id, current);
      if (/w:type="paragraph"/.test(attrs) && /w:default="(1|true)"/.test(attrs)) normalId = id;
    } else if (tag === 'w:style') current = undefined;
    else if (tag === 'w:basedOn' && current) current.basedOn = attribute(attrs, 'w:val');
    else if (tag === 'w:sz') {
      const size = Number(attribute(attrs, 'w:val'));
      if (!Number.isFinite(size) || size <= 0) continue;
      if (current) current.size ??= size;
      else if (inDefaults) defaults ??= size;
    }
  }
  const base = defaults ?? WORD_DEFAULT_HALF_POINTS;
  const resolve = (id: string | undefined, depth = 0): number | undefined => {
    const style = id ? own.get(id) : undefined;
    if (!style || depth > 10) return undefined;
    return style.size ?? resolve(style.basedOn, depth + 1);
  };
  const sizes = new Map<string, number>();
  for (const id of own.keys()) sizes.set(id, resolve(id) ?? base);
  return { sizes, normal: resolve(normalId) ?? base };
}

/**
 * The first `limit` paragraphs of a WordprocessingML part with the size of their largest text (half-points):
 * a run's own size, else its paragraph style's, else the normal size.
 */
export function paragraphSizes(
  xml: string,
  styles: { sizes: Map<string, number>; normal: number },
  limit = 60,
): Array<{ line: string; size: number }> {
  const out: Array<{ line: string; size: number }> = [];
  let line = '';
  let size = 0;
  let paragraphSize = styles.normal;
  let runSize: number | undefined;
  let inText = false;
  let inParagraphProperties = false;
  const flush = () => {
    const text = line.replace(/[\s\u00a0]+/g, ' ').trim();
    if (text) out.push({ line: text, size });
    line = '';
    size = 0;
  };
  for (const match of xml.matchAll(SIZE_TOKEN)) {
    if (out.length >= limit) break;
    const [, closing, tag, attrs = '', text] = match;
    if (text !== undefined) {
      if (inText && text.trim()) {
        line += decodeHtmlEntities(text);
        size = Math.max(size, runSize ?? paragraphSize);
      } else if (inText) line += ' ';
      continue;
    }
    const selfClosing = match[0].endsWith('/>');
    switch (tag) {
      case 'w:p':
        flush();
        if (!closing) paragraphSize = styles.normal;
        break;
      case 'w:pPr':
        inParagraphProperties = !closing && !selfClosing;
        break;
      case 'w:pStyle':
        paragraphSize = styles.sizes.get(attribute(attrs, 'w:val') ?? '') ?? styles.normal;
        break;
      case 'w:r':
        if (!closing) runSize = undefined;
        break;
      case 'w:sz':
        // The paragraph mark's size (inside w:pPr) is no text's size.
        if (!inParagraphProperties) runSize = Number(attribute(attrs, 'w:val')) || runSize;
        break;
      case 'w:t':
        inText = !closing && !selfClosing;
        break;
      case 'w:noBreakHyphen':
        line += '\u2011';
        break;
    }
  }
  flush();
  return out;
}
