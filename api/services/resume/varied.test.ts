// The reader on resumes of kinds the first fixtures lacked (tests/fixtures/resumes/varied): layout pieces
// told apart by type size, addresses kept whole or apart, and the contact rules those resumes need.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdfLayout } from './pdf-layout.ts';

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

  it('offers a name wrapped over two lines of a narrow sidebar as one line', async () => {
    const { nameHints } = await readPdfLayout(new Uint8Array(varied('chromium-name-in-sidebar.pdf')), 3);
    expect(nameHints[0]?.line).toBe('Aleksandra Nowak-Kowalczyk');
  });
});
