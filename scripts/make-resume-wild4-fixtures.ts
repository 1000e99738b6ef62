/**
 * Writes the wild4 fixtures under tests/fixtures/resumes/wild4: a blind batch of 40 resumes about the messy details of
 * real documents rather than their layouts (names with initials, nicknames, single names, capitals and particles,
 * 'Surname, Given' headings; e-mails in capitals, obfuscated, doubled or broken over lines; phones split, spaced or
 * beside an employer's lettered number; odd LinkedIn addresses; names that live only in the file's metadata or that
 * belong to someone else), which the earlier batches (layout, varied, fresh, wild, wild2, wild3) lack, each with its
 * true contact details (what a recruiter reading it would enter) written here before any reader saw it. The
 * conventions of the wild batch hold: no titles, suffixes or post-nominals in a name; a nickname is not the name; a
 * leading initial the candidate writes instead of a given name stays the first name ('J. R.', 'A.K.'); a name printed
 * in capitals is entered in its usual case ('McLaughlin', "O'Brien", 'van den Broek'); a single name (an Indonesian
 * mononym) is the first name with no last name; a name that is only in the file's metadata (or the e-mail address)
 * and not on the page is null; the e-mail address in lower case, de-obfuscated and joined when broken over lines, the
 * personal one when a personal and a university address are both given (the labelled one when only one is labelled);
 * the phone as the candidate's own number with its digits as printed (the mobile when one is labelled so; never an
 * employer's, a recruiter's or a photographer's number; a country code kept only when printed); a LinkedIn address
 * as https://www.linkedin.com/ plus its path (the /in/ profile, never a /company/ page; a legacy /pub/ path and a
 * percent-encoded handle kept as printed); null when the resume has no such field.
 * - Chromium printing HTML templates to PDF: a name written with two initials ('J. R. Okafor') at a florist whose
 *   order line is '1-800-BLOOMIN'; a nickname in quotes ('Robert "Bobby" Lee') with his employer's LinkedIn company
 *   page before his own profile; an Indonesian single name ('Sukarni') in a 'Data Pribadi' table with 'Nama' and
 *   'Nama panggilan' rows and a +62 mobile; a Dutch name in capitals with its particle in lower case ('ANNELIES van
 *   den BROEK') and the e-mail address in capitals; a Nigerian name written 'OKONKWO, Chinwe' in the heading with the
 *   e-mail as 'name [at] domain [dot] com'; a Northern Irish 'MCLAUGHLIN' in capitals whose long e-mail address is
 *   broken over two lines by a narrow sidebar; an Irish 'ÚNA O’BRIEN' letter-spaced in capitals with the phone
 *   written '+ 44 7700 900 561'; a Québécois 'JEAN-LUC Bérubé' whose LinkedIn handle is percent-encoded
 *   (b%C3%A9rub%C3%A9); a Turkish name with dotless ı (Işıl Yıldırım) and two unlabelled e-mails, personal then
 *   university; 'CURRICULUM VITAE OF' over a Polish name in capitals with Ł ('MICHAŁ GŁOWACKI'); a Tamil name
 *   written initial-first ('S. KARTHIKEYAN') with the full name and the father's name in a personal-details table;
 *   a North Indian 'A.K. Sharma' with a labelled university e-mail and an unlabelled personal one in the footer; a
 *   resume with no name on the page, the name only in the PDF's document title and in the e-mail address; a Swedish
 *   resume whose photo carries the photographer's caption and credit (another person's name and number); a
 *   candidate profile with a 'Prepared by' line naming the agency consultant (his phone and e-mail) above a
 *   hyphenated given name (Hannah-Louise); a phone broken over two lines inside a narrow table cell; a US-style
 *   resume (city, state, ZIP) with a British mobile and a GitHub repository named 'linkedin-job-scraper' but no
 *   LinkedIn profile; a nickname in brackets ('Katarzyna (Kasia) Kowalczyk') with a legacy linkedin.com/pub/ address;
 *   an e-mail address in capitals and a portfolio URL whose path holds the word 'linkedin' beside the real profile;
 *   an Irish 'RORY McGRATH' with a mixed-case 'Mc' in a capitals heading and a LinkedIn address written without
 *   a scheme and without 'www.' on a country subdomain.
 * - Word documents: the file's author (an agency typist) different from the candidate named on the page, with the
 *   e-mail as 'name(at)domain.com'; no name on the page, only in the document's title and author properties and in the
 *   e-mail address; a nickname in brackets before a hyphenated surname with an office number with an extension
 *   above a labelled mobile; an Italian name in capitals with a lower-case 'della'; 'BRENNAN, Aoife' in a table with
 *   labelled personal and university e-mails (the university one first); an Irish 'DÓNAL O'CONNOR' in capitals with
 *   '+ 353' written with a space; a hyphenated given name in capitals ('ANNE-MARIE GAUTHIER') with the phone broken by
 *   a line break; a Polish name with ł and a legacy pl.linkedin.com/pub/ address; 'CURRICULUM VITAE OF K.
 *   PRIYADARSHINI' with 'Name in full' in a details table; a photo with a studio's caption naming the photographer; a
 *   GitHub repository named 'linkedin-profile-parser' above the linked word 'LinkedIn' to the real profile; a
 *   nickname in quotes at a call centre whose toll-free number is '1-800-GO-TIRES'.
 * - Text files: UTF-8, a PDF paste whose e-mail address is broken over two lines by a narrow column; UTF-8 with a BOM,
 *   a Finnish CV with the e-mail as 'name(at)domain.fi'; CRLF, a resume wrapped at 40 columns with the phone broken
 *   over two lines; Windows-1254 (Turkish ı, ş, ğ, İ) with a 'Soyadı, Adı' (surname, given name) label; Windows-1252,
 *   a double-barrelled 'MCCARTHY-O’DWYER' in capitals with a referee's landline; a US resume with a work number with
 *   an extension before a labelled cell; UTF-16LE with a BOM, labelled university and personal e-mails in capitals
 *   (the university one first) under a hyphenated given name; a 'Prepared by' agency line (the consultant's direct
 *   line and e-mail) above a name with ë and a percent-encoded LinkedIn handle.
 *
 *   npx tsx scripts/make-resume-wild4-fixtures.ts
 */
import path from 'node:path';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  ImageRun,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
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
  run,
  para,
  heading,
  lines,
} from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes/wild4');

// ---------- a photo (a head-and-shoulders silhouette) as PNG ----------

const PHOTO = silhouettePng([132, 118, 108], [226, 221, 214]);
const PHOTO_URI = pngUri(PHOTO);

// ---------- PDF (Chromium) ----------

const html = (css: string, body: string, lang = 'en', title = '') => htmlPage(css, body, lang, BASE_CSS, title);

const pdfs: PdfFixture[] = [
  {
    // A name written with two initials and no given name; he runs operations for a florist whose order line is the
    // lettered '1-800-BLOOMIN', printed in the experience above his own number.
    file: 'chromium-initials-okafor-florist-1800.pdf',
    truth: {
      first: 'J. R.',
      last: 'Okafor',
      email: 'jr.okafor@example.com',
      phone: '(301) 555-0186',
      linkedin: 'https://www.linkedin.com/in/jr-okafor',
    },
    page: html(
      `main { padding: 36pt 44pt; } h1 { font-size: 26pt; color: #7b2d43; } .t { font-size: 12pt; color: #666; margin-bottom: 8pt; }
       h2 { color: #7b2d43; border-bottom: 1px solid #e0c3cb; }`,
      `<main><h1>J. R. Okafor</h1><p class="t">Retail &amp; Delivery Operations Manager</p>
       <h2>Experience</h2><h3>Operations Manager — Bloomfield Florists (orders: 1-800-BLOOMIN), Silver Spring, MD</h3>
       <p>2019 – present</p><ul><li>Runs same-day delivery for 11 shops: 1,900 arrangements a week, 96.4% on time.</li>
       <li>Cut Valentine's week overtime by 31% with a 14-van routing plan.</li></ul>
       <h3>Store Manager — Petal &amp; Stem, Rockville, MD</h3><p>2014 – 2019</p>
       <h2>Education</h2><p>B.S. Business Administration, University of Maryland, College Park, 2010 – 2014</p>
       <h2>Contact</h2><p>(301) 555-0186 · jr.okafor@example.com · linkedin.com/in/jr-okafor · Silver Spring, MD 20910</p></main>`,
    ),
  },
  {
    // A nickname in straight double quotes between the given name and the surname; his employer's LinkedIn company
    // page is listed before his own profile in the contact line.
    file: 'chromium-nickname-quotes-company-page-first.pdf',
    truth: {
      first: 'Robert',
      last: 'Lee',
      email: 'bobby.lee@example.com',
      phone: '(206) 555-0114',
      linkedin: 'https://www.linkedin.com/in/bobbylee-logistics',
    },
    page: html(
      `main { padding: 34pt 42pt; } h1 { font-size: 24pt; } .c { font-size: 8.5pt; color: #444; margin: 5pt 0 10pt; line-height: 1.5; }
       h2 { border-bottom: 2px solid #264653; color: #264653; }`,
      `<main><h1>Robert "Bobby" Lee</h1>
       <p class="c">Seattle, WA 98108 · (206) 555-0114 · bobby.lee@example.com<br>Company: linkedin.com/company/cascade-freight-partners · Me: linkedin.com/in/bobbylee-logistics</p>
       <h2>Summary</h2><p>Freight operations lead with nine years in cross-dock and drayage at the Port of Seattle.</p>
       <h2>Experience</h2><h3>Operations Lead — Cascade Freight Partners, Seattle, WA</h3><p>2020 – present</p>
       <ul><li>Runs 3 shifts and 42 drivers; detention charges down $310,000 a year.</li></ul>
       <h3>Dispatcher — Puget Sound Drayage, Tacoma, WA</h3><p>2016 – 2020</p>
       <h2>Certifications</h2><p>CSCMP SCPro Level One (2022) · Class A CDL</p></main>`,
    ),
  },
  {
    // An Indonesian single name (no surname) in a 'Data Pribadi' table, with a 'Nama panggilan' (nickname) row, a
    // birth place and date, a postcode and a +62 mobile.
    file: 'chromium-indonesian-mononym-data-pribadi.pdf',
    truth: {
      first: 'Sukarni',
      last: null,
      email: 'sukarni.dev@example.co.id',
      phone: '+62 812-5555-0123',
      linkedin: 'https://www.linkedin.com/in/sukarni-dev',
    },
    page: html(
      `main { padding: 34pt 42pt; } .top { font-size: 16pt; letter-spacing: 0.25em; text-align: center; color: #8d0801; margin-bottom: 10pt; }
       table { border-collapse: collapse; width: 100%; } td { padding: 2pt 6pt; vertical-align: top; } td.l { width: 30%; color: #555; }
       h2 { color: #8d0801; }`,
      `<main><p class="top">DAFTAR RIWAYAT HIDUP</p><h2>Data Pribadi</h2><table>
       <tr><td class="l">Nama</td><td>: Sukarni</td></tr><tr><td class="l">Nama panggilan</td><td>: Karni</td></tr>
       <tr><td class="l">Tempat, tanggal lahir</td><td>: Yogyakarta, 14 Maret 1994</td></tr>
       <tr><td class="l">Alamat</td><td>: Jl. Kaliurang Km 5 No. 12, Sleman 55281</td></tr>
       <tr><td class="l">Telepon / WA</td><td>: +62 812-5555-0123</td></tr><tr><td class="l">Email</td><td>: sukarni.dev@example.co.id</td></tr>
       <tr><td class="l">LinkedIn</td><td>: linkedin.com/in/sukarni-dev</td></tr></table>
       <h2>Pengalaman Kerja</h2><h3>Backend Developer — PT Gojek Indonesia, Jakarta</h3><p>2020 – sekarang</p>
       <ul><li>Layanan pembayaran dengan 4 juta transaksi per hari; latensi p99 turun dari 900 ms ke 220 ms.</li></ul>
       <h3>Programmer — PT Telkom Indonesia, Bandung</h3><p>2016 – 2020</p>
       <h2>Pendidikan</h2><p>S1 Ilmu Komputer, Universitas Gadjah Mada, 2012 – 2016 (IPK 3,61)</p></main>`,
      'id',
    ),
  },
  {
    // A Dutch name in capitals with the particle in lower case; the e-mail address in capitals; a +31 6 mobile, a
    // postcode and a KvK number.
    file: 'chromium-caps-particle-van-den-broek-caps-email.pdf',
    truth: {
      first: 'Annelies',
      last: 'van den Broek',
      email: 'a.vandenbroek@example.nl',
      phone: '+31 6 5555 0123',
      linkedin: 'https://www.linkedin.com/in/anneliesvandenbroek',
    },
    page: html(
      `main { padding: 36pt 46pt; } h1 { font-size: 26pt; font-weight: 600; letter-spacing: 0.04em; color: #e76f51; }
       .c { font-size: 9pt; margin: 6pt 0 10pt; } h2 { color: #e76f51; }`,
      `<main><h1>ANNELIES van den BROEK</h1><p>Interim Finance Manager</p>
       <p class="c">Utrecht 3581 KP · +31 6 5555 0123 · A.VANDENBROEK@EXAMPLE.NL · linkedin.com/in/anneliesvandenbroek · KvK 81234567</p>
       <h2>Profiel</h2><p>Registercontroller (RC) with twelve years of interim assignments in healthcare and housing associations.</p>
       <h2>Opdrachten</h2><h3>Interim Manager Finance — Woonstichting De Key, Amsterdam</h3><p>2022 – 2024</p>
       <h3>Controller — UMC Utrecht</h3><p>2016 – 2022</p><h2>Opleiding</h2><p>Executive Master of Finance &amp; Control, VU Amsterdam, 2015</p></main>`,
      'nl',
    ),
  },
  {
    // 'Surname, Given' in the heading (the surname in capitals), a Nigerian mobile with '+234', and the e-mail
    // written as 'name [at] domain [dot] com' against scrapers.
    file: 'chromium-surname-comma-given-at-dot-email.pdf',
    truth: {
      first: 'Chinwe',
      last: 'Okonkwo',
      email: 'chinwe.okonkwo@example.com',
      phone: '+234 803 555 0147',
      linkedin: null,
    },
    page: html(
      `main { padding: 36pt 44pt; } h1 { font-family: 'Liberation Serif', serif; font-size: 24pt; } .c { font-size: 9pt; margin: 4pt 0 10pt; color: #333; }
       h2 { border-bottom: 1px solid #333; }`,
      `<main><h1>OKONKWO, Chinwe</h1><p class="c">Lekki Phase 1, Lagos · +234 803 555 0147 · chinwe.okonkwo [at] example [dot] com</p>
       <h2>Profile</h2><p>Chartered accountant (ICAN) with eight years in audit and financial reporting for oil-and-gas and telecoms clients.</p>
       <h2>Experience</h2><h3>Audit Manager — KPMG Nigeria, Lagos</h3><p>2019 – present</p>
       <ul><li>Leads statutory audits of 6 clients with combined revenue of ₦1.4 trillion.</li></ul>
       <h3>Audit Senior — Ernst &amp; Young, Lagos</h3><p>2016 – 2019</p>
       <h2>Education</h2><p>B.Sc. Accounting, University of Nigeria, Nsukka, 2011 – 2015 · ICAN membership no. 045123</p></main>`,
    ),
  },
  {
    // A Northern Irish 'Mc' surname in capitals; a narrow sidebar breaks the long e-mail address over two lines.
    file: 'chromium-caps-mclaughlin-email-broken-sidebar.pdf',
    truth: {
      first: 'Seán',
      last: 'McLaughlin',
      email: 'sean.mclaughlin.surveying@example.co.uk',
      phone: '07700 900318',
      linkedin: 'https://www.linkedin.com/in/seanmclaughlin-mrics',
    },
    page: html(
      `body { display: flex; min-height: 100vh; } aside { width: 132pt; background: #1d3557; color: #f1faee; padding: 30pt 8pt; font-size: 8.5pt;
       word-break: break-all; } aside p { margin: 5pt 0; } main { flex: 1; padding: 30pt 28pt; } h1 { font-size: 26pt; color: #1d3557; }
       .t { color: #457b9d; font-size: 12pt; }`,
      `<aside><h2>Contact</h2><p>07700 900318</p><p>sean.mclaughlin.surveying@example.co.uk</p><p>linkedin.com/in/seanmclaughlin-mrics</p>
       <p>Belfast BT9 5AB</p><h2>Skills</h2><p>NEC4</p><p>CostX</p><p>Revit</p></aside>
       <main><h1>SEÁN MCLAUGHLIN</h1><p class="t">Chartered Quantity Surveyor, MRICS</p>
       <h2>Profile</h2><p>Quantity surveyor with ten years on NHS and education frameworks across Northern Ireland.</p>
       <h2>Experience</h2><h3>Senior Quantity Surveyor — Gilbert-Ash, Belfast</h3><p>2018 – present</p>
       <ul><li>Cost lead on a £46M schools package; final account agreed within 0.8%.</li></ul>
       <h3>Quantity Surveyor — McAleer &amp; Rushe, Cookstown</h3><p>2014 – 2018</p>
       <h2>Education</h2><p>BSc Quantity Surveying, Ulster University, 2010 – 2014</p></main>`,
    ),
  },
  {
    // An Irish O' surname letter-spaced in capitals with a typographic apostrophe and a fada; the phone written
    // with a space inside the country code ('+ 44').
    file: 'chromium-caps-obrien-plus-space-44.pdf',
    truth: {
      first: 'Úna',
      last: "O'Brien",
      email: 'una.obrien@example.co.uk',
      phone: '+44 7700 900561',
      linkedin: 'https://www.linkedin.com/in/una-obrien-pr',
    },
    page: html(
      `main { padding: 40pt 50pt; } h1 { font-size: 20pt; letter-spacing: 0.35em; text-align: center; font-weight: normal; }
       .t { text-align: center; font-size: 10pt; color: #777; letter-spacing: 0.15em; } .c { text-align: center; font-size: 9pt; margin: 8pt 0 12pt; }
       h2 { text-align: center; font-weight: normal; letter-spacing: 0.2em; }`,
      `<main><h1>ÚNA O’BRIEN</h1><p class="t">COMMUNICATIONS &amp; PR MANAGER</p>
       <p class="c">+ 44 7700 900 561 &nbsp;|&nbsp; una.obrien@example.co.uk &nbsp;|&nbsp; linkedin.com/in/una-obrien-pr &nbsp;|&nbsp; London N16</p>
       <h2>Experience</h2><h3>Communications Manager — Shelter, London</h3><p>2019 – present</p>
       <ul><li>Ran the 2023 housing campaign: 410 pieces of national coverage, 38,000 new supporters.</li></ul>
       <h3>Press Officer — Trócaire, Maynooth</h3><p>2015 – 2019</p>
       <h2>Education</h2><p>BA Journalism, Dublin City University, 2011 – 2015</p></main>`,
    ),
  },
  {
    // A hyphenated given name in capitals before a surname in mixed case with é; the LinkedIn handle percent-encoded
    // as copied from a browser's address bar; a +1 514 mobile.
    file: 'chromium-jean-luc-encoded-linkedin-handle.pdf',
    truth: {
      first: 'Jean-Luc',
      last: 'Bérubé',
      email: 'jl.berube@example.ca',
      phone: '+1 514 555 0163',
      linkedin: 'https://www.linkedin.com/in/jean-luc-b%C3%A9rub%C3%A9',
    },
    page: html(
      `main { padding: 34pt 42pt; } h1 { font-size: 26pt; font-weight: normal; } h1 b { font-weight: bold; } .c { font-size: 8.5pt; margin: 6pt 0 10pt; }
       h2 { color: #003f88; }`,
      `<main><h1><b>JEAN-LUC</b> Bérubé</h1><p>Chef de projet TI / IT Project Manager</p>
       <p class="c">Montréal (QC) H2X 1Y4 · +1 514 555 0163 · jl.berube@example.ca · https://www.linkedin.com/in/jean-luc-b%C3%A9rub%C3%A9/</p>
       <h2>Expérience</h2><h3>Chef de projet — Desjardins, Lévis</h3><p>2018 – aujourd'hui</p>
       <ul><li>Migration de 140 applications vers Azure; budget de 12,4 M$.</li></ul>
       <h3>Analyste d'affaires — CGI, Montréal</h3><p>2013 – 2018</p>
       <h2>Formation</h2><p>B. Ing. génie logiciel, École de technologie supérieure, 2009 – 2013 · PMP 2017</p></main>`,
      'fr-CA',
    ),
  },
  {
    // A Turkish name with dotless ı in both parts; two unlabelled e-mail addresses, a personal one and then the
    // university one; a Turkish mobile.
    file: 'chromium-turkish-dotless-i-two-emails.pdf',
    truth: {
      first: 'Işıl',
      last: 'Yıldırım',
      email: 'isil.yildirim@example.com',
      phone: '+90 533 555 47 12',
      linkedin: 'https://www.linkedin.com/in/isilyildirim',
    },
    page: html(
      `main { padding: 34pt 42pt; } h1 { font-family: 'DejaVu Sans', sans-serif; font-size: 26pt; color: #264653; } .c p { font-size: 9pt; margin: 1pt 0; }
       header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #2a9d8f; padding-bottom: 6pt; }`,
      `<main><header><div><h1>Işıl Yıldırım</h1><p>Research Assistant · Molecular Biology</p></div>
       <div class="c"><p>isil.yildirim@example.com</p><p>isil.yildirim@metu.example.edu.tr</p><p>+90 533 555 47 12</p><p>linkedin.com/in/isilyildirim</p></div></header>
       <h2>Research</h2><h3>Research Assistant — Middle East Technical University, Ankara</h3><p>2021 – present</p>
       <ul><li>CRISPR screens in zebrafish; 3 papers, 1 first-authored (Dev Biol 2023;498:12–24).</li></ul>
       <h2>Education</h2><p>PhD candidate, Molecular Biology and Genetics, METU, 2021 – · BSc Biology, Hacettepe Üniversitesi, 2016 – 2020</p>
       <h2>Languages</h2><p>Türkçe (native), English (C1), Deutsch (A2)</p></main>`,
      'tr',
    ),
  },
  {
    // 'CURRICULUM VITAE OF' on the line above a Polish name in capitals with Ł; labelled contacts.
    file: 'chromium-cv-of-heading-polish-caps.pdf',
    truth: {
      first: 'Michał',
      last: 'Głowacki',
      email: 'michal.glowacki@example.pl',
      phone: '+48 512 555 018',
      linkedin: 'https://www.linkedin.com/in/michal-glowacki-pm',
    },
    page: html(
      `main { padding: 38pt 46pt; } .of { font-size: 10pt; letter-spacing: 0.3em; color: #777; text-align: center; }
       h1 { font-size: 24pt; text-align: center; letter-spacing: 0.1em; margin-top: 2pt; } table { margin: 10pt auto; font-size: 9pt; }
       td { padding: 1pt 6pt; } td.l { color: #777; text-align: right; } h2 { border-bottom: 1px solid #999; }`,
      `<main><p class="of">CURRICULUM VITAE OF</p><h1>MICHAŁ GŁOWACKI</h1><table>
       <tr><td class="l">Phone</td><td>+48 512 555 018</td></tr><tr><td class="l">E-mail</td><td>michal.glowacki@example.pl</td></tr>
       <tr><td class="l">LinkedIn</td><td>linkedin.com/in/michal-glowacki-pm</td></tr><tr><td class="l">Address</td><td>ul. Długa 14/3, 80-827 Gdańsk</td></tr></table>
       <h2>Experience</h2><h3>Project Manager — Remontowa Shipbuilding, Gdańsk</h3><p>2017 – present</p>
       <ul><li>Delivered 4 LNG-powered ferries, PLN 1.2 bn, each within 3 weeks of contract date.</li></ul>
       <h3>Production Engineer — Crist S.A., Gdynia</h3><p>2012 – 2017</p>
       <h2>Education</h2><p>MSc Naval Architecture, Politechnika Gdańska, 2007 – 2012</p></main>`,
    ),
  },
  {
    // A Tamil name written initial-first in the heading ('S. KARTHIKEYAN', the initial standing for the father's
    // name); a personal-details table gives the full name and the father's name; a +91 mobile and a PIN code.
    file: 'chromium-tamil-initial-first-personal-details.pdf',
    truth: {
      first: 'Karthikeyan',
      last: 'Subramanian',
      email: 'karthik.s@example.in',
      phone: '+91 98400 55512',
      linkedin: 'https://www.linkedin.com/in/karthikeyan-subramanian-qa',
    },
    page: html(
      `main { padding: 34pt 42pt; } h1 { font-size: 22pt; color: #6a040f; } .c { font-size: 9pt; margin: 4pt 0 8pt; }
       table { border-collapse: collapse; font-size: 9pt; } td { padding: 1pt 8pt 1pt 0; } h2 { background: #f3e9dc; padding: 2pt 4pt; }`,
      `<main><h1>S. KARTHIKEYAN</h1><p class="c">+91 98400 55512 | karthik.s@example.in | linkedin.com/in/karthikeyan-subramanian-qa | Chennai 600042</p>
       <h2>Career Objective</h2><p>To work as a senior test engineer in a product company where automation skills are valued.</p>
       <h2>Experience</h2><h3>Senior QA Engineer — Zoho Corporation, Chennai</h3><p>Jun 2019 – Present</p>
       <ul><li>Built a Selenium/TestNG suite of 2,400 cases; regression time cut from 3 days to 5 hours.</li></ul>
       <h3>Test Engineer — Cognizant, Coimbatore</h3><p>Jul 2015 – May 2019</p>
       <h2>Education</h2><p>B.E. Electronics and Communication, Anna University, 2011 – 2015 (CGPA 8.1)</p>
       <h2>Personal Details</h2><table><tr><td>Full Name</td><td>: Karthikeyan Subramanian</td></tr>
       <tr><td>Father's Name</td><td>: R. Subramanian</td></tr><tr><td>Date of Birth</td><td>: 12-08-1993</td></tr>
       <tr><td>Languages</td><td>: Tamil, English, Hindi</td></tr></table>
       <h2>Declaration</h2><p>I hereby declare that the above information is true to the best of my knowledge.</p><p>Place: Chennai &nbsp; (S. KARTHIKEYAN)</p></main>`,
    ),
  },
  {
    // A North Indian name written with two joined initials ('A.K. Sharma'); the university e-mail is the only
    // labelled one, a personal address appears unlabelled in the footer.
    file: 'chromium-ak-sharma-labelled-university-email.pdf',
    truth: {
      first: 'A.K.',
      last: 'Sharma',
      email: 'ak.sharma@iitd.example.ac.in',
      phone: '+91 98110 55523',
      linkedin: null,
    },
    page: html(
      `main { padding: 34pt 42pt; min-height: 100vh; position: relative; } h1 { font-size: 24pt; } .l { font-size: 9pt; margin: 6pt 0 10pt; }
       .l b { color: #555; font-weight: normal; } footer { position: absolute; bottom: 24pt; left: 42pt; right: 42pt; font-size: 7.5pt; color: #888;
       border-top: 1px solid #ccc; padding-top: 3pt; }`,
      `<main><h1>A.K. Sharma</h1><p>Postdoctoral Researcher, Department of Civil Engineering, IIT Delhi</p>
       <p class="l"><b>Email:</b> ak.sharma@iitd.example.ac.in &nbsp; <b>Mobile:</b> +91 98110 55523 &nbsp; <b>Office:</b> Block IV, Room 218, Hauz Khas, New Delhi 110016</p>
       <h2>Research Interests</h2><p>Pavement materials, recycled aggregates, life-cycle assessment.</p>
       <h2>Appointments</h2><p>Postdoctoral Researcher, IIT Delhi, 2022 – present</p><p>Research Engineer, CRRI New Delhi, 2016 – 2018</p>
       <h2>Education</h2><p>PhD Civil Engineering, IIT Delhi, 2022 · M.Tech, NIT Kurukshetra, 2016</p>
       <h2>Selected Publications</h2><p>Sharma A.K., Gupta R., Mehta P. (2023). Recycled concrete aggregate in base courses. <i>Constr. Build. Mater.</i> 364, 129–141.</p>
       <footer>A.K. Sharma · aksharma1988@example.com · updated March 2025</footer></main>`,
    ),
  },
  {
    // No name anywhere on the page: it opens with the job title and the contacts; the name is only in the PDF's
    // document title and in the e-mail address.
    file: 'chromium-no-name-on-page-title-metadata.pdf',
    truth: {
      first: null,
      last: null,
      email: 'priya.raman@example.com',
      phone: '(408) 555-0152',
      linkedin: 'https://www.linkedin.com/in/priyaraman-analytics',
    },
    page: html(
      `main { padding: 36pt 44pt; } .role { font-size: 22pt; font-weight: bold; color: #3a0ca3; } .c { font-size: 9pt; margin: 4pt 0 12pt; }
       h2 { color: #3a0ca3; }`,
      `<main><p class="role">Senior Data Analyst</p><p class="c">San Jose, CA 95126 · (408) 555-0152 · priya.raman@example.com · linkedin.com/in/priyaraman-analytics</p>
       <h2>Summary</h2><p>Analyst with seven years in marketplace and subscription analytics; SQL, dbt, Looker, Python.</p>
       <h2>Experience</h2><h3>Senior Data Analyst — Eventbrite, San Francisco, CA</h3><p>2021 – present</p>
       <ul><li>Built the creator-churn model adopted by 3 sales teams; churn down 9 points.</li></ul>
       <h3>Data Analyst — Intuit, Mountain View, CA</h3><p>2017 – 2021</p>
       <h2>Education</h2><p>M.S. Statistics, San José State University, 2017</p></main>`,
      'en',
      'Priya Raman – Resume 2025',
    ),
  },
  {
    // A Swedish resume with a photo captioned with the photographer's name, studio and phone number, placed
    // between the candidate's name and her own contacts.
    file: 'chromium-photo-caption-photographer-name.pdf',
    truth: {
      first: 'Astrid',
      last: 'Nyström',
      email: 'astrid.nystrom@example.se',
      phone: '070-555 12 34',
      linkedin: 'https://www.linkedin.com/in/astridnystrom',
    },
    page: html(
      `main { padding: 32pt 40pt; } header { display: flex; gap: 18pt; align-items: flex-start; } h1 { font-size: 26pt; }
       figure { margin: 0; width: 90pt; } figure img { width: 90pt; height: 112pt; display: block; } figcaption { font-size: 6.5pt; color: #777; margin-top: 2pt; }
       .c { font-size: 9pt; margin-top: 8pt; } h2 { color: #005f73; }`,
      `<main><header><div><h1>Astrid Nyström</h1><p>UX-skribent / UX Writer</p></div>
       <figure><img src="${PHOTO_URI}" alt=""><figcaption>Foto: Johan Berglund, Ateljé Ljus · 08-555 010 20</figcaption></figure></header>
       <p class="c">Telefon 070-555 12 34 · astrid.nystrom@example.se · linkedin.com/in/astridnystrom · Södermalm, 118 26 Stockholm</p>
       <h2>Erfarenhet</h2><h3>UX Writer — Klarna, Stockholm</h3><p>2020 – nu</p>
       <ul><li>Skrev om kassaflödet på 14 språk; avbrutna köp minskade med 6 %.</li></ul>
       <h3>Copywriter — Forsman &amp; Bodenfors, Göteborg</h3><p>2015 – 2020</p>
       <h2>Utbildning</h2><p>Fil. kand. i svenska språket, Stockholms universitet, 2012 – 2015</p></main>`,
      'sv',
    ),
  },
  {
    // An agency's candidate profile: a 'Prepared by' line with the consultant's name, phone and e-mail above the
    // candidate, whose given name is hyphenated; the candidate's own contacts follow.
    file: 'chromium-prepared-by-consultant-hyphenated-given.pdf',
    truth: {
      first: 'Hannah-Louise',
      last: 'Price',
      email: 'hannahlouise.price@example.co.uk',
      phone: '07700 900624',
      linkedin: null,
    },
    page: html(
      `main { padding: 30pt 40pt; } .prep { font-size: 8.5pt; color: #555; background: #f1f1f1; padding: 5pt 8pt; margin-bottom: 14pt; }
       h1 { font-size: 24pt; } .c { font-size: 9pt; margin: 4pt 0 10pt; } h2 { color: #9d0208; }`,
      `<main><p class="prep">Candidate profile prepared by Daniel Foster, Senior Consultant, Brightpath Recruitment Ltd · 020 7946 0455 · daniel.foster@brightpath.example.com · Ref. BP-20731</p>
       <h1>Hannah-Louise Price</h1><p>Paralegal — Commercial Property</p>
       <p class="c">Leeds LS6 · 07700 900624 · hannahlouise.price@example.co.uk</p>
       <h2>Profile</h2><p>Paralegal with five years in commercial property: leases, licences and portfolio sales.</p>
       <h2>Experience</h2><h3>Senior Paralegal — Walker Morris LLP, Leeds</h3><p>2021 – present</p>
       <ul><li>Manages 60+ lease files; completed a 212-unit portfolio sale for a REIT client.</li></ul>
       <h3>Paralegal — Irwin Mitchell, Sheffield</h3><p>2019 – 2021</p>
       <h2>Education</h2><p>LPC, University of Law, 2019 · LLB, University of Leeds, 2015 – 2018</p></main>`,
    ),
  },
  {
    // The contacts in a narrow right-hand table cell where the phone number breaks over two lines (a line break
    // after the exchange); a ZIP code on the line under it.
    file: 'chromium-phone-broken-narrow-cell.pdf',
    truth: {
      first: 'Marisol',
      last: 'Quintero',
      email: 'mquintero@example.com',
      phone: '(646) 555-0179',
      linkedin: 'https://www.linkedin.com/in/marisolquintero',
    },
    page: html(
      `main { padding: 32pt 40pt; } table.h { width: 100%; border-collapse: collapse; } td { vertical-align: top; }
       td.n h1 { font-size: 28pt; color: #2b2d42; } td.c { width: 70pt; font-size: 8.5pt; border-left: 2px solid #ef233c; padding-left: 6pt; }`,
      `<main><table class="h"><tr><td class="n"><h1>Marisol Quintero</h1><p>Bilingual Social Worker, LMSW</p></td>
       <td class="c"><p>(646) 555-<br>0179</p><p>New York, NY<br>10031</p><p>mquintero@<br>example.com</p><p>linkedin.com/in/<br>marisolquintero</p></td></tr></table>
       <h2>Experience</h2><h3>Social Worker — NYC Administration for Children's Services, Bronx</h3><p>2019 – present</p>
       <ul><li>Caseload of 18 families; 92% reunification plans on schedule.</li></ul>
       <h3>Case Manager — Catholic Charities, Manhattan</h3><p>2016 – 2019</p>
       <h2>Education</h2><p>MSW, Columbia University, 2016 · NYS LMSW License #087123</p></main>`,
    ),
  },
  {
    // A US-style resume (city, state and ZIP; US dates) of a candidate whose only phone is a British mobile; a
    // GitHub repository named 'linkedin-job-scraper' in the projects and no LinkedIn profile.
    file: 'chromium-us-resume-uk-mobile-github-linkedin-repo.pdf',
    truth: {
      first: 'Tobias',
      last: 'Whitfield',
      email: 'tobias.whitfield@example.com',
      phone: '+44 7700 900872',
      linkedin: null,
    },
    page: html(
      `main { padding: 32pt 42pt; } h1 { font-size: 22pt; text-align: center; } .c { text-align: center; font-size: 9pt; margin: 3pt 0 10pt; }
       h2 { border-bottom: 1px solid #000; }`,
      `<main><h1>Tobias Whitfield</h1><p class="c">Austin, TX 78702 (relocating 08/2025) · +44 7700 900872 · tobias.whitfield@example.com · github.com/twhitfield</p>
       <h2>Experience</h2><h3>Software Engineer II — Monzo Bank, London, UK</h3><p>03/2021 – Present</p>
       <ul><li>Payments ledger in Go; 40M transactions/day at 99.99% availability.</li></ul>
       <h3>Software Engineer — Indeed, Austin, TX</h3><p>06/2018 – 02/2021</p>
       <h2>Projects</h2><p>github.com/twhitfield/linkedin-job-scraper — collects job postings into SQLite; 850 stars.</p>
       <h2>Education</h2><p>B.S. Computer Science, The University of Texas at Austin, 2014 – 2018</p></main>`,
    ),
  },
  {
    // A Polish nickname in brackets between the given name and the surname; a legacy LinkedIn public-profile address
    // (linkedin.com/pub/…/4b/7a2/91c).
    file: 'chromium-nickname-brackets-legacy-pub-linkedin.pdf',
    truth: {
      first: 'Katarzyna',
      last: 'Kowalczyk',
      email: 'kasia.kowalczyk@example.com',
      phone: '(773) 555-0106',
      linkedin: 'https://www.linkedin.com/pub/katarzyna-kowalczyk/4b/7a2/91c',
    },
    page: html(
      `main { padding: 34pt 42pt; } h1 { font-size: 24pt; color: #5f0f40; } .c { font-size: 8.5pt; margin: 5pt 0 10pt; }`,
      `<main><h1>Katarzyna (Kasia) Kowalczyk</h1><p>Clinical Pharmacist, PharmD</p>
       <p class="c">Chicago, IL 60630 · (773) 555-0106 · kasia.kowalczyk@example.com · http://www.linkedin.com/pub/katarzyna-kowalczyk/4b/7a2/91c</p>
       <h2>Experience</h2><h3>Clinical Pharmacist, Oncology — Rush University Medical Center, Chicago, IL</h3><p>2015 – present</p>
       <ul><li>Verifies 140 chemotherapy orders a day; led the 2019 USP &lt;800&gt; compliance project.</li></ul>
       <h3>Staff Pharmacist — Walgreens, Skokie, IL</h3><p>2011 – 2015</p>
       <h2>Education</h2><p>PharmD, University of Illinois Chicago, 2011 · BCOP 2016</p></main>`,
    ),
  },
  {
    // The e-mail address in capitals; a portfolio URL whose path contains 'linkedin' (a LinkedIn rebrand case study)
    // printed before the real profile.
    file: 'chromium-caps-email-portfolio-linkedin-path.pdf',
    truth: {
      first: 'Marcus',
      last: 'Oyelaran',
      email: 'marcus.oyelaran@example.com',
      phone: '404.555.0127',
      linkedin: 'https://www.linkedin.com/in/marcus-oyelaran',
    },
    page: html(
      `main { padding: 34pt 42pt; } h1 { font-size: 30pt; font-weight: 300; } .c p { font-size: 9pt; margin: 1pt 0; } h2 { color: #ff006e; }`,
      `<main><h1>Marcus Oyelaran</h1><p>Brand Designer</p><div class="c"><p>404.555.0127 · MARCUS.OYELARAN@EXAMPLE.COM · Atlanta, GA</p>
       <p>Case study: marcusoyelaran.example.com/work/linkedin-brand-refresh</p><p>Profile: linkedin.com/in/marcus-oyelaran</p></div>
       <h2>Experience</h2><h3>Senior Brand Designer — Mailchimp, Atlanta, GA</h3><p>2019 – present</p>
       <ul><li>Led the 2022 identity refresh across 9 products and 30 markets.</li></ul>
       <h3>Designer — Huge, Brooklyn, NY</h3><p>2015 – 2019</p>
       <h2>Education</h2><p>BFA Graphic Design, Savannah College of Art and Design, 2011 – 2015</p></main>`,
    ),
  },
  {
    // An Irish 'Mc' surname with its small c inside a heading otherwise in capitals; LinkedIn written without a
    // scheme and without 'www.' on the ie. subdomain; an Irish mobile without a country code.
    file: 'chromium-mcgrath-mixed-caps-linkedin-subdomain-no-www.pdf',
    truth: {
      first: 'Rory',
      last: 'McGrath',
      email: 'rory.mcgrath@example.ie',
      phone: '086 555 0148',
      linkedin: 'https://www.linkedin.com/in/rorymcgrath',
    },
    page: html(
      `main { padding: 36pt 44pt; } h1 { font-size: 28pt; letter-spacing: 0.05em; color: #386641; } .c { font-size: 9pt; margin: 4pt 0 10pt; }`,
      `<main><h1>RORY McGRATH</h1><p>Agricultural Engineer</p><p class="c">Athlone, Co. Westmeath N37 · 086 555 0148 · rory.mcgrath@example.ie · ie.linkedin.com/in/rorymcgrath</p>
       <h2>Experience</h2><h3>Design Engineer — McHale Engineering, Ballinrobe</h3><p>2018 – present</p>
       <ul><li>Baler chamber redesign; warranty claims down 27% over 3 seasons.</li></ul>
       <h3>Graduate Engineer — Keenan, Borris</h3><p>2016 – 2018</p>
       <h2>Education</h2><p>BE Biosystems Engineering, University College Dublin, 2012 – 2016</p></main>`,
    ),
  },
];

// ---------- DOCX ----------

const linkRun = (url: string, text: string) =>
  new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });
const cell = (children: Paragraph[], width: number, fill?: string) =>
  new TableCell({
    children,
    width: { size: width, type: WidthType.PERCENTAGE },
    shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill } : undefined,
  });
const table = (rows: TableCell[][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });
const labelRows = (rows: [string, string][]) =>
  table(rows.map(([label, value]) => [cell([para(label, { color: '666666' })], 30), cell([para(value)], 70)]));

const docxs: DocxFixture[] = [
  {
    // The file's author and last editor (an agency typist) and its title differ from the candidate named on the page;
    // the e-mail written as 'name(at)domain.com'.
    file: 'docx-metadata-author-typist-at-in-brackets.docx',
    truth: {
      first: 'Oluwaseun',
      last: 'Adebayo',
      email: 'oluwaseun.adebayo@example.com',
      phone: '+44 7700 900735',
      linkedin: 'https://www.linkedin.com/in/oluwaseun-adebayo',
    },
    doc: () =>
      new Document({
        creator: 'Karen Whitlock',
        lastModifiedBy: 'Karen Whitlock',
        title: 'CV - final v3 (KW formatted)',
        sections: [
          {
            children: [
              para('Oluwaseun Adebayo', { bold: true, size: 40 }),
              para('Senior Mechanical Design Engineer', { size: 24, color: '555555' }),
              para(
                'Milton Keynes MK9 · +44 7700 900735 · oluwaseun.adebayo(at)example.com · linkedin.com/in/oluwaseun-adebayo',
                {
                  size: 18,
                },
              ),
              heading('Profile'),
              para('Chartered engineer (IMechE) with nine years designing powertrain cooling systems for motorsport.'),
              heading('Experience'),
              ...lines([
                'Senior Design Engineer, Red Bull Powertrains, Milton Keynes — 2021 to present',
                'Design Engineer, Cosworth, Northampton — 2016 to 2021',
              ]),
              heading('Education'),
              para('MEng Mechanical Engineering, University of Nottingham, 2011 – 2016'),
            ],
          },
        ],
      }),
  },
  {
    // No name on the page (it opens with the job title and labelled contacts); the name is only in the document's
    // title and author properties and in the e-mail address.
    file: 'docx-no-name-on-page-metadata-only.docx',
    truth: {
      first: null,
      last: null,
      email: 'tomasz.zielinski@example.pl',
      phone: '+48 601 555 872',
      linkedin: null,
    },
    doc: () =>
      new Document({
        creator: 'Tomasz Zieliński',
        title: 'Tomasz Zieliński - CV',
        subject: 'Logistics Coordinator application',
        sections: [
          {
            children: [
              para('LOGISTICS COORDINATOR', { bold: true, size: 32, color: '1F4E79' }),
              para('Warehouse & transport planning · SAP EWM · Polish / English / German', { size: 20 }),
              labelRows([
                ['Phone', '+48 601 555 872'],
                ['E-mail', 'tomasz.zielinski@example.pl'],
                ['Location', 'Poznań 61-001, Poland'],
              ]),
              heading('Experience'),
              ...lines([
                'Logistics Coordinator, Raben Logistics Polska, Gądki — 2019 to present',
                'Plans 320 FTL loads a week for 4 automotive clients; empty kilometres down 11%.',
                'Dispatcher, DB Schenker, Poznań — 2015 to 2019',
              ]),
              heading('Education'),
              para('Licencjat, Logistics, Poznań University of Economics and Business, 2011 – 2015'),
            ],
          },
        ],
      }),
  },
  {
    // A nickname in brackets before a hyphenated Ghanaian surname; an office number with an extension above a
    // labelled mobile, which is the one to call.
    file: 'docx-nickname-brackets-office-extension-mobile.docx',
    truth: {
      first: 'Elizabeth',
      last: 'Ansah-Mensah',
      email: 'liz.ansahmensah@example.com.gh',
      phone: '+233 24 555 0178',
      linkedin: 'https://www.linkedin.com/in/liz-ansah-mensah',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [run('Elizabeth (Liz) Ansah-Mensah', { bold: true, size: 36 })],
              }),
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [run('Head of Procurement', { size: 22, color: '7F6000' })],
              }),
              ...lines([
                'Office: +233 30 555 0142 ext. 210',
                'Mobile: +233 24 555 0178',
                'Email: liz.ansahmensah@example.com.gh',
                'LinkedIn: linkedin.com/in/liz-ansah-mensah',
                'Address: 14 Liberation Road, Airport Residential Area, Accra GA-145-6782',
              ]),
              heading('Experience'),
              ...lines([
                'Head of Procurement, Ghana Cocoa Board, Accra — 2018 to present',
                'Category spend of GH₵ 410 million; 63 framework agreements renewed.',
                'Procurement Officer, Tullow Oil Ghana, Takoradi — 2012 to 2018',
              ]),
              heading('Education'),
              para('MBA, University of Ghana Business School, 2014 · MCIPS 2016'),
            ],
          },
        ],
      }),
  },
  {
    // An Italian name in capitals with a lower-case 'della'; contacts in a shaded band; a +39 mobile.
    file: 'docx-caps-della-rovere-shaded-band.docx',
    truth: {
      first: 'Ludovica',
      last: 'della Rovere',
      email: 'ludovica.dellarovere@example.it',
      phone: '+39 347 555 0192',
      linkedin: 'https://www.linkedin.com/in/ludovicadellarovere',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('LUDOVICA della ROVERE', { bold: true, size: 40, color: '5B2333' }),
              para('Restauratrice di beni culturali / Paintings Conservator', { italics: true, size: 22 }),
              table([
                [
                  cell(
                    [
                      para(
                        'Via dei Servi 21, 50122 Firenze · +39 347 555 0192 · ludovica.dellarovere@example.it · linkedin.com/in/ludovicadellarovere',
                        { size: 18 },
                      ),
                    ],
                    100,
                    'F2E6E9',
                  ),
                ],
              ]),
              heading('Esperienza'),
              ...lines([
                'Restauratrice, Opificio delle Pietre Dure, Firenze — 2017 – oggi',
                'Restauro di 11 tavole del Quattrocento; direzione di un cantiere di 6 persone.',
                'Assistente restauratrice, Musei Vaticani, Roma — 2013 – 2017',
              ]),
              heading('Formazione'),
              para('Laurea magistrale a ciclo unico in Conservazione e Restauro, Università di Torino, 2008 – 2013'),
            ],
          },
        ],
      }),
  },
  {
    // 'BRENNAN, Aoife' (surname first, in capitals) in a two-column table; labelled university and personal e-mails,
    // the university one first; an Irish mobile.
    file: 'docx-surname-comma-given-two-labelled-emails.docx',
    truth: {
      first: 'Aoife',
      last: 'Brennan',
      email: 'aoife.brennan@example.ie',
      phone: '083 555 0129',
      linkedin: 'https://www.linkedin.com/in/aoifebrennan-vet',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              table([
                [
                  cell([para('BRENNAN, Aoife', { bold: true, size: 36 }), para('Veterinary Surgeon (MVB)')], 55),
                  cell(
                    lines([
                      'University email: a.brennan@ucd.example.ie',
                      'Personal email: aoife.brennan@example.ie',
                      'Mobile: 083 555 0129',
                      'LinkedIn: linkedin.com/in/aoifebrennan-vet',
                    ]),
                    45,
                  ),
                ],
              ]),
              heading('Clinical Experience'),
              ...lines([
                'Small Animal Intern, UCD Veterinary Hospital, Dublin — 2023 to present',
                'Mixed-practice extern, Riverside Veterinary Clinic, Mullingar — 2022',
              ]),
              heading('Education'),
              para('MVB Veterinary Medicine, University College Dublin, 2018 – 2023'),
            ],
          },
        ],
      }),
  },
  {
    // An Irish name in capitals with a fada and an O' surname; the phone written with a space inside the country
    // code ('+ 353').
    file: 'docx-caps-oconnor-plus-space-353.docx',
    truth: {
      first: 'Dónal',
      last: "O'Connor",
      email: 'donal.oconnor@example.ie',
      phone: '+353 87 555 0191',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para("DÓNAL O'CONNOR", { bold: true, size: 36 }),
              para('Site Manager — Civil Engineering', { size: 22 }),
              para('Tel: + 353 87 555 0191  |  Email: donal.oconnor@example.ie  |  Tralee, Co. Kerry V92', {
                size: 18,
              }),
              heading('Experience'),
              ...lines([
                'Site Manager, John Paul Construction, Cork — 2017 to present',
                'N22 Ballyvourney bypass, €120M: 22 km of dual carriageway delivered with zero lost-time injuries.',
                'Site Engineer, BAM Ireland, Kildare — 2011 to 2017',
              ]),
              heading('Qualifications'),
              para('BEng Civil Engineering, Munster Technological University, 2007 – 2011 · Safe Pass, CSCS'),
            ],
          },
        ],
      }),
  },
  {
    // A hyphenated given name in capitals; the phone broken by a line break in the middle of the number.
    file: 'docx-caps-anne-marie-phone-line-break.docx',
    truth: {
      first: 'Anne-Marie',
      last: 'Gauthier',
      email: 'annemarie.gauthier@example.ca',
      phone: '+1 418 555 0163',
      linkedin: 'https://www.linkedin.com/in/annemariegauthier',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('ANNE-MARIE GAUTHIER', { bold: true, size: 40, color: '0B3C5D' }),
              para('Infirmière praticienne spécialisée / Nurse Practitioner', { size: 22 }),
              new Paragraph({
                children: [
                  run('Québec (QC) G1R 2J6 · annemarie.gauthier@example.ca · Tél. +1 418 555', { size: 18 }),
                  new TextRun({ text: '0163 · linkedin.com/in/annemariegauthier', break: 1, size: 18 }),
                ],
              }),
              heading('Expérience'),
              ...lines([
                'IPS en soins de première ligne, CIUSSS de la Capitale-Nationale — 2019 à aujourd’hui',
                'Suivi de 1 100 patients; 18 consultations par jour.',
                'Infirmière clinicienne, CHU de Québec – Université Laval — 2012 à 2019',
              ]),
              heading('Formation'),
              para('Maîtrise en sciences infirmières (IPSPL), Université Laval, 2019'),
            ],
          },
        ],
      }),
  },
  {
    // A Polish name with ł in both parts; a legacy LinkedIn public-profile address on the pl. subdomain.
    file: 'docx-polish-l-legacy-pub-linkedin.docx',
    truth: {
      first: 'Paweł',
      last: 'Michałowski',
      email: 'pawel.michalowski@example.pl',
      phone: '+48 698 555 214',
      linkedin: 'https://www.linkedin.com/pub/pawel-michalowski/23/b41/7a9',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Paweł Michałowski', { bold: true, size: 38 }),
              para('Inżynier automatyk / Automation Engineer', { size: 22 }),
              ...lines([
                'tel. +48 698 555 214',
                'pawel.michalowski@example.pl',
                'pl.linkedin.com/pub/pawel-michalowski/23/b41/7a9',
                'ul. Piotrkowska 120/5, 90-006 Łódź',
              ]),
              heading('Doświadczenie'),
              ...lines([
                'Inżynier automatyk, ABB Sp. z o.o., Łódź — 2016 – obecnie',
                'Uruchomienia linii pakujących PLC S7-1500; 42 projekty w 9 krajach.',
                'Technik utrzymania ruchu, Dell Products Poland, Łódź — 2011 – 2016',
              ]),
              heading('Wykształcenie'),
              para('Mgr inż. Automatyka i Robotyka, Politechnika Łódzka, 2006 – 2011'),
            ],
          },
        ],
      }),
  },
  {
    // 'CURRICULUM VITAE OF' over a Tamil name written initial-first ('K. PRIYADARSHINI'); a details table gives
    // 'Name in full' with the father's name as the surname; a '+91-' mobile.
    file: 'docx-cv-of-initial-first-name-in-full.docx',
    truth: {
      first: 'Priyadarshini',
      last: 'Krishnan',
      email: 'priyadarshini.k@example.in',
      phone: '+91-94440-55531',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ alignment: AlignmentType.CENTER, children: [run('CURRICULUM VITAE OF', { size: 20 })] }),
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [run('K. PRIYADARSHINI', { bold: true, size: 36 })],
              }),
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [run('Mobile: +91-94440-55531  |  E-mail: priyadarshini.k@example.in', { size: 18 })],
              }),
              heading('Objective'),
              para('Seeking a position as an assistant professor of mathematics in an engineering college.'),
              heading('Teaching Experience'),
              ...lines([
                'Assistant Professor, PSG College of Technology, Coimbatore — 2018 to present',
                'Guest Lecturer, Government Arts College, Salem — 2016 to 2018',
              ]),
              heading('Personal Details'),
              labelRows([
                ['Name in full', 'Priyadarshini Krishnan'],
                ["Father's name", 'S. Krishnan'],
                ['Date of birth', '03-02-1991'],
                ['Address', '12, Gandhi Nagar, Saibaba Colony, Coimbatore 641011'],
              ]),
              para('Place: Coimbatore                                        (K. PRIYADARSHINI)'),
            ],
          },
        ],
      }),
  },
  {
    // A photo with a studio caption naming the photographer (and the studio's phone) under it, then the candidate's
    // name and contacts.
    file: 'docx-photo-caption-photographer.docx',
    truth: {
      first: 'Adaeze',
      last: 'Nwankwo',
      email: 'adaeze.nwankwo@example.com',
      phone: '(832) 555-0117',
      linkedin: 'https://www.linkedin.com/in/adaeze-nwankwo',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({
                children: [new ImageRun({ type: 'png', data: PHOTO, transformation: { width: 96, height: 120 } })],
              }),
              para('Photo: Emeka Okoro Studios, Houston · (713) 555-0190', {
                italics: true,
                size: 14,
                color: '888888',
              }),
              para('Adaeze Nwankwo', { bold: true, size: 38 }),
              para('Petroleum Engineer', { size: 22, color: '8B5E34' }),
              para('Houston, TX 77042 · (832) 555-0117 · adaeze.nwankwo@example.com · linkedin.com/in/adaeze-nwankwo', {
                size: 18,
              }),
              heading('Experience'),
              ...lines([
                'Reservoir Engineer, Occidental Petroleum, Houston, TX — 2017 to present',
                'Waterflood redesign in the Permian: +1,900 bopd across 46 wells.',
                'Field Engineer, Schlumberger, Midland, TX — 2013 to 2017',
              ]),
              heading('Education'),
              para('M.S. Petroleum Engineering, Texas A&M University, 2013 · PE (Texas) No. 131245'),
            ],
          },
        ],
      }),
  },
  {
    // A GitHub repository named 'linkedin-profile-parser' in the contact lines above the linked word 'LinkedIn'
    // that leads to the real profile.
    file: 'docx-github-linkedin-repo-then-linked-word.docx',
    truth: {
      first: 'Ravi',
      last: 'Menon',
      email: 'ravi.menon.dev@example.com',
      phone: '+1 (669) 555-0124',
      linkedin: 'https://www.linkedin.com/in/ravimenon-dev',
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('Ravi Menon', { bold: true, size: 40 }),
              para('Machine Learning Engineer · NLP', { size: 22 }),
              para('Sunnyvale, CA 94086 · +1 (669) 555-0124 · ravi.menon.dev@example.com', { size: 18 }),
              para('Open source: github.com/ravi-menon/linkedin-profile-parser (résumé and profile field extraction)', {
                size: 18,
              }),
              new Paragraph({
                children: [
                  run('Profiles: ', { size: 18 }),
                  linkRun('https://www.linkedin.com/in/ravimenon-dev/', 'LinkedIn'),
                  run(' · ', { size: 18 }),
                  linkRun('https://github.com/ravi-menon', 'GitHub'),
                ],
              }),
              heading('Experience'),
              ...lines([
                'ML Engineer, Workday, Pleasanton, CA — 2021 to present',
                'Entity extraction for 12M documents a month; F1 up from 0.81 to 0.93.',
                'Data Scientist, Infosys, Bengaluru — 2016 to 2019',
              ]),
              heading('Education'),
              para('M.S. Computer Science, University of Southern California, 2019 – 2021'),
            ],
          },
        ],
      }),
  },
  {
    // A nickname in double quotes at a call centre whose toll-free number is lettered ('1-800-GO-TIRES'); the
    // candidate's own number under his name.
    file: 'docx-nickname-quotes-call-centre-1800-letters.docx',
    truth: {
      first: 'William',
      last: 'Tsosie',
      email: 'billy.tsosie@example.com',
      phone: '(602) 555-0138',
      linkedin: null,
    },
    doc: () =>
      new Document({
        sections: [
          {
            children: [
              para('William “Billy” Tsosie', { bold: true, size: 36 }),
              para('Customer Service Team Lead', { size: 22 }),
              para('Phoenix, AZ 85008 | (602) 555-0138 | billy.tsosie@example.com', { size: 18 }),
              heading('Experience'),
              ...lines([
                'Team Lead, Desert Tire & Auto Contact Center (1-800-GO-TIRES), Tempe, AZ — 2019 to present',
                'Leads 16 agents handling 2,300 calls a week; first-call resolution 87%.',
                'Agent, Sun Valley Wireless (call 1-888-555-0100 for support), Phoenix, AZ — 2015 to 2019',
              ]),
              heading('Education'),
              para('A.A.S. Business Management, Phoenix College, 2013 – 2015'),
              heading('Languages'),
              para('English, Diné (Navajo)'),
            ],
          },
        ],
      }),
  },
];

// ---------- TXT ----------

const CP1252: Record<string, number> = { '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, '•': 0x95 };
/** Windows-1254 (Turkish): Windows-1252 with Ğ, İ, Ş, ğ, ı and ş in place of Ð, Ý, Þ, ð, ý and þ. */
const CP1254: Record<string, number> = { ...CP1252, Ğ: 0xd0, İ: 0xdd, Ş: 0xde, ğ: 0xf0, ı: 0xfd, ş: 0xfe };
const singleByte = (table: Record<string, number>) => (text: string) =>
  Buffer.from([...text].map((ch) => table[ch] ?? (ch.charCodeAt(0) <= 0xff ? ch.charCodeAt(0) : 0x3f)));
const windows1252 = singleByte(CP1252);
const windows1254 = singleByte(CP1254);

const txts: TxtFixture[] = [
  {
    // Text pasted from a two-column PDF: the long e-mail address was broken over two lines by the narrow contact
    // column, with the rest of the column running on after it.
    file: 'txt-pdf-paste-email-broken-two-lines.txt',
    truth: {
      first: 'Rebecca',
      last: 'Thornton-White',
      email: 'rebecca.thorntonwhite@example.com',
      phone: '(503) 555-0121',
      linkedin: 'https://www.linkedin.com/in/rebeccathorntonwhite',
    },
    text: `Rebecca Thornton-White
Landscape Architect, PLA

CONTACT                     PROFILE
(503) 555-0121              Licensed landscape architect with eleven
rebecca.thorntonwhite@exa   years of public parks and green
mple.com                    infrastructure work in the Pacific Northwest.
Portland, OR 97214
linkedin.com/in/            EXPERIENCE
rebeccathorntonwhite        Senior Landscape Architect, Mayer/Reed,
                            Portland, OR — 2018 to present
SKILLS                      • Led the $14M Willamette Greenway extension.
AutoCAD Civil 3D            Landscape Designer, Walker Macy, Portland,
Rhino + Lumion              OR — 2013 to 2018
Stormwater design
                            EDUCATION
                            MLA, University of Oregon, 2011 – 2013
`,
    encode: utf8,
  },
  {
    // A Finnish CV with the e-mail written as 'name(at)domain.fi', as Finnish university and public-sector pages do;
    // a +358 mobile and a postcode.
    file: 'txt-finnish-at-in-brackets.txt',
    truth: {
      first: 'Kaisa',
      last: 'Virtanen',
      email: 'kaisa.virtanen@example.fi',
      phone: '+358 40 555 0123',
      linkedin: 'https://www.linkedin.com/in/kaisavirtanen',
    },
    text: `ANSIOLUETTELO

Kaisa Virtanen
Tietoturva-asiantuntija / Security Specialist

Puhelin: +358 40 555 0123
Sähköposti: kaisa.virtanen(at)example.fi
LinkedIn: linkedin.com/in/kaisavirtanen
Osoite: Hämeentie 33 B 14, 00500 Helsinki

TYÖKOKEMUS
2020 –      Tietoturva-asiantuntija, Nordea, Helsinki
            SOC-tiimin vetäjä, 7 analyytikkoa; 1 200 hälytystä viikossa.
2016–2020   Järjestelmäasiantuntija, Elisa Oyj, Espoo

KOULUTUS
2011–2016   Diplomi-insinööri, Aalto-yliopisto, tietotekniikka

KIELET
suomi (äidinkieli), englanti (C1), ruotsi (B1)
`,
    encode: utf8Bom,
  },
  {
    // A resume wrapped at 40 columns by an e-mail client, which broke the phone number over two lines.
    file: 'txt-wrapped-40-columns-phone-broken.txt',
    truth: {
      first: 'Gideon',
      last: 'Marsh',
      email: 'gideon.marsh@example.com',
      phone: '+1 (503) 555-0172',
      linkedin: null,
    },
    text: crlf(`GIDEON MARSH
Electrician (Journeyman) - Salem, OR
97301 - gideon.marsh@example.com - +1
(503) 555-0172

SUMMARY
Licensed journeyman electrician with 9
years in commercial tenant improvements
and solar installs. Oregon license
#E-12345J.

EXPERIENCE
Journeyman Electrician, Christenson
Electric, Portland, OR - 2019 to present
- Foreman on 14 TI projects up to
  $2.1M; zero recordables since 2021.
Apprentice, Sturgeon Electric, Salem, OR
- 2015 to 2019

EDUCATION
NJATC Inside Wireman Apprenticeship,
2015 - 2019
`),
    encode: utf8,
  },
  {
    // Windows-1254: a Turkish CV with the name as 'Soyadı, Adı' (surname, given name) labels, dotless ı, ş and ğ,
    // and a +90 mobile.
    file: 'txt-windows1254-turkish-surname-given-labels.txt',
    truth: {
      first: 'Barış',
      last: 'Aydın',
      email: 'baris.aydin@example.com.tr',
      phone: '+90 542 555 18 27',
      linkedin: 'https://www.linkedin.com/in/barisaydin-muhendis',
    },
    text: crlf(`ÖZGEÇMİŞ

Soyadı, Adı : AYDIN, Barış
Doğum Tarihi: 09.04.1990
Cep Telefonu: +90 542 555 18 27
E-posta     : baris.aydin@example.com.tr
LinkedIn    : linkedin.com/in/barisaydin-muhendis
Adres       : Çankaya Mah. Atatürk Bulvarı No: 45/7, 06420 Ankara

İŞ DENEYİMİ
2018 – halen   Makine Mühendisi, TUSAŞ, Ankara
               Kompozit kalıp tasarımı; 38 parça seri üretime geçti.
2013 – 2018    Tasarım Mühendisi, Ford Otosan, Gölcük

EĞİTİM
2009 – 2013    Makine Mühendisliği, Orta Doğu Teknik Üniversitesi

YABANCI DİL
İngilizce (ileri), Almanca (başlangıç)
`),
    encode: windows1254,
  },
  {
    // Windows-1252: a double-barrelled Irish surname in capitals with 'Mc' and an O' joined by a hyphen, with a
    // typographic apostrophe; a UK mobile and a referee's number.
    file: 'txt-windows1252-caps-mccarthy-odwyer.txt',
    truth: {
      first: 'Niamh',
      last: "McCarthy-O'Dwyer",
      email: 'niamh.mccarthyodwyer@example.co.uk',
      phone: '07700 900447',
      linkedin: 'https://www.linkedin.com/in/niamh-mccarthy-odwyer',
    },
    text: crlf(`NIAMH MCCARTHY-O’DWYER
Midwife (Band 7) • NMC registered

07700 900447 • niamh.mccarthyodwyer@example.co.uk • linkedin.com/in/niamh-mccarthy-odwyer
Liverpool L17

EXPERIENCE
2019 – present   Delivery Suite Coordinator, Liverpool Women’s NHS Foundation Trust
                 Coordinates a 22-room suite; 8,000 births a year.
2013 – 2019      Midwife, Royal Jubilee Maternity Service, Belfast

EDUCATION
BSc (Hons) Midwifery, Queen’s University Belfast, 2010 – 2013

REFEREE
Ms Gráinne Doherty, Head of Midwifery – 0151 555 0702 (on request)
`),
    encode: windows1252,
  },
  {
    // A US resume with a work number with an extension first and a labelled cell second (the cell is the one to
    // call); a hyphenated surname.
    file: 'txt-work-extension-then-cell.txt',
    truth: {
      first: 'Rosa',
      last: 'Delgado-Whitman',
      email: 'rosa.dw@example.com',
      phone: '917-555-0140',
      linkedin: 'https://www.linkedin.com/in/rosadelgadowhitman',
    },
    text: `Rosa Delgado-Whitman
Compliance Officer, CAMS

Work: 212-555-0193 x4402   Cell: 917-555-0140
rosa.dw@example.com | linkedin.com/in/rosadelgadowhitman | Jersey City, NJ 07302

PROFESSIONAL EXPERIENCE
Vice President, AML Compliance - Brookfield Savings Bank, New York, NY (2018 - Present)
  * Oversees 40 analysts; SAR backlog cleared from 1,150 to 0 in nine months.
Compliance Analyst - Hudson Trust Company, Newark, NJ (2013 - 2018)

EDUCATION
B.A. Economics, Rutgers University, 2009 - 2013
`,
    encode: utf8,
  },
  {
    // Labelled university and personal e-mail addresses, both in capitals, the university one first; a hyphenated
    // given name; a Rwandan mobile; UTF-16LE with a BOM.
    file: 'txt-utf16le-two-labelled-emails-caps.txt',
    truth: {
      first: 'Jean-Baptiste',
      last: 'Nkurunziza',
      email: 'jb.nkurunziza@example.com',
      phone: '+250 788 555 019',
      linkedin: null,
    },
    text: crlf(`JEAN-BAPTISTE NKURUNZIZA
MSc candidate, Public Health

University e-mail: JB.NKURUNZIZA@UR.EXAMPLE.AC.RW
Personal e-mail:   JB.NKURUNZIZA@EXAMPLE.COM
Phone:             +250 788 555 019
Kigali, Rwanda

EXPERIENCE
2021 – present  Data Officer, Rwanda Biomedical Centre, Kigali
                Malaria surveillance dashboards for 30 districts.
2018 – 2021     Field Supervisor, Partners In Health, Rwinkwavu

EDUCATION
2023 – 2025     MSc Epidemiology, University of Rwanda
2014 – 2018     BSc Biomedical Laboratory Sciences, University of Rwanda
`),
    encode: utf16leBom,
  },
  {
    // An agency's 'Prepared by' line with the consultant's name, direct line and e-mail above the candidate; the
    // candidate's name with ë and a LinkedIn handle percent-encoded as copied from the address bar.
    file: 'txt-prepared-by-agency-encoded-linkedin.txt',
    truth: {
      first: 'Zoë',
      last: 'Ferrand',
      email: 'zoe.ferrand@example.co.uk',
      phone: '07700 900 253',
      linkedin: 'https://www.linkedin.com/in/zo%C3%AB-ferrand',
    },
    text: `Prepared by: Sarah Collins, Principal Consultant – Harbour Talent Partners
Direct: 0117 496 0781 | sarah.collins@harbourtalent.example.com | Candidate ref HT-5521
------------------------------------------------------------------------

Zoë Ferrand
Senior Product Manager

Bristol BS8 · 07700 900 253 · zoe.ferrand@example.co.uk
https://www.linkedin.com/in/zo%C3%AB-ferrand/

EXPERIENCE
Senior Product Manager, OVO Energy, Bristol — 2021 to present
  - Smart-meter onboarding: activation up from 71% to 88%.
Product Manager, Just Eat, London — 2017 to 2021

EDUCATION
BSc Economics, University of Exeter, 2013 – 2016
`,
    encode: utf8,
  },
];

// The kit's types say every fixture names somebody; these do not always, and expected.json takes the nulls as given.
await writeResumeFixtures(OUT, pdfs, docxs, txts);
