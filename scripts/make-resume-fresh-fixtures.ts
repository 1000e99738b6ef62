/**
 * Writes the fresh fixtures under tests/fixtures/resumes/fresh: a batch of resumes of kinds and layouts the other
 * development fixtures lack, each with its true contact details (what a recruiter reading it would enter) written
 * here before the reader ever saw it.
 * - Chromium printing HTML templates to PDF: Canva-like templates (a huge thin name over its job title with the
 *   contacts in a right column; a first name in a light weight and the surname in bold; a photo beside a name in
 *   capitals split over two lines), a Google Docs template with the address lines above the name, a Word
 *   template with the LinkedIn address alone in the page footer, two pages with the contacts only in the footer
 *   of page 2, a cover letter (to another person, with her address) above the resume, a sidebar of referees with
 *   their own e-mails and phones, 'Curriculum Vitae', 'Resume' and 'Lebenslauf' as the top heading, a Europass CV,
 *   an academic CV with co-authors, LinkedIn's own 'Save to PDF' profile layout; names with a leading initial,
 *   hyphens and apostrophes, Spanish compound given names and two surnames, Vietnamese and Chinese names written
 *   family name first, 'Al-' and 'Al ' Arabic surnames, Dutch 'van den' and German 'von'; e-mail addresses in
 *   mixed case or only behind a mailto link; phones with dots, dashes, parentheses, '+44 (0)' and '+91-' forms,
 *   next to postal codes, PIN codes and dates; LinkedIn as a bare 'linkedin.com/in/…', as the linked word
 *   'LinkedIn' among other linked words, among several other URLs (GitHub, Behance, Dribbble, a portfolio), or
 *   absent.
 * - Word documents: the name in a table cell beside a photo, contacts in a text box with a linked 'LinkedIn', a
 *   cover letter on page 1, referees sharing the applicant's surname, a capitalised name over two paragraphs, the
 *   LinkedIn address in the footer beside the page number, linked words 'GitHub', 'Portfolio', 'LinkedIn', a
 *   Google Docs export with the contacts in a table column, the name in a first-page-only header.
 * - Text files: a paste of a LinkedIn profile PDF (the LinkedIn address broken over two lines, no phone),
 *   Windows-1252 with Danish letters, UTF-8 with CRLF line ends under an e-mail note to a recruiter, an Indian
 *   resume with the father's name and a declaration, a two-column PDF pasted with runs of spaces, one-letter
 *   labels (M, E, LI), a Korean name written family name first.
 *
 *   npx tsx scripts/make-resume-fresh-fixtures.ts
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

const OUT = path.resolve('tests/fixtures/resumes/fresh');

const a = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`;

// ---------- a photo (a plain head-and-shoulders silhouette) as PNG ----------

const PHOTO = silhouettePng();
const PHOTO_URI = pngUri(PHOTO);

// ---------- PDF (Chromium) ----------

const pdfs: PdfFixture[] = [
  {
    // Canva-like: a huge thin name, the job title under it, the contacts in a shaded right column.
    file: 'chromium-canva-thin-name-right-column.pdf',
    truth: {
      first: 'Isabella',
      last: 'Moretti',
      email: 'isabella.moretti@gmail.example.com',
      phone: '(917) 555-0148',
      linkedin: 'https://www.linkedin.com/in/isabellamoretti',
    },
    page: html(
      `header { padding: 40pt 36pt 18pt; } h1 { font-family: 'DejaVu Sans', sans-serif; font-weight: 200; font-size: 46pt; letter-spacing: 1pt; }
       .title { font-size: 11pt; letter-spacing: 0.35em; color: #7a7a7a; margin-top: 6pt; }
       .cols { display: flex; } main { width: 64%; padding: 0 22pt 0 36pt; } aside { width: 36%; background: #f1ece6; padding: 6pt 18pt 30pt; font-size: 9pt; }
       aside p { margin: 3pt 0; }`,
      `<header><h1>Isabella Moretti</h1><p class="title">MARKETING COORDINATOR</p></header>
       <div class="cols"><main><h2>Profile</h2><p>Marketing coordinator with five years in fashion and events, running paid social and launch calendars on budgets up to $1.2M.</p>
       <h2>Experience</h2><h3>Marketing Coordinator</h3><p>Hudson &amp; Pike Apparel, New York, NY · Aug 2021 – Present</p>
       <ul><li>Planned 40 product drops a year across email, Instagram and TikTok; email revenue up 37%.</li>
       <li>Managed agency relationship with Bright Ivy Media and a freelance pool of 12.</li></ul>
       <h3>Marketing Assistant</h3><p>Lumen Events, Brooklyn, NY · Jun 2019 – Jul 2021</p>
       <ul><li>Coordinated 25 corporate events of 200–1,500 guests.</li></ul></main>
       <aside><h2>Contact</h2><p>(917) 555-0148</p><p>Isabella.Moretti@Gmail.example.com</p><p>linkedin.com/in/isabellamoretti</p>
       <p>245 W 107th St, New York, NY 10025</p><h2>Education</h2><p>B.A. Communications</p><p>Fordham University</p><p>2015 – 2019</p>
       <h2>Skills</h2><p>Meta Ads Manager</p><p>Klaviyo</p><p>Canva &amp; Figma</p><p>Google Analytics 4</p></aside></div>`,
    ),
  },
  {
    // A photo beside a name in capitals split over two lines; LinkedIn only as a linked word.
    file: 'chromium-photo-caps-name-two-lines.pdf',
    truth: {
      first: 'Ngozi',
      last: 'Adeyemi-Cole',
      email: 'ngozi.adeyemicole@example.com.ng',
      phone: '+234 803 555 0172',
      linkedin: 'https://www.linkedin.com/in/ngozi-adeyemi-cole',
    },
    page: html(
      `header { display: flex; align-items: center; gap: 22pt; padding: 34pt 36pt 10pt; } header img { width: 92pt; height: 92pt; border-radius: 50%; object-fit: cover; }
       h1 { font-size: 34pt; line-height: 1.05; letter-spacing: 0.08em; } h1 .l { font-weight: normal; color: #5b6770; display: block; }
       .t { font-size: 11pt; color: #8a6d3b; margin-top: 6pt; } .c { padding: 6pt 36pt; border-top: 1px solid #ccc; border-bottom: 1px solid #ccc; font-size: 9pt; }
       main { padding: 0 36pt; }`,
      `<header><img src="${PHOTO_URI}" alt=""><div><h1>NGOZI<span class="l">ADEYEMI-COLE</span></h1><p class="t">Chartered Accountant (ICAN) · Audit &amp; Assurance</p></div></header>
       <p class="c">+234 803 555 0172 &nbsp;·&nbsp; ngozi.adeyemicole@example.com.ng &nbsp;·&nbsp; Lekki Phase 1, Lagos &nbsp;·&nbsp; ${a('https://www.linkedin.com/in/ngozi-adeyemi-cole/', 'LinkedIn')}</p>
       <main><h2>Experience</h2><h3>Senior Associate, Audit — KPMG Nigeria, Lagos</h3><p>2019 – Present</p>
       <ul><li>Led statutory audits of three listed consumer-goods companies (revenue ₦40bn+).</li><li>Supervised teams of up to 9 associates.</li></ul>
       <h3>Audit Associate — Ernst &amp; Young, Abuja</h3><p>2016 – 2019</p><ul><li>IFRS 9 and IFRS 16 transition work for two banks.</li></ul>
       <h2>Education</h2><p>B.Sc. Accounting, University of Lagos, 2011 – 2015 (First Class)</p></main>`,
    ),
  },
  {
    // Two pages; nothing but the name on page 1, the contacts only in the footer of page 2.
    file: 'chromium-two-pages-contacts-page2-footer.pdf',
    truth: {
      first: 'Thomas',
      last: 'Eriksen',
      email: 'thomas.eriksen@example.no',
      phone: '+47 912 34 567',
      linkedin: 'https://www.linkedin.com/in/thomaseriksen',
    },
    page: html(
      `.page { height: 296mm; position: relative; overflow: hidden; padding: 22mm 22mm 0; } .page + .page { page-break-before: always; }
       h1 { font-size: 28pt; color: #0f3d5c; } .t { font-size: 12pt; color: #555; margin-bottom: 10pt; }
       .foot { position: absolute; left: 22mm; right: 22mm; bottom: 12mm; font-size: 8pt; text-align: center; color: #555; border-top: 1px solid #bbb; padding-top: 4pt; }`,
      `<div class="page"><h1>Thomas Eriksen</h1><p class="t">Offshore Project Engineer</p>
       <h2>Summary</h2><p>Mechanical engineer with eleven years on North Sea platforms: brownfield modifications, subsea tie-ins and commissioning.</p>
       <h2>Experience</h2><h3>Lead Project Engineer — Aker Solutions, Stavanger</h3><p>2019 – 2024</p>
       <ul><li>Led a 14-person team on the Johan Sverdrup phase 2 topside modifications (NOK 850 million).</li>
       <li>Cut punch-list items at mechanical completion by 30%.</li></ul>
       <h3>Project Engineer — Subsea 7, Haugesund</h3><p>2015 – 2019</p><ul><li>Interface manager for three subsea tie-back projects.</li></ul></div>
       <div class="page"><h3>Graduate Engineer — Equinor, Bergen</h3><p>2013 – 2015</p><ul><li>Rotation through maintenance, integrity and projects.</li></ul>
       <h2>Education</h2><p>M.Sc. Mechanical Engineering, NTNU Trondheim, 2008 – 2013</p>
       <h2>Certificates</h2><p>GWO Basic Safety · OPITO BOSIET · NEBOSH IGC</p><h2>Languages</h2><p>Norwegian (native), English (fluent), German (basic)</p>
       <p class="foot">thomas.eriksen@example.no &nbsp;|&nbsp; +47 912 34 567 &nbsp;|&nbsp; linkedin.com/in/thomaseriksen &nbsp;|&nbsp; 4006 Stavanger</p></div>`,
    ),
  },
  {
    // A cover letter to a named recruiter, with her company's address, above the resume on the same page.
    file: 'chromium-cover-letter-then-resume.pdf',
    truth: {
      first: 'Aaron',
      last: 'Whitlock',
      email: 'aaron.whitlock@example.com',
      phone: '(253) 555-0139',
      linkedin: 'https://www.linkedin.com/in/aaronwhitlock',
    },
    page: html(
      `main { padding: 30pt 40pt; } .letter p { margin: 0 0 6pt; } hr { margin: 14pt 0; border: 0; border-top: 2px solid #333; }
       h1 { font-size: 22pt; } .c { font-size: 9pt; }`,
      `<main><div class="letter"><p>March 3, 2025</p><p>Patricia Gomez<br>Talent Acquisition Lead<br>Harbor Logistics Inc.<br>400 Pine Street, Suite 1200<br>Seattle, WA 98101</p>
       <p>Dear Ms. Gomez,</p><p>I am writing to apply for the Logistics Coordinator position (requisition 4821). For six years I have scheduled
       inbound container freight at the Port of Tacoma, and I would bring the same care to Harbor Logistics' Kent distribution centre.
       My resume follows; I would welcome the chance to talk.</p><p>Sincerely,<br>Aaron Whitlock</p></div><hr>
       <h1>AARON WHITLOCK</h1><p>Logistics Coordinator</p><p class="c">Tacoma, WA · (253) 555-0139 · aaron.whitlock@example.com · linkedin.com/in/aaronwhitlock</p>
       <h2>Experience</h2><h3>Logistics Coordinator — Puget Sound Freight, Tacoma, WA</h3><p>2019 – present</p>
       <ul><li>Scheduled 120+ inbound containers a week; detention fees down 45%.</li></ul>
       <h3>Dispatcher — Cascade Carriers, Fife, WA</h3><p>2016 – 2019</p>
       <h2>Education</h2><p>A.A.S. Supply Chain Management, Bates Technical College</p></main>`,
    ),
  },
  {
    // A left sidebar: the applicant's contacts, then referees with their own e-mails and phones.
    file: 'chromium-sidebar-referees-al-hyphen.pdf',
    truth: {
      first: 'Samir',
      last: 'Al-Khatib',
      email: 'samir.alkhatib@example.jo',
      phone: '+962 79 555 0123',
      linkedin: null,
    },
    page: html(
      `body { display: flex; min-height: 100vh; } aside { width: 34%; background: #24343f; color: #eef; padding: 30pt 16pt; font-size: 8.5pt; }
       aside p { margin: 2pt 0; } aside .ref { margin-top: 8pt; } main { width: 66%; padding: 30pt 24pt; } h1 { font-size: 26pt; }
       .t { font-size: 12pt; color: #4a7a96; }`,
      `<aside><h2>Contact</h2><p>+962 79 555 0123</p><p>samir.alkhatib@example.jo</p><p>Amman, Jordan</p>
       <h2>Skills</h2><p>Primavera P6</p><p>AutoCAD Civil 3D</p><p>FIDIC contracts</p>
       <h2>References</h2><div class="ref"><p><b>Dr. Khalid Mansour</b></p><p>Head of Engineering, Aramex</p><p>k.mansour@aramex.example.com</p><p>+962 6 555 0199</p></div>
       <div class="ref"><p><b>Rania Saleh</b></p><p>Project Manager, Zain Jordan</p><p>rania.saleh@zain.example.jo</p><p>+962 77 555 0456</p></div></aside>
       <main><h1>Samir Al-Khatib</h1><p class="t">Civil Engineer, PMP</p><h2>Profile</h2>
       <p>Site and planning engineer with nine years on logistics hubs and road works across Jordan and Saudi Arabia.</p>
       <h2>Experience</h2><h3>Senior Site Engineer — Consolidated Contractors Company, Amman</h3><p>2018 – Present</p>
       <ul><li>Delivered a 42,000 m² logistics hub for Aramex two weeks ahead of programme.</li></ul>
       <h3>Site Engineer — Al Bawani, Riyadh</h3><p>2015 – 2018</p><ul><li>Road and utilities package, 18 km.</li></ul>
       <h2>Education</h2><p>B.Sc. Civil Engineering, University of Jordan, 2010 – 2015</p></main>`,
    ),
  },
  {
    // A Vietnamese name written family name first (Trần, middle Văn, given name Hùng).
    file: 'chromium-vietnamese-family-name-first.pdf',
    truth: {
      first: 'Hùng',
      last: 'Trần',
      email: 'hung.tranvan@example.com.vn',
      phone: '(+84) 912 345 678',
      linkedin: 'https://www.linkedin.com/in/hung-tran-van',
    },
    page: html(
      `main { padding: 32pt 40pt; font-family: 'DejaVu Sans', sans-serif; } h1 { font-size: 24pt; color: #a4262c; } .t { font-size: 12pt; margin-bottom: 6pt; }
       table { border-collapse: collapse; font-size: 9.5pt; } td { padding: 1pt 10pt 1pt 0; vertical-align: top; } td:first-child { color: #777; }`,
      `<main><h1>Trần Văn Hùng</h1><p class="t">Quality Assurance Engineer</p>
       <table><tr><td>Date of birth</td><td>08/11/1995</td></tr><tr><td>Phone</td><td>(+84) 912 345 678</td></tr>
       <tr><td>Email</td><td>hung.tranvan@example.com.vn</td></tr><tr><td>Address</td><td>Số 12 Ngõ 45 Láng Hạ, Đống Đa, Hà Nội</td></tr>
       <tr><td>LinkedIn</td><td>linkedin.com/in/hung-tran-van</td></tr></table>
       <h2>Career Objective</h2><p>To grow into a test automation lead in a product company.</p>
       <h2>Work Experience</h2><h3>QA Engineer — FPT Software, Hà Nội</h3><p>06/2019 – present</p>
       <ul><li>Automated 1,200 regression cases for a Japanese banking client (Selenium, Java).</li></ul>
       <h3>Tester — Viettel Solutions</h3><p>07/2017 – 05/2019</p>
       <h2>Education</h2><p>Hanoi University of Science and Technology — Engineer in Information Technology, 2013 – 2018</p></main>`,
    ),
  },
  {
    // A Chinese name with the surname first in capitals, a WeChat ID and a Shanghai postal code.
    file: 'chromium-chinese-surname-caps-first.pdf',
    truth: {
      first: 'Xinyi',
      last: 'Zhou',
      email: 'zhouxinyi@example.com.cn',
      phone: '+86 186 1234 5678',
      linkedin: null,
    },
    page: html(
      `main { padding: 34pt 44pt; } header { text-align: center; } h1 { font-size: 24pt; letter-spacing: 0.04em; } .t { color: #666; }
       .c { font-size: 9pt; margin-top: 4pt; }`,
      `<main><header><h1>ZHOU Xinyi</h1><p class="t">Financial Analyst · CFA Level II Candidate</p>
       <p class="c">Jing'an District, Shanghai 200040 &nbsp;|&nbsp; +86 186 1234 5678 &nbsp;|&nbsp; zhouxinyi@example.com.cn &nbsp;|&nbsp; WeChat: zhouxinyi_sh</p></header>
       <h2>Education</h2><p>Fudan University, School of Economics — B.A. Finance, GPA 3.8/4.0, 2016 – 2020</p>
       <h2>Experience</h2><h3>Financial Analyst — China International Capital Corporation (CICC), Shanghai</h3><p>Jul 2020 – Present</p>
       <ul><li>Built DCF and comparable-company models for 15 consumer-sector IPOs on the STAR Market.</li>
       <li>Worked with Director LI Wei and VP Chen Hao on due diligence for a RMB 2.3bn listing.</li></ul>
       <h3>Summer Analyst — HSBC Qianhai Securities, Shenzhen</h3><p>Jun 2019 – Aug 2019</p>
       <h2>Skills</h2><p>Wind, Bloomberg, Python (pandas), Excel VBA · Mandarin (native), English (IELTS 7.5)</p></main>`,
    ),
  },
  {
    // 'CURRICULUM VITAE' above a Mexican name with two given names and two surnames; C.P. postal code.
    file: 'chromium-curriculum-vitae-compound-given-name.pdf',
    truth: {
      first: 'María Fernanda',
      last: 'Gutiérrez Olmedo',
      email: 'mfgutierrez@example.com.mx',
      phone: '+52 55 4321 8765',
      linkedin: 'https://www.linkedin.com/in/mfgutierrezolmedo',
    },
    page: html(
      `main { padding: 30pt 44pt; } .top { text-align: center; letter-spacing: 0.4em; font-size: 10pt; color: #666; border-bottom: 1px solid #999; padding-bottom: 4pt; }
       h1 { font-size: 22pt; margin-top: 12pt; } .c { font-size: 9pt; }`,
      `<main><p class="top">CURRICULUM VITAE</p><h1>María Fernanda Gutiérrez Olmedo</h1><p>Ingeniera Industrial</p>
       <p class="c">Av. Álvaro Obregón 151, Col. Roma Norte, C.P. 06700, Ciudad de México</p>
       <p class="c">Cel. +52 55 4321 8765 &nbsp;|&nbsp; mfgutierrez@example.com.mx &nbsp;|&nbsp; mx.linkedin.com/in/mfgutierrezolmedo</p>
       <h2>Experiencia laboral</h2><h3>Ingeniera de Procesos — Grupo Bimbo, Planta Azcapotzalco</h3><p>Ene 2020 – actual</p>
       <ul><li>Reduje la merma de la línea de pan de caja de 4.1% a 2.6%.</li><li>Coordiné con el Ing. Roberto Salinas la certificación FSSC 22000.</li></ul>
       <h3>Practicante de Calidad — Nestlé México, Toluca</h3><p>Jun 2018 – Dic 2019</p>
       <h2>Formación académica</h2><p>Ingeniería Industrial, UNAM, 2014 – 2019</p><h2>Idiomas</h2><p>Español (nativo), Inglés (C1)</p></main>`,
      'es',
    ),
  },
  {
    // A Dutch 'van den' surname; the address (with its postcode) and a dashed mobile stacked at the top right.
    file: 'chromium-dutch-van-den-postcode.pdf',
    truth: {
      first: 'Lotte',
      last: 'van den Heuvel',
      email: 'lotte.vandenheuvel@example.nl',
      phone: '06-12345678',
      linkedin: 'https://www.linkedin.com/in/lottevandenheuvel',
    },
    page: html(
      `header { display: flex; justify-content: space-between; align-items: flex-start; padding: 34pt 40pt 10pt; border-bottom: 3px solid #e07b00; }
       h1 { font-size: 26pt; } .t { color: #e07b00; font-size: 12pt; } .c { text-align: right; font-size: 9pt; line-height: 1.5; } main { padding: 0 40pt; }`,
      `<header><div><h1>Lotte van den Heuvel</h1><p class="t">HR Business Partner</p></div>
       <div class="c">Coolsingel 40<br>3011 AD Rotterdam<br>06-12345678<br>lotte.vandenheuvel@example.nl<br>nl.linkedin.com/in/lottevandenheuvel</div></header>
       <main><h2>Profiel</h2><p>HR business partner voor logistiek en haven; acht jaar ervaring met reorganisaties en ondernemingsraden.</p>
       <h2>Werkervaring</h2><h3>HR Business Partner — Port of Rotterdam Authority</h3><p>2020 – heden</p>
       <ul><li>Begeleidde de reorganisatie van de afdeling Havenmeester (320 fte).</li></ul>
       <h3>HR Adviseur — Van Oord, Rotterdam</h3><p>2016 – 2020</p>
       <h2>Opleiding</h2><p>MSc Arbeids- en Organisatiepsychologie, Universiteit Leiden, 2014 – 2016</p></main>`,
      'nl',
    ),
  },
  {
    // A leading initial before the given name the applicant goes by; a phone written with dots next to a ZIP code.
    file: 'chromium-leading-initial-dotted-phone.pdf',
    truth: {
      first: 'J. Robert',
      last: 'Smith',
      email: 'robert.smith.pm@example.com',
      phone: '614.555.0187',
      linkedin: null,
    },
    page: html(
      `main { padding: 36pt 48pt; font-family: 'Liberation Serif', serif; } header { text-align: center; border-bottom: 1px solid #000; padding-bottom: 6pt; }
       h1 { font-size: 22pt; font-weight: normal; } .c { font-size: 9.5pt; }`,
      `<main><header><h1>J. Robert Smith</h1><p class="c">Columbus, OH 43215 &nbsp;•&nbsp; 614.555.0187 &nbsp;•&nbsp; robert.smith.pm@example.com</p></header>
       <h2>Summary</h2><p>PMP-certified project manager with 15 years delivering ERP and data-centre programs for insurers.</p>
       <h2>Professional Experience</h2><h3>Senior Project Manager, Nationwide Mutual — Columbus, OH</h3><p>2014 – Present</p>
       <ul><li>Delivered the $18M Guidewire PolicyCenter rollout to 4,000 agents.</li><li>Managed vendors Accenture and Cognizant.</li></ul>
       <h3>Project Manager, Huntington Bancshares — Columbus, OH</h3><p>2009 – 2014</p>
       <h2>Education</h2><p>M.B.A., The Ohio State University, Fisher College of Business, 2009</p><p>B.S. Information Systems, Ohio University, 2005</p>
       <h2>Certifications</h2><p>PMP (2011), SAFe 5 Agilist (2020)</p></main>`,
    ),
  },
  {
    // A designer with a portfolio, Behance, Dribbble, Instagram and LinkedIn addresses in one grid.
    file: 'chromium-designer-many-urls.pdf',
    truth: {
      first: 'Aroha',
      last: 'Ngata',
      email: 'hello@arohangata.example.nz',
      phone: '+64 21 555 0199',
      linkedin: 'https://www.linkedin.com/in/aroha-ngata',
    },
    page: html(
      `main { padding: 36pt 40pt; } h1 { font-size: 30pt; color: #1d5c4d; } .t { font-size: 12pt; }
       .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 3pt 12pt; font-size: 8.5pt; margin: 10pt 0; padding: 6pt 0; border-top: 1px solid #1d5c4d; border-bottom: 1px solid #1d5c4d; }`,
      `<main><h1>Aroha Ngata</h1><p class="t">Brand &amp; Packaging Designer — Wellington</p>
       <div class="grid"><span>hello@arohangata.example.nz</span><span>+64 21 555 0199</span><span>arohangata.example.nz</span>
       <span>behance.net/arohangata</span><span>linkedin.com/in/aroha-ngata</span><span>dribbble.com/arohangata</span>
       <span>instagram.com/aroha.makes</span></div>
       <h2>Experience</h2><h3>Senior Designer — Seven Ferns Studio, Wellington</h3><p>2020 – now</p>
       <ul><li>Packaging for Whittaker's seasonal range and the Hāpi Kai brand refresh.</li></ul>
       <h3>Designer — Kōwhai Creative, Auckland</h3><p>2016 – 2020</p>
       <h2>Education</h2><p>Bachelor of Design (Hons), Massey University, 2012 – 2015</p>
       <h2>Awards</h2><p>Best Design Awards 2022 — Silver Pin, Packaging</p></main>`,
    ),
  },
  {
    // An Indian developer: a '+91-' mobile beside a PIN code, GitHub and Stack Overflow but no LinkedIn.
    file: 'chromium-india-pin-github-no-linkedin.pdf',
    truth: {
      first: 'Arjun',
      last: 'Venkataraman',
      email: 'arjun.venkat@example.in',
      phone: '+91-98450 12345',
      linkedin: null,
    },
    page: html(
      `main { padding: 30pt 40pt; } h1 { font-size: 24pt; } .c { font-size: 9pt; color: #444; }`,
      `<main><h1>Arjun Venkataraman</h1><p>Backend Engineer · Java, Spring Boot, Kafka</p>
       <p class="c">Flat 4B, Lakshmi Apartments, Adyar, Chennai – 600020 &nbsp;|&nbsp; +91-98450 12345 &nbsp;|&nbsp; arjun.venkat@example.in</p>
       <p class="c">github.com/arjunv &nbsp;|&nbsp; stackoverflow.com/users/4821733/arjunv</p>
       <h2>Experience</h2><h3>Senior Software Engineer — Freshworks, Chennai</h3><p>Apr 2021 – Present</p>
       <ul><li>Rebuilt ticket routing on Kafka Streams; 9,000 events/s at p99 40 ms.</li></ul>
       <h3>Software Engineer — Zoho Corporation, Chennai</h3><p>Jul 2017 – Mar 2021</p>
       <h2>Education</h2><p>B.E. Computer Science, College of Engineering Guindy, Anna University, 2013 – 2017 (CGPA 8.7)</p></main>`,
    ),
  },
  {
    // A Welsh resume: the street address with its postcode on one line, a '+44 (0)29' landline under it.
    file: 'chromium-uk-plus44-zero-postcode.pdf',
    truth: {
      first: 'Rhys',
      last: 'Llewellyn',
      email: 'rhys.llewellyn@example.co.uk',
      phone: '+44 (0)29 2018 0456',
      linkedin: 'https://www.linkedin.com/in/rhysllewellyn',
    },
    page: html(
      `main { padding: 34pt 44pt; } h1 { font-size: 26pt; font-family: 'DejaVu Serif', serif; } .c { font-size: 9pt; }`,
      `<main><h1>Rhys Llewellyn</h1><p class="c">12 Heol y Frenhines, Cardiff CF10 2BH</p>
       <p class="c">+44 (0)29 2018 0456 &nbsp;|&nbsp; rhys.llewellyn@example.co.uk &nbsp;|&nbsp; uk.linkedin.com/in/rhysllewellyn</p>
       <h2>Personal Statement</h2><p>Chartered quantity surveyor (MRICS) with a decade on public-sector schools and health estates in South Wales.</p>
       <h2>Employment</h2><h3>Senior Quantity Surveyor — Willmott Dixon, Cardiff</h3><p>2018 – present</p>
       <ul><li>Cost lead on the £34m Ysgol Gymraeg Caerdydd new-build.</li></ul>
       <h3>Quantity Surveyor — Kier Group, Swansea</h3><p>2013 – 2018</p>
       <h2>Education</h2><p>BSc (Hons) Quantity Surveying, Cardiff Metropolitan University, 2010 – 2013</p></main>`,
    ),
  },
  {
    // A German 'Lebenslauf': a photo at the right, personal data with the birth date, availability date and postcode.
    file: 'chromium-lebenslauf-von-photo-dates.pdf',
    truth: {
      first: 'Friederike',
      last: 'von Alvensleben',
      email: 'f.alvensleben@posteo.example.de',
      phone: '0170 1234567',
      linkedin: null,
    },
    page: html(
      `main { padding: 30pt 44pt; } .top { display: flex; justify-content: space-between; align-items: flex-start; } .top img { width: 84pt; height: 105pt; }
       .kicker { font-size: 16pt; color: #555; letter-spacing: 0.1em; } h1 { font-size: 24pt; margin-top: 4pt; }
       table { border-collapse: collapse; font-size: 9.5pt; margin-top: 8pt; } td { padding: 1pt 12pt 1pt 0; } td:first-child { font-weight: bold; width: 110pt; }`,
      `<main><div class="top"><div><p class="kicker">LEBENSLAUF</p><h1>Friederike von Alvensleben</h1>
       <table><tr><td>Anschrift</td><td>Torstraße 120, 10119 Berlin</td></tr><tr><td>Telefon</td><td>0170 1234567</td></tr>
       <tr><td>E-Mail</td><td>f.alvensleben@posteo.example.de</td></tr><tr><td>Geburtsdatum</td><td>14.03.1992 in Magdeburg</td></tr>
       <tr><td>Verfügbar ab</td><td>01.09.2025</td></tr></table></div><img src="${PHOTO_URI}" alt="Foto"></div>
       <h2>Berufserfahrung</h2><h3>Referentin Unternehmenskommunikation — Deutsche Bahn AG, Berlin</h3><p>04/2019 – heute</p>
       <ul><li>Pressearbeit für die Region Ost; Ansprechpartnerin von Herrn Dr. Matthias Krüger (Leiter Kommunikation).</li></ul>
       <h3>Volontärin — Volksstimme, Magdeburg</h3><p>10/2017 – 03/2019</p>
       <h2>Ausbildung</h2><p>M.A. Medienwissenschaft, Universität Potsdam, 2014 – 2017</p></main>`,
      'de',
    ),
  },
  {
    // A Google Docs template: street, city line with ZIP, phone and e-mail in small lines above a large name.
    file: 'chromium-gdocs-address-above-name.pdf',
    truth: {
      first: 'Kayla',
      last: 'Nakamura-Reyes',
      email: 'kayla.nr@example.com',
      phone: '(503) 555-0164',
      linkedin: null,
    },
    page: html(
      `main { padding: 40pt 56pt; font-family: 'Liberation Sans', sans-serif; } .addr { font-size: 9pt; color: #666; line-height: 1.4; }
       h1 { font-size: 32pt; font-weight: bold; margin-top: 14pt; } .rule { width: 40pt; height: 4pt; background: #00a98f; margin: 8pt 0 12pt; }
       h2 { color: #00a98f; text-transform: none; font-size: 12pt; letter-spacing: 0; }`,
      `<main><p class="addr">1822 SE Hawthorne Blvd<br>Portland, OR 97214<br>(503) 555-0164<br>kayla.nr@example.com</p>
       <h1>Kayla Nakamura-Reyes</h1><div class="rule"></div>
       <h2>Skills</h2><p>Early-childhood curriculum design, bilingual instruction (Spanish/English), family outreach.</p>
       <h2>Experience</h2><h3>Lead Preschool Teacher, Sunnyside Learning Center, Portland, OR</h3><p>AUGUST 2019 - PRESENT</p>
       <ul><li>Designed a Reggio-inspired curriculum for 18 children aged 3–5.</li></ul>
       <h3>Assistant Teacher, Little Oaks Montessori, Beaverton, OR</h3><p>SEPTEMBER 2016 - JULY 2019</p>
       <h2>Education</h2><h3>Portland State University, Portland, OR</h3><p>B.S. Child &amp; Family Studies, 2016</p>
       <h2>Awards</h2><p>Oregon Early Learning Division — Emerging Leader, 2022</p></main>`,
    ),
  },
  {
    // A Word template exported to PDF: a hyphenated name with apostrophe, contacts at the top right, the
    // LinkedIn address only in the page footer.
    file: 'chromium-word-template-footer-linkedin.pdf',
    truth: {
      first: 'Mary-Kate',
      last: "O'Neil-Brown",
      email: 'mk.oneilbrown@example.com',
      phone: '617-555-0193',
      linkedin: 'https://www.linkedin.com/in/marykate-oneil-brown',
    },
    page: html(
      `main { padding: 30pt 44pt 60pt; font-family: 'Liberation Sans', sans-serif; } header { display: flex; justify-content: space-between; align-items: flex-end;
       border-bottom: 2px solid #2e5597; padding-bottom: 6pt; } h1 { font-size: 26pt; color: #2e5597; } .c { text-align: right; font-size: 9pt; }
       footer { position: fixed; bottom: 18pt; left: 44pt; right: 44pt; font-size: 8.5pt; color: #2e5597; text-align: center; }`,
      `<main><header><h1>Mary-Kate O'Neil-Brown</h1><div class="c">Boston, MA 02116<br>617-555-0193<br>mk.oneilbrown@example.com</div></header>
       <h2>Objective</h2><p>Registered dietitian moving into clinical nutrition informatics.</p>
       <h2>Experience</h2><h3>Clinical Dietitian | Massachusetts General Hospital | 2018 – Present</h3>
       <ul><li>Nutrition lead for the 32-bed cardiac step-down unit.</li><li>Built Epic order sets for enteral feeding with Dr. Alan Whitcombe.</li></ul>
       <h3>Dietetic Intern | Tufts Medical Center | 2017 – 2018</h3>
       <h2>Education</h2><p>M.S. Nutrition, Simmons University, 2017 · B.S. Biology, Boston College, 2015</p>
       <h2>Licenses</h2><p>RD, CDR #86421573 · LDN, Massachusetts</p></main>
       <footer>linkedin.com/in/marykate-oneil-brown</footer>`,
    ),
  },
  {
    // A row of icons whose LinkedIn, GitHub and Portfolio are linked words only; a Kazakh +7 mobile.
    file: 'chromium-linked-words-row.pdf',
    truth: {
      first: 'Daniyar',
      last: 'Seitkali',
      email: 'd.seitkali@example.kz',
      phone: '+7 701 555 0123',
      linkedin: 'https://www.linkedin.com/in/daniyar-seitkali',
    },
    page: html(
      `main { padding: 32pt 40pt; } h1 { font-size: 26pt; } .row { font-size: 9pt; margin: 6pt 0 10pt; } .row span { margin-right: 14pt; }
       .row a { color: #1a5fb4; text-decoration: underline; }`,
      `<main><h1>Daniyar Seitkali</h1><p>Mobile Developer (Kotlin, Swift)</p>
       <p class="row"><span>☎ +7 701 555 0123</span><span>✉ d.seitkali@example.kz</span><span>⌂ Almaty</span>
       <span>${a('https://github.com/dseitkali', 'GitHub')}</span><span>${a('https://www.linkedin.com/in/daniyar-seitkali', 'LinkedIn')}</span>
       <span>${a('https://seitkali.example.kz', 'Portfolio')}</span></p>
       <h2>Experience</h2><h3>Senior Android Developer — Kaspi.kz, Almaty</h3><p>2020 – present</p>
       <ul><li>Owned the payments module used by 13 million monthly users.</li></ul>
       <h3>Mobile Developer — Chocofamily, Almaty</h3><p>2017 – 2020</p>
       <h2>Education</h2><p>B.Sc. Computer Science, Al-Farabi Kazakh National University, 2013 – 2017</p></main>`,
    ),
  },
  {
    // An Emirati name with 'Al ' (no hyphen) in huge capitals in a coloured band.
    file: 'chromium-band-al-surname-caps.pdf',
    truth: {
      first: 'Mariam',
      last: 'Al Mazrouei',
      email: 'mariam.almazrouei@example.ae',
      phone: '+971 55 555 0147',
      linkedin: 'https://www.linkedin.com/in/mariam-almazrouei',
    },
    page: html(
      `header { background: #7b1e3a; color: #fff; padding: 30pt 40pt 20pt; } h1 { font-size: 36pt; letter-spacing: 0.05em; font-weight: normal; }
       .t { font-size: 11pt; letter-spacing: 0.2em; color: #f1d7de; margin-top: 4pt; } .c { background: #f6eef0; padding: 6pt 40pt; font-size: 9pt; }
       main { padding: 0 40pt; }`,
      `<header><h1>MARIAM AL MAZROUEI</h1><p class="t">GOVERNMENT RELATIONS MANAGER</p></header>
       <p class="c">+971 55 555 0147 &nbsp;/&nbsp; mariam.almazrouei@example.ae &nbsp;/&nbsp; Abu Dhabi, UAE &nbsp;/&nbsp; ae.linkedin.com/in/mariam-almazrouei</p>
       <main><h2>Experience</h2><h3>Government Relations Manager — Masdar, Abu Dhabi</h3><p>2019 – Present</p>
       <ul><li>Liaison with the Department of Energy and ADNOC on three solar tenders.</li></ul>
       <h3>Policy Analyst — Emirates Diplomatic Academy</h3><p>2015 – 2019</p>
       <h2>Education</h2><p>M.A. Public Policy, Sciences Po Paris, 2015 · B.A. International Relations, Zayed University, 2013</p></main>`,
    ),
  },
  {
    // 'RESUME' as the top heading; a Puerto Rico phone and ZIP; an e-mail address in mixed case.
    file: 'chromium-resume-heading-mixed-case-email.pdf',
    truth: {
      first: 'Marisol',
      last: 'Duarte',
      email: 'marisolduarte@example.com',
      phone: '(787) 555-0193',
      linkedin: null,
    },
    page: html(
      `main { padding: 34pt 48pt; } .top { text-align: center; font-size: 20pt; font-weight: bold; letter-spacing: 0.3em; }
       .name { text-align: center; font-size: 14pt; font-weight: bold; margin-top: 10pt; } .c { text-align: center; font-size: 9pt; }`,
      `<main><p class="top">RESUME</p><p class="name">Marisol Duarte</p>
       <p class="c">Calle Luna 254, San Juan, PR 00901 · (787) 555-0193 · MarisolDuarte@Example.com</p>
       <h2>Objective</h2><p>Bilingual medical billing specialist seeking a revenue-cycle role.</p>
       <h2>Experience</h2><h3>Medical Billing Specialist — Hospital Auxilio Mutuo, San Juan</h3><p>2018 – Present</p>
       <ul><li>Reduced claim denials from 11% to 6% for Medicare Advantage plans.</li></ul>
       <h3>Front Desk Coordinator — Clínica Las Américas, Guaynabo</h3><p>2015 – 2018</p>
       <h2>Education</h2><p>Associate Degree, Health Information Management, EDP University, 2015</p></main>`,
    ),
  },
  {
    // A Europass CV: labels in a left column, 'Curriculum Vitae' at the top, the name as a value of
    // 'PERSONAL INFORMATION', a postcode, the birth date and a (+40) mobile.
    file: 'chromium-europass.pdf',
    truth: {
      first: 'Andrei',
      last: 'Popescu',
      email: 'andrei.popescu@example.ro',
      phone: '(+40) 721 234 567',
      linkedin: null,
    },
    page: html(
      `main { padding: 26pt 34pt; font-size: 9pt; } .row { display: grid; grid-template-columns: 150pt 1fr; gap: 14pt; margin: 4pt 0; }
       .lab { text-align: right; color: #0e4194; text-transform: uppercase; font-size: 8pt; } .logo { color: #0e4194; font-size: 16pt; font-style: italic; }
       .name { font-size: 15pt; color: #3f3a38; } .sec { border-top: 1px solid #0e4194; padding-top: 3pt; margin-top: 10pt; }`,
      `<main><div class="row"><div class="lab"><span class="logo">europass</span></div><div class="lab" style="text-align:left">Curriculum Vitae</div></div>
       <div class="row sec"><div class="lab">Personal information</div><div><p class="name">Andrei Popescu</p>
       <p>Str. Lipscani 12, 030031 București (Romania)</p><p>(+40) 721 234 567</p><p>andrei.popescu@example.ro</p>
       <p>Sex Male | Date of birth 12/03/1990 | Nationality Romanian</p></div></div>
       <div class="row sec"><div class="lab">Job applied for</div><div><p class="name">Network Engineer</p></div></div>
       <div class="row sec"><div class="lab">Work experience</div><div></div></div>
       <div class="row"><div class="lab">01/2016–Present</div><div><b>Network Engineer</b><p>Orange Romania, București</p><p>Design and operation of the MPLS core (2,400 sites).</p></div></div>
       <div class="row"><div class="lab">07/2012–12/2015</div><div><b>NOC Technician</b><p>RCS &amp; RDS, Cluj-Napoca</p></div></div>
       <div class="row sec"><div class="lab">Education and training</div><div></div></div>
       <div class="row"><div class="lab">2008–2012</div><div><b>Engineer's degree, Telecommunications</b><p>Universitatea Politehnica din București</p></div></div>
       <div class="row sec"><div class="lab">Personal skills</div><div><p>Mother tongue: Romanian · English C1 · French B1</p><p>Cisco CCNP, Juniper JNCIA</p></div></div></main>`,
    ),
  },
  {
    // An academic CV: 'Curriculum Vitae' heading, the name with 'Ph.D.', a department address, a university e-mail
    // in mixed case and publications full of co-authors' names.
    file: 'chromium-academic-cv-coauthors.pdf',
    truth: {
      first: 'Priyamvada',
      last: 'Raghunathan',
      email: 'p.raghunathan@umich.example.edu',
      phone: '+1 (734) 555-0126',
      linkedin: null,
    },
    page: html(
      `main { padding: 36pt 50pt; font-family: 'Liberation Serif', serif; font-size: 10.5pt; } .top { text-align: center; font-size: 16pt; }
       .name { text-align: center; font-size: 13pt; font-weight: bold; margin-top: 6pt; } .c { text-align: center; font-size: 9.5pt; }
       ol { padding-left: 16pt; } li { margin: 3pt 0; }`,
      `<main><p class="top">Curriculum Vitae</p><p class="name">Priyamvada Raghunathan, Ph.D.</p>
       <p class="c">Assistant Professor, Department of Epidemiology, University of Michigan School of Public Health</p>
       <p class="c">1415 Washington Heights, Ann Arbor, MI 48109-2029</p>
       <p class="c">Tel: +1 (734) 555-0126 · P.Raghunathan@umich.example.edu</p>
       <h2>Academic Appointments</h2><p>2021 – present: Assistant Professor of Epidemiology, University of Michigan</p>
       <p>2018 – 2021: Postdoctoral Fellow, Harvard T.H. Chan School of Public Health (mentor: Prof. Eleanor Whitfield)</p>
       <h2>Education</h2><p>Ph.D. Epidemiology, Johns Hopkins University, 2018</p><p>M.B.B.S., Christian Medical College Vellore, 2011</p>
       <h2>Selected Publications</h2><ol>
       <li>Raghunathan P, Okafor CN, Lindqvist S, Whitfield E. Air pollution and gestational diabetes in Michigan, 2010–2019. <i>Am J Epidemiol.</i> 2023;192(4):512–521.</li>
       <li>Chen M, <b>Raghunathan P</b>, Abernathy J. Heat waves and preterm birth. <i>Environ Health Perspect.</i> 2021;129(7):077004.</li></ol>
       <h2>Grants</h2><p>NIH R01 ES034417 (PI), 2022 – 2027, $2.9M</p></main>`,
    ),
  },
  {
    // The e-mail address only behind a linked word 'Email' (mailto), the phone and LinkedIn written out.
    file: 'chromium-mailto-word-only.pdf',
    truth: {
      first: 'Federico',
      last: 'Bellandi',
      email: 'federico.bellandi@example.it',
      phone: '+39 347 555 0912',
      linkedin: 'https://www.linkedin.com/in/federicobellandi',
    },
    page: html(
      `main { padding: 34pt 44pt; } h1 { font-size: 28pt; font-weight: normal; } .c { font-size: 9.5pt; margin: 4pt 0 8pt; } .c a { text-decoration: underline; color: #0b5cad; }`,
      `<main><h1>Federico Bellandi</h1><p>Sommelier &amp; Beverage Manager</p>
       <p class="c">${a('mailto:federico.bellandi@example.it', 'Email')} &nbsp;·&nbsp; +39 347 555 0912 &nbsp;·&nbsp; Firenze &nbsp;·&nbsp; ${a('https://www.linkedin.com/in/federicobellandi', 'linkedin.com/in/federicobellandi')}</p>
       <h2>Experience</h2><h3>Beverage Manager — Four Seasons Hotel Firenze</h3><p>2019 – present</p>
       <ul><li>Wine list of 1,100 labels; beverage revenue up 22%.</li></ul>
       <h3>Head Sommelier — Enoteca Pinchiorri</h3><p>2014 – 2019</p>
       <h2>Education</h2><p>AIS Sommelier Diploma, 2013 · WSET Level 4 Diploma, 2018</p></main>`,
      'it',
    ),
  },
  {
    // Canva: a dark left sidebar with a round photo and the contacts; the name in the main column with a light
    // first name and a bold surname on one line.
    file: 'chromium-canva-sidebar-photo-mixed-weight.pdf',
    truth: {
      first: 'Valeria',
      last: 'Montoya',
      email: 'valeria.montoya@example.com.co',
      phone: '+57 310 555 0147',
      linkedin: 'https://www.linkedin.com/in/valeriamontoya',
    },
    page: html(
      `body { display: flex; min-height: 100vh; } aside { width: 32%; background: #2b2d42; color: #edf2f4; padding: 30pt 16pt; font-size: 8.5pt; }
       aside img { width: 100pt; height: 100pt; border-radius: 50%; display: block; margin: 0 auto 16pt; } aside p { margin: 3pt 0; }
       main { width: 68%; padding: 44pt 26pt; } h1 { font-size: 30pt; letter-spacing: 0.1em; } h1 .f { font-weight: 200; font-family: 'DejaVu Sans', sans-serif; }
       .t { letter-spacing: 0.3em; font-size: 10pt; color: #8d99ae; margin-top: 4pt; }`,
      `<aside><img src="${PHOTO_URI}" alt=""><h2>Contacto</h2><p>+57 310 555 0147</p><p>valeria.montoya@example.com.co</p>
       <p>linkedin.com/in/valeriamontoya</p><p>Medellín, Colombia</p><h2>Educación</h2><p>Diseño Gráfico</p><p>Universidad Pontificia Bolivariana</p><p>2012 – 2017</p>
       <h2>Habilidades</h2><p>Illustrator</p><p>After Effects</p><p>Branding</p></aside>
       <main><h1><span class="f">VALERIA</span> MONTOYA</h1><p class="t">DISEÑADORA GRÁFICA</p>
       <h2>Perfil</h2><p>Diseñadora con siete años creando identidades para marcas de moda y café de especialidad.</p>
       <h2>Experiencia</h2><h3>Diseñadora Senior — Estudio Ceiba, Medellín</h3><p>2020 – actual</p>
       <ul><li>Identidad de Café Pergamino y de la colección Otoño de Pash.</li></ul>
       <h3>Diseñadora Junior — Sancho BBDO, Bogotá</h3><p>2017 – 2020</p></main>`,
      'es',
    ),
  },
  {
    // LinkedIn's own 'Save to PDF' profile layout: a grey contact column, the profile address wrapped with
    // '(LinkedIn)' after it, the phone as '(Mobile)', a 'Page 1 of 1' footer.
    file: 'chromium-linkedin-profile-export.pdf',
    truth: {
      first: 'Siddharth',
      last: 'Rao',
      email: 'siddharth.rao@example.com',
      phone: '4085550176',
      linkedin: 'https://www.linkedin.com/in/siddharth-rao-4b1a2c',
    },
    page: html(
      `body { display: flex; min-height: 100vh; font-family: 'Liberation Sans', sans-serif; } aside { width: 27%; background: #f3f6f8; padding: 36pt 12pt; font-size: 9pt; }
       aside h2 { text-transform: none; letter-spacing: 0; font-size: 11pt; } aside p { margin: 2pt 0; }
       main { width: 73%; padding: 36pt 24pt; } h1 { font-size: 24pt; font-weight: normal; } .head { font-size: 11pt; } .loc { color: #666; font-size: 9.5pt; }
       main h2 { text-transform: none; letter-spacing: 0; font-size: 14pt; font-weight: normal; } .dim { color: #666; font-size: 9pt; }
       footer { position: fixed; bottom: 14pt; right: 24pt; font-size: 8pt; color: #999; }`,
      `<aside><h2>Contact</h2><p>4085550176 (Mobile)</p><p>siddharth.rao@example.com</p>
       <p>${a('https://www.linkedin.com/in/siddharth-rao-4b1a2c?jobid=1234&lipi=urn%3Ali%3Apage%3Ad_jobs_easyapply_pdfgenresume', 'www.linkedin.com/in/siddharth-rao-4b1a2c')} (LinkedIn)</p>
       <h2>Top Skills</h2><p>Apache Spark</p><p>Apache Kafka</p><p>dbt</p><h2>Languages</h2><p>Hindi (Native or Bilingual)</p><p>English (Full Professional)</p>
       <h2>Certifications</h2><p>Databricks Certified Data Engineer Professional</p></aside>
       <main><h1>Siddharth Rao</h1><p class="head">Senior Data Engineer at Stripe | Spark, Kafka, dbt</p><p class="loc">San Francisco Bay Area</p>
       <h2>Summary</h2><p>I build the pipelines behind payments analytics: 4 PB lakehouse, 900 dbt models, sub-minute freshness.</p>
       <h2>Experience</h2><p><b>Stripe</b></p><p>Senior Data Engineer</p><p class="dim">March 2021 - Present (4 years 2 months)</p><p class="dim">San Francisco, California, United States</p>
       <p><b>Lyft</b></p><p>Data Engineer</p><p class="dim">June 2017 - February 2021 (3 years 9 months)</p>
       <h2>Education</h2><p><b>San Jose State University</b></p><p>Master of Science - MS, Computer Engineering · (2015 - 2017)</p></main>
       <footer>Page 1 of 1</footer>`,
    ),
  },
];

// ---------- DOCX ----------

const linkRun = (url: string, text: string) =>
  new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });
const cell = (children: Paragraph[], width: number) =>
  new TableCell({ children, width: { size: width, type: WidthType.PERCENTAGE } });
const table = (cells: TableCell[]) =>
  new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [new TableRow({ children: cells })] });

const docxs: DocxFixture[] = [
  {
    // A one-row table: a photo, the name and title, the contacts.
    file: 'docx-photo-name-contacts-table.docx',
    truth: {
      first: 'Kateryna',
      last: 'Bondarenko',
      email: 'k.bondarenko@example.com.ua',
      phone: '+380 50 123 4567',
      linkedin: 'https://www.linkedin.com/in/kateryna-bondarenko',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              table([
                cell(
                  [
                    new Paragraph({
                      children: [
                        new ImageRun({ type: 'png', data: PHOTO, transformation: { width: 90, height: 112 } }),
                      ],
                    }),
                  ],
                  20,
                ),
                cell([para('Kateryna Bondarenko', { bold: true, size: 40 }), para('HR Business Partner')], 45),
                cell(
                  [
                    para('Kyiv, Ukraine'),
                    para('+380 50 123 4567'),
                    para('k.bondarenko@example.com.ua'),
                    new Paragraph({
                      children: [
                        linkRun(
                          'https://www.linkedin.com/in/kateryna-bondarenko',
                          'linkedin.com/in/kateryna-bondarenko',
                        ),
                      ],
                    }),
                  ],
                  35,
                ),
              ]),
              heading('Experience'),
              ...lines([
                'HR Business Partner, Nova Poshta, Kyiv — 2019 to present',
                'Partnered with the logistics directorate (4,000 staff); led the 2022 relocation programme.',
                'HR Generalist, EPAM Systems, Kharkiv — 2015 to 2019',
              ]),
              heading('Education'),
              para('MA Psychology, Taras Shevchenko National University of Kyiv, 2010 – 2015'),
            ],
          },
        ],
      }),
  },
  {
    // The name as the document title; the contacts in a floating text box with a linked word 'LinkedIn'.
    file: 'docx-textbox-contacts-linked-word.docx',
    truth: {
      first: 'Eilidh',
      last: 'Mackenzie',
      email: 'eilidh.mackenzie@example.co.uk',
      phone: '07700 900417',
      linkedin: 'https://www.linkedin.com/in/eilidh-mackenzie',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.TITLE, children: [run('Eilidh Mackenzie')] }),
              para('Environmental Consultant'),
              new Textbox({
                style: { width: '2.2in', height: '1.6in' },
                children: [
                  para('CONTACT', { bold: true }),
                  para('07700 900417'),
                  para('eilidh.mackenzie@example.co.uk'),
                  new Paragraph({ children: [linkRun('https://www.linkedin.com/in/eilidh-mackenzie/', 'LinkedIn')] }),
                  para('Inverness IV2 3HQ'),
                ],
              }),
              heading('Profile'),
              para(
                'Chartered environmentalist (CEnv) with eight years of habitat surveys for onshore wind in the Highlands.',
              ),
              heading('Experience'),
              ...lines([
                'Senior Ecologist, SSE Renewables, Perth — 2019 to present',
                'Managed peatland restoration plans for 3 wind farms with Dr. Fraser Grant (NatureScot).',
                'Ecologist, Jacobs, Glasgow — 2016 to 2019',
              ]),
              heading('Education'),
              para('MSc Ecology, University of Aberdeen, 2016'),
            ],
          },
        ],
      }),
  },
  {
    // Page 1 a cover letter to a named manager (signed by the applicant), page 2 the resume.
    file: 'docx-cover-letter-page-one.docx',
    truth: {
      first: 'Rahel',
      last: 'Tesfaye',
      email: 'rahel.tesfaye@example.et',
      phone: '+251 91 123 4567',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              ...lines([
                '12 May 2025',
                'Mr. Daniel Okoro',
                'Head of Programmes',
                'Addis Relief Partners',
                'Bole Road, Addis Ababa',
                '',
                'Dear Mr. Okoro,',
                'I am pleased to apply for the Monitoring & Evaluation Officer post advertised on Ethiojobs. Over five years with UNICEF ' +
                  'and Save the Children I have designed baseline surveys in Amhara and Tigray and trained 60 enumerators. I would be glad ' +
                  'to discuss how I can support your nutrition programme.',
                'Yours sincerely,',
                'Rahel Tesfaye',
              ]),
              new Paragraph({ children: [new PageBreak()] }),
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run('RAHEL TESFAYE')] }),
              para('Monitoring & Evaluation Officer'),
              para('+251 91 123 4567 | rahel.tesfaye@example.et | Addis Ababa, Ethiopia'),
              heading('Experience'),
              ...lines([
                'M&E Officer, UNICEF Ethiopia — 2021 to present',
                'Ran the SMART nutrition surveys in 14 woredas.',
                'Data Officer, Save the Children — 2019 to 2021',
              ]),
              heading('Education'),
              para('MSc Biostatistics, Addis Ababa University, 2019'),
            ],
          },
        ],
      }),
  },
  {
    // Referees in a table at the end; the first referee shares the applicant's surname.
    file: 'docx-referee-same-surname.docx',
    truth: {
      first: 'Siosaia',
      last: 'Tupou',
      email: 'siosaia.tupou@example.co.nz',
      phone: '027 555 0192',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Siosaia Tupou', { bold: true, size: 36 }),
              para('Forklift Operator / Warehouse Team Leader'),
              para('Māngere, Auckland 2022 · 027 555 0192 · siosaia.tupou@example.co.nz'),
              heading('Work History'),
              ...lines([
                'Team Leader, Pacific Freight Ltd, Auckland Airport — 2019 to present',
                'Led a night shift of 12; zero lost-time injuries for 900 days.',
                'Forklift Operator, Fulton Hogan, Penrose — 2015 to 2019',
              ]),
              heading('Licences'),
              para('Class 2 and F endorsement; Site Safe Passport'),
              heading('Referees'),
              new Table({
                width: { size: 100, type: WidthType.PERCENTAGE },
                rows: [
                  new TableRow({
                    children: [
                      cell(
                        lines([
                          'Mele Tupou',
                          'Operations Manager, Pacific Freight Ltd',
                          'mele.tupou@pacificfreight.example.co.nz',
                          '09 555 0111',
                        ]),
                        50,
                      ),
                      cell(
                        lines([
                          'Grant Whitcombe',
                          'Site Supervisor, Fulton Hogan',
                          'grant.w@example.co.nz',
                          '021 555 0133',
                        ]),
                        50,
                      ),
                    ],
                  }),
                ],
              }),
            ],
          },
        ],
      }),
  },
  {
    // The name in capitals over two paragraphs (given name, then surname); a '+234 (0)' mobile; a mixed-case
    // e-mail address.
    file: 'docx-caps-name-two-paragraphs.docx',
    truth: {
      first: 'Chukwuemeka',
      last: 'Okonkwo-Eze',
      email: 'chukwuemeka.oe@outlook.example.com',
      phone: '+234 (0) 805 555 0163',
      linkedin: 'https://www.linkedin.com/in/chukwuemeka-okonkwo-eze',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('CHUKWUEMEKA', { bold: true, size: 52, color: '1F3864' }),
              para('OKONKWO-EZE', { size: 52, color: '1F3864' }),
              para('Petroleum Engineer'),
              para('Port Harcourt, Rivers State | +234 (0) 805 555 0163 | Chukwuemeka.OE@Outlook.example.com'),
              para('linkedin.com/in/chukwuemeka-okonkwo-eze'),
              heading('Experience'),
              ...lines([
                'Reservoir Engineer, Shell Petroleum Development Company, Port Harcourt — 2016 to present',
                'Built the waterflood model for the Bonga field with Engr. Ifeanyi Nwachukwu.',
                'Graduate Engineer, Total E&P Nigeria — 2014 to 2016',
              ]),
              heading('Education'),
              para('B.Eng. Petroleum Engineering, Federal University of Technology Owerri, 2013'),
            ],
          },
        ],
      }),
  },
  {
    // The LinkedIn address only in the page footer, beside the page number; a dotted phone beside a postal code.
    file: 'docx-footer-linkedin-page-number.docx',
    truth: {
      first: 'Aurélie',
      last: 'Bégin',
      email: 'aurelie.begin@example.ca',
      phone: '514.555.0137',
      linkedin: 'https://www.linkedin.com/in/aureliebegin',
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
                    children: [run('linkedin.com/in/aureliebegin  |  Page 1', { size: 16 })],
                  }),
                ],
              }),
            },
            children: [
              para('Aurélie Bégin', { bold: true, size: 40 }),
              para('Conseillère en communication'),
              para('Montréal (Québec) H2X 1Y4 | 514.555.0137 | aurelie.begin@example.ca'),
              heading('Expérience'),
              ...lines([
                'Conseillère principale, Hydro-Québec, Montréal — 2018 à aujourd’hui',
                'Relations de presse pour les projets de la Romaine; porte-parole auprès de Radio-Canada.',
                'Attachée de presse, Cirque du Soleil — 2014 à 2018',
              ]),
              heading('Formation'),
              para('Baccalauréat en communication, UQAM, 2014'),
            ],
          },
        ],
      }),
  },
  {
    // Linked words 'GitHub', 'Portfolio' and 'LinkedIn' in one contact line; a Portuguese compound surname.
    file: 'docx-linked-words-compound-surname.docx',
    truth: {
      first: 'Tomás',
      last: 'Ferreira da Silva',
      email: 'tomas.fsilva@example.pt',
      phone: '+351 912 555 048',
      linkedin: 'https://www.linkedin.com/in/tomas-ferreira-da-silva',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run('Tomás Ferreira da Silva')] }),
              para('Frontend Engineer · Lisboa'),
              new Paragraph({
                children: [
                  run('+351 912 555 048 | tomas.fsilva@example.pt | '),
                  linkRun('https://github.com/tfsilva', 'GitHub'),
                  run(' | '),
                  linkRun('https://tfsilva.example.pt', 'Portfolio'),
                  run(' | '),
                  linkRun('https://pt.linkedin.com/in/tomas-ferreira-da-silva', 'LinkedIn'),
                ],
              }),
              heading('Experience'),
              ...lines([
                'Senior Frontend Engineer, Feedzai, Lisboa — 2020 to present',
                'Rebuilt the case-manager UI in React; time to first render down from 3.8 s to 1.1 s.',
                'Frontend Developer, OutSystems, Linda-a-Velha — 2017 to 2020',
              ]),
              heading('Education'),
              para('MSc Informatics Engineering, Instituto Superior Técnico, 2017'),
            ],
          },
        ],
      }),
  },
  {
    // A Google Docs export: Title and Subtitle styles, then a two-column table with the contacts in the right column.
    file: 'docx-gdocs-two-column-contacts.docx',
    truth: {
      first: 'Ana Lucía',
      last: 'Paredes Quispe',
      email: 'ana.paredes@example.pe',
      phone: '+51 987 654 321',
      linkedin: 'https://www.linkedin.com/in/analuciaparedes',
    },
    doc: () =>
      new Document({
        // Google Docs writes its own Subtitle style (grey, 15 pt) under the Title.
        styles: {
          paragraphStyles: [
            { id: 'Subtitle', name: 'Subtitle', basedOn: 'Normal', next: 'Normal', run: { color: '666666', size: 30 } },
          ],
        },
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.TITLE, children: [run('Ana Lucía Paredes Quispe')] }),
              new Paragraph({ style: 'Subtitle', children: [run('Data Analyst')] }),
              table([
                cell(
                  [
                    heading('Experience'),
                    ...lines([
                      'Data Analyst, Interbank — Lima, 2020 – present',
                      'Churn model for credit cards (AUC 0.81) presented to the CFO, Sr. Jorge Salas.',
                      'BI Intern, Alicorp — Lima, 2019',
                    ]),
                    heading('Education'),
                    para('Ingeniería Estadística, Universidad Nacional de Ingeniería, 2014 – 2019'),
                  ],
                  65,
                ),
                cell(
                  [
                    heading('Contact'),
                    ...lines([
                      'Miraflores, Lima 15074',
                      '+51 987 654 321',
                      'ana.paredes@example.pe',
                      'linkedin.com/in/analuciaparedes',
                    ]),
                    heading('Skills'),
                    ...lines(['SQL', 'Python', 'Power BI']),
                  ],
                  35,
                ),
              ]),
            ],
          },
        ],
      }),
  },
  {
    // The name and title only in a first-page header (a different first page), the contacts in the body.
    file: 'docx-first-page-header-name.docx',
    truth: {
      first: 'Mohammed',
      last: 'Al-Qahtani',
      email: 'm.alqahtani@example.com.sa',
      phone: '+966 50 123 4567',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            properties: { titlePage: true },
            headers: {
              first: new Header({
                children: [
                  para('Mohammed Al-Qahtani', { bold: true, size: 40, color: '0B6E4F' }),
                  para('Procurement Specialist, CIPS'),
                ],
              }),
              default: new Header({ children: [para('Curriculum Vitae — continued', { size: 16 })] }),
            },
            children: [
              para('Riyadh 12211, Saudi Arabia · +966 50 123 4567 · M.AlQahtani@Example.com.sa'),
              heading('Experience'),
              ...lines([
                'Procurement Specialist, Saudi Aramco, Dhahran — 2017 to present',
                'Category lead for rotating equipment (SAR 1.4bn a year); reports to Eng. Faisal Al-Harbi.',
                'Buyer, SABIC, Jubail — 2013 to 2017',
              ]),
              heading('Education'),
              para('B.Sc. Industrial Engineering, King Fahd University of Petroleum and Minerals, 2013'),
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

const txts: TxtFixture[] = [
  {
    // Copied out of a LinkedIn profile PDF: the contact column first, the profile address broken over two lines,
    // no phone number, page footers.
    file: 'txt-linkedin-profile-paste.txt',
    truth: {
      first: 'Chiamaka',
      last: 'Obi',
      email: 'chiamaka.obi@example.co.uk',
      phone: null,
      linkedin: 'https://www.linkedin.com/in/chiamaka-obi-5b7a91',
    },
    text: `Contact
chiamaka.obi@example.co.uk
www.linkedin.com/in/chiamaka-obi-
5b7a91 (LinkedIn)
Top Skills
Stakeholder Management
Product Discovery
A/B Testing
Languages
Igbo (Native or Bilingual)
English (Native or Bilingual)
Chiamaka Obi
Product Manager at Monzo | Payments & Fraud
London, England, United Kingdom
Summary
Product manager with 7 years in fintech. I work on fraud prevention
for 9 million customers.
Experience
Monzo
Product Manager
January 2021 - Present (4 years 5 months)
London, England, United Kingdom
Led the launch of Called-By-Monzo, cutting impersonation fraud losses by 42%.
Revolut
Associate Product Manager
September 2018 - December 2020 (2 years 4 months)
London, United Kingdom
Page 1 of 2
Education
University of Warwick
BSc, Mathematics, Operational Research, Statistics and Economics · (2014 - 2018)
Page 2 of 2
`,
    encode: utf8,
  },
  {
    // Windows-1252 with Danish letters (ø, Ø, å), a street address with its postcode before the phone.
    file: 'txt-windows1252-danish.txt',
    truth: {
      first: 'Søren',
      last: 'Østergaard',
      email: 'soren.ostergaard@example.dk',
      phone: '+45 31 55 72 19',
      linkedin: null,
    },
    text: crlf(`Søren Østergaard
Logistikchef
Nørrebrogade 45, 2200 København N
Tlf.: +45 31 55 72 19
E-mail: soren.ostergaard@example.dk

PROFIL
Logistikchef med 12 års erfaring fra lager og distribution i Øresundsregionen.

ERFARING
2018 – nu      Logistikchef, Dagrofa ApS, Ringsted
2012 – 2018    Lagerleder, Carlsberg Danmark A/S, Fredericia

UDDANNELSE
2008 – 2011    Cand.merc. i Supply Chain Management, Copenhagen Business School

REFERENCE
Mette Frederiksen-Holm, Driftsdirektør, Dagrofa – tlf. 40 12 55 66
`),
    encode: windows1252,
  },
  {
    // UTF-8 with CRLF line ends: a short e-mail note to the recruiter (signed with the first name only) above
    // the resume.
    file: 'txt-utf8-crlf-note-above.txt',
    truth: {
      first: 'Diego',
      last: 'Hernández Soto',
      email: 'diego.hsoto@example.com',
      phone: '+1 (786) 555-0142',
      linkedin: 'https://www.linkedin.com/in/diegohernandezsoto',
    },
    text: crlf(`Hi Sarah,

Thanks for the call this morning. As promised, my resume is below (plain text, since your portal
rejected my PDF). Happy to talk again any time on Thursday.

Best,
Diego

--------------------------------------------------------------

DIEGO HERNÁNDEZ SOTO
Miami, FL 33130 | +1 (786) 555-0142 | diego.hsoto@example.com
linkedin.com/in/diegohernandezsoto

SUMMARY
Bilingual customer-success manager for B2B SaaS in Latin America.

EXPERIENCE
Customer Success Manager — Kaseya, Miami, FL (2020 – present)
- Portfolio of 85 MSP accounts, $6.2M ARR; net retention 112%.
Account Manager — Ultimate Software, Weston, FL (2016 – 2020)

EDUCATION
B.B.A. International Business, Florida International University, 2016
`),
    encode: utf8,
  },
  {
    // An Indian fresher resume: 'RESUME', labelled fields, the father's name in the personal details, a PIN
    // code and a birth date, and a declaration signed with the name in capitals.
    file: 'txt-india-fathers-name-declaration.txt',
    truth: {
      first: 'Karthik',
      last: 'Subramanian',
      email: 'karthik.s1998@example.co.in',
      phone: '+91-9876501234',
      linkedin: null,
    },
    text: `                                   RESUME

KARTHIK SUBRAMANIAN
Mobile No. : +91-9876501234
Email ID   : karthik.s1998@example.co.in

CAREER OBJECTIVE
To work in a challenging environment where I can use my skills in mechanical design for the growth of the organisation.

EDUCATIONAL QUALIFICATION
B.E. Mechanical Engineering, Thiagarajar College of Engineering, Madurai — 2016 to 2020 — CGPA 8.1
HSC, Sri Meenakshi Matriculation Higher Secondary School — 2016 — 91.4%

EXPERIENCE
Graduate Engineer Trainee, TVS Motor Company, Hosur — Aug 2020 to present

PERSONAL DETAILS
Father's Name      : R. Subramanian
Date of Birth      : 15-08-1998
Permanent Address  : 12, Gandhi Street, K.K. Nagar, Madurai - 625020
Languages Known    : Tamil, English, Hindi

DECLARATION
I hereby declare that the above information is true to the best of my knowledge.

Place: Madurai
Date:                                                   (KARTHIK SUBRAMANIAN)
`,
    encode: utf8,
  },
  {
    // A two-column resume pasted as text: the columns side by side, joined by runs of spaces.
    file: 'txt-two-column-paste-spaces.txt',
    truth: {
      first: 'Mikael',
      last: 'Virtanen',
      email: 'mikael.virtanen@example.fi',
      phone: '+358 50 765 4321',
      linkedin: 'https://www.linkedin.com/in/mikaelvirtanen',
    },
    text: `MIKAEL VIRTANEN                                   CONTACT
Senior Embedded Engineer                          +358 50 765 4321
                                                  mikael.virtanen@example.fi
PROFILE                                           33100 Tampere, Finland
Embedded engineer with ten years of               linkedin.com/in/mikaelvirtanen
firmware for mining machinery and
forest harvesters.                                SKILLS
                                                  C, C++17, Rust
EXPERIENCE                                        FreeRTOS, Zephyr
Sandvik Mining and Rock Solutions, Tampere        CAN, CANopen, J1939
Senior Embedded Engineer, 2019 – present
Led the firmware of the AutoMine drill rig        LANGUAGES
controller with Jukka Heikkinen.                  Finnish (native)
                                                  English (fluent)
Ponsse Oyj, Vieremä                               Swedish (good)
Embedded Engineer, 2014 – 2019

EDUCATION
M.Sc. (Tech.) Electrical Engineering, Tampere University of Technology, 2014
`,
    encode: utf8,
  },
  {
    // Australian one-letter labels (M, E, LI) and an apostrophe in the surname; a postcode after the state.
    file: 'txt-au-letter-labels.txt',
    truth: {
      first: 'Bridget',
      last: "O'Halloran",
      email: 'bridget.ohalloran@example.com.au',
      phone: '0412 555 019',
      linkedin: 'https://www.linkedin.com/in/bridget-ohalloran',
    },
    text: `Bridget O'Halloran
Registered Nurse — Emergency

M 0412 555 019  |  E bridget.ohalloran@example.com.au
LI au.linkedin.com/in/bridget-ohalloran  |  Brisbane QLD 4000

CAREER SUMMARY
Emergency nurse (AHPRA NMW0001234567) with seven years at tertiary hospitals.

EMPLOYMENT
Clinical Nurse, Royal Brisbane and Women's Hospital — Mar 2020 to current
Registered Nurse, Gold Coast University Hospital — Feb 2017 to Mar 2020

REFEREES
Kerry-Anne Doyle, Nurse Unit Manager, RBWH — 0413 555 207
`,
    encode: utf8,
  },
  {
    // A Korean name in Latin letters, family name first in capitals; UTF-8 with CRLF.
    file: 'txt-utf8-crlf-korean-family-name-first.txt',
    truth: {
      first: 'Ji-hoon',
      last: 'Park',
      email: 'jihoon.park@example.co.kr',
      phone: '+82 10-1234-5678',
      linkedin: null,
    },
    text: crlf(`PARK Ji-hoon
Backend Developer
Seoul, Republic of Korea
Mobile: +82 10-1234-5678 | Email: jihoon.park@example.co.kr
GitHub: github.com/jhpark-dev

EXPERIENCE
Backend Developer, Kakao Corp., Pangyo (2020.03 – present)
- Built the settlement service for KakaoPay merchants (Kotlin, Spring, MySQL).
Software Engineer, Naver Corp., Seongnam (2017.01 – 2020.02)

EDUCATION
B.S. Computer Science and Engineering, Seoul National University (2012 – 2016)

MILITARY SERVICE
Republic of Korea Army, Sergeant (2014 – 2015)
`),
    encode: utf8,
  },
];

await writeResumeFixtures(OUT, pdfs, docxs, txts);
