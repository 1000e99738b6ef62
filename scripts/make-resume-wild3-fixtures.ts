/**
 * Writes the wild3 fixtures under tests/fixtures/resumes/wild3: a blind batch of 40 resumes that imitate the layouts of
 * real resume sources (LinkedIn's and Indeed's exports, Europass, LaTeX classes, Canva and Google Docs templates, Word
 * templates, academic and federal CVs, a Japanese rirekisho, e-mails and web forms), which the earlier batches (layout,
 * varied, fresh, wild, wild2) lack, each with its true contact details (what a recruiter reading it would enter)
 * written here before any reader saw it. The conventions of the wild batch hold: no titles, suffixes or post-nominals
 * in a name; a LinkedIn address as https://www.linkedin.com/in/<handle> whatever its subdomain, locale, trailing slash
 * or query string; the phone as the candidate's own number with its digits as printed (the mobile when one is labelled
 * so, else the first personal number; never a fax, a supervisor's, a referee's, a co-author's or a recruiter's); null
 * when the resume has no such field.
 * - Chromium printing HTML templates to PDF: LinkedIn's 'Save to PDF' profile over three pages (the Contact column with
 *   a '(Mobile)' phone, the profile address broken over two lines before '(LinkedIn)' and a '(Company)' website, then
 *   Top Skills, Languages, Certifications and Publications; the name, headline and location on the right; 'Page 1 of 3'
 *   footers), her name a state and a trade (Georgia Mason, a masonry conservator in Georgia with a 'Mason Brothers'
 *   employer); Indeed's resume export (name, city with ZIP, e-mail and phone lines, work authorisation, 'Skills (6
 *   years)', an Indeed Assessments block and a kitchen manager's phone under Additional Information) of a line cook who
 *   lives in the city of his first name (Tyler Cook of Tyler, TX, Tyler Junior College); the classic Europass CV of two
 *   pages (labels right-aligned in a left column: 'Surname(s) / First name(s)' holding 'Esposito, Chiara',
 *   'Telephone(s)' with a landline and a 'Mobile:' beside it, 'Fax(es)', 'E-mail', the birth date; an employer's phone
 *   among the work experience; 'Curriculum vitae of Esposito Chiara' page footers); the 2020 Europass online-editor CV
 *   (a Lithuanian name; a 'Phone number … (Mobile)' line, the LinkedIn address and a home address in the header; each
 *   job with the employer's e-mail, phone and website); a LaTeX moderncv 'classic' CV (first name dark and surname grey
 *   on the left, the address, a mobile, a landline, a fax and the e-mail right-aligned behind icons and no words,
 *   LinkedIn shown only as its handle beside an icon); a moderncv 'banking' CV (the name centred, one centred contact
 *   line of icon-led items, the LinkedIn and GitHub handles) of a banker named after a city and a bank word (Sydney
 *   Banks of Sydney); a Jake's-resume one-page engineering resume (a small-caps centred name, a pipe-separated line of
 *   phone, e-mail, LinkedIn and GitHub, dates flush right); an Awesome-CV resume (a hyphenated Korean given name in a
 *   light weight before the bold surname, a small-caps position, icon-led contacts with the LinkedIn handle, a quote,
 *   and a footer with the date, the name and the page number); Canva-like designs: a big circular photo over a pastel
 *   column of icon contacts (a Madison Avenue address for Madison Rivera) and two references side by side with their
 *   own phones and e-mails, a grid of coloured blocks whose 'Let's talk' contact block comes first in the page's
 *   drawing order but sits at the bottom, with the name stacked in capitals (Rowan Fletcher), and a name spelt out one
 *   letter per coloured tile over two rows (Nora Salazar); Google Docs templates: 'Serif' (the name large at the top
 *   left, the street, city with ZIP, phone and e-mail at the top right; a fisheries biologist named Chelsea Fisher with
 *   a Chelsea, MA job), 'Swiss' (an 'Office' number above a 'Cell' number at the top right; a flour-mill manager named
 *   Jackson Miller in Jackson, MS) and 'Coral' (the name in coral, the contacts at the top right; a geologist named
 *   Sierra Mendoza who maps the Sierra Nevada); an academic CV of three pages (a middle initial and 'Ph.D.', a
 *   'Contact' block with an office phone and a fax number, publications with co-authors, DOIs, a corresponding
 *   co-author's e-mail, a book chapter's ISBN, a patent number, grant numbers, running headers with page numbers and
 *   three referees with phones and e-mails); a US federal resume of two full pages (USAJOBS fields: citizenship,
 *   veterans' preference, grades, salaries, hours per week, each job with the agency's address and ZIP and a
 *   supervisor's name and phone with 'May contact: Yes' or 'No', a reference; George Mason University for Lincoln
 *   Porter of Lincoln Avenue); a Japanese rirekisho grid translated into English (a furigana line over the name written
 *   family name first in capitals, a photo box, the birth date and age, a home phone before a 'Mobile' one, year and
 *   month columns, commute time and dependants); a German Lebenslauf of a carpenter named Zimmermann (a personal-data
 *   table with 'Telefon' then 'Mobil', the birth date and place, a referee's phone, then the place, date and a drawn
 *   signature over the typed name at the bottom); a two-page resume whose contacts are only in the page header repeated
 *   on every page in small grey type, with a referee's phone in the body; a resume.io-like builder export (a 'Details'
 *   sidebar with a Dutch postcode, a '+31 6' mobile, 'Date / Place of birth', a BIG register number, LinkedIn only
 *   behind the linked word 'LinkedIn' to an nl. address, and 'Name from Company' references with e-mail and phone); an
 *   Enhancv-like builder export (icon-led contacts under the name, 'Find me online', a 'My Time' donut chart and a
 *   'Powered by' footer with the builder's address); a Notion page exported to PDF (a cover band, a page icon, the
 *   title 'Name · Job title', a properties table with Email, Phone and LinkedIn rows and a 'Last edited' time stamp, a
 *   callout, toggles and a colleague's quote); a Markdown CV typeset by pandoc as a LaTeX article (the title
 *   'Curriculum Vitae', the name as the author line, a date, a contact list after the profile, numbered pages and a
 *   footnote); an AltaCV two-column resume (a name in capitals, a tagline, icon-led contacts, a life-philosophy quote
 *   from a famous person, 'Most proud of', a 'Day of my life' pie chart).
 * - Word documents: a template whose content controls (Your Name, Address, Phone, Email) were filled in while the
 *   'LinkedIn Profile' control still shows its placeholder text; a two-column table template with the contacts, skills
 *   and education in the shaded left cell and the name, profile and experience in the right one (Aaliyah Turner, a wood
 *   turner on the side); the name and job title only in the page header with the contacts in the body's first table
 *   (labels over values); a 'modern chronological' template with the name and the contact line on coloured shaded bands
 *   and shaded section headings (Victoria Chambers of Victoria, BC); a hybrid cover letter and resume (the letter's
 *   section with the candidate's letterhead in its page header and the recruiter's name, title, address, phone and
 *   e-mail opening the body, 'RN' after the name, then the resume section); contacts led by Wingdings symbol icons with
 *   no words (an Indian PIN code); a British personal-details table with home, work (with an extension) and mobile
 *   telephones, a fax, a birth date and a National Insurance number; an Apple Pages export whose every block is a
 *   floating text box, the contacts box first in the document but placed at the foot of the page; a filled-in job
 *   application form (Surname and Forename(s) boxes, home, mobile and work telephones, 'May we contact you at work?',
 *   two referees' boxes with phones and e-mails, a signed declaration); a graduate's resume carrying a careers
 *   adviser's Word comments that give her own e-mail, phone and LinkedIn address.
 * - Text files: a plain-text resume in the quoted body of a forwarded e-mail, under the forwarding recruiter's
 *   signature (her direct and mobile numbers, e-mail and LinkedIn) and the original message's headers; a resume pasted
 *   from a website's application form (one 'Label: value' field a line: First Name, Last Name, Phone, Alternate Phone,
 *   ZIP Code, a LinkedIn URL with a tracking query, an employee referrer's name and e-mail) of Keisha Washington of
 *   Washington, DC; Windows-1250 with CRLF (a Czech CV: ř, ů and ě, the feminine '-ová' surname of a smith's name, a
 *   birth number, a postcode with a space, a referee's phone); UTF-8 with emojis as the contact icons (📞 ✉️ 🔗 📍 🎂,
 *   flags beside the languages; a Portuguese postcode and a birth date); a Markdown resume (YAML front matter, '# Name,
 *   MS, RDN', '**Email:**' labels with Markdown links, a references table with phones and e-mails); Windows line ends
 *   with tabs aligning the labels of a South African CV (Surname before First name, a 13-digit ID number, office phone,
 *   cell and fax, postal and physical addresses, referees with 'Tel:').
 *
 *   npx tsx scripts/make-resume-wild3-fixtures.ts
 */
import path from 'node:path';
import {
  AlignmentType,
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  Document,
  FileChild,
  Header,
  HeadingLevel,
  ImportedXmlComponent,
  Paragraph,
  ShadingType,
  SymbolRun,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
  WidthType,
  XmlComponent,
  type IParagraphOptions,
} from 'docx';
import {
  writeResumeFixtures,
  type DocxFixture,
  type PdfFixture,
  type TxtFixture,
  htmlPage,
  silhouettePng,
  pngUri,
  crlf,
  utf8,
  run,
  type RunOptions,
  para,
  heading,
  lines,
} from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes/wild3');

// ---------- pictures and drawings ----------

// A head-and-shoulders silhouette as a PNG photo.
const PHOTO = silhouettePng([112, 106, 98], [228, 222, 214]);
const PHOTO_URI = pngUri(PHOTO);

/** Line icons (16×16 viewBox) drawn in SVG, as LaTeX classes and builders draw theirs: no text behind them. */
const ICON_PATHS = {
  mobile: '<rect x="4.5" y="1.5" width="7" height="13" rx="1.2"/><path d="M7 12.5h2"/>',
  phone:
    '<path d="M3 2h3l1.5 3.5-2 1.2a8 8 0 0 0 3.8 3.8l1.2-2L14 10v3a1 1 0 0 1-1 1A11 11 0 0 1 2 3a1 1 0 0 1 1-1z"/>',
  fax: '<rect x="2" y="6" width="12" height="7" rx="1"/><path d="M4.5 6V2h7v4M5 9.5h2M9 9.5h2"/>',
  mail: '<rect x="1.5" y="3.5" width="13" height="9" rx="1"/><path d="M2 4l6 5 6-5"/>',
  pin: '<path d="M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15z"/><circle cx="8" cy="6.5" r="1.8"/>',
  home: '<path d="M2 7.5L8 2l6 5.5M3.5 6.5V14h9V6.5M6.5 14v-4h3v4"/>',
  globe: '<circle cx="8" cy="8" r="6.5"/><path d="M1.5 8h13M8 1.5c2.5 3 2.5 10 0 13M8 1.5c-2.5 3-2.5 10 0 13"/>',
  linkedin:
    '<rect x="1.5" y="1.5" width="13" height="13" rx="2"/><path d="M5 7v5M5 4.5v.5M8 12V7m0 2.5c0-1.5 4-2.5 4 0V12"/>',
  github:
    '<path d="M6 13.5c-3 1-3-1.5-4.5-2M10 15v-2.5c0-1 .3-1.6-.6-2.1 2.3-.3 4.1-1.2 4.1-4.4 0-.9-.3-1.6-.9-2.2.1-.6.1-1.5-.2-2.2 0 0-.8-.2-2.3.9a8 8 0 0 0-4.2 0C4.4 1.4 3.6 1.6 3.6 1.6c-.3.7-.3 1.6-.2 2.2-.6.6-.9 1.3-.9 2.2 0 3.2 1.8 4.1 4.1 4.4-.6.5-.6 1.1-.6 2.1V15"/>',
  calendar: '<rect x="1.5" y="3" width="13" height="11.5" rx="1"/><path d="M1.5 6.5h13M5 1.5v3M11 1.5v3"/>',
  user: '<circle cx="8" cy="5" r="3"/><path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5"/>',
  text: '<path d="M3 4h10M3 8h10M3 12h6"/>',
  clock: '<circle cx="8" cy="8" r="6.5"/><path d="M8 4v4l3 2"/>',
  trophy:
    '<path d="M4.5 2h7v4a3.5 3.5 0 0 1-7 0zM4.5 3.5H2c0 2 1 3 2.7 3.2M11.5 3.5H14c0 2-1 3-2.7 3.2M8 9.5V12M5 14.5h6L10 12H6z"/>',
};
const icon = (name: keyof typeof ICON_PATHS, color = '#333', size = 10) =>
  `<svg width="${size}pt" height="${size}pt" viewBox="0 0 16 16" fill="none" stroke="${color}" stroke-width="1.5" ` +
  `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" style="vertical-align: -1.5pt">${ICON_PATHS[name]}</svg>`;

/** A handwritten-looking signature: a few strokes of a pen, drawn as a path (no text). */
const SIGNATURE = `<svg width="150" height="46" viewBox="0 0 150 46" aria-hidden="true"><path d="M6 34c6-22 14-30 16-24s-8 26-4 27 10-20 14-19-3 14 1 15
  7-9 10-9-1 8 2 8 6-7 9-7 0 6 3 6 5-10 8-10-2 9 1 9c4 0 10-14 14-14s-3 12 1 12 8-6 12-6 2 5 6 4 10-8 14-8M30 40c30-4 70-6 110-8"
  fill="none" stroke="#1f2f6b" stroke-width="1.6" stroke-linecap="round"/></svg>`;

// ---------- PDF (Chromium) ----------

const BASE_CSS = `
  * { box-sizing: border-box; } body { margin: 0; font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #262626; }
  h1 { margin: 0; } h2 { font-size: 11pt; margin: 12pt 0 4pt; } h3 { font-size: 10pt; margin: 7pt 0 1pt; }
  p { margin: 2pt 0; } ul { margin: 2pt 0; padding-left: 14pt; } a { color: inherit; text-decoration: none; }`;

const html = (css: string, body: string, lang = 'en') => htmlPage(css, body, lang, BASE_CSS);

/** CSS for documents of several A4 pages drawn as fixed-height blocks. */
const PAGES_CSS = `.page { height: 296mm; position: relative; overflow: hidden; }
  .page + .page { page-break-before: always; }`;

/**
 * CSS for a document that flows over several pages with a running header and footer: the body is one table whose
 * thead and tfoot Chromium repeats on every printed page.
 */
const RUNNING_CSS = `table.run { width: 100%; border-collapse: collapse; } table.run > thead > tr > td, table.run > tfoot > tr > td { padding: 0; }
  table.run > tbody > tr > td { padding: 0; vertical-align: top; } table.run > tbody > tr { break-inside: avoid; }`;

const pdfs: PdfFixture[] = [
  {
    // LinkedIn's 'Save to PDF' profile over three pages: the Contact column (a '(Mobile)' phone, the e-mail, the
    // profile address broken over two lines before '(LinkedIn)', a '(Company)' website), Top Skills, Languages,
    // Certifications, Honors-Awards and Publications; the name, headline and location at the top of the right column;
    // 'Page n of 3' footers. The name is a state and a trade; she works in Georgia, once for 'Mason Brothers'.
    file: 'chromium-linkedin-save-to-pdf-three-pages.pdf',
    truth: {
      first: 'Georgia',
      last: 'Mason',
      email: 'georgia.mason@example.org',
      phone: '912-555-0148',
      linkedin: 'https://www.linkedin.com/in/georgia-mason-0a7b3c112',
    },
    page: html(
      `${PAGES_CSS} .page { display: flex; } aside { width: 31%; background: #e9eef2; padding: 40pt 16pt 0 22pt; font-size: 9.5pt; color: #333; }
       aside h2 { font-size: 12pt; color: #000; margin: 16pt 0 5pt; } aside h2:first-child { margin-top: 0; } aside p { margin: 3pt 0; }
       main { width: 69%; padding: 40pt 34pt 0 26pt; } h1 { font-size: 25pt; font-weight: normal; color: #111; }
       .head { font-size: 11.5pt; margin-top: 5pt; } .loc { font-size: 10pt; color: #6b6b6b; margin-top: 4pt; }
       main h2 { font-size: 15pt; font-weight: normal; color: #111; margin: 18pt 0 6pt; } .co { font-size: 11pt; margin-top: 10pt; }
       .ti { font-size: 10.5pt; margin-top: 4pt; } .dim { color: #737373; font-size: 9.5pt; } main p.d { margin: 4pt 0 8pt; font-size: 9.5pt; }
       .pn { position: absolute; bottom: 14mm; left: 31%; right: 0; text-align: center; font-size: 8pt; color: #8c8c8c; }`,
      `<div class="page"><aside><h2>Contact</h2><p>912-555-0148 (Mobile)</p><p>georgia.mason@example.org</p>
       <p><a href="https://www.linkedin.com/in/georgia-mason-0a7b3c112?trk=public-profile">www.linkedin.com/in/georgia-<br>mason-0a7b3c112</a> (LinkedIn)</p>
       <p>www.savannahlime.example.com (Company)</p>
       <h2>Top Skills</h2><p>Historic Preservation</p><p>Lime Mortar</p><p>Stone Conservation</p>
       <h2>Languages</h2><p>English (Native or Bilingual)</p><p>Italian (Limited Working)</p>
       <h2>Certifications</h2><p>OSHA 10-Hour Construction Safety</p><p>Lime Mortar Masterclass (Level 3)</p><p>Tabby Concrete Repair Workshop</p>
       <h2>Honors-Awards</h2><p>Georgia Trust Preservation Award 2022</p><p>SCAD Presidential Fellowship</p>
       <h2>Publications</h2><p>Tabby, Lime and Oyster Shell: Repairing Coastal Georgia's First Concrete</p><p>Repointing Savannah Grey Brick: A Field Guide</p></aside>
       <main><h1>Georgia Mason</h1><p class="head">Historic Masonry Conservator at Savannah College of Art and Design | Lime mortars, tabby &amp; brick repair</p>
       <p class="loc">Savannah, Georgia, United States</p>
       <h2>Summary</h2><p class="d">Conservator and former journeyman mason. I analyse and repair historic masonry — Savannah grey brick, tabby, marble and
       granite — for museums, churches and homeowners along the Georgia and Carolina coast, and I teach the next generation to do it.</p>
       <h2>Experience</h2><p class="co">Savannah College of Art and Design</p><p class="dim">7 years 2 months</p>
       <p class="ti">Associate Professor of Preservation Design</p><p class="dim">August 2021 - Present (3 years 8 months)</p><p class="dim">Savannah, Georgia, United States</p>
       <p class="d">Teach building conservation, masonry materials and field methods to 60 graduate students a year; run the mortar-analysis lab.</p>
       <p class="ti">Assistant Professor of Preservation Design</p><p class="dim">February 2018 - July 2021 (3 years 6 months)</p><p class="dim">Savannah, Georgia, United States</p>
       <p class="d">Built the field school at Wormsloe: 9 summers, 140 students, 2,300 square feet of tabby ruins stabilised.</p>
       <p class="co">Savannah Lime Works</p><p class="ti">Founder and Principal Conservator</p><p class="dim">March 2014 - Present (11 years 1 month)</p>
       <p class="dim">Savannah, Georgia, United States</p><p class="d">Condition surveys and repair specifications for 70+ historic buildings, among them the
       Owens–Thomas House, Christ Church and the Cockspur Island Lighthouse. Mortar matching for the City of Savannah's 2019 cemetery wall program.</p>
       <p class="co">Mason Brothers Restoration</p><p class="ti">Journeyman Stone Mason</p><p class="dim">June 2008 - February 2014 (5 years 9 months)</p>
       <p class="dim">Atlanta, Georgia, United States</p></main><p class="pn">Page 1 of 3</p></div>
       <div class="page"><aside></aside><main><p class="d" style="margin-top: 0">Dismantled and reset marble and granite on the Georgia State Capitol steps (2011) and
       rebuilt brick cornices on 19th-century storefronts in Marietta and Macon. Trained four apprentices in the Brick and Stone Masonry program.</p>
       <p class="co">National Park Service</p><p class="ti">Preservation Intern, Fort Pulaski National Monument</p>
       <p class="dim">May 2007 - August 2007 (4 months)</p><p class="dim">Tybee Island, Georgia</p>
       <p class="d">Documented 1,100 feet of brick casemates; mixed and placed lime mortars under the historic-preservation crew.</p>
       <p class="co">Georgia Trust for Historic Preservation</p><p class="ti">Volunteer Advisor, Revolving Fund Properties</p>
       <p class="dim">January 2016 - Present (9 years 3 months)</p><p class="dim">Atlanta, Georgia, United States</p>
       <p class="d">Advise buyers of endangered properties on masonry repair; 31 site visits since 2016.</p>
       <p class="co">Italian Institute of Conservation (ISCR)</p><p class="ti">Visiting Fellow</p><p class="dim">September 2012 - December 2012 (4 months)</p>
       <p class="dim">Rome, Lazio, Italy</p><p class="d">Lime-based injection grouts for frescoed masonry.</p></main><p class="pn">Page 2 of 3</p></div>
       <div class="page"><aside></aside><main><h2 style="margin-top: 0">Education</h2>
       <p class="co">Savannah College of Art and Design</p><p class="dim">Master of Fine Arts - MFA, Historic Preservation · (2014 - 2016)</p>
       <p class="co">University of Pennsylvania</p><p class="dim">Certificate, Architectural Conservation · (2012 - 2013)</p>
       <p class="co">Georgia Institute of Technology</p><p class="dim">Bachelor of Science - BS, Building Construction · (2003 - 2007)</p>
       <p class="co">North Georgia Technical College</p><p class="dim">Masonry Apprenticeship, Brick and Stone Masonry · (2001 - 2003)</p></main>
       <p class="pn">Page 3 of 3</p></div>`,
    ),
  },
  {
    // Indeed's resume export: the name, then the city with its ZIP, the e-mail and the phone on lines of their own,
    // 'Willing to relocate' and work authorisation; 'Skills' with years; an Indeed Assessments block; a kitchen
    // manager's name and phone under 'Additional Information'. A line cook who lives in the city of his first name
    // (Tyler Cook of Tyler, TX, who studied at Tyler Junior College).
    file: 'chromium-indeed-resume-export.pdf',
    truth: {
      first: 'Tyler',
      last: 'Cook',
      email: 'tylercook7@example.com',
      phone: '+1 903 555 0132',
      linkedin: null,
    },
    page: html(
      `main { padding: 44pt 56pt; color: #2d2d2d; } h1 { font-size: 24pt; font-weight: bold; } .hl { font-size: 12pt; margin-top: 4pt; }
       .c p { margin: 3pt 0; font-size: 10pt; } .c { margin-top: 8pt; } .note { font-size: 10pt; margin-top: 8pt; }
       h2 { font-size: 14pt; font-weight: bold; margin: 20pt 0 6pt; padding-bottom: 4pt; border-bottom: 1px solid #d4d2d0; }
       h3 { font-size: 11pt; margin: 10pt 0 1pt; } .co { font-size: 10pt; } .dt { font-size: 10pt; color: #595959; margin-bottom: 4pt; }
       .small { font-size: 8.5pt; color: #595959; } ul li { margin: 2pt 0; }`,
      `<main><h1>Tyler Cook</h1><p class="hl">Line Cook / Kitchen Lead</p>
       <div class="c"><p>Tyler, TX 75701</p><p>tylercook7@example.com</p><p>+1 903 555 0132</p></div>
       <p class="note">Willing to relocate: Anywhere</p><p class="note">Authorized to work in the US for any employer</p>
       <h2>Work Experience</h2>
       <h3>Kitchen Lead</h3><p class="co">Texas Roadhouse-Tyler, TX</p><p class="dt">May 2022 to Present</p>
       <ul><li>Run the grill and expo line on 400-cover Friday and Saturday nights</li><li>Train new cooks; cut ticket times from 17 to 12 minutes</li>
       <li>Weekly inventory and ordering of about $9,500 in product</li></ul>
       <h3>Line Cook</h3><p class="co">Cracker Barrel Old Country Store-Tyler, TX</p><p class="dt">June 2019 to May 2022</p>
       <ul><li>Breakfast and grill stations; 250 to 300 plates per shift</li><li>Kept the line at 100% on two health inspections (2020, 2021)</li></ul>
       <h3>Prep Cook</h3><p class="co">Chick-fil-A-Longview, TX</p><p class="dt">August 2017 to June 2019</p>
       <h2>Education</h2><h3>Associate of Applied Science in Culinary Arts</h3><p class="co">Tyler Junior College - Tyler, TX</p><p class="dt">August 2018 to May 2020</p>
       <h3>High school diploma</h3><p class="co">Chapel Hill High School - Tyler, TX</p><p class="dt">August 2013 to May 2017</p>
       <h2>Skills</h2><ul><li>Food Safety (6 years)</li><li>Grill (5 years)</li><li>Kitchen Management (3 years)</li><li>Inventory Control (3 years)</li>
       <li>Cooking (7 years)</li></ul>
       <h2>Certifications and Licenses</h2><h3>ServSafe Food Protection Manager</h3><p class="dt">March 2023 to March 2028</p>
       <h3>Texas Food Handler</h3><p class="dt">June 2017 to June 2019</p>
       <h2>Assessments</h2><h3>Cooking Skills — Highly Proficient</h3><p class="dt">April 2024</p>
       <p class="co">Measures a candidate's knowledge of cooking techniques, kitchen safety, and food preparation.</p>
       <p class="co">Full results: Highly Proficient</p>
       <p class="small">Indeed Assessments provides skills tests that are not indicative of a license or certification, or continued development in any
       professional field.</p>
       <h2>Additional Information</h2><p class="co">Reference available: Darnell Hayes, Kitchen Manager, Texas Roadhouse — (903) 555-0180</p></main>`,
    ),
  },
  {
    // The classic Europass CV over two pages: a table whose left column holds right-aligned labels ('Surname(s) /
    // First name(s)' with 'Esposito, Chiara', 'Telephone(s)' with a landline and a 'Mobile:' beside it, 'Fax(es)',
    // 'E-mail', nationality, birth date), an employer's address and phone among the experience, the CEFR grid, and
    // 'Page n/2 - Curriculum vitae of Esposito Chiara' footers.
    file: 'chromium-europass-classic-label-column-fax.pdf',
    truth: {
      first: 'Chiara',
      last: 'Esposito',
      email: 'chiara.esposito@example.it',
      phone: '+39 333 555 0162',
      linkedin: null,
    },
    page: html(
      `${PAGES_CSS} .page { padding: 18mm 16mm 0 12mm; font-family: 'Liberation Sans', sans-serif; font-size: 9pt; }
       table.e { width: 100%; border-collapse: collapse; } table.e td { padding: 2pt 6pt; vertical-align: top; }
       td.l { width: 34%; text-align: right; border-right: 1px solid #1f3a93; color: #1f3a93; padding-right: 10pt !important; }
       td.s { font-size: 12pt; font-weight: bold; color: #1f3a93; padding-top: 12pt !important; } td.v { padding-left: 10pt !important; }
       .logo { font-size: 17pt; font-style: italic; color: #1f3a93; font-family: 'Liberation Serif', serif; } .cvt { font-size: 14pt; color: #1f3a93; }
       .nm { font-size: 12pt; font-weight: bold; } .lab { color: #1f3a93; margin: 0 6pt 0 22pt; }
       table.g { border-collapse: collapse; font-size: 8pt; margin-top: 3pt; } table.g td { border: 1px solid #9aa7c7; padding: 2pt 4pt; text-align: center; }
       .foot { position: absolute; bottom: 9mm; left: 12mm; right: 16mm; display: flex; justify-content: space-between; font-size: 6.8pt; color: #555; }`,
      `<div class="page"><table class="e">
       <tr><td class="l"><span class="logo">europass</span><br><span class="cvt">Curriculum Vitae</span></td><td class="v"></td></tr>
       <tr><td class="l s">Personal information</td><td></td></tr>
       <tr><td class="l">Surname(s) / First name(s)</td><td class="v nm">Esposito, Chiara</td></tr>
       <tr><td class="l">Address(es)</td><td class="v">Via Toledo 256, 80134 Napoli (Italy)</td></tr>
       <tr><td class="l">Telephone(s)</td><td class="v">+39 081 555 0147<span class="lab">Mobile:</span>+39 333 555 0162</td></tr>
       <tr><td class="l">Fax(es)</td><td class="v">+39 081 555 0148</td></tr>
       <tr><td class="l">E-mail</td><td class="v">chiara.esposito@example.it</td></tr>
       <tr><td class="l">Nationality</td><td class="v">Italian</td></tr>
       <tr><td class="l">Date of birth</td><td class="v">14/05/1987</td></tr><tr><td class="l">Gender</td><td class="v">Female</td></tr>
       <tr><td class="l s">Desired employment / Occupational field</td><td class="v s" style="color:#222">Export Manager – Food &amp; Beverage</td></tr>
       <tr><td class="l s">Work experience</td><td></td></tr>
       <tr><td class="l">Dates</td><td class="v">03/2018 → present</td></tr>
       <tr><td class="l">Occupation or position held</td><td class="v"><b>Export Area Manager (DACH and Nordic countries)</b></td></tr>
       <tr><td class="l">Main activities and responsibilities</td><td class="v">Sales of dried pasta to 38 importers and 4 retail chains; turnover
       grew from € 6.1M to € 11.4M (2018–2024); trade fairs (Anuga, ISM, SIAL); IFS and BRC audits with customers.</td></tr>
       <tr><td class="l">Name and address of employer</td><td class="v">Pastificio Gragnanese S.p.A., Via Roma 41, 80054 Gragnano (NA), Italy<br>Tel. +39 081 555 0190</td></tr>
       <tr><td class="l">Type of business or sector</td><td class="v">Food manufacturing</td></tr>
       <tr><td class="l">Dates</td><td class="v">09/2012 – 02/2018</td></tr>
       <tr><td class="l">Occupation or position held</td><td class="v"><b>Export Sales Assistant</b></td></tr>
       <tr><td class="l">Main activities and responsibilities</td><td class="v">Order processing, letters of credit and customs documents for 22 countries.</td></tr>
       <tr><td class="l">Name and address of employer</td><td class="v">Caseificio Campano S.r.l., Via Appia 1200, 81100 Caserta, Italy</td></tr>
       <tr><td class="l">Type of business or sector</td><td class="v">Dairy products</td></tr></table>
       <div class="foot"><span>Page 1/2 - Curriculum vitae of<br>Esposito Chiara</span><span style="text-align:right">For more information on Europass go to http://europass.cedefop.europa.eu<br>© European Union, 2004-2010 24082010</span></div></div>
       <div class="page"><table class="e">
       <tr><td class="l s">Education and training</td><td></td></tr>
       <tr><td class="l">Dates</td><td class="v">10/2009 – 07/2011</td></tr>
       <tr><td class="l">Title of qualification awarded</td><td class="v"><b>Master's degree (Laurea Magistrale) in International Trade, 110/110 cum laude</b></td></tr>
       <tr><td class="l">Principal subjects / occupational skills covered</td><td class="v">International marketing, trade law, Incoterms 2010, German business correspondence</td></tr>
       <tr><td class="l">Name and type of organisation providing education and training</td><td class="v">Università degli Studi di Napoli Federico II</td></tr>
       <tr><td class="l">Level in national or international classification</td><td class="v">ISCED 5A</td></tr>
       <tr><td class="l s">Personal skills and competences</td><td></td></tr>
       <tr><td class="l">Mother tongue(s)</td><td class="v"><b>Italian</b></td></tr>
       <tr><td class="l">Other language(s)</td><td class="v"><b>English, German</b></td></tr>
       <tr><td class="l">Self-assessment<br>European level (*)</td><td class="v"><table class="g">
       <tr><td></td><td colspan="2">Understanding</td><td colspan="2">Speaking</td><td>Writing</td></tr>
       <tr><td></td><td>Listening</td><td>Reading</td><td>Spoken interaction</td><td>Spoken production</td><td></td></tr>
       <tr><td>English</td><td>C1</td><td>C1</td><td>C1</td><td>C1</td><td>B2</td></tr>
       <tr><td>German</td><td>B2</td><td>B2</td><td>B1</td><td>B1</td><td>B1</td></tr></table>
       <p style="font-size:7pt">(*) Common European Framework of Reference for Languages</p></td></tr>
       <tr><td class="l">Computer skills and competences</td><td class="v">SAP SD, Salesforce, MS Office (ECDL 2008)</td></tr>
       <tr><td class="l">Driving licence</td><td class="v">B</td></tr>
       <tr><td class="l s">Additional information</td><td class="v" style="padding-top:12pt">I authorise the processing of my personal data pursuant to
       Legislative Decree 196/2003 and Regulation (EU) 2016/679.</td></tr></table>
       <div class="foot"><span>Page 2/2 - Curriculum vitae of<br>Esposito Chiara</span><span style="text-align:right">For more information on Europass go to http://europass.cedefop.europa.eu<br>© European Union, 2004-2010 24082010</span></div></div>`,
    ),
  },
  {
    // The 2020 Europass online-editor CV: the name, then a header of small labelled facts (birth date, nationality,
    // 'Phone number: … (Mobile)', e-mail, LinkedIn, a home address with a postcode); each job carries the employer's
    // city, e-mail, phone and website; a language grid; the header and footer repeat on the second page.
    file: 'chromium-europass-2020-online-editor.pdf',
    truth: {
      first: 'Rūta',
      last: 'Kazlauskienė',
      email: 'ruta.kazlauskiene@example.lt',
      phone: '(+370) 612 55012',
      linkedin: 'https://www.linkedin.com/in/ruta-kazlauskiene',
    },
    page: html(
      `${RUNNING_CSS} @page { margin: 0; } body { font-size: 9.5pt; color: #1f2b3d; } .wrap { padding: 0 36pt; }
       .bar { height: 10mm; } .foot { height: 14mm; font-size: 7.5pt; color: #7d8799; border-top: 1px solid #d5dbe5; padding: 4pt 36pt 0; }
       .top { display: flex; align-items: flex-start; gap: 14pt; border-bottom: 2px solid #0c4da2; padding-bottom: 8pt; }
       .logo { color: #0c4da2; font-weight: bold; font-size: 13pt; letter-spacing: 0.02em; } h1 { font-size: 21pt; color: #0c4da2; margin-top: 2pt; }
       .facts { font-size: 8.5pt; line-height: 1.55; margin-top: 4pt; } .facts b { color: #0c4da2; font-weight: normal; }
       h2 { font-size: 10.5pt; color: #0c4da2; text-transform: uppercase; border-bottom: 1px solid #0c4da2; padding-bottom: 2pt; margin-top: 14pt; }
       .when { font-size: 8.5pt; color: #5b6b82; margin-top: 8pt; } h3 { font-size: 10pt; text-transform: uppercase; margin-top: 2pt; }
       .meta { font-size: 8.3pt; color: #3d4a5c; } table.lg { border-collapse: collapse; font-size: 8.5pt; margin-top: 4pt; }
       table.lg td { border: 1px solid #c3cbd8; padding: 2pt 6pt; text-align: center; }`,
      `<table class="run"><thead><tr><td><div class="bar"></div></td></tr></thead>
       <tfoot><tr><td><div class="foot">Europass CV · generated by the Europass online editor · © European Union</div></td></tr></tfoot><tbody>
       <tr><td><div class="wrap"><div class="top"><div><p class="logo">europass</p></div><div><h1>Rūta Kazlauskienė</h1>
       <p class="facts"><b>Date of birth:</b> 03/02/1990 &nbsp;|&nbsp; <b>Nationality:</b> Lithuanian &nbsp;|&nbsp; <b>Gender:</b> Female</p>
       <p class="facts"><b>Phone number:</b> (+370) 612 55012 (Mobile) &nbsp;|&nbsp; <b>Email address:</b> ruta.kazlauskiene@example.lt</p>
       <p class="facts"><b>LinkedIn:</b> https://www.linkedin.com/in/ruta-kazlauskiene/</p>
       <p class="facts"><b>Home:</b> Gedimino pr. 9, LT-01103 Vilnius (Lithuania)</p></div></div></div></td></tr>
       <tr><td><div class="wrap"><h2>About myself</h2><p>Transport planning analyst with nine years in road freight and intermodal logistics for
       Baltic and Nordic shippers. I turn telematics and order data into plans that fill trucks and cut empty kilometres.</p></div></td></tr>
       <tr><td><div class="wrap"><h2>Work experience</h2>
       <p class="when">01/03/2019 – CURRENT &nbsp; Vilnius, Lithuania</p><h3>Senior Transport Planning Analyst</h3>
       <p class="meta">Baltic Road Freight UAB &nbsp;|&nbsp; City: Vilnius &nbsp;|&nbsp; Country: Lithuania &nbsp;|&nbsp; Business or sector: Transportation and storage</p>
       <p class="meta">Email: careers@balticroadfreight.example.lt &nbsp;|&nbsp; Phone: (+370) 5 555 0100 &nbsp;|&nbsp; Website: www.balticroadfreight.example.lt</p>
       <ul><li>Planning models for a fleet of 2,400 trucks; empty running down from 14.8% to 9.6% in 2023.</li>
       <li>Built the load-matching dashboard (Power BI, SQL Server) used by 70 dispatchers.</li></ul>
       <p class="when">15/06/2015 – 28/02/2019 &nbsp; Kaunas, Lithuania</p><h3>Logistics Analyst</h3>
       <p class="meta">Nemunas Intermodal UAB &nbsp;|&nbsp; City: Kaunas &nbsp;|&nbsp; Country: Lithuania</p>
       <p class="meta">Email: info@nemunasintermodal.example.lt &nbsp;|&nbsp; Phone: (+370) 37 555 014</p>
       <ul><li>Rail–road transfers at the Kaunas terminal; 18,000 containers a year.</li><li>Customs-warehouse stock reconciliation in SAP EWM.</li></ul>
       <p class="when">01/07/2014 – 31/05/2015 &nbsp; Klaipėda, Lithuania</p><h3>Junior Freight Forwarder</h3>
       <p class="meta">Klaipėdos Jūrų Ekspedicija UAB &nbsp;|&nbsp; City: Klaipėda &nbsp;|&nbsp; Country: Lithuania</p>
       <p class="meta">Email: jobs@kje.example.lt &nbsp;|&nbsp; Phone: (+370) 46 555 020 &nbsp;|&nbsp; Website: www.kje.example.lt</p>
       <ul><li>Sea-freight bookings and bills of lading for 40 shippers; 1,300 TEU a year through the port of Klaipėda.</li></ul>
       <p class="when">01/06/2013 – 31/08/2013 &nbsp; Hamburg, Germany</p><h3>Intern, Intermodal Planning (Erasmus+ traineeship)</h3>
       <p class="meta">Elbe Container Logistik GmbH &nbsp;|&nbsp; City: Hamburg &nbsp;|&nbsp; Country: Germany &nbsp;|&nbsp; Phone: (+49) 40 555 0130</p></div></td></tr>
       <tr><td><div class="wrap"><h2>Projects</h2>
       <p class="when">01/2022 – 12/2023</p><h3>Green Corridor Baltic–Nordic</h3><p>Member of the analysis team for the EU CEF-funded study of electric
       and HVO-fuelled trucks between Vilnius, Riga and Tallinn (project ref. CEF-T-2021-555012); modelled 9 charging-site scenarios.</p>
       <p class="when">03/2020 – 09/2020</p><h3>Empty-running dashboard</h3><p>Power BI model of 120 million telematics records; adopted by all planning teams.</p></div></td></tr>
       <tr><td><div class="wrap"><h2>Conferences and seminars</h2>
       <p class="when">14/11/2023 – 16/11/2023 &nbsp; Munich</p><p>transport logistic 2023 — speaker, "Planning with telematics data"</p>
       <p class="when">05/05/2022 &nbsp; Riga</p><p>Baltic Transport Forum — panel on driver shortages</p>
       <h2>Volunteering</h2><p class="when">2018 – CURRENT &nbsp; Vilnius</p><p>Food Bank (Maisto bankas) — coordinates two collection weekends a year, 60 volunteers.</p></div></td></tr>
       <tr><td><div class="wrap"><h2>Education and training</h2>
       <p class="when">01/09/2012 – 30/06/2014 &nbsp; Vilnius, Lithuania</p><h3>Master of Transport Engineering</h3>
       <p class="meta">Vilnius Gediminas Technical University &nbsp;|&nbsp; Level in EQF: EQF level 7 &nbsp;|&nbsp; Final grade: 9.4 / 10</p>
       <p class="when">01/09/2008 – 30/06/2012 &nbsp; Kaunas, Lithuania</p><h3>Bachelor of Logistics</h3>
       <p class="meta">Kaunas University of Technology &nbsp;|&nbsp; Level in EQF: EQF level 6</p></div></td></tr>
       <tr><td><div class="wrap"><h2>Language skills</h2><p>Mother tongue(s): <b>LITHUANIAN</b></p><p>Other language(s):</p>
       <table class="lg"><tr><td></td><td colspan="2">UNDERSTANDING</td><td colspan="2">SPEAKING</td><td>WRITING</td></tr>
       <tr><td></td><td>Listening</td><td>Reading</td><td>Spoken production</td><td>Spoken interaction</td><td></td></tr>
       <tr><td>ENGLISH</td><td>C1</td><td>C1</td><td>C1</td><td>C1</td><td>C1</td></tr><tr><td>RUSSIAN</td><td>B2</td><td>B2</td><td>B2</td><td>B2</td><td>B1</td></tr>
       <tr><td>POLISH</td><td>A2</td><td>B1</td><td>A2</td><td>A2</td><td>A2</td></tr></table>
       <p style="font-size: 7.5pt; color: #5b6b82">Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user</p></div></td></tr>
       <tr><td><div class="wrap"><h2>Digital skills</h2><p>Power BI &nbsp;|&nbsp; SQL Server &nbsp;|&nbsp; Python (pandas) &nbsp;|&nbsp; SAP TM &nbsp;|&nbsp; Transporeon</p>
       <h2>Driving licence</h2><p>Driving Licence: B</p>
       <h2>Honours and awards</h2><p>03/2022 – Lithuanian Logistics Association: Young Logistician of the Year</p></div></td></tr>
       </tbody></table>`,
      'lt',
    ),
  },
  {
    // A LaTeX moderncv 'classic' CV: the first name dark and the surname grey, large at the top left over the job
    // title; at the top right the address and then a mobile, a landline and a fax, an e-mail and LinkedIn, each led
    // by a small icon and no word; LinkedIn shows only the handle; section bars and dates in a left column.
    file: 'chromium-moderncv-classic-icon-phones-fax.pdf',
    truth: {
      first: 'Florence',
      last: 'Pemberton',
      email: 'florence.pemberton@example.co.uk',
      phone: '+44 7700 900451',
      linkedin: 'https://www.linkedin.com/in/florencepemberton',
    },
    page: html(
      `main { padding: 46pt 50pt; font-family: 'DejaVu Serif', serif; font-size: 9.6pt; color: #222; }
       header { display: flex; justify-content: space-between; align-items: flex-start; } h1 { font-size: 30pt; font-weight: normal; }
       h1 .f { color: #1a1a1a; } h1 .l { color: #8a8a8a; } .t { font-size: 13pt; font-style: italic; color: #777; margin-top: 2pt; }
       .c { text-align: right; font-size: 8.6pt; font-style: italic; line-height: 1.55; } .c svg { margin-right: 3pt; }
       .q { text-align: center; font-style: italic; margin: 18pt 60pt 6pt; color: #444; }
       .sec { display: grid; grid-template-columns: 90pt 1fr; column-gap: 10pt; align-items: center; margin: 14pt 0 6pt; }
       .sec i { display: block; height: 5pt; background: #3873b3; } .sec span { font-size: 13pt; color: #3873b3; }
       .it { display: grid; grid-template-columns: 90pt 1fr; column-gap: 10pt; margin: 4pt 0; } .it .d { text-align: right; font-size: 8.8pt; }
       .it b { font-weight: bold; } .it em { font-style: italic; } .it p { margin: 1pt 0; }`,
      `<main><header><div><h1><span class="f">Florence</span> <span class="l">Pemberton</span></h1><p class="t">Battery Materials Scientist</p></div>
       <div class="c"><p>221 Mill Road</p><p>Cambridge CB1 3NL, United Kingdom</p>
       <p>${icon('mobile', '#3873b3', 8)}+44 7700 900451</p><p>${icon('phone', '#3873b3', 8)}+44 1632 960127</p>
       <p>${icon('fax', '#3873b3', 8)}+44 1632 960128</p><p>${icon('mail', '#3873b3', 8)}florence.pemberton@example.co.uk</p>
       <p><a href="https://www.linkedin.com/in/florencepemberton">${icon('linkedin', '#3873b3', 8)}florencepemberton</a></p></div></header>
       <p class="q">Solid-state electrolytes, from powder to pouch cell.</p>
       <div class="sec"><i></i><span>Education</span></div>
       <div class="it"><div class="d">2014–2018</div><div><p><b>PhD in Materials Science</b>, <em>University of Cambridge</em>, Department of Materials Science and Metallurgy</p>
       <p style="font-size: 8.8pt">Thesis: Lithium garnet electrolytes and their interfaces. Supervisor: Prof. Harriet Lowe.</p></div></div>
       <div class="it"><div class="d">2010–2014</div><div><p><b>MChem, First Class</b>, <em>University of Bristol</em></p></div></div>
       <div class="sec"><i></i><span>Experience</span></div>
       <div class="it"><div class="d">2021–present</div><div><p><b>Senior Scientist</b>, <em>Faraday Cells Ltd</em>, Milton Park, Abingdon</p>
       <p>Leads a team of five on sulphide electrolytes; scaled synthesis from 20 g to 4 kg batches; two patents filed (GB2555012.4, GB2555098.1).</p></div></div>
       <div class="it"><div class="d">2018–2021</div><div><p><b>Research Associate</b>, <em>The Faraday Institution</em>, SOLBAT project, Oxford</p>
       <p>Cryo-FIB and XPS of lithium/electrolyte interfaces; 9 papers, 2 as first author.</p></div></div>
       <div class="it"><div class="d">Summer 2013</div><div><p><b>Intern</b>, <em>Johnson Matthey</em>, Sonning Common</p></div></div>
       <div class="sec"><i></i><span>Computer skills</span></div>
       <div class="it"><div class="d">Basic</div><div><p>VASP, LAMMPS</p></div></div><div class="it"><div class="d">Intermediate</div><div><p>Python, Origin, GSAS-II, LaTeX</p></div></div>
       <div class="sec"><i></i><span>Languages</span></div>
       <div class="it"><div class="d">English</div><div><p>Mother tongue</p></div></div><div class="it"><div class="d">French</div><div><p>Conversationally fluent (DELF B2, 2012)</p></div></div>
       <div class="sec"><i></i><span>Interests</span></div>
       <div class="it"><div class="d">Rowing</div><div><p>Cambridge '99 Rowing Club, women's first VIII 2016–2019</p></div></div></main>`,
    ),
  },
  {
    // A LaTeX moderncv 'banking' CV: the name centred in bold, one centred line of contacts separated by bullets and
    // led by icons (address, mobile, e-mail, the LinkedIn and GitHub handles); ruled section headings. The name is a
    // city and a bank word: Sydney Banks of Sydney, who works for banks.
    file: 'chromium-moderncv-banking-centred-handles.pdf',
    truth: {
      first: 'Sydney',
      last: 'Banks',
      email: 'sydney.banks@example.com.au',
      phone: '+61 491 570 157',
      linkedin: 'https://www.linkedin.com/in/sydney-banks-cfa',
    },
    page: html(
      `main { padding: 42pt 52pt; font-family: 'DejaVu Serif', serif; font-size: 9.5pt; color: #1d1d1d; } h1 { text-align: center; font-size: 28pt; color: #2d3b55; }
       .t { text-align: center; font-style: italic; color: #666; margin-top: 3pt; } .c { text-align: center; font-size: 8.2pt; margin-top: 8pt; line-height: 1.6; }
       .c span { white-space: nowrap; } .c svg { margin-right: 2pt; } .sec { display: flex; align-items: center; gap: 8pt; margin: 16pt 0 6pt; }
       .sec span { font-size: 12.5pt; font-weight: bold; color: #2d3b55; } .sec i { flex: 1; height: 1.2pt; background: #2d3b55; }
       .it { margin: 5pt 0; } .it .r { display: flex; justify-content: space-between; } .it em { color: #555; } .it ul { margin-top: 2pt; }`,
      `<main><h1>Sydney Banks</h1><p class="t">Credit Risk Analyst, CFA</p>
       <p class="c"><span>${icon('home', '#2d3b55', 8)}Level 12, 1 Martin Place, Sydney NSW 2000</span> • <span>${icon('mobile', '#2d3b55', 8)}+61 491 570 157</span> •
       <span>${icon('mail', '#2d3b55', 8)}sydney.banks@example.com.au</span> • <span><a href="https://www.linkedin.com/in/sydney-banks-cfa">${icon('linkedin', '#2d3b55', 8)}sydney-banks-cfa</a></span> •
       <span><a href="https://github.com/sbanks-quant">${icon('github', '#2d3b55', 8)}sbanks-quant</a></span></p>
       <div class="sec"><span>Experience</span><i></i></div>
       <div class="it"><div class="r"><b>Senior Credit Risk Analyst</b><span>2020–present</span></div><div class="r"><em>Commonwealth Bank of Australia</em><em>Sydney</em></div>
       <ul><li>IFRS 9 expected-credit-loss models for a $41bn commercial property book; model validation passed without findings (2023).</li>
       <li>Stress tests for APRA's 2022 and 2024 exercises; led a team of 3 analysts.</li></ul></div>
       <div class="it"><div class="r"><b>Credit Analyst</b><span>2016–2020</span></div><div class="r"><em>Westpac Banking Corporation</em><em>Sydney</em></div>
       <ul><li>Annual reviews of 120 middle-market borrowers ($5M–$150M limits).</li></ul></div>
       <div class="it"><div class="r"><b>Graduate, Institutional Banking</b><span>2015–2016</span></div><div class="r"><em>National Australia Bank</em><em>Melbourne</em></div></div>
       <div class="sec"><span>Education</span><i></i></div>
       <div class="it"><div class="r"><b>Master of Applied Finance</b><span>2017–2019</span></div><div class="r"><em>Macquarie University</em><em>Sydney</em></div></div>
       <div class="it"><div class="r"><b>Bachelor of Commerce (Finance), First Class Honours</b><span>2011–2014</span></div><div class="r"><em>UNSW Sydney</em><em>Sydney</em></div></div>
       <div class="sec"><span>Certifications</span><i></i></div>
       <div class="it"><div class="r"><b>CFA Charterholder</b><span>2019</span></div><div class="r"><em>CFA Institute, member no. 555012</em><em></em></div></div>
       <div class="sec"><span>Skills</span><i></i></div>
       <div class="it"><p><b>Modelling:</b> SAS, Python (statsmodels, scikit-learn), R · <b>Data:</b> SQL, Teradata · <b>Reporting:</b> Tableau, Excel/VBA</p></div>
       <div class="sec"><span>Languages</span><i></i></div><div class="it"><p>English (native), Mandarin (professional working proficiency)</p></div></main>`,
    ),
  },
  {
    // A Jake's-resume one-page engineering resume: the name centred in small capitals, one pipe-separated line with the
    // phone, the e-mail and linked LinkedIn and GitHub addresses; sections ruled in small capitals; the organisation
    // and the place on one line with dates flush right; projects with a tech stack after a pipe.
    file: 'chromium-jakes-resume-pipes-small-caps.pdf',
    truth: {
      first: 'Nathaniel',
      last: 'Osei',
      email: 'nathaniel.osei@example.edu',
      phone: '617-555-0129',
      linkedin: 'https://www.linkedin.com/in/nathaniel-osei',
    },
    page: html(
      `main { padding: 30pt 40pt; font-family: 'Liberation Serif', serif; font-size: 10.5pt; color: #000; }
       h1 { text-align: center; font-size: 26pt; font-variant: small-caps; font-weight: bold; } .c { text-align: center; font-size: 10pt; margin-top: 2pt; }
       .c a { text-decoration: underline; } h2 { font-size: 12.5pt; font-variant: small-caps; font-weight: normal; border-bottom: 1px solid #000; margin: 10pt 0 4pt; }
       .r { display: flex; justify-content: space-between; } .r.i { font-style: italic; font-size: 9.8pt; } .e { margin: 5pt 0 0 8pt; }
       ul { margin: 2pt 0 2pt 10pt; font-size: 9.8pt; } li { margin: 1pt 0; } .sk p { margin: 1pt 0 1pt 8pt; font-size: 9.8pt; }`,
      `<main><h1>Nathaniel Osei</h1>
       <p class="c">617-555-0129 | <a href="mailto:nathaniel.osei@example.edu">nathaniel.osei@example.edu</a> | <a href="https://linkedin.com/in/nathaniel-osei">linkedin.com/in/nathaniel-osei</a> |
       <a href="https://github.com/nosei">github.com/nosei</a></p>
       <h2>Education</h2>
       <div class="e"><div class="r"><b>Northeastern University</b><span>Boston, MA</span></div><div class="r i"><span>Bachelor of Science in Computer Science, Minor in Mathematics</span><span>Sep. 2021 – May 2025</span></div></div>
       <div class="e"><div class="r"><b>Boston Latin School</b><span>Boston, MA</span></div><div class="r i"><span>High School Diploma</span><span>Sep. 2015 – Jun. 2021</span></div></div>
       <h2>Experience</h2>
       <div class="e"><div class="r"><b>Software Engineering Co-op</b><span>Jan. 2024 – Jun. 2024</span></div><div class="r i"><span>Wayfair</span><span>Boston, MA</span></div>
       <ul><li>Rebuilt the delivery-date estimator service in Kotlin; p95 latency from 820 ms to 140 ms at 3,000 requests per second</li>
       <li>Added contract tests to 14 consumer services, catching 6 breaking schema changes before release</li></ul></div>
       <div class="e"><div class="r"><b>Undergraduate Research Assistant</b><span>May 2023 – Dec. 2023</span></div><div class="r i"><span>Khoury College of Computer Sciences</span><span>Boston, MA</span></div>
       <ul><li>Fuzzed WebAssembly runtimes with a grammar-based generator; 4 bugs reported upstream (2 CVEs)</li></ul></div>
       <div class="e"><div class="r"><b>Information Technology Support Specialist</b><span>Sep. 2022 – Apr. 2023</span></div><div class="r i"><span>Northeastern University ITS</span><span>Boston, MA</span></div>
       <ul><li>Resolved 1,100+ tickets; wrote a PowerShell script that re-imaged 60 lab machines overnight</li></ul></div>
       <h2>Projects</h2>
       <div class="e"><div class="r"><span><b>Transit Pulse</b> | <i>TypeScript, React, Go, PostgreSQL, Docker</i></span><span>Jan. 2023 – Present</span></div>
       <ul><li>Real-time MBTA delay map fed by the GTFS-realtime API; 2,400 monthly users</li><li>Go ingestion service handles 180 vehicle updates per second on a $5 VPS</li></ul></div>
       <div class="e"><div class="r"><span><b>ShelfLife</b> | <i>Python, Flask, SQLite</i></span><span>Sep. 2022 – Dec. 2022</span></div>
       <ul><li>Food-bank inventory tracker used by 3 pantries in Roxbury; barcode scanning on cheap Android phones</li></ul></div>
       <h2>Technical Skills</h2><div class="sk"><p><b>Languages</b>: Java, Python, TypeScript, Go, Kotlin, SQL, C</p>
       <p><b>Frameworks</b>: React, Node.js, Flask, Spring Boot, JUnit</p><p><b>Developer Tools</b>: Git, Docker, Kubernetes, GitHub Actions, AWS, GCP</p>
       <p><b>Libraries</b>: pandas, NumPy, Matplotlib</p></div></main>`,
    ),
  },
  {
    // An Awesome-CV resume: a hyphenated Korean given name in a light grey weight before the surname in bold, the
    // position in small capitals, the address, a line of icon-led contacts (the LinkedIn and GitHub handles only), a
    // quote; section titles with their first letters in the accent colour; a footer with the date, 'Name · Résumé'
    // and the page number.
    file: 'chromium-awesome-cv-light-bold-name-footer.pdf',
    truth: {
      first: 'Seo-yeon',
      last: 'Park',
      email: 'seoyeon.park@example.kr',
      phone: '(+82) 10-5555-0183',
      linkedin: 'https://www.linkedin.com/in/seoyeon-park-dev',
    },
    page: html(
      `main { padding: 36pt 44pt; min-height: 296mm; position: relative; font-size: 9.5pt; color: #333; } header { text-align: center; }
       h1 { font-size: 32pt; } h1 .f { font-weight: 300; color: #7a7a7a; font-family: 'DejaVu Sans', sans-serif; font-size: 30pt; } h1 .l { font-weight: bold; color: #1a1a1a; }
       .pos { font-variant: small-caps; letter-spacing: 0.12em; color: #dc3522; font-size: 10pt; margin-top: 4pt; }
       .adr { font-style: italic; font-size: 8.5pt; color: #666; margin-top: 4pt; } .c { font-size: 8.5pt; margin-top: 3pt; } .c svg { margin-right: 2pt; }
       .q { font-style: italic; color: #7a7a7a; text-align: center; margin: 10pt 0 2pt; }
       h2 { font-size: 15pt; margin: 14pt 0 4pt; display: flex; align-items: center; gap: 6pt; } h2 em { color: #dc3522; font-style: normal; }
       h2 i { flex: 1; height: 0.8pt; background: #5d5d5d; } .e { margin: 6pt 0; } .r { display: flex; justify-content: space-between; }
       .r .o { font-weight: bold; font-size: 10.5pt; } .r .p { font-style: italic; color: #dc3522; font-size: 9pt; } .r .ps { font-variant: small-caps; color: #666; }
       .r .d { font-style: italic; color: #888; font-size: 8.5pt; } ul { color: #555; font-size: 9pt; }
       footer { position: absolute; bottom: 20pt; left: 44pt; right: 44pt; display: flex; justify-content: space-between; font-size: 7.5pt; color: #999; font-variant: small-caps; }`,
      `<main><header><h1><span class="f">Seo-yeon</span> <span class="l">Park</span></h1><p class="pos">Data Scientist · Machine Learning Engineer</p>
       <p class="adr">Mapo-gu, Seoul 03936, Republic of Korea</p>
       <p class="c">${icon('mobile', '#333', 8)}(+82) 10-5555-0183 &nbsp;|&nbsp; ${icon('mail', '#333', 8)}seoyeon.park@example.kr &nbsp;|&nbsp; ${icon('home', '#333', 8)}seoyeonpark.example.dev &nbsp;|&nbsp;
       <a href="https://github.com/syparkdev">${icon('github', '#333', 8)}syparkdev</a> &nbsp;|&nbsp; <a href="https://www.linkedin.com/in/seoyeon-park-dev">${icon('linkedin', '#333', 8)}seoyeon-park-dev</a></p>
       <p class="q">“Be honest about the data, and the model will be honest with you.”</p></header>
       <h2><span><em>Exp</em>erience</span><i></i></h2>
       <div class="e"><div class="r"><span class="o">Kakao Mobility</span><span class="p">Seongnam, Korea</span></div>
       <div class="r"><span class="ps">Senior Data Scientist</span><span class="d">Mar. 2021 – Present</span></div>
       <ul><li>ETA model for 2.3 million daily taxi calls; mean absolute error down 18% with gradient-boosted trees on road-segment features.</li>
       <li>Designed the surge-pricing A/B platform; 140 experiments in 2023.</li></ul></div>
       <div class="e"><div class="r"><span class="o">NAVER</span><span class="p">Seongnam, Korea</span></div>
       <div class="r"><span class="ps">Machine Learning Engineer</span><span class="d">Jan. 2018 – Feb. 2021</span></div>
       <ul><li>Query-intent classifier for Korean shopping search (BERT, 40 ms p99 on CPU).</li></ul></div>
       <div class="e"><div class="r"><span class="o">Republic of Korea Army</span><span class="p">Yongin, Korea</span></div>
       <div class="r"><span class="ps">Research Assistant, Military Service Exception Program</span><span class="d">2016 – 2017</span></div></div>
       <h2><span><em>Edu</em>cation</span><i></i></h2>
       <div class="e"><div class="r"><span class="o">KAIST</span><span class="p">Daejeon, Korea</span></div><div class="r"><span class="ps">M.S. in Industrial &amp; Systems Engineering</span><span class="d">2014 – 2016</span></div></div>
       <div class="e"><div class="r"><span class="o">Yonsei University</span><span class="p">Seoul, Korea</span></div><div class="r"><span class="ps">B.S. in Applied Statistics</span><span class="d">2010 – 2014</span></div></div>
       <h2><span><em>Hon</em>ors &amp; Awards</span><i></i></h2>
       <div class="e"><div class="r"><span>Kaggle Grandmaster; 1st place, Seoul Bike Demand Forecasting (2019)</span><span class="d">2019</span></div></div>
       <h2><span><em>Ski</em>lls</span><i></i></h2><p>Python · PyTorch · LightGBM · Spark · Airflow · BigQuery · Korean (native) · English (TOEFL iBT 112) · Japanese (JLPT N2)</p>
       <footer><span>March 14, 2025</span><span>Seo-yeon Park · Résumé</span><span>1</span></footer></main>`,
    ),
  },
  {
    // A Canva-like design: a big circular photo over a pastel left column of icon-led contacts (a Madison Avenue
    // address and a ZIP code), education and skills; the name in large spaced capitals at the top right; two
    // references side by side at the bottom with their own phones and e-mails.
    file: 'chromium-canva-photo-circle-references-side-by-side.pdf',
    truth: {
      first: 'Madison',
      last: 'Rivera',
      email: 'hello@madisonrivera.example.com',
      phone: '(212) 555-0171',
      linkedin: null,
    },
    page: html(
      `body { display: flex; height: 296mm; } aside { width: 36%; background: #f1e6dc; padding: 0 20pt 24pt; font-size: 9pt; }
       aside .ph { width: 150pt; height: 150pt; border-radius: 50%; overflow: hidden; margin: 30pt auto 18pt; border: 6pt solid #fff; }
       aside .ph img { width: 100%; height: 100%; object-fit: cover; } aside h2 { font-size: 11pt; letter-spacing: 0.18em; color: #5b4636; border-bottom: 1.5px solid #5b4636; padding-bottom: 3pt; margin-top: 16pt; }
       aside p { margin: 5pt 0; } aside svg { margin-right: 6pt; } main { width: 64%; padding: 54pt 30pt 24pt 28pt; font-size: 9.5pt; }
       h1 { font-size: 34pt; letter-spacing: 0.14em; color: #5b4636; font-weight: bold; line-height: 1.05; } .t { font-size: 11pt; letter-spacing: 0.3em; color: #8c7464; margin-top: 6pt; }
       main h2 { font-size: 12pt; letter-spacing: 0.18em; color: #5b4636; margin-top: 20pt; } .job { border-left: 2px solid #d8c3b2; padding-left: 10pt; margin: 6pt 0; }
       .job .y { font-size: 8.5pt; color: #8c7464; } .refs { display: grid; grid-template-columns: 1fr 1fr; gap: 14pt; font-size: 8.8pt; }`,
      `<aside><div class="ph"><img src="${PHOTO_URI}" alt=""></div>
       <h2>CONTACT</h2><p>${icon('phone', '#5b4636')}(212) 555-0171</p><p>${icon('mail', '#5b4636')}hello@madisonrivera.example.com</p>
       <p>${icon('globe', '#5b4636')}www.madisonrivera.example.com</p><p>${icon('pin', '#5b4636')}410 Madison Ave, New York, NY 10017</p>
       <h2>EDUCATION</h2><p><b>2012 – 2016</b></p><p>PARSONS SCHOOL OF DESIGN</p><p>BFA Communication Design</p>
       <h2>SKILLS</h2><p>Brand identity</p><p>Art direction</p><p>Figma · Adobe CC</p><p>Motion (After Effects)</p><p>Copywriting</p>
       <h2>LANGUAGES</h2><p>English</p><p>Spanish</p></aside>
       <main><h1>MADISON<br>RIVERA</h1><p class="t">ART DIRECTOR</p>
       <h2>PROFILE</h2><p>Art director with eight years in agencies on Madison Avenue and in-house at a beauty brand. I build brand systems
       that hold up from a 6-second pre-roll to a 48-sheet billboard in Times Square.</p>
       <h2>WORK EXPERIENCE</h2>
       <div class="job"><p class="y">2021 – PRESENT</p><p><b>Glossier</b> · Senior Art Director</p><p>Led the 2023 rebrand rollout across 9 stores and 120 SKUs.</p></div>
       <div class="job"><p class="y">2018 – 2021</p><p><b>Ogilvy New York</b> · Art Director</p><p>Campaigns for IBM and Coca-Cola; two One Show merits.</p></div>
       <div class="job"><p class="y">2016 – 2018</p><p><b>Pentagram</b> · Junior Designer</p><p>Identity work for cultural clients in Manhattan.</p></div>
       <h2>REFERENCE</h2><div class="refs">
       <div><p><b>Harper Nguyen</b></p><p>Ogilvy / Creative Director</p><p><b>Phone:</b> (212) 555-0190</p><p><b>Email:</b> harper.nguyen@ogilvy.example.com</p></div>
       <div><p><b>Marcus Lee</b></p><p>Glossier / VP Brand</p><p><b>Phone:</b> (646) 555-0134</p><p><b>Email:</b> marcus.lee@glossier.example.com</p></div></div></main>`,
    ),
  },
  {
    // A Canva-like grid of coloured blocks: the name stacked in capitals in a mustard block, a navy block with the
    // job title and a short bio, a skills block, the experience; the 'Let's talk' block with the contacts comes first
    // in the page's drawing order but is placed at the bottom of the grid. Fletcher is also an old trade.
    file: 'chromium-canva-coloured-blocks-contacts-drawn-first.pdf',
    truth: {
      first: 'Rowan',
      last: 'Fletcher',
      email: 'rowan@fletcherstudio.example.co.uk',
      phone: '+44 7700 900264',
      linkedin: 'https://www.linkedin.com/in/rowanfletcherstudio',
    },
    page: html(
      `body { height: 296mm; } .grid { display: grid; grid-template-columns: 42% 58%; grid-template-rows: 74mm 1fr 46mm; height: 296mm; }
       .b { padding: 22pt 22pt; } .name { grid-column: 1; grid-row: 1; background: #f2b134; display: flex; flex-direction: column; justify-content: flex-end; }
       .name h1 { font-size: 40pt; line-height: 0.95; font-weight: 900; color: #1d1d1b; letter-spacing: 0.01em; }
       .bio { grid-column: 2; grid-row: 1; background: #1e2a4a; color: #f4f1ea; display: flex; flex-direction: column; justify-content: flex-end; }
       .bio .t { font-size: 15pt; font-weight: bold; color: #f2b134; } .skills { grid-column: 1; grid-row: 2; background: #ef6f5e; color: #fff; }
       .skills h2, .exp h2, .talk h2 { font-size: 12pt; letter-spacing: 0.2em; margin-top: 0; } .skills p { margin: 5pt 0; }
       .exp { grid-column: 2; grid-row: 2; background: #fffaf2; font-size: 9.5pt; } .exp h3 { margin-top: 10pt; } .exp .y { color: #ef6f5e; font-weight: bold; font-size: 8.5pt; }
       .talk { grid-column: 1 / 3; grid-row: 3; background: #2a9d8f; color: #fff; } .talk .c { display: grid; grid-template-columns: repeat(3, auto); gap: 8pt 18pt; font-size: 9.5pt; }
       .talk svg { margin-right: 5pt; }`,
      `<div class="grid"><div class="b talk"><h2>LET'S TALK</h2><div class="c"><p>${icon('phone', '#fff')}+44 7700 900264</p>
       <p>${icon('mail', '#fff')}rowan@fletcherstudio.example.co.uk</p><p>${icon('linkedin', '#fff')}linkedin.com/in/rowanfletcherstudio</p>
       <p>${icon('pin', '#fff')}Bristol BS1 5TR</p><p>${icon('globe', '#fff')}fletcherstudio.example.co.uk</p><p>${icon('user', '#fff')}@fletcherstudio</p></div></div>
       <div class="b name"><h1>ROWAN<br>FLETCHER</h1></div>
       <div class="b bio"><p class="t">Brand &amp; Packaging Designer</p><p>Independent designer in Bristol making brands for drinks, food and outdoor
       companies — labels that survive an ice bucket, boxes that ship flat.</p></div>
       <div class="b skills"><h2>SKILLS</h2><p>Brand identity</p><p>Packaging &amp; dielines</p><p>Illustration</p><p>Print production</p><p>Adobe CC · Figma · Cinema 4D</p>
       <h2 style="margin-top: 18pt">CLIENTS</h2><p>Bristol Beer Factory</p><p>Pip &amp; Nut</p><p>Finisterre</p><p>Yeo Valley</p></div>
       <div class="b exp"><h2>EXPERIENCE</h2>
       <p class="y">2019 — NOW</p><h3>Founder, Fletcher Studio</h3><p>Identity and packaging for 30+ independent brands; D&amp;AD Wood Pencil 2022 for a cider range.</p>
       <p class="y">2015 — 2019</p><h3>Senior Designer, Taxi Studio, Bristol</h3><p>Packaging for Coca-Cola European Partners and Aardman; 14 packs in national retail.</p>
       <p class="y">2013 — 2015</p><h3>Designer, Butterfly Cannon, London</h3>
       <h2 style="margin-top: 16pt">EDUCATION</h2><p>BA (Hons) Graphic Design, University of the West of England, 2010 – 2013</p></div></div>`,
    ),
  },
  {
    // A Canva-like header whose name is spelt out one letter per coloured square tile, the first name on one row and
    // the surname on the next; the job title and the contacts right-aligned beside the tiles.
    file: 'chromium-canva-name-letter-tiles.pdf',
    truth: {
      first: 'Nora',
      last: 'Salazar',
      email: 'nsalazar.studio@example.com',
      phone: '(305) 555-0124',
      linkedin: 'https://www.linkedin.com/in/norasalazar-design',
    },
    page: html(
      `main { padding: 34pt 38pt; font-size: 9.5pt; } header { display: flex; justify-content: space-between; align-items: center; gap: 18pt; }
       .tiles div { display: flex; gap: 4pt; margin: 4pt 0; } .tiles span { width: 34pt; height: 34pt; display: flex; align-items: center; justify-content: center;
       font-family: 'DejaVu Serif', serif; font-weight: bold; font-style: italic; font-size: 21pt; color: #fff; border-radius: 4pt; }
       .c0 { background: #e76f51; } .c1 { background: #f4a261; } .c2 { background: #2a9d8f; } .c3 { background: #264653; }
       .side { text-align: right; font-size: 8.6pt; letter-spacing: 0.04em; line-height: 1.6; color: #264653; } .side .t { font-size: 12pt; color: #e76f51; }
       .cols { display: grid; grid-template-columns: 3fr 2fr; gap: 20pt; margin-top: 18pt; } h2 { font-size: 11pt; color: #264653; letter-spacing: 0.15em; border-bottom: 2px solid #f4a261; }`,
      `<main><header><div class="tiles"><div><span class="c0">N</span><span class="c1">O</span><span class="c2">R</span><span class="c3">A</span></div>
       <div><span class="c1">S</span><span class="c2">A</span><span class="c3">L</span><span class="c0">A</span><span class="c1">Z</span><span class="c2">A</span><span class="c3">R</span></div></div>
       <div class="side"><p class="t">Interior Stylist &amp; Set Designer</p><p>(305) 555-0124</p><p>nsalazar.studio@example.com</p>
       <p>linkedin.com/in/norasalazar-design</p><p>Miami, FL 33130</p></div></header>
       <div class="cols"><div><h2>EXPERIENCE</h2><h3>Lead Set Stylist — Wynwood Photo Studios, Miami</h3><p>2020 – present</p>
       <ul><li>Sets for 200+ shoots a year for furniture, fashion and hotel brands.</li><li>Prop library of 4,000 pieces, catalogued in Airtable.</li></ul>
       <h3>Visual Merchandiser — Restoration Hardware, Miami Design District</h3><p>2016 – 2020</p>
       <ul><li>Gallery layouts over 3 floors; sales per square foot up 12%.</li></ul>
       <h3>Assistant Stylist — Elle Decor Latin America (freelance)</h3><p>2014 – 2016</p></div>
       <div><h2>EDUCATION</h2><p>BFA Interior Design, Florida International University, 2010 – 2014</p>
       <h2>TOOLS</h2><p>SketchUp · Photoshop · Procreate · Airtable</p><h2>LANGUAGES</h2><p>Spanish (native) · English (fluent) · Portuguese (conversational)</p></div></div></main>`,
    ),
  },
  {
    // A Google Docs 'Serif' resume: the name large in a serif face at the top left with the job title under it, the
    // street, city with ZIP+4, phone and e-mail in a block at the top right; a narrow right column with skills and
    // awards. Chelsea Fisher is a fisheries biologist who once worked in Chelsea, MA.
    file: 'chromium-gdocs-serif-contacts-top-right.pdf',
    truth: {
      first: 'Chelsea',
      last: 'Fisher',
      email: 'cfisher.marine@example.org',
      phone: '(207) 555-0157',
      linkedin: null,
    },
    page: html(
      `main { padding: 44pt 52pt; font-family: 'Liberation Serif', serif; font-size: 10pt; color: #333; }
       header { display: flex; justify-content: space-between; align-items: flex-start; } h1 { font-size: 28pt; font-weight: bold; color: #000; }
       .t { font-size: 11pt; margin-top: 4pt; color: #333; } .c { text-align: right; font-family: 'Liberation Sans', sans-serif; font-size: 8.5pt; line-height: 1.5; color: #555; }
       .cols { display: grid; grid-template-columns: 2fr 1fr; gap: 18pt; margin-top: 22pt; }
       h2 { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; letter-spacing: 0.08em; color: #2079c7; margin: 16pt 0 6pt; }
       h3 { font-size: 11pt; } .dt { font-family: 'Liberation Sans', sans-serif; font-size: 8pt; color: #666; margin-bottom: 3pt; }`,
      `<main><header><div><h1>Chelsea Fisher</h1><p class="t">Fisheries Biologist</p></div>
       <div class="c"><p>18 Commercial Street</p><p>Portland, ME 04101-4726</p><p>(207) 555-0157</p><p>cfisher.marine@example.org</p></div></header>
       <div class="cols"><div><h2 style="margin-top: 0">EXPERIENCE</h2>
       <h3>Gulf of Maine Research Institute, Portland — <i>Fisheries Biologist</i></h3><p class="dt">MARCH 2019 - PRESENT</p>
       <p>Stock assessments for American lobster and Atlantic herring; trawl surveys on 22 cruises; works with 40 commercial fishermen on the
       ventless-trap study.</p>
       <h3>Massachusetts Division of Marine Fisheries, Chelsea, MA — <i>Biologist I</i></h3><p class="dt">JUNE 2015 - FEBRUARY 2019</p>
       <p>Port sampling in Gloucester and New Bedford; aged 6,000 cod and haddock otoliths a year.</p>
       <h3>NOAA Northeast Fisheries Science Center, Woods Hole — <i>Fisheries Observer</i></h3><p class="dt">MAY 2013 - MAY 2015</p>
       <h2>EDUCATION</h2><h3>University of Maine, Orono — <i>M.S. Marine Biology</i></h3><p class="dt">SEPTEMBER 2011 - MAY 2013</p>
       <h3>University of New Hampshire — <i>B.S. Zoology</i></h3><p class="dt">SEPTEMBER 2007 - MAY 2011</p></div>
       <div><h2 style="margin-top: 0">SKILLS</h2><p>R (FSA, TMB) and stock-synthesis models</p><p>Otolith ageing</p><p>GIS (ArcGIS Pro)</p><p>Small-boat handling</p>
       <h2>AWARDS</h2><p>AFS Northeastern Division, Best Student Paper 2013</p><h2>LANGUAGES</h2><p>English, Portuguese</p>
       <h2>LICENSES</h2><p>USCG OUPV captain's license no. 5550127</p></div></div></main>`,
    ),
  },
  {
    // A Google Docs 'Swiss' resume: the name large in bold at the top left, an 'Office' number, a 'Cell' number, the
    // e-mail and the city with its ZIP at the top right; section names in a red left column. A flour-mill manager
    // named Jackson Miller in Jackson, MS.
    file: 'chromium-gdocs-swiss-office-and-cell.pdf',
    truth: {
      first: 'Jackson',
      last: 'Miller',
      email: 'jackson.miller@example.com',
      phone: '(601) 555-0187',
      linkedin: 'https://www.linkedin.com/in/jacksonmiller-ops',
    },
    page: html(
      `main { padding: 44pt 50pt; font-size: 9.8pt; color: #222; } header { display: flex; justify-content: space-between; align-items: flex-start; }
       h1 { font-size: 30pt; font-weight: bold; line-height: 1; } .t { font-size: 11pt; color: #555; margin-top: 6pt; }
       .c { font-size: 8.5pt; line-height: 1.55; text-align: left; color: #444; } .c b { color: #fe3b1f; font-weight: normal; display: inline-block; width: 34pt; }
       .row { display: grid; grid-template-columns: 120pt 1fr; gap: 16pt; margin-top: 18pt; } .row h2 { font-size: 10pt; color: #fe3b1f; margin: 0; }
       .row h3 { margin-top: 0; } .row .dt { font-size: 8.5pt; color: #777; margin-bottom: 3pt; } .row .blk + .blk { margin-top: 10pt; }`,
      `<main><header><div><h1>Jackson Miller</h1><p class="t">Mill Operations Manager</p></div>
       <div class="c"><p><b>Office</b>(601) 555-0114</p><p><b>Cell</b>(601) 555-0187</p><p><b>Email</b>jackson.miller@example.com</p>
       <p><b>Web</b>linkedin.com/in/jacksonmiller-ops</p><p><b>Home</b>Jackson, MS 39201</p></div></header>
       <div class="row"><h2>Summary</h2><div><p>Operations manager with fifteen years in flour and feed milling; runs a 1,200-ton-a-day mill safely and to
       food-grade standards.</p></div></div>
       <div class="row"><h2>Experience</h2><div><div class="blk"><h3>Magnolia Flour Mills, Jackson, MS — Mill Operations Manager</h3><p class="dt">2018 – present</p>
       <p>Four shift millers and 46 operators; extraction rate up from 74.1% to 76.3%; zero lost-time incidents since 2021.</p></div>
       <div class="blk"><h3>Delta Grain Co., Greenville, MS — Head Miller</h3><p class="dt">2012 – 2018</p><p>Commissioned the new roller mills (line B, $18M).</p></div>
       <div class="blk"><h3>ADM Milling, Memphis, TN — Shift Miller</h3><p class="dt">2009 – 2012</p></div></div></div>
       <div class="row"><h2>Education</h2><div><h3>Kansas State University — B.S. Milling Science and Management</h3><p class="dt">2005 – 2009</p></div></div>
       <div class="row"><h2>Certifications</h2><div><p>IAOM Certified Miller (2014) · PCQI, FSPCA (2019) · OSHA 30 General Industry</p></div></div>
       <div class="row"><h2>Skills</h2><div><p>Roller-mill setup and flow sheets · Sanitation programs · SAP PM · Lean / 5S · Team leadership</p></div></div></main>`,
    ),
  },
  {
    // A Google Docs 'Coral' resume: the name very large in coral at the top left, the address, phone, e-mail and
    // LinkedIn in small grey lines at the top right; coral section headings and grey capital dates. Sierra Mendoza is
    // a geologist who maps the Sierra Nevada.
    file: 'chromium-gdocs-coral-contacts-top-right.pdf',
    truth: {
      first: 'Sierra',
      last: 'Mendoza',
      email: 'sierra.mendoza@example.com',
      phone: '+1 (505) 555-0139',
      linkedin: 'https://www.linkedin.com/in/sierra-mendoza-geo',
    },
    page: html(
      `main { padding: 48pt 52pt; font-size: 10pt; color: #434343; } header { display: flex; justify-content: space-between; align-items: flex-start; }
       h1 { font-size: 36pt; font-weight: bold; color: #ff5e0e; line-height: 1; font-family: 'DejaVu Serif', serif; } .t { font-size: 11pt; margin-top: 8pt; color: #434343; }
       .c { text-align: right; font-size: 8.5pt; line-height: 1.55; color: #666; }
       h2 { font-size: 11.5pt; color: #ff5e0e; font-family: 'DejaVu Serif', serif; margin: 18pt 0 6pt; } h3 { font-size: 10.5pt; } .dt { font-size: 8pt; color: #999; letter-spacing: 0.05em; margin-bottom: 3pt; }`,
      `<main><header><div><h1>Sierra<br>Mendoza</h1><p class="t">Field Geologist · Hydrogeology</p></div>
       <div class="c"><p>1240 Cerrillos Road</p><p>Santa Fe, NM 87505</p><p>+1 (505) 555-0139</p><p>sierra.mendoza@example.com</p><p>linkedin.com/in/sierra-mendoza-geo</p></div></header>
       <h2>Hello,</h2><p>I map rocks and the water moving through them — from the Sierra Nevada batholith to the Española Basin — and I translate that
       into well sites, models and plain-English reports for water utilities and tribes.</p>
       <h2>Experience</h2><h3>Daniel B. Stephens &amp; Associates, Albuquerque — Senior Hydrogeologist</h3><p class="dt">APRIL 2020 - PRESENT</p>
       <p>Aquifer tests and MODFLOW models for 12 municipal well fields; expert report for the Pecos River compact case.</p>
       <h3>U.S. Geological Survey, Menlo Park — Geologist</h3><p class="dt">JULY 2014 - MARCH 2020</p>
       <p>1:24,000 geologic maps of six quadrangles in the southern Sierra Nevada; 140 field days a year.</p>
       <h3>Sierra Nevada Aquatic Research Laboratory — Field Assistant</h3><p class="dt">SUMMERS 2011 - 2013</p>
       <h2>Education</h2><h3>University of Nevada, Reno — M.S. Geology</h3><p class="dt">2012 - 2014</p><h3>New Mexico Tech — B.S. Earth Science</h3><p class="dt">2008 - 2012</p>
       <h2>Licenses</h2><p>Professional Geologist, California PG 9555 (2018) · 40-hour HAZWOPER</p></main>`,
    ),
  },
  {
    // An academic CV of three pages: a middle initial and 'Ph.D.' in the name, the department's address with a ZIP+4
    // code and a 'Contact' block with an office phone, a fax number, the e-mail and the lab's website; publications
    // with co-authors, DOIs and a corresponding co-author's e-mail; a book chapter's ISBN, a patent and grant numbers;
    // running headers with the page number; three referees with their phones and e-mails on the last page.
    file: 'chromium-academic-cv-office-fax-dois-three-pages.pdf',
    truth: {
      first: 'Rosalind',
      last: 'Okafor',
      email: 'rokafor@chem.example.edu',
      phone: '(517) 555-0161',
      linkedin: null,
    },
    page: html(
      `${PAGES_CSS} .page { padding: 22mm 22mm 0; font-family: 'Liberation Serif', serif; font-size: 10pt; color: #111; }
       .rh { position: absolute; top: 10mm; left: 22mm; right: 22mm; display: flex; justify-content: space-between; font-size: 8.5pt; font-style: italic; color: #444; }
       .cvt { text-align: center; font-size: 9pt; letter-spacing: 0.3em; } h1 { text-align: center; font-size: 19pt; margin: 4pt 0 10pt; }
       .two { display: flex; justify-content: space-between; font-size: 9.5pt; border-bottom: 1px solid #000; padding-bottom: 8pt; }
       .two b { display: block; } h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.05em; border-bottom: 0.5px solid #666; margin: 12pt 0 5pt; }
       .e { display: grid; grid-template-columns: 80pt 1fr; gap: 8pt; margin: 2pt 0; } ol { padding-left: 18pt; margin: 2pt 0; } ol li { margin: 3pt 0; }
       .doi { font-family: 'Liberation Mono', monospace; font-size: 8.5pt; }`,
      `<div class="page"><p class="cvt">CURRICULUM VITAE</p><h1>Rosalind N. Okafor, Ph.D.</h1>
       <div class="two"><div><b>Department of Chemistry</b><p>Michigan State University</p><p>578 S. Shaw Lane, Room 314</p><p>East Lansing, MI 48824-1322</p></div>
       <div><b>Contact</b><p>Office: (517) 555-0161</p><p>Fax: (517) 555-0162</p><p>rokafor@chem.example.edu</p><p>okaforlab.chem.example.edu</p></div></div>
       <h2>Academic Appointments</h2>
       <div class="e"><span>2022 – present</span><span>Associate Professor of Chemistry, Michigan State University</span></div>
       <div class="e"><span>2016 – 2022</span><span>Assistant Professor of Chemistry, Michigan State University</span></div>
       <div class="e"><span>2013 – 2016</span><span>NIH Postdoctoral Fellow, Massachusetts Institute of Technology (advisor: Prof. Daniel Whitcombe)</span></div>
       <h2>Education</h2>
       <div class="e"><span>2013</span><span>Ph.D. Chemistry, University of California, Berkeley. Dissertation: "Copper-catalysed C–N coupling in water"</span></div>
       <div class="e"><span>2008</span><span>B.S. Chemistry, summa cum laude, Spelman College, Atlanta, GA</span></div>
       <h2>Honors and Awards</h2>
       <div class="e"><span>2023</span><span>Camille Dreyfus Teacher-Scholar Award</span></div><div class="e"><span>2020</span><span>NSF CAREER Award (CHE-2055012)</span></div>
       <div class="e"><span>2019</span><span>Thieme Chemistry Journals Award</span></div><div class="e"><span>2011</span><span>ACS Division of Organic Chemistry Graduate Fellowship</span></div>
       <h2>Research Funding</h2>
       <div class="e"><span>2021 – 2026</span><span>NSF CAREER CHE-2055012, "Sustainable copper catalysis in micellar media," PI, $655,000</span></div>
       <div class="e"><span>2019 – 2024</span><span>NIH NIGMS R35 GM133512, "New bond constructions for medicinal chemistry," PI, $1,875,000</span></div>
       <div class="e"><span>2018 – 2020</span><span>ACS Petroleum Research Fund 60125-DNI1, PI, $110,000</span></div>
       <h2>Research Interests</h2><p>Base-metal catalysis; reactions in water and micelles; late-stage functionalisation of drug molecules; mechanistic studies
       by kinetics and in-situ IR.</p></div>
       <div class="page"><div class="rh"><span>Rosalind N. Okafor — Curriculum Vitae</span><span>Page 2 of 3</span></div>
       <h2 style="margin-top: 0">Peer-Reviewed Publications</h2><p style="font-size: 8.5pt">(* corresponding author; <u>underlined</u>: trainee in the Okafor group)</p><ol>
       <li><u>Delgado, M. A.</u>; <u>Tran, K.</u>; Okafor, R. N.* Aqueous copper-catalysed amination of aryl chlorides at 40 °C. <i>J. Am. Chem. Soc.</i> <b>2024</b>, 146, 11203–11211. <span class="doi">doi:10.1021/jacs.4c05512</span></li>
       <li><u>Brennan, S.</u>; Haddad, M.*; Okafor, R. N. Micellar catalysis at kilogram scale. <i>Org. Process Res. Dev.</i> <b>2023</b>, 27, 1580–1590. <span class="doi">doi:10.1021/acs.oprd.3c00155</span> (correspondence: m.haddad@pharma.example.com)</li>
       <li><u>Tran, K.</u>; Lipshutz, E. J.; Okafor, R. N.* Ligand design for Cu/Ni in TPGS-750-M. <i>ACS Catal.</i> <b>2023</b>, 13, 9021–9030. <span class="doi">doi:10.1021/acscatal.3c01877</span></li>
       <li><u>Park, J.</u>; Okafor, R. N.* Kinetic isotope effects in Chan–Lam couplings. <i>Chem. Sci.</i> <b>2022</b>, 13, 5512–5520. <span class="doi">doi:10.1039/d2sc01234a</span></li>
       <li>Okafor, R. N.*; <u>Delgado, M. A.</u>; Whitcombe, D. Late-stage amination of 14 marketed drugs. <i>Nature Chem.</i> <b>2021</b>, 13, 1102–1109. <span class="doi">doi:10.1038/s41557-021-00555-0</span></li>
       <li><u>Osei-Bonsu, A.</u>; Okafor, R. N.* Water as a co-catalyst. <i>Angew. Chem. Int. Ed.</i> <b>2020</b>, 59, 20115–20120. <span class="doi">doi:10.1002/anie.202005512</span></li>
       <li>Okafor, R. N.; Whitcombe, D.* Copper–diamine catalysts revisited. <i>J. Org. Chem.</i> <b>2016</b>, 81, 7740–7749. <span class="doi">doi:10.1021/acs.joc.6b01355</span></li>
       <li>Okafor, R. N.; Bergman, R. G.; Toste, F. D.* C–N coupling in water. <i>Science</i> <b>2013</b>, 341, 1555–1558. <span class="doi">doi:10.1126/science.1240555</span></li></ol>
       <h2>Book Chapters</h2><ol><li>Okafor, R. N. "Copper catalysis in water." In <i>Sustainable Catalysis</i>, 2nd ed.; Lin, P., Ed.; Wiley-VCH: Weinheim, 2022; pp 155–187. ISBN 978-3-527-35501-2.</li></ol>
       <h2>Patents</h2><ol><li>Okafor, R. N.; Tran, K. Ligands for aqueous copper catalysis. US Patent 11,555,012 B2, issued March 7, 2023.</li></ol>
       <h2>Invited Lectures (selected)</h2>
       <div class="e"><span>2024</span><span>Gordon Research Conference on Organometallic Chemistry, Newport, RI</span></div>
       <div class="e"><span>2023</span><span>Merck Process Chemistry Symposium, Rahway, NJ</span></div>
       <div class="e"><span>2022</span><span>University of Michigan, Department of Chemistry Colloquium, Ann Arbor, MI</span></div></div>
       <div class="page"><div class="rh"><span>Rosalind N. Okafor — Curriculum Vitae</span><span>Page 3 of 3</span></div>
       <h2 style="margin-top: 0">Teaching</h2>
       <div class="e"><span>2016 – present</span><span>CEM 351 Organic Chemistry I (enrolment 240–310); CEM 851 Advanced Organic Synthesis (graduate)</span></div>
       <h2>Mentoring</h2><p>Graduated Ph.D. students: Maria A. Delgado (2022, now at Pfizer), Kevin Tran (2023, now at Genentech), Jiwoo Park (2024).</p>
       <p>Current: 6 Ph.D. students, 2 postdoctoral fellows, 4 undergraduates.</p>
       <h2>Service</h2>
       <div class="e"><span>2022 – present</span><span>Associate Editor, <i>Organic Letters</i></span></div>
       <div class="e"><span>2020 – 2023</span><span>Chair, Department Graduate Admissions Committee</span></div>
       <div class="e"><span>2019 – present</span><span>Reviewer for NSF CHE and NIH SBCB panels</span></div>
       <h2>Professional Memberships</h2><p>American Chemical Society (member no. 30155512); National Organization for the Professional Advancement of Black Chemists and Chemical Engineers</p>
       <h2>References</h2>
       <p><b>Prof. Daniel Whitcombe</b>, Department of Chemistry, Massachusetts Institute of Technology, 77 Massachusetts Ave, Cambridge, MA 02139 ·
       (617) 555-0102 · whitcombe@mit.example.edu</p>
       <p><b>Prof. F. Dean Toste</b>, College of Chemistry, University of California, Berkeley, CA 94720 · (510) 555-0144 · fdtoste@berkeley.example.edu</p>
       <p><b>Dr. Mona Haddad</b>, Director of Process Chemistry, Lakeshore Pharmaceuticals, Kalamazoo, MI 49001 · (734) 555-0175 · m.haddad@pharma.example.com</p></div>`,
    ),
  },
  {
    // A US federal resume flowing over two full pages (USAJOBS fields): the address with a ZIP, a mobile, citizenship,
    // veterans' preference, federal status and clearance; every job with the agency's address and ZIP, dates, grade,
    // salary, hours per week, duties, and a supervisor's name and phone with 'May contact: Yes' (or 'No'); awards, a
    // publication, a reference; a running footer. Lincoln Porter lives on Lincoln Avenue and studied at George Mason
    // University.
    file: 'chromium-federal-resume-supervisors-may-contact.pdf',
    truth: {
      first: 'Lincoln',
      last: 'Porter',
      email: 'lincoln.porter@example.com',
      phone: '(571) 555-0193',
      linkedin: null,
    },
    page: html(
      `${RUNNING_CSS} @page { margin: 0; } body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; color: #000; } .w { padding: 0 58pt; }
       .top { height: 16mm; } .foot { height: 16mm; padding: 5mm 58pt 0; font-size: 8pt; color: #555; border-top: 0.5px solid #999; margin: 0 40pt; }
       h1 { font-size: 16pt; text-align: center; letter-spacing: 0.04em; } .ctr { text-align: center; } .kv p { margin: 1pt 0; }
       h2 { font-size: 11.5pt; text-transform: uppercase; border-bottom: 1px solid #000; margin: 14pt 0 6pt; } .job { margin-bottom: 10pt; } .job p { margin: 1pt 0; }
       .job .ag { font-weight: bold; } .job ul { margin: 3pt 0; }`,
      `<table class="run"><thead><tr><td><div class="top"></div></td></tr></thead>
       <tfoot><tr><td><div class="foot">Lincoln A. Porter — Federal Resume — Announcement No. GSA-FAS-25-12555-MP</div></td></tr></tfoot><tbody>
       <tr><td><div class="w"><h1>LINCOLN A. PORTER</h1><p class="ctr">4412 Lincoln Avenue, Alexandria, VA 22304 United States</p>
       <p class="ctr">Mobile: (571) 555-0193 &nbsp;|&nbsp; Email: lincoln.porter@example.com</p>
       <div class="kv" style="margin-top: 10pt"><p><b>Citizenship:</b> United States of America</p>
       <p><b>Veterans' Preference:</b> 10-point preference (CPS, compensable service-connected disability of 30% or more)</p>
       <p><b>Federal Status:</b> Current federal employee, Management and Program Analyst, GS-0343-13 (highest grade held: GS-13, 05/2021 – present)</p>
       <p><b>Security Clearance:</b> Top Secret/SCI (investigation completed 08/2022)</p>
       <p><b>Availability:</b> Job Type: Permanent · Work Schedule: Full-time · Desired locations: Washington, DC; Arlington, VA</p></div></div></td></tr>
       <tr><td><div class="w"><h2>Work Experience</h2>
       <div class="job"><p class="ag">U.S. General Services Administration, Federal Acquisition Service</p><p>1800 F Street NW, Washington, DC 20405 United States</p>
       <p>05/2021 – Present · Grade Level: GS-0343-13 · Salary: $132,368 USD per year · Hours per week: 40</p>
       <p><b>Management and Program Analyst</b></p>
       <p><b>Duties, Accomplishments and Related Skills:</b> Lead analyst for the Multiple Award Schedule consolidation (12,000 contracts). Built the
       Power BI program dashboard used by the Assistant Commissioner; cut quarterly reporting from 15 to 4 working days. Wrote 9 decision memos
       adopted by senior leadership; managed a $4.2M interagency agreement with the Department of the Treasury.</p>
       <p><b>Supervisor:</b> Renee Caldwell, (202) 555-0178 &nbsp;·&nbsp; <b>May contact:</b> Yes</p></div></div></td></tr>
       <tr><td><div class="w"><div class="job"><p class="ag">U.S. Department of Veterans Affairs, Veterans Benefits Administration</p><p>810 Vermont Avenue NW, Washington, DC 20420 United States</p>
       <p>03/2017 – 05/2021 · Grade Level: GS-0343-11/12 · Salary: $86,335 USD per year · Hours per week: 40</p>
       <p><b>Program Analyst</b></p>
       <p><b>Duties, Accomplishments and Related Skills:</b> Analysed claims-processing workload for 56 regional offices; the staffing model I built
       moved 310 FTE to the offices with the longest backlogs, cutting average days pending from 128 to 94. Briefed congressional staff twice.</p>
       <p><b>Supervisor:</b> Howard Fenn, (202) 555-0141, howard.fenn@va.example.gov &nbsp;·&nbsp; <b>May contact:</b> Yes</p></div></div></td></tr>
       <tr><td><div class="w"><div class="job"><p class="ag">U.S. Army, 249th Engineer Battalion</p><p>Fort Belvoir, VA 22060 United States</p>
       <p>06/2009 – 02/2017 · Rank: Staff Sergeant (E-6) · Hours per week: 50</p><p><b>Operations Non-Commissioned Officer</b></p>
       <p><b>Duties, Accomplishments and Related Skills:</b> Planned power-generation missions in Afghanistan and Kuwait for 12 teams; accountable for
       $38M of equipment with zero losses; trained 40 soldiers a year. Army Commendation Medal (2), Meritorious Service Medal.</p>
       <p><b>Supervisor:</b> SFC (Ret.) Angela Ruiz, (703) 555-0126 &nbsp;·&nbsp; <b>May contact:</b> Yes</p></div></div></td></tr>
       <tr><td><div class="w"><div class="job"><p class="ag">Fairfax County Government, Department of Management and Budget</p><p>12000 Government Center Parkway, Fairfax, VA 22035 United States</p>
       <p>06/2015 – 08/2015 · Student Trainee (Budget) · Salary: $18.50 USD per hour · Hours per week: 40</p><p><b>Budget Intern (GMU MPA summer internship)</b></p>
       <p><b>Duties, Accomplishments and Related Skills:</b> Reconciled $1.4B of FY2016 agency budget submissions; wrote the performance-measures
       appendix for 11 human-services agencies.</p>
       <p><b>Supervisor:</b> Marcus Delaney, (703) 555-0161 &nbsp;·&nbsp; <b>May contact:</b> Yes</p></div>
       <div class="job"><p class="ag">U.S. Army, 1st Battalion, 5th Field Artillery Regiment</p><p>Fort Riley, KS 66442 United States</p>
       <p>07/2005 – 05/2009 · Rank: Sergeant (E-5) · Hours per week: 50</p><p><b>Fire Direction Specialist (MOS 13D)</b></p>
       <p><b>Duties, Accomplishments and Related Skills:</b> Fire-direction computations for a battery of six howitzers; two deployments to Iraq
       (2006 – 2007, 2008 – 2009); maintained AFATDS systems valued at $2.1M.</p>
       <p><b>Supervisor:</b> SSG Terrence Boyd, (785) 555-0133 &nbsp;·&nbsp; <b>May contact:</b> No</p></div></div></td></tr>
       <tr><td><div class="w"><h2>Education</h2>
       <p><b>George Mason University</b>, Fairfax, VA 22030 United States — Master's degree, Public Administration, 05/2016 · GPA: 3.8 of a maximum 4.0 · Credits Earned: 36 Semester hours</p>
       <p><b>University of Maryland Global Campus</b>, Adelphi, MD 20783 United States — Bachelor's degree, Business Administration, 12/2013 · GPA: 3.6 of a maximum 4.0 · Credits Earned: 120 Semester hours</p></div></td></tr>
       <tr><td><div class="w"><h2>Job Related Training</h2><p>Federal Acquisition Certification – Program and Project Managers (FAC-P/PM), Mid-level, 2022 · Lean Six Sigma Green Belt (Army, course 555-F12), 2015 ·
       Certified Defense Financial Manager, 2019</p>
       <h2>Awards</h2><p>GSA Administrator's Award for Excellence, 2023 · FAS Commissioner's Award (team), 2022 · VBA Under Secretary's Award, 2019 ·
       Bronze Star Medal, 2009</p>
       <h2>Publications</h2><p>Porter, L. A. (2016). "Staffing models for claims backlogs." <i>Public Administration Review</i>, 76(4), 555–567.</p>
       <h2>Languages</h2><p>Spanish: Speak – Intermediate, Read – Advanced, Write – Intermediate</p>
       <h2>Affiliations</h2><p>Disabled American Veterans, Chapter 8, Alexandria — Treasurer (2019 – present)</p>
       <h2>References</h2><p><b>Dr. Patricia Lin</b>, Deputy Assistant Commissioner, GSA · (202) 555-0150 · patricia.lin@gsa.example.gov · Reference type: Professional</p>
       <h2>Additional Information</h2><p>DD-214 and VA letter available. Member, American Society for Public Administration (since 2016). Volunteer tax preparer,
       AARP Foundation Tax-Aide, Alexandria (2018 – present).</p></div></td></tr></tbody></table>`,
    ),
  },
  {
    // A Japanese rirekisho grid translated into English: the date of the form, a furigana reading line over the name
    // written family name first with the family name in capitals, a photo box, the birth date with the age, the
    // address with a postal code, a home phone before a 'Mobile' one, year/month history rows, licences, commute
    // time and dependants.
    file: 'chromium-rirekisho-grid-furigana-family-name-first.pdf',
    truth: {
      first: 'Sakura',
      last: 'Yamamoto',
      email: 'sakura.yamamoto@example.ne.jp',
      phone: '090-5555-0178',
      linkedin: null,
    },
    page: html(
      `main { padding: 30pt 36pt; font-size: 9.5pt; } .hd { display: flex; justify-content: space-between; align-items: flex-end; margin-bottom: 6pt; }
       .hd h1 { font-size: 18pt; letter-spacing: 0.3em; } table { width: 100%; border-collapse: collapse; } td { border: 1px solid #333; padding: 3pt 6pt; vertical-align: top; }
       .lbl { font-size: 7.5pt; color: #444; display: block; } .furi { font-size: 8pt; border-bottom: 1px dashed #777; } .nm { font-size: 18pt; padding: 8pt 6pt; }
       .photo { width: 30mm; text-align: center; vertical-align: middle; } .photo img { width: 26mm; height: 34mm; object-fit: cover; }
       table.h td.y { width: 14%; text-align: center; } table.h td.m { width: 8%; text-align: center; } table.h th { border: 1px solid #333; font-weight: normal; font-size: 8pt; padding: 2pt; }
       .sp { height: 8pt; }`,
      `<main><div class="hd"><h1>RIREKISHO</h1><span>Résumé (personal history) — as of April 1, 2025</span></div>
       <table><tr><td class="furi" colspan="2"><span class="lbl">Furigana (reading)</span>yamamoto sakura</td><td class="photo" rowspan="3"><img src="${PHOTO_URI}" alt="photo"></td></tr>
       <tr><td class="nm" colspan="2"><span class="lbl">Name</span>YAMAMOTO Sakura</td></tr>
       <tr><td><span class="lbl">Date of birth</span>June 3, 1994 (age 30)</td><td><span class="lbl">Gender</span>Female</td></tr>
       <tr><td class="furi" colspan="2"><span class="lbl">Furigana (reading)</span>tōkyō-to nakano-ku nakano 4-chōme</td><td rowspan="2"><span class="lbl">Home phone</span>03-5555-0132
       <span class="lbl" style="margin-top: 5pt">Mobile</span>090-5555-0178<span class="lbl" style="margin-top: 5pt">E-mail</span>sakura.yamamoto@example.ne.jp</td></tr>
       <tr><td colspan="2"><span class="lbl">Current address</span>Postal code 164-0001<br>4-10-2 Nakano, Nakano-ku, Tokyo, Sunrise Heights 305</td></tr>
       <tr><td colspan="2"><span class="lbl">Contact address (fill in only if different from the current address)</span>Same as above</td><td><span class="lbl">Phone</span>—</td></tr></table>
       <div class="sp"></div>
       <table class="h"><tr><th>Year</th><th>Month</th><th>Education and employment history</th></tr>
       <tr><td class="y"></td><td class="m"></td><td style="text-align: center">Education</td></tr>
       <tr><td class="y">2010</td><td class="m">4</td><td>Entered Tokyo Metropolitan Nishi High School</td></tr>
       <tr><td class="y">2013</td><td class="m">3</td><td>Graduated from Tokyo Metropolitan Nishi High School</td></tr>
       <tr><td class="y">2013</td><td class="m">4</td><td>Entered Waseda University, School of Commerce</td></tr>
       <tr><td class="y">2017</td><td class="m">3</td><td>Graduated from Waseda University, School of Commerce</td></tr>
       <tr><td class="y"></td><td class="m"></td><td style="text-align: center">Employment</td></tr>
       <tr><td class="y">2017</td><td class="m">4</td><td>Joined Rakuten Group, Inc. — assigned to the Marketing Division (e-commerce promotions)</td></tr>
       <tr><td class="y">2020</td><td class="m">10</td><td>Transferred to Rakuten Travel — CRM team; led the loyalty e-mail programme for 12 million members</td></tr>
       <tr><td class="y">2023</td><td class="m">4</td><td>Promoted to Manager, CRM team (5 members)</td></tr>
       <tr><td class="y"></td><td class="m"></td><td>Currently employed</td></tr><tr><td class="y"></td><td class="m"></td><td style="text-align: right">— End —</td></tr></table>
       <div class="sp"></div>
       <table class="h"><tr><th>Year</th><th>Month</th><th>Licences and qualifications</th></tr>
       <tr><td class="y">2014</td><td class="m">8</td><td>Ordinary motor vehicle driver's licence (first class)</td></tr>
       <tr><td class="y">2018</td><td class="m">1</td><td>TOEIC Listening &amp; Reading Test, score 890</td></tr>
       <tr><td class="y">2021</td><td class="m">6</td><td>Google Analytics Individual Qualification</td></tr></table>
       <div class="sp"></div>
       <table><tr><td style="width: 60%" rowspan="2"><span class="lbl">Motivation, strengths, hobbies</span>I want to apply eight years of CRM experience to
       inbound travel marketing. Strengths: data-driven planning, cross-team coordination. Hobbies: long-distance running (Tokyo Marathon 2024, 3:58).</td>
       <td><span class="lbl">Commuting time</span>about 45 minutes<span class="lbl" style="margin-top: 4pt">Nearest station</span>JR Chūō Line, Nakano Station</td></tr>
       <tr><td><span class="lbl">Dependants (excluding spouse)</span>0<span class="lbl" style="margin-top: 4pt">Spouse / spousal support obligation</span>No / No</td></tr>
       <tr><td colspan="2"><span class="lbl">Personal requests (salary, job type, working hours, location)</span>As per company regulations.</td></tr></table></main>`,
    ),
  },
  {
    // A German Lebenslauf of a carpenter named Zimmermann: a photo, a personal-data table with 'Telefon' (a landline)
    // above 'Mobil', the birth date and place, marital status; dates in a left column; a referee with his own phone;
    // at the bottom the place and date on the left and a drawn signature over a line and the typed name on the right.
    file: 'chromium-lebenslauf-signature-date-place.pdf',
    truth: {
      first: 'Katharina',
      last: 'Zimmermann',
      email: 'k.zimmermann@example.de',
      phone: '0171 5555 0182',
      linkedin: null,
    },
    page: html(
      `main { padding: 36pt 48pt; font-size: 10pt; min-height: 296mm; position: relative; } .top { display: flex; justify-content: space-between; }
       h1 { font-size: 24pt; font-weight: normal; letter-spacing: 0.08em; color: #333; } .top img { width: 90pt; height: 112pt; object-fit: cover; }
       h2 { font-size: 11pt; color: #7a4b22; border-bottom: 1px solid #7a4b22; margin: 14pt 0 6pt; } .r { display: grid; grid-template-columns: 110pt 1fr; gap: 10pt; margin: 3pt 0; }
       .r .k { color: #555; } .sign { position: absolute; left: 48pt; right: 48pt; bottom: 50pt; display: flex; justify-content: space-between; align-items: flex-end; }
       .sign .s { text-align: center; } .sign .line { border-top: 1px solid #333; width: 190pt; font-size: 8.5pt; padding-top: 2pt; color: #555; }`,
      `<main><div class="top"><div><h1>Lebenslauf</h1><h2>Persönliche Daten</h2>
       <div class="r"><span class="k">Name</span><span>Katharina Zimmermann</span></div>
       <div class="r"><span class="k">Anschrift</span><span>Leopoldstraße 77, 80802 München</span></div>
       <div class="r"><span class="k">Telefon</span><span>089 5555 0147</span></div><div class="r"><span class="k">Mobil</span><span>0171 5555 0182</span></div>
       <div class="r"><span class="k">E-Mail</span><span>k.zimmermann@example.de</span></div>
       <div class="r"><span class="k">Geburtsdatum/-ort</span><span>21.08.1991 in Augsburg</span></div>
       <div class="r"><span class="k">Familienstand</span><span>ledig</span></div><div class="r"><span class="k">Staatsangehörigkeit</span><span>deutsch</span></div></div>
       <img src="${PHOTO_URI}" alt="Bewerbungsfoto"></div>
       <h2>Berufserfahrung</h2>
       <div class="r"><span class="k">seit 04/2019</span><span><b>Projektleiterin Holzbau</b>, Huber Holzbau GmbH, Rosenheim<br>Mehrgeschossige Holzbauten bis 7 Geschosse; Projekte bis 14 Mio. €; Führung von 2 Bauleitern und 18 Zimmerern.</span></div>
       <div class="r"><span class="k">09/2016 – 03/2019</span><span><b>Tragwerksplanerin</b>, merz kley partner, Dornbirn (Österreich)</span></div>
       <div class="r"><span class="k">08/2008 – 07/2011</span><span><b>Ausbildung zur Zimmerin</b>, Zimmerei Gruber, Augsburg (Gesellenbrief 2011, Kammersiegerin Schwaben)</span></div>
       <h2>Studium und Schule</h2>
       <div class="r"><span class="k">10/2012 – 07/2016</span><span>Holztechnik (B.Eng.), Technische Hochschule Rosenheim, Abschlussnote 1,7</span></div>
       <div class="r"><span class="k">09/2001 – 06/2008</span><span>Realschule Maria Stern, Augsburg, Mittlere Reife</span></div>
       <h2>Kenntnisse</h2>
       <div class="r"><span class="k">EDV</span><span>Dlubal RFEM, cadwork 3D, AutoCAD, MS Project</span></div>
       <div class="r"><span class="k">Sprachen</span><span>Deutsch (Muttersprache), Englisch (C1), Italienisch (A2)</span></div>
       <div class="r"><span class="k">Führerschein</span><span>Klasse B und BE</span></div>
       <h2>Referenzen</h2><div class="r"><span class="k">Huber Holzbau</span><span>Herr Dipl.-Ing. (FH) Peter Hofmann, Geschäftsführer, Tel. 089 5555 0199</span></div>
       <div class="sign"><span>München, 14.03.2025</span><div class="s">${SIGNATURE}<div class="line">Katharina Zimmermann</div></div></div></main>`,
      'de',
    ),
  },
  {
    // Two pages whose contacts are only in the page header, repeated on every page in small grey type (the name is
    // in the body, large, on page 1); a principal investigator's phone among the references on page 2.
    file: 'chromium-contacts-only-in-repeated-page-header.pdf',
    truth: {
      first: 'Marisol',
      last: 'Quintero',
      email: 'mquintero@example.net',
      phone: '+1 (786) 555-0148',
      linkedin: 'https://www.linkedin.com/in/marisolquintero',
    },
    page: html(
      `${RUNNING_CSS} @page { margin: 0; } body { font-size: 10pt; } .w { padding: 0 54pt; }
       .rh { padding: 14mm 54pt 0; height: 24mm; text-align: right; font-size: 7pt; color: #9a9a9a; }
       .bot { height: 14mm; } h1 { font-size: 26pt; color: #1d3557; } .t { color: #457b9d; font-size: 12pt; margin-top: 2pt; }
       h2 { font-size: 11pt; color: #1d3557; text-transform: uppercase; letter-spacing: 0.08em; border-bottom: 1px solid #a8dadc; margin: 16pt 0 6pt; }
       h3 { margin-top: 9pt; } .dt { color: #777; font-size: 9pt; }`,
      `<table class="run"><thead><tr><td><div class="rh">+1 (786) 555-0148 &nbsp;·&nbsp; mquintero@example.net &nbsp;·&nbsp; linkedin.com/in/marisolquintero &nbsp;·&nbsp; Miami, FL 33137</div></td></tr></thead>
       <tfoot><tr><td><div class="bot"></div></td></tr></tfoot><tbody>
       <tr><td><div class="w"><h1>Marisol Quintero</h1><p class="t">Clinical Research Coordinator II</p>
       <h2>Summary</h2><p>Bilingual clinical research coordinator with seven years running oncology and cardiology trials at academic medical centres;
       CCRP since 2020. Enrolled 410 participants across 23 studies with zero major audit findings.</p></div></td></tr>
       <tr><td><div class="w"><h2>Experience</h2>
       <h3>Clinical Research Coordinator II — Sylvester Comprehensive Cancer Center, Miami, FL</h3><p class="dt">March 2021 – present</p>
       <ul><li>Coordinates 9 phase I–III oncology trials (breast, lung, GI); 140 active participants.</li>
       <li>Built the Spanish-language consent workflow; Hispanic enrolment up from 18% to 41%.</li>
       <li>Prepares IRB submissions, continuing reviews and sponsor monitoring visits (Pfizer, AstraZeneca, NCI cooperative groups).</li>
       <li>Trains new coordinators on GCP, EDC (Medidata Rave) and specimen shipping (IATA).</li></ul>
       <h3>Clinical Research Coordinator I — Baptist Health Miami Cardiac &amp; Vascular Institute, Miami, FL</h3><p class="dt">June 2018 – February 2021</p>
       <ul><li>Device trials for structural heart disease (TAVR, mitral clip); 160 participants enrolled.</li>
       <li>Managed study budgets of up to $1.2M and the participant-payment ledger.</li></ul>
       <h3>Research Assistant — University of Miami Department of Public Health Sciences</h3><p class="dt">August 2016 – May 2018</p>
       <ul><li>Community health-worker study in Little Havana and Hialeah; 1,100 household surveys.</li></ul></div></td></tr>
       <tr><td><div class="w"><h2>Education</h2><p>M.P.H., Epidemiology, University of Miami, 2018</p><p>B.S., Biology, Florida International University, 2016</p>
       <h2>Certifications</h2><p>Certified Clinical Research Professional (CCRP), SOCRA, cert. no. 55012, 2020 · CITI GCP and Human Subjects, renewed 2024 ·
       IATA Dangerous Goods (Category B), 2024 · BLS, American Heart Association</p>
       <h2>Skills</h2><p>Medidata Rave · OnCore CTMS · REDCap · Epic Research · Protocol feasibility · Regulatory binders · Spanish (native), English (native)</p></div></td></tr>
       <tr><td><div class="w"><h2>Presentations</h2>
       <p>Quintero M, Alvarez R. "Consenting Spanish-speaking patients in phase I oncology trials." SOCRA Annual Conference, Orlando, FL, 2023 (poster).</p>
       <p>Quintero M. "Enrolment without burnout." Florida Clinical Research Network Coordinators' Day, Tampa, FL, 2022.</p>
       <h2>Volunteer Work</h2><p>Health fair volunteer, Camillus House, Miami (2017 – present): blood-pressure screenings for 300 people a year.</p>
       <h2>Professional Development</h2><p>ACRP Clinical Trial Project Management course (2023) · NCI Clinical Trials Network training (2021) · Good Clinical
       Practice for device trials, ISO 14155 (2019)</p></div></td></tr>
       <tr><td><div class="w"><h2>References</h2>
       <p><b>Dr. Alan Whitfield</b>, Principal Investigator, Sylvester Comprehensive Cancer Center · (305) 555-0163 · awhitfield@med.example.edu</p>
       <p><b>Yolanda Pérez, RN</b>, Research Nurse Manager, Baptist Health · (786) 555-0107 · yolanda.perez@baptist.example.net</p>
       <p><b>Prof. Carlos Alvarez</b>, University of Miami Department of Public Health Sciences · (305) 555-0116</p></div></td></tr>
       </tbody></table>`,
    ),
  },
  {
    // A resume.io-like builder export: a square photo beside the name and job title, a right 'Details' column (the
    // address with a Dutch postcode, a '+31 6' mobile, the e-mail, 'Date / Place of birth', nationality, driving
    // licence), 'Links' whose LinkedIn address is only behind the linked word 'LinkedIn' (an nl. address), skill
    // bars; a BIG register number; 'Name from Company' references with e-mail and phone. 'de Boer' with a particle.
    file: 'chromium-builder-details-sidebar-linked-word-nl.pdf',
    truth: {
      first: 'Femke',
      last: 'de Boer',
      email: 'femke.deboer@example.nl',
      phone: '+31 6 5555 0123',
      linkedin: 'https://www.linkedin.com/in/femkedeboer',
    },
    page: html(
      `main { padding: 34pt 38pt; font-size: 9.5pt; color: #1d2733; } header { display: flex; gap: 14pt; align-items: center; margin-bottom: 12pt; }
       header img { width: 62pt; height: 62pt; object-fit: cover; border-radius: 6pt; } h1 { font-size: 24pt; } .t { font-size: 9pt; letter-spacing: 0.12em; color: #5d6b7a; text-transform: uppercase; margin-top: 3pt; }
       .cols { display: grid; grid-template-columns: 1fr 150pt; gap: 24pt; } h2 { font-size: 12pt; margin: 14pt 0 6pt; } h2:first-child { margin-top: 0; }
       h3 { font-size: 10pt; } .dt { font-size: 8pt; color: #8796a5; letter-spacing: 0.06em; text-transform: uppercase; margin-bottom: 3pt; }
       .side h3 { font-size: 8.5pt; color: #8796a5; margin-top: 9pt; font-weight: normal; } .side p { margin: 2pt 0; } .side a { color: #1a73e8; text-decoration: underline; }
       .bar { height: 3pt; background: #dfe5ec; margin: 2pt 0 7pt; } .bar i { display: block; height: 100%; background: #1a91f0; }`,
      `<main><header><img src="${PHOTO_URI}" alt=""><div><h1>Femke de Boer</h1><p class="t">Registered Nurse · Intensive Care</p></div></header>
       <div class="cols"><div><h2>Profile</h2><p>ICU nurse with eight years of adult intensive care in a university hospital: ventilated and ECMO patients,
       post-cardiac surgery, and nights as shift coordinator. Looking for a senior role in a cardiothoracic ICU.</p>
       <h2>Employment History</h2><h3>IC-verpleegkundige (ICU Nurse), UMC Utrecht, Utrecht</h3><p class="dt">Jan 2019 — Present</p>
       <ul><li>Cares for 2 ventilated patients per shift in a 32-bed mixed ICU; ECMO-trained since 2021.</li>
       <li>Shift coordinator on nights (team of 14); led the 2023 pressure-injury project: incidence from 6.1% to 3.4%.</li></ul>
       <h3>Verpleegkundige (Staff Nurse), St. Antonius Ziekenhuis, Nieuwegein</h3><p class="dt">Sep 2015 — Dec 2018</p>
       <ul><li>Cardiology and coronary care unit; 24-bed ward.</li></ul>
       <h2>Education</h2><h3>Post-HBO Intensive Care Nursing, UMC Utrecht Academie</h3><p class="dt">Sep 2017 — Jul 2019</p>
       <h3>Bachelor of Nursing (HBO-V), Hogeschool Utrecht</h3><p class="dt">Sep 2011 — Jul 2015</p>
       <h2>Courses</h2><p>ALS Provider, European Resuscitation Council — 2024</p><p>ECMO Specialist, Maastricht — 2021</p>
       <h2>References</h2><p><b>Dr. Pieter van Dijk from UMC Utrecht</b></p><p>p.vandijk@umcutrecht.example.nl | +31 30 555 0190</p>
       <p style="margin-top: 6pt"><b>Annelies Bakker from St. Antonius Ziekenhuis</b></p><p>a.bakker@antonius.example.nl | +31 30 555 0141</p></div>
       <div class="side"><h2>Details</h2><p>Oudegracht 210</p><p>3511 NR Utrecht</p><p>Netherlands</p><p>+31 6 5555 0123</p><p>femke.deboer@example.nl</p>
       <h3>Date / Place of birth</h3><p>17-02-1993</p><p>Utrecht</p><h3>Nationality</h3><p>Dutch</p><h3>Driving license</h3><p>B</p>
       <h3>BIG registration</h3><p>19012345601</p>
       <h2 style="margin-top: 14pt">Links</h2><p><a href="https://nl.linkedin.com/in/femkedeboer">LinkedIn</a></p><p><a href="https://www.bigregister.example.nl/zoeken">BIG-register</a></p>
       <h2>Skills</h2><p>Mechanical ventilation</p><div class="bar"><i style="width: 95%"></i></div><p>ECMO</p><div class="bar"><i style="width: 75%"></i></div>
       <p>Hemodynamic monitoring</p><div class="bar"><i style="width: 90%"></i></div><p>Shift coordination</p><div class="bar"><i style="width: 80%"></i></div>
       <h2>Languages</h2><p>Dutch</p><div class="bar"><i style="width: 100%"></i></div><p>English</p><div class="bar"><i style="width: 85%"></i></div>
       <p>German</p><div class="bar"><i style="width: 50%"></i></div></div></div></main>`,
    ),
  },
  {
    // An Enhancv-like builder export: the name in capitals, the job title in the accent colour, a row of icon-led
    // contacts (phone, e-mail, LinkedIn address, city with a Canadian postal code); two columns with 'Key
    // achievements', 'Find me online' and a 'My Time' donut chart with percentages; a 'Powered by' footer with the
    // builder's own web address.
    file: 'chromium-builder-icon-row-my-time-powered-by.pdf',
    truth: {
      first: 'Kwame',
      last: 'Asante',
      email: 'kwame.asante@example.ca',
      phone: '+1 (647) 555-0136',
      linkedin: 'https://www.linkedin.com/in/kwame-asante-pm',
    },
    page: html(
      `main { padding: 32pt 36pt; font-size: 9.3pt; min-height: 296mm; position: relative; color: #2a2a2a; } h1 { font-size: 25pt; letter-spacing: 0.02em; }
       .t { font-size: 12pt; color: #008cff; margin-top: 3pt; } .c { display: flex; flex-wrap: wrap; gap: 4pt 16pt; font-size: 8.5pt; margin-top: 7pt; } .c svg { margin-right: 3pt; }
       .cols { display: grid; grid-template-columns: 3fr 2fr; gap: 22pt; margin-top: 10pt; } h2 { font-size: 11pt; text-transform: uppercase; border-bottom: 2.5px solid #2a2a2a; padding-bottom: 2pt; margin: 14pt 0 6pt; }
       h3 { font-size: 10.5pt; } .co { color: #008cff; font-weight: bold; } .dt { font-size: 8pt; color: #777; } .ach { display: flex; gap: 6pt; margin: 5pt 0; }
       .don { display: flex; gap: 10pt; align-items: center; } .don ul { list-style: none; padding: 0; font-size: 8.2pt; } .don li span { display: inline-block; width: 7pt; height: 7pt; margin-right: 4pt; }
       footer { position: absolute; bottom: 16pt; left: 36pt; right: 36pt; display: flex; justify-content: space-between; font-size: 7pt; color: #999; }`,
      `<main><h1>KWAME ASANTE</h1><p class="t">Senior Product Manager | Payments &amp; Fintech</p>
       <div class="c"><span>${icon('phone', '#008cff', 9)}+1 (647) 555-0136</span><span>${icon('mail', '#008cff', 9)}kwame.asante@example.ca</span>
       <span>${icon('linkedin', '#008cff', 9)}linkedin.com/in/kwame-asante-pm</span><span>${icon('pin', '#008cff', 9)}Toronto, ON M5V 2T6</span></div>
       <div class="cols"><div><h2>Summary</h2><p>Product manager with nine years in payments: card issuing, real-time rails and fraud. I ship with small teams and
       measure everything.</p>
       <h2>Experience</h2><h3>Senior Product Manager</h3><p class="co">Wealthsimple</p><p class="dt">01/2021 – Present · Toronto, ON</p>
       <ul><li>Launched the Cash card to 600,000 clients in 14 months; interchange revenue CA$9.4M in 2024.</li><li>Cut card-fraud losses by 38% with a rules-plus-ML decision engine.</li></ul>
       <h3>Product Manager</h3><p class="co">Interac Corp.</p><p class="dt">06/2017 – 12/2020 · Toronto, ON</p>
       <ul><li>Real-time e-Transfer request-money flows; 2.1 million transactions a day.</li></ul>
       <h3>Business Analyst</h3><p class="co">RBC Royal Bank</p><p class="dt">07/2015 – 05/2017 · Toronto, ON</p>
       <h2>Education</h2><h3>MBA</h3><p class="co">Rotman School of Management, University of Toronto</p><p class="dt">2013 – 2015</p>
       <h3>BSc Computer Science</h3><p class="co">Kwame Nkrumah University of Science and Technology, Kumasi</p><p class="dt">2006 – 2010</p></div>
       <div><h2>Key Achievements</h2><div class="ach">${icon('trophy', '#008cff', 11)}<p><b>Card launch</b> — from zero to 600k cards in 14 months.</p></div>
       <div class="ach">${icon('trophy', '#008cff', 11)}<p><b>Fraud</b> — losses down 38% in 2023.</p></div>
       <h2>Skills</h2><p>Product discovery · SQL · Amplitude · Figma · Payments (ISO 8583, ISO 20022) · PCI DSS</p>
       <h2>Find Me Online</h2><p><b>LinkedIn</b></p><p>linkedin.com/in/kwame-asante-pm</p><p style="margin-top: 4pt"><b>Medium</b></p><p>medium.com/@kasante</p>
       <h2>My Time</h2><div class="don"><svg width="70" height="70" viewBox="0 0 42 42" aria-hidden="true"><circle cx="21" cy="21" r="15.9" fill="none" stroke="#eee" stroke-width="7"/>
       <circle cx="21" cy="21" r="15.9" fill="none" stroke="#008cff" stroke-width="7" stroke-dasharray="40 60" stroke-dashoffset="25"/>
       <circle cx="21" cy="21" r="15.9" fill="none" stroke="#00c2a8" stroke-width="7" stroke-dasharray="30 70" stroke-dashoffset="85"/>
       <circle cx="21" cy="21" r="15.9" fill="none" stroke="#ffb400" stroke-width="7" stroke-dasharray="20 80" stroke-dashoffset="55"/></svg>
       <ul><li><span style="background:#008cff"></span>Customers 40%</li><li><span style="background:#00c2a8"></span>Data 30%</li><li><span style="background:#ffb400"></span>Team 20%</li><li><span style="background:#eee"></span>Family 10%</li></ul></div>
       <h2>Languages</h2><p>English (native) · Twi (native) · French (B2)</p></div></div>
       <footer><span>www.resumekit.example.com</span><span>Powered by ResumeKit</span></footer></main>`,
    ),
  },
  {
    // A Notion page exported to PDF: a cover band, a page icon, the title 'Name · Job title', a properties table
    // (Location, Email, Phone, LinkedIn, Status, 'Last edited' with a date and time), a callout, toggles and a
    // quote from a colleague with his name and title; a to-do list.
    file: 'chromium-notion-page-properties-table.pdf',
    truth: {
      first: 'Lena',
      last: 'Hoffmann',
      email: 'lena.hoffmann@example.de',
      phone: '+49 176 5555 0172',
      linkedin: 'https://www.linkedin.com/in/lenahoffmann-design',
    },
    page: html(
      `body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #37352f; } .cover { height: 40mm; background: linear-gradient(90deg, #f6d365, #fda085); }
       main { padding: 0 70pt 30pt; position: relative; } .pi { margin-top: -26pt; } h1 { font-size: 27pt; font-weight: bold; margin: 6pt 0 12pt; }
       table.props { border-collapse: collapse; font-size: 9pt; margin-bottom: 10pt; } table.props td { padding: 3pt 8pt 3pt 0; vertical-align: middle; }
       table.props td.k { color: #8a8883; width: 110pt; } table.props td.k svg { margin-right: 5pt; } table.props a { text-decoration: underline; color: #37352f; }
       .pill { background: #dbeddb; color: #1c3829; border-radius: 3pt; padding: 0 5pt; } hr { border: 0; border-top: 1px solid #e9e9e7; margin: 10pt 0; }
       .call { background: #f1f1ef; border-radius: 4pt; padding: 10pt 12pt; display: flex; gap: 8pt; } h2 { font-size: 15pt; margin: 16pt 0 4pt; }
       .tg { margin: 6pt 0; } .tg b::before { content: "▾ "; color: #8a8883; } .tg div { margin-left: 16pt; } blockquote { border-left: 3px solid #37352f; margin: 8pt 0; padding: 0 0 0 12pt; font-size: 10.5pt; }
       .todo p::before { content: "☐ "; } .todo p.d::before { content: "☑ "; } .todo p.d { text-decoration: line-through; color: #8a8883; }`,
      `<div class="cover"></div><main><div class="pi"><svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true"><rect width="56" height="56" rx="10" fill="#fff"/>
       <circle cx="28" cy="28" r="20" fill="#fda085"/><circle cx="21" cy="24" r="3" fill="#37352f"/><circle cx="35" cy="24" r="3" fill="#37352f"/>
       <path d="M19 33c5 6 13 6 18 0" stroke="#37352f" stroke-width="3" fill="none" stroke-linecap="round"/></svg></div>
       <h1>Lena Hoffmann · Product Designer</h1>
       <table class="props"><tr><td class="k">${icon('pin', '#8a8883', 9)}Location</td><td>Berlin, Germany</td></tr>
       <tr><td class="k">${icon('mail', '#8a8883', 9)}Email</td><td><a href="mailto:lena.hoffmann@example.de">lena.hoffmann@example.de</a></td></tr>
       <tr><td class="k">${icon('phone', '#8a8883', 9)}Phone</td><td>+49 176 5555 0172</td></tr>
       <tr><td class="k">${icon('linkedin', '#8a8883', 9)}LinkedIn</td><td><a href="https://www.linkedin.com/in/lenahoffmann-design">https://www.linkedin.com/in/lenahoffmann-design</a></td></tr>
       <tr><td class="k">${icon('text', '#8a8883', 9)}Status</td><td><span class="pill">Open to work</span></td></tr>
       <tr><td class="k">${icon('clock', '#8a8883', 9)}Last edited</td><td>March 9, 2025 4:12 PM</td></tr></table>
       <div class="call"><span>${icon('user', '#37352f', 12)}</span><p>Currently Lead Product Designer at N26. Looking for senior IC design roles in Berlin or remote (CET ± 2) from
       September 2025.</p></div>
       <h2>Experience</h2>
       <div class="tg"><b>N26 — Lead Product Designer (2021 – now)</b><div><p>Design lead for savings and investments: 8 designers, 3 squads. Shipped Stocks &amp; ETFs
       to 1.2 million customers in 24 markets; onboarding drop-off down from 31% to 19%.</p></div></div>
       <div class="tg"><b>Zalando — Senior Product Designer (2018 – 2021)</b><div><p>Checkout and returns; the one-page checkout lifted conversion 4.6%.</p></div></div>
       <div class="tg"><b>IDEO Munich — Interaction Designer (2015 – 2018)</b><div><p>Service design for banks, insurers and a car maker.</p></div></div>
       <blockquote>“Lena is the designer every PM wants: she brings the data to the critique.”<br><span style="font-size: 8.5pt; color: #8a8883">— Jonas Richter, VP Product, N26</span></blockquote>
       <hr><h2>Education</h2><p>M.A. Interaction Design, Köln International School of Design, 2015 · B.A. Communication Design, HTW Berlin, 2012</p>
       <h2>Tools</h2><p>Figma · Framer · Maze · Dovetail · SQL (enough to be dangerous)</p>
       <h2>Now learning</h2><div class="todo"><p class="d">Finish the Interaction Design Foundation course on accessibility</p><p>Ship a personal site in Framer</p><p>Improve my Spanish to B2</p></div></main>`,
    ),
  },
  {
    // A Markdown CV typeset by pandoc as a LaTeX article: the centred title 'Curriculum Vitae', the name as the
    // author line and a date under it; plain bold section headings; the contact list after the profile; a footnote;
    // page numbers centred at the foot of two pages.
    file: 'chromium-pandoc-latex-article-author-line.pdf',
    truth: {
      first: 'Oskar',
      last: 'Lindgren',
      email: 'oskar@lindgren.example.se',
      phone: '+46 70 174 06 12',
      linkedin: 'https://www.linkedin.com/in/oskar-lindgren-se',
    },
    page: html(
      `${PAGES_CSS} .page { padding: 30mm 36mm 0; font-family: 'Liberation Serif', serif; font-size: 11pt; line-height: 1.3; color: #000; }
       .ti { text-align: center; font-size: 17pt; margin-top: 6mm; } .au, .da { text-align: center; font-size: 12pt; margin-top: 8pt; } .da { margin-bottom: 18pt; }
       h2 { font-size: 14pt; font-weight: bold; margin: 16pt 0 6pt; } h3 { font-size: 11.5pt; margin: 10pt 0 2pt; } ul { padding-left: 20pt; } li { margin: 2pt 0; }
       .fn { position: absolute; bottom: 26mm; left: 36mm; right: 36mm; font-size: 8.5pt; border-top: 0.5px solid #000; width: 40%; padding-top: 3pt; }
       .fn span { display: block; width: 300pt; } .pn { position: absolute; bottom: 14mm; left: 0; right: 0; text-align: center; font-size: 11pt; }`,
      `<div class="page"><p class="ti">Curriculum Vitae</p><p class="au">Oskar Lindgren</p><p class="da">14 March 2025</p>
       <h2>Profile</h2><p>Backend engineer with ten years of distributed systems in Rust and Go, most recently on the payment-routing core at a
       Swedish fintech. I care about correctness, observability and calm on-call rotations.<sup>1</sup></p>
       <h2>Contact</h2><ul><li>Email: oskar@lindgren.example.se</li><li>Phone: +46 70 174 06 12</li><li>Web: https://lindgren.example.se</li>
       <li>GitHub: https://github.com/olindgren</li><li>LinkedIn: https://www.linkedin.com/in/oskar-lindgren-se</li><li>Address: Vasagatan 12, 411 24 Göteborg, Sweden</li></ul>
       <h2>Experience</h2><h3>Staff Engineer, Klarna, Stockholm (2021–present)</h3>
       <ul><li>Owns the payment-routing service: 11,000 requests per second at peak, p99 of 38 ms.</li><li>Led the migration from Erlang to Rust (240,000 lines) without downtime.</li></ul>
       <h3>Senior Engineer, Volvo Cars, Göteborg (2017–2021)</h3><ul><li>Over-the-air update backend for 1.4 million cars (Go, Kafka, Postgres).</li></ul>
       <div class="fn"><span><sup>1</sup> On-call for 6 years; mean time to recovery 14 minutes in 2024.</span></div><p class="pn">1</p></div>
       <div class="page"><h3 style="margin-top: 0">Software Engineer, Ericsson, Göteborg (2014–2017)</h3><ul><li>5G core network functions in C++ and Erlang.</li></ul>
       <h2>Education</h2><ul><li>M.Sc. Computer Science, Chalmers University of Technology, 2014</li><li>B.Sc. Engineering Physics, Chalmers, 2012</li></ul>
       <h2>Open Source</h2><ul><li>Maintainer of <em>tokio-retry2</em> (3.1 million downloads)</li><li>Contributor to the Rust compiler (14 merged pull requests)</li></ul>
       <h2>Languages</h2><ul><li>Swedish (native), English (fluent), German (basic)</li></ul><p class="pn">2</p></div>`,
      'sv',
    ),
  },
  {
    // An AltaCV two-column resume: the name in bold capitals, a tagline in the accent colour, a flowing row of
    // icon-led contacts (e-mail, phone, city with a postcode, website, the LinkedIn and GitHub handles); 'My Life
    // Philosophy' quoting a famous person, 'Most Proud of', strengths as tags, language dots, a 'Day of My Life' pie.
    file: 'chromium-altacv-two-columns-philosophy-quote.pdf',
    truth: {
      first: 'Zainab',
      last: 'Qureshi',
      email: 'zainab.qureshi@example.pk',
      phone: '+92 300 555 0144',
      linkedin: 'https://www.linkedin.com/in/zainabqureshi',
    },
    page: html(
      `main { padding: 30pt 34pt; font-size: 9.2pt; color: #333; } h1 { font-size: 26pt; text-transform: uppercase; letter-spacing: 0.02em; color: #1a1a1a; }
       .tag { color: #8f0d0d; font-size: 11.5pt; font-weight: bold; margin-top: 2pt; } .c { display: flex; flex-wrap: wrap; gap: 3pt 14pt; font-size: 8.5pt; margin-top: 6pt; }
       .c svg { margin-right: 3pt; } hr { border: 0; border-top: 1.5px solid #8f0d0d; margin: 8pt 0; }
       .cols { display: grid; grid-template-columns: 58fr 42fr; gap: 20pt; } h2 { font-size: 12pt; color: #8f0d0d; text-transform: uppercase; border-bottom: 1px solid #8f0d0d; margin: 10pt 0 5pt; }
       h3 { font-size: 10.5pt; color: #1a1a1a; } .co { color: #b32c2c; font-weight: bold; } .m { font-size: 8pt; color: #666; display: flex; gap: 12pt; }
       .q { font-style: italic; font-size: 10pt; } .q small { display: block; text-align: right; font-style: normal; color: #666; }
       .tags span { display: inline-block; border: 1px solid #999; border-radius: 3pt; padding: 1pt 5pt; margin: 2pt 2pt; font-size: 8.3pt; }
       .lang { display: flex; justify-content: space-between; margin: 3pt 0; } .dots i { display: inline-block; width: 7pt; height: 7pt; border-radius: 50%; background: #8f0d0d; margin-left: 2pt; }
       .dots i.o { background: #ddd; } .pie { display: flex; gap: 10pt; align-items: center; font-size: 8pt; }`,
      `<main><h1>Zainab Qureshi</h1><p class="tag">Data Engineer · Cloud Platforms</p>
       <div class="c"><span>${icon('mail', '#8f0d0d', 8)}zainab.qureshi@example.pk</span><span>${icon('phone', '#8f0d0d', 8)}+92 300 555 0144</span>
       <span>${icon('pin', '#8f0d0d', 8)}Lahore 54000, Pakistan</span><span>${icon('globe', '#8f0d0d', 8)}zainabq.example.dev</span>
       <span><a href="https://www.linkedin.com/in/zainabqureshi">${icon('linkedin', '#8f0d0d', 8)}zainabqureshi</a></span>
       <span><a href="https://github.com/zqureshi">${icon('github', '#8f0d0d', 8)}zqureshi</a></span></div><hr>
       <div class="cols"><div><h2>Experience</h2>
       <h3>Senior Data Engineer</h3><p class="co">Systems Limited</p><p class="m"><span>${icon('calendar', '#666', 7)} Aug 2021 – Ongoing</span><span>${icon('pin', '#666', 7)} Lahore</span></p>
       <ul><li>Lakehouse on Azure Databricks for a Gulf retail client: 3.5 TB a day from 900 stores.</li><li>Cut pipeline cost 41% by moving batch jobs to Delta Live Tables.</li></ul>
       <h3>Data Engineer</h3><p class="co">Careem (an Uber company)</p><p class="m"><span>${icon('calendar', '#666', 7)} Jan 2019 – Jul 2021</span><span>${icon('pin', '#666', 7)} Karachi</span></p>
       <ul><li>Real-time trip events with Kafka and Flink; dashboards for 12 cities.</li></ul>
       <h3>Associate Software Engineer</h3><p class="co">10Pearls</p><p class="m"><span>${icon('calendar', '#666', 7)} Jun 2017 – Dec 2018</span><span>${icon('pin', '#666', 7)} Karachi</span></p>
       <h2>Projects</h2><h3>urdu-nlp-toolkit</h3><p>Open-source tokenizer and stemmer for Urdu; 850 GitHub stars.</p>
       <h2>Education</h2><h3>BS Computer Science</h3><p class="co">Lahore University of Management Sciences (LUMS)</p><p class="m"><span>2013 – 2017</span></p></div>
       <div><h2>My Life Philosophy</h2><p class="q">“The data is always dirtier than you think.”<small>— Hilary Mason</small></p>
       <h2>Most Proud of</h2><p>${icon('trophy', '#8f0d0d', 9)} <b>Women in Data Pakistan</b> — co-founded a mentoring circle of 300 members.</p>
       <p>${icon('trophy', '#8f0d0d', 9)} <b>Databricks Certified</b> Data Engineer Professional (2023).</p>
       <h2>Strengths</h2><div class="tags"><span>Spark</span><span>Delta Lake</span><span>Kafka</span><span>Airflow</span><span>dbt</span><span>Azure</span><span>Python</span><span>SQL</span></div>
       <h2>Languages</h2><div class="lang"><span>Urdu</span><span class="dots"><i></i><i></i><i></i><i></i><i></i></span></div>
       <div class="lang"><span>English</span><span class="dots"><i></i><i></i><i></i><i></i><i class="o"></i></span></div>
       <div class="lang"><span>Punjabi</span><span class="dots"><i></i><i></i><i></i><i class="o"></i><i class="o"></i></span></div>
       <h2>A Day of My Life</h2><div class="pie"><svg width="64" height="64" viewBox="0 0 32 32" aria-hidden="true"><circle r="16" cx="16" cy="16" fill="#f2d7d5"/>
       <circle r="8" cx="16" cy="16" fill="none" stroke="#8f0d0d" stroke-width="16" stroke-dasharray="20 50.3" transform="rotate(-90 16 16)"/>
       <circle r="8" cx="16" cy="16" fill="none" stroke="#d98880" stroke-width="16" stroke-dasharray="15 50.3" stroke-dashoffset="-20" transform="rotate(-90 16 16)"/></svg>
       <div><p>Coding 40%</p><p>Mentoring 30%</p><p>Sleep, chai and cricket 30%</p></div></div></div></div></main>`,
    ),
  },
];

// ---------- DOCX ----------

const cell = (children: (Paragraph | Table)[], width: number, extra: { fill?: string; columnSpan?: number } = {}) =>
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
/** A shaded paragraph: a coloured band across the text width. */
const band = (text: string, fill: string, options: RunOptions = {}, spacing = 0) =>
  new Paragraph({
    shading: { type: ShadingType.CLEAR, color: 'auto', fill },
    spacing: { before: spacing, after: spacing },
    children: [run(text, options)],
  });

// Word content controls (w:sdt): the docx package has none but for tables of contents and check boxes, so these
// write the elements themselves.
const controlProperties = (alias: string, id: number, placeholder: boolean) =>
  ImportedXmlComponent.fromXmlString(
    `<w:sdtPr><w:alias w:val="${alias}"/><w:tag w:val="${alias.replace(/\s+/g, '')}"/><w:id w:val="${id}"/>` +
      `${placeholder ? '<w:showingPlcHdr/>' : ''}<w:text/></w:sdtPr>`,
  );
class ControlContent extends XmlComponent {
  constructor(children: XmlComponent[]) {
    super('w:sdtContent');
    for (const child of children) this.root.push(child);
  }
}
/** A block-level content control around whole paragraphs. */
class BlockControl extends FileChild {
  constructor(alias: string, id: number, children: Paragraph[]) {
    super('w:sdt');
    this.root.push(controlProperties(alias, id, false), new ControlContent(children));
  }
}
/** A run-level content control inside a paragraph; `placeholder` when it still shows its prompt text. */
class InlineControl extends XmlComponent {
  constructor(alias: string, id: number, runs: TextRun[], placeholder = false) {
    super('w:sdt');
    this.root.push(controlProperties(alias, id, placeholder), new ControlContent(runs));
  }
}
/** A paragraph whose runs may sit inside inline content controls. */
class ControlledParagraph extends Paragraph {
  constructor(options: IParagraphOptions, parts: (TextRun | InlineControl)[]) {
    super(options);
    for (const part of parts) this.root.push(part);
  }
}
const placeholderRun = (text: string) => new TextRun({ text, style: 'PlaceholderText' });

const docxs: DocxFixture[] = [
  {
    // A Word resume template filled in through its content controls ('Your Name' around the name paragraph,
    // Address, Phone and Email as inline controls in the contact line), while the 'LinkedIn Profile' control still
    // shows its grey placeholder prompt: she has no LinkedIn address on it.
    file: 'docx-content-controls-filled-linkedin-placeholder.docx',
    truth: {
      first: 'Brianna',
      last: 'Walsh',
      email: 'brianna.walsh@example.com',
      phone: '(614) 555-0172',
      linkedin: null,
    },
    doc: () =>
      new Document({
        styles: {
          characterStyles: [
            {
              id: 'PlaceholderText',
              name: 'Placeholder Text',
              basedOn: 'DefaultParagraphFont',
              run: { color: '808080' },
            },
          ],
        },
        sections: [
          {
            children: [
              new BlockControl('Your Name', 101, [
                new Paragraph({ heading: HeadingLevel.TITLE, children: [run('Brianna Walsh')] }),
              ]),
              new ControlledParagraph({}, [
                new InlineControl('Address', 102, [run('Columbus, OH 43215')]),
                run('  |  '),
                new InlineControl('Phone', 103, [run('(614) 555-0172')]),
                run('  |  '),
                new InlineControl('Email', 104, [run('brianna.walsh@example.com')]),
                run('  |  '),
                new InlineControl('LinkedIn Profile', 105, [placeholderRun('LinkedIn Profile')], true),
              ]),
              heading('Objective'),
              new BlockControl('Objective', 106, [
                para(
                  'Human resources generalist looking for an HR business partner role in a growing healthcare organisation.',
                ),
              ]),
              heading('Experience'),
              new ControlledParagraph({}, [
                new InlineControl('Job Title', 107, [run('HR Generalist', { bold: true })]),
                run(', '),
                new InlineControl('Company', 108, [run('OhioHealth, Columbus')]),
                run(' — '),
                new InlineControl('Dates From', 109, [run('2020')]),
                run(' – '),
                new InlineControl('Dates To', 110, [run('Present')]),
              ]),
              para('Supports 1,400 employees in four hospitals; cut time-to-fill for nurse roles from 52 to 37 days.'),
              new ControlledParagraph({}, [
                new InlineControl('Job Title', 111, [run('Recruiting Coordinator', { bold: true })]),
                run(', '),
                new InlineControl('Company', 112, [run('Nationwide Children’s Hospital, Columbus')]),
                run(' — '),
                new InlineControl('Dates From', 113, [run('2017')]),
                run(' – '),
                new InlineControl('Dates To', 114, [run('2020')]),
              ]),
              heading('Education'),
              new ControlledParagraph({}, [
                new InlineControl('Degree', 115, [run('B.S. Human Resource Management', { bold: true })]),
                run(', '),
                new InlineControl('School', 116, [run('The Ohio State University')]),
                run(', 2017'),
              ]),
              heading('Skills'),
              para('Workday HCM · Employee relations · FMLA and ADA administration · SHRM-CP (2021)'),
            ],
          },
        ],
      }),
  },
  {
    // A two-column table template: the shaded left cell holds the contacts (with labels), skills and education and
    // comes first in the document; the right cell holds the name, the job title, the profile and the experience.
    // Aaliyah Turner turns wooden bowls on the side.
    file: 'docx-two-column-table-name-in-right-cell.docx',
    truth: {
      first: 'Aaliyah',
      last: 'Turner',
      email: 'aaliyah.turner@example.com',
      phone: '(404) 555-0118',
      linkedin: 'https://www.linkedin.com/in/aaliyahturner-ux',
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
                      para('CONTACT', { bold: true, color: '3B5B7A' }),
                      para('Phone', { size: 16, color: '6B7C8F' }),
                      para('(404) 555-0118'),
                      para('Email', { size: 16, color: '6B7C8F' }),
                      para('aaliyah.turner@example.com'),
                      para('LinkedIn', { size: 16, color: '6B7C8F' }),
                      para('linkedin.com/in/aaliyahturner-ux'),
                      para('Location', { size: 16, color: '6B7C8F' }),
                      para('Atlanta, GA 30312'),
                      para(''),
                      para('SKILLS', { bold: true, color: '3B5B7A' }),
                      ...lines(['Usability testing', 'Figma prototyping', 'Journey mapping', 'WCAG 2.2 audits']),
                      para(''),
                      para('EDUCATION', { bold: true, color: '3B5B7A' }),
                      para('M.S. Human-Computer Interaction, Georgia Tech, 2018'),
                      para('B.A. Psychology, Spelman College, 2016'),
                      para(''),
                      para('INTERESTS', { bold: true, color: '3B5B7A' }),
                      para('Wood turning (bowls and spindles); Atlanta Woodturners Guild'),
                    ],
                    34,
                    { fill: 'E8EEF4' },
                  ),
                  cell(
                    [
                      para('Aaliyah Turner', { bold: true, size: 48, color: '1F3A56' }),
                      para('UX Researcher', { size: 26, color: '3B5B7A' }),
                      para(''),
                      para('PROFILE', { bold: true, color: '3B5B7A' }),
                      para(
                        'UX researcher with seven years in fintech and health; mixed-methods studies that change roadmaps.',
                      ),
                      para(''),
                      para('EXPERIENCE', { bold: true, color: '3B5B7A' }),
                      para('Senior UX Researcher — Mailchimp (Intuit), Atlanta', { bold: true }),
                      para('2021 – Present'),
                      para('Ran 60 studies a year; the 2023 onboarding research lifted activation by 9%.'),
                      para('UX Researcher — Cox Automotive, Atlanta', { bold: true }),
                      para('2018 – 2021'),
                      para('Dealer-tools research across 30 dealerships; built the research repository in Dovetail.'),
                    ],
                    66,
                  ),
                ],
              ]),
            ],
          },
        ],
      }),
  },
  {
    // The name and the job title only in the page header; the body opens with a table whose first row holds
    // labels (Mobile, Email, LinkedIn, Based in) over a second row of values.
    file: 'docx-name-in-header-contacts-first-table.docx',
    truth: {
      first: 'Hamish',
      last: 'Drummond',
      email: 'hamish.drummond@example.co.uk',
      phone: '07700 900612',
      linkedin: 'https://www.linkedin.com/in/hamishdrummond',
    },
    doc: () =>
      new Document({
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  para('HAMISH DRUMMOND', { bold: true, size: 40, color: '0B4F6C' }),
                  para('Offshore Wind Project Engineer', { size: 22, color: '01BAEF' }),
                ],
              }),
            },
            children: [
              table([
                [
                  cell([para('Mobile', { bold: true, size: 16 })], 22),
                  cell([para('Email', { bold: true, size: 16 })], 32),
                  cell([para('LinkedIn', { bold: true, size: 16 })], 28),
                  cell([para('Based in', { bold: true, size: 16 })], 18),
                ],
                [
                  cell([para('07700 900612', { size: 18 })], 22),
                  cell([para('hamish.drummond@example.co.uk', { size: 18 })], 32),
                  cell([para('linkedin.com/in/hamishdrummond', { size: 18 })], 28),
                  cell([para('Aberdeen AB10 1XY', { size: 18 })], 18),
                ],
              ]),
              heading('Profile'),
              para(
                'Chartered mechanical engineer with ten years in oil and gas and offshore wind; package engineer for ' +
                  'foundations and cables on two Scottish wind farms.',
              ),
              heading('Experience'),
              ...lines([
                'Package Engineer, Seagreen Wind Energy, Perth — 2021 to present',
                'Monopile and jacket installation package (114 turbines); managed £310M of contracts.',
                'Project Engineer, Subsea 7, Aberdeen — 2015 to 2021',
                'Graduate Engineer, Wood Group, Aberdeen — 2013 to 2015',
              ]),
              heading('Education'),
              para('MEng Mechanical Engineering, University of Strathclyde, 2008 – 2013 · CEng MIMechE (2018)'),
              heading('Tickets'),
              para('GWO BST (2024) · BOSIET with CA-EBS (2023) · OGUK medical (valid to 06/2026)'),
            ],
          },
        ],
      }),
  },
  {
    // A 'modern chronological' template: the name on a dark shaded band in white, the contact line on a lighter
    // band, and every section heading on a pale band. Victoria Chambers lives in Victoria, BC; chambers are where
    // barristers work.
    file: 'docx-modern-chronological-shaded-bands.docx',
    truth: {
      first: 'Victoria',
      last: 'Chambers',
      email: 'victoria.chambers@example.ca',
      phone: '+1 250 555 0119',
      linkedin: 'https://www.linkedin.com/in/victoriachambers',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              band('VICTORIA CHAMBERS', '1F4E5F', { bold: true, size: 44, color: 'FFFFFF' }, 120),
              band(
                'Victoria, BC V8W 1H6  ·  +1 250 555 0119  ·  victoria.chambers@example.ca  ·  linkedin.com/in/victoriachambers',
                '2E6F84',
                { size: 18, color: 'FFFFFF' },
                60,
              ),
              para(''),
              band('PROFILE', 'D9EAF0', { bold: true, color: '1F4E5F' }),
              para(
                'Senior litigation paralegal with eleven years in civil litigation and Indigenous rights cases before ' +
                  'the BC Supreme Court and the Federal Court.',
              ),
              band('EXPERIENCE', 'D9EAF0', { bold: true, color: '1F4E5F' }),
              para('Senior Litigation Paralegal — Cox Taylor, Victoria, BC', { bold: true }),
              para('2018 – present'),
              para('Runs document productions of up to 400,000 records in Relativity; trial binders for 12 trials.'),
              para('Litigation Paralegal — McCarthy Tétrault, Vancouver, BC', { bold: true }),
              para('2013 – 2018'),
              band('EDUCATION', 'D9EAF0', { bold: true, color: '1F4E5F' }),
              para('Paralegal Diploma, Capilano University, 2013 · B.A. History, University of Victoria, 2011'),
              band('SKILLS', 'D9EAF0', { bold: true, color: '1F4E5F' }),
              para('Relativity · Clio · CanLII research · Court e-filing (CSO) · French (intermediate)'),
            ],
          },
        ],
      }),
  },
  {
    // A hybrid cover letter and resume: the letter's section carries the candidate's letterhead in its page header,
    // and its body opens with the date and the recruiter's name, title, address, phone and e-mail, 'Dear Ms …',
    // and a signature with 'RN'; the resume's section then repeats the name (with 'RN') and the contacts.
    file: 'docx-hybrid-cover-letter-and-resume.docx',
    truth: {
      first: 'Omar',
      last: 'Farouk',
      email: 'omar.farouk@example.com',
      phone: '(206) 555-0147',
      linkedin: 'https://www.linkedin.com/in/omarfarouk-rn',
    },
    doc: () => {
      const letterhead = new Header({
        children: [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [run('Omar Farouk, RN', { bold: true, size: 28, color: '00695C' })],
          }),
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [
              run('Seattle, WA 98122 · (206) 555-0147 · omar.farouk@example.com · linkedin.com/in/omarfarouk-rn', {
                size: 16,
              }),
            ],
          }),
        ],
      });
      return new Document({
        sections: [
          {
            headers: { default: letterhead },
            children: [
              para('March 12, 2025'),
              para(''),
              ...lines([
                'Danielle Hargreaves',
                'Talent Acquisition Partner',
                'Northwind Health',
                '400 Pine Street, Suite 900',
                'Seattle, WA 98101',
                '(206) 555-0190 · d.hargreaves@northwindhealth.example.com',
              ]),
              para(''),
              para('Dear Ms. Hargreaves,'),
              para(
                'I am applying for the Charge Nurse position in your Cardiac Progressive Care Unit (requisition 25-0412). ' +
                  'For six years I have cared for post-cardiac-surgery and heart-failure patients at Swedish First Hill, ' +
                  'and for the last two I have been relief charge nurse on a 28-bed unit.',
              ),
              para(
                'I would welcome the chance to talk about how I can support your unit. My resume follows this letter.',
              ),
              para(''),
              para('Sincerely,'),
              para('Omar Farouk, RN'),
            ],
          },
          {
            headers: { default: new Header({ children: [para('')] }) },
            children: [
              para('Omar Farouk, RN', { bold: true, size: 40, color: '00695C' }),
              para('Seattle, WA 98122 · (206) 555-0147 · omar.farouk@example.com · linkedin.com/in/omarfarouk-rn'),
              heading('Experience'),
              ...lines([
                'Registered Nurse, Cardiac Progressive Care — Swedish First Hill, Seattle — 2019 to present',
                'Relief charge nurse since 2023; preceptor for 11 new graduates.',
                'Registered Nurse, Medical-Surgical — Valley Medical Center, Renton — 2017 to 2019',
              ]),
              heading('Education & Licensure'),
              ...lines([
                'BSN, University of Washington, 2017',
                'RN, Washington State, license no. RN60555012 · PCCN (2021) · ACLS, BLS',
              ]),
            ],
          },
        ],
      });
    },
  },
  {
    // Contacts led by Wingdings symbols (a telephone, an envelope, a computer) and no words; a six-digit Indian
    // PIN code in the address line under them.
    file: 'docx-wingdings-symbol-icons-contacts.docx',
    truth: {
      first: 'Priyanka',
      last: 'Deshmukh',
      email: 'priyanka.deshmukh@example.in',
      phone: '+91 98450 55512',
      linkedin: 'https://www.linkedin.com/in/priyanka-deshmukh',
    },
    doc: () => {
      const symbol = (char: string) => new SymbolRun({ char, symbolfont: 'Wingdings', color: '2F5597', size: 22 });
      return new Document({
        sections: [
          {
            children: [
              para('Priyanka Deshmukh', { bold: true, size: 44, color: '2F5597' }),
              para('Chartered Accountant · Internal Audit', { size: 24 }),
              new Paragraph({
                children: [
                  symbol('F028'),
                  run(' +91 98450 55512     '),
                  symbol('F02A'),
                  run(' priyanka.deshmukh@example.in     '),
                  symbol('F03A'),
                  run(' in.linkedin.com/in/priyanka-deshmukh'),
                ],
              }),
              para('Flat 602, Kalyani Nagar, Pune 411006, Maharashtra'),
              heading('Professional Summary'),
              para(
                'Chartered accountant (ICAI membership no. 155012) with nine years of internal audit and SOX ' +
                  'testing for manufacturing and IT services companies.',
              ),
              heading('Experience'),
              ...lines([
                'Internal Audit Manager, Tata Motors, Pune — 2020 to present',
                'Risk-based audit plan for 14 plants; 212 observations closed in 2024.',
                'Assistant Manager, Deloitte Haskins & Sells LLP, Mumbai — 2016 to 2020',
              ]),
              heading('Education'),
              para('Chartered Accountant, ICAI, 2016 · B.Com, Brihan Maharashtra College of Commerce, Pune, 2013'),
            ],
          },
        ],
      });
    },
  },
  {
    // A British personal-details table: Name (with 'Mrs'), address with a postcode, home telephone, work
    // telephone with an extension, mobile, fax, e-mail, birth date, a National Insurance number and a driving
    // licence; then the CV in paragraphs.
    file: 'docx-uk-personal-details-home-work-mobile-fax.docx',
    truth: {
      first: 'Gillian',
      last: 'Thornton',
      email: 'gillian.thornton@example.co.uk',
      phone: '07700 900847',
      linkedin: null,
    },
    doc: () => {
      const row = (label: string, value: string) => [cell([para(label, { bold: true })], 32), cell([para(value)], 68)];
      return new Document({
        sections: [
          {
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [run('CURRICULUM VITAE', { bold: true, size: 32 })],
              }),
              heading('Personal Details'),
              table([
                row('Name', 'Mrs Gillian Thornton'),
                row('Address', '27 Otley Road, Headingley, Leeds LS6 3AA'),
                row('Telephone (home)', '0113 496 0732'),
                row('Telephone (work)', '0113 496 0190 ext 214'),
                row('Mobile', '07700 900847'),
                row('Fax', '0113 496 0191'),
                row('Email', 'gillian.thornton@example.co.uk'),
                row('Date of birth', '23/09/1979'),
                row('National Insurance No.', 'QQ 12 34 56 C'),
                row('Driving licence', 'Full, clean'),
              ]),
              heading('Profile'),
              para(
                'Practice manager with fifteen years in NHS general practice; runs a 14,000-patient surgery with ' +
                  'a team of 32.',
              ),
              heading('Employment'),
              ...lines([
                'Practice Manager, Kirkstall Lane Medical Centre, Leeds — 2014 to present',
                'CQC rating raised from Requires Improvement to Good (2016); QOF achievement 98.7% in 2023/24.',
                'Assistant Practice Manager, Burley Park Surgery, Leeds — 2009 to 2014',
              ]),
              heading('Education'),
              para(
                'Certificate in Primary Care Management (AMSPAR), 2011 · BA (Hons) Business Studies, Leeds Beckett, 2001',
              ),
              heading('References'),
              para('Available on request.'),
            ],
          },
        ],
      });
    },
  },
  {
    // An Apple Pages export: every block is a floating text box placed on the page; the contacts' box is the first
    // in the document's order but is positioned at the foot of the page, the name's box at the top, then the body.
    file: 'docx-pages-export-floating-text-boxes.docx',
    truth: {
      first: 'Imogen',
      last: 'Clarke',
      email: 'imogen.clarke@example.co.uk',
      phone: '+44 7700 900533',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Textbox({
                style: {
                  position: 'absolute',
                  positionHorizontalRelative: 'page',
                  positionVerticalRelative: 'page',
                  left: '0.9in',
                  top: '10.4in',
                  width: '6.5in',
                  height: '0.6in',
                },
                children: [
                  para(
                    '+44 7700 900533   ·   imogen.clarke@example.co.uk   ·   imogenclarke.example.co.uk   ·   Brighton BN1 4GH',
                    {
                      size: 17,
                      color: '555555',
                    },
                  ),
                ],
              }),
              new Textbox({
                style: {
                  position: 'absolute',
                  positionHorizontalRelative: 'page',
                  positionVerticalRelative: 'page',
                  left: '0.9in',
                  top: '0.8in',
                  width: '6.5in',
                  height: '1.1in',
                },
                children: [
                  para('Imogen Clarke', { size: 60, color: 'C2185B' }),
                  para('Illustrator & Picture-Book Author', { size: 24, color: '555555' }),
                ],
              }),
              new Textbox({
                style: {
                  position: 'absolute',
                  positionHorizontalRelative: 'page',
                  positionVerticalRelative: 'page',
                  left: '0.9in',
                  top: '2.1in',
                  width: '6.5in',
                  height: '7.9in',
                },
                children: [
                  para('About', { bold: true, size: 26, color: 'C2185B' }),
                  para(
                    'Illustrator of eleven picture books and a regular for children’s magazines; gouache, pencil and ' +
                      'Procreate. Represented by the Bright Agency (agent: Vicki Willden-Lebrecht).',
                  ),
                  para(''),
                  para('Books', { bold: true, size: 26, color: 'C2185B' }),
                  ...lines([
                    'The Lighthouse Cat (Nosy Crow, 2024) — author and illustrator; ISBN 978-1-83994-555-0',
                    'Wild Weather (Macmillan Children’s Books, 2022) — illustrator',
                    'Fox in Socks and Boots (Walker Books, 2020) — illustrator',
                  ]),
                  para(''),
                  para('Experience', { bold: true, size: 26, color: 'C2185B' }),
                  ...lines([
                    'Freelance illustrator, Brighton — 2016 to present',
                    'Junior designer, Penguin Random House Children’s, London — 2013 to 2016',
                  ]),
                  para(''),
                  para('Education', { bold: true, size: 26, color: 'C2185B' }),
                  para(
                    'MA Children’s Book Illustration, Cambridge School of Art, 2013 · BA Illustration, University of Brighton, 2011',
                  ),
                ],
              }),
            ],
          },
        ],
      }),
  },
  {
    // A filled-in job application form: numbered sections of labelled boxes (Title, Surname, Forename(s), home,
    // mobile and work telephones, 'May we contact you at work?', e-mail, NI number), the post and its reference,
    // employment and education tables, two referees' boxes with their phones and e-mails, and a signed, dated
    // declaration.
    file: 'docx-application-form-surname-forenames-referees.docx',
    truth: {
      first: 'Daniel',
      last: 'Whitlock',
      email: 'dan.whitlock@example.co.uk',
      phone: '07700 900931',
      linkedin: null,
    },
    doc: () => {
      const label = (text: string, width: number) =>
        cell([para(text, { bold: true, size: 18 })], width, { fill: 'E7E6E6' });
      const value = (text: string, width: number, columnSpan?: number) => cell([para(text)], width, { columnSpan });
      return new Document({
        sections: [
          {
            children: [
              para('Harrowfield Research Institute — Application for Employment', { bold: true, size: 30 }),
              para('Please complete in black ink or type. CVs are accepted only with this form.', {
                italics: true,
                size: 18,
              }),
              heading('1. Post applied for'),
              table([
                [
                  label('Post title', 25),
                  value('Senior Laboratory Technician (Microbiology)', 45),
                  label('Ref. no.', 12),
                  value('HRI/2025/041', 18),
                ],
              ]),
              heading('2. Personal details'),
              table([
                [label('Title', 18), value('Mr', 32), label('Surname', 18), value('Whitlock', 32)],
                [label('Forename(s)', 18), value('Daniel', 32), label('Previous surname(s)', 18), value('—', 32)],
                [label('Address', 18), value('14 Cardigan Lane, Kirkstall, Leeds LS4 2DQ', 82, 3)],
                [
                  label('Home telephone', 18),
                  value('01632 960455', 32),
                  label('Mobile telephone', 18),
                  value('07700 900931', 32),
                ],
                [
                  label('Work telephone', 18),
                  value('01632 960812', 32),
                  label('May we contact you at work?', 18),
                  value('No', 32),
                ],
                [
                  label('Email', 18),
                  value('dan.whitlock@example.co.uk', 32),
                  label('NI number', 18),
                  value('QQ 98 76 54 A', 32),
                ],
              ]),
              heading('3. Employment history (most recent first)'),
              table([
                [label('Dates', 18), label('Employer', 32), label('Position and duties', 50)],
                [
                  value('2019 – present', 18),
                  value('Leeds Teaching Hospitals NHS Trust', 32),
                  value(
                    'Laboratory Technician, Microbiology: PCR and culture work, 120 samples a day; UKAS ISO 15189 audits',
                    50,
                  ),
                ],
                [
                  value('2015 – 2019', 18),
                  value('Eurofins Food Testing UK, Wolverhampton', 32),
                  value('Assistant Technician: Listeria and Salmonella testing', 50),
                ],
              ]),
              heading('4. Education and qualifications'),
              table([
                [label('Dates', 18), label('Establishment', 32), label('Qualification and grade', 50)],
                [
                  value('2012 – 2015', 18),
                  value('University of Bradford', 32),
                  value('BSc (Hons) Biomedical Science, 2:1 (HCPC-approved)', 50),
                ],
              ]),
              heading('5. Referees'),
              table([
                [label('Referee 1', 50), label('Referee 2', 50)],
                [
                  value(
                    'Dr Helen Marsh, Consultant Microbiologist, Leeds Teaching Hospitals NHS Trust, Great George Street, Leeds LS1 3EX',
                    50,
                  ),
                  value(
                    'Mr Robert Akers, Laboratory Manager, Eurofins Food Testing UK, i54 Business Park, Wolverhampton WV9 5GB',
                    50,
                  ),
                ],
                [value('Telephone: 0113 496 0277', 50), value('Telephone: 01632 960733', 50)],
                [value('Email: h.marsh@nhs.example.uk', 50), value('Email: robert.akers@eurofins.example.com', 50)],
                [value('May we contact before interview? Yes', 50), value('May we contact before interview? Yes', 50)],
              ]),
              heading('6. Declaration'),
              para('I confirm that the information given on this form is true and complete.'),
              table([[label('Signed', 18), value('D. Whitlock', 32), label('Date', 18), value('11/03/2025', 32)]]),
            ],
          },
        ],
      });
    },
  },
  {
    // A graduate's resume carrying Word comments from a university careers adviser: her comments give her own
    // e-mail, office phone and LinkedIn address and suggest adding his; the resume itself has no LinkedIn address.
    file: 'docx-careers-adviser-comments.docx',
    truth: {
      first: 'Jude',
      last: 'Adeyemi',
      email: 'jude.adeyemi@example.ac.uk',
      phone: '07700 900377',
      linkedin: null,
    },
    doc: () =>
      new Document({
        comments: {
          children: [
            {
              id: 0,
              author: 'Karen Mills (Careers Service)',
              initials: 'KM',
              date: new Date('2025-02-18T10:05:00Z'),
              children: [
                para(
                  'Add your LinkedIn here — see mine for an example: linkedin.com/in/karenmills-careers. Book a ' +
                    'follow-up at karen.mills@careers.example.ac.uk or on 0161 496 0532.',
                ),
              ],
            },
            {
              id: 1,
              author: 'Karen Mills (Careers Service)',
              initials: 'KM',
              date: new Date('2025-02-18T10:09:00Z'),
              children: [para('Quantify this: how many customers a day?')],
            },
          ],
        },
        sections: [
          {
            children: [
              para('Jude Adeyemi', { bold: true, size: 40 }),
              new Paragraph({
                children: [
                  new CommentRangeStart(0),
                  run('Manchester M14 6HR  |  07700 900377  |  jude.adeyemi@example.ac.uk'),
                  new CommentRangeEnd(0),
                  new TextRun({ children: [new CommentReference(0)] }),
                ],
              }),
              heading('Education'),
              para('BSc (Hons) Economics, University of Manchester, 2022 – 2025 (predicted 2:1)'),
              para('Dissertation: Bus franchising and fares in Greater Manchester.'),
              heading('Experience'),
              para('Customer Assistant, Sainsbury’s, Fallowfield — 2022 to present', { bold: true }),
              new Paragraph({
                children: [
                  new CommentRangeStart(1),
                  run('Served customers on the tills and the kiosk; trained new starters.'),
                  new CommentRangeEnd(1),
                  new TextRun({ children: [new CommentReference(1)] }),
                ],
              }),
              para('Summer Intern, Transport for Greater Manchester — June to August 2024', { bold: true }),
              para('Cleaned and analysed 2.4 million ticketing records in Python for the Bee Network fares review.'),
              heading('Skills'),
              para('Python (pandas), Stata, Excel, SQL basics · Yoruba and English'),
            ],
          },
        ],
      }),
  },
];

// ---------- TXT ----------

/** Windows-1250 (Central European): the table is read off the platform's own decoder; anything else throws. */
const CP1250 = (() => {
  const decoder = new TextDecoder('windows-1250');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return table;
})();
const windows1250 = (text: string) =>
  Buffer.from(
    [...text].map((ch) => {
      const byte = CP1250.get(ch);
      if (byte === undefined) throw new Error(`not in Windows-1250: ${ch}`);
      return byte;
    }),
  );

const txts: TxtFixture[] = [
  {
    // A plain-text resume in the quoted body of a forwarded e-mail: the forwarding recruiter's note and signature
    // (her direct line, mobile, e-mail and LinkedIn) come first, then the original message's headers, then the
    // candidate's resume on '> ' lines.
    file: 'txt-forwarded-email-quoted-recruiter-signature.txt',
    truth: {
      first: 'Hugo',
      last: 'Marchand',
      email: 'hugo.marchand@example.com',
      phone: '(847) 555-0163',
      linkedin: 'https://www.linkedin.com/in/hugomarchand',
    },
    text: `From: Sarah Kessler <sarah.kessler@brightpath.example.com>
Sent: Tuesday, March 11, 2025 9:42 AM
To: Hiring Team <hiring@isa.example.org>
Subject: FW: Senior Accountant candidate - Hugo Marchand

Hi team,

Forwarding Hugo's resume below - he pasted it into the body of his email. Strong on
month-end close and NetSuite; available with two weeks' notice. Happy to set up a call.

Best,
Sarah Kessler
Senior Recruiter | BrightPath Recruiting
Direct: (312) 555-0116 | Mobile: (312) 555-0175
sarah.kessler@brightpath.example.com
linkedin.com/in/sarahkessler-recruiter

-----Original Message-----
From: Hugo Marchand <hugo.marchand@example.com>
Sent: Monday, March 10, 2025 6:15 PM
To: Sarah Kessler <sarah.kessler@brightpath.example.com>
Subject: Re: Senior Accountant role

> Hi Sarah,
>
> Thanks for the call today. As discussed, my resume is below.
>
> HUGO MARCHAND
> Senior Accountant
> Evanston, IL 60201 | (847) 555-0163 | hugo.marchand@example.com
> linkedin.com/in/hugomarchand
>
> SUMMARY
> CPA with eight years in corporate accounting for SaaS and manufacturing
> companies; owns a five-day close for $240M of annual revenue.
>
> EXPERIENCE
> Senior Accountant, Sprout Social, Chicago, IL            2021 - Present
> - Month-end close, revenue recognition (ASC 606) and audit support.
> - Cut the close from 9 to 5 working days with NetSuite automation.
> Staff Accountant, Illinois Tool Works, Glenview, IL      2017 - 2021
> - Fixed assets and intercompany for 14 entities.
>
> EDUCATION
> B.S. Accountancy, University of Illinois Urbana-Champaign, 2017
> CPA, Illinois (license no. 065.155012)
>
> Thanks again,
> Hugo
`,
    encode: utf8,
  },
  {
    // Text pasted out of a website's application form: one 'Label: value' field a line (First Name, Last Name,
    // Email, Phone, Alternate Phone, address lines with City, State and ZIP Code, a LinkedIn URL with a tracking
    // query, an employee referrer with his e-mail), then the pasted cover letter and resume. Keisha Washington lives
    // in Washington, DC.
    file: 'txt-web-application-form-fields.txt',
    truth: {
      first: 'Keisha',
      last: 'Washington',
      email: 'kwashington@example.com',
      phone: '202-555-0149',
      linkedin: 'https://www.linkedin.com/in/keisha-washington-dc',
    },
    text: `Application ID: 2025-03-0884
Position: Grants Manager (Req. 1187)
Submitted: 03/09/2025 11:47 PM ET

First Name: Keisha
Middle Name:
Last Name: Washington
Preferred Name:
Email: kwashington@example.com
Phone: 202-555-0149
Alternate Phone: 202-555-0111
Address Line 1: 1420 Columbia Road NW
Address Line 2: Apt 3B
City: Washington
State: DC
ZIP Code: 20009
Country: United States
LinkedIn Profile URL: https://www.linkedin.com/in/keisha-washington-dc?trk=public_profile_browsemap
Website:
Are you legally authorized to work in the United States?: Yes
Will you now or in the future require sponsorship?: No
Desired Salary: 92000
Earliest Start Date: 04/14/2025
How did you hear about us?: Employee referral
Referrer Name: James Porter
Referrer Email: james.porter@isa.example.org

Cover Letter:
Dear Hiring Committee, I have managed federal and foundation grants for nine years, most recently a $14M
portfolio at a Washington, DC health nonprofit. I would be glad to bring that experience to ISA.

Resume:
KEISHA WASHINGTON
Grants Manager | Washington, DC
EXPERIENCE
Grants Manager, Unity Health Care, Washington, DC (2019 - present)
- Portfolio of 31 federal (HRSA, SAMHSA) and foundation grants worth $14M a year.
- Zero findings in the 2022 and 2024 single audits.
Grants Specialist, Children's National Hospital, Washington, DC (2016 - 2019)
EDUCATION
M.P.A., George Washington University, 2016
B.A. Political Science, Howard University, 2014
CERTIFICATIONS
Grant Professional Certified (GPC), 2020
`,
    encode: utf8,
  },
  {
    // Windows-1250 with CRLF line ends: a Czech CV with ř, ů and ě, the feminine '-ová' form of a smith's surname,
    // labelled personal data with a birth date and a birth number, a postcode with a space, and a referee's phone.
    file: 'txt-windows1250-czech-birth-number.txt',
    truth: {
      first: 'Lucie',
      last: 'Kovářová',
      email: 'lucie.kovarova@example.cz',
      phone: '+420 603 555 128',
      linkedin: 'https://www.linkedin.com/in/lucie-kovarova',
    },
    text: crlf(`ŽIVOTOPIS

Lucie Kovářová
Vedoucí účetního oddělení

Osobní údaje
Adresa:            Vinohradská 1825/90, 130 00 Praha 3
Telefon:           +420 603 555 128
E-mail:            lucie.kovarova@example.cz
LinkedIn:          cz.linkedin.com/in/lucie-kovarova
Datum narození:    12. 6. 1988
Rodné číslo:       885612/1234
Stav:              vdaná

Pracovní zkušenosti
2019 – dosud       Vedoucí účetního oddělení, Škoda Transportation a.s., Plzeň
                   Tým 9 účetních; měsíční uzávěrka do 4 pracovních dnů; IFRS reporting.
2012 – 2019        Účetní, KPMG Česká republika, Praha
                   Audit a účetnictví pro 25 klientů z automobilového průmyslu.

Vzdělání
2007 – 2012        Vysoká škola ekonomická v Praze, Účetnictví a finanční řízení podniku (Ing.)

Jazyky
čeština (rodilá mluvčí), angličtina (C1), němčina (B2)

Reference
Ing. Petr Dvořák, finanční ředitel, Škoda Transportation a.s., tel. +420 377 555 901
`),
    encode: windows1250,
  },
  {
    // UTF-8 with emojis as the contact icons (📞 ✉️ 🔗 📍 🎂 🌐), flags beside the languages and emoji section
    // markers; a Portuguese postcode and a birth date.
    file: 'txt-utf8-emoji-contact-icons.txt',
    truth: {
      first: 'Beatriz',
      last: 'Moura',
      email: 'beatriz.moura@example.pt',
      phone: '+351 912 555 034',
      linkedin: 'https://www.linkedin.com/in/beatrizmoura',
    },
    text: `Beatriz Moura
UX Writer & Content Designer ✍️

📞 +351 912 555 034
✉️ beatriz.moura@example.pt
🔗 linkedin.com/in/beatrizmoura
🌐 beatrizmoura.example.pt
📍 Porto, 4000-322
🎂 14/07/1995

✨ ABOUT ME
I write the words in products: buttons, errors, onboarding and help centres. Plain language, in Portuguese and English.

💼 EXPERIENCE
🚀 2021 – now    Content Designer @ Farfetch, Porto
   • Voice and tone guide for 190 markets; support contacts about returns down 17%.
   • Localisation workflow with 11 translators (Lokalise).
✏️ 2018 – 2021   UX Writer @ Talkdesk, Lisboa
   • Microcopy for the agent workspace used by 1,800 contact centres.

🎓 EDUCATION
2013 – 2018      MA Communication Sciences, Universidade do Porto

🗣️ LANGUAGES
🇵🇹 Português (nativo) · 🇬🇧 English (C2) · 🇪🇸 Español (B2)

❤️ Also: volunteer editor at Wikipedia PT (since 2016), 2 half-marathons 🏃‍♀️
`,
    encode: utf8,
  },
  {
    // A Markdown resume: YAML front matter, '# Name, MS, RDN', an italic tagline with a ZIP code, '**Email:**',
    // '**Phone:**' and '**LinkedIn:**' labels with Markdown links, and a references table with phones and e-mails.
    file: 'txt-markdown-bold-labels-references-table.txt',
    truth: {
      first: 'Amelia',
      last: 'Hartmann',
      email: 'amelia.hartmann@example.com',
      phone: '+1 (206) 555-0188',
      linkedin: 'https://www.linkedin.com/in/amelia-hartmann-rd',
    },
    text: `---
title: Résumé
updated: 2025-03-02
layout: resume
---

# Amelia Hartmann, MS, RDN

*Registered Dietitian Nutritionist · Seattle, WA 98103*

**Email:** [amelia.hartmann@example.com](mailto:amelia.hartmann@example.com)  
**Phone:** +1 (206) 555-0188  
**LinkedIn:** [in/amelia-hartmann-rd](https://www.linkedin.com/in/amelia-hartmann-rd)

## Summary

Clinical dietitian with nine years in acute care and outpatient diabetes education; CDCES since 2019.

## Experience

### Clinical Dietitian III — Swedish Medical Center, Seattle, WA
*2018 – present*

- Nutrition support for a 26-bed ICU: enteral and parenteral regimens for ~40 patients a week.
- Led the malnutrition-coding project: documented cases up 62%, $1.3M in appropriate reimbursement (2022).

### Outpatient Dietitian — Kaiser Permanente Washington, Bellevue, WA
*2015 – 2018*

- Group diabetes classes for 600 patients a year.

## Education

- **M.S. Nutrition Sciences**, University of Washington, 2015
- **B.S. Dietetics**, Washington State University, 2013 (dietetic internship: Providence Sacred Heart, Spokane)

## Certifications

- Registered Dietitian Nutritionist, CDR no. 1155012
- Certified Diabetes Care and Education Specialist (CDCES), 2019

## References

| Name | Role | Phone | Email |
|------|------|-------|-------|
| Dr. Ruth Okonjo | Clinical Nutrition Manager, Swedish Medical Center | (206) 555-0121 | ruth.okonjo@swedish.example.org |
| Paul Brandt, RD | Outpatient Lead, Kaiser Permanente | (425) 555-0164 | paul.brandt@kp.example.org |
`,
    encode: utf8,
  },
  {
    // Windows line ends and tabs aligning the labels of a South African CV: 'Surname' before 'First name', a
    // 13-digit ID number and the birth date, an office phone, a cell number and a fax, postal and physical
    // addresses with their postal codes, and referees with 'Tel:' and e-mail.
    file: 'txt-crlf-tabs-south-african-surname-first-cell.txt',
    truth: {
      first: 'Thandiwe',
      last: 'Nkosi',
      email: 'thandiwe.nkosi@example.co.za',
      phone: '+27 82 555 0178',
      linkedin: null,
    },
    text: crlf(`CURRICULUM VITAE

PERSONAL DETAILS
Surname:\t\t\tNkosi
First name:\t\tThandiwe
Identity number:\t9001010555082
Date of birth:\t\t01 January 1990
Nationality:\t\tSouth African
Home language:\t\tisiZulu
Driver's licence:\tCode B (EB)

CONTACT DETAILS
Tel (office):\t\t+27 21 555 0134
Cell:\t\t\t+27 82 555 0178
Fax:\t\t\t+27 21 555 0135
E-mail:\t\t\tthandiwe.nkosi@example.co.za
Postal address:\t\tPO Box 15501, Cape Town, 8000
Physical address:\t14 Bree Street, Cape Town City Centre, 8001

EDUCATION
2008 - 2011\t\tBCom Accounting, University of Cape Town
2007\t\t\tNational Senior Certificate, Durban Girls' High School (6 distinctions)

EMPLOYMENT HISTORY
2016 - present\t\tFinancial Manager, Western Cape Department of Health, Cape Town
\t\t\tBudget of R1.2 billion; unqualified audit opinions 2019 - 2024.
\t\t\tReason for leaving: career advancement
2012 - 2016\t\tAudit Senior, SizweNtsalubaGobodo, Cape Town
\t\t\tReason for leaving: moved to the public sector

PROFESSIONAL REGISTRATIONS
SAICA: CA(SA), membership no. 20155012

REFERENCES
Name:\t\t\tMr Sipho Mahlangu, Chief Financial Officer, Western Cape Department of Health
Tel:\t\t\t+27 21 555 0190
E-mail:\t\t\tsipho.mahlangu@health.example.gov.za

Name:\t\t\tMs Annelie Botha, Audit Partner, SizweNtsalubaGobodo
Tel:\t\t\t+27 21 555 0166
E-mail:\t\t\tannelie.botha@sng.example.co.za
`),
    encode: utf8,
  },
];

await writeResumeFixtures(OUT, pdfs, docxs, txts);
