/** Plain-text resumes and their byte encodings. */
import { emailText, fullName, linkedIn } from './common.ts';
import { contentOf, headings, type Headings, type TrackContent } from './content.ts';
import type { Person, TxtEncoding } from './people.ts';

function body(c: TrackContent, h: Headings, style: 'caps' | 'underline' | 'markdown', bullet = '-'): string[] {
  const head = (x: string): string[] =>
    style === 'caps' ? [x.toUpperCase()] : style === 'underline' ? [x, '-'.repeat(x.length)] : [`## ${x}`];
  const out: string[] = [];
  out.push(...head(h.profile), c.summary, '');
  out.push(...head(h.experience));
  for (const j of c.jobs) {
    out.push(
      style === 'markdown' ? `**${j.role}**, ${j.org}, ${j.place} (${j.dates})` : `${j.role} – ${j.org}, ${j.place}`,
    );
    if (style !== 'markdown') out.push(j.dates);
    out.push(...j.bullets.map((b) => `  ${bullet} ${b}`), '');
  }
  out.push(...head(h.education));
  for (const e of c.education) out.push(`${e.degree}, ${e.school} (${e.dates})`);
  out.push('', ...head(h.skills), c.skills.join(', '), '');
  out.push(...head(h.languages), ...c.languages.map((l) => `  ${bullet} ${l}`), '');
  return out;
}

type Renderer = (p: Person, c: TrackContent, h: Headings) => string[];

const li = (p: Person): string => linkedIn(p)?.text ?? '';

const renderers: Record<string, Renderer> = {
  'txt-plain': (p, c, h) => [
    fullName(p),
    p.title,
    p.city,
    [emailText(p), p.phone].filter(Boolean).join(' | '),
    ...(p.linkedin_url ? [li(p)] : []),
    '',
    ...body(c, h, 'caps'),
  ],

  'txt-resume-heading': (p, c, h) => [
    'RESUME',
    '',
    fullName(p),
    `${p.title}, ${p.city}`,
    `Email: ${emailText(p)}`,
    `Phone: ${p.phone}`,
    `LinkedIn: ${li(p)}`,
    '',
    ...body(c, h, 'caps'),
  ],

  'txt-underlined': (p, c, h) => [
    fullName(p),
    '='.repeat(fullName(p).length),
    p.title,
    '',
    `Email:    ${emailText(p)}`,
    `Phone:    ${p.phone}`,
    `LinkedIn: ${li(p)}`,
    `Location: ${p.city}`,
    '',
    ...body(c, h, 'underline'),
  ],

  'txt-german': (p, c, h) => [
    'LEBENSLAUF',
    '',
    h.personal.toUpperCase(),
    `Name:          ${fullName(p)}`,
    `Anschrift:     Eppendorfer Weg 211, 20253 ${p.city}`,
    `Tel.:          ${p.phone}`,
    `E-Mail:        ${emailText(p)}`,
    'Geburtsdatum:  09.08.1979',
    '',
    ...body(c, h, 'caps', '•'),
    `${p.city}, 15. Januar 2025`,
  ],

  'txt-labels': (p, c, h) => [
    'CANDIDATE INFORMATION',
    `First name:    ${p.first_name}`,
    `Last name:     ${p.last_name}`,
    `Email address: ${emailText(p)}`,
    `Phone:         ${p.phone}`,
    `LinkedIn:      ${li(p)}`,
    `Location:      ${p.city}`,
    `Position:      ${p.title}`,
    '',
    ...body(c, h, 'caps'),
  ],

  'txt-email-first': (p, c, h) => [
    emailText(p) ?? '',
    '',
    fullName(p),
    p.title,
    `${p.city} | ${p.phone}`,
    li(p),
    '',
    ...body(c, h, 'caps', '*'),
  ],

  'txt-references': (p, c, h) => [
    fullName(p),
    `${p.title} | ${p.city}`,
    `${p.phone} | ${emailText(p)} | ${li(p)}`,
    '',
    ...body(c, h, 'caps'),
    h.references.toUpperCase(),
    ...(p.references ?? []).flatMap((r) => [r.name, r.role, `Email: ${r.email}`, `Phone: ${r.phone}`, '']),
  ],

  'txt-profile-first': (p, c, h) => [
    `${p.title.toUpperCase()} – 9 YEARS OF EXPERIENCE – AVAILABLE ON ONE MONTH NOTICE`,
    '',
    c.summary,
    '',
    '----------------------------------------',
    fullName(p),
    p.city,
    `Mobile: ${p.phone}`,
    `E-mail: ${emailText(p)}`,
    '----------------------------------------',
    '',
    ...body(c, h, 'caps').slice(3),
  ],

  'txt-spanish': (p, c, h) => [
    'CURRÍCULUM VITAE',
    '',
    `Nombre: ${fullName(p)}`,
    `Puesto: ${p.title}`,
    `Ciudad: ${p.city}`,
    `Teléfono: ${p.phone}`,
    `Correo electrónico: ${emailText(p)}`,
    `LinkedIn: ${li(p)}`,
    '',
    ...body(c, h, 'caps', '•'),
  ],

  'txt-markdown': (p, c, h) => [
    `# ${fullName(p)}`,
    '',
    `**${p.title}** · ${p.city}`,
    '',
    `- Phone: ${p.phone}`,
    `- LinkedIn: [${li(p)}](${linkedIn(p)?.href ?? ''})`,
    '',
    ...body(c, h, 'markdown'),
  ],

  // ---------------------------------------------------------------- Second batch.

  'txt-tabbed': (p, c, h) => [
    fullName(p),
    `${p.title}\t${p.city}`,
    `Email:\t${emailText(p)}\tPhone:\t${p.phone}`,
    `LinkedIn:\t${li(p)}`,
    '',
    ...body(c, h, 'caps'),
  ],

  'txt-smart-quotes': (p, c, h) => [
    fullName(p),
    `${p.title} – ${p.city}`,
    `E-mail: ${emailText(p)} • Tel.: ${p.phone} • ${li(p)}`,
    '',
    '“Keeping the warehouse calm on the busiest day of the year is the job I love.”',
    '',
    ...body(c, h, 'caps', '•'),
  ],

  'txt-surname-comma': (p, c, h) => [
    `${p.last_name.toUpperCase()}, ${p.first_name}`,
    `${p.title} — ${p.city}`,
    `Tel: ${p.phone}    Email: ${emailText(p)}`,
    '',
    ...body(c, h, 'underline'),
  ],

  'txt-cover-letter': (p, c, h) => [
    'Dear Ms. Priyanka Shah,',
    '',
    `I am writing to apply for the ${p.title} role at Example Corp, which Marcus Lee, your Head of Design, recommended to me. ` +
      'Over the last six years I have led discovery, roadmaps and launches for B2B products, and I would welcome the chance to do the same for your team.',
    '',
    'Thank you for your time and consideration.',
    '',
    'Kind regards,',
    fullName(p),
    '',
    '============================================================',
    'RÉSUMÉ',
    '============================================================',
    '',
    fullName(p),
    `${p.title} · ${p.city}`,
    `${emailText(p)} · ${p.phone} · ${li(p)}`,
    '',
    ...body(c, h, 'caps'),
  ],

  'txt-form-export': (p, c, h) => [
    'Application export — generated 2025-03-04 10:22 UTC',
    'Source: careers form',
    '',
    `Full name: ${fullName(p)}`,
    `E-mail address: ${emailText(p)}`,
    `Mobile: ${p.phone}`,
    `Profile URL: ${li(p)}`,
    `Desired position: ${p.title}`,
    `Current location: ${p.city}`,
    '',
    'Resume text:',
    ...body(c, h, 'markdown'),
  ],
};

const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

function encodeCp1252(s: string): Buffer {
  const out = Buffer.alloc(s.length);
  let i = 0;
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    const extra = CP1252_EXTRA[ch];
    if (extra !== undefined) out[i++] = extra;
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out[i++] = code;
    else throw new Error(`character ${JSON.stringify(ch)} has no Windows-1252 code`);
  }
  return out.subarray(0, i);
}

export function encodeText(text: string, enc: TxtEncoding): Buffer {
  switch (enc) {
    case 'utf8':
      return Buffer.from(text, 'utf8');
    case 'utf8bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf16be':
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    case 'cp1252':
      return encodeCp1252(text);
  }
}

export function renderTxt(p: Person): Buffer {
  const r = renderers[p.layout];
  if (!r) throw new Error(`no TXT layout ${p.layout} for ${p.file}`);
  const c = contentOf(p.track);
  const text = r(p, c, headings[c.lang]).join('\n') + '\n';
  return encodeText(p.crlf ? text.replace(/\n/g, '\r\n') : text, p.encoding ?? 'utf8');
}
