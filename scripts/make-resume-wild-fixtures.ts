/**
 * Writes the wild fixtures under tests/fixtures/resumes/wild: a development batch of 40 resumes of kinds the
 * earlier batches lack, each with its true contact details (what a recruiter reading it would enter) written here
 * before the reader ever saw it. A suffix (Jr., III), a title (Dr., Prof., Ing., Dipl.-Ing.) and post-nominals
 * (PhD, RN, BSN, CPA, MBA, FRCS) are not part of the name a recruiter types; a LinkedIn address is given as
 * https://www.linkedin.com/in/<handle> whatever its country subdomain, trailing slash or query string.
 * - Chromium printing HTML templates to PDF: a right-hand sidebar with the contacts and skills (a 'Jr.' suffix, an
 *   'ext.' extension beside a compensation range), a dark header band with a white 'Dr. … PhD' name and a '/'
 *   separated +971 contact line, names that are also places or job words (Jordan Hunter, Paris Baker in Paris TX,
 *   Austin Mason in Austin TX, Chase Cook at JPMorgan Chase), the job title on the first line with the name under
 *   it, the name in a table cell with the job title in the next cell and LinkedIn only behind an SVG icon, a
 *   LinkedIn address with a tracking query string or a trailing slash, a resume opening with 'PROFILE' whose name
 *   (with a typographic apostrophe) is only in the signature at the bottom, two pages with the contacts in a
 *   running header repeated on each page and a referee on page 2, a photo-heavy title page before the resume,
 *   Polish (slashes, a GDPR consent clause), Czech (Ing. … Ph.D., IČO), Turkish (İ, Ç, ş; unicode contact icons),
 *   Norwegian (Ø; an organisation number and a salary in NOK), Japanese and Korean names in Latin script (an
 *   infographic with skill bars), Mexican 'de la' with the contacts in a page footer, a Brazilian CPF and salary
 *   beside a +55 11 9xxxx-xxxx mobile in a four-column contact bar, personal and work e-mails with a referee's
 *   later and an Australian ABN, a French CV (Prénom NOM, birth date, salary), a German 'Dipl.-Ing.' with a
 *   +49 (0)30 landline and a XING address, a terminal-style developer resume with no phone, a teacher with
 *   neither phone nor LinkedIn but a TRN and a DBS number, a medical CV (Prof. … FRCS, GMC number, 020 7946
 *   drama number), the name rotated vertically along a coloured band.
 * - Word documents: the name in a table cell with the job title in the next cell (an Irish 'Ó' surname), the name
 *   in a text box, the contacts in a header repeated over two sections (the second one references), a linked
 *   'LinkedIn Profile' to a tr.linkedin.com address with a query string, a cover section before the resume
 *   section, a white name with 'III' and 'CPA' on a shaded cell with work and personal e-mails, the name in the
 *   page header and the contacts in the footer, 'SUMMARY' first with the name and contacts only at the end, a
 *   contact line with tabs and bullets after 'MBA', LinkedIn only behind a linked icon image.
 * - Text files: UTF-8 with a BOM (Slovak), UTF-16LE with a BOM (a Japanese name in Latin letters), Windows-1252
 *   (Icelandic ð and Þ beside a kennitala), classic Mac CR line ends (two e-mails, a referee), text pasted from a
 *   PDF (ligatures, hyphenated line breaks, form feeds and a running header), a job title above a 'de la' name with
 *   a slash-separated contact line and a DNI.
 *
 *   npx tsx scripts/make-resume-wild-fixtures.ts
 */
import path from 'node:path';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  PageBreak,
  Paragraph,
  ShadingType,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
  WidthType,
} from 'docx';
import {
  png,
  writeResumeFixtures,
  type DocxFixture,
  type PdfFixture,
  type TxtFixture,
  htmlPage as html,
  silhouettePng,
  pngUri,
  crlf,
  utf8,
  utf8Bom,
  utf16leBom,
  run,
  para,
  heading,
  lines,
} from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes/wild');

// ---------- pictures (a head-and-shoulders silhouette, a LinkedIn-like icon) as PNG ----------

const PHOTO = silhouettePng();
const PHOTO_URI = pngUri(PHOTO);
// A blue rounded square with a white 'in'-like pair of bars, 32×32.
const ICON = png(32, 32, (x, y) => {
  const inside = x > 1 && x < 30 && y > 1 && y < 30;
  const bars = (x >= 8 && x <= 11 && y >= 13 && y <= 24) || (x >= 15 && x <= 24 && y >= 13 && y <= 24 && x % 9 < 4);
  const dot = (x - 9.5) ** 2 + (y - 8.5) ** 2 <= 4;
  if (!inside) return [255, 255, 255];
  return bars || dot ? [255, 255, 255] : [10, 102, 194];
});
// Scenic 'photos' for a portfolio title page: a sky, a horizon and a floor in three tones.
const scene = (sky: [number, number, number], floor: [number, number, number]) =>
  `data:image/png;base64,${png(160, 110, (_x, y) => (y < 60 ? sky : y < 64 ? [250, 250, 250] : floor)).toString('base64')}`;

const LINKEDIN_SVG = `<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><rect width="16" height="16" rx="3" fill="#0a66c2"/><rect x="3" y="6" width="2.2" height="7" fill="#fff"/><circle cx="4.1" cy="3.8" r="1.3" fill="#fff"/><path d="M7 6h2.1v1c.4-.7 1.2-1.2 2.3-1.2 1.8 0 2.6 1.1 2.6 3.1V13h-2.2V9.3c0-1-.3-1.6-1.2-1.6-.9 0-1.4.6-1.4 1.6V13H7z" fill="#fff"/></svg>`;

// ---------- PDF (Chromium) ----------

/** CSS for documents of several A4 pages drawn as fixed-height blocks. */
const PAGES_CSS = `.page { height: 296mm; position: relative; overflow: hidden; padding: 26mm 20mm 0; }
  .page + .page { page-break-before: always; }`;

const pdfs: PdfFixture[] = [
  {
    // A right-hand sidebar with the contacts and skills; the name with a 'Jr.' suffix; an 'ext.' extension and
    // a compensation range and a ZIP code in the same sidebar.
    file: 'chromium-right-sidebar-jr-extension.pdf',
    truth: {
      first: 'Marcus',
      last: 'Bell',
      email: 'marcus.bell.jr@example.com',
      phone: '(404) 555-0163 ext. 12',
      linkedin: 'https://www.linkedin.com/in/marcusbelljr',
    },
    page: html(
      `body { display: flex; min-height: 100vh; } main { width: 64%; padding: 34pt 24pt 30pt 36pt; }
       aside { width: 36%; background: #e9edf1; padding: 34pt 18pt; font-size: 9pt; } aside p { margin: 3pt 0; }
       h1 { font-size: 30pt; color: #17324d; } .t { font-size: 12pt; color: #5a7184; margin-top: 4pt; }
       aside h2 { color: #17324d; border-bottom: 1px solid #9fb0bf; padding-bottom: 2pt; }`,
      `<main><h1>Marcus Bell Jr.</h1><p class="t">Regional Sales Manager — Medical Devices</p>
       <h2>Summary</h2><p>Sales leader with twelve years in orthopaedic and surgical devices across the Southeast; built and coached
       teams of up to 14 representatives and grew territory revenue from $9.8M to $21.4M.</p>
       <h2>Experience</h2><h3>Regional Sales Manager — Stryker, Atlanta, GA</h3><p>2020 – Present</p>
       <ul><li>Led 11 reps across Georgia, Alabama and the Carolinas; 118% of a $21,400,000 quota in 2023.</li>
       <li>Opened 37 new accounts, including Piedmont Healthcare and Emory Saint Joseph's.</li></ul>
       <h3>Senior Territory Manager — Zimmer Biomet, Birmingham, AL</h3><p>2015 – 2020</p>
       <ul><li>President's Club 2017, 2018 and 2019.</li></ul>
       <h3>Sales Representative — Medline Industries, Savannah, GA</h3><p>2012 – 2015</p>
       <h2>Education</h2><p>B.B.A. Marketing, Georgia State University, 2008 – 2012</p></main>
       <aside><h2>Contact</h2><p>(404) 555-0163 ext. 12</p><p>marcus.bell.jr@example.com</p><p>Atlanta, GA 30309</p>
       <p>linkedin.com/in/marcusbelljr</p>
       <h2>Skills</h2><p>Salesforce &amp; Veeva CRM</p><p>Value-analysis committees</p><p>Territory planning</p><p>Contract negotiation</p>
       <h2>Target</h2><p>$145,000 – $160,000 OTE</p><p>Available from 06/2025</p>
       <h2>Awards</h2><p>President's Club 2017–2019</p><p>Rookie of the Year 2013</p></aside>`,
    ),
  },
  {
    // A dark header band with the name in white ('Dr.' before it and 'PhD' after it) and the contacts in one line
    // separated by slashes, with a PO Box number; the LinkedIn address with a trailing slash.
    file: 'chromium-dark-band-white-dr-phd-slashes.pdf',
    truth: {
      first: 'Nadia',
      last: 'Rahimi',
      email: 'nadia.rahimi@example.ae',
      phone: '+971 50 555 0182',
      linkedin: 'https://www.linkedin.com/in/dr-nadia-rahimi',
    },
    page: html(
      `header { background: #1b2a41; color: #fff; padding: 30pt 36pt 18pt; } h1 { font-size: 28pt; font-weight: 300; letter-spacing: 0.02em; }
       h1 b { font-weight: 700; } .t { color: #c9a227; font-size: 11.5pt; margin-top: 4pt; }
       .c { font-size: 8.5pt; color: #dfe6ee; margin-top: 12pt; } main { padding: 6pt 36pt; } h2 { color: #1b2a41; }`,
      `<header><h1>Dr. <b>Nadia Rahimi</b>, PhD</h1><p class="t">Clinical Research Director · Oncology Trials</p>
       <p class="c">+971 50 555 0182 &nbsp;/&nbsp; nadia.rahimi@example.ae &nbsp;/&nbsp; Dubai Healthcare City, PO Box 505090, Dubai &nbsp;/&nbsp; linkedin.com/in/dr-nadia-rahimi/</p></header>
       <main><h2>Profile</h2><p>Physician-scientist with fourteen years running phase II–III oncology trials across the GCC, with a portfolio
       of AED 18,500,000 a year and 2,300 patients enrolled.</p>
       <h2>Experience</h2><h3>Clinical Research Director — Mediclinic Middle East, Dubai</h3><p>2018 – present</p>
       <ul><li>Runs 22 active sponsor trials; first-patient-in times down from 140 to 61 days.</li>
       <li>Chairs the research ethics committee (DHA approval ref. DHA/REC/2019/0412).</li></ul>
       <h3>Principal Investigator — Tawam Hospital, Al Ain</h3><p>2012 – 2018</p>
       <h3>Research Fellow — Karolinska Institutet, Stockholm</h3><p>2009 – 2012</p>
       <h2>Education</h2><p>PhD Medical Science, Karolinska Institutet, 2009 · MBBS, University of Tehran, 2004</p>
       <h2>Selected publications</h2><p>Rahimi N, Lindqvist P, Haddad S. Adjuvant therapy outcomes in Gulf populations. <i>Lancet Oncol</i> 2021;22:1140–52.</p></main>`,
    ),
  },
  {
    // A name that is a place and a job word, with 'RN, BSN' after it; a state licence number of seven digits; the
    // LinkedIn address as shared from the app, with its tracking query string.
    file: 'chromium-job-word-name-rn-query-string.pdf',
    truth: {
      first: 'Jordan',
      last: 'Hunter',
      email: 'jordan.hunter.rn@example.com',
      phone: '(612) 555-0127',
      linkedin: 'https://www.linkedin.com/in/jordan-hunter-rn',
    },
    page: html(
      `main { padding: 32pt 44pt; } header { text-align: center; border-bottom: 2px solid #2d6a4f; padding-bottom: 8pt; }
       h1 { font-family: 'Liberation Serif', serif; font-size: 24pt; letter-spacing: 0.08em; } .c { font-size: 9pt; margin-top: 4pt; }
       .u { font-size: 7.5pt; color: #555; word-break: break-all; } h2 { color: #2d6a4f; }`,
      `<main><header><h1>JORDAN HUNTER, RN, BSN</h1>
       <p class="c">Minneapolis, MN 55414 | (612) 555-0127 | jordan.hunter.rn@example.com</p>
       <p class="u">https://www.linkedin.com/in/jordan-hunter-rn?utm_source=share&amp;utm_campaign=share_via&amp;utm_content=profile&amp;utm_medium=ios_app</p></header>
       <h2>Clinical Summary</h2><p>Emergency and trauma nurse with eight years at a Level I trauma center; charge nurse for a 52-bed department.</p>
       <h2>Licenses &amp; Certifications</h2><ul><li>Registered Nurse, Minnesota Board of Nursing, License No. 2345678 (exp. 06/30/2026)</li>
       <li>TNCC, ACLS, PALS, BLS — renewed 2024</li></ul>
       <h2>Experience</h2><h3>Charge Nurse, Emergency Department — Hennepin Healthcare, Minneapolis, MN</h3><p>2019 – present</p>
       <ul><li>Coordinated 160–210 patient visits per shift; door-to-provider time down 18%.</li></ul>
       <h3>Staff Nurse, Med-Surg — Regions Hospital, St. Paul, MN</h3><p>2016 – 2019</p>
       <h2>Education</h2><p>B.S. Nursing, University of Minnesota, 2012 – 2016</p></main>`,
    ),
  },
  {
    // The job title on the first line and the name under it; the name is also a city and a job, the applicant
    // lives in Paris, Texas and trained in Paris, France; contacts in one line separated by bullets, no LinkedIn.
    file: 'chromium-title-first-paris-baker.pdf',
    truth: {
      first: 'Paris',
      last: 'Baker',
      email: 'paris.baker.pastry@example.com',
      phone: '903-555-0147',
      linkedin: null,
    },
    page: html(
      `main { padding: 40pt 48pt; } .role { font-size: 20pt; letter-spacing: 0.3em; color: #9c6644; }
       h1 { font-family: 'Liberation Serif', serif; font-size: 17pt; font-weight: normal; font-style: italic; margin-top: 2pt; }
       .c { font-size: 9pt; margin: 8pt 0 4pt; color: #444; } h2 { color: #9c6644; border-bottom: 1px solid #e6ccb2; }`,
      `<main><p class="role">PASTRY CHEF</p><h1>Paris Baker</h1>
       <p class="c">1204 Lamar Ave, Paris, TX 75460 &nbsp;•&nbsp; 903-555-0147 &nbsp;•&nbsp; paris.baker.pastry@example.com &nbsp;•&nbsp; Instagram @parisbakes</p>
       <h2>Profile</h2><p>Classically trained pastry chef (Le Cordon Bleu Paris, Diplôme de Pâtisserie 2014) running a scratch bakery
       program of 60 items a day.</p>
       <h2>Experience</h2><h3>Head Pastry Chef — Le Petit Four Bakery, Paris, TX</h3><p>2019 – present</p>
       <ul><li>Wholesale to 14 cafés; annual pastry sales $410,000.</li><li>Food cost held at 24% through 2022–2023 butter prices.</li></ul>
       <h3>Commis Pâtissier — Hôtel Le Meurice, Paris, France</h3><p>2015 – 2018</p>
       <h3>Baker — Bake'n Cake, Dallas, TX</h3><p>2011 – 2013</p>
       <h2>Education</h2><p>Diplôme de Pâtisserie, Le Cordon Bleu Paris, 2014</p><p>ServSafe Manager, cert. no. 18734522</p></main>`,
    ),
  },
  {
    // The name in a table cell with the job title in the next cell; contacts with unicode icons; LinkedIn only as
    // an SVG icon with a link. The name is also a city (where he works) and a trade ('Masonry').
    file: 'chromium-table-name-title-cells-svg-icon-linkedin.pdf',
    truth: {
      first: 'Austin',
      last: 'Mason',
      email: 'amason.builds@example.com',
      phone: '(512) 555-0193',
      linkedin: 'https://www.linkedin.com/in/austin-mason-pm',
    },
    page: html(
      `main { padding: 30pt 36pt; } table.h { width: 100%; border-collapse: collapse; } table.h td { padding: 6pt 8pt; vertical-align: bottom; }
       td.n { font-size: 24pt; font-weight: bold; color: #333; width: 50%; } td.r { font-size: 13pt; color: #b5651d; text-align: right; }
       td.c { border-top: 3px solid #b5651d; font-size: 9pt; } td.c span { margin-right: 14pt; } td.c svg { vertical-align: -3pt; }`,
      `<main><table class="h"><tr><td class="n">Austin Mason</td><td class="r">Construction Project Manager</td></tr>
       <tr><td class="c" colspan="2"><span>☎ (512) 555-0193</span><span>✉ amason.builds@example.com</span><span>⌂ Austin, TX 78704</span>
       <a href="https://www.linkedin.com/in/austin-mason-pm/">${LINKEDIN_SVG}</a></td></tr></table>
       <h2>Summary</h2><p>PMP-certified project manager delivering commercial and multifamily projects of $12M–$38M in Central Texas.</p>
       <h2>Projects &amp; Experience</h2><h3>Project Manager — Harvey Cleary Builders, Austin, TX</h3><p>2018 – 2025</p>
       <ul><li>The Grove at Shoal Creek, 312 units, $38M — delivered 3 weeks early.</li><li>Self-perform masonry and concrete packages, 2021–2023.</li></ul>
       <h3>Assistant Project Manager — Rogers-O'Brien Construction, Dallas, TX</h3><p>2014 – 2018</p>
       <h2>Skills</h2><p>Procore · P6 · Bluebeam · Masonry &amp; concrete QA · OSHA 30 (2019)</p>
       <h2>Education</h2><p>B.S. Construction Science, Texas A&amp;M University, 2010 – 2014</p></main>`,
    ),
  },
  {
    // The surname is a job word and the first name is also the name of his employer (JPMorgan Chase); contacts in
    // a pipe line; LinkedIn without 'www' and with a trailing slash.
    file: 'chromium-chase-cook-employer-pipes.pdf',
    truth: {
      first: 'Chase',
      last: 'Cook',
      email: 'chase.cook@example.net',
      phone: '+1 415 555 0110',
      linkedin: 'https://www.linkedin.com/in/chase-cook-ops',
    },
    page: html(
      `main { padding: 36pt 42pt; } h1 { font-size: 22pt; } .c { font-size: 9pt; color: #333; margin: 4pt 0 10pt; }
       h2 { border-bottom: 1px solid #000; }`,
      `<main><h1>Chase Cook</h1><p class="c">San Francisco, CA 94110 | +1 415 555 0110 | chase.cook@example.net | https://linkedin.com/in/chase-cook-ops/</p>
       <h2>Experience</h2><h3>Operations Analyst — JPMorgan Chase &amp; Co., San Francisco, CA</h3><p>Jul 2020 – Present</p>
       <ul><li>Reconciled 1,250,000 card transactions a day; breaks cleared within T+1 rose from 82% to 97%.</li>
       <li>Automated the Chase Sapphire dispute report in Python, saving 30 hours a month.</li></ul>
       <h3>Line Cook (part-time) — Tartine Manufactory, San Francisco, CA</h3><p>Sep 2017 – Jun 2020</p>
       <ul><li>Grill and garde-manger stations, 300 covers a night.</li></ul>
       <h2>Education</h2><p>B.S. Business Administration, San Francisco State University, 2016 – 2020 · GPA 3.7</p>
       <h2>Skills</h2><p>SQL, Python (pandas), Excel (Power Query), Alteryx, Tableau</p></main>`,
    ),
  },
  {
    // The resume opens with 'PROFILE'; the name (with a typographic apostrophe) and all the contacts are only in a
    // signature block at the bottom; a manager is named in the text; an Eircode.
    file: 'chromium-profile-first-signature-at-bottom.pdf',
    truth: {
      first: 'Siobhán',
      last: "O'Neill",
      email: 'siobhan.oneill@example.ie',
      phone: '+353 87 555 0134',
      linkedin: 'https://www.linkedin.com/in/siobhan-oneill-hr',
    },
    page: html(
      `main { padding: 40pt 48pt; } h2:first-child { margin-top: 0; } h2 { color: #5e3c99; }
       .sig { margin-top: 26pt; border-top: 1px solid #aaa; padding-top: 10pt; } .sig .n { font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 18pt; }
       .sig p { font-size: 9pt; } .sig span { white-space: nowrap; }`,
      `<main><h2>PROFILE</h2><p>CIPD-qualified HR business partner with ten years in technology and pharmaceutical companies in Ireland.
       I partner with site leaders on organisation design, employee relations and reward.</p>
       <h2>KEY ACHIEVEMENTS</h2><ul><li>Designed the 2022 hybrid working policy for 1,900 employees across Dublin and Cork.</li>
       <li>Reduced voluntary attrition from 17% to 11% in two years.</li></ul>
       <h2>EXPERIENCE</h2><h3>HR Business Partner — Pfizer Ireland, Grange Castle, Dublin 22</h3><p>2019 – present · reporting to Niamh Byrne, HR Director</p>
       <h3>HR Advisor — Workday, Dublin 1</h3><p>2015 – 2019</p><h3>HR Assistant — Kerry Group, Tralee</h3><p>2013 – 2015</p>
       <h2>EDUCATION</h2><p>MA Human Resource Management, NCI Dublin, 2016 · BA Psychology, University College Cork, 2009 – 2013</p>
       <h2>REFERENCES</h2><p>Available on request.</p>
       <div class="sig"><p class="n">Siobhán O’Neill</p><p><span>Apt 4, 21 Thomas Street, Dublin 8, D08 XY12</span> · <span>+353 87 555 0134</span> · <span>siobhan.oneill@example.ie</span> · <span>ie.linkedin.com/in/siobhan-oneill-hr</span></p></div></main>`,
    ),
  },
  {
    // Two pages with the same running header on each (the name and the contacts), the body opening with a
    // personal statement; a Scottish 'Mac' surname; a referee with his own e-mail and an Ofcom drama landline.
    file: 'chromium-two-pages-running-header-macdonald.pdf',
    truth: {
      first: 'Callum',
      last: 'MacDonald',
      email: 'callum.macdonald@example.co.uk',
      phone: '07700 900123',
      linkedin: 'https://www.linkedin.com/in/callummacdonald',
    },
    page: html(
      `${PAGES_CSS} .rh { position: absolute; top: 10mm; left: 20mm; right: 20mm; display: flex; justify-content: space-between;
       font-size: 8pt; color: #555; border-bottom: 1px solid #999; padding-bottom: 3pt; } .rh b { color: #222; }
       .pn { position: absolute; bottom: 10mm; left: 0; right: 0; text-align: center; font-size: 8pt; color: #777; }`,
      `<div class="page"><div class="rh"><span><b>Callum MacDonald</b> — Curriculum Vitae</span><span>07700 900123 · callum.macdonald@example.co.uk · linkedin.com/in/callummacdonald</span></div>
       <h2>Personal Statement</h2><p>Fully registered teacher of Mathematics (GTCS 123456) with nine years in Highland secondary schools, Principal
       Teacher of Numeracy since 2021. I want to lead a faculty in Aberdeen or Aberdeenshire.</p>
       <h2>Employment</h2><h3>Principal Teacher of Numeracy — Inverness Royal Academy</h3><p>August 2021 – present</p>
       <ul><li>Raised National 5 Maths A–C passes from 64% to 78% (2022–2024).</li><li>Line-manage 6 teachers; timetable 1,150 pupils.</li></ul>
       <h3>Teacher of Mathematics — Millburn Academy, Inverness</h3><p>August 2016 – June 2021</p>
       <ul><li>Led the S1–S3 broad general education course redesign.</li></ul>
       <h3>Probationer Teacher — Elgin Academy</h3><p>2015 – 2016</p>
       <p class="pn">Page 1 of 2</p></div>
       <div class="page"><div class="rh"><span><b>Callum MacDonald</b> — Curriculum Vitae</span><span>07700 900123 · callum.macdonald@example.co.uk · linkedin.com/in/callummacdonald</span></div>
       <h2>Education</h2><p>PGDE Secondary Mathematics, University of Aberdeen, 2014 – 2015</p><p>BSc (Hons) Mathematics, University of Aberdeen, 2010 – 2014</p>
       <h2>Professional Learning</h2><p>Into Headship (SCEL) 2024 · Mental Health First Aid 2023</p>
       <h2>Referees</h2><p><b>Mr Euan Grant</b>, Head Teacher, Inverness Royal Academy, Culduthel Road, Inverness IV2 6RE</p>
       <p>euan.grant@example.sch.uk · 01632 960441</p>
       <p><b>Mrs Morag Fraser</b>, Depute Head, Millburn Academy · morag.fraser@example.sch.uk · 01632 960718</p>
       <p class="pn">Page 2 of 2</p></div>`,
    ),
  },
  {
    // A photo-heavy portfolio title page (a grid of pictures, the name, a photographer's credit) before the resume
    // page with the contacts.
    file: 'chromium-photo-title-page-then-resume.pdf',
    truth: {
      first: 'Isla',
      last: 'McKay',
      email: 'isla@islamckay-interiors.example.com',
      phone: '+44 7700 900782',
      linkedin: 'https://www.linkedin.com/in/islamckayinteriors',
    },
    page: html(
      `${PAGES_CSS} .cover { padding: 0; } .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 4pt; height: 200mm; }
       .grid img { width: 100%; height: 100%; object-fit: cover; display: block; } .cap { padding: 14mm 18mm; }
       .cap h1 { font-size: 40pt; font-weight: 300; letter-spacing: 0.04em; } .cap .s { font-size: 12pt; color: #8a7f72; margin-top: 6pt; }
       .credit { position: absolute; bottom: 10mm; right: 18mm; font-size: 7pt; color: #999; }
       .two { display: flex; gap: 20pt; } .two aside { width: 38%; font-size: 8.5pt; } .two aside p { white-space: nowrap; } .two main { width: 62%; }`,
      `<div class="page cover"><div class="grid"><img src="${scene([200, 190, 176], [120, 96, 74])}" alt=""><img src="${PHOTO_URI}" alt="">
       <img src="${scene([226, 232, 236], [64, 82, 96])}" alt=""><img src="${scene([238, 226, 210], [160, 140, 118])}" alt=""></div>
       <div class="cap"><h1>Isla McKay</h1><p class="s">Interior Designer · Portfolio &amp; CV 2025</p></div>
       <p class="credit">Photography: Euan Ross Studio, Glasgow</p></div>
       <div class="page"><div class="two"><aside><h2>Contact</h2><p>+44 7700 900782</p><p>isla@islamckay-interiors.example.com</p>
       <p>Glasgow G3 7LN</p><p>linkedin.com/in/islamckayinteriors</p><h2>Software</h2><p>AutoCAD · SketchUp · V-Ray · InDesign</p></aside>
       <main><h2>Experience</h2><h3>Senior Interior Designer — Graven, Glasgow</h3><p>2019 – present</p>
       <ul><li>Hotel lobbies and bars for Kimpton and Virgin Hotels, budgets £0.8M–£4.5M.</li></ul>
       <h3>Interior Designer — Jestico + Whiles, London</h3><p>2015 – 2019</p>
       <h2>Education</h2><p>BA (Hons) Interior Design, Glasgow School of Art, 2011 – 2015</p>
       <h2>Awards</h2><p>SBID International Design Awards, finalist 2022</p></main></div></div>`,
    ),
  },
  {
    // A Polish CV: Ł and ó in the name, a photo, the contacts separated by slashes with a flat number and postcode,
    // month.year dates, and the GDPR consent clause at the foot.
    file: 'chromium-polish-slashes-gdpr-clause.pdf',
    truth: {
      first: 'Łukasz',
      last: 'Wróblewski',
      email: 'lukasz.wroblewski@example.pl',
      phone: '+48 601 555 234',
      linkedin: 'https://www.linkedin.com/in/lukasz-wroblewski-3b9a1c',
    },
    page: html(
      `main { padding: 32pt 38pt; min-height: 100vh; position: relative; } header { display: flex; justify-content: space-between; align-items: center; }
       header img { width: 70pt; height: 88pt; } h1 { font-size: 26pt; color: #b00020; } .t { font-size: 12pt; }
       .c span { white-space: nowrap; } .c { font-size: 8.5pt; margin: 8pt 0; padding: 5pt 0; border-top: 1px solid #ddd; border-bottom: 1px solid #ddd; }
       .gdpr { position: absolute; bottom: 24pt; left: 38pt; right: 38pt; font-size: 6.5pt; color: #777; }`,
      `<main><header><div><h1>Łukasz Wróblewski</h1><p class="t">Senior Java Developer</p></div><img src="${PHOTO_URI}" alt=""></header>
       <p class="c"><span>ul. Marszałkowska 84/92 m. 15, 00-514 Warszawa</span> / <span>+48 601 555 234</span> / <span>lukasz.wroblewski@example.pl</span> / <span>pl.linkedin.com/in/lukasz-wroblewski-3b9a1c</span></p>
       <h2>Doświadczenie</h2><h3>Senior Java Developer — Allegro, Warszawa</h3><p>03.2019 – obecnie</p>
       <ul><li>Payments platform: 9 microservices, 4 200 requests per second at peak (Black Friday 2023).</li></ul>
       <h3>Java Developer — Comarch, Kraków</h3><p>07.2015 – 02.2019</p>
       <h2>Wykształcenie</h2><p>Politechnika Warszawska, Informatyka, mgr inż., 2010 – 2015</p>
       <h2>Umiejętności</h2><p>Java 17, Spring Boot, Kafka, PostgreSQL, Kubernetes · Języki: polski (ojczysty), angielski (C1)</p>
       <p class="gdpr">Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji zgodnie z
       Rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (RODO).</p></main>`,
      'pl',
    ),
  },
  {
    // A Czech CV: academic titles on both sides of the name (Ing. … Ph.D.), a label table with the birth date, a
    // postcode with a space and a company ID number (IČO) of eight digits.
    file: 'chromium-czech-titles-label-table-ico.pdf',
    truth: {
      first: 'Tomáš',
      last: 'Šťastný',
      email: 'tomas.stastny@example.cz',
      phone: '+420 777 555 123',
      linkedin: null,
    },
    page: html(
      `main { padding: 34pt 40pt; } h1 { font-size: 18pt; text-align: center; letter-spacing: 0.2em; color: #1d3557; margin-bottom: 10pt; }
       table { border-collapse: collapse; width: 100%; } td { padding: 3pt 6pt; vertical-align: top; } td.l { width: 28%; color: #555; }
       h2 { background: #1d3557; color: #fff; padding: 2pt 6pt; font-size: 10pt; }`,
      `<main><h1>ŽIVOTOPIS</h1><h2>Osobní údaje</h2><table>
       <tr><td class="l">Jméno a příjmení</td><td><b>Ing. Tomáš Šťastný, Ph.D.</b></td></tr>
       <tr><td class="l">Datum narození</td><td>14. 3. 1988</td></tr><tr><td class="l">Adresa</td><td>Údolní 53, 602 00 Brno</td></tr>
       <tr><td class="l">Telefon</td><td>+420 777 555 123</td></tr><tr><td class="l">E-mail</td><td>tomas.stastny@example.cz</td></tr>
       <tr><td class="l">IČO</td><td>12345678 (OSVČ — konzultační činnost)</td></tr></table>
       <h2>Pracovní zkušenosti</h2><table><tr><td class="l">2018 – dosud</td><td><b>Vedoucí vývoje</b>, Škoda Auto a.s., Mladá Boleslav<br>Tým 12 inženýrů, vývoj řídicích jednotek.</td></tr>
       <tr><td class="l">2014 – 2018</td><td><b>Výzkumný pracovník</b>, CEITEC VUT, Brno</td></tr></table>
       <h2>Vzdělání</h2><table><tr><td class="l">2012 – 2016</td><td>Ph.D., Kybernetika, Vysoké učení technické v Brně</td></tr>
       <tr><td class="l">2007 – 2012</td><td>Ing., Automatizace a měřicí technika, VUT Brno</td></tr></table>
       <h2>Jazyky</h2><p>čeština (rodilý mluvčí), angličtina (C1), němčina (B1)</p></main>`,
      'cs',
    ),
  },
  {
    // A Turkish resume: Ç in the surname, İ and ş in the text, the contacts in a grid with unicode icons, a
    // Turkish mobile beside a postcode and a birth date; LinkedIn on a tr. subdomain with a trailing slash.
    file: 'chromium-turkish-icon-grid.pdf',
    truth: {
      first: 'Elif',
      last: 'Çelik',
      email: 'elif.celik@example.com.tr',
      phone: '+90 532 555 12 34',
      linkedin: 'https://www.linkedin.com/in/elifcelik',
    },
    page: html(
      `main { padding: 34pt 40pt; } h1 { font-family: 'DejaVu Sans', sans-serif; font-size: 30pt; color: #c1121f; }
       .t { font-size: 11pt; letter-spacing: 0.12em; color: #666; } .g { display: grid; grid-template-columns: 1fr 1fr; gap: 3pt 18pt;
       font-size: 9pt; margin: 10pt 0; padding: 8pt 0; border-top: 2px solid #c1121f; } .g span { color: #c1121f; margin-right: 5pt; }`,
      `<main><h1>Elif Çelik</h1><p class="t">İNSAN KAYNAKLARI UZMANI · HR SPECIALIST</p>
       <div class="g"><p><span>☎</span>+90 532 555 12 34</p><p><span>✉</span>elif.celik@example.com.tr</p>
       <p><span>⌂</span>Caferağa Mah., 34710 Kadıköy/İstanbul</p><p><span>in</span>tr.linkedin.com/in/elifcelik/</p>
       <p><span>✱</span>Doğum tarihi: 03.07.1993</p><p><span>✈</span>Ehliyet: B (2012)</p></div>
       <h2>Deneyim</h2><h3>İnsan Kaynakları Uzmanı — Arçelik A.Ş., İstanbul</h3><p>2019 – günümüz</p>
       <ul><li>Yılda 350 işe alım; ortalama işe alım süresi 41 günden 27 güne indi.</li></ul>
       <h3>İK Asistanı — Turkcell, İstanbul</h3><p>2015 – 2019</p>
       <h2>Eğitim</h2><p>Boğaziçi Üniversitesi, Psikoloji (Lisans), 2011 – 2015</p>
       <h2>Diller</h2><p>Türkçe (ana dil), İngilizce (C1), Almanca (A2)</p></main>`,
      'tr',
    ),
  },
  {
    // A Norwegian minimal layout: Ø in the first name, the years in a left column, an organisation number of nine
    // digits in groups of three, a salary expectation in NOK and a postcode; LinkedIn on no. with a trailing slash.
    file: 'chromium-norwegian-orgnr-salary.pdf',
    truth: {
      first: 'Øyvind',
      last: 'Haugland',
      email: 'oyvind.haugland@example.no',
      phone: '+47 481 55 023',
      linkedin: 'https://www.linkedin.com/in/oyvindhaugland',
    },
    page: html(
      `main { padding: 44pt 50pt; } h1 { font-size: 34pt; font-weight: 300; color: #223; } .t { color: #778; font-size: 11pt; margin-bottom: 14pt; }
       .row { display: flex; gap: 16pt; margin: 5pt 0; } .row .y { width: 80pt; color: #889; font-size: 9pt; flex: none; } h2 { font-weight: normal; color: #556; }
       .c { font-size: 9pt; line-height: 1.5; }`,
      `<main><h1>Øyvind Haugland</h1><p class="t">Produktdesigner / Product Designer</p>
       <div class="row"><div class="y">Kontakt</div><div class="c">+47 481 55 023<br>oyvind.haugland@example.no<br>Thorvald Meyers gate 15, 0555 Oslo<br>no.linkedin.com/in/oyvindhaugland/</div></div>
       <h2>Erfaring</h2>
       <div class="row"><div class="y">2021 – 2025</div><div><b>Lead Product Designer</b>, Vipps MobilePay, Oslo<br>Designet nye betalingsflyter for 4,2 millioner brukere.</div></div>
       <div class="row"><div class="y">2018 – 2021</div><div><b>Product Designer</b>, Finn.no, Oslo</div></div>
       <div class="row"><div class="y">2016 – 2018</div><div><b>Selvstendig designer</b>, Haugland Design (org.nr. 912 345 678)</div></div>
       <h2>Utdanning</h2><div class="row"><div class="y">2013 – 2016</div><div>Bachelor i interaksjonsdesign, NTNU Gjøvik</div></div>
       <h2>Annet</h2><div class="row"><div class="y">Lønn</div><div>Lønnsforventning: 780 000 NOK · Oppsigelsestid: 3 måneder</div></div></main>`,
      'no',
    ),
  },
  {
    // A Japanese name in Latin script (given name first) in a bilingual header; a Japanese mobile beside a
    // 7-digit postcode and dates written year/month; a TOEIC score.
    file: 'chromium-japanese-latin-name-bilingual.pdf',
    truth: {
      first: 'Haruto',
      last: 'Yamaguchi',
      email: 'haruto.yamaguchi@example.jp',
      phone: '+81 90-5555-1234',
      linkedin: 'https://www.linkedin.com/in/haruto-yamaguchi-jp',
    },
    page: html(
      `main { padding: 34pt 40pt; } header { border-left: 6pt solid #bc002d; padding-left: 12pt; } h1 { font-size: 26pt; }
       .k { font-size: 10pt; color: #666; } .c { font-size: 9pt; margin-top: 8pt; } table { width: 100%; border-collapse: collapse; font-size: 9.5pt; }
       td { border-bottom: 1px solid #ddd; padding: 3pt 4pt; } td.y { width: 22%; white-space: nowrap; }`,
      `<main><header><h1>Haruto Yamaguchi</h1><p class="k">YAMAGUCHI Haruto · Supply Chain Analyst</p></header>
       <p class="c">Shibuya 2-21-1, Shibuya-ku, Tokyo 150-0002, Japan<br>Mobile: +81 90-5555-1234 · E-mail: haruto.yamaguchi@example.jp<br>www.linkedin.com/in/haruto-yamaguchi-jp</p>
       <h2>Work History</h2><table><tr><td class="y">2020/04 – present</td><td>Supply Chain Analyst, Uniqlo (Fast Retailing Co., Ltd.), Tokyo — demand planning for 800 stores in Asia</td></tr>
       <tr><td class="y">2017/04 – 2020/03</td><td>Logistics Coordinator, Nippon Express Co., Ltd., Osaka</td></tr></table>
       <h2>Education</h2><table><tr><td class="y">2013/04 – 2017/03</td><td>B.A. Economics, Keio University, Tokyo</td></tr></table>
       <h2>Qualifications</h2><table><tr><td class="y">2019/12</td><td>TOEIC 945</td></tr><tr><td class="y">2018/06</td><td>APICS CPIM, certificate no. 20180611</td></tr></table></main>`,
    ),
  },
  {
    // An infographic resume: a Korean name in Latin script, skill bars and percentage rings, the contacts at the
    // bottom of the left column beside a postcode and military service dates; GitHub, no LinkedIn.
    file: 'chromium-korean-infographic-skill-bars.pdf',
    truth: {
      first: 'Minjun',
      last: 'Choi',
      email: 'minjun.choi@example.co.kr',
      phone: '+82 10-5555-1234',
      linkedin: null,
    },
    page: html(
      `body { display: flex; min-height: 100vh; } .l { width: 38%; background: #f4f1ea; padding: 30pt 18pt; display: flex; flex-direction: column; }
       .r { width: 62%; padding: 30pt 24pt; } h1 { font-size: 28pt; line-height: 1.1; } .t { color: #2a9d8f; font-size: 11pt; margin: 4pt 0 10pt; }
       .bar { height: 6pt; background: #ddd; margin: 2pt 0 6pt; } .bar i { display: block; height: 100%; background: #2a9d8f; }
       .rings { display: flex; gap: 8pt; } .ring { width: 52pt; height: 52pt; border-radius: 50%; border: 6pt solid #2a9d8f; display: flex;
       align-items: center; justify-content: center; font-size: 10pt; font-weight: bold; } .c { margin-top: auto; font-size: 8.5pt; } .c p { margin: 3pt 0; }`,
      `<div class="l"><h1>Minjun<br>Choi</h1><p class="t">Data Engineer</p>
       <h2>Skills</h2><p>Python</p><div class="bar"><i style="width: 90%"></i></div><p>Spark</p><div class="bar"><i style="width: 80%"></i></div>
       <p>Airflow</p><div class="bar"><i style="width: 75%"></i></div><p>Kubernetes</p><div class="bar"><i style="width: 60%"></i></div>
       <h2>Languages</h2><div class="rings"><div class="ring">100%</div><div class="ring">85%</div><div class="ring">40%</div></div>
       <p style="font-size: 8pt">Korean · English · Japanese</p>
       <div class="c"><h2>Contact</h2><p>+82 10-5555-1234</p><p>minjun.choi@example.co.kr</p><p>Gangnam-gu, Seoul 06236</p><p>github.com/minjun-choi</p></div></div>
       <div class="r"><h2>Experience</h2><h3>Data Engineer — Coupang, Seoul</h3><p>2021.01 – present</p>
       <ul><li>Streaming pipeline for 45 million daily order events (Kafka → Spark → Iceberg).</li><li>Cut warehouse cost 32% (₩1.1bn a year).</li></ul>
       <h3>Junior Data Engineer — Woowa Brothers (Baemin), Seoul</h3><p>2018.07 – 2020.12</p>
       <h2>Education</h2><p>B.S. Industrial Engineering, KAIST, 2012.03 – 2018.02</p>
       <h2>Military Service</h2><p>Republic of Korea Air Force, 2015.03 – 2016.12</p>
       <h2>Certificates</h2><p>Engineer Information Processing (2017) · AWS Certified Data Analytics (2022)</p></div>`,
    ),
  },
  {
    // A Mexican 'de la' surname in the header; the contacts only in a page footer, separated by slashes, with an
    // RFC tax ID, a postcode and a salary expectation in MXN; LinkedIn on mx.
    file: 'chromium-de-la-footer-contacts.pdf',
    truth: {
      first: 'Ximena',
      last: 'de la Rosa',
      email: 'ximena.delarosa@example.com.mx',
      phone: '+52 55 5555 0123',
      linkedin: 'https://www.linkedin.com/in/ximenadelarosa',
    },
    page: html(
      `main { padding: 40pt 44pt; min-height: 100vh; position: relative; } h1 { font-family: 'Liberation Serif', serif; font-size: 30pt; color: #6a040f; }
       .t { font-size: 11pt; color: #555; } h2 { color: #6a040f; } footer { position: absolute; bottom: 24pt; left: 44pt; right: 44pt;
       border-top: 1px solid #6a040f; padding-top: 4pt; font-size: 8pt; text-align: center; color: #444; }`,
      `<main><h1>Ximena de la Rosa</h1><p class="t">Gerente de Mercadotecnia Digital</p>
       <h2>Perfil</h2><p>Mercadóloga con nueve años en consumo masivo y comercio electrónico; presupuestos anuales de hasta $38,000,000 MXN.</p>
       <h2>Experiencia</h2><h3>Gerente de Marketing Digital — Grupo Bimbo, Ciudad de México</h3><p>2019 – actual</p>
       <ul><li>Lanzamiento de la tienda en línea de Marinela: 120,000 pedidos en 2023.</li></ul>
       <h3>Coordinadora de Medios — Liverpool, Ciudad de México</h3><p>2015 – 2019</p>
       <h2>Educación</h2><p>Licenciatura en Mercadotecnia, Tec de Monterrey, Campus Santa Fe, 2011 – 2015</p>
       <h2>Datos adicionales</h2><p>RFC: ROXX900101AB3 · Expectativa salarial: $65,000 MXN mensuales · Disponibilidad inmediata</p>
       <footer>Col. Roma Norte, C.P. 06700, CDMX / +52 55 5555 0123 / ximena.delarosa@example.com.mx / mx.linkedin.com/in/ximenadelarosa</footer></main>`,
      'es',
    ),
  },
  {
    // A Brazilian resume with a four-column contact bar (labels over values); an 11-digit CPF and a salary in R$ next
    // to a São Paulo mobile; a two-word surname.
    file: 'chromium-brazil-contact-bar-cpf-salary.pdf',
    truth: {
      first: 'Rafael',
      last: 'Nogueira Lima',
      email: 'rafael.nlima@example.com.br',
      phone: '+55 11 98765-4321',
      linkedin: 'https://www.linkedin.com/in/rafaelnogueiralima',
    },
    page: html(
      `main { padding: 32pt 38pt; } h1 { font-size: 28pt; color: #006d3c; } .t { font-size: 12pt; color: #555; }
       .bar { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8pt; background: #eef6f1; padding: 8pt; margin: 10pt 0; font-size: 8.5pt; }
       .bar small { display: block; color: #006d3c; font-weight: bold; font-size: 7pt; letter-spacing: 0.08em; }`,
      `<main><h1>Rafael Nogueira Lima</h1><p class="t">Engenheiro de Dados Sênior</p>
       <div class="bar"><div><small>TELEFONE</small>+55 11 98765-4321</div><div><small>E-MAIL</small>rafael.nlima@example.com.br</div>
       <div><small>ENDEREÇO</small>Vila Madalena, São Paulo – SP, CEP 05433-000</div><div><small>LINKEDIN</small>linkedin.com/in/rafaelnogueiralima</div></div>
       <h2>Experiência</h2><h3>Engenheiro de Dados Sênior — Nubank, São Paulo</h3><p>jan/2021 – atual</p>
       <ul><li>Plataforma de dados para 90 milhões de clientes; custo de processamento reduzido em 27%.</li></ul>
       <h3>Engenheiro de Dados — iFood, Osasco</h3><p>mar/2017 – dez/2020</p>
       <h2>Formação</h2><p>Bacharelado em Ciência da Computação, USP, 2012 – 2016</p>
       <h2>Informações adicionais</h2><p>CPF: 123.456.789-09 · Pretensão salarial: R$ 14.500,00 (CLT) · Nascimento: 22/05/1993</p></main>`,
      'pt-BR',
    ),
  },
  {
    // Personal and work e-mail addresses (the personal one first), an Australian ACMA fictional mobile, an ABN of
    // eleven digits in groups, a postcode, and a referee with her own e-mail and mobile; no LinkedIn.
    file: 'chromium-personal-work-emails-abn-referee.pdf',
    truth: {
      first: 'Ethan',
      last: 'Kovač',
      email: 'ethan.kovac@example.com.au',
      phone: '+61 491 570 156',
      linkedin: null,
    },
    page: html(
      `main { padding: 32pt 38pt; } header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #0077b6; padding-bottom: 8pt; }
       h1 { font-size: 26pt; } .t { color: #0077b6; } table { font-size: 8.5pt; border-collapse: collapse; } td { padding: 1pt 4pt; } td.l { color: #777; text-align: right; }`,
      `<main><header><div><h1>Ethan Kovač</h1><p class="t">Senior Tax Consultant (contract)</p></div>
       <table><tr><td class="l">Personal email</td><td>ethan.kovac@example.com.au</td></tr><tr><td class="l">Work email</td><td>ekovac@deloitte.example.com</td></tr>
       <tr><td class="l">Mobile</td><td>+61 491 570 156</td></tr><tr><td class="l">Location</td><td>Melbourne VIC 3000</td></tr><tr><td class="l">ABN</td><td>51 824 753 556</td></tr></table></header>
       <h2>Summary</h2><p>Chartered tax adviser with ten years in corporate tax; available for contracts from 1 July 2025 at $1,100 a day.</p>
       <h2>Experience</h2><h3>Senior Tax Consultant — Deloitte, Melbourne</h3><p>2019 – present</p>
       <ul><li>R&amp;D tax incentive claims worth $42M across 30 clients (FY2020–FY2024).</li></ul>
       <h3>Tax Consultant — BDO, Melbourne</h3><p>2015 – 2019</p>
       <h2>Education</h2><p>Master of Taxation, University of Melbourne, 2018 · B.Com, Monash University, 2011 – 2014</p>
       <h2>Referee</h2><p>Sarah Whitcombe, Partner, Deloitte Tax — s.whitcombe@deloitte.example.com — +61 491 570 110</p></main>`,
    ),
  },
  {
    // A French CV: 'Prénom NOM' with the surname in capitals after the given name, a photo, contacts separated by
    // bullets, a French mobile in pairs, a birth date, a postcode and a salary expectation; LinkedIn on fr.
    file: 'chromium-french-prenom-nom-bullets.pdf',
    truth: {
      first: 'Guillaume',
      last: 'Leroux',
      email: 'guillaume.leroux@example.fr',
      phone: '+33 6 12 34 56 78',
      linkedin: 'https://www.linkedin.com/in/guillaume-leroux-4a21b3',
    },
    page: html(
      `main { padding: 32pt 38pt; } header { display: flex; gap: 16pt; align-items: center; } header img { width: 72pt; height: 90pt; }
       h1 { font-size: 24pt; font-weight: normal; } h1 b { letter-spacing: 0.05em; } .t { color: #1d4e89; font-size: 12pt; }
       .c { font-size: 8.5pt; margin-top: 6pt; color: #333; } .c span { white-space: nowrap; } h2 { color: #1d4e89; }`,
      `<main><header><img src="${PHOTO_URI}" alt=""><div><h1>Guillaume <b>LEROUX</b></h1><p class="t">Contrôleur de gestion industriel</p>
       <p class="c"><span>+33 6 12 34 56 78</span> • <span>guillaume.leroux@example.fr</span> • <span>14 rue Oberkampf, 75011 Paris</span> • <span>fr.linkedin.com/in/guillaume-leroux-4a21b3</span></p>
       <p class="c">Né le 12/04/1990 (35 ans) • Permis B • Prétentions : 48 000 € brut annuel</p></div></header>
       <h2>Expériences professionnelles</h2><h3>Contrôleur de gestion — Safran Aircraft Engines, Villaroche</h3><p>Depuis septembre 2019</p>
       <ul><li>Budget d'un site de 1 800 salariés (CA 620 M€) ; clôtures mensuelles à J+4.</li></ul>
       <h3>Analyste financier — Renault Group, Boulogne-Billancourt</h3><p>2015 – 2019</p>
       <h2>Formation</h2><p>Master Contrôle de gestion et audit, IAE Paris-Sorbonne, 2013 – 2015</p>
       <h2>Compétences</h2><p>SAP CO/FI, Power BI, Excel VBA · Anglais courant (TOEIC 910)</p></main>`,
      'fr',
    ),
  },
  {
    // A German 'Dipl.-Ing.' before the name, ß in the surname, the contacts in a right-aligned label table with a
    // '+49 (0)30' landline, a XING address above the LinkedIn one, a salary and notice period.
    file: 'chromium-german-dipl-ing-xing-landline.pdf',
    truth: {
      first: 'Jonas',
      last: 'Weißmann',
      email: 'jonas.weissmann@example.de',
      phone: '+49 (0)30 1234567',
      linkedin: 'https://www.linkedin.com/in/jonas-weissmann',
    },
    page: html(
      `main { padding: 32pt 38pt; } header { display: flex; justify-content: space-between; } h1 { font-size: 22pt; color: #333; }
       .t { color: #888; } table { font-size: 8.5pt; border-collapse: collapse; } td { padding: 1pt 4pt; } td.l { color: #888; }
       h2 { border-bottom: 2px solid #e63946; color: #333; }`,
      `<main><header><div><h1>Dipl.-Ing. Jonas Weißmann</h1><p class="t">Projektleiter Elektrotechnik / TGA</p></div>
       <table><tr><td class="l">Anschrift</td><td>Torstraße 112, 10119 Berlin</td></tr><tr><td class="l">Tel.</td><td>+49 (0)30 1234567</td></tr>
       <tr><td class="l">E-Mail</td><td>jonas.weissmann@example.de</td></tr><tr><td class="l">XING</td><td>xing.com/profile/Jonas_Weissmann</td></tr>
       <tr><td class="l">LinkedIn</td><td>linkedin.com/in/jonas-weissmann</td></tr></table></header>
       <h2>Berufserfahrung</h2><h3>Projektleiter TGA — Drees &amp; Sommer SE, Berlin</h3><p>04/2018 – heute</p>
       <ul><li>Gesamtverantwortung Elektro für Bürobauten bis 48.000 m² BGF und 95 Mio. € Baukosten.</li></ul>
       <h3>Fachplaner Elektrotechnik — Siemens AG, Berlin</h3><p>10/2012 – 03/2018</p>
       <h2>Ausbildung</h2><p>Diplom Elektrotechnik, TU Dresden, 2006 – 2012</p>
       <h2>Sonstiges</h2><p>Kündigungsfrist: 3 Monate zum Quartalsende · Gehaltsvorstellung: 85.000 € p.a. · Führerschein Klasse B</p></main>`,
      'de',
    ),
  },
  {
    // A terminal-style developer resume in a monospace font on a dark background: no phone, many other numbers
    // (versions, ports, latencies, RFCs, request counts); LinkedIn written without https.
    file: 'chromium-terminal-dev-no-phone.pdf',
    truth: {
      first: 'Ama',
      last: 'Boateng',
      email: 'ama.boateng@example.org',
      phone: null,
      linkedin: 'https://www.linkedin.com/in/amaboateng',
    },
    page: html(
      `body { background: #0d1117; color: #c9d1d9; font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; } main { padding: 30pt 34pt; }
       .p { color: #3fb950; } h1 { font-size: 20pt; color: #58a6ff; } h2 { color: #d2a8ff; font-size: 10pt; } .k { color: #ffa657; }`,
      `<main><p class="p">$ whoami</p><h1>Ama Boateng</h1><p>Backend / Platform Engineer · Accra → Berlin (remote)</p>
       <p class="p">$ cat contact.json</p><p>{ <span class="k">"email"</span>: "ama.boateng@example.org", <span class="k">"github"</span>: "github.com/amaboateng",
       <span class="k">"linkedin"</span>: "linkedin.com/in/amaboateng", <span class="k">"tz"</span>: "UTC+1" }</p>
       <h2>## experience</h2><p><b>Senior Backend Engineer</b> @ Paystack (a Stripe company) — 2021 — 2025</p>
       <ul><li>p99 latency of the transfers API 1200 ms → 340 ms; ~4,500,000 req/day on port 8443.</li>
       <li>Idempotency keys per RFC 7231 §4.2.2; on-call for 2,300 merchants.</li></ul>
       <p><b>Software Engineer</b> @ Hubtel, Accra — 2018 — 2021</p><ul><li>Rewrote USSD gateway in Go 1.12; 99.95% uptime.</li></ul>
       <h2>## open source</h2><p>maintainer of go-momo v2.14.0 (1,900 stars) · contributor to grpc-gateway</p>
       <h2>## education</h2><p>BSc Computer Science, KNUST, Kumasi — 2014 — 2018</p></main>`,
    ),
  },
  {
    // A teacher's CV with neither a phone nor a LinkedIn address, but a 7-digit Teacher Reference Number, a
    // 12-digit DBS certificate number and a birth date.
    file: 'chromium-teacher-email-only-trn-dbs.pdf',
    truth: {
      first: 'Ross',
      last: 'McIntyre',
      email: 'ross.mcintyre@example.org.uk',
      phone: null,
      linkedin: null,
    },
    page: html(
      `main { padding: 40pt 48pt; font-family: 'Liberation Serif', serif; font-size: 11pt; } h1 { font-size: 20pt; text-align: center; }
       .c { text-align: center; } h2 { font-size: 11pt; border-bottom: 1px solid #000; } table { border-collapse: collapse; } td { padding: 1pt 8pt 1pt 0; }`,
      `<main><h1>Ross McIntyre</h1><p class="c">Teacher of Geography · ross.mcintyre@example.org.uk</p>
       <h2>Personal Details</h2><table><tr><td>Date of birth:</td><td>02/11/1989</td></tr><tr><td>Teacher Reference Number:</td><td>1234567</td></tr>
       <tr><td>Enhanced DBS certificate:</td><td>001234567890 (update service, issued 14/09/2023)</td></tr><tr><td>Address:</td><td>18 Fernbank Road, Leeds LS13 1BP</td></tr></table>
       <h2>Teaching Experience</h2><p><b>Teacher of Geography</b>, Bramley Park Academy, Leeds — September 2017 to present</p>
       <ul><li>GCSE Geography results: 71% grade 4+ in 2024 (national 65%).</li><li>Lead for fieldwork; Year 10 trips to Malham (2019–2024).</li></ul>
       <p><b>Teacher of Geography (ECT)</b>, Garforth Academy — 2015 to 2017</p>
       <h2>Education</h2><p>PGCE Secondary Geography with QTS, University of Leeds, 2014 – 2015</p><p>BA (Hons) Geography 2:1, Durham University, 2011 – 2014</p>
       <h2>References</h2><p>Provided on request.</p></main>`,
    ),
  },
  {
    // A medical CV: 'Prof.' before the name and 'FRCS' after it, a GMC number of seven digits, an NHS e-mail address
    // and an Ofcom drama London number.
    file: 'chromium-medical-prof-frcs-gmc.pdf',
    truth: {
      first: 'Adaeze',
      last: 'Nwachukwu',
      email: 'adaeze.nwachukwu@example.nhs.uk',
      phone: '+44 20 7946 0958',
      linkedin: null,
    },
    page: html(
      `main { padding: 34pt 42pt; } header { border-bottom: 1px solid #005eb8; padding-bottom: 8pt; } h1 { font-size: 22pt; color: #005eb8; }
       .c { font-size: 9pt; } h2 { color: #005eb8; } table { border-collapse: collapse; font-size: 9.5pt; } td { padding: 2pt 10pt 2pt 0; vertical-align: top; }`,
      `<main><header><h1>Prof. Adaeze Nwachukwu FRCS (Tr &amp; Orth)</h1><p class="c">Consultant Orthopaedic Surgeon · GMC No. 7123456</p>
       <p class="c">Department of Trauma &amp; Orthopaedics, St Bartholomew's Hospital, West Smithfield, London EC1A 7BE</p>
       <p class="c">Tel: +44 20 7946 0958 · adaeze.nwachukwu@example.nhs.uk</p></header>
       <h2>Current Appointments</h2><table><tr><td>2019 – present</td><td>Consultant Orthopaedic Surgeon, Barts Health NHS Trust</td></tr>
       <tr><td>2021 – present</td><td>Honorary Professor of Orthopaedics, Queen Mary University of London</td></tr></table>
       <h2>Previous Posts</h2><table><tr><td>2016 – 2019</td><td>Post-CCT Fellow in Hip Arthroplasty, Wrightington Hospital</td></tr>
       <tr><td>2010 – 2016</td><td>Specialty Registrar, Trauma &amp; Orthopaedics, London Deanery (NTN LDN/110/025/N)</td></tr></table>
       <h2>Qualifications</h2><p>FRCS (Tr &amp; Orth) 2015 · MD (Res) 2013 · MRCS 2008 · MBBS, King's College London, 2006</p>
       <h2>Selected Publications</h2><p>Nwachukwu A, Patel R, Hughes J. Dual-mobility cups in revision hip surgery. <i>Bone Joint J</i> 2022;104-B:558–64.</p></main>`,
    ),
  },
  {
    // A Canva-like layout whose name runs vertically (rotated) along a coloured band at the left; the contacts in
    // the main column; a Colombian mobile; LinkedIn on co.
    file: 'chromium-vertical-name-band.pdf',
    truth: {
      first: 'Mateo',
      last: 'Castellanos',
      email: 'mateo.castellanos@example.com.co',
      phone: '+57 310 555 0147',
      linkedin: 'https://www.linkedin.com/in/mateocastellanos',
    },
    page: html(
      `body { display: flex; min-height: 100vh; } .band { width: 70pt; background: #ff7b00; position: relative; flex: none; }
       .band h1 { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%) rotate(-90deg); white-space: nowrap; color: #fff;
       font-size: 34pt; letter-spacing: 0.1em; } main { padding: 34pt 30pt; } .t { font-size: 14pt; color: #ff7b00; font-weight: bold; }
       .c { display: flex; flex-wrap: wrap; gap: 4pt 16pt; font-size: 9pt; margin: 8pt 0; }`,
      `<div class="band"><h1>MATEO CASTELLANOS</h1></div>
       <main><p class="t">Diseñador UX/UI</p><div class="c"><span>+57 310 555 0147</span><span>mateo.castellanos@example.com.co</span>
       <span>Medellín, Antioquia 050021</span><span>co.linkedin.com/in/mateocastellanos</span><span>behance.net/mateocastellanos</span></div>
       <h2>Perfil</h2><p>Diseñador de producto con siete años en banca digital y comercio electrónico.</p>
       <h2>Experiencia</h2><h3>Lead UX Designer — Bancolombia, Medellín</h3><p>2020 – presente</p>
       <ul><li>Rediseño de la app Nequi para 18 millones de usuarios; NPS de 54 a 71.</li></ul>
       <h3>UI Designer — Rappi, Bogotá</h3><p>2017 – 2020</p>
       <h2>Educación</h2><p>Diseño Gráfico, Universidad Pontificia Bolivariana, 2012 – 2017</p>
       <h2>Herramientas</h2><p>Figma, Maze, Principle, Adobe CC</p></main>`,
      'es',
    ),
  },
];

// ---------- DOCX ----------

const linkRun = (url: string, text: string) =>
  new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });
const cell = (children: Paragraph[], width: number, extra: { fill?: string; columnSpan?: number } = {}) =>
  new TableCell({
    children,
    width: { size: width, type: WidthType.PERCENTAGE },
    columnSpan: extra.columnSpan,
    shading: extra.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: extra.fill } : undefined,
  });
const table = (rows: TableCell[][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });

const docxs: DocxFixture[] = [
  {
    // The name in a table cell with the job title in the next cell, the contacts in a spanning row under them; an
    // Irish surname with 'Ó' and a space.
    file: 'docx-table-name-cell-title-cell-irish.docx',
    truth: {
      first: 'Tadhg',
      last: 'Ó Conchúir',
      email: 'tadhg.oconchuir@example.ie',
      phone: '087 555 0172',
      linkedin: 'https://www.linkedin.com/in/tadhg-oconchuir',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              table([
                [
                  cell([para('Tadhg Ó Conchúir', { bold: true, size: 36 })], 55),
                  cell(
                    [
                      new Paragraph({
                        alignment: AlignmentType.RIGHT,
                        children: [run('Senior Quantity Surveyor', { size: 26, color: '2E7D32' })],
                      }),
                    ],
                    45,
                  ),
                ],
                [
                  cell(
                    [
                      para(
                        'Ballincollig, Cork P31 X70A | 087 555 0172 | tadhg.oconchuir@example.ie | linkedin.com/in/tadhg-oconchuir',
                        { size: 18 },
                      ),
                    ],
                    100,
                    { columnSpan: 2 },
                  ),
                ],
              ]),
              heading('Profile'),
              para(
                'MSCSI quantity surveyor with eleven years on pharmaceutical and data-centre projects worth €20M–€310M.',
              ),
              heading('Experience'),
              ...lines([
                'Senior Quantity Surveyor, John Sisk & Son, Cork — 2018 to present',
                'Cost manager for a €310M biologics plant; final account agreed within 0.6% of budget.',
                'Quantity Surveyor, PJ Hegarty & Sons, Dublin — 2013 to 2018',
              ]),
              heading('Education'),
              para('BSc (Hons) Quantity Surveying, Munster Technological University, 2009 – 2013'),
            ],
          },
        ],
      }),
  },
  {
    // The name and job title in a floating text box; the contacts in labelled paragraphs with tabs; Polish letters.
    file: 'docx-textbox-name-polish.docx',
    truth: {
      first: 'Aleksandra',
      last: 'Dąbrowska',
      email: 'a.dabrowska@example.pl',
      phone: '+48 512 555 908',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Textbox({
                style: { width: '4.5in', height: '0.9in' },
                children: [
                  para('Aleksandra Dąbrowska', { bold: true, size: 44, color: '7B1FA2' }),
                  para('Specjalistka ds. logistyki / Logistics Specialist', { size: 22 }),
                ],
              }),
              new Paragraph({
                tabStops: [{ type: TabStopType.LEFT, position: 1800 }],
                children: [run('Telefon:\t+48 512 555 908')],
              }),
              new Paragraph({
                tabStops: [{ type: TabStopType.LEFT, position: 1800 }],
                children: [run('E-mail:\ta.dabrowska@example.pl')],
              }),
              new Paragraph({
                tabStops: [{ type: TabStopType.LEFT, position: 1800 }],
                children: [run('Adres:\tul. Piotrkowska 120/4, 90-006 Łódź')],
              }),
              heading('Doświadczenie zawodowe'),
              ...lines([
                '09.2019 – obecnie: Specjalistka ds. logistyki, DHL Supply Chain, Stryków',
                'Planowanie transportu dla 3 magazynów (62 000 m²); koszty frachtu niższe o 11%.',
                '06.2016 – 08.2019: Koordynatorka zmiany, Amazon, Łódź',
              ]),
              heading('Wykształcenie'),
              para('Uniwersytet Łódzki, Logistyka (mgr), 2011 – 2016'),
              para(
                'Wyrażam zgodę na przetwarzanie moich danych osobowych w celu prowadzenia rekrutacji na aplikowane przeze mnie stanowisko.',
                { size: 14, color: '777777' },
              ),
            ],
          },
        ],
      }),
  },
  {
    // The contacts in a page header repeated over two sections (the resume, then references with a referee's own
    // e-mail and phone); the name in the body; LinkedIn as a hyperlink in the footer; Norwegian æ.
    file: 'docx-header-two-sections-references.docx',
    truth: {
      first: 'Ingrid',
      last: 'Sæther',
      email: 'ingrid.saether@example.no',
      phone: '+47 922 55 014',
      linkedin: 'https://www.linkedin.com/in/ingridsaether',
    },
    doc: () => {
      const header = () =>
        new Header({
          children: [
            new Paragraph({
              alignment: AlignmentType.RIGHT,
              children: [run('+47 922 55 014  ·  ingrid.saether@example.no  ·  5003 Bergen', { size: 16 })],
            }),
          ],
        });
      const footer = () =>
        new Footer({
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [linkRun('https://www.linkedin.com/in/ingridsaether/', 'linkedin.com/in/ingridsaether')],
            }),
          ],
        });
      return new Document({
        sections: [
          {
            headers: { default: header() },
            footers: { default: footer() },
            children: [
              new Paragraph({ heading: HeadingLevel.TITLE, children: [run('Ingrid Sæther')] }),
              para('Financial Controller'),
              heading('Profile'),
              para('Controller with nine years in energy and shipping; IFRS reporting and monthly close in five days.'),
              heading('Experience'),
              ...lines([
                'Financial Controller, Equinor ASA, Bergen — 2019 to present',
                'Group reporting for 14 legal entities; close cut from 9 to 5 working days.',
                'Senior Accountant, Grieg Star, Bergen — 2015 to 2019',
              ]),
              heading('Education'),
              para('Master of Science in Economics and Business Administration, NHH, 2010 – 2015'),
            ],
          },
          {
            headers: { default: header() },
            footers: { default: footer() },
            children: [
              heading('References'),
              ...lines([
                'Knut Bråthen, Head of Finance, Equinor ASA',
                'knut.brathen@example.no  ·  +47 915 55 321',
                'Hilde Nygård, CFO, Grieg Star',
                'hilde.nygard@example.no  ·  +47 934 55 876',
              ]),
            ],
          },
        ],
      });
    },
  },
  {
    // A Turkish name with ş; the LinkedIn address only behind the words 'LinkedIn Profile', pointing to a tr.
    // subdomain with a query string; the body in a two-column table.
    file: 'docx-linked-words-profile-tr-query.docx',
    truth: {
      first: 'Ayşe',
      last: 'Kaya',
      email: 'ayse.kaya@example.com.tr',
      phone: '+90 (532) 555 44 33',
      linkedin: 'https://www.linkedin.com/in/aysekaya',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run('Ayşe Kaya')] }),
              para('Yazılım Test Mühendisi · QA Engineer'),
              new Paragraph({
                children: [
                  run('+90 (532) 555 44 33  |  ayse.kaya@example.com.tr  |  Ankara 06800  |  '),
                  linkRun('https://tr.linkedin.com/in/aysekaya?originalSubdomain=tr', 'LinkedIn Profile'),
                ],
              }),
              table([
                [
                  cell([heading('Deneyim')], 25),
                  cell(
                    lines([
                      'QA Engineer, Aselsan, Ankara (2020 – günümüz)',
                      '1.400 otomatik test; regresyon süresi 3 günden 6 saate indi.',
                      'Test Uzmanı, Havelsan, Ankara (2017 – 2020)',
                    ]),
                    75,
                  ),
                ],
                [
                  cell([heading('Eğitim')], 25),
                  cell(lines(['Orta Doğu Teknik Üniversitesi, Bilgisayar Mühendisliği, 2013 – 2017']), 75),
                ],
                [cell([heading('Sertifikalar')], 25), cell(lines(['ISTQB Advanced Test Analyst (2021)']), 75)],
              ]),
            ],
          },
        ],
      }),
  },
  {
    // Two sections: a cover section (the position applied for, a reference number and a date, the name), then the
    // resume section with the contacts; a Japanese name in Latin script, given name first.
    file: 'docx-cover-section-then-resume.docx',
    truth: {
      first: 'Kenta',
      last: 'Morimoto',
      email: 'k.morimoto@example.co.jp',
      phone: '+81 3-5555-0123',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('APPLICATION', { bold: true, size: 28, color: '888888' }),
              para('Senior Buyer — Electronic Components', { size: 32 }),
              para('Reference: 2025-114  ·  Submitted 14.02.2025', { size: 20 }),
              new Paragraph({ spacing: { before: 2400 }, children: [run('Kenta Morimoto', { bold: true, size: 48 })] }),
              para('Curriculum Vitae and Cover Letter', { italics: true }),
            ],
          },
          {
            children: [
              heading('Contact'),
              ...lines([
                '3-14-1 Shinjuku, Shinjuku-ku, Tokyo 160-0022',
                'Tel. +81 3-5555-0123',
                'k.morimoto@example.co.jp',
              ]),
              heading('Experience'),
              ...lines([
                'Buyer, Sony Semiconductor Solutions, Atsugi — April 2018 to present',
                'Annual spend of JPY 4.2 billion on passive components; 9 suppliers in Japan and Taiwan.',
                'Procurement Staff, Murata Manufacturing, Kyoto — April 2014 to March 2018',
              ]),
              heading('Education'),
              para('B.A. Commerce, Hitotsubashi University, 2010 – 2014'),
              heading('Certifications'),
              para('TOEIC 880 (2022) · CPP (Certified Procurement Professional), no. 552031'),
            ],
          },
        ],
      }),
  },
  {
    // A shaded band (a one-cell table on dark fill) with the name in white, 'III' and 'CPA' after it, and a middle
    // initial; personal and work e-mail addresses in the contact line; LinkedIn as a hyperlinked address.
    file: 'docx-shaded-band-iii-cpa-two-emails.docx',
    truth: {
      first: 'Theodore',
      last: 'Whitaker',
      email: 'theo.whitaker@example.com',
      phone: '(317) 555-0186',
      linkedin: 'https://www.linkedin.com/in/theowhitakercpa',
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
                      para('Theodore J. Whitaker III, CPA', { bold: true, size: 44, color: 'FFFFFF' }),
                      para('Audit Manager', { size: 24, color: 'D9E2EC' }),
                    ],
                    100,
                    { fill: '243B53' },
                  ),
                ],
              ]),
              new Paragraph({
                children: [
                  run('Indianapolis, IN 46204 · (317) 555-0186 · theo.whitaker@example.com (personal) · '),
                  run('twhitaker@harlowgrant.example.com (work) · '),
                  linkRun('https://www.linkedin.com/in/theowhitakercpa/', 'linkedin.com/in/theowhitakercpa/'),
                ],
              }),
              heading('Experience'),
              ...lines([
                'Audit Manager, Harlow Grant LLP, Indianapolis — 2019 to present',
                'Portfolio of 22 engagements, fees $3.1M; manager of 9 seniors and staff.',
                'Senior Auditor, Crowe LLP, Indianapolis — 2014 to 2019',
              ]),
              heading('Education & Licenses'),
              para('B.S. Accounting, Indiana University Kelley School of Business, 2010 – 2014'),
              para('CPA, Indiana, license no. CP10912345 (2016)'),
            ],
          },
        ],
      }),
  },
  {
    // The name (with 'de la') only in the page header, the contacts only in the page footer; a Spanish mobile.
    file: 'docx-header-name-footer-contacts-de-la.docx',
    truth: {
      first: 'Isabel',
      last: 'de la Torre',
      email: 'isabel.delatorre@example.es',
      phone: '+34 612 555 012',
      linkedin: 'https://www.linkedin.com/in/isabeldelatorre',
    },
    doc: () =>
      new Document({
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  para('Isabel de la Torre', { bold: true, size: 36, color: '1565C0' }),
                  para('Arquitecta técnica · Project Manager', { size: 20 }),
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
                        'C/ Fuencarral 45, 28004 Madrid · +34 612 555 012 · isabel.delatorre@example.es · linkedin.com/in/isabeldelatorre',
                        { size: 16 },
                      ),
                    ],
                  }),
                ],
              }),
            },
            children: [
              heading('Resumen profesional'),
              para(
                'Arquitecta técnica con doce años en obra residencial y hotelera; proyectos de 8 a 45 millones de euros.',
              ),
              heading('Experiencia'),
              ...lines([
                'Project Manager, Acciona Construcción, Madrid — 2017 – actualidad',
                'Hotel de 210 habitaciones en Málaga (45 M€), entregado en 2023.',
                'Jefa de obra, Ferrovial, Madrid — 2012 – 2017',
              ]),
              heading('Formación'),
              para('Grado en Arquitectura Técnica, Universidad Politécnica de Madrid, 2008 – 2012'),
            ],
          },
        ],
      }),
  },
  {
    // 'SUMMARY' first; the name and the contacts only at the end of the document (with a P.O. Box number and postal
    // code); a manager named in the text; no LinkedIn.
    file: 'docx-summary-first-name-at-end.docx',
    truth: {
      first: 'Grace',
      last: 'Onyango',
      email: 'grace.onyango@example.co.ke',
      phone: '+254 712 555 012',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              heading('SUMMARY'),
              para(
                'Monitoring and evaluation specialist with eight years on health and agriculture programmes in East Africa, ' +
                  'managing surveys of up to 12,000 households.',
              ),
              heading('EXPERIENCE'),
              ...lines([
                'M&E Specialist, One Acre Fund, Kakamega — 2019 to present (reporting to Dr. Peter Mwangi)',
                'Designed the 2022 yield survey across 4 countries; 98% data completeness.',
                'Research Officer, KEMRI, Kisumu — 2015 to 2019',
              ]),
              heading('EDUCATION'),
              para('MSc Biostatistics, University of Nairobi, 2015 · BSc Statistics, Maseno University, 2010 – 2014'),
              heading('SKILLS'),
              para('Stata, R, ODK, SurveyCTO, Power BI, DHIS2'),
              new Paragraph({ spacing: { before: 600 }, children: [run('Grace Onyango', { bold: true, size: 28 })] }),
              ...lines(['P.O. Box 30197-00100, Nairobi', '+254 712 555 012', 'grace.onyango@example.co.ke']),
            ],
          },
        ],
      }),
  },
  {
    // 'MBA' after the name; all the contacts in one paragraph separated by tabs and bullets, with a postcode.
    file: 'docx-mba-tabs-bullets-contact-line.docx',
    truth: {
      first: 'Harrison',
      last: 'Webb',
      email: 'harrison.webb@example.com.au',
      phone: '+61 491 570 159',
      linkedin: 'https://www.linkedin.com/in/harrisonwebb-mba',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [run('Harrison Webb, MBA', { bold: true, size: 40 })],
              }),
              new Paragraph({ alignment: AlignmentType.CENTER, children: [run('General Manager — Mining Services')] }),
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  run(
                    '+61 491 570 159\t•\tharrison.webb@example.com.au\t•\tPerth WA 6000\t•\tlinkedin.com/in/harrisonwebb-mba',
                    { size: 18 },
                  ),
                ],
              }),
              heading('Career Summary'),
              para(
                'General manager with 18 years in mining services across the Pilbara and Goldfields; P&L to A$240M.',
              ),
              heading('Experience'),
              ...lines([
                'General Manager WA, Monadelphous, Perth — 2018 to present',
                '1,100 staff; LTIFR from 1.9 to 0.6 (2018–2024).',
                'Operations Manager, Downer Mining, Kalgoorlie — 2011 to 2018',
              ]),
              heading('Education'),
              para('MBA, University of Western Australia, 2016 · B.Eng (Mechanical), Curtin University, 2002 – 2005'),
            ],
          },
        ],
      }),
  },
  {
    // LinkedIn only behind a linked icon image (no address or word anywhere); a Singaporean name given name first.
    file: 'docx-icon-image-linkedin.docx',
    truth: {
      first: 'Mei Lin',
      last: 'Tan',
      email: 'meilin.tan@example.com.sg',
      phone: '+65 9123 4567',
      linkedin: 'https://www.linkedin.com/in/meilin-tan-sg',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Mei Lin Tan', { bold: true, size: 40 }),
              para('UX Researcher'),
              new Paragraph({
                children: [
                  run('+65 9123 4567   ·   meilin.tan@example.com.sg   ·   Singapore 238839   ·   '),
                  new ExternalHyperlink({
                    link: 'https://www.linkedin.com/in/meilin-tan-sg',
                    children: [new ImageRun({ type: 'png', data: ICON, transformation: { width: 14, height: 14 } })],
                  }),
                ],
              }),
              heading('Experience'),
              ...lines([
                'Senior UX Researcher, Grab, Singapore — 2020 to present',
                'Ran 140 interviews a year across 6 markets for GrabFood; findings behind a 9% rise in repeat orders.',
                'UX Researcher, DBS Bank, Singapore — 2017 to 2020',
              ]),
              heading('Education'),
              para('MSc Human-Computer Interaction, National University of Singapore, 2017'),
              new Paragraph({ children: [new PageBreak()] }),
              heading('Selected Projects'),
              ...lines([
                'GrabFood group ordering — diary study with 60 participants (2023).',
                'DBS digibank onboarding — usability benchmark, SUS from 62 to 81 (2019).',
              ]),
            ],
          },
        ],
      }),
  },
];

// ---------- TXT ----------

const CP1252: Record<string, number> = { '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, '•': 0x95 };
const windows1252 = (text: string) =>
  Buffer.from([...text].map((ch) => CP1252[ch] ?? (ch.charCodeAt(0) <= 0xff ? ch.charCodeAt(0) : 0x3f)));
const cr = (text: string) => text.replace(/\r?\n/g, '\r');

const txts: TxtFixture[] = [
  {
    // UTF-8 with a byte-order mark: a Slovak name with á and the feminine '-ová' surname, labelled contacts, a
    // postcode with a space, and LinkedIn on sk.
    file: 'txt-utf8-bom-slovak.txt',
    truth: {
      first: 'Zuzana',
      last: 'Horváthová',
      email: 'zuzana.horvathova@example.sk',
      phone: '+421 905 555 123',
      linkedin: 'https://www.linkedin.com/in/zuzana-horvathova',
    },
    text: `Zuzana Horváthová
Účtovníčka / Accountant

Adresa:    Obchodná 12, 811 06 Bratislava
Mobil:     +421 905 555 123
E-mail:    zuzana.horvathova@example.sk
LinkedIn:  sk.linkedin.com/in/zuzana-horvathova

PRACOVNÉ SKÚSENOSTI
2018 – súčasnosť   Hlavná účtovníčka, Slovnaft a.s., Bratislava
                   Mesačná uzávierka pre 6 spoločností; ročný obrat 3,2 mld. EUR.
2013 – 2018        Účtovníčka, PwC Slovensko, Bratislava

VZDELANIE
2008 – 2013        Ekonomická univerzita v Bratislave, Účtovníctvo a audit (Ing.)

JAZYKY
slovenčina (materinský), angličtina (C1), maďarčina (B2)
`,
    encode: utf8Bom,
  },
  {
    // UTF-16LE with a byte-order mark, CRLF: a Japanese name in Latin script written given name first, a Japanese
    // mobile without a country code beside a 7-digit postcode and year/month dates.
    file: 'txt-utf16le-bom-japanese-latin.txt',
    truth: {
      first: 'Yuki',
      last: 'Tanigawa',
      email: 'yuki.tanigawa@example.jp',
      phone: '090-5555-1234',
      linkedin: null,
    },
    text: crlf(`RESUME

Name:      Yuki Tanigawa
Address:   2-4-9 Umeda, Kita-ku, Osaka 530-0001
Mobile:    090-5555-1234
E-mail:    yuki.tanigawa@example.jp

OBJECTIVE
Hotel front office supervisor seeking a guest relations manager role in Osaka or Kyoto.

WORK HISTORY
2019/10 - present   Front Office Supervisor, The Ritz-Carlton Osaka
                    Team of 14; guest satisfaction 92.4 (brand average 88.1).
2016/04 - 2019/09   Front Desk Agent, Hotel Granvia Kyoto

EDUCATION
2012/04 - 2016/03   B.A. English Literature, Doshisha University, Kyoto

LICENSES
2015/11  TOEIC 905
2018/07  Japan Hotel Association Certified Hotelier (Level 2)
`),
    encode: utf16leBom,
  },
  {
    // Windows-1252 with CRLF: an Icelandic name with ð and Þ, a ten-digit kennitala with a dash, a seven-digit
    // phone with its +354 code, a salary in ISK with dots.
    file: 'txt-windows1252-icelandic-kennitala.txt',
    truth: {
      first: 'Guðrún',
      last: 'Þórsdóttir',
      email: 'gudrun.thorsdottir@example.is',
      phone: '+354 862 5501',
      linkedin: null,
    },
    text: crlf(`Guðrún Þórsdóttir
Verkefnastjóri – Project Manager

Kennitala: 120389-2259
Heimilisfang: Laugavegur 28, 101 Reykjavík
Sími: +354 862 5501
Netfang: gudrun.thorsdottir@example.is

STARFSREYNSLA
2019 – í dag     Verkefnastjóri, Landsvirkjun, Reykjavík
                 Stýrði endurnýjun Búrfellsstöðvar, 2.400 m.kr. verkefni.
2014 – 2019      Verkfræðingur, Verkís hf., Reykjavík

MENNTUN
2009 – 2014      M.Sc. í umhverfisverkfræði, Háskóli Íslands

LAUNAVÆNTINGAR
ISK 1.150.000 á mánuði
`),
    encode: windows1252,
  },
  {
    // Classic Mac line ends (CR only): an Irish 'O'' surname, two e-mail addresses (personal, then college), a
    // '+353 (0)' mobile, LinkedIn with a trailing slash, and a referee with an e-mail and phone at the end.
    file: 'txt-mac-cr-two-emails-referee.txt',
    truth: {
      first: 'Declan',
      last: "O'Rourke",
      email: 'declan.orourke@example.ie',
      phone: '+353 (0)86 555 0192',
      linkedin: 'https://www.linkedin.com/in/declanorourke',
    },
    text: cr(`DECLAN O'ROURKE
Postgraduate Researcher - Marine Biology

Email: declan.orourke@example.ie / d.orourke@nuigalway.example.ie
Mobile: +353 (0)86 555 0192
LinkedIn: linkedin.com/in/declanorourke/
Address: 7 Nun's Island, Galway H91 K2XT

EDUCATION
2021 - 2025  PhD Marine Science, University of Galway (viva passed 03/2025)
2016 - 2020  BSc Zoology, University College Cork, First Class Honours

RESEARCH EXPERIENCE
2021 - 2025  Doctoral researcher, Ryan Institute, Galway
             Tagged 240 blue sharks; 14 offshore surveys on RV Celtic Explorer.
2020 - 2021  Research assistant, Marine Institute, Oranmore

REFEREE
Prof. Aoife Kennedy, School of Natural Sciences, University of Galway
aoife.kennedy@nuigalway.example.ie | +353 (0)91 555 0147
`),
    encode: utf8,
  },
  {
    // Text pasted out of a PDF: 'CPA' after the name, ligature characters (ﬁ, ﬂ), words hyphenated at line ends,
    // a form feed between pages and a running header on page 2 carrying the name and the page number.
    file: 'txt-pasted-from-pdf-ligatures-cpa.txt',
    truth: {
      first: 'Rachel',
      last: 'Goldberg',
      email: 'rachel.goldberg@example.com',
      phone: '(646) 555-0175',
      linkedin: 'https://www.linkedin.com/in/rachel-goldberg-cpa',
    },
    text: `Rachel Goldberg, CPA
Senior Financial Analyst
Brooklyn, NY 11215 · (646) 555-0175 · rachel.goldberg@example.com ·
linkedin.com/in/rachel-goldberg-cpa
PROFESSIONAL SUMMARY
Certiﬁed public accountant with nine years in FP&A for media and retail; owns the an-
nual operating plan ($1.8B revenue) and the monthly ﬂash report to the CFO.
EXPERIENCE
Senior Financial Analyst, Condé Nast, New York, NY 2020 – Present
• Built the driver-based forecast model in Anaplan, cutting the cycle from 15 to 6 work-
ing days.
• Partnered with 11 brand publishers on $420M of advertising revenue.
Financial Analyst, Macy's, Inc., New York, NY 2016 – 2020
• Store-level proﬁtability reporting for 520 stores.
\fRachel Goldberg – Resume Page 2 of 2
Staff Accountant, EisnerAmper LLP, New York, NY 2014 – 2016
EDUCATION
B.S. Accounting, Baruch College (CUNY), 2010 – 2014 · magna cum laude
CERTIFICATIONS
CPA, New York State, license no. 128734 (2016)
SKILLS
Anaplan · Hyperion · SQL · Excel (advanced) · Tableau
`,
    encode: utf8,
  },
  {
    // The job title on the first line, the name with 'de la' under it, the contacts in one line separated by
    // slashes, a Madrid landline in pairs and a DNI with eight digits; UTF-8 without a BOM.
    file: 'txt-title-first-de-la-slashes-dni.txt',
    truth: {
      first: 'Paloma',
      last: 'de la Serna',
      email: 'paloma.delaserna@example.es',
      phone: '+34 91 555 01 23',
      linkedin: 'https://www.linkedin.com/in/palomadelaserna',
    },
    text: `RESPONSABLE DE RECURSOS HUMANOS
Paloma de la Serna
Madrid 28010 / +34 91 555 01 23 / paloma.delaserna@example.es / linkedin.com/in/palomadelaserna

DNI: 12345678Z · Fecha de nacimiento: 21/06/1986 · Carné de conducir B

PERFIL
Responsable de RR. HH. con doce años en retail y hostelería; plantillas de hasta 2.500 personas.

EXPERIENCIA
2018 – actualidad   Responsable de RR. HH., El Corte Inglés, Madrid
                    Negociación del convenio 2022–2025 con cinco sindicatos.
2013 – 2018         Técnica de selección, Meliá Hotels International, Palma

FORMACIÓN
2009 – 2011         Máster en Dirección de Recursos Humanos, ESIC, Madrid
2004 – 2009         Licenciatura en Psicología, Universidad Complutense de Madrid

IDIOMAS
Español (nativo) · Inglés (C1) · Francés (B2)
`,
    encode: utf8,
  },
];

await writeResumeFixtures(OUT, pdfs, docxs, txts);
