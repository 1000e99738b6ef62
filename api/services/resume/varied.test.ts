// The reader on resumes of kinds the first fixtures lacked (tests/fixtures/resumes/varied): layout pieces
// told apart by type size, addresses kept whole or apart, and the contact rules those resumes need.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from './charset.ts';
import { extractContact, parseNameLine, shortLinkedIn, writtenOutEmails } from './contact.ts';
import { detectFileKind } from './detect.ts';
import { fieldHyperlinks, paragraphSizes, styleSizes } from './docx-parts.ts';
import { previewResumeFile } from './index.ts';
import { joinBrokenLines, readPdfLayout } from './pdf-layout.ts';

const VARIED = path.resolve('tests/fixtures/resumes/varied');
const varied = (name: string) => fs.readFileSync(path.join(VARIED, name));
const layoutLines = async (name: string) => (await readPdfLayout(new Uint8Array(varied(name)), 3)).text.split('\n');

describe('PDF layout on varied templates', () => {
  it('keeps a name apart from the smaller job title printed on its baseline', async () => {
    const lines = await layoutLines('chromium-band-name-title-one-line.pdf');
    expect(lines[0]).toBe("Siobhán O'Neil | Senior Software Engineer");
  });

  it('keeps letter-spaced small capitals in one piece', async () => {
    const lines = await layoutLines('chromium-letterspaced-small-caps-two-words-city.pdf');
    expect(lines[0]).toBe('O L I V I E R M A R C H A N D');
  });

  it('never runs an e-mail address into the link on the next line', async () => {
    const lines = await layoutLines('chromium-cyrillic.pdf');
    expect(lines).toContain('linkedin.com/in/dmitry-sokolov');
    expect(lines.some((line) => line.includes('d.sokolov@example.ru') && !line.includes('linkedin'))).toBe(true);
  });

  it('joins a LinkedIn address wrapped inside a grid cell', async () => {
    const lines = await layoutLines('chromium-linkedin-caps-slug-slash.pdf');
    expect(lines.some((line) => line.includes('www.linkedin.com/in/Rahul-Mehta-7b3a2c1/'))).toBe(true);
    expect(lines).not.toContain('Mehta-7b3a2c1/');
  });

  it('joins an address the column broke, never a link of its own under a whole one', () => {
    const line = (text: string, x1: number, y: number) => ({ text, x0: 10, x1, y, size: 9 });
    const texts = (lines: ReturnType<typeof line>[]) => joinBrokenLines(lines).map((l) => l.text);
    expect(texts([line('linkedin.com/in/ana-ma', 100, 500), line('rtin-42', 40, 489)])).toEqual([
      'linkedin.com/in/ana-martin-42',
    ]);
    expect(texts([line('linkedin.com/in/dmitry-sokolov', 100, 500), line('github.com/dsokolov', 90, 489)])).toEqual([
      'linkedin.com/in/dmitry-sokolov',
      'github.com/dsokolov',
    ]);
    expect(texts([line('jane@example.com', 100, 500), line('Torino', 60, 489)])).toEqual([
      'jane@example.com',
      'Torino',
    ]);
  });

  it('offers a name wrapped over two lines of a narrow sidebar as one line', async () => {
    const { nameHints } = await readPdfLayout(new Uint8Array(varied('chromium-name-in-sidebar.pdf')), 3);
    expect(nameHints[0]?.line).toBe('Aleksandra Nowak-Kowalczyk');
  });
});

describe('contact details in the forms varied resumes use', () => {
  it('reads addresses written out as words or in brackets, and nothing from plain prose', () => {
    expect(writtenOutEmails('priya.raman at example dot com · +91 98765 43210')).toEqual(['priya.raman@example.com']);
    expect(writtenOutEmails('Email: lan.nguyen [at] mail.example [dot] vn')).toEqual(['lan.nguyen@mail.example.vn']);
    expect(writtenOutEmails('marcus (at) consulting.example (dot) com')).toEqual(['marcus@consulting.example.com']);
    expect(writtenOutEmails('Engineer at acme.com, then lead at Initech')).toEqual([]);
    expect(writtenOutEmails('ann@example.com')).toEqual([]);
    // A plain address outranks a written-out one.
    expect(extractContact('Ann Lee\nann.lee@example.com\nsales at acme dot com').email).toBe('ann.lee@example.com');
  });

  it('reads a LinkedIn profile printed as in/handle or behind a label, not "in/out" in a sentence', () => {
    expect(shortLinkedIn('L: in/kwabena-owusu')).toBe('https://www.linkedin.com/in/kwabena-owusu');
    expect(shortLinkedIn('087 123 4567 · LinkedIn: /in/aoife-ni-bhriain')).toBe(
      'https://www.linkedin.com/in/aoife-ni-bhriain',
    );
    expect(shortLinkedIn('LinkedIn: jane-doe-42')).toBe('https://www.linkedin.com/in/jane-doe-42');
    expect(shortLinkedIn('LinkedIn: available')).toBeNull();
    const prose = 'Ann Lee\nann@example.com\n\nExperience\nRan in/out bound flows for two warehouses';
    expect(extractContact(prose).linkedin_url).toBeNull();
  });

  it('reads CJK names family name first, never a heading as short as a name', () => {
    expect(parseNameLine('王小明')).toEqual({ first: '小明', last: '王', middle: [] });
    expect(parseNameLine('欧阳娜娜')).toEqual({ first: '娜娜', last: '欧阳', middle: [] });
    expect(parseNameLine('山田 太郎')).toEqual({ first: '太郎', last: '山田', middle: [] });
    expect(parseNameLine('김민준')).toEqual({ first: '민준', last: '김', middle: [] });
    for (const heading of ['工作经历', '이력서', '連絡先', '上海']) expect(parseNameLine(heading), heading).toBeNull();
    expect(extractContact('个人简历\n姓名：王小明\n电话：138 0013 8000')).toMatchObject({
      first_name: '小明',
      last_name: '王',
    });
  });

  it('reads Cyrillic names written surname first, and leaves those in order alone', () => {
    expect(parseNameLine('Иванова Екатерина Сергеевна')).toMatchObject({ first: 'Екатерина', last: 'Иванова' });
    expect(parseNameLine('Коваленко Олена')).toMatchObject({ first: 'Олена', last: 'Коваленко' });
    expect(parseNameLine('Дмитрий Соколов')).toMatchObject({ first: 'Дмитрий', last: 'Соколов' });
    expect(parseNameLine('Дмитрий Сергеевич Соколов')).toMatchObject({ first: 'Дмитрий', last: 'Соколов' });
    const text = 'Иванова Екатерина Сергеевна\nE-mail: ivanova.ekaterina@mail.example.ru';
    expect(extractContact(text)).toMatchObject({ first_name: 'Екатерина', last_name: 'Иванова' });
  });

  it('sets names in capitals in their own case rules and keeps particles as written', () => {
    expect(parseNameLine('AYŞE YILMAZ')).toMatchObject({ first: 'Ayşe', last: 'Yılmaz' });
    expect(parseNameLine('AOIFE NÍ BHRIAIN')).toMatchObject({ first: 'Aoife', last: 'Ní Bhriain' });
    expect(parseNameLine('Aoife Ní Bhriain')).toMatchObject({ last: 'Ní Bhriain' });
    expect(parseNameLine('PIETER VAN DER BERG')).toMatchObject({ last: 'van der Berg' });
    expect(parseNameLine('Ana De La Cruz')).toMatchObject({ last: 'De La Cruz' });
  });

  it('never takes a job title above the name for the name', () => {
    for (const title of ['Registered Dietitian', 'Clinical Research Associate', 'Certified Physiotherapist']) {
      expect(parseNameLine(title), title).toBeNull();
    }
    expect(extractContact('Registered Dietitian\nOlivia Bennett\nhello@oliviaeats.example')).toMatchObject({
      first_name: 'Olivia',
      last_name: 'Bennett',
    });
  });

  it('reads UTF-16 text saved without a byte-order mark', () => {
    const le = Buffer.from('Björn Åkesson\r\nbjorn@example.se\r\n', 'utf16le');
    expect(detectFileKind(le)).toBe('txt');
    expect(decodeText(le)).toEqual({ text: 'Björn Åkesson\r\nbjorn@example.se\r\n', encoding: 'utf-16le' });
    const be = Buffer.from(le).swap16();
    expect(decodeText(be).encoding).toBe('utf-16be');
    expect(detectFileKind(varied('txt-utf16le-no-bom-swedish.txt'))).toBe('txt');
  });
});

describe('names, phones and sections in other orders', () => {
  it('reads a labelled name written surname first in ordinary case', () => {
    expect(parseNameLine('Name: Wójcik, Agnieszka')).toMatchObject({ first: 'Agnieszka', last: 'Wójcik' });
    // Unlabelled, a comma after two names in ordinary case still only ends the name ('Jane Doe, MBA').
    expect(parseNameLine('Jane Doe, MBA')).toMatchObject({ first: 'Jane', last: 'Doe' });
    expect(parseNameLine('MSc Supply Chain Management')).toBeNull();
  });

  it("takes the candidate's contacts from a Contact section after the referees", () => {
    const text =
      'Fiona Campbell\n\nREFEREES\nJane Morris — jane.morris@health.example.gov.au — 02 9555 0100\n\n' +
      'CONTACT\nfiona.campbell@example.com.au | 0412 345 678';
    expect(extractContact(text)).toMatchObject({ email: 'fiona.campbell@example.com.au', phone: '0412 345 678' });
  });

  it('keeps an extension written after a comma', () => {
    expect(extractContact('Ann Lee\n+1 (212) 555-0147, ext. 3').phone).toBe('+1 (212) 555-0147, ext. 3');
  });

  it('reads a compound given name from how the address splits the name', () => {
    const text = 'Maria Angelica Santos\nangelica.santos@example.ph';
    expect(extractContact(text)).toMatchObject({ first_name: 'Maria Angelica', last_name: 'Santos' });
    expect(extractContact('José Muñoz Peña\njose.munoz@example.es')).toMatchObject({
      first_name: 'José',
      last_name: 'Muñoz Peña',
    });
  });

  it('reads the LinkedIn icon printed as "in" before a handle on its own line', () => {
    expect(extractContact('Omar Al-Farsi\nomar@example.om\nin omar-alfarsi').linkedin_url).toBe(
      'https://www.linkedin.com/in/omar-alfarsi',
    );
    expect(extractContact('Omar Al-Farsi\nomar@example.om\nin long-term roles').linkedin_url).toBeNull();
  });
});

describe('phones, greetings, stacked names and Cyrillic text files', () => {
  it('reads phones with en dashes, bare on a contact line, or two run together, and no month ranges', () => {
    expect(extractContact('Ann Lee\nann@example.com\n\nContact\n+1 415–555–0163').phone).toBe('+1 415–555–0163');
    expect(extractContact('Ann Lee\nann@example.com | 07700900123').phone).toBe('07700900123');
    expect(extractContact('Ann Lee\n020 123 4567 / 06 12345678').phone).toBe('020 123 4567');
    expect(extractContact('Ann Lee\nann@example.de\nMünchen\n0171/2345678').phone).toBe('0171/2345678');
    expect(extractContact('Ann Lee\nann@example.de\n\nExperience\nCase 2023/04512 closed').phone).toBeNull();
    const dates = 'Ann Lee\nann@example.com\n\nExperience\nAccount Executive, Helix — 01/2019 – 12/2022';
    expect(extractContact(dates).phone).toBeNull();
    // A bare run of digits in prose is still no phone.
    expect(extractContact('Ann Lee\nann@example.com\n\nExperience\nShipped order 123456789 on time').phone).toBeNull();
  });

  it('reads a name after an icon and a greeting, and a name set over two lines', () => {
    expect(parseNameLine("👋 Hi, I'm Isabela Costa")).toMatchObject({ first: 'Isabela', last: 'Costa' });
    expect(extractContact('SANNE\nBAKKER\n020 123 4567\nsanne@example.nl')).toMatchObject({
      first_name: 'Sanne',
      last_name: 'Bakker',
    });
  });

  it('reads Cyrillic text saved as Windows-1251, Polish as Windows-1250, and Western text as Windows-1252', () => {
    const cyrillic = Buffer.from([0xc0, 0xed, 0xed, 0xe0, 0x20, 0xd1, 0xec, 0xe8, 0xf0, 0xed, 0xee, 0xe2, 0xe0]);
    const text = Buffer.concat(Array<Buffer>(3).fill(Buffer.concat([cyrillic, Buffer.from('\n')])));
    expect(decodeText(text)).toMatchObject({ encoding: 'windows-1251' });
    expect(decodeText(text).text.startsWith('Анна Смирнова')).toBe(true);
    expect(decodeText(Buffer.from('Fran\xe7ois Lef\xe8vre, r\xe9sum\xe9 \x96 Lyon', 'latin1')).encoding).toBe(
      'windows-1252',
    );
    const polish = Buffer.from('\xa3ukasz Wi\x9cniewski, \xa3\xf3d\x9f', 'latin1');
    expect(decodeText(polish)).toEqual({ text: 'Łukasz Wiśniewski, Łódź', encoding: 'windows-1250' });
    expect(decodeText(Buffer.from('Price: \xa3100, caf\xe9 \xbfQu\xe9? \xbfC\xf3mo?', 'latin1')).encoding).toBe(
      'windows-1252',
    );
  });
});

describe('type sizes in Word documents', () => {
  const styles =
    '<w:styles><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>' +
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
    '<w:style w:type="paragraph" w:styleId="Title"><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="56"/></w:rPr></w:style>' +
    '<w:style w:type="paragraph" w:styleId="Subtitle"><w:basedOn w:val="Title"/></w:style></w:styles>';

  it('resolves style sizes through basedOn and the document defaults', () => {
    const { sizes, normal } = styleSizes(styles);
    expect(normal).toBe(22);
    expect(sizes.get('Title')).toBe(56);
    expect(sizes.get('Subtitle')).toBe(56);
    expect(styleSizes('').normal).toBe(20);
  });

  it('gives each paragraph the size of its largest text, from its runs or its style', () => {
    const doc =
      '<w:body><w:p><w:r><w:t>Building Reliable Supply Chains</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:pStyle w:val="Title"/><w:rPr><w:sz w:val="8"/></w:rPr></w:pPr><w:r><w:t>Benedikt Schröder</w:t></w:r></w:p>' +
      '<w:p><w:r><w:rPr><w:sz w:val="40"/></w:rPr><w:t>Big</w:t></w:r><w:r><w:t xml:space="preserve"> small</w:t></w:r></w:p></w:body>';
    expect(paragraphSizes(doc, styleSizes(styles))).toEqual([
      { line: 'Building Reliable Supply Chains', size: 22 },
      { line: 'Benedikt Schröder', size: 56 },
      { line: 'Big small', size: 40 },
    ]);
  });

  it('takes the name in the largest type over a tagline above it', async () => {
    const { contact_info } = (await previewResumeFile(varied('docx-tagline-before-name.docx'))).preview;
    expect(contact_info).toMatchObject({ first_name: 'Benedikt', last_name: 'Schröder' });
  });
});

describe('surnames in capitals first and numbers behind links', () => {
  it('reads a surname in capitals before the given name, and nothing else as one', () => {
    expect(parseNameLine('DUPONT Marie')).toEqual({ first: 'Marie', last: 'Dupont', middle: [] });
    expect(parseNameLine('VAN DER BERG Pieter Jan')).toEqual({
      first: 'Pieter',
      last: 'van der Berg',
      middle: ['Jan'],
    });
    expect(parseNameLine('Marie DUPONT')).toMatchObject({ first: 'Marie', last: 'Dupont' });
    expect(parseNameLine('JP Morgan')).toMatchObject({ first: 'JP', last: 'Morgan' });
    expect(parseNameLine('MARIE DUPONT')).toMatchObject({ first: 'Marie', last: 'Dupont' });
  });

  it("reads a phone number only linked behind 'tel:'", () => {
    expect(extractContact('Jonas Weber\nCall me', ['tel:+4915112345678']).phone).toBe('+4915112345678');
    expect(extractContact('Jonas Weber\n+49 30 1234567', ['tel:+4915112345678']).phone).toBe('+49 30 1234567');
  });
});

describe('document titles before the name and codes that look like phones', () => {
  it('reads the name after a document title on its line', () => {
    expect(parseNameLine('Resume of Declan Murphy')).toMatchObject({ first: 'Declan', last: 'Murphy' });
    expect(parseNameLine('CV – Ingrid Halvorsen')).toMatchObject({ first: 'Ingrid', last: 'Halvorsen' });
    expect(parseNameLine('Curriculum Vitae — Giulia Bianchi')).toMatchObject({ first: 'Giulia', last: 'Bianchi' });
    expect(parseNameLine('Ingrid Halvorsen – Planner')).toMatchObject({ first: 'Ingrid', last: 'Halvorsen' });
  });

  it('never takes a ZIP+4 code after its state for the phone', () => {
    const text = 'Brandon Mitchell\n1200 Pine St, Seattle, WA 98101-1234 | (206) 555-0100 | b@example.com';
    expect(extractContact(text).phone).toBe('(206) 555-0100');
  });
});

describe('names run into other text', () => {
  it('reads the name before its job title on the first line or the line in the largest type', () => {
    expect(extractContact('Siobhán O’Neil Senior Software Engineer\nhello@example.ie')).toMatchObject({
      first_name: 'Siobhán',
      last_name: "O'Neil",
    });
    const hinted = 'Operations\nSiobhán O’Neil Senior Software Engineer\nhello@example.ie';
    expect(
      extractContact(hinted, [], [{ line: 'Siobhán O’Neil Senior Software Engineer', weight: 2.5 }]),
    ).toMatchObject({ first_name: 'Siobhán' });
    // Deeper in the text, a phrase before a job-title word is no name.
    expect(extractContact('Ann Lee\nann@example.com\n\nGreat Lakes Logistics, 2019 - 2024').first_name).toBe('Ann');
  });

  it('splits a letter-spaced name where the address domain or the LinkedIn slug shows the words', () => {
    // One unbroken word shows no split.
    expect(extractContact('S O F Í A M É N D E Z\nhola@sofiamendez.example').first_name).not.toBe('So');
    expect(extractContact('S O F Í A M É N D E Z\nhola@sofia-mendez.example')).toMatchObject({
      first_name: 'Sofía',
      last_name: 'Méndez',
    });
    expect(
      extractContact('T H A N D I W E N K O S I\ncontact@studio.example\nlinkedin.com/in/thandiwe-nkosi'),
    ).toMatchObject({ first_name: 'Thandiwe', last_name: 'Nkosi' });
  });
});

describe('pieces around the name and links written as fields', () => {
  it('reads the name past a monogram or a job title before it on its line', () => {
    expect(parseNameLine('MR | Mateo Ruiz')).toMatchObject({ first: 'Mateo', last: 'Ruiz' });
    expect(parseNameLine('Senior Product Manager | Ayumi Kobayashi')).toMatchObject({ first: 'Ayumi' });
    expect(parseNameLine('Python | Java Script')).toBeNull();
  });

  it('reads hyperlinks written as Word fields', () => {
    const xml =
      '<w:fldSimple w:instr="HYPERLINK &quot;https://fi.linkedin.com/in/rosalindgren/&quot;"><w:r><w:t>LinkedIn</w:t></w:r></w:fldSimple>' +
      '<w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:rosa@example.fi" </w:instrText></w:r>';
    expect(fieldHyperlinks(xml)).toEqual(['https://fi.linkedin.com/in/rosalindgren/', 'mailto:rosa@example.fi']);
  });
});

describe('academic titles and more particles', () => {
  it('drops Central European and academic titles before the name', () => {
    expect(parseNameLine('Dr. med. Anna Schmidt')).toMatchObject({ first: 'Anna', last: 'Schmidt' });
    expect(parseNameLine('Mgr. Jana Dvořáková')).toMatchObject({ first: 'Jana', last: 'Dvořáková' });
    expect(parseNameLine('Dott.ssa Chiara Riva')).toMatchObject({ first: 'Chiara', last: 'Riva' });
  });

  it('keeps Spanish and Italian particles with the surname', () => {
    expect(parseNameLine('Ana Sofía de los Santos')).toMatchObject({ first: 'Ana', last: 'de los Santos' });
    expect(parseNameLine('Marco degli Esposti')).toMatchObject({ first: 'Marco', last: 'degli Esposti' });
  });
});

describe('legacy CJK text files', () => {
  it('reads Shift_JIS and GBK where the bytes read as their script', () => {
    expect(decodeText(varied('txt-shift-jis-japanese.txt'))).toMatchObject({ encoding: 'shift_jis' });
    expect(decodeText(varied('txt-shift-jis-japanese.txt')).text).toContain('氏名：佐藤 花子');
    expect(decodeText(varied('txt-gbk-chinese.txt'))).toMatchObject({ encoding: 'gbk' });
    expect(decodeText(varied('txt-gbk-chinese.txt')).text).toContain('李丽华');
    expect(decodeText(varied('txt-windows1251-russian.txt'))).toMatchObject({ encoding: 'windows-1251' });
  });
});

describe('varied resume fixtures', () => {
  it('reads every field of at least 95% of them', async () => {
    const expected = JSON.parse(fs.readFileSync(path.join(VARIED, 'expected.json'), 'utf8')) as Array<
      { file: string } & Record<string, string | null>
    >;
    expect(expected.length).toBeGreaterThanOrEqual(30);
    const fields = ['first_name', 'last_name', 'email', 'phone', 'linkedin_url'] as const;
    let hits = 0;
    for (const item of expected) {
      const { contact_info } = (await previewResumeFile(varied(item.file))).preview;
      for (const field of fields) {
        const norm = (v: string | null | undefined) => (field === 'phone' ? (v ?? '').replace(/\D/g, '') : (v ?? ''));
        if (norm(contact_info[field]) === norm(item[field])) hits++;
      }
    }
    expect(hits / (expected.length * fields.length)).toBeGreaterThanOrEqual(0.95);
  }, 60_000);
});
