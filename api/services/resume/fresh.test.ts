// The reader on the fresh development batch (tests/fixtures/resumes/fresh): the name rules those resumes
// needed, each checked on its own, and the whole batch read as the API reads it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractContact, linkedInTail, parseNameLine } from './contact.ts';
import { batchAccuracy } from '../../test/resume-batch.ts';
import { previewResumeFile } from './index.ts';

const FRESH = path.resolve('tests/fixtures/resumes/fresh');
const fresh = (name: string) => fs.readFileSync(path.join(FRESH, name));

describe('initials and addresses around the name', () => {
  it('keeps a leading initial with the name the candidate goes by', () => {
    expect(parseNameLine('J. Robert Smith')).toMatchObject({ first: 'J. Robert', last: 'Smith' });
    // A middle initial is still dropped; given names written only as initials are kept as written.
    expect(parseNameLine('Aisha K. Bello')).toMatchObject({ first: 'Aisha', last: 'Bello', middle: [] });
    expect(parseNameLine('J. K. Rowling')).toMatchObject({ first: 'J. K.', last: 'Rowling' });
  });

  it('never takes a short tag after the name in the address for the surname', () => {
    expect(extractContact('Curriculum\nrobert.smith.pm@example.com')).toMatchObject({
      first_name: 'Robert',
      last_name: 'Smith',
    });
  });
});

describe('LinkedIn addresses broken over two lines', () => {
  it('joins the rest of an address broken at a hyphen or labelled (LinkedIn) on the next line', () => {
    const text =
      'Contact\nchiamaka.obi@example.co.uk\nwww.linkedin.com/in/chiamaka-obi-\n5b7a91 (LinkedIn)\nTop Skills';
    expect(extractContact(text).linkedin_url).toBe('https://www.linkedin.com/in/chiamaka-obi-5b7a91');
    expect(linkedInTail('linkedin.com/in/chiamaka', 'obi-5b7a91 (LinkedIn)')).toBe('obi-5b7a91');
    expect(linkedInTail('linkedin.com/in/ann-', '42')).toBe('42');
    // A whole address is left alone, whatever word the next line holds.
    expect(linkedInTail('linkedin.com/in/ann-lee', 'Experience')).toBe('');
    expect(linkedInTail('linkedin.com/in/ann-lee', 'Portfolio and talks')).toBe('');
    expect(extractContact('Ann Lee\nlinkedin.com/in/ann-lee\nLondon').linkedin_url).toBe(
      'https://www.linkedin.com/in/ann-lee',
    );
  });
});

describe('compound given names and surnames the addresses show', () => {
  it('joins the word before the surname to it when the address gives its initial joined to the surname', () => {
    expect(extractContact('DIEGO HERNÁNDEZ SOTO\ndiego.hsoto@example.com')).toMatchObject({
      first_name: 'Diego',
      last_name: 'Hernández Soto',
    });
    expect(extractContact('Tomás Ferreira da Silva\ntomas.fsilva@example.pt')).toMatchObject({
      first_name: 'Tomás',
      last_name: 'Ferreira da Silva',
    });
    // A middle name the address leaves out, or gives as an initial with the first one, stays out of the surname.
    expect(extractContact('John Michael Smith\njohn.smith@example.com').last_name).toBe('Smith');
    expect(extractContact('John Michael Smith\njmsmith@example.com').last_name).toBe('Smith');
  });

  it('keeps a compound given name whole in a full Hispanic name when an address spells it', () => {
    const spanish = '\n\nExperiencia laboral\nIngeniera de Procesos';
    expect(extractContact(`María Fernanda Gutiérrez Olmedo\nmfgutierrez@example.com.mx${spanish}`)).toMatchObject({
      first_name: 'María Fernanda',
      last_name: 'Gutiérrez Olmedo',
    });
    expect(
      extractContact('Ana Lucía Paredes Quispe\nana.paredes@example.pe\nlinkedin.com/in/analuciaparedes'),
    ).toMatchObject({ first_name: 'Ana Lucía', last_name: 'Paredes Quispe' });
    // No address spells it, another first name opens it, or the line is no full name: the first name alone.
    expect(extractContact('Ana Lucía Paredes Quispe\nana.paredes@example.pe').first_name).toBe('Ana');
    expect(extractContact(`Carlos Andrés Gómez Herrera\ncagomez@example.es${spanish}`)).toMatchObject({
      first_name: 'Carlos',
      last_name: 'Gómez Herrera',
    });
    const short = 'MARÍA JOSÉ GARCÍA-LÓPEZ, MBA\nmj.garcia@correo.es | linkedin.com/in/mariajosegarcia';
    expect(extractContact(short)).toMatchObject({ first_name: 'María', last_name: 'García-López' });
  });
});

describe('Vietnamese names', () => {
  it('reads a Vietnamese name written family name first, in any case', () => {
    expect(parseNameLine('Trần Văn Hùng')).toMatchObject({ first: 'Hùng', last: 'Trần' });
    expect(parseNameLine('TRẦN Văn Hùng')).toMatchObject({ first: 'Hùng', last: 'Trần' });
    expect(parseNameLine('NGUYEN Thi Lan')).toMatchObject({ first: 'Lan', last: 'Nguyen' });
    expect(parseNameLine('Nguyen Thi Lan')).toMatchObject({ first: 'Lan', last: 'Nguyen' });
    const text = 'Trần Văn Hùng\nQuality Assurance Engineer\nEmail | hung.tranvan@example.com.vn';
    expect(extractContact(text)).toMatchObject({ first_name: 'Hùng', last_name: 'Trần' });
  });

  it('leaves Vietnamese names written given name first, and names that show no Vietnamese, in order', () => {
    expect(parseNameLine('Hùng Trần')).toMatchObject({ first: 'Hùng', last: 'Trần' });
    expect(parseNameLine('Hùng Văn Trần')).toMatchObject({ first: 'Hùng', last: 'Trần' });
    expect(parseNameLine('Lan Nguyen')).toMatchObject({ first: 'Lan', last: 'Nguyen' });
    expect(parseNameLine('Hoàng Nguyễn')).toMatchObject({ first: 'Hoàng', last: 'Nguyễn' });
    expect(parseNameLine('Ho Wang')).toMatchObject({ first: 'Ho', last: 'Wang' });
  });
});

describe('names in capitals', () => {
  it('reads a name in capitals set as two paragraphs with an empty one between', () => {
    const text =
      'CHUKWUEMEKA\n\nOKONKWO-EZE\n\nPetroleum Engineer\n\nPort Harcourt, Rivers State | chukwuemeka.oe@example.com';
    expect(extractContact(text)).toMatchObject({ first_name: 'Chukwuemeka', last_name: 'Okonkwo-Eze' });
  });

  it('keeps the Arabic article opening a surname in capitals, and Dutch particles in lower case', () => {
    expect(parseNameLine('MARIAM AL MAZROUEI')).toMatchObject({ first: 'Mariam', last: 'Al Mazrouei' });
    expect(parseNameLine('AL MAZROUEI Mariam')).toMatchObject({ first: 'Mariam', last: 'Al Mazrouei' });
    expect(parseNameLine('Mariam al Mazrouei')).toMatchObject({ last: 'al Mazrouei' });
    expect(parseNameLine('PIETER VAN DER BERG')).toMatchObject({ last: 'van der Berg' });
  });
});

describe('two columns pasted as one', () => {
  it('reads the name of txt-two-column-paste-spaces.txt without the sidebar heading on its line', async () => {
    expect((await previewResumeFile(fresh('txt-two-column-paste-spaces.txt'))).preview.contact_info).toMatchObject({
      first_name: 'Mikael',
      last_name: 'Virtanen',
    });
  });
});

describe('fresh resume fixtures', () => {
  it('reads every field of at least 95% of them', async () => {
    const { resumes, rate } = await batchAccuracy(FRESH);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  }, 60_000);
});
