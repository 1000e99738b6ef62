/**
 * Writes the wild8 fixtures under tests/fixtures/resumes/wild8: a blind batch of 40 resumes as recruiters really
 * receive them after a machine has been through them, which the earlier batches (layout, varied, fresh, wild, wild2 …
 * wild7) have only here and there: scanned pages that are a picture of the page with an invisible OCR text layer over
 * it (text render mode 3, each word placed and stretched over its place in the image, as OCRmyPDF, Acrobat's Paper
 * Capture and scanners' own software write it), with the OCR's misreadings in that layer, its reading order across two
 * columns, pages scanned sideways or upside down with the layer turned with them, a phone's skewed photo of a printout,
 * a fax, a stamp and a handwritten note, a sheet cut off by the scanner's edge and a boxed paper form; PDFs from online
 * Word-to-PDF converters with their trial notices; mail printed from Outlook and Gmail and web pages printed from
 * browsers with their margins' date, title, address and page number; Word documents saved from Google Docs,
 * LibreOffice and Pages, converted from PDF by Word, and downloaded from a CV builder, each with its producer's own XML;
 * and text exported by applicant-tracking systems and job boards or copied out of a PDF viewer. Each has its true
 * contact details (what a recruiter reading it would enter) written here before any reader saw it.
 *
 * The conventions of the wild batches hold: no titles, suffixes or post-nominals in a name ('P.Eng.', 'CRHA', 'BEng');
 * a nickname or preferred name is not the name, nor is a middle name part of the first name; a name printed in
 * capitals is entered in its usual case; Spanish names keep both surnames in the last name ('Castillo Herrera',
 * 'Navarro Ibáñez'); a name is entered given name first whatever order the page writes it in; the e-mail address in
 * lower case and joined when broken over lines; the phone as the candidate's own number with its digits as printed
 * (the mobile when one is labelled so); a LinkedIn address as https://www.linkedin.com/in/<handle>, joined when broken
 * over lines (a hyphen at a line end inside it is its own), and the target of a link shown only as a word; only the
 * candidate's own details count (never a recruiter's, a referee's, an employer's or an agency's); null when the
 * resume has no such field.
 * What this batch adds to them:
 * - the truth is what the page shows, typed as a recruiter reading it would type it. For a scan that is the page's
 *   image, not its OCR text layer: a misreading in the layer (O for 0, l or I for 1, rn for m, ii for ü, © for @, a
 *   space inside an address, letters read one by one, Cyrillic letters for their Latin look-alikes, diacritics lost)
 *   changes nothing, even where it garbles a field beyond recovery from the text alone (a g read for the 9 of an
 *   e-mail address), since the recruiter reads the image. Where the image itself does not show a field whole (a
 *   LinkedIn address cut off by the scanner's edge at 'dominik-h'), the recruiter has nothing to type and the field is
 *   null. How the page lies (turned a quarter, upside down, photographed askew) changes nothing either;
 * - what the machines add is nobody's field: a fax header's numbers, a scanning app's watermark, a received stamp, a
 *   recruiter's handwritten note, a converter's trial notice and link, a browser's date, title, address and page
 *   number in the margins, a mail client's account name, recipients and the other party's messages and signature, an
 *   applicant-tracking system's recruiter, coordinator, referrer and notes, a job board's note of who downloaded the
 *   profile, a CV builder's footer. A printed LinkedIn page's profile is the one its Contact info window shows (the
 *   browser's footer adds /overlay/contact-info/ to it, which is no part of the address);
 * - an export's fields are read as labelled: 'Candidate:' with a preferred name gives way to the legal given name;
 *   Workday's Given Name, Family Name and Secondary Family Name are the first name and the two surnames; a 'Surname,
 *   Given' field ('Doherty, Ciarán', 'EZE, Chidinma Grace') and Europass's 'Surname(s) / First name(s)' are entered
 *   given name first; a surname in capitals on the line over the given names ('LIM' / 'Jun Jie') is the last name; a
 *   job board's relay address (…@indeedemail.com) gives way to the personal address the résumé gives; a form field
 *   still showing its placeholder is null;
 * - letters written one to a box are the words they spell; a .txt file whose content is RTF is read as the RTF
 *   document it is (\'e8 is è); text a producer writes twice (a text box and its VML fallback) is there once.
 *
 * Scanned pages (an image of the page with an invisible OCR text layer):
 * - scan-ocrmypdf-copier-khumalo.pdf: a Pretoria payroll CV from an office copier through OCRmyPDF, deskewed; an O in
 *   the phone and an rn for the m of the handle in the text layer.
 * - scan-acrobat-two-columns-read-across-sultanbekova.pdf: an Almaty two-column CV (contacts in a grey sidebar), tilted;
 *   Acrobat's OCR reads each sidebar line into the main-column line beside it.
 * - scan-xerox-turned-quarter-holmberg.pdf: a Swedish CV scanned sideways on a landscape page, the text layer turned
 *   with it; Göteborg without its diaeresis and an l for a 1 of the phone in the layer.
 * - scan-hp-upside-down-eze.pdf: a Nigerian CV scanned upside down ('Name: EZE, Chidinma Grace', two referees' phones);
 *   an l for a 1 of her phone in the layer.
 * - scan-camscanner-photo-skewed-kapoor.pdf: an Indian CA's CV photographed on a desk, tilted and skewed, shadowed, the
 *   table round it and the app's watermark; g for the 9 of his e-mail and I for the l of linkedin in the layer.
 * - scan-fax-header-two-pages-krueger.pdf: a German Lebenslauf faxed from a copy shop, the fax header (the shop's
 *   number, the receiving number) atop both pages; ii for ü and I for l in the layer; XING only (no LinkedIn).
 * - scan-epson-right-edge-cut-horvat.pdf: a Croatian CV pushed off the glass, the scanner's lid at the left and the
 *   sheet's right edge cut through the LinkedIn address (null), the phone and e-mail whole.
 * - scan-adobe-scan-diacritics-lost-tran.pdf: a Vietnamese CV ('Mai Phương TRẦN') whose text layer lost every
 *   Vietnamese diacritic.
 * - scan-ricoh-received-stamp-handwriting-georgiou.pdf: a Cypriot two-page CV with a red RECEIVED stamp over her
 *   contact lines and a recruiter's handwritten note (a colleague's extension and a phone); © for her @ in the layer.
 * - scan-genius-letterspaced-name-girard.pdf: a French CV with a letter-spaced capital name read letter by letter, and
 *   her e-mail split at the @, in the layer.
 * - scan-naps2-cyrillic-lookalikes-melnyk.pdf: a Ukrainian data engineer's English CV read in Ukrainian and English:
 *   Cyrillic look-alikes in her name and e-mail and З for the 3s of her phone in the layer.
 * - scan-kodak-boxed-form-manalo.pdf: a Filipino welder's application form under a manpower agency's letterhead (its
 *   phones and e-mail), his names, mobile and e-mail one letter to a box, his wife as emergency contact.
 * PDF from online converters (drawn with pdfkit):
 * - converter-aspose-evaluation-tehrani.pdf: a Toronto engineer's two-page Word CV with Aspose's red trial notice atop
 *   and its licence link at the foot of each page, her contacts in the repeated page header.
 * - converter-spire-warning-sidebar-last-chaudhry.pdf: a Lahore analyst's CV with Spire.Doc's trial warning drawn
 *   first and the contact sidebar (a text box) drawn last.
 * Mail and web pages printed to PDF:
 * - print-outlook-memo-style-ogunleye.pdf: an Outlook print: the printing recruiter's name on top, 'From: Ogunleye,
 *   Oluwatobi', Sent, To, Cc, Subject, Attachments, an external-mail warning, his note signed 'Tobi' and his pasted CV.
 * - print-gmail-thread-chrome-souza.pdf: a Gmail thread printed from Chrome: the recruiter's account and her first
 *   message with her signature, the candidate's reply with her résumé and signature; Chrome's margins.
 * - print-linkedin-profile-contact-overlay-karaca.pdf: a LinkedIn profile printed from Chrome with the Contact info
 *   window open over it, 'People also viewed', the recruiter's messaging panel; the footer's /overlay/contact-info/ URL.
 * - print-firefox-personal-site-appiah.pdf: a Ghanaian engineer's CV page on his website printed from Firefox: the
 *   title and address atop, 'Page 1 of 1' and the date at the foot, the site's navigation and its theme's author.
 * Word documents (written as their producers write them):
 * - gdocs-runs-split-partial-link-kulkarni.docx: Google Docs; name, phone and e-mail split over runs, the mailto link
 *   over the e-mail's local part only, LinkedIn only as the target of the word 'LinkedIn'.
 * - gdocs-template-layout-table-castillo.docx: Google Docs; a two-column template's borderless layout table, both
 *   surnames in the Title style, the contacts in the right-hand cell.
 * - gdocs-person-chips-mailto-khoury.docx: Google Docs; a manager and two referees as person chips (mailto: links on
 *   their names), her name and e-mail only in the page header.
 * - libreoffice-frame-alternate-content-janssens.docx: LibreOffice; a Dutch CV's contact frame as a text box and its
 *   VML fallback, anchored before the name.
 * - libreoffice-content-controls-lewandowski.docx: LibreOffice; a Polish form-like CV of content controls, the LinkedIn
 *   control still showing its placeholder (null), a GDPR clause naming the employer's phone and e-mail.
 * - libreoffice-europass-surname-first-antoniou.docx: LibreOffice; an old Europass table CV, 'Surname(s) / First
 *   name(s): Antoniou Nikos', a landline, a labelled mobile and a fax, the employer's phone.
 * - pages-text-boxes-in-heading-tuilagi.docx: Pages; name and contacts in text boxes anchored in the 'Experience'
 *   heading, Pages' styles and run properties.
 * - pages-surname-line-break-table-lim.docx: Pages; a Singaporean name as 'LIM', a line break, 'Jun Jie'; contacts in
 *   a label/value table.
 * - word-from-pdf-frames-popa.docx: Word's conversion of a Canva PDF: every line a framed paragraph at its place, the
 *   sidebar's contacts last, the e-mail and LinkedIn address each broken over two lines.
 * - word-from-pdf-text-boxes-el-amrani.docx: Word's conversion of a PDF: every line a text box (with its VML copy), the
 *   contact column first, the name as 'Fatima Zahra' and 'EL AMRANI'.
 * - word-from-pdf-small-caps-floating-table-quiroga.docx: Word's conversion of an InDesign PDF: a name of big and small
 *   capitals in separate runs, a floating layout table with the contacts in its left cell.
 * - builder-content-controls-repeating-park.docx: an online CV builder's export: each field a tagged content control
 *   (first and last names apart), the jobs a repeating section, an anchored photo, the builder's footer.
 * Text files:
 * - workday-candidate-profile-navarro.txt: UTF-8 with a BOM (CRLF); a Workday profile: 'Candidate: Álex Navarro', the
 *   legal name fields with two family names, the recruiter's note with her mobile, the parsed résumé.
 * - greenhouse-profile-activity-rosen.txt: UTF-8 (LF); a Greenhouse profile: contact fields, a referrer's e-mail, the
 *   activity feed with the recruiter's direct line, the résumé.
 * - linkedin-recruiter-profile-text-heikkinen.txt: UTF-8 (LF); a LinkedIn Recruiter profile: public profile, contact
 *   info, project, team notes with a former manager's e-mail and phone, InMail history.
 * - naukri-profile-download-venkatesh.txt: UTF-8 (CRLF); a Naukri profile with verified mobile and e-mail and the
 *   downloading consultant's e-mail and phone; no LinkedIn.
 * - taleo-candidate-file-cp1252-doherty.txt: Windows-1252 (CRLF); a Taleo file, 'Candidate Name: Doherty, Ciarán', home
 *   and mobile phones, the recruiter's phone and e-mail, the questionnaire.
 * - acrobat-copy-columns-same-line-utf16-elsayed.txt: UTF-16LE with a BOM (CRLF); a two-column PDF copied from Acrobat,
 *   each sidebar line joined to the main-column line beside it, the e-mail and LinkedIn address each split over two.
 * - preview-copy-columns-alternate-lines-haugen.txt: UTF-8 (LF); a Norwegian two-column PDF copied from Preview, the
 *   columns' lines alternating.
 * - jobboard-export-rtf-in-txt-desjardins.txt: ASCII (CRLF); a job board's export whose content is RTF: escaped
 *   accents in her name, a HYPERLINK field on her e-mail, a header group naming the export.
 * - indeed-application-relay-email-alvarez.txt: UTF-8 (LF); Indeed's application e-mail: the relay address, her phone,
 *   screener answers, the employer's contact, then her résumé with her own e-mail; no LinkedIn.
 * - computrabajo-profile-latin1-mamani.txt: ISO-8859-1 (CRLF); a Computrabajo profile: 'Candidato:' with both surnames,
 *   her ID card number, the recruiter's note with her own mobile; no LinkedIn.
 *
 *   npx tsx scripts/make-resume-wild8-fixtures.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import {
  writeResumeFixtures,
  zipOf,
  drawPdf,
  type PdfInfo,
  type BytesFixture,
  type PdfFixture,
  type TxtFixture,
  BASE_CSS,
  codePage,
  crlf,
  esc,
  htmlPage,
  pngUri,
  silhouettePng,
  utf8,
  utf8Bom,
  utf16leBom,
} from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes/wild8');

/** Every file's creation date, so that the files come out the same each run. */
const STAMP = new Date('2025-03-12T09:30:00Z');
/** A4 in points. */
const W = 595.28;
const H = 841.89;
/** A4 in CSS pixels, the size of a sheet of paper in the pages the scans are made from. */
const SHEET_W = 794;
const SHEET_H = 1123;

/** One Chromium for the scans and the browser prints (the kit prints the plain PDFs with its own). */
let launched: Promise<Browser> | undefined;
const browser = () =>
  (launched ??= chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }));

/** A small seeded generator, so that a scan's specks fall in the same places each run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------- scanned pages with an invisible OCR text layer ----------

type Doc = PDFKit.PDFDocument;

/** A 2-D affine map as CSS writes it: x' = a x + c y + e, y' = b x + d y + f. */
type Affine = [number, number, number, number, number, number];
const multiply = ([a1, b1, c1, d1, e1, f1]: Affine, [a2, b2, c2, d2, e2, f2]: Affine): Affine => [
  a1 * a2 + c1 * b2,
  b1 * a2 + d1 * b2,
  a1 * c2 + c1 * d2,
  b1 * c2 + d1 * d2,
  a1 * e2 + c1 * f2 + e1,
  b1 * e2 + d1 * f2 + f1,
];
const apply = ([a, b, c, d, e, f]: Affine, x: number, y: number) => ({ x: a * x + c * y + e, y: b * x + d * y + f });
const translate = (x: number, y: number): Affine => [1, 0, 0, 1, x, y];
/** Clockwise on the screen, as CSS rotates. */
const rotate = (degrees: number): Affine => {
  const r = (degrees * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
};
const scale = (s: number): Affine => [s, 0, 0, s, 0, 0];
const skewX = (t: number): Affine => [1, 0, t, 1, 0, 0];

/** How a sheet of paper came to be an image: how it lay on the glass (or under the phone) and what the device did. */
interface Look {
  /** dots per inch of the image. */
  dpi: number;
  /** JPEG quality of the image. */
  quality: number;
  /** How the sheet lies: 0 upright, 90 turned clockwise, 180 upside down, 270 turned anticlockwise. */
  turn?: 0 | 90 | 180 | 270;
  /** A further tilt in degrees (clockwise), a skew along the lines and a scale, as a crooked feed or a photo gives. */
  tilt?: number;
  shear?: number;
  scale?: number;
  /** Where the sheet's centre sits off the image's centre, in CSS pixels. */
  shift?: [number, number];
  /** The CSS filter the paper image goes through (grey, contrast, blur). */
  filter: string;
  /** What shows round the sheet: the scanner's lid or the table under a phone. */
  around?: string;
  /** HTML laid over the whole image, placed in the image's own pixels (a fax header, a watermark, a shadow). */
  overlay?: string;
  specks?: number;
  seed?: number;
}

/** A word on a sheet as Chromium laid it out: its box in CSS pixels, the block it belongs to, and its font size. */
interface Word {
  text: string;
  page: number;
  block: string;
  size: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The words of every `.sheet` (or of every `.ocr` element of an overlay) with their boxes; an element with `data-ocr`
 * gives instead what the OCR made of it (nothing when empty), spread over its box.
 */
const COLLECT_WORDS = `(selector) => {
  const words = [];
  const range = document.createRange();
  document.querySelectorAll(selector).forEach((root, page) => {
    const origin = selector === '.sheet' ? root.getBoundingClientRect() : { left: 0, top: 0 };
    const where = (el) => el.closest('[data-block]')?.getAttribute('data-block') ?? 'main';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el.closest('[data-ocr]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const size = parseFloat(style.fontSize);
      const cased = (text) =>
        style.textTransform === 'uppercase' ? text.toUpperCase() : style.textTransform === 'lowercase' ? text.toLowerCase() : text;
      for (const m of (node.textContent ?? '').matchAll(/\\S+/g)) {
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const r = [...range.getClientRects()].find((rect) => rect.width > 0);
        if (!r) continue;
        words.push({ text: cased(m[0]), page: selector === '.sheet' ? page : 0, block: where(el), size,
          x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height });
      }
    }
    root.querySelectorAll('[data-ocr]').forEach((el) => {
      const text = el.getAttribute('data-ocr').trim();
      if (!text) return;
      const r = el.getBoundingClientRect();
      const size = parseFloat(getComputedStyle(el).fontSize);
      const unit = r.width / text.length;
      let x = r.left - origin.left;
      for (const part of text.split(/\\s+/)) {
        const h = Math.min(r.height, size * 1.15);
        words.push({ text: part, page: selector === '.sheet' ? page : 0, block: where(el), size,
          x, y: r.top - origin.top + (r.height - h) / 2, w: unit * part.length, h });
        x += unit * (part.length + 1);
      }
    });
  });
  return words;
}`;

interface Scan {
  info: PdfInfo;
  /** The CSS of the printed pages; each sheet is 794 × 1123 CSS pixels. */
  css: string;
  /** Each printed page's HTML. */
  sheets: string[];
  /** How each page was scanned (one look for all, or one per page). */
  look: Look | Look[];
  /**
   * The OCR's reading order: 'blocks' reads each block (`data-block`) top to bottom in the order `blocks` gives;
   * 'rows' reads the page as one column, so that lines side by side in two columns run together.
   */
  order: 'blocks' | 'rows';
  blocks?: string[];
  /** What the OCR made of a word, where it misread it (the word as laid out → the text layer's word). */
  misread?: Record<string, string>;
}

/** Where the sheet's CSS pixels land on the image (in the image's CSS pixels), and the image's size. */
function placement(look: Look) {
  const turn = look.turn ?? 0;
  const [ow, oh] = turn === 90 || turn === 270 ? [SHEET_H, SHEET_W] : [SHEET_W, SHEET_H];
  const [dx, dy] = look.shift ?? [0, 0];
  let m = translate(ow / 2 + dx, oh / 2 + dy);
  m = multiply(m, rotate(turn + (look.tilt ?? 0)));
  m = multiply(m, scale(look.scale ?? 1));
  m = multiply(m, skewX(look.shear ?? 0));
  m = multiply(m, translate(-SHEET_W / 2, -SHEET_H / 2));
  return { m, ow, oh };
}

interface ScannedPage {
  jpeg: Buffer;
  /** The image's size in CSS pixels. */
  ow: number;
  oh: number;
  /** The words on the sheet (placed by `m`) and those of the overlay (already in the image's pixels). */
  words: Word[];
  extra: Word[];
  m: Affine;
}

/** Prints the sheets, then photographs each as the look says; gives each page's image and words. */
async function scanPages(scan: Scan): Promise<ScannedPage[]> {
  const chrome = await browser();
  const looks = scan.sheets.map((_, i) => (Array.isArray(scan.look) ? scan.look[i]! : scan.look));
  const paper = await chrome.newContext({
    viewport: { width: SHEET_W, height: SHEET_H * scan.sheets.length },
    deviceScaleFactor: Math.max(...looks.map((look) => look.dpi)) / 96,
  });
  const tab = await paper.newPage();
  await tab.setContent(
    htmlPage(
      `body { background: #fff; } .sheet { width: ${SHEET_W}px; height: ${SHEET_H}px; position: relative; overflow: hidden; background: #fff; } ${scan.css}`,
      scan.sheets.map((sheet) => `<div class="sheet">${sheet}</div>`).join(''),
    ),
  );
  await tab.evaluate('document.fonts.ready');
  const words = (await tab.evaluate(`(${COLLECT_WORDS})('.sheet')`)) as Word[];
  const images: Buffer[] = [];
  for (let i = 0; i < scan.sheets.length; i++)
    images.push(await tab.screenshot({ type: 'png', clip: { x: 0, y: i * SHEET_H, width: SHEET_W, height: SHEET_H } }));
  await paper.close();

  const pages: ScannedPage[] = [];
  for (const [i, look] of looks.entries()) {
    const { m, ow, oh } = placement(look);
    const glass = await chrome.newContext({ viewport: { width: ow, height: oh }, deviceScaleFactor: look.dpi / 96 });
    const shot = await glass.newPage();
    const next = random(look.seed ?? 7 + i);
    const specks = Array.from({ length: look.specks ?? 0 }, () => {
      const size = 0.6 + next() * 1.8;
      return `<i style="left:${(next() * ow).toFixed(1)}px;top:${(next() * oh).toFixed(1)}px;width:${size.toFixed(1)}px;height:${(size * (0.5 + next())).toFixed(1)}px;opacity:${(0.35 + next() * 0.5).toFixed(2)}"></i>`;
    }).join('');
    await shot.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>
        * { box-sizing: border-box; } html, body { margin: 0; width: ${ow}px; height: ${oh}px; overflow: hidden; }
        body { position: relative; background: ${look.around ?? '#fbfbfa'}; font-family: 'Liberation Sans', sans-serif; }
        img.paper { position: absolute; left: 0; top: 0; width: ${SHEET_W}px; height: ${SHEET_H}px; transform-origin: 0 0;
          transform: matrix(${m.map((v) => v.toFixed(6)).join(',')}); filter: ${look.filter}; }
        i { position: absolute; background: #111; border-radius: 50%; }
      </style></head><body><img class="paper" src="${pngUri(images[i]!)}">${specks}${look.overlay ?? ''}</body></html>`,
    );
    await shot.evaluate('document.fonts.ready');
    const extra = (await shot.evaluate(`(${COLLECT_WORDS})('.ocr')`)) as Word[];
    const jpeg = await shot.screenshot({ type: 'jpeg', quality: look.quality });
    await glass.close();
    pages.push({ jpeg, ow, oh, words: words.filter((word) => word.page === i), extra, m });
  }
  return pages;
}

/** A word of the text layer: its text and where its baseline starts and runs on the image, in the image's pixels. */
interface Placed {
  text: string;
  x: number;
  y: number;
  /** The baseline's direction (clockwise degrees) and the word's length and font size along it. */
  angle: number;
  length: number;
  size: number;
}

/** Lines of words as the OCR reads them: a line is words whose middles lie within half a line of each other. */
function readingOrder(words: Word[], order: 'blocks' | 'rows', blocks: string[] = []): Word[][] {
  const groups = new Map<string, Word[]>();
  for (const word of words) {
    const key = order === 'rows' ? 'page' : word.block;
    groups.set(key, [...(groups.get(key) ?? []), word]);
  }
  const keys = [...groups.keys()].sort((a, b) => {
    const ia = blocks.indexOf(a);
    const ib = blocks.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  const lines: Word[][] = [];
  for (const key of keys) {
    const rows: { mid: number; words: Word[] }[] = [];
    for (const word of [...groups.get(key)!].sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2))) {
      const mid = word.y + word.h / 2;
      const row = rows.find((r) => Math.abs(r.mid - mid) < word.h * 0.45);
      if (row) row.words.push(word);
      else rows.push({ mid, words: [word] });
    }
    rows.sort((a, b) => a.mid - b.mid);
    for (const row of rows) lines.push(row.words.sort((a, b) => a.x - b.x));
  }
  return lines;
}

/** Where a word laid out on the sheet lands on the image through `m`; the part of it off the image is not read. */
function place(word: Word, text: string, m: Affine, ow: number, oh: number): Placed | null {
  const baseline = word.y + word.h * 0.79;
  const start = apply(m, word.x, baseline);
  const end = apply(m, word.x + word.w, baseline);
  const up = apply(m, word.x, baseline - word.size);
  const length = Math.hypot(end.x - start.x, end.y - start.y);
  const size = Math.hypot(up.x - start.x, up.y - start.y);
  const angle = (Math.atan2(end.y - start.y, end.x - start.x) * 180) / Math.PI;
  const inside = (p: { x: number; y: number }) => p.x >= 0 && p.y >= 0 && p.x <= ow && p.y <= oh;
  if (inside(start) && inside(end)) return { text, x: start.x, y: start.y, angle, length, size };
  if (!inside(start)) return null;
  // Cut at the image's edge: only the letters inside it were read.
  let t = 1;
  while (t > 0 && !inside({ x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t })) t -= 0.01;
  const kept = Math.floor([...text].length * t);
  if (kept < 1) return null;
  return { text: [...text].slice(0, kept).join(''), x: start.x, y: start.y, angle, length: length * t, size };
}

const OCR_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

interface PdfkitInternals {
  _font: { id: string; ref(): unknown; encode(text: string): [string[], unknown[]] };
  page: { fonts: Record<string, unknown> };
  addContent(data: string): unknown;
}

/**
 * The text layer as OCR software writes it over the image: text render mode 3 (invisible), each word placed with its
 * own text matrix along its baseline and stretched (Tz) to the width of the word in the image, a space after each word
 * but a line's last.
 */
function textLayer(doc: Doc, lines: Placed[][], pageW: number, pageH: number, ow: number, oh: number) {
  const pdf = doc as unknown as PdfkitInternals;
  doc.font('ocr');
  const font = pdf._font;
  pdf.page.fonts[font.id] ??= font.ref();
  const kx = pageW / ow;
  const ky = pageH / oh;
  const n = (v: number) => (Math.abs(v) < 1e-9 ? '0' : v.toFixed(3).replace(/\.?0+$/, ''));
  pdf.addContent(`q 1 0 0 -1 0 ${n(pageH)} cm BT 3 Tr`);
  for (const line of lines) {
    line.forEach((word, i) => {
      const size = Math.max(2, word.size * ky);
      // A word but a line's last is shown with a space after it, the two stretched to reach the next word's start.
      const next = line[i + 1];
      const shown = next ? `${word.text} ` : word.text;
      const reach = next ? Math.max(word.length, Math.hypot(next.x - word.x, next.y - word.y)) : word.length;
      doc.fontSize(size);
      const natural = doc.widthOfString(shown);
      const stretch = natural > 0 ? (100 * reach * kx) / natural : 100;
      const r = (-word.angle * Math.PI) / 180;
      const [codes] = font.encode(shown);
      pdf.addContent(
        `/${font.id} ${n(size)} Tf ${n(stretch)} Tz ${n(Math.cos(r))} ${n(Math.sin(r))} ${n(-Math.sin(r))} ${n(Math.cos(r))} ${n(word.x * kx)} ${n(pageH - word.y * ky)} Tm <${codes.join('')}> Tj`,
      );
    });
  }
  pdf.addContent('ET Q');
}

/** With WILD8_DEBUG set to a folder, each scanned page is also drawn there with its text layer in red over it. */
async function debugPage(file: string, index: number, page: ScannedPage, lines: Placed[][]) {
  const folder = process.env.WILD8_DEBUG;
  if (!folder) return;
  const glass = await (await browser()).newContext({ viewport: { width: page.ow, height: page.oh } });
  const tab = await glass.newPage();
  const spans = lines
    .flat()
    .map(
      (w) =>
        `<span style="left:${w.x}px;top:${w.y - w.size}px;font-size:${w.size}px;line-height:${w.size}px;transform:rotate(${w.angle}deg);transform-origin:0 ${w.size}px">${esc(w.text)}</span>`,
    )
    .join('');
  await tab.setContent(
    `<style>body{margin:0;position:relative;width:${page.ow}px;height:${page.oh}px;background:url(data:image/jpeg;base64,${page.jpeg.toString('base64')}) 0 0/100% 100%}
      span{position:absolute;color:rgba(230,0,0,.75);font-family:'DejaVu Sans';white-space:pre}</style>${spans}`,
  );
  fs.mkdirSync(folder, { recursive: true });
  await tab.screenshot({ path: path.join(folder, `${file}-${index + 1}.png`) });
  await glass.close();
}

/** A scanned PDF: each page the scan's image, with the OCR's invisible text over it in the OCR's reading order. */
const scanned = (file: string, scan: Scan) => async () => {
  const pages = await scanPages(scan);
  const layers: Placed[][][] = [];
  const bytes = await drawPdf(
    scan.info,
    STAMP,
    (doc) => {
      for (const page of pages) {
        const landscape = page.ow > page.oh;
        const [pageW, pageH] = landscape ? [H, W] : [W, H];
        doc.addPage({ size: [pageW, pageH], margin: 0 });
        doc.image(page.jpeg, 0, 0, { width: pageW, height: pageH });
        const misread = (text: string) => scan.misread?.[text] ?? text;
        const lines = readingOrder(page.words, scan.order, scan.blocks)
          .map((line) => line.map((word) => place(word, misread(word.text), page.m, page.ow, page.oh)))
          .map((line) => line.filter((word): word is Placed => word !== null && word.text !== ''))
          .filter((line) => line.length > 0);
        const identity: Affine = [1, 0, 0, 1, 0, 0];
        const extra = readingOrder(page.extra, 'rows').map((line) =>
          line.map((word) => place(word, misread(word.text), identity, page.ow, page.oh)!).filter(Boolean),
        );
        const header = extra.filter((line) => line[0]!.y < page.oh / 2);
        const footer = extra.filter((line) => line[0]!.y >= page.oh / 2);
        layers.push([...header, ...lines, ...footer]);
        textLayer(doc, layers.at(-1)!, pageW, pageH, page.ow, page.oh);
      }
    },
    { fonts: { ocr: OCR_FONT }, firstPage: false },
  );
  for (const [i, page] of pages.entries()) await debugPage(file, i, page, layers[i]!);
  return bytes;
};

/** A scanned resume's fixture. */
const scanFixture = (file: string, truth: BytesFixture['truth'], scan: Scan): BytesFixture => ({
  file,
  truth,
  bytes: scanned(file, scan),
});

// ---------- the scans ----------

/** OCRmyPDF over Tesseract, the usual way an office's scans become searchable. */
const OCRMYPDF: PdfInfo = { Producer: 'pikepdf 8.15.1', Creator: 'ocrmypdf 15.4.4 / Tesseract OCR-hOCR 5.3.4' };

/** A flatbed or feeder scan of an office copier: grey, a little contrast, a little blur. */
const COPIER = 'grayscale(1) contrast(1.12) brightness(1.02) blur(0.3px)';
/** A fax as it comes off the line: black and white, coarse. */
const FAX = 'grayscale(1) contrast(3.2) brightness(1.12) blur(0.45px)';
/** A phone's photo of a printout on a desk: warm, soft, a shadow round the paper. */
const PHOTO =
  'sepia(0.22) saturate(0.8) contrast(0.92) brightness(0.96) blur(0.55px) drop-shadow(3px 5px 6px rgba(0,0,0,0.45))';

/** A resume's headings and columns as most of the printed pages here set them. */
const PRINTED = `.sheet { font-size: 10.5pt; color: #1e1e1e; } h1 { font-size: 22pt; } h2 { font-size: 11pt; border-bottom: 0.5px solid #888; }
  .when { float: right; font-weight: normal; } h3 { font-size: 10.5pt; }`;

const scans: BytesFixture[] = [
  // A Pretoria payroll administrator's one-page CV, printed, signed for and fed through the office copier; OCRmyPDF
  // deskewed the page and read it well but for a letter O in the phone and an rn for the m of her handle.
  scanFixture(
    'scan-ocrmypdf-copier-khumalo.pdf',
    {
      first: 'Lerato',
      last: 'Khumalo',
      email: 'lerato.khumalo@example.co.za',
      phone: '072 555 0148',
      linkedin: 'https://www.linkedin.com/in/lerato-khumalo',
    },
    {
      info: OCRMYPDF,
      css: `${PRINTED} .sheet { padding: 70px 78px; } h1 { letter-spacing: 0.02em; }
        .contact { margin: 4px 0 14px; border-bottom: 1px solid #333; padding-bottom: 8px; }`,
      sheets: [
        `<h1>LERATO KHUMALO</h1>
         <div class="contact">Payroll &amp; Benefits Administrator<br>12 Jacaranda Street, Hatfield, Pretoria 0083<br>
           Cell: 072 555 0148 &nbsp;|&nbsp; E-mail: lerato.khumalo@example.co.za<br>linkedin.com/in/lerato-khumalo</div>
         <h2>Profile</h2>
         <p>Payroll administrator with seven years of month-end payroll for up to 1,200 employees on Sage VIP and SAP
         HCM. Registered Payroll Practitioner (SAPP), fluent in Setswana, isiZulu, Afrikaans and English.</p>
         <h2>Experience</h2>
         <h3>Payroll Administrator <span class="when">2020 – present</span></h3>
         <p><i>Mabotse Mining Services (Pty) Ltd, Centurion</i></p>
         <ul><li>Weekly and monthly payroll for 1,150 employees across three mine sites.</li>
         <li>EMP201 and EMP501 submissions to SARS; IRP5 reconciliation with zero penalties since 2021.</li>
         <li>Moved leave records from spreadsheets to Sage HR; leave queries down by half.</li></ul>
         <h3>Payroll Clerk <span class="when">2017 – 2020</span></h3>
         <p><i>Tshwane Freight Logistics, Pretoria West</i></p>
         <ul><li>Time-and-attendance capture for 420 drivers and warehouse staff; overtime and shift allowances.</li></ul>
         <h2>Education</h2>
         <p>National Diploma: Human Resource Management, Tshwane University of Technology (2016)</p>
         <p>Certificate in Payroll Administration, SAPP (2019)</p>
         <h2>Skills</h2>
         <p>Sage VIP, SAP HCM, Excel (pivot tables, VLOOKUP), UIF and COIDA returns, BCEA</p>
         <h2>References</h2>
         <p>Available on request.</p>`,
      ],
      look: { dpi: 200, quality: 55, filter: COPIER, specks: 40, seed: 11 },
      order: 'blocks',
      misread: { '0148': 'O148', 'linkedin.com/in/lerato-khumalo': 'linkedin.com/in/lerato-khurnalo' },
    },
  ),
  // An Almaty logistics coordinator's two-column CV (contacts, skills and languages in a grey left sidebar, the
  // experience on the right) scanned with a slight tilt; Acrobat's Paper Capture read the page as one column, so each
  // line of the sidebar runs into the line of the main column beside it.
  scanFixture(
    'scan-acrobat-two-columns-read-across-sultanbekova.pdf',
    {
      first: 'Aigerim',
      last: 'Sultanbekova',
      email: 'a.sultanbekova@example.kz',
      phone: '+7 701 555 0162',
      linkedin: 'https://www.linkedin.com/in/aigerimsultan',
    },
    {
      info: {
        Producer: 'Adobe Acrobat Pro (64-bit) 24.1.20643 Paper Capture Plug-in',
        Creator: 'Adobe Acrobat Pro (64-bit) 24.1.20643',
      },
      css: `${PRINTED} .sheet { font-size: 9.5pt; } header { padding: 54px 56px 18px; border-bottom: 3px solid #333; }
        h1 { font-size: 24pt; letter-spacing: 0.04em; } .role { font-size: 12pt; color: #444; }
        .cols { display: grid; grid-template-columns: 226px 1fr; height: 960px; } aside { background: #e6e6e6; padding: 18px 16px 18px 56px; }
        aside h2 { font-size: 10pt; border: 0; margin-top: 10px; } aside p { margin: 3px 0; } main { padding: 14px 52px 0 24px; }`,
      sheets: [
        `<header><h1>AIGERIM SULTANBEKOVA</h1><div class="role">Logistics Coordinator · Almaty, Kazakhstan</div></header>
         <div class="cols">
           <aside data-block="side">
             <h2>Contact</h2>
             <p>+7 701 555 0162</p><p>a.sultanbekova@example.kz</p><p>linkedin.com/in/aigerimsultan</p><p>Almaty 050040</p>
             <h2>Skills</h2>
             <p>1C: Enterprise</p><p>SAP EWM</p><p>Customs declarations</p><p>Incoterms 2020</p><p>Route planning</p><p>Excel, Power BI</p>
             <h2>Languages</h2>
             <p>Kazakh — native</p><p>Russian — native</p><p>English — C1</p><p>Chinese — HSK 3</p>
             <h2>Certificates</h2>
             <p>FIATA Diploma (2021)</p><p>Lean Six Sigma Yellow Belt</p>
           </aside>
           <main data-block="main">
             <h2>Profile</h2>
             <p>Logistics coordinator with six years in cross-border road and rail freight between China, Kazakhstan and
             the EU. I plan routes, clear goods through customs at Khorgos and Dostyk, and keep warehouse stock honest.</p>
             <h2>Experience</h2>
             <h3>Logistics Coordinator <span class="when">2021 – present</span></h3>
             <p><i>Steppe Cargo LLP, Almaty</i></p>
             <ul><li>Coordinate 90–120 rail containers a month on the China–Europe corridor.</li>
             <li>Cut average customs dwell time at Khorgos from 4.1 to 2.6 days.</li>
             <li>Introduced SAP EWM slotting in the Almaty bonded warehouse.</li></ul>
             <h3>Freight Forwarding Specialist <span class="when">2018 – 2021</span></h3>
             <p><i>TransAsia Logistics, Almaty</i></p>
             <ul><li>Road freight bookings for FMCG clients; carrier tenders for 30 lanes.</li>
             <li>Prepared customs declarations and EAEU transit documents.</li></ul>
             <h2>Education</h2>
             <p>BSc Logistics, Kazakh-British Technical University (2018)</p>
             <p>Exchange semester, Zhejiang University, Hangzhou (2017)</p>
           </main>
         </div>`,
      ],
      look: { dpi: 200, quality: 55, tilt: 0.35, filter: COPIER, specks: 25, seed: 21 },
      order: 'rows',
    },
  ),
  // A Gothenburg electrician's Swedish CV laid sideways on the glass: the PDF page is landscape, the page turned a
  // quarter clockwise on it, and the text layer runs down the page with it. The OCR lost the diaeresis of Göteborg and
  // read the 1 of the phone as an l.
  scanFixture(
    'scan-xerox-turned-quarter-holmberg.pdf',
    {
      first: 'Magnus',
      last: 'Holmberg',
      email: 'magnus.holmberg@example.se',
      phone: '070-555 12 84',
      linkedin: null,
    },
    {
      info: { Producer: 'Xerox AltaLink C8145', Creator: 'Xerox AltaLink C8145 (Searchable PDF)' },
      css: `${PRINTED} .sheet { padding: 72px 80px; font-family: 'Liberation Serif', serif; font-size: 11pt; }
        h1 { font-size: 24pt; font-weight: normal; } .contact { margin: 6px 0 16px; line-height: 1.5; } h2 { font-size: 12pt; }
        table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 3px 0; } td:first-child { width: 120px; }`,
      sheets: [
        `<h1>Magnus Holmberg</h1>
         <div class="contact">Behörig elinstallatör (AL)<br>Majornas gata 8, 414 61 Göteborg<br>Mobil: 070-555 12 84<br>
           E-post: magnus.holmberg@example.se</div>
         <h2>Sammanfattning</h2>
         <p>Elinstallatör med tolv års erfarenhet av service, ombyggnad och nyproduktion i bostäder och kontor. Van att
         leda mindre arbetslag och ta helhetsansvar för egenkontroller och dokumentation.</p>
         <h2>Arbetslivserfarenhet</h2>
         <table>
           <tr><td>2019 – nu</td><td><b>Elinstallatör och arbetsledare</b>, Västkustens El AB, Göteborg<br>Nyproduktion av
           flerbostadshus, laddinfrastruktur för bostadsrättsföreningar, egenkontroller enligt ELSÄK-FS.</td></tr>
           <tr><td>2013 – 2019</td><td><b>Elektriker</b>, Hisingens Elservice, Göteborg<br>Service och felsökning i kontor och
           butiker, byte av elcentraler, larm- och passersystem.</td></tr>
         </table>
         <h2>Utbildning</h2>
         <table><tr><td>2010 – 2013</td><td>El- och energiprogrammet, Lindholmens tekniska gymnasium</td></tr></table>
         <h2>Certifikat</h2>
         <p>Auktorisation AL (Elsäkerhetsverket), ESA Fackman, Heta arbeten, Säkra lyft</p>
         <h2>Körkort</h2>
         <p>B, BE</p>`,
      ],
      look: { dpi: 200, quality: 55, turn: 90, tilt: 0.6, filter: COPIER, specks: 30, seed: 31 },
      order: 'blocks',
      misread: { Göteborg: 'Goteborg', '12': 'l2' },
    },
  ),
  // A Lagos accountant's CV put on the glass upside down: the page image is turned half round and so is the text
  // layer. Nigerian style, the name given surname first with a comma in the personal data, and two referees with
  // phones; the OCR read the 1 of her phone as an l.
  scanFixture(
    'scan-hp-upside-down-eze.pdf',
    {
      first: 'Chidinma',
      last: 'Eze',
      email: 'chidinma.eze@example.com.ng',
      phone: '0803 555 0127',
      linkedin: null,
    },
    {
      info: { Producer: 'HP Scan Extended', Creator: 'HP Scan Extended 6.0 (I.R.I.S. OCR)' },
      css: `${PRINTED} .sheet { padding: 64px 76px; font-size: 10.5pt; } .title { text-align: center; font-size: 16pt; font-weight: bold;
        text-decoration: underline; margin-bottom: 14px; } table { border-collapse: collapse; } td { padding: 2px 12px 2px 0; vertical-align: top; }
        td:first-child { width: 150px; font-weight: bold; }`,
      sheets: [
        `<div class="title">CURRICULUM VITAE</div>
         <h2>Personal Data</h2>
         <table>
           <tr><td>Name:</td><td>EZE, Chidinma Grace</td></tr>
           <tr><td>Date of Birth:</td><td>14th June, 1994</td></tr>
           <tr><td>State of Origin:</td><td>Anambra State</td></tr>
           <tr><td>Address:</td><td>17 Adeniran Ogunsanya Street, Surulere, Lagos</td></tr>
           <tr><td>Phone:</td><td>0803 555 0127</td></tr>
           <tr><td>E-mail:</td><td>chidinma.eze@example.com.ng</td></tr>
           <tr><td>Marital Status:</td><td>Single</td></tr>
         </table>
         <h2>Career Objective</h2>
         <p>To contribute my skills in financial reporting and audit to a growing organisation while developing
         towards chartered status.</p>
         <h2>Work Experience</h2>
         <h3>Accounts Officer <span class="when">2020 – Date</span></h3>
         <p><i>Lekki Marine Supplies Ltd, Apapa</i></p>
         <ul><li>Monthly management accounts and bank reconciliations for four accounts.</li>
         <li>VAT and WHT schedules for FIRS; liaised with external auditors.</li></ul>
         <h3>NYSC — Audit Assistant <span class="when">2018 – 2019</span></h3>
         <p><i>Okonjo &amp; Partners (Chartered Accountants), Enugu</i></p>
         <h2>Education</h2>
         <p>B.Sc. Accountancy (Second Class Upper), Nnamdi Azikiwe University, Awka — 2017</p>
         <p>ICAN Professional Examination — Skills Level passed (2023)</p>
         <h2>Referees</h2>
         <p>Mr. Emmanuel Okonjo, Principal Partner, Okonjo &amp; Partners, Enugu — 0805 555 0186</p>
         <p>Mrs. Funmilayo Adebisi, Finance Manager, Lekki Marine Supplies Ltd — 0812 555 0143</p>`,
      ],
      look: { dpi: 200, quality: 55, turn: 180, tilt: -0.5, filter: COPIER, specks: 35, seed: 41 },
      order: 'blocks',
      misread: { '0127': '0l27' },
    },
  ),
  // A Pune chartered accountant's CV photographed on a desk with a phone and saved by CamScanner: the sheet is tilted
  // and skewed, a shadow falls across it, the table shows round it and the app's watermark sits at the foot. The OCR
  // read the 9 of his e-mail as a g and the l of linkedin as a capital I.
  scanFixture(
    'scan-camscanner-photo-skewed-kapoor.pdf',
    {
      first: 'Rohan',
      last: 'Kapoor',
      email: 'rohan.kapoor92@example.in',
      phone: '+91 98205 55014',
      linkedin: 'https://www.linkedin.com/in/rohankapoor-ca',
    },
    {
      info: { Producer: 'intsig.com pdf producer', Creator: 'CamScanner' },
      css: `${PRINTED} .sheet { padding: 60px 70px; font-size: 10.5pt; } header { text-align: center; margin-bottom: 8px; }
        h1 { font-size: 21pt; } .contact { font-size: 10pt; margin-top: 4px; } h2 { background: #ddd; border: 0; padding: 2px 6px; }`,
      sheets: [
        `<header><h1>ROHAN KAPOOR</h1>
           <div class="contact">Chartered Accountant (ICAI) · Pune, Maharashtra</div>
           <div class="contact">+91 98205 55014 | rohan.kapoor92@example.in | linkedin.com/in/rohankapoor-ca</div></header>
         <h2>Professional Summary</h2>
         <p>Chartered Accountant with five years in statutory audit and GST advisory for manufacturing and IT clients.
         Comfortable with Ind AS, Tally Prime and SAP FICO.</p>
         <h2>Work Experience</h2>
         <h3>Assistant Manager – Audit <span class="when">Jul 2022 – Present</span></h3>
         <p><i>Deshpande Kulkarni &amp; Co., Chartered Accountants, Pune</i></p>
         <ul><li>Led statutory audits of 12 mid-sized manufacturers (turnover ₹50–400 crore).</li>
         <li>Ind AS 116 lease transition for two automotive component makers.</li></ul>
         <h3>Article Assistant <span class="when">2019 – 2022</span></h3>
         <p><i>Joshi Mehta &amp; Associates, Mumbai</i></p>
         <ul><li>Tax audits under Section 44AB; GST returns and reconciliations for 30 clients.</li></ul>
         <h2>Education</h2>
         <p>Chartered Accountant, ICAI — Final, May 2022 (first attempt)</p>
         <p>B.Com, Brihan Maharashtra College of Commerce, Pune — 2018 (78%)</p>
         <h2>Skills</h2>
         <p>Ind AS, GST, TDS, Tally Prime, SAP FICO, Advanced Excel, CaseWare</p>
         <h2>Declaration</h2>
         <p>I hereby declare that the above information is true to the best of my knowledge.</p>
         <p style="margin-top: 16px">Place: Pune &nbsp;&nbsp;&nbsp;&nbsp; Date: 08/03/2025 <span style="float: right">(Rohan Kapoor)</span></p>`,
      ],
      look: {
        dpi: 150,
        quality: 50,
        tilt: -2.4,
        shear: 0.035,
        scale: 0.9,
        shift: [10, 6],
        filter: PHOTO,
        around: 'linear-gradient(115deg, #7a5a3f 0%, #9a7655 45%, #6d4f36 100%)',
        overlay: `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at 78% 30%, rgba(0,0,0,0) 35%, rgba(0,0,0,0.28) 100%)"></div>
          <div style="position:absolute;left:0;top:0;width:100%;height:100%;background:linear-gradient(100deg, rgba(0,0,0,0) 55%, rgba(20,10,0,0.16) 70%, rgba(0,0,0,0) 85%)"></div>
          <div class="ocr" style="position:absolute;right:18px;bottom:14px;background:#fff;padding:4px 8px;border-radius:3px;font-size:11px;color:#1a1a1a;display:flex;gap:6px;align-items:center">
            <b style="background:#19bc9c;color:#fff;padding:1px 4px;border-radius:3px">CS</b><span>Scanned with CamScanner</span></div>`,
      },
      order: 'blocks',
      misread: {
        'rohan.kapoor92@example.in': 'rohan.kapoorg2@example.in',
        'linkedin.com/in/rohankapoor-ca': 'Iinkedin.com/in/rohankapoor-ca',
      },
    },
  ),
  // A Leipzig logistics clerk's two-page tabular Lebenslauf faxed from a copy shop: the receiving fax printed its
  // header line (date, the shop's name and number, the receiving number, page) across the top of each page; black and
  // white at fax resolution. The OCR read her Ü as ii and the l of example as a capital I.
  scanFixture(
    'scan-fax-header-two-pages-krueger.pdf',
    {
      first: 'Sabine',
      last: 'Krüger',
      email: 'sabine.krueger@example.de',
      phone: '0176 5550 4821',
      linkedin: null,
    },
    {
      info: { Producer: 'Xerox WorkCentre 7855 Fax', Creator: 'Xerox WorkCentre 7855 (Fax to PDF, OCR)' },
      css: `${PRINTED} .sheet { padding: 84px 80px 60px; font-size: 11pt; } h1 { font-size: 20pt; margin-bottom: 10px; }
        table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 4px 0; } td:first-child { width: 150px; }
        .sig { margin-top: 36px; }`,
      sheets: [
        `<h1>Lebenslauf</h1>
         <h2>Persönliche Daten</h2>
         <table>
           <tr><td>Name</td><td>Sabine Krüger</td></tr>
           <tr><td>Anschrift</td><td>Kochstraße 41, 04275 Leipzig</td></tr>
           <tr><td>Mobil</td><td>0176 5550 4821</td></tr>
           <tr><td>E-Mail</td><td>sabine.krueger@example.de</td></tr>
           <tr><td>Geburtsdatum</td><td>03.11.1988 in Halle (Saale)</td></tr>
           <tr><td>XING</td><td>xing.com/profile/Sabine_Krueger7</td></tr>
         </table>
         <h2>Berufserfahrung</h2>
         <table>
           <tr><td>seit 04/2019</td><td><b>Speditionskauffrau</b><br>Mitteldeutsche Kontraktlogistik GmbH, Schkeuditz<br>
             Disposition von Teil- und Komplettladungen (Nah- und Fernverkehr), Zollabwicklung ATLAS, Reklamationsbearbeitung</td></tr>
           <tr><td>08/2013 – 03/2019</td><td><b>Sachbearbeiterin Export</b><br>Saale Chemie Handel GmbH, Halle<br>
             Exportdokumente, Akkreditive, Gefahrgutpapiere (ADR)</td></tr>
           <tr><td>09/2010 – 07/2013</td><td><b>Ausbildung zur Kauffrau für Spedition und Logistikdienstleistung</b><br>
             Elbe-Saale Spedition, Halle</td></tr>
         </table>`,
        `<h2>Weiterbildung</h2>
         <table>
           <tr><td>2022</td><td>Zollfachkraft (IHK Leipzig)</td></tr>
           <tr><td>2020</td><td>Gefahrgutbeauftragte Straße (ADR)</td></tr>
         </table>
         <h2>Schulbildung</h2>
         <table><tr><td>2010</td><td>Abitur, Georg-Cantor-Gymnasium Halle</td></tr></table>
         <h2>Kenntnisse</h2>
         <table>
           <tr><td>EDV</td><td>SAP SD/MM, ATLAS, Transporeon, MS Office</td></tr>
           <tr><td>Sprachen</td><td>Englisch verhandlungssicher, Polnisch Grundkenntnisse</td></tr>
           <tr><td>Führerschein</td><td>Klasse B</td></tr>
         </table>
         <p class="sig">Leipzig, 10.03.2025</p><p>Sabine Krüger</p>`,
      ],
      look: [1, 2].map((n) => ({
        dpi: 110,
        quality: 45,
        tilt: n === 1 ? 0.7 : -0.4,
        filter: FAX,
        specks: 90,
        seed: 50 + n,
        overlay: `<div class="ocr" style="position:absolute;left:22px;right:22px;top:8px;font:9px 'Liberation Mono',monospace;color:#000;display:flex;justify-content:space-between;filter:blur(0.3px)">
            <span>MAR-12-2025 09:14</span><span>FROM: COPYSHOP SUEDVORSTADT +49 341 5550900</span><span>TO: 0405559 2310</span><span>P.00${n}/002</span></div>`,
      })),
      order: 'rows',
      misread: { Krüger: 'Kriiger', 'sabine.krueger@example.de': 'sabine.krueger@exampIe.de' },
    },
  ),
  // A Zagreb software tester's CV pushed too far across the glass: the scanner caught the left of the sheet and the
  // lid beyond it, and cut the sheet's right-hand edge, where the contact lines end, in the middle of his LinkedIn
  // address. His phone and e-mail are whole; the LinkedIn address shows only as far as 'dominik-h', so a recruiter has no
  // profile to enter (null).
  scanFixture(
    'scan-epson-right-edge-cut-horvat.pdf',
    {
      first: 'Dominik',
      last: 'Horvat',
      email: 'dominik.horvat@example.hr',
      phone: '+385 91 555 0136',
      linkedin: null,
    },
    {
      info: { Producer: 'EPSON Scan', Creator: 'Epson Scan 2 (Searchable PDF, ABBYY OCR)' },
      css: `${PRINTED} .sheet { padding: 66px 60px 60px 78px; } header { display: flex; justify-content: space-between; align-items: flex-start;
        border-bottom: 2px solid #222; padding-bottom: 10px; margin-bottom: 8px; } h1 { font-size: 24pt; line-height: 1.1; }
        .contact { font-size: 10.5pt; line-height: 1.55; width: 262px; white-space: nowrap; }`,
      sheets: [
        `<header><div><h1>Dominik<br>Horvat</h1><div>QA Automation Engineer</div></div>
           <div class="contact">Zagreb, Croatia<br>+385 91 555 0136<br>dominik.horvat@example.hr<br>LinkedIn: linkedin.com/in/dominik-horvat-qa</div></header>
         <h2>Summary</h2>
         <p>Test automation engineer with six years on web and mobile banking apps. I build the frameworks, the
         pipelines that run them, and the habits that keep flaky tests out of the main branch.</p>
         <h2>Experience</h2>
         <h3>Senior QA Automation Engineer <span class="when">2021 – present</span></h3>
         <p><i>Jadran Fintech d.o.o., Zagreb</i></p>
         <ul><li>Playwright and TypeScript suite of 2,300 end-to-end tests; run time cut from 70 to 18 minutes.</li>
         <li>Contract tests with Pact between 14 microservices; API tests in REST Assured.</li></ul>
         <h3>QA Engineer <span class="when">2018 – 2021</span></h3>
         <p><i>Infobip, Vodnjan</i></p>
         <ul><li>Appium tests for Android and iOS SDKs; performance tests in k6.</li></ul>
         <h2>Education</h2>
         <p>MSc Computing, Faculty of Electrical Engineering and Computing (FER), University of Zagreb — 2018</p>
         <h2>Certifications</h2>
         <p>ISTQB Advanced Level Test Automation Engineer (2022)</p>
         <h2>Languages</h2>
         <p>Croatian (native), English (C1), German (B1)</p>`,
      ],
      look: {
        dpi: 200,
        quality: 55,
        tilt: 0.5,
        shift: [106, 8],
        filter: `${COPIER} drop-shadow(-2px 0 2px rgba(0,0,0,0.55))`,
        around: 'linear-gradient(90deg, #3b3b3b 0, #8c8c8a 40px, #e4e4e2 90px)',
        specks: 30,
        seed: 61,
      },
      order: 'blocks',
    },
  ),
  // A Hanoi marketing analyst's CV, her name written given names first with the family name in capitals (Mai Phương
  // TRẦN), scanned with Adobe Scan; the English-language OCR dropped the Vietnamese diacritics in the text layer.
  scanFixture(
    'scan-adobe-scan-diacritics-lost-tran.pdf',
    {
      first: 'Mai Phương',
      last: 'Trần',
      email: 'maiphuong.tran@example.vn',
      phone: '+84 912 555 073',
      linkedin: 'https://www.linkedin.com/in/tranmaiphuong',
    },
    {
      info: { Producer: 'Adobe PDF Library 17.0', Creator: 'Adobe Scan for Android 24.10.28' },
      css: `${PRINTED} .sheet { padding: 0; font-size: 10pt; } .band { background: #d9d9d9; padding: 40px 64px 22px; }
        h1 { font-size: 26pt; font-weight: 300; } h1 b { font-weight: 700; } .contact { margin-top: 6px; font-size: 9.5pt; }
        .body { padding: 10px 64px; } h2 { border: 0; border-left: 4px solid #333; padding-left: 6px; }`,
      sheets: [
        `<div class="band"><h1>Mai Phương <b>TRẦN</b></h1><div>Digital Marketing Analyst</div>
           <div class="contact">Cầu Giấy, Hà Nội · +84 912 555 073 · maiphuong.tran@example.vn · linkedin.com/in/tranmaiphuong</div></div>
         <div class="body">
         <h2>Summary</h2>
         <p>Marketing analyst with five years in e-commerce and consumer apps in Vietnam. I build the dashboards, run
         the A/B tests and turn campaign data into budget decisions.</p>
         <h2>Experience</h2>
         <h3>Senior Marketing Analyst <span class="when">2022 – present</span></h3>
         <p><i>Sen Vàng Commerce JSC, Hà Nội</i></p>
         <ul><li>Attribution model across Facebook, TikTok, Zalo and Google Ads for a 40-billion-đồng yearly budget.</li>
         <li>Weekly performance reports in Looker Studio for the CMO and four category heads.</li></ul>
         <h3>Marketing Executive <span class="when">2019 – 2022</span></h3>
         <p><i>Bông Sen Travel, Đà Nẵng</i></p>
         <ul><li>Ran search and social campaigns for domestic tours; cost per booking down 31%.</li></ul>
         <h2>Education</h2>
         <p>Bachelor of Business Administration, Foreign Trade University (Đại học Ngoại thương), Hà Nội — 2019</p>
         <h2>Skills</h2>
         <p>SQL, Google Analytics 4, Looker Studio, Python (pandas), Meta Ads Manager, TikTok Ads</p>
         <h2>Languages</h2>
         <p>Vietnamese (native), English (IELTS 7.5), Korean (TOPIK 3)</p>
         </div>`,
      ],
      look: {
        dpi: 170,
        quality: 55,
        tilt: -0.3,
        filter: 'grayscale(1) contrast(1.3) brightness(1.06) blur(0.35px)',
        specks: 10,
        seed: 71,
      },
      order: 'blocks',
      misread: {
        Phương: 'Phuong',
        TRẦN: 'TRAN',
        Cầu: 'Cau',
        Giấy: 'Giay',
        Hà: 'Ha',
        Nội: 'Noi',
        'Nội,': 'Noi,',
        Vàng: 'Vang',
        Bông: 'Bong',
        Đà: 'Da',
        Nẵng: 'Nang',
        '(Đại': '(Dai',
        học: 'hoc',
        Ngoại: 'Ngoai',
        'thương),': 'thuong),',
        đồng: 'dong',
        '40-billion-đồng': '40-billion-dong',
      },
    },
  ),
  // A Limassol hotel revenue manager's two-page CV as HR filed it: a red 'RECEIVED' date stamp pressed across her
  // e-mail line and a recruiter's handwritten note in the top margin (a colleague's name and extension, a phone), both
  // scanned with the page. The OCR read the stamp and the handwriting as best it could, and her @ under the stamp as ©.
  scanFixture(
    'scan-ricoh-received-stamp-handwriting-georgiou.pdf',
    {
      first: 'Eleni',
      last: 'Georgiou',
      email: 'eleni.georgiou@example.com.cy',
      phone: '+357 96 555 482',
      linkedin: 'https://www.linkedin.com/in/eleni-georgiou-cy',
    },
    {
      info: { Producer: 'RICOH IM C3000', Creator: 'RICOH IM C3000 (OCR: Nuance)' },
      css: `${PRINTED} .sheet { padding: 96px 76px 60px; } h1 { font-size: 23pt; } .contact { margin: 6px 0 12px; line-height: 1.5; }
        .note { position: absolute; left: 170px; top: 30px; font: italic 14pt 'DejaVu Serif', serif; color: #1b3a8a; transform: rotate(-3deg); }
        .stamp { position: absolute; left: 150px; top: 178px; border: 3px double #c21f1f; color: #c21f1f; padding: 4px 12px; text-align: center;
          font: bold 12pt 'Liberation Mono', monospace; transform: rotate(-9deg); opacity: 0.72; line-height: 1.25; }
        .foot { position: absolute; bottom: 30px; left: 76px; right: 76px; font-size: 8.5pt; color: #555; text-align: center; }`,
      sheets: [
        `<div class="note" data-ocr="Short1ist - ca|l Andreas ext. 2l4 / 99 555 O31">Shortlist – call Andreas ext. 214 / 99 555 031</div>
         <h1>Eleni Georgiou</h1>
         <div class="contact">Revenue &amp; Distribution Manager<br>Agias Zonis 22, 3026 Limassol, Cyprus<br>
           Mobile: +357 96 555 482<br>Email: eleni.georgiou@example.com.cy<br>LinkedIn: linkedin.com/in/eleni-georgiou-cy</div>
         <div class="stamp" data-ocr="RECEIVEO 1I MAR 2025 HR DEPT.">RECEIVED<br>11 MAR 2025<br>HR DEPT.</div>
         <h2>Profile</h2>
         <p>Revenue manager for resort hotels with nine years in pricing, channel management and forecasting for
         properties of 180 to 420 rooms. Fluent in Greek, English and Russian.</p>
         <h2>Experience</h2>
         <h3>Cluster Revenue Manager <span class="when">2021 – present</span></h3>
         <p><i>Amathus Coast Hotels, Limassol</i></p>
         <ul><li>Pricing and distribution for three resorts (910 rooms); RevPAR up 17% against the comp set in 2024.</li>
         <li>Moved the cluster from spreadsheets to IDeaS G3 RMS; trained 14 reservations staff.</li></ul>
         <h3>Revenue Analyst <span class="when">2017 – 2021</span></h3>
         <p><i>Kouklia Bay Resort &amp; Spa, Paphos</i></p>
         <ul><li>Daily pick-up reports, group displacement analysis, OTA content and rate parity.</li></ul>
         <h3>Reservations Supervisor <span class="when">2015 – 2017</span></h3>
         <p><i>Larnaca Palms Hotel</i></p>
         <div class="foot">Eleni Georgiou — CV — page 1 of 2</div>`,
        `<h2>Education</h2>
         <p>MSc Hospitality Management, Cyprus University of Technology, Limassol — 2015</p>
         <p>BA Tourism Management, University of Nicosia — 2013</p>
         <h2>Certifications</h2>
         <p>Certified Revenue Management Executive (CRME), HSMAI — 2020</p>
         <h2>Systems</h2>
         <p>IDeaS G3, Opera PMS, SiteMinder, Lighthouse (OTA Insight), Power BI</p>
         <h2>References</h2>
         <p>Mr Christos Ioannou, General Manager, Amathus Coast Hotels — +357 25 555 310 — c.ioannou@amathuscoast.example.com</p>
         <p>Ms Maria Petrou, Director of Sales, Kouklia Bay Resort — +357 26 555 207</p>
         <div class="foot">Eleni Georgiou — CV — page 2 of 2</div>`,
      ],
      look: [
        {
          dpi: 180,
          quality: 55,
          tilt: -0.6,
          filter: 'contrast(1.1) brightness(1.02) saturate(0.85) blur(0.3px)',
          specks: 30,
          seed: 81,
        },
        {
          dpi: 180,
          quality: 55,
          tilt: 0.3,
          filter: 'contrast(1.1) brightness(1.02) saturate(0.85) blur(0.3px)',
          specks: 30,
          seed: 82,
        },
      ],
      order: 'blocks',
      misread: { 'eleni.georgiou@example.com.cy': 'eleni.georgiou©example.com.cy' },
    },
  ),
  // A Lyon UX designer's CV with her name letter-spaced in capitals across the top, scanned with Genius Scan: the OCR
  // read every letter of the name as a word of its own, and split her e-mail address at the @.
  scanFixture(
    'scan-genius-letterspaced-name-girard.pdf',
    {
      first: 'Anne-Sophie',
      last: 'Girard',
      email: 'annesophie.girard@example.fr',
      phone: '06 55 50 41 87',
      linkedin: 'https://www.linkedin.com/in/as-girard',
    },
    {
      info: { Producer: 'Genius Scan', Creator: 'Genius Scan 7.14 (iOS)' },
      css: `${PRINTED} .sheet { padding: 64px 84px; font-family: 'Liberation Serif', serif; font-size: 11pt; }
        h1 { text-align: center; font-size: 20pt; font-weight: normal; letter-spacing: 0.5em; margin-bottom: 6px; }
        .role { text-align: center; letter-spacing: 0.2em; font-size: 9.5pt; } .contact { text-align: center; margin: 10px 0 18px; font-size: 10pt; }
        h2 { text-align: center; border: 0; letter-spacing: 0.15em; font-weight: normal; font-size: 11pt; }`,
      sheets: [
        `<h1>ANNE-SOPHIE GIRARD</h1>
         <div class="role">DESIGNER UX / UI</div>
         <div class="contact">Lyon · 06 55 50 41 87 · annesophie.girard@example.fr · linkedin.com/in/as-girard</div>
         <h2>PROFIL</h2>
         <p>Designer UX/UI depuis sept ans, spécialisée dans les services publics numériques et les applications de
         mobilité. Recherche utilisateur, prototypage, systèmes de design et accessibilité (RGAA).</p>
         <h2>EXPÉRIENCES</h2>
         <h3>Lead UX Designer <span class="when">2021 – aujourd'hui</span></h3>
         <p><i>Mobilités Rhône-Alpes, Lyon</i></p>
         <ul><li>Refonte de l'application de covoiturage régionale : 180 000 utilisateurs, note passée de 3,1 à 4,5.</li>
         <li>Mise en place du système de design et de l'audit RGAA sur douze parcours.</li></ul>
         <h3>UX Designer <span class="when">2018 – 2021</span></h3>
         <p><i>Agence Clairière, Villeurbanne</i></p>
         <ul><li>Ateliers de co-conception et tests utilisateurs pour des collectivités et des mutuelles.</li></ul>
         <h2>FORMATION</h2>
         <p>Master Design d'interaction, Strate École de Design, Lyon — 2017</p>
         <h2>OUTILS</h2>
         <p>Figma, Maze, Dovetail, Miro, HTML/CSS</p>`,
      ],
      look: {
        dpi: 170,
        quality: 55,
        tilt: 0.8,
        filter: 'grayscale(1) contrast(1.25) brightness(1.05) blur(0.4px)',
        specks: 15,
        seed: 91,
      },
      order: 'blocks',
      misread: {
        'ANNE-SOPHIE': 'A N N E - S O P H I E',
        GIRARD: 'G I R A R D',
        'annesophie.girard@example.fr': 'annesophie.girard @ example.fr',
      },
    },
  ),
  // A Kyiv data engineer's English CV with her education in Ukrainian, scanned with NAPS2 and read by Tesseract in
  // Ukrainian and English together: in the text layer the Latin o, a, e, x, M of her name and e-mail came out as the
  // Cyrillic letters that look the same, and the 3s of her phone as the Cyrillic З.
  scanFixture(
    'scan-naps2-cyrillic-lookalikes-melnyk.pdf',
    {
      first: 'Oksana',
      last: 'Melnyk',
      email: 'oksana.melnyk@example.com.ua',
      phone: '+380 67 555 0193',
      linkedin: 'https://www.linkedin.com/in/oksana-melnyk-data',
    },
    {
      info: { Producer: 'NAPS2', Creator: 'NAPS2 7.4.3 (Tesseract ukr+eng)' },
      css: `${PRINTED} .sheet { padding: 60px 72px; } h1 { font-size: 25pt; letter-spacing: 0.03em; } .role { font-size: 12pt; margin-bottom: 6px; }
        .contact { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 20px; font-size: 10pt; margin-bottom: 12px; }`,
      sheets: [
        `<h1>OKSANA MELNYK</h1><div class="role">Data Engineer</div>
         <div class="contact"><span>Phone: +380 67 555 0193</span><span>Email: oksana.melnyk@example.com.ua</span>
           <span>Kyiv, Ukraine (open to remote)</span><span>linkedin.com/in/oksana-melnyk-data</span></div>
         <h2>Summary</h2>
         <p>Data engineer with six years of batch and streaming pipelines for retail and telecom. Spark, Kafka,
         Airflow and dbt on AWS and GCP; I like data contracts and dislike 3 a.m. backfills.</p>
         <h2>Experience</h2>
         <h3>Senior Data Engineer <span class="when">2022 – present</span></h3>
         <p><i>Kvitka Retail Group, Kyiv (remote since 2022)</i></p>
         <ul><li>Kafka and Spark Structured Streaming pipelines for 2,400 stores' point-of-sale events.</li>
         <li>Moved 300 Airflow DAGs to dbt models with tests; nightly run time down from 5 h to 80 min.</li></ul>
         <h3>Data Engineer <span class="when">2019 – 2022</span></h3>
         <p><i>Lvivtel, Lviv</i></p>
         <ul><li>Billing data warehouse on BigQuery; CDC from Oracle with Debezium.</li></ul>
         <h2>Освіта</h2>
         <p>Магістр, прикладна математика — Київський національний університет імені Тараса Шевченка, 2019</p>
         <h2>Skills</h2>
         <p>Python, Scala, SQL, Spark, Kafka, Airflow, dbt, BigQuery, Redshift, Terraform</p>
         <h2>Languages</h2>
         <p>Ukrainian (native), English (C1), Polish (B2)</p>`,
      ],
      look: { dpi: 180, quality: 55, tilt: -0.45, filter: COPIER, specks: 20, seed: 101 },
      order: 'blocks',
      misread: {
        OKSANA: 'ОKSАNА',
        MELNYK: 'МЕLNYK',
        'oksana.melnyk@example.com.ua': 'оksana.melnyk@ехаmple.com.ua',
        '+380': '+З80',
        '0193': '019З',
      },
    },
  ),
  // A Manila welder's application information sheet for a manpower agency, filled in by hand in block capitals, one
  // letter to a box, under the agency's letterhead (its licence number, phone and e-mail); the OCR read the boxes as
  // letters apart or fenced by bars. His middle name is his mother's surname.
  scanFixture(
    'scan-kodak-boxed-form-manalo.pdf',
    {
      first: 'Jericho',
      last: 'Manalo',
      email: 'jericho.manalo@example.com',
      phone: '0917 555 0264',
      linkedin: null,
    },
    {
      info: { Producer: 'KODAK Capture Pro Software', Creator: 'KODAK Capture Pro 6.2 (Searchable PDF)' },
      css: `.sheet { padding: 44px 52px; font-size: 9pt; color: #111; } .lh { text-align: center; border-bottom: 2px solid #000; padding-bottom: 6px; }
        .lh b { font-size: 15pt; letter-spacing: 0.04em; } .lh div { font-size: 8pt; } .title { text-align: center; font-size: 13pt; font-weight: bold; margin: 10px 0; }
        .row { display: flex; align-items: center; gap: 8px; margin: 7px 0; } .lab { width: 118px; font-weight: bold; font-size: 8.5pt; }
        .boxes { display: flex; } .boxes span { width: 21px; height: 25px; border: 1px solid #222; margin-right: -1px; text-align: center;
          font: 15px/24px 'DejaVu Sans Mono', monospace; color: #18306e; }
        .small { font-size: 7.5pt; color: #333; margin-left: 126px; margin-top: -5px; } .sec { background: #222; color: #fff; padding: 2px 6px; margin-top: 12px; font-weight: bold; }
        .hand { font: italic 12pt 'DejaVu Serif', serif; color: #18306e; } table { width: 100%; border-collapse: collapse; margin-top: 4px; }
        td, th { border: 1px solid #222; padding: 4px; font-size: 8.5pt; vertical-align: top; } th { background: #ddd; }
        .photo { position: absolute; right: 52px; top: 118px; width: 96px; height: 96px; border: 1px solid #222; font-size: 7pt; text-align: center; padding-top: 36px; }`,
      sheets: [
        `<div class="lh"><b>PINNACLE MANPOWER SERVICES, INC.</b>
           <div>DMW License No. DMW-118-LB-052724-R · 2/F Marbella Bldg., Roxas Blvd., Malate, Manila</div>
           <div>Tel. (02) 8555 0190 · Mobile 0918 555 0301 · recruitment@pinnacle-manpower.example.ph</div></div>
         <div class="title">APPLICANT INFORMATION SHEET</div>
         <div class="photo">2x2 ID PHOTO</div>
         <div class="row"><span class="lab">POSITION APPLIED</span><span class="hand">Pipe Welder (6G) — Saudi Arabia</span></div>
         <div class="sec">I. PERSONAL INFORMATION</div>
         ${(
           [
             ['SURNAME', 'MANALO', ''],
             ['FIRST NAME', 'JERICHO', '|J|E|R|I|C|H|O|'],
             ['MIDDLE NAME', 'SANTOS', ''],
           ] as [string, string, string][]
         )
           .map(
             ([label, value, read]) =>
               `<div class="row"><span class="lab">${label}</span><span class="boxes"${read ? ` data-ocr="${read}"` : ''}>${[
                 ...value.padEnd(14),
               ]
                 .map((c) => `<span>${c === ' ' ? '' : c}</span>`)
                 .join('')}</span></div>`,
           )
           .join('')}
         <div class="row"><span class="lab">DATE OF BIRTH</span><span class="hand">12 / 05 / 1991</span>
           <span class="lab" style="margin-left:30px">CIVIL STATUS</span><span class="hand">Married</span></div>
         <div class="row"><span class="lab">ADDRESS</span><span class="hand">Blk 9 Lot 14, Mabuhay Homes, Brgy. San Isidro, Cainta, Rizal</span></div>
         <div class="row"><span class="lab">MOBILE NO.</span><span class="boxes">${[...'09175550264']
           .map((c) => `<span>${c}</span>`)
           .join('')}</span></div>
         <div class="row"><span class="lab">E-MAIL ADDRESS</span><span class="boxes" data-ocr="J E R I C H O . M A N A L O @ E X A M P L E . C O M">${[
           ...'JERICHO.MANALO@EXAMPLE.COM',
         ]
           .map((c) => `<span>${c}</span>`)
           .join('')}</span></div>
         <div class="small">(PLEASE WRITE IN CAPITAL LETTERS, ONE LETTER PER BOX)</div>
         <div class="row"><span class="lab">PASSPORT NO.</span><span class="hand">P5551234B</span>
           <span class="lab" style="margin-left:30px">EXPIRY</span><span class="hand">03 / 2031</span></div>
         <div class="sec">II. IN CASE OF EMERGENCY</div>
         <div class="row"><span class="lab">NAME</span><span class="hand">Liza S. Manalo (wife)</span>
           <span class="lab" style="margin-left:30px">CONTACT NO.</span><span class="hand">0928 555 0417</span></div>
         <div class="sec">III. WORK EXPERIENCE (LATEST FIRST)</div>
         <table><tr><th>Inclusive dates</th><th>Company / country</th><th>Position</th></tr>
           <tr><td class="hand">2019 – 2024</td><td class="hand">Al Jubail Fabricators Co., KSA</td><td class="hand">Pipe Welder 6G (SMAW/GTAW)</td></tr>
           <tr><td class="hand">2015 – 2019</td><td class="hand">Keppel Subic Shipyard, Subic</td><td class="hand">Structural Welder</td></tr>
           <tr><td class="hand">2012 – 2015</td><td class="hand">JGC Philippines (project), Batangas</td><td class="hand">Welder Helper</td></tr></table>
         <div class="sec">IV. TRAININGS / CERTIFICATES</div>
         <p class="hand">NC II SMAW (TESDA, 2012) · NC II GTAW (TESDA, 2014) · 6G qualification, ASME IX (2019)</p>
         <p style="margin-top:28px">I certify that the information above is true and correct.</p>
         <p style="margin-top:18px"><span class="hand">Jericho S. Manalo</span> &nbsp;&nbsp;&nbsp; Applicant's signature over printed name &nbsp;&nbsp;&nbsp; Date: <span class="hand">07/03/2025</span></p>`,
      ],
      look: {
        dpi: 170,
        quality: 55,
        tilt: 0.9,
        filter: 'grayscale(0.6) contrast(1.15) brightness(1.03) blur(0.35px)',
        specks: 25,
        seed: 111,
      },
      order: 'rows',
    },
  ),
];

// ---------- PDFs converted online, drawn with pdfkit ----------

const TTF = {
  sans: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  sansBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  sansItalic: '/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf',
  serif: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  serifBold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
};

/** A PDF that `draw` lays out with pdfkit on A4, with the TrueType faces registered under their TTF keys. */
const drawn = (info: PdfInfo, draw: (doc: Doc) => void) => () => drawPdf(info, STAMP, draw, { fonts: TTF });

/** A paragraph wrapped into `width`; gives the top of what follows it. */
function block(doc: Doc, text: string, x: number, y: number, width: number, gap = 4) {
  doc.text(text, x, y, { width, lineGap: 1.5 });
  return doc.y + gap;
}

/** A heading with a rule under it; gives the top of the section's body. */
function section(doc: Doc, title: string, x: number, y: number, width: number, colour = '#1f3864') {
  doc.font('sansBold').fontSize(11).fillColor(colour).text(title, x, y, { lineBreak: false });
  doc
    .save()
    .moveTo(x, y + 14)
    .lineTo(x + width, y + 14)
    .lineWidth(0.7)
    .strokeColor(colour)
    .stroke()
    .restore();
  doc.fillColor('#222222').font('sans').fontSize(10);
  return y + 20;
}

/** Bulleted items under `x`; gives the top of the next line. */
function bullets(doc: Doc, items: string[], x: number, y: number, width: number) {
  for (const item of items) {
    doc.text('•', x, y, { lineBreak: false });
    y = block(doc, item, x + 11, y, width - 11, 2);
  }
  return y + 2;
}

const converted: BytesFixture[] = [
  {
    // A Toronto structural engineer's two-page Word CV run through a free online converter built on a trial of
    // Aspose.Words: the trial's red notice across the top of each page and its licence link at the foot, the Word
    // page header (her name with 'P.Eng.', her contacts at the right) repeated on both pages.
    file: 'converter-aspose-evaluation-tehrani.pdf',
    truth: {
      first: 'Parisa',
      last: 'Tehrani',
      email: 'parisa.tehrani@example.ca',
      phone: '(647) 555-0183',
      linkedin: 'https://www.linkedin.com/in/parisa-tehrani-peng',
    },
    bytes: drawn(
      { Producer: 'Aspose.Words for .NET 24.3.0', Creator: 'Aspose.Words', Title: 'Parisa Tehrani CV' },
      (doc) => {
        const left = 62;
        const width = W - 124;
        const trial = () => {
          doc.font('sans').fontSize(9).fillColor('#ff0000');
          const top = 'Evaluation Only. Created with Aspose.Words. Copyright 2003-2024 Aspose Pty Ltd.';
          doc.text(top, (W - doc.widthOfString(top)) / 2, 14, { lineBreak: false });
        };
        const trialFoot = () => {
          doc.font('sans').fontSize(8).fillColor('#ff0000');
          doc.text(
            'Created with an evaluation copy of Aspose.Words. To remove all limitations, you can use Free Temporary License https://products.aspose.com/words/temporary-license/',
            left,
            H - 34,
            { width, align: 'center' },
          );
        };
        const header = () => {
          doc
            .font('sansBold')
            .fontSize(18)
            .fillColor('#1f3864')
            .text('PARISA TEHRANI, P.Eng.', left, 40, { lineBreak: false });
          doc
            .font('sans')
            .fontSize(10.5)
            .fillColor('#404040')
            .text('Structural Engineer', left, 63, { lineBreak: false });
          doc.fontSize(9).fillColor('#222222');
          for (const [i, line] of [
            'Toronto, ON  ·  (647) 555-0183',
            'parisa.tehrani@example.ca',
            'linkedin.com/in/parisa-tehrani-peng',
          ].entries())
            doc.text(line, W - left - doc.widthOfString(line), 40 + i * 12, { lineBreak: false });
          doc
            .save()
            .moveTo(left, 84)
            .lineTo(W - left, 84)
            .lineWidth(1.2)
            .strokeColor('#1f3864')
            .stroke()
            .restore();
        };

        trial();
        header();
        let y = section(doc, 'PROFESSIONAL SUMMARY', left, 100, width);
        y = block(
          doc,
          'Licensed structural engineer (PEO) with nine years of design for mid- and high-rise residential, institutional and transit projects in the Greater Toronto Area. Concrete and steel design to CSA A23.3 and S16, post-tensioned slabs, seismic and wind analysis, and BIM coordination with architects and trades.',
          left,
          y,
          width,
          8,
        );
        y = section(doc, 'EXPERIENCE', left, y, width);
        for (const [role, where, items] of [
          [
            'Senior Structural Engineer',
            'Lakeshore Structural Consultants Inc., Toronto · 2020 – present',
            [
              'Engineer of record for four residential towers (32–48 storeys) with post-tensioned transfer slabs.',
              'Led the structural design of the Eglinton West station entrances (steel and precast) for the transit owner.',
              'Mentor three EITs; set up the office’s ETABS and SAFE modelling standards.',
            ],
          ],
          [
            'Structural Engineer (EIT, then P.Eng.)',
            'Halton Bridge & Building Engineers, Oakville · 2016 – 2020',
            [
              'Design of schools and long-term-care homes in steel and masonry; site reviews and shop-drawing checks.',
              'Condition assessments and repair designs for 30 parking structures.',
            ],
          ],
        ] as [string, string, string[]][]) {
          doc.font('sansBold').fontSize(10.5).text(role, left, y, { lineBreak: false });
          doc
            .font('sansItalic')
            .fontSize(9.5)
            .text(where, left, y + 14, { lineBreak: false });
          doc.font('sans').fontSize(10);
          y = bullets(doc, items, left + 6, y + 30, width - 6) + 6;
        }
        trialFoot();

        doc.addPage({ size: 'A4', margin: 0 });
        trial();
        header();
        y = section(doc, 'SELECTED PROJECTS', left, 100, width);
        y = bullets(
          doc,
          [
            'Harbourfront Residences, Toronto — 48-storey PT concrete tower, 6-level podium (2023).',
            'Eglinton West LRT — station entrance structures (2022).',
            'Milton Long-Term Care Home — 256 beds, steel frame with hollow-core (2019).',
          ],
          left + 6,
          y,
          width - 6,
        );
        y = section(doc, 'EDUCATION', left, y + 6, width);
        y = block(doc, 'M.A.Sc. Civil Engineering (Structures), University of Toronto — 2016', left, y, width, 2);
        y = block(doc, 'B.Sc. Civil Engineering, Sharif University of Technology, Tehran — 2013', left, y, width, 8);
        y = section(doc, 'LICENCES & MEMBERSHIPS', left, y, width);
        y = block(
          doc,
          'Professional Engineers Ontario (P.Eng.), licence no. 100555183 · CSCE member',
          left,
          y,
          width,
          8,
        );
        y = section(doc, 'SOFTWARE', left, y, width);
        block(doc, 'ETABS, SAFE, SAP2000, RAM Concept, Revit, Tekla Structural Designer, AutoCAD', left, y, width, 8);
        trialFoot();
      },
    ),
  },
  {
    // A Lahore supply-chain analyst's CV from an online converter that runs a trial of Spire.Doc: the trial's red
    // warning is drawn first at the top left; the Word document's main text (name, summary, experience) comes next,
    // and the left sidebar, a floating text box with his contacts, is drawn last.
    file: 'converter-spire-warning-sidebar-last-chaudhry.pdf',
    truth: {
      first: 'Bilal',
      last: 'Chaudhry',
      email: 'bilal.chaudhry@example.pk',
      phone: '+92 300 555 0147',
      linkedin: 'https://www.linkedin.com/in/bilal-chaudhry-scm',
    },
    bytes: drawn({ Producer: 'Spire.Doc for .NET', Creator: 'Spire.Doc', Title: 'CV' }, (doc) => {
      const side = 188;
      doc.font('sans').fontSize(10).fillColor('#ff0000');
      doc.text('Evaluation Warning: The document was created with Spire.Doc for .NET.', 36, 18, { lineBreak: false });
      const x = side + 26;
      const width = W - x - 36;
      doc.font('sansBold').fontSize(24).fillColor('#0b3954').text('BILAL CHAUDHRY', x, 54, { lineBreak: false });
      doc.font('sans').fontSize(12).fillColor('#444444').text('Supply Chain Analyst', x, 84, { lineBreak: false });
      let y = section(doc, 'PROFILE', x, 112, width, '#0b3954');
      y = block(
        doc,
        'Supply chain analyst with five years in FMCG and textiles: demand planning, inventory optimisation and supplier performance. I turn ERP data into decisions that planners actually use.',
        x,
        y,
        width,
        8,
      );
      y = section(doc, 'EXPERIENCE', x, y, width, '#0b3954');
      for (const [role, where, items] of [
        [
          'Supply Chain Analyst',
          'Ravi Foods (Pvt.) Ltd, Lahore · 2022 – present',
          [
            'Statistical demand forecasts for 340 SKUs; forecast accuracy up from 61% to 78%.',
            'Safety-stock model for 14 distributors that freed PKR 210 million of working capital.',
          ],
        ],
        [
          'Planning Officer',
          'Indus Weaving Mills, Faisalabad · 2019 – 2022',
          ['Material requirements planning for yarn and dyes in SAP MM.', 'Weekly supplier scorecards for 60 vendors.'],
        ],
      ] as [string, string, string[]][]) {
        doc.font('sansBold').fontSize(10.5).text(role, x, y, { lineBreak: false });
        doc
          .font('sansItalic')
          .fontSize(9.5)
          .text(where, x, y + 14, { lineBreak: false });
        doc.font('sans').fontSize(10);
        y = bullets(doc, items, x + 4, y + 30, width - 4) + 6;
      }
      y = section(doc, 'EDUCATION', x, y, width, '#0b3954');
      y = block(doc, 'MBA (Supply Chain Management), Lahore University of Management Sciences — 2019', x, y, width, 2);
      block(doc, 'BS Industrial Engineering, UET Lahore — 2017', x, y, width, 2);

      // The text box, drawn last.
      doc.rect(0, 0, side, H).fill('#0b3954');
      doc.image(silhouettePng([200, 210, 220], [11, 57, 84], 120, 150), 44, 60, { width: 100 });
      doc.fillColor('#ffffff');
      let sy = 200;
      const sideHead = (text: string) => {
        doc.font('sansBold').fontSize(10.5).text(text, 22, sy, { lineBreak: false });
        sy += 18;
        doc.font('sans').fontSize(9);
      };
      const sideLine = (text: string) => {
        doc.text(text, 22, sy, { width: side - 36 });
        sy = doc.y + 3;
      };
      sideHead('CONTACT');
      for (const line of [
        '+92 300 555 0147',
        'bilal.chaudhry@example.pk',
        'linkedin.com/in/bilal-chaudhry-scm',
        'Johar Town, Lahore',
      ])
        sideLine(line);
      sy += 10;
      sideHead('SKILLS');
      for (const line of [
        'SAP MM / APO',
        'Power BI, SQL',
        'Python (pandas, statsmodels)',
        'Inventory optimisation',
        'S&OP',
      ])
        sideLine(line);
      sy += 10;
      sideHead('LANGUAGES');
      for (const line of ['Urdu, Punjabi (native)', 'English (fluent)']) sideLine(line);
    }),
  },
];

// ---------- mail and web pages printed to PDF ----------

/**
 * A page printed from a browser with its margins' header and footer on (the date, the page's title, its address and
 * the page number), as Chrome and Firefox print them.
 */
const browserPrint =
  (page: string, header: string, footer: string, margin = { top: '12mm', bottom: '12mm', left: '9mm', right: '9mm' }) =>
  async () => {
    const tab = await (await browser()).newPage();
    await tab.setContent(page);
    await tab.evaluate('document.fonts.ready');
    const pdf = await tab.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: header,
      footerTemplate: footer,
      margin,
    });
    await tab.close();
    return pdf;
  };

/** A margin line of a browser print: its pieces spread across the page in 8 px type. */
const marginLine = (pieces: string[]) =>
  `<div style="width:100%;margin:0 9mm;font:8px 'Liberation Sans',sans-serif;color:#000;display:flex;justify-content:space-between;-webkit-print-color-adjust:exact">${pieces
    .map((piece) => `<span>${piece}</span>`)
    .join('')}</div>`;
const PAGE_OF = '<span class="pageNumber"></span>/<span class="totalPages"></span>';

const prints: BytesFixture[] = [
  {
    // A São Paulo data analyst's Gmail thread printed by the recruiter from Chrome: the recruiter's account at the top
    // right, her first message (with her own signature, phone and e-mail) before the candidate's reply, in which the
    // candidate pasted her résumé and signed with her phone and LinkedIn; Chrome's date and title in the top margin, the
    // print view's long address and the page number in the bottom one.
    file: 'print-gmail-thread-chrome-souza.pdf',
    truth: {
      first: 'Larissa',
      last: 'Souza',
      email: 'larissa.souza@example.com.br',
      phone: '(11) 95555-0142',
      linkedin: 'https://www.linkedin.com/in/larissasouza-dados',
    },
    bytes: browserPrint(
      htmlPage(
        `body { font-family: Arial, 'Liberation Sans', sans-serif; font-size: 10pt; color: #222; }
         .top { display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #ccc; padding-bottom: 6px; }
         .logo { font-size: 20px; color: #777; font-weight: bold; } .logo b { color: #ea4335; } .acct { font-size: 9pt; font-weight: bold; }
         .subject { font-size: 14pt; font-weight: bold; margin: 10px 0 2px; } .count { font-size: 9pt; color: #555; border-bottom: 1px solid #ccc; padding-bottom: 8px; }
         .msg { border-bottom: 1px solid #ccc; padding: 8px 0; } .head { display: flex; justify-content: space-between; font-size: 9pt; }
         .to { font-size: 9pt; color: #555; margin-bottom: 8px; } .body p { margin: 0 0 8px; } .sig { color: #555; }
         .quoted { color: #777; font-size: 9pt; } .cv { border-left: 2px solid #ddd; padding-left: 10px; margin: 8px 0; }
         .cv h3 { font-size: 10.5pt; margin: 8px 0 2px; } .att { font-size: 9pt; color: #555; margin-top: 6px; }`,
        `<div class="top"><div class="logo"><b>M</b> Gmail</div><div class="acct">Juliana Prado &lt;juliana.prado@talentos.example.com.br&gt;</div></div>
         <div class="subject">Vaga Analista de Dados Pleno – processo seletivo</div>
         <div class="count">2 mensagens</div>
         <div class="msg">
           <div class="head"><span><b>Juliana Prado</b> &lt;juliana.prado@talentos.example.com.br&gt;</span><span>10 de março de 2025 16:12</span></div>
           <div class="to">Para: larissa.souza@example.com.br</div>
           <div class="body"><p>Olá, Larissa, tudo bem?</p>
             <p>Vi seu perfil no LinkedIn e gostaria de conversar sobre uma vaga de Analista de Dados Pleno para um cliente do setor
             de varejo, modelo híbrido em Pinheiros. Você poderia me enviar seu currículo atualizado e sua pretensão salarial?</p>
             <p>Abraço,</p>
             <p class="sig">Juliana Prado<br>Tech Recruiter | Talentos Consultoria<br>(11) 3555-0199 | (11) 98555-0173<br>
               juliana.prado@talentos.example.com.br</p></div>
         </div>
         <div class="msg">
           <div class="head"><span><b>Larissa Souza</b> &lt;larissa.souza@example.com.br&gt;</span><span>11 de março de 2025 09:03</span></div>
           <div class="to">Para: Juliana Prado &lt;juliana.prado@talentos.example.com.br&gt;</div>
           <div class="body"><p>Bom dia, Juliana!</p>
             <p>Obrigada pelo contato, tenho interesse sim. Segue meu currículo abaixo (e em anexo, em PDF). Minha pretensão é de
             R$ 11.000 CLT.</p>
             <div class="cv">
               <b>LARISSA SOUZA</b><br>Analista de Dados · São Paulo, SP<br>
               <h3>Experiência</h3>
               <p><b>Analista de Dados Pleno</b> — Mercadão Digital S.A. (2022 – atual)<br>Modelos de churn e LTV em Python; dashboards de
               vendas em Power BI para 14 categorias; pipelines em dbt sobre BigQuery.</p>
               <p><b>Analista de BI Júnior</b> — Farmácias Bem Estar (2020 – 2022)<br>Relatórios de estoque e ruptura; migração de
               planilhas para SQL Server.</p>
               <h3>Formação</h3>
               <p>Bacharelado em Estatística — Universidade de São Paulo (IME-USP), 2019</p>
               <h3>Competências</h3>
               <p>SQL, Python, dbt, BigQuery, Power BI, estatística aplicada, inglês avançado</p>
             </div>
             <p>Fico à disposição.</p>
             <p class="sig">Larissa Souza<br>Analista de Dados<br>(11) 95555-0142<br>linkedin.com/in/larissasouza-dados</p>
             <p class="quoted">[Texto das mensagens anteriores oculto]</p>
             <div class="att">Anexo: Larissa_Souza_CV_2025.pdf (184 KB)</div></div>
         </div>`,
        'pt-BR',
      ),
      marginLine(['11/03/2025, 10:20', 'Gmail - Vaga Analista de Dados Pleno – processo seletivo', '']),
      marginLine([
        'https://mail.google.com/mail/u/0/?ik=4c1f9e27ab&amp;view=pt&amp;search=all&amp;permthid=thread-f:1826402937155063714&amp;simpl=msg-f:1826402937155063714',
        PAGE_OF,
      ]),
    ),
  },
  {
    // An Istanbul backend developer's LinkedIn profile printed from Chrome by a recruiter with the 'Contact info' window
    // open over it: the window gives his profile address, phone and e-mail; the page around it has the recruiter's own
    // navigation bar, 'People also viewed' with four other people and their headlines, and her messaging panel. The
    // footer's address is the profile's with /overlay/contact-info/ after it.
    file: 'print-linkedin-profile-contact-overlay-karaca.pdf',
    truth: {
      first: 'Mehmet',
      last: 'Karaca',
      email: 'mehmet.karaca@example.com.tr',
      phone: '0532 555 01 47',
      linkedin: 'https://www.linkedin.com/in/mehmet-karaca-8b41a2',
    },
    bytes: browserPrint(
      htmlPage(
        `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #191919; background: #f4f2ee; }
         nav { background: #fff; display: flex; gap: 18px; align-items: center; padding: 6px 14px; font-size: 8pt; color: #666; border-bottom: 1px solid #ddd; }
         nav .in { background: #0a66c2; color: #fff; font-weight: bold; padding: 2px 5px; border-radius: 3px; font-size: 12pt; }
         nav .search { background: #edf3f8; padding: 5px 30px 5px 8px; border-radius: 3px; } .wrap { display: grid; grid-template-columns: 1fr 170px; gap: 12px; padding: 12px; }
         .card { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 12px 14px; margin-bottom: 10px; }
         .cover { height: 70px; background: linear-gradient(90deg, #7aa7d6, #b9d3ea); margin: -12px -14px 0; border-radius: 8px 8px 0 0; }
         .photo { width: 84px; height: 84px; border-radius: 50%; border: 3px solid #fff; margin-top: -44px; }
         h1 { font-size: 17pt; margin-top: 4px; } .headline { font-size: 10.5pt; } .muted { color: #666; font-size: 9pt; } .link { color: #0a66c2; font-weight: bold; }
         h2 { text-transform: none; letter-spacing: 0; font-size: 12pt; margin: 0 0 6px; } .job { margin: 6px 0; } .job b { display: block; }
         .pav { font-size: 8.5pt; } .pav div { border-bottom: 1px solid #eee; padding: 6px 0; } .pav b { display: block; font-size: 9pt; }
         .chat { position: absolute; right: 12px; top: 940px; width: 230px; background: #fff; border: 1px solid #ccc; border-radius: 8px 8px 0 0; font-size: 8.5pt; padding: 6px 8px; }
         .dim { position: absolute; left: 0; top: 0; width: 100%; height: 1060px; background: rgba(0,0,0,0.55); }
         .modal { position: absolute; left: 150px; top: 90px; width: 440px; background: #fff; border-radius: 8px; padding: 14px 18px; font-size: 10pt; }
         .modal h3 { font-size: 13pt; margin: 0 0 12px; font-weight: normal; } .modal .row { margin-bottom: 10px; } .modal .row b { display: block; font-size: 10.5pt; }`,
        `<nav><span class="in">in</span><span class="search">Search</span><span>Home</span><span>My Network</span><span>Jobs</span><span>Messaging</span><span>Notifications</span><span>Me ▾</span><span>For Business ▾</span><span>Recruiter</span></nav>
         <div class="wrap">
           <main>
             <div class="card"><div class="cover"></div><img class="photo" src="${pngUri(silhouettePng([90, 100, 115], [220, 226, 232]))}">
               <h1>Mehmet Karaca</h1>
               <div class="headline">Senior Backend Developer · Go, Kotlin, PostgreSQL · Payments</div>
               <div class="muted">İstanbul, Türkiye · <span class="link">Contact info</span></div>
               <div class="muted">500+ connections · 14 mutual connections: Elif Şahin, Burak Öztürk and 12 others</div></div>
             <div class="card"><h2>About</h2><p>Backend developer with eight years in payments and e-commerce. I design and run
               high-throughput services in Go and Kotlin, and I care about idempotency, observability and boring deploys.</p></div>
             <div class="card"><h2>Experience</h2>
               <div class="job"><b>Senior Backend Developer</b>Papelink Ödeme Hizmetleri · Full-time<div class="muted">Jan 2021 – Present · 4 yrs 3 mos · İstanbul</div>
                 Card-present and wallet payments platform: 2,500 TPS at peak, Go services on Kubernetes.</div>
               <div class="job"><b>Software Engineer</b>Trendsepet · Full-time<div class="muted">Jun 2017 – Dec 2020 · 3 yrs 7 mos</div>
                 Order and stock services in Kotlin and Spring Boot; moved the checkout to an event-driven design.</div></div>
             <div class="card"><h2>Education</h2><div class="job"><b>Boğaziçi University</b>BSc, Computer Engineering<div class="muted">2012 – 2017</div></div></div>
             <div class="card"><h2>Skills</h2><p>Go · Kotlin · PostgreSQL · Kafka · Kubernetes · gRPC · Redis</p></div>
           </main>
           <aside><div class="card pav"><h2>People also viewed</h2>
             <div><b>Zeynep Aydoğan</b>Staff Engineer at Papelink</div>
             <div><b>Emre Koç</b>Backend Developer · Go · Rust</div>
             <div><b>Selin Yavuz</b>Engineering Manager, Payments</div>
             <div><b>Can Demirtaş</b>Senior Software Engineer at Getir</div></div>
             <div class="card pav"><h2>More profiles for you</h2><div><b>Hakan Arslan</b>Kotlin Developer</div></div></aside>
         </div>
         <div class="chat"><b>Messaging</b><br>Elif Şahin: Thanks, I'll send the JD tomorrow.<br>Burak Öztürk: Are you free on Friday?</div>
         <div class="dim"></div>
         <div class="modal"><h3>Mehmet Karaca</h3><div class="muted" style="margin:-8px 0 12px">Contact info</div>
           <div class="row"><b>Mehmet's Profile</b><span class="link">linkedin.com/in/mehmet-karaca-8b41a2</span></div>
           <div class="row"><b>Phone</b>0532 555 01 47 (Mobile)</div>
           <div class="row"><b>Email</b><span class="link">mehmet.karaca@example.com.tr</span></div>
           <div class="row"><b>Connected</b>February 3, 2024</div></div>`,
      ),
      marginLine(['3/12/25, 11:41 AM', '(3) Mehmet Karaca | LinkedIn', '']),
      marginLine(['https://www.linkedin.com/in/mehmet-karaca-8b41a2/overlay/contact-info/', PAGE_OF]),
    ),
  },
  {
    // An Accra software engineer's CV page on his own website printed from Firefox: the title at the top left and the
    // page's address at the top right, 'Page 1 of 2' and the date and time at the foot; the site's navigation bar above
    // the CV and its footer (the theme's author and her handle) after it.
    file: 'print-firefox-personal-site-appiah.pdf',
    truth: {
      first: 'Kojo',
      last: 'Appiah',
      email: 'kojo@kojoappiah.example.dev',
      phone: '+233 24 555 0178',
      linkedin: 'https://www.linkedin.com/in/kojo-appiah',
    },
    bytes: browserPrint(
      htmlPage(
        `body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #1b1b1b; }
         .site { display: flex; justify-content: space-between; border-bottom: 1px solid #ddd; padding-bottom: 8px; margin-bottom: 18px; font-size: 9pt; }
         .site b { font-size: 11pt; } .site nav span { margin-left: 14px; color: #555; }
         h1 { font-size: 22pt; } .tag { color: #555; margin: 2px 0 10px; } ul.contact { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 18px; }
         h2 { color: #6b3fa0; font-size: 11pt; } .row { display: flex; justify-content: space-between; font-weight: bold; margin-top: 8px; }
         footer { margin-top: 24px; border-top: 1px solid #ddd; padding-top: 8px; color: #777; font-size: 8pt; }`,
        `<div class="site"><b>kojoappiah.dev</b><nav><span>Home</span><span>Writing</span><span>Projects</span><span>CV</span><span>Contact</span></nav></div>
         <h1>Kojo Appiah</h1><div class="tag">Software engineer — mobile money, offline-first apps, and Ghanaian languages on phones.</div>
         <ul class="contact"><li>✉ kojo@kojoappiah.example.dev</li><li>☎ +233 24 555 0178</li><li>linkedin.com/in/kojo-appiah</li><li>github.com/kojoappiah</li><li>Accra, Ghana</li></ul>
         <h2>Experience</h2>
         <div class="row"><span>Senior Software Engineer — Kente Pay, Accra</span><span>2021 – now</span></div>
         <ul><li>Lead for the Android agent app used by 18,000 mobile-money agents; offline queueing with sync conflicts resolved server-side.</li>
         <li>Cut failed cash-out transactions by 42% with idempotent retries and better USSD fallbacks.</li></ul>
         <div class="row"><span>Software Engineer — Farmerline, Kumasi</span><span>2018 – 2021</span></div>
         <ul><li>Voice and SMS advisory service for 200,000 farmers in Twi, Ewe, Dagbani and Hausa.</li></ul>
         <div class="row"><span>Teaching Assistant — KNUST, Department of Computer Science</span><span>2016 – 2018</span></div>
         <h2>Education</h2>
         <p>BSc Computer Science, Kwame Nkrumah University of Science and Technology (KNUST), 2016</p>
         <h2>Talks</h2>
         <ul><li>"Designing for the agent, not the app store" — DevFest Accra 2023</li>
         <li>"Twi on a feature phone" — Deep Learning IndabaX Ghana 2022</li></ul>
         <h2>Skills</h2>
         <p>Kotlin, Jetpack Compose, TypeScript, Node.js, PostgreSQL, SQLite, USSD gateways, Firebase</p>
         <h2>Writing</h2>
         <ul><li>Idempotency keys for people who hate them (2024)</li><li>What I learned shipping an app that works offline for a week (2023)</li>
         <li>Mobile money reconciliation, explained with koko and bread (2022)</li></ul>
         <h2>Community</h2>
         <p>Organiser, Accra Kotlin User Group (2019 – now); mentor, Developers in Vogue.</p>
         <footer>© 2025 Kojo Appiah · Built with Astro · Theme “Sankofa” by Efua Ansaa Boakye (@efuaansaa) · RSS</footer>`,
        'en-GH',
        BASE_CSS,
        'Kojo Appiah · CV',
      ),
      marginLine(['Kojo Appiah · CV', 'https://kojoappiah.example.dev/cv/']),
      marginLine(['Page <span class="pageNumber"></span> of <span class="totalPages"></span>', '12/03/2025, 10:02']),
    ),
  },
];

// ---------- PDF printed by Chromium ----------

const pdfs: PdfFixture[] = [
  {
    // A London quantity surveyor's application e-mail printed from Outlook with 'Microsoft Print to PDF': the name of
    // the recruiter whose mailbox printed it in large type at the top, the From line with his name surname first
    // ('Ogunleye, Oluwatobi'), the Sent, To, Cc, Subject and Attachments lines, the external-mail warning, his note
    // signed with his nickname, and his CV pasted into the body.
    file: 'print-outlook-memo-style-ogunleye.pdf',
    truth: {
      first: 'Oluwatobi',
      last: 'Ogunleye',
      email: 'tobi.ogunleye@example.co.uk',
      phone: '07700 900381',
      linkedin: 'https://www.linkedin.com/in/oluwatobi-ogunleye-qs',
    },
    page: htmlPage(
      `body { font-family: Calibri, Carlito, 'Liberation Sans', sans-serif; font-size: 11pt; color: #000; padding: 14mm 16mm; }
       .owner { font-size: 16pt; font-weight: bold; } hr { border: 0; border-top: 3px solid #000; margin: 2px 0 8px; }
       table.h { border-collapse: collapse; } .h td { padding: 1px 0; vertical-align: top; } .h td:first-child { font-weight: bold; width: 100px; }
       .ext { background: #fff4ce; border: 1px solid #e0c060; padding: 4px 8px; font-size: 9.5pt; margin: 12px 0; }
       .cv { margin-top: 14px; border-top: 1px dashed #999; padding-top: 10px; } .cv h2 { font-size: 11pt; border-bottom: 1px solid #000; }`,
      `<div class="owner">Sandra Whitcombe</div><hr>
       <table class="h">
         <tr><td>From:</td><td>Ogunleye, Oluwatobi &lt;tobi.ogunleye@example.co.uk&gt;</td></tr>
         <tr><td>Sent:</td><td>10 March 2025 08:14</td></tr>
         <tr><td>To:</td><td>Careers (Brackley Cost Consultants)</td></tr>
         <tr><td>Cc:</td><td>Whitcombe, Sandra</td></tr>
         <tr><td>Subject:</td><td>Application – Quantity Surveyor (Ref QS-2291)</td></tr>
         <tr><td>Attachments:</td><td>Oluwatobi Ogunleye - CV.pdf</td></tr>
       </table>
       <div class="ext">CAUTION: This email originated from outside of Brackley Cost Consultants. Do not click links or open attachments unless you recognise the sender.</div>
       <p>Dear Hiring Team,</p>
       <p>Please find my CV attached, and pasted below for convenience, for the Quantity Surveyor role (QS-2291) advertised on
       RICS Recruit. I am currently working towards my APC and would welcome a conversation.</p>
       <p>Kind regards,<br>Tobi Ogunleye<br>Quantity Surveyor | APC candidate<br>M: 07700 900381<br>linkedin.com/in/oluwatobi-ogunleye-qs</p>
       <div class="cv">
         <b>OLUWATOBI OGUNLEYE</b><br>Quantity Surveyor · Peckham, London SE15 · 07700 900381 · tobi.ogunleye@example.co.uk
         <h2>Experience</h2>
         <p><b>Assistant Quantity Surveyor</b>, Marlow &amp; Finch Construction, London (2022 – present)<br>
         Valuations, change control and final accounts for two residential schemes (£38m and £52m); subcontract procurement for
         M&amp;E packages.</p>
         <p><b>Graduate Cost Consultant</b>, Hartwell Keane LLP, Croydon (2020 – 2022)<br>
         Cost plans to NRM1 for schools and a health centre; tender reports and bills of quantities.</p>
         <h2>Education</h2>
         <p>BSc (Hons) Quantity Surveying and Commercial Management, London South Bank University, 2020 (First)</p>
         <h2>Software</h2><p>CostX, Bluebeam Revu, Excel, Procore</p>
       </div>`,
      'en-GB',
    ),
  },
];

// ---------- Word documents as their producers write them ----------

/** A zip of `entries` as Word and its rivals write one (deflated, every entry dated 14 March 2025, 09:30). */
const zip = (entries: { name: string; data: Buffer }[]) =>
  zipOf(entries, 6, { time: (9 << 11) | (30 << 5), date: ((2025 - 1980) << 9) | (3 << 5) | 14, utf8Names: true });

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** The namespaces a main document part declares. */
const NS = [
  'xmlns:wpc="http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:w10="urn:schemas-microsoft-com:office:word"',
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"',
  'xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"',
  'xmlns:wpg="http://schemas.microsoft.com/office/word/2010/wordprocessingGroup"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
  'mc:Ignorable="w14 w15 wp14"',
].join(' ');

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

/** A Word document's parts: the body's XML and what its producer writes around it. */
interface Package {
  /** The body's blocks; the section properties follow them. */
  body: string;
  /** w:sectPr's children (header and footer references by their ids). */
  section?: string;
  styles: string;
  settings?: string;
  numbering?: string;
  fontTable?: string;
  headers?: { id: string; xml: string }[];
  footers?: { id: string; xml: string }[];
  links?: { id: string; target: string }[];
  images?: { id: string; name: string; data: Buffer }[];
  /** docProps/app.xml's Application (and AppVersion), or no app.xml at all. */
  app?: { name: string; version?: string };
  core: { creator?: string; lastModifiedBy?: string; title?: string };
}

/** The document as a .docx file. */
function docx(pkg: Package): Buffer {
  const headers = pkg.headers ?? [];
  const footers = pkg.footers ?? [];
  const images = pkg.images ?? [];
  const rels = [
    `<Relationship Id="rIdStyles" Type="${REL}/styles" Target="styles.xml"/>`,
    pkg.settings ? `<Relationship Id="rIdSettings" Type="${REL}/settings" Target="settings.xml"/>` : '',
    pkg.numbering ? `<Relationship Id="rIdNumbering" Type="${REL}/numbering" Target="numbering.xml"/>` : '',
    pkg.fontTable ? `<Relationship Id="rIdFonts" Type="${REL}/fontTable" Target="fontTable.xml"/>` : '',
    ...headers.map((h, i) => `<Relationship Id="${h.id}" Type="${REL}/header" Target="header${i + 1}.xml"/>`),
    ...footers.map((f, i) => `<Relationship Id="${f.id}" Type="${REL}/footer" Target="footer${i + 1}.xml"/>`),
    ...(pkg.links ?? []).map(
      (l) => `<Relationship Id="${l.id}" Type="${REL}/hyperlink" Target="${esc(l.target)}" TargetMode="External"/>`,
    ),
    ...images.map((m) => `<Relationship Id="${m.id}" Type="${REL}/image" Target="media/${m.name}"/>`),
  ].join('');
  const part = (root: string, inner: string) => `${XML}<w:${root} ${NS}>${inner}</w:${root}>`;
  const entries: { name: string; data: Buffer }[] = [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
          `<Override PartName="/word/document.xml" ContentType="${CT}.document.main+xml"/>` +
          `<Override PartName="/word/styles.xml" ContentType="${CT}.styles+xml"/>` +
          (pkg.settings ? `<Override PartName="/word/settings.xml" ContentType="${CT}.settings+xml"/>` : '') +
          (pkg.numbering ? `<Override PartName="/word/numbering.xml" ContentType="${CT}.numbering+xml"/>` : '') +
          (pkg.fontTable ? `<Override PartName="/word/fontTable.xml" ContentType="${CT}.fontTable+xml"/>` : '') +
          headers
            .map((_, i) => `<Override PartName="/word/header${i + 1}.xml" ContentType="${CT}.header+xml"/>`)
            .join('') +
          footers
            .map((_, i) => `<Override PartName="/word/footer${i + 1}.xml" ContentType="${CT}.footer+xml"/>`)
            .join('') +
          '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
          (pkg.app
            ? '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>'
            : '') +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/>` +
          '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
          (pkg.app ? `<Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/>` : '') +
          '</Relationships>',
      ),
    },
    {
      name: 'docProps/core.xml',
      data: Buffer.from(
        `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
          (pkg.core.title ? `<dc:title>${esc(pkg.core.title)}</dc:title>` : '') +
          (pkg.core.creator ? `<dc:creator>${esc(pkg.core.creator)}</dc:creator>` : '') +
          (pkg.core.lastModifiedBy ? `<cp:lastModifiedBy>${esc(pkg.core.lastModifiedBy)}</cp:lastModifiedBy>` : '') +
          '<dcterms:created xsi:type="dcterms:W3CDTF">2025-03-10T08:00:00Z</dcterms:created>' +
          '<dcterms:modified xsi:type="dcterms:W3CDTF">2025-03-12T09:30:00Z</dcterms:modified></cp:coreProperties>',
      ),
    },
    ...(pkg.app
      ? [
          {
            name: 'docProps/app.xml',
            data: Buffer.from(
              `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>${esc(pkg.app.name)}</Application>${pkg.app.version ? `<AppVersion>${pkg.app.version}</AppVersion>` : ''}<Pages>1</Pages></Properties>`,
            ),
          },
        ]
      : []),
    {
      name: 'word/_rels/document.xml.rels',
      data: Buffer.from(
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        part('document', `<w:body>${pkg.body}<w:sectPr>${pkg.section ?? A4_SECTION}</w:sectPr></w:body>`),
      ),
    },
    { name: 'word/styles.xml', data: Buffer.from(part('styles', pkg.styles)) },
    ...(pkg.settings ? [{ name: 'word/settings.xml', data: Buffer.from(part('settings', pkg.settings)) }] : []),
    ...(pkg.numbering ? [{ name: 'word/numbering.xml', data: Buffer.from(part('numbering', pkg.numbering)) }] : []),
    ...(pkg.fontTable ? [{ name: 'word/fontTable.xml', data: Buffer.from(part('fonts', pkg.fontTable)) }] : []),
    ...headers.map((h, i) => ({ name: `word/header${i + 1}.xml`, data: Buffer.from(part('hdr', h.xml)) })),
    ...footers.map((f, i) => ({ name: `word/footer${i + 1}.xml`, data: Buffer.from(part('ftr', f.xml)) })),
    ...images.map((m) => ({ name: `word/media/${m.name}`, data: m.data })),
  ];
  return zip(entries);
}

const A4_SECTION =
  '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/>';
const LETTER_SECTION =
  '<w:pgSz w:w="12240" w:h="15840" w:orient="portrait"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/>';

/** A run of text (its properties inside w:rPr, attributes on w:r). */
const wr = (text: string, rPr = '', attrs = '') =>
  `<w:r${attrs}>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
/** A paragraph of runs. */
const wp = (runs: string, pPr = '', attrs = '') => `<w:p${attrs}>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${runs}</w:p>`;
/** A style of `type` with its name, its id and its properties. */
const wstyle = (type: string, id: string, name: string, inner = '', attrs = '') =>
  `<w:style w:type="${type}" w:styleId="${id}"${attrs}><w:name w:val="${name}"/>${inner}</w:style>`;
/** A table cell of `width` twips holding `inner` blocks. */
const wtc = (inner: string, width: number, tcPr = '') =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${tcPr}</w:tcPr>${inner}</w:tc>`;
/** EMUs in a twip. */
const EMU = 635;

/** A floating text box anchored at a page position (twips), as DrawingML with a VML copy for older readers. */
function textBox(
  id: number,
  x: number,
  y: number,
  w: number,
  h: number,
  content: string,
  options: { fill?: string; fallback?: boolean; name?: string; inset?: number } = {},
) {
  const fill = options.fill ? `<a:solidFill><a:srgbClr val="${options.fill}"/></a:solidFill>` : '<a:noFill/>';
  const inset = options.inset ?? 0;
  const drawing = `<w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="${251658240 + id}" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">
<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>${x * EMU}</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>${y * EMU}</wp:posOffset></wp:positionV>
<wp:extent cx="${w * EMU}" cy="${h * EMU}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/><wp:docPr id="${id}" name="${options.name ?? `Text Box ${id}`}"/><wp:cNvGraphicFramePr/>
<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${w * EMU}" cy="${h * EMU}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${fill}<a:ln><a:noFill/></a:ln></wps:spPr>
<wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="${inset * EMU}" tIns="${inset * EMU}" rIns="${inset * EMU}" bIns="${inset * EMU}" anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>`;
  if (options.fallback === false) return `<w:r>${drawing}</w:r>`;
  const pt = (twips: number) => `${(twips / 20).toFixed(1)}pt`;
  const vml = `<w:pict><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype><v:shape id="Text Box ${id}" o:spid="_x0000_s${1025 + id}" type="#_x0000_t202" style="position:absolute;margin-left:${pt(x)};margin-top:${pt(y)};width:${pt(w)};height:${pt(h)};z-index:${id};mso-position-horizontal-relative:page;mso-position-vertical-relative:page" ${options.fill ? `fillcolor="#${options.fill}"` : 'filled="f"'} stroked="f"><v:textbox inset="0,0,0,0"><w:txbxContent>${content}</w:txbxContent></v:textbox></v:shape></w:pict>`;
  return `<w:r><mc:AlternateContent><mc:Choice Requires="wps">${drawing}</mc:Choice><mc:Fallback>${vml}</mc:Fallback></mc:AlternateContent></w:r>`;
}

/** A picture anchored at a page position, as DrawingML with the image part `rel`. */
function anchoredPicture(id: number, rel: string, x: number, y: number, w: number, h: number) {
  return `<w:r><w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="${251659264 + id}" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/>
<wp:positionH relativeFrom="page"><wp:posOffset>${x * EMU}</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>${y * EMU}</wp:posOffset></wp:positionV><wp:extent cx="${w * EMU}" cy="${h * EMU}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="bothSides"/>
<wp:docPr id="${id}" name="Picture ${id}" descr="photo"/><wp:cNvGraphicFramePr><a:graphicFrameLocks noChangeAspect="1"/></wp:cNvGraphicFramePr><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="${id}" name="photo.png"/><pic:cNvPicPr/></pic:nvPicPr>
<pic:blipFill><a:blip r:embed="${rel}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${w * EMU}" cy="${h * EMU}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`;
}

/** LibreOffice's styles part: its own default fonts, 'true'/'false' booleans and its Heading, Text Body and Frame Contents styles. */
const libreStyles = (lang: string, font = 'Liberation Sans') =>
  `<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:eastAsia="Noto Sans CJK SC" w:cs="Lohit Devanagari"/><w:kern w:val="2"/><w:sz w:val="21"/><w:szCs w:val="24"/><w:lang w:val="${lang}" w:eastAsia="zh-CN" w:bidi="hi-IN"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:suppressAutoHyphens w:val="true"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  wstyle(
    'paragraph',
    'Normal',
    'Normal',
    '<w:qFormat/><w:pPr><w:widowControl/><w:bidi w:val="0"/></w:pPr><w:rPr><w:rFonts w:ascii="' +
      font +
      '" w:hAnsi="' +
      font +
      '"/><w:color w:val="auto"/><w:kern w:val="2"/><w:sz w:val="21"/></w:rPr>',
    ' w:default="1"',
  ) +
  wstyle(
    'paragraph',
    'Heading',
    'Heading',
    '<w:basedOn w:val="Normal"/><w:next w:val="TextBody"/><w:qFormat/><w:pPr><w:keepNext w:val="true"/><w:spacing w:before="240" w:after="120"/></w:pPr><w:rPr><w:sz w:val="28"/><w:szCs w:val="28"/></w:rPr>',
  ) +
  wstyle(
    'paragraph',
    'Heading1',
    'Heading 1',
    '<w:basedOn w:val="Heading"/><w:next w:val="TextBody"/><w:qFormat/><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="0"/></w:numPr><w:spacing w:before="240" w:after="60"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="26"/><w:szCs w:val="26"/></w:rPr>',
  ) +
  wstyle(
    'paragraph',
    'TextBody',
    'Body Text',
    '<w:basedOn w:val="Normal"/><w:pPr><w:spacing w:lineRule="auto" w:line="276" w:before="0" w:after="100"/></w:pPr><w:rPr></w:rPr>',
  ) +
  wstyle('paragraph', 'List', 'List', '<w:basedOn w:val="TextBody"/><w:pPr></w:pPr><w:rPr></w:rPr>') +
  wstyle(
    'paragraph',
    'Caption',
    'Caption',
    '<w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:suppressLineNumbers/><w:spacing w:before="120" w:after="120"/></w:pPr><w:rPr><w:i/><w:iCs/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr>',
  ) +
  wstyle(
    'paragraph',
    'Index',
    'Index',
    '<w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:suppressLineNumbers/></w:pPr><w:rPr></w:rPr>',
  ) +
  wstyle(
    'paragraph',
    'Title',
    'Title',
    '<w:basedOn w:val="Heading"/><w:next w:val="TextBody"/><w:qFormat/><w:pPr><w:jc w:val="start"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="52"/><w:szCs w:val="56"/></w:rPr>',
  ) +
  wstyle(
    'paragraph',
    'Subtitle',
    'Subtitle',
    '<w:basedOn w:val="Heading"/><w:next w:val="TextBody"/><w:qFormat/><w:pPr><w:spacing w:before="60" w:after="120"/></w:pPr><w:rPr><w:sz w:val="28"/><w:szCs w:val="28"/></w:rPr>',
  ) +
  wstyle(
    'paragraph',
    'FrameContents',
    'Frame Contents',
    '<w:basedOn w:val="Normal"/><w:qFormat/><w:pPr></w:pPr><w:rPr></w:rPr>',
  );

// Google Docs: every run carries its whole font and a w:rtl, every paragraph keepNext/keepLines off and its own
// spacing, zero rsids and counted paraIds, '_gjdgxs'-style bookmarks, links in 1155cc, lower-case 'normal' style name.

/** A Google Docs writer: its paragraphs, runs and links, numbered as Google Docs numbers them. */
function googleDocs(font = 'Arial') {
  let paragraphs = 0;
  const rPr = (extra = '') =>
    `<w:rFonts w:ascii="${font}" w:cs="${font}" w:eastAsia="${font}" w:hAnsi="${font}"/>${extra}<w:rtl w:val="0"/>`;
  const ids = ' w:rsidDel="00000000" w:rsidR="00000000" w:rsidRPr="00000000"';
  return {
    p: (runs: string, style = 'Normal', pPr = '') =>
      wp(
        runs,
        `<w:pStyle w:val="${style}"/><w:keepNext w:val="0"/><w:keepLines w:val="0"/>${pPr || '<w:spacing w:after="0" w:before="0" w:line="276" w:lineRule="auto"/>'}<w:rPr/>`,
        ` w:rsidR="00000000" w:rsidDel="00000000" w:rsidP="00000000" w:rsidRDefault="00000000" w:rsidRPr="00000000" w14:paraId="${(++paragraphs).toString(16).toUpperCase().padStart(8, '0')}"`,
      ),
    r: (text: string, extra = '') => wr(text, rPr(extra), ids),
    link: (rid: string, text: string, extra = '') =>
      `<w:hyperlink r:id="${rid}">${wr(text, rPr(`<w:color w:val="1155cc"/><w:u w:val="single"/>${extra}`), ids)}</w:hyperlink>`,
    mark: (id: number, name: string) =>
      `<w:bookmarkStart w:colFirst="0" w:colLast="0" w:name="${name}" w:id="${id}"/><w:bookmarkEnd w:id="${id}"/>`,
  };
}

/** Google Docs' styles part, in its own font and size. */
const googleStyles = (font: string, size: number, headingColour = '000000') =>
  `<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${font}" w:cs="${font}" w:eastAsia="${font}" w:hAnsi="${font}"/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  wstyle('paragraph', 'Normal', 'normal', '', ' w:default="1"') +
  [1, 2, 3]
    .map((n) =>
      wstyle(
        'paragraph',
        `Heading${n}`,
        `heading ${n}`,
        `<w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext w:val="1"/><w:keepLines w:val="1"/><w:spacing w:after="${n === 1 ? 120 : 80}" w:before="${n === 1 ? 400 : 240}" w:lineRule="auto"/></w:pPr><w:rPr><w:b w:val="${n === 1 ? 1 : 0}"/><w:color w:val="${headingColour}"/><w:sz w:val="${[0, 28, 24, 22][n]}"/><w:szCs w:val="${[0, 28, 24, 22][n]}"/></w:rPr>`,
      ),
    )
    .join('') +
  wstyle(
    'paragraph',
    'Title',
    'Title',
    '<w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext w:val="1"/><w:keepLines w:val="1"/><w:spacing w:after="60" w:lineRule="auto"/></w:pPr><w:rPr><w:sz w:val="52"/><w:szCs w:val="52"/></w:rPr>',
  ) +
  wstyle(
    'paragraph',
    'Subtitle',
    'Subtitle',
    '<w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext w:val="1"/><w:keepLines w:val="1"/><w:spacing w:after="320" w:lineRule="auto"/></w:pPr><w:rPr><w:color w:val="666666"/><w:sz w:val="30"/><w:szCs w:val="30"/></w:rPr>',
  ) +
  wstyle(
    'table',
    'TableNormal',
    'Table Normal',
    '<w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr>',
    ' w:default="1"',
  );

/** Google Docs' bullets: one abstract list with a filled circle at level 0. */
const GOOGLE_BULLETS =
  '<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="●"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr><w:rPr><w:u w:val="none"/></w:rPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="1"/></w:num>';
const BULLET =
  '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr><w:spacing w:after="0" w:before="0" w:line="276" w:lineRule="auto"/><w:ind w:left="720" w:hanging="360"/>';

const docxFiles: BytesFixture[] = [
  {
    // A Bengaluru SRE's CV downloaded from Google Docs as .docx: after months of edits his name, phone and e-mail are
    // each split over several runs; the e-mail's mailto link covers only the part before the @ (the rest is a run
    // outside the link), and the LinkedIn profile is only the target of a link on the word 'LinkedIn'.
    file: 'gdocs-runs-split-partial-link-kulkarni.docx',
    truth: {
      first: 'Abhishek',
      last: 'Kulkarni',
      email: 'abhishek.kulkarni@example.in',
      phone: '+91 98455 50183',
      linkedin: 'https://www.linkedin.com/in/abhishek-kulkarni-sre',
    },
    bytes: async () => {
      const g = googleDocs();
      const body = [
        g.p(g.mark(0, '_gjdgxs') + g.r('Abhi') + g.r('shek ') + g.r('Kul') + g.r('karni'), 'Title'),
        g.p(g.r('Site Reliability Engineer') + g.r(' · ') + g.r('Bengaluru, India'), 'Subtitle'),
        g.p(
          g.r('+91 984') +
            g.r('55 5', '<w:sz w:val="21"/>') +
            g.r('0183') +
            g.r('  ·  ') +
            g.link('rId10', 'abhishek.kulkarni') +
            g.r('@example.in') +
            g.r('  ·  ') +
            g.link('rId11', 'LinkedIn') +
            g.r('  ·  ') +
            g.link('rId12', 'GitHub'),
        ),
        g.p(g.mark(1, '_30j0zll') + g.r('Experience'), 'Heading1'),
        g.p(
          g.r('Senior SRE', '<w:b w:val="1"/>') +
            g.r(', ') +
            g.r('Kaveri Payments', '<w:b w:val="1"/>') +
            g.r(' — 2021 to present'),
        ),
        g.p(
          g.r('Own the incident process for UPI payment services handling 9 million transactions a day.'),
          'Normal',
          BULLET,
        ),
        g.p(g.r('Moved 140 services to SLOs; p') + g.r('ages per week down from 60 to 11.'), 'Normal', BULLET),
        g.p(g.r('Built the chaos-testing programme (Litmus) and the game-day playbook.'), 'Normal', BULLET),
        g.p(
          g.r('DevOps Engineer', '<w:b w:val="1"/>') +
            g.r(', ') +
            g.r('Nilgiri Retail Tech', '<w:b w:val="1"/>') +
            g.r(' — 2017 to 2021'),
        ),
        g.p(g.r('Terraform and Ansible for 600 hosts; CI/CD on Jenkins, then GitHub Actions.'), 'Normal', BULLET),
        g.p(g.r('Cut monthly AWS spend by 31% with reserved instances and rightsizing.'), 'Normal', BULLET),
        g.p(g.mark(2, '_1fob9te') + g.r('Education'), 'Heading1'),
        g.p(g.r('B.E. Computer Science, RV College of Engineering, Bengaluru — 2017')),
        g.p(g.mark(3, '_3znysh7') + g.r('Skills'), 'Heading1'),
        g.p(g.r('Kubernetes, Terraform, Prometheus, Grafana, Go, Python, Linux internals, PostgreSQL, Kafka')),
        g.p(g.mark(4, '_2et92p0') + g.r('Certifications'), 'Heading1'),
        g.p(g.r('CKA (2022) · AWS Certified SysOps Administrator (2020)')),
      ].join('');
      return docx({
        body,
        section: `${LETTER_SECTION}<w:pgNumType w:start="1"/>`,
        styles: googleStyles('Arial', 22, '000000'),
        numbering: GOOGLE_BULLETS,
        links: [
          { id: 'rId10', target: 'mailto:abhishek.kulkarni@example.in' },
          { id: 'rId11', target: 'https://www.linkedin.com/in/abhishek-kulkarni-sre' },
          { id: 'rId12', target: 'https://github.com/abhikulkarni' },
        ],
        core: {},
      });
    },
  },
  {
    // A Guadalajara accountant's CV made from a Google Docs two-column template and downloaded as .docx: a borderless
    // layout table, her name (both surnames) in the Title style and her details in the right-hand cell of the first
    // row, the experience and the skills in the second row; section headings from the template's Heading styles.
    file: 'gdocs-template-layout-table-castillo.docx',
    truth: {
      first: 'Sofía',
      last: 'Castillo Herrera',
      email: 'sofia.castillo.h@example.mx',
      phone: '+52 33 5555 0198',
      linkedin: 'https://www.linkedin.com/in/sofiacastilloherrera',
    },
    bytes: async () => {
      const g = googleDocs('Merriweather');
      const none =
        '<w:tblBorders><w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders>';
      const lato = (extra = '') =>
        `<w:rFonts w:ascii="Open Sans" w:cs="Open Sans" w:eastAsia="Open Sans" w:hAnsi="Open Sans"/>${extra}`;
      const left1 = [
        g.p(g.mark(0, '_gjdgxs') + g.r('Sofía Castillo Herrera', '<w:b w:val="1"/>'), 'Title'),
        g.p(g.r('Contadora Pública · Auditoría y cumplimiento fiscal', lato('<w:color w:val="3d85c6"/>')), 'Subtitle'),
      ].join('');
      const right1 = [
        g.p(g.r('Av. Chapultepec 480, Col. Americana', lato())),
        g.p(g.r('Guadalajara, Jal. 44160', lato())),
        g.p(g.r('+52 33 5555 0198', lato('<w:b w:val="1"/>'))),
        g.p(g.link('rId20', 'sofia.castillo.h@example.mx', lato('<w:b w:val="1"/>'))),
        g.p(g.r('linkedin.com/in/sofiacastilloherrera', lato())),
      ].join('');
      const left2 = [
        g.p(g.mark(1, '_30j0zll') + g.r('EXPERIENCIA', '<w:color w:val="3d85c6"/>'), 'Heading1'),
        g.p(g.r('Despacho Ibarra Lozano, S.C., ', '<w:b w:val="1"/>') + g.r('Guadalajara — '), 'Heading2'),
        g.p(g.r('Gerente de Auditoría', '<w:i w:val="1"/>'), 'Heading3'),
        g.p(g.r('2020 – actual', lato('<w:color w:val="666666"/>'))),
        g.p(
          g.r(
            'Auditorías de estados financieros bajo NIF para 25 clientes industriales; dictámenes fiscales e IMSS.',
            lato(),
          ),
        ),
        g.p(g.r('Grupo Tequilero Los Altos, ', '<w:b w:val="1"/>') + g.r('Arandas — '), 'Heading2'),
        g.p(g.r('Contadora General', '<w:i w:val="1"/>'), 'Heading3'),
        g.p(g.r('2016 – 2020', lato('<w:color w:val="666666"/>'))),
        g.p(
          g.r(
            'Cierres mensuales, conciliaciones bancarias y declaraciones de IVA e ISR; implementación de CONTPAQi.',
            lato(),
          ),
        ),
        g.p(g.mark(2, '_1fob9te') + g.r('EDUCACIÓN', '<w:color w:val="3d85c6"/>'), 'Heading1'),
        g.p(g.r('Universidad de Guadalajara (CUCEA), ', '<w:b w:val="1"/>') + g.r('Guadalajara — '), 'Heading2'),
        g.p(g.r('Licenciatura en Contaduría Pública', '<w:i w:val="1"/>'), 'Heading3'),
        g.p(g.r('2011 – 2015', lato('<w:color w:val="666666"/>'))),
      ].join('');
      const right2 = [
        g.p(g.mark(3, '_3znysh7') + g.r('HABILIDADES', '<w:color w:val="3d85c6"/>'), 'Heading1'),
        g.p(g.r('NIF y NIIF, dictamen fiscal, CONTPAQi, SAP Business One, Excel avanzado, Power BI', lato())),
        g.p(g.mark(4, '_2et92p0') + g.r('CERTIFICACIONES', '<w:color w:val="3d85c6"/>'), 'Heading1'),
        g.p(g.r('Contadora Pública Certificada (IMCP), 2019', lato())),
        g.p(g.mark(5, '_tyjcwt') + g.r('IDIOMAS', '<w:color w:val="3d85c6"/>'), 'Heading1'),
        g.p(g.r('Español (nativo), inglés (C1)', lato())),
      ].join('');
      const body =
        `<w:tbl><w:tblPr><w:tblStyle w:val="Table1"/><w:tblW w:w="9360.0" w:type="dxa"/><w:jc w:val="left"/>${none}<w:tblLayout w:type="fixed"/><w:tblLook w:val="0600"/></w:tblPr>` +
        '<w:tblGrid><w:gridWidth w:w="6420"/><w:gridWidth w:w="2940"/></w:tblGrid>' +
        `<w:tr><w:trPr><w:cantSplit w:val="0"/><w:tblHeader w:val="0"/></w:trPr>${wtc(left1, 6420, '<w:tcMar><w:top w:w="100.0" w:type="dxa"/><w:left w:w="100.0" w:type="dxa"/><w:bottom w:w="100.0" w:type="dxa"/><w:right w:w="100.0" w:type="dxa"/></w:tcMar>')}${wtc(right1, 2940)}</w:tr>` +
        `<w:tr><w:trPr><w:cantSplit w:val="0"/><w:tblHeader w:val="0"/></w:trPr>${wtc(left2, 6420)}${wtc(right2, 2940)}</w:tr></w:tbl>` +
        g.p('');
      return docx({
        body,
        section: `${LETTER_SECTION}<w:pgNumType w:start="1"/>`,
        styles:
          googleStyles('Merriweather', 18, '000000') +
          wstyle(
            'table',
            'Table1',
            'Table1',
            `<w:basedOn w:val="TableNormal"/><w:tblPr><w:tblStyleRowBandSize w:val="1"/><w:tblStyleColBandSize w:val="1"/><w:tblCellMar><w:top w:w="100.0" w:type="dxa"/><w:left w:w="100.0" w:type="dxa"/><w:bottom w:w="100.0" w:type="dxa"/><w:right w:w="100.0" w:type="dxa"/></w:tblCellMar></w:tblPr>`,
          ),
        links: [{ id: 'rId20', target: 'mailto:sofia.castillo.h@example.mx' }],
        core: {},
      });
    },
  },
  {
    // A Beirut-born product manager's CV in Dubai downloaded from Google Docs: the people she names (a manager she
    // worked with, her referees) are Google Docs person chips, which come out as mailto: links on their names; her own
    // e-mail is plain text in the page header with her name, her phone and LinkedIn under the heading.
    file: 'gdocs-person-chips-mailto-khoury.docx',
    truth: {
      first: 'Lina',
      last: 'Khoury',
      email: 'lina.khoury@example.ae',
      phone: '+971 50 555 0134',
      linkedin: 'https://www.linkedin.com/in/lina-khoury-pm',
    },
    bytes: async () => {
      const g = googleDocs('Roboto');
      const header = googleDocs('Roboto');
      const chip = (rid: string, name: string) =>
        g.link(rid, name, '<w:color w:val="1a73e8"/><w:u w:val="none"/><w:shd w:fill="e8f0fe" w:val="clear"/>');
      const body = [
        g.p(
          g.mark(0, '_gjdgxs') + g.r('Senior Product Manager — Fintech', '<w:b w:val="1"/><w:sz w:val="28"/>'),
          'Normal',
        ),
        g.p(g.r('Dubai, UAE · +971 50 555 0134 · linkedin.com/in/lina-khoury-pm')),
        g.p(g.mark(1, '_30j0zll') + g.r('Experience'), 'Heading1'),
        g.p(g.r('Senior Product Manager, Sahra Pay (Dubai) — 2021 to present', '<w:b w:val="1"/>')),
        g.p(
          g.r('Launched buy-now-pay-later checkout for 900 merchants; GMV of AED 310 million in year one.'),
          'Normal',
          BULLET,
        ),
        g.p(
          g.r('Ran the KYC redesign with ') +
            chip('rId30', 'Omar Haddad') +
            g.r(' (Head of Compliance); onboarding drop-off down 37%.'),
          'Normal',
          BULLET,
        ),
        g.p(g.r('Product Manager, Cedar Mobile Banking (Beirut) — 2017 to 2021', '<w:b w:val="1"/>')),
        g.p(
          g.r('Owned the cards and transfers roadmap for 1.2 million users; shipped Apple Pay and instant transfers.'),
          'Normal',
          BULLET,
        ),
        g.p(g.mark(2, '_1fob9te') + g.r('Education'), 'Heading1'),
        g.p(
          g.r(
            'MBA, INSEAD (Abu Dhabi campus) — 2021 · BE Computer and Communications Engineering, American University of Beirut — 2014',
          ),
        ),
        g.p(g.mark(3, '_3znysh7') + g.r('Languages'), 'Heading1'),
        g.p(g.r('Arabic (native), English (fluent), French (fluent)')),
        g.p(g.mark(4, '_2et92p0') + g.r('References'), 'Heading1'),
        g.p(chip('rId31', 'Rania Mansour') + g.r(', Chief Product Officer, Sahra Pay')),
        g.p(chip('rId32', 'Karim Nassar') + g.r(', VP Engineering, Cedar Mobile Banking')),
      ].join('');
      return docx({
        body,
        section: `<w:headerReference w:type="default" r:id="rId40"/>${LETTER_SECTION}<w:pgNumType w:start="1"/>`,
        styles: googleStyles('Roboto', 20, '1a73e8'),
        numbering: GOOGLE_BULLETS,
        headers: [
          {
            id: 'rId40',
            xml: header.p(
              header.r('LINA KHOURY', '<w:b w:val="1"/><w:sz w:val="32"/>') +
                header.r('    lina.khoury@example.ae', '<w:color w:val="666666"/>'),
            ),
          },
        ],
        links: [
          { id: 'rId30', target: 'mailto:omar.haddad@sahrapay.example.ae' },
          { id: 'rId31', target: 'mailto:rania.mansour@sahrapay.example.ae' },
          { id: 'rId32', target: 'mailto:karim.nassar@cedarmobile.example.com.lb' },
        ],
        core: {},
      });
    },
  },
  // ---- LibreOffice ----
  {
    // A Ghent logistics planner's Dutch CV saved from LibreOffice Writer as .docx: his photo and his contact details
    // are in a frame at the top right, which LibreOffice writes twice over, as a DrawingML text box and as its VML
    // fallback; 'true'/'false' booleans, empty run properties, the Text Body and Frame Contents styles.
    file: 'libreoffice-frame-alternate-content-janssens.docx',
    truth: {
      first: 'Pieter',
      last: 'Janssens',
      email: 'pieter.janssens@example.be',
      phone: '+32 470 55 51 86',
      linkedin: 'https://www.linkedin.com/in/pieterjanssens',
    },
    bytes: async () => {
      const lp = (text: string, style = 'TextBody', rPr = '') =>
        wp(
          `<w:r><w:rPr>${rPr}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`,
          `<w:pStyle w:val="${style}"/><w:bidi w:val="0"/><w:jc w:val="start"/><w:rPr>${rPr}</w:rPr>`,
        );
      const frame = [
        lp('Kortrijksesteenweg 112', 'FrameContents'),
        lp('9000 Gent', 'FrameContents'),
        lp('GSM: +32 470 55 51 86', 'FrameContents'),
        lp('E-mail: pieter.janssens@example.be', 'FrameContents'),
        lp('LinkedIn: linkedin.com/in/pieterjanssens', 'FrameContents'),
        lp('Rijbewijs B, C', 'FrameContents'),
      ].join('');
      const body = [
        wp(
          textBox(1, 7000, 700, 3900, 1900, frame, { name: 'Frame1' }) +
            `<w:r><w:rPr></w:rPr><w:t xml:space="preserve">Pieter Janssens</w:t></w:r>`,
          '<w:pStyle w:val="Title"/><w:bidi w:val="0"/><w:jc w:val="start"/><w:rPr></w:rPr>',
        ),
        lp('Curriculum vitae', 'Subtitle'),
        lp('Transportplanner', 'TextBody', '<w:b/><w:bCs/>'),
        lp('Profiel', 'Heading1'),
        lp(
          'Transportplanner met acht jaar ervaring in distributie en havenlogistiek. Ik plan dagelijks 70 tot 90 ritten, stuur chauffeurs en onderaannemers aan en hou de kosten per rit scherp in de gaten.',
        ),
        lp('Werkervaring', 'Heading1'),
        lp('2019 – heden · Transportplanner, Scheldevaart Logistics NV, Gent', 'TextBody', '<w:b/><w:bCs/>'),
        lp('Planning van nationaal en Benelux-transport in Transporeon en Transics; ADR-vrachten; tachograafcontrole.'),
        lp('2016 – 2019 · Dispatcher, Van Acker Transport, Zelzate', 'TextBody', '<w:b/><w:bCs/>'),
        lp('Containervervoer van en naar de haven van Antwerpen; afstemming met terminals en douane.'),
        lp('Opleiding', 'Heading1'),
        lp('Bachelor Bedrijfsmanagement, optie Logistiek – HOGENT (2016)'),
        lp('Talen', 'Heading1'),
        lp('Nederlands (moedertaal), Frans (goed), Engels (goed), Duits (basis)'),
      ].join('');
      return docx({
        body,
        section:
          '<w:type w:val="nextPage"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:left="1134" w:right="1134" w:gutter="0" w:header="0" w:top="1134" w:footer="0" w:bottom="1134"/><w:pgNumType w:fmt="decimal"/><w:formProt w:val="false"/><w:textDirection w:val="lrTb"/><w:docGrid w:type="default" w:linePitch="100" w:charSpace="0"/>',
        styles: libreStyles('nl-BE'),
        settings:
          '<w:zoom w:percent="100"/><w:defaultTabStop w:val="709"/><w:autoHyphenation w:val="true"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat>',
        app: { name: 'LibreOffice/7.6.4.1$Linux_X86_64 LibreOffice_project/e19e193f88cd6c0525a17fb7a176ed8e6a3e2aa1' },
        core: { creator: 'Pieter Janssens', lastModifiedBy: 'Pieter Janssens' },
      });
    },
  },
  {
    // A Wrocław warehouse manager's Polish CV filled in from a LibreOffice template whose fields are content controls:
    // his name, phone and e-mail sit in w:sdt text controls, the driving licence in a drop-down, the LinkedIn field left
    // showing its placeholder (so no LinkedIn); the GDPR consent names the company he applies to, and the footer's
    // page number is a docPartObj content control.
    file: 'libreoffice-content-controls-lewandowski.docx',
    truth: {
      first: 'Bartosz',
      last: 'Lewandowski',
      email: 'bartosz.lewandowski@example.pl',
      phone: '+48 601 555 274',
      linkedin: null,
    },
    bytes: async () => {
      const run = (text: string, rPr = '') =>
        `<w:r><w:rPr>${rPr}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
      const lp = (runs: string, style = 'TextBody') =>
        wp(runs, `<w:pStyle w:val="${style}"/><w:bidi w:val="0"/><w:jc w:val="start"/><w:rPr></w:rPr>`);
      let sdtId = 1000;
      const control = (tag: string, alias: string, value: string, kind = '<w:text/>', placeholder = false) =>
        `<w:sdt><w:sdtPr><w:alias w:val="${alias}"/><w:tag w:val="${tag}"/><w:id w:val="${++sdtId}"/>${placeholder ? '<w:showingPlcHdr/>' : ''}${kind}</w:sdtPr><w:sdtContent>${run(value, placeholder ? '<w:rStyle w:val="PlaceholderText"/>' : '')}</w:sdtContent></w:sdt>`;
      const row = (label: string, value: string) =>
        `<w:tr>${wtc(lp(run(label, '<w:b/><w:bCs/>'), 'TableContents'), 2600)}${wtc(lp(value, 'TableContents'), 6800)}</w:tr>`;
      const body = [
        wp(
          control('imie_nazwisko', 'Imię i nazwisko', 'Bartosz Lewandowski'),
          '<w:pStyle w:val="Title"/><w:bidi w:val="0"/><w:rPr></w:rPr>',
        ),
        lp(run('Kierownik magazynu · Wrocław'), 'Subtitle'),
        `<w:tbl><w:tblPr><w:tblW w:w="9400" w:type="dxa"/><w:jc w:val="start"/><w:tblInd w:w="0" w:type="dxa"/><w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:w="55" w:type="dxa"/><w:left w:w="55" w:type="dxa"/><w:bottom w:w="55" w:type="dxa"/><w:right w:w="55" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid><w:gridCol w:w="2600"/><w:gridCol w:w="6800"/></w:tblGrid>` +
          row('Telefon:', control('telefon', 'Telefon', '+48 601 555 274')) +
          row('E-mail:', control('email', 'E-mail', 'bartosz.lewandowski@example.pl')) +
          row(
            'LinkedIn:',
            control('linkedin', 'LinkedIn', 'Kliknij tutaj, aby wpisać adres profilu.', '<w:text/>', true),
          ) +
          row('Adres:', run('ul. Legnicka 58/12, 54-204 Wrocław')) +
          row(
            'Prawo jazdy:',
            control(
              'prawo_jazdy',
              'Prawo jazdy',
              'kat. B, C',
              '<w:dropDownList><w:listItem w:displayText="kat. B" w:value="B"/><w:listItem w:displayText="kat. B, C" w:value="BC"/></w:dropDownList>',
            ),
          ) +
          '</w:tbl>',
        lp(run('Doświadczenie zawodowe'), 'Heading1'),
        lp(
          run(
            '04.2020 – obecnie · Kierownik magazynu, Nordvik Logistics sp. z o.o., Bielany Wrocławskie',
            '<w:b/><w:bCs/>',
          ),
        ),
        lp(
          run(
            'Zespół 46 magazynierów na trzy zmiany, 28 000 m², WMS Manhattan; wskaźnik kompletacji bez błędów 99,7%.',
          ),
        ),
        lp(run('06.2015 – 03.2020 · Brygadzista, Odra Dystrybucja S.A., Wrocław', '<w:b/><w:bCs/>')),
        lp(run('Przyjęcia i wydania, inwentaryzacje, szkolenia BHP dla nowych pracowników.')),
        lp(run('Wykształcenie'), 'Heading1'),
        lp(run('Uniwersytet Ekonomiczny we Wrocławiu — logistyka, studia magisterskie (2015)')),
        lp(run('Umiejętności'), 'Heading1'),
        lp(run('WMS (Manhattan, SAP EWM), lean, 5S, uprawnienia UDT na wózki widłowe, angielski B2, niemiecki B1')),
        lp(
          run(
            'Wyrażam zgodę na przetwarzanie moich danych osobowych przez Nordvik Logistics sp. z o.o. z siedzibą we Wrocławiu (ul. Strzegomska 140, tel. 71 555 02 00, rekrutacja@nordvik.example.pl) w celu prowadzenia rekrutacji na stanowisko Kierownik magazynu.',
            '<w:sz w:val="16"/>',
          ),
          'Footnote',
        ),
      ].join('');
      const footer = `<w:sdt><w:sdtPr><w:id w:val="1999"/><w:docPartObj><w:docPartGallery w:val="Page Numbers (Bottom of Page)"/><w:docPartUnique w:val="true"/></w:docPartObj></w:sdtPr><w:sdtContent>${wp(
        '<w:r><w:fldChar w:fldCharType="begin"></w:fldChar></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
        '<w:pStyle w:val="Footer"/><w:jc w:val="center"/><w:rPr></w:rPr>',
      )}</w:sdtContent></w:sdt>`;
      return docx({
        body,
        section:
          '<w:footerReference w:type="default" r:id="rId50"/><w:type w:val="nextPage"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:left="1134" w:right="1134" w:gutter="0" w:header="0" w:top="1134" w:footer="709" w:bottom="1134"/><w:pgNumType w:fmt="decimal"/><w:formProt w:val="false"/><w:textDirection w:val="lrTb"/>',
        styles:
          libreStyles('pl-PL') +
          wstyle(
            'paragraph',
            'TableContents',
            'Table Contents',
            '<w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:suppressLineNumbers/></w:pPr>',
          ) +
          wstyle(
            'paragraph',
            'Footnote',
            'Footnote',
            '<w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="240"/></w:pPr><w:rPr><w:sz w:val="16"/></w:rPr>',
          ) +
          wstyle('paragraph', 'Footer', 'Footer', '<w:basedOn w:val="Normal"/>') +
          wstyle('character', 'PlaceholderText', 'Placeholder Text', '<w:rPr><w:color w:val="808080"/></w:rPr>'),
        footers: [{ id: 'rId50', xml: footer }],
        app: {
          name: 'LibreOffice/7.6.5.2$Windows_X86_64 LibreOffice_project/38d5f62f85355c192ef5f1dd47c5c0c0cbc59131',
        },
        core: { creator: 'Bartosz', lastModifiedBy: 'Bartosz' },
      });
    },
  },
  {
    // A Thessaloniki civil engineer's CV on the old Europass template, saved from LibreOffice as .docx: a two-column
    // table with the labels on the left ('Surname(s) / First name(s)' over 'Antoniou Nikos', surname first), merged
    // cells for the headings, a telephone line with a landline and a labelled mobile, a fax, and the Europass logo
    // text in the page header.
    file: 'libreoffice-europass-surname-first-antoniou.docx',
    truth: {
      first: 'Nikos',
      last: 'Antoniou',
      email: 'nikos.antoniou@example.gr',
      phone: '+30 694 555 0172',
      linkedin: null,
    },
    bytes: async () => {
      const run = (text: string, rPr = '') =>
        `<w:r><w:rPr>${rPr}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
      const lab = (text: string) =>
        wp(run(text, '<w:sz w:val="18"/>'), '<w:pStyle w:val="CVHeading3"/><w:jc w:val="end"/><w:rPr></w:rPr>');
      const val = (runs: string) => wp(runs, '<w:pStyle w:val="CVNormal"/><w:rPr></w:rPr>');
      const line = (label: string, value: string) =>
        `<w:tr>${wtc(lab(label), 3100, '<w:tcBorders><w:end w:val="single" w:sz="2" w:space="0" w:color="000000"/></w:tcBorders>')}${wtc(val(value), 6700, '<w:gridSpan w:val="2"/>')}</w:tr>`;
      const head = (title: string) =>
        `<w:tr>${wtc(wp(run(title, '<w:b/><w:sz w:val="24"/>'), '<w:pStyle w:val="CVHeading1"/><w:jc w:val="end"/><w:rPr></w:rPr>'), 3100, '<w:tcBorders><w:end w:val="single" w:sz="2" w:space="0" w:color="000000"/></w:tcBorders>')}${wtc(val(''), 6700, '<w:gridSpan w:val="2"/>')}</w:tr>`;
      const tel = `<w:tr>${wtc(lab('Telephone(s)'), 3100, '<w:tcBorders><w:end w:val="single" w:sz="2" w:space="0" w:color="000000"/></w:tcBorders>')}${wtc(val(run('+30 2310 555 214')), 3300)}${wtc(val(run('Mobile: ', '<w:b/>') + run('+30 694 555 0172')), 3400)}</w:tr>`;
      const body =
        wp('', '<w:pStyle w:val="CVNormal"/><w:rPr></w:rPr>') +
        '<w:tbl><w:tblPr><w:tblW w:w="9800" w:type="dxa"/><w:jc w:val="start"/><w:tblInd w:w="-113" w:type="dxa"/><w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="113" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="113" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid><w:gridCol w:w="3100"/><w:gridCol w:w="3300"/><w:gridCol w:w="3400"/></w:tblGrid>' +
        `<w:tr>${wtc(wp(run('Curriculum Vitae', '<w:sz w:val="32"/>'), '<w:pStyle w:val="CVTitle"/><w:jc w:val="end"/><w:rPr></w:rPr>'), 3100, '<w:vMerge w:val="restart"/>')}${wtc(val(''), 6700, '<w:gridSpan w:val="2"/>')}</w:tr>` +
        `<w:tr>${wtc(val(''), 3100, '<w:vMerge/>')}${wtc(val(''), 6700, '<w:gridSpan w:val="2"/>')}</w:tr>` +
        head('Personal information') +
        line('Surname(s) / First name(s)', run('Antoniou Nikos', '<w:b/><w:sz w:val="24"/>')) +
        line('Address(es)', run('Egnatia 142, 546 36 Thessaloniki, Greece')) +
        tel +
        line('Fax(es)', run('+30 2310 555 299')) +
        line('E-mail', run('nikos.antoniou@example.gr')) +
        line('Nationality', run('Greek')) +
        line('Date of birth', run('22/07/1987')) +
        head('Desired employment / Occupational field') +
        line('', run('Site Engineer — infrastructure and marine works')) +
        head('Work experience') +
        line('Dates', run('2019 →')) +
        line('Occupation or position held', run('Site Engineer')) +
        line(
          'Main activities and responsibilities',
          run(
            'Quay wall and breakwater works at the port of Thessaloniki; daily reports, quantity surveys, subcontractor coordination.',
          ),
        ) +
        line(
          'Name and address of employer',
          run('Thermaikos Constructions S.A., 26is Oktovriou 90, Thessaloniki, tel. +30 2310 555 100'),
        ) +
        line('Dates', run('2013 – 2019')) +
        line('Occupation or position held', run('Junior Civil Engineer')) +
        line('Name and address of employer', run('Olympos Technical S.A., Katerini')) +
        head('Education and training') +
        line('Dates', run('2005 – 2012')) +
        line('Title of qualification awarded', run('Diploma in Civil Engineering (5-year, integrated MEng)')) +
        line('Name of organisation providing education', run('Aristotle University of Thessaloniki')) +
        head('Personal skills and competences') +
        line('Mother tongue(s)', run('Greek')) +
        line('Other language(s)', run('English (C1), German (B1)')) +
        line('Computer skills', run('AutoCAD Civil 3D, SAP2000, MS Project, Primavera P6')) +
        line('Driving licence', run('B')) +
        '</w:tbl>' +
        wp('', '<w:pStyle w:val="CVNormal"/><w:rPr></w:rPr>');
      const header = wp(
        run('europass', '<w:color w:val="1F4E79"/><w:sz w:val="28"/><w:i/>') +
          '<w:r><w:rPr></w:rPr><w:tab/></w:r>' +
          run('Page ') +
          '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
          run(' - Curriculum vitae of ') +
          '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> AUTHOR </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Antoniou Nikos</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
        '<w:pStyle w:val="Header"/><w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs><w:rPr></w:rPr>',
      );
      return docx({
        body,
        section:
          '<w:headerReference w:type="default" r:id="rId60"/><w:type w:val="nextPage"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:left="851" w:right="851" w:gutter="0" w:header="567" w:top="1134" w:footer="0" w:bottom="1134"/><w:pgNumType w:fmt="decimal"/><w:formProt w:val="false"/><w:textDirection w:val="lrTb"/>',
        styles:
          libreStyles('en-GB', 'Arial Narrow') +
          ['CVTitle', 'CVHeading1', 'CVHeading3', 'CVNormal']
            .map((id) =>
              wstyle(
                'paragraph',
                id,
                id.replace(/^CV/, 'CV '),
                '<w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:ind w:start="113" w:end="113"/></w:pPr>',
              ),
            )
            .join('') +
          wstyle('paragraph', 'Header', 'Header', '<w:basedOn w:val="Normal"/>'),
        headers: [{ id: 'rId60', xml: header }],
        app: {
          name: 'LibreOffice/24.2.1.2$Windows_X86_64 LibreOffice_project/db4def46b0453cc22e2d0305797cf981b68ef5ac',
        },
        core: { creator: 'Antoniou Nikos', title: 'Europass Curriculum Vitae' },
      });
    },
  },
  // ---- Pages ----
  {
    // An Auckland physiotherapist's CV exported from Pages: her name and her contact details are in two text boxes
    // anchored at the top of the page (DrawingML with a VML fallback) inside the first body paragraph, which is the
    // 'Experience' heading; Pages' own styles (Body, Heading, Label) and its run properties (Helvetica Neue, a
    // w14:textOutline with no fill, a baseline vertAlign, language on every run).
    file: 'pages-text-boxes-in-heading-tuilagi.docx',
    truth: {
      first: 'Manaia',
      last: 'Tuilagi',
      email: 'manaia.tuilagi@example.co.nz',
      phone: '+64 21 555 0193',
      linkedin: 'https://www.linkedin.com/in/manaiatuilagi',
    },
    bytes: async () => {
      const rPr = (font = 'Helvetica Neue', extra = '') =>
        `<w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:eastAsia="Arial Unicode MS" w:cs="Arial Unicode MS"/><w:b w:val="0"/><w:bCs w:val="0"/><w:i w:val="0"/><w:iCs w:val="0"/><w:caps w:val="0"/><w:smallCaps w:val="0"/><w:strike w:val="0"/><w:dstrike w:val="0"/><w:outline w:val="0"/><w:color w:val="000000"/><w:spacing w:val="0"/><w:kern w:val="0"/><w:position w:val="0"/><w:u w:val="none"/><w:vertAlign w:val="baseline"/><w:lang w:val="en-US"/>${extra}<w14:textOutline w14:w="0" w14:cap="flat"><w14:noFill/><w14:prstDash w14:val="solid"/><w14:bevel/></w14:textOutline><w14:textFill><w14:solidFill><w14:srgbClr w14:val="000000"/></w14:solidFill></w14:textFill>`;
      const pr = (text: string, font?: string, extra = '') => wr(text, rPr(font, extra));
      const pp = (runs: string, style = 'Body', pPr = '') =>
        wp(runs, `<w:pStyle w:val="${style}"/>${pPr}<w:bidi w:val="0"/><w:rPr><w:rtl w:val="0"/></w:rPr>`);
      const name = pp(
        pr('Manaia', 'Avenir Next Demi Bold', '<w:sz w:val="56"/><w:szCs w:val="56"/>') +
          pr(' ', 'Avenir Next Demi Bold', '<w:sz w:val="56"/>') +
          pr('Tuilagi', 'Avenir Next Demi Bold', '<w:sz w:val="56"/><w:szCs w:val="56"/>'),
        'Title',
      );
      const role = pp(pr('Musculoskeletal Physiotherapist', 'Avenir Next Regular', '<w:sz w:val="24"/>'), 'Subtitle');
      const contact = [
        pp(pr('+64 21 555 0193'), 'Label', '<w:jc w:val="right"/>'),
        pp(pr('manaia.tuilagi@example.co.nz'), 'Label', '<w:jc w:val="right"/>'),
        pp(pr('linkedin.com/in/manaiatuilagi'), 'Label', '<w:jc w:val="right"/>'),
        pp(pr('Ponsonby, Auckland'), 'Label', '<w:jc w:val="right"/>'),
      ].join('');
      const body = [
        pp(
          textBox(1, 1020, 900, 5600, 1500, name + role, { name: 'Shape 1' }) +
            textBox(2, 7300, 900, 3600, 1500, contact, { name: 'Shape 2' }) +
            pr('EXPERIENCE', 'Avenir Next Demi Bold', '<w:sz w:val="22"/>'),
          'Heading',
          '<w:spacing w:before="2200"/>',
        ),
        pp(
          pr('Senior Physiotherapist', undefined, '<w:b w:val="1"/>') +
            pr(' — Ponsonby Sports & Spine Clinic, 2020 – present'),
        ),
        pp(
          pr(
            'Caseload of 45 patients a week: post-surgical knees and shoulders, persistent low back pain, rugby injuries.',
          ),
        ),
        pp(pr('Set up the clinic’s ACC return-to-work programme with two Auckland employers.')),
        pp(
          pr('Physiotherapist', undefined, '<w:b w:val="1"/>') +
            pr(' — Counties Manukau Health, Middlemore Hospital, 2016 – 2020'),
        ),
        pp(
          pr(
            'Rotations in orthopaedics, ICU and outpatients; Pasifika community falls-prevention classes in Samoan and English.',
          ),
        ),
        pp(pr('EDUCATION', 'Avenir Next Demi Bold', '<w:sz w:val="22"/>'), 'Heading'),
        pp(pr('Bachelor of Physiotherapy, University of Otago — 2015')),
        pp(pr('Postgraduate Certificate in Musculoskeletal Physiotherapy, AUT — 2019')),
        pp(pr('REGISTRATION', 'Avenir Next Demi Bold', '<w:sz w:val="22"/>'), 'Heading'),
        pp(pr('Physiotherapy Board of New Zealand, APC current to 31 March 2026')),
        pp(pr('LANGUAGES', 'Avenir Next Demi Bold', '<w:sz w:val="22"/>'), 'Heading'),
        pp(pr('English, Samoan')),
      ].join('');
      const styles =
        '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="Arial Unicode MS" w:cs="Times New Roman"/><w:sz w:val="24"/><w:szCs w:val="24"/><w:lang w:val="en-US" w:eastAsia="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr></w:pPr></w:pPrDefault></w:docDefaults>' +
        wstyle(
          'paragraph',
          'Normal',
          'Normal',
          '<w:qFormat/><w:pPr></w:pPr><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman"/></w:rPr>',
          ' w:default="1"',
        ) +
        wstyle(
          'paragraph',
          'Body',
          'Body',
          '<w:next w:val="Body"/><w:pPr><w:keepNext w:val="0"/><w:keepLines w:val="0"/><w:pageBreakBefore w:val="0"/><w:spacing w:before="0" w:after="120" w:line="288" w:lineRule="auto"/></w:pPr><w:rPr><w:rFonts w:ascii="Helvetica Neue" w:hAnsi="Helvetica Neue"/><w:sz w:val="20"/></w:rPr>',
        ) +
        wstyle(
          'paragraph',
          'Heading',
          'Heading',
          '<w:next w:val="Body"/><w:pPr><w:keepNext w:val="1"/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:rFonts w:ascii="Avenir Next Demi Bold" w:hAnsi="Avenir Next Demi Bold"/><w:caps w:val="1"/><w:spacing w:val="20"/><w:sz w:val="22"/></w:rPr>',
        ) +
        wstyle(
          'paragraph',
          'Title',
          'Title',
          '<w:next w:val="Body"/><w:pPr><w:keepNext w:val="0"/></w:pPr><w:rPr><w:sz w:val="56"/></w:rPr>',
        ) +
        wstyle('paragraph', 'Subtitle', 'Subtitle', '<w:next w:val="Body"/><w:rPr><w:sz w:val="24"/></w:rPr>') +
        wstyle(
          'paragraph',
          'Label',
          'Label',
          '<w:next w:val="Label"/><w:pPr><w:jc w:val="center"/></w:pPr><w:rPr><w:rFonts w:ascii="Helvetica Neue" w:hAnsi="Helvetica Neue"/><w:sz w:val="18"/></w:rPr>',
        );
      return docx({
        body,
        section:
          '<w:pgSz w:w="11906" w:h="16838" w:orient="portrait"/><w:pgMar w:top="1020" w:right="1020" w:bottom="1020" w:left="1020" w:header="709" w:footer="850"/><w:bidi w:val="0"/>',
        styles,
        core: {},
      });
    },
  },
  {
    // A Singapore civil servant's CV exported from Pages' 'Swiss' style template: his name is one Title paragraph with
    // a line break in it, the surname in capitals over the given names ('LIM' / 'Jun Jie'), his details in a
    // two-column table of labels and values laid out by Pages (fixed widths, cell margins, no borders).
    file: 'pages-surname-line-break-table-lim.docx',
    truth: {
      first: 'Jun Jie',
      last: 'Lim',
      email: 'junjie.lim@example.sg',
      phone: '+65 9555 0182',
      linkedin: 'https://www.linkedin.com/in/limjunjie',
    },
    bytes: async () => {
      const rPr = (extra = '') =>
        `<w:rFonts w:ascii="Helvetica Neue" w:hAnsi="Helvetica Neue" w:eastAsia="Helvetica Neue" w:cs="Helvetica Neue"/><w:outline w:val="0"/><w:color w:val="000000"/><w:u w:val="none"/><w:vertAlign w:val="baseline"/><w:lang w:val="en-GB"/>${extra}<w14:textFill><w14:solidFill><w14:srgbClr w14:val="000000"/></w14:solidFill></w14:textFill>`;
      const pr = (text: string, extra = '') => wr(text, rPr(extra));
      const pp = (runs: string, style = 'Body') =>
        wp(runs, `<w:pStyle w:val="${style}"/><w:bidi w:val="0"/><w:rPr><w:rtl w:val="0"/></w:rPr>`);
      const cell = (text: string, width: number, bold = false) =>
        wtc(
          pp(pr(text, bold ? '<w:b w:val="1"/><w:bCs w:val="1"/>' : ''), 'TableStyle2'),
          width,
          '<w:shd w:val="clear" w:color="auto" w:fill="auto"/><w:tcMar><w:top w:w="80" w:type="dxa"/><w:left w:w="80" w:type="dxa"/><w:bottom w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tcMar>',
        );
      const details = [
        ['Mobile', '+65 9555 0182'],
        ['Email', 'junjie.lim@example.sg'],
        ['LinkedIn', 'linkedin.com/in/limjunjie'],
        ['Address', 'Block 412 Bedok North Avenue 2, #08-115, Singapore 460412'],
      ];
      const body = [
        pp(
          pr('LIM', '<w:b w:val="1"/><w:sz w:val="72"/>') +
            '<w:r><w:rPr><w:sz w:val="72"/></w:rPr><w:br/></w:r>' +
            pr('Jun Jie', '<w:sz w:val="52"/>'),
          'Title',
        ),
        pp(pr('Policy & Planning Manager'), 'Subtitle'),
        '<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:jc w:val="left"/><w:tblInd w:w="0" w:type="dxa"/><w:shd w:val="clear" w:color="auto" w:fill="auto"/><w:tblLayout w:type="fixed"/><w:tblLook w:val="04A0" w:noVBand="1" w:noHBand="0" w:lastColumn="0" w:firstColumn="1" w:lastRow="0" w:firstRow="1"/></w:tblPr><w:tblGrid><w:gridCol w:w="1800"/><w:gridCol w:w="7200"/></w:tblGrid>' +
          details
            .map(
              ([k, v]) =>
                `<w:tr><w:trPr><w:trHeight w:val="300" w:hRule="atLeast"/></w:trPr>${cell(k!, 1800, true)}${cell(v!, 7200)}</w:tr>`,
            )
            .join('') +
          '</w:tbl>',
        pp(pr('Experience'), 'Heading'),
        pp(pr('Manager, Policy & Planning — Land Transport Authority, 2021 – present', '<w:b w:val="1"/>')),
        pp(
          pr(
            'Led the review of bus network planning guidelines for 5 new towns; coordinated inter-agency working groups.',
          ),
        ),
        pp(pr('Assistant Manager — Urban Redevelopment Authority, 2017 – 2021', '<w:b w:val="1"/>')),
        pp(pr('Master Plan 2019 consultation analytics; GIS models of walking catchments around MRT stations.')),
        pp(pr('Education'), 'Heading'),
        pp(pr('Master in Public Policy, Lee Kuan Yew School of Public Policy, NUS — 2017')),
        pp(pr('BSocSci (Hons) Geography, National University of Singapore — 2014')),
        pp(pr('Skills'), 'Heading'),
        pp(pr('Transport planning, stakeholder engagement, ArcGIS Pro, Python, survey design, Mandarin and English')),
      ].join('');
      const styles =
        '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Helvetica Neue" w:hAnsi="Helvetica Neue" w:eastAsia="Helvetica Neue" w:cs="Helvetica Neue"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr></w:pPr></w:pPrDefault></w:docDefaults>' +
        wstyle('paragraph', 'Normal', 'Normal', '<w:qFormat/>', ' w:default="1"') +
        wstyle(
          'paragraph',
          'Body',
          'Body',
          '<w:next w:val="Body"/><w:pPr><w:spacing w:after="100"/></w:pPr><w:rPr><w:sz w:val="20"/></w:rPr>',
        ) +
        wstyle(
          'paragraph',
          'Title',
          'Title',
          '<w:next w:val="Body"/><w:pPr><w:spacing w:after="120" w:line="216" w:lineRule="auto"/></w:pPr><w:rPr><w:sz w:val="72"/></w:rPr>',
        ) +
        wstyle(
          'paragraph',
          'Subtitle',
          'Subtitle',
          '<w:next w:val="Body"/><w:pPr><w:spacing w:after="240"/></w:pPr><w:rPr><w:color w:val="E0322B"/><w:sz w:val="26"/></w:rPr>',
        ) +
        wstyle(
          'paragraph',
          'Heading',
          'Heading',
          '<w:next w:val="Body"/><w:pPr><w:keepNext/><w:pBdr><w:top w:val="single" w:sz="8" w:space="4" w:color="000000"/></w:pBdr><w:spacing w:before="320" w:after="100"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="24"/></w:rPr>',
        ) +
        wstyle('paragraph', 'TableStyle2', 'Table Style 2', '<w:pPr></w:pPr><w:rPr><w:sz w:val="19"/></w:rPr>');
      return docx({
        body,
        section:
          '<w:pgSz w:w="11906" w:h="16838" w:orient="portrait"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="709" w:footer="850"/><w:bidi w:val="0"/>',
        styles,
        core: {},
      });
    },
  },
  // ---- Word's conversion of a PDF ----
  {
    // A Cluj-Napoca product designer's Canva PDF opened in Word, which converted it line by line: every line of the
    // page is a paragraph in a frame placed at its absolute position, in the order the PDF drew them: the name and
    // title, the main column, and only then the left sidebar with her contacts, whose e-mail address the narrow
    // sidebar had broken after the @.
    file: 'word-from-pdf-frames-popa.docx',
    truth: {
      first: 'Irina',
      last: 'Popa',
      email: 'irina.popa.design@example.ro',
      phone: '+40 745 555 129',
      linkedin: 'https://www.linkedin.com/in/irinapopa-design',
    },
    bytes: async () => {
      /** One line of the PDF as Word's conversion writes it: a frame at (x, y) twips holding the line's runs. */
      const line = (x: number, y: number, w: number, runs: [string, string][], h = 260) =>
        wp(
          runs
            .map(([text, extra]) =>
              wr(
                text,
                `<w:rFonts w:ascii="${extra.includes('<w:b/>') ? 'Montserrat SemiBold' : 'Open Sans'}" w:hAnsi="${extra.includes('<w:b/>') ? 'Montserrat SemiBold' : 'Open Sans'}"/>${extra.replace('<w:b/>', '')}<w:spacing w:val="-1"/><w:w w:val="98"/>`,
              ),
            )
            .join(''),
          `<w:pStyle w:val="BodyText"/><w:framePr w:w="${w}" w:h="${h}" w:hRule="exact" w:wrap="none" w:vAnchor="page" w:hAnchor="page" w:x="${x}" w:y="${y}"/><w:spacing w:before="0" w:line="${h}" w:lineRule="exact"/><w:ind w:left="0"/>`,
        );
      const t = (text: string, size = 17, colour = '3A3A3A', bold = false): [string, string] => [
        text,
        `${bold ? '<w:b/>' : ''}<w:color w:val="${colour}"/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/>`,
      ];
      const main = 4100;
      const mw = 6900;
      let y = 2350;
      const mainLines: string[] = [];
      const ml = (runs: [string, string][], gap = 255, x = main) => {
        mainLines.push(line(x, y, mw, runs));
        y += gap;
      };
      const head = (text: string) => {
        y += 140;
        ml([t(text, 20, '7A3E9D', true)], 330);
      };
      head('PROFILE');
      ml([t('Product designer with seven years in fintech and mobility apps. I run discovery with')]);
      ml([t('users, design flows and systems in Figma, and work closely with engineers on')]);
      ml([t('what ships. Currently leading design for a payments app used by 2 million people.')]);
      head('EXPERIENCE');
      ml([t('Lead Product Designer', 18, '222222', true), t('  ·  Plata Rapidă, Cluj-Napoca  ·  2021 – present')]);
      ml([t('•  Redesigned onboarding and KYC; completion up from 58% to 81%.')]);
      ml([t('•  Built the design system (190 components) and its documentation; cut hand-')]);
      ml([t('   off questions by half.')]);
      ml([t('Product Designer', 18, '222222', true), t('  ·  Transilvania Mobility  ·  2018 – 2021')]);
      ml([t('•  Ride-sharing app for 14 Romanian cities; accessibility audit to WCAG 2.1 AA.')]);
      ml([t('UI Designer', 18, '222222', true), t('  ·  Fortech, Cluj-Napoca  ·  2017 – 2018')]);
      head('EDUCATION');
      ml([t('BA Design, Universitatea de Artă și Design Cluj-Napoca  ·  2017')]);
      ml([t('Interaction Design Specialization, UC San Diego (Coursera)  ·  2019')]);
      const side: string[] = [];
      let sy = 2350;
      const sl = (runs: [string, string][], gap = 250) => {
        side.push(line(700, sy, 3000, runs));
        sy += gap;
      };
      sl([t('CONTACT', 19, 'FFFFFF', true)], 330);
      sl([t('+40 745 555 129', 16, 'FFFFFF')]);
      sl([t('irina.popa.design@', 16, 'FFFFFF')]);
      sl([t('example.ro', 16, 'FFFFFF')]);
      sl([t('linkedin.com/in/', 16, 'FFFFFF')]);
      sl([t('irinapopa-design', 16, 'FFFFFF')]);
      sl([t('Cluj-Napoca, România', 16, 'FFFFFF')], 420);
      sl([t('SKILLS', 19, 'FFFFFF', true)], 330);
      for (const skill of [
        'Figma, FigJam',
        'User research',
        'Design systems',
        'Prototyping',
        'Accessibility',
        'HTML & CSS',
      ])
        sl([t(skill, 16, 'FFFFFF')]);
      sy += 170;
      sl([t('LANGUAGES', 19, 'FFFFFF', true)], 330);
      for (const lang of ['Romanian (native)', 'English (C1)', 'Hungarian (B1)']) sl([t(lang, 16, 'FFFFFF')]);
      const body =
        wp(
          `<w:r><w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="251650048" behindDoc="1" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="${3700 * EMU}" cy="${16838 * EMU}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/><wp:docPr id="1" name="Freeform 2"/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${3700 * EMU}" cy="${16838 * EMU}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="4B2466"/></a:solidFill></wps:spPr><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`,
          '<w:pStyle w:val="BodyText"/><w:spacing w:before="0"/><w:ind w:left="0"/><w:rPr><w:sz w:val="20"/></w:rPr>',
        ) +
        line(main, 900, mw, [t('IRINA POPA', 52, '4B2466', true)], 640) +
        line(main, 1600, mw, [t('Product Designer', 24, '7A3E9D')], 340) +
        mainLines.join('') +
        side.join('');
      const styles =
        '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman" w:eastAsia="Times New Roman" w:hAnsi="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US" w:eastAsia="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:autoSpaceDE w:val="0"/><w:autoSpaceDN w:val="0"/><w:widowControl w:val="0"/></w:pPr></w:pPrDefault></w:docDefaults>' +
        wstyle(
          'paragraph',
          'Normal',
          'Normal',
          '<w:uiPriority w:val="1"/><w:qFormat/><w:rPr><w:rFonts w:ascii="Open Sans" w:hAnsi="Open Sans"/></w:rPr>',
          ' w:default="1"',
        ) +
        wstyle(
          'paragraph',
          'BodyText',
          'Body Text',
          '<w:basedOn w:val="Normal"/><w:uiPriority w:val="1"/><w:qFormat/><w:rPr><w:sz w:val="17"/><w:szCs w:val="17"/></w:rPr>',
        ) +
        wstyle(
          'paragraph',
          'ListParagraph',
          'List Paragraph',
          '<w:basedOn w:val="Normal"/><w:uiPriority w:val="1"/><w:qFormat/>',
        ) +
        wstyle(
          'paragraph',
          'TableParagraph',
          'Table Paragraph',
          '<w:basedOn w:val="Normal"/><w:uiPriority w:val="1"/><w:qFormat/>',
        );
      return docx({
        body,
        section:
          '<w:type w:val="continuous"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="0" w:right="0" w:bottom="0" w:left="0" w:header="720" w:footer="720" w:gutter="0"/><w:cols w:space="720"/>',
        styles,
        settings:
          '<w:zoom w:percent="100"/><w:doNotDisplayPageBoundaries/><w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:ulTrailSpace/><w:doNotExpandShiftReturn/><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat>',
        app: { name: 'Microsoft Office Word', version: '16.0000' },
        core: { title: 'Irina Popa - CV', creator: 'Canva', lastModifiedBy: 'irina' },
      });
    },
  },
  {
    // A Casablanca financial analyst's French CV converted from its PDF by Word into a page of text boxes, one per
    // line, each absolutely placed and each written twice (DrawingML and its VML fallback); the PDF drew the right-hand
    // contact column first, so the contacts come before the name, which is two runs ('Fatima Zahra' and 'EL AMRANI').
    file: 'word-from-pdf-text-boxes-el-amrani.docx',
    truth: {
      first: 'Fatima Zahra',
      last: 'El Amrani',
      email: 'fz.elamrani@example.ma',
      phone: '+212 6 61 55 50 24',
      linkedin: 'https://www.linkedin.com/in/fatimazahra-elamrani',
    },
    bytes: async () => {
      let id = 10;
      const box = (x: number, y: number, w: number, runs: string, h = 300) =>
        textBox(
          ++id,
          x,
          y,
          w,
          h,
          wp(runs, '<w:pStyle w:val="BodyText"/><w:spacing w:before="0"/><w:ind w:left="0"/>'),
          { name: `Text Box ${id}` },
        );
      const t = (text: string, size = 18, extra = '') =>
        wr(
          text,
          `<w:rFonts w:ascii="Lato" w:hAnsi="Lato"/>${extra}<w:color w:val="262626"/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/>`,
        );
      const right: string[] = [];
      let ry = 700;
      for (const [text, size, extra] of [
        ['CONTACT', 19, '<w:b/><w:color w:val="B8860B"/>'],
        ['+212 6 61 55 50 24', 17, ''],
        ['fz.elamrani@example.ma', 17, ''],
        ['linkedin.com/in/fatimazahra-elamrani', 17, ''],
        ['Maârif, Casablanca', 17, ''],
        ['LANGUES', 19, '<w:b/><w:color w:val="B8860B"/>'],
        ['Arabe, français (bilingue)', 17, ''],
        ['Anglais (courant), espagnol (notions)', 17, ''],
      ] as [string, number, string][]) {
        right.push(box(8000, ry, 3300, t(text, size, extra)));
        ry += text === 'CONTACT' || text === 'LANGUES' ? 330 : 270;
        if (text === 'Maârif, Casablanca') ry += 200;
      }
      const main: string[] = [];
      let y = 2200;
      const ml = (runs: string, gap = 270) => {
        main.push(box(900, y, 6800, runs));
        y += gap;
      };
      const head = (text: string) => {
        y += 160;
        ml(t(text, 20, '<w:b/><w:color w:val="B8860B"/>'), 340);
      };
      head('PROFIL');
      ml(t('Analyste financière avec six ans d’expérience en banque et en industrie : modélisation,'));
      ml(t('contrôle de gestion et reporting IFRS. Habituée à travailler avec les directions générales.'));
      head('EXPÉRIENCE PROFESSIONNELLE');
      ml(t('Analyste financière senior', 18, '<w:b/>') + t(' — Atlas Ciment S.A., Casablanca (2021 – aujourd’hui)'));
      ml(t('• Budget et reforecast de 4 usines ; modèle de coût de revient par tonne sous Power BI.'));
      ml(t('• Reporting mensuel IFRS au groupe ; réduction du délai de clôture de 8 à 5 jours.'));
      ml(t('Analyste crédit', 18, '<w:b/>') + t(' — Banque du Littoral, Rabat (2018 – 2021)'));
      ml(t('• Analyse de dossiers PME et grandes entreprises ; notation interne et comités de crédit.'));
      head('FORMATION');
      ml(t('Master Finance et Contrôle, ISCAE Casablanca — 2018'));
      ml(t('CFA Level II candidate (2025)'));
      head('OUTILS');
      ml(t('Excel (VBA), Power BI, SAP FI/CO, Bloomberg, Python (pandas)'));
      const name =
        box(
          900,
          800,
          6800,
          t('Fatima Zahra ', 44, '<w:color w:val="1F1F1F"/>') + t('EL AMRANI', 44, '<w:b/><w:color w:val="B8860B"/>'),
          700,
        ) + box(900, 1500, 6800, t('Analyste financière · Contrôle de gestion', 22, '<w:color w:val="595959"/>'), 360);
      const body =
        wp(
          right.join(''),
          '<w:pStyle w:val="BodyText"/><w:spacing w:before="0"/><w:ind w:left="0"/><w:rPr><w:sz w:val="20"/></w:rPr>',
        ) +
        wp(name, '<w:pStyle w:val="BodyText"/><w:spacing w:before="0"/><w:ind w:left="0"/>') +
        wp(main.join(''), '<w:pStyle w:val="BodyText"/><w:spacing w:before="0"/><w:ind w:left="0"/>') +
        wp(
          '',
          '<w:pStyle w:val="BodyText"/><w:spacing w:before="0"/><w:ind w:left="0"/><w:rPr><w:sz w:val="20"/></w:rPr>',
        );
      const styles =
        '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman" w:eastAsia="Times New Roman" w:hAnsi="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="fr-FR" w:eastAsia="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:autoSpaceDE w:val="0"/><w:autoSpaceDN w:val="0"/><w:widowControl w:val="0"/></w:pPr></w:pPrDefault></w:docDefaults>' +
        wstyle(
          'paragraph',
          'Normal',
          'Normal',
          '<w:uiPriority w:val="1"/><w:qFormat/><w:rPr><w:rFonts w:ascii="Lato" w:hAnsi="Lato"/></w:rPr>',
          ' w:default="1"',
        ) +
        wstyle(
          'paragraph',
          'BodyText',
          'Body Text',
          '<w:basedOn w:val="Normal"/><w:uiPriority w:val="1"/><w:qFormat/><w:rPr><w:sz w:val="20"/></w:rPr>',
        ) +
        wstyle(
          'paragraph',
          'TableParagraph',
          'Table Paragraph',
          '<w:basedOn w:val="Normal"/><w:uiPriority w:val="1"/><w:qFormat/>',
        );
      return docx({
        body,
        section:
          '<w:type w:val="continuous"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="0" w:right="0" w:bottom="0" w:left="0" w:header="720" w:footer="720" w:gutter="0"/><w:cols w:space="720"/>',
        styles,
        app: { name: 'Microsoft Office Word', version: '16.0000' },
        core: { lastModifiedBy: 'Utilisateur' },
      });
    },
  },
  {
    // A Santiago mining engineer's CV designed in InDesign with fake small capitals, converted by Word from its PDF:
    // the name is runs of big and small capitals ('M' 'ATÍAS' 'Q' 'UIROGA' 'V' 'IDAL') with letter spacing, and the page
    // is a floating layout table whose left cell holds the contacts and whose right cell holds the experience.
    file: 'word-from-pdf-small-caps-floating-table-quiroga.docx',
    truth: {
      first: 'Matías',
      last: 'Quiroga Vidal',
      email: 'matias.quiroga@example.cl',
      phone: '+56 9 5555 0371',
      linkedin: 'https://www.linkedin.com/in/matiasquirogavidal',
    },
    bytes: async () => {
      const font = (extra: string, size: number) =>
        `<w:rFonts w:ascii="Gill Sans MT" w:hAnsi="Gill Sans MT"/>${extra}<w:sz w:val="${size}"/><w:szCs w:val="${size}"/>`;
      const caps = (word: string) =>
        wr(word[0]!, font('<w:color w:val="0E4D64"/><w:spacing w:val="40"/>', 44)) +
        wr(word.slice(1), font('<w:color w:val="0E4D64"/><w:spacing w:val="40"/>', 33));
      const tp = (runs: string, pPr = '') =>
        wp(
          runs,
          `<w:pStyle w:val="TableParagraph"/>${pPr}<w:spacing w:before="40" w:line="252" w:lineRule="exact"/><w:ind w:left="107"/>`,
        );
      const tx = (text: string, extra = '', size = 18) => wr(text, font(extra, size));
      const left = [
        tp(tx('CONTACTO', '<w:b/><w:color w:val="0E4D64"/><w:spacing w:val="20"/>', 19)),
        tp(tx('+56 9 5555 0371')),
        tp(tx('matias.quiroga@example.cl')),
        tp(tx('linkedin.com/in/matiasquirogavidal')),
        tp(tx('Las Condes, Santiago')),
        tp(tx('IDIOMAS', '<w:b/><w:color w:val="0E4D64"/><w:spacing w:val="20"/>', 19), '<w:spacing w:before="280"/>'),
        tp(tx('Español (nativo)')),
        tp(tx('Inglés (avanzado)')),
        tp(tx('SOFTWARE', '<w:b/><w:color w:val="0E4D64"/><w:spacing w:val="20"/>', 19), '<w:spacing w:before="280"/>'),
        tp(tx('Deswik, Vulcan, Surpac')),
        tp(tx('AutoCAD, Power BI')),
      ].join('');
      const right = [
        tp(tx('EXPERIENCIA', '<w:b/><w:color w:val="0E4D64"/><w:spacing w:val="20"/>', 19)),
        tp(
          tx('Ingeniero de Planificación Senior', '<w:b/>') +
            tx(' · Minera Cordillera Norte, Antofagasta · 2020 – actual'),
        ),
        tp(
          tx(
            'Plan minero de corto y mediano plazo para una mina a rajo abierto de 180 ktpd; secuenciamiento en Deswik.',
          ),
        ),
        tp(tx('Conciliación mensual plan–real; reducción de la dilución en 2,3 puntos.')),
        tp(tx('Ingeniero de Operaciones', '<w:b/>') + tx(' · Cobre Atacama SpA, Calama · 2016 – 2020')),
        tp(tx('Turnos de 7x7; control de KPI de carguío y transporte para una flota de 38 camiones CAT 793.')),
        tp(
          tx('FORMACIÓN', '<w:b/><w:color w:val="0E4D64"/><w:spacing w:val="20"/>', 19),
          '<w:spacing w:before="280"/>',
        ),
        tp(tx('Ingeniería Civil de Minas, Universidad de Chile — 2015')),
        tp(tx('Diplomado en Gestión de Activos, PUC — 2021')),
      ].join('');
      const body =
        wp(
          caps('MATÍAS') + wr(' ', font('', 33)) + caps('QUIROGA') + wr(' ', font('', 33)) + caps('VIDAL'),
          '<w:pStyle w:val="Title"/><w:spacing w:before="89"/><w:ind w:left="1250"/>',
        ) +
        wp(
          tx('INGENIERO CIVIL DE MINAS', '<w:color w:val="6B6B6B"/><w:spacing w:val="60"/>', 20),
          '<w:pStyle w:val="BodyText"/><w:spacing w:before="40"/><w:ind w:left="1250"/>',
        ) +
        `<w:tbl><w:tblPr><w:tblpPr w:leftFromText="180" w:rightFromText="180" w:vertAnchor="page" w:horzAnchor="page" w:tblpX="851" w:tblpY="2700"/><w:tblW w:w="0" w:type="auto"/><w:tblInd w:w="0" w:type="dxa"/><w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="0" w:type="dxa"/><w:right w:w="0" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="01E0" w:firstRow="1" w:lastRow="1" w:firstColumn="1" w:lastColumn="1" w:noHBand="0" w:noVBand="0"/></w:tblPr><w:tblGrid><w:gridCol w:w="3100"/><w:gridCol w:w="7100"/></w:tblGrid>` +
        `<w:tr><w:trPr><w:trHeight w:val="9800" w:hRule="exact"/></w:trPr>${wtc(left, 3100, '<w:tcBorders><w:right w:val="single" w:sz="4" w:space="0" w:color="0E4D64"/></w:tcBorders>')}${wtc(right, 7100)}</w:tr></w:tbl>` +
        wp('', '<w:pStyle w:val="BodyText"/>');
      const styles =
        '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman" w:eastAsia="Times New Roman" w:hAnsi="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="es-CL" w:eastAsia="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:autoSpaceDE w:val="0"/><w:autoSpaceDN w:val="0"/><w:widowControl w:val="0"/></w:pPr></w:pPrDefault></w:docDefaults>' +
        wstyle('paragraph', 'Normal', 'Normal', '<w:uiPriority w:val="1"/><w:qFormat/>', ' w:default="1"') +
        wstyle(
          'paragraph',
          'Title',
          'Title',
          '<w:basedOn w:val="Normal"/><w:uiPriority w:val="10"/><w:qFormat/><w:rPr><w:sz w:val="44"/></w:rPr>',
        ) +
        wstyle(
          'paragraph',
          'BodyText',
          'Body Text',
          '<w:basedOn w:val="Normal"/><w:uiPriority w:val="1"/><w:qFormat/><w:rPr><w:sz w:val="18"/></w:rPr>',
        ) +
        wstyle(
          'paragraph',
          'TableParagraph',
          'Table Paragraph',
          '<w:basedOn w:val="Normal"/><w:uiPriority w:val="1"/><w:qFormat/>',
        );
      return docx({
        body,
        section:
          '<w:type w:val="continuous"/><w:pgSz w:w="11910" w:h="16840"/><w:pgMar w:top="620" w:right="560" w:bottom="280" w:left="740" w:header="720" w:footer="720" w:gutter="0"/><w:cols w:space="720"/>',
        styles,
        app: { name: 'Microsoft Office Word', version: '16.0000' },
        core: { title: 'CV_MQV_2025', creator: 'Adobe InDesign 19.2 (Macintosh)' },
      });
    },
  },
  // ---- an online CV builder ----
  {
    // A Berlin data scientist's CV downloaded as .docx from an online CV builder: each field is a content control
    // tagged with its purpose (her first and last names in two controls of one paragraph), the jobs a repeating
    // section, the photo an anchored picture, the builder's name in the footer.
    file: 'builder-content-controls-repeating-park.docx',
    truth: {
      first: 'Hye-jin',
      last: 'Park',
      email: 'hyejin.park@example.de',
      phone: '+49 1512 5550193',
      linkedin: 'https://www.linkedin.com/in/hyejin-park-data',
    },
    bytes: async () => {
      let id = 300;
      const field = (tag: string, alias: string, runs: string) =>
        `<w:sdt><w:sdtPr><w:alias w:val="${alias}"/><w:tag w:val="${tag}"/><w:id w:val="${++id}"/><w15:appearance w15:val="hidden"/><w:text/></w:sdtPr><w:sdtContent>${runs}</w:sdtContent></w:sdt>`;
      const r = (text: string, extra = '') =>
        wr(text, `<w:rFonts w:ascii="Source Sans Pro" w:hAnsi="Source Sans Pro"/>${extra}`);
      const p = (runs: string, pPr = '') =>
        wp(
          runs,
          `<w:pStyle w:val="Normal"/>${pPr}`,
          ` w14:paraId="${(++id).toString(16).toUpperCase().padStart(8, '0')}" w14:textId="77777777"`,
        );
      const job = (title: string, company: string, dates: string, text: string) =>
        `<w:sdt><w:sdtPr><w:id w:val="${++id}"/><w15:repeatingSectionItem/></w:sdtPr><w:sdtContent>${p(field('jobTitle', 'Job title', r(title, '<w:b/>')) + r(', ') + field('employer', 'Employer', r(company)), '<w:spacing w:before="160"/>')}${p(field('dates', 'Dates', r(dates, '<w:color w:val="808080"/><w:sz w:val="18"/>')))}${p(field('description', 'Description', r(text)))}</w:sdtContent></w:sdt>`;
      const body = [
        p(
          anchoredPicture(2, 'rIdPhoto', 9400, 700, 1500, 1500) +
            field('firstName', 'First name', r('Hye-jin', '<w:b/><w:sz w:val="48"/>')) +
            r(' ', '<w:sz w:val="48"/>') +
            field('lastName', 'Last name', r('Park', '<w:b/><w:sz w:val="48"/>')),
        ),
        p(field('headline', 'Job title', r('Data Scientist', '<w:color w:val="2E75B6"/><w:sz w:val="26"/>'))),
        p(
          field('city', 'City', r('Berlin, Germany')) +
            r('  |  ') +
            field('phone', 'Phone', r('+49 1512 5550193')) +
            r('  |  ') +
            field('email', 'Email', r('hyejin.park@example.de')),
        ),
        p(field('link', 'Link', r('linkedin.com/in/hyejin-park-data'))),
        p(r('PROFILE', '<w:b/><w:color w:val="2E75B6"/>'), '<w:spacing w:before="240"/>'),
        p(
          field(
            'summary',
            'Professional summary',
            r(
              'Data scientist with six years in e-commerce and mobility: demand forecasting, experimentation and recommender systems. Python, SQL and a habit of writing down assumptions before the model.',
            ),
          ),
        ),
        p(r('EMPLOYMENT HISTORY', '<w:b/><w:color w:val="2E75B6"/>'), '<w:spacing w:before="240"/>'),
        `<w:sdt><w:sdtPr><w:id w:val="${++id}"/><w15:repeatingSection/></w:sdtPr><w:sdtContent>${job('Senior Data Scientist', 'Spreewald Mobility GmbH, Berlin', 'Mar 2022 — Present', 'Demand forecasting for 4,000 e-scooters and e-bikes; rebalancing cost down 22%.')}${job('Data Scientist', 'Kimchi Commerce, Seoul', 'Jul 2018 — Feb 2022', 'Recommender system for a grocery app (3 million users); A/B testing platform.')}</w:sdtContent></w:sdt>`,
        p(r('EDUCATION', '<w:b/><w:color w:val="2E75B6"/>'), '<w:spacing w:before="240"/>'),
        p(field('education', 'Education', r('MSc Statistics, Seoul National University — 2018'))),
        p(r('SKILLS', '<w:b/><w:color w:val="2E75B6"/>'), '<w:spacing w:before="240"/>'),
        p(
          field('skills', 'Skills', r('Python, SQL, PyTorch, LightGBM, Spark, dbt, Airflow, Looker, causal inference')),
        ),
        p(r('LANGUAGES', '<w:b/><w:color w:val="2E75B6"/>'), '<w:spacing w:before="240"/>'),
        p(field('languages', 'Languages', r('Korean (native), English (C1), German (B2)'))),
      ].join('');
      const footer = p(
        r('Created with ResumeCraft — resumecraft.example.com', '<w:color w:val="A6A6A6"/><w:sz w:val="14"/>'),
        '<w:jc w:val="center"/>',
      );
      return docx({
        body,
        section: `<w:footerReference w:type="default" r:id="rId70"/>${A4_SECTION}`,
        styles:
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Source Sans Pro" w:hAnsi="Source Sans Pro" w:eastAsia="Source Sans Pro" w:cs="Source Sans Pro"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="40"/></w:pPr></w:pPrDefault></w:docDefaults>' +
          wstyle('paragraph', 'Normal', 'Normal', '<w:qFormat/>', ' w:default="1"'),
        footers: [{ id: 'rId70', xml: footer }],
        images: [{ id: 'rIdPhoto', name: 'image1.png', data: silhouettePng([70, 90, 120], [225, 230, 238]) }],
        app: { name: 'ResumeCraft DOCX Export 3.2' },
        core: { title: 'Resume', creator: 'ResumeCraft' },
      });
    },
  },
];

// ---------- text files ----------

/** An RTF document's text: a character beyond ASCII as RTF writes it in Windows-1252 (\'e9). */
const rtfEscape = (text: string) =>
  [...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (c === '\\' || c === '{' || c === '}') return `\\${c}`;
      if (code < 128) return c;
      const byte = codePage('windows-1252')(c)[0]!;
      return `\\'${byte.toString(16).padStart(2, '0')}`;
    })
    .join('');

const txts: TxtFixture[] = [
  {
    // A Madrid treasury analyst's Workday candidate profile saved as text: the 'Candidate:' line gives his preferred
    // name ('Álex Navarro') and candidate ID; the Legal Name block gives his given name and both family names in
    // separate fields; the recruiter and hiring manager are named, and the recruiter's note has her own mobile; his
    // résumé's parsed text follows.
    file: 'workday-candidate-profile-navarro.txt',
    truth: {
      first: 'Alejandro',
      last: 'Navarro Ibáñez',
      email: 'alejandro.navarro.ibanez@example.es',
      phone: '+34 612 555 087',
      linkedin: 'https://www.linkedin.com/in/alejandronavarroib',
    },
    encode: (text) => utf8Bom(crlf(text)),
    text: `Candidate Profile
Candidate:                 Álex Navarro (C0048213)
Job Requisition:           R-2025-0412 Senior Treasury Analyst (Open)
Candidate Stage:           Screen
Disposition:               (none)
Recruiter:                 Marta Gil Serrano
Hiring Manager:            Javier Ortega Prieto

Legal Name
    Given Name(s):             Alejandro
    Family Name:               Navarro
    Secondary Family Name:     Ibáñez
Preferred Name:            Álex
Email Address:             alejandro.navarro.ibanez@example.es
Phone Number:              +34 612 555 087 (Mobile)
Address:                   Calle de Toledo 77, 3º B, 28005 Madrid, Spain
Source:                    LinkedIn
Willing to Relocate:       No

Recruiter Notes
11/03/2025 14:22  Marta Gil Serrano
    Phone screen done. Strong on cash pooling and SAP TRM. Notice period 30 days. Expects 58-62k.
    Told him to call me back on 600 555 219 after 17:00 if he has questions about the hybrid policy.
12/03/2025 09:05  Javier Ortega Prieto
    Agree, let's move him to the case study. Copy Lucía Benítez (lucia.benitez@example-corp.es) for scheduling.

Resume (parsed text)
ALEJANDRO NAVARRO IBÁÑEZ
Senior Treasury Analyst · Madrid
+34 612 555 087 · alejandro.navarro.ibanez@example.es · linkedin.com/in/alejandronavarroib

EXPERIENCE
Treasury Analyst, Grupo Hostelero Mediterráneo, Madrid (2020 - present)
- Daily cash positioning for 23 entities in 6 countries; cash pool in SAP TRM.
- FX hedging of the GBP and USD exposure; monthly hedge-effectiveness reports.
Junior Financial Analyst, Banco Peninsular, Madrid (2017 - 2020)
- Corporate loan monitoring and covenant tests.

EDUCATION
Máster en Finanzas, CUNEF (2017)
Grado en Administración y Dirección de Empresas, Universidad Carlos III de Madrid (2016)

LANGUAGES
Spanish (native), English (C1), French (B2)
`,
  },
  {
    // A Brooklyn engineer's Greenhouse candidate profile copied to text: 'Candidate:' and the application, her contact
    // fields, the referral (a colleague with his work e-mail), the recruiter and coordinator, the activity feed with
    // the interviewers' names and the recruiter's phone in a note, then her résumé's text.
    file: 'greenhouse-profile-activity-rosen.txt',
    truth: {
      first: 'Talia',
      last: 'Rosen',
      email: 'talia.rosen@example.com',
      phone: '(917) 555-0136',
      linkedin: 'https://www.linkedin.com/in/taliarosen',
    },
    encode: utf8,
    text: `Candidate: Talia Rosen
Application: Staff Backend Engineer (Payments) - New York, NY
Status: Active    Stage: Technical Interview    Candidate ID: 48213377
Applied: Mar 3, 2025 (via referral)

CONTACT
Email: talia.rosen@example.com (Personal)
Phone: (917) 555-0136 (Mobile)
Social Media: https://www.linkedin.com/in/taliarosen
Address: Brooklyn, NY 11215

DETAILS
Source: Referral
Referrer: Daniel Cohen <daniel.cohen@ledgerly.example.com>
Recruiter: Priya Natesan
Coordinator: Kevin O'Malley
Tags: payments, go, distributed-systems

ACTIVITY FEED
Mar 11, 2025 4:02 PM - Kevin O'Malley scheduled Technical Interview with Aaron Blum and Sofia Grant for Mar 14.
Mar 10, 2025 11:17 AM - Priya Natesan: Great screen. She wants hybrid 2 days/week. If she calls back, she has my
    direct line (212) 555-0190.
Mar 3, 2025 9:40 AM - Daniel Cohen referred Talia Rosen: "Worked with her at Stripe-like startup, top 5% engineer."

RESUME
Talia Rosen
Staff Software Engineer | Brooklyn, NY | talia.rosen@example.com | (917) 555-0136

Experience
Senior Software Engineer II, Ledgerly (New York) - 2021-present
  * Designed the double-entry ledger service (Go, Postgres) handling $4B/year.
  * Led the migration from a monolith to 11 services with exactly-once settlement.
Software Engineer, Carta Mesh (Tel Aviv) - 2017-2021
  * Payment routing for marketplaces; cut failed payouts by 63%.

Education
B.Sc. Computer Science, Technion - Israel Institute of Technology, 2017

Skills
Go, Kotlin, PostgreSQL, Kafka, gRPC, Kubernetes, event sourcing
`,
  },
  {
    // A Tampere embedded engineer's profile exported from LinkedIn Recruiter as text: her public profile address and
    // contact info, the recruiter's project and pipeline, notes by the team (one naming her former manager with his
    // e-mail), the InMail history, then the profile's experience.
    file: 'linkedin-recruiter-profile-text-heikkinen.txt',
    truth: {
      first: 'Sanna',
      last: 'Heikkinen',
      email: 'sanna.heikkinen@example.fi',
      phone: '+358 40 555 0718',
      linkedin: 'https://www.linkedin.com/in/sanna-heikkinen-embedded',
    },
    encode: utf8,
    text: `Sanna Heikkinen
Senior Embedded Software Engineer at Pohjola Radio Systems
Tampere, Pirkanmaa, Finland · 2nd degree connection
Public profile: www.linkedin.com/in/sanna-heikkinen-embedded

Contact info
Email: sanna.heikkinen@example.fi
Phone: +358 40 555 0718 (Mobile)

Open to work: Yes (recruiters only) · Roles: Embedded Software Engineer, Firmware Lead

Project: Embedded SW – Oulu/Tampere 2025 (owner: Mikko Laaksonen)
Pipeline stage: Contacted
Tags: C++, Yocto, RTOS, 5G

Notes (visible to your team)
  Mikko Laaksonen · Mar 10, 2025
    Strong fit for the baseband team. Her former manager Jukka Virtanen (jukka.virtanen@example.fi,
    +358 50 555 0264) offered to give a reference.
  Laura Niemi · Mar 11, 2025
    Salary expectation ~6,200 EUR/month. Prefers Tampere office.

InMail history
  Mar 7, 2025 · You to Sanna Heikkinen: "Hi Sanna, I'm hiring for a firmware lead in Tampere..."
  Mar 8, 2025 · Sanna Heikkinen to you: "Thanks Mikko, happy to talk. Best on my mobile after 4 pm."

Experience
Senior Embedded Software Engineer · Pohjola Radio Systems
Aug 2020 – Present · 4 yrs 8 mos · Tampere, Finland
Baseband firmware for 5G small cells in C++17 on a Yocto-based Linux and FreeRTOS.

Embedded Software Engineer · Sähköhuolto Automation Oy
Jun 2016 – Jul 2020 · 4 yrs 2 mos · Tampere
PLC gateways and Modbus/CAN drivers for industrial automation.

Education
Tampere University of Technology
Master of Science (Tech), Electrical Engineering · 2011 – 2016

Skills
C++ · Embedded Linux · Yocto Project · FreeRTOS · Python · 5G NR
`,
  },
  {
    // A Chennai QA engineer's Naukri profile downloaded as text by a recruitment consultant: verified mobile and
    // e-mail, the profile's key skills and headline, and a footer naming the consultant who downloaded it, with his
    // e-mail and the consultancy's phone.
    file: 'naukri-profile-download-venkatesh.txt',
    truth: {
      first: 'Pooja',
      last: 'Venkatesh',
      email: 'pooja.venkatesh@example.com',
      phone: '97905 55172',
      linkedin: null,
    },
    encode: (text) => utf8(crlf(text)),
    text: `Pooja Venkatesh
Senior QA Engineer at Kaveri Soft Technologies Pvt. Ltd.
Profile last updated on: 08-Mar-2025

Total Experience      : 6 Year(s) 4 Month(s)
Annual Salary         : INR 14,50,000
Current Location      : Chennai
Preferred Location    : Bengaluru, Hyderabad, Chennai
Notice Period         : 30 Days or less
Mobile                : 97905 55172 (Verified)
E-Mail                : pooja.venkatesh@example.com (Verified)

Resume Headline       : ISTQB certified QA engineer - Selenium, Appium, API automation, BFSI domain
Key Skills            : Selenium WebDriver, Java, TestNG, Appium, Rest Assured, JIRA, SQL, Jenkins

Work Experience
Kaveri Soft Technologies Pvt. Ltd. (Jan 2021 - Present)
Senior QA Engineer
Automation framework for a net-banking platform; 1,800 regression tests; release sign-off for 14 sprints.

Chola Infotech (Nov 2018 - Dec 2020)
QA Engineer
Manual and automated testing of insurance policy admin system.

Education
B.E. (Electronics & Communication), Anna University, 2018

IT Skills
Java (5 yrs), Selenium (5 yrs), Appium (3 yrs), SQL (4 yrs)

Desired Job Details
Job Type: Permanent   Employment Type: Full Time

-----------------------------------------------------------------
Downloaded by Ramesh Iyer (ramesh.iyer@vetrivel-talent.example.in), Vetrivel Talent Solutions,
Ph: 044 5555 0188, on 11-Mar-2025 10:42 AM. Resdex - Naukri.com
`,
  },
  {
    // A Dublin electrical engineer's Taleo candidate file as Windows-1252 text: 'Candidate Name: Doherty, Ciarán',
    // surname first; home and mobile phones both given; his LinkedIn in a 'Profile' field; the recruiter's name and
    // phone; questionnaire answers; then the résumé's converted text.
    file: 'taleo-candidate-file-cp1252-doherty.txt',
    truth: {
      first: 'Ciarán',
      last: 'Doherty',
      email: 'ciaran.doherty@example.ie',
      phone: '087 555 3610',
      linkedin: 'https://www.linkedin.com/in/ciarandoherty-ee',
    },
    encode: (text) => codePage('windows-1252')(crlf(text)),
    text: `CANDIDATE FILE
Candidate Name:          Doherty, Ciarán
Candidate Number:        412876
Requisition:             4471 - Electrical Project Engineer (Dublin)
Submission Date:         10-Mar-2025
Submission Status:       1st Interview - To be scheduled

PERSONAL INFORMATION
Email Address:           ciaran.doherty@example.ie
Home Phone:              01 555 4129
Mobile Phone:            087 555 3610
Work Phone:
Address:                 14 Griffith Avenue, Drumcondra, Dublin 9
Profile:                 https://www.linkedin.com/in/ciarandoherty-ee

RECRUITER
Recruiter:               Aisling Brophy
Recruiter Phone:         01 555 8800 ext. 214
Recruiter Email:         aisling.brophy@liffeyengineering.example.ie

QUESTIONNAIRE
Are you legally eligible to work in Ireland?             Yes
Do you hold a full clean driving licence?                Yes
What is your notice period?                              1 month
What is your expected salary (EUR)?                      68,000

RESUME (CONVERTED TEXT)
Ciarán Doherty BEng CEng MIEI
Electrical Project Engineer

Experience
2020 - present   Electrical Project Engineer, Boyne Valley Data Centres, Dublin
                 HV/MV design reviews, commissioning of 2 x 20 MVA substations, UPS and generator testing.
2016 - 2020      Graduate then Electrical Engineer, Foyle M&E Contractors, Derry
                 LV distribution design for hospitals and schools; snagging and handover.

Education
BEng (Hons) Electrical and Electronic Engineering, Ulster University, 2016

Memberships
Chartered Engineer, Engineers Ireland (2021)
`,
  },
  {
    // A Cairo biomedical engineer's two-column PDF copied from Acrobat Reader and saved from Notepad as Unicode: each
    // line of the left sidebar runs into the line of the main column beside it, and the sidebar's e-mail address,
    // broken after the @ in the narrow column, is split over two of those lines.
    file: 'acrobat-copy-columns-same-line-utf16-elsayed.txt',
    truth: {
      first: 'Yasmin',
      last: 'El-Sayed',
      email: 'yasmin.elsayed@example.com.eg',
      phone: '+20 100 555 0182',
      linkedin: 'https://www.linkedin.com/in/yasmin-elsayed-bme',
    },
    encode: (text) => utf16leBom(crlf(text)),
    text: `YASMIN EL-SAYED
Biomedical Engineer
CONTACT PROFESSIONAL SUMMARY
+20 100 555 0182 Biomedical engineer with seven years of installation, maintenance and
yasmin.elsayed@ service contracts for imaging and ICU equipment in public and private
example.com.eg hospitals across Greater Cairo. Siemens- and GE-trained on CT and MRI.
Maadi, Cairo
linkedin.com/in/yasmin- EXPERIENCE
elsayed-bme Senior Biomedical Engineer — Nile Medical Systems, Cairo 2021 – Present
 • Lead engineer for 38 CT and MRI systems under full-service contracts.
SKILLS • Cut average downtime per CT from 41 to 17 hours a year with planned
CT / MRI service maintenance and remote diagnostics.
ICU ventilators Biomedical Engineer — Dar El Shifa Hospital, Cairo 2017 – 2021
Patient monitors • Managed 1,400 medical devices: preventive maintenance, calibration,
IEC 62353 testing and user training for nursing staff.
ISO 13485
CMMS (Asset+) EDUCATION
 BSc Biomedical Engineering — Cairo University, Faculty of Engineering 2017
LANGUAGES
Arabic (native) CERTIFICATIONS
English (C1) Siemens Healthineers SOMATOM CT Service Level 2 (2022)
German (A2) GE Healthcare Signa MRI Field Engineer (2020)
`,
  },
  {
    // A Bergen electrician-turned-automation technician's Norwegian two-column CV copied from macOS Preview: the
    // columns' lines come out one after the other, alternating between the sidebar and the main column.
    file: 'preview-copy-columns-alternate-lines-haugen.txt',
    truth: {
      first: 'Lars',
      last: 'Haugen',
      email: 'lars.haugen@example.no',
      phone: '+47 915 55 318',
      linkedin: 'https://www.linkedin.com/in/larshaugen',
    },
    encode: utf8,
    text: `Lars Haugen
Automatiseringstekniker
KONTAKT
PROFIL
+47 915 55 318
Automatiseringstekniker med fagbrev som elektriker og tolv års erfaring fra
lars.haugen@example.no
havbruk og næringsmiddelindustri. Programmerer PLS (Siemens, Beckhoff) og
Fyllingsveien 21, 5010 Bergen
SCADA, og trives best ute på anlegget.
linkedin.com/in/larshaugen
ERFARING
FERDIGHETER
Automatiseringstekniker, Vestlaks Teknikk AS, Bergen (2019–d.d.)
Siemens TIA Portal
Programmering og igangkjøring av fôringsanlegg for 30 merder; fjernsupport.
Beckhoff TwinCAT
Elektriker, Hordaland Elektro AS (2012–2019)
SCADA / HMI
Installasjon og service i industri og næringsbygg.
Profinet, Modbus
UTDANNING
SPRÅK
Fagskoleingeniør automatisering, Fagskulen Vestland (2018)
Norsk, engelsk
Fagbrev elektriker (2012)
`,
  },
  {
    // A Montréal HR generalist's résumé as a job board exported it: a .txt file whose content is RTF, with its font
    // table, \\par paragraphs, bold groups, Windows-1252 escapes for her accented letters (Genevi\\'e8ve) and a HYPERLINK
    // field on her e-mail; a header group names the board's export.
    file: 'jobboard-export-rtf-in-txt-desjardins.txt',
    truth: {
      first: 'Geneviève',
      last: 'Desjardins',
      email: 'genevieve.desjardins@example.ca',
      phone: '514-555-0147',
      linkedin: 'https://www.linkedin.com/in/gdesjardins',
    },
    encode: (text) => Buffer.from(crlf(text), 'ascii'),
    text: [
      '{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat\\deflang3084{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}{\\f1\\fnil\\fcharset0 Calibri;}}',
      '{\\colortbl ;\\red0\\green0\\blue255;}',
      `{\\header\\pard\\qr\\f0\\fs16 ${rtfEscape('Exporté de Jobillico — CV du candidat — 11/03/2025')}\\par}`,
      '\\viewkind4\\uc1',
      `\\pard\\sa200\\sl276\\slmult1\\b\\f0\\fs32 ${rtfEscape('Geneviève Desjardins')}\\b0\\fs20\\par`,
      `${rtfEscape('Conseillère en ressources humaines, CRHA')}\\par`,
      `${rtfEscape('Montréal (Québec)')} \\emdash  514-555-0147 \\emdash  {\\field{\\*\\fldinst{HYPERLINK "mailto:genevieve.desjardins@example.ca" }}{\\fldrslt{\\ul\\cf1 genevieve.desjardins@example.ca}}}\\f0\\fs20  \\emdash  linkedin.com/in/gdesjardins\\par`,
      `\\b ${rtfEscape('PROFIL')}\\b0\\par`,
      `${rtfEscape('Généraliste RH bilingue avec huit ans d’expérience en dotation, relations de travail et santé-sécurité dans le commerce de détail et la fabrication.')}\\par`,
      `\\b ${rtfEscape('EXPÉRIENCE')}\\b0\\par`,
      `{\\b ${rtfEscape('Conseillère RH principale')}}, ${rtfEscape('Groupe Alimentaire Laurentides, Laval (2020 – aujourd’hui)')}\\par`,
      `\\bullet  ${rtfEscape('Dotation de 180 postes par an pour trois usines ; programme d’accueil refait.')}\\par`,
      `\\bullet  ${rtfEscape('Négociation de la convention collective 2023 avec le comité syndical.')}\\par`,
      `{\\b ${rtfEscape('Conseillère RH')}}, ${rtfEscape('Boutiques Saint-Denis inc., Montréal (2016 – 2020)')}\\par`,
      `\\b ${rtfEscape('FORMATION')}\\b0\\par`,
      `${rtfEscape('Baccalauréat en gestion des ressources humaines, Université de Montréal (HEC), 2016')}\\par`,
      `\\b ${rtfEscape('RÉFÉRENCES')}\\b0\\par`,
      `${rtfEscape('Disponibles sur demande.')}\\par`,
      '}',
      '',
    ].join('\n'),
  },
  {
    // A Phoenix dental office manager's application as Indeed e-mails it, pasted to text: the job, 'Candidate:', the
    // Indeed relay address that forwards to her, her phone, the screener answers, then her résumé with her own e-mail.
    file: 'indeed-application-relay-email-alvarez.txt',
    truth: {
      first: 'Brittany',
      last: 'Alvarez',
      email: 'brittany.alvarez@example.com',
      phone: '480-555-0163',
      linkedin: null,
    },
    encode: utf8,
    text: `New application: Dental Office Manager - Scottsdale, AZ 85251
Brittany Alvarez applied to your job on Indeed.

Candidate: Brittany Alvarez
Location: Phoenix, AZ
Email: brittanyalvarez7_k2rq@indeedemail.com
Phone: 480-555-0163
Relevant experience: Office manager, Desert Bloom Family Dentistry (6 years)

Screener questions
  Do you have experience with Dentrix or Eaglesoft?  Yes - Dentrix, 6 years
  Are you bilingual in English and Spanish?  Yes
  Desired pay: $28/hour

Reply to Brittany | View application
Job posted by Scottsdale Smiles Dental Group - Contact: Dr. Karen Whitfield, (480) 555-0100

----- Resume -----
BRITTANY ALVAREZ
Phoenix, AZ 85016 | brittany.alvarez@example.com | 480-555-0163

SUMMARY
Dental office manager with 9 years in front office, insurance billing and scheduling for multi-provider practices.

EXPERIENCE
Office Manager, Desert Bloom Family Dentistry, Phoenix, AZ (2019 - Present)
- Run the front desk and billing for 4 dentists and 3 hygienists; A/R over 90 days down 40%.
- Dentrix scheduling templates that raised hygiene production 18%.
Front Desk Coordinator, Camelback Orthodontics, Phoenix, AZ (2016 - 2019)

EDUCATION
A.A.S. Business Administration, Phoenix College (2015)

CERTIFICATIONS
Certified Dental Office Manager (DANB-affiliated program), 2021
`,
  },
  {
    // A La Paz accountant's Computrabajo profile saved as ISO-8859-1 text: 'Candidato:' with her ID card number, both
    // surnames, her mobile, the recruiter's note with the recruiter's own mobile, and her experience.
    file: 'computrabajo-profile-latin1-mamani.txt',
    truth: {
      first: 'Rosa',
      last: 'Mamani Condori',
      email: 'rosa.mamani.c@example.com.bo',
      phone: '+591 715 55023',
      linkedin: null,
    },
    encode: (text) => codePage('latin1')(crlf(text)),
    text: `Computrabajo Bolivia - Hoja de vida
Candidato: Rosa Mamani Condori
Cédula de identidad: 6123456 LP
Fecha de nacimiento: 14/09/1993
Estado de la postulación: Preseleccionado
Oferta: Contador(a) General - Sucursal El Alto

DATOS DE CONTACTO
Teléfono celular: +591 715 55023
Correo electrónico: rosa.mamani.c@example.com.bo
Dirección: Zona Villa Fátima, calle Tumusla N° 1120, La Paz

NOTA DE LA RECLUTADORA (Paola Quispe Mendoza, 11/03/2025)
Buena entrevista telefónica. Pide salario de Bs 7.500. Si no contesta, llamar a mi celular 767 55091 y lo coordino yo.

PERFIL PROFESIONAL
Contadora pública con siete años de experiencia en contabilidad general, impuestos nacionales (SIN) y
cierres de gestión en empresas comerciales e industriales.

EXPERIENCIA LABORAL
Contadora - Distribuidora Illimani S.R.L., La Paz (2020 - actualidad)
Estados financieros, declaraciones de IVA, IT e IUE; conciliaciones bancarias; Facturación en Línea.
Auxiliar contable - Textiles Andinos S.A., El Alto (2016 - 2020)
Registro de compras y ventas, planillas de sueldos y aportes a las AFP.

FORMACIÓN
Licenciatura en Contaduría Pública - Universidad Mayor de San Andrés (UMSA), 2016
Diplomado en Tributación - Universidad Católica Boliviana, 2019

IDIOMAS
Español (nativo), aymara (nativo), inglés (intermedio)
`,
  },
];

await writeResumeFixtures(OUT, pdfs, [], txts, [...scans, ...converted, ...prints, ...docxFiles]);
await (await browser()).close();
