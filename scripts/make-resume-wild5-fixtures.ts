/**
 * Writes the wild5 fixtures under tests/fixtures/resumes/wild5: a blind batch of 40 resumes as real tools and real
 * people make them (imitated exports of LinkedIn, Indeed, Google Docs templates, Canva designs and LaTeX classes;
 * Europass and rirekisho form grids; Word documents with their contact details in headers, footers, text boxes,
 * columns, layout tables, tab-aligned labels and bare 'LinkedIn' / 'Email me' links; names and phones from many
 * countries and scripts; referees, company lines, IDs, dates of birth, watermarks and template leftovers beside the
 * candidate's own details), which the earlier batches (layout, varied, fresh, wild, wild2, wild3, wild4) lack, each
 * with its true contact details (what a recruiter reading it would enter) written here before any reader saw it.
 * The conventions of the wild batches hold: no titles, suffixes or post-nominals in a name; a nickname is not the
 * name; a leading initial the candidate writes instead of a given name stays the first name ('J. R.', 'A.K.'); a
 * name printed in capitals is entered in its usual case ('McLaughlin', "O'Brien", 'van den Broek'); a single name
 * (an Indonesian mononym) is the first name with no last name; a name that is only in the file's metadata (or the
 * e-mail address) and not on the page is null; the e-mail address in lower case, de-obfuscated and joined when
 * broken over lines, the personal one when a personal and a university address are both given (the labelled one when
 * only one is labelled); the phone as the candidate's own number with its digits as printed (the mobile when one is
 * labelled so; never an employer's, a recruiter's or a photographer's number; a country code kept only when
 * printed); a LinkedIn address as https://www.linkedin.com/ plus its path (the /in/ profile, never a /company/ page;
 * a legacy /pub/ path and a percent-encoded handle kept as printed); null when the resume has no such field.
 * What this batch adds to them:
 * - a name the resume gives both in its own script and in Latin letters is entered in the Latin letters ('Ekaterina
 *   Smirnova' beside 'Екатерина Смирнова'); a name given only in its own script is entered in that script, the family
 *   name as the last name ('山田 花子' is 花子 / 山田, '王晓明' is 晓明 / 王, '김민준' is 민준 / 김);
 * - a family name the resume writes first and marks as such (in capitals, or in a form field) is the last name and
 *   the rest the first name ('ZHANG Wei', 'SATO Haruto', 'TAN Wei Ling', 'NGUYỄN Thị Thu Hà' is Thị Thu Hà / Nguyễn,
 *   the old Europass 'Surname(s) / First name(s)' field 'Kovačević Ivana' is Ivana / Kovačević);
 * - an English name in brackets beside the given name is a nickname ('Ji-eun (Jenny) Park' is Ji-eun); an English
 *   given name the candidate writes as the given name is the first name ('Vivian Chen' beside '陳怡婷');
 * - Spanish, Portuguese and Filipino names keep every surname (and particle) in the last name, as the resume itself
 *   separates them: 'Hernández Ruiz', 'Martín Serrano', awesome-cv's bold 'Fernández Ortega', moderncv's second line
 *   'Carvalho Ribeiro dos Santos', 'Dela Cruz'; a compound given name stays whole ('María José', 'Luiza Helena');
 * - a link whose text is only 'LinkedIn' or 'Email me' gives its target; a LinkedIn handle printed alone beside an
 *   icon (moderncv, awesome-cv) with its link is the profile; a LinkedIn 'Save to PDF' address broken over two lines
 *   by the sidebar is joined;
 * - a phone is written as printed, with a '(0)' or a bracketed '(+39)' as printed; a home or office landline gives
 *   way to a labelled mobile; a fax, a company's main line, a referee's number, an ID number (CPF, DNI, AHV, ЕГН,
 *   ת.ז., 身份证号, South African ID), a date of birth, an ORCID iD and a template placeholder are never the phone;
 * - text hidden in the document (white text under a template's banner, Word's hidden text, a watermark) is not the
 *   candidate's.
 *
 * - Chromium printing HTML to PDF:
 *   - chromium-linkedin-savetopdf-iyer.pdf: LinkedIn 'Save to PDF' of an Indian engineer, 2 pages, 'Contact' sidebar
 *     with '(Mobile)', the 'www.linkedin.com/in/… (LinkedIn)' address broken over two lines, 'Top Skills'.
 *   - chromium-indeed-export-hernandez-ruiz.pdf: an Indeed resume export (2 pages), a Mexican-American name with two
 *     surnames, a '+1 713' phone, employers' 'Company-City, ST' lines, LinkedIn only under 'Links', 'Assessments'.
 *   - chromium-gdocs-serif-papadopoulou.pdf: Google Docs 'Serif', a Greek name in Latin letters over its Greek form,
 *     a '+30' mobile in the contact column beside the name.
 *   - chromium-gdocs-swiss-park.pdf: Google Docs 'Swiss', 'Ji-eun (Jenny) Park' with a nickname e-mail, a Korean
 *     '+82 10-' mobile, red headings in the left margin.
 *   - chromium-gdocs-spearmint-alhaddad.pdf: Google Docs 'Spearmint', 'Omar Al-Haddad' beside his name in Arabic
 *     (right to left), a UAE '+971' mobile.
 *   - chromium-gdocs-coral-smirnova.pdf: Google Docs 'Coral', contact lines above the name (address, date of birth,
 *     '+7 (916) 555-01-23'), a Russian name in Latin letters over its Cyrillic form.
 *   - chromium-canva-svg-icons-wright.pdf: a Canva-style design, dark sidebar with a photo and SVG icons (no labels)
 *     before an Australian '0491 570 156', the e-mail, a LinkedIn address and a website; name in spaced capitals.
 *   - chromium-canva-glyph-icons-nwosu.pdf: a Canva-style design whose contact row uses glyph icons (☎ ✉ ⌂ and 'in'),
 *     a London landline written '+44 (0)20 7946 0321'.
 *   - chromium-moderncv-carvalho-ribeiro.pdf: moderncv 'classic', given names and surnames on two lines in two
 *     colours and sizes ('Luiza Helena' / 'Carvalho Ribeiro dos Santos'), a bare LinkedIn handle beside an icon.
 *   - chromium-awesomecv-fernandez-ortega.pdf: awesome-cv, centred name with a light 'María José' and a bold
 *     'Fernández Ortega', a '|'-separated contact row with icons and bare GitHub and LinkedIn handles, a '+52' phone.
 *   - chromium-jakes-resume-liu.pdf: Jake's resume, 'Yuxuan (Ethan) Liu' in small capitals, a '217-555-0147 | … |
 *     linkedin.com/in/… | github.com/…' row.
 *   - chromium-europass-2010-kovacevic.pdf: the old Europass grid, 'Surname(s) / First name(s): Kovačević Ivana',
 *     a Zagreb landline, a labelled mobile and a fax, date of birth, and the Europass footer repeating the name.
 *   - chromium-hebrew-rtl-cohen.pdf: a Hebrew resume laid out right to left, the name in Hebrew over 'Noa Cohen', an
 *     Israeli mobile and the e-mail and LinkedIn in Latin letters inside Hebrew lines.
 *   - chromium-academic-2page-lefevre.pdf: a French chemist's 2-page academic CV, phone '06.12.55.01.47', an ORCID iD,
 *     a footer repeating her name on both pages, and two referees with their e-mails and phones; no LinkedIn.
 *   - chromium-referees-sidebar-ngata.pdf: a New Zealand resume whose left sidebar starts with two referees (names,
 *     mobiles, e-mails) before the candidate's own contact line at the foot of the main column.
 *   - chromium-template-placeholder-mokoena.pdf: a South African resume from a free builder: a diagonal watermark,
 *     the template's 'YOUR NAME / email@example.com / (123) 456-7890' left in white under the banner, an ID number
 *     beside the mobile.
 *   - chromium-china-family-first-zhang.pdf: a Chinese graduate's English resume headed 'ZHANG Wei', a phone written
 *     '(+86) 139 5555 0123', date of birth and a WeChat ID; no LinkedIn.
 *   - chromium-rirekisho-english-sato.pdf: an English rirekisho grid (Name 'SATO Haruto', date of birth with age,
 *     address with a postcode, '090-5555-0123'), a photo box and year/month history tables.
 *   - chromium-company-mainline-kamau.pdf: a Kenyan resume whose experience entry carries the employer's main line
 *     and info@ address before her own '+254 712' mobile at the foot.
 *   - chromium-europass-2020-bernardi.pdf: the new Europass layout, an Italian name, 'Phone number: (+39) 3475550198
 *     (Mobile)', a full 'https://www.linkedin.com/in/…' address, date of birth and nationality.
 * - Word documents:
 *   - docx-header-contacts-dela-cruz.docx: a Filipino nurse's 2-page resume whose phone, e-mail and LinkedIn are only
 *     in the page header; 'Maria Cristina Dela Cruz', a hospital trunk line and a PRC licence number in the body.
 *   - docx-footer-contacts-akesson.docx: a Swedish CV whose contact line ('Telefon 070-174 06 42', e-mail, LinkedIn)
 *     is only in the page footer, with the name repeated there.
 *   - docx-textbox-contacts-eze.docx: a Nigerian engineer's resume with the contact details in a floating text box
 *     ('+234 803 555 0123') and the LinkedIn address as a link.
 *   - docx-two-column-brunner.docx: a Swiss German CV in a two-column section whose right column holds 'Kontakt'
 *     ('+41 (0)79 555 01 23') beside her date of birth and AHV number.
 *   - docx-layout-table-mahmoud.docx: an Egyptian engineer's layout table, his name in Latin letters and in Arabic
 *     (right to left) in one cell and his '+20 100' mobile, e-mail and LinkedIn in the other.
 *   - docx-tab-labels-martin-serrano.docx: a Spanish CV with tab-aligned labels, the DNI just above 'Teléfono:' and
 *     the date of birth below it.
 *   - docx-link-text-only-tan.docx: a Singapore resume headed 'TAN Wei Ling' whose e-mail and LinkedIn are links with
 *     the display text 'Email me' and 'LinkedIn' only.
 *   - docx-wordart-name-tavares.docx: a Portuguese designer's name in a WordArt-like shape, the contacts in plain
 *     paragraphs below ('+351 912 555 012').
 *   - docx-rirekisho-yamada.docx: a Japanese 履歴書 form grid, 氏名 '山田 花子' (a full-width space between) with its
 *     ふりがな, 生年月日 with age, 現住所 with the postcode, an 080 mobile and e-mail, a photo cell, 学歴・職歴 by year and month.
 *   - docx-chinese-form-wang.docx: a Chinese 个人简历 form grid, 姓名 '王晓明', an 18-digit 身份证号 just above the
 *     手机 '138-5555-0123'.
 *   - docx-korean-form-kim.docx: a Korean 이력서 form grid, 성명 '김민준' with its hanja, a Seoul home number above the
 *     labelled mobile '010-5555-0123'.
 *   - docx-hidden-template-krishnan.docx: an Indian resume from a Word template with a 'DRAFT' watermark and the
 *     template's placeholder lines ('YOUR NAME', '(123) 456-7890', 'email@example.com') left as hidden text.
 * - Text files:
 *   - txt-utf8-vietnamese-nguyen.txt: UTF-8 (LF), a Vietnamese CV headed 'NGUYỄN Thị Thu Hà', a '(+84) 912 555 012'
 *     phone, an address on a street named after a person (Nguyễn Thị Minh Khai).
 *   - txt-utf8bom-ukrainian-kovalenko.txt: UTF-8 with a BOM (CRLF), 'Olena Kovalenko (Олена Коваленко)', a '+380'
 *     phone in a '|'-separated contact line.
 *   - txt-utf16le-taiwan-chen.txt: UTF-16LE with a BOM (CRLF), 'Vivian Chen 陳怡婷', a '+886' phone.
 *   - txt-cp1255-hebrew-levi.txt: Windows-1255 (CRLF), a Hebrew CV with the name only in Hebrew, an ID number (ת.ז.)
 *     just above the mobile, Latin e-mail and LinkedIn.
 *   - txt-cp1251-bulgarian-georgieva.txt: Windows-1251 (CRLF), a Bulgarian CV with the name only in Cyrillic, an ЕГН
 *     beside the '+359' phone.
 *   - txt-cp1252-german-gross.txt: Windows-1252 (CRLF), a German CV ('Jürgen Groß', „quotes“, en dashes) with a
 *     '+49 (0)171' mobile below an office line, and a referee.
 *   - txt-iso88597-greek-papadakis.txt: ISO-8859-7 (LF), a Greek CV with the name only in Greek, a landline and a
 *     labelled mobile (Κινητό).
 *   - txt-utf8-crlf-referees-sosa.txt: UTF-8 (CRLF), an Argentine resume whose employer's switchboard and e-mail
 *     and two referees come before her own '+54 9 11' mobile at the end.
 *
 *   npx tsx scripts/make-resume-wild5-fixtures.ts
 */
import path from 'node:path';
import {
  AlignmentType,
  BorderStyle,
  ColumnBreak,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  ImageRun,
  PageBreak,
  Paragraph,
  SectionType,
  ShadingType,
  Tab,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  VerticalAlign,
  WidthType,
} from 'docx';
import { ShapeRun } from 'docx/shapes';
import { TextWatermark } from 'docx/watermarks';
import {
  writeResumeFixtures,
  type DocxFixture,
  type PdfFixture,
  type TxtFixture,
  BASE_CSS,
  htmlPage,
  silhouettePng,
  pngUri,
  crlf,
  utf8,
  utf8Bom,
  utf16leBom,
  codePage,
} from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes/wild5');

// ---------- photos and icons ----------

const PHOTO = silhouettePng([96, 104, 122], [222, 226, 232]);
const PHOTO_URI = pngUri(PHOTO);
const PHOTO_WARM_URI = pngUri(silhouettePng([140, 112, 96], [236, 228, 220]));

/** Icons as inline SVG paths (no text in them), as Canva and the LaTeX classes draw them. */
const ICON_PATHS: Record<string, string> = {
  phone:
    '<path d="M3.2 1h1.9l1 2.9-1.4 1a6.8 6.8 0 0 0 3.4 3.4l1-1.4 2.9 1v1.9a1.2 1.2 0 0 1-1.2 1.2A10.8 10.8 0 0 1 2 2.2 1.2 1.2 0 0 1 3.2 1z"/>',
  mail: '<rect x="1" y="2.5" width="10" height="7" rx="1"/><path d="M1.4 3l4.6 3.6L10.6 3" fill="none" stroke="#ffffff" stroke-width="0.9"/>',
  pin: '<path d="M6 .8a3.6 3.6 0 0 0-3.6 3.6C2.4 7 6 11.2 6 11.2s3.6-4.2 3.6-6.8A3.6 3.6 0 0 0 6 .8zm0 5a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6z"/>',
  linkedin:
    '<rect x="0.5" y="0.5" width="11" height="11" rx="1.8"/><rect x="2.4" y="4.6" width="1.7" height="4.9" fill="#ffffff"/><circle cx="3.25" cy="3" r="1" fill="#ffffff"/><path d="M5.4 4.6h1.6v.8c.4-.6 1-1 1.8-1 1.3 0 1.9.9 1.9 2.3v2.8H9V7c0-.7-.3-1.1-.9-1.1s-1 .5-1 1.2v2.4H5.4z" fill="#ffffff"/>',
  globe:
    '<circle cx="6" cy="6" r="5" fill="none" stroke-width="1"/><path d="M1 6h10M6 1c-2.4 2.8-2.4 7.2 0 10M6 1c2.4 2.8 2.4 7.2 0 10" fill="none" stroke-width="0.9"/>',
  github:
    '<path d="M6 .6a5.5 5.5 0 0 0-1.7 10.7c.3 0 .4-.1.4-.3v-1c-1.5.3-1.9-.7-1.9-.7-.2-.6-.6-.8-.6-.8-.5-.3 0-.3 0-.3.6 0 .9.6.9.6.5.8 1.3.6 1.6.5 0-.4.2-.6.4-.8-1.2-.1-2.5-.6-2.5-2.7 0-.6.2-1.1.6-1.5-.1-.1-.3-.7 0-1.5 0 0 .5-.1 1.5.6a5 5 0 0 1 2.7 0c1-.7 1.5-.6 1.5-.6.3.8.1 1.4 0 1.5.4.4.6.9.6 1.5 0 2.1-1.3 2.6-2.5 2.7.2.2.4.5.4 1v1.5c0 .2.1.3.4.3A5.5 5.5 0 0 0 6 .6z"/>',
};
const icon = (name: string, color: string, size = '9pt') =>
  `<svg class="ic" width="${size}" height="${size}" viewBox="0 0 12 12" fill="${color}" stroke="${color}" stroke-width="0" aria-hidden="true">${ICON_PATHS[name]}</svg>`;

// ---------- PDF (Chromium) ----------

const html = (css: string, body: string, lang = 'en', title = '') => htmlPage(css, body, lang, BASE_CSS, title);

/** Fixed A4 pages for the resumes whose page breaks, sidebars or footers must fall where the real exports put them. */
const PAGE_CSS = `@page { size: A4; margin: 0; } .page { width: 210mm; height: 296.6mm; position: relative; overflow: hidden; break-after: page; }
  .page:last-child { break-after: auto; } .ic { display: inline-block; vertical-align: -1pt; }`;

const pdfs: PdfFixture[] = [
  {
    // LinkedIn's 'Save to PDF': the grey 'Contact' sidebar (mobile, e-mail, the profile address wrapped by the narrow
    // column after 'siddharth-', a personal site), 'Top Skills', 'Languages', 'Certifications'; the name big at the
    // top of the main column, headline and location under it, and 'Page 1 of 2' footers.
    file: 'chromium-linkedin-savetopdf-iyer.pdf',
    truth: {
      first: 'Siddharth',
      last: 'Iyer',
      email: 'siddharth.iyer@example.in',
      phone: '+91 98450 55501',
      linkedin: 'https://www.linkedin.com/in/siddharth-iyer-4b7a21',
    },
    page: html(
      `${PAGE_CSS} body { font-family: 'Liberation Sans', sans-serif; color: #181818; }
       .page { display: flex; } aside { width: 64mm; background: #e9ecef; padding: 16mm 7mm 10mm 9mm; font-size: 9.5pt; }
       aside h2 { font-size: 12.5pt; text-transform: none; letter-spacing: 0; margin: 0 0 5pt; color: #181818; }
       aside h2 + p, aside p { margin: 0 0 3pt; } aside .sec { margin-bottom: 14pt; } aside .muted { color: #555; }
       main { flex: 1; padding: 16mm 12mm 14mm 9mm; } .name { font-size: 25pt; font-weight: normal; margin: 0 0 4pt; }
       .headline { font-size: 11.5pt; margin: 0 0 3pt; } .loc { color: #6b6b6b; font-size: 10.5pt; margin-bottom: 14pt; }
       main h2 { font-size: 14.5pt; text-transform: none; letter-spacing: 0; margin: 14pt 0 6pt; font-weight: normal; }
       .co { font-size: 11.5pt; margin: 10pt 0 2pt; } .role { font-size: 10.5pt; margin: 0; }
       .when, .where { color: #6b6b6b; font-size: 9.5pt; margin: 0; } main ul { margin: 4pt 0 0; }
       .foot { position: absolute; bottom: 8mm; left: 0; right: 0; text-align: center; color: #9a9a9a; font-size: 8.5pt; }`,
      `<div class="page"><aside>
         <div class="sec"><h2>Contact</h2><p>+91 98450 55501 (Mobile)</p><p>siddharth.iyer@example.in</p>
           <p><a href="https://www.linkedin.com/in/siddharth-iyer-4b7a21">www.linkedin.com/in/siddharth-<br>iyer-4b7a21 (LinkedIn)</a></p>
           <p>siddharthiyer.example.net (Personal)</p></div>
         <div class="sec"><h2>Top Skills</h2><p>Apache Spark</p><p>Data Modeling</p><p>Apache Airflow</p></div>
         <div class="sec"><h2>Languages</h2><p>English <span class="muted">(Full Professional)</span></p>
           <p>Tamil <span class="muted">(Native or Bilingual)</span></p><p>Hindi <span class="muted">(Professional Working)</span></p></div>
         <div class="sec"><h2>Certifications</h2><p>Google Cloud Professional Data Engineer</p>
           <p>Databricks Certified Data Engineer Associate</p><p>Confluent Certified Developer for Apache Kafka</p></div>
         <div class="sec"><h2>Honors-Awards</h2><p>Meridian Star Performer 2023</p></div>
       </aside><main>
         <h1 class="name">Siddharth Iyer</h1>
         <p class="headline">Senior Data Engineer at Meridian Retail Analytics | Spark · Airflow · GCP</p>
         <p class="loc">Bengaluru, Karnataka, India</p>
         <h2>Summary</h2>
         <p>Data engineer with nine years of building batch and streaming pipelines for retail and payments. I like turning
         flaky nightly jobs into boring, observable ones. Currently leading a team of five that owns the demand-forecasting
         feature store (4 TB a day, 2,300 stores).</p>
         <h2>Experience</h2>
         <p class="co">Meridian Retail Analytics</p><p class="role">Senior Data Engineer</p>
         <p class="when">April 2021 - Present (3 years 9 months)</p><p class="where">Bengaluru, Karnataka, India</p>
         <ul><li>Moved 140 Airflow DAGs from cron-era scripts to a tested, templated layout; paging incidents fell from 31 to 6 a quarter.</li>
         <li>Built the feature store behind the replenishment model (Spark on Dataproc, BigQuery, Delta tables).</li>
         <li>Mentored four engineers; two now lead their own squads.</li></ul>
         <p class="co">PayNest Technologies</p><p class="role">Data Engineer II</p>
         <p class="when">July 2018 - March 2021 (2 years 9 months)</p><p class="where">Chennai, Tamil Nadu, India</p>
         <ul><li>Streamed UPI transaction events through Kafka into a fraud-scoring service with a 400 ms budget.</li>
         <li>Wrote the reconciliation job that matches 11 million settlements a day against bank files.</li></ul>
         <div class="foot">Page 1 of 2</div>
       </main></div>
       <div class="page"><aside></aside><main style="padding-top: 14mm">
         <p class="co">Tata Consultancy Services</p><p class="role">Systems Engineer</p>
         <p class="when">August 2015 - June 2018 (2 years 11 months)</p><p class="where">Chennai Area, India</p>
         <ul><li>Maintained Informatica ETL for a UK insurer's claims warehouse; automated 60 manual month-end checks.</li></ul>
         <h2>Education</h2>
         <p class="co">National Institute of Technology, Tiruchirappalli</p>
         <p class="role">Bachelor of Technology - BTech, Computer Science and Engineering · (2011 - 2015)</p>
         <p class="co">Kendriya Vidyalaya, Chennai</p><p class="role">All India Senior School Certificate · (2009 - 2011)</p>
         <div class="foot">Page 2 of 2</div>
       </main></div>`,
      'en',
      'Siddharth Iyer - LinkedIn',
    ),
  },
  {
    // Indeed's resume export: the name, the headline, the city and the contact lines in a plain stack, then 'Work
    // Experience' with Indeed's 'Company-City, ST' lines, 'Links' with the LinkedIn profile near the end.
    file: 'chromium-indeed-export-hernandez-ruiz.pdf',
    truth: {
      first: 'Guadalupe',
      last: 'Hernández Ruiz',
      email: 'guadalupe.hr@example.com',
      phone: '+1 713 555 0192',
      linkedin: 'https://www.linkedin.com/in/guadalupe-hernandez-ruiz',
    },
    page: html(
      `@page { size: A4; margin: 40pt 0 36pt; } main { padding: 0 54pt; font-family: 'Liberation Sans', sans-serif; font-size: 10.5pt; color: #2d2d2d; }
       h1 { font-size: 22pt; font-weight: bold; margin-bottom: 4pt; } .head p { margin: 1pt 0; }
       h2 { font-size: 13pt; text-transform: none; letter-spacing: 0; border-top: 1px solid #d4d2d0; padding-top: 10pt; margin: 16pt 0 6pt; }
       h3 { font-size: 11pt; margin: 10pt 0 0; } .sub { margin: 0; } .dim { color: #6f6f6f; margin: 0 0 2pt; }`,
      `<main><div class="head"><h1>Guadalupe Hernández Ruiz</h1><p>Logistics Coordinator</p><p>Houston, TX 77036</p>
       <p>guadalupe.hr@example.com</p><p>+1 713 555 0192</p>
       <p>Willing to relocate to: Dallas, TX - San Antonio, TX - Austin, TX</p>
       <p>Authorized to work in the US for any employer</p></div>
       <h2>Work Experience</h2>
       <h3>Logistics Coordinator</h3><p class="sub">Gulf Coast Freight Lines-Houston, TX</p><p class="dim">March 2020 to Present</p>
       <ul><li>Schedule 120+ outbound LTL and FTL loads a week across 14 carriers</li>
       <li>Cut detention charges 22% by re-sequencing dock appointments</li><li>Bilingual point of contact for Monterrey cross-border shipments</li></ul>
       <h3>Inventory Control Clerk</h3><p class="sub">Bayou Home Supply-Pasadena, TX</p><p class="dim">June 2017 to February 2020</p>
       <ul><li>Ran cycle counts on 9,000 SKUs; raised inventory accuracy from 94% to 99.1%</li></ul>
       <h3>Cashier</h3><p class="sub">H-E-B-Houston, TX</p><p class="dim">August 2014 to May 2017</p>
       <h2>Education</h2>
       <h3>Bachelor's degree in Supply Chain and Logistics Technology</h3><p class="sub">University of Houston-Houston, TX</p>
       <p class="dim">August 2013 to May 2017</p>
       <h2>Skills</h2><ul><li>SAP ERP (5 years)</li><li>Transportation management systems (4 years)</li>
       <li>Microsoft Excel (7 years)</li><li>Bilingual Spanish/English</li></ul>
       <h2>Languages</h2><ul><li>Spanish - Fluent</li><li>English - Fluent</li></ul>
       <h2>Links</h2><p>https://www.linkedin.com/in/guadalupe-hernandez-ruiz</p>
       <h2>Certifications and Licenses</h2><h3>Certified Supply Chain Professional (CSCP)</h3><p class="dim">May 2022 to May 2027</p>
       <h3>Forklift Certification</h3><p class="dim">Present</p>
       <h2>Assessments</h2><h3>Logistics coordination — Highly Proficient</h3><p class="dim">June 2023</p>
       <p>Measures a candidate's ability to coordinate shipments, schedules and carriers.</p>
       <p>Full results: https://share.indeed.com/assessment/8f3c2a91</p>
       <h3>Attention to detail — Expert</h3><p class="dim">June 2023</p>
       <p>Indeed Assessments provides skills tests that are not indicative of a license or certification, or continued
       development in any professional field.</p>
       <h2>Additional Information</h2>
       <p>Available for rotating shifts and weekend cover during peak season. TWIC card holder. Comfortable with
       bilingual customer calls and carrier negotiations in Spanish.</p></main>`,
    ),
  },
  {
    // Google Docs 'Serif': the name in a big serif face with the contact lines in a column to its right; the Greek
    // form of the name in italics under the Latin one.
    file: 'chromium-gdocs-serif-papadopoulou.pdf',
    truth: {
      first: 'Aikaterini',
      last: 'Papadopoulou',
      email: 'a.papadopoulou@example.gr',
      phone: '+30 694 555 0187',
      linkedin: 'https://www.linkedin.com/in/apapadopoulou',
    },
    page: html(
      `body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; color: #000; } main { padding: 54pt 64pt; }
       header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 18pt; }
       h1 { font-size: 27pt; font-weight: bold; line-height: 1.05; } .gr { font-style: italic; color: #555; margin-top: 4pt; }
       .contact { text-align: right; font-family: 'Liberation Sans', sans-serif; font-size: 9pt; color: #444; line-height: 1.45; }
       h2 { color: #2079c7; font-family: 'Liberation Sans', sans-serif; font-size: 10pt; letter-spacing: 0.08em; margin: 16pt 0 5pt; }
       h3 { font-size: 11pt; margin: 9pt 0 0; } .when { color: #666; font-size: 9pt; font-family: 'Liberation Sans', sans-serif; margin: 1pt 0 3pt; }
       .cols { display: flex; gap: 36pt; } .cols > div { flex: 1; }`,
      `<main><header><div><h1>Aikaterini<br>Papadopoulou</h1><p class="gr">Αικατερίνη Παπαδοπούλου</p></div>
       <div class="contact">Leof. Kifisias 120<br>115 26 Athens, Greece<br>+30 694 555 0187<br>a.papadopoulou@example.gr<br>linkedin.com/in/apapadopoulou</div></header>
       <p>Pharmacist turned clinical data manager. Seven years in hospital and CRO settings, fluent in CDISC and in
       explaining it to investigators.</p>
       <div class="cols"><div>
       <h2>EXPERIENCE</h2>
       <h3>Aegean Clinical Research, Clinical Data Manager</h3><p class="when">MARCH 2021 - PRESENT</p>
       <p>Leads data management for six oncology studies (1,400 patients); built SDTM mapping templates reused across the portfolio.</p>
       <h3>Evangelismos General Hospital, Hospital Pharmacist</h3><p class="when">SEPTEMBER 2016 - FEBRUARY 2021</p>
       <p>Ran the chemotherapy compounding unit; introduced barcode checks that removed dosing transcription errors.</p>
       <h2>EDUCATION</h2>
       <h3>National and Kapodistrian University of Athens, MSc Biostatistics</h3><p class="when">2018 - 2020</p>
       <h3>Aristotle University of Thessaloniki, Pharmacy degree</h3><p class="when">2011 - 2016</p>
       </div><div>
       <h2>SKILLS</h2><p>Medidata Rave, SAS, R, CDISC SDTM/ADaM, GCP, MedDRA coding</p>
       <h2>AWARDS</h2><p>Best poster, Hellenic Society of Hospital Pharmacists, 2019</p>
       <h2>LANGUAGES</h2><p>Greek (native), English (C2), German (B1)</p></div></div></main>`,
      'en',
    ),
  },
  {
    // Google Docs 'Swiss': the name bold and big, the contact lines in grey under it, red headings hanging in the
    // left margin. She writes her English name in brackets; her e-mail uses it.
    file: 'chromium-gdocs-swiss-park.pdf',
    truth: {
      first: 'Ji-eun',
      last: 'Park',
      email: 'jenny.park@example.com',
      phone: '+82 10-5555-0147',
      linkedin: 'https://www.linkedin.com/in/jieun-park',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #000; } main { padding: 50pt 56pt; }
       h1 { font-size: 30pt; font-weight: bold; letter-spacing: -0.01em; } .contact { color: #666; margin: 6pt 0 20pt; line-height: 1.45; }
       .row { display: grid; grid-template-columns: 108pt 1fr; gap: 12pt; margin-top: 14pt; }
       .row h2 { color: #ff5e0e; font-size: 10.5pt; text-transform: none; letter-spacing: 0; margin: 0; }
       h3 { font-size: 10.5pt; margin: 0 0 1pt; } .row > div > div { margin-bottom: 9pt; } .when { color: #666; font-size: 9pt; }`,
      `<main><h1>Ji-eun (Jenny) Park</h1>
       <div class="contact">Mapo-gu, Seoul, South Korea<br>+82 10-5555-0147<br>jenny.park@example.com<br>linkedin.com/in/jieun-park</div>
       <div class="row"><h2>Profile</h2><div><div>Product designer working between Seoul and remote teams in the US and
       Europe. I run research, prototype in Figma and ship with engineers.</div></div></div>
       <div class="row"><h2>Experience</h2><div>
         <div><h3>Haneul Mobility, Seoul — Senior Product Designer</h3><p class="when">2022 – Present</p>
         <p>Redesigned the ride-booking flow for 3.1 million monthly users; cancellations down 9%.</p></div>
         <div><h3>Bluebird Labs, Seongnam — Product Designer</h3><p class="when">2019 – 2022</p>
         <p>Built the design system (140 components) used by five product teams.</p></div>
         <div><h3>Studio Onda, Seoul — UI Design Intern</h3><p class="when">2018</p></div></div></div>
       <div class="row"><h2>Education</h2><div><div><h3>Hongik University — B.F.A. Visual Communication Design</h3>
         <p class="when">2014 – 2018</p></div></div></div>
       <div class="row"><h2>Skills</h2><div><div>Figma, Protopie, usability testing, design systems, accessibility (WCAG 2.2)</div></div></div>
       <div class="row"><h2>Languages</h2><div><div>Korean (native), English (fluent, TOEIC 975), Japanese (conversational)</div></div></div></main>`,
    ),
  },
  {
    // Google Docs 'Spearmint': the green bar over the page, the name beside its Arabic form (right to left), the
    // contact details in one line under it.
    file: 'chromium-gdocs-spearmint-alhaddad.pdf',
    truth: {
      first: 'Omar',
      last: 'Al-Haddad',
      email: 'omar.alhaddad@example.ae',
      phone: '+971 50 555 0123',
      linkedin: 'https://www.linkedin.com/in/omar-alhaddad',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #333; } .bar { height: 14pt; background: #2ab27b; }
       main { padding: 34pt 56pt; } h1 { font-size: 24pt; color: #000; font-weight: bold; }
       .ar { font-family: 'DejaVu Sans', sans-serif; font-size: 17pt; color: #2ab27b; margin-left: 14pt; font-weight: normal; }
       .contact { margin: 6pt 0 18pt; color: #555; } h2 { color: #2ab27b; font-size: 10.5pt; letter-spacing: 0.04em; border-bottom: 2px solid #2ab27b; padding-bottom: 2pt; }
       h3 { font-size: 10.5pt; color: #000; } .when { color: #777; font-size: 9pt; margin: 0 0 3pt; }`,
      `<div class="bar"></div><main>
       <h1>Omar Al-Haddad <span class="ar" dir="rtl" lang="ar">عمر الحداد</span></h1>
       <p class="contact">Dubai Marina, Dubai, UAE<br>+971 50 555 0123 · omar.alhaddad@example.ae · linkedin.com/in/omar-alhaddad</p>
       <p>Quantity surveyor with ten years on towers and hotels in the Gulf. RICS chartered; at home in FIDIC contracts
       and in Arabic and English site meetings.</p>
       <h2>EXPERIENCE</h2>
       <h3>Senior Quantity Surveyor, Falcon Crest Contracting L.L.C., Dubai</h3><p class="when">JANUARY 2020 – PRESENT</p>
       <ul><li>Commercial lead on a 62-storey residential tower (AED 740 m); final account settled 4 months early.</li>
       <li>Introduced monthly cost-to-complete reviews across three projects.</li></ul>
       <h3>Quantity Surveyor, Nile Delta Builders, Cairo</h3><p class="when">JULY 2014 – DECEMBER 2019</p>
       <ul><li>Measured and valued works on two hotels and a hospital; prepared 180 interim payment applications.</li></ul>
       <h2>EDUCATION</h2>
       <h3>Ain Shams University, Cairo — B.Sc. Civil Engineering</h3><p class="when">2009 – 2014</p>
       <h2>SKILLS</h2><p>CostX, CCS Candy, Primavera P6, FIDIC 1999/2017, NRM2, value engineering</p>
       <h2>LANGUAGES</h2><p>Arabic (native) · English (fluent)</p></main>`,
    ),
  },
  {
    // Google Docs 'Coral': the contact lines in small type above the name (address, date of birth, phone, e-mail),
    // the name in coral and big, her Cyrillic name under it.
    file: 'chromium-gdocs-coral-smirnova.pdf',
    truth: {
      first: 'Ekaterina',
      last: 'Smirnova',
      email: 'ekaterina.smirnova@example.ru',
      phone: '+7 (916) 555-01-23',
      linkedin: 'https://www.linkedin.com/in/ekaterina-smirnova-ux',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #222; } main { padding: 46pt 60pt; }
       .top { font-size: 8.5pt; color: #555; line-height: 1.5; margin-bottom: 16pt; }
       h1 { font-family: 'Liberation Serif', serif; color: #ff6f61; font-size: 30pt; font-weight: normal; }
       .cy { color: #888; margin: 2pt 0 4pt; } .role { font-size: 12pt; color: #333; margin-bottom: 14pt; }
       h2 { color: #ff6f61; font-size: 9.5pt; letter-spacing: 0.1em; } h3 { font-size: 10.5pt; } .when { color: #888; font-size: 8.5pt; margin: 0 0 3pt; }`,
      `<main><div class="top">Tverskaya ul. 12, kv. 48, Moscow 125009<br>Born 14.03.1995<br>+7 (916) 555-01-23<br>ekaterina.smirnova@example.ru<br>linkedin.com/in/ekaterina-smirnova-ux</div>
       <h1>Ekaterina Smirnova</h1><p class="cy">Екатерина Смирнова</p><p class="role">UX Researcher</p>
       <p>Mixed-methods researcher for fintech and e-commerce products. I plan studies that product teams actually read.</p>
       <h2>EXPERIENCE</h2>
       <h3>Sever Bank, Moscow — Lead UX Researcher</h3><p class="when">SEPTEMBER 2021 – PRESENT</p>
       <ul><li>Set up a research panel of 2,800 customers and a repository of 160 studies.</li>
       <li>Diary study of small-business owners that reshaped the invoicing roadmap.</li></ul>
       <h3>Korzina Online Market, Moscow — UX Researcher</h3><p class="when">MAY 2018 – AUGUST 2021</p>
       <ul><li>Ran 90 moderated usability tests; checkout drop-off fell from 34% to 21%.</li></ul>
       <h2>EDUCATION</h2>
       <h3>HSE University — M.A. Applied Social Psychology</h3><p class="when">2016 – 2018</p>
       <h3>Lomonosov Moscow State University — B.A. Sociology</h3><p class="when">2012 – 2016</p>
       <h2>SKILLS</h2><p>Interviews, diary studies, survey design, SPSS, Dovetail, Maze, Figma</p>
       <h2>LANGUAGES</h2><p>Russian (native), English (C1), Spanish (A2)</p></main>`,
    ),
  },
  {
    // A Canva-style design: a navy sidebar with a round photo, contact rows each led by an SVG icon (no labels), skill
    // bars; the name in spaced capitals on two lines in the main column.
    file: 'chromium-canva-svg-icons-wright.pdf',
    truth: {
      first: 'Lachlan',
      last: 'Wright',
      email: 'lachlan.wright@example.com.au',
      phone: '0491 570 156',
      linkedin: 'https://www.linkedin.com/in/lachlanwright',
    },
    page: html(
      `${PAGE_CSS} body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; } .page { display: flex; }
       aside { width: 70mm; background: #1f2b44; color: #e8ecf4; padding: 18mm 8mm; }
       aside img { width: 40mm; height: 40mm; border-radius: 50%; object-fit: cover; display: block; margin: 0 auto 12mm; border: 3px solid #f2b84b; }
       aside h2 { color: #f2b84b; font-size: 10.5pt; letter-spacing: 0.16em; margin: 14pt 0 7pt; }
       .ct { display: flex; align-items: center; gap: 7pt; margin: 0 0 7pt; } .ct svg { flex: none; }
       .bar { height: 4pt; background: #3a4866; margin: 2pt 0 6pt; } .bar i { display: block; height: 100%; background: #f2b84b; }
       main { flex: 1; padding: 22mm 12mm 12mm 11mm; color: #2a2f3a; }
       h1 { font-size: 32pt; letter-spacing: 0.12em; line-height: 1.05; color: #1f2b44; } h1 span { font-weight: normal; }
       .role { letter-spacing: 0.3em; color: #8a7440; margin: 6pt 0 18pt; font-size: 10pt; }
       main h2 { color: #1f2b44; font-size: 11pt; letter-spacing: 0.16em; border-bottom: 2px solid #f2b84b; padding-bottom: 3pt; }
       h3 { font-size: 10pt; margin-top: 9pt; } .when { color: #8a8f99; font-size: 8.5pt; margin: 0 0 2pt; }`,
      `<div class="page"><aside><img src="${PHOTO_URI}" alt="">
       <h2>CONTACT</h2>
       <p class="ct">${icon('phone', '#f2b84b')}<span>0491 570 156</span></p>
       <p class="ct">${icon('mail', '#f2b84b')}<span>lachlan.wright@example.com.au</span></p>
       <p class="ct">${icon('linkedin', '#f2b84b')}<span>linkedin.com/in/lachlanwright</span></p>
       <p class="ct">${icon('globe', '#f2b84b')}<span>lachlanwright.example.net</span></p>
       <p class="ct">${icon('pin', '#f2b84b')}<span>Fitzroy VIC 3065</span></p>
       <h2>SKILLS</h2>
       <p>Brand strategy</p><div class="bar"><i style="width: 90%"></i></div>
       <p>Adobe Creative Cloud</p><div class="bar"><i style="width: 85%"></i></div>
       <p>Motion design</p><div class="bar"><i style="width: 70%"></i></div>
       <p>Copywriting</p><div class="bar"><i style="width: 60%"></i></div>
       <h2>EDUCATION</h2><p><b>Bachelor of Design</b><br>RMIT University<br>2012 – 2015</p>
       </aside><main>
       <h1>LACHLAN<br><span>WRIGHT</span></h1><p class="role">SENIOR GRAPHIC DESIGNER</p>
       <h2>PROFILE</h2><p>Designer with nine years across agency and in-house teams in Melbourne. I build identities that
       survive contact with spreadsheets, signage and social media.</p>
       <h2>EXPERIENCE</h2>
       <h3>Senior Graphic Designer · Southbank Creative Co.</h3><p class="when">2020 – PRESENT</p>
       <ul><li>Led rebrands for a regional airline and two AFL community clubs.</li><li>Art-directed 40+ shoots and a 12-person freelance pool.</li></ul>
       <h3>Graphic Designer · Yarra Valley Wines</h3><p class="when">2017 – 2020</p>
       <ul><li>Designed 60 labels and the cellar-door wayfinding; won a Melbourne Design Award (2019).</li></ul>
       <h3>Junior Designer · Paper Kite Studio</h3><p class="when">2015 – 2017</p>
       <h2>AWARDS</h2><p>Melbourne Design Awards — Silver, Packaging (2019)</p></main></div>`,
    ),
  },
  {
    // A Canva-style design whose contact row carries glyph icons in round badges (☎ ✉ ⌂, and 'in' for LinkedIn)
    // instead of labels; a London landline with the trunk '0' in brackets.
    file: 'chromium-canva-glyph-icons-nwosu.pdf',
    truth: {
      first: 'Adaeze',
      last: 'Nwosu',
      email: 'adaeze.nwosu@example.co.uk',
      phone: '+44 (0)20 7946 0321',
      linkedin: 'https://www.linkedin.com/in/adaeze-nwosu',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #3b3b3b; }
       header { background: #f6e7df; padding: 34pt 48pt 22pt; } h1 { font-family: 'Liberation Serif', serif; font-size: 34pt; color: #7a3e2e; font-weight: normal; }
       .role { letter-spacing: 0.25em; font-size: 9.5pt; color: #7a3e2e; margin: 4pt 0 14pt; }
       .ct { display: flex; flex-wrap: wrap; gap: 6pt 20pt; font-size: 9pt; }
       .ct span { display: inline-flex; align-items: center; gap: 5pt; }
       .b { display: inline-block; width: 15pt; height: 15pt; border-radius: 50%; background: #7a3e2e; color: #fff; text-align: center; line-height: 15pt; font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; }
       main { padding: 18pt 48pt; display: grid; grid-template-columns: 1fr 2fr; gap: 28pt; }
       h2 { color: #7a3e2e; font-size: 10pt; letter-spacing: 0.18em; } h3 { font-size: 10pt; } .when { color: #999; font-size: 8.5pt; margin: 0 0 2pt; }`,
      `<header><h1>Adaeze Nwosu</h1><p class="role">MARKETING MANAGER</p>
       <div class="ct"><span><i class="b">☎</i>+44 (0)20 7946 0321</span><span><i class="b">✉</i>adaeze.nwosu@example.co.uk</span>
       <span><i class="b">⌂</i>Peckham, London SE15</span><span><i class="b">in</i>linkedin.com/in/adaeze-nwosu</span></div></header>
       <main><div><h2>SKILLS</h2><ul><li>Campaign planning</li><li>CRM &amp; lifecycle</li><li>Google Analytics 4</li><li>HubSpot</li><li>Budget ownership</li></ul>
       <h2>EDUCATION</h2><p><b>BA (Hons) Marketing</b><br>University of Leeds<br>2011 – 2014</p>
       <h2>LANGUAGES</h2><p>English, Igbo, French (B2)</p></div>
       <div><h2>PROFILE</h2><p>Marketing manager with a decade in consumer brands. I run integrated campaigns end to end
       and I am happiest with a clear budget and a stubborn KPI.</p>
       <h2>EXPERIENCE</h2>
       <h3>Marketing Manager — Hearth &amp; Crumb Bakeries</h3><p class="when">2021 – PRESENT</p>
       <ul><li>Launched the loyalty app: 210,000 members in 18 months.</li><li>Own a £2.4m annual budget across 5 channels.</li></ul>
       <h3>Senior Marketing Executive — Thistle Drinks Ltd</h3><p class="when">2017 – 2021</p>
       <ul><li>Took a sparkling-water brand into 1,100 Tesco and Sainsbury's stores.</li></ul>
       <h3>Marketing Executive — Northline Media</h3><p class="when">2014 – 2017</p></div></main>`,
    ),
  },
  {
    // moderncv 'classic': the given names on one line in grey and the surnames on the next, bigger and in blue; the
    // title in italics; the contact block top right with icons and the LinkedIn handle alone (moderncv's
    // \social[linkedin]), linked to the profile.
    file: 'chromium-moderncv-carvalho-ribeiro.pdf',
    truth: {
      first: 'Luiza Helena',
      last: 'Carvalho Ribeiro dos Santos',
      email: 'luiza.santos@example.com.br',
      phone: '+55 21 99555 0178',
      linkedin: 'https://www.linkedin.com/in/luizahelena-crs',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #000; } main { padding: 46pt 50pt; }
       header { display: flex; justify-content: space-between; margin-bottom: 24pt; }
       .fn { font-size: 22pt; color: #8c8c8c; line-height: 1.1; white-space: nowrap; } .ln { font-size: 27pt; color: #3873b3; line-height: 1.1; white-space: nowrap; }
       .title { font-style: italic; color: #7f7f7f; font-size: 13pt; margin-top: 4pt; }
       .contact { text-align: right; font-style: italic; font-size: 9pt; line-height: 1.55; color: #333; }
       .contact svg { margin-left: 4pt; }
       .sec { display: grid; grid-template-columns: 92pt 1fr; column-gap: 10pt; margin: 14pt 0 6pt; align-items: center; }
       .sec i { height: 7pt; background: #3873b3; display: block; } .sec h2 { color: #3873b3; font-size: 14pt; text-transform: none; letter-spacing: 0; font-weight: normal; margin: 0; }
       .item { display: grid; grid-template-columns: 92pt 1fr; column-gap: 10pt; margin: 5pt 0; }
       .item .d { text-align: right; font-size: 9pt; color: #444; } .item b { font-weight: bold; } .item em { color: #444; }`,
      `<main><header><div><div class="fn">Luiza Helena</div><div class="ln">Carvalho Ribeiro dos Santos</div>
       <div class="title">Environmental Engineer</div></div>
       <div class="contact">Rua Voluntários da Pátria 190<br>Botafogo, Rio de Janeiro – RJ<br>
       ${icon('phone', '#3873b3')} +55 21 99555 0178<br>${icon('mail', '#3873b3')} <a href="mailto:luiza.santos@example.com.br">luiza.santos@example.com.br</a><br>
       ${icon('linkedin', '#3873b3')} <a href="https://www.linkedin.com/in/luizahelena-crs">luizahelena-crs</a><br>
       <em>Nascida em 02/09/1996</em></div></header>
       <div class="sec"><i></i><h2>Education</h2></div>
       <div class="item"><div class="d">2019–2021</div><div><b>M.Sc. Environmental Engineering</b>, <em>Universidade Federal do Rio de Janeiro (COPPE)</em>.
       Thesis: nature-based solutions for urban flood control in the Baixada Fluminense.</div></div>
       <div class="item"><div class="d">2014–2018</div><div><b>B.Eng. Environmental and Sanitary Engineering</b>, <em>UERJ</em>.</div></div>
       <div class="sec"><i></i><h2>Experience</h2></div>
       <div class="item"><div class="d">2021–today</div><div><b>Environmental Engineer</b>, <em>Águas Claras Consultoria</em>, Rio de Janeiro.
       Licensing studies for 14 sanitation projects; field campaigns and water-quality models (QUAL2K).</div></div>
       <div class="item"><div class="d">2018–2019</div><div><b>Trainee</b>, <em>INEA – Instituto Estadual do Ambiente</em>, Rio de Janeiro.
       Reviewed environmental impact reports for coastal developments.</div></div>
       <div class="sec"><i></i><h2>Languages</h2></div>
       <div class="item"><div class="d">Portuguese</div><div><b>Mothertongue</b></div></div>
       <div class="item"><div class="d">English</div><div><b>Fluent</b>, <em>IELTS 7.5</em></div></div>
       <div class="item"><div class="d">Spanish</div><div><b>Intermediate</b></div></div>
       <div class="sec"><i></i><h2>Computer skills</h2></div>
       <div class="item"><div class="d">Modelling</div><div>QGIS, ArcGIS Pro, HEC-RAS, SWMM, Python (pandas, xarray)</div></div></main>`,
      'en',
      'Luiza Helena Carvalho Ribeiro dos Santos — CV',
    ),
  },
  {
    // awesome-cv: the name centred with a light given name and a bold surname, the position in the accent colour,
    // and a contact row of icons and values separated by '|' glyphs (GitHub and LinkedIn as bare handles linked to
    // their profiles); headings whose first letters are red.
    file: 'chromium-awesomecv-fernandez-ortega.pdf',
    truth: {
      first: 'María José',
      last: 'Fernández Ortega',
      email: 'mjfernandez@example.com.mx',
      phone: '+52 55 5555 0134',
      linkedin: 'https://www.linkedin.com/in/maria-jose-fernandez-ortega',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #333; } main { padding: 40pt 46pt; }
       header { text-align: center; margin-bottom: 16pt; } h1 { font-size: 30pt; font-weight: normal; color: #5d5d5d; }
       h1 b { color: #333; } .pos { color: #dc3522; font-variant: small-caps; font-size: 10pt; letter-spacing: 0.05em; margin: 4pt 0 6pt; }
       .row { font-size: 8.5pt; color: #5d5d5d; } .row .sep { margin: 0 5pt; color: #999; } .row svg { margin-right: 3pt; }
       .q { font-style: italic; color: #7a7a7a; font-size: 9pt; margin-top: 7pt; }
       h2 { font-size: 15pt; text-transform: none; letter-spacing: 0; color: #333; margin: 14pt 0 4pt; border-bottom: 1px solid #bbb; }
       h2 span { color: #dc3522; } .e { display: flex; justify-content: space-between; margin-top: 7pt; }
       .e b { color: #333; } .e i { color: #dc3522; font-style: italic; font-size: 9pt; } .e .r { color: #777; font-style: italic; font-size: 8.5pt; }`,
      `<main><header><h1>María José <b>Fernández Ortega</b></h1><p class="pos">Senior Backend Engineer · Payments</p>
       <p class="row">${icon('phone', '#5d5d5d')}+52 55 5555 0134<span class="sep">|</span>${icon('mail', '#5d5d5d')}<a href="mailto:mjfernandez@example.com.mx">mjfernandez@example.com.mx</a><span class="sep">|</span>${icon('github', '#5d5d5d')}<a href="https://github.com/mjfortega">mjfortega</a><span class="sep">|</span>${icon('linkedin', '#5d5d5d')}<a href="https://www.linkedin.com/in/maria-jose-fernandez-ortega">maria-jose-fernandez-ortega</a></p>
       <p class="q">"Reliable money movement is a team sport."</p></header>
       <h2><span>Exp</span>erience</h2>
       <div class="e"><b>Tlaloc Pagos</b><span class="r">Mexico City, Mexico</span></div>
       <div class="e"><i>Senior Backend Engineer</i><span class="r">Feb. 2021 – Present</span></div>
       <ul><li>Designed the idempotent ledger behind SPEI transfers: 3.8 million movements a day, zero double postings since launch.</li>
       <li>Cut p99 latency of card authorisations from 480 ms to 190 ms (Go, PostgreSQL, Kafka).</li></ul>
       <div class="e"><b>Banco del Bajío Digital</b><span class="r">León, Guanajuato</span></div>
       <div class="e"><i>Backend Engineer</i><span class="r">Jul. 2017 – Jan. 2021</span></div>
       <ul><li>Built the CoDi QR payments integration with Banxico; on-call lead for the payments squad.</li></ul>
       <h2><span>Edu</span>cation</h2>
       <div class="e"><b>Instituto Tecnológico Autónomo de México (ITAM)</b><span class="r">Mexico City</span></div>
       <div class="e"><i>B.S. in Computer Engineering</i><span class="r">Aug. 2012 – Jun. 2017</span></div>
       <h2><span>Ski</span>lls</h2>
       <p><b>Languages:</b> Go, Java, SQL, Python · <b>Infra:</b> Kubernetes, Terraform, AWS · <b>Domain:</b> ISO 20022, PCI DSS</p>
       <h2><span>Hon</span>ors</h2><p>Hackathon BBVA Open Talent — 1st place (2019)</p></main>`,
      'es',
    ),
  },
  {
    // Jake's resume: the name centred, huge and in small capitals (his English name in brackets), the contact row
    // 'phone | e-mail | linkedin.com/in/… | github.com/…' under it with underlined links, small-caps headings over rules.
    file: 'chromium-jakes-resume-liu.pdf',
    truth: {
      first: 'Yuxuan',
      last: 'Liu',
      email: 'yuxuan.liu@example.com',
      phone: '217-555-0147',
      linkedin: 'https://www.linkedin.com/in/yuxuan-liu',
    },
    page: html(
      `body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; color: #000; } main { padding: 34pt 40pt; }
       h1 { text-align: center; font-size: 25pt; font-variant: small-caps; font-weight: bold; } .row { text-align: center; margin: 3pt 0 6pt; }
       .row a { text-decoration: underline; } h2 { font-variant: small-caps; text-transform: none; letter-spacing: 0; font-size: 13pt; font-weight: normal; border-bottom: 1px solid #000; margin: 10pt 0 4pt; }
       .h { display: flex; justify-content: space-between; margin-top: 5pt; } .h i { font-size: 9.5pt; } ul { margin: 1pt 0 0; } li { font-size: 9.8pt; }`,
      `<main><h1>Yuxuan (Ethan) Liu</h1>
       <p class="row">217-555-0147 | <a href="mailto:yuxuan.liu@example.com">yuxuan.liu@example.com</a> | <a href="https://linkedin.com/in/yuxuan-liu">linkedin.com/in/yuxuan-liu</a> | <a href="https://github.com/yxliu">github.com/yxliu</a></p>
       <h2>Education</h2>
       <div class="h"><b>University of Illinois Urbana-Champaign</b><span>Urbana, IL</span></div>
       <div class="h"><i>Master of Science in Computer Science</i><i>Aug. 2023 – May 2025</i></div>
       <div class="h"><b>Zhejiang University</b><span>Hangzhou, China</span></div>
       <div class="h"><i>Bachelor of Engineering in Software Engineering</i><i>Sep. 2019 – Jun. 2023</i></div>
       <h2>Experience</h2>
       <div class="h"><b>Software Engineer Intern</b><span>May 2024 – Aug. 2024</span></div>
       <div class="h"><i>Prairie Robotics</i><i>Champaign, IL</i></div>
       <ul><li>Wrote a ROS 2 node that fuses wheel odometry and IMU data; drift fell 38% on the warehouse test loop</li>
       <li>Added hardware-in-the-loop tests to CI with GitHub Actions self-hosted runners</li></ul>
       <div class="h"><b>Graduate Research Assistant</b><span>Jan. 2024 – Present</span></div>
       <div class="h"><i>Systems Research Group, UIUC</i><i>Urbana, IL</i></div>
       <ul><li>Profiling GPU memory fragmentation in LLM serving; prototype allocator cuts OOM restarts by 70%</li></ul>
       <div class="h"><b>Backend Developer Intern</b><span>Jul. 2022 – Sep. 2022</span></div>
       <div class="h"><i>Hangzhou Cloudnest Technology</i><i>Hangzhou, China</i></div>
       <ul><li>Built a rate limiter in Go for the public API gateway (40k requests per second)</li></ul>
       <h2>Projects</h2>
       <div class="h"><span><b>tinykv-rs</b> | <i>Rust, Raft, gRPC</i></span><span>Spring 2024</span></div>
       <ul><li>Distributed key-value store with Raft consensus and snapshotting; passes Jepsen-style partition tests</li></ul>
       <h2>Technical Skills</h2>
       <p><b>Languages</b>: C++, Rust, Go, Python, SQL · <b>Tools</b>: Linux, Docker, Kubernetes, CUDA, ROS 2</p></main>`,
    ),
  },
  {
    // The old Europass CV (2004-2012): right-aligned labels in a left column, 'Surname(s) / First name(s)' with the
    // surname first, landline, labelled mobile and fax on one line, date of birth and gender; the Europass footer on
    // both pages repeats the name as 'Curriculum vitae of Kovačević Ivana'.
    file: 'chromium-europass-2010-kovacevic.pdf',
    truth: {
      first: 'Ivana',
      last: 'Kovačević',
      email: 'ivana.kovacevic@example.hr',
      phone: '+385 91 555 0123',
      linkedin: null,
    },
    page: html(
      `${PAGE_CSS} body { font-family: 'Liberation Sans', sans-serif; font-size: 9pt; color: #000; } .page { padding: 14mm 14mm 0 10mm; }
       table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 2pt 6pt; }
       td.l { width: 58mm; text-align: right; border-right: 1px solid #000; padding-right: 9pt; }
       .logo { font-size: 18pt; color: #1a3d8f; font-style: italic; font-weight: bold; } .cv { font-size: 13pt; }
       .big { font-size: 13pt; } .sec td.l { font-size: 12pt; padding-top: 10pt; } .b { font-weight: bold; }
       .inl { display: inline-block; min-width: 110pt; } .inl2 { display: inline-block; min-width: 40pt; }
       .foot { position: absolute; bottom: 9mm; left: 10mm; right: 14mm; font-size: 7pt; display: flex; justify-content: space-between; color: #333; }`,
      `<div class="page"><table>
       <tr><td class="l"><span class="logo">europass</span><br><span class="cv">Curriculum Vitae</span></td><td></td></tr>
       <tr class="sec"><td class="l">Personal information</td><td></td></tr>
       <tr><td class="l">Surname(s) / First name(s)</td><td class="big b">Kovačević Ivana</td></tr>
       <tr><td class="l">Address(es)</td><td>Ilica 45, 10000 Zagreb (Croatia)</td></tr>
       <tr><td class="l">Telephone(s)</td><td><span class="inl">+385 1 555 0123</span><span class="inl2">Mobile:</span>+385 91 555 0123</td></tr>
       <tr><td class="l">Fax(es)</td><td>+385 1 555 0124</td></tr>
       <tr><td class="l">E-mail</td><td>ivana.kovacevic@example.hr</td></tr>
       <tr><td class="l">Nationality</td><td>Croatian</td></tr>
       <tr><td class="l">Date of birth</td><td>21/06/1992</td></tr>
       <tr><td class="l">Gender</td><td>Female</td></tr>
       <tr class="sec"><td class="l">Desired employment / Occupational field</td><td class="big b" style="padding-top: 10pt">Port logistics planner</td></tr>
       <tr class="sec"><td class="l">Work experience</td><td></td></tr>
       <tr><td class="l">Dates</td><td>March 2018 → present</td></tr>
       <tr><td class="l">Occupation or position held</td><td class="b">Container terminal planner</td></tr>
       <tr><td class="l">Main activities and responsibilities</td><td>Yard and berth planning for 420,000 TEU a year; vessel stowage checks; liaison with shipping lines and customs</td></tr>
       <tr><td class="l">Name and address of employer</td><td>Adriatic Gate Container Terminal d.d., Brajdica bb, 51000 Rijeka (Croatia)</td></tr>
       <tr><td class="l">Type of business or sector</td><td>Maritime transport and port services</td></tr>
       <tr><td class="l">Dates</td><td>September 2015 → February 2018</td></tr>
       <tr><td class="l">Occupation or position held</td><td class="b">Freight forwarding assistant</td></tr>
       <tr><td class="l">Main activities and responsibilities</td><td>Sea and road freight bookings, customs documents, invoicing</td></tr>
       <tr><td class="l">Name and address of employer</td><td>Jadran Spedicija d.o.o., Slavonska avenija 52, 10000 Zagreb (Croatia)</td></tr>
       <tr><td class="l">Type of business or sector</td><td>Freight forwarding</td></tr>
       <tr class="sec"><td class="l">Education and training</td><td></td></tr>
       <tr><td class="l">Dates</td><td>2011 → 2015</td></tr>
       <tr><td class="l">Title of qualification awarded</td><td class="b">Bachelor of Economics (univ. bacc. oec.)</td></tr>
       <tr><td class="l">Name and type of organisation providing education and training</td><td>Faculty of Economics and Business, University of Zagreb</td></tr>
       </table>
       <div class="foot"><span>Page 1 / 2 - Curriculum vitae of<br>Kovačević Ivana</span><span>For more information on Europass go to http://europass.cedefop.europa.eu<br>© European Union, 2004-2010 24082010</span></div></div>
       <div class="page"><table>
       <tr class="sec"><td class="l">Personal skills and competences</td><td></td></tr>
       <tr><td class="l">Mother tongue(s)</td><td class="b">Croatian</td></tr>
       <tr><td class="l">Other language(s)</td><td>English (C1 understanding, C1 speaking, C1 writing); Italian (B2 / B1 / B1); German (A2)</td></tr>
       <tr><td class="l">Organisational skills and competences</td><td>Shift coordination for a team of 12 planners; crisis planning during the 2021 Suez backlog</td></tr>
       <tr><td class="l">Computer skills and competences</td><td>Navis N4, SAP TM, Microsoft Excel (advanced), Power BI</td></tr>
       <tr><td class="l">Driving licence(s)</td><td>B</td></tr>
       <tr class="sec"><td class="l">Additional information</td><td></td></tr>
       <tr><td class="l"></td><td>References available on request</td></tr>
       </table>
       <div class="foot"><span>Page 2 / 2 - Curriculum vitae of<br>Kovačević Ivana</span><span>For more information on Europass go to http://europass.cedefop.europa.eu<br>© European Union, 2004-2010 24082010</span></div></div>`,
      'en',
      'Europass CV',
    ),
  },
  {
    // A Hebrew resume laid out right to left: the name in Hebrew with its Latin form under it, a contact line of
    // Hebrew labels with the mobile, e-mail and LinkedIn address in Latin letters, military service and languages.
    file: 'chromium-hebrew-rtl-cohen.pdf',
    truth: {
      first: 'Noa',
      last: 'Cohen',
      email: 'noa.cohen@example.co.il',
      phone: '054-555-0123',
      linkedin: 'https://www.linkedin.com/in/noa-cohen',
    },
    page: html(
      `body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #1d1d1d; } main { padding: 42pt 50pt; }
       h1 { font-size: 26pt; color: #123f6d; } .lat { font-family: 'Liberation Sans', sans-serif; font-size: 12pt; color: #555; margin: 2pt 0 6pt; }
       .role { font-size: 11pt; margin-bottom: 6pt; } .ct { border-top: 2px solid #123f6d; border-bottom: 1px solid #ccd; padding: 5pt 0; margin-bottom: 10pt; }
       .ct span { margin-left: 14pt; white-space: nowrap; } h2 { color: #123f6d; font-size: 11pt; text-transform: none; letter-spacing: 0; }
       h3 { font-size: 10pt; } .when { color: #777; font-size: 8.5pt; margin: 0 0 2pt; } ul { padding-left: 0; padding-right: 14pt; }`,
      `<main dir="rtl"><h1>נועה כהן</h1><p class="lat" dir="ltr" style="text-align: right">Noa Cohen</p>
       <p class="role">מפתחת Full Stack</p>
       <p class="ct"><span>נייד: 054-555-0123</span><span>דוא״ל: noa.cohen@example.co.il</span><span>לינקדאין: linkedin.com/in/noa-cohen</span><span>תל אביב</span></p>
       <h2>תמצית</h2><p>מפתחת Full Stack עם חמש שנות ניסיון ב-React, Node.js ו-PostgreSQL, עם אהבה למוצרים שמשתמשים בהם באמת.</p>
       <h2>ניסיון תעסוקתי</h2>
       <h3>מפתחת Full Stack בכירה, גלבוע תשלומים בע״מ, תל אביב</h3><p class="when">2022 – היום</p>
       <ul><li>הובלת מעבר של מערכת החיוב ל-TypeScript ולבדיקות אוטומטיות, ירידה של 60% בתקלות ייצור.</li>
       <li>פיתוח לוח בקרה לסוחרים שמשמש 12,000 עסקים.</li></ul>
       <h3>מפתחת Full Stack, סטארט-אפ ירוק, חיפה</h3><p class="when">2019 – 2022</p>
       <ul><li>בניית ממשק API לניהול צי רכבים חשמליים (Node.js, Redis).</li></ul>
       <h2>שירות צבאי</h2><p>2014 – 2016: מדריכת מחשבים, חיל התקשוב</p>
       <h2>השכלה</h2><p>2016 – 2019: B.Sc. במדעי המחשב, אוניברסיטת חיפה</p>
       <h2>שפות</h2><p>עברית – שפת אם; אנגלית – רמה גבוהה מאוד; רוסית – טובה</p></main>`,
      'he',
    ),
  },
  {
    // A French chemist's two-page academic CV: the phone in dotted pairs, an ORCID iD in the contact block, a footer
    // with her name on both pages, publications, and two referees (e-mails and phones) on page 2. No LinkedIn.
    file: 'chromium-academic-2page-lefevre.pdf',
    truth: {
      first: 'Camille',
      last: 'Lefèvre',
      email: 'camille.lefevre@example.fr',
      phone: '06.12.55.01.47',
      linkedin: null,
    },
    page: html(
      `${PAGE_CSS} body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; color: #111; } .page { padding: 22mm 22mm 0; }
       h1 { font-size: 22pt; font-weight: normal; letter-spacing: 0.02em; } .sub { font-style: italic; margin: 2pt 0 8pt; }
       .ct { font-size: 9.5pt; line-height: 1.45; margin-bottom: 6pt; } h2 { font-size: 11pt; border-bottom: 0.8px solid #444; letter-spacing: 0.08em; margin-top: 12pt; }
       .y { display: grid; grid-template-columns: 70pt 1fr; gap: 8pt; margin: 3pt 0; } .pub { margin: 3pt 0 3pt 16pt; text-indent: -16pt; font-size: 9.8pt; }
       .foot { position: absolute; bottom: 10mm; left: 22mm; right: 22mm; border-top: 0.5px solid #999; padding-top: 3pt; font-size: 8pt; color: #555; display: flex; justify-content: space-between; }`,
      `<div class="page"><h1>Camille Lefèvre</h1><p class="sub">Docteure en chimie — postdoctoral researcher in electrocatalysis</p>
       <div class="ct">Institut de Chimie de Lyon, 14 rue des Lilas, 69003 Lyon, France<br>Tél. 06.12.55.01.47 · camille.lefevre@example.fr<br>ORCID 0000-0002-1825-0097 · born 1993, French</div>
       <h2>POSITIONS</h2>
       <div class="y"><span>2022 – now</span><span>Postdoctoral researcher, Laboratoire de Chimie, ENS de Lyon (CNRS UMR 5182). Nickel-iron catalysts for alkaline water electrolysis.</span></div>
       <div class="y"><span>2021 – 2022</span><span>Visiting researcher, Department of Chemistry, University of Bristol (UK).</span></div>
       <h2>EDUCATION</h2>
       <div class="y"><span>2018 – 2021</span><span>PhD in chemistry, Université Claude Bernard Lyon 1. Thesis: <i>Oxygen evolution on layered double hydroxides: operando Raman studies</i>. Supervisor: Pr. Jean-Marc Dufour.</span></div>
       <div class="y"><span>2016 – 2018</span><span>Master Chimie, parcours Catalyse, Université Claude Bernard Lyon 1 (mention très bien).</span></div>
       <div class="y"><span>2013 – 2016</span><span>Licence de Chimie, Université de Rennes 1.</span></div>
       <h2>GRANTS AND AWARDS</h2>
       <div class="y"><span>2023</span><span>Young researcher grant, Fondation pour la Chimie (€ 35,000).</span></div>
       <div class="y"><span>2021</span><span>Best thesis prize, Division de Catalyse, Société Chimique de France.</span></div>
       <h2>TEACHING</h2>
       <div class="y"><span>2018 – 2021</span><span>64 h a year of physical chemistry labs (L2, L3), Lyon 1.</span></div>
       <div class="foot"><span>Camille Lefèvre — Curriculum vitae</span><span>1/2</span></div></div>
       <div class="page"><h2 style="margin-top: 0">SELECTED PUBLICATIONS (11 in total, h-index 7)</h2>
       <p class="pub">1. <b>C. Lefèvre</b>, A. Moreau, J.-M. Dufour. Operando Raman evidence of Fe-site activation in NiFe-LDH. <i>ACS Catal.</i> 2023, 13, 4410–4421.</p>
       <p class="pub">2. <b>C. Lefèvre</b>, T. Nguyen, R. Hughes. Electrolyte effects on OER kinetics in alkaline media. <i>J. Phys. Chem. C</i> 2022, 126, 9012–9020.</p>
       <p class="pub">3. A. Moreau, <b>C. Lefèvre</b>, J.-M. Dufour. Scalable synthesis of layered double hydroxides. <i>ChemCatChem</i> 2021, 13, 2288–2295.</p>
       <h2>CONFERENCES</h2>
       <div class="y"><span>2023</span><span>Oral talk, International Conference on Electrocatalysis, Aachen.</span></div>
       <div class="y"><span>2022</span><span>Poster, Journées de l'Électrochimie, Nantes.</span></div>
       <h2>SKILLS</h2><p>Operando Raman, RRDE, XPS, impedance spectroscopy, Python for data analysis. French (native), English (fluent), Spanish (intermediate).</p>
       <h2>REFERENCES</h2>
       <div class="y"><span></span><span><b>Pr. Jean-Marc Dufour</b>, Université Claude Bernard Lyon 1 — jean-marc.dufour@example.fr — +33 4 72 55 01 23</span></div>
       <div class="y"><span></span><span><b>Dr Rachel Hughes</b>, University of Bristol — r.hughes@example.ac.uk — +44 117 496 0512</span></div>
       <div class="foot"><span>Camille Lefèvre — Curriculum vitae</span><span>2/2</span></div></div>`,
      'en',
    ),
  },
  {
    // A New Zealand resume whose left sidebar starts with 'Referees' (two names with their mobiles and e-mails) and
    // skills; the candidate's name heads the main column and her own contact line sits at its foot.
    file: 'chromium-referees-sidebar-ngata.pdf',
    truth: {
      first: 'Aroha',
      last: 'Ngata',
      email: 'aroha.ngata@example.co.nz',
      phone: '021 555 0193',
      linkedin: 'https://www.linkedin.com/in/arohangata',
    },
    page: html(
      `${PAGE_CSS} body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #263238; } .page { display: flex; }
       aside { width: 62mm; background: #e3efe9; padding: 18mm 8mm; } aside h2 { color: #2e6b4f; font-size: 10pt; letter-spacing: 0.12em; margin: 0 0 6pt; }
       .ref { margin-bottom: 11pt; line-height: 1.4; } aside .sk { margin-top: 18pt; }
       main { flex: 1; padding: 18mm 14mm 12mm 12mm; display: flex; flex-direction: column; } h1 { font-size: 28pt; color: #2e6b4f; }
       .role { font-size: 12pt; margin: 3pt 0 14pt; color: #555; } main h2 { color: #2e6b4f; font-size: 10.5pt; letter-spacing: 0.12em; border-bottom: 1px solid #9cc3b0; }
       h3 { font-size: 10pt; margin-top: 8pt; } .when { color: #777; font-size: 8.5pt; margin: 0 0 2pt; }
       .me { margin-top: auto; border-top: 2px solid #2e6b4f; padding-top: 6pt; font-size: 10pt; }`,
      `<div class="page"><aside><h2>REFEREES</h2>
       <div class="ref"><b>Mere Tawhiri</b><br>Operations Manager<br>Kaitiaki Health Trust<br>021 555 0177<br>mere.tawhiri@example.co.nz</div>
       <div class="ref"><b>Grant Sullivan</b><br>Former Team Leader<br>Harbourside Property Group<br>027 555 0164<br>grant.sullivan@example.co.nz</div>
       <div class="sk"><h2>SKILLS</h2><ul><li>Tenancy management</li><li>Te reo Māori (conversational)</li><li>Xero &amp; Palace</li><li>Conflict resolution</li><li>Health &amp; safety reporting</li></ul></div>
       <div class="sk"><h2>EDUCATION</h2><p>Bachelor of Business Studies<br>Massey University, 2014 – 2017</p></div></aside>
       <main><h1>Aroha Ngata</h1><p class="role">Property Manager · Wellington</p>
       <h2>PROFILE</h2><p>Property manager with seven years across residential and community housing. Calm in a
       tenancy tribunal, firm on maintenance, and good with landlords who like spreadsheets.</p>
       <h2>EXPERIENCE</h2>
       <h3>Senior Property Manager — Kaitiaki Health Trust, Porirua</h3><p class="when">2021 – present</p>
       <ul><li>Portfolio of 140 community-housing units; arrears down from 6.2% to 1.9%.</li><li>Rolled out healthy-homes compliance checks across the portfolio.</li></ul>
       <h3>Property Manager — Harbourside Property Group, Wellington</h3><p class="when">2017 – 2021</p>
       <ul><li>Managed 95 residential properties for 60 owners; 98% occupancy.</li></ul>
       <div class="me"><b>Contact:</b> 021 555 0193 · aroha.ngata@example.co.nz · linkedin.com/in/arohangata · Newtown, Wellington 6021</div></main></div>`,
    ),
  },
  {
    // A resume from a free online builder: its watermark across the page, and the template's sample header (name,
    // title, e-mail, phone, LinkedIn) left in white under the coloured banner that now carries her own name; her
    // South African ID number beside her mobile.
    file: 'chromium-template-placeholder-mokoena.pdf',
    truth: {
      first: 'Thandiwe',
      last: 'Mokoena',
      email: 'thandiwe.mokoena@example.co.za',
      phone: '+27 82 555 0134',
      linkedin: 'https://www.linkedin.com/in/thandiwe-mokoena',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #2b2b2b; } .wrap { position: relative; }
       .ph { position: absolute; top: 18pt; left: 48pt; color: #ffffff; z-index: 0; font-size: 11pt; line-height: 1.4; }
       .ph b { font-size: 24pt; }
       .banner { position: relative; z-index: 1; background: #0f5e63; color: #fff; padding: 26pt 48pt 18pt; }
       .banner h1 { font-size: 28pt; } .banner p { margin: 3pt 0 0; color: #d3ecec; }
       .wm { position: fixed; top: 44%; left: -8%; width: 120%; text-align: center; transform: rotate(-32deg); font-size: 46pt; color: rgba(15,94,99,0.08); font-weight: bold; z-index: 2; }
       main { padding: 16pt 48pt; } h2 { color: #0f5e63; font-size: 10.5pt; border-bottom: 1.5px solid #0f5e63; } h3 { font-size: 10pt; margin-top: 8pt; }
       .when { color: #888; font-size: 8.5pt; margin: 0 0 2pt; } .det td { padding: 1pt 14pt 1pt 0; vertical-align: top; }`,
      `<div class="wrap"><div class="ph"><b>YOUR NAME</b><br>Professional Title<br>email@example.com | (123) 456-7890 | linkedin.com/in/yourname</div>
       <div class="banner"><h1>Thandiwe Mokoena</h1><p>Chartered Accountant (SA) · Audit &amp; Assurance</p></div></div>
       <div class="wm">CVBUILDER FREE · cvbuilder.example.com</div>
       <main><h2>PERSONAL DETAILS</h2><table class="det">
       <tr><td>Mobile:</td><td>+27 82 555 0134</td><td>ID No.:</td><td>9203150123088</td></tr>
       <tr><td>E-mail:</td><td>thandiwe.mokoena@example.co.za</td><td>Driver's licence:</td><td>Code B</td></tr>
       <tr><td>LinkedIn:</td><td>linkedin.com/in/thandiwe-mokoena</td><td>Location:</td><td>Sandton, Johannesburg</td></tr></table>
       <h2>PROFILE</h2><p>CA(SA) with six years in external audit of listed mining and retail groups, now leading
       engagements of up to 14 people.</p>
       <h2>EXPERIENCE</h2>
       <h3>Audit Manager — Mokgadi &amp; Partners Inc., Sandton</h3><p class="when">Mar 2021 – Present</p>
       <ul><li>Manages audits of two JSE-listed groups (combined revenue R38 bn).</li><li>Led the firm's first data-analytics journal-entry testing roll-out.</li></ul>
       <h3>Audit Trainee / Senior — Mokgadi &amp; Partners Inc., Pretoria</h3><p class="when">Jan 2017 – Feb 2021</p>
       <ul><li>Completed SAICA training contract; senior on platinum-mining and FMCG audits.</li></ul>
       <h2>EDUCATION</h2><p>Postgraduate Diploma in Accounting (CTA), University of Johannesburg, 2016<br>BCom Accounting, University of Pretoria, 2013 – 2015</p>
       <h2>LANGUAGES</h2><p>English, isiZulu, Sesotho, Afrikaans (basic)</p></main>`,
      'en',
      'Resume',
    ),
  },
  {
    // A Chinese graduate's resume in English headed 'ZHANG Wei' (family name first in capitals), the phone with the
    // country code in brackets, date of birth, WeChat ID and hometown in the contact block. No LinkedIn.
    file: 'chromium-china-family-first-zhang.pdf',
    truth: {
      first: 'Wei',
      last: 'Zhang',
      email: 'zhang.wei@example.cn',
      phone: '(+86) 139 5555 0123',
      linkedin: null,
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #222; } main { padding: 40pt 52pt; }
       header { display: flex; justify-content: space-between; border-bottom: 3px solid #a4161a; padding-bottom: 8pt; }
       h1 { font-size: 26pt; color: #a4161a; } .info { font-size: 9pt; line-height: 1.5; text-align: right; }
       h2 { color: #a4161a; font-size: 11pt; margin-top: 14pt; } .h { display: flex; justify-content: space-between; margin-top: 6pt; font-weight: bold; }`,
      `<main><header><div><h1>ZHANG Wei</h1><p>Data Analyst · Graduate 2024</p></div>
       <div class="info">Tel: (+86) 139 5555 0123<br>Email: zhang.wei@example.cn<br>WeChat: zhangwei_hz98<br>Date of Birth: 1998-07 · Hangzhou, Zhejiang</div></header>
       <h2>EDUCATION</h2>
       <div class="h"><span>Zhejiang University — M.Sc. Statistics</span><span>2021.09 – 2024.06</span></div><p>GPA 3.8/4.0 · First-class scholarship (2022)</p>
       <div class="h"><span>Nanjing University of Finance and Economics — B.Econ. Economic Statistics</span><span>2017.09 – 2021.06</span></div>
       <h2>INTERNSHIPS</h2>
       <div class="h"><span>Data Analyst Intern, Westlake E-Commerce Co., Ltd.</span><span>2023.06 – 2023.12</span></div>
       <ul><li>Built a churn model (XGBoost) for 2.6 million shop members; retention campaign lifted repurchase by 4.1%.</li>
       <li>Automated weekly GMV reports in SQL and Python, saving 6 analyst hours a week.</li></ul>
       <div class="h"><span>Research Assistant, ZJU Center for Data Science</span><span>2022.03 – 2023.05</span></div>
       <ul><li>Cleaned and linked 12 years of provincial hospital records for a health-economics study.</li></ul>
       <h2>SKILLS</h2><p>Python (pandas, scikit-learn), SQL (Hive, MySQL), R, Tableau · CET-6 (612), IELTS 7.0 · Mandarin (native), English (fluent)</p>
       <h2>AWARDS</h2><p>Second Prize, China Mathematical Contest in Modeling (2019)</p></main>`,
    ),
  },
  {
    // A rirekisho-style form grid written in English: title and 'as of' date, a grid with Name, date of birth with age,
    // sex, address with its postcode, phone and e-mail beside a photo box, then year/month history tables.
    file: 'chromium-rirekisho-english-sato.pdf',
    truth: {
      first: 'Haruto',
      last: 'Sato',
      email: 'haruto.sato@example.jp',
      phone: '090-5555-0123',
      linkedin: null,
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #000; } main { padding: 34pt 42pt; }
       .top { display: flex; justify-content: space-between; align-items: flex-end; margin-bottom: 6pt; } .top h1 { font-size: 20pt; letter-spacing: 0.3em; font-weight: normal; }
       table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #000; padding: 3pt 5pt; vertical-align: top; }
       th { font-weight: normal; background: #f3f3f3; text-align: center; } .lbl { width: 78pt; font-size: 8.5pt; color: #333; }
       .name { font-size: 18pt; letter-spacing: 0.1em; } .photo { width: 84pt; text-align: center; } .photo img { width: 72pt; height: 96pt; display: block; margin: 2pt auto; }
       .hist td:first-child, .hist td:nth-child(2) { width: 40pt; text-align: center; } .gap { height: 10pt; }`,
      `<main><div class="top"><h1>RESUME (Rirekisho)</h1><span>As of April 1, 2025</span></div>
       <table><tr><td class="lbl">Name</td><td class="name">SATO Haruto</td><td class="photo" rowspan="4"><img src="${PHOTO_URI}" alt=""></td></tr>
       <tr><td class="lbl">Date of birth</td><td>May 12, 1999 (age 25) &nbsp;&nbsp;&nbsp; Sex: Male</td></tr>
       <tr><td class="lbl">Address</td><td>Postcode 160-0023<br>3-14-2 Nishi-Shinjuku, Shinjuku-ku, Tokyo</td></tr>
       <tr><td class="lbl">Nearest station</td><td>Tocho-mae (Toei Oedo Line)</td></tr>
       <tr><td class="lbl">Phone</td><td colspan="2">090-5555-0123</td></tr>
       <tr><td class="lbl">E-mail</td><td colspan="2">haruto.sato@example.jp</td></tr>
       <tr><td class="lbl">Contact (if different)</td><td colspan="2">Same as above</td></tr></table>
       <div class="gap"></div>
       <table class="hist"><tr><th>Year</th><th>Month</th><th>Education / Employment history</th></tr>
       <tr><td></td><td></td><td style="text-align: center">Education</td></tr>
       <tr><td>2015</td><td>4</td><td>Entered Tokyo Metropolitan Nishi High School</td></tr>
       <tr><td>2018</td><td>3</td><td>Graduated from Tokyo Metropolitan Nishi High School</td></tr>
       <tr><td>2018</td><td>4</td><td>Entered Waseda University, School of Fundamental Science and Engineering</td></tr>
       <tr><td>2022</td><td>3</td><td>Graduated from Waseda University (B.Eng., Computer Science)</td></tr>
       <tr><td></td><td></td><td style="text-align: center">Employment</td></tr>
       <tr><td>2022</td><td>4</td><td>Joined Sakura Systems Co., Ltd. (systems integration, 1,200 employees)</td></tr>
       <tr><td></td><td></td><td>Backend developer on a regional bank's internet banking platform (Java, Spring, Oracle)</td></tr>
       <tr><td>2025</td><td>3</td><td>Currently employed</td></tr>
       <tr><td></td><td></td><td style="text-align: right">End</td></tr></table>
       <div class="gap"></div>
       <table class="hist"><tr><th>Year</th><th>Month</th><th>Licenses / Qualifications</th></tr>
       <tr><td>2021</td><td>10</td><td>Applied Information Technology Engineer Examination (IPA)</td></tr>
       <tr><td>2023</td><td>6</td><td>TOEIC Listening &amp; Reading 865</td></tr>
       <tr><td>2023</td><td>12</td><td>AWS Certified Solutions Architect – Associate</td></tr></table>
       <div class="gap"></div>
       <table><tr><th style="text-align: left">Motivation / Self-PR</th></tr><tr><td style="height: 60pt">I want to work on products used by people
       outside Japan. At Sakura Systems I rebuilt the batch transfer module and cut the nightly run from 5 hours to 70 minutes.
       I am studying English every morning and would like to join an international team in Tokyo.</td></tr>
       <tr><th style="text-align: left">Personal requests</th></tr><tr><td>Position: backend engineer. Work location: Tokyo. Other details as per your company's regulations.</td></tr></table></main>`,
      'ja',
    ),
  },
  {
    // A Kenyan resume: an experience entry carries her employer's address, main line and info@ e-mail; her own mobile,
    // e-mail and LinkedIn come only in the 'Contact details' block at the foot.
    file: 'chromium-company-mainline-kamau.pdf',
    truth: {
      first: 'Wanjiru',
      last: 'Kamau',
      email: 'wanjiru.kamau@example.co.ke',
      phone: '+254 712 555 012',
      linkedin: 'https://www.linkedin.com/in/wanjiru-kamau',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #222; } main { padding: 44pt 54pt; }
       h1 { font-size: 26pt; color: #5b2a86; } .role { font-size: 12pt; color: #666; margin: 2pt 0 12pt; }
       h2 { color: #5b2a86; font-size: 10.5pt; border-bottom: 1px solid #c9b3df; } h3 { font-size: 10.5pt; margin-top: 9pt; }
       .co { font-size: 9pt; color: #666; margin: 0 0 3pt; } .cd { margin-top: 14pt; background: #f4eefa; padding: 8pt 10pt; }`,
      `<main><h1>Wanjiru Kamau</h1><p class="role">Procurement &amp; Supply Chain Officer · Nairobi</p>
       <h2>PROFILE</h2><p>CIPS-qualified procurement officer with eight years in freight, manufacturing and NGO supply
       chains in East Africa. Strong on tenders, PPADA compliance and supplier audits.</p>
       <h2>EXPERIENCE</h2>
       <h3>Procurement Officer — Savannah Freight Ltd</h3>
       <p class="co">Mombasa Road, Nairobi · Main line: +254 20 555 0100 · info@savannahfreight.example.co.ke</p>
       <p class="co">June 2020 – present</p>
       <ul><li>Runs 60 tenders a year (KES 1.2 bn); supplier lead times down by 11 days.</li><li>Set up the vendor scorecard now used across the group.</li></ul>
       <h3>Assistant Procurement Officer — Uzima Health Alliance</h3>
       <p class="co">Upper Hill, Nairobi · +254 20 555 0188</p><p class="co">March 2016 – May 2020</p>
       <ul><li>Bought medical supplies for 34 clinics under USAID and Global Fund rules.</li></ul>
       <h2>EDUCATION</h2><p>BCom (Purchasing &amp; Supplies Management), Kenyatta University, 2011 – 2015<br>MCIPS, Chartered Institute of Procurement &amp; Supply, 2019</p>
       <h2>SKILLS</h2><p>SAP Ariba, IFMIS, contract negotiation, supplier audits, Excel (advanced) · English, Kiswahili, Gikuyu</p>
       <div class="cd"><b>Contact details</b><br>Mobile: +254 712 555 012 · Email: wanjiru.kamau@example.co.ke<br>LinkedIn: linkedin.com/in/wanjiru-kamau · Kilimani, Nairobi</div></main>`,
    ),
  },
  {
    // The new Europass CV layout: the name big, the personal lines with Europass's own labels ('Phone number:
    // (+39) 3475550198 (Mobile)', 'Email address:', 'LinkedIn:' with the full https address, 'Home:'), then blue
    // section headings over rules.
    file: 'chromium-europass-2020-bernardi.pdf',
    truth: {
      first: 'Giulia',
      last: 'Bernardi',
      email: 'giulia.bernardi@example.it',
      phone: '(+39) 3475550198',
      linkedin: 'https://www.linkedin.com/in/giulia-bernardi-7a1b2c',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #1c1c1c; } main { padding: 36pt 48pt; }
       header { display: flex; gap: 16pt; align-items: center; border-bottom: 1px solid #d0d7e6; padding-bottom: 10pt; }
       header img { width: 64pt; height: 80pt; } h1 { font-size: 21pt; color: #0b3f8c; font-weight: bold; }
       .pi { margin-top: 5pt; line-height: 1.55; font-size: 9pt; } .pi b { color: #0b3f8c; font-weight: bold; }
       h2 { color: #0b3f8c; font-size: 10.5pt; letter-spacing: 0.04em; border-bottom: 1px solid #0b3f8c; margin-top: 14pt; }
       .d { color: #666; font-size: 8.5pt; margin: 7pt 0 0; } h3 { font-size: 10pt; margin: 1pt 0; } .p { color: #555; font-size: 8.5pt; margin: 0 0 2pt; }`,
      `<main><header><img src="${PHOTO_WARM_URI}" alt=""><div><h1>Giulia Bernardi</h1><div class="pi">
       <b>Date of birth:</b> 05/11/1994 &nbsp;|&nbsp; <b>Nationality:</b> Italian &nbsp;|&nbsp; <b>Gender:</b> Female<br>
       <b>Phone number:</b> (+39) 3475550198 (Mobile) &nbsp;|&nbsp; <b>Email address:</b> giulia.bernardi@example.it<br>
       <b>LinkedIn:</b> https://www.linkedin.com/in/giulia-bernardi-7a1b2c<br>
       <b>Home:</b> Via Roma 12, 20121 Milan (Italy)</div></div></header>
       <h2>WORK EXPERIENCE</h2>
       <p class="d">01/2021 – CURRENT Milan, Italy</p><h3>FOOD SAFETY AND QUALITY MANAGER – PASTIFICIO LOMBARDO S.P.A.</h3>
       <p class="p">Manufacturing of food products</p>
       <ul><li>Own HACCP and BRCGS certification for two plants (180 employees); grade AA two years running.</li><li>Led the allergen-management project after a supplier recall.</li></ul>
       <p class="d">09/2018 – 12/2020 Parma, Italy</p><h3>QUALITY ASSURANCE SPECIALIST – CASEIFICIO VALPADANA SOC. COOP.</h3>
       <ul><li>Supplier audits and lab release of Parmigiano Reggiano PDO lots.</li></ul>
       <h2>EDUCATION AND TRAINING</h2>
       <p class="d">10/2016 – 07/2018 Parma, Italy</p><h3>MASTER'S DEGREE IN FOOD SCIENCE AND TECHNOLOGY – University of Parma</h3><p class="p">Final grade: 110/110 cum laude</p>
       <p class="d">10/2013 – 07/2016 Milan, Italy</p><h3>BACHELOR'S DEGREE IN FOOD TECHNOLOGY – University of Milan</h3>
       <h2>LANGUAGE SKILLS</h2><p>Mother tongue(s): <b>ITALIAN</b> · Other language(s): ENGLISH C1, FRENCH B2, SPANISH A2</p>
       <h2>DIGITAL SKILLS</h2><p>SAP QM · Minitab · Microsoft Office · LIMS</p>
       <h2>DRIVING LICENCE</h2><p>Driving Licence: B</p></main>`,
      'en',
      'Europass CV',
    ),
  },
];

// ---------- DOCX (the docx package) ----------

/** A paragraph of one run. */
const para = (text: string, run: Record<string, unknown> = {}, options: Record<string, unknown> = {}) =>
  new Paragraph({ ...options, children: [new TextRun({ text, ...run })] });
/** A heading as Word users make them: bold, coloured, with space above. */
const head = (text: string, color = '1F3864', size = 24) =>
  new Paragraph({ spacing: { before: 240, after: 80 }, children: [new TextRun({ text, bold: true, color, size })] });
const bullet = (text: string) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] });
/** A label, a tab and a value, the labels lined up at `at` twips. */
const tabbed = (label: string, value: string, at = 2800) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: at }],
    spacing: { after: 40 },
    children: [new TextRun({ children: [label, new Tab(), value] })],
  });
const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};
/** A cell of a form grid: its text (lines), width in twips, and optional spans and shading for labels. */
const cell = (
  lines: string | string[],
  width: number,
  options: {
    label?: boolean;
    rowSpan?: number;
    columnSpan?: number;
    size?: number;
    font?: string;
    center?: boolean;
  } = {},
) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    rowSpan: options.rowSpan,
    columnSpan: options.columnSpan,
    verticalAlign: VerticalAlign.CENTER,
    shading: options.label ? { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2F2' } : undefined,
    children: (Array.isArray(lines) ? lines : [lines]).map(
      (line) =>
        new Paragraph({
          alignment: options.center || options.label ? AlignmentType.CENTER : AlignmentType.LEFT,
          children: [new TextRun({ text: line, size: options.size, font: options.font })],
        }),
    ),
  });
const photoCell = (rowSpan: number, width: number, columnSpan?: number) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    rowSpan,
    columnSpan,
    verticalAlign: VerticalAlign.CENTER,
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new ImageRun({ type: 'png', data: PHOTO, transformation: { width: 90, height: 113 } })],
      }),
    ],
  });
const link = (text: string, href: string) =>
  new ExternalHyperlink({ link: href, children: [new TextRun({ text, style: 'Hyperlink' })] });

const docxs: DocxFixture[] = [
  {
    // A Filipino nurse's two-page resume whose phone, e-mail and LinkedIn sit only in the page header (repeated on
    // both pages); the body opens with the name and has a PRC licence number and a hospital trunk line.
    file: 'docx-header-contacts-dela-cruz.docx',
    truth: {
      first: 'Maria Cristina',
      last: 'Dela Cruz',
      email: 'mcdelacruz@example.com.ph',
      phone: '+63 917 555 0123',
      linkedin: 'https://www.linkedin.com/in/mcdelacruz',
    },
    doc: () =>
      new Document({
        creator: 'Maria Cristina Dela Cruz',
        title: 'Resume - Dela Cruz',
        styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  para(
                    '+63 917 555 0123  |  mcdelacruz@example.com.ph  |  linkedin.com/in/mcdelacruz',
                    { size: 18, color: '595959' },
                    { alignment: AlignmentType.RIGHT },
                  ),
                  para(
                    'Quezon City, Metro Manila, Philippines',
                    { size: 18, color: '595959' },
                    { alignment: AlignmentType.RIGHT },
                  ),
                ],
              }),
            },
            children: [
              para('Maria Cristina Dela Cruz', { size: 44, bold: true, color: '1F4E79' }),
              para('Registered Nurse, BSN · Critical Care', { size: 24, color: '2E75B6' }, { spacing: { after: 200 } }),
              head('PROFESSIONAL SUMMARY', '1F4E79'),
              para(
                'Registered nurse with eight years in adult intensive care at a 600-bed tertiary hospital. BLS, ACLS and IV-therapy certified; preparing for the NCLEX-RN and open to deployment to the Middle East or the UK.',
              ),
              head('WORK EXPERIENCE', '1F4E79'),
              para('Senior Staff Nurse, Medical ICU', { bold: true }),
              para('St. Lorenzo Medical Center, Quezon City (trunk line (02) 8555 0100) · June 2019 – present', {
                italics: true,
                color: '595959',
              }),
              bullet('Primary nurse for 2–3 ventilated patients per shift in a 24-bed ICU.'),
              bullet('Charge nurse on night shifts for a team of 9; trained 30 new graduates on the sepsis bundle.'),
              bullet('Member of the hospital rapid-response team and the infection-control committee.'),
              para('Staff Nurse, Emergency Department', { bold: true }, { spacing: { before: 160 } }),
              para('Bayanihan General Hospital, Marikina City · May 2016 – May 2019', {
                italics: true,
                color: '595959',
              }),
              bullet('Triage of up to 180 patients a day; assisted in resuscitation and trauma cases.'),
              bullet('Kept medication error reports at zero for three consecutive audits.'),
              head('EDUCATION', '1F4E79'),
              para('Bachelor of Science in Nursing', { bold: true }),
              para('University of Santo Tomas, Manila · 2011 – 2015 · Cum Laude'),
              new Paragraph({ children: [new PageBreak()] }),
              head('LICENSES AND CERTIFICATIONS', '1F4E79'),
              bullet('Philippine Nurse Licensure (PRC License No. 0654321), valid until 2027'),
              bullet(
                'Basic Life Support and Advanced Cardiovascular Life Support (Philippine Heart Association), 2024',
              ),
              bullet('IV Therapy Training (ANSAP), 2017'),
              bullet('Critical Care Nursing Course (PCCN), 2020'),
              head('SKILLS', '1F4E79'),
              para(
                'Mechanical ventilation · Arterial lines and CVP monitoring · Electronic health records (HIS) · Patient and family education · Filipino, English',
              ),
              head('SEMINARS', '1F4E79'),
              bullet('Philippine Society of Critical Care Medicine Annual Convention, 2023'),
              bullet('Wound Care Management Seminar, 2022'),
              head('CHARACTER REFERENCES', '1F4E79'),
              para('Available upon request.'),
            ],
          },
        ],
      }),
  },
  {
    // A Swedish CV whose phone, e-mail and LinkedIn are only in the page footer (with the name again); the body has
    // the name as its heading and no contact details.
    file: 'docx-footer-contacts-akesson.docx',
    truth: {
      first: 'Linnéa',
      last: 'Åkesson',
      email: 'linnea.akesson@example.se',
      phone: '070-174 06 42',
      linkedin: 'https://www.linkedin.com/in/linnea-akesson',
    },
    doc: () =>
      new Document({
        creator: 'Linnéa Åkesson',
        title: 'CV Linnéa Åkesson',
        styles: { default: { document: { run: { font: 'Calibri Light', size: 22 } } } },
        sections: [
          {
            footers: {
              default: new Footer({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.CENTER,
                    border: { top: { style: BorderStyle.SINGLE, size: 6, color: '9BBB59', space: 4 } },
                    children: [
                      new TextRun({
                        text: 'Linnéa Åkesson  •  Telefon 070-174 06 42  •  linnea.akesson@example.se  •  linkedin.com/in/linnea-akesson',
                        size: 17,
                        color: '4F6228',
                      }),
                    ],
                  }),
                ],
              }),
            },
            children: [
              para('Linnéa Åkesson', { size: 52, color: '4F6228' }),
              para('UX-designer  |  Göteborg', { size: 26, color: '7F7F7F' }, { spacing: { after: 240 } }),
              head('Profil', '4F6228'),
              para(
                'UX-designer med sju års erfarenhet av tjänster inom kollektivtrafik och offentlig sektor. Jag leder användarstudier, skissar i Figma och arbetar nära utvecklare hela vägen till produktion.',
              ),
              head('Erfarenhet', '4F6228'),
              para('Senior UX-designer, Västkustens Trafikdata AB, Göteborg', { bold: true }),
              para('2021 – nu', { italics: true, color: '7F7F7F' }),
              bullet('Ansvarig för reseplaneraren i appen med 1,4 miljoner användare i månaden.'),
              bullet('Införde tillgänglighetsgranskning enligt WCAG 2.1 i alla sprintar.'),
              para('UX-designer, Kommunförbundet Väst', { bold: true }, { spacing: { before: 160 } }),
              para('2017 – 2021', { italics: true, color: '7F7F7F' }),
              bullet('Gjorde om e-tjänsterna för bygglov och förskoleplats tillsammans med sex kommuner.'),
              head('Utbildning', '4F6228'),
              para('Kandidatexamen i interaktionsdesign, Chalmers tekniska högskola, 2014 – 2017'),
              head('Kompetenser', '4F6228'),
              para('Figma, användartester, tjänstedesign, designsystem, tillgänglighet, workshopledning'),
              head('Språk', '4F6228'),
              para('Svenska (modersmål), engelska (flytande), tyska (grundläggande)'),
            ],
          },
        ],
      }),
  },
  {
    // A Nigerian engineer's resume with the contact details in a floating text box at the top right (as Word users
    // draw one), the LinkedIn address as a link inside it; the name as a big first paragraph beside it.
    file: 'docx-textbox-contacts-eze.docx',
    truth: {
      first: 'Chukwuemeka',
      last: 'Eze',
      email: 'c.eze@example.com.ng',
      phone: '+234 803 555 0123',
      linkedin: 'https://www.linkedin.com/in/chukwuemeka-eze',
    },
    doc: () =>
      new Document({
        creator: 'Emeka Eze',
        styles: { default: { document: { run: { font: 'Cambria', size: 22 } } } },
        sections: [
          {
            children: [
              new Textbox({
                style: {
                  position: 'absolute',
                  marginLeft: '4.3in',
                  marginTop: '0in',
                  width: '2.2in',
                  height: '1.25in',
                  positionHorizontalRelative: 'margin',
                  positionVerticalRelative: 'margin',
                  wrapStyle: 'square',
                },
                children: [
                  para('CONTACT', { bold: true, color: '006400', size: 20 }),
                  para('+234 803 555 0123', { size: 19 }),
                  para('c.eze@example.com.ng', { size: 19 }),
                  new Paragraph({
                    children: [link('linkedin.com/in/chukwuemeka-eze', 'https://www.linkedin.com/in/chukwuemeka-eze')],
                  }),
                  para('Lekki Phase 1, Lagos', { size: 19 }),
                ],
              }),
              para('Chukwuemeka Eze', { size: 48, bold: true, color: '006400' }),
              para('Process Engineer, COREN registered', { size: 24, italics: true }, { spacing: { after: 480 } }),
              head('PROFILE', '006400'),
              para(
                'Chemical engineer with nine years in cement and gas processing plants. I keep kilns and compressors running and budgets honest.',
              ),
              head('EXPERIENCE', '006400'),
              para('Senior Process Engineer — Zenith Cement Plc, Ewekoro, Ogun State', { bold: true }),
              para('January 2020 – Present', { italics: true }),
              bullet('Raised clinker output of Line 2 by 7% through burner and cooler tuning.'),
              bullet('Cut specific heat consumption from 3,550 to 3,310 kJ/kg with a coal-mill revamp.'),
              para(
                'Process Engineer — Delta Gas Processing Company, Warri',
                { bold: true },
                { spacing: { before: 160 } },
              ),
              para('March 2015 – December 2019', { italics: true }),
              bullet('Ran HYSYS models for dew-point control; supported two turnarounds.'),
              head('EDUCATION', '006400'),
              para('B.Eng. Chemical Engineering, University of Nigeria, Nsukka — Second Class Upper, 2013'),
              para('M.Sc. Process Systems Engineering, University of Lagos, 2019'),
              head('CERTIFICATIONS & MEMBERSHIP', '006400'),
              bullet('COREN registered engineer (R.28815)'),
              bullet('Member, Nigerian Society of Chemical Engineers'),
              bullet('NEBOSH International General Certificate, 2021'),
            ],
          },
        ],
      }),
  },
  {
    // A Swiss German CV: the name and title across the page, then a continuous section in two columns with the
    // career on the left and, after a column break, 'Kontakt' and 'Persönliches' (date of birth, AHV number) on the
    // right.
    file: 'docx-two-column-brunner.docx',
    truth: {
      first: 'Nadine',
      last: 'Brunner',
      email: 'nadine.brunner@example.ch',
      phone: '+41 (0)79 555 01 23',
      linkedin: 'https://www.linkedin.com/in/nadine-brunner',
    },
    doc: () =>
      new Document({
        creator: 'Nadine Brunner',
        title: 'Lebenslauf',
        styles: { default: { document: { run: { font: 'Arial', size: 20 } } } },
        sections: [
          {
            children: [
              para('Nadine Brunner', { size: 48, bold: true, color: 'C00000' }),
              para(
                'Projektleiterin Hochbau, dipl. Bauingenieurin FH',
                { size: 24, color: '404040' },
                { spacing: { after: 240 } },
              ),
            ],
          },
          {
            properties: { type: SectionType.CONTINUOUS, column: { count: 2, space: 567, equalWidth: true } },
            children: [
              head('Berufserfahrung', 'C00000', 22),
              para('Projektleiterin Hochbau', { bold: true }),
              para('Implenia-Partner Bau AG, Zürich · 2019 – heute', { italics: true, color: '595959' }),
              bullet('Gesamtverantwortung für Wohnüberbauungen bis CHF 48 Mio.'),
              bullet('Führung von 6 Bauleitern und Koordination von 40 Unternehmern.'),
              para('Bauleiterin', { bold: true }, { spacing: { before: 120 } }),
              para('Frutiger Baumanagement GmbH, Winterthur · 2015 – 2019', { italics: true, color: '595959' }),
              bullet('Ausführung von Schulhaus- und Spitalbauten nach SIA 118.'),
              head('Ausbildung', 'C00000', 22),
              para('BSc Bauingenieurwesen, ZHAW Winterthur, 2012 – 2015'),
              para('CAS Projektmanagement Bau, FHNW, 2020'),
              para('Lehre als Zeichnerin EFZ Fachrichtung Architektur, 2008 – 2012'),
              new Paragraph({ children: [new ColumnBreak()] }),
              head('Kontakt', 'C00000', 22),
              para('Seestrasse 41, 8002 Zürich'),
              para('Mobile +41 (0)79 555 01 23'),
              para('nadine.brunner@example.ch'),
              para('linkedin.com/in/nadine-brunner'),
              head('Persönliches', 'C00000', 22),
              tabbed('Geburtsdatum', '03.08.1991', 1700),
              tabbed('AHV-Nr.', '756.1234.5678.97', 1700),
              tabbed('Zivilstand', 'ledig', 1700),
              tabbed('Nationalität', 'Schweiz', 1700),
              head('Sprachen', 'C00000', 22),
              para('Deutsch (Muttersprache), Französisch (B2), Englisch (B2), Italienisch (A2)'),
              head('IT', 'C00000', 22),
              para('MS Project, Messerli BAUAD, ArchiCAD (Viewer), SAP PS'),
            ],
          },
        ],
      }),
  },
  {
    // An Egyptian engineer's resume laid out in a borderless table: name, his name in Arabic (a right-to-left run) and
    // his title on the left; city, mobile, e-mail and LinkedIn right-aligned on the right.
    file: 'docx-layout-table-mahmoud.docx',
    truth: {
      first: 'Youssef',
      last: 'Mahmoud',
      email: 'youssef.mahmoud@example.com.eg',
      phone: '+20 100 555 0123',
      linkedin: 'https://www.linkedin.com/in/youssef-mahmoud-eng',
    },
    doc: () =>
      new Document({
        creator: 'Youssef Mahmoud',
        styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
        sections: [
          {
            children: [
              new Table({
                width: { size: 9600, type: WidthType.DXA },
                columnWidths: [5600, 4000],
                borders: NO_BORDERS,
                rows: [
                  new TableRow({
                    children: [
                      new TableCell({
                        width: { size: 5600, type: WidthType.DXA },
                        children: [
                          para('Youssef Mahmoud', { size: 44, bold: true, color: '0B5394' }),
                          new Paragraph({
                            bidirectional: true,
                            children: [
                              new TextRun({
                                text: 'يوسف محمود',
                                rightToLeft: true,
                                size: 30,
                                font: 'Arial',
                                color: '0B5394',
                              }),
                            ],
                          }),
                          para('Mechanical Engineer — HVAC & MEP', { size: 22, color: '666666' }),
                        ],
                      }),
                      new TableCell({
                        width: { size: 4000, type: WidthType.DXA },
                        children: [
                          para('New Cairo, Egypt', { size: 19 }, { alignment: AlignmentType.RIGHT }),
                          para('+20 100 555 0123', { size: 19 }, { alignment: AlignmentType.RIGHT }),
                          para('youssef.mahmoud@example.com.eg', { size: 19 }, { alignment: AlignmentType.RIGHT }),
                          para('linkedin.com/in/youssef-mahmoud-eng', { size: 19 }, { alignment: AlignmentType.RIGHT }),
                        ],
                      }),
                    ],
                  }),
                ],
              }),
              head('Summary', '0B5394'),
              para(
                'Mechanical engineer with seven years of HVAC design and site supervision on hospitals, malls and data centres in Egypt and Saudi Arabia. Member of the Egyptian Engineers Syndicate.',
              ),
              head('Experience', '0B5394'),
              para('Senior MEP Engineer — Pyramid Consulting Engineers, Cairo', { bold: true }),
              para('September 2021 – Present', { italics: true, color: '666666' }),
              bullet(
                'Lead HVAC designer for a 400-bed hospital in New Administrative Capital (chilled-water plant 4,200 TR).',
              ),
              bullet('Reviewed shop drawings and commissioning for a Tier III data centre.'),
              para(
                'HVAC Site Engineer — Red Sea MEP Contracting, Riyadh',
                { bold: true },
                { spacing: { before: 160 } },
              ),
              para('June 2017 – August 2021', { italics: true, color: '666666' }),
              bullet('Supervised installation on two shopping malls; managed 25 technicians.'),
              head('Education', '0B5394'),
              para('B.Sc. Mechanical Power Engineering, Cairo University, 2012 – 2017 (Very Good with Honours)'),
              head('Skills', '0B5394'),
              para('HAP, Revit MEP, AutoCAD, ASHRAE 62.1/90.1, NFPA 13, commissioning'),
              head('Languages', '0B5394'),
              new Paragraph({
                children: [
                  new TextRun('Arabic ('),
                  new TextRun({ text: 'العربية', rightToLeft: true, font: 'Arial' }),
                  new TextRun(') — native; English — fluent; German — A2'),
                ],
              }),
            ],
          },
        ],
      }),
  },
  {
    // A Spanish CV whose 'Datos personales' are label, tab, value: the address, the DNI just above 'Teléfono:', the
    // date of birth below it, the e-mail and LinkedIn; the dates in the experience right-aligned with a tab.
    file: 'docx-tab-labels-martin-serrano.docx',
    truth: {
      first: 'Lucía',
      last: 'Martín Serrano',
      email: 'lucia.martin.serrano@example.es',
      phone: '+34 655 501 234',
      linkedin: 'https://www.linkedin.com/in/lucia-martin-serrano',
    },
    doc: () => {
      const dated = (what: string, when: string) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
          spacing: { before: 120 },
          children: [new TextRun({ bold: true, children: [what, new Tab(), when] })],
        });
      return new Document({
        creator: 'Lucía',
        title: 'Curriculum Vitae',
        styles: { default: { document: { run: { font: 'Times New Roman', size: 23 } } } },
        sections: [
          {
            children: [
              para('Lucía Martín Serrano', { size: 40, bold: true }, { alignment: AlignmentType.CENTER }),
              para(
                'Ingeniera de Caminos, Canales y Puertos',
                { size: 24, italics: true },
                { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
              ),
              head('DATOS PERSONALES', '000000', 23),
              tabbed('Dirección:', 'Calle de Alcalá 128, 3.º B, 28009 Madrid'),
              tabbed('DNI:', '12345678Z'),
              tabbed('Teléfono:', '+34 655 501 234'),
              tabbed('Fecha de nacimiento:', '17/02/1993'),
              tabbed('Correo electrónico:', 'lucia.martin.serrano@example.es'),
              tabbed('LinkedIn:', 'linkedin.com/in/lucia-martin-serrano'),
              tabbed('Carné de conducir:', 'B, vehículo propio'),
              head('EXPERIENCIA PROFESIONAL', '000000', 23),
              dated('Jefa de obra — Ibérica de Infraestructuras S.A., Madrid', '2020 – actualidad'),
              bullet('Duplicación de calzada de 14 km en la A-5 (presupuesto 62 M€), equipo de 11 técnicos.'),
              bullet('Planificación con Primavera P6 y certificaciones mensuales a la Administración.'),
              dated('Ingeniera de proyectos — Estudio Técnico Guadarrama S.L., Madrid', '2017 – 2020'),
              bullet('Proyectos de drenaje y firmes para carreteras autonómicas.'),
              head('FORMACIÓN ACADÉMICA', '000000', 23),
              dated(
                'Máster en Ingeniería de Caminos, Canales y Puertos — Universidad Politécnica de Madrid',
                '2015 – 2017',
              ),
              dated('Grado en Ingeniería Civil — Universidad Politécnica de Madrid', '2011 – 2015'),
              head('IDIOMAS', '000000', 23),
              para('Español (nativo), inglés (C1, Cambridge Advanced), francés (B1)'),
              head('INFORMÁTICA', '000000', 23),
              para('AutoCAD Civil 3D, Presto, Primavera P6, SAP2000, MS Project'),
            ],
          },
        ],
      });
    },
  },
  {
    // A Singapore resume headed 'TAN Wei Ling': a contact line with the mobile, then two links whose display text is
    // only 'Email me' and 'LinkedIn' (the addresses only in the link targets), then the district.
    file: 'docx-link-text-only-tan.docx',
    truth: {
      first: 'Wei Ling',
      last: 'Tan',
      email: 'weiling.tan@example.com.sg',
      phone: '+65 8555 0123',
      linkedin: 'https://www.linkedin.com/in/tan-wei-ling-sg',
    },
    doc: () =>
      new Document({
        creator: 'Tan Wei Ling',
        styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
        sections: [
          {
            children: [
              para('TAN Wei Ling', { size: 46, bold: true, color: '833C0B' }, { alignment: AlignmentType.CENTER }),
              para('Senior Accountant | ACCA', { size: 24, color: '7F7F7F' }, { alignment: AlignmentType.CENTER }),
              new Paragraph({
                alignment: AlignmentType.CENTER,
                spacing: { after: 240 },
                children: [
                  new TextRun('+65 8555 0123   ·   '),
                  link('Email me', 'mailto:weiling.tan@example.com.sg'),
                  new TextRun('   ·   '),
                  link('LinkedIn', 'https://www.linkedin.com/in/tan-wei-ling-sg'),
                  new TextRun('   ·   Tampines, Singapore'),
                ],
              }),
              head('PROFILE', '833C0B'),
              para(
                'ACCA member with seven years in group reporting and audit for regional trading companies. Comfortable with SFRS(I), multi-currency consolidations and tight month-end timelines.',
              ),
              head('EXPERIENCE', '833C0B'),
              para('Senior Accountant, Straits Harbour Trading Pte Ltd', { bold: true }),
              para('Apr 2021 – Present', { italics: true, color: '7F7F7F' }),
              bullet(
                'Consolidate 11 entities across Singapore, Malaysia and Vietnam; month-end close shortened from 12 to 7 days.',
              ),
              bullet('Lead the GST and transfer-pricing documentation with external advisers.'),
              para('Audit Senior, Lim & Partners PAC', { bold: true }, { spacing: { before: 160 } }),
              para('Aug 2017 – Mar 2021', { italics: true, color: '7F7F7F' }),
              bullet('Statutory audits of SMEs in logistics and F&B; supervised teams of 3–5 associates.'),
              head('EDUCATION', '833C0B'),
              para('Bachelor of Accountancy (Honours), Nanyang Technological University, 2013 – 2017'),
              head('SKILLS', '833C0B'),
              para('SAP S/4HANA, Xero, Power BI, advanced Excel · English, Mandarin, Hokkien'),
            ],
          },
        ],
      }),
  },
  {
    // A Portuguese designer's name set in a WordArt-like shape (a text shape with no fill or outline, big red letters
    // in a plain WordArt transform), the contact details in plain paragraphs under it.
    file: 'docx-wordart-name-tavares.docx',
    truth: {
      first: 'Inês',
      last: 'Tavares',
      email: 'ines.tavares@example.pt',
      phone: '+351 912 555 012',
      linkedin: 'https://www.linkedin.com/in/inestavares',
    },
    doc: () =>
      new Document({
        creator: 'Inês Tavares',
        title: 'CV',
        styles: { default: { document: { run: { font: 'Century Gothic', size: 20 } } } },
        sections: [
          {
            children: [
              new Paragraph({
                children: [
                  new ShapeRun({
                    type: 'rectangle',
                    transformation: { width: 560, height: 78 },
                    line: 'none',
                    textOptions: { warp: 'square', margins: { left: 0, right: 0, top: 0, bottom: 0 } },
                    children: [
                      new Paragraph({
                        children: [
                          new TextRun({ text: 'Inês Tavares', size: 72, bold: true, color: 'C0392B', font: 'Impact' }),
                        ],
                      }),
                    ],
                  }),
                ],
              }),
              para('Designer de Comunicação · Lisboa', { size: 24, color: '7F7F7F' }),
              para('Telemóvel: +351 912 555 012', {}, { spacing: { before: 120 } }),
              para('Email: ines.tavares@example.pt'),
              para('LinkedIn: www.linkedin.com/in/inestavares'),
              para('Portefólio: inestavares.example.net', {}, { spacing: { after: 200 } }),
              head('SOBRE MIM', 'C0392B', 22),
              para(
                'Designer de comunicação com seis anos de experiência em identidade visual, edição e sinalética para museus e marcas de turismo.',
              ),
              head('EXPERIÊNCIA', 'C0392B', 22),
              para('Designer Sénior — Atelier Azulejo, Lisboa (2021 – presente)', { bold: true }),
              bullet('Identidade e sinalética do Museu do Mar de Cascais; 14 exposições temporárias.'),
              bullet('Direção de arte da revista trimestral de uma rede de pousadas.'),
              para(
                'Designer Gráfica — Ribeira Estúdio, Porto (2018 – 2021)',
                { bold: true },
                { spacing: { before: 120 } },
              ),
              bullet('Rótulos e embalagens para produtores de vinho do Douro.'),
              head('FORMAÇÃO', 'C0392B', 22),
              para(
                'Licenciatura em Design de Comunicação, Faculdade de Belas-Artes da Universidade de Lisboa, 2014 – 2018',
              ),
              head('COMPETÊNCIAS', 'C0392B', 22),
              para(
                'InDesign, Illustrator, Photoshop, Figma, tipografia, pré-impressão · Português (nativo), inglês (C1), espanhol (B2)',
              ),
            ],
          },
        ],
      }),
  },
  {
    // A Japanese rirekisho (履歴書) grid: ふりがな and 氏名 (family name, a full-width space, given name), date of
    // birth with age, address with the postcode, a mobile and e-mail, a photo cell, then the year/month history.
    file: 'docx-rirekisho-yamada.docx',
    truth: { first: '花子', last: '山田', email: 'hanako.yamada@example.jp', phone: '080-5555-0178', linkedin: null },
    doc: () => {
      const JP = 'MS Mincho';
      const hist = (year: string, month: string, text: string) =>
        new TableRow({
          children: [
            cell(year, 1000, { center: true, font: JP }),
            cell(month, 700, { center: true, font: JP }),
            cell(text, 7900, { font: JP }),
          ],
        });
      const histHead = (title: string) =>
        new TableRow({
          children: [
            cell('年', 1000, { label: true, font: JP }),
            cell('月', 700, { label: true, font: JP }),
            cell(title, 7900, { label: true, font: JP }),
          ],
        });
      return new Document({
        creator: '山田 花子',
        title: '履歴書',
        styles: {
          default: { document: { run: { font: { ascii: 'Century', eastAsia: JP, hAnsi: 'Century' }, size: 21 } } },
        },
        sections: [
          {
            children: [
              new Paragraph({
                tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
                children: [
                  new TextRun({ text: '履　歴　書', size: 36, font: JP }),
                  new TextRun({ children: [new Tab(), '2025年 4月 1日現在'], font: JP }),
                ],
              }),
              new Table({
                width: { size: 9600, type: WidthType.DXA },
                columnWidths: [1500, 6100, 2000],
                rows: [
                  new TableRow({
                    children: [
                      cell('ふりがな', 1500, { label: true, font: JP, size: 16 }),
                      cell('やまだ　はなこ', 6100, { font: JP, size: 16 }),
                      photoCell(3, 2000),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('氏　　名', 1500, { label: true, font: JP }),
                      cell('山田　花子', 6100, { font: JP, size: 36 }),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('生年月日', 1500, { label: true, font: JP }),
                      cell('1998年 7月 15日生（満 26 歳）　　性別　女', 6100, { font: JP }),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('ふりがな', 1500, { label: true, font: JP, size: 16 }),
                      cell('とうきょうと しぶやく しぶや', 8100, { font: JP, size: 16, columnSpan: 2 }),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('現住所', 1500, { label: true, font: JP }),
                      cell(['〒150-0002', '東京都渋谷区渋谷2-21-1 ヒカリエハイツ 805号'], 8100, {
                        font: JP,
                        columnSpan: 2,
                      }),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('電話', 1500, { label: true, font: JP }),
                      cell('080-5555-0178', 8100, { font: JP, columnSpan: 2 }),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('E-mail', 1500, { label: true, font: JP }),
                      cell('hanako.yamada@example.jp', 8100, { font: JP, columnSpan: 2 }),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('連絡先', 1500, { label: true, font: JP }),
                      cell('同上（現住所以外に連絡を希望する場合のみ記入）', 8100, { font: JP, columnSpan: 2 }),
                    ],
                  }),
                ],
              }),
              new Paragraph({ text: '' }),
              new Table({
                width: { size: 9600, type: WidthType.DXA },
                columnWidths: [1000, 700, 7900],
                rows: [
                  histHead('学歴・職歴'),
                  hist('', '', '学　歴'),
                  hist('2014', '4', '東京都立青山高等学校 入学'),
                  hist('2017', '3', '東京都立青山高等学校 卒業'),
                  hist('2017', '4', '早稲田大学 商学部 入学'),
                  hist('2021', '3', '早稲田大学 商学部 卒業'),
                  hist('', '', '職　歴'),
                  hist('2021', '4', '株式会社みらい広告 入社（営業企画部 配属）'),
                  hist('', '', 'デジタル広告の運用・効果測定を担当（年間予算 3億円）'),
                  hist('2023', '10', '同社 マーケティング部 異動、主任に昇格'),
                  hist('', '', '現在に至る'),
                  hist('', '', '以上'),
                ],
              }),
              new Paragraph({ text: '' }),
              new Table({
                width: { size: 9600, type: WidthType.DXA },
                columnWidths: [1000, 700, 7900],
                rows: [
                  histHead('免許・資格'),
                  hist('2017', '8', '普通自動車第一種運転免許 取得'),
                  hist('2020', '1', 'TOEIC Listening & Reading Test 880点 取得'),
                  hist('2022', '6', 'Google 広告認定資格 取得'),
                ],
              }),
              new Paragraph({ text: '' }),
              new Table({
                width: { size: 9600, type: WidthType.DXA },
                columnWidths: [9600],
                rows: [
                  new TableRow({
                    children: [
                      cell('志望の動機、特技、好きな学科、アピールポイントなど', 9600, { label: true, font: JP }),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell(
                        [
                          'デジタル広告の運用で培ったデータ分析力を活かし、貴社の海外向けマーケティングに貢献したいと考え志望いたしました。',
                          '特技：書道（五段）',
                        ],
                        9600,
                        { font: JP },
                      ),
                    ],
                  }),
                  new TableRow({ children: [cell('本人希望記入欄', 9600, { label: true, font: JP })] }),
                  new TableRow({ children: [cell('貴社の規定に従います。', 9600, { font: JP })] }),
                ],
              }),
            ],
          },
        ],
      });
    },
  },
  {
    // A Chinese 个人简历 form grid: 姓名 王晓明 with sex, date of birth, ethnicity, political status and native place,
    // an 18-digit 身份证号 in the row just above 手机 and 邮箱, then education, internships and skills.
    file: 'docx-chinese-form-wang.docx',
    truth: { first: '晓明', last: '王', email: 'wangxiaoming@example.cn', phone: '138-5555-0123', linkedin: null },
    doc: () => {
      const CN = 'SimSun';
      return new Document({
        creator: 'Administrator',
        title: '个人简历',
        styles: {
          default: {
            document: { run: { font: { ascii: 'Times New Roman', eastAsia: CN, hAnsi: 'Times New Roman' }, size: 21 } },
          },
        },
        sections: [
          {
            children: [
              para(
                '个 人 简 历',
                { size: 36, bold: true, font: CN },
                { alignment: AlignmentType.CENTER, spacing: { after: 200 } },
              ),
              new Table({
                width: { size: 9600, type: WidthType.DXA },
                columnWidths: [1400, 2400, 1400, 2400, 2000],
                rows: [
                  new TableRow({
                    children: [
                      cell('姓名', 1400, { label: true }),
                      cell('王晓明', 2400, { size: 24 }),
                      cell('性别', 1400, { label: true }),
                      cell('男', 2400),
                      photoCell(4, 2000),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('出生年月', 1400, { label: true }),
                      cell('1997年3月', 2400),
                      cell('民族', 1400, { label: true }),
                      cell('汉族', 2400),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('政治面貌', 1400, { label: true }),
                      cell('共青团员', 2400),
                      cell('籍贯', 1400, { label: true }),
                      cell('浙江杭州', 2400),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('学历', 1400, { label: true }),
                      cell('硕士研究生', 2400),
                      cell('毕业院校', 1400, { label: true }),
                      cell('复旦大学', 2400),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('身份证号', 1400, { label: true }),
                      cell('330106199703150018', 8200, { columnSpan: 4 }),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('手机', 1400, { label: true }),
                      cell('138-5555-0123', 2400),
                      cell('邮箱', 1400, { label: true }),
                      cell('wangxiaoming@example.cn', 4400, { columnSpan: 2 }),
                    ],
                  }),
                  new TableRow({
                    children: [
                      cell('求职意向', 1400, { label: true }),
                      cell('数据分析师 / 商业分析师（上海）', 8200, { columnSpan: 4 }),
                    ],
                  }),
                ],
              }),
              head('教育背景', '000000', 24),
              para('2019.09 – 2022.06　复旦大学　管理学院　管理科学与工程　硕士'),
              para('2015.09 – 2019.06　浙江工商大学　统计与数学学院　统计学　学士（GPA 3.7/4.0）'),
              head('实习经历', '000000', 24),
              para('2021.07 – 2021.12　上海某电商平台有限公司　数据分析实习生', { bold: true }),
              bullet('负责用户留存分析，搭建周报自动化流程（SQL + Python），每周节省约6小时人工。'),
              bullet('参与会员分层模型设计，复购率提升3.2%。'),
              para('2020.07 – 2020.09　杭州某咨询公司　研究助理', { bold: true }),
              bullet('整理行业数据库，撰写新能源汽车行业研究报告两篇。'),
              head('技能证书', '000000', 24),
              para('英语六级（586分）；计算机二级；熟练使用 Python、SQL、R、Tableau、Excel（VBA）'),
              head('自我评价', '000000', 24),
              para('逻辑清晰，善于沟通，对数据敏感；能够承受工作压力，有较强的学习能力和团队合作精神。'),
            ],
          },
        ],
      });
    },
  },
  {
    // A Korean 이력서 grid: photo, 성명 김민준 with its hanja (金珉俊), date of birth, address, a Seoul home number (전화번호)
    // beside the labelled mobile (휴대폰), e-mail; education, career, certificates and military service.
    file: 'docx-korean-form-kim.docx',
    truth: { first: '민준', last: '김', email: 'minjun.kim@example.co.kr', phone: '010-5555-0123', linkedin: null },
    doc: () => {
      const KR = 'Malgun Gothic';
      const row = (cells: TableCell[]) => new TableRow({ children: cells });
      return new Document({
        creator: '김민준',
        title: '이력서',
        styles: { default: { document: { run: { font: { ascii: KR, eastAsia: KR, hAnsi: KR }, size: 20 } } } },
        sections: [
          {
            children: [
              para('이 력 서', { size: 40, bold: true }, { alignment: AlignmentType.CENTER, spacing: { after: 200 } }),
              new Table({
                width: { size: 9600, type: WidthType.DXA },
                columnWidths: [1900, 1300, 2600, 1300, 2500],
                rows: [
                  row([
                    photoCell(4, 1900),
                    cell('성명', 1300, { label: true }),
                    cell('김민준', 2600, { size: 26 }),
                    cell('한자', 1300, { label: true }),
                    cell('金珉俊', 2500),
                  ]),
                  row([
                    cell('생년월일', 1300, { label: true }),
                    cell('1997년 4월 12일 (만 27세)', 2600),
                    cell('성별', 1300, { label: true }),
                    cell('남', 2500),
                  ]),
                  row([
                    cell('주소', 1300, { label: true }),
                    cell('서울특별시 마포구 월드컵북로 396, 101동 1203호', 6400, { columnSpan: 3 }),
                  ]),
                  row([
                    cell('전화번호', 1300, { label: true }),
                    cell('02-555-0123', 2600),
                    cell('휴대폰', 1300, { label: true }),
                    cell('010-5555-0123', 2500),
                  ]),
                  row([
                    cell('이메일', 3200, { label: true, columnSpan: 2 }),
                    cell('minjun.kim@example.co.kr', 6400, { columnSpan: 3 }),
                  ]),
                ],
              }),
              head('학력사항', '000000', 22),
              new Table({
                width: { size: 9600, type: WidthType.DXA },
                columnWidths: [2600, 3000, 2600, 1400],
                rows: [
                  row([
                    cell('기간', 2600, { label: true }),
                    cell('학교명', 3000, { label: true }),
                    cell('전공', 2600, { label: true }),
                    cell('구분', 1400, { label: true }),
                  ]),
                  row([
                    cell('2016.03 ~ 2022.02', 2600),
                    cell('연세대학교', 3000),
                    cell('기계공학과', 2600),
                    cell('졸업', 1400, { center: true }),
                  ]),
                  row([
                    cell('2013.03 ~ 2016.02', 2600),
                    cell('서울 대원고등학교', 3000),
                    cell('이과', 2600),
                    cell('졸업', 1400, { center: true }),
                  ]),
                ],
              }),
              head('경력사항', '000000', 22),
              new Table({
                width: { size: 9600, type: WidthType.DXA },
                columnWidths: [2600, 3000, 1600, 2400],
                rows: [
                  row([
                    cell('근무기간', 2600, { label: true }),
                    cell('회사명', 3000, { label: true }),
                    cell('직위', 1600, { label: true }),
                    cell('담당업무', 2400, { label: true }),
                  ]),
                  row([
                    cell('2022.01 ~ 현재', 2600),
                    cell('한빛모빌리티 주식회사', 3000),
                    cell('선임연구원', 1600),
                    cell('전기차 배터리 냉각 설계', 2400),
                  ]),
                  row([
                    cell('2021.07 ~ 2021.12', 2600),
                    cell('대성정밀 (인턴)', 3000),
                    cell('인턴', 1600),
                    cell('금형 설계 보조', 2400),
                  ]),
                ],
              }),
              head('자격증 및 어학', '000000', 22),
              bullet('일반기계기사 (한국산업인력공단, 2021.08)'),
              bullet('TOEIC 925 (2023.05), OPIc IH'),
              head('병역사항', '000000', 22),
              para('육군 병장 만기제대 (2017.05 ~ 2018.12)'),
              para(
                '위의 기재 사항은 사실과 틀림이 없습니다.',
                {},
                { alignment: AlignmentType.CENTER, spacing: { before: 360 } },
              ),
              para('2025년 3월 10일　　작성자: 김민준 (인)', {}, { alignment: AlignmentType.RIGHT }),
            ],
          },
        ],
      });
    },
  },
  {
    // An Indian analyst's resume made from a Word template: the template's placeholder paragraphs ('YOUR NAME', an
    // address line with '(123) 456-7890' and 'email@example.com', a LinkedIn placeholder) kept as hidden text above her
    // own heading, and a 'DRAFT' watermark in the page header.
    file: 'docx-hidden-template-krishnan.docx',
    truth: {
      first: 'Ananya',
      last: 'Krishnan',
      email: 'ananya.krishnan@example.in',
      phone: '+91 99005 55012',
      linkedin: 'https://www.linkedin.com/in/ananya-krishnan',
    },
    doc: () =>
      new Document({
        creator: 'Microsoft Office User',
        title: 'Resume template',
        styles: { default: { document: { run: { font: 'Georgia', size: 21 } } } },
        sections: [
          {
            headers: {
              default: new Header({ children: [new Paragraph({ children: [new TextWatermark({ text: 'DRAFT' })] })] }),
            },
            children: [
              para('YOUR NAME', { size: 52, bold: true, vanish: true, color: '2F5496' }),
              para('Street Address, City, ST ZIP Code  |  (123) 456-7890  |  email@example.com', {
                vanish: true,
                color: '595959',
              }),
              para('linkedin.com/in/yourname  |  Twitter/Blog/Portfolio', { vanish: true, color: '595959' }),
              para('Ananya Krishnan', { size: 52, bold: true, color: '2F5496' }),
              para('Kalyani Nagar, Pune 411006  |  +91 99005 55012  |  ananya.krishnan@example.in', {
                color: '595959',
              }),
              para('linkedin.com/in/ananya-krishnan', { color: '595959' }, { spacing: { after: 200 } }),
              head('OBJECTIVE', '2F5496', 22),
              para(
                'Business analyst with six years in insurance and banking transformation programmes, looking to lead requirement and data-migration work for a digital-lending product.',
              ),
              head('EXPERIENCE', '2F5496', 22),
              para('Senior Business Analyst | Sahyadri Insurance Technologies | 2021 – Present', { bold: true }),
              bullet('Led requirements for the motor-claims platform replacement (220 user stories, 3 vendors).'),
              bullet('Designed the data-migration reconciliation for 4.5 million policies.'),
              para(
                'Business Analyst | Deccan Cooperative Bank | 2018 – 2021',
                { bold: true },
                { spacing: { before: 120 } },
              ),
              bullet('Mapped loan-origination processes across 48 branches; cut turnaround from 9 to 4 days.'),
              head('EDUCATION', '2F5496', 22),
              para('MBA (Operations), Symbiosis Institute of Business Management, Pune | 2016 – 2018'),
              para('B.E. Information Technology, University of Pune | 2012 – 2016'),
              head('SKILLS', '2F5496', 22),
              para('BPMN, SQL, JIRA/Confluence, Power BI, UAT planning, CBAP (IIBA, 2022)'),
            ],
          },
        ],
      }),
  },
];

// ---------- TXT ----------

const txts: TxtFixture[] = [
  {
    // A Vietnamese CV pasted as UTF-8 text: the family name in capitals first ('NGUYỄN Thị Thu Hà'), the phone with the
    // country code in brackets, and an address on a street named after a person (Nguyễn Thị Minh Khai).
    file: 'txt-utf8-vietnamese-nguyen.txt',
    truth: {
      first: 'Thị Thu Hà',
      last: 'Nguyễn',
      email: 'thuha.nguyen@example.vn',
      phone: '(+84) 912 555 012',
      linkedin: 'https://www.linkedin.com/in/nguyen-thu-ha',
    },
    encode: utf8,
    text: `NGUYỄN Thị Thu Hà
Kế toán tổng hợp (General Accountant)

Ngày sinh: 22/09/1996
Điện thoại: (+84) 912 555 012
Email: thuha.nguyen@example.vn
Địa chỉ: 45 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh
LinkedIn: linkedin.com/in/nguyen-thu-ha

MỤC TIÊU NGHỀ NGHIỆP
Trở thành kế toán trưởng trong một doanh nghiệp sản xuất có vốn đầu tư nước ngoài trong vòng 3 năm tới.

KINH NGHIỆM LÀM VIỆC
03/2021 - nay: Kế toán tổng hợp - Công ty TNHH Thương mại Sao Mai
  - Lập báo cáo tài chính tháng, quý, năm theo VAS và báo cáo hợp nhất cho công ty mẹ tại Nhật Bản.
  - Quyết toán thuế TNDN, TNCN; làm việc với kiểm toán độc lập (Big 4).
07/2018 - 02/2021: Kế toán viên - Công ty Cổ phần Dệt may Phương Nam
  - Theo dõi công nợ phải thu, phải trả cho hơn 200 khách hàng và nhà cung cấp.

HỌC VẤN
2014 - 2018: Cử nhân Kế toán - Đại học Kinh tế TP. Hồ Chí Minh (UEH), loại Giỏi

KỸ NĂNG
- MISA, SAP Business One, Excel nâng cao (Power Query, pivot)
- Tiếng Anh: IELTS 7.0; tiếng Nhật: N3
- Chứng chỉ ACCA F1-F9
`,
  },
  {
    // A Ukrainian QA engineer's CV with a BOM and CRLF line ends: the Latin name with the Cyrillic one in brackets,
    // a '+380' phone in the contact line.
    file: 'txt-utf8bom-ukrainian-kovalenko.txt',
    truth: {
      first: 'Olena',
      last: 'Kovalenko',
      email: 'olena.kovalenko@example.com.ua',
      phone: '+380 67 555 01 23',
      linkedin: 'https://www.linkedin.com/in/olena-kovalenko-qa',
    },
    encode: (text) => utf8Bom(crlf(text)),
    text: `Olena Kovalenko (Олена Коваленко)
QA Automation Engineer | Lviv, Ukraine (open to remote)
+380 67 555 01 23 | olena.kovalenko@example.com.ua | linkedin.com/in/olena-kovalenko-qa

SUMMARY
QA automation engineer with 6 years in fintech and e-commerce. Builds test frameworks that developers keep running.

EXPERIENCE
Senior QA Automation Engineer — Lvivska Soft (outsourcing), Lviv — 2021–present
- Playwright + TypeScript framework for a UK neobank's web app: 1,900 tests, 14-minute parallel run.
- Contract tests (Pact) between 23 microservices; production incidents from API changes fell by half.
QA Engineer — Karpaty Commerce, Kyiv — 2018–2021
- Manual and Selenium (Java) testing of a marketplace with 4 million monthly visitors.

EDUCATION
Lviv Polytechnic National University — MSc Computer Science, 2018

SKILLS
Playwright, Selenium, Cypress, Java, TypeScript, Postman, Pact, JMeter, GitLab CI, SQL
ISTQB Certified Tester Foundation Level (2019)

LANGUAGES
Ukrainian (native), English (C1), Polish (B2)
`,
  },
  {
    // A Taiwanese analyst's resume as UTF-16LE text with a BOM and CRLF line ends: her English given name and family
    // name followed by her Chinese name, labelled mobile, e-mail and LinkedIn lines.
    file: 'txt-utf16le-taiwan-chen.txt',
    truth: {
      first: 'Vivian',
      last: 'Chen',
      email: 'vivian.chen@example.com.tw',
      phone: '+886 912 555 012',
      linkedin: 'https://www.linkedin.com/in/vivian-chen-tw',
    },
    encode: (text) => utf16leBom(crlf(text)),
    text: `Vivian Chen 陳怡婷
Supply Chain Analyst
Taipei, Taiwan

Mobile: +886 912 555 012
E-mail: vivian.chen@example.com.tw
LinkedIn: https://www.linkedin.com/in/vivian-chen-tw

PROFILE
Supply chain analyst with five years in semiconductor packaging and consumer electronics. Fluent in Mandarin, English and Excel.

EXPERIENCE
2021 - Present   Supply Chain Analyst, Formosa Advanced Packaging Co., Ltd. (Hsinchu)
                 - Demand and capacity planning for 3 back-end fabs; forecast error down from 18% to 9%.
                 - Built a Power BI dashboard for wafer-in-transit tracking used by 40 planners.
2019 - 2021      Procurement Assistant, Lianhua Electronics Corp. (New Taipei)
                 - Managed 60 component suppliers in Taiwan and Shenzhen.

EDUCATION
2015 - 2019      B.B.A. Industrial Management, National Taiwan University of Science and Technology

SKILLS
SAP APO, Power BI, SQL, Python (pandas), APICS CPIM
Languages: Mandarin (native), English (TOEIC 940), Japanese (JLPT N2)
`,
  },
  {
    // A Hebrew CV in Windows-1255 with CRLF line ends: the name only in Hebrew, the ID number (ת.ז.) in the line just
    // above the labelled mobile, the e-mail and LinkedIn in Latin letters.
    file: 'txt-cp1255-hebrew-levi.txt',
    truth: {
      first: 'יונתן',
      last: 'לוי',
      email: 'yonatan.levi@example.co.il',
      phone: '052-555-0188',
      linkedin: 'https://www.linkedin.com/in/yonatan-levi',
    },
    encode: (text) => codePage('windows-1255')(crlf(text)),
    text: `קורות חיים

יונתן לוי
רחוב הרצל 15, רמת גן
ת.ז. 012345674
טלפון נייד: 052-555-0188
דוא"ל: yonatan.levi@example.co.il
LinkedIn: linkedin.com/in/yonatan-levi

תמצית
מהנדס תעשייה וניהול עם שש שנות ניסיון בשרשרת אספקה ובתכנון ייצור במפעלי מזון ותרופות.

ניסיון תעסוקתי
2021 - היום: מנהל תכנון ייצור, מחלבות הגליל בע"מ, קריית שמונה
- אחריות על תכנון ייצור לשלושה קווי מילוי, ירידה של 15% בזמני השבתה.
- הטמעת מערכת תכנון מבוססת SAP בשיתוף צוות IT.
2018 - 2021: מתכנן שרשרת אספקה, תרופות השרון בע"מ, נתניה
- ניהול מלאי חומרי גלם מול 40 ספקים בארץ ובחו"ל.

שירות צבאי
2010 - 2013: מפקד צוות, חיל ההנדסה הקרבית

השכלה
2014 - 2018: B.Sc. בהנדסת תעשייה וניהול, אוניברסיטת בר-אילן

שפות
עברית - שפת אם; אנגלית - רמה גבוהה; ספרדית - בסיסית
`,
  },
  {
    // A Bulgarian CV in Windows-1251 with CRLF line ends: the name only in Cyrillic, the personal number (ЕГН) on the
    // phone's line, „quotes“ in the address.
    file: 'txt-cp1251-bulgarian-georgieva.txt',
    truth: {
      first: 'Мария',
      last: 'Георгиева',
      email: 'maria.georgieva@example.bg',
      phone: '+359 88 555 0123',
      linkedin: 'https://www.linkedin.com/in/maria-georgieva-hr',
    },
    encode: (text) => codePage('windows-1251')(crlf(text)),
    text: `АВТОБИОГРАФИЯ

Мария Георгиева
гр. София 1407, ж.к. „Лозенец“, ул. „Червена стена“ 22
Телефон: +359 88 555 0123 | ЕГН: 9203154321
E-mail: maria.georgieva@example.bg
LinkedIn: linkedin.com/in/maria-georgieva-hr

ПРОФЕСИОНАЛЕН ОПИТ
03.2020 – до момента: Мениджър „Човешки ресурси“, „Балкан Логистик“ ЕООД, София
- Подбор и наемане на 120 служители годишно за три склада.
- Въвеждане на система за оценка на представянето.
09.2016 – 02.2020: Специалист „Подбор на персонал“, „Рила Консулт“ АД, София

ОБРАЗОВАНИЕ
2012 – 2016: Бакалавър „Психология“, Софийски университет „Св. Климент Охридски“
2016 – 2018: Магистър „Управление на човешките ресурси“, УНСС

УМЕНИЯ
Трудово право, SAP SuccessFactors, MS Office, шофьорска книжка категория B
Езици: английски (C1), немски (B1), руски (B2)
`,
  },
  {
    // A German CV in Windows-1252 with CRLF line ends: 'Jürgen Groß', „German quotes“ and en dashes, an office line
    // and a labelled mobile written with '(0)', and a referee with her own phone and e-mail at the end.
    file: 'txt-cp1252-german-gross.txt',
    truth: {
      first: 'Jürgen',
      last: 'Groß',
      email: 'juergen.gross@example.de',
      phone: '+49 (0)171 555 0123',
      linkedin: null,
    },
    encode: (text) => codePage('windows-1252')(crlf(text)),
    text: `LEBENSLAUF

Jürgen Groß
Dipl.-Ing. (FH) Maschinenbau – Konstrukteur Antriebstechnik

Lindenstraße 8 · 70173 Stuttgart
Telefon (Büro): +49 (0)711 555 0140
Mobil: +49 (0)171 555 0123
E-Mail: juergen.gross@example.de
Geburtsdatum: 12.10.1984 in Esslingen

BERUFSERFAHRUNG
04/2015 – heute    Senior-Konstrukteur, Weber Antriebstechnik GmbH, Stuttgart
                   • Entwicklung von Getriebebaureihen für Förderanlagen (Creo, Windchill)
                   • Projekt „Leichtbaugetriebe 2020“: 18 % weniger Gewicht bei gleicher Leistung
09/2010 – 03/2015  Konstrukteur, Schwäbische Präzisionsteile AG, Reutlingen
                   • Vorrichtungsbau und Serienbetreuung

AUSBILDUNG
2006 – 2010        Diplom Maschinenbau (FH), Hochschule Esslingen – Note 1,7
2001 – 2004        Ausbildung zum Technischen Zeichner, Festo AG & Co. KG

KENNTNISSE
PTC Creo, SolidWorks, KISSsoft, FEM-Grundlagen, SAP PLM
Englisch verhandlungssicher, Französisch Grundkenntnisse

REFERENZEN
Dr. Sabine Krämer, Leiterin Konstruktion, Weber Antriebstechnik GmbH
Tel. +49 (0)711 555 0177 · s.kraemer@example.de

Stuttgart, im März 2025
`,
  },
  {
    // A Greek CV in ISO-8859-7 with LF line ends: the name only in Greek, a landline (Τηλέφωνο) above the labelled
    // mobile (Κινητό), date of birth below the e-mail.
    file: 'txt-iso88597-greek-papadakis.txt',
    truth: {
      first: 'Νικόλαος',
      last: 'Παπαδάκης',
      email: 'n.papadakis@example.gr',
      phone: '697 555 0142',
      linkedin: 'https://www.linkedin.com/in/nikolaos-papadakis',
    },
    encode: codePage('iso-8859-7'),
    text: `ΒΙΟΓΡΑΦΙΚΟ ΣΗΜΕΙΩΜΑ

Νικόλαος Παπαδάκης
Ηλεκτρολόγος Μηχανικός

Διεύθυνση: Λεωφ. Κνωσού 112, 713 06 Ηράκλειο Κρήτης
Τηλέφωνο: 2810 555 019
Κινητό: 697 555 0142
Email: n.papadakis@example.gr
LinkedIn: linkedin.com/in/nikolaos-papadakis
Ημερομηνία γέννησης: 03/02/1990

ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ
2019 - σήμερα: Μηχανικός Έργου, Κρητική Ενεργειακή Α.Ε., Ηράκλειο
- Μελέτη και επίβλεψη φωτοβολταϊκών πάρκων συνολικής ισχύος 42 MW.
- Συντονισμός υπεργολάβων και αδειοδότηση με τον ΔΕΔΔΗΕ.
2015 - 2019: Ηλεκτρολόγος Μηχανικός, Τεχνική Αιγαίου Ο.Ε., Χανιά
- Ηλεκτρομηχανολογικές μελέτες ξενοδοχείων.

ΣΠΟΥΔΕΣ
2008 - 2014: Δίπλωμα Ηλεκτρολόγου Μηχανικού, Πολυτεχνείο Κρήτης

ΓΛΩΣΣΕΣ
Αγγλικά (C2), Γερμανικά (B2)

ΔΕΞΙΟΤΗΤΕΣ
AutoCAD, PVsyst, ETAP, MS Project
`,
  },
  {
    // An Argentine resume in UTF-8 with CRLF line ends, the name in capitals: her employer's switchboard and HR e-mail in
    // the experience and two referees with their mobiles and e-mails come before her own 'DATOS DE CONTACTO' at the end.
    file: 'txt-utf8-crlf-referees-sosa.txt',
    truth: {
      first: 'Valentina',
      last: 'Sosa',
      email: 'valentina.sosa@example.com.ar',
      phone: '+54 9 11 5555-0123',
      linkedin: 'https://www.linkedin.com/in/valentina-sosa-rrhh',
    },
    encode: (text) => utf8(crlf(text)),
    text: `VALENTINA SOSA
Analista de Recursos Humanos
Buenos Aires, Argentina

PERFIL
Analista de RR.HH. con 7 años de experiencia en selección, liquidación de sueldos y relaciones laborales en empresas de consumo masivo.

EXPERIENCIA
Analista de RR.HH. Sr. – Grupo Pampa Alimentos S.A.
Av. Corrientes 1234, CABA · Conmutador: +54 11 5555-0100 · rrhh@pampaalimentos.example.com.ar
03/2020 – actualidad
- Selección de 150 posiciones operativas y 30 de mandos medios por año.
- Implementación de la evaluación de desempeño 180° para 900 empleados.

Analista de Selección – Consultora Sur S.R.L.
04/2017 – 02/2020
- Procesos de búsqueda para clientes de retail y logística.

EDUCACIÓN
Licenciatura en Relaciones del Trabajo – Universidad de Buenos Aires (UBA), 2011 – 2016

HERRAMIENTAS
SAP HCM, Meta4, Excel avanzado, LinkedIn Recruiter
Inglés avanzado (First Certificate), portugués intermedio

REFERENCIAS
Lic. Martín Aguirre – Gerente de RR.HH., Grupo Pampa Alimentos – +54 9 11 5555-0177 – martin.aguirre@example.com.ar
Lic. Carolina Díaz – Jefa de Selección, Consultora Sur – +54 9 11 5555-0166 – cdiaz@example.com.ar

DATOS DE CONTACTO
Celular: +54 9 11 5555-0123
E-mail: valentina.sosa@example.com.ar
LinkedIn: linkedin.com/in/valentina-sosa-rrhh
`,
  },
];

await writeResumeFixtures(OUT, pdfs, docxs, txts);
