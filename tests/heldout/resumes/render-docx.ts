/** DOCX resumes built with the `docx` package. */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  FrameAnchorType,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  Textbox,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { emailText, fullName, linkedIn } from './common.ts';
import { contentOf, headings, type Headings, type TrackContent } from './content.ts';
import type { Person } from './people.ts';

type Block = Paragraph | Table | Textbox;

interface DocxSpec {
  children: Block[];
  header?: Paragraph[];
  footer?: Paragraph[];
  title?: string;
  creator?: string;
  description?: string;
  /** Newspaper columns of the section (1 when absent). */
  columns?: number;
}

const ACCENT = '1F4E79';

function link(text: string, href: string): ExternalHyperlink {
  return new ExternalHyperlink({ link: href, children: [new TextRun({ text, style: 'Hyperlink' })] });
}

function emailLink(p: Person): ParagraphChild[] {
  const e = emailText(p);
  return e && p.email ? [link(e, `mailto:${p.email}`)] : [];
}

function liRun(p: Person, asLink = true): ParagraphChild[] {
  const l = linkedIn(p);
  if (!l) return [];
  return [asLink || l.isLabel ? link(l.text, l.href) : new TextRun(l.text)];
}

function heading(text: string): Paragraph {
  return new Paragraph({
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 1 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, color: ACCENT, size: 22 })],
  });
}

function sections(
  c: TrackContent,
  h: Headings,
  head: (t: string) => Paragraph = heading,
  withSkills = true,
): Paragraph[] {
  const out: Paragraph[] = [head(h.profile), new Paragraph({ children: [new TextRun(c.summary)] })];
  out.push(head(h.experience));
  for (const j of c.jobs) {
    out.push(
      new Paragraph({
        spacing: { before: 120 },
        tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
        children: [new TextRun({ text: j.role, bold: true }), new TextRun({ text: `\t${j.dates}` })],
      }),
      new Paragraph({ children: [new TextRun({ text: `${j.org}, ${j.place}`, italics: true })] }),
      ...j.bullets.map((b) => new Paragraph({ text: b, bullet: { level: 0 } })),
    );
  }
  out.push(head(h.education));
  for (const e of c.education) {
    out.push(
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
        children: [new TextRun({ text: e.degree, bold: true }), new TextRun(`\t${e.dates}`)],
      }),
      new Paragraph({ children: [new TextRun({ text: e.school, italics: true })] }),
    );
  }
  if (!withSkills) return out;
  out.push(head(h.skills), new Paragraph(c.skills.join(' · ')));
  out.push(head(h.languages), ...c.languages.map((l) => new Paragraph({ text: l, bullet: { level: 0 } })));
  return out;
}

function nameParagraph(p: Person, opts: { size?: number; center?: boolean; text?: string } = {}): Paragraph {
  return new Paragraph({
    alignment: opts.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    children: [new TextRun({ text: opts.text ?? fullName(p), bold: true, size: opts.size ?? 44, color: '222222' })],
  });
}

function titleParagraph(p: Person, center = false): Paragraph {
  return new Paragraph({
    alignment: center ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { after: 80 },
    children: [new TextRun({ text: p.title, size: 24, color: '555555' })],
  });
}

/** 'a | b | c' with optional hyperlinks. */
function joined(parts: ParagraphChild[][], sep = ' | ', center = false): Paragraph {
  const children: ParagraphChild[] = [];
  parts
    .filter((x) => x.length > 0)
    .forEach((x, i) => {
      if (i > 0) children.push(new TextRun({ text: sep, color: '999999' }));
      children.push(...x);
    });
  return new Paragraph({ alignment: center ? AlignmentType.CENTER : AlignmentType.LEFT, children });
}

const t = (s: string | null): ParagraphChild[] => (s ? [new TextRun(s)] : []);

function labelled(label: string, value: ParagraphChild[]): Paragraph {
  return new Paragraph({ children: [new TextRun({ text: `${label} `, bold: true }), ...value] });
}

function referencesBlock(p: Person, h: Headings): Paragraph[] {
  const out: Paragraph[] = [heading(h.references)];
  for (const r of p.references ?? []) {
    out.push(
      new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: r.name, bold: true })] }),
      new Paragraph(r.role),
      new Paragraph({ children: [new TextRun('E-mail: '), link(r.email, `mailto:${r.email}`)] }),
      new Paragraph(`Phone: ${r.phone}`),
    );
  }
  return out;
}

type Renderer = (p: Person, c: TrackContent, h: Headings) => DocxSpec;

const noBorderCell = { top: none(), bottom: none(), left: none(), right: none() };
function none() {
  return { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
}

/** A text box anchored at the top of the margin, on the left or the right, with text wrapping around it. */
function floatingBox(
  width: `${number}in`,
  height: `${number}in`,
  side: 'left' | 'right',
  children: Paragraph[],
): Textbox {
  return new Textbox({
    style: {
      width,
      height,
      position: 'absolute',
      positionHorizontal: side,
      positionHorizontalRelative: 'margin',
      top: '0in',
      wrapStyle: 'square',
    },
    children,
  });
}

/** One small (9 pt) paragraph per line. */
function smallLines(lines: string[]): Paragraph[] {
  return lines.map((text) => new Paragraph({ children: [new TextRun({ text, size: 18 })] }));
}

/** White text for a dark, shaded table cell. */
function white(text: string, bold = false): TextRun {
  return new TextRun(bold ? { text, bold: true, color: 'FFFFFF' } : { text, color: 'FFFFFF' });
}

/** A dark sidebar cell's paragraphs: a contact heading, the contact lines, then skills and languages. */
function darkSidebar(c: TrackContent, h: Headings, contacts: Paragraph[], skillsLabel: string): Paragraph[] {
  return [
    new Paragraph({ children: [white(h.contact.toUpperCase(), true)] }),
    ...contacts,
    new Paragraph({ spacing: { before: 240 }, children: [white(skillsLabel, true)] }),
    ...c.skills.map((s) => new Paragraph({ children: [white(s)] })),
    new Paragraph({ spacing: { before: 240 }, children: [white(h.languages.toUpperCase(), true)] }),
    ...c.languages.map((s) => new Paragraph({ children: [white(s)] })),
  ];
}

interface SidebarColumn {
  width: number;
  fill?: string;
  margins: { top: number; bottom: number; left: number; right: number };
  children: Paragraph[];
}

/** A borderless one-row table whose cells are the page's columns (a sidebar layout). */
function columnsTable(columns: SidebarColumn[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: columns.map((col) => col.width),
    borders: TableBorders.NONE,
    rows: [
      new TableRow({
        children: columns.map(
          (col) =>
            new TableCell({
              width: { size: col.width, type: WidthType.DXA },
              ...(col.fill ? { shading: { type: ShadingType.CLEAR, fill: col.fill, color: 'auto' } } : {}),
              margins: col.margins,
              borders: noBorderCell,
              children: col.children,
            }),
        ),
      }),
    ],
  });
}

const renderers: Record<string, Renderer> = {
  'docx-table': (p, c, h) => {
    const left = darkSidebar(
      c,
      h,
      [
        new Paragraph({ children: [white(p.phone ?? '')] }),
        new Paragraph({ children: emailLink(p) }),
        new Paragraph({ children: liRun(p) }),
        new Paragraph({ children: [white(p.city)] }),
      ],
      'SKILLS',
    );
    const right = [nameParagraph(p), titleParagraph(p), ...sections(c, h, heading, false)];
    return {
      title: 'Resume',
      creator: fullName(p),
      children: [
        columnsTable([
          { width: 3000, fill: '2E4053', margins: { top: 200, bottom: 200, left: 160, right: 160 }, children: left },
          { width: 6600, margins: { top: 200, bottom: 200, left: 240, right: 120 }, children: right },
        ]),
      ],
    };
  },

  'docx-header': (p, c, h) => ({
    header: [nameParagraph(p, { size: 36 }), joined([t(p.city), t(p.phone), emailLink(p), liRun(p, false)], '  |  ')],
    children: [titleParagraph(p), ...sections(c, h)],
    title: 'CV',
  }),

  'docx-footer': (p, c, h) => ({
    children: [nameParagraph(p, { size: 48 }), titleParagraph(p), ...sections(c, h)],
    footer: [joined([emailLink(p), t(p.phone), liRun(p, false), t(p.city)], '   ·   ', true)],
  }),

  'docx-textbox': (p, c, h) => ({
    children: [
      floatingBox(
        '2.3in',
        '1.1in',
        'right',
        smallLines([p.phone ?? '', emailText(p) ?? '', linkedIn(p)?.text ?? '', p.city]),
      ),
      nameParagraph(p, { size: 40 }),
      titleParagraph(p),
      new Paragraph(''),
      ...sections(c, h),
    ],
  }),

  'docx-hyperlinks': (p, c, h) => ({
    children: [
      nameParagraph(p, { size: 44, center: true }),
      titleParagraph(p, true),
      joined([t(p.city), t(p.phone), emailLink(p), liRun(p)], '  •  ', true),
      ...sections(c, h),
    ],
  }),

  'docx-labelled': (p, c, h) => ({
    title: 'Lebenslauf',
    children: [
      new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(fullName(p))] }),
      titleParagraph(p),
      labelled('Anschrift:', t(`Kastanienallee 7, 10435 ${p.city}`)),
      labelled('Tel.:', t(p.phone)),
      labelled('E-Mail:', emailLink(p)),
      labelled('Geburtsdatum:', t('02.11.1984')),
      ...sections(c, h),
    ],
  }),

  'docx-split-runs': (p, c, h) => {
    const email = p.email ?? '';
    const at = email.indexOf('@');
    return {
      children: [
        new Paragraph({
          children: [
            new TextRun({ text: p.first_name.slice(0, 1), bold: true, size: 64, color: 'C0392B', font: 'Georgia' }),
            new TextRun({ text: p.first_name.slice(1), bold: true, size: 48, font: 'Georgia' }),
            new TextRun({ text: ' ', size: 48 }),
            new TextRun({
              text: p.last_name,
              allCaps: true,
              size: 48,
              color: '7F8C8D',
              font: 'Arial',
              characterSpacing: 40,
            }),
          ],
        }),
        titleParagraph(p),
        new Paragraph({
          children: [
            new TextRun({ text: email.slice(0, at), color: '2C3E50' }),
            new TextRun({ text: email.slice(at), color: '2C3E50' }),
            new TextRun({ text: '   /   ', color: 'AAAAAA' }),
            new TextRun({ text: p.phone ?? '' }),
            new TextRun({ text: '   /   ', color: 'AAAAAA' }),
            ...liRun(p, false),
            new TextRun({ text: '   /   ', color: 'AAAAAA' }),
            new TextRun({ text: p.city }),
          ],
        }),
        ...sections(c, h),
      ],
    };
  },

  'docx-title': (p, c, h) => ({
    title: fullName(p),
    creator: 'Microsoft Office User',
    children: [
      new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(fullName(p))] }),
      titleParagraph(p),
      joined([t(p.city), t(p.phone), emailLink(p), liRun(p, false)], '   '),
      ...sections(c, h),
    ],
  }),

  'docx-classic': (p, c, h) => ({
    children: [
      nameParagraph(p, { size: 40, center: true }),
      titleParagraph(p, true),
      joined(
        [
          t(p.city),
          p.email ? [new TextRun('E-mail: '), ...emailLink(p)] : [],
          p.phone ? [new TextRun(`Telephone: ${p.phone}`)] : [],
          p.linkedin_url ? [new TextRun('LinkedIn: '), ...liRun(p, false)] : [],
        ],
        ' | ',
        true,
      ),
      ...sections(c, h),
    ],
  }),

  'docx-mobile-label': (p, c, h) => ({
    children: [
      nameParagraph(p, { size: 40 }),
      titleParagraph(p),
      labelled('Mobile', t(p.phone)),
      labelled('E-mail:', emailLink(p)),
      labelled('LinkedIn:', liRun(p)),
      labelled('Woonplaats:', t(p.city)),
      ...sections(c, h),
    ],
  }),

  'docx-headings': (p, c, h) => ({
    children: [
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(fullName(p))] }),
      new Paragraph(p.title),
      new Paragraph(`${p.city} • ${p.phone ?? ''} • ${emailText(p) ?? ''}`),
      ...sections(c, h, (x) => new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(x)] })),
    ],
  }),

  'docx-frame': (p, c, h) => {
    const frame = {
      type: 'absolute' as const,
      position: { x: 6200, y: 0 },
      width: 3300,
      anchor: { horizontal: FrameAnchorType.MARGIN, vertical: FrameAnchorType.MARGIN },
    };
    const border = {
      top: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 4 },
      bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 4 },
      left: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 4 },
      right: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 4 },
    };
    return {
      children: [
        new Paragraph({
          frame,
          border,
          children: [
            new TextRun({ text: p.phone ?? '', size: 18 }),
            new TextRun({ text: emailText(p) ?? '', size: 18, break: 1 }),
            new TextRun({ text: linkedIn(p)?.text ?? '', size: 18, break: 1 }),
            new TextRun({ text: p.city, size: 18, break: 1 }),
          ],
        }),
        nameParagraph(p, { size: 40 }),
        titleParagraph(p),
        new Paragraph(''),
        new Paragraph(''),
        ...sections(c, h),
      ],
    };
  },

  'docx-references': (p, c, h) => ({
    children: [
      nameParagraph(p, { size: 40 }),
      titleParagraph(p),
      joined([t(p.city), t(p.phone), emailLink(p), liRun(p, false)], ' | '),
      ...sections(c, h),
      ...referencesBlock(p, h),
    ],
  }),

  'docx-spanish': (p, c, h) => ({
    title: 'Currículum Vitae',
    children: [
      nameParagraph(p, { size: 44 }),
      titleParagraph(p),
      labelled('Correo:', emailLink(p)),
      labelled('Teléfono:', t(p.phone)),
      labelled('LinkedIn:', liRun(p)),
      labelled('Ciudad:', t(p.city)),
      ...sections(c, h),
    ],
  }),

  'docx-cv-caps': (p, c, h) => ({
    creator: 'Adwoa Owusu',
    title: 'CV template',
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: 'CURRICULUM VITAE', bold: true, size: 28, color: '888888' })],
      }),
      nameParagraph(p, { size: 40, center: true, text: fullName(p).toUpperCase() }),
      titleParagraph(p, true),
      joined([t(p.city), t(p.phone), emailLink(p), liRun(p, false)], ' | ', true),
      ...sections(c, h),
    ],
  }),

  'docx-german': (p, c, h) => {
    const row = (k: string, v: ParagraphChild[]) =>
      new TableRow({
        children: [
          new TableCell({
            width: { size: 2600, type: WidthType.DXA },
            borders: noBorderCell,
            children: [new Paragraph({ children: [new TextRun({ text: k, color: '666666' })] })],
          }),
          new TableCell({
            width: { size: 6400, type: WidthType.DXA },
            borders: noBorderCell,
            children: [new Paragraph({ children: v })],
          }),
        ],
      });
    return {
      title: 'Lebenslauf',
      children: [
        new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Lebenslauf')] }),
        heading(h.personal),
        new Table({
          width: { size: 9000, type: WidthType.DXA },
          columnWidths: [2600, 6400],
          borders: TableBorders.NONE,
          rows: [
            row('Name', [new TextRun({ text: fullName(p), bold: true })]),
            row('Anschrift', t(`Schwanthalerstraße 88, 80336 ${p.city}`)),
            row('Tel.:', t(p.phone)),
            row('E-Mail:', emailLink(p)),
            row('LinkedIn:', liRun(p)),
            row('Geburtsdatum', t('27.06.1991')),
          ],
        }),
        ...sections(c, h),
      ],
    };
  },

  // ---------------------------------------------------------------- Second batch.

  'docx-contact-cells': (p, c, h) => {
    const cell = (label: string, value: ParagraphChild[]) =>
      new TableCell({
        width: { size: 2400, type: WidthType.DXA },
        shading: { type: ShadingType.CLEAR, fill: 'EAF2F8', color: 'auto' },
        margins: { top: 80, bottom: 80, left: 100, right: 100 },
        borders: noBorderCell,
        children: [
          new Paragraph({ children: [new TextRun({ text: label.toUpperCase(), size: 14, color: '5D6D7E' })] }),
          new Paragraph({ children: value }),
        ],
      });
    return {
      children: [
        nameParagraph(p, { size: 44 }),
        titleParagraph(p),
        new Table({
          width: { size: 9600, type: WidthType.DXA },
          columnWidths: [2400, 2400, 2400, 2400],
          borders: TableBorders.NONE,
          rows: [
            new TableRow({
              children: [
                cell(h.email, emailLink(p)),
                cell(h.phone, t(p.phone)),
                cell('LinkedIn', liRun(p)),
                cell(h.address, t(p.city)),
              ],
            }),
          ],
        }),
        ...sections(c, h),
      ],
    };
  },

  'docx-name-textbox': (p, c, h) => ({
    children: [
      floatingBox('6.5in', '0.9in', 'left', [
        new Paragraph({ children: [new TextRun({ text: fullName(p), bold: true, size: 48, color: '17202A' })] }),
        new Paragraph({ children: [new TextRun({ text: p.title, size: 24, color: '566573' })] }),
      ]),
      joined([t(p.city), emailLink(p), t(p.phone), liRun(p, false)], '  ·  '),
      ...sections(c, h),
    ],
  }),

  'docx-header-name-footer-contacts': (p, c, h) => ({
    header: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
        children: [
          new TextRun({ text: fullName(p), bold: true, size: 32, color: ACCENT }),
          new TextRun({ text: `\t${p.title}`, size: 20, color: '666666' }),
        ],
      }),
    ],
    footer: [joined([emailLink(p), t(p.phone), liRun(p, false)], '   |   ', true)],
    children: sections(c, h),
  }),

  'docx-right-cell-contacts': (p, c, h) => {
    const right = darkSidebar(
      c,
      h,
      [
        new Paragraph({ children: emailLink(p) }),
        new Paragraph({ children: [white(p.phone ?? '')] }),
        new Paragraph({ children: liRun(p) }),
        new Paragraph({ children: [white(p.city)] }),
      ],
      h.skills.toUpperCase(),
    );
    const left = [nameParagraph(p), titleParagraph(p), ...sections(c, h, heading, false)];
    return {
      children: [
        columnsTable([
          { width: 6700, margins: { top: 200, bottom: 200, left: 120, right: 240 }, children: left },
          { width: 2900, fill: '4A235A', margins: { top: 200, bottom: 200, left: 160, right: 160 }, children: right },
        ]),
      ],
    };
  },

  'docx-nested-table': (p, c, h) => {
    const row = (k: string, v: ParagraphChild[]) =>
      new TableRow({
        children: [
          new TableCell({
            width: { size: 2200, type: WidthType.DXA },
            children: [new Paragraph({ children: [new TextRun({ text: k, bold: true, size: 18 })] })],
          }),
          new TableCell({ width: { size: 6800, type: WidthType.DXA }, children: [new Paragraph({ children: v })] }),
        ],
      });
    const inner = new Table({
      width: { size: 9000, type: WidthType.DXA },
      columnWidths: [2200, 6800],
      rows: [
        row('Name', t(fullName(p))),
        row('E-mail', emailLink(p)),
        row('Mobile', t(p.phone)),
        row('LinkedIn', liRun(p)),
        row('Address', t(`14 Fife Avenue, ${p.city}`)),
      ],
    });
    return {
      title: 'CV',
      children: [
        new Table({
          width: { size: 9600, type: WidthType.DXA },
          columnWidths: [9600],
          rows: [
            new TableRow({
              children: [
                new TableCell({
                  shading: { type: ShadingType.CLEAR, fill: 'D5DBDB', color: 'auto' },
                  children: [new Paragraph({ children: [new TextRun({ text: 'PERSONAL INFORMATION', bold: true })] })],
                }),
              ],
            }),
            new TableRow({
              children: [new TableCell({ children: [inner, new Paragraph('')] })],
            }),
          ],
        }),
        titleParagraph(p),
        ...sections(c, h),
      ],
    };
  },

  'docx-textbox-contacts-header': (p, c, h) => ({
    header: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [new TextRun({ text: 'CURRICULUM VITAE', size: 18, color: '888888', characterSpacing: 60 })],
      }),
    ],
    children: [
      floatingBox(
        '2.4in',
        '1in',
        'right',
        smallLines([`Mobile: ${p.phone ?? ''}`, `Email: ${emailText(p) ?? ''}`, p.city]),
      ),
      new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(fullName(p))] }),
      titleParagraph(p),
      new Paragraph(''),
      ...sections(c, h),
    ],
  }),

  'docx-newspaper-columns': (p, c, h) => ({
    columns: 2,
    children: [
      nameParagraph(p, { size: 40 }),
      titleParagraph(p),
      ...sections(c, h),
      heading(h.contact),
      new Paragraph({ children: emailLink(p) }),
      new Paragraph(p.phone ?? ''),
      new Paragraph({ children: liRun(p, false) }),
      new Paragraph(p.city),
    ],
  }),
};

export async function renderDocx(p: Person): Promise<Buffer> {
  const r = renderers[p.layout];
  if (!r) throw new Error(`no DOCX layout ${p.layout} for ${p.file}`);
  const c = contentOf(p.track);
  const spec = r(p, c, headings[c.lang]);
  const doc = new Document({
    creator: spec.creator ?? 'Microsoft Word',
    title: spec.title,
    description: spec.description,
    sections: [
      {
        properties: {
          page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } },
          ...(spec.columns ? { column: { count: spec.columns, space: 500, equalWidth: true } } : {}),
        },
        headers: spec.header ? { default: new Header({ children: spec.header }) } : undefined,
        footers: spec.footer ? { default: new Footer({ children: spec.footer }) } : undefined,
        children: spec.children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
