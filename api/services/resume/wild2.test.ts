// The reader on the second wild development batch (tests/fixtures/resumes/wild2): each rule those resumes needed,
// checked on small texts of its own, and the batch read as the API reads it.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { extractContact, parseNameLine } from './contact.ts';
import { batchAccuracy } from '../../test/resume-batch.ts';
import { tinyPdf } from '../../test/tiny-pdf.ts';
import { paragraphSizes, wordParagraphs } from './docx-parts.ts';
import { readPdfLayout } from './pdf-layout.ts';

const WILD2 = path.resolve('tests/fixtures/resumes/wild2');

describe('a name set in two lines with a job title beside it', () => {
  it('offers the two lines in the largest type as one name, past the smaller title read between them', async () => {
    const pdf = tinyPdf([
      ['Nina', 40, 44, 760],
      ['HOLLOWAY', 40, 44, 716],
      ['Landscape Gardener', 13, 380, 740],
      ['nina.holloway@example.com', 10, 44, 690],
      ['Experience', 14, 44, 650],
      ['Planted and kept gardens for twelve years for private clients across the county.', 10, 44, 630],
      ['Built dry stone walls, ponds and terraces; ran a crew of four in the summer season.', 10, 44, 616],
      ['Head Gardener - Holloway Estates, Kent', 10, 44, 602],
    ]);
    const { text, nameHints } = await readPdfLayout(pdf, 3);
    expect(nameHints[0]?.line).toBe('Nina HOLLOWAY');
    expect(extractContact(text, [], nameHints)).toMatchObject({ first_name: 'Nina', last_name: 'Holloway' });
  });
});

describe('the candidate’s own block', () => {
  it('takes the phone under the candidate’s name over an employer’s labelled one in a cover letter', () => {
    const text = [
      '2 June 2025',
      'Mr Oliver Grant',
      'Head of Talent, Brightwater Foods',
      '8 Quay Street',
      'Bristol BS1 4DJ',
      'Tel. 0117 496 0123',
      'Dear Mr Grant,',
      'I would like to apply for the role of production planner.',
      'Kind regards,',
      'Leila Haddad',
      '',
      'Leila Haddad',
      'Production Planner',
      '+44 (0)7700 900512 · leila.haddad@example.co.uk · Bath',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({
      first_name: 'Leila',
      last_name: 'Haddad',
      phone: '+44 (0)7700 900512',
      email: 'leila.haddad@example.co.uk',
    });
  });

  it('reads a footer line with the candidate’s name and contacts after the referees', () => {
    const text = [
      'Tama Rewiti',
      'Quantity Surveyor',
      '',
      'Referees',
      'Ruth Baxter',
      'Director, Baxter Cost Consultants',
      '09 555 0191',
      'ruth.baxter@baxter.example.co.nz',
      'Tama Rewiti · 022 555 0133 · tama.rewiti@example.co.nz',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({ phone: '022 555 0133', email: 'tama.rewiti@example.co.nz' });
    // Without the footer, the referee's number is still no one's to take.
    expect(extractContact(text.split('\n').slice(0, -1).join('\n')).phone).toBeNull();
  });

  it('finds the block in time however many lines write the name', () => {
    const text = Array.from({ length: 4000 }, (_, i) => `Ann Lee · 07700 9${String(i).padStart(5, '0')}`).join('\n');
    const started = performance.now();
    expect(extractContact(text).phone).toBe('07700 900000');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('never counts an ID or a postcode under the name as the phone', () => {
    const text = ['Sigrún Jónsdóttir', 'Kennitala: 030285-4419', 'Sími: +354 866 1203'].join('\n');
    expect(extractContact(text).phone).toBe('+354 866 1203');
  });
});

describe('contacts that are someone else’s', () => {
  it('reads a quote signed by a former supervisor like a referee’s, not as the candidate’s', () => {
    const text = [
      'Duc Minh Pham',
      'Logistics Coordinator',
      '',
      'WHAT MY MANAGERS SAY',
      '“The most reliable coordinator on our floor.”',
      'Sandra Kowalski, Operations Manager',
      'sandra.kowalski@freight.example.com · (312) 555-0147',
      '',
      'CONTACT',
      '(773) 555-0162',
      'minh.pham@example.com',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({ email: 'minh.pham@example.com', phone: '(773) 555-0162' });
    const supervisor = text.replace('WHAT MY MANAGERS SAY', 'From my previous supervisor');
    expect(extractContact(supervisor)).toMatchObject({ email: 'minh.pham@example.com', phone: '(773) 555-0162' });
  });

  it('leaves an agency consultant’s or a recommender’s contacts to them', () => {
    const agency = [
      'NORTHGATE RECRUITMENT — Candidate Profile',
      'Consultant: Priya Shah · +44 161 555 0100',
      'Tomasz Nowak',
      'Site Manager',
      '0161 555 0788 · Manchester',
    ].join('\n');
    expect(extractContact(agency)).toMatchObject({ first_name: 'Tomasz', phone: '0161 555 0788' });
    const recommended = ['Inès Martin', 'Recommended by: Paul Roy (+33 6 11 22 33 44)', 'Tél. 06 98 76 54 32'];
    expect(extractContact(recommended.join('\n')).phone).toBe('06 98 76 54 32');
  });
});

describe('a postcode before the phone', () => {
  it('reads the number without the postcode that runs into it after a state’s code', () => {
    expect(extractContact('Dana Cole\nAustin, TX 78701 512-555-0199 dana.cole@example.com').phone).toBe('512-555-0199');
    expect(extractContact('Liam Ward\nParramatta NSW 2150 0412 555 019').phone).toBe('0412 555 019');
    // A label before the number, or a short number after, keeps the number as written.
    expect(extractContact('Ann Lee\nTEL 0161 496 0500').phone).toBe('0161 496 0500');
  });
});

describe('names', () => {
  it('keeps a given name of two words when the address writes their initials before the surname', () => {
    expect(extractContact('Rosa Linda Bautista\nrl.bautista@example.ph')).toMatchObject({
      first_name: 'Rosa Linda',
      last_name: 'Bautista',
    });
    const linked = 'Rosa Linda Bautista\nhello@example.ph\nlinkedin.com/in/rlbautista';
    expect(extractContact(linked).first_name).toBe('Rosa Linda');
    // An address with the first name alone leaves the second word a middle name.
    expect(extractContact('Rosa Linda Bautista\nrosa.bautista@example.ph').first_name).toBe('Rosa');
  });

  it('reads the Latin name beside the same name in Chinese characters', () => {
    expect(parseNameLine('Daniel Wong 黄志明')).toMatchObject({ first: 'Daniel', last: 'Wong' });
    expect(parseNameLine('(黄志明) Daniel Wong')).toMatchObject({ first: 'Daniel', last: 'Wong' });
    const text = 'Daniel Wong 黄志明\nSenior Buyer · Consumer Electronics\ndaniel.wong@example.com.hk';
    expect(extractContact(text)).toMatchObject({ first_name: 'Daniel', last_name: 'Wong' });
  });

  it('reads a Hungarian resume’s name family name first', () => {
    const cv = ['Szabó Péter', 'villamosmérnök', 'peter.szabo@example.hu', '', 'Szakmai tapasztalat', '2018 – MVM'];
    expect(extractContact(cv.join('\n'))).toMatchObject({ first_name: 'Péter', last_name: 'Szabó' });
    // Capitals already say which word is the family name.
    expect(extractContact(['SZABÓ Péter', ...cv.slice(1)].join('\n'))).toMatchObject({
      first_name: 'Péter',
      last_name: 'Szabó',
    });
    // In English the name reads in order.
    const english = ['Szabó Péter', 'Electrical Engineer', 'peter@example.com', '', 'Experience', '2018 – MVM'];
    expect(extractContact(english.join('\n'))).toMatchObject({ first_name: 'Szabó', last_name: 'Péter' });
  });

  it('keeps a non-breaking hyphen in a name as a hyphen', () => {
    expect(parseNameLine('Ama Boateng\u2011Mensah')).toMatchObject({ first: 'Ama', last: 'Boateng-Mensah' });
    const xml =
      '<w:document><w:body><w:p><w:r><w:rPr><w:sz w:val="40"/></w:rPr><w:t>Ama Boateng</w:t><w:noBreakHyphen/>' +
      '<w:t>Mensah</w:t></w:r></w:p></w:body></w:document>';
    expect(wordParagraphs(xml)).toEqual(['Ama Boateng\u2011Mensah']);
    expect(paragraphSizes(xml, { sizes: new Map(), normal: 20 })).toEqual([
      { line: 'Ama Boateng\u2011Mensah', size: 40 },
    ]);
  });
});

describe('second wild resume fixtures', () => {
  it('reads every field of all of them', async () => {
    const { resumes, rate } = await batchAccuracy(WILD2);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
