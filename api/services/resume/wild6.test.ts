// The reader on the sixth wild development batch (tests/fixtures/resumes/wild6, the low-level quirks of real files):
// each rule those resumes needed, checked on small texts and documents of its own, and the batch read as the API
// reads it.
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { extractContact, linkedInTail } from './contact.ts';
import { fieldHyperlinks, fieldInstructions, withoutHiddenRuns, wordParagraphs } from './docx-parts.ts';
import { foldTypedForms, formatResumeText } from './format.ts';
import { previewFromText, readResume } from './read.ts';
import { batchAccuracy } from '../../test/resume-batch.ts';

const WILD6 = path.resolve('tests/fixtures/resumes/wild6');

describe('text as the page shows it', () => {
  it('spells a ligature character as its letters', () => {
    expect(foldTypedForms('Griﬃths, oﬃce, ﬂoor, ﬁle, staﬀ')).toBe('Griffiths, office, floor, file, staff');
  });

  it('types a fullwidth form as its ASCII character and a halfwidth katakana as the full one', () => {
    expect(foldTypedForms('E-mail：yuki．tanaka＠example．jp ＋８１ ９０－５５５０')).toBe(
      'E-mail:yuki.tanaka@example.jp +81 90-5550',
    );
    expect(foldTypedForms('ｶﾞｲﾄﾞ')).toBe('ガイド');
  });

  it('leaves other compatibility characters as they are', () => {
    expect(foldTypedForms('Excel™, 50 m², ½ day, ①')).toBe('Excel™, 50 m², ½ day, ①');
  });

  it('drops invisible characters: zero-width space, word joiner, soft hyphen, byte order mark', () => {
    expect(foldTypedForms('\ufeffpri\u200bya@\u2060example.com Schwarzen\u00adberger')).toBe(
      'priya@example.com Schwarzenberger',
    );
  });

  it('drops a zero-width joiner or non-joiner beside ASCII, keeps one a script or an emoji shapes by', () => {
    expect(foldTypedForms('pri\u200dya.\u200cnair')).toBe('priya.nair');
    expect(foldTypedForms('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(foldTypedForms('👩\u200d💻')).toBe('👩\u200d💻');
  });

  it("types a non-breaking hyphen as '-'", () => {
    expect(formatResumeText('Anna\u2011Lena Bennett\u2010Clarke')).toBe('Anna-Lena Bennett-Clarke');
  });

  it('reads the contacts of a text with ligatures, fullwidth forms and zero-width characters', () => {
    const ligatures = previewFromText(
      ['\ufeffFloriane Griﬃths', 'ﬂoriane.griﬃths@example.co.uk | linkedin.com/in/ﬂoriane-griﬃths'].join('\n'),
    ).contact_info;
    expect(ligatures).toMatchObject({
      last_name: 'Griffiths',
      email: 'floriane.griffiths@example.co.uk',
      linkedin_url: 'https://www.linkedin.com/in/floriane-griffiths',
    });
    const fullwidth = previewFromText(
      [
        '氏名 Name：SATO Haruto（佐藤 陽翔）',
        'E-mail：haruto．sato＠example．jp',
        'Mobile：＋８１ ８０－５５５０－０１２３',
      ].join('\n'),
    ).contact_info;
    expect(fullwidth).toMatchObject({
      first_name: 'Haruto',
      last_name: 'Sato',
      email: 'haruto.sato@example.jp',
      phone: '+81 80-5550-0123',
    });
    const zeroWidth = previewFromText(['Omar Haddad', 'Email: om\u200bar.\u200dhad\u2060dad@example.com'].join('\n'));
    expect(zeroWidth.contact_info.email).toBe('omar.haddad@example.com');
  });
});

describe('a LinkedIn address hyphenated at a line end', () => {
  it("keeps the hyphen, the address's own, and joins the word opening the next line", () => {
    expect(linkedInTail('linkedin.com/in/maximilian-', 'oberhausen · Berlin-Kreuzberg')).toBe('oberhausen');
    expect(linkedInTail('linkedin.com/in/ann-', 'lee | Leeds')).toBe('lee');
    expect(linkedInTail('linkedin.com/in/ann-lee', 'Leeds · UK')).toBe('');
    const text = ['Jonas Weber', 'jonas.weber@example.de', 'LinkedIn: linkedin.com/in/jonas-', 'weber-ing · Köln'];
    expect(extractContact(text.join('\n')).linkedin_url).toBe('https://www.linkedin.com/in/jonas-weber-ing');
  });
});

describe('Word fields and what Word does not show', () => {
  it('reads a hyperlink field whose instruction is split over runs, a tooltip switch after its target', () => {
    const run = (inner: string) => `<w:r>${inner}</w:r>`;
    const xml =
      run('<w:fldChar w:fldCharType="begin"/>') +
      run('<w:instrText xml:space="preserve"> HYPERLINK &quot;mailto:</w:instrText>') +
      run('<w:instrText>ines.costa@example.pt</w:instrText>') +
      run('<w:instrText xml:space="preserve">&quot; \\o &quot;Write to me&quot; </w:instrText>') +
      run('<w:fldChar w:fldCharType="separate"/>') +
      run('<w:t>Email</w:t>') +
      run('<w:fldChar w:fldCharType="end"/>');
    expect(fieldHyperlinks(xml)).toEqual(['mailto:ines.costa@example.pt']);
  });

  it('keeps the instructions of nested fields apart, and of simple fields', () => {
    const xml =
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> IF 1 = 1 </w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> HYPERLINK "https://www.linkedin.com/in/</w:instrText></w:r>' +
      '<w:r><w:instrText>ines-costa"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
      '<w:r><w:instrText> "yes"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
      '<w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>';
    expect(fieldInstructions(xml)).toEqual([
      ' HYPERLINK "https://www.linkedin.com/in/ines-costa"',
      ' IF 1 = 1  "yes"',
      ' PAGE ',
    ]);
    expect(fieldHyperlinks(xml)).toEqual(['https://www.linkedin.com/in/ines-costa']);
  });

  it('drops a run of hidden text from a visible line, not a hidden paragraph mark or an old property', () => {
    const xml =
      '<w:p><w:r><w:t>Email: ana@example.com</w:t></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:t> (old: ana@old.example.net)</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:rPr><w:vanish/></w:rPr></w:pPr><w:r><w:t>Phone: 0161 496 0000</w:t></w:r></w:p>' +
      '<w:p><w:r><w:rPr><w:rPrChange w:id="1"><w:rPr><w:vanish/></w:rPr></w:rPrChange></w:rPr><w:t>Leeds</w:t></w:r></w:p>' +
      '<w:p><w:r><w:rPr><w:vanish w:val="0"/></w:rPr><w:t>UK</w:t></w:r></w:p>';
    expect(wordParagraphs(withoutHiddenRuns(xml))).toEqual([
      'Email: ana@example.com',
      'Phone: 0161 496 0000',
      'Leeds',
      'UK',
    ]);
  });

  it('never reads a tracked deletion or the old place of moved text outside the body', () => {
    const xml =
      '<w:p><w:r><w:t>linkedin.com/in/tomas-horv</w:t></w:r><w:del w:id="1"><w:r><w:delText>at</w:delText></w:r></w:del>' +
      '<w:ins w:id="2"><w:r><w:t>ath</w:t></w:r></w:ins></w:p>' +
      '<w:p><w:moveFrom w:id="3"><w:r><w:t>Phone: +44 20 7946 0615</w:t></w:r></w:moveFrom></w:p>';
    expect(wordParagraphs(xml)).toEqual(['linkedin.com/in/tomas-horvath']);
  });

  it('reads a Word document without the hidden runs of its visible lines', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph('Bronwen Hughes'),
            new Paragraph({
              children: [
                new TextRun('Email: bronwen.hughes@example.co.uk'),
                new TextRun({ text: ' (old: b.hughes@oldmail.example.net, 029 2018 0000)', vanish: true }),
                new TextRun(' · Mobile: 07700 900 415'),
              ],
            }),
            new Paragraph('Paediatric nurse with nine years on children’s wards in Cardiff and Swansea.'),
          ],
        },
      ],
    });
    const answer = await readResume({ kind: 'file', bytes: new Uint8Array(await Packer.toBuffer(doc)) });
    expect(answer.ok && answer.preview.formatted_text).not.toContain('oldmail');
    expect(answer.ok && answer.preview.contact_info).toMatchObject({
      email: 'bronwen.hughes@example.co.uk',
      phone: '07700 900 415',
    });
  });

  it('reads hidden runs in linear time', () => {
    for (const xml of ['<w:r><w:rPr><w:vanish/>'.repeat(8_000), '<w:r>'.repeat(20_000), '</w:r>'.repeat(20_000)]) {
      const start = performance.now();
      withoutHiddenRuns(xml);
      fieldInstructions(xml);
      expect(performance.now() - start).toBeLessThan(250);
    }
  });
});

describe('sixth wild resume fixtures', () => {
  it('reads at least the share of fields reached in tuning', async () => {
    const { resumes, rate } = await batchAccuracy(WILD6);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(200 / 200);
  }, 60_000);
});
