// What mammoth leaves out of a Word document: page headers and footers (where many templates put the
// contacts), and text boxes drawn the DrawingML way. Read straight from the parts' XML.
import { decodeHtmlEntities } from '../../../src/shared/html-text.ts';

// Linear: a tag runs to the next '>' without crossing another '<', text runs to the next '<'.
const TOKEN = /<(\/?)(w:p|w:t|w:tab|w:br|w:cr|w:txbxContent)(?=[\s/>])[^<>]*>|<[^<>]*>|([^<]+)/g;

/**
 * The paragraphs of a WordprocessingML part as lines of text (tabs kept, line breaks split). With
 * `textBoxesOnly`, only paragraphs inside text boxes.
 */
export function wordParagraphs(xml: string, textBoxesOnly = false): string[] {
  const lines: string[] = [];
  let line = '';
  let inText = false;
  let boxDepth = 0;
  const flush = () => {
    const text = line.replace(/[ \u00a0]+/g, ' ').trim();
    if (text && (!textBoxesOnly || boxDepth > 0)) lines.push(text);
    line = '';
  };
  for (const match of xml.matchAll(TOKEN)) {
    const [, closing, tag, text] = match;
    if (text !== undefined) {
      if (inText) line += decodeHtmlEntities(text);
      continue;
    }
    const selfClosing = match[0].endsWith('/>');
    switch (tag) {
      case 'w:p':
        flush();
        break;
      case 'w:t':
        inText = !closing && !selfClosing;
        break;
      case 'w:tab':
        line += '\t';
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

const RELATIONSHIP = /<Relationship\b[^<>]*>/g;

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
