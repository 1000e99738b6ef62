/**
 * Writes the layout fixtures under tests/fixtures/resumes/layout: resumes printed to PDF by Chromium from HTML
 * templates of the layouts real resumes use (narrow sidebars on either side holding the contacts, a letter-
 * spaced name over a city line, a header band, a job title above the name, contacts in the footer or a grid,
 * icons, two pages with referees); Word documents with the contacts in the page header, the footer or a text
 * box; text files with Markdown or labelled name fields. expected.json holds each one's true contact details.
 * These are the development set the PDF layout reader is tuned on.
 *
 *   npx tsx scripts/make-resume-layout-fixtures.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { Document, Footer, Header, Packer, Paragraph, Textbox, TextRun } from 'docx';
import { chromium } from 'playwright-core';

const OUT = path.resolve('tests/fixtures/resumes/layout');

interface Person {
  first: string;
  last: string;
  /** The name as written on the resume. */
  display?: string;
  email: string;
  phone: string;
  linkedin: string | null;
  city: string;
  title: string;
}

interface Fixture {
  file: string;
  person: Person;
  html: string;
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const nameOf = (p: Person) => p.display ?? `${p.first} ${p.last}`;

const EXPERIENCE = `
  <h2>Experience</h2>
  <h3>Operations Lead · Northwind Logistics · 2019 – present</h3>
  <ul><li>Ran a team of nine across two warehouses; on-time dispatch rose from 88% to 97%.</li>
  <li>Introduced weekly planning with the sales team, cutting rush orders by a third.</li></ul>
  <h3>Coordinator · Harbor Freight Partners · 2015 – 2019</h3>
  <ul><li>Scheduled 120 shipments a week and kept carrier costs 6% under budget.</li>
  <li>Trained new coordinators and wrote the onboarding guide still in use.</li></ul>
  <h2>Education</h2><p>B.A. Economics, Universidad Nacional, 2011 – 2015</p>
  <h2>Skills</h2><p>Planning · Negotiation · Excel · SQL · Team leadership</p>`;

const BASE_CSS = `
  * { box-sizing: border-box; } body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #222; }
  h1 { margin: 0; font-size: 26pt; } h2 { font-size: 12pt; text-transform: uppercase; margin: 14pt 0 4pt; }
  h3 { font-size: 10pt; margin: 6pt 0 2pt; } ul { margin: 0; padding-left: 14pt; } p { margin: 2pt 0; }
  a { color: inherit; text-decoration: none; }`;

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}${css}</style></head><body>${body}</body></html>`;

const linkedinPath = (p: Person) => p.linkedin!.replace('https://www.linkedin.com', 'linkedin.com');

/** A narrow sidebar with the contacts, the name in the main column. */
function sidebar(p: Person, side: 'left' | 'right', linkedinAs: 'url' | 'label'): string {
  const linkedin = !p.linkedin
    ? ''
    : linkedinAs === 'url'
      ? `<p><a href="${p.linkedin}">${esc(linkedinPath(p))}</a></p>`
      : `<p><a href="${p.linkedin}">LinkedIn</a></p>`;
  const aside = `<aside><h2>Contact</h2><p>${esc(p.email)}</p><p>${esc(p.phone)}</p>${linkedin}<p>${esc(p.city)}</p>
    <h2>Languages</h2><p>Spanish</p><p>English</p><h2>Tools</h2><p>SAP</p><p>Tableau</p></aside>`;
  const main = `<main><h1>${esc(nameOf(p))}</h1><p class="title">${esc(p.title)}</p>${EXPERIENCE}</main>`;
  return page(
    `body { display: flex; flex-direction: ${side === 'left' ? 'row' : 'row-reverse'}; min-height: 100vh; }
     aside { width: 30%; background: #eef1f6; padding: 24pt 12pt; font-size: 8.5pt; word-break: break-all; }
     main { width: 70%; padding: 24pt; } .title { font-size: 13pt; color: #555; }`,
    aside + main,
  );
}

/**
 * A name set in spaced capitals, then a city line, then the contacts. Narrow spacing reaches the PDF as one
 * run with a space after every letter (the gap between the words lost); very wide spacing wraps the name.
 */
function letterSpaced(p: Person, spacing = '0.35em', font = "'DejaVu Sans', Arial"): string {
  return page(
    `body { font-family: ${font}; } header { text-align: center; padding: 28pt 36pt 8pt; } h1 { letter-spacing: ${spacing}; text-transform: uppercase; font-weight: 300; }
     .city { font-size: 12pt; margin-top: 6pt; } .contacts { font-size: 9pt; margin-top: 6pt; } main { padding: 0 36pt; }`,
    `<header><h1>${esc(nameOf(p))}</h1><p class="city">${esc(p.city)}</p>
     <p class="contacts">${esc(p.email)} &nbsp;·&nbsp; ${esc(p.phone)}${p.linkedin ? ` &nbsp;·&nbsp; <a href="${p.linkedin}">${esc(linkedinPath(p))}</a>` : ''}</p></header>
     <main><p>${esc(p.title)}</p>${EXPERIENCE}</main>`,
  );
}

/** A coloured band across the top with the name left and the contacts right. */
function headerBand(p: Person): string {
  return page(
    `header { background: #1f3a5f; color: white; padding: 20pt 28pt; display: flex; justify-content: space-between; align-items: center; }
     .contacts { text-align: right; font-size: 9pt; line-height: 1.5; } main { padding: 0 28pt; }`,
    `<header><div><h1>${esc(nameOf(p))}</h1><p>${esc(p.title)}</p></div>
     <div class="contacts"><div>${esc(p.email)}</div><div>${esc(p.phone)}</div>${p.linkedin ? `<div><a href="${p.linkedin}">${esc(linkedinPath(p))}</a></div>` : ''}<div>${esc(p.city)}</div></div></header>
     <main>${EXPERIENCE}</main>`,
  );
}

/** The job title in small capitals above the name. */
function titleFirst(p: Person): string {
  return page(
    `main { padding: 30pt 36pt; } .kicker { text-transform: uppercase; letter-spacing: 0.1em; font-size: 9pt; color: #777; }`,
    `<main><p class="kicker">${esc(p.title)}</p><h1>${esc(nameOf(p))}</h1><p>${esc(p.city)}</p>
     <p>${esc(p.phone)} | ${esc(p.email)}${p.linkedin ? ` | ${esc(linkedinPath(p))}` : ''}</p>${EXPERIENCE}</main>`,
  );
}

/** Name at the top, every contact in a footer line at the bottom of the page. */
function footerContacts(p: Person): string {
  return page(
    `main { padding: 30pt 36pt 60pt; } footer { position: fixed; bottom: 18pt; left: 36pt; right: 36pt; font-size: 8.5pt;
     border-top: 1px solid #999; padding-top: 4pt; display: flex; justify-content: space-between; }`,
    `<main><h1>${esc(nameOf(p))}</h1><p>${esc(p.title)} — ${esc(p.city)}</p>${EXPERIENCE}</main>
     <footer><span>${esc(p.email)}</span><span>${esc(p.phone)}</span>${p.linkedin ? `<span><a href="${p.linkedin}">${esc(linkedinPath(p))}</a></span>` : ''}</footer>`,
  );
}

/** Contacts in a two-by-two grid under the name. */
function contactGrid(p: Person): string {
  return page(
    `main { padding: 30pt 36pt; } .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 2pt 20pt; font-size: 9pt; margin-top: 8pt; }`,
    `<main><h1>${esc(nameOf(p))}</h1><p>${esc(p.title)}</p>
     <div class="grid"><div>Email: ${esc(p.email)}</div><div>Phone: ${esc(p.phone)}</div>
     <div>Location: ${esc(p.city)}</div><div>${p.linkedin ? `LinkedIn: ${esc(linkedinPath(p))}` : ''}</div></div>${EXPERIENCE}</main>`,
  );
}

/** Icon glyphs before each contact, all on one line. */
function iconContacts(p: Person): string {
  return page(
    `main { padding: 30pt 36pt; } .contacts span { margin-right: 12pt; font-size: 9pt; }`,
    `<main><h1>${esc(nameOf(p))}</h1><p>${esc(p.title)}</p>
     <p class="contacts"><span>✉ ${esc(p.email)}</span><span>☎ ${esc(p.phone)}</span><span>⌂ ${esc(p.city)}</span>${p.linkedin ? `<span>in <a href="${p.linkedin}">${esc(linkedinPath(p))}</a></span>` : ''}</p>${EXPERIENCE}</main>`,
  );
}

/** Two pages; referees with their own e-mail and phone on the second. */
function twoPagesReferees(p: Person): string {
  return page(
    `main { padding: 30pt 36pt; } .break { page-break-before: always; }`,
    `<main><h1>${esc(nameOf(p))}</h1><p>${esc(p.city)} · ${esc(p.phone)} · ${esc(p.email)}</p>${EXPERIENCE}${EXPERIENCE}
     <div class="break"></div><h2>References</h2>
     <p>Dr. Helen Ward, Director of Operations, Northwind Logistics</p><p>helen.ward@northwind.example · +1 617 555 0190</p>
     <p>Marco Bianchi, Head of Planning</p><p>m.bianchi@harbor.example · +39 02 1234 5678</p></main>`,
  );
}

/** 'Curriculum Vitae' as the page heading, then the name, then labelled contacts. */
function cvHeading(p: Person): string {
  return page(
    `main { padding: 30pt 36pt; } .cv { font-size: 28pt; font-weight: bold; text-align: center; } .name { font-size: 16pt; text-align: center; }`,
    `<main><p class="cv">Curriculum Vitae</p><p class="name">${esc(nameOf(p))}</p>
     <p>Address: ${esc(p.city)}</p><p>Telephone: ${esc(p.phone)}</p><p>E-mail: ${esc(p.email)}</p>
     ${p.linkedin ? `<p>LinkedIn: <a href="${p.linkedin}">${esc(linkedinPath(p))}</a></p>` : ''}${EXPERIENCE}</main>`,
  );
}

/** Name in plain capitals, the city in capitals under it, contacts joined by bullets. */
function capsBullets(p: Person): string {
  return page(
    `main { padding: 30pt 36pt; } h1 { font-size: 22pt; }`,
    `<main><h1>${esc(nameOf(p).toUpperCase())}</h1><p>${esc(p.city.toUpperCase())}</p>
     <p>${esc(p.email)} • ${esc(p.phone)}${p.linkedin ? ` • ${esc(linkedinPath(p))}` : ''}</p>${EXPERIENCE}</main>`,
  );
}

/** A two-cell table: name and title left, contacts right; headings in German. */
function tableGerman(p: Person): string {
  return page(
    `main { padding: 30pt 36pt; } table { width: 100%; border-collapse: collapse; } td { vertical-align: top; }
     td.right { text-align: right; font-size: 9pt; }`,
    `<main><table><tr><td><h1>${esc(nameOf(p))}</h1><p>${esc(p.title)}</p></td>
     <td class="right"><p>Tel.: ${esc(p.phone)}</p><p>E-Mail: ${esc(p.email)}</p>${p.linkedin ? `<p><a href="${p.linkedin}">LinkedIn-Profil</a></p>` : ''}<p>${esc(p.city)}</p></td></tr></table>
     <h2>Berufserfahrung</h2><p>Disponent, Spedition Nord GmbH, 2018 – heute</p><h2>Ausbildung</h2><p>Kaufmann für Spedition, 2015 – 2018</p></main>`,
  );
}

/** Contacts in a narrow sidebar as labels behind links: 'Email' (mailto:) and 'LinkedIn'; a long address broken. */
function linkedLabels(p: Person): string {
  return page(
    `body { display: flex; min-height: 100vh; } aside { width: 24%; background: #f3efe6; padding: 24pt 10pt; font-size: 8.5pt;
     overflow-wrap: anywhere; } main { width: 76%; padding: 24pt; }`,
    `<aside><h2>Contact</h2><p><a href="mailto:${p.email}">Email me</a></p><p>${esc(p.phone)}</p>
     ${p.linkedin ? `<p><a href="${p.linkedin}">LinkedIn</a></p>` : ''}<p>${esc(p.city)}</p></aside>
     <main><h1>${esc(nameOf(p))}</h1><p>${esc(p.title)}</p>${EXPERIENCE}</main>`,
  );
}

/** A Spanish resume: two surnames, headings in Spanish. */
function spanish(p: Person): string {
  return page(
    `main { padding: 30pt 36pt; }`,
    `<main><h1>${esc(nameOf(p))}</h1><p>${esc(p.title)} · ${esc(p.city)}</p>
     <p>Teléfono: ${esc(p.phone)} · Correo: ${esc(p.email)}</p>
     <h2>Experiencia</h2><p>Jefe de almacén, Distribuciones Norte, 2018 – actualidad</p>
     <h2>Educación</h2><p>Grado en Administración, Universidad de Sevilla</p></main>`,
  );
}

const people: Array<[string, Person, (p: Person) => string]> = [
  [
    'chromium-sidebar-linked-labels.pdf',
    {
      first: 'Beatriz',
      last: 'Albuquerque',
      email: 'beatriz.albuquerque-nogueira@example.pt',
      phone: '+351 912 555 019',
      linkedin: 'https://www.linkedin.com/in/beatriz-albuquerque',
      city: 'Porto, Portugal',
      title: 'Planning Analyst',
    },
    linkedLabels,
  ],
  [
    'chromium-spanish-two-surnames.pdf',
    {
      first: 'Carlos',
      last: 'Gómez Herrera',
      display: 'Carlos Andrés Gómez Herrera',
      email: 'cagomez@example.es',
      phone: '+34 699 555 012',
      linkedin: null,
      city: 'Valencia',
      title: 'Jefe de almacén',
    },
    spanish,
  ],
  [
    'chromium-caps-mc.pdf',
    {
      first: 'Connor',
      last: 'McAllister',
      email: 'connor.mcallister@example.com',
      phone: '(917) 555-0142',
      linkedin: 'https://www.linkedin.com/in/connor-mcallister',
      city: 'New York, NY',
      title: 'Dispatcher',
    },
    capsBullets,
  ],
  [
    'chromium-table-german.pdf',
    {
      first: 'Pieter',
      last: 'van der Berg',
      email: 'pieter.vdberg@example.de',
      phone: '+49 (0)30 1234 5678',
      linkedin: 'https://www.linkedin.com/in/pietervanderberg',
      city: 'Berlin',
      title: 'Disponent',
    },
    tableGerman,
  ],
  [
    'chromium-left-sidebar-url.pdf',
    {
      first: 'Valentina',
      last: 'Rossi-Marchetti',
      email: 'valentina.rossi.marchetti@example.it',
      phone: '+39 347 555 0192',
      linkedin: 'https://www.linkedin.com/in/valentina-rossi-marchetti-5b2a19',
      city: 'Milano, Italia',
      title: 'Supply Chain Analyst',
    },
    (p) => sidebar(p, 'left', 'url'),
  ],
  [
    'chromium-left-sidebar-label.pdf',
    {
      first: 'Daniel',
      last: 'Okafor',
      email: 'd.okafor@example.ng',
      phone: '+234 803 555 0147',
      linkedin: 'https://www.linkedin.com/in/danielokafor',
      city: 'Lagos, Nigeria',
      title: 'Operations Manager',
    },
    (p) => sidebar(p, 'left', 'label'),
  ],
  [
    'chromium-right-sidebar.pdf',
    {
      first: 'Sofia',
      last: 'Lindqvist',
      email: 'sofia.lindqvist@example.se',
      phone: '+46 70 555 01 23',
      linkedin: 'https://www.linkedin.com/in/sofia-lindqvist',
      city: 'Göteborg, Sverige',
      title: 'Logistics Planner',
    },
    (p) => sidebar(p, 'right', 'url'),
  ],
  [
    'chromium-letterspaced-guadalajara.pdf',
    {
      first: 'Rodrigo',
      last: 'Villanueva',
      email: 'rodrigo.villanueva@example.mx',
      phone: '+52 33 5555 0172',
      linkedin: 'https://www.linkedin.com/in/rodrigovillanueva',
      city: 'Guadalajara, Jalisco',
      title: 'Category Manager',
    },
    (p) => letterSpaced(p),
  ],
  [
    'chromium-letterspaced-buenos-aires.pdf',
    {
      first: 'Lucía',
      last: 'Fernández',
      email: 'lucia.fdz@example.com.ar',
      phone: '+54 11 5555 0134',
      linkedin: null,
      city: 'Buenos Aires',
      title: 'Procurement Specialist',
    },
    (p) => letterSpaced(p),
  ],
  [
    'chromium-letterspaced-narrow-one-run.pdf',
    {
      first: 'Camila',
      last: 'Restrepo',
      email: 'camila.restrepo@example.co',
      phone: '+57 300 555 0123',
      linkedin: 'https://www.linkedin.com/in/camilarestrepo',
      city: 'Medellín, Colombia',
      title: 'Inventory Analyst',
    },
    (p) => letterSpaced(p, '0.2em', 'Georgia, serif'),
  ],
  [
    'chromium-letterspaced-wide-wrapped.pdf',
    {
      first: 'Joaquín',
      last: 'Salvatierra',
      email: 'jsalvatierra@example.cl',
      phone: '+56 9 5555 0123',
      linkedin: null,
      city: 'Santiago de Chile',
      title: 'Dispatcher',
    },
    (p) => letterSpaced(p, '0.8em', 'Arial, sans-serif'),
  ],
  [
    'chromium-header-band.pdf',
    {
      first: 'Aisha',
      last: 'Rahman',
      email: 'aisha.rahman@example.co.uk',
      phone: '+44 7700 900456',
      linkedin: 'https://www.linkedin.com/in/aisharahman-ops',
      city: 'Manchester, UK',
      title: 'Warehouse Operations Lead',
    },
    headerBand,
  ],
  [
    'chromium-title-first.pdf',
    {
      first: 'Kenji',
      last: 'Watanabe',
      email: 'kenji.watanabe@example.jp',
      phone: '+81 90 5555 0123',
      linkedin: 'https://www.linkedin.com/in/kenji-watanabe',
      city: 'Osaka, Japan',
      title: 'Senior Data Analyst',
    },
    titleFirst,
  ],
  [
    'chromium-footer-contacts.pdf',
    {
      first: 'Hannah',
      last: 'Becker',
      email: 'hannah.becker@example.de',
      phone: '+49 151 5555 0198',
      linkedin: 'https://www.linkedin.com/in/hannahbecker',
      city: 'Hamburg',
      title: 'Fleet Coordinator',
    },
    footerContacts,
  ],
  [
    'chromium-contact-grid.pdf',
    {
      first: 'Mateus',
      last: 'Carvalho',
      email: 'mateus.carvalho@example.com.br',
      phone: '+55 21 95555 0147',
      linkedin: 'https://www.linkedin.com/in/mateus-carvalho',
      city: 'Rio de Janeiro',
      title: 'Import Analyst',
    },
    contactGrid,
  ],
  [
    'chromium-icon-contacts.pdf',
    {
      first: 'Chloé',
      last: 'Dubois',
      email: 'chloe.dubois@example.fr',
      phone: '+33 6 55 55 01 47',
      linkedin: 'https://www.linkedin.com/in/chloe-dubois',
      city: 'Lyon, France',
      title: 'Customer Operations',
    },
    iconContacts,
  ],
  [
    'chromium-two-pages-referees.pdf',
    {
      first: 'Liam',
      last: "O'Sullivan",
      email: 'liam.osullivan@example.ie',
      phone: '+353 86 555 0123',
      linkedin: null,
      city: 'Cork, Ireland',
      title: 'Dispatcher',
    },
    twoPagesReferees,
  ],
  [
    'chromium-cv-heading.pdf',
    {
      first: 'Ana',
      last: 'de la Cruz',
      display: 'Ana Lucía de la Cruz',
      email: 'ana.delacruz@example.es',
      phone: '+34 612 555 019',
      linkedin: 'https://www.linkedin.com/in/anadelacruz',
      city: 'Sevilla, España',
      title: 'Purchasing Officer',
    },
    cvHeading,
  ],
  [
    'chromium-caps-city.pdf',
    {
      first: 'Marcus',
      last: 'Whitfield',
      display: 'MARCUS WHITFIELD',
      email: 'mwhitfield@example.com',
      phone: '(206) 555-0183',
      linkedin: 'https://www.linkedin.com/in/marcuswhitfield',
      city: 'SEATTLE, WASHINGTON',
      title: 'Transportation Manager',
    },
    (p) => letterSpaced(p),
  ],
];

const fixtures: Fixture[] = people.map(([file, person, template]) => ({ file, person, html: template(person) }));

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const tab = await browser.newPage();
  for (const fixture of fixtures) {
    await tab.setContent(fixture.html);
    await tab.pdf({ path: path.join(OUT, fixture.file), format: 'A4', printBackground: true });
  }
} finally {
  await browser.close();
}
const para = (text: string, options: { bold?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text, bold: options.bold, size: options.size })] });
const docxBody = () =>
  [
    'Experience',
    'Operations Lead, Northwind Logistics, 2019 - present',
    'Ran a team of nine across two warehouses.',
    'Education',
    'B.A. Economics, 2011 - 2015',
    'Skills',
    'Planning, Negotiation, Excel',
  ].map((line) => para(line));

/** Word documents whose contacts sit where the body reader does not look by default. */
const docxFixtures: Array<{ file: string; person: Person; build: (p: Person) => Document }> = [
  {
    file: 'docx-header-contacts.docx',
    person: {
      first: 'Ingrid',
      last: 'Solberg',
      email: 'ingrid.solberg@example.no',
      phone: '+47 412 55 019',
      linkedin: 'https://www.linkedin.com/in/ingridsolberg',
      city: 'Bergen, Norway',
      title: 'Planner',
    },
    build: (p) =>
      new Document({
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  para(nameOf(p), { bold: true, size: 40 }),
                  para(`${p.email} | ${p.phone} | ${linkedinPath(p)}`),
                ],
              }),
            },
            children: [para(p.title), ...docxBody()],
          },
        ],
      }),
  },
  {
    file: 'docx-footer-contacts.docx',
    person: {
      first: 'Tomasz',
      last: 'Wiśniewski',
      email: 't.wisniewski@example.pl',
      phone: '+48 601 555 019',
      linkedin: null,
      city: 'Kraków',
      title: 'Buyer',
    },
    build: (p) =>
      new Document({
        sections: [
          {
            footers: { default: new Footer({ children: [para(`${p.email} · ${p.phone} · ${p.city}`)] }) },
            children: [para(nameOf(p), { bold: true, size: 36 }), para(p.title), ...docxBody()],
          },
        ],
      }),
  },
  {
    file: 'docx-textbox.docx',
    person: {
      first: 'Amara',
      last: 'Nwosu',
      email: 'amara.nwosu@example.com',
      phone: '+1 (312) 555-0177',
      linkedin: 'https://www.linkedin.com/in/amara-nwosu',
      city: 'Chicago, IL',
      title: 'Scheduler',
    },
    build: (p) =>
      new Document({
        sections: [
          {
            children: [
              new Textbox({
                style: { width: '4in', height: '1.2in' },
                children: [
                  para(nameOf(p), { bold: true, size: 36 }),
                  para(p.city),
                  para(`${p.email} | ${p.phone} | ${linkedinPath(p)}`),
                ],
              }),
              ...docxBody(),
            ],
          },
        ],
      }),
  },
];

/** Text resumes: Markdown, and names given in labelled fields. */
const txtFixtures: Array<{ file: string; person: Person; text: (p: Person) => string }> = [
  {
    file: 'txt-markdown.txt',
    person: {
      first: 'Noah',
      last: 'Fischer',
      email: 'noah.fischer@example.ch',
      phone: '+41 79 555 01 23',
      linkedin: 'https://www.linkedin.com/in/noahfischer',
      city: 'Zürich',
      title: 'Analyst',
    },
    text: (p) =>
      `# ${nameOf(p)}\n\n**${p.title}** · ${p.city}\n\n- Email: ${p.email}\n- Phone: ${p.phone}\n- ${p.linkedin}\n\n## Experience\n\n- Ran planning for two sites.\n`,
  },
  {
    file: 'txt-split-labels.txt',
    person: {
      first: 'Jean-Pierre',
      last: 'Moreau',
      email: 'jp.moreau@example.fr',
      phone: '+33 6 12 55 01 47',
      linkedin: null,
      city: 'Nantes',
      title: 'Magasinier',
    },
    text: (p) =>
      `CURRICULUM VITAE\n\nFirst name: ${p.first}\nLast name: ${p.last}\nCity: ${p.city}\nE-mail: ${p.email}\nMobile: ${p.phone}\n\nEXPERIENCE\nStock keeping, 2018 - 2024\n`,
  },
  {
    file: 'txt-spanish-labels.txt',
    person: {
      first: 'Carmen',
      last: 'Ortega Ruiz',
      email: 'carmen.ortega@example.es',
      phone: '+34 655 501 234',
      linkedin: null,
      city: 'Zaragoza',
      title: 'Administrativa',
    },
    text: (p) =>
      `Datos personales\nNombre: ${p.first}\nApellidos: ${p.last}\nCiudad: ${p.city}\nCorreo: ${p.email}\nTeléfono: ${p.phone}\n\nExperiencia\nAdministración, 2016 - 2023\n`,
  },
  {
    file: 'txt-job-title-first.txt',
    person: {
      first: 'Grace',
      last: 'Mbeki',
      email: 'g.mbeki@example.co.za',
      phone: '+27 82 555 0147',
      linkedin: 'https://www.linkedin.com/in/gracembeki',
      city: 'Durban',
      title: 'Logistics Coordinator',
    },
    text: (p) =>
      `Logistics Coordinator\nGrace Mbeki\n${p.city} | ${p.phone} | ${p.email} | ${p.linkedin}\n\nPROFILE\nCalm under pressure.\n`,
  },
  {
    file: 'txt-email-first-bold.txt',
    person: {
      first: 'Kwame',
      last: 'Asante',
      email: 'kwame.asante@example.gh',
      phone: '+233 24 555 0147',
      linkedin: null,
      city: 'Accra, Ghana',
      title: 'Storekeeper',
    },
    text: (p) => `${p.email}\n${p.phone}\n\n**${nameOf(p)}**\n${p.city}\n\nWORK HISTORY\nStorekeeper, 2019 - 2024\n`,
  },
  {
    file: 'txt-spaced-name-city.txt',
    person: {
      first: 'Jorge',
      last: 'Ramírez',
      email: 'jorge.ramirez@example.mx',
      phone: '+52 55 5555 0101',
      linkedin: null,
      city: 'Ciudad de México',
      title: 'Almacenista',
    },
    text: (p) =>
      `J O R G E   R A M Í R E Z\nCiudad de México\n${p.email} | ${p.phone}\n\nEXPERIENCIA\nAlmacén central, 2017 - 2024\n`,
  },
];

for (const fixture of docxFixtures) {
  fs.writeFileSync(path.join(OUT, fixture.file), await Packer.toBuffer(fixture.build(fixture.person)));
}
for (const fixture of txtFixtures) fs.writeFileSync(path.join(OUT, fixture.file), fixture.text(fixture.person));

const expected = [...fixtures, ...docxFixtures, ...txtFixtures].map(({ file, person }) => ({
  file,
  first_name: person.first,
  last_name: person.last,
  email: person.email,
  phone: person.phone.replace(/\D/g, ''),
  linkedin_url: person.linkedin,
}));
fs.writeFileSync(path.join(OUT, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`wrote ${expected.length} resumes to ${path.relative(process.cwd(), OUT)}`);
