// The reader on the fifth wild development batch (tests/fixtures/resumes/wild5, real generators and names of many
// countries): each rule those resumes needed, checked on small texts and documents of its own, and the batch read as
// the API reads it.
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { decodeText } from './charset.ts';
import { extractContact } from './contact.ts';
import { withoutHiddenRuns, wordParagraphs } from './docx-parts.ts';
import { joinBrokenLines } from './pdf-layout.ts';
import { readResume } from './read.ts';
import { batchAccuracy } from '../../test/resume-batch.ts';

const WILD5 = path.resolve('tests/fixtures/resumes/wild5');

/**
 * A text in a single-byte code page whose letters of one script are one run of Unicode moved down by `shift`
 * (ISO-8859-7 Greek: 0x2D0; Windows-1255 Hebrew: 0x4F0; Windows-1251 Cyrillic А–я: 0x350); ASCII as it is.
 */
function singleByte(text: string, shift: number): Buffer {
  return Buffer.from([...text].map((c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : c.charCodeAt(0) - shift)));
}

describe("a template's placeholders", () => {
  it("reads none of a template's sample name, address, phone and LinkedIn handle as the candidate's", () => {
    const text = [
      'YOUR NAME',
      'Street Address, City, ST ZIP Code | (123) 456-7890 | email@example.com',
      'linkedin.com/in/yourname',
      'Priya Raman',
      'Chennai | +91 98400 55501 | priya.raman@example.in',
      'linkedin.com/in/priya-raman',
    ].join('\n');
    expect(extractContact(text)).toEqual({
      first_name: 'Priya',
      last_name: 'Raman',
      email: 'priya.raman@example.in',
      phone: '+91 98400 55501',
      linkedin_url: 'https://www.linkedin.com/in/priya-raman',
    });
  });

  it('leaves a placeholder out even when it is the only one of its kind', () => {
    const text = ['First Last', 'Kofi Mensah', 'kofi.mensah@example.com.gh', 'Phone: 000-000-0000'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Kofi', last_name: 'Mensah', phone: null });
    expect(extractContact(['Eva Lind', 'your.name@email.com', 'eva.lind@example.se'].join('\n')).email).toBe(
      'eva.lind@example.se',
    );
  });
});

describe("Word's hidden text", () => {
  it('leaves out the hidden runs, and so the paragraphs whose every run is hidden', () => {
    const xml = [
      '<w:body><w:p><w:r><w:rPr><w:vanish/></w:rPr><w:t>YOUR NAME</w:t></w:r></w:p>',
      '<w:p><w:r><w:t>Ines Duarte</w:t></w:r></w:p>',
      '<w:p><w:r><w:rPr><w:vanish w:val="0"/></w:rPr><w:t>ines@example.pt</w:t></w:r></w:p>',
      '<w:p><w:r><w:rPr><w:vanish/></w:rPr><w:t>Tel </w:t></w:r><w:r><w:t>912 555 012</w:t></w:r></w:p></w:body>',
    ].join('');
    expect(wordParagraphs(withoutHiddenRuns(xml))).toEqual(['Ines Duarte', 'ines@example.pt', '912 555 012']);
  });

  it('reads a Word document without its hidden template lines', async () => {
    const hidden = (text: string) => new Paragraph({ children: [new TextRun({ text, vanish: true })] });
    const doc = new Document({
      sections: [
        {
          children: [
            hidden('Alex Sample'),
            hidden('alex.sample@example.org | +1 (555) 555-0100'),
            new Paragraph('Ananya Krishnan'),
            new Paragraph('Pune | +91 99005 55012 | ananya.krishnan@example.in'),
            new Paragraph('Business analyst with six years in insurance and banking programmes.'),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(doc));
    const answer = await readResume({ kind: 'file', bytes });
    expect(answer.ok && answer.preview.formatted_text).not.toContain('Alex Sample');
    expect(answer.ok && answer.preview.contact_info).toMatchObject({
      first_name: 'Ananya',
      last_name: 'Krishnan',
      email: 'ananya.krishnan@example.in',
      phone: '+91 99005 55012',
    });
  });
});

describe('single-byte code pages of non-Latin scripts', () => {
  it('tells Greek in ISO-8859-7 and Hebrew in Windows-1255 from Cyrillic in Windows-1251', () => {
    const greek = 'Νικόλαος Παπαδάκης\nΚινητό: 697 555 0142\nΗλεκτρολόγος μηχανικός στο Ηράκλειο της Κρήτης';
    expect(decodeText(singleByte(greek, 0x2d0))).toEqual({ text: greek, encoding: 'iso-8859-7' });
    const hebrew = 'יונתן לוי\nטלפון נייד: 052-555-0188\nמהנדס תעשייה וניהול עם שש שנות ניסיון בשרשרת אספקה';
    expect(decodeText(singleByte(hebrew, 0x4f0))).toEqual({ text: hebrew, encoding: 'windows-1255' });
    const russian = 'Анна Смирнова\nТелефон: +7 916 555 0123\nменеджер по закупкам в торговой компании';
    expect(decodeText(singleByte(russian, 0x350))).toEqual({ text: russian, encoding: 'windows-1251' });
  });
});

describe('names and labels in other scripts', () => {
  it('reads a name written only in Hebrew, past the document title', () => {
    const text = [
      'קורות חיים',
      '',
      'יונתן לוי',
      'ת.ז. 012345674',
      'טלפון נייד: 052-555-0188',
      'yonatan.levi@example.co.il',
    ];
    expect(extractContact(text.join('\n'))).toMatchObject({
      first_name: 'יונתן',
      last_name: 'לוי',
      phone: '052-555-0188',
    });
  });

  it('takes no Hebrew or Arabic job title for the name', () => {
    const hebrew = ['קורות חיים', 'מהנדסת תוכנה', 'נועה כהן', 'noa.cohen@example.co.il'];
    expect(extractContact(hebrew.join('\n'))).toMatchObject({ first_name: 'נועה', last_name: 'כהן' });
    const arabic = ['السيرة الذاتية', 'مهندس برمجيات', 'محمد أحمد', 'mohamed@example.eg'];
    expect(extractContact(arabic.join('\n'))).toMatchObject({ first_name: 'محمد', last_name: 'أحمد' });
  });

  it('enters a name written in its own script and in Latin letters beside it in the Latin letters', () => {
    expect(extractContact(['נועה כהן', 'Noa Cohen', 'nc1990@example.co.il'].join('\n'))).toMatchObject({
      first_name: 'Noa',
      last_name: 'Cohen',
    });
    expect(extractContact(['Екатерина Смирнова', 'Ekaterina Smirnova', 'kate90@example.ru'].join('\n'))).toMatchObject({
      first_name: 'Ekaterina',
      last_name: 'Smirnova',
    });
  });

  it('reads a Greek name past its title, and the labelled mobile over the landline', () => {
    const text = ['ΒΙΟΓΡΑΦΙΚΟ ΣΗΜΕΙΩΜΑ', 'Νικόλαος Παπαδάκης', 'Τηλέφωνο: 2810 555 019', 'Κινητό: 697 555 0142'];
    expect(extractContact(text.join('\n'))).toMatchObject({
      first_name: 'Νικόλαος',
      last_name: 'Παπαδάκης',
      phone: '697 555 0142',
    });
  });

  it("takes a Korean form's labelled mobile over the home number above it", () => {
    const text = [
      '성명',
      '김민준',
      '전화번호',
      '02-555-0123',
      '휴대폰',
      '010-5555-0123',
      '이메일',
      'minjun.kim@example.co.kr',
    ];
    expect(extractContact(text.join('\n')).phone).toBe('010-5555-0123');
  });
});

describe('numbers that are not phones', () => {
  it('never takes a postcode after 〒 or a national ID number after its label', () => {
    expect(extractContact(['山田 花子', '〒150-0002', '電話', '080-5555-0178'].join('\n')).phone).toBe('080-5555-0178');
    const ids = ['CPF: 123.456.789-09', 'AHV-Nr. 756.1234.5678.97', 'Personnummer: 920315-1234', 'ЕГН: 920315-4321'];
    for (const id of ids) expect(extractContact(['Ana Lima', 'ana.lima@example.com', id].join('\n')).phone).toBeNull();
    const line = 'Mobile: +27 82 555 0134 | ID No.: 9203150123088';
    expect(extractContact(['Thandiwe Mokoena', line].join('\n')).phone).toBe('+27 82 555 0134');
  });
});

describe("the candidate's own block and forms", () => {
  it('reads a referees sidebar under a heading spaced out letter by letter as the referees', () => {
    const text = [
      'R E F E R E E S',
      'Mere Tawhiri',
      'Operations Manager',
      '021 555 0177',
      'mere.tawhiri@example.co.nz',
      'S K I L L S',
      'Tenancy management',
      'Aroha Ngata',
      'Property Manager · Wellington',
      'Contact: 021 555 0193 · aroha.ngata@example.co.nz',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha.ngata@example.co.nz',
      phone: '021 555 0193',
    });
  });

  it("reads the old Europass 'Surname(s) / First name(s)' label over its value surname first", () => {
    const text = ['Personal information', 'Surname(s) / First name(s)', 'Kovačević Ivana', 'E-mail | iv@example.hr'];
    expect(extractContact(text.join('\n'))).toMatchObject({ first_name: 'Ivana', last_name: 'Kovačević' });
  });

  it('reads given names over surnames on two lines in large type, each whole', () => {
    const text = [
      'Rua Voluntários da Pátria 190',
      'Luiza Helena',
      '+55 21 99555 0178',
      'Carvalho Ribeiro dos Santos | luiza.santos@example.com.br',
      'Environmental Engineer',
    ].join('\n');
    const hints = [
      { line: 'Carvalho Ribeiro dos Santos | luiza.santos@example.com.br', weight: 2.7 },
      { line: 'Luiza Helena', weight: 2.2 },
    ];
    expect(extractContact(text, [], hints)).toMatchObject({
      first_name: 'Luiza Helena',
      last_name: 'Carvalho Ribeiro dos Santos',
    });
    // A job title in smaller type under the name is no surname.
    const titled = ['Jane Doe', 'Data Engineer', 'jane.doe@example.com'].join('\n');
    const smaller = [
      { line: 'Jane Doe', weight: 2.5 },
      { line: 'Data Engineer', weight: 1.5 },
    ];
    expect(extractContact(titled, [], smaller)).toMatchObject({ first_name: 'Jane', last_name: 'Doe' });
  });

  it('keeps both surnames when the address cuts both to their initials', () => {
    const text = ['Guadalupe Hernández Ruiz', 'Logistics Coordinator', 'guadalupe.hr@example.com'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Guadalupe', last_name: 'Hernández Ruiz' });
  });
});

describe('PDF lines', () => {
  it('never joins a website under a LinkedIn address to it', () => {
    const line = (text: string, x1: number, y: number) => ({ text, x0: 10, x1, y, size: 9 });
    const lines = [line('linkedin.com/in/lachlanwright', 100, 500), line('lachlanwright.example.net', 90, 489)];
    expect(joinBrokenLines(lines).map((l) => l.text)).toEqual([
      'linkedin.com/in/lachlanwright',
      'lachlanwright.example.net',
    ]);
  });
});

describe('fifth wild resume fixtures', () => {
  it('reads at least the share of fields reached in tuning', async () => {
    const { resumes, rate } = await batchAccuracy(WILD5);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(199 / 200);
  }, 60_000);
});
