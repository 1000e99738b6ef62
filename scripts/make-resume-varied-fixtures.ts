/**
 * Writes the varied fixtures under tests/fixtures/resumes/varied: resumes of kinds the other development
 * fixtures lack, each with its true contact details written here before the reader ever sees it.
 * - Chromium printing HTML templates to PDF: right sidebars, two columns with the contacts at the bottom,
 *   header bands with the name and the job title on one line, letter-spaced and small-caps names, names with
 *   particles, apostrophes and hyphens, Cyrillic and Greek names, contacts behind icons and one-letter labels,
 *   phone numbers of many countries (extensions too), LinkedIn written without https, with a trailing slash, a
 *   country subdomain or as 'in/handle', GitHub and portfolio links that are not LinkedIn, e-mail addresses
 *   with '+' and subdomains, and addresses written out as 'name at domain dot com'.
 * - Word documents with tables, text boxes, page headers and footers, CJK and Cyrillic names.
 * - Text files in UTF-16LE (with and without BOM), Windows-1252 and UTF-8 with BOM.
 *
 *   npx tsx scripts/make-resume-varied-fixtures.ts
 */
import path from 'node:path';
import {
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  Paragraph,
  SimpleField,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
  WidthType,
} from 'docx';
import {
  esc,
  writeResumeFixtures,
  type DocxFixture,
  type PdfFixture,
  type TxtFixture,
  htmlPage,
} from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes/varied');

const CSS = `
  * { box-sizing: border-box; } body { margin: 0; font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; color: #222; }
  h1 { margin: 0; font-size: 24pt; } h2 { font-size: 11.5pt; text-transform: uppercase; margin: 12pt 0 4pt; letter-spacing: 0.05em; }
  h3 { font-size: 10pt; margin: 6pt 0 2pt; } ul { margin: 0; padding-left: 14pt; } p { margin: 2pt 0; }
  a { color: inherit; text-decoration: none; }`;

const html = (css: string, body: string, lang = 'en') => htmlPage(css, body, lang, CSS);

/** Body text with its own places, companies, dates and people, so the name has competition. */
const JOBS = {
  design: `<h2>Experience</h2>
    <h3>Lead Product Designer — Brightline Health, Boston, MA</h3><p>Mar 2020 – Present</p>
    <ul><li>Redesigned patient intake; completion rose from 61% to 84% in six months.</li>
    <li>Built the design system used by 14 squads; cut UI defects by 40%.</li></ul>
    <h3>UX Designer — Kite &amp; Key Studio, New York</h3><p>Jun 2016 – Feb 2020</p>
    <ul><li>Shipped 30+ client projects for retail and banking.</li></ul>
    <h2>Education</h2><p>BFA Interaction Design, Rhode Island School of Design, 2012 – 2016</p>
    <h2>Skills</h2><p>Figma · Prototyping · Research synthesis · Accessibility (WCAG 2.2)</p>`,
  software: `<h2>Work Experience</h2>
    <h3>Senior Software Engineer, Quanta Payments — London</h3><p>2021 – present · Go, Kafka, PostgreSQL</p>
    <ul><li>Cut settlement latency p99 from 2.4 s to 310 ms.</li><li>Led the migration of 120 services to Kubernetes.</li></ul>
    <h3>Software Engineer, Open Rails Ltd — Manchester</h3><p>2017 – 2021</p>
    <ul><li>Maintained the booking engine serving 3M requests a day.</li></ul>
    <h2>Education</h2><p>MEng Computer Science, University of Edinburgh, 2013 – 2017</p>
    <h2>Projects</h2><p>github.com/open-rails/timetable — timetable parser, 1.2k stars</p>`,
  sales: `<h2>Professional Experience</h2>
    <h3>Regional Sales Manager · Northstar Medical · Chicago, IL</h3><p>01/2019 – present</p>
    <ul><li>Grew territory revenue from $4.1M to $7.9M over four years.</li><li>Hired and coached 8 account executives.</li></ul>
    <h3>Account Executive · Helix Diagnostics · Denver, CO</h3><p>06/2014 – 12/2018</p>
    <ul><li>President's Club 2016 and 2017.</li></ul>
    <h2>Education</h2><p>B.S. Marketing, University of Colorado Boulder</p>`,
};

/** A narrow right sidebar with icon contacts; the name in the left main column. */
function rightSidebarIcons(name: string, title: string, contacts: string[]): string {
  return html(
    `body { display: flex; min-height: 100vh; } main { width: 68%; padding: 28pt; } aside { width: 32%; background: #17324d; color: #f2f2f2;
     padding: 28pt 14pt; font-size: 8.5pt; overflow-wrap: anywhere; } aside p { margin: 4pt 0; } .title { font-size: 13pt; color: #3a6d9a; }`,
    `<main><h1>${esc(name)}</h1><p class="title">${esc(title)}</p>${JOBS.design}</main>
     <aside><h2>Contact</h2>${contacts.map((c) => `<p>${c}</p>`).join('')}
     <h2>Languages</h2><p>Dutch (native)</p><p>English (C2)</p><h2>Tools</h2><p>Figma</p><p>Miro</p><p>Jira</p></aside>`,
  );
}

/** Two columns under a full-width name; the contacts come last, at the bottom of the left column. */
function contactsAtBottom(name: string, title: string, contacts: string[]): string {
  return html(
    `header { padding: 28pt 32pt 8pt; border-bottom: 2px solid #444; } .cols { display: flex; gap: 20pt; padding: 0 32pt; }
     .left { width: 36%; font-size: 9pt; } .right { width: 64%; } .left .contact { margin-top: 120pt; }`,
    `<header><h1>${esc(name)}</h1><p>${esc(title)}</p></header>
     <div class="cols"><div class="left"><h2>Skills</h2><p>Negotiation</p><p>Salesforce</p><p>Forecasting</p>
     <h2>Languages</h2><p>Spanish</p><p>English</p><p>Portuguese</p>
     <div class="contact"><h2>Contact</h2>${contacts.map((c) => `<p>${c}</p>`).join('')}</div></div>
     <div class="right">${JOBS.sales}</div></div>`,
  );
}

/** A dark band with the name and a smaller job title on the same line, contacts in a row under the band. */
function bandNameTitleOneLine(name: string, title: string, contacts: string[], separator = ''): string {
  return html(
    `header { background: #222b36; color: #fff; padding: 22pt 30pt; } h1 { font-size: 26pt; }
     h1 .t { font-size: 13pt; font-weight: normal; color: #cfd8e3; margin-left: 10pt; }
     .row { padding: 6pt 30pt; font-size: 9pt; background: #eef2f6; } .row span { margin-right: 14pt; } main { padding: 0 30pt; }`,
    `<header><h1>${esc(name)}${separator ? ` ${esc(separator)}` : ''}<span class="t">${esc(title)}</span></h1></header>
     <div class="row">${contacts.map((c) => `<span>${c}</span>`).join('')}</div><main>${JOBS.software}</main>`,
  );
}

/** A centred name with letter spacing or small capitals, a location line, then the contacts. */
function styledName(
  name: string,
  style: string,
  location: string,
  contacts: string[],
  font = "'DejaVu Serif', serif",
): string {
  return html(
    `body { font-family: ${font}; } header { text-align: center; padding: 30pt 36pt 6pt; } h1 { font-weight: normal; ${style} }
     .loc { font-size: 11pt; margin-top: 4pt; color: #555; } .contacts { font-size: 9pt; margin-top: 4pt; } main { padding: 0 36pt; }`,
    `<header><h1>${esc(name)}</h1><p class="loc">${esc(location)}</p><p class="contacts">${contacts.join(' &nbsp;|&nbsp; ')}</p></header>
     <main>${JOBS.design}</main>`,
  );
}

/** A plain one-column resume with the headings and body in the resume's own language. */
function plainLocal(name: string, lines: string[], body: string, lang: string): string {
  return html(
    `main { padding: 32pt 40pt; } .c { font-size: 9.5pt; }`,
    `<main><h1>${esc(name)}</h1>${lines.map((l) => `<p class="c">${l}</p>`).join('')}${body}</main>`,
    lang,
  );
}

/** The name in the top of a coloured left sidebar that also holds the contacts; the main column starts with a profile. */
function nameInSidebar(name: string, title: string, contacts: string[]): string {
  return html(
    `body { display: flex; min-height: 100vh; } aside { width: 33%; background: #2f3e46; color: #fff; padding: 30pt 14pt; font-size: 9pt;
     overflow-wrap: anywhere; } aside h1 { font-size: 20pt; line-height: 1.15; } aside .t { font-size: 11pt; margin: 6pt 0 16pt; color: #cad2c5; }
     main { width: 67%; padding: 30pt 22pt; }`,
    `<aside><h1>${esc(name)}</h1><p class="t">${esc(title)}</p><h2>Contact</h2>${contacts.map((c) => `<p>${c}</p>`).join('')}
     <h2>Skills</h2><p>Python</p><p>dbt</p><p>Airflow</p></aside>
     <main><h2>Profile</h2><p>Data engineer with eight years of building pipelines for retail and logistics in Warsaw and Berlin.</p>${JOBS.software}</main>`,
  );
}

/** A header table: a photo box, the name and title beside it, labelled contacts in a right cell. */
function photoHeader(name: string, title: string, contacts: string[]): string {
  return html(
    `header { display: flex; align-items: center; gap: 18pt; padding: 26pt 32pt 10pt; } .photo { width: 70pt; height: 84pt; background: #ccd; }
     .who { flex: 1; } .who .t { font-size: 12pt; color: #666; } .contacts { font-size: 8.5pt; text-align: right; line-height: 1.6; }
     main { padding: 0 32pt; }`,
    `<header><div class="photo"></div><div class="who"><h1>${esc(name)}</h1><p class="t">${esc(title)}</p></div>
     <div class="contacts">${contacts.map((c) => `<div>${c}</div>`).join('')}</div></header><main>${JOBS.sales}</main>`,
  );
}

/** A large job title above a smaller name (some templates lead with the role). */
function roleAboveName(role: string, name: string, contacts: string[]): string {
  return html(
    `main { padding: 30pt 36pt; } .role { font-size: 20pt; font-weight: bold; color: #0b6e4f; } .name { font-size: 15pt; margin-top: 2pt; }
     .c { font-size: 9pt; margin-top: 6pt; }`,
    `<main><p class="role">${esc(role)}</p><p class="name">${esc(name)}</p><p class="c">${contacts.join(' · ')}</p>${JOBS.sales}</main>`,
  );
}

/** Two pages: the name in a running header on both, the contacts in a running footer. */
function runningHeaderFooter(name: string, title: string, contacts: string[]): string {
  return html(
    `main { padding: 24pt 36pt; } .head { font-size: 22pt; font-weight: bold; } .t { color: #666; } .break { page-break-before: always; }
     footer { position: fixed; bottom: 14pt; left: 36pt; right: 36pt; font-size: 8pt; text-align: center; border-top: 1px solid #aaa; padding-top: 3pt; }`,
    `<main><p class="head">${esc(name)}</p><p class="t">${esc(title)}</p>${JOBS.software}${JOBS.sales}
     <div class="break"></div><p class="head">${esc(name)}</p><h2>Volunteering</h2><p>Mentor, Code Club Leeds, 2019 – present</p>
     <h2>References</h2><p>Dr. Sarah Whitaker, CTO, Quanta Payments — sarah.whitaker@quanta.example — +44 20 7946 0011</p></main>
     <footer>${contacts.join(' • ')}</footer>`,
  );
}

/** 'CV — Name' on one heading line, then a labelled contact block. */
function cvDashName(heading: string, labelled: Array<[string, string]>): string {
  return html(
    `main { padding: 32pt 40pt; } dl { display: grid; grid-template-columns: 70pt 1fr; font-size: 9.5pt; margin: 8pt 0; } dt { font-weight: bold; } dd { margin: 0; }`,
    `<main><h1>${esc(heading)}</h1><dl>${labelled.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${v}</dd>`).join('')}</dl>${JOBS.design}</main>`,
  );
}

/** Labels stacked over their values in a grid of small cells under the name. */
function stackedLabels(name: string, title: string, cells: Array<[string, string]>): string {
  return html(
    `main { padding: 30pt 36pt; } .grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6pt; margin: 10pt 0; font-size: 8.5pt; }
     .grid b { display: block; text-transform: uppercase; font-size: 7pt; color: #888; letter-spacing: 0.08em; }`,
    `<main><h1>${esc(name)}</h1><p>${esc(title)}</p><div class="grid">${cells.map(([k, v]) => `<div><b>${esc(k)}</b>${v}</div>`).join('')}</div>${JOBS.software}</main>`,
  );
}

const a = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`;

const pdfs: PdfFixture[] = [
  {
    file: 'chromium-right-sidebar-icons-particles.pdf',
    truth: {
      first: 'Maria',
      last: 'van der Linden',
      email: 'maria.vanderlinden@studio.example.nl',
      phone: '+31 6 1234 5678',
      linkedin: 'https://www.linkedin.com/in/mariavanderlinden',
    },
    page: rightSidebarIcons('Maria van der Linden', 'Senior Product Designer', [
      '✉ maria.vanderlinden@studio.example.nl',
      '☎ +31 6 1234 5678',
      '⌂ Utrecht, Nederland',
      '🔗 linkedin.com/in/mariavanderlinden/',
      '◆ mariavdl.design',
    ]),
  },
  {
    file: 'chromium-contacts-bottom-plus-email.pdf',
    truth: {
      first: 'José',
      last: 'de la Fuente',
      email: 'jose.delafuente+cv@correo.example.es',
      phone: '+34 91 123 45 67',
      linkedin: 'https://www.linkedin.com/in/josedelafuente',
    },
    page: contactsAtBottom('José de la Fuente', 'Regional Sales Manager', [
      'jose.delafuente+cv@correo.example.es',
      '+34 91 123 45 67',
      'www.linkedin.com/in/josedelafuente',
      'Madrid, España',
    ]),
  },
  {
    file: 'chromium-band-name-title-one-line.pdf',
    truth: {
      first: 'Siobhán',
      last: "O'Neil",
      email: 'siobhan.oneil@mail.example.ie',
      phone: '+353 1 555 0148',
      linkedin: 'https://www.linkedin.com/in/siobhan-oneil',
    },
    page: bandNameTitleOneLine("Siobhán O'Neil", 'Senior Software Engineer', [
      'siobhan.oneil@mail.example.ie',
      '+353 1 555 0148',
      'ie.linkedin.com/in/siobhan-oneil',
      'github.com/soneil',
    ]),
  },
  {
    file: 'chromium-band-caps-hyphens-pipe.pdf',
    truth: {
      first: 'Anne-Marie',
      last: 'Dupont-Lefèvre',
      email: 'am.dupont@orange.example.fr',
      phone: '06 12 34 56 78',
      linkedin: 'https://www.linkedin.com/in/annemarie-dupont-lefevre',
    },
    page: bandNameTitleOneLine(
      'ANNE-MARIE DUPONT-LEFÈVRE',
      'Cheffe de projet logiciel',
      [
        'am.dupont@orange.example.fr',
        '06 12 34 56 78',
        a('https://fr.linkedin.com/in/annemarie-dupont-lefevre', 'LinkedIn'),
      ],
      '|',
    ),
  },
  {
    file: 'chromium-small-caps-github.pdf',
    truth: {
      first: 'Henrik',
      last: 'Johansson',
      email: 'henrik@johansson.example.se',
      phone: '070-123 45 67',
      linkedin: null,
    },
    page: styledName('Henrik Johansson', 'font-variant: small-caps; font-size: 28pt;', 'Göteborg', [
      'henrik@johansson.example.se',
      '070-123 45 67',
      'github.com/hjohansson',
      'hjohansson.dev',
    ]),
  },
  {
    file: 'chromium-letterspaced-cape-town.pdf',
    truth: {
      first: 'Thandiwe',
      last: 'Nkosi',
      email: 'thandi.nkosi@example.co.za',
      phone: '+27 21 555 0134',
      linkedin: 'https://www.linkedin.com/in/thandiwe-nkosi',
    },
    page: styledName(
      'Thandiwe Nkosi',
      'letter-spacing: 0.5em; text-transform: uppercase; font-size: 24pt;',
      'Cape Town, South Africa',
      ['thandi.nkosi@example.co.za', '+27 21 555 0134', 'linkedin.com/in/thandiwe-nkosi'],
      "'Liberation Serif', serif",
    ),
  },
  {
    file: 'chromium-letterspaced-small-caps-two-words-city.pdf',
    truth: {
      first: 'Olivier',
      last: 'Marchand',
      email: 'o.marchand@example.be',
      phone: '+32 470 12 34 56',
      linkedin: null,
    },
    page: styledName(
      'Olivier Marchand',
      'letter-spacing: 0.25em; font-variant: small-caps; font-size: 26pt;',
      'Saint-Gilles, Bruxelles',
      ['o.marchand@example.be', '+32 470 12 34 56'],
      "'Liberation Sans', sans-serif",
    ),
  },
  {
    file: 'chromium-cyrillic.pdf',
    truth: {
      first: 'Дмитрий',
      last: 'Соколов',
      email: 'd.sokolov@example.ru',
      phone: '+7 (916) 123-45-67',
      linkedin: 'https://www.linkedin.com/in/dmitry-sokolov',
    },
    page: plainLocal(
      'Дмитрий Соколов',
      [
        'Москва, Россия',
        'Тел.: +7 (916) 123-45-67 · Эл. почта: d.sokolov@example.ru',
        'linkedin.com/in/dmitry-sokolov',
      ],
      `<h2>Опыт работы</h2><h3>Ведущий инженер, ООО «Северный поток», 2018 – настоящее время</h3>
        <ul><li>Руководил командой из пяти человек.</li></ul><h2>Образование</h2><p>МГТУ им. Н. Э. Баумана, 2012 – 2018</p>`,
      'ru',
    ),
  },
  {
    file: 'chromium-cyrillic-surname-first-patronymic.pdf',
    truth: {
      first: 'Екатерина',
      last: 'Иванова',
      email: 'ivanova.ekaterina@mail.example.ru',
      phone: '8 (495) 123-45-67',
      linkedin: null,
    },
    page: plainLocal(
      'Иванова Екатерина Сергеевна',
      ['Санкт-Петербург', 'Телефон: 8 (495) 123-45-67', 'E-mail: ivanova.ekaterina@mail.example.ru'],
      `<h2>Цель</h2><p>Главный бухгалтер</p><h2>Опыт работы</h2><p>2015 – 2024 · АО «Балтика» · бухгалтер</p>`,
      'ru',
    ),
  },
  {
    file: 'chromium-greek.pdf',
    truth: {
      first: 'Γιώργος',
      last: 'Παπαδόπουλος',
      email: 'g.papadopoulos@example.gr',
      phone: '+30 21 0123 4567',
      linkedin: 'https://www.linkedin.com/in/gpapadopoulos',
    },
    page: plainLocal(
      'Γιώργος Παπαδόπουλος',
      [
        'Αθήνα, Ελλάδα',
        'Τηλ.: +30 21 0123 4567 | Email: g.papadopoulos@example.gr',
        a('https://gr.linkedin.com/in/gpapadopoulos', 'gr.linkedin.com/in/gpapadopoulos'),
      ],
      `<h2>Επαγγελματική εμπειρία</h2><p>Μηχανικός λογισμικού, Πειραιάς, 2019 – σήμερα</p><h2>Εκπαίδευση</h2><p>Εθνικό Μετσόβιο Πολυτεχνείο</p>`,
      'el',
    ),
  },
  {
    file: 'chromium-obfuscated-email-india.pdf',
    truth: {
      first: 'Priya',
      last: 'Raman',
      email: 'priya.raman@example.com',
      phone: '+91 98765 43210',
      linkedin: 'https://www.linkedin.com/in/priyaraman',
    },
    page: plainLocal(
      'Priya Raman',
      ['Bengaluru, Karnataka', 'priya.raman at example dot com · +91 98765 43210 · in.linkedin.com/in/priyaraman'],
      JOBS.software,
      'en',
    ),
  },
  {
    file: 'chromium-obfuscated-brackets.pdf',
    truth: {
      first: 'Lan',
      last: 'Nguyen',
      email: 'lan.nguyen@mail.example.vn',
      phone: '+84 90 123 45 67',
      linkedin: null,
    },
    page: plainLocal(
      'Lan Nguyen',
      ['Ho Chi Minh City, Vietnam', 'Email: lan.nguyen [at] mail.example [dot] vn', 'Mobile: +84 90 123 45 67'],
      JOBS.design,
      'en',
    ),
  },
  {
    file: 'chromium-us-extension-washington.pdf',
    truth: {
      first: 'Jamal',
      last: 'Washington',
      email: 'jamal.washington@northstar.example.com',
      phone: '(415) 555-0134 ext. 207',
      linkedin: 'https://www.linkedin.com/in/jamalwashington',
    },
    page: photoHeader('Jamal Washington', 'Regional Sales Manager', [
      'Oakland, CA 94612',
      'Office: (415) 555-0134 ext. 207',
      'jamal.washington@northstar.example.com',
      'linkedin.com/in/jamalwashington',
    ]),
  },
  {
    file: 'chromium-labels-short-in-handle.pdf',
    truth: {
      first: 'Kwabena',
      last: 'Owusu',
      email: 'kwabena@owusu.example.gh',
      phone: '+233 20 123 4567',
      linkedin: 'https://www.linkedin.com/in/kwabena-owusu',
    },
    page: photoHeader('Kwabena Owusu', 'Account Executive', [
      'T: +233 20 123 4567',
      'E: kwabena@owusu.example.gh',
      'L: in/kwabena-owusu',
      'W: owusu.example.gh',
    ]),
  },
  {
    file: 'chromium-linkedin-caps-slug-slash.pdf',
    truth: {
      first: 'Rahul',
      last: 'Mehta',
      email: 'rahul.mehta@outlook.example.com',
      phone: '+91 22 5555 0199',
      linkedin: 'https://www.linkedin.com/in/Rahul-Mehta-7b3a2c1',
    },
    page: stackedLabels('Rahul Mehta', 'Platform Engineer', [
      ['Phone', '+91 22 5555 0199'],
      ['Email', 'rahul.mehta@outlook.example.com'],
      ['LinkedIn', 'www.linkedin.com/in/Rahul-Mehta-7b3a2c1/'],
      ['Location', 'Mumbai'],
    ]),
  },
  {
    file: 'chromium-name-in-sidebar.pdf',
    truth: {
      first: 'Aleksandra',
      last: 'Nowak-Kowalczyk',
      email: 'ola.nowak@example.pl',
      phone: '+48 512 345 678',
      linkedin: 'https://www.linkedin.com/in/aleksandra-nowak-kowalczyk',
    },
    page: nameInSidebar('Aleksandra Nowak-Kowalczyk', 'Data Engineer', [
      'ola.nowak@example.pl',
      '+48 512 345 678',
      a('https://www.linkedin.com/in/aleksandra-nowak-kowalczyk', 'LinkedIn profile'),
      'Warszawa',
    ]),
  },
  {
    file: 'chromium-role-above-name.pdf',
    truth: {
      first: 'Camille',
      last: 'Laurent',
      email: 'hello@camillelaurent.example',
      phone: '+33 1 44 55 66 77',
      linkedin: null,
    },
    page: roleAboveName('Clinical Research Associate', 'Camille Laurent', [
      'Paris',
      '+33 1 44 55 66 77',
      'hello@camillelaurent.example',
    ]),
  },
  {
    file: 'chromium-running-header-footer.pdf',
    truth: {
      first: 'Oluwaseun',
      last: 'Adebayo-Williams',
      email: 'seun.aw@example.co.uk',
      phone: '+44 (0)113 496 0123',
      linkedin: 'https://www.linkedin.com/in/seun-adebayo-williams',
    },
    page: runningHeaderFooter('Oluwaseun Adebayo-Williams', 'Senior Software Engineer', [
      'Leeds, UK',
      '+44 (0)113 496 0123',
      'seun.aw@example.co.uk',
      'uk.linkedin.com/in/seun-adebayo-williams',
    ]),
  },
  {
    file: 'chromium-cv-dash-name.pdf',
    truth: {
      first: 'Giulia',
      last: 'Bianchi',
      email: 'giulia.bianchi@pec.example.it',
      phone: '+39 02 8765 4321',
      linkedin: 'https://www.linkedin.com/in/giuliabianchi',
    },
    page: cvDashName('Curriculum Vitae — Giulia Bianchi', [
      ['Indirizzo', 'Via Roma 12, 20121 Milano'],
      ['Telefono', '+39 02 8765 4321'],
      ['Email', 'giulia.bianchi@pec.example.it'],
      ['LinkedIn', a('https://it.linkedin.com/in/giuliabianchi/', 'giuliabianchi')],
    ]),
  },
  {
    file: 'chromium-brazil-phone-cep.pdf',
    truth: {
      first: 'Mariana',
      last: 'Ribeiro',
      email: 'mariana.ribeiro@example.com.br',
      phone: '(11) 98765-4321',
      linkedin: 'https://www.linkedin.com/in/marianaribeiro',
    },
    page: plainLocal(
      'Mariana Ribeiro',
      [
        'Rua Augusta, 1500 – São Paulo, SP – CEP 01304-001',
        'Celular: (11) 98765-4321 | mariana.ribeiro@example.com.br',
        'linkedin.com/in/marianaribeiro',
      ],
      `<h2>Experiência</h2><p>Analista de Dados Sênior — Banco Azul, 2020 – atual</p><h2>Formação</h2><p>USP, 2013 – 2017</p>`,
      'pt',
    ),
  },
  {
    file: 'chromium-australia-postcode.pdf',
    truth: {
      first: 'Liam',
      last: "O'Connor-Reid",
      email: 'liam.ocr@bigpond.example.com.au',
      phone: '0412 345 678',
      linkedin: null,
    },
    page: stackedLabels("Liam O'Connor-Reid", 'Site Supervisor', [
      ['Address', '14 George St, Sydney NSW 2000'],
      ['Mobile', '0412 345 678'],
      ['Email', 'liam.ocr@bigpond.example.com.au'],
      ['Licence', 'NSW 1234 5678'],
    ]),
  },
  {
    file: 'chromium-german-extension-honorific.pdf',
    truth: {
      first: 'Lena',
      last: 'Schäfer-Hoffmann',
      email: 'lena.schaefer-hoffmann@example.de',
      phone: '+49 89 1234567',
      linkedin: 'https://www.linkedin.com/in/lena-schaefer-hoffmann',
    },
    page: photoHeader('Dr. Lena Schäfer-Hoffmann', 'Leiterin Qualitätssicherung', [
      'Mobil: +49 89 1234567',
      'Fax: +49 89 1234568',
      'lena.schaefer-hoffmann@example.de',
      'de.linkedin.com/in/lena-schaefer-hoffmann',
      'München',
    ]),
  },
  {
    file: 'chromium-japan-phone-two-column.pdf',
    truth: {
      first: 'Yuki',
      last: 'Tanaka',
      email: 'yuki.tanaka@example.co.jp',
      phone: '090-1234-5678',
      linkedin: 'https://www.linkedin.com/in/yukitanaka',
    },
    page: contactsAtBottom('Yuki Tanaka', 'Business Development', [
      '090-1234-5678',
      'yuki.tanaka@example.co.jp',
      a('https://jp.linkedin.com/in/yukitanaka', 'linkedin'),
      'Tokyo',
    ]),
  },
  {
    file: 'chromium-us-dots-portfolio.pdf',
    truth: {
      first: 'Taylor',
      last: 'Brooks',
      email: 'taylor.brooks@gmail.example.com',
      phone: '512.555.0178',
      linkedin: null,
    },
    page: styledName(
      'Taylor Brooks',
      'font-size: 30pt; font-weight: bold;',
      'Austin, TX 78701',
      ['512.555.0178', 'taylor.brooks@gmail.example.com', 'taylorbrooks.design/portfolio', 'dribbble.com/tbrooks'],
      "'DejaVu Sans', sans-serif",
    ),
  },
  {
    file: 'chromium-contacts-bar-above-name.pdf',
    truth: {
      first: 'Marie-Claire',
      last: 'de Villiers',
      email: 'mc.devilliers@atelier.example.co.za',
      phone: '+27 82 555 0199',
      linkedin: 'https://www.linkedin.com/in/mcdevilliers',
    },
    page: html(
      `.bar { background: #111; color: #eee; font-size: 8pt; padding: 5pt 30pt; } main { padding: 18pt 30pt; } h1 { font-size: 30pt; }`,
      `<div class="bar">mc.devilliers@atelier.example.co.za &nbsp;•&nbsp; +27 82 555 0199 &nbsp;•&nbsp; https://www.linkedin.com/in/mcdevilliers/?locale=en_US</div>
       <main><h1>Marie-Claire de Villiers</h1><p>Interior Architect · Stellenbosch</p>${JOBS.design}</main>`,
    ),
  },
  {
    file: 'chromium-letterspaced-name-in-domain.pdf',
    truth: {
      first: 'Sofía',
      last: 'Méndez',
      email: 'hola@sofiamendez.example',
      phone: '+52 55 1234 5678',
      linkedin: null,
    },
    page: styledName(
      'Sofía Méndez',
      'letter-spacing: 0.2em; text-transform: uppercase; font-size: 24pt;',
      'Monterrey, Nuevo León',
      ['hola@sofiamendez.example', '+52 55 1234 5678'],
      "'DejaVu Sans', sans-serif",
    ),
  },
  {
    file: 'chromium-nickname-credentials-pronouns.pdf',
    truth: {
      first: 'Priyanka',
      last: 'Sharma-Iyer',
      email: 'psharma.iyer@clinic.example.org',
      phone: '+1 (212) 555-0147, ext. 3',
      linkedin: 'https://www.linkedin.com/in/priyanka-sharma-iyer-md',
    },
    page: photoHeader('Dr. Priyanka Sharma-Iyer, MD (she/her)', 'Attending Physician, Internal Medicine', [
      'New York, NY',
      '+1 (212) 555-0147, ext. 3',
      'psharma.iyer@clinic.example.org',
      a('https://www.linkedin.com/in/priyanka-sharma-iyer-md/', 'LinkedIn'),
    ]),
  },
  {
    file: 'chromium-right-aligned-name-left-contacts.pdf',
    truth: {
      first: 'Omar',
      last: 'Al-Farsi',
      email: 'omar.alfarsi@example.om',
      phone: '+968 9123 4567',
      linkedin: 'https://www.linkedin.com/in/omar-alfarsi',
    },
    page: html(
      `header { display: flex; justify-content: space-between; align-items: flex-end; padding: 26pt 32pt 10pt; border-bottom: 3px solid #b08d57; }
       .c { font-size: 8.5pt; line-height: 1.6; } .n { text-align: right; } main { padding: 0 32pt; }`,
      `<header><div class="c"><div>☏ +968 9123 4567</div><div>✉ omar.alfarsi@example.om</div><div>in omar-alfarsi</div><div>⌖ Muscat, Oman</div></div>
       <div class="n"><h1>Omar Al-Farsi</h1><p>Procurement Lead</p></div></header><main>${JOBS.sales}</main>`,
    ),
  },
  {
    file: 'chromium-unicode-linkedin-slug.pdf',
    truth: {
      first: 'Jürgen',
      last: 'Müller',
      email: 'j.mueller@firma.example.de',
      phone: '0171 2345678',
      linkedin: 'https://www.linkedin.com/in/jürgen-müller',
    },
    page: plainLocal(
      'Jürgen Müller',
      [
        'Hauptstraße 5, 70173 Stuttgart',
        'Mobil: 0171 2345678 · E-Mail: j.mueller@firma.example.de',
        'LinkedIn: linkedin.com/in/jürgen-müller',
      ],
      `<h2>Berufserfahrung</h2><p>Teamleiter Logistik, Spedition Süd GmbH, 2016 – heute</p><h2>Ausbildung</h2><p>Fachwirt Logistik, IHK Stuttgart</p>`,
      'de',
    ),
  },
  {
    file: 'chromium-two-phones-singapore.pdf',
    truth: {
      first: 'Wei',
      last: 'Zhang',
      email: 'zhang.wei@example.com.sg',
      phone: '+65 9123 4567',
      linkedin: 'https://www.linkedin.com/in/zhangwei-sg',
    },
    page: rightSidebarIcons('Wei Zhang (张伟)', 'Operations Analyst', [
      'Mobile +65 9123 4567',
      'zhang.wei@example.com.sg',
      'sg.linkedin.com/in/zhangwei-sg',
      'Singapore 049315',
    ]),
  },
  {
    file: 'chromium-uppercase-email-kenya.pdf',
    truth: {
      first: 'Wanjiru',
      last: 'Kamau',
      email: 'wanjiru.kamau@example.co.ke',
      phone: '+254 712 345678',
      linkedin: null,
    },
    page: contactsAtBottom('Wanjiru Kamau', 'Sales Operations Manager', [
      'Nairobi, Kenya',
      'Cell: +254 712 345678',
      'Wanjiru.Kamau@Example.co.ke',
      'P.O. Box 12345-00100',
    ]),
  },
  {
    file: 'chromium-email-underscore-subdomain.pdf',
    truth: {
      first: 'Nicolás',
      last: 'Álvarez Peña',
      email: 'n_alvarez-01@eng.corp-mail.example.org',
      phone: '+56 2 2345 6789',
      linkedin: 'https://www.linkedin.com/in/nicolas-alvarez-pena',
    },
    page: bandNameTitleOneLine(
      'Nicolás Álvarez Peña',
      'Ingeniero de Datos',
      ['n_alvarez-01@eng.corp-mail.example.org', 'Tel. +56 2 2345 6789', 'cl.linkedin.com/in/nicolas-alvarez-pena'],
      '—',
    ),
  },
  {
    file: 'chromium-israel-phone-sidebar-label.pdf',
    truth: {
      first: 'Noa',
      last: 'Ben-David',
      email: 'noa.bendavid@example.co.il',
      phone: '054-123-4567',
      linkedin: 'https://www.linkedin.com/in/noabendavid',
    },
    page: nameInSidebar('Noa Ben-David', 'Product Analyst', [
      'Phone',
      '054-123-4567',
      'Email',
      'noa.bendavid@example.co.il',
      'LinkedIn',
      'linkedin.com/in/noabendavid',
    ]),
  },
  {
    file: 'chromium-philippines-kicker-title.pdf',
    truth: {
      first: 'Maria Angelica',
      last: 'Santos',
      email: 'angelica.santos@example.ph',
      phone: '+63 917 123 4567',
      linkedin: null,
    },
    page: html(
      `main { padding: 30pt 36pt; } .k { font-size: 9pt; letter-spacing: 0.2em; text-transform: uppercase; color: #888; } h1 { font-size: 28pt; }`,
      `<main><p class="k">Customer Success Specialist</p><h1>Maria Angelica Santos</h1><p>Quezon City, Metro Manila</p>
       <p>+63 917 123 4567 / angelica.santos@example.ph</p>${JOBS.sales}</main>`,
    ),
  },
  {
    file: 'chromium-greeting-emoji-name.pdf',
    truth: {
      first: 'Isabela',
      last: 'Costa',
      email: 'isabela@costa.example.pt',
      phone: '912345678',
      linkedin: 'https://www.linkedin.com/in/isabela-costa',
    },
    page: html(
      `main { padding: 34pt 40pt; } .hi { font-size: 26pt; font-weight: bold; } .c { font-size: 9pt; margin: 6pt 0; }`,
      `<main><p class="hi">👋 Hi, I'm Isabela Costa</p><p>Product marketer in Lisbon</p>
       <p class="c">isabela@costa.example.pt | 912345678 | linkedin.com/in/isabela-costa</p>${JOBS.design}</main>`,
    ),
  },
  {
    file: 'chromium-en-dash-phone-dates.pdf',
    truth: {
      first: 'Grace',
      last: 'Okonkwo',
      email: 'grace.okonkwo@example.com',
      phone: '+1 415–555–0163',
      linkedin: null,
    },
    page: html(
      `main { padding: 34pt 40pt; }`,
      `<main><h1>Grace Okonkwo</h1><p>Sales Development · San Francisco</p><p>grace.okonkwo@example.com</p>
       <h2>Experience</h2><p>Account Executive, Helix — 01/2019 – 12/2022</p><p>SDR, Brightwave — 06/2016 – 12/2018</p>
       <h2>Contact</h2><p>+1 415–555–0163</p></main>`,
    ),
  },
  {
    file: 'chromium-stacked-first-last.pdf',
    truth: {
      first: 'Matteo',
      last: 'Ferrari',
      email: 'hello@matteo.example.it',
      phone: '+39 333 123 4567',
      linkedin: null,
    },
    page: html(
      `body { display: flex; } .name { width: 45%; padding: 40pt 30pt; font-size: 40pt; font-weight: 900; line-height: 1; text-transform: uppercase; }
       .c { width: 55%; padding: 46pt 30pt; font-size: 9pt; } main { padding: 0 30pt; }`,
      `<div class="name">Matteo<br>Ferrari</div><div class="c"><p>Architetto</p><p>+39 333 123 4567 / +39 02 9876 5432</p><p>hello@matteo.example.it</p><p>Torino</p></div>`,
    ).replace('</body>', `<main>${JOBS.design}</main></body>`),
  },
  {
    file: 'chromium-french-surname-caps-first.pdf',
    truth: {
      first: 'Marie',
      last: 'Dupont',
      email: 'marie.dupont@laposte.example.net',
      phone: '+33 6 98 76 54 32',
      linkedin: null,
    },
    page: plainLocal(
      'DUPONT Marie',
      ['12 rue des Lilas, 69003 Lyon', 'Tél. : +33 6 98 76 54 32 — marie.dupont@laposte.example.net'],
      `<h2>Expérience professionnelle</h2><p>Assistante logistique, Transports Martin, 2017 – 2024</p><h2>Formation</h2><p>BTS Transport, Lyon</p>`,
      'fr',
    ),
  },
  {
    file: 'chromium-sidebar-first-headings.pdf',
    truth: {
      first: 'Elif',
      last: 'Aksoy',
      email: 'contact@studio-aksoy.example',
      phone: '+90 555 123 45 67',
      linkedin: 'https://www.linkedin.com/in/elifaksoy',
    },
    page: html(
      `body { display: flex; min-height: 100vh; } aside { width: 34%; background: #f1ede4; padding: 30pt 14pt; font-size: 9pt; }
       main { width: 66%; padding: 30pt 24pt; } h1 { font-size: 30pt; }`,
      `<aside><h2>Core Competencies</h2><p>Brand Strategy</p><p>Art Direction</p><h2>Key Achievements</h2><p>Cannes Lions Shortlist</p>
       <h2>Get In Touch</h2><p>contact@studio-aksoy.example</p><p>+90 555 123 45 67</p><p>linkedin.com/in/elifaksoy</p></aside>
       <main><h1>Elif Aksoy</h1><p>Creative Director</p>${JOBS.design}</main>`,
    ),
  },
  {
    file: 'chromium-tel-link-only.pdf',
    truth: {
      first: 'Jonas',
      last: 'Weber',
      email: 'jonas.weber@example.de',
      phone: '+4915112345678',
      linkedin: 'https://www.linkedin.com/in/jonas-weber-berlin',
    },
    page: html(
      `main { padding: 30pt 36pt; } .c a { margin-right: 14pt; font-size: 9pt; }`,
      `<main><h1>Jonas Weber</h1><p>Frontend Engineer · Berlin</p><p class="c">${a('mailto:jonas.weber@example.de', 'jonas.weber@example.de')}
       ${a('tel:+4915112345678', 'Call me')}${a('https://www.linkedin.com/in/jonas-weber-berlin', 'LinkedIn')}</p>${JOBS.software}</main>`,
    ),
  },
  {
    file: 'chromium-css-columns-contacts-end.pdf',
    truth: {
      first: 'Ines',
      last: 'Carvalho',
      email: 'ines.carvalho@example.pt',
      phone: '+351 21 123 4567',
      linkedin: 'https://www.linkedin.com/in/inescarvalho',
    },
    page: html(
      `main { padding: 30pt 36pt; column-count: 2; column-gap: 24pt; } h1 { column-span: all; font-size: 28pt; } .t { column-span: all; margin-bottom: 10pt; }`,
      `<main><h1>Ines Carvalho</h1><p class="t">Supply Chain Analyst</p>${JOBS.sales}${JOBS.software}
       <h2>Contact</h2><p>+351 21 123 4567</p><p>ines.carvalho@example.pt</p><p>linkedin.com/in/inescarvalho</p></main>`,
    ),
  },
  {
    file: 'chromium-dot-at-words.pdf',
    truth: {
      first: 'Hiroshi',
      last: 'Sato',
      email: 'hiroshi.sato@gmail.example.com',
      phone: '+81 3-1234-5678',
      linkedin: null,
    },
    page: plainLocal(
      'Dr. Hiroshi Sato, PhD',
      ['Kyoto, Japan', 'hiroshi dot sato at gmail dot example dot com', 'Lab: +81 3-1234-5678'],
      JOBS.software,
      'en',
    ),
  },
  {
    file: 'chromium-us-zip-plus-four.pdf',
    truth: {
      first: 'Brandon',
      last: 'Mitchell',
      email: 'bmitch@proton.example.me',
      phone: '(206) 555-0100',
      linkedin: 'https://www.linkedin.com/in/brandon-mitchell-pm',
    },
    page: html(
      `main { padding: 30pt 36pt; } .c { font-size: 9pt; }`,
      `<main><h1>Brandon Mitchell</h1><p class="c">1200 Pine St, Seattle, WA 98101-1234 | (206) 555-0100 | bmitch@proton.example.me</p>
       <p class="c">${a('https://www.linkedin.com/in/brandon-mitchell-pm', 'linkedin.com/in/brandon-mitchell-pm')}</p>${JOBS.sales}</main>`,
    ),
  },
  {
    file: 'chromium-personal-details-dob.pdf',
    truth: {
      first: 'Katarzyna',
      last: 'Zielińska',
      email: 'k.zielinska@onet.example.pl',
      phone: '+48 22 123 45 67',
      linkedin: null,
    },
    page: cvDashName('Katarzyna Zielińska', [
      ['Date of birth', '1991-04-23'],
      ['Nationality', 'Polish'],
      ['Phone', '+48 22 123 45 67'],
      ['Email', 'k.zielinska@onet.example.pl'],
    ]),
  },
  {
    file: 'chromium-monogram-beside-name.pdf',
    truth: {
      first: 'Mateo',
      last: 'Ruiz',
      email: 'contacto@mateoruiz.example.es',
      phone: '+34 622 55 01 88',
      linkedin: null,
    },
    page: html(
      `header { display: flex; align-items: baseline; gap: 16pt; padding: 30pt 36pt 6pt; } .mono { font-size: 26pt; font-weight: bold; border: 2px solid #333; padding: 2pt 6pt; }
       h1 { font-size: 26pt; font-weight: normal; } .c { padding: 0 36pt; font-size: 9pt; } main { padding: 0 36pt; }`,
      `<header><span class="mono">MR</span><h1>Mateo Ruiz</h1></header><p class="c">contacto@mateoruiz.example.es ⋅ +34 622 55 01 88 ⋅ Bilbao</p>
       <main>${JOBS.design}</main>`,
    ),
  },
  {
    file: 'chromium-title-pipe-name.pdf',
    truth: {
      first: 'Ayumi',
      last: 'Kobayashi',
      email: 'a.kobayashi@example.jp',
      phone: '+81 80 1234 5678',
      linkedin: 'https://www.linkedin.com/in/ayumi-kobayashi',
    },
    page: html(
      `main { padding: 30pt 36pt; } .top { font-size: 20pt; }`,
      `<main><p class="top">Senior Product Manager | Ayumi Kobayashi</p><p>a.kobayashi@example.jp · +81 80 1234 5678 · linkedin.com/in/ayumi-kobayashi</p>${JOBS.software}</main>`,
    ),
  },
  {
    file: 'chromium-timeline-dates-column.pdf',
    truth: {
      first: 'Nikolai',
      last: 'Petrov',
      email: 'n.petrov@example.bg',
      phone: '+359 88 123 4567',
      linkedin: 'https://www.linkedin.com/in/nikolai-petrov-dev',
    },
    page: html(
      `main { padding: 30pt 36pt; } .row { display: flex; gap: 14pt; margin: 6pt 0; } .d { width: 80pt; color: #777; font-size: 9pt; }`,
      `<main><h1>Nikolai Petrov</h1><p>Backend Developer — Sofia, Bulgaria</p>
       <p>n.petrov@example.bg &nbsp; +359 88 123 4567 &nbsp; linkedin.com/in/nikolai-petrov-dev</p><h2>Experience</h2>
       <div class="row"><div class="d">2021 – now</div><div>Senior Developer, Telerik Labs. Payments APIs in Go.</div></div>
       <div class="row"><div class="d">2018 – 2021</div><div>Developer, Bulsoft. Billing in Java; 2M invoices a month.</div></div>
       <div class="row"><div class="d">2016 – 2018</div><div>Junior Developer, Webfactory. PHP and MySQL.</div></div>
       <div class="row"><div class="d">2012 – 2016</div><div>BSc Informatics, Sofia University</div></div></main>`,
    ),
  },
  {
    file: 'chromium-narrow-sidebar-linkedin-break-anywhere.pdf',
    truth: {
      first: 'Beatrix',
      last: 'Szabó',
      email: 'beatrix.szabo.designer@example.hu',
      phone: '+36 30 123 4567',
      linkedin: 'https://www.linkedin.com/in/beatrix-szabo-designer-budapest',
    },
    page: html(
      `body { display: flex; min-height: 100vh; } aside { width: 26%; background: #e9eef2; padding: 26pt 10pt; font-size: 9pt; overflow-wrap: anywhere; }
       main { width: 74%; padding: 26pt 22pt; }`,
      `<aside><h2>Contact</h2><p>beatrix.szabo.designer@example.hu</p><p>+36 30 123 4567</p><p>linkedin.com/in/beatrix-szabo-designer-budapest</p>
       <p>Budapest</p><h2>Software</h2><p>Figma</p><p>Sketch</p></aside><main><h1>Beatrix Szabó</h1><p>UI Designer</p>${JOBS.design}</main>`,
    ),
  },
];

// ---------- DOCX ----------

const run = (text: string, options: { bold?: boolean; size?: number } = {}) => new TextRun({ text, ...options });
const para = (text: string, options: { bold?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [run(text, options)] });
const link = (url: string, text: string) =>
  new Paragraph({
    children: [new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] })],
  });
const cell = (children: Paragraph[], width: number) =>
  new TableCell({ children, width: { size: width, type: WidthType.PERCENTAGE } });
const table = (cells: TableCell[]) =>
  new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [new TableRow({ children: cells })] });
const docBody = (lines: string[]) => lines.map((line, i) => para(line, { bold: i === 0 }));
const EN_BODY = docBody([
  'Experience',
  'Operations Analyst, Meridian Freight, Rotterdam, 2019 - present',
  'Built the weekly capacity model used by 30 planners.',
  'Education',
  'MSc Supply Chain Management, Erasmus University, 2017 - 2019',
]);

const docxs: DocxFixture[] = [
  {
    file: 'docx-table-name-left-contacts-right.docx',
    truth: {
      first: 'Yusuf',
      last: 'Demir',
      email: 'yusuf.demir@example.com.tr',
      phone: '+90 532 123 45 67',
      linkedin: 'https://www.linkedin.com/in/yusufdemir',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              table([
                cell([para('Yusuf Demir', { bold: true, size: 40 }), para('Supply Chain Analyst')], 55),
                cell(
                  [
                    para('İstanbul, Türkiye'),
                    para('+90 532 123 45 67'),
                    para('yusuf.demir@example.com.tr'),
                    link('https://tr.linkedin.com/in/yusufdemir/', 'tr.linkedin.com/in/yusufdemir'),
                  ],
                  45,
                ),
              ]),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-header-table-contacts.docx',
    truth: {
      first: 'Chiara',
      last: 'Esposito',
      email: 'chiara.esposito@example.it',
      phone: '+39 06 1234 5678',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  table([
                    cell([para('CHIARA ESPOSITO', { bold: true, size: 36 })], 50),
                    cell([para('Tel. +39 06 1234 5678'), para('chiara.esposito@example.it'), para('Roma')], 50),
                  ]),
                ],
              }),
            },
            children: [
              para('Profilo', { bold: true }),
              para('Responsabile acquisti con dieci anni di esperienza.'),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-textbox-sidebar-contacts.docx',
    truth: {
      first: 'Ravi',
      last: 'Iyer',
      email: 'ravi.iyer@example.in',
      phone: '+91 80 4567 8901',
      linkedin: 'https://www.linkedin.com/in/ravi-iyer',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Ravi Shankar Iyer', { bold: true, size: 44 }),
              para('Senior Supply Planner'),
              new Textbox({
                style: { width: '2in', height: '2in' },
                children: [
                  para('CONTACT', { bold: true }),
                  para('+91 80 4567 8901'),
                  para('ravi.iyer@example.in'),
                  para('linkedin.com/in/ravi-iyer'),
                  para('Chennai'),
                ],
              }),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-footer-linked-label.docx',
    truth: {
      first: 'Emma',
      last: 'Kowalczyk',
      email: 'emma.k@example.ca',
      phone: '+1 604 555 0123',
      linkedin: 'https://www.linkedin.com/in/emma-kowalczyk',
    },
    doc: () =>
      new Document({
        sections: [
          {
            footers: {
              default: new Footer({
                children: [
                  new Paragraph({
                    children: [
                      run('emma.k@example.ca  |  +1 604 555 0123  |  '),
                      new ExternalHyperlink({
                        link: 'https://ca.linkedin.com/in/emma-kowalczyk',
                        children: [new TextRun({ text: 'LinkedIn', style: 'Hyperlink' })],
                      }),
                    ],
                  }),
                ],
              }),
            },
            children: [
              para('Emma Kowalczyk', { bold: true, size: 40 }),
              para('Vancouver, British Columbia'),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-japanese.docx',
    truth: { first: '太郎', last: '山田', email: 'taro.yamada@example.jp', phone: '090-8765-4321', linkedin: null },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('職務経歴書', { bold: true, size: 32 }),
              para('山田 太郎', { bold: true, size: 40 }),
              para('東京都渋谷区'),
              para('電話: 090-8765-4321'),
              para('メール: taro.yamada@example.jp'),
              para('職務経歴', { bold: true }),
              para('2018年4月 – 現在 株式会社サンプル 営業部'),
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-ukrainian-header.docx',
    truth: {
      first: 'Олена',
      last: 'Коваленко',
      email: 'olena.kovalenko@example.ua',
      phone: '+380 67 123 4567',
      linkedin: 'https://www.linkedin.com/in/olena-kovalenko',
    },
    doc: () =>
      new Document({
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  para('Олена Коваленко', { bold: true, size: 36 }),
                  para('Київ · +380 67 123 4567 · olena.kovalenko@example.ua'),
                ],
              }),
            },
            children: [
              para('ua.linkedin.com/in/olena-kovalenko'),
              para('Досвід роботи', { bold: true }),
              para('Менеджер з логістики, 2019 – 2024'),
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-korean-labelled.docx',
    truth: { first: '민준', last: '김', email: 'minjun.kim@example.kr', phone: '010-1234-5678', linkedin: null },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('이력서', { bold: true, size: 36 }),
              table([
                cell([para('이름'), para('연락처'), para('이메일')], 30),
                cell([para('김민준'), para('010-1234-5678'), para('minjun.kim@example.kr')], 70),
              ]),
              para('경력', { bold: true }),
              para('2019 – 현재 샘플전자 연구원'),
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-title-before-name.docx',
    truth: {
      first: 'Olivia',
      last: 'Bennett',
      email: 'hello@oliviaeats.example',
      phone: '+44 7700 900321',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Registered Dietitian', { size: 28 }),
              para('Olivia Bennett', { bold: true, size: 40 }),
              para('Bristol · +44 7700 900321 · hello@oliviaeats.example'),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-title-style-name.docx',
    truth: {
      first: 'Hamish',
      last: 'MacLeod',
      email: 'hamish.macleod@example.scot',
      phone: '+44 (0) 7911 123456',
      linkedin: 'https://www.linkedin.com/in/hamishmacleod',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Curriculum Vitae', heading: HeadingLevel.HEADING_2 }),
              new Paragraph({ text: 'Hamish MacLeod', heading: HeadingLevel.TITLE }),
              para('Inverness · +44 (0) 7911 123456 · hamish.macleod@example.scot'),
              link('https://uk.linkedin.com/in/hamishmacleod', 'LinkedIn'),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-surname-comma-label.docx',
    truth: {
      first: 'Agnieszka',
      last: 'Wójcik',
      email: 'a.wojcik@example.pl',
      phone: '+48 600-700-800',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('PERSONAL DETAILS', { bold: true }),
              para('Name: Wójcik, Agnieszka'),
              para('Phone: +48 600-700-800'),
              para('Email: a.wojcik@example.pl'),
              para('Address: ul. Długa 5, 80-827 Gdańsk'),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-header-contacts-name-in-textbox.docx',
    truth: {
      first: 'Tariq',
      last: 'Hussain',
      email: 'tariq.h@example.ae',
      phone: '+971 50 123 4567',
      linkedin: 'https://www.linkedin.com/in/tariq-hussain',
    },
    doc: () =>
      new Document({
        sections: [
          {
            headers: {
              default: new Header({
                children: [para('+971 50 123 4567 | tariq.h@example.ae | ae.linkedin.com/in/tariq-hussain')],
              }),
            },
            children: [
              new Textbox({
                style: { width: '4in', height: '0.8in' },
                children: [para('Tariq Hussain', { bold: true, size: 44 }), para('Fleet Operations Manager')],
              }),
              para('PROFESSIONAL SUMMARY', { bold: true }),
              para('Fleet manager with ten years across Dubai and Abu Dhabi.'),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-stacked-name-two-phones.docx',
    truth: { first: 'Sanne', last: 'Bakker', email: 'sanne.bakker@example.nl', phone: '020 123 4567', linkedin: null },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('SANNE', { bold: true, size: 48 }),
              para('BAKKER', { bold: true, size: 48 }),
              para('020 123 4567 / 06 12345678'),
              para('sanne.bakker@example.nl'),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-tagline-before-name.docx',
    truth: {
      first: 'Benedikt',
      last: 'Schröder',
      email: 'b.schroeder@example.at',
      phone: '+43 664 1234567',
      linkedin: 'https://www.linkedin.com/in/benedikt-schroeder',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Building Reliable Supply Chains', { size: 22 }),
              para('Benedikt Schröder', { bold: true, size: 52 }),
              para('+43 664 1234567 · b.schroeder@example.at · linkedin.com/in/benedikt-schroeder'),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-header-table-name-heading-body.docx',
    truth: {
      first: 'Freya',
      last: 'Andersen',
      email: 'freya.andersen@example.dk',
      phone: '+45 20 12 34 56',
      linkedin: 'https://www.linkedin.com/in/freya-andersen',
    },
    doc: () =>
      new Document({
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  table([
                    cell([para('Freya Andersen', { size: 22 })], 40),
                    cell(
                      [
                        para('+45 20 12 34 56 · freya.andersen@example.dk'),
                        link('https://dk.linkedin.com/in/freya-andersen', 'LinkedIn'),
                      ],
                      60,
                    ),
                  ]),
                ],
              }),
            },
            children: [
              new Paragraph({ text: 'Core Competencies', heading: HeadingLevel.HEADING_1 }),
              para('Demand planning, S&OP, SAP IBP'),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-field-hyperlinks.docx',
    truth: {
      first: 'Rosa',
      last: 'Lindgren',
      email: 'rosa.lindgren@example.fi',
      phone: '+358 40 123 4567',
      linkedin: 'https://www.linkedin.com/in/rosalindgren',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Rosa Lindgren', { bold: true, size: 40 }),
              para('Helsinki · +358 40 123 4567 · rosa.lindgren@example.fi'),
              new Paragraph({
                children: [new SimpleField('HYPERLINK "https://fi.linkedin.com/in/rosalindgren/"', 'LinkedIn')],
              }),
              ...EN_BODY,
            ],
          },
        ],
      }),
  },
  {
    file: 'docx-contacts-at-end.docx',
    truth: {
      first: 'Gustavo',
      last: 'Pereira',
      email: 'gustavo.pereira@example.com.br',
      phone: '+55 (21) 99876-5432',
      linkedin: 'https://www.linkedin.com/in/gustavopereira',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Gustavo Pereira', heading: HeadingLevel.TITLE }),
              para('Coordenador de Logística'),
              ...EN_BODY,
              ...EN_BODY,
              para('Contato', { bold: true }),
              para('+55 (21) 99876-5432'),
              para('gustavo.pereira@example.com.br'),
              link('https://br.linkedin.com/in/gustavopereira', 'br.linkedin.com/in/gustavopereira'),
            ],
          },
        ],
      }),
  },
];

// ---------- TXT ----------

const utf16le = (bom: boolean) => (text: string) =>
  Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);
const utf8bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
const CP1252: Record<string, number> = {
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '•': 0x95,
  '€': 0x80,
};
const windows1252 = (text: string) =>
  Buffer.from([...text].map((ch) => CP1252[ch] ?? (ch.charCodeAt(0) <= 0xff ? ch.charCodeAt(0) : 0x3f)));

/** Text in a legacy double-byte encoding, by inverting the decoder's table (ASCII as itself). */
function encodeLegacy(text: string, encoding: 'gbk' | 'shift_jis'): Buffer {
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const ch = decoder.decode(Uint8Array.from([lead, trail]));
      if ([...ch].length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  return Buffer.from(
    [...text].flatMap((ch) => (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : (table.get(ch) ?? [0x3f]))),
  );
}

const txts: TxtFixture[] = [
  {
    file: 'txt-utf16le-bom-turkish.txt',
    truth: {
      first: 'Ayşe',
      last: 'Yılmaz',
      email: 'ayse.yilmaz@example.com.tr',
      phone: '+90 (212) 555 01 23',
      linkedin: 'https://www.linkedin.com/in/ayseyilmaz',
    },
    text: 'AYŞE YILMAZ\r\nİnsan Kaynakları Uzmanı\r\nİstanbul\r\n+90 (212) 555 01 23 | ayse.yilmaz@example.com.tr | tr.linkedin.com/in/ayseyilmaz/\r\n\r\nDENEYİM\r\nİK Uzmanı, Örnek A.Ş., 2017 – 2024\r\n',
    encode: utf16le(true),
  },
  {
    file: 'txt-utf16le-no-bom-swedish.txt',
    truth: {
      first: 'Björn',
      last: 'Åkesson',
      email: 'bjorn.akesson@example.se',
      phone: '+46 8 123 456 78',
      linkedin: null,
    },
    text: 'Björn Åkesson\r\nStockholm, Sverige\r\nTelefon: +46 8 123 456 78\r\nE-post: bjorn.akesson@example.se\r\n\r\nERFARENHET\r\nLagerchef, Nordlager AB, 2016 – 2024\r\n',
    encode: utf16le(false),
  },
  {
    file: 'txt-windows1252-french.txt',
    truth: {
      first: 'François',
      last: 'Lefèvre',
      email: 'francois.lefevre+emploi@example.fr',
      phone: '+33 (0)1 23 45 67 89',
      linkedin: 'https://www.linkedin.com/in/francoislefevre',
    },
    text: 'François Lefèvre\r\nResponsable d’entrepôt – Lyon\r\nTél. : +33 (0)1 23 45 67 89\r\nCourriel : francois.lefevre+emploi@example.fr\r\nLinkedIn : linkedin.com/in/francoislefevre\r\n\r\nEXPÉRIENCE\r\n• Chef d’équipe, Logistique Rhône, 2015 – 2024\r\n',
    encode: windows1252,
  },
  {
    file: 'txt-utf8-bom-irish-particle.txt',
    truth: {
      first: 'Aoife',
      last: 'Ní Bhriain',
      email: 'aoife.nibhriain@example.ie',
      phone: '087 123 4567',
      linkedin: 'https://www.linkedin.com/in/aoife-ni-bhriain',
    },
    text: 'Aoife Ní Bhriain\nGalway, Ireland\n087 123 4567 · aoife.nibhriain@example.ie · LinkedIn: /in/aoife-ni-bhriain\n\nPROFILE\nNurse manager with twelve years on acute wards.\n',
    encode: utf8bom,
  },
  {
    file: 'txt-chinese-labelled.txt',
    truth: { first: '小明', last: '王', email: 'wang.xm@example.cn', phone: '+86 138 0013 8000', linkedin: null },
    text: '个人简历\n\n姓名：王小明\n电话：+86 138 0013 8000\n邮箱：wang.xm@example.cn\n地址：上海市浦东新区\n\n工作经历\n2018 – 2024 上海某物流公司 运营经理\n',
    encode: (text) => Buffer.from(text, 'utf8'),
  },
  {
    file: 'txt-obfuscated-extension.txt',
    truth: {
      first: 'Marcus',
      last: 'Feldman',
      email: 'marcus.feldman@consulting.example.com',
      phone: '+1-800-555-0199 x 3',
      linkedin: 'https://www.linkedin.com/in/marcusfeldman',
    },
    text: 'Marcus Feldman, CPA\nChicago, Illinois\nPhone: +1-800-555-0199 x 3\nEmail: marcus.feldman (at) consulting.example (dot) com\nLinkedIn: linkedin.com/in/marcusfeldman?trk=profile\n\nSUMMARY\nFractional CFO for Series A–C companies.\n',
    encode: (text) => Buffer.from(text, 'utf8'),
  },
  {
    file: 'txt-utf16be-bom-arabic-origin.txt',
    truth: {
      first: 'Layla',
      last: 'Haddad',
      email: 'layla.haddad@example.lb',
      phone: '+961 3 123 456',
      linkedin: 'https://www.linkedin.com/in/laylahaddad',
    },
    text: 'LAYLA HADDAD\r\nBeirut, Lebanon\r\nM: +961 3 123 456\r\nE: layla.haddad@example.lb\r\nin/laylahaddad\r\n\r\nEXPERIENCE\r\nProject Coordinator, Cedar Aid, 2018 – 2024\r\n',
    encode: (text) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]),
  },
  {
    file: 'txt-windows1252-nz-quotes.txt',
    truth: { first: 'Tane', last: 'Walker', email: 'tane.walker@example.co.nz', phone: '021 123 4567', linkedin: null },
    text: '“Tane” Walker — Senior Planner\r\nAuckland 1010 • 021 123 4567 • tane.walker@example.co.nz\r\n\r\nEXPERIENCE\r\n• Planner, Kiwi Freight Ltd, 2015 – 2024\r\n',
    encode: windows1252,
  },
  {
    file: 'txt-utf8-referee-first-contacts-last.txt',
    truth: {
      first: 'Fiona',
      last: 'Campbell',
      email: 'fiona.campbell@example.com.au',
      phone: '0412 345 678',
      linkedin: null,
    },
    text: 'Fiona Campbell\nRegistered Nurse (AHPRA NMW0001234567)\n\nPROFILE\nEmergency nurse, 9 years.\n\nREFEREES\nJane Morris, Nurse Unit Manager — jane.morris@health.example.gov.au — 02 9555 0100\n\nCONTACT\nfiona.campbell@example.com.au | 0412 345 678 | Newcastle NSW 2300\n',
    encode: (text) => Buffer.from(text, 'utf8'),
  },
  {
    file: 'txt-windows1251-russian.txt',
    truth: {
      first: 'Анна',
      last: 'Смирнова',
      email: 'anna.smirnova@example.ru',
      phone: '+7 912 345-67-89',
      linkedin: null,
    },
    text: 'Анна Смирнова\r\nМенеджер по продажам\r\nТелефон: +7 912 345-67-89\r\nE-mail: anna.smirnova@example.ru\r\n\r\nОпыт работы\r\n2018 – 2024 ООО «Ромашка»\r\n',
    encode: (text) =>
      Buffer.from(
        new Uint8Array(
          [...text].map((ch) => {
            const c = ch.charCodeAt(0);
            if (c >= 0x410 && c <= 0x44f) return c - 0x410 + 0xc0;
            if (ch === '–') return 0x96;
            if (ch === '«') return 0xab;
            if (ch === '»') return 0xbb;
            if (ch === 'ё') return 0xb8;
            if (ch === 'Ё') return 0xa8;
            return c < 0x80 ? c : 0x3f;
          }),
        ),
      ),
  },
  {
    file: 'txt-bare-digits-contact-line.txt',
    truth: {
      first: 'Callum',
      last: 'Fraser',
      email: 'callum.fraser@example.co.uk',
      phone: '07700900123',
      linkedin: 'https://www.linkedin.com/in/callumfraser',
    },
    text: 'Callum Fraser\ncallum.fraser@example.co.uk | 07700900123 | linkedin.com/in/callumfraser\nEdinburgh EH1 1YZ\n\nEXPERIENCE\nWarehouse Team Leader, 2017 - 2024\n',
    encode: (text) => Buffer.from(text, 'utf8'),
  },
  {
    file: 'txt-markdown-links.txt',
    truth: {
      first: 'Sam',
      last: 'Lee',
      email: 'sam.lee@example.dev',
      phone: '+1 (646) 555-0112',
      linkedin: 'https://www.linkedin.com/in/sam-lee-dev',
    },
    text: '# Sam Lee\n\nFull-stack engineer · New York\n\n[sam.lee@example.dev](mailto:sam.lee@example.dev) · +1 (646) 555-0112 · [LinkedIn](https://www.linkedin.com/in/sam-lee-dev/) · [GitHub](https://github.com/samlee)\n\n## Experience\n\n- **Senior Engineer**, Acme (2020–2024)\n',
    encode: (text) => Buffer.from(text, 'utf8'),
  },
  {
    file: 'txt-resume-of-name.txt',
    truth: {
      first: 'Declan',
      last: 'Murphy',
      email: 'dmurphy.work@example.ie',
      phone: '+353 87 765 4321',
      linkedin: null,
    },
    text: 'Resume of Declan Murphy\n\nDate of birth: 02.11.1988\nMobile: +353 87 765 4321\nEmail: dmurphy.work@example.ie\n\nWORK HISTORY\nForklift operator, 2012 - 2024\n',
    encode: (text) => Buffer.from(text, 'utf8'),
  },
  {
    file: 'txt-cv-dash-name-no-email-match.txt',
    truth: {
      first: 'Ingrid',
      last: 'Halvorsen',
      email: 'post@fjordplan.example.no',
      phone: '+47 912 34 567',
      linkedin: null,
    },
    text: 'CV – Ingrid Halvorsen\nOslo\n+47 912 34 567 · post@fjordplan.example.no\n\nERFARING\nPlanlegger, Fjordplan AS, 2015 – 2024\n',
    encode: (text) => Buffer.from(text, 'utf8'),
  },
  {
    file: 'txt-windows1250-polish.txt',
    truth: {
      first: 'Łukasz',
      last: 'Wiśniewski',
      email: 'lukasz.wisniewski@example.pl',
      phone: '+48 601 234 567',
      linkedin: null,
    },
    text: 'Łukasz Wiśniewski\r\nKierownik magazynu – Łódź\r\nTel.: +48 601 234 567\r\nE-mail: lukasz.wisniewski@example.pl\r\n\r\nDOŚWIADCZENIE\r\nMagazyn Centralny sp. z o.o., 2016 – 2024\r\n',
    encode: (text) => {
      const table = new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 256 }, (_, i) => i));
      return Buffer.from([...text].map((ch) => Math.max(0, table.indexOf(ch))));
    },
  },
  {
    file: 'txt-gbk-chinese.txt',
    truth: { first: '丽华', last: '李', email: 'lihua.li@example.com.cn', phone: '139 1234 5678', linkedin: null },
    text: '个人简历\r\n李丽华\r\n电话：139 1234 5678\r\n邮箱：lihua.li@example.com.cn\r\n\r\n工作经历\r\n2016 – 2024 北京某贸易公司 采购主管\r\n',
    encode: (text) => encodeLegacy(text, 'gbk'),
  },
  {
    file: 'txt-shift-jis-japanese.txt',
    truth: { first: '花子', last: '佐藤', email: 'hanako.sato@example.ne.jp', phone: '080-2345-6789', linkedin: null },
    text: '履歴書\r\n氏名：佐藤 花子\r\n電話：080-2345-6789\r\nメール：hanako.sato@example.ne.jp\r\n\r\n職歴\r\n2015年4月 株式会社サンプル 入社\r\n',
    encode: (text) => encodeLegacy(text, 'shift_jis'),
  },
];

await writeResumeFixtures(OUT, pdfs, docxs, txts);
