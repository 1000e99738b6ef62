import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { pdfFlateBomb, pdfHiddenFontBomb } from '../../test/hostile-resumes.ts';
import { decodeText } from './charset.ts';
import { extractContact, normalizeLinkedIn, parseNameLine } from './contact.ts';
import { detectFileKind } from './detect.ts';
import { externalHyperlinks, wordParagraphs } from './docx-parts.ts';
import { formatResumeText } from './format.ts';
import { looksLikePlace } from './places.ts';
import { previewResumeFile } from './index.ts';
import { createParserPool, type PoolAnswer } from './parser-pool.ts';
import { zipBombReason } from './zip.ts';

const FIXTURES = path.resolve('tests/fixtures/resumes');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

describe('detectFileKind', () => {
  it('reads the type from the bytes', () => {
    expect(detectFileKind(fixture('pdf-simple.pdf'))).toBe('pdf');
    expect(detectFileKind(fixture('docx-dots.docx'))).toBe('docx');
    expect(detectFileKind(fixture('txt-utf16be.txt'))).toBe('txt');
    expect(detectFileKind(fixture('txt-windows1252.txt'))).toBe('txt');
  });

  it('refuses binary data, images, empty files and ZIPs that are not Word documents', () => {
    expect(detectFileKind(fixture('hostile/garbage.bin'))).toBeNull();
    expect(detectFileKind(fixture('hostile/image.png'))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
    expect(detectFileKind(Buffer.from('PK\u0003\u0004 not really a zip'))).toBeNull();
  });
});

describe('decodeText', () => {
  it('honours UTF-8 and UTF-16 byte-order marks', () => {
    expect(decodeText(Buffer.from('\ufeffZoë', 'utf8'))).toEqual({ text: 'Zoë', encoding: 'utf-8' });
    expect(decodeText(Buffer.from('\ufeffChloé', 'utf16le'))).toEqual({ text: 'Chloé', encoding: 'utf-16le' });
    expect(decodeText(fixture('txt-utf16be.txt')).text.startsWith('HIROSHI TANAKA')).toBe(true);
  });

  it('reads invalid UTF-8 as Windows-1252', () => {
    const { text, encoding } = decodeText(Buffer.from([0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x93, 0x41, 0x94]));
    expect(encoding).toBe('windows-1252');
    expect(text).toBe('José “A”');
  });
});

describe('zipBombReason', () => {
  it('passes real documents and stops bombs before inflating', () => {
    expect(zipBombReason(fixture('docx-hyperlink.docx'))).toBeNull();
    expect(zipBombReason(fixture('hostile/zip-bomb.docx'))).toMatch(/ratio|large/);
    expect(zipBombReason(fixture('hostile/zip-many-entries.docx'))).toMatch(/entries/);
    expect(zipBombReason(Buffer.from('PK\u0003\u0004'))).toBe('unreadable archive');
  });
});

describe('parseNameLine', () => {
  it('reads names as people write them', () => {
    expect(parseNameLine('MARÍA GARCÍA-LÓPEZ, MBA')).toMatchObject({ first: 'María', last: 'García-López' });
    expect(parseNameLine('Robert J. Miller')).toMatchObject({ first: 'Robert', last: 'Miller' });
    expect(parseNameLine("D'ANGELO O'BRIEN")).toMatchObject({ first: "D'Angelo", last: "O'Brien" });
    expect(parseNameLine('Ludwig van der Berg')).toMatchObject({ first: 'Ludwig', last: 'van der Berg' });
    expect(parseNameLine('Dr. Anna Schmidt | Berlin')).toMatchObject({ first: 'Anna', last: 'Schmidt' });
    expect(parseNameLine('Name: Kwame Mensah')).toMatchObject({ first: 'Kwame', last: 'Mensah' });
    expect(parseNameLine('J O H N   S M I T H')).toMatchObject({ first: 'John', last: 'Smith' });
    expect(parseNameLine('SMITH, John')).toMatchObject({ first: 'John', last: 'Smith' });
    expect(parseNameLine('GARCÍA LÓPEZ, María José')).toMatchObject({ first: 'María', last: 'García López' });
    expect(parseNameLine('Jane Doe, PhD')).toMatchObject({ first: 'Jane', last: 'Doe' });
    expect(parseNameLine('CONNOR MCALLISTER')).toMatchObject({ first: 'Connor', last: 'McAllister' });
    expect(parseNameLine('# Noah Fischer')).toMatchObject({ first: 'Noah', last: 'Fischer' });
    expect(parseNameLine('Dipl.-Ing. Hans Müller')).toMatchObject({ first: 'Hans', last: 'Müller' });
    expect(parseNameLine('Sra. Elena Ruiz')).toMatchObject({ first: 'Elena', last: 'Ruiz' });
    expect(parseNameLine('**Kwame Asante**')).toMatchObject({ first: 'Kwame', last: 'Asante' });
  });

  it('rejects lines that are not names', () => {
    for (const line of [
      'Senior Software Engineer',
      'B.Sc. Business Administration',
      'jane@example.com',
      'Austin, TX',
      'AUSTIN, TX',
      'Seattle, Washington',
      'SKILLS, Tools',
      'Experience',
    ]) {
      expect(parseNameLine(line), line).toBeNull();
    }
  });
});

describe('extractContact', () => {
  it('reads a surname-first CV and a letter-spaced name, not the location line', () => {
    const cv = 'CURRICULUM VITAE\n\nNOWAK, Anna\nWarsaw, Poland\nanna.nowak@example.pl\n+48 601 234 567\n\nEDUCATION';
    expect(extractContact(cv)).toMatchObject({ first_name: 'Anna', last_name: 'Nowak' });
    const spaced = 'J O H N   S M I T H\nSeattle, Washington\njohn.smith@example.com\n\nEXPERIENCE';
    expect(extractContact(spaced)).toMatchObject({ first_name: 'John', last_name: 'Smith' });
  });

  it('takes the candidate’s own e-mail and phone, not a referee’s', () => {
    const text = [
      'Curriculum Vitae',
      'Li Wei',
      'Tel: +86 138 0013 8000',
      'li.wei@example.cn',
      '',
      'REFERENCES',
      'Mr Chen (manager) chen@corp.example.com, +86 139 0000 0000',
    ].join('\n');
    expect(extractContact(text)).toEqual({
      first_name: 'Li',
      last_name: 'Wei',
      email: 'li.wei@example.cn',
      phone: '+86 138 0013 8000',
      linkedin_url: null,
    });
  });

  it('finds LinkedIn without a scheme, or only behind a link', () => {
    expect(extractContact('Ann Lee\nlinkedin.com/in/ann-lee/ | ann@example.com').linkedin_url).toBe(
      'https://www.linkedin.com/in/ann-lee',
    );
    expect(
      extractContact('Ann Lee\nLinkedIn', ['mailto:x@y.z', 'https://uk.linkedin.com/in/annlee?trk=1']).linkedin_url,
    ).toBe('https://www.linkedin.com/in/annlee');
    expect(normalizeLinkedIn('https://example.com/in/x')).toBeNull();
  });

  it('does not take date ranges for phone numbers', () => {
    expect(extractContact('Sam Roe\nsam@example.com\nAcme 2019 - 2021\nBeta 2016-2019').phone).toBeNull();
  });

  it('falls back to the e-mail address for the name', () => {
    expect(extractContact('PROFILE\ngrace.hopper@example.com')).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
    });
  });
});

describe('names against places and layout', () => {
  it('tells places from names', () => {
    for (const place of [
      'Ciudad de México',
      'Buenos Aires',
      'Austin, TX',
      'SEATTLE, WASHINGTON',
      'Göteborg, Sverige',
    ]) {
      expect(looksLikePlace(place), place).toBe(true);
    }
    for (const person of ['Jordan Washington', 'Lucía Fernández', 'Georgia Chen', 'Paulo Coelho Santos']) {
      expect(looksLikePlace(person), person).toBe(false);
    }
  });

  it('prefers the line in the largest type, and never a city under a spaced name', () => {
    const text = 'SENIOR DATA ANALYST\nBuenos Aires\nLucía Fernández\nlucia@example.com';
    expect(extractContact(text)).toMatchObject({ first_name: 'Lucía', last_name: 'Fernández' });
    const hinted = 'Marta Ruiz\nPlanning\nKenji Watanabe\nkw@example.jp';
    expect(extractContact(hinted, [], [{ line: 'Kenji Watanabe', weight: 2.6 }])).toMatchObject({
      first_name: 'Kenji',
      last_name: 'Watanabe',
    });
  });

  it('reads an e-mail address that only sits behind a mailto: link', () => {
    expect(extractContact('Ann Lee\nEmail me', ['mailto:ann.lee@example.com?subject=Hi']).email).toBe(
      'ann.lee@example.com',
    );
    expect(extractContact('Ann Lee\nann@example.org', ['mailto:other@example.com']).email).toBe('ann@example.org');
  });

  it('gives a Spanish name its two surnames, but not a compound given name', () => {
    const es = (name: string) => extractContact(`${name}\nTeléfono: +34 600 000 000\n\nExperiencia\nAlmacén`);
    expect(es('Carlos Andrés Gómez Herrera')).toMatchObject({ first_name: 'Carlos', last_name: 'Gómez Herrera' });
    expect(es('María José Gómez')).toMatchObject({ first_name: 'María', last_name: 'Gómez' });
    expect(extractContact('Carlos Andrés Gómez\nExperience')).toMatchObject({ last_name: 'Gómez' });
  });

  it('takes the whole LinkedIn address from the link when the printed one is cut short', () => {
    const text = 'Ann Lee\nlinkedin.com/in/ann-lee-marc';
    expect(extractContact(text, ['https://www.linkedin.com/in/ann-lee-marchetti-42']).linkedin_url).toBe(
      'https://www.linkedin.com/in/ann-lee-marchetti-42',
    );
  });
});

describe('names in labelled fields and spaced letters', () => {
  it('reads first and last name from their own labels', () => {
    expect(extractContact('CV\nFirst name: Jean-Pierre\nLast name: Moreau\njp@example.fr')).toMatchObject({
      first_name: 'Jean-Pierre',
      last_name: 'Moreau',
    });
    expect(extractContact('Nombre: Carmen\nApellidos: Ortega Ruiz\nc@example.es')).toMatchObject({
      first_name: 'Carmen',
      last_name: 'Ortega Ruiz',
    });
  });

  it('splits a spaced-out name whose word gap was lost where the e-mail address shows it', () => {
    const text = 'L U C Í A F E R N Á N D E Z\nCiudad de México\nlucia.fdz@example.com';
    expect(extractContact(text)).toMatchObject({ first_name: 'Lucía', last_name: 'Fernández' });
  });

  it('joins letter-spaced words when formatting, so the city under them is not the name', () => {
    const text = formatResumeText('J O R G E   R A M Í R E Z\nCiudad de México\njorge@example.mx');
    expect(text.split('\n')[0]).toBe('JORGE RAMÍREZ');
    expect(extractContact(text)).toMatchObject({ first_name: 'Jorge', last_name: 'Ramírez' });
  });
});

describe('Word parts mammoth leaves out', () => {
  it('reads paragraphs, text boxes and external hyperlinks from the XML', () => {
    const xml =
      '<w:body><w:p><w:r><w:t>Ana</w:t></w:r><w:r><w:t xml:space="preserve"> Lima &amp; Co</w:t></w:r></w:p>' +
      '<w:p><w:r><w:drawing><wps:txbx><w:txbxContent><w:p><w:r><w:t>ana@example.com</w:t><w:tab/><w:t>+55 21 5555 0101</w:t></w:r></w:p>' +
      '</w:txbxContent></wps:txbx></w:drawing></w:r></w:p></w:body>';
    expect(wordParagraphs(xml)).toEqual(['Ana Lima & Co', 'ana@example.com\t+55 21 5555 0101']);
    expect(wordParagraphs(xml, true)).toEqual(['ana@example.com\t+55 21 5555 0101']);
    const rels =
      '<Relationships><Relationship Id="r1" Type="http://x/officeDocument/2006/relationships/hyperlink" ' +
      'Target="https://www.linkedin.com/in/ana?a=1&amp;b=2" TargetMode="External"/>' +
      '<Relationship Id="r2" Type="http://x/image" Target="media/a.png"/></Relationships>';
    expect(externalHyperlinks(rels)).toEqual(['https://www.linkedin.com/in/ana?a=1&b=2']);
  });
});

describe('formatResumeText', () => {
  it('keeps headings apart, unifies bullets, drops control characters and page markers', () => {
    const raw =
      'Jane\u0000 Doe\r\nSummary\r\nGood.\fEXPERIENCE\n●\nLed a team\n▪  Shipped\n-- 1 of 2 --\nSkills:\tSQL\tPython';
    expect(formatResumeText(raw)).toBe(
      'Jane Doe\n\nSummary\nGood.\n\nEXPERIENCE\n• Led a team\n• Shipped\nSkills: | SQL | Python',
    );
  });
});

describe('resume fixtures', () => {
  type Expected = { file: string } & Record<
    'first_name' | 'last_name' | 'email' | 'phone' | 'linkedin_url',
    string | null
  >;
  const read = (dir: string) =>
    (JSON.parse(fs.readFileSync(path.join(FIXTURES, dir, 'expected.json'), 'utf8')) as Expected[]).map((e) => ({
      ...e,
      file: path.join(dir, e.file),
    }));
  // The pdfkit and DOCX/TXT fixtures, and the Chromium-printed layouts (sidebars, spaced names over a city).
  const expected = [...read('.'), ...read('layout')];

  it('has at least 40 resumes across PDF, DOCX and TXT', () => {
    expect(expected.length).toBeGreaterThanOrEqual(40);
    for (const ext of ['.pdf', '.docx', '.txt']) expect(expected.some((e) => e.file.endsWith(ext))).toBe(true);
  });

  it('extracts at least 90% of every field correctly', async () => {
    const fields = ['first_name', 'last_name', 'email', 'phone', 'linkedin_url'] as const;
    const hits = Object.fromEntries(fields.map((f) => [f, 0])) as Record<(typeof fields)[number], number>;
    for (const item of expected) {
      const { contact_info } = (await previewResumeFile(fixture(item.file))).preview;
      for (const field of fields) {
        const norm = (v: string | null | undefined) => (field === 'phone' ? (v ?? '').replace(/\D/g, '') : (v ?? ''));
        if (norm(contact_info[field]) === norm(item[field])) hits[field]++;
      }
    }
    for (const field of fields) expect(hits[field] / expected.length, field).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});

describe('parser pool', () => {
  const text = (t: string) => ({ kind: 'text', text: t }) as const;
  const file = (bytes: Buffer) => ({ kind: 'file', bytes }) as const;
  const outcome = (answer: PoolAnswer) => (answer.ok ? 'ok' : answer.error);

  it('stops a read that runs past its time limit and refuses work beyond its queue at once', async () => {
    const pool = createParserPool({ size: 1, timeoutMs: 300, maxQueue: 1 });
    try {
      expect(outcome(await pool.read(text('Jane Doe, ready')))).toBe('ok');
      // Just under the 50 MB inflation cap: about 0.6 s of work on a quiet machine, twice the time limit.
      const slow = file(pdfFlateBomb(49));
      const reads = [pool.read(slow), pool.read(slow)];
      const started = performance.now();
      const refused = await pool.read(slow);
      expect(outcome(refused)).toBe('busy');
      expect(performance.now() - started).toBeLessThan(50);
      expect((await Promise.all(reads)).map(outcome)).toEqual(['timeout', 'timeout']);
      expect(outcome(await pool.read(text('Jane Doe\njane@example.com')))).toBe('ok');
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('answers a read that waited past its deadline with busy instead of leaving it queued', async () => {
    const pool = createParserPool({ size: 1, timeoutMs: 5_000, requestBudgetMs: 200, maxQueue: 4 });
    try {
      pool.warm();
      await vi.waitFor(() => expect(pool.stats().ready).toBe(1), { timeout: 10_000 });
      const [first, second] = await Promise.all([pool.read(file(pdfFlateBomb(49))), pool.read(text('Jane Doe'))]);
      // The queued read is the one under test. The long read's own outcome races its timer against the worker's
      // answer on a loaded machine, so either is fine.
      expect(outcome(second)).toBe('busy');
      expect(['timeout', 'ok']).toContain(outcome(first));
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('replaces a worker that holds more memory than its ceiling after a read', async () => {
    const pool = createParserPool({ size: 1, workerMemoryMb: 1 });
    try {
      const answer = await pool.read(file(fixture('pdf-multipage.pdf')));
      expect(outcome(answer)).toBe('ok');
      expect(pool.stats().replaced).toBe(1);
      expect(outcome(await pool.read(file(fixture('docx-hyperlink.docx'))))).toBe('ok');
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('stops a read whose buffers outgrow the memory ceiling, which the heap limit does not see', async () => {
    const pool = createParserPool({ size: 1, rssCeilingMb: 40, timeoutMs: 20_000, requestBudgetMs: 25_000 });
    try {
      pool.warm();
      await pool.read(text('Jane Doe warm'));
      expect(outcome(await pool.read(file(pdfHiddenFontBomb())))).toBe('too_complex');
      expect(outcome(await pool.read(file(fixture('pdf-simple.pdf'))))).toBe('ok');
    } finally {
      await pool.close();
    }
  }, 40_000);

  it('starts every worker ahead of the first file, and they read', async () => {
    const pool = createParserPool({ size: 2 });
    try {
      expect(pool.stats().workers).toBe(0);
      pool.warm();
      expect(pool.stats()).toMatchObject({ workers: 2, queued: 0 });
      const bytes = fixture('pdf-multipage.pdf');
      const results = await Promise.all([pool.read(file(bytes)), pool.read(file(bytes))]);
      expect(results.every((r) => r.ok && r.preview.formatted_text.length > 100)).toBe(true);
      expect(pool.stats().workers).toBe(2);
    } finally {
      await pool.close();
    }
  }, 30_000);
  it('starts no thread before the first read, retires idle threads and starts one again for the next read', async () => {
    const pool = createParserPool({ size: 2, idleMs: 300 });
    try {
      expect(pool.stats().workers).toBe(0);
      expect(outcome(await pool.read(text('Jane Doe\njane@example.com')))).toBe('ok');
      expect(pool.stats().workers).toBe(1);
      await vi.waitFor(() => expect(pool.stats().workers).toBe(0), { timeout: 5_000 });
      const again = await pool.read(file(fixture('pdf-simple.pdf')));
      expect(again.ok && again.preview.formatted_text.length > 0).toBe(true);
      // Retiring is not a failure: no thread counts as replaced.
      expect(pool.stats()).toMatchObject({ workers: 1, replaced: 0 });
    } finally {
      await pool.close();
    }
  }, 30_000);
});
