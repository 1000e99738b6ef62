/**
 * Writes the wild2 fixtures under tests/fixtures/resumes/wild2: a blind batch of 40 resumes of kinds the earlier
 * batches (layout, varied, fresh, wild) lack, each with its true contact details (what a recruiter reading it would
 * enter) written here before any reader saw it. The conventions of the wild batch hold: no titles, suffixes or
 * post-nominals in a name; a LinkedIn address as https://www.linkedin.com/in/<handle> whatever its subdomain,
 * locale, trailing slash or query string; the phone as the candidate's own number with its digits as printed (a
 * '(0)' or an extension included when printed); null when the resume has no such field.
 * - Chromium printing HTML templates to PDF: two columns with the contacts pinned to the foot of a dark left
 *   column under skills and languages, and a quoted former manager in the main column (Summer Rain, a name of two
 *   common words); a vertical timeline with dots whose dates, a NYSC call-up number and a COREN number sit beside
 *   the entries (a Nigerian name); a first name in a light weight on one line over the surname in bold capitals on
 *   the next, the trade beside it, a CSCS card number and a referee's landline (Will Carpenter, a carpenter); a
 *   letter-spaced small-caps name with a Hawaiian ʻokina and kahakō and the city on the line under it; a circular
 *   monogram logo ('JvdM') beside a Dutch 'van der' name with a KvK number; a grid of SVG-icon contacts with
 *   'LinkedIn: handle', a website and a birth date, a Chilean RUT and two surnames; a QR-code-like block captioned
 *   'Scan for portfolio' beside a '+1.415.555.0136' dotted phone (Hope Sterling); a cover letter first page that
 *   opens with the hiring manager's name, title, company address and switchboard, then the resume with a
 *   '+44 (0)7700 900417' phone; a recruitment agency's branded header (its consultant's name, phone and e-mail) and
 *   footer (company and VAT numbers) around a candidate with a double-barrelled surname; an English CV of a
 *   German engineer with a photo, a personal-details table with a birth date and a '0049-176-…' phone; a coloured
 *   accent bar with skill pills, an e-mail address with a '+careers' tag and an ORCID iD shaped like a phone
 *   number; a bilingual Québec resume with a hyphenated surname, an e-mail on a mail subdomain and a full LinkedIn
 *   URL with a '?locale=fr_FR' query; contacts stacked right-aligned as 'in/handle' and 'gh/handle' beside a
 *   Filipino 'Dela Cruz' name with a PRC licence and an SSS number; the city on the line under the name (Grant
 *   Bishop of Lincoln, a grants manager) with an 'http://www.' LinkedIn address and his employer's main line in the
 *   experience; rounded cards with a former manager's quote, e-mail and phone above the candidate's own contact
 *   card (a Vietnamese name with diacritics); a contact strip placed after the summary with a '(703) 555-0162 x
 *   204' extension, a DUNS number written like a phone and a contract number; a personal website printed from a
 *   browser (the print date, the page title and the URL in the margins, a navigation bar, a copyright line); the
 *   whole resume as one bordered table with a row of labels over a row of contact values (Greek, a TEE number and
 *   an AFM); a right sidebar with the name small under a photo while the job title is the biggest text on the
 *   page (Precious Moyo); a newspaper masthead with a dateline and edition number and the text in CSS columns; a
 *   code-editor resume written as a JavaScript object with line numbers in the gutter; an English and Arabic
 *   bilingual header with the Arabic name and an Eastern-Arabic-digit phone beside the Latin 'Al-' name.
 * - Word documents: the name in the Title style with the contacts in a 2×2 table under it and a Ugandan TIN of ten
 *   digits; a two-column section (contacts after skills in the left column, a column break, the experience on the
 *   right) under a single-column heading; a text box of 'key facts' (phone, e-mail, birth date, notice period,
 *   salary, NIF) beside a Heading 1 name with the city on the next line; an agency-reformatted CV with the
 *   consultant in the page header and the agency's registered office in the footer; the candidate's contacts only
 *   in the page footer and a referees table (names, relationships, phones, e-mails) in the body; the name and the
 *   job title with an NMC PIN on one line separated by a right tab; a borderless row of four icon cells under the
 *   name and a former manager's e-mail and office number inside the experience; the name in a table nested in a
 *   table cell, a Chinese name given as an English given name and surname followed by the Chinese characters;
 *   one paragraph of soft line breaks holding a Hungarian name written family name first and all the contacts;
 *   the LinkedIn address only in a footnote; a phone number changed with tracked changes (the old number deleted,
 *   the new one inserted); a name typed in mixed case but shown in capitals with a non-breaking hyphen in the
 *   surname, a mailto hyperlink and a LinkedIn hyperlink with a '?locale=en_US' query.
 * - Text files: UTF-8 without a BOM with Chinese characters beside an English given name (a WeChat ID too);
 *   ISO-8859-15 (a French CV with € and œ); UTF-16BE with a BOM (a Swiss CV with an AHV number in dotted groups);
 *   CRLF line ends with a name underlined by '=' signs, a name that is two common words (Dawn Rivers, a hydrologist)
 *   and referees with phones; a job board's plain-text export ('Name: Last, First' labels, a candidate ID, an
 *   export time stamp, a requisition number and the recruiter's own e-mail and toll-free phone above the resume
 *   text); a LinkedIn profile's text export (the contact column first with '(Mobile)' and '(LinkedIn)' tags, then
 *   top skills, languages and certifications, the name only after them, page footers).
 *
 *   npx tsx scripts/make-resume-wild2-fixtures.ts
 */
import path from 'node:path';
import {
  AlignmentType,
  ColumnBreak,
  DeletedTextRun,
  Document,
  ExternalHyperlink,
  Footer,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  InsertedTextRun,
  NoBreakHyphen,
  Paragraph,
  SectionType,
  ShadingType,
  TabStopType,
  Table,
  TableBorders,
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
  htmlPage as html,
  silhouettePng,
  pngUri,
  crlf,
  utf8,
  run,
  para,
  heading,
  lines,
} from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes/wild2');

// ---------- pictures and drawings ----------

// A head-and-shoulders silhouette as a PNG photo.
const PHOTO = silhouettePng([104, 112, 126], [222, 226, 232]);
const PHOTO_URI = pngUri(PHOTO);

/** A QR-code-like SVG: three finder squares and a pseudo-random module pattern, 29 modules a side. */
const qrLike = (seed: number, size: number) => {
  const n = 29;
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7" fill="#111"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/>` +
    `<rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#111"/>`;
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9);
  const cells: string[] = [];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      if (!inFinder(x, y) && next() < 0.48) cells.push(`<rect x="${x}" y="${y}" width="1" height="1" fill="#111"/>`);
  return `<svg width="${size}" height="${size}" viewBox="-1 -1 ${n + 2} ${n + 2}" shape-rendering="crispEdges" aria-hidden="true">
    <rect x="-1" y="-1" width="${n + 2}" height="${n + 2}" fill="#fff"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}${cells.join('')}</svg>`;
};

// Small line icons (16×16) for a contact grid.
const svgIcon = (inner: string) =>
  `<svg width="13" height="13" viewBox="0 0 16 16" fill="none" stroke="#0f766e" stroke-width="1.5" aria-hidden="true">${inner}</svg>`;
const ICONS = {
  phone: svgIcon(
    '<path d="M3 2h3l1.5 3.5-2 1.2a8 8 0 0 0 3.8 3.8l1.2-2L14 10v3a1 1 0 0 1-1 1A11 11 0 0 1 2 3a1 1 0 0 1 1-1z"/>',
  ),
  mail: svgIcon('<rect x="1.5" y="3.5" width="13" height="9" rx="1"/><path d="M2 4l6 5 6-5"/>'),
  pin: svgIcon('<path d="M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15z"/><circle cx="8" cy="6.5" r="1.8"/>'),
  linkedin: svgIcon(
    '<rect x="1.5" y="1.5" width="13" height="13" rx="2"/><path d="M5 7v5M5 4.5v.5M8 12V7m0 2.5c0-1.5 4-2.5 4 0V12"/>',
  ),
  globe: svgIcon(
    '<circle cx="8" cy="8" r="6.5"/><path d="M1.5 8h13M8 1.5c2.5 3 2.5 10 0 13M8 1.5c-2.5 3-2.5 10 0 13"/>',
  ),
  calendar: svgIcon('<rect x="1.5" y="3" width="13" height="11.5" rx="1"/><path d="M1.5 6.5h13M5 1.5v3M11 1.5v3"/>'),
};

// ---------- PDF (Chromium) ----------

/** CSS for documents of several A4 pages drawn as fixed-height blocks. */
const PAGES_CSS = `.page { height: 296mm; position: relative; overflow: hidden; padding: 24mm 20mm 0; }
  .page + .page { page-break-before: always; }`;

const pdfs: PdfFixture[] = [
  {
    // Two columns: a dark left column with a photo, expertise, software and languages, and the contacts pinned to
    // its foot under 'Get in touch'; the main column quotes a former manager by name. The name is two common words,
    // and 'rain' and 'summer' recur in the text.
    file: 'chromium-two-column-contacts-foot-of-left-column.pdf',
    truth: {
      first: 'Summer',
      last: 'Rain',
      email: 'summer.rain@example.com',
      phone: '(503) 555-0142',
      linkedin: 'https://www.linkedin.com/in/summerrain-la',
    },
    page: html(
      `body { display: flex; height: 296mm; } aside { width: 33%; background: #23413a; color: #e8efe9; padding: 30pt 18pt 26pt;
       display: flex; flex-direction: column; font-size: 9pt; } aside h2 { color: #b7d7a8; font-size: 9.5pt; margin-top: 16pt; }
       aside img { width: 96pt; height: 96pt; border-radius: 50%; object-fit: cover; align-self: center; border: 3px solid #b7d7a8; }
       aside .foot { margin-top: auto; border-top: 1px solid #5d7d72; padding-top: 8pt; } aside .foot p { margin: 4pt 0; }
       main { width: 67%; padding: 38pt 28pt 24pt 28pt; } h1 { font-size: 32pt; color: #23413a; letter-spacing: 0.01em; }
       .t { font-size: 12pt; color: #6b8f71; margin-top: 3pt; } main h2 { color: #23413a; border-bottom: 1px solid #c9d8cc; padding-bottom: 2pt; }
       blockquote { margin: 8pt 0 0; padding: 6pt 10pt; border-left: 3px solid #b7d7a8; background: #f3f7f2; font-style: italic; font-size: 9pt; }
       blockquote cite { display: block; font-style: normal; color: #555; margin-top: 3pt; }`,
      `<aside><img src="${PHOTO_URI}" alt=""><h2>Expertise</h2><p>Stormwater &amp; green infrastructure</p><p>Public realm and parks</p>
       <p>Planting design (PNW natives)</p><p>Community engagement</p><h2>Software</h2><p>AutoCAD Civil 3D · Vectorworks</p>
       <p>Rhino + Grasshopper · Lumion</p><p>ArcGIS Pro · Adobe CC</p><h2>Languages</h2><p>English (native) · Spanish (B2)</p>
       <div class="foot"><h2>Get in touch</h2><p>(503) 555-0142</p><p>summer.rain@example.com</p><p>linkedin.com/in/summerrain-la</p>
       <p>Portland, OR 97214</p></div></aside>
       <main><h1>Summer Rain</h1><p class="t">Landscape Architect · Green Infrastructure</p>
       <h2>Profile</h2><p>Licensed landscape architect (Oregon, 2016) with eleven years designing streets, parks and campuses that
       treat rain as a resource. I lead projects from community workshops to construction administration.</p>
       <h2>Experience</h2><h3>Associate — Mayer/Reed, Portland, OR</h3><p>2019 – present</p>
       <ul><li>Led the Division Street green street retrofit: 41 rain gardens and bioswales managing 9.2 acres of runoff.</li>
       <li>Project manager for the $14.6M Gateway Discovery Park expansion, opened summer 2023.</li>
       <li>Mentors four designers; runs the studio's planting-design reviews.</li></ul>
       <h3>Landscape Designer — Walker Macy, Portland, OR</h3><p>2014 – 2019</p>
       <ul><li>Campus landscapes for OHSU and Reed College; irrigation use down 38% through drought-tolerant palettes.</li></ul>
       <h3>Seasonal Park Planner — Portland Parks &amp; Recreation</h3><p>Summers 2012 – 2013</p>
       <h2>Education</h2><p>Master of Landscape Architecture, University of Oregon, 2012 – 2014</p>
       <p>B.S. Environmental Science, Oregon State University, 2008 – 2012</p>
       <h2>Recognition</h2><p>ASLA Oregon Merit Award 2022 (Division Street) · Portland Monthly "40 under 40", 2021</p>
       <blockquote>“Summer turned a drainage problem into the best-loved street in the district — and brought the neighbours with her.”
       <cite>— Greg Halvorsen, Principal, Mayer/Reed</cite></blockquote></main>`,
    ),
  },
  {
    // A vertical timeline: a line of dots with the dates on the left of each entry; a NYSC call-up number, a COREN
    // registration number and an employee ID among the entries; a Nigerian name and mobile.
    file: 'chromium-vertical-timeline-nysc-coren.pdf',
    truth: {
      first: 'Ifeoluwa',
      last: 'Ogunbiyi',
      email: 'ifeoluwa.ogunbiyi@example.com.ng',
      phone: '+234 803 555 0199',
      linkedin: 'https://www.linkedin.com/in/ifeoluwa-ogunbiyi',
    },
    page: html(
      `main { padding: 34pt 40pt; } header { border-bottom: 4px solid #008751; padding-bottom: 10pt; }
       h1 { font-size: 27pt; color: #0b3d2e; } .t { font-size: 12pt; color: #008751; margin: 3pt 0 8pt; }
       .c { font-size: 8.8pt; color: #333; } .c span + span::before { content: "  ◆  "; color: #008751; }
       h2 { color: #0b3d2e; margin-top: 16pt; } .tl { position: relative; margin-left: 78pt; border-left: 2px solid #9cc9b4; padding-left: 16pt; }
       .e { position: relative; margin-bottom: 10pt; } .e::before { content: ""; position: absolute; left: -22pt; top: 3pt; width: 9pt; height: 9pt;
       border-radius: 50%; background: #008751; border: 2px solid #fff; } .d { position: absolute; left: -96pt; top: 1pt; width: 66pt;
       text-align: right; font-size: 8.5pt; font-weight: bold; color: #0b3d2e; } .e h3 { margin-top: 0; } .e p.m { color: #666; font-size: 8.5pt; }`,
      `<main><header><h1>Ifeoluwa Ogunbiyi</h1><p class="t">Process Engineer — Oil &amp; Gas / Petrochemicals</p>
       <p class="c"><span>+234 803 555 0199</span><span>ifeoluwa.ogunbiyi@example.com.ng</span><span>Lekki Phase 1, Lagos</span>
       <span>https://www.linkedin.com/in/ifeoluwa-ogunbiyi</span></p></header>
       <h2>Summary</h2><p>COREN-registered chemical engineer with eight years in gas processing and refinery start-up; HAZOP leader and
       Aspen HYSYS modeller.</p>
       <h2>Career timeline</h2><div class="tl">
       <div class="e"><span class="d">2021 – now</span><h3>Senior Process Engineer — Dangote Petroleum Refinery, Lekki</h3>
       <p class="m">Staff no. DPR-2021-07734</p><ul><li>Commissioning lead for the 650,000 bpd crude distillation unit.</li>
       <li>Chaired 38 HAZOP sessions; closed 412 actions before first oil.</li></ul></div>
       <div class="e"><span class="d">2018 – 2021</span><h3>Process Engineer — Nigeria LNG, Bonny Island</h3>
       <ul><li>Debottlenecked Train 4 acid-gas removal; +3.1% throughput.</li></ul></div>
       <div class="e"><span class="d">2017 – 2018</span><h3>Graduate Engineer — Julius Berger Nigeria, Abuja</h3></div>
       <div class="e"><span class="d">2016 – 2017</span><h3>National Youth Service Corps — Lagos State Water Corporation</h3>
       <p class="m">Call-up no. NYSC/UNL/2016/412773</p></div>
       <div class="e"><span class="d">2011 – 2016</span><h3>B.Sc. Chemical Engineering (First Class) — University of Lagos</h3></div></div>
       <h2>Registrations</h2><p>COREN R.34512 (2020) · Nigerian Society of Chemical Engineers, member 08812</p>
       <h2>Skills</h2><p>Aspen HYSYS &amp; Plus · HAZOP / LOPA · P&amp;ID review · Commissioning procedures · Yoruba, English</p></main>`,
    ),
  },
  {
    // The first name in a light weight on one line and the surname in bold capitals on the next, with the trade
    // beside them; the name is a trade and a common verb ('Willing', 'carpenter' in the text); a CSCS card number
    // and a referee's landline; no LinkedIn.
    file: 'chromium-name-two-lines-light-first-bold-last.pdf',
    truth: {
      first: 'Will',
      last: 'Carpenter',
      email: 'will.carpenter@example.co.uk',
      phone: '07700 900318',
      linkedin: null,
    },
    page: html(
      `main { padding: 40pt 44pt; } header { display: flex; justify-content: space-between; align-items: flex-end; }
       .n1 { font-size: 44pt; font-weight: 300; color: #8a8a8a; line-height: 1; font-family: 'DejaVu Sans', sans-serif; }
       .n2 { font-size: 44pt; font-weight: 800; color: #1f1f1f; line-height: 1.05; text-transform: uppercase; letter-spacing: 0.02em; }
       .r { text-align: right; font-size: 11pt; color: #a0522d; } .r b { display: block; font-size: 13pt; }
       .c { margin-top: 12pt; padding: 6pt 0; border-top: 2px solid #1f1f1f; border-bottom: 1px solid #ccc; font-size: 9pt; }
       .c span { margin-right: 18pt; } h2 { color: #a0522d; }`,
      `<main><header><div><div class="n1">Will</div><div class="n2">Carpenter</div></div>
       <div class="r"><b>Finish Carpenter &amp; Joiner</b>City &amp; Guilds Level 3 · 14 years on site</div></header>
       <p class="c"><span>07700 900318</span><span>will.carpenter@example.co.uk</span><span>Headingley, Leeds LS6 2QD</span><span>Full UK licence, own van &amp; tools</span></p>
       <h2>About</h2><p>Second-fix and bespoke joinery carpenter for high-end residential and hotel fit-outs. Willing to travel across
       Yorkshire and the North East; comfortable leading a small gang.</p>
       <h2>Experience</h2><h3>Lead Finish Carpenter — Harrogate Joinery Ltd, Harrogate</h3><p>2018 – present</p>
       <ul><li>Staircases, panelling and fitted furniture for 60+ homes; snag rate under 2%.</li>
       <li>Led the joinery package (£410k) for the 48-room Grantley Hall spa wing.</li></ul>
       <h3>Site Carpenter — Wates Construction, Leeds</h3><p>2013 – 2018</p>
       <ul><li>First and second fix on student blocks of up to 620 beds.</li></ul>
       <h3>Apprentice Carpenter — Kier Group, Bradford</h3><p>2010 – 2013</p>
       <h2>Tickets</h2><p>CSCS Gold Card (Skilled Worker) no. 04125566 · SSSTS 2022 · PASMA · IPAF 3a/3b · First Aid at Work</p>
       <h2>Education</h2><p>NVQ Level 3 Site Carpentry, Leeds College of Building, 2013</p>
       <h2>Reference</h2><p>Tom Allerton, Contracts Manager, Harrogate Joinery Ltd — 0113 496 0455</p></main>`,
    ),
  },
  {
    // A centred name set in letter-spaced small caps of a serif face, with a Hawaiian ʻokina and kahakō; the city
    // ('Honolulu, Hawaiʻi') on the line under it; LinkedIn as a bare 'linkedin.com/in/…'.
    file: 'chromium-small-caps-letterspaced-okina.pdf',
    truth: {
      first: 'Mālia',
      last: 'Kaʻaihue',
      email: 'malia.kaaihue@example.org',
      phone: '(808) 555-0137',
      linkedin: 'https://www.linkedin.com/in/maliakaaihue',
    },
    page: html(
      `main { padding: 42pt 54pt; font-family: 'DejaVu Serif', serif; font-size: 9.8pt; } header { text-align: center; }
       h1 { font-size: 25pt; font-weight: normal; font-variant: small-caps; letter-spacing: 0.28em; color: #1b4965; }
       .city { font-size: 10pt; letter-spacing: 0.18em; color: #62929e; margin-top: 4pt; text-transform: uppercase; }
       .c { font-size: 8.8pt; margin-top: 9pt; padding: 5pt 0; border-top: 1px solid #bee9e8; border-bottom: 1px solid #bee9e8; }
       h2 { font-size: 10pt; font-variant: small-caps; text-transform: none; letter-spacing: 0.2em; color: #1b4965; text-align: center; margin-top: 16pt; }`,
      `<main><header><h1>Mālia Kaʻaihue</h1><p class="city">Honolulu, Hawaiʻi</p>
       <p class="c">(808) 555-0137 &nbsp;·&nbsp; malia.kaaihue@example.org &nbsp;·&nbsp; linkedin.com/in/maliakaaihue</p></header>
       <h2>Profile</h2><p>Hospitality leader with thirteen years in resort guest experience across Oʻahu and Maui, grounding service
       culture in Hawaiian values of aloha and mālama. Fluent in ʻōlelo Hawaiʻi and Japanese (JLPT N2).</p>
       <h2>Experience</h2><h3>Director of Guest Experience — Halekūlani, Waikīkī</h3><p>2019 – present</p>
       <ul><li>453 rooms; Forbes Five-Star retained each year; guest satisfaction 94.1 (brand 90.3).</li>
       <li>Built the cultural advisor programme with 6 kumu from Kapiʻolani Community College.</li></ul>
       <h3>Guest Relations Manager — Montage Kapalua Bay, Maui</h3><p>2014 – 2019</p>
       <h3>Front Office Supervisor — Turtle Bay Resort, Kahuku</h3><p>2011 – 2014</p>
       <h2>Education</h2><p>B.S. Travel Industry Management, University of Hawaiʻi at Mānoa, 2007 – 2011</p>
       <h2>Community</h2><p>Board member, Hawaiʻi Tourism Authority workforce committee (2022 – 2024) · Hula, Hālau Hi‘iakaināmakalehua</p></main>`,
    ),
  },
  {
    // A circular monogram logo ('JvdM') beside a Dutch 'van der' name; the contacts in a right-aligned block with
    // a Dutch postcode; a KvK (chamber of commerce) number and a birth date in dashes.
    file: 'chromium-monogram-logo-van-der.pdf',
    truth: {
      first: 'Joris',
      last: 'van der Meulen',
      email: 'joris@vandermeulen.example.nl',
      phone: '+31 6 1555 0187',
      linkedin: 'https://www.linkedin.com/in/jorisvandermeulen',
    },
    page: html(
      `main { padding: 34pt 40pt; } header { display: flex; align-items: center; gap: 14pt; padding-bottom: 12pt; border-bottom: 1px solid #f39200; }
       .logo { width: 62pt; height: 62pt; border-radius: 50%; background: #f39200; color: #fff; display: flex; align-items: center;
       justify-content: center; font-family: 'DejaVu Serif', serif; font-size: 19pt; font-style: italic; flex: none; }
       .who { flex: 1; } h1 { font-size: 24pt; color: #21252b; } .t { font-size: 11pt; color: #777; margin-top: 2pt; }
       .c { text-align: right; font-size: 8.6pt; line-height: 1.45; color: #333; } h2 { color: #f39200; }`,
      `<main><header><div class="logo">JvdM</div><div class="who"><h1>Joris van der Meulen</h1><p class="t">Havenplanner · Port Operations Planner</p></div>
       <div class="c">+31 6 1555 0187<br>joris@vandermeulen.example.nl<br>Westersingel 14b, 3014 GN Rotterdam<br>nl.linkedin.com/in/jorisvandermeulen</div></header>
       <h2>Profiel</h2><p>Operations planner with ten years in container terminals and inland shipping; I plan berths, yard and barge
       windows for some of the busiest quays in Europe.</p>
       <h2>Werkervaring</h2><h3>Senior Operations Planner — APM Terminals Maasvlakte II, Rotterdam</h3><p>2019 – heden</p>
       <ul><li>Berth plan for 2.7 million TEU a year; barge waiting time down from 31 to 17 hours.</li>
       <li>Introduced the 48-hour barge slot system with 22 inland operators.</li></ul>
       <h3>Planner Binnenvaart — Contargo, Rotterdam</h3><p>2015 – 2019</p>
       <h3>Zelfstandig adviseur (zzp) — KvK 68123456</h3><p>2014 – 2015</p>
       <h2>Opleiding</h2><p>MSc Maritime Economics and Logistics, Erasmus Universiteit Rotterdam, 2013 – 2014</p>
       <p>BSc Technische Bedrijfskunde, Hogeschool Rotterdam, 2009 – 2013</p>
       <h2>Persoonlijk</h2><p>Geboortedatum 04-11-1989 · Rijbewijs B · Nederlands, Engels, Duits</p></main>`,
      'nl',
    ),
  },
  {
    // The contacts as a 3×2 grid of SVG line icons and text: a Chilean mobile, an e-mail, a district, LinkedIn
    // written as 'LinkedIn: handle', a personal website and a birth date; a Spanish name with two surnames and a
    // RUT in the personal data.
    file: 'chromium-svg-icon-grid-linkedin-label-handle.pdf',
    truth: {
      first: 'Catalina',
      last: 'Fuenzalida Araya',
      email: 'cfuenzalida.araya@example.cl',
      phone: '+56 9 5555 0123',
      linkedin: 'https://www.linkedin.com/in/catalina-fuenzalida',
    },
    page: html(
      `main { padding: 34pt 40pt; } h1 { font-size: 26pt; color: #134e4a; } .t { font-size: 12pt; color: #0f766e; margin: 3pt 0 10pt; }
       .g { display: grid; grid-template-columns: repeat(3, 1fr); gap: 7pt 14pt; padding: 9pt 10pt; background: #f0fdfa; border-radius: 6pt; font-size: 8.8pt; }
       .g div { display: flex; align-items: center; gap: 6pt; } h2 { color: #134e4a; }`,
      `<main><h1>Catalina Fuenzalida Araya</h1><p class="t">Ingeniera Comercial · Analista de Riesgo de Crédito</p>
       <div class="g"><div>${ICONS.phone}<span>+56 9 5555 0123</span></div><div>${ICONS.mail}<span>cfuenzalida.araya@example.cl</span></div>
       <div>${ICONS.pin}<span>Providencia, Santiago</span></div><div>${ICONS.linkedin}<span>LinkedIn: catalina-fuenzalida</span></div>
       <div>${ICONS.globe}<span>catalinafa.example.cl</span></div><div>${ICONS.calendar}<span>12/08/1992</span></div></div>
       <h2>Perfil profesional</h2><p>Analista de riesgo con siete años en banca de personas y pymes; modelos de scoring en Python y SAS para
       carteras de hasta CLP 1,2 billones.</p>
       <h2>Experiencia</h2><h3>Analista Senior de Riesgo — Banco de Chile, Santiago</h3><p>2020 – actualidad</p>
       <ul><li>Nuevo modelo de admisión pyme: morosidad a 90 días de 4,8% a 3,1%.</li><li>Coordina a 3 analistas y al equipo de TI del banco.</li></ul>
       <h3>Analista de Riesgo — Falabella Financiero, Santiago</h3><p>2017 – 2020</p>
       <h2>Formación</h2><p>Ingeniería Comercial, Pontificia Universidad Católica de Chile, 2011 – 2016</p>
       <p>Diplomado en Ciencia de Datos, Universidad de Chile, 2019</p>
       <h2>Datos personales</h2><p>RUT 16.543.210-K · Nacionalidad chilena · Inglés avanzado (TOEFL 104)</p></main>`,
      'es',
    ),
  },
  {
    // A QR-code-like block in the top-right corner captioned 'Scan for portfolio' with a short link; a US phone
    // written with dots after '+1'; LinkedIn with 'www.' but no scheme; 'hope' also appears as a word.
    file: 'chromium-qr-block-dotted-phone.pdf',
    truth: {
      first: 'Hope',
      last: 'Sterling',
      email: 'hello@hopesterling.example.design',
      phone: '+1.415.555.0136',
      linkedin: 'https://www.linkedin.com/in/hopesterling',
    },
    page: html(
      `main { padding: 36pt 42pt; } header { display: flex; justify-content: space-between; align-items: flex-start; }
       h1 { font-size: 34pt; font-weight: 700; letter-spacing: -0.01em; color: #111; } .t { font-size: 13pt; color: #6d28d9; margin-top: 2pt; }
       .c { font-size: 9pt; margin-top: 10pt; line-height: 1.5; } .qr { text-align: center; font-size: 7pt; color: #555; width: 96pt; }
       .qr svg { display: block; margin: 0 auto 3pt; } h2 { color: #6d28d9; }`,
      `<main><header><div><h1>Hope Sterling</h1><p class="t">Senior Product Designer</p>
       <p class="c">San Francisco, CA 94107<br>+1.415.555.0136<br>hello@hopesterling.example.design<br>www.linkedin.com/in/hopesterling</p></div>
       <div class="qr">${qrLike(4207, 88)}Scan for portfolio<br>hs.example.design/p/2025</div></header>
       <h2>About</h2><p>Product designer with nine years in fintech and health apps. I hope to join a team where research, design and
       engineering ship together every week.</p>
       <h2>Experience</h2><h3>Senior Product Designer — Chime, San Francisco</h3><p>2021 – present</p>
       <ul><li>Redesigned direct-deposit onboarding: completion from 61% to 78% for 2.4M new members.</li>
       <li>Owns the design system's 140 components with two engineers.</li></ul>
       <h3>Product Designer — Omada Health, San Francisco</h3><p>2017 – 2021</p>
       <ul><li>Coaching app for 550,000 members; weekly active use +22%.</li></ul>
       <h3>Visual Designer — IDEO, Palo Alto</h3><p>2015 – 2017</p>
       <h2>Education</h2><p>BFA Interaction Design, California College of the Arts, 2011 – 2015</p>
       <h2>Elsewhere</h2><p>dribbble.com/hopesterling · Speaker, Config 2024 ("Designing for financial hope")</p></main>`,
    ),
  },
  {
    // Page 1 is a cover letter with no letterhead that opens with the date and the hiring manager's name, title,
    // company address and switchboard, and a requisition reference; the applicant signs it; page 2 is the resume
    // with a '+44 (0)7700 …' mobile.
    file: 'chromium-cover-letter-names-hiring-manager.pdf',
    truth: {
      first: 'Hamza',
      last: 'Qureshi',
      email: 'hamza.qureshi@example.co.uk',
      phone: '+44 (0)7700 900417',
      linkedin: 'https://www.linkedin.com/in/hamzaqureshi-data',
    },
    page: html(
      `${PAGES_CSS} .letter { font-family: 'Liberation Serif', serif; font-size: 11pt; line-height: 1.45; } .letter p { margin: 0 0 9pt; }
       .to { margin: 18pt 0 16pt; } h1 { font-size: 24pt; color: #0e3a5c; } .t { color: #3b6e8f; font-size: 12pt; }
       .c { font-size: 9pt; margin: 6pt 0 4pt; } h2 { color: #0e3a5c; border-bottom: 1px solid #cfdce6; }`,
      `<div class="page letter"><p>14 March 2025</p>
       <div class="to"><p>Ms Rebecca Thornton<br>Hiring Manager, Data &amp; Insight<br>Halden &amp; Pryce plc<br>1 Spinningfields<br>Manchester M3 3AP<br>Tel. 0161 496 0500</p></div>
       <p><b>Re: Senior Data Analyst — ref. HP/DA/2025/117</b></p>
       <p>Dear Ms Thornton,</p>
       <p>I am writing to apply for the Senior Data Analyst role advertised on your careers site. For the past six years I have built
       the pricing and retention analytics at Co-op Insurance, and I would welcome the chance to bring that experience to Halden &amp; Pryce.</p>
       <p>At Co-op I rebuilt the renewal-pricing data mart and the models on top of it, which cut lapse rates on home policies by 2.3 points
       in 2023. I also lead a community of practice of 40 analysts across the group, and I enjoy turning messy data into decisions that
       underwriters trust.</p>
       <p>My CV is attached. I am available for interview at any time and can start after a one-month notice period.</p>
       <p>Yours sincerely,</p><p>Hamza Qureshi</p></div>
       <div class="page"><h1>Hamza Qureshi</h1><p class="t">Senior Data Analyst — Insurance Pricing &amp; Retention</p>
       <p class="c">+44 (0)7700 900417 · hamza.qureshi@example.co.uk · linkedin.com/in/hamzaqureshi-data · Manchester M14</p>
       <h2>Experience</h2><h3>Data Analyst II — Co-op Insurance, Manchester</h3><p>2019 – present</p>
       <ul><li>Renewal-pricing data mart (Snowflake, dbt) for 1.1M policies; nightly runtime from 5h to 40min.</li>
       <li>Lapse model (XGBoost) behind a 2.3-point drop in home-policy lapse in 2023.</li></ul>
       <h3>Graduate Analyst — AutoTrader UK, Manchester</h3><p>2017 – 2019</p>
       <h2>Education</h2><p>MSc Data Science, University of Manchester, 2016 – 2017 · BSc Economics, University of Leeds, 2013 – 2016</p>
       <h2>Skills</h2><p>SQL, Python, dbt, Snowflake, Power BI, Emblem, experiment design</p></div>`,
    ),
  },
  {
    // A recruitment agency's branded page: its logo and its consultant's name, direct line and e-mail in the page
    // header, its company and VAT numbers in the footer; the candidate (a double-barrelled surname) with an agency
    // reference number and her own contacts under 'Candidate'.
    file: 'chromium-agency-branded-header-footer-double-barrelled.pdf',
    truth: {
      first: 'Harriet',
      last: 'Fortescue-Blyth',
      email: 'harriet.fb@example.co.uk',
      phone: '07700 900561',
      linkedin: 'https://www.linkedin.com/in/harriet-fortescue-blyth',
    },
    page: html(
      `.page { height: 296mm; position: relative; overflow: hidden; padding: 40mm 20mm 0; }
       .ah { position: absolute; top: 0; left: 0; right: 0; height: 28mm; background: #102a43; color: #fff; display: flex;
       align-items: center; justify-content: space-between; padding: 0 20mm; } .ah .logo { font-size: 17pt; font-weight: bold; letter-spacing: 0.12em; }
       .ah .logo small { display: block; font-size: 7.5pt; font-weight: normal; letter-spacing: 0.05em; color: #9fb3c8; }
       .ah .cons { text-align: right; font-size: 8pt; line-height: 1.4; color: #d9e2ec; }
       .af { position: absolute; bottom: 8mm; left: 20mm; right: 20mm; border-top: 1px solid #bcccdc; padding-top: 4pt; font-size: 7pt; color: #627d98; text-align: center; }
       .cand { background: #f0f4f8; padding: 8pt 10pt; border-left: 4px solid #f0b429; } .cand .l { font-size: 8pt; color: #627d98; text-transform: uppercase; letter-spacing: 0.1em; }
       h1 { font-size: 22pt; color: #102a43; } .cand p { font-size: 9pt; } h2 { color: #102a43; }`,
      `<div class="page"><div class="ah"><div class="logo">NORTHBRIDGE<small>Talent · Marketing &amp; Digital</small></div>
       <div class="cons">Candidate Profile — presented by<br><b>Gemma Price</b>, Senior Consultant<br>DDI 0161 496 0123 · gemma.price@northbridge-talent.example.com</div></div>
       <div class="cand"><p class="l">Candidate</p><h1>Harriet Fortescue-Blyth</h1><p>Marketing Manager · Cheltenham, Gloucestershire · Northbridge ref. NBT-44172</p>
       <p>Mobile 07700 900561 · harriet.fb@example.co.uk · linkedin.com/in/harriet-fortescue-blyth</p></div>
       <h2>Consultant's summary</h2><p>Harriet is a CIM-qualified B2B marketer with nine years in professional services and SaaS. Salary
       expectation £62,000 – £68,000 plus car allowance; notice period one month; available for interview from 24/03/2025.</p>
       <h2>Career history</h2><h3>Marketing Manager — Spirax Group, Cheltenham</h3><p>2021 – present</p>
       <ul><li>Team of 5; pipeline from marketing-sourced leads up from £3.2M to £7.9M.</li><li>Relaunched the steam-systems website in 11 languages.</li></ul>
       <h3>Senior Marketing Executive — Bruton Knowles, Gloucester</h3><p>2017 – 2021</p>
       <h3>Marketing Executive — Ecclesiastical Insurance, Gloucester</h3><p>2015 – 2017</p>
       <h2>Education</h2><p>BA (Hons) English, University of Exeter, 2012 – 2015 · CIM Professional Diploma in Marketing, 2018</p>
       <div class="af">Northbridge Talent Ltd · Peter House, Oxford Street, Manchester M1 5AN · Registered in England No. 09876543 · VAT GB 123 4567 89 ·
       www.northbridge-talent.example.com · This profile is confidential and supplied under our terms of business.</div></div>`,
    ),
  },
  {
    // An English CV of a German engineer: a photo on the right, a personal-details table with a birth date, a
    // '0049-176-…' mobile and a postcode; LinkedIn on a de. subdomain.
    file: 'chromium-german-engineer-photo-0049-phone.pdf',
    truth: {
      first: 'Mareike',
      last: 'Brandt',
      email: 'mareike.brandt@example.de',
      phone: '0049-176-55501234',
      linkedin: 'https://www.linkedin.com/in/mareike-brandt-mechatronik',
    },
    page: html(
      `main { padding: 34pt 40pt; } header { display: flex; justify-content: space-between; gap: 16pt; }
       header img { width: 78pt; height: 98pt; border: 1px solid #ccc; } h1 { font-size: 26pt; color: #333; font-weight: 400; }
       .t { color: #c8102e; font-size: 12pt; margin: 3pt 0 9pt; } table { border-collapse: collapse; font-size: 9pt; }
       td { padding: 1.5pt 10pt 1.5pt 0; vertical-align: top; } td.l { color: #777; } h2 { color: #c8102e; border-bottom: 1px solid #eee; }
       .row { display: flex; } .row .d { width: 90pt; flex: none; color: #555; font-size: 9pt; padding-top: 7pt; }`,
      `<main><header><div><h1>Mareike Brandt</h1><p class="t">Mechatronics Engineer · Automotive Test Systems</p>
       <table><tr><td class="l">Address</td><td>Rotebühlstraße 88, 70178 Stuttgart</td></tr>
       <tr><td class="l">Mobile</td><td>0049-176-55501234</td></tr><tr><td class="l">E-mail</td><td>mareike.brandt@example.de</td></tr>
       <tr><td class="l">LinkedIn</td><td>de.linkedin.com/in/mareike-brandt-mechatronik</td></tr>
       <tr><td class="l">Date of birth</td><td>12.04.1991 in Kassel</td></tr><tr><td class="l">Nationality</td><td>German</td></tr></table></div>
       <img src="${PHOTO_URI}" alt=""></header>
       <h2>Professional experience</h2>
       <div class="row"><div class="d">10/2019 – today</div><div><h3>Test Systems Engineer — Robert Bosch GmbH, Stuttgart-Feuerbach</h3>
       <ul><li>Hardware-in-the-loop benches for brake-by-wire ECUs; 18 benches, 24/7 operation.</li><li>Cut bench set-up time from 3 days to 6 hours with a Python toolchain.</li></ul></div></div>
       <div class="row"><div class="d">09/2016 – 09/2019</div><div><h3>Development Engineer — Mahle GmbH, Stuttgart</h3>
       <ul><li>Thermal-management test rig for 48 V systems.</li></ul></div></div>
       <h2>Education</h2>
       <div class="row"><div class="d">2014 – 2016</div><div><h3>M.Sc. Mechatronics, Universität Stuttgart</h3><p>Final grade 1.4</p></div></div>
       <div class="row"><div class="d">2010 – 2014</div><div><h3>B.Eng. Mechatronics, Hochschule Esslingen</h3></div></div>
       <h2>Skills</h2><p>dSPACE · NI VeriStand · CANoe · Python · MATLAB/Simulink · German (native), English (C1), French (B1)</p></main>`,
    ),
  },
  {
    // A coloured accent bar down the left edge, skills as rounded pills; an e-mail address with a '+careers' tag;
    // an ORCID iD written in dashed groups of digits like a phone number.
    file: 'chromium-accent-bar-skill-pills-plus-tag-orcid.pdf',
    truth: {
      first: 'Efua',
      last: 'Ankrah',
      email: 'efua.ankrah+careers@example.com',
      phone: '617-555-0129',
      linkedin: 'https://www.linkedin.com/in/efuaankrah',
    },
    page: html(
      `body { border-left: 12pt solid #e76f51; min-height: 296mm; } main { padding: 34pt 40pt 30pt 32pt; } h1 { font-size: 28pt; color: #264653; }
       .t { font-size: 12pt; color: #e76f51; margin: 2pt 0 8pt; } .c { font-size: 9pt; color: #444; } .c span { margin-right: 12pt; white-space: nowrap; }
       .pills span { display: inline-block; background: #eef4f3; color: #264653; border-radius: 10pt; padding: 2pt 8pt; margin: 2pt 3pt 2pt 0; font-size: 8.5pt; }
       h2 { color: #264653; }`,
      `<main><h1>Efua Ankrah</h1><p class="t">Biostatistician · Clinical Trials</p>
       <p class="c"><span>Cambridge, MA 02139</span><span>617-555-0129</span><span>efua.ankrah+careers@example.com</span><span>linkedin.com/in/efuaankrah</span>
       <span>ORCID 0000-0002-5550-1934</span></p>
       <h2>Skills</h2><div class="pills"><span>SAS</span><span>R</span><span>CDISC SDTM / ADaM</span><span>Bayesian adaptive designs</span>
       <span>Survival analysis</span><span>Mixed models</span><span>Shiny</span><span>Git</span></div>
       <h2>Experience</h2><h3>Senior Biostatistician — Vertex Pharmaceuticals, Boston, MA</h3><p>2020 – present</p>
       <ul><li>Lead statistician on two phase III cystic fibrosis trials (n = 1,250); SAPs, DMC reports and FDA responses.</li>
       <li>Built an R package for interim simulations used by 30 statisticians.</li></ul>
       <h3>Biostatistician — Dana-Farber Cancer Institute, Boston, MA</h3><p>2016 – 2020</p>
       <ul><li>Phase I/II oncology trials; 14 co-authored papers.</li></ul>
       <h2>Education</h2><p>PhD Biostatistics, Boston University, 2011 – 2016 · BSc Mathematics, KNUST, Kumasi, Ghana, 2006 – 2010</p>
       <h2>Selected publications</h2><p>Ankrah E, Weiss R, Osei K. Bayesian borrowing in rare-disease trials. <i>Stat Med</i> 2022;41:3305–19.</p></main>`,
    ),
  },
  {
    // A bilingual Québec resume (French and English headings) with a hyphenated surname, a Montréal phone in
    // the local format, an e-mail address on a mail subdomain and a full LinkedIn URL with a locale query string.
    file: 'chromium-quebec-bilingual-locale-linkedin-subdomain-email.pdf',
    truth: {
      first: 'Émilie',
      last: 'Tremblay-Gagnon',
      email: 'emilie@courriel.tremblay-gagnon.example.ca',
      phone: '514 555-0187',
      linkedin: 'https://www.linkedin.com/in/emilie-tremblay-gagnon',
    },
    page: html(
      `main { padding: 36pt 42pt; } header { border-bottom: 3px double #003da5; padding-bottom: 8pt; } h1 { font-size: 25pt; color: #003da5; }
       .t { font-size: 11pt; margin-top: 2pt; } .c { font-size: 8.6pt; margin-top: 6pt; color: #333; } h2 { color: #003da5; }
       h2 small { font-weight: normal; color: #7a8ca8; text-transform: none; letter-spacing: 0; }`,
      `<main><header><h1>Émilie Tremblay-Gagnon</h1><p class="t">Chercheuse UX · UX Researcher</p>
       <p class="c">Montréal (Québec) H2T 1S6 · 514 555-0187 · emilie@courriel.tremblay-gagnon.example.ca<br>
       https://www.linkedin.com/in/emilie-tremblay-gagnon/?locale=fr_FR</p></header>
       <h2>Profil <small>/ Profile</small></h2><p>Chercheuse UX bilingue, huit ans en services publics numériques et en jeux vidéo.
       Bilingual UX researcher; I run mixed-methods studies from field visits to large surveys.</p>
       <h2>Expérience <small>/ Experience</small></h2><h3>Chercheuse UX principale — Desjardins, Montréal</h3><p>2021 – aujourd'hui</p>
       <ul><li>Programme d'études pour l'appli mobile (5,3 M de membres); 120 entrevues par année.</li>
       <li>Mise sur pied d'un panel de 2 400 participants bilingues.</li></ul>
       <h3>UX Researcher — Ubisoft Montréal</h3><p>2017 – 2021</p>
       <ul><li>Playtests for two AAA titles; 60 sessions per milestone.</li></ul>
       <h2>Formation <small>/ Education</small></h2><p>M.Sc. Ergonomie cognitive, Université de Montréal, 2015 – 2017</p>
       <p>B.Sc. Psychologie, Université Laval, 2012 – 2015</p>
       <h2>Langues <small>/ Languages</small></h2><p>Français (langue maternelle) · English (fluent) · Español (intermédiaire)</p></main>`,
      'fr',
    ),
  },
  {
    // The contacts stacked and right-aligned as short forms ('in/handle', 'gh/handle') beside the name; a Filipino
    // compound given name and 'Dela Cruz' surname; a PRC licence number and an SSS number in dashed groups.
    file: 'chromium-right-stacked-short-forms-dela-cruz.pdf',
    truth: {
      first: 'Maria Corazon',
      last: 'Dela Cruz',
      email: 'mc.delacruz@example.ph',
      phone: '+63 917 555 0143',
      linkedin: 'https://www.linkedin.com/in/mcdelacruz',
    },
    page: html(
      `main { padding: 36pt 42pt; } header { display: flex; justify-content: space-between; align-items: center; border-bottom: 2px solid #0038a8; padding-bottom: 10pt; }
       h1 { font-size: 26pt; color: #0038a8; line-height: 1.1; } .t { font-size: 11pt; color: #ce1126; margin-top: 3pt; }
       .c { text-align: right; font-family: 'DejaVu Sans Mono', monospace; font-size: 8.4pt; line-height: 1.5; } h2 { color: #0038a8; }`,
      `<main><header><div><h1>Maria Corazon Dela Cruz</h1><p class="t">Senior QA Automation Engineer</p></div>
       <div class="c">+63 917 555 0143<br>mc.delacruz@example.ph<br>in/mcdelacruz<br>gh/mcdelacruz<br>Quezon City 1101</div></header>
       <h2>Summary</h2><p>Licensed electronics engineer turned test-automation lead; nine years building test frameworks for banking and
       e-commerce platforms serving 20 million users.</p>
       <h2>Experience</h2><h3>Senior QA Automation Engineer — Maya (PayMaya), Mandaluyong</h3><p>2020 – present</p>
       <ul><li>Playwright + TypeScript suite of 3,600 tests; release regression from 3 days to 5 hours.</li><li>Leads a guild of 14 QA engineers.</li></ul>
       <h3>QA Engineer — Accenture Philippines, Taguig</h3><p>2016 – 2020</p>
       <h2>Education &amp; Licences</h2><p>B.S. Electronics Engineering, University of Santo Tomas, 2011 – 2016</p>
       <p>Registered Electronics Engineer, PRC License No. 0123456 · ISTQB Advanced Test Automation Engineer (2022)</p>
       <h2>Personal</h2><p>SSS 34-5678901-2 · TIN 412-555-019-000 · Filipino, English, Cebuano</p></main>`,
    ),
  },
  {
    // The city on the line under the name (Lincoln, Nebraska — the name is also a word and a church title, and
    // 'grants' is his trade); LinkedIn as 'http://www.linkedin.com/in/…'; his employer's main office line in the
    // experience.
    file: 'chromium-city-under-name-grant-bishop.pdf',
    truth: {
      first: 'Grant',
      last: 'Bishop',
      email: 'gbishop@example.org',
      phone: '(402) 555-0176',
      linkedin: 'https://www.linkedin.com/in/grant-bishop-cfre',
    },
    page: html(
      `main { padding: 40pt 50pt; font-family: 'Liberation Serif', serif; font-size: 10.5pt; } h1 { font-size: 26pt; font-weight: bold; }
       .city { font-size: 15pt; font-weight: bold; color: #7b2d26; margin-top: 1pt; } .c { font-size: 9.5pt; margin-top: 8pt; }
       h2 { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #7b2d26; border-bottom: 1px solid #7b2d26; }`,
      `<main><h1>Grant Bishop</h1><p class="city">Lincoln, Nebraska</p>
       <p class="c">(402) 555-0176 · gbishop@example.org · http://www.linkedin.com/in/grant-bishop-cfre</p>
       <h2>Summary</h2><p>Grants and development manager who has secured $31M in foundation, federal and state grants for community
       health and housing nonprofits across the Great Plains.</p>
       <h2>Experience</h2><h3>Grants &amp; Development Manager — Lincoln Community Foundation, Lincoln, NE</h3>
       <p>2018 – present · main office (402) 555-0100</p>
       <ul><li>Portfolio of 64 active grants; $4.2M raised in 2024, a record for the foundation.</li>
       <li>Wrote the HRSA application that funded the Bishop Heights clinic ($2.6M, 2021).</li></ul>
       <h3>Grant Writer — Nebraska Appleseed, Lincoln, NE</h3><p>2014 – 2018</p>
       <h3>Program Coordinator — Catholic Social Services, Omaha, NE</h3><p>2011 – 2014</p>
       <h2>Education</h2><p>M.P.A. Nonprofit Management, University of Nebraska Omaha, 2014 · B.A. English, Creighton University, 2007 – 2011</p>
       <h2>Certifications</h2><p>CFRE (Certified Fund Raising Executive), 2019 · Grant Professional Certified (GPC), 2021</p></main>`,
    ),
  },
  {
    // Rounded cards in two columns: the first card in the left column quotes a former manager with her e-mail and
    // office phone; the candidate's own contact card comes after it; a Vietnamese given name of two syllables and a
    // surname with diacritics, written given name first.
    file: 'chromium-cards-former-manager-quote-vietnamese.pdf',
    truth: {
      first: 'Anh Thư',
      last: 'Võ',
      email: 'anhthu.vo@example.com',
      phone: '(832) 555-0158',
      linkedin: 'https://www.linkedin.com/in/anhthuvo-pharm',
    },
    page: html(
      `body { background: #f4f1ee; } main { padding: 30pt 30pt; } h1 { font-size: 28pt; color: #3d405b; font-family: 'DejaVu Sans', sans-serif; }
       .t { color: #e07a5f; font-size: 12pt; margin: 2pt 0 12pt; } .cols { display: flex; gap: 12pt; } .l { width: 38%; } .r { width: 62%; }
       .card { background: #fff; border-radius: 10pt; padding: 10pt 12pt; margin-bottom: 10pt; box-shadow: 0 1pt 3pt rgba(0,0,0,0.12); }
       .card h2 { margin-top: 0; color: #3d405b; font-size: 10pt; } .q { font-style: italic; font-size: 9pt; } .who { font-size: 8.4pt; color: #555; margin-top: 5pt; }
       .card p.k { font-size: 9pt; margin: 3pt 0; }`,
      `<main><h1>Anh Thư Võ</h1><p class="t">Clinical Pharmacist · Oncology &amp; Infusion</p>
       <div class="cols"><div class="l">
       <div class="card"><h2>From my former manager</h2><p class="q">“Anh Thư is the pharmacist our oncologists call first. She rebuilt our chemo
       verification workflow and trained every new hire.”</p><p class="who">Kimberly Tran, Director of Pharmacy, Memorial Hermann<br>
       kimberly.tran@memorialhermann.example.org · (713) 555-0110</p></div>
       <div class="card"><h2>Contact</h2><p class="k">(832) 555-0158</p><p class="k">anhthu.vo@example.com</p><p class="k">Sugar Land, TX 77479</p>
       <p class="k">linkedin.com/in/anhthuvo-pharm</p></div>
       <div class="card"><h2>Licences</h2><p class="k">Texas RPh #55501 (2015)</p><p class="k">BCOP, 2019</p><p class="k">Vietnamese · English</p></div></div>
       <div class="r"><div class="card"><h2>Experience</h2><h3>Clinical Pharmacist, Oncology — Houston Methodist, Houston, TX</h3><p>2020 – present</p>
       <ul><li>Verifies 90–120 chemotherapy orders a day for 3 infusion centers.</li><li>Led the move to closed-system transfer devices (2022).</li></ul>
       <h3>Clinical Pharmacist — Memorial Hermann Southwest, Houston, TX</h3><p>2016 – 2020</p>
       <ul><li>Chemo verification workflow redesign: turnaround from 58 to 34 minutes.</li></ul>
       <h3>PGY-1 Resident — Baylor St. Luke's Medical Center</h3><p>2015 – 2016</p></div>
       <div class="card"><h2>Education</h2><p>Pharm.D., University of Houston College of Pharmacy, 2011 – 2015</p>
       <p>B.S. Biology, Texas A&amp;M University, 2007 – 2011</p></div></div></div></main>`,
    ),
  },
  {
    // The name and title, then the summary, and only after it a grey contact strip whose phone has an 'x 204'
    // extension; a DUNS number written in dashed groups like a phone, a CAGE code and a contract number.
    file: 'chromium-contact-strip-after-summary-extension-duns.pdf',
    truth: {
      first: 'Farhad',
      last: 'Karimi',
      email: 'fkarimi@example.com',
      phone: '(703) 555-0162 x 204',
      linkedin: 'https://www.linkedin.com/in/farhadkarimi',
    },
    page: html(
      `main { padding: 38pt 44pt; } h1 { font-size: 25pt; color: #1d3557; letter-spacing: 0.03em; } .t { font-size: 12pt; color: #457b9d; }
       .sum { margin: 10pt 0; font-size: 10pt; } .strip { background: #e9ecef; padding: 6pt 10pt; font-size: 9pt; display: flex; justify-content: space-between; }
       h2 { color: #1d3557; }`,
      `<main><h1>Farhad Karimi</h1><p class="t">Senior Contracts Manager · Federal Acquisition</p>
       <p class="sum">Contracts manager with fifteen years on DoD and civilian agency programs; negotiated IDIQ, T&amp;M and FFP vehicles worth
       $1.9B. Active TS/SCI clearance (reinvestigated 2023).</p>
       <div class="strip"><span>(703) 555-0162 x 204</span><span>fkarimi@example.com</span><span>Arlington, VA 22201</span><span>linkedin.com/in/farhadkarimi</span></div>
       <h2>Experience</h2><h3>Senior Contracts Manager — Leidos, Reston, VA</h3><p>2017 – present</p>
       <ul><li>Lead negotiator on contract W91QUZ-19-D-0012 ($640M ceiling) and 38 task orders.</li>
       <li>Maintains the SAM.gov registration for the Reston business unit (DUNS 12-555-0193, CAGE 1ABC2).</li></ul>
       <h3>Contracts Administrator — SAIC, McLean, VA</h3><p>2012 – 2017</p>
       <h3>Contract Specialist — U.S. Army Contracting Command, Fort Belvoir</h3><p>2009 – 2012</p>
       <h2>Education</h2><p>M.S. Acquisition and Contract Management, Florida Institute of Technology, 2012</p>
       <p>B.S. Business Administration, George Mason University, 2005 – 2009</p>
       <h2>Certifications</h2><p>NCMA Certified Federal Contracts Manager (CFCM), 2015 · DAWIA Contracting Professional</p></main>`,
    ),
  },
  {
    // A personal website printed from a browser: the print date and the page title in the top margin, the URL and
    // '1/1' in the bottom margin, a navigation bar, the name as the site title and a copyright line; a New Zealand
    // mobile.
    file: 'chromium-browser-printed-website-date-url.pdf',
    truth: {
      first: 'Losa',
      last: 'Faleolo',
      email: 'hello@losafaleolo.example.nz',
      phone: '+64 21 555 0193',
      linkedin: 'https://www.linkedin.com/in/losa-faleolo',
    },
    page: html(
      `.page { height: 296mm; position: relative; overflow: hidden; padding: 16mm 16mm 0; }
       .bh, .bf { position: absolute; left: 8mm; right: 8mm; display: flex; justify-content: space-between; font-size: 7.5pt; color: #333; }
       .bh { top: 5mm; } .bf { bottom: 5mm; } nav { display: flex; gap: 14pt; font-size: 9pt; padding: 6pt 0; border-bottom: 1px solid #ddd; }
       nav b { margin-right: auto; } .hero { padding: 18pt 0 8pt; } h1 { font-size: 30pt; color: #0d9488; } .t { font-size: 12pt; }
       .c { font-size: 9pt; margin-top: 6pt; } h2 { color: #0d9488; } .copy { margin-top: 16pt; font-size: 7.5pt; color: #888; border-top: 1px solid #eee; padding-top: 4pt; }`,
      `<div class="page"><div class="bh"><span>14/03/2025, 09:41</span><span>Resume — Losa Faleolo</span></div>
       <nav><b>losa.</b><span>Home</span><span>Work</span><span>Writing</span><span>Resume</span><span>Contact</span></nav>
       <div class="hero"><h1>Losa Faleolo</h1><p class="t">Service Designer · Wellington &amp; Auckland</p>
       <p class="c">+64 21 555 0193 · hello@losafaleolo.example.nz · linkedin.com/in/losa-faleolo · Download PDF</p></div>
       <h2>Now</h2><p>Lead service designer at Inland Revenue, working on how families apply for Working for Families tax credits.</p>
       <h2>Experience</h2><h3>Lead Service Designer — Inland Revenue, Wellington</h3><p>2021 – now</p>
       <ul><li>Co-designed the online application with 48 Pasifika and Māori families; completion +17%.</li></ul>
       <h3>Service Designer — Spark New Zealand, Auckland</h3><p>2017 – 2021</p>
       <h3>Designer — Ministry of Social Development, Auckland</h3><p>2014 – 2017</p>
       <h2>Education</h2><p>Master of Design Innovation, Victoria University of Wellington, 2016 · BDes, AUT, 2010 – 2013</p>
       <h2>Talks</h2><p>"Fa'afaletui as a research method", Service Design Days 2023</p>
       <p class="copy">© 2025 Losa Faleolo · Built with Hugo · Last updated 2 March 2025</p>
       <div class="bf"><span>https://losafaleolo.example.nz/resume/</span><span>1/1</span></div></div>`,
    ),
  },
  {
    // The whole resume in one bordered table; the contacts as a row of labels over a row of values; a Greek name
    // in Latin script, a TEE (Technical Chamber) number and an AFM (tax number) of nine digits.
    file: 'chromium-single-table-label-row-value-row.pdf',
    truth: {
      first: 'Dimitra',
      last: 'Papanikolaou',
      email: 'd.papanikolaou@example.gr',
      phone: '+30 694 555 0123',
      linkedin: 'https://www.linkedin.com/in/dpapanikolaou',
    },
    page: html(
      `main { padding: 30pt 34pt; } table { width: 100%; border-collapse: collapse; } td, th { border: 1px solid #7d8597; padding: 4pt 6pt; vertical-align: top; font-size: 9pt; }
       th { background: #e2e8f0; text-align: left; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.05em; color: #334155; }
       td.name { font-size: 20pt; font-weight: bold; text-align: center; background: #1e3a8a; color: #fff; padding: 10pt; }
       td.sec { background: #f1f5f9; font-weight: bold; width: 22%; color: #1e3a8a; } td p { margin: 1pt 0; }`,
      `<main><table><tr><td class="name" colspan="4">Dimitra Papanikolaou<br><span style="font-size: 11pt; font-weight: normal">Civil / Structural Engineer</span></td></tr>
       <tr><th>Mobile</th><th>E-mail</th><th>Address</th><th>LinkedIn</th></tr>
       <tr><td>+30 694 555 0123</td><td>d.papanikolaou@example.gr</td><td>Marousi 151 24, Athens</td><td>gr.linkedin.com/in/dpapanikolaou</td></tr>
       <tr><td class="sec">Profile</td><td colspan="3">Structural engineer with ten years on metro stations, bridges and seismic retrofits; Eurocode 2/8 specialist.</td></tr>
       <tr><td class="sec">Experience</td><td colspan="3"><p><b>Senior Structural Engineer</b>, AKTOR S.A., Athens — 2019 – present</p>
       <p>Thessaloniki Metro extension: 5 stations, €310M; design checks for 1,400 drawings.</p>
       <p><b>Structural Engineer</b>, Omikron Kappa Consulting, Athens — 2014 – 2019</p><p>Seismic retrofit of 23 school buildings in Attica.</p></td></tr>
       <tr><td class="sec">Education</td><td colspan="3"><p>MSc Structural Design, National Technical University of Athens, 2013 – 2014</p>
       <p>Diploma in Civil Engineering (5-year), NTUA, 2008 – 2013</p></td></tr>
       <tr><td class="sec">Registrations</td><td colspan="3">Technical Chamber of Greece (TEE) reg. no. 123456 · AFM 145555012</td></tr>
       <tr><td class="sec">Languages</td><td colspan="3">Greek (native) · English (C2, Proficiency) · German (B2)</td></tr>
       <tr><td class="sec">Software</td><td colspan="3">SAP2000 · ETABS · SOFiSTiK · Tekla · Revit · Python</td></tr></table></main>`,
    ),
  },
  {
    // A right sidebar with a round photo and the name set small under it, the contacts under the name; the main
    // column opens with the job title as the biggest text on the page; a Zimbabwean name that is a common word.
    file: 'chromium-right-sidebar-name-under-photo-big-job-title.pdf',
    truth: {
      first: 'Precious',
      last: 'Moyo',
      email: 'precious.moyo@example.co.zw',
      phone: '+263 77 555 0142',
      linkedin: 'https://www.linkedin.com/in/preciousmoyo-data',
    },
    page: html(
      `body { display: flex; height: 296mm; } main { width: 66%; padding: 34pt 26pt 30pt 36pt; }
       .role { font-size: 36pt; font-weight: 800; color: #1b4332; line-height: 1; letter-spacing: -0.01em; }
       .sub { color: #52796f; font-size: 11pt; margin: 6pt 0 4pt; } main h2 { color: #1b4332; }
       aside { width: 34%; background: #1b4332; color: #e9f5ee; padding: 34pt 16pt; font-size: 8.8pt; text-align: center; }
       aside img { width: 90pt; height: 90pt; border-radius: 50%; object-fit: cover; } aside .n { font-size: 12pt; font-weight: bold; margin: 8pt 0 10pt; }
       aside p { margin: 3pt 0; } aside h2 { color: #95d5b2; font-size: 9pt; margin-top: 16pt; }`,
      `<main><p class="role">DATA<br>ENGINEER</p><p class="sub">Pipelines · Analytics platforms · Mobile money</p>
       <h2>About me</h2><p>Data engineer with seven years building batch and streaming pipelines for telecoms and fintech in Southern Africa.
       My work turns precious little bandwidth into reliable daily reporting.</p>
       <h2>Experience</h2><h3>Senior Data Engineer — Econet Wireless / EcoCash, Harare</h3><p>2020 – present</p>
       <ul><li>Kafka + Spark pipelines for 9 million wallets; reconciliation from T+2 to near real time.</li>
       <li>Mentors five engineers; owns the Airflow platform (600 DAGs).</li></ul>
       <h3>Data Analyst — CBZ Bank, Harare</h3><p>2017 – 2020</p>
       <h2>Education</h2><p>BSc (Hons) Computer Science, University of Zimbabwe, 2013 – 2017</p>
       <h2>Certifications</h2><p>Google Professional Data Engineer (2023) · Databricks Associate (2022)</p></main>
       <aside><img src="${PHOTO_URI}" alt=""><p class="n">Precious Moyo</p><p>+263 77 555 0142</p><p>precious.moyo@example.co.zw</p>
       <p>Borrowdale, Harare</p><p>linkedin.com/in/preciousmoyo-data</p><h2>STACK</h2><p>Python · SQL · Spark · Kafka</p><p>Airflow · dbt · BigQuery</p>
       <h2>LANGUAGES</h2><p>English · Shona · Ndebele</p></aside>`,
    ),
  },
  {
    // A newspaper masthead: the name as the paper's title between rules, a dateline with a volume, the city and an
    // edition number; the body in three CSS columns with headlines; the contacts in a boxed 'classified'.
    file: 'chromium-newspaper-masthead-css-columns.pdf',
    truth: {
      first: 'Ruby',
      last: 'Ellington',
      email: 'ruby.ellington@example.com',
      phone: '312-555-0194',
      linkedin: 'https://www.linkedin.com/in/ruby-ellington-writer',
    },
    page: html(
      `main { padding: 28pt 32pt; font-family: 'Liberation Serif', serif; } .mast { text-align: center; border-top: 3px double #111; border-bottom: 3px double #111; padding: 6pt 0; }
       h1 { font-size: 42pt; font-family: 'DejaVu Serif', serif; letter-spacing: 0.02em; } .date { display: flex; justify-content: space-between; font-size: 8pt;
       border-bottom: 1px solid #111; padding: 3pt 0; text-transform: uppercase; letter-spacing: 0.08em; }
       .cols { column-count: 3; column-gap: 14pt; column-rule: 1px solid #bbb; margin-top: 10pt; font-size: 9.2pt; text-align: justify; }
       .cols h2 { text-align: left; font-family: 'DejaVu Serif', serif; text-transform: none; letter-spacing: 0; font-size: 12.5pt; margin: 0 0 3pt; line-height: 1.15; }
       .cols h3 { font-size: 9pt; text-transform: uppercase; letter-spacing: 0.05em; } .box { border: 1.5px solid #111; padding: 5pt; margin: 6pt 0; break-inside: avoid; font-size: 8.6pt; text-align: left; }
       .box span { white-space: nowrap; }`,
      `<main><div class="mast"><h1>Ruby Ellington</h1><p style="font-size: 10pt; font-style: italic">Reporter · Copy Editor · Audio Producer</p></div>
       <div class="date"><span>Vol. XII · No. 2025-03</span><span>Chicago, Illinois</span><span>Spring Edition</span></div>
       <div class="cols"><h2>Local reporter wins scoops, keeps copy clean</h2><p>Ruby Ellington has spent eleven years covering city hall,
       transit and housing for Chicago newsrooms, and editing the work of others on deadline.</p>
       <div class="box"><b>CLASSIFIED — CONTACT</b><br>Call 312-555-0194<br>Write ruby.ellington@example.com<br><span>Read linkedin.com/in/ruby-ellington-writer</span></div>
       <h3>Chicago Sun-Times — 2018 to present</h3><p>City hall reporter. Broke the 2022 CTA ghost-bus story (cited by 14 outlets); 230 bylines
       a year; night copy desk two shifts a week.</p>
       <h3>WBEZ Chicago — 2015 to 2018</h3><p>Producer for <i>Curious City</i>; 90 episodes; a Peter Lisagor Award in 2017.</p>
       <h2>Editor's desk</h2><p>AP style and Chicago Manual; fact-checking; Adobe Audition, Descript; Spanish for interviews.</p>
       <h3>Daily Illini — 2011 to 2014</h3><p>News editor, University of Illinois student paper.</p>
       <h2>Schooling</h2><p>M.S. Journalism, Northwestern University (Medill), 2015. B.A. English, University of Illinois Urbana-Champaign, 2014.</p>
       <h2>Honors</h2><p>Peter Lisagor Award, Best Radio Feature, 2017. Chicago Headline Club finalist, 2021 and 2023.</p></div></main>`,
    ),
  },
  {
    // A code-editor resume: a dark editor window with a file tab and the resume written as a JavaScript object,
    // one key a line, with line numbers in the gutter right before each value (the phone is on line 5).
    file: 'chromium-code-editor-line-numbers.pdf',
    truth: {
      first: 'Babak',
      last: 'Farahani',
      email: 'babak.farahani@example.ca',
      phone: '+1 (647) 555-0158',
      linkedin: 'https://www.linkedin.com/in/babak-farahani-dev',
    },
    page: html(
      `body { background: #1e1e2e; color: #cdd6f4; } main { padding: 26pt 26pt; font-family: 'DejaVu Sans Mono', monospace; font-size: 8.6pt; }
       .tab { display: inline-block; background: #313244; padding: 4pt 10pt; border-radius: 4pt 4pt 0 0; color: #f9e2af; }
       .ed { background: #181825; padding: 8pt 0; border-top: 2px solid #313244; } .l { display: flex; white-space: pre-wrap; line-height: 1.55; }
       .n { width: 30pt; flex: none; text-align: right; padding-right: 10pt; color: #6c7086; } .k { color: #89b4fa; } .s { color: #a6e3a1; }
       .c { color: #7f849c; font-style: italic; } .p { color: #f38ba8; }`,
      (() => {
        const code = [
          `<span class="p">const</span> candidate = {`,
          `  <span class="k">name</span>: <span class="s">"Babak Farahani"</span>,`,
          `  <span class="k">role</span>: <span class="s">"Senior Backend Engineer"</span>,`,
          `  <span class="k">location</span>: <span class="s">"Toronto, ON M5V 2T6"</span>,`,
          `  <span class="k">phone</span>: <span class="s">"+1 (647) 555-0158"</span>,`,
          `  <span class="k">email</span>: <span class="s">"babak.farahani@example.ca"</span>,`,
          `  <span class="k">linkedin</span>: <span class="s">"https://www.linkedin.com/in/babak-farahani-dev"</span>,`,
          `  <span class="k">github</span>: <span class="s">"https://github.com/bfarahani"</span>,`,
          ``,
          `  <span class="c">// ten years of Go, Rust and PostgreSQL at scale</span>`,
          `  <span class="k">experience</span>: [`,
          `    {`,
          `      <span class="k">company</span>: <span class="s">"Shopify"</span>, <span class="k">title</span>: <span class="s">"Senior Backend Engineer"</span>,`,
          `      <span class="k">from</span>: <span class="s">"2020-03"</span>, <span class="k">to</span>: <span class="p">null</span>,`,
          `      <span class="k">did</span>: [<span class="s">"Checkout rate limiter: 80k req/s, p99 12 ms"</span>,`,
          `            <span class="s">"Led migration of 1.4 TB from MySQL to sharded PostgreSQL"</span>],`,
          `    },`,
          `    {`,
          `      <span class="k">company</span>: <span class="s">"Wealthsimple"</span>, <span class="k">title</span>: <span class="s">"Backend Engineer"</span>,`,
          `      <span class="k">from</span>: <span class="s">"2017-01"</span>, <span class="k">to</span>: <span class="s">"2020-02"</span>,`,
          `      <span class="k">did</span>: [<span class="s">"Trade settlement service in Go; 0 missed settlements in 3 years"</span>],`,
          `    },`,
          `    {`,
          `      <span class="k">company</span>: <span class="s">"Digikala"</span>, <span class="k">title</span>: <span class="s">"Software Developer"</span>,`,
          `      <span class="k">from</span>: <span class="s">"2014-06"</span>, <span class="k">to</span>: <span class="s">"2016-11"</span>, <span class="k">city</span>: <span class="s">"Tehran"</span>,`,
          `    },`,
          `  ],`,
          `  <span class="k">education</span>: <span class="s">"B.Sc. Computer Engineering, Sharif University of Technology, 2010–2014"</span>,`,
          `  <span class="k">skills</span>: [<span class="s">"Go"</span>, <span class="s">"Rust"</span>, <span class="s">"PostgreSQL"</span>, <span class="s">"Kafka"</span>, <span class="s">"Kubernetes"</span>, <span class="s">"gRPC"</span>],`,
          `  <span class="k">languages</span>: [<span class="s">"English"</span>, <span class="s">"Persian"</span>, <span class="s">"French (B1)"</span>],`,
          `  <span class="k">openTo</span>: <span class="s">"Staff / Principal roles, remote or Toronto"</span>,`,
          `};`,
          ``,
          `<span class="p">export default</span> candidate;`,
        ];
        const lines = code.map((line, i) => `<div class="l"><span class="n">${i + 1}</span><span>${line}</span></div>`);
        return `<main><span class="tab">${esc('babak-farahani.resume.ts')}</span><div class="ed">${lines.join('')}</div></main>`;
      })(),
    ),
  },
  {
    // A bilingual header: the English name, title and contacts on the left, the Arabic name, title and an
    // Eastern-Arabic-digit phone on the right (right to left); an 'Al-' surname; a Jordanian mobile.
    file: 'chromium-arabic-english-bilingual-header.pdf',
    truth: {
      first: 'Rania',
      last: 'Al-Masri',
      email: 'rania.almasri@example.jo',
      phone: '+962 79 555 0142',
      linkedin: 'https://www.linkedin.com/in/rania-almasri',
    },
    page: html(
      `main { padding: 34pt 40pt; } header { display: flex; justify-content: space-between; border-bottom: 2px solid #007a3d; padding-bottom: 10pt; }
       h1 { font-size: 24pt; color: #222; } .t { color: #007a3d; font-size: 11.5pt; margin: 2pt 0 6pt; } .c { font-size: 8.8pt; line-height: 1.5; }
       .ar { direction: rtl; text-align: right; font-family: 'DejaVu Sans', sans-serif; } .ar .n { font-size: 20pt; font-weight: bold; }
       .ar p { font-size: 10pt; } h2 { color: #007a3d; }`,
      `<main><header><div><h1>Rania Al-Masri</h1><p class="t">Procurement Specialist · Humanitarian Supply Chain</p>
       <p class="c">+962 79 555 0142<br>rania.almasri@example.jo<br>linkedin.com/in/rania-almasri<br>Amman 11181, Jordan</p></div>
       <div class="ar" lang="ar"><p class="n">رانيا المصري</p><p>أخصائية مشتريات</p><p>٠٧٩ ٥٥٥ ٠١٤٢</p><p>عمّان، الأردن</p></div></header>
       <h2>Profile</h2><p>Procurement specialist with nine years in UN and NGO supply chains for the Syria and Iraq responses; tenders up to
       USD 14M a year under UNHCR and ECHO rules.</p>
       <h2>Experience</h2><h3>Procurement Specialist — UNHCR Jordan, Amman</h3><p>2019 – present</p>
       <ul><li>Framework agreements for core relief items for 650,000 refugees; lead time from 45 to 21 days.</li>
       <li>Chairs the local committee on contracts (LCC) secretariat; 140 cases a year.</li></ul>
       <h3>Logistics Officer — Norwegian Refugee Council, Irbid</h3><p>2015 – 2019</p>
       <h3>Purchasing Assistant — Aramex, Amman</h3><p>2013 – 2015</p>
       <h2>Education</h2><p>MSc Logistics and Supply Chain Management, German Jordanian University, 2017</p>
       <p>BSc Industrial Engineering, University of Jordan, 2008 – 2013</p>
       <h2>Certifications &amp; languages</h2><p>CIPS Level 4 (2018) · Arabic (native), English (C1), French (A2)</p></main>`,
      'en',
    ),
  },
];

// ---------- DOCX ----------

const linkRun = (url: string, text: string) =>
  new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });
const cell = (children: (Paragraph | Table)[], width: number, extra: { fill?: string; columnSpan?: number } = {}) =>
  new TableCell({
    children,
    width: { size: width, type: WidthType.PERCENTAGE },
    columnSpan: extra.columnSpan,
    shading: extra.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: extra.fill } : undefined,
  });
const table = (rows: TableCell[][], borderless = false) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: borderless ? TableBorders.NONE : undefined,
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });

const docxs: DocxFixture[] = [
  {
    // The name in Word's Title style, the job title under it, then the contacts in a 2×2 table of labelled cells;
    // a Ugandan TIN of ten digits and a national ID number in the personal details.
    file: 'docx-title-style-name-contacts-table-2x2.docx',
    truth: {
      first: 'Priscilla',
      last: 'Nakato',
      email: 'priscilla.nakato@example.co.ug',
      phone: '+256 772 555 014',
      linkedin: 'https://www.linkedin.com/in/priscilla-nakato',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.TITLE, children: [run('Priscilla Nakato')] }),
              para('Chartered Accountant · Financial Reporting & Tax', { size: 24, color: '7A4E2D' }),
              table([
                [
                  cell([para('Phone: +256 772 555 014')], 50),
                  cell([para('Email: priscilla.nakato@example.co.ug')], 50),
                ],
                [
                  cell([para('Location: Ntinda, Kampala, Uganda')], 50),
                  cell([para('LinkedIn: linkedin.com/in/priscilla-nakato')], 50),
                ],
              ]),
              heading('Professional Summary'),
              para(
                'ICPAU-qualified accountant with nine years in audit and group reporting for telecoms and manufacturing; ' +
                  'IFRS 16 and IFRS 17 implementations and URA tax audits.',
              ),
              heading('Experience'),
              ...lines([
                'Group Financial Reporting Manager, MTN Uganda, Kampala — 2020 to present',
                'Quarterly results for the Uganda Securities Exchange; close cut from 12 to 7 working days.',
                'Audit Senior, PwC Uganda, Kampala — 2015 to 2020',
                'Audits of 30+ clients with revenues of UGX 20bn to 900bn.',
              ]),
              heading('Education & Qualifications'),
              ...lines([
                'Bachelor of Commerce (Accounting), Makerere University, 2011 – 2014',
                'CPA (Uganda), ICPAU member no. 4471, 2016 · ACCA, 2018',
              ]),
              heading('Personal Details'),
              para('TIN 1004555012 · NIN CF92034102XYZK · Languages: English, Luganda, Swahili'),
            ],
          },
        ],
      }),
  },
  {
    // A single-column heading section (the name in Heading 1 and the title), then a continuous section of two
    // columns: skills, languages and the contacts in the left column, a column break, the experience on the right.
    file: 'docx-two-column-section-contacts-after-skills.docx',
    truth: {
      first: 'Lars-Erik',
      last: 'Nyström',
      email: 'lars-erik.nystrom@example.se',
      phone: '+46 70 555 01 23',
      linkedin: 'https://www.linkedin.com/in/larserik-nystrom',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run('Lars-Erik Nyström')] }),
              para('Supply Chain Manager · Automotive', { size: 24, color: '005B99' }),
            ],
          },
          {
            properties: { type: SectionType.CONTINUOUS, column: { count: 2, space: 567 } },
            children: [
              heading('Skills'),
              ...lines([
                'S&OP and demand planning',
                'SAP S/4HANA (MM, PP)',
                'Lean / Six Sigma Green Belt',
                'Supplier negotiation',
              ]),
              heading('Languages'),
              ...lines(['Swedish (native)', 'English (fluent)', 'German (good)']),
              heading('Contact'),
              ...lines([
                '+46 70 555 01 23',
                'lars-erik.nystrom@example.se',
                'linkedin.com/in/larserik-nystrom',
                'Linnégatan 7, 413 04 Göteborg',
              ]),
              new Paragraph({ children: [new ColumnBreak()] }),
              heading('Experience'),
              ...lines([
                'Supply Chain Manager, Volvo Cars, Torslanda — 2019 to present',
                'Inbound supply for the SPA2 platform: 410 suppliers, 1.2 million parts a day; stock-outs down 35%.',
                'Materials Planner, SKF, Göteborg — 2014 to 2019',
                'Planned 2,800 SKUs for the bearing plant in Gamlestaden.',
                'Logistics Trainee, Schenker AB, Göteborg — 2013 to 2014',
              ]),
              heading('Education'),
              para('MSc Supply Chain Management, Chalmers University of Technology, 2011 – 2013'),
              para('BSc Industrial Engineering, Chalmers, 2008 – 2011'),
            ],
          },
        ],
      }),
  },
  {
    // The name in Heading 1 with the city on the next line; a floating text box of 'key facts' holds the phone
    // and e-mail beside a birth date, a notice period, a salary in euros and a NIF of nine digits; no LinkedIn.
    file: 'docx-textbox-key-facts-salary-dob.docx',
    truth: {
      first: 'Inês',
      last: 'Figueiredo',
      email: 'ines.figueiredo@example.pt',
      phone: '+351 912 555 014',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run('Inês Figueiredo')] }),
              para('Lisboa, Portugal', { size: 24, color: '666666' }),
              new Textbox({
                style: { width: '2.6in', height: '1.6in' },
                children: [
                  para('KEY FACTS', { bold: true, size: 18, color: '006600' }),
                  para('Mobile: +351 912 555 014', { size: 18 }),
                  para('Email: ines.figueiredo@example.pt', { size: 18 }),
                  para('Born: 03/04/1990', { size: 18 }),
                  para('Notice period: 60 days', { size: 18 }),
                  para('Salary expectation: €58,000 gross', { size: 18 }),
                  para('NIF: 245551234', { size: 18 }),
                ],
              }),
              heading('Profile'),
              para(
                'Pharmaceutical regulatory affairs lead with eleven years of EU submissions (centralised and decentralised ' +
                  'procedures) for generics and biosimilars.',
              ),
              heading('Experience'),
              ...lines([
                'Regulatory Affairs Lead, Hovione, Loures — 2019 to present',
                '64 variations and 9 new marketing authorisations a year across 27 member states.',
                'Regulatory Affairs Specialist, Bial, Porto — 2014 to 2019',
                'Quality Assurance Analyst, Generis Farmacêutica, Amadora — 2012 to 2014',
              ]),
              heading('Education'),
              para('Mestrado Integrado em Ciências Farmacêuticas, Universidade de Lisboa, 2007 – 2012'),
            ],
          },
        ],
      }),
  },
  {
    // A CV reformatted by a search firm: the firm and its consultant's direct line and e-mail in the page header,
    // the firm's registered office and company number in the footer; the candidate's name, an agency reference,
    // availability and the candidate's own contacts in the body.
    file: 'docx-agency-reformatted-header-footer.docx',
    truth: {
      first: 'Olamide',
      last: 'Hassan',
      email: 'olamide.hassan@example.com',
      phone: '07700 900874',
      linkedin: 'https://www.linkedin.com/in/olamidehassan',
    },
    doc: () =>
      new Document({
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  para('HALCYON SEARCH PARTNERS — Candidate CV', { bold: true, size: 18, color: '1F3864' }),
                  para('Consultant: Mark Ellison · +44 20 7946 0011 · mark.ellison@halcyonsearch.example.com', {
                    size: 16,
                    color: '555555',
                  }),
                ],
              }),
            },
            footers: {
              default: new Footer({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.CENTER,
                    children: [
                      run(
                        'Halcyon Search Partners Ltd · 30 Finsbury Square, London EC2A 1AG · Company No. 08765432 · Confidential',
                        { size: 14, color: '777777' },
                      ),
                    ],
                  }),
                ],
              }),
            },
            children: [
              para('Olamide Hassan', { bold: true, size: 40 }),
              para('Financial Planning & Analysis Manager', { size: 24 }),
              para('Halcyon ref. HSP-2025-0331 · Availability: one month · Salary: £78,000 + bonus', {
                italics: true,
                size: 18,
              }),
              para('07700 900874 · olamide.hassan@example.com · linkedin.com/in/olamidehassan · London E14'),
              heading('Career Summary'),
              para(
                'ACA-qualified FP&A manager with eight years in banking and fintech; owns the £1.3bn cost budget at Monzo.',
              ),
              heading('Career History'),
              ...lines([
                'FP&A Manager, Monzo Bank, London — 2021 to present',
                'Built the driver-based cost model; reforecast cycle cut from 4 weeks to 9 days.',
                'Senior Analyst, Barclays Investment Bank, London — 2018 to 2021',
                'Audit Associate, Deloitte, London — 2015 to 2018',
              ]),
              heading('Education'),
              para('BSc Economics, University of Warwick, 2012 – 2015 · ICAEW Chartered Accountant, 2018'),
            ],
          },
        ],
      }),
  },
  {
    // The candidate's contacts only in the page footer; the body ends with a referees table (name, relationship,
    // phone, e-mail) for two referees; a Māori name and New Zealand numbers.
    file: 'docx-footer-contacts-referees-table.docx',
    truth: {
      first: 'Hemi',
      last: 'Parata',
      email: 'hemi.parata@example.co.nz',
      phone: '021 555 0147',
      linkedin: 'https://www.linkedin.com/in/hemiparata',
    },
    doc: () =>
      new Document({
        sections: [
          {
            footers: {
              default: new Footer({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.CENTER,
                    children: [
                      run('Hemi Parata · 021 555 0147 · hemi.parata@example.co.nz · linkedin.com/in/hemiparata', {
                        size: 16,
                      }),
                    ],
                  }),
                ],
              }),
            },
            children: [
              para('Hemi Parata', { bold: true, size: 40, color: '8B0000' }),
              para('Senior Civil Engineer (CPEng) · Three Waters', { size: 24 }),
              heading('Profile'),
              para(
                'Chartered civil engineer with twelve years on water and wastewater networks for councils across the ' +
                  'lower North Island; I work closely with iwi on consenting.',
              ),
              heading('Experience'),
              ...lines([
                'Senior Civil Engineer, Beca, Wellington — 2018 to present',
                'Design lead for the $86M Porirua wastewater upgrade; 14 km of trunk sewer.',
                'Civil Engineer, Wellington Water — 2013 to 2018',
                'Graduate Engineer, Stantec, Palmerston North — 2011 to 2013',
              ]),
              heading('Education'),
              para('BE (Hons) Civil Engineering, University of Canterbury, 2007 – 2010'),
              heading('Referees'),
              table([
                [
                  cell([para('Name', { bold: true })], 25),
                  cell([para('Relationship', { bold: true })], 25),
                  cell([para('Phone', { bold: true })], 20),
                  cell([para('Email', { bold: true })], 30),
                ],
                [
                  cell([para('Mere Tūhoe')], 25),
                  cell([para('Former manager, Beca')], 25),
                  cell([para('04 555 0110')], 20),
                  cell([para('mere.tuhoe@beca.example.co.nz')], 30),
                ],
                [
                  cell([para('Craig Duncan')], 25),
                  cell([para('Principal, Wellington Water')], 25),
                  cell([para('027 555 0168')], 20),
                  cell([para('craig.duncan@wellingtonwater.example.co.nz')], 30),
                ],
              ]),
            ],
          },
        ],
      }),
  },
  {
    // The name and, after a right-aligned tab, the job title with an NMC PIN on the same line; the contacts in the
    // next paragraph; a Nepali name; no LinkedIn.
    file: 'docx-name-right-tab-job-title-same-line.docx',
    truth: {
      first: 'Sunita',
      last: 'Thapa',
      email: 'sunita.thapa@example.com',
      phone: '07700 900266',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({
                tabStops: [{ type: TabStopType.RIGHT, position: 9026 }],
                children: [
                  run('Sunita Thapa', { bold: true, size: 36 }),
                  run('\tStaff Nurse, Band 5 · NMC PIN 12A3456E', { size: 22, color: '0070C0' }),
                ],
              }),
              para('Reading, Berkshire RG1 5AQ · 07700 900266 · sunita.thapa@example.com'),
              heading('Personal Statement'),
              para(
                'Adult nurse with six years on acute medical and respiratory wards in Kathmandu and Reading; IV and ' +
                  'NIV competent, mentor to student nurses.',
              ),
              heading('Employment'),
              ...lines([
                'Staff Nurse, Respiratory Ward, Royal Berkshire NHS Foundation Trust, Reading — 2021 to present',
                '28-bed ward; NIV lead for night shifts; Practice Assessor since 2023.',
                'Staff Nurse, Medical Ward, Grande International Hospital, Kathmandu — 2017 to 2021',
              ]),
              heading('Education & Registration'),
              ...lines([
                'B.Sc. Nursing, Tribhuvan University Institute of Medicine, 2013 – 2017',
                'NMC registration 2021 (OSCE passed first attempt) · Nepal Nursing Council no. 45521',
              ]),
            ],
          },
        ],
      }),
  },
  {
    // A borderless table row of four cells with unicode icons under the name (phone, e-mail, home, LinkedIn); the
    // experience names a former manager with his e-mail and office number; a Singaporean NRIC-like ID.
    file: 'docx-icon-cells-row-former-manager-contacts.docx',
    truth: {
      first: 'Joy',
      last: 'Lim',
      email: 'joy.lim@example.com.sg',
      phone: '+65 8555 0192',
      linkedin: 'https://www.linkedin.com/in/joylim-ops',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Joy Lim', { bold: true, size: 48, color: 'C00000' }),
              para('Food & Beverage Operations Manager', { size: 24 }),
              table(
                [
                  [
                    cell([para('☎  +65 8555 0192', { size: 18 })], 22),
                    cell([para('✉  joy.lim@example.com.sg', { size: 18 })], 30),
                    cell([para('⌂  Tampines, Singapore 529510', { size: 18 })], 24),
                    cell([para('in  linkedin.com/in/joylim-ops', { size: 18 })], 24),
                  ],
                ],
                true,
              ),
              heading('Experience'),
              ...lines([
                'F&B Operations Manager, Paradise Group, Singapore — 2019 to present',
                '7 restaurants, 260 staff, S$38M revenue; food cost from 33% to 29.5%.',
                'Reported to Mr Daniel Koh, Regional Director (daniel.koh@paradisegroup.example.com.sg, +65 6555 0100).',
                'Assistant Restaurant Manager, Marina Bay Sands, Singapore — 2015 to 2019',
                'Supervisor, Jumbo Seafood, Singapore — 2012 to 2015',
              ]),
              heading('Education'),
              para('Diploma in Hospitality & Tourism Management, Temasek Polytechnic, 2009 – 2012'),
              heading('Personal'),
              para('NRIC S8812345D · Singapore Citizen · WSQ Food Safety Course Level 3'),
            ],
          },
        ],
      }),
  },
  {
    // The name and title in a table nested inside the left cell of a two-cell table, the contacts in the right
    // cell; an English given name and Chinese surname followed by the name in Chinese characters; a Hong Kong
    // mobile and LinkedIn on an hk. subdomain.
    file: 'docx-nested-table-chinese-english-given-name.docx',
    truth: {
      first: 'Vivian',
      last: 'Chen',
      email: 'vivian.chen@example.com.hk',
      phone: '+852 5555 0123',
      linkedin: 'https://www.linkedin.com/in/vivian-chen-xiaoling',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              table([
                [
                  cell(
                    [
                      table([
                        [cell([para('Vivian Chen 陈晓玲', { bold: true, size: 40, color: '1F4E79' })], 100)],
                        [cell([para('Senior Merchandiser · Apparel Sourcing', { size: 22 })], 100)],
                      ]),
                    ],
                    58,
                  ),
                  cell(
                    lines([
                      'Tel: +852 5555 0123',
                      'Email: vivian.chen@example.com.hk',
                      'hk.linkedin.com/in/vivian-chen-xiaoling',
                      'Kowloon Bay, Hong Kong',
                    ]),
                    42,
                  ),
                ],
              ]),
              heading('Profile'),
              para(
                'Merchandiser with ten years between Hong Kong buying offices and factories in Guangdong and Vietnam; ' +
                  'Mandarin, Cantonese and English.',
              ),
              heading('Experience'),
              ...lines([
                'Senior Merchandiser, Li & Fung, Hong Kong — 2018 to present',
                'Knitwear programme of 4.2 million units a year for two US department stores; on-time delivery 96%.',
                'Merchandiser, Esquel Group, Foshan — 2014 to 2018',
              ]),
              heading('Education'),
              para('BA Fashion & Textiles, The Hong Kong Polytechnic University, 2010 – 2014'),
            ],
          },
        ],
      }),
  },
  {
    // One paragraph of soft line breaks holding the name (Hungarian order: family name first), the job title and
    // all the contacts; a Hungarian CV with a birth date written with dots.
    file: 'docx-soft-line-breaks-hungarian-family-name-first.docx',
    truth: {
      first: 'Eszter',
      last: 'Kovács',
      email: 'eszter.kovacs@example.hu',
      phone: '+36 30 555 0123',
      linkedin: 'https://www.linkedin.com/in/kovacs-eszter',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('ÖNÉLETRAJZ', { size: 18, color: '888888' }),
              new Paragraph({
                children: [
                  run('Kovács Eszter', { bold: true, size: 36 }),
                  new TextRun({ text: 'pénzügyi elemző', break: 1, size: 22 }),
                  new TextRun({ text: '1052 Budapest, Váci utca 12.', break: 1, size: 20 }),
                  new TextRun({ text: '+36 30 555 0123', break: 1, size: 20 }),
                  new TextRun({ text: 'eszter.kovacs@example.hu', break: 1, size: 20 }),
                  new TextRun({ text: 'hu.linkedin.com/in/kovacs-eszter', break: 1, size: 20 }),
                ],
              }),
              heading('Személyes adatok'),
              para('Születési idő: 1991. 05. 14. · Jogosítvány: B kategória'),
              heading('Szakmai tapasztalat'),
              ...lines([
                '2019 – jelenleg: Pénzügyi elemző, MOL Nyrt., Budapest',
                'Havi zárás és költségelemzés 11 leányvállalatra; SAP BW riportok.',
                '2015 – 2019: Kontrolling asszisztens, Richter Gedeon Nyrt., Budapest',
              ]),
              heading('Tanulmányok'),
              para('Budapesti Corvinus Egyetem, Pénzügy MSc, 2013 – 2015'),
              heading('Nyelvek'),
              para('magyar (anyanyelv), angol (C1), német (B2)'),
            ],
          },
        ],
      }),
  },
  {
    // The LinkedIn address only in a footnote attached to the words 'Online profile' in the contact line; an
    // Italian mobile; a codice fiscale in the personal details.
    file: 'docx-footnote-linkedin.docx',
    truth: {
      first: 'Aurelio',
      last: 'Mancuso',
      email: 'aurelio.mancuso@example.it',
      phone: '+39 347 555 0192',
      linkedin: 'https://www.linkedin.com/in/aurelio-mancuso-milano',
    },
    doc: () =>
      new Document({
        footnotes: {
          1: { children: [para('https://www.linkedin.com/in/aurelio-mancuso-milano')] },
        },
        sections: [
          {
            children: [
              para('Aurelio Mancuso', { bold: true, size: 44 }),
              para('Export Sales Manager · Industrial Valves', { size: 24, color: '2E7D32' }),
              new Paragraph({
                children: [
                  run('Via Tortona 31, 20144 Milano · +39 347 555 0192 · aurelio.mancuso@example.it · Online profile'),
                  new FootnoteReferenceRun(1),
                ],
              }),
              heading('Profilo'),
              para(
                'Export manager with fourteen years selling valves and actuators to EPC contractors in the Gulf, ' +
                  'North Africa and the Caspian; orders of €2M to €25M.',
              ),
              heading('Esperienza'),
              ...lines([
                'Export Sales Manager, Valvitalia S.p.A., Milano — 2017 to present',
                'Middle East and North Africa: €48M in orders in 2024, up from €19M in 2017.',
                'Area Sales Engineer, PetrolValves, Castellanza — 2011 to 2017',
              ]),
              heading('Formazione'),
              para('Laurea Magistrale in Ingegneria Meccanica, Politecnico di Milano, 2005 – 2010'),
              heading('Dati personali'),
              para('Codice fiscale MNCRLA85M12F205X · Patente B · Italiano, English (C1), Français (B2), العربية (A2)'),
            ],
          },
        ],
      }),
  },
  {
    // Tracked changes left on: in the contact line the old mobile is a tracked deletion and the new one a tracked
    // insertion; an Australian mobile in the ACMA drama range.
    file: 'docx-tracked-changes-phone-updated.docx',
    truth: {
      first: 'Bronwyn',
      last: 'Tait',
      email: 'bronwyn.tait@example.com.au',
      phone: '0491 578 223',
      linkedin: 'https://www.linkedin.com/in/bronwyntait',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Bronwyn Tait', { bold: true, size: 44 }),
              para('Senior Environmental Scientist', { size: 24 }),
              new Paragraph({
                children: [
                  run('Mobile: '),
                  new DeletedTextRun({
                    text: '0491 571 804',
                    id: 1,
                    author: 'Bronwyn Tait',
                    date: '2025-02-10T09:12:00Z',
                  }),
                  new InsertedTextRun({
                    text: '0491 578 223',
                    id: 2,
                    author: 'Bronwyn Tait',
                    date: '2025-02-10T09:12:00Z',
                  }),
                  run(' · Email: bronwyn.tait@example.com.au · linkedin.com/in/bronwyntait · West End QLD 4101'),
                ],
              }),
              heading('Summary'),
              para(
                'Environmental scientist with ten years of impact assessment and water-quality monitoring for ports, ' +
                  'mines and renewable projects in Queensland.',
              ),
              heading('Experience'),
              ...lines([
                'Senior Environmental Scientist, GHD, Brisbane — 2019 to present',
                'EIS lead for a 1.2 GW wind farm near Chinchilla; approved under the EPBC Act in 2023.',
                'Environmental Scientist, Port of Brisbane — 2014 to 2019',
              ]),
              heading('Education'),
              para('BSc (Hons) Environmental Science, University of Queensland, 2010 – 2013'),
            ],
          },
        ],
      }),
  },
  {
    // The name typed in mixed case but shown in capitals (Word's All Caps) with a non-breaking hyphen in the
    // surname; the e-mail address as a mailto hyperlink; LinkedIn as a hyperlink whose address and text carry a
    // '?locale=en_US' query; a Ghana Card number.
    file: 'docx-all-caps-nonbreaking-hyphen-locale-link.docx',
    truth: {
      first: 'Kofi',
      last: 'Owusu-Ansah',
      email: 'kofi.owusuansah@example.com.gh',
      phone: '+233 24 555 0172',
      linkedin: 'https://www.linkedin.com/in/kofi-owusu-ansah',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: ['Kofi Owusu', new NoBreakHyphen(), 'Ansah'],
                    allCaps: true,
                    bold: true,
                    size: 40,
                    characterSpacing: 40,
                  }),
                ],
              }),
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [run('Mining Engineer · Open-Pit Planning', { size: 22 })],
              }),
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  run('+233 24 555 0172  |  '),
                  linkRun('mailto:kofi.owusuansah@example.com.gh', 'kofi.owusuansah@example.com.gh'),
                  run('  |  '),
                  linkRun(
                    'https://www.linkedin.com/in/kofi-owusu-ansah?locale=en_US',
                    'linkedin.com/in/kofi-owusu-ansah?locale=en_US',
                  ),
                  run('  |  Tarkwa, Western Region'),
                ],
              }),
              heading('Profile'),
              para(
                'Mine planning engineer with eight years on gold open pits in Ghana and Burkina Faso; Deswik and Whittle.',
              ),
              heading('Experience'),
              ...lines([
                'Senior Mine Planning Engineer, Gold Fields Ghana, Tarkwa — 2020 to present',
                'Life-of-mine plan for 38 Mt a year of material movement; strip ratio down from 7.1 to 6.2.',
                'Mining Engineer, AngloGold Ashanti, Obuasi — 2016 to 2020',
              ]),
              heading('Education'),
              para('BSc Mining Engineering, University of Mines and Technology, Tarkwa, 2012 – 2016'),
              heading('Personal'),
              para('Ghana Card GHA-712345678-9 · Minerals Commission blasting certificate (2018)'),
            ],
          },
        ],
      }),
  },
];

// ---------- TXT ----------

/** UTF-16 big-endian with a byte-order mark (Node has no 'utf16be' encoding: swap the bytes of UTF-16LE). */
const utf16beBom = (text: string) => {
  const le = Buffer.from(text, 'utf16le');
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
};
/** ISO-8859-15 (Latin-9): Latin-1 with €, Š, š, Ž, ž, Œ, œ and Ÿ in place of eight symbols; anything else throws. */
const LATIN9: Record<string, number> = { '€': 0xa4, Š: 0xa6, š: 0xa8, Ž: 0xb4, ž: 0xb8, Œ: 0xbc, œ: 0xbd, Ÿ: 0xbe };
const LATIN9_REPLACED = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);
const iso885915 = (text: string) =>
  Buffer.from(
    [...text].map((ch) => {
      const code = LATIN9[ch] ?? ch.charCodeAt(0);
      if (code > 0xff || (LATIN9[ch] === undefined && LATIN9_REPLACED.has(code)))
        throw new Error(`not in ISO-8859-15: ${ch}`);
      return code;
    }),
  );

const txts: TxtFixture[] = [
  {
    // UTF-8 without a BOM: an English given name and the surname, then the full name in Chinese characters on the
    // same line; bilingual labels; a WeChat ID and a birth month among the contacts.
    file: 'txt-utf8-chinese-characters-english-given-name.txt',
    truth: {
      first: 'Kevin',
      last: 'Liu',
      email: 'kevin.liu@example.cn',
      phone: '+86 139 5550 1234',
      linkedin: 'https://www.linkedin.com/in/kevin-liu-jiahao',
    },
    text: `Kevin Liu 刘家豪
高级产品经理 | Senior Product Manager

手机 Mobile:    +86 139 5550 1234
邮箱 Email:     kevin.liu@example.cn
微信 WeChat:    kevinliu_sh
领英 LinkedIn:  https://www.linkedin.com/in/kevin-liu-jiahao
地址 Address:   上海市浦东新区 Pudong, Shanghai 200120
出生年月:       1989.06

工作经历 EXPERIENCE
2020.03 – 至今     高级产品经理, 拼多多 (PDD Holdings), 上海
                   Cross-border seller tools; 48,000 merchants onboarded in 18 months.
2016.07 – 2020.02  产品经理, 携程 (Trip.com Group), 上海
                   Hotel booking funnel for mainland users; conversion +11%.
2014.07 – 2016.06  管理培训生, 宝洁 (Procter & Gamble), 广州

教育背景 EDUCATION
2010 – 2014        复旦大学 Fudan University, 计算机科学 B.Sc. Computer Science

语言 LANGUAGES
普通话 (母语), English (IELTS 7.5), 日本語 (N3)
`,
    encode: utf8,
  },
  {
    // ISO-8859-15: a French CV whose text uses € (salary expectations) and œ ('cœur de métier'), with accented
    // letters in the name; a French mobile written in pairs; LinkedIn on fr.
    file: 'txt-iso-8859-15-french-euro-oe.txt',
    truth: {
      first: 'Éloïse',
      last: 'Marchetti',
      email: 'eloise.marchetti@example.fr',
      phone: '06 55 50 12 34',
      linkedin: 'https://www.linkedin.com/in/eloise-marchetti',
    },
    text: `Éloïse MARCHETTI
Cheffe de projet événementiel
Lyon 3e - 69003

Tél. : 06 55 50 12 34
Courriel : eloise.marchetti@example.fr
LinkedIn : fr.linkedin.com/in/eloise-marchetti

CŒUR DE MÉTIER
Salons professionnels, congrès médicaux et séminaires d'entreprise de 200 à 6 000 participants ;
budgets de 80 000 € à 1,9 M€.

EXPÉRIENCE PROFESSIONNELLE
2019 - aujourd'hui   Cheffe de projet senior, GL events, Lyon
                     Congrès européen de cardiologie 2023 (5 800 participants, 1,9 M€).
                     Bilan carbone des événements réduit de 27 %.
2015 - 2019          Cheffe de projet, Lyon Congrès, Lyon
2013 - 2015          Assistante événementiel, Hospices Civils de Lyon

FORMATION
2011 - 2013          Master Management du tourisme et de l'événementiel, Université Lyon 3
2008 - 2011          Licence LEA anglais-italien, Université Lumière Lyon 2

LANGUES
Français (langue maternelle), italien (bilingue), anglais (C1)

PRÉTENTIONS
45 000 à 50 000 € bruts annuels ; préavis de deux mois ; permis B ; œuvre bénévole pour les Restos du Cœur
`,
    encode: iso885915,
  },
  {
    // UTF-16 big-endian with a BOM: a Swiss CV in German with the AHV number in dotted groups of digits, a Swiss
    // mobile written in groups, umlauts; LinkedIn on ch.
    file: 'txt-utf16be-bom-swiss-ahv.txt',
    truth: {
      first: 'Reto',
      last: 'Brunner',
      email: 'reto.brunner@example.ch',
      phone: '+41 79 555 01 23',
      linkedin: 'https://www.linkedin.com/in/retobrunner',
    },
    text: `LEBENSLAUF

Reto Brunner
Projektleiter Tiefbau

Adresse:     Seestrasse 141, 8002 Zürich
Mobile:      +41 79 555 01 23
E-Mail:      reto.brunner@example.ch
LinkedIn:    ch.linkedin.com/in/retobrunner
AHV-Nr.:     756.1234.5678.97
Jahrgang:    1986, verheiratet

BERUFSERFAHRUNG
2018 – heute   Projektleiter Tiefbau, Implenia Schweiz AG, Dietlikon
               Ausbau Bahnhof Stadelhofen (CHF 42 Mio.), Team von 9 Bauführern.
2013 – 2018    Bauführer, Marti AG, Zürich
2011 – 2013    Bauingenieur, Basler & Hofmann AG, Zürich

AUSBILDUNG
2007 – 2011    BSc Bauingenieurwesen, ZHAW Winterthur
2002 – 2006    Lehre als Zeichner EFZ Fachrichtung Ingenieurbau

SPRACHEN
Deutsch (Muttersprache), Französisch (B2), Englisch (C1)

REFERENZEN
Auf Anfrage.
`,
    encode: utf16beBom,
  },
  {
    // CRLF line ends: the name centred and underlined with '=' signs, a name of two common words (Dawn Rivers, a
    // hydrologist — 'dawn' and 'rivers' recur in the text), and two referees with their own phones and e-mails.
    file: 'txt-crlf-underlined-name-referees.txt',
    truth: {
      first: 'Dawn',
      last: 'Rivers',
      email: 'dawn.rivers@example.com',
      phone: '(720) 555-0183',
      linkedin: 'https://www.linkedin.com/in/dawnrivers-hydro',
    },
    text: crlf(`                              DAWN RIVERS
                              ===========
                         Hydrologist, P.H.

        Golden, CO 80401 | (720) 555-0183 | dawn.rivers@example.com
                   linkedin.com/in/dawnrivers-hydro

SUMMARY
-------
Surface-water hydrologist with twelve years of flood modelling and stream
restoration on Front Range rivers. Most field surveys start at dawn.

EXPERIENCE
----------
Senior Hydrologist, Wright Water Engineers, Denver, CO       2017 - present
  * HEC-RAS 2D models for 34 floodplain studies; FEMA LOMR approvals 2019-2024.
  * Post-fire runoff forecasts for the Cameron Peak burn area (2020-2022).

Hydrologist, U.S. Geological Survey, Lakewood, CO            2012 - 2017
  * Operated 22 streamgages; rating curves for the South Platte and Clear Creek.

EDUCATION
---------
M.S. Civil Engineering (Water Resources), Colorado State University, 2012
B.S. Geology, University of Wyoming, 2006 - 2010

CERTIFICATIONS
--------------
Professional Hydrologist (P.H.), AIH certificate no. 2555-01 (2016)

REFERENCES
----------
Mark Ostrowski, Principal, Wright Water Engineers
  (303) 555-0122 | mostrowski@wrightwater.example.com
Dr. Alicia Benavides, Supervisory Hydrologist, USGS Colorado Water Science Center
  (303) 555-0147 | abenavides@usgs.example.gov
`),
    encode: utf8,
  },
  {
    // A job board's plain-text candidate export: the board's banner, an export time stamp, a candidate ID, a
    // requisition number and the recruiter's own name, e-mail and toll-free phone before the candidate's fields
    // ('Name: Last, First'), then the resume text with the name in capitals and a middle initial.
    file: 'txt-job-board-export-name-last-first.txt',
    truth: {
      first: 'Colin',
      last: 'Abernathy',
      email: 'colin.abernathy@example.com',
      phone: '720-555-0143',
      linkedin: 'https://www.linkedin.com/in/colin-abernathy-ops',
    },
    text: `TalentBridge Jobs - Candidate Profile Export
Exported: 03/14/2025 10:22 AM MT
Requisition: Warehouse Operations Supervisor (Req #20250314-117)
Recruiter: Danielle Ortiz <danielle.ortiz@talentbridge.example.com> | 1-800-555-0100

Candidate ID: 88412093
Name: Abernathy, Colin
Email: colin.abernathy@example.com
Mobile Phone: 720-555-0143
Home Phone:
Location: Aurora, CO 80012
LinkedIn Profile: https://www.linkedin.com/in/colin-abernathy-ops/
Desired Salary: 78000
Willing to Relocate: No
Applied: 03/13/2025 09:58 PM
Source: Indeed

----- Resume Text -----
COLIN J. ABERNATHY
Aurora, CO | 720-555-0143 | colin.abernathy@example.com

OBJECTIVE
Warehouse operations supervisor seeking to lead a high-volume fulfillment team.

EXPERIENCE
Operations Supervisor, Amazon DEN4, Colorado Springs, CO (2021 - Present)
- Supervise 85 associates across two shifts; 1.2M units per week.
- Cut mis-ships from 0.41% to 0.18% with a re-slotting project.
Shift Lead, Target Distribution Center, Denver, CO (2017 - 2021)
Forklift Operator, Sysco Denver (2014 - 2017)

EDUCATION
A.A.S. Supply Chain Management, Community College of Aurora, 2016

CERTIFICATIONS
OSHA 30 (2022) | Lean Six Sigma Yellow Belt (2020)
----- End of Resume Text -----
`,
    encode: utf8,
  },
  {
    // A LinkedIn profile's text export: the contact column first (phone tagged '(Mobile)', the profile address
    // tagged '(LinkedIn)'), then top skills, languages and certifications, and only then the name, headline and
    // location; 'Page 1 of 2' footers between pages.
    file: 'txt-linkedin-profile-text-export-mobile.txt',
    truth: {
      first: 'Mercy',
      last: 'Otieno',
      email: 'mercy.otieno@example.co.ke',
      phone: '+254 722 555 019',
      linkedin: 'https://www.linkedin.com/in/mercy-otieno-4a1b2c',
    },
    text: `Contact
+254 722 555 019 (Mobile)
mercy.otieno@example.co.ke
www.linkedin.com/in/mercy-otieno-4a1b2c (LinkedIn)

Top Skills
Financial Inclusion
Mobile Money
Agile Product Management

Languages
Kiswahili (Native or Bilingual)
English (Full Professional)

Certifications
Certified Scrum Product Owner (CSPO)
Project Management Professional (PMP)

Honors-Awards
Safaricom CEO Award 2022

Mercy Otieno
Product Lead, M-Pesa Merchant Payments at Safaricom PLC
Nairobi County, Kenya

Summary
Product leader with ten years in mobile money. I build payment products for small merchants
across Kenya, from kiosks in Kibera to supermarket chains.

Experience
Safaricom PLC
Product Lead, M-Pesa Merchant Payments
January 2021 - Present (4 years 3 months)
Nairobi, Kenya
Lipa Na M-Pesa for 620,000 merchants; launched the Pochi la Biashara till in 2021.
 
Page 1 of 2
 
Senior Product Manager
March 2017 - December 2020 (3 years 10 months)
Nairobi, Kenya

Equity Bank Kenya
Digital Channels Analyst
June 2014 - February 2017 (2 years 9 months)
Nairobi, Kenya

Education
Strathmore University
Master of Business Administration - MBA, Finance · (2017 - 2019)
University of Nairobi
Bachelor of Science - BS, Computer Science · (2009 - 2013)
 
Page 2 of 2
`,
    encode: utf8,
  },
];

await writeResumeFixtures(OUT, pdfs, docxs, txts);
