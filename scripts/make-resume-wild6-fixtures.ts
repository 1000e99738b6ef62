/**
 * Writes the wild6 fixtures under tests/fixtures/resumes/wild6: a blind batch of 40 resumes about the low-level quirks
 * of real files, which the earlier batches (layout, varied, fresh, wild, wild2, wild3, wild4, wild5) lack: PDFs as
 * other producers write them (twelve drawn with pdfkit, glyph by glyph where need be, six printed by Chromium), Word
 * documents with revisions, fields, symbols, content controls, comments and footnotes, and text files as PDF viewers,
 * input methods and mail clients leave them. Each has its true contact details (what a recruiter reading it would
 * enter) written here before any reader saw it.
 *
 * The conventions of the wild batch hold: no titles, suffixes or post-nominals in a name; a nickname is not the name;
 * a leading initial the candidate writes instead of a given name stays the first name ('J. R.', 'A.K.'); a name
 * printed in capitals is entered in its usual case ('McLaughlin', "O'Brien", 'van den Broek'); a single name (an
 * Indonesian mononym) is the first name with no last name; a name that is only in the file's metadata (or the e-mail
 * address) and not on the page is null; the e-mail address in lower case, de-obfuscated and joined when broken over
 * lines, the personal one when a personal and a university address are both given (the labelled one when only one is
 * labelled); the phone as the candidate's own number with its digits as printed (the mobile when one is labelled so;
 * never an employer's, a recruiter's or a photographer's number; a country code kept only when printed); a LinkedIn
 * address as https://www.linkedin.com/ plus its path (the /in/ profile, never a /company/ page; a legacy /pub/ path
 * and a percent-encoded handle kept as printed); null when the resume has no such field.
 *
 * For this batch's quirks, what the page shows is what counts, typed as a recruiter would type it: a ligature
 * character is its letters ('ﬃ' is 'ffi'), a fullwidth form its ASCII character ('＠' is '@'), a non-breaking hyphen
 * a '-', a typographic apostrophe a "'"; an invisible character (a zero-width space or joiner, a word joiner, a soft
 * hyphen, a stray byte order mark) is no part of a field; a name drawn twice (a fake bold), letter-spaced or rotated
 * in a sidebar is still the name; what the reader of the document does not see, or sees as someone else's, is not read
 * (a tracked deletion, hidden text, a comment and its author, a revision's author, white-on-white text, the
 * placeholder of an unfilled content control, a footnote's referee, the recruiter forwarding a mail), while a tracked
 * insertion is part of the text; a field shown only as a word or an icon under a link is the link's target (the
 * mailto: address behind the word 'Email', the profile behind a LinkedIn icon or a HYPERLINK field), what a recruiter
 * clicking it would find; a hyphen at a line end inside a URL is the URL's own (hyphenation never breaks a URL).
 *
 * PDF drawn with pdfkit, each imitating a producer that its info dictionary names:
 * - pdfkit-latex-tj-kerning.pdf: pdfTeX; each line one kerned TJ array, no space characters; hyperref links.
 * - pdfkit-word-each-word-justified.pdf: Word export; each word its own text object on justified lines; no LinkedIn.
 * - pdfkit-canva-each-glyph.pdf: Canva; each glyph its own text object, letter-spaced headings.
 * - pdfkit-right-column-drawn-first.pdf: the right-hand contact column and the footer drawn before the name.
 * - pdfkit-rotated-name-sidebar.pdf: the name only in a dark sidebar, in capitals, rotated 90 degrees.
 * - pdfkit-fake-bold-overprint.pdf: a printer driver's fake bold, the name and headings drawn twice 0.4 pt apart.
 * - pdfkit-mailto-only-under-email-word.pdf: the e-mail only as a mailto: link over the word 'Email'.
 * - pdfkit-linkedin-only-icon-link.pdf: the LinkedIn profile only as a link over an icon, beside a GitHub icon.
 * - pdfkit-two-pages-running-header.pdf: page 2's running header repeats name, e-mail and phone; dates, page numbers.
 * - pdfkit-white-keyword-stuffing-first.pdf: 1 pt white keywords drawn first, with a recruiter's details.
 * - pdfkit-header-date-page-number.pdf: a header with 14/03/2025, a job ID and 'Page 1 of 1'; words drawn one by one.
 * - pdfkit-ligature-characters-ttf.pdf: an embedded serif font; ligature characters in the name, e-mail and handle.
 * PDF printed by Chromium:
 * - chromium-thead-repeated-two-pages.pdf: a table's repeated thead puts the name and contacts atop both pages.
 * - chromium-dom-footer-sidebar-first.pdf: footer and sidebar first in the document's order, placed by a CSS grid.
 * - chromium-ligature-characters-html.pdf: ligature characters in the HTML, in the name, e-mail and handle.
 * - chromium-overprinted-name-white-keywords.pdf: the name laid twice (fake bold); 2 px white keywords.
 * - chromium-icon-mailto-word-linkedin.pdf: the e-mail only behind an envelope icon, the profile behind 'LinkedIn'.
 * - chromium-vertical-label-letterspaced.pdf: a vertical 'RÉSUMÉ' label, a letter-spaced name, '1 / 1' and a date.
 * Word documents:
 * - docx-tracked-change-email.docx: a tracked change swaps a university e-mail for a personal one (the mother's edit).
 * - docx-tracked-change-surname-phone.docx: tracked changes replace the maiden surname and an old landline.
 * - docx-fldsimple-hyperlinks.docx: HYPERLINK fields as fldSimple, the LinkedIn one shown as 'LinkedIn profile'; PAGE.
 * - docx-fldchar-hyperlinks-split-instr.docx: HYPERLINK fldChar runs, instruction split; e-mail shown only as 'Email'.
 * - docx-wingdings-sym-icons.docx: Wingdings w:sym icons before the phone, e-mail and LinkedIn; Symbol bullets.
 * - docx-nobreak-soft-hyphens.docx: a German CV; a non-breaking hyphen in 'Anna-Lena', soft hyphens in the surname.
 * - docx-name-split-over-runs.docx: the name split mid-word over runs, with proofErr marks and a bookmark inside.
 * - docx-content-controls-smart-tags.docx: content controls and smart tags; an unfilled '[LinkedIn URL]' placeholder.
 * - docx-reviewer-comments.docx: comments from a career coach and a friend with their phone, e-mail and LinkedIn.
 * - docx-footnote-referee.docx: footnotes naming a referee and a co-author with their contacts.
 * - docx-contacts-in-page-header.docx: the name and contacts only in the page header; a PAGE field in the footer.
 * - docx-hidden-text-moves-handle-fix.docx: hidden old e-mail and phone, a moved phone line, a typo fix in the handle.
 * Text files:
 * - txt-pdf-paste-hyphenation.txt: pdftotext paste, hyphenated line ends, a handle broken after its own hyphen.
 * - txt-ligature-characters-bom.txt: UTF-8 with a BOM; ligature characters in the name, e-mail and handle.
 * - txt-zero-width-in-email.txt: zero-width spaces, joiners, a word joiner and a BOM inside the e-mail and handle.
 * - txt-nbsp-thin-spaces-utf16.txt: UTF-16LE with a BOM, CRLF; no-break, thin and narrow spaces in the phone.
 * - txt-fullwidth-japanese-ime.txt: a Japanese-English CV; fullwidth ＠ and ．in the e-mail, fullwidth digits.
 * - txt-smart-quotes-cp1252.txt: Windows-1252, CRLF; a nickname in curly quotes and 'O’Neil'.
 * - txt-tab-separated-columns.txt: CRLF; two columns pasted with tabs, the contacts down the right one.
 * - txt-forwarded-mail-header.txt: a recruiter's From/To header and signature above the quoted CV.
 * - txt-mixed-line-ends.txt: CR, CRLF and LF line ends mixed; a lone CR between the name and the e-mail.
 * - txt-pdftotext-layout-formfeed.txt: pdftotext -layout; a letter-spaced name, form feeds, running headers.
 *
 *   npx tsx scripts/make-resume-wild6-fixtures.ts
 */
import path from 'node:path';
import {
  AlignmentType,
  BorderStyle,
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  DeletedTextRun,
  Document,
  Footer,
  FootnoteReferenceRun,
  Header,
  ImportedXmlComponent,
  InsertedTextRun,
  NoBreakHyphen,
  Paragraph,
  SoftHyphen,
  SymbolRun,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import {
  writeResumeFixtures,
  drawPdf,
  type PdfInfo,
  type BytesFixture,
  type DocxFixture,
  type PdfFixture,
  type TxtFixture,
  BASE_CSS,
  codePage,
  crlf,
  esc,
  htmlPage,
  png,
  utf8,
  utf8Bom,
  utf16leBom,
} from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes/wild6');

/** The ligature characters (U+FB00–FB04) some producers write instead of their letters. */
const ff = '\uFB00';
const fi = '\uFB01';
const fl = '\uFB02';
const ffi = '\uFB03';

// ---------- PDF drawn with pdfkit ----------

type Doc = PDFKit.PDFDocument;

/** What pdfkit keeps to itself and a TJ array written by hand needs: the current font, its size and the page. */
interface PdfkitInternals {
  _font: {
    id: string;
    ascender: number;
    ref(): unknown;
    encode(text: string): [string[], { xAdvance: number; advanceWidth: number }[]];
  };
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  addContent(data: string): unknown;
}

const TTF = {
  sans: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  sansBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  sansItalic: '/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf',
  dejaSans: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  dejaSansBold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  dejaSerif: '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
  dejaSerifBold: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
  dejaSerifItalic: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf',
};

/** A4 in points. */
const W = 595.28;
const H = 841.89;
/** Every file's creation date, so that the PDFs come out the same each run. */
const STAMP = new Date('2025-03-14T09:30:00Z');

/** A PDF that `draw` lays out with pdfkit on A4; `info` names the producer it imitates. */
const pdfkit = (info: PdfInfo, draw: (doc: Doc) => void) => () => drawPdf(info, STAMP, draw);

/** The lines `text` wraps to in `width` in the current font. */
function wrap(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const trial = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(trial) > width) {
      lines.push(line);
      line = word;
    } else line = trial;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws one line of text whose top is at `y`; `width` and `last` let a drawer justify all but a paragraph's last line. */
type LineDrawer = (doc: Doc, line: string, x: number, y: number, width: number, last: boolean) => void;

/** The line as one text object, spaces and all (pdfkit's own way). */
const asLine: LineDrawer = (doc, line, x, y) => void doc.text(line, x, y, { lineBreak: false });

/** Each word a text object of its own at its own position, the spaces only gaps (as Word writes a justified line). */
const byWord: LineDrawer = (doc, line, x, y, width, last) => {
  const words = line.split(' ').filter(Boolean);
  const inked = words.reduce((sum, word) => sum + doc.widthOfString(word), 0);
  const gap = last || words.length < 2 ? doc.widthOfString(' ') : (width - inked) / (words.length - 1);
  for (const word of words) {
    doc.text(word, x, y, { lineBreak: false });
    x += doc.widthOfString(word) + gap;
  }
};

/** Each glyph a text object of its own, `tracking` points apart beyond its advance; a space is only a gap. */
const byGlyph =
  (tracking = 0): LineDrawer =>
  (doc, line, x, y) => {
    for (const char of line) {
      if (char !== ' ') doc.text(char, x, y, { lineBreak: false });
      x += doc.widthOfString(char) + tracking;
    }
  };

/**
 * The line as pdfTeX writes it: one TJ array in which the words are apart only by their offsets (no space character)
 * and the kerning pairs split a word, justified but for a paragraph's last line.
 */
const byTeX: LineDrawer = (doc, line, x, y, width, last) => {
  const pdf = doc as unknown as PdfkitInternals;
  const font = pdf._font;
  const size = pdf._fontSize;
  pdf.page.fonts[font.id] ??= font.ref();
  const words = line.split(' ').filter(Boolean);
  const inked = words.reduce((sum, word) => sum + doc.widthOfString(word), 0);
  const gap = last || words.length < 2 ? doc.widthOfString(' ') : (width - inked) / (words.length - 1);
  const parts: string[] = [];
  words.forEach((word, i) => {
    if (i > 0) parts.push(String(-Math.round((gap * 1000) / size)));
    const [codes, positions] = font.encode(word);
    let run = '';
    codes.forEach((code, j) => {
      run += code;
      const kern = positions[j]!.xAdvance - positions[j]!.advanceWidth;
      if (kern !== 0 && j < codes.length - 1) {
        parts.push(`<${run}>`, String(-Math.round(kern)));
        run = '';
      }
    });
    if (run) parts.push(`<${run}>`);
  });
  const baseline = pdf.page.height - y - (font.ascender / 1000) * size;
  pdf.addContent(
    `q 1 0 0 -1 0 ${pdf.page.height} cm BT /${font.id} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${baseline.toFixed(2)} Tm [${parts.join(' ')}] TJ ET Q`,
  );
};

/** A paragraph wrapped to `width` and drawn line by line by `draw`; gives the top of the next line. */
function para(doc: Doc, text: string, x: number, y: number, width: number, leading: number, draw = asLine): number {
  const lines = wrap(doc, text, width);
  lines.forEach((line, i) => draw(doc, line, x, y + i * leading, width, i === lines.length - 1));
  return y + lines.length * leading;
}

/** Bulleted items, each wrapped under its own bullet; gives the top of the next line. */
function bullets(doc: Doc, items: string[], x: number, y: number, width: number, leading: number, draw = asLine) {
  for (const item of items) {
    draw(doc, '•', x, y, 8, true);
    y = para(doc, item, x + 10, y, width - 10, leading, draw) + 2;
  }
  return y;
}

/** A square icon as a PNG: `ink` on `paper` where `shape` says so (the LinkedIn and GitHub buttons). */
const icon = (
  size: number,
  paper: [number, number, number],
  ink: [number, number, number],
  shape: (u: number, v: number) => boolean,
) => png(size, size, (x, y) => (shape(x / size, y / size) ? ink : paper));

/** LinkedIn's 'in' on its blue: the i's dot and stem and the n's stem and arch, as blocks. */
const LINKEDIN_ICON = icon(48, [10, 102, 194], [255, 255, 255], (u, v) => {
  const dot = (u - 0.27) ** 2 + (v - 0.25) ** 2 < 0.006;
  const iStem = u > 0.2 && u < 0.34 && v > 0.38 && v < 0.8;
  const nStem = u > 0.42 && u < 0.55 && v > 0.38 && v < 0.8;
  const arch = (u - 0.66) ** 2 + (v - 0.5) ** 2 < 0.025 && v < 0.5 && u > 0.5;
  const nLeg = u > 0.68 && u < 0.8 && v > 0.48 && v < 0.8;
  return dot || iStem || nStem || arch || nLeg;
});
/** GitHub's mark, roughly: a white disc on black with a dark cat-less hollow. */
const GITHUB_ICON = icon(48, [255, 255, 255], [24, 23, 23], (u, v) => {
  const r = (u - 0.5) ** 2 + (v - 0.5) ** 2;
  return r < 0.22 && !(r < 0.05 && v > 0.45);
});

/** A section heading with a rule under it, as most of the pdfkit CVs draw it; gives the top of the section's body. */
function rule(doc: Doc, x: number, y: number, width: number, colour = '#999999') {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(colour)
    .stroke()
    .restore();
}

const made: BytesFixture[] = [
  {
    // pdfTeX writes a line as one TJ array: the words apart only by their offsets (-333 and so on), a kerning pair
    // splitting a word ('T' 74 'obias'), no space character anywhere; hyperref puts its links over the address and the
    // profile. The name is centred in bold above the contact line.
    file: 'pdfkit-latex-tj-kerning.pdf',
    truth: {
      first: 'Tobias',
      last: 'Engström',
      email: 'tobias.engstrom@example.com',
      phone: '+44 7700 900418',
      linkedin: 'https://www.linkedin.com/in/tobias-engstrom',
    },
    bytes: pdfkit({ Producer: 'pdfTeX-1.40.25', Creator: 'LaTeX with hyperref', Title: 'CV' }, (doc) => {
      const left = 72;
      const width = W - 144;
      const centre = (text: string, y: number) => byTeX(doc, text, (W - doc.widthOfString(text)) / 2, y, 0, true);
      doc.fillColor('#000000').font('Times-Bold').fontSize(20);
      centre('Tobias Engström', 70);
      doc.font('Times-Italic').fontSize(11);
      centre('Postdoctoral Research Associate in Computational Linguistics', 98);
      doc.font('Times-Roman').fontSize(10);
      const pieces = [
        'tobias.engstrom@example.com',
        '+44 7700 900418',
        'linkedin.com/in/tobias-engstrom',
        'Cambridge, United Kingdom',
      ];
      const sep = doc.widthOfString(' | ');
      const total = pieces.reduce((sum, piece) => sum + doc.widthOfString(piece), 0) + sep * (pieces.length - 1);
      let x = (W - total) / 2;
      pieces.forEach((piece, i) => {
        if (i > 0) {
          byTeX(doc, '|', x + doc.widthOfString(' '), 116, 0, true);
          x += sep;
        }
        byTeX(doc, piece, x, 116, 0, true);
        if (i === 0) doc.link(x, 115, doc.widthOfString(piece), 12, 'mailto:tobias.engstrom@example.com');
        if (i === 2) doc.link(x, 115, doc.widthOfString(piece), 12, 'https://www.linkedin.com/in/tobias-engstrom');
        x += doc.widthOfString(piece);
      });
      let y = 146;
      const section = (title: string) => {
        doc.font('Times-Bold').fontSize(12);
        byTeX(doc, title, left, y, 0, true);
        rule(doc, left, y + 15, width, '#000000');
        y += 22;
        doc.font('Times-Roman').fontSize(10);
      };
      const entry = (dates: string, text: string) => {
        doc.font('Times-Roman').fontSize(10);
        byTeX(doc, dates, left, y, 0, true);
        y = para(doc, text, left + 78, y, width - 78, 12.5, byTeX) + 4;
      };
      section('Research Interests');
      y =
        para(
          doc,
          'Multilingual language models and what they learn about morphology; low-resource and endangered languages; evaluation of machine translation into the Nordic languages; annotation tooling for field linguists.',
          left,
          y,
          width,
          12.5,
          byTeX,
        ) + 6;
      section('Education');
      entry(
        '2018 – 2022',
        'PhD in Computational Linguistics, Uppsala University. Thesis: Morphological generalisation in multilingual encoders. Supervisor: Prof. Ingrid Sjöberg.',
      );
      entry('2016 – 2018', 'MSc in Language Technology, University of Gothenburg, with distinction.');
      entry('2013 – 2016', 'BA in Linguistics and Computer Science, Stockholm University.');
      y += 4;
      section('Research Experience');
      entry(
        '2022 – present',
        'Postdoctoral Research Associate, Language Technology Lab, University of Cambridge. Built a 41-language benchmark of inflection and derivation; co-supervise four MPhil students; run the lab reading group.',
      );
      entry(
        '2020',
        'Visiting researcher (four months), Center for Language Technology, University of Copenhagen. Annotated Faroese and Elfdalian verb paradigms with native speakers.',
      );
      entry(
        '2018 – 2022',
        'Teaching assistant, Uppsala University: Machine Learning for Language Technology; Syntactic Parsing.',
      );
      y += 4;
      section('Selected Publications');
      for (const citation of [
        'Engström, T. and Sjöberg, I. (2023). Do multilingual encoders share an inflection space? In Proceedings of ACL 2023, pages 4411–4426.',
        'Engström, T., Haugen, M. and Lund, K. (2022). A benchmark of derivational morphology for 41 languages. In Proceedings of LREC 2022, pages 1903–1914.',
        'Engström, T. (2021). Faroese verb paradigms from the field. Nordic Journal of Linguistics 44(2): 133–160.',
      ])
        y = para(doc, citation, left, y, width, 12.5, byTeX) + 4;
      y += 4;
      section('Skills');
      y = para(
        doc,
        'Python, PyTorch, JAX, Hugging Face Transformers, Slurm clusters, LaTeX, R. Languages: Swedish (native), English (fluent), Norwegian and Danish (fluent reading), German (B2).',
        left,
        y,
        width,
        12.5,
        byTeX,
      );
      doc.font('Times-Roman').fontSize(10);
      byTeX(doc, '1', W / 2 - 2, H - 60, 0, true);
    }),
  },
  {
    // Word's "Save as PDF" writes a justified line word by word: each word is its own text object at its own
    // position and the spaces exist only as the gaps between them. The surname is hyphenated; there is no LinkedIn.
    file: 'pdfkit-word-each-word-justified.pdf',
    truth: {
      first: 'Priscilla',
      last: 'Owusu-Ansah',
      email: 'priscilla.owusu-ansah@example.co.uk',
      phone: '07700 900 263',
      linkedin: null,
    },
    bytes: pdfkit(
      {
        Producer: 'Microsoft® Word for Microsoft 365',
        Creator: 'Microsoft® Word for Microsoft 365',
        Author: 'Priscilla Owusu-Ansah',
        Title: 'CV',
      },
      (doc) => {
        const left = 62;
        const width = W - 124;
        doc.fillColor('#1f3864').font(TTF.sansBold).fontSize(24);
        byWord(doc, 'Priscilla Owusu-Ansah', left, 58, width, true);
        doc.fillColor('#404040').font(TTF.sans).fontSize(12);
        byWord(doc, 'Procurement & Supply Chain Analyst', left, 90, width, true);
        doc.fontSize(10);
        byWord(
          doc,
          'priscilla.owusu-ansah@example.co.uk  |  07700 900 263  |  Headingley, Leeds LS6',
          left,
          110,
          width,
          true,
        );
        let y = 140;
        const heading = (title: string) => {
          doc.fillColor('#1f3864').font(TTF.sansBold).fontSize(11);
          byWord(doc, title, left, y, width, true);
          rule(doc, left, y + 15, width, '#1f3864');
          y += 22;
          doc.fillColor('#262626').font(TTF.sans).fontSize(10);
        };
        const job = (title: string, dates: string) => {
          doc.font(TTF.sansBold).fontSize(10);
          byWord(doc, title, left, y, width, true);
          doc.font(TTF.sans);
          byWord(doc, dates, left + width - doc.widthOfString(dates), y, width, true);
          y += 15;
        };
        heading('PROFILE');
        y =
          para(
            doc,
            'CIPS-qualified procurement analyst with six years in NHS and local-government supply chains. I turn spend data into category strategies, run compliant tenders under the Procurement Act 2023 and keep suppliers honest with clear contract management. Calm under audit, happiest with a messy spreadsheet and a deadline.',
            left,
            y,
            width,
            14,
            byWord,
          ) + 8;
        heading('EXPERIENCE');
        job('Senior Procurement Analyst, Leeds Teaching Hospitals NHS Trust', 'Jan 2021 – Present');
        y =
          bullets(
            doc,
            [
              'Led the re-tender of a £14.2m medical consumables framework, saving 9.6% in the first contract year without a single stock-out on the wards.',
              'Built the Power BI spend cube the Trust now uses for every category review; cut month-end reporting from three days to four hours.',
              'Introduced supplier risk scoring across 380 suppliers, flagging two financially distressed suppliers months before they failed.',
            ],
            left,
            y,
            width,
            14,
            byWord,
          ) + 6;
        job('Procurement Officer, Kirklees Council', 'Sep 2018 – Dec 2020');
        y =
          bullets(
            doc,
            [
              'Ran 42 below-threshold quotations and six open tenders for facilities, fleet and social-care services.',
              'Wrote the council’s first social-value scoring guide, since adopted by three neighbouring authorities.',
            ],
            left,
            y,
            width,
            14,
            byWord,
          ) + 8;
        heading('EDUCATION');
        job('MSc Logistics and Supply Chain Management, University of Leeds', '2018');
        job('BA (Hons) Economics, University of Ghana, Legon', '2016');
        y += 6;
        heading('SKILLS AND CERTIFICATION');
        y = para(
          doc,
          'MCIPS (2022) · SAP Ariba · Oracle Fusion · Power BI and DAX · Excel (Power Query) · NEC4 and JCT contracts · Supplier risk and resilience · Twi (native), English (fluent)',
          left,
          y,
          width,
          14,
          byWord,
        );
      },
    ),
  },
  {
    // Canva draws every glyph as a text object of its own, each with its own position and some tracking, so that no
    // word exists in the file and the spaces are only wider gaps.
    file: 'pdfkit-canva-each-glyph.pdf',
    truth: {
      first: 'Mateus',
      last: 'Carvalho',
      email: 'mateus.carvalho@example.com',
      phone: '(617) 555-0139',
      linkedin: 'https://www.linkedin.com/in/mateuscarvalho',
    },
    bytes: pdfkit({ Producer: 'Canva', Creator: 'Canva', Title: 'Mateus Carvalho - Product Designer' }, (doc) => {
      const left = 56;
      const width = W - 112;
      doc.rect(0, 0, W, 150).fill('#f3ede4');
      doc.fillColor('#2b2b2b').font(TTF.dejaSansBold).fontSize(30);
      byGlyph(2)(doc, 'Mateus Carvalho', left, 46, width, true);
      doc.fillColor('#b5651d').font(TTF.dejaSans).fontSize(12);
      byGlyph(1.5)(doc, 'PRODUCT DESIGNER · UX / UI', left, 88, width, true);
      doc.fillColor('#2b2b2b').fontSize(9.5);
      byGlyph(0.3)(
        doc,
        'mateus.carvalho@example.com     (617) 555-0139     linkedin.com/in/mateuscarvalho     Boston, MA',
        left,
        116,
        width,
        true,
      );
      let y = 176;
      const heading = (title: string) => {
        doc.fillColor('#b5651d').font(TTF.dejaSansBold).fontSize(11);
        byGlyph(1.2)(doc, title, left, y, width, true);
        y += 20;
        doc.fillColor('#2b2b2b').font(TTF.dejaSans).fontSize(9.5);
      };
      const glyphs = byGlyph(0.2);
      heading('ABOUT ME');
      y =
        para(
          doc,
          'Product designer with seven years across fintech and health apps. I run research, sketch in Figma and ship with engineers; my last redesign lifted checkout completion by 18% for 2.3 million monthly users.',
          left,
          y,
          width - 20,
          14,
          glyphs,
        ) + 12;
      heading('EXPERIENCE');
      for (const [role, place, items] of [
        [
          'Senior Product Designer',
          'Pillar Health, Boston · 2021 – now',
          [
            'Own the patient app (iOS, Android, web): 40 screens, one design system, 12 engineers.',
            'Cut appointment no-shows by 23% with a redesigned reminder and rescheduling flow.',
          ],
        ],
        [
          'Product Designer',
          'Ledgerly (fintech), Cambridge MA · 2018 – 2021',
          [
            'Redesigned onboarding and KYC; completion rose from 61% to 79%.',
            'Started the company design system, now 140 components in Figma and React.',
          ],
        ],
        [
          'UX Designer',
          'Agência Nó, São Paulo · 2016 – 2018',
          ['Research and wireframes for retail and banking clients; ran 60+ usability sessions.'],
        ],
      ] as const) {
        doc.font(TTF.dejaSansBold).fontSize(10);
        glyphs(doc, role, left, y, width, true);
        doc.font(TTF.dejaSans).fontSize(9.5).fillColor('#777777');
        glyphs(doc, place, left, y + 14, width, true);
        doc.fillColor('#2b2b2b');
        y = bullets(doc, [...items], left, y + 30, width - 20, 13.5, glyphs) + 8;
      }
      heading('EDUCATION');
      glyphs(doc, 'BDes Interaction Design, Universidade de São Paulo, 2016', left, y, width, true);
      glyphs(doc, 'Certificate in Human Factors, Bentley University, 2019', left, y + 14, width, true);
      y += 40;
      heading('TOOLS');
      para(
        doc,
        'Figma, FigJam, Framer, Maze, Dovetail, Miro, HTML and CSS, a little React. Portuguese (native), English (fluent), Spanish (good).',
        left,
        y,
        width - 20,
        14,
        glyphs,
      );
    }),
  },
  {
    // A two-column CV whose right-hand column (the contacts, skills and languages) is drawn first, then the footer,
    // and only then the left column with the name, so that the order of the content stream is not the reading order.
    file: 'pdfkit-right-column-drawn-first.pdf',
    truth: {
      first: 'Oluwaseun',
      last: 'Adeyemi',
      email: 'seun.adeyemi@example.com',
      phone: '+1 (312) 555-0177',
      linkedin: 'https://www.linkedin.com/in/oluwaseun-adeyemi',
    },
    bytes: pdfkit({ Producer: 'LibreOffice 7.6', Creator: 'Writer' }, (doc) => {
      const side = 392;
      const sideWidth = W - side - 36;
      doc.rect(side - 14, 0, W - side + 14, H).fill('#eef2f5');
      let y = 60;
      const sideHeading = (title: string) => {
        doc.fillColor('#0f4c5c').font('Helvetica-Bold').fontSize(10.5).text(title, side, y, { lineBreak: false });
        y += 18;
        doc.fillColor('#333333').font('Helvetica').fontSize(9.5);
      };
      sideHeading('CONTACT');
      for (const line of [
        'seun.adeyemi@example.com',
        '+1 (312) 555-0177',
        'Chicago, IL 60614',
        'linkedin.com/in/oluwaseun-adeyemi',
      ]) {
        doc.text(line, side, y, { lineBreak: false });
        y += 14;
      }
      y += 14;
      sideHeading('SKILLS');
      for (const skill of [
        'Financial modelling',
        'Credit risk (PD/LGD)',
        'SQL, Python, R',
        'Tableau, Power BI',
        'IFRS 9 / CECL',
        'Stakeholder reporting',
      ]) {
        doc.text(skill, side, y, { lineBreak: false });
        y += 14;
      }
      y += 14;
      sideHeading('LANGUAGES');
      doc.text('English (native), Yoruba (native), French (B1)', side, y, { width: sideWidth });
      y += 40;
      sideHeading('CERTIFICATIONS');
      doc.text('CFA charterholder (2021)', side, y, { lineBreak: false });
      doc.text('FRM (2019)', side, y + 14, { lineBreak: false });
      doc
        .fillColor('#888888')
        .fontSize(8)
        .text('Confidential · prepared 11 March 2025 · Page 1 of 1', 36, H - 40, { lineBreak: false });
      const left = 40;
      const width = side - 14 - 2 * left + 14;
      doc
        .fillColor('#0f4c5c')
        .font('Helvetica-Bold')
        .fontSize(26)
        .text('Oluwaseun Adeyemi', left, 56, { lineBreak: false });
      doc
        .fillColor('#555555')
        .font('Helvetica')
        .fontSize(12)
        .text('Senior Credit Risk Analyst', left, 90, { lineBreak: false });
      y = 124;
      const heading = (title: string) => {
        doc.fillColor('#0f4c5c').font('Helvetica-Bold').fontSize(11).text(title, left, y, { lineBreak: false });
        rule(doc, left, y + 15, width, '#0f4c5c');
        y += 22;
        doc.fillColor('#333333').font('Helvetica').fontSize(9.5);
      };
      heading('PROFILE');
      y =
        para(
          doc,
          'Credit risk analyst with nine years in commercial banking. I build the models that set loss reserves, explain them to auditors and regulators, and make them run on time every quarter.',
          left,
          y,
          width,
          13,
        ) + 10;
      heading('EXPERIENCE');
      for (const [role, place, items] of [
        [
          'Senior Credit Risk Analyst',
          'Lakeshore Commercial Bank, Chicago · 2020 – present',
          [
            'Own the CECL model for a $6.8bn commercial real estate book; passed two OCC exams with no findings.',
            'Rebuilt the quarterly reserve run in Python: 5 days down to 9 hours.',
            'Mentor three analysts; lead the model-risk working group.',
          ],
        ],
        [
          'Credit Risk Analyst',
          'First Midwest Trust, Chicago · 2016 – 2020',
          [
            'Built PD and LGD scorecards for the SME portfolio (Gini 0.61).',
            'Automated covenant monitoring for 1,200 borrowers.',
          ],
        ],
        [
          'Graduate Analyst',
          'Access Bank, Lagos · 2014 – 2016',
          ['Rotations in corporate credit, treasury and internal audit.'],
        ],
      ] as const) {
        doc.font('Helvetica-Bold').fontSize(10).text(role, left, y, { lineBreak: false });
        doc
          .font('Helvetica-Oblique')
          .fontSize(9)
          .fillColor('#666666')
          .text(place, left, y + 13, { lineBreak: false });
        doc.fillColor('#333333').font('Helvetica').fontSize(9.5);
        y = bullets(doc, [...items], left, y + 28, width, 13) + 8;
      }
      heading('EDUCATION');
      doc.text('MS Financial Mathematics, University of Chicago, 2016', left, y, { lineBreak: false });
      doc.text('BSc Economics, University of Lagos, 2013', left, y + 14, { lineBreak: false });
    }),
  },
  {
    // The name exists only in the dark sidebar, set in capitals and rotated 90 degrees to read upwards, with a smaller
    // rotated 'CURRICULUM VITAE' label; the main column opens with the job title and the labelled contacts.
    file: 'pdfkit-rotated-name-sidebar.pdf',
    truth: {
      first: 'Marta',
      last: 'Kowalczyk',
      email: 'marta.kowalczyk@example.com',
      phone: '+44 7700 900 771',
      linkedin: 'https://www.linkedin.com/in/marta-kowalczyk-ceng',
    },
    bytes: pdfkit({ Producer: 'Adobe PDF Library 17.0', Creator: 'Adobe InDesign 19.0 (Macintosh)' }, (doc) => {
      doc.rect(0, 0, 86, H).fill('#23395b');
      doc.save().rotate(-90, { origin: [56, 780] });
      doc
        .fillColor('#ffffff')
        .font('Helvetica-Bold')
        .fontSize(30)
        .text('MARTA KOWALCZYK', 56, 780, { lineBreak: false, characterSpacing: 3 });
      doc.restore();
      doc.save().rotate(-90, { origin: [20, 780] });
      doc
        .fillColor('#9fb3d1')
        .font('Helvetica')
        .fontSize(9)
        .text('CURRICULUM VITAE  ·  2025', 20, 780, { lineBreak: false, characterSpacing: 2 });
      doc.restore();
      const left = 120;
      const width = W - left - 48;
      doc
        .fillColor('#23395b')
        .font('Helvetica-Bold')
        .fontSize(20)
        .text('Senior Structural Engineer', left, 56, { lineBreak: false });
      doc.fillColor('#333333').font('Helvetica').fontSize(9.5);
      const labels: [string, string][] = [
        ['Email', 'marta.kowalczyk@example.com'],
        ['Phone', '+44 7700 900 771'],
        ['LinkedIn', 'linkedin.com/in/marta-kowalczyk-ceng'],
        ['Location', 'Bristol, United Kingdom'],
      ];
      labels.forEach(([label, value], i) => {
        doc.font('Helvetica-Bold').text(label, left, 90 + i * 14, { lineBreak: false });
        doc.font('Helvetica').text(value, left + 58, 90 + i * 14, { lineBreak: false });
      });
      let y = 160;
      const heading = (title: string) => {
        doc
          .fillColor('#23395b')
          .font('Helvetica-Bold')
          .fontSize(11)
          .text(title, left, y, { lineBreak: false, characterSpacing: 1 });
        rule(doc, left, y + 15, width, '#23395b');
        y += 22;
        doc.fillColor('#333333').font('Helvetica').fontSize(9.5);
      };
      heading('PROFILE');
      y =
        para(
          doc,
          'Chartered structural engineer (CEng MIStructE) with eleven years on bridges, rail and mixed-use buildings in the UK and Poland. I lead design teams from feasibility to site, and I like timber and steel best when they are left exposed.',
          left,
          y,
          width,
          13.5,
        ) + 10;
      heading('EXPERIENCE');
      for (const [role, place, items] of [
        [
          'Associate Structural Engineer',
          'Harbour & Finch Consulting, Bristol · 2019 – present',
          [
            'Lead engineer for a 120 m cable-stayed footbridge over the Avon; design and site supervision.',
            'Run a team of six engineers and two technicians; introduced parametric design in Grasshopper.',
            'Embodied-carbon reviews on every project; cut a mixed-use scheme’s steel tonnage by 14%.',
          ],
        ],
        [
          'Structural Engineer',
          'Mostostal Projekt, Warsaw · 2014 – 2019',
          [
            'Rail viaducts on the E65 line; temporary works for two river crossings.',
            'Checked steel connection design for a 36-storey office tower.',
          ],
        ],
      ] as const) {
        doc.font('Helvetica-Bold').fontSize(10).text(role, left, y, { lineBreak: false });
        doc
          .font('Helvetica-Oblique')
          .fontSize(9)
          .fillColor('#666666')
          .text(place, left, y + 13, { lineBreak: false });
        doc.fillColor('#333333').font('Helvetica').fontSize(9.5);
        y = bullets(doc, [...items], left, y + 28, width, 13.5) + 8;
      }
      heading('EDUCATION');
      doc.text('MEng Civil Engineering, Warsaw University of Technology, 2014', left, y, { lineBreak: false });
      doc.text('Erasmus exchange, University of Bath, 2012 – 2013', left, y + 14, { lineBreak: false });
      y += 40;
      heading('SOFTWARE AND MEMBERSHIPS');
      para(
        doc,
        'Tekla Structural Designer, SOFiSTiK, Robot, Revit, Grasshopper, Python. Chartered Member of the Institution of Structural Engineers (2018). Polish (native), English (fluent).',
        left,
        y,
        width,
        13.5,
      );
    }),
  },
  {
    // An old printer driver's fake bold: the name and the headings are drawn twice, the second copy 0.4 pt to the
    // right, so that the text is in the file twice over.
    file: 'pdfkit-fake-bold-overprint.pdf',
    truth: {
      first: 'Dmitri',
      last: 'Volkov',
      email: 'dmitri.volkov@example.net',
      phone: '(206) 555-0102',
      linkedin: 'https://www.linkedin.com/in/dvolkov',
    },
    bytes: pdfkit(
      {
        Producer: 'GPL Ghostscript 9.55.0',
        Creator: 'PScript5.dll Version 5.2.2',
        Title: 'Microsoft Word - Volkov_Resume.docx',
      },
      (doc) => {
        const left = 64;
        const width = W - 128;
        const bold = (text: string, x: number, y: number) => {
          doc.text(text, x, y, { lineBreak: false });
          doc.text(text, x + 0.4, y, { lineBreak: false });
        };
        doc.fillColor('#000000').font('Helvetica').fontSize(22);
        bold('Dmitri Volkov', left, 56);
        doc.fontSize(10).text('Site Reliability Engineer', left, 86, { lineBreak: false });
        doc.text(
          'dmitri.volkov@example.net  •  (206) 555-0102  •  linkedin.com/in/dvolkov  •  Seattle, WA',
          left,
          102,
          { lineBreak: false },
        );
        let y = 132;
        const heading = (title: string) => {
          doc.font('Helvetica').fontSize(11);
          bold(title, left, y);
          rule(doc, left, y + 15, width, '#000000');
          y += 22;
          doc.fontSize(9.5);
        };
        heading('SUMMARY');
        y =
          para(
            doc,
            'SRE with eight years keeping payment and streaming platforms up. Kubernetes at scale, boring and well-tested infrastructure as code, and on-call rotations that people do not dread.',
            left,
            y,
            width,
            13,
          ) + 10;
        heading('EXPERIENCE');
        for (const [role, items] of [
          [
            'Senior SRE, Cascade Payments, Seattle (2020 – present)',
            [
              'Run 34 Kubernetes clusters across three regions; 99.995% API availability in 2024.',
              'Cut p99 deploy time from 41 to 9 minutes with progressive delivery in Argo Rollouts.',
              'Wrote the incident-review process the company still uses.',
            ],
          ],
          [
            'SRE, Streamwave, Bellevue (2017 – 2020)',
            [
              'Moved video transcoding onto spot instances, saving $1.2m a year.',
              'Built the Prometheus and Thanos monitoring stack (3.1 million series).',
            ],
          ],
          ['Systems Administrator, Yandex, Moscow (2014 – 2017)', ['Linux fleet automation with Salt; 6,000 hosts.']],
        ] as const) {
          doc.font('Helvetica-Bold').fontSize(10).text(role, left, y, { lineBreak: false });
          doc.font('Helvetica').fontSize(9.5);
          y = bullets(doc, [...items], left, y + 15, width, 13) + 8;
        }
        heading('EDUCATION');
        doc.text('MS Applied Mathematics and Computer Science, Moscow State University, 2014', left, y, {
          lineBreak: false,
        });
        y += 30;
        heading('SKILLS');
        para(
          doc,
          'Kubernetes, Terraform, Argo CD, Go, Python, Bash, Prometheus, Grafana, PostgreSQL, Kafka, AWS and GCP. CKA certified.',
          left,
          y,
          width,
          13,
        );
      },
    ),
  },
  {
    // The e-mail address is not printed anywhere: the contact row shows the word 'Email' with a mailto: link over it.
    // A nursing registration number (NMW followed by ten digits) sits under the contacts.
    file: 'pdfkit-mailto-only-under-email-word.pdf',
    truth: {
      first: 'Hannah',
      last: 'Nguyen',
      email: 'hannah.nguyen@example.com.au',
      phone: '0491 570 158',
      linkedin: null,
    },
    bytes: pdfkit({ Producer: 'macOS Version 14.3 (Build 23D56) Quartz PDFContext', Creator: 'Pages' }, (doc) => {
      const left = 60;
      const width = W - 120;
      doc.fillColor('#004d61').font(TTF.sansBold).fontSize(26).text('Hannah Nguyen', left, 56, { lineBreak: false });
      doc
        .fillColor('#333333')
        .font(TTF.sans)
        .fontSize(12)
        .text('Registered Nurse, Emergency and Critical Care', left, 90, { lineBreak: false });
      doc.fontSize(10);
      doc.fillColor('#0a66c2').text('Email', left, 112, { lineBreak: false });
      doc
        .save()
        .moveTo(left, 123)
        .lineTo(left + doc.widthOfString('Email'), 123)
        .lineWidth(0.5)
        .strokeColor('#0a66c2')
        .stroke()
        .restore();
      doc.link(left, 111, doc.widthOfString('Email'), 13, 'mailto:hannah.nguyen@example.com.au');
      doc
        .fillColor('#333333')
        .text('  ·  0491 570 158  ·  Footscray, Melbourne VIC', left + doc.widthOfString('Email'), 112, {
          lineBreak: false,
        });
      doc
        .fillColor('#666666')
        .fontSize(9)
        .text('AHPRA registration NMW0002187456 · Working with Children Check current', left, 128, {
          lineBreak: false,
        });
      let y = 160;
      const heading = (title: string) => {
        doc.fillColor('#004d61').font(TTF.sansBold).fontSize(11).text(title, left, y, { lineBreak: false });
        rule(doc, left, y + 15, width, '#004d61');
        y += 22;
        doc.fillColor('#333333').font(TTF.sans).fontSize(9.5);
      };
      heading('Summary');
      y =
        para(
          doc,
          'Emergency nurse with seven years in a level 1 trauma centre, triage-qualified and a preceptor for graduate nurses. Steady in a resus bay, careful with documentation, and good at keeping families informed.',
          left,
          y,
          width,
          13.5,
        ) + 10;
      heading('Experience');
      for (const [role, items] of [
        [
          'Clinical Nurse, Emergency Department, Western Health, Footscray (2020 – present)',
          [
            'Triage and resuscitation nurse in a 62-bed ED seeing 95,000 presentations a year.',
            'Preceptor for 14 graduate nurses; co-wrote the sepsis pathway education package.',
          ],
        ],
        [
          'Registered Nurse, ICU, Royal Melbourne Hospital (2017 – 2020)',
          ['Ventilated and post-cardiac-surgery patients; CRRT and ECMO support.'],
        ],
      ] as const) {
        doc.font(TTF.sansBold).fontSize(10).text(role, left, y, { lineBreak: false });
        doc.font(TTF.sans).fontSize(9.5);
        y = bullets(doc, [...items], left, y + 15, width, 13.5) + 8;
      }
      heading('Education and certificates');
      for (const line of [
        'Graduate Certificate in Emergency Nursing, Monash University, 2021',
        'Bachelor of Nursing, Deakin University, 2016',
        'ALS2 (2024), Triage Emergency Care (2022), TNCC (2023)',
      ]) {
        doc.text(line, left, y, { lineBreak: false });
        y += 14;
      }
      y += 12;
      heading('Languages');
      doc.text('English, Vietnamese (fluent)', left, y, { lineBreak: false });
    }),
  },
  {
    // The LinkedIn profile is only the target of a link over a LinkedIn icon (a picture, no text) beside a GitHub icon
    // linking to GitHub; the e-mail address and the phone are printed.
    file: 'pdfkit-linkedin-only-icon-link.pdf',
    truth: {
      first: 'Rafael',
      last: 'Domínguez',
      email: 'rafael.dominguez@example.ca',
      phone: '(416) 555-0148',
      linkedin: 'https://www.linkedin.com/in/rafael-dominguez-ca',
    },
    bytes: pdfkit(
      { Producer: 'Skia/PDF m121', Creator: 'Google Docs Renderer', Title: 'Rafael Domínguez — Resume' },
      (doc) => {
        const left = 58;
        const width = W - 116;
        doc
          .fillColor('#202124')
          .font('Helvetica-Bold')
          .fontSize(24)
          .text('Rafael Domínguez', left, 54, { lineBreak: false });
        doc
          .font('Helvetica')
          .fontSize(11)
          .fillColor('#5f6368')
          .text('Backend Engineer · Toronto, ON', left, 84, { lineBreak: false });
        doc
          .fontSize(10)
          .fillColor('#202124')
          .text('rafael.dominguez@example.ca   |   (416) 555-0148', left, 102, { lineBreak: false });
        doc.image(LINKEDIN_ICON, W - 58 - 44, 56, { width: 18 });
        doc.link(W - 58 - 44, 56, 18, 18, 'https://www.linkedin.com/in/rafael-dominguez-ca');
        doc.image(GITHUB_ICON, W - 58 - 18, 56, { width: 18 });
        doc.link(W - 58 - 18, 56, 18, 18, 'https://github.com/rafadominguez');
        let y = 134;
        const heading = (title: string) => {
          doc.fillColor('#1a73e8').font('Helvetica-Bold').fontSize(11).text(title, left, y, { lineBreak: false });
          y += 18;
          doc.fillColor('#202124').font('Helvetica').fontSize(9.5);
        };
        heading('Experience');
        for (const [role, items] of [
          [
            'Senior Backend Engineer — Northbeam Logistics (2021 – present)',
            [
              'Designed the shipment-event pipeline in Go and Kafka: 40k events a second, exactly-once into Postgres.',
              'Led the monolith split into 11 services with zero customer-facing downtime.',
              'On-call lead; halved pages per week with better alerts and runbooks.',
            ],
          ],
          [
            'Software Engineer — Maple Ledger (2018 – 2021)',
            [
              'Payments API in Java and Spring Boot; PCI DSS scope reduction project.',
              'Introduced contract testing with Pact across 14 teams.',
            ],
          ],
          ['Software Developer — Indra, Madrid (2015 – 2018)', ['Air-traffic data services for AENA; C++ and Java.']],
        ] as const) {
          doc.font('Helvetica-Bold').fontSize(10).text(role, left, y, { lineBreak: false });
          doc.font('Helvetica').fontSize(9.5);
          y = bullets(doc, [...items], left, y + 15, width, 13) + 8;
        }
        heading('Education');
        doc.text('MSc Computer Science, Universidad Politécnica de Madrid, 2015', left, y, { lineBreak: false });
        y += 30;
        heading('Skills');
        para(
          doc,
          'Go, Java, Kotlin, Python · PostgreSQL, Kafka, Redis · Kubernetes, Terraform, AWS · gRPC, REST, event sourcing · Spanish (native), English (fluent), French (intermediate)',
          left,
          y,
          width,
          13,
        );
      },
    ),
  },
  {
    // Two pages: page 2 opens with a running header that repeats the name, the e-mail and the phone; both pages carry
    // 'Page n of 2' in the footer and page 1 an 'updated' date in its header.
    file: 'pdfkit-two-pages-running-header.pdf',
    truth: {
      first: 'Eleanor',
      last: 'Whitfield',
      email: 'eleanor.whitfield@example.co.uk',
      phone: '07700 900 845',
      linkedin: 'https://www.linkedin.com/in/eleanorwhitfield',
    },
    bytes: pdfkit(
      { Producer: 'Microsoft® Word 2019', Creator: 'Microsoft® Word 2019', Author: 'Eleanor Whitfield' },
      (doc) => {
        const left = 64;
        const width = W - 128;
        const footer = (page: number) =>
          doc
            .fillColor('#777777')
            .font('Times-Roman')
            .fontSize(8.5)
            .text(`Page ${page} of 2`, W - 64 - 50, H - 44, { lineBreak: false });
        doc
          .fillColor('#777777')
          .font('Times-Roman')
          .fontSize(8.5)
          .text('Curriculum vitae — updated 3 March 2025', W - 64 - 160, 34, { lineBreak: false });
        doc
          .fillColor('#000000')
          .font('Times-Bold')
          .fontSize(22)
          .text('Eleanor Whitfield', left, 62, { lineBreak: false });
        doc
          .font('Times-Roman')
          .fontSize(10.5)
          .text(
            'eleanor.whitfield@example.co.uk  ·  07700 900 845  ·  linkedin.com/in/eleanorwhitfield  ·  Oxford OX2',
            left,
            92,
            { lineBreak: false },
          );
        let y = 124;
        const heading = (title: string) => {
          doc.fillColor('#000000').font('Times-Bold').fontSize(12).text(title, left, y, { lineBreak: false });
          rule(doc, left, y + 16, width, '#000000');
          y += 24;
          doc.font('Times-Roman').fontSize(10.5);
        };
        const job = (role: string, items: string[]) => {
          doc.font('Times-Bold').fontSize(10.5).text(role, left, y, { lineBreak: false });
          doc.font('Times-Roman');
          y = bullets(doc, items, left, y + 16, width, 14) + 8;
        };
        heading('Profile');
        y =
          para(
            doc,
            'Clinical trials manager with twelve years in academic and commercial research, from first-in-human studies to international phase III trials. I bring trials in on time by planning recruitment properly, keeping sites close and reading every monitoring report.',
            left,
            y,
            width,
            14,
          ) + 10;
        heading('Experience');
        job('Senior Clinical Trials Manager, Oxford Clinical Trials Research Unit (2019 – present)', [
          'Manage a portfolio of five NIHR-funded trials (3,900 participants, 61 UK sites) in surgery and rheumatology.',
          'Brought the TENDON trial to its recruitment target four months early after redesigning the screening log and site incentives.',
          'Line-manage four trial managers and two data managers; chair the unit’s SOP committee.',
          'Prepared two MHRA inspections, both closed with no critical or major findings.',
        ]);
        job('Clinical Project Manager, Meridian CRO, Abingdon (2015 – 2019)', [
          'Ran phase II and III oncology studies across the UK, Germany and Poland for three sponsors.',
          'Negotiated site budgets and contracts at 40 hospitals; kept two studies on budget after a protocol amendment.',
          'Introduced risk-based monitoring, cutting on-site visits by a third.',
        ]);
        job('Clinical Research Associate, Meridian CRO (2012 – 2015)', [
          'Monitored 22 sites in cardiovascular and respiratory trials; source data verification and site training.',
        ]);
        job('Research Nurse, John Radcliffe Hospital, Oxford (2009 – 2012)', [
          'Recruited and followed up participants in vaccine and diabetes studies; phlebotomy, sample processing and CRF completion.',
        ]);
        heading('Education');
        for (const line of [
          'MSc Clinical Research, University of Oxford, 2014',
          'BSc (Hons) Adult Nursing, Oxford Brookes University, 2009',
        ]) {
          doc.text(line, left, y, { lineBreak: false });
          y += 15;
        }
        y += 10;
        heading('Training and memberships');
        para(
          doc,
          'ICH Good Clinical Practice (renewed 2024); PRINCE2 Practitioner; Association for Clinical Research Professionals; NMC registration (lapsed 2016).',
          left,
          y,
          width,
          14,
        );
        footer(1);
        doc.addPage({ size: 'A4', margin: 0 });
        doc.fillColor('#777777').font('Times-Roman').fontSize(8.5);
        doc.text('Eleanor Whitfield  —  eleanor.whitfield@example.co.uk  —  07700 900 845', left, 34, {
          lineBreak: false,
        });
        rule(doc, left, 48, width, '#bbbbbb');
        y = 70;
        heading('Selected achievements');
        y =
          bullets(
            doc,
            [
              'Designed the unit’s recruitment dashboard (REDCap and Power BI), now used by every trial in the unit.',
              'Co-wrote the successful £2.1m NIHR HTA application for the SPLINT trial as trial-management lead.',
              'Trained more than 150 site staff in GCP and trial procedures since 2019.',
            ],
            left,
            y,
            width,
            14,
          ) + 10;
        heading('Publications');
        for (const citation of [
          'Whitfield E, Harper J, et al. Recruitment to surgical trials: a site-level analysis of 61 hospitals. Trials 2023; 24: 512.',
          'Harper J, Whitfield E, Okoye C. Risk-based monitoring in an academic trials unit. Clinical Trials 2021; 18: 377–385.',
          'Okoye C, Whitfield E, Grant S. Screening logs that work: lessons from three surgical trials. BMJ Open 2020; 10: e038412.',
        ])
          y = para(doc, citation, left, y, width, 14) + 4;
        y += 10;
        heading('Presentations');
        y =
          bullets(
            doc,
            [
              '“Keeping 61 sites on side”, UK Trial Managers’ Network annual meeting, Birmingham, 2023.',
              '“Risk-based monitoring without tears”, Society for Clinical Trials, Boston, 2021 (poster).',
            ],
            left,
            y,
            width,
            14,
          ) + 10;
        heading('References');
        doc.text('Available on request.', left, y, { lineBreak: false });
        footer(2);
      },
    ),
  },
  {
    // An ATS trick: a block of keywords in 1 pt white text at the foot of the page, drawn before anything else, that
    // holds a hiring manager's and a recruiter's names, e-mails, phone and LinkedIn besides a string of skills.
    file: 'pdfkit-white-keyword-stuffing-first.pdf',
    truth: {
      first: 'Jamal',
      last: 'Whitaker',
      email: 'jamal.whitaker@example.com',
      phone: '(404) 555-0123',
      linkedin: 'https://www.linkedin.com/in/jamalwhitaker',
    },
    bytes: pdfkit(
      { Producer: 'Microsoft® Word for Microsoft 365', Creator: 'Microsoft® Word for Microsoft 365' },
      (doc) => {
        doc.fillColor('#ffffff').font('Helvetica').fontSize(1);
        doc.text(
          'data engineer senior data engineer staff data engineer python sql spark pyspark airflow dbt snowflake databricks bigquery redshift aws azure gcp kafka kinesis terraform kubernetes docker ci/cd etl elt data modeling data warehouse lakehouse tableau looker power bi machine learning mlops leadership agile scrum stakeholder management ' +
            'Hiring Manager: Sarah Chen sarah.chen@example.org Recruiter: Tom Briggs tom.briggs@example.org (404) 555-0199 linkedin.com/in/sarahchen-talent ' +
            'Google Amazon Microsoft Meta Netflix Stripe Databricks Snowflake principal staff lead architect remote Atlanta GA',
          48,
          H - 24,
          { width: W - 96 },
        );
        const left = 56;
        const width = W - 112;
        doc
          .fillColor('#111111')
          .font('Helvetica-Bold')
          .fontSize(24)
          .text('Jamal Whitaker', left, 52, { lineBreak: false });
        doc
          .fillColor('#444444')
          .font('Helvetica')
          .fontSize(10)
          .text(
            'Data Engineer  |  Atlanta, GA  |  jamal.whitaker@example.com  |  (404) 555-0123  |  linkedin.com/in/jamalwhitaker',
            left,
            84,
            { lineBreak: false },
          );
        let y = 116;
        const heading = (title: string) => {
          doc.fillColor('#7a1f1f').font('Helvetica-Bold').fontSize(11).text(title, left, y, { lineBreak: false });
          rule(doc, left, y + 15, width, '#7a1f1f');
          y += 22;
          doc.fillColor('#222222').font('Helvetica').fontSize(9.5);
        };
        heading('SUMMARY');
        y =
          para(
            doc,
            'Data engineer with six years building batch and streaming pipelines for logistics and retail. I care about data contracts, tests that catch bad data before the dashboards do, and warehouse bills that go down.',
            left,
            y,
            width,
            13,
          ) + 10;
        heading('EXPERIENCE');
        for (const [role, items] of [
          [
            'Data Engineer II, Peachtree Freight (2021 – present)',
            [
              'Moved 240 nightly jobs from cron scripts to Airflow and dbt; failures down from 30 a month to 2.',
              'Streaming tracking events (Kafka to Snowflake) in under a minute for the customer portal.',
              'Cut the Snowflake bill by 38% with clustering, right-sized warehouses and query reviews.',
            ],
          ],
          [
            'Analytics Engineer, Magnolia Home Retail (2018 – 2021)',
            [
              'Built the dbt project behind every finance and merchandising dashboard (410 models, 1,900 tests).',
              'Trained 25 analysts in SQL and Git.',
            ],
          ],
        ] as const) {
          doc.font('Helvetica-Bold').fontSize(10).text(role, left, y, { lineBreak: false });
          doc.font('Helvetica').fontSize(9.5);
          y = bullets(doc, [...items], left, y + 15, width, 13) + 8;
        }
        heading('EDUCATION');
        doc.text('BS Industrial Engineering, Georgia Institute of Technology, 2018', left, y, { lineBreak: false });
        y += 30;
        heading('SKILLS');
        para(
          doc,
          'Python, SQL, dbt, Airflow, Spark, Kafka, Snowflake, BigQuery, Terraform, Docker, GitHub Actions, Looker.',
          left,
          y,
          width,
          13,
        );
      },
    ),
  },
  {
    // A header with the date written 14/03/2025, a job ID and 'Page 1 of 1'; the phone is written with hyphens only.
    file: 'pdfkit-header-date-page-number.pdf',
    truth: {
      first: 'Siddharth',
      last: 'Rao',
      email: 'sid.rao@example.ca',
      phone: '647-555-0162',
      linkedin: null,
    },
    bytes: pdfkit({ Producer: 'Microsoft® Word 2016', Creator: 'Microsoft® Word 2016', Author: 'Sid' }, (doc) => {
      const left = 60;
      const width = W - 120;
      doc.fillColor('#666666').font(TTF.sans).fontSize(8.5);
      byWord(doc, 'Updated 14/03/2025  ·  Application for Job ID 4471-2025', left, 30, width, true);
      byWord(doc, 'Page 1 of 1', W - 60 - doc.widthOfString('Page 1 of 1'), 30, width, true);
      rule(doc, left, 44, width, '#cccccc');
      doc.fillColor('#14213d').font(TTF.sansBold).fontSize(22);
      byWord(doc, 'Siddharth Rao', left, 62, width, true);
      doc.fillColor('#333333').font(TTF.sans).fontSize(11);
      byWord(doc, 'Financial Analyst · CFA Level II Candidate', left, 92, width, true);
      doc.fontSize(10);
      byWord(doc, 'sid.rao@example.ca  |  647-555-0162  |  Toronto, ON M5V 2T6', left, 110, width, true);
      let y = 142;
      const heading = (title: string) => {
        doc.fillColor('#14213d').font(TTF.sansBold).fontSize(11);
        byWord(doc, title, left, y, width, true);
        rule(doc, left, y + 15, width, '#14213d');
        y += 22;
        doc.fillColor('#333333').font(TTF.sans).fontSize(9.5);
      };
      heading('PROFILE');
      y =
        para(
          doc,
          'Financial analyst with four years in FP&A and equity research support. Strong in three-statement models, variance analysis and telling a management team what the numbers mean.',
          left,
          y,
          width,
          13.5,
          byWord,
        ) + 10;
      heading('EXPERIENCE');
      for (const [role, items] of [
        [
          'Financial Analyst, FP&A — Northern Maple Foods, Mississauga (2022 – present)',
          [
            'Own the monthly forecast for a $640m revenue division; forecast error down from 6.1% to 2.4%.',
            'Built the capex approval model used for 30+ projects a year.',
            'Led the pricing analysis behind a 4% list-price increase that held volume in all three channels.',
            'Replaced 40 linked spreadsheets with a single Anaplan model for the annual budget.',
          ],
        ],
        [
          'Research Associate — Bay Street Capital Markets, Toronto (2021 – 2022)',
          [
            'Models and notes on 14 Canadian consumer and industrial names.',
            'Prepared earnings previews and maintained the coverage universe comps sheet.',
          ],
        ],
        [
          'Finance Intern — Ontario Teachers’ Pension Plan, Toronto (Summer 2020)',
          ['Portfolio performance attribution for the infrastructure team.'],
        ],
      ] as const) {
        doc.font(TTF.sansBold).fontSize(10);
        byWord(doc, role, left, y, width, true);
        doc.font(TTF.sans).fontSize(9.5);
        y = bullets(doc, [...items], left, y + 15, width, 13.5, byWord) + 8;
      }
      heading('EDUCATION');
      byWord(doc, 'BCom (Finance), Rotman School, University of Toronto, 2021 — Dean’s List', left, y, width, true);
      byWord(doc, 'CFA Level I (passed 2023); Level II candidate, August 2025', left, y + 15, width, true);
      y += 44;
      heading('SKILLS');
      para(
        doc,
        'Excel and VBA, Power BI, SQL, Python (pandas), Capital IQ, Bloomberg, Anaplan. English, Hindi, Kannada.',
        left,
        y,
        width,
        13.5,
        byWord,
      );
    }),
  },
  {
    // An embedded serif font whose text holds the ligature characters themselves (U+FB00–FB03) rather than their
    // letters: in the name (Steﬃ Duﬀy), the e-mail address and the LinkedIn handle as much as in the prose.
    file: 'pdfkit-ligature-characters-ttf.pdf',
    truth: {
      first: 'Steffi',
      last: 'Duffy',
      email: 'steffi.duffy@example.co.uk',
      phone: '028 9649 6352',
      linkedin: 'https://www.linkedin.com/in/steffiduffy',
    },
    bytes: pdfkit({ Producer: 'Adobe PDF Library 15.0', Creator: 'Adobe InDesign CC 2017 (Windows)' }, (doc) => {
      const left = 64;
      const width = W - 128;
      doc
        .fillColor('#3a2e39')
        .font(TTF.dejaSerifBold)
        .fontSize(26)
        .text(`Ste${ffi} Du${ff}y`, left, 58, { lineBreak: false });
      doc.font(TTF.dejaSerifItalic).fontSize(11.5).text(`Finance O${ffi}cer · Belfast`, left, 94, { lineBreak: false });
      doc.font(TTF.dejaSerif).fontSize(9.5).fillColor('#333333');
      doc.text(
        `ste${ffi}.du${ff}y@example.co.uk   ·   028 9649 6352   ·   linkedin.com/in/ste${ffi}du${ff}y`,
        left,
        114,
        { lineBreak: false },
      );
      let y = 146;
      const heading = (title: string) => {
        doc.fillColor('#8c4a3a').font(TTF.dejaSerifBold).fontSize(11).text(title, left, y, { lineBreak: false });
        rule(doc, left, y + 15, width, '#8c4a3a');
        y += 22;
        doc.fillColor('#333333').font(TTF.dejaSerif).fontSize(9.5);
      };
      heading(`Pro${fi}le`);
      y =
        para(
          doc,
          `Chartered accountant (ACA) and ${fi}nance o${ffi}cer with eight years in charities and higher education. I keep month-end calm, make audit ${fi}les tidy and build work${fl}ows that sta${ff} actually use.`,
          left,
          y,
          width,
          14,
        ) + 10;
      heading('Experience');
      for (const [role, items] of [
        [
          `Finance O${ffi}cer, Queen’s University Belfast (2020 – present)`,
          [
            `Month-end and year-end for a £48m research grants portfolio; no audit ${fi}ndings for three years.`,
            `Automated grant reconciliations in Power Query, saving 30 hours a month of sta${ff} time.`,
            `Trained 60 research administrators on the new e${fi}nancials system.`,
          ],
        ],
        [
          `Assistant Accountant, Simon Community NI (2016 – 2020)`,
          [
            `Cash${fl}ow forecasting and restricted-fund reporting for a £22m charity.`,
            `Led the switch from Sage 50 to Xero, including a full chart-of-accounts review.`,
          ],
        ],
      ] as const) {
        doc.font(TTF.dejaSerifBold).fontSize(10).text(role, left, y, { lineBreak: false });
        doc.font(TTF.dejaSerif).fontSize(9.5);
        y = bullets(doc, [...items], left, y + 15, width, 14) + 8;
      }
      heading('Education');
      doc.text(`ACA, Chartered Accountants Ireland, 2019`, left, y, { lineBreak: false });
      doc.text(`BSc Accounting, Ulster University, 2016 (${fi}rst-class honours)`, left, y + 15, { lineBreak: false });
      y += 44;
      heading('Skills');
      para(
        doc,
        `Xero, Sage, Agresso, Power BI, advanced Excel, grant and restricted-fund accounting, VAT for charities, e${ff}ective cross-team communication.`,
        left,
        y,
        width,
        14,
      );
    }),
  },
];

// ---------- PDF (Chromium) ----------

const html = (css: string, body: string, lang = 'en', title = '') => htmlPage(css, body, lang, BASE_CSS, title);

const pdfs: PdfFixture[] = [
  {
    // The whole CV is one table whose thead holds the name and the contacts; Chromium repeats a table's header group
    // on every page it breaks onto, so page 2 begins with the same band.
    file: 'chromium-thead-repeated-two-pages.pdf',
    truth: {
      first: 'Ingrid',
      last: 'Halvorsen',
      email: 'ingrid.halvorsen@example.com',
      phone: '+44 7700 900 529',
      linkedin: 'https://www.linkedin.com/in/ingridhalvorsen',
    },
    page: html(
      `@page { margin: 14mm 16mm; } table.cv { width: 100%; border-collapse: collapse; }
       thead td { padding: 0 0 8pt; } .band { border-bottom: 2px solid #2e5e4e; padding-bottom: 6pt; display: flex; justify-content: space-between; align-items: flex-end; }
       .band b { font-size: 18pt; color: #2e5e4e; } .band span { font-size: 9pt; color: #444; text-align: right; }
       tbody td { padding: 0; vertical-align: top; } tbody tr { break-inside: avoid; } h2 { color: #2e5e4e; } li { margin: 2pt 0; } p { line-height: 1.4; }`,
      `<table class="cv"><thead><tr><td><div class="band"><b>Ingrid Halvorsen</b><span>Senior Data Scientist<br>ingrid.halvorsen@example.com · +44 7700 900 529 · linkedin.com/in/ingridhalvorsen</span></div></td></tr></thead><tbody>
       <tr><td><h2>Profile</h2><p>Data scientist with ten years in energy and insurance. I build forecasting and pricing models that survive contact with production, and I like explaining them to the people who have to trust them: underwriters, traders and regulators.</p></td></tr>
       <tr><td><h2>Experience</h2><h3>Senior Data Scientist — Northwind Energy Trading, London (2020 – present)</h3><ul>
       <li>Lead a team of five building day-ahead and intraday power price forecasts for the UK, Nordic and German markets.</li>
       <li>Replaced a gradient-boosting ensemble with a probabilistic temporal fusion model; forecast pinball loss down 17%, worth an estimated £3.4m a year in trading margin.</li>
       <li>Built the feature store (Feast on Databricks) that now serves 9 teams and 2,300 features.</li>
       <li>Introduced model cards and a monthly model-risk review with the risk team.</li></ul></td></tr>
       <tr><td><h3>Data Scientist — Fjord Mutual Insurance, Oslo (2016 – 2020)</h3><ul>
       <li>Motor and home pricing models (GLMs and GBMs) for 1.1 million policies; loss ratio improved by 2.8 points.</li>
       <li>Claims fraud detection with graph features; 31% more confirmed fraud at the same investigation capacity.</li>
       <li>Taught the actuarial team Python and Git in a 12-week internal course.</li></ul></td></tr>
       <tr><td><h3>Analyst — Statkraft, Oslo (2014 – 2016)</h3><ul>
       <li>Hydro inflow forecasting and reservoir scheduling support; R and SQL.</li>
       <li>Automated the weekly market report for the trading desk.</li></ul></td></tr>
       <tr><td><h3>Graduate Engineer — DNV, Høvik (2012 – 2014)</h3><ul>
       <li>Reliability statistics for offshore wind foundations; Monte Carlo fatigue models in MATLAB.</li>
       <li>Wrote the group’s first Python tooling for sensor-data cleaning.</li></ul></td></tr>
       <tr><td><h2>Selected projects</h2><ul>
       <li><b>Probabilistic wind forecasting.</b> Quantile regression forests over 140 wind farms, with a calibration dashboard used every morning by the desk.</li>
       <li><b>Pricing sandbox.</b> A Streamlit tool letting underwriters test rating changes against two years of quotes before filing them.</li>
       <li><b>Open source.</b> Maintainer of a small Python package for conformal prediction intervals (1.4k stars).</li></ul></td></tr>
       <tr><td><h2>Education</h2><p><b>MSc Statistics</b>, University of Oslo, 2014 — thesis on extreme-value models for spot prices.</p>
       <p><b>BSc Mathematics</b>, Norwegian University of Science and Technology (NTNU), 2012.</p></td></tr>
       <tr><td><h2>Publications and talks</h2><ul>
       <li>Halvorsen I., Dahl K. “Probabilistic day-ahead price forecasting with temporal fusion transformers.” Energy Economics Workshop, 2023.</li>
       <li>“Model cards for traders,” PyData London, 2022.</li>
       <li>Halvorsen I. “Graph features for claims fraud.” Nordic Actuarial Conference, 2019.</li></ul></td></tr>
       <tr><td><h2>Skills</h2><p>Python (pandas, PyTorch, LightGBM, statsmodels), SQL, Spark and Databricks, Feast, MLflow, Airflow, Docker, Azure. Time-series forecasting, GLMs, causal inference, conformal prediction, experiment design.</p></td></tr>
       <tr><td><h2>Languages</h2><p>Norwegian (native), English (fluent), Swedish (good), German (basic).</p></td></tr>
       <tr><td><h2>Leadership and service</h2><ul>
       <li>Mentor, Women in Data Science London (2021 – present): eight mentees, four now in data science roles.</li>
       <li>Reviewer, International Journal of Forecasting (2022 – present).</li>
       <li>Organiser of the company’s internal forecasting competition, 140 entrants in 2024.</li></ul></td></tr>
       <tr><td><h2>Certifications</h2><p>Chartered Statistician (Royal Statistical Society, 2021) · Databricks Certified Machine Learning Professional (2023) · Azure Data Scientist Associate (2022)</p></td></tr>
       <tr><td><h2>Teaching</h2><ul><li>Guest lecturer, MSc Energy Analytics, Imperial College London (2022 – 2024): two lectures a year on probabilistic forecasting.</li>
       <li>Instructor, internal “Forecasting 101” course at Northwind: 6 cohorts, 90 analysts and traders.</li></ul></td></tr>
       <tr><td><h2>Interests</h2><p>Cross-country skiing, orienteering, restoring a 1970s sailing boat, and baking far too much bread.</p></td></tr>
       </tbody></table>`,
    ),
  },
  {
    // In the document's order the footer comes first, then the right-hand sidebar with the contacts, and the main
    // column with the name last; a CSS grid puts them back where a reader sees them.
    file: 'chromium-dom-footer-sidebar-first.pdf',
    truth: {
      first: 'Kofi',
      last: 'Boateng',
      email: 'kofi.boateng@example.com',
      phone: '+1 (713) 555-0194',
      linkedin: 'https://www.linkedin.com/in/kofiboateng',
    },
    page: html(
      `body { height: 297mm; } .grid { display: grid; grid-template-columns: 1fr 62mm; grid-template-rows: 1fr auto; grid-template-areas: "main side" "foot foot"; height: 297mm; }
       footer { grid-area: foot; font-size: 8pt; color: #888; padding: 6pt 16mm 10mm; } aside { grid-area: side; background: #fbf3e4; padding: 18mm 8mm; }
       main { grid-area: main; padding: 16mm 10mm 0 16mm; } h1 { font-size: 26pt; color: #7c4a03; } .role { font-size: 12pt; color: #666; margin: 2pt 0 6pt; }
       aside h2 { color: #7c4a03; font-size: 10pt; } aside p { font-size: 9pt; } h2 { color: #7c4a03; }`,
      `<div class="grid"><footer>Kofi Boateng · Résumé · Houston, Texas · Page 1 of 1 · Generated 11 Feb 2025</footer>
       <aside><h2>Contact</h2><p>kofi.boateng@example.com</p><p>+1 (713) 555-0194</p><p>linkedin.com/in/kofiboateng</p><p>Houston, TX 77005</p>
       <h2>Licences</h2><p>Professional Engineer (Texas), PE #142857</p><p>PMP, 2019</p>
       <h2>Software</h2><p>Aspen HYSYS, PIPESIM, OLGA, AutoCAD Plant 3D, Python, Power BI</p>
       <h2>Languages</h2><p>English, Twi, French (basic)</p></aside>
       <main><h1>Kofi Boateng</h1><p class="role">Senior Process Engineer</p>
       <h2>Summary</h2><p>Process engineer with eleven years in upstream oil and gas and, since 2021, carbon capture. I take projects from concept through commissioning and I am happiest on site with the operators.</p>
       <h2>Experience</h2><h3>Senior Process Engineer — Gulfline Energy, Houston (2019 – present)</h3><ul>
       <li>Process lead for a 1.2 Mtpa post-combustion carbon capture FEED; amine selection, heat integration and HAZOP.</li>
       <li>Debottlenecked a 90 MMSCFD gas plant, adding 14% throughput with no new compression.</li>
       <li>Coach five graduate engineers; run the process safety lunch-and-learn series.</li></ul>
       <h3>Process Engineer — Tullow Oil, Accra (2013 – 2019)</h3><ul>
       <li>Topsides process engineering for the FPSO on the TEN fields; start-up and first oil in 2016.</li>
       <li>Flare reduction programme: routine flaring down 62%.</li></ul>
       <h2>Education</h2><p>MS Chemical Engineering, Rice University, 2013</p><p>BSc Chemical Engineering, KNUST, Kumasi, 2011</p></main></div>`,
    ),
  },
  {
    // The HTML itself holds the ligature characters (ﬀ, ﬃ, ﬁ, ﬂ) in the name, the e-mail address, the LinkedIn handle
    // and the prose, as text pasted from a typeset PDF keeps them; DejaVu Serif has their glyphs.
    file: 'chromium-ligature-characters-html.pdf',
    truth: {
      first: 'Raffaella',
      last: 'Ruffini',
      email: 'raffaella.ruffini@example.it',
      phone: '(646) 555-0125',
      linkedin: 'https://www.linkedin.com/in/raffaella-ruffini',
    },
    page: html(
      `body { font-family: 'DejaVu Serif', serif; font-size: 9.5pt; } main { padding: 40pt 50pt; } h1 { font-size: 24pt; font-weight: normal; letter-spacing: 0.02em; }
       .sub { font-style: italic; color: #555; margin: 2pt 0 4pt; } .contact { font-size: 9pt; } h2 { font-size: 10pt; color: #6b2737; border-bottom: 1px solid #d9c2c8; }`,
      `<main><h1>Ra${ff}aella Ru${ffi}ni</h1><p class="sub">Art Conservator · Paintings and Gilded Objects</p>
       <p class="contact">ra${ff}aella.ru${ffi}ni@example.it · (646) 555-0125 · linkedin.com/in/ra${ff}aella-ru${ffi}ni · Brooklyn, New York</p>
       <h2>Pro${fi}le</h2><p>Paintings conservator with nine years in museum and private studios in Florence and New York. Specialist in panel paintings, gilding and the ${fi}lling and retouching of losses; con${fi}dent with technical imaging and with writing for the public.</p>
       <h2>Experience</h2><h3>Associate Conservator, Paintings — The Halvard Museum of Art, New York (2020 – present)</h3><ul>
       <li>Treated 40+ works for the permanent collection and loans, from 14th-century panels to Abstract Expressionist canvases.</li>
       <li>Led the technical study (XRF, IRR, cross-sections) of a Sienese altarpiece; published in the museum journal.</li>
       <li>Supervise two fellows and coordinate conservation for the loans o${ffi}ce.</li></ul>
       <h3>Conservator, Studio Bellini Restauri, Florence (2015 – 2020)</h3><ul>
       <li>Structural and surface treatments of panel paintings for churches and the Uf${fi}zi's deposits.</li>
       <li>Gilding and water-gilded frame restoration; trained four interns.</li></ul>
       <h2>Education</h2><p>Diploma in Conservation of Paintings, Opi${fi}cio delle Pietre Dure, Florence, 2015</p><p>MA History of Art, Università di Bologna, 2012</p>
       <h2>Skills</h2><p>Panel-painting structural work, in${fi}lling and retouching, gilding, varnish removal, technical imaging, condition reporting for loans, Italian (native), English (${fl}uent), French (good).</p></main>`,
      'en',
    ),
  },
  {
    // A fake bold in HTML: the name is written twice, the second copy laid 0.6 px over the first; at the page's foot a
    // block of 2 px white keywords holds a recruiter's name, e-mail, phone and LinkedIn.
    file: 'chromium-overprinted-name-white-keywords.pdf',
    truth: {
      first: 'Connor',
      last: 'Byrne',
      email: 'connor.byrne@example.com',
      phone: '(617) 555-0158',
      linkedin: 'https://www.linkedin.com/in/connor-byrne-pm',
    },
    page: html(
      `main { padding: 40pt 52pt 20pt; } .name { position: relative; height: 34pt; font-size: 26pt; color: #1d3557; }
       .name span { position: absolute; left: 0; top: 0; } .name span + span { left: 0.6px; } .role { font-size: 12pt; color: #555; }
       .contact { margin: 4pt 0 10pt; } h2 { color: #1d3557; border-bottom: 1px solid #a8dadc; }
       .kw { position: absolute; left: 40pt; right: 40pt; bottom: 12pt; font-size: 2px; line-height: 2.4px; color: #fff; }`,
      `<main><div class="name"><span>Connor Byrne</span><span>Connor Byrne</span></div><p class="role">Product Manager, B2B SaaS</p>
       <p class="contact">connor.byrne@example.com &nbsp;|&nbsp; (617) 555-0158 &nbsp;|&nbsp; linkedin.com/in/connor-byrne-pm &nbsp;|&nbsp; Somerville, MA</p>
       <h2>Summary</h2><p>Product manager with seven years in B2B SaaS for finance teams. I run discovery properly, write specs engineers like, and measure whether what we shipped did what we said it would.</p>
       <h2>Experience</h2><h3>Senior Product Manager — Tallyworks, Boston (2021 – present)</h3><ul>
       <li>Own the accounts-payable automation product ($21m ARR); grew it 46% in 2024.</li>
       <li>Launched invoice matching with ML suggestions; 71% of invoices now match without a touch.</li>
       <li>Run a monthly customer council of 12 finance leaders.</li></ul>
       <h3>Product Manager — Brightledger, Cambridge MA (2018 – 2021)</h3><ul>
       <li>Built the reporting module from zero to 900 paying customers.</li><li>Introduced dual-track agile and a shared roadmap with sales.</li></ul>
       <h3>Business Analyst — State Street, Boston (2016 – 2018)</h3><ul><li>Requirements and UAT for fund-accounting systems.</li></ul>
       <h2>Education</h2><p>BS Business Administration, Boston College, 2016 · Pragmatic Institute PMC-III</p>
       <h2>Skills</h2><p>Discovery interviews, SQL, Amplitude, Looker, Jira, Figma, pricing and packaging, A/B testing.</p></main>
       <div class="kw">product manager senior product manager group product manager director of product saas b2b fintech accounts payable ap automation procure to pay ai ml roadmap okrs agile scrum jira sql amplitude
       Recruiter: Megan Doyle megan.doyle@example.org (617) 555-0100 linkedin.com/in/megandoyle-recruits hiring manager Priya Raman priya.raman@example.org
       stripe ramp brex bill.com coupa sap concur harvard mit mba top performer leadership stakeholder management go to market</div>`,
    ),
  },
  {
    // The e-mail address is only the mailto: target of an envelope icon (an SVG, no text), and the LinkedIn profile is
    // only the target of the word 'LinkedIn'; the phone is printed beside them.
    file: 'chromium-icon-mailto-word-linkedin.pdf',
    truth: {
      first: 'Aisha',
      last: 'Rahman',
      email: 'aisha.rahman@example.co.uk',
      phone: '0161 496 0827',
      linkedin: 'https://www.linkedin.com/in/aisharahman-uk',
    },
    page: html(
      `main { padding: 42pt 54pt; } h1 { font-size: 25pt; color: #3d2c8d; } .role { font-size: 12pt; color: #666; }
       .icons { display: flex; gap: 14pt; align-items: center; margin: 8pt 0 12pt; font-size: 10pt; } .icons svg { width: 14pt; height: 14pt; vertical-align: middle; }
       .icons a.word { color: #3d2c8d; text-decoration: underline; } h2 { color: #3d2c8d; }`,
      `<main><h1>Aisha Rahman</h1><p class="role">Pharmacist, Clinical Services</p>
       <div class="icons"><a href="mailto:aisha.rahman@example.co.uk" title="Email"><svg viewBox="0 0 24 24"><rect x="2" y="5" width="20" height="14" rx="2" fill="none" stroke="#3d2c8d" stroke-width="2"/><path d="M2 6l10 7 10-7" fill="none" stroke="#3d2c8d" stroke-width="2"/></svg></a>
       <span>☎ 0161 496 0827</span><a class="word" href="https://www.linkedin.com/in/aisharahman-uk">LinkedIn</a><span>Manchester</span></div>
       <h2>Profile</h2><p>GPhC-registered clinical pharmacist and independent prescriber with eight years in hospital and primary care. I run medicines optimisation clinics, review complex polypharmacy and teach prescribing safety.</p>
       <h2>Experience</h2><h3>Lead Clinical Pharmacist — Central Manchester Primary Care Network (2021 – present)</h3><ul>
       <li>Lead a team of six pharmacists and technicians across nine practices (94,000 patients).</li>
       <li>Structured medication reviews for care-home residents: 1,400 reviews, 2,100 medicines stopped.</li>
       <li>Independent prescriber clinics for hypertension and type 2 diabetes.</li></ul>
       <h3>Specialist Pharmacist, Cardiology — Manchester Royal Infirmary (2017 – 2021)</h3><ul>
       <li>Ward pharmacy for cardiology and the coronary care unit; anticoagulation stewardship.</li><li>Taught the foundation doctors’ prescribing course.</li></ul>
       <h2>Education</h2><p>Independent Prescribing, University of Bradford, 2020</p><p>Clinical Diploma, University of Manchester, 2018</p><p>MPharm (Hons), University of Nottingham, 2016</p>
       <h2>Skills</h2><p>Medicines optimisation, deprescribing, anticoagulation, EMIS Web, SystmOne, audit and QI, Urdu and Bengali (conversational).</p></main>`,
    ),
  },
  {
    // A sidebar label set vertically (writing-mode), a name in capitals letter-spaced wide, and a running header with
    // '1 / 1' and the date as 12.02.2025 above it.
    file: 'chromium-vertical-label-letterspaced.pdf',
    truth: {
      first: 'Niamh',
      last: 'Gallagher',
      email: 'niamh.gallagher@example.co.uk',
      phone: '+44 28 9649 6118',
      linkedin: null,
    },
    page: html(
      `body { display: flex; min-height: 297mm; } .label { width: 16mm; background: #264653; color: #e9c46a; writing-mode: vertical-rl; transform: rotate(180deg);
       text-align: center; font-size: 13pt; letter-spacing: 0.5em; padding: 16mm 0; } .page { flex: 1; padding: 10mm 16mm 0 12mm; }
       .hdr { display: flex; justify-content: space-between; font-size: 8pt; color: #888; border-bottom: 1px solid #ddd; padding-bottom: 3pt; }
       h1 { font-size: 22pt; letter-spacing: 0.45em; text-transform: uppercase; margin-top: 12pt; color: #264653; } .role { font-size: 11pt; color: #555; margin: 3pt 0 2pt; }
       h2 { color: #2a9d8f; }`,
      `<div class="label">RÉSUMÉ · 2025</div><div class="page"><div class="hdr"><span>12.02.2025</span><span>1 / 1</span></div>
       <h1>Niamh Gallagher</h1><p class="role">Secondary Teacher of Mathematics</p>
       <p>niamh.gallagher@example.co.uk · +44 28 9649 6118 · Derry~Londonderry</p>
       <h2>Profile</h2><p>Mathematics teacher with nine years in 11–18 schools, Head of Key Stage 4 Maths since 2021. I raise attainment with careful sequencing, lots of retrieval practice and a department that shares its resources.</p>
       <h2>Experience</h2><h3>Head of KS4 Mathematics — St Columb’s Integrated College, Derry (2021 – present)</h3><ul>
       <li>GCSE grades A*–C rose from 71% to 84% in three years; led the move to a mastery curriculum.</li>
       <li>Coordinate further maths and the A-level taster programme; mentor two early-career teachers.</li></ul>
       <h3>Teacher of Mathematics — Foyle Valley High School (2016 – 2021)</h3><ul>
       <li>Taught KS3 to A level; ran the maths club and the UKMT challenge teams.</li></ul>
       <h2>Education</h2><p>PGCE Secondary Mathematics, Ulster University, 2016</p><p>BSc Mathematics, Queen’s University Belfast, 2015</p>
       <h2>Skills</h2><p>Mastery teaching, data tracking (SIMS), GeoGebra and Desmos, Irish (fluent).</p></div>`,
    ),
  },
];

// ---------- Word documents ----------

/**
 * The parser behind ImportedXmlComponent drops a text node that is only spaces (a `<w:t> </w:t>` between two runs), so
 * such a text is written with this private-use stand-in and put back once parsed.
 */
const SPACE = '\uE000';
function restoreSpaces(node: unknown): void {
  const children = (node as { root?: unknown[] }).root;
  if (!Array.isArray(children)) return;
  children.forEach((child, i) => {
    if (typeof child === 'string') children[i] = child.replaceAll(SPACE, ' ');
    else restoreSpaces(child);
  });
}
/** Raw WordprocessingML for what the docx package has no class for, inside a paragraph or as a block of its own. */
function parsed(xml: string) {
  const component = ImportedXmlComponent.fromXmlString(xml);
  restoreSpaces(component);
  return component;
}
const raw = (xml: string) => parsed(xml) as unknown as TextRun;
const rawBlock = (xml: string) => parsed(xml) as unknown as Paragraph;
/** A run of text in raw WordprocessingML, with its run properties. */
const xr = (text: string, rPr = '', attrs = '') =>
  `<w:r${attrs}>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${text.trim() ? esc(text) : text.replace(/ /g, SPACE)}</w:t></w:r>`;
/** A field as fldChar runs: its instruction split over `instruction`'s pieces (as Word splits it) and its shown runs. */
const complexField = (instruction: string[], shown: string) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r>${instruction
    .map((piece) => `<w:r><w:instrText xml:space="preserve">${esc(piece)}</w:instrText></w:r>`)
    .join('')}<w:r><w:fldChar w:fldCharType="separate"/></w:r>${shown}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
const LINK_RPR = '<w:color w:val="0563C1"/><w:u w:val="single"/>';
const REVISED = '2025-02-20T19:04:00Z';

const STYLES = { default: { document: { run: { font: 'Calibri', size: 21 } } } };
const docxName = (text: string, color = '1F3864') =>
  new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text, bold: true, size: 44, color })] });
const docxH = (text: string, color = '1F3864') =>
  new Paragraph({
    spacing: { before: 220, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color, space: 1 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 22, color })],
  });
const docxP = (text: string) => new Paragraph({ spacing: { after: 60 }, children: [new TextRun(text)] });
const docxLi = (text: string) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] });
const docxRole = (title: string, where: string) =>
  new Paragraph({
    spacing: { before: 120, after: 40 },
    children: [new TextRun({ text: title, bold: true }), new TextRun({ text: ` — ${where}`, italics: true })],
  });

const docxs: DocxFixture[] = [
  {
    // Track changes on: the candidate's mother (the revisions' author) struck out his university address and typed his
    // personal one; the deleted text stays in the file as w:delText, and an availability line was replaced as well.
    file: 'docx-tracked-change-email.docx',
    truth: {
      first: 'Liam',
      last: 'Fitzgerald',
      email: 'liam.fitzgerald@example.com',
      phone: '07700 900 614',
      linkedin: 'https://www.linkedin.com/in/liamfitzgerald',
    },
    doc: () => {
      const change = { author: 'Karen Fitzgerald', date: REVISED };
      return new Document({
        creator: 'Liam Fitzgerald',
        lastModifiedBy: 'Karen Fitzgerald',
        title: 'CV',
        features: { trackRevisions: true },
        styles: STYLES,
        sections: [
          {
            children: [
              docxName('Liam Fitzgerald'),
              docxP('Junior Software Developer · London (relocating from Cork)'),
              new Paragraph({
                children: [
                  new TextRun('Email: '),
                  new DeletedTextRun({ id: 1, ...change, text: 'l.fitzgerald@mail.example.ac.uk' }),
                  new InsertedTextRun({ id: 2, ...change, text: 'liam.fitzgerald@example.com' }),
                  new TextRun('  |  Mobile: 07700 900 614  |  LinkedIn: linkedin.com/in/liamfitzgerald'),
                ],
              }),
              new Paragraph({
                spacing: { after: 60 },
                children: [
                  new DeletedTextRun({ id: 3, ...change, text: 'Available from June 2025, after my final exams.' }),
                  new InsertedTextRun({ id: 4, ...change, text: 'Available immediately; happy to relocate.' }),
                ],
              }),
              docxH('Profile'),
              docxP(
                'Computer science graduate with a first-class degree and a six-month internship in embedded software. I write clear, tested Python and TypeScript, and I like understanding a system end to end before changing it.',
              ),
              docxH('Experience'),
              docxRole('Software Engineering Intern', 'Qualcomm, Cork (Jun – Dec 2023)'),
              docxLi(
                'Wrote a Python test harness for a Wi-Fi firmware team; nightly regression time down from 7 hours to 90 minutes.',
              ),
              docxLi('Fixed 23 bugs in the device-driver build scripts; first pull request merged in week two.'),
              docxRole('Teaching Assistant', 'School of Computer Science, University College Cork (2022 – 2024)'),
              docxLi('Lab sessions for first-year programming (Python); marked 300 assignments a semester.'),
              docxH('Education'),
              docxP(
                'BSc Computer Science, University College Cork, 2024 — First Class Honours. Final-year project: a route planner for Cork’s bike-share scheme (React, FastAPI, PostGIS).',
              ),
              docxH('Skills'),
              docxP(
                'Python, TypeScript, React, FastAPI, PostgreSQL, Git, Docker, Linux, C (basic). Irish and English.',
              ),
            ],
          },
        ],
      });
    },
  },
  {
    // Tracked changes that replace the maiden surname in the heading and an old landline, under a Word user name that is
    // still the maiden name; the deleted surname and number stay in the file.
    file: 'docx-tracked-change-surname-phone.docx',
    truth: {
      first: 'Joanna',
      last: 'Brennan',
      email: 'joanna.brennan@example.com',
      phone: '(503) 555-0187',
      linkedin: 'https://www.linkedin.com/in/joannakbrennan',
    },
    doc: () => {
      const change = { author: 'Joanna Kowalski', date: REVISED };
      const big = { bold: true, size: 44, color: '2E4057' } as const;
      return new Document({
        creator: 'Joanna Kowalski',
        lastModifiedBy: 'Joanna Kowalski',
        features: { trackRevisions: true },
        styles: STYLES,
        sections: [
          {
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: 'Joanna ', ...big }),
                  new DeletedTextRun({ id: 1, ...change, text: 'Kowalski', ...big }),
                  new InsertedTextRun({ id: 2, ...change, text: 'Brennan', ...big }),
                ],
              }),
              docxP('Clinical Research Coordinator · Portland, OR'),
              new Paragraph({
                children: [
                  new TextRun('joanna.brennan@example.com  ·  '),
                  new DeletedTextRun({ id: 3, ...change, text: '(503) 555-0110' }),
                  new InsertedTextRun({ id: 4, ...change, text: '(503) 555-0187' }),
                  new TextRun('  ·  linkedin.com/in/joannakbrennan'),
                ],
              }),
              docxH('Summary', '2E4057'),
              docxP(
                'Clinical research coordinator with eight years in oncology and cardiology trials. ACRP-certified; fluent in GCP, IRB submissions and keeping a busy site inspection-ready.',
              ),
              docxH('Experience', '2E4057'),
              docxRole('Senior Clinical Research Coordinator', 'Cascade Cancer Institute, Portland (2019 – present)'),
              docxLi('Coordinate 14 active phase II/III oncology trials; enrolment at 112% of target in 2024.'),
              docxLi('Rebuilt the site’s regulatory binder process in Complion; zero findings at the last FDA audit.'),
              docxLi('Train new coordinators and run the monthly investigator meeting.'),
              docxRole('Clinical Research Coordinator', 'Willamette Heart Center (2016 – 2019)'),
              docxLi('Screening, consent and follow-up for device and drug trials; 600+ participant visits a year.'),
              docxH('Education', '2E4057'),
              docxP('BS Biology, Oregon State University, 2016'),
              docxP('CCRP (SoCRA) 2018 · ACRP-CP 2021'),
              docxH('Skills', '2E4057'),
              docxP('Epic, OnCore, Medidata Rave, REDCap, Complion, IRB and FDA submissions, Polish (conversational).'),
            ],
          },
        ],
      });
    },
  },
  {
    // HYPERLINK fields written as w:fldSimple (as older Word and converters write them): the e-mail shows its address,
    // the LinkedIn one only 'LinkedIn profile'; a PAGE fldSimple sits in the footer.
    file: 'docx-fldsimple-hyperlinks.docx',
    truth: {
      first: 'Kenji',
      last: 'Watanabe',
      email: 'kenji.watanabe@example.com',
      phone: '(415) 555-0171',
      linkedin: 'https://www.linkedin.com/in/kenji-watanabe-sf',
    },
    doc: () =>
      new Document({
        creator: 'Kenji Watanabe',
        styles: STYLES,
        sections: [
          {
            footers: {
              default: new Footer({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    children: [
                      new TextRun({ text: 'Kenji Watanabe · Résumé · page ', size: 16, color: '808080' }),
                      raw(
                        `<w:fldSimple w:instr=" PAGE \\* MERGEFORMAT ">${xr('1', '<w:color w:val="808080"/><w:sz w:val="16"/>')}</w:fldSimple>`,
                      ),
                    ],
                  }),
                ],
              }),
            },
            children: [
              docxName('Kenji Watanabe', '222222'),
              docxP('Senior iOS Engineer · San Francisco, CA'),
              new Paragraph({
                children: [
                  raw(
                    `<w:fldSimple w:instr=" HYPERLINK &quot;mailto:kenji.watanabe@example.com&quot; ">${xr('kenji.watanabe@example.com', LINK_RPR)}</w:fldSimple>`,
                  ),
                  new TextRun('  ·  (415) 555-0171  ·  '),
                  raw(
                    `<w:fldSimple w:instr=" HYPERLINK &quot;https://www.linkedin.com/in/kenji-watanabe-sf&quot; ">${xr('LinkedIn profile', LINK_RPR)}</w:fldSimple>`,
                  ),
                ],
              }),
              docxH('Experience', '222222'),
              docxRole('Senior iOS Engineer', 'Fogline Maps, San Francisco (2020 – present)'),
              docxLi(
                'Tech lead for the navigation app (4.5 million monthly users); moved the UI from UIKit to SwiftUI screen by screen.',
              ),
              docxLi('Cut cold-start time from 2.8 s to 0.9 s; crash-free sessions at 99.92%.'),
              docxLi('Mentor four engineers; run the iOS guild’s architecture reviews.'),
              docxRole('iOS Engineer', 'Kumo Health, Oakland (2017 – 2020)'),
              docxLi('HealthKit integrations and an offline-first sync engine on Core Data.'),
              docxRole('Software Engineer', 'Rakuten, Tokyo (2014 – 2017)'),
              docxLi('Shopping app features and A/B testing framework.'),
              docxH('Education', '222222'),
              docxP('BEng Information Engineering, Tokyo Institute of Technology, 2014'),
              docxH('Skills', '222222'),
              docxP(
                'Swift, SwiftUI, UIKit, Combine, Core Data, XCTest, Kotlin (some), GraphQL, CI with Fastlane. Japanese (native), English (fluent).',
              ),
            ],
          },
        ],
      }),
  },
  {
    // HYPERLINK fields as fldChar runs, their instructions split over several w:instrText runs as Word leaves them: the
    // e-mail field shows only the word 'Email' (with a \o tooltip), the LinkedIn field shows the short address; PAGE
    // and NUMPAGES fields in the footer and a DATE field in the header.
    file: 'docx-fldchar-hyperlinks-split-instr.docx',
    truth: {
      first: 'Fatima',
      last: 'El Idrissi',
      email: 'f.elidrissi@example.fr',
      phone: '+33 6 39 98 41 27',
      linkedin: 'https://www.linkedin.com/in/fatima-el-idrissi',
    },
    doc: () => {
      const small = '<w:color w:val="808080"/><w:sz w:val="16"/>';
      return new Document({
        creator: 'Fatima El Idrissi',
        styles: STYLES,
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    children: [
                      raw(
                        xr('Updated ', small) + complexField([' DATE \\@ "d MMMM yyyy" '], xr('3 March 2025', small)),
                      ),
                    ],
                  }),
                ],
              }),
            },
            footers: {
              default: new Footer({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.CENTER,
                    children: [
                      raw(
                        xr('Page ', small) +
                          complexField([' PAGE '], xr('1', small)) +
                          xr(' of ', small) +
                          complexField([' NUMPAGES '], xr('1', small)),
                      ),
                    ],
                  }),
                ],
              }),
            },
            children: [
              docxName('Fatima El Idrissi', '6A1B4D'),
              docxP('Data Analyst · Lyon, France'),
              new Paragraph({
                children: [
                  raw(
                    complexField(
                      [' HYPERLINK "mailto:', 'f.elidrissi@example.fr', '" \\o "Écrivez-moi" '],
                      xr('Email', LINK_RPR),
                    ) +
                      xr('  ·  +33 6 39 98 41 27  ·  ') +
                      complexField(
                        [' HYPERLINK "https://www.linkedin.com/in/', 'fatima-el-idrissi" '],
                        xr('linkedin.com/in/fatima-el-idrissi', LINK_RPR),
                      ),
                  ),
                ],
              }),
              docxH('Profile', '6A1B4D'),
              docxP(
                'Data analyst with five years in retail and transport. I turn messy operational data into dashboards people open every morning, and I am happiest when an analysis changes a decision.',
              ),
              docxH('Experience', '6A1B4D'),
              docxRole('Data Analyst', 'TCL Transports en commun lyonnais (2021 – present)'),
              docxLi(
                'Ridership forecasting by line and hour (Python, Prophet); used to plan the 2024 network redesign.',
              ),
              docxLi('Built the Power BI punctuality dashboard for 130 bus lines; adopted by every depot manager.'),
              docxRole('Junior Data Analyst', 'Maison Lumière (retail), Paris (2019 – 2021)'),
              docxLi('Weekly sales and stock reporting for 85 stores; automated it with SQL and dbt.'),
              docxH('Education', '6A1B4D'),
              docxP('Master in Statistics and Data Science, Université Claude Bernard Lyon 1, 2019'),
              docxP('Licence in Mathematics, Université Mohammed V, Rabat, 2017'),
              docxH('Skills', '6A1B4D'),
              docxP(
                'SQL, Python (pandas, scikit-learn), dbt, Power BI, Tableau, BigQuery. French and Arabic (native), English (C1), Spanish (B1).',
              ),
            ],
          },
        ],
      });
    },
  },
  {
    // The contact line is led by Wingdings icons written as w:sym (a telephone, an envelope, a computer), as Word's
    // Insert > Symbol writes them, with Symbol-font bullets between the items.
    file: 'docx-wingdings-sym-icons.docx',
    truth: {
      first: 'Amélie',
      last: 'Tremblay',
      email: 'amelie.tremblay@example.ca',
      phone: '514 555 0119',
      linkedin: 'https://www.linkedin.com/in/amelie-tremblay',
    },
    doc: () => {
      const sym = (char: string, symbolfont = 'Wingdings') => new SymbolRun({ char, symbolfont, color: '00695C' });
      const bullet = [new TextRun('  '), new SymbolRun({ char: 'F0B7', symbolfont: 'Symbol' }), new TextRun('  ')];
      return new Document({
        creator: 'Amélie Tremblay',
        styles: STYLES,
        sections: [
          {
            children: [
              docxName('Amélie Tremblay', '00695C'),
              docxP('Urban Planner · Montréal, QC'),
              new Paragraph({
                children: [
                  sym('F028'),
                  new TextRun(' 514 555 0119'),
                  ...bullet,
                  sym('F02A'),
                  new TextRun(' amelie.tremblay@example.ca'),
                  ...bullet,
                  sym('F03A'),
                  new TextRun(' linkedin.com/in/amelie-tremblay'),
                ],
              }),
              docxH('Profile', '00695C'),
              docxP(
                'Urban planner (OUQ) with eight years in transit-oriented development and public consultation. Bilingual; comfortable presenting to councils and to angry public meetings alike.',
              ),
              docxH('Experience', '00695C'),
              docxRole('Senior Planner', 'Ville de Montréal, Service de l’urbanisme (2019 – present)'),
              docxLi(
                'Led the special planning programme around two new REM stations: 4,200 housing units, 30% affordable.',
              ),
              docxLi('Ran 26 public consultation sessions and an online survey with 7,900 responses.'),
              docxRole('Planner', 'Groupe Conseil Rivière, Laval (2016 – 2019)'),
              docxLi('Zoning by-law revisions for six suburban municipalities; GIS analysis of parking demand.'),
              docxH('Education', '00695C'),
              docxP('MUrb (Master of Urban Planning), Université de Montréal, 2016'),
              docxP('BA Geography, McGill University, 2014'),
              docxH('Skills', '00695C'),
              docxP(
                'ArcGIS Pro, QGIS, AutoCAD, SketchUp, public engagement, zoning and land-use law. French (native), English (fluent), Spanish (intermediate).',
              ),
            ],
          },
        ],
      });
    },
  },
  {
    // A German CV: 'Anna-Lena' with a non-breaking hyphen (w:noBreakHyphen) and optional hyphens (w:softHyphen) in the
    // long surname and the LinkedIn handle, in the heading and again in the personal-details table.
    file: 'docx-nobreak-soft-hyphens.docx',
    truth: {
      first: 'Anna-Lena',
      last: 'Schwarzenberger',
      email: 'anna-lena.schwarzenberger@example.de',
      phone: '+49 30 23125 417',
      linkedin: 'https://www.linkedin.com/in/anna-lena-schwarzenberger',
    },
    doc: () => {
      const fullName = (size?: number) =>
        new TextRun({
          bold: true,
          size,
          children: ['Anna', new NoBreakHyphen(), 'Lena Schwarzen', new SoftHyphen(), 'berger'],
        });
      const row = (label: string, value: TextRun) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: 2400, type: WidthType.DXA },
              children: [new Paragraph({ children: [new TextRun({ text: label, bold: true })] })],
            }),
            new TableCell({
              width: { size: 6600, type: WidthType.DXA },
              children: [new Paragraph({ children: [value] })],
            }),
          ],
        });
      return new Document({
        creator: 'Anna-Lena Schwarzenberger',
        title: 'Lebenslauf',
        styles: STYLES,
        sections: [
          {
            children: [
              new Paragraph({ children: [fullName(44)] }),
              docxP('Lebenslauf · UX-Researcherin'),
              docxH('Persönliche Daten', '5B2C6F'),
              new Table({
                width: { size: 9000, type: WidthType.DXA },
                rows: [
                  row('Name', fullName()),
                  row('Anschrift', new TextRun('Kastanienallee 12, 10435 Berlin')),
                  row('Telefon', new TextRun('+49 30 23125 417')),
                  row('E-Mail', new TextRun('anna-lena.schwarzenberger@example.de')),
                  row(
                    'LinkedIn',
                    new TextRun({ children: ['linkedin.com/in/anna-lena-schwarzen', new SoftHyphen(), 'berger'] }),
                  ),
                  row('Geburtsdatum', new TextRun('14.05.1992 in Regensburg')),
                ],
              }),
              docxH('Berufserfahrung', '5B2C6F'),
              docxRole('Senior UX-Researcherin', 'Zalando SE, Berlin (seit 04/2021)'),
              docxLi(
                'Verantwortlich für die Nutzerforschung im Checkout: 60+ Interviews und 12 Usability-Studien pro Jahr.',
              ),
              docxLi('Aufbau eines Research-Repositorys in Dovetail, heute von 14 Produktteams genutzt.'),
              docxRole('UX-Researcherin', 'Deutsche Bahn Connect GmbH, Frankfurt am Main (09/2017 – 03/2021)'),
              docxLi('Tagebuchstudien und Feldbeobachtungen für Carsharing und Bikesharing.'),
              docxH('Ausbildung', '5B2C6F'),
              docxP('M.Sc. Human Factors, Technische Universität Berlin, 2017'),
              docxP('B.Sc. Psychologie, Universität Regensburg, 2014'),
              docxH('Kenntnisse', '5B2C6F'),
              docxP(
                'Qualitative und quantitative Methoden, Umfragedesign, Dovetail, Figma, Maze, SPSS, R. Deutsch (Muttersprache), Englisch (C1), Französisch (B1).',
              ),
            ],
          },
        ],
      });
    },
  },
  {
    // The name split mid-word over runs of different size, weight and colour (a drop-size initial, a bold italic
    // accented letter), with spell-check marks (w:proofErr), Word's _GoBack bookmark and a lastRenderedPageBreak inside
    // it; the e-mail address and the phone are split over runs too. No LinkedIn.
    file: 'docx-name-split-over-runs.docx',
    truth: {
      first: 'Siobhán',
      last: 'Ní Bhriain',
      email: 'siobhan.nibhriain@example.co.uk',
      phone: '0141 496 0358',
      linkedin: null,
    },
    doc: () => {
      const b = (size: number, extra = '') => `<w:b/>${extra}<w:sz w:val="${size}"/>`;
      const plum = '<w:color w:val="7A1F5C"/>';
      return new Document({
        creator: 'Siobhan',
        styles: STYLES,
        sections: [
          {
            children: [
              rawBlock(
                `<w:p w:rsidR="00A16B2E" w:rsidRDefault="00A16B2E"><w:pPr><w:spacing w:after="40"/></w:pPr><w:bookmarkStart w:id="0" w:name="_GoBack"/>` +
                  xr('S', b(56, plum), ' w:rsidRPr="00C31F0A"') +
                  '<w:proofErr w:type="spellStart"/>' +
                  xr('iobh', b(44), ' w:rsidRPr="00D40E17"') +
                  xr('á', b(44, `<w:i/>${plum}`), ' w:rsidRPr="00E51A2C"') +
                  '<w:bookmarkEnd w:id="0"/>' +
                  `<w:r w:rsidRPr="00D40E17"><w:rPr>${b(44)}</w:rPr><w:lastRenderedPageBreak/><w:t>n</w:t></w:r>` +
                  '<w:proofErr w:type="spellEnd"/>' +
                  xr(' ', b(44)) +
                  '<w:proofErr w:type="spellStart"/>' +
                  xr('N', b(44, plum), ' w:rsidRPr="00C31F0A"') +
                  xr('í', b(44), ' w:rsidRPr="00F2210B"') +
                  '<w:proofErr w:type="spellEnd"/>' +
                  xr(' Bh', b(44)) +
                  '<w:proofErr w:type="spellStart"/>' +
                  xr('ria', b(44), ' w:rsidRPr="00A16B2E"') +
                  xr('in', b(44, plum), ' w:rsidRPr="00C31F0A"') +
                  '<w:proofErr w:type="spellEnd"/></w:p>',
              ),
              docxP('Speech and Language Therapist · Glasgow'),
              rawBlock(
                '<w:p>' +
                  xr('Email: ') +
                  '<w:proofErr w:type="spellStart"/>' +
                  xr('siobhan', '', ' w:rsidRPr="00D40E17"') +
                  xr('.', '', ' w:rsidRPr="00A16B2E"') +
                  xr('nibhriain', '', ' w:rsidRPr="00F2210B"') +
                  '<w:proofErr w:type="spellEnd"/>' +
                  xr('@example.co.uk', '', ' w:rsidRPr="00A16B2E"') +
                  xr('   Phone: 0141 496', '', ' w:rsidRPr="00C31F0A"') +
                  xr(' 0358', '', ' w:rsidRPr="00E51A2C"') +
                  '</w:p>',
              ),
              docxH('Profile', '7A1F5C'),
              docxP(
                'HCPC-registered speech and language therapist with seven years in paediatric community services and mainstream schools. Bilingual in Irish and English; experienced with augmentative and alternative communication.',
              ),
              docxH('Experience', '7A1F5C'),
              docxRole('Specialist Speech and Language Therapist', 'NHS Greater Glasgow and Clyde (2020 – present)'),
              docxLi(
                'Caseload of 45 children with developmental language disorder and autism across eight primary schools.',
              ),
              docxLi('Set up a training programme for classroom assistants, now running in 30 schools.'),
              docxRole('Speech and Language Therapist', 'Health Service Executive, Galway (2017 – 2020)'),
              docxLi('Early-years clinics and Irish-medium school support.'),
              docxH('Education', '7A1F5C'),
              docxP('MSc Speech and Language Therapy, University of Galway, 2017'),
              docxP('BA Irish and Psychology, University College Dublin, 2015'),
              docxH('Skills', '7A1F5C'),
              docxP(
                'Assessment (CELF-5, RAPT), AAC (Proloquo2Go, PODD), Makaton, parent coaching, report writing, Irish (native speaker).',
              ),
            ],
          },
        ],
      });
    },
  },
  {
    // A Word template's content controls: a block w:sdt around the name and one around the contact block, inline
    // w:sdt around each contact, Office smart tags on the name (PersonName) and the address, and two controls still
    // showing their placeholders ('[LinkedIn URL]', '[Website]'), so the resume has no LinkedIn.
    file: 'docx-content-controls-smart-tags.docx',
    truth: {
      first: 'Tomasz',
      last: 'Zieliński',
      email: 'tomasz.zielinski@example.com',
      phone: '+44 7700 900 337',
      linkedin: null,
    },
    doc: () => {
      const tag = (element: string, inner: string) =>
        `<w:smartTag w:uri="urn:schemas-microsoft-com:office:smarttags" w:element="${element}">${inner}</w:smartTag>`;
      const control = (alias: string, id: number, inner: string, placeholder = false) =>
        `<w:sdt><w:sdtPr><w:alias w:val="${alias}"/><w:tag w:val="${alias}"/><w:id w:val="${id}"/>${placeholder ? '<w:showingPlcHdr/>' : ''}</w:sdtPr><w:sdtContent>${inner}</w:sdtContent></w:sdt>`;
      const grey = '<w:color w:val="808080"/>';
      const name = '<w:b/><w:color w:val="0B3C5D"/><w:sz w:val="48"/>';
      return new Document({
        creator: 'Microsoft Office User',
        title: 'Resume',
        styles: STYLES,
        sections: [
          {
            children: [
              rawBlock(
                `<w:sdt><w:sdtPr><w:alias w:val="Your Name"/><w:tag w:val="YourName"/><w:id w:val="-1148891112"/></w:sdtPr><w:sdtContent><w:p><w:pPr><w:spacing w:after="40"/></w:pPr>${tag(
                  'PersonName',
                  tag('GivenName', xr('Tomasz', name)) + xr(' ', name) + tag('Sn', xr('Zieliński', name)),
                )}</w:p></w:sdtContent></w:sdt>`,
              ),
              rawBlock(
                `<w:sdt><w:sdtPr><w:alias w:val="Contact Info"/><w:tag w:val="ContactInfo"/><w:id w:val="1520305623"/></w:sdtPr><w:sdtContent>` +
                  `<w:p>${control('Address', 1702101, tag('address', tag('Street', xr('14 Ancoats Lane')) + xr(', ') + tag('City', xr('Manchester')) + xr(' M4 6BE')))}${xr('  |  ')}${control('Phone', 1702102, xr('+44 7700 900 337'))}${xr('  |  ')}${control('Email', 1702103, xr('tomasz.zielinski@example.com'))}</w:p>` +
                  `<w:p>${control('LinkedIn Profile', 1702104, xr('[LinkedIn URL]', grey), true)}${xr('  |  ')}${control('Website', 1702105, xr('[Website]', grey), true)}</w:p>` +
                  `</w:sdtContent></w:sdt>`,
              ),
              docxH('Objective', '0B3C5D'),
              docxP(
                'Logistics manager looking for a senior operations role in a growing e-commerce or 3PL business in the North West.',
              ),
              docxH('Experience', '0B3C5D'),
              docxRole('Warehouse Operations Manager', 'Northgate 3PL, Trafford Park (2019 – present)'),
              docxLi('Run a 220,000 sq ft site with 140 staff across three shifts; 99.6% pick accuracy.'),
              docxLi('Introduced slotting and wave picking in Manhattan WMS; units per hour up 27%.'),
              docxLi('Led the site through ISO 9001 and BRCGS Storage and Distribution audits.'),
              docxRole('Shift Manager', 'Amazon Logistics, Warrington (2015 – 2019)'),
              docxLi('Managed 60 associates per shift in the outbound department; peak planning for 2017 and 2018.'),
              docxH('Education', '0B3C5D'),
              docxP('BSc Logistics, Poznań University of Economics, 2014'),
              docxP('CILT Level 5 Diploma in Logistics and Transport, 2020'),
              docxH('Skills', '0B3C5D'),
              docxP(
                'Manhattan WMS, SAP EWM, Lean and 5S, workforce planning, health and safety (IOSH), counterbalance and reach licences. Polish (native), English (fluent).',
              ),
            ],
          },
        ],
      });
    },
  },
  {
    // Comments left by a career coach and a friend (w:comment), each with its author's name; the coach's comment gives
    // her phone and e-mail, the friend's his own LinkedIn address. They hang on the name and the LinkedIn line.
    file: 'docx-reviewer-comments.docx',
    truth: {
      first: 'Grace',
      last: 'Adebayo',
      email: 'grace.adebayo@example.com',
      phone: '(919) 555-0146',
      linkedin: 'https://www.linkedin.com/in/grace-adebayo',
    },
    doc: () =>
      new Document({
        creator: 'Grace Adebayo',
        lastModifiedBy: 'Margaret Ellison',
        styles: STYLES,
        comments: {
          children: [
            {
              id: 0,
              author: 'Margaret Ellison',
              initials: 'ME',
              date: new Date(REVISED),
              children: [
                new Paragraph(
                  'Grace, make the name bigger and drop the objective. Call me on (919) 555-0190 or email m.ellison@example.org before Friday.',
                ),
                new Paragraph('Margaret Ellison, Triangle Career Coaching'),
              ],
            },
            {
              id: 1,
              author: 'Dev Patel',
              initials: 'DP',
              date: new Date(REVISED),
              children: [
                new Paragraph('Spell the whole address out like mine: https://www.linkedin.com/in/devpatel-analytics'),
              ],
            },
          ],
        },
        sections: [
          {
            children: [
              new Paragraph({
                children: [
                  new CommentRangeStart(0),
                  new TextRun({ text: 'Grace Adebayo', bold: true, size: 40, color: '1B4332' }),
                  new CommentRangeEnd(0),
                  new TextRun({ children: [new CommentReference(0)] }),
                ],
              }),
              docxP('Epidemiologist · Raleigh, NC'),
              new Paragraph({
                children: [
                  new TextRun('grace.adebayo@example.com  |  (919) 555-0146  |  '),
                  new CommentRangeStart(1),
                  new TextRun('linkedin.com/in/grace-adebayo'),
                  new CommentRangeEnd(1),
                  new TextRun({ children: [new CommentReference(1)] }),
                ],
              }),
              docxH('Objective', '1B4332'),
              docxP('To apply my skills in epidemiology and data analysis in a challenging public health role.'),
              docxH('Experience', '1B4332'),
              docxRole('Epidemiologist II', 'North Carolina Department of Health and Human Services (2020 – present)'),
              docxLi('Lead analyst for respiratory virus surveillance; weekly reports to the state health director.'),
              docxLi('Built the wastewater surveillance dashboard (R Shiny) covering 70 sewersheds.'),
              docxRole('Research Assistant', 'UNC Gillings School of Global Public Health (2018 – 2020)'),
              docxLi('Cohort study of maternal health outcomes; data cleaning and survival analysis in SAS.'),
              docxH('Education', '1B4332'),
              docxP('MPH Epidemiology, University of North Carolina at Chapel Hill, 2020'),
              docxP('BS Biology, North Carolina A&T State University, 2018'),
              docxH('Skills', '1B4332'),
              docxP('R, SAS, SQL, ArcGIS, REDCap, outbreak investigation, survival analysis, Yoruba (conversational).'),
            ],
          },
        ],
      }),
  },
  {
    // Footnotes: the references line points to one naming an academic referee with his e-mail and phone, and a project
    // to one naming a co-author with her e-mail. The candidate's own contacts are in the heading.
    file: 'docx-footnote-referee.docx',
    truth: {
      first: 'Rhys',
      last: 'Pritchard',
      email: 'rhys.pritchard@example.co.uk',
      phone: '029 2018 0943',
      linkedin: null,
    },
    doc: () =>
      new Document({
        creator: 'Rhys Pritchard',
        styles: STYLES,
        footnotes: {
          1: {
            children: [
              new Paragraph(
                'Dr Paul Henshaw, School of Earth and Environment, University of Leeds; p.henshaw@example.ac.uk; 0113 496 0742.',
              ),
            ],
          },
          2: {
            children: [
              new Paragraph('Joint work with Dr Megan Lloyd, British Geological Survey (megan.lloyd@example.org).'),
            ],
          },
        },
        sections: [
          {
            children: [
              docxName('Rhys Pritchard', '1D3557'),
              docxP('Hydrogeologist · Cardiff'),
              docxP('rhys.pritchard@example.co.uk  ·  029 2018 0943  ·  Pontcanna, Cardiff CF11'),
              docxH('Profile', '1D3557'),
              docxP(
                'Chartered geologist (CGeol) with nine years in groundwater resources, contaminated land and dewatering design for infrastructure.',
              ),
              docxH('Experience', '1D3557'),
              docxRole('Principal Hydrogeologist', 'Afon Environmental, Cardiff (2019 – present)'),
              docxLi('Dewatering design and groundwater risk assessments for rail, road and flood-defence schemes.'),
              new Paragraph({
                bullet: { level: 0 },
                children: [
                  new TextRun('Built the regional groundwater model of the Taff and Ely catchments'),
                  new FootnoteReferenceRun(2),
                  new TextRun(' used by the council for its local flood strategy.'),
                ],
              }),
              docxRole('Hydrogeologist', 'Natural Resources Wales (2015 – 2019)'),
              docxLi('Abstraction licensing and groundwater protection; 200+ licence determinations.'),
              docxH('Education', '1D3557'),
              docxP('MSc Hydrogeology, University of Leeds, 2015'),
              docxP('BSc Geology, Cardiff University, 2014'),
              docxH('Skills', '1D3557'),
              docxP('MODFLOW and FEFLOW, GIS, pumping-test analysis, contaminated land (CLR11), Welsh (fluent).'),
              docxH('References', '1D3557'),
              new Paragraph({
                children: [
                  new TextRun('Academic and professional referees available on request'),
                  new FootnoteReferenceRun(1),
                  new TextRun('.'),
                ],
              }),
            ],
          },
        ],
      }),
  },
  {
    // The name and contacts live only in the page header (a Word header part, as many templates do it) and the body
    // opens with the profile; the footer holds a PAGE field.
    file: 'docx-contacts-in-page-header.docx',
    truth: {
      first: 'Valentina',
      last: 'Ortiz',
      email: 'valentina.ortiz@example.com',
      phone: '(305) 555-0133',
      linkedin: 'https://www.linkedin.com/in/valentinaortiz',
    },
    doc: () =>
      new Document({
        creator: 'Valentina Ortiz',
        styles: STYLES,
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.CENTER,
                    children: [new TextRun({ text: 'Valentina Ortiz', bold: true, size: 40, color: 'B5179E' })],
                  }),
                  new Paragraph({
                    alignment: AlignmentType.CENTER,
                    children: [
                      new TextRun({
                        text: 'valentina.ortiz@example.com  •  (305) 555-0133  •  linkedin.com/in/valentinaortiz  •  Miami, FL',
                        size: 18,
                      }),
                    ],
                  }),
                ],
              }),
            },
            footers: {
              default: new Footer({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.CENTER,
                    children: [
                      raw(xr('Page ', '<w:sz w:val="16"/>') + complexField([' PAGE '], xr('1', '<w:sz w:val="16"/>'))),
                    ],
                  }),
                ],
              }),
            },
            children: [
              docxH('Profile', 'B5179E'),
              docxP(
                'Bilingual hospitality manager with ten years in luxury hotels and cruise lines. I build guest-service teams that stay, and I run a P&L as carefully as a front desk.',
              ),
              docxH('Experience', 'B5179E'),
              docxRole('Director of Rooms', 'The Coral Key Resort, Miami Beach (2021 – present)'),
              docxLi('Lead front office, housekeeping and concierge (180 staff) for a 410-room resort.'),
              docxLi('Raised guest satisfaction from 86 to 93 (Medallia) and cut staff turnover by a third.'),
              docxRole('Front Office Manager', 'Vista Cruises, Fort Lauderdale (2016 – 2021)'),
              docxLi('Guest services for a 3,000-passenger ship; onboard revenue programmes.'),
              docxRole('Guest Relations Supervisor', 'Hotel Las Américas, Cartagena (2013 – 2016)'),
              docxLi('VIP arrivals and events; trained 40 new hires.'),
              docxH('Education', 'B5179E'),
              docxP('BS Hospitality Management, Florida International University, 2013'),
              docxH('Skills', 'B5179E'),
              docxP(
                'Opera PMS, Medallia, revenue management, labour scheduling, Spanish (native), English (fluent), Portuguese (good).',
              ),
            ],
          },
        ],
      }),
  },
  {
    // Hidden text (w:vanish) after the e-mail holds an old address and a Leeds landline; the phone line was moved from
    // the foot of the page to the top (w:moveFrom / w:moveTo); a tracked typo fix inside the LinkedIn handle (deleted
    // 'at', inserted 'ath') and a tracked formatting change on the name.
    file: 'docx-hidden-text-moves-handle-fix.docx',
    truth: {
      first: 'Tomáš',
      last: 'Horváth',
      email: 'tomas.horvath@example.com',
      phone: '+44 20 7946 0615',
      linkedin: 'https://www.linkedin.com/in/tomas-horvath',
    },
    doc: () => {
      const rev = (id: number) => `w:id="${id}" w:author="Tomáš Horváth" w:date="${REVISED}"`;
      return new Document({
        creator: 'Tomáš Horváth',
        features: { trackRevisions: true },
        styles: STYLES,
        sections: [
          {
            children: [
              rawBlock(
                `<w:p><w:r><w:rPr><w:b/><w:color w:val="264653"/><w:sz w:val="44"/><w:rPrChange ${rev(1)}><w:rPr><w:sz w:val="36"/></w:rPr></w:rPrChange></w:rPr><w:t>Tomáš Horváth</w:t></w:r></w:p>`,
              ),
              docxP('Quantity Surveyor · London'),
              rawBlock(
                `<w:p>${xr('Email: tomas.horvath@example.com')}${xr(' (old: t.horvath@oldmail.example.net, 0113 496 0123)', '<w:vanish/>')}${xr('   ')}` +
                  `<w:moveToRangeStart ${rev(2)} w:name="move192837"/><w:moveTo ${rev(3)}>${xr('Phone: +44 20 7946 0615')}</w:moveTo><w:moveToRangeEnd w:id="2"/></w:p>`,
              ),
              rawBlock(
                `<w:p>${xr('LinkedIn: linkedin.com/in/tomas-horv')}<w:del ${rev(4)}><w:r><w:delText>at</w:delText></w:r></w:del><w:ins ${rev(5)}>${xr('ath')}</w:ins></w:p>`,
              ),
              docxH('Profile', '264653'),
              docxP(
                'MRICS quantity surveyor with ten years on commercial fit-out and residential towers. Strong on cost planning, NEC and JCT contracts and final accounts that close on time.',
              ),
              docxH('Experience', '264653'),
              docxRole('Senior Quantity Surveyor', 'Bramwell Construction, London (2019 – present)'),
              docxLi(
                'Commercial lead on a £92m 38-storey residential tower; final account agreed within 4 months of completion.',
              ),
              docxLi('Monthly cost reports and valuations for five live projects; manage two assistant QSs.'),
              docxRole('Quantity Surveyor', 'Skanska, Bratislava and London (2014 – 2019)'),
              docxLi('Cost planning and procurement for offices and a hospital extension.'),
              docxH('Education', '264653'),
              docxP('MSc Quantity Surveying, University College London, 2016'),
              docxP('Ing. Civil Engineering, Slovak University of Technology, Bratislava, 2013'),
              docxH('Skills', '264653'),
              docxP(
                'CostX, CCS Candy, NEC4, JCT 2016, cost planning, value engineering, Slovak and Czech (native), English (fluent).',
              ),
              rawBlock(
                `<w:p><w:moveFromRangeStart ${rev(6)} w:name="move192837"/><w:moveFrom ${rev(7)}>${xr('Phone: +44 20 7946 0615')}</w:moveFrom><w:moveFromRangeEnd w:id="6"/></w:p>`,
              ),
            ],
          },
        ],
      });
    },
  },
];

// ---------- text files ----------

/** Zero-width and invisible characters that ride along when text is copied from web pages and PDFs. */
const ZWSP = '\u200B';
const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const WJ = '\u2060';
const ZWNBSP = '\uFEFF';
const NBSP = '\u00A0';
const THIN = '\u2009';
const NNBSP = '\u202F';

/** Fullwidth forms of ASCII text (U+FF01–FF5E), as a Japanese input method types them. */
const fullwidth = (text: string) => text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

const txts: TxtFixture[] = [
  {
    // pdftotext of a narrow-column CV: words hyphenated at line ends in the prose, and the LinkedIn address broken
    // after the hyphen that belongs to its handle.
    file: 'txt-pdf-paste-hyphenation.txt',
    truth: {
      first: 'Maximilian',
      last: 'Oberhausen',
      email: 'max.oberhausen@example.de',
      phone: '+49 30 23125 688',
      linkedin: 'https://www.linkedin.com/in/maximilian-oberhausen',
    },
    text: `Maximilian Oberhausen
Controls Engineer – Automation & Robotics
E-Mail: max.oberhausen@example.de · Tel. +49 30 23125 688
LinkedIn: linkedin.com/in/maximilian-
oberhausen · Berlin-Kreuzberg

Profile
Controls engineer with eight years of experience in PLC pro-
gramming, commissioning and functional safety for automo-
tive and intralogistics plants. Comfortable on the shop floor
and in front of customers; I document what I build.

Experience
2019–today Senior Controls Engineer, Kessler Intralogistik
GmbH, Berlin. Commissioning lead for high-bay ware-
houses (Siemens S7-1500, TIA Portal, Safety Integrat-
ed); reduced commissioning time per aisle by 30 %.
Trained eleven service technicians in troubleshoot-
ing and remote diagnostics.
2016–2019 Controls Engineer, Brandt Automotive Sys-
tems, Wolfsburg. Body-shop robot cells (KUKA, Fanuc)
and conveyor controls; PROFINET and PROFIsafe net-
works; site commissioning in Germany, Mexico and Chi-
na.

Education
2016 M.Sc. Electrical Engineering (Automation), Technische
Universität Berlin
2013 B.Eng. Mechatronics, Hochschule für Technik und
Wirtschaft Berlin

Skills
Siemens TIA Portal, S7-1500F, WinCC Unified, Beckhoff
TwinCAT 3, Codesys, EPLAN, KUKA KRL, IEC 61508 / ISO
13849 functional safety, Python for test automa-
tion. German (native), English (C1).
`,
    encode: utf8,
  },
  {
    // Pasted from a typeset PDF whose text keeps the ligature characters: ﬃ in the surname, ﬂ and ﬃ in the e-mail and
    // the LinkedIn handle, ﬁ and ﬀ in the prose.
    file: 'txt-ligature-characters-bom.txt',
    truth: {
      first: 'Floriane',
      last: 'Griffiths',
      email: 'floriane.griffiths@example.co.uk',
      phone: '0113 496 0214',
      linkedin: 'https://www.linkedin.com/in/floriane-griffiths',
    },
    text: `Floriane Gri${ffi}ths
Senior O${ffi}ce Manager | Leeds

${fl}oriane.gri${ffi}ths@example.co.uk | 0113 496 0214 | linkedin.com/in/${fl}oriane-gri${ffi}ths

PROFILE
O${ffi}ce and facilities manager with twelve years in law ${fi}rms and professional services. I run
${fi}ve-partner diaries, move o${ffi}ces without losing a ${fi}le, and keep su${ff}ering to a minimum
during audits and ${fi}t-outs.

EXPERIENCE
Senior O${ffi}ce Manager, Harcourt Lyle LLP, Leeds (2018 – present)
- Manage a team of eight across reception, post room and facilities for 240 sta${ff}.
- Led the move to a new ${fl}oor plate in Wellington Place: on time and 6% under budget.
- Introduced a desk-booking work${fl}ow for hybrid working; occupancy data now drives leasing.

O${ffi}ce Manager, Brampton & Moore Solicitors, York (2012 – 2018)
- Ran the o${ffi}ce for 60 sta${ff}; supplier contracts, health and safety, and ${fi}nance admin.

EDUCATION
BA (Hons) French and Business, University of She${ffi}eld, 2011
CIPD Level 5 Certi${fi}cate in HR Management, 2016

SKILLS
Facilities management, supplier negotiation, budgeting, Microsoft 365, Planon, ${fl}uent French.
`,
    encode: utf8Bom,
  },
  {
    // Copied from a web profile: zero-width spaces, joiners, a word joiner and a stray BOM inside the e-mail address
    // and the LinkedIn handle (and one inside the given name).
    file: 'txt-zero-width-in-email.txt',
    truth: {
      first: 'Priya',
      last: 'Nair',
      email: 'priya.nair@example.com',
      phone: '(408) 555-0191',
      linkedin: 'https://www.linkedin.com/in/priya-nair-data',
    },
    text: `Pri${ZWSP}ya Nair
Machine Learning Engineer — San Jose, CA

Email: pri${ZWJ}ya.${ZWNJ}nair${ZWSP}@${WJ}example${ZWSP}.com${ZWNBSP}
Phone: (408) 555-0191
LinkedIn: linkedin.com/in/${ZWSP}priya-nair-${ZWSP}data

SUMMARY
ML engineer with six years taking models from notebooks to production: ranking, fraud and forecasting. I care about
feature pipelines, evaluation that matches the business metric, and models that can be rolled back in a minute.

EXPERIENCE
Senior ML Engineer, Orchard Payments, San Jose (2021 – present)
  * Real-time fraud scoring (XGBoost + graph features) at 3,000 requests a second, p99 under 40 ms.
  * Cut chargebacks by 22% while lowering false declines by 9%.
  * Built the shadow-deployment and rollback tooling now used by every ML team.
ML Engineer, ShopLantern, Mountain View (2018 – 2021)
  * Search ranking with learning-to-rank; +6.5% revenue per search in A/B tests.

EDUCATION
MS Computer Science, San José State University, 2018
BTech Electronics, College of Engineering Trivandrum, 2016

SKILLS
Python, PyTorch, XGBoost, Spark, Feast, Kubeflow, Kafka, Kubernetes, SQL, Go (some). Malayalam, Hindi, English.
`,
    encode: utf8,
  },
  {
    // Non-breaking, thin and narrow no-break spaces inside the phone number (as a word processor's French or
    // typographic settings write them) and a non-breaking space between the names; UTF-16LE with a BOM, CRLF.
    file: 'txt-nbsp-thin-spaces-utf16.txt',
    truth: {
      first: 'Oliver',
      last: 'Bennett-Clarke',
      email: 'oliver.bennettclarke@example.co.uk',
      phone: '+44 7700 900 126',
      linkedin: null,
    },
    text: crlf(`Oliver${NBSP}Bennett-Clarke
Chartered Physiotherapist (MCSP, HCPC)

Mobile:${NBSP}+44${NBSP}7700${THIN}900${NNBSP}126
Email:${NBSP}oliver.bennettclarke@example.co.uk
Bath, Somerset

PROFILE
Musculoskeletal physiotherapist with nine years in NHS and private practice, with a special interest in sports
injuries and return-to-play after ACL reconstruction.

EXPERIENCE
Senior MSK Physiotherapist, Royal United Hospitals Bath NHS Foundation Trust (2019 – present)
    - Lead the ACL rehabilitation pathway: 120 patients a year, return-to-sport testing with force plates.
    - Supervise four band 5 physiotherapists and teach on the Bath university placement programme.
Physiotherapist, Bath Rugby Academy (part-time, 2017 – 2021)
    - Pitch-side cover and injury management for the under-18 squad.
Band 5 Rotational Physiotherapist, Gloucestershire Hospitals (2015 – 2017)

EDUCATION
MSc Sports and Exercise Medicine, Cardiff Metropolitan University, 2019
BSc (Hons) Physiotherapy, University of the West of England, 2015

SKILLS
Exercise prescription, acupuncture (AACP), ultrasound-guided injection training, Physitrack, SystmOne.
`),
    encode: utf16leBom,
  },
  {
    // A Japanese-English CV typed with a Japanese input method: a fullwidth colon, ＠ and ．in the e-mail address and
    // fullwidth digits, plus sign and hyphens in the phone; the name written family name first in capitals.
    file: 'txt-fullwidth-japanese-ime.txt',
    truth: {
      first: 'Yuki',
      last: 'Tanaka',
      email: 'yuki.tanaka@example.jp',
      phone: '+81 90-5550-0187',
      linkedin: 'https://www.linkedin.com/in/yukitanaka-jp',
    },
    text: `履歴書 / CURRICULUM VITAE

氏名 Name：TANAKA Yuki（田中 由紀）
メール E-mail：yuki．tanaka＠example．jp
携帯 Mobile：${fullwidth('+81 90-5550-0187')}
LinkedIn：linkedin.com/in/yukitanaka-jp
住所 Address：東京都世田谷区 (Setagaya, Tokyo)

職務要約 SUMMARY
Localization project manager with eight years in games and consumer software. I run Japanese–English
localization for titles with 500,000+ words, build glossaries and style guides, and manage vendor teams
in Tokyo, Dublin and Los Angeles.

職歴 EXPERIENCE
${fullwidth('2019')}年４月 – 現在 (Apr 2019 – present)
  Senior Localization PM, Kirin Arc Games, Tokyo
  ・Shipped six console titles in 12 languages; simultaneous worldwide release for the last three.
  ・Introduced a CAT-tool workflow (memoQ) that cut translation turnaround by 35%.
${fullwidth('2016')}年４月 – ${fullwidth('2019')}年３月 (Apr 2016 – Mar 2019)
  Localization Coordinator, Sorano Software, Tokyo
  ・Japanese–English UI and help content for accounting software; LQA with native reviewers.

学歴 EDUCATION
${fullwidth('2016')}年３月 B.A. English Literature, Sophia University, Tokyo
${fullwidth('2014')}年 Exchange year, University of Washington, Seattle

資格・スキル SKILLS
JLPT N1 (native Japanese), TOEIC 975, memoQ, Trados, Jira, Smartling, Excel macros.
`,
    encode: utf8,
  },
  {
    // Windows-1252 with typographic quotes: a nickname in curly double quotes and 'O’Neil' with a right single quote,
    // as Word's AutoFormat leaves them; CRLF line ends.
    file: 'txt-smart-quotes-cp1252.txt',
    truth: {
      first: 'Deirdre',
      last: "O'Neil",
      email: 'deirdre.oneil@example.com',
      phone: '(617) 555-0113',
      linkedin: 'https://www.linkedin.com/in/deirdre-oneil',
    },
    text: crlf(`Deirdre “Dee” O’Neil
Marketing Communications Manager

Boston, MA · (617) 555-0113 · deirdre.oneil@example.com · linkedin.com/in/deirdre-oneil

ABOUT
Communications lead with ten years in higher education and health care. I write the “one-pager” everyone
forwards, run campaigns on a shoestring, and I’m the person who says ‘let’s test it first’…

EXPERIENCE
Marketing Communications Manager — Beacon Hill Medical Group (2020 – present)
• Lead a team of four; brand refresh across 38 clinics and the patient portal.
• Grew newsletter open rates from 21% to 38% with segmentation and plain-language rewrites.
• Managed the “Know Your Numbers” campaign: 14,000 screenings booked in six weeks.

Communications Specialist — Emerson College (2015 – 2020)
• Press releases, the alumni magazine and the college’s first social-media style guide.

EDUCATION
MA Journalism, Boston University, 2015
BA English, University College Cork, 2013

SKILLS
Copywriting, media relations, HubSpot, Salesforce Marketing Cloud, Canva, AP style, Irish (conversational).
`),
    encode: codePage('windows-1252'),
  },
  {
    // Two columns pasted from a PDF viewer: each line is the left column's text and the right column's, apart by
    // tabs; the name in capitals heads the left column and the contacts run down the right one. CRLF.
    file: 'txt-tab-separated-columns.txt',
    truth: {
      first: 'Kwame',
      last: 'Mensah',
      email: 'kwame.mensah@example.com',
      phone: '(202) 555-0168',
      linkedin: 'https://www.linkedin.com/in/kwamemensah',
    },
    text: crlf(
      [
        'KWAME MENSAH\t\t\t\tCONTACT',
        'Senior Data Engineer\t\t\t\tkwame.mensah@example.com',
        '\t\t\t\t\t(202) 555-0168',
        'PROFILE\t\t\t\t\tlinkedin.com/in/kwamemensah',
        'Data engineer with nine years building\t\tWashington, DC 20009',
        'pipelines for public health and\t\t',
        'government programmes.\t\t\tSKILLS',
        '\t\t\t\t\tPython, SQL, Scala',
        'EXPERIENCE\t\t\t\tSpark, Databricks',
        'Senior Data Engineer, Civic Data Works\tAirflow, dbt',
        '2020 – present\t\t\t\tAWS (Glue, Redshift)',
        '- Lead a team of four building the\t\tTerraform, Docker',
        '  national immunisation data platform.\t',
        '- Cut nightly load time from 6 h to 50 min.\tLANGUAGES',
        '- FedRAMP moderate controls for all\t\tEnglish, Twi, Ga',
        '  pipelines.\t\t\t\t',
        'Data Engineer, Potomac Analytics\t\tEDUCATION',
        '2016 – 2020\t\t\t\tMS Information Systems,',
        '- ETL for Medicaid claims (40 TB).\t\tUniversity of Maryland, 2016',
        '- Built data-quality checks that caught\tBSc Computer Science,',
        '  a $2m billing error.\t\t\tKNUST, Kumasi, 2013',
        '',
      ].join('\n'),
    ),
    encode: utf8,
  },
  {
    // A recruiter forwarded the CV as plain text: her mail header (From/Sent/To/Subject), her note and signature with
    // her own mobile, e-mail and LinkedIn come first, then the candidate's quoted message and the CV with '> ' marks.
    file: 'txt-forwarded-mail-header.txt',
    truth: {
      first: 'Marcus',
      last: 'Bell',
      email: 'marcus.bell@example.com',
      phone: '(646) 555-0172',
      linkedin: 'https://www.linkedin.com/in/marcusbell-pm',
    },
    text: `From: Jennifer Walsh <jennifer.walsh@talent.example.net>
Sent: Tuesday, March 11, 2025 9:42 AM
To: Hiring Team <careers@isa.example.org>
Subject: FW: CV - Marcus Bell (Senior Product Manager)

Hi all,

Forwarding Marcus's CV for the Senior PM role, as discussed on Friday. He is available for a first interview
next week, Tuesday or Thursday afternoon.

Best,
Jennifer Walsh
Senior Talent Partner | Harbour Talent
M: (646) 555-0100 | jennifer.walsh@talent.example.net
linkedin.com/in/jenniferwalsh-talent

-----Original Message-----
From: Marcus Bell <marcus.bell@example.com>
Sent: Monday, March 10, 2025 6:15 PM
To: Jennifer Walsh <jennifer.walsh@talent.example.net>
Subject: CV

Hi Jennifer, as requested, my CV is below as plain text. Thanks for your help!

> MARCUS BELL
> Senior Product Manager · New York, NY
> marcus.bell@example.com | (646) 555-0172 | linkedin.com/in/marcusbell-pm
>
> SUMMARY
> Product manager with nine years in marketplaces and logistics software. I take products from
> discovery to scale and keep engineering, sales and operations pulling in the same direction.
>
> EXPERIENCE
> Senior Product Manager, Hudson Freightline (2021 - present)
> - Own the carrier marketplace (12,000 carriers); GMV up 58% in two years.
> - Launched instant pricing; quote-to-book conversion from 19% to 31%.
> Product Manager, CityCart (2017 - 2021)
> - Built the dispatch and routing tools for 2,000 couriers in five cities.
> Associate Product Manager, Etsy (2015 - 2017)
>
> EDUCATION
> BA Economics, Columbia University, 2015
>
> SKILLS
> Discovery, experimentation, SQL, Amplitude, pricing, roadmapping, Spanish (professional).
`,
    encode: utf8,
  },
  {
    // Line ends of three kinds in one file (old Mac CR, Windows CRLF, Unix LF), as files stitched together on several
    // machines have them; a lone CR parts the name from the e-mail line.
    file: 'txt-mixed-line-ends.txt',
    truth: {
      first: 'Lucía',
      last: 'Fernández',
      email: 'lucia.fernandez@example.com',
      phone: '+44 7700 900 958',
      linkedin: 'https://www.linkedin.com/in/luciafernandez',
    },
    text: [
      'Lucía Fernández\r',
      'lucia.fernandez@example.com | +44 7700 900 958 | linkedin.com/in/luciafernandez\r\n',
      'Edinburgh, Scotland\r\n',
      '\r\n',
      'PROFILE\n',
      'Veterinary surgeon (MRCVS) with seven years in mixed and small-animal practice, now focused on\n',
      'feline medicine and dentistry. Calm with anxious owners and anxious cats.\n',
      '\n',
      'EXPERIENCE\r',
      'Senior Veterinary Surgeon, Morningside Cat Clinic, Edinburgh (2021 – present)\r',
      '- Clinical lead for a cat-friendly gold-standard clinic; 40 consultations a week.\r',
      '- Set up the dental referral service: 300 procedures a year.\r\n',
      'Veterinary Surgeon, Border Vets, Hawick (2017 – 2021)\n',
      '- Mixed practice: small animals, farm calls and out-of-hours rota.\n',
      '\r\n',
      'EDUCATION\r\n',
      'Grado en Veterinaria, Universidad Complutense de Madrid, 2017\r\n',
      'Certificate in Feline Medicine (ISFM), 2022\n',
      '\n',
      'SKILLS\r',
      'Feline medicine, dentistry and oral surgery, ultrasound, RCVS Practice Standards, Spanish (native).\n',
    ].join(''),
    encode: utf8,
  },
  {
    // pdftotext -layout of a two-page CV: the name letter-spaced in capitals, a form feed between the pages and a
    // running header on each with the date and 'Page n of 2'.
    file: 'txt-pdftotext-layout-formfeed.txt',
    truth: {
      first: 'Stefan',
      last: 'Lindberg',
      email: 'stefan.lindberg@example.com',
      phone: '+1 (612) 555-0137',
      linkedin: null,
    },
    text: `                                                                   March 2025 · Page 1 of 2

   S T E F A N   L I N D B E R G
   Mechanical Design Engineer

   stefan.lindberg@example.com          +1 (612) 555-0137          Minneapolis, MN 55408


   EXPERIENCE

   Senior Mechanical Engineer                                              2019 – present
   Northstar Medical Devices, Plymouth, MN
     • Lead mechanical design of a handheld insulin pump: 140 custom parts, injection-moulded
       housings, IP22 sealing, drop-tested to 1.2 m.
     • Tolerance stack-ups and GD&T for all drawings; cut first-article rejects by 40%.
     • Design transfer to two contract manufacturers in Minnesota and Costa Rica.

   Mechanical Engineer                                                      2014 – 2019
   Polaris, Roseau, MN
     • Snowmobile chassis and suspension components; FEA in ANSYS, test rigs for fatigue.
     • Cost-reduction project on rear suspension saving $1.9m a year.

\f                                                                   March 2025 · Page 2 of 2
   Stefan Lindberg — Résumé


   Design Engineer Intern                                                    2013
   Volvo Construction Equipment, Eskilstuna, Sweden
     • Hydraulic cylinder mounts for wheel loaders; CAD in Creo.

   EDUCATION

   MS Mechanical Engineering, University of Minnesota                          2014
   BS Mechanical Engineering, KTH Royal Institute of Technology, Stockholm   2012

   SKILLS

   SolidWorks, Creo, ANSYS Mechanical, GD&T (ASME Y14.5), DFM/DFA, ISO 13485 design
   controls, MATLAB, Python. Swedish (native), English (fluent).
`,
    encode: utf8,
  },
];

await writeResumeFixtures(OUT, pdfs, docxs, txts, made);
