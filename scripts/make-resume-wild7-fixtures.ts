/**
 * Writes the wild7 fixtures under tests/fixtures/resumes/wild7: a blind batch of 40 resumes that carry OTHER people's
 * names and contacts beside the candidate's own, the way real files carry them, which the earlier batches (layout,
 * varied, fresh, wild, wild2 … wild6) have only here and there: cover letters first, addressed to a hiring manager
 * with her title, company address, phone and e-mail; recruitment agencies' branded CVs with the consultant's direct
 * line, mobile, e-mail and LinkedIn (and the candidate's details withheld); referees' full contacts above or beside the
 * candidate's; academic CVs with mentors, supervisors, co-authors' e-mails, lab phones and switchboards; 'prepared
 * for' cover pages naming the client and its contact; emergency contacts, next of kin, fathers, spouses, guardians,
 * visa sponsors and manning agents; employer letterheads with switchboards; hiring managers' notes forwarded above a
 * CV; a referee with the candidate's surname; an actor reached through an agent; labelled work and personal e-mails;
 * photo captions naming colleagues; portfolios naming clients and their contacts; recommendations with the
 * recommenders' LinkedIn profiles. Each has its true contact details (what a recruiter reading it would enter)
 * written here before any reader saw it.
 *
 * The conventions of the wild batches hold: no titles, suffixes or post-nominals in a name ('Dr', 'Shri', 'RN', 'ACA',
 * 'ing.', 'PhD' go); a nickname is not the name; a name printed in capitals is entered in its usual case; Spanish and
 * Basque names keep both surnames in the last name ('Pizarro Rojas', 'Echeverría Goñi') and a Dutch particle stays
 * with the surname ('de Vries'); a name given only in its own script is entered in that script, the family name as
 * the last name ('藤井 美咲' is 美咲 / 藤井); the e-mail address in lower case; the phone as the candidate's own number
 * with its digits as printed (the mobile when one is labelled so; a country code kept only when printed); a LinkedIn
 * address as https://www.linkedin.com/ plus its /in/ path; null when the resume has no such field.
 * What this batch adds to them:
 * - only the candidate's own details count: never those of a letter's addressee, a person copied in or mentioned in
 *   the letter, a recruitment consultant or agency (nor its /company/ page), a referee, a mentor, supervisor, advisor,
 *   co-author or collaborator, a lab's or a department's number, a client or its contact person, an emergency
 *   contact, next of kin, parent, guardian or spouse, a visa sponsor, a manning agent, an employer's switchboard,
 *   fax or general address, a hiring manager who forwards the CV, a recommender, a colleague named in a caption, or
 *   an actor's agent;
 * - the candidate is the person the CV is about (the name over the CV, the signature under the cover letter, the
 *   'Candidate' field of an agency's form); a referee, father or spouse who shares the surname changes nothing;
 * - when an agency has withheld the candidate's details, each withheld field is null: the candidate's name stands if
 *   the profile gives it, and a profile that gives only a reference number has all five fields null; a LinkedIn
 *   address the agency left in is the candidate's;
 * - an actor whose phone goes through an agent has no phone (null), the e-mail given for direct enquiries being his;
 * - a work and a personal e-mail both labelled: the personal one; a work e-mail given alone is the candidate's own
 *   e-mail all the same; a direct office line gives way to a labelled mobile, and a switchboard is never the phone;
 * - a seafarer's form with SURNAME / FIRST NAME / MIDDLE NAME fields gives the first name from its own field only.
 *
 * - PDF printed by Chromium:
 *   - chromium-cover-letter-first-robertson.pdf: a UK cover letter as page 1, the hiring manager's block (title,
 *     company address, phone, e-mail) first in the text, the candidate's block at the top right, the CV on page 2.
 *   - chromium-us-block-letter-jefferson.pdf: a US block-format letter whose sender lines have no name, a recruiter's
 *     phone and e-mail in the inside address, a 'cc:' nurse manager; the name only in the signature and on page 2.
 *   - chromium-agency-details-withheld-vasconcelos.pdf: an agency-branded profile, the consultant's direct line,
 *     mobile, e-mail and LinkedIn in the banner, the agency's address and /company/ page in the footer; the
 *     candidate's contacts withheld (e-mail, phone and LinkedIn null).
 *   - chromium-agency-anonymised-profile.pdf: a German agency's anonymous 'Kandidatenprofil' with a candidate number
 *     only; the consultant's phone, mobile, e-mail and LinkedIn are the only contacts (all five fields null).
 *   - chromium-referee-cards-footer-contact-darko.pdf: a Ghanaian auditor's resume, three referee cards with full
 *     contacts in the body and her own contacts only in a footer strip at the foot of the page.
 *   - chromium-academic-postdoc-echeverria.pdf: a two-page academic CV with the school's address and office line in
 *     the header, a lab phone, a mentor's and supervisors' e-mails, a corresponding co-author's e-mail, referees.
 *   - chromium-prepared-for-cover-ferraro.pdf: a freelance consultant's bid CV whose cover page is 'prepared for' a
 *     client, with the client's procurement head, phone and e-mail; the CV with his own contacts on page 2.
 *   - chromium-employer-template-raghavan.pdf: a staff CV on the employer's template: the firm's logo text, address,
 *     switchboard, fax and general e-mail in the header; her mobile and work e-mail in the details table.
 *   - chromium-group-photo-captions-havili.pdf: an events producer's resume with two group photos whose captions name
 *     colleagues, a councillor and the photographer.
 *   - chromium-portfolio-clients-pizarro.pdf: a Chilean designer's portfolio CV; each project names the client and
 *     the client's contact person with e-mail and phone.
 *   - chromium-referee-shares-surname-dlamini.pdf: a South African HR resume; the first referee shares her surname
 *     ('no relation'), both referees' contacts under her own in the right column.
 *   - chromium-india-fresher-father-rathore.pdf: an Indian fresher's resume with father's name and mobile, mother's
 *     name, passport number, an internship guide's landline, and the declaration signed with her name.
 *   - chromium-gulf-visa-sponsor-siddiqui.pdf: a Dubai accountant's CV; the sidebar gives the visa sponsor with its
 *     P.O. Box and phone and an emergency contact in Pakistan before his own contacts.
 *   - chromium-recommendations-linkedin-greco.pdf: a product manager's resume with recommendations quoted at the top
 *     right, each with the recommender's name, title and LinkedIn address; her own contacts at the foot.
 *   - chromium-outlook-forward-note-wieczorek.pdf: an Outlook print of a hiring manager's forward (her name atop,
 *     From, To, Cc, her note and signature with phones and LinkedIn) above the CV's text.
 *   - chromium-actor-agent-adekunle.pdf: an actor's CV, 'Contact me through my agent' with the agent's phone, e-mail
 *     and address, directors in the credits; his e-mail for direct enquiries, no phone of his own (null).
 *   - chromium-work-personal-email-novak.pdf: a Czech engineer's CV with a work and a personal e-mail both labelled,
 *     an office line and a mobile.
 * - PDF drawn with pdfkit:
 *   - pdfkit-kenya-letter-referees-njoroge.pdf: a Kenyan cover letter whose addressee block (the hotel's P.O. Box,
 *     phone, e-mail) is drawn before her letterhead, and a CV with three referees' P.O. Boxes, phones and e-mails.
 *   - pdfkit-latex-coauthors-advisor-xu.pdf: a LaTeX-looking PhD CV with the advisor's e-mail and phone, the
 *     department's main office, and co-authors' e-mails in the publication list.
 *   - pdfkit-seafarer-next-of-kin-bautista.pdf: a Filipino seafarer's application form under a manning agency's
 *     letterhead: SURNAME / FIRST NAME / MIDDLE NAME fields, next of kin (his wife, same surname) with her phone.
 * - Word documents:
 *   - docx-agency-header-footer-arslan.docx: a Turkish agency's candidate presentation, the agency in the page header
 *     and the consultant's phone, e-mail and LinkedIn in the footer; the candidate's own details kept in a table.
 *   - docx-agency-linkedin-only-kavanagh.docx: an Irish agency's profile, the consultant's phones and e-mail in the
 *     header, 'Contact: via Northpoint Recruitment only'; the candidate's LinkedIn left in (e-mail and phone null).
 *   - docx-referees-table-footer-contacts-pham.docx: an Australian resume with a referees table (names, titles,
 *     mobiles, e-mails) in the body and his own contacts only in the page footer.
 *   - docx-anschreiben-lebenslauf-brueckner.docx: a German Anschreiben addressed to an HR head (phone, e-mail) before
 *     the Lebenslauf, his own contacts in the page header and the 'Persönliche Daten' table; no LinkedIn.
 *   - docx-textbox-emergency-contact-macaraeg.docx: a Filipino caregiver's resume with a floating text box for the
 *     emergency contact (her father) and character references with their mobiles.
 *   - docx-hiring-manager-note-kamara.docx: a shaded internal note from the hiring manager (her phone and e-mail) typed
 *     above the candidate's CV.
 *   - docx-werk-prive-email-visser.docx: a Dutch CV with 'E-mail (werk)' and 'E-mail (privé)', 'Werk' and 'Mobiel'
 *     numbers in a contact table.
 *   - docx-coauthors-collaborators-moradi.docx: an industry biostatistician's CV with publications naming the
 *     corresponding authors' e-mails and a collaborators list with phones.
 *   - docx-gulf-biodata-spouse-sponsor-nambiar.docx: an Indian nurse's CV for Abu Dhabi: father's and husband's names,
 *     the husband as visa sponsor with his employer's number, a contact in India.
 *   - docx-employer-letterhead-header-gagnon.docx: a Québec engineer's CV on his firm's letterhead (address,
 *     'Standard' switchboard, general e-mail in the page header); his direct line and his labelled mobile.
 *   - docx-school-leaver-guardian-adeyinka.docx: a UK school leaver's CV with a parent/guardian block (same surname)
 *     and the head of sixth form's school number.
 *   - docx-translator-client-table-tanabe.docx: a translator's CV with a table of clients and their contact persons'
 *     e-mails and phones.
 * - Text files:
 *   - txt-forwarded-internal-note-de-vries.txt: UTF-8 (LF), a hiring manager's note and signature forwarded above the
 *     pasted CV.
 *   - txt-references-before-contact-cp1252-levesque.txt: Windows-1252 (CRLF), references with phones and e-mails before
 *     the candidate's own contact line at the end.
 *   - txt-lettre-puis-cv-utf16-benali.txt: UTF-16LE with a BOM (CRLF), a French cover letter to an HR manager (phone,
 *     e-mail) before the CV.
 *   - txt-doktorat-iso88592-krol.txt: ISO-8859-2 (LF), a Polish doctoral candidate's CV with the supervisor's e-mail
 *     and phone, the institute's secretariat and co-authors' e-mails.
 *   - txt-nigeria-next-of-kin-obiora.txt: UTF-8 (CRLF), a Nigerian graduate's CV with next of kin (her brother, same
 *     surname) and referees.
 *   - txt-referee-same-surname-macroman-sandberg.txt: Mac OS Roman with CR line ends, a Swedish CV whose referee shares
 *     his surname ('ingen släkt').
 *   - txt-prepared-for-bid-utf8bom-asamoah.txt: UTF-8 with a BOM (CRLF), a bid CV 'prepared for' a ministry, its
 *     procurement contact and the submitting firm's contacts above the expert's own.
 *   - txt-rirekisho-shiftjis-fujii.txt: Shift_JIS (CRLF), a Japanese 履歴書 as text with 緊急連絡先 (her father, same
 *     surname) after her own 携帯 and メール.
 *
 *   npx tsx scripts/make-resume-wild7-fixtures.ts
 */
import path from 'node:path';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  PageBreak,
  Paragraph,
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
import {
  writeResumeFixtures,
  drawPdf,
  type PdfInfo,
  type BytesFixture,
  type DocxFixture,
  type PdfFixture,
  type TxtFixture,
  BASE_CSS,
  codePage,
  crlf,
  htmlPage,
  png,
  pngUri,
  silhouettePng,
  utf8,
  utf8Bom,
  utf16leBom,
} from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes/wild7');

// ---------- pictures ----------

const PHOTO_URI = pngUri(silhouettePng([92, 84, 78], [226, 220, 212]));

/** A group photo: `people` silhouettes side by side in different inks on a pale wall. */
function groupPng(people: number, width = 360, height = 200) {
  const inks: [number, number, number][] = [
    [70, 82, 110],
    [128, 84, 70],
    [60, 110, 96],
    [110, 96, 60],
    [96, 70, 118],
  ];
  const slot = width / people;
  return png(width, height, (x, y) => {
    const i = Math.min(people - 1, Math.floor(x / slot));
    const cx = slot * (i + 0.5);
    const rise = (i % 2) * height * 0.05;
    const head = ((x - cx) / (slot * 0.2)) ** 2 + ((y - height * 0.4 - rise) / (height * 0.16)) ** 2 <= 1;
    const body =
      y > height * 0.54 + rise && ((x - cx) / (slot * 0.46)) ** 2 + ((y - height) / (height * 0.42)) ** 2 <= 1;
    return head || body ? inks[i % inks.length]! : y > height * 0.8 ? [196, 188, 170] : [232, 230, 222];
  });
}

// ---------- PDF (Chromium) ----------

const html = (css: string, body: string, lang = 'en', title = '') => htmlPage(css, body, lang, BASE_CSS, title);

/** Fixed A4 pages for the files whose page breaks and page feet must fall where the real ones do. */
const PAGES = `@page { size: A4; margin: 0; } .page { width: 210mm; height: 296.6mm; position: relative; overflow: hidden; break-after: page; }
  .page:last-child { break-after: auto; }`;

const pdfs: PdfFixture[] = [
  {
    // A UK cover letter as page 1: the hiring manager's block (name, title, company, street, phone, e-mail) comes first
    // in the text on the left, the candidate's own block sits at the top right; 'Yours sincerely' and her name close
    // it. Page 2 is the CV, its header repeating her contacts. A colleague of the manager is named in the letter.
    file: 'chromium-cover-letter-first-robertson.pdf',
    truth: {
      first: 'Eilidh',
      last: 'Robertson',
      email: 'eilidh.robertson@example.co.uk',
      phone: '07700 900412',
      linkedin: 'https://www.linkedin.com/in/eilidh-robertson',
    },
    page: html(
      `${PAGES} body { font-family: 'Liberation Serif', serif; font-size: 11pt; color: #1d1d1d; }
       .letter { padding: 22mm 24mm; } .to { position: absolute; top: 58mm; left: 24mm; line-height: 1.35; }
       .from { position: absolute; top: 22mm; right: 24mm; text-align: right; line-height: 1.35; }
       .from b { font-size: 13pt; } .body { position: absolute; top: 120mm; left: 24mm; right: 24mm; line-height: 1.45; }
       .body p { margin: 0 0 9pt; } .date { position: absolute; top: 106mm; left: 24mm; }
       .cv { padding: 18mm 22mm; font-family: 'Liberation Sans', sans-serif; font-size: 10pt; }
       .cv h1 { font-size: 24pt; letter-spacing: 0.03em; } .cv .contact { color: #555; margin: 3pt 0 10pt; border-bottom: 1.5pt solid #2b4c7e; padding-bottom: 6pt; }
       .cv h2 { color: #2b4c7e; } .when { float: right; color: #666; }`,
      `<div class="page letter">
         <div class="to">Mr Graham Petrie<br>Head of Platform Engineering<br>Clydeport Systems Ltd<br>40 Bothwell Street<br>Glasgow G2 6NW<br>
           Tel: 0141 496 0123<br>graham.petrie@clydeport.example.co.uk</div>
         <div class="from"><b>Eilidh Robertson</b><br>14 Marchmont Crescent<br>Edinburgh EH9 1HN<br>07700 900412<br>eilidh.robertson@example.co.uk</div>
         <div class="date">3 March 2025</div>
         <div class="body">
           <p>Dear Mr Petrie,</p>
           <p><b>Re: Senior Site Reliability Engineer (ref. CPS-0412)</b></p>
           <p>Fiona Laidlaw, who leads your data platform team, suggested I write to you directly after we met at the
           Scottish DevOps meetup in January. I am a site reliability engineer with eight years of running payment and
           booking systems that are not allowed to fall over, and I would like to bring that to Clydeport's port-logistics
           platform.</p>
           <p>At Lothian Payments I own the on-call programme for 40 services. Over two years we cut pages per engineer by
           two thirds, moved every service to SLOs with error budgets, and rebuilt our Kubernetes clusters without a
           customer-facing outage. Before that I spent four years at a ferry-booking company where summer timetables
           taught me a great deal about capacity planning.</p>
           <p>I would welcome the chance to talk about the role. My CV is enclosed, and I am available for interview at
           any time that suits you.</p>
           <p>Yours sincerely,</p><p style="margin-top: 20pt">Eilidh Robertson</p>
         </div>
       </div>
       <div class="page cv">
         <h1>EILIDH ROBERTSON</h1>
         <div class="contact">Site Reliability Engineer · Edinburgh · 07700 900412 · eilidh.robertson@example.co.uk · linkedin.com/in/eilidh-robertson</div>
         <h2>Profile</h2>
         <p>SRE with eight years in payments and travel. Kubernetes, Terraform, Prometheus, Go and a great deal of patience
         with incident reviews.</p>
         <h2>Experience</h2>
         <h3>Senior Site Reliability Engineer, Lothian Payments <span class="when">2021 – present</span></h3>
         <ul><li>Lead for on-call across 40 services; pages per engineer down 65% in two years.</li>
         <li>Introduced SLOs and error budgets; migrated three clusters to EKS with no customer-facing outage.</li></ul>
         <h3>Platform Engineer, Forth &amp; Isles Ferries <span class="when">2017 – 2021</span></h3>
         <ul><li>Capacity planning for the summer booking peak (14x normal traffic); built the load-test rig.</li></ul>
         <h3>Systems Administrator, University of Stirling <span class="when">2015 – 2017</span></h3>
         <h2>Education</h2>
         <p>BSc (Hons) Computing Science, University of Glasgow, 2015</p>
         <h2>Certifications</h2><p>CKA (2022), AWS Solutions Architect – Associate (2020)</p>
       </div>`,
      'en-GB',
    ),
  },
  {
    // A US block-format letter: the sender's street lines with no name over them, the date, then the inside address
    // of the talent-acquisition director with her direct phone and e-mail, and a 'cc:' line naming the nurse manager.
    // His name is only in the signature and at the top of the resume on page 2, with 'RN' after it.
    file: 'chromium-us-block-letter-jefferson.pdf',
    truth: {
      first: 'Darnell',
      last: 'Jefferson',
      email: 'darnell.jefferson@example.com',
      phone: '(404) 555-0168',
      linkedin: null,
    },
    page: html(
      `${PAGES} body { font-family: 'Liberation Sans', sans-serif; font-size: 10.5pt; }
       .letter { padding: 25mm 25mm; line-height: 1.4; } .letter p { margin: 0 0 10pt; }
       .resume { padding: 16mm 20mm; } .resume h1 { font-size: 20pt; text-align: center; }
       .resume .c { text-align: center; margin: 2pt 0 12pt; } .resume h2 { border-bottom: 1px solid #000; font-size: 10.5pt; }
       .row { display: flex; justify-content: space-between; font-weight: bold; margin-top: 6pt; }`,
      `<div class="page letter">
         <p>1187 Ponce de Leon Ave NE, Apt 4<br>Atlanta, GA 30306</p>
         <p>March 3, 2025</p>
         <p>Ms. Patricia Holloway<br>Director of Talent Acquisition<br>Redwood Health Partners<br>2200 Peachtree Rd NW<br>Atlanta, GA 30309<br>
           (404) 555-0142 | pholloway@redwoodhealth.example.com</p>
         <p>Dear Ms. Holloway:</p>
         <p>I am writing to apply for the Registered Nurse position on the Cardiac Step-Down Unit (requisition 25-1187). Keisha
         Boyd, the unit's nurse manager, spoke with me at the Georgia Nursing Career Fair and encouraged me to apply.</p>
         <p>For the past five years I have worked on a 32-bed telemetry unit at Piedmont Valley Medical Center, where I
         care for post-PCI and heart-failure patients, precept new graduates and chair our unit's falls-prevention
         committee. I hold BLS, ACLS and PCCN certifications.</p>
         <p>I would value the opportunity to discuss how I can contribute to your team. Thank you for your time and
         consideration.</p>
         <p>Sincerely,</p><p style="margin-top: 26pt">Darnell Jefferson, RN</p>
         <p>cc: Keisha Boyd, MSN, RN, Nurse Manager, Cardiac Step-Down Unit<br>Enclosure: Resume</p>
       </div>
       <div class="page resume">
         <h1>DARNELL JEFFERSON, RN</h1>
         <p class="c">Atlanta, GA · (404) 555-0168 · darnell.jefferson@example.com</p>
         <h2>LICENSURE &amp; CERTIFICATIONS</h2>
         <p>Registered Nurse, Georgia (RN298114), exp. 01/2027 · BLS, ACLS (AHA) · PCCN (AACN)</p>
         <h2>EXPERIENCE</h2>
         <div class="row"><span>Piedmont Valley Medical Center, Atlanta, GA — Staff RN, Telemetry</span><span>2020 – Present</span></div>
         <ul><li>Care for 4–5 telemetry patients per shift: post-PCI, CHF, arrhythmia management, drips (heparin, amiodarone).</li>
         <li>Preceptor for 11 new-graduate nurses; chair of the unit falls-prevention committee (falls down 38%).</li></ul>
         <div class="row"><span>Grady Memorial Hospital, Atlanta, GA — Patient Care Technician</span><span>2017 – 2020</span></div>
         <ul><li>Vital signs, EKGs and phlebotomy on a 28-bed medical-surgical floor while completing BSN.</li></ul>
         <h2>EDUCATION</h2>
         <p>Bachelor of Science in Nursing — Georgia State University, 2020</p>
       </div>`,
    ),
  },
  {
    // An agency-branded profile: the agency's logo text and the consultant (direct line, mobile, e-mail, LinkedIn) in
    // the banner, the agency's registered address, switchboard and /company/ page in the footer. The candidate's name
    // is given; her contact details are withheld ('arrange interviews through Harbourline').
    file: 'chromium-agency-details-withheld-vasconcelos.pdf',
    truth: { first: 'Renata', last: 'Vasconcelos', email: null, phone: null, linkedin: null },
    page: html(
      `${PAGES} body { font-size: 10pt; } .banner { background: #0e3a53; color: #fff; padding: 10mm 16mm; display: flex; justify-content: space-between; }
       .logo { font-size: 22pt; font-weight: bold; letter-spacing: 0.02em; } .logo small { display: block; font-size: 8pt; letter-spacing: 0.35em; font-weight: normal; }
       .consultant { text-align: right; font-size: 8.5pt; line-height: 1.45; } main { padding: 8mm 16mm; }
       .tag { color: #0e3a53; font-size: 9pt; letter-spacing: 0.2em; } h1 { font-size: 22pt; color: #0e3a53; margin: 2pt 0 6pt; }
       table.facts { border-collapse: collapse; width: 100%; margin-bottom: 8pt; } .facts td { border: 1px solid #c9d6de; padding: 3pt 6pt; }
       .facts td:first-child { background: #eef3f6; width: 42mm; font-weight: bold; }
       .foot { position: absolute; bottom: 8mm; left: 16mm; right: 16mm; font-size: 7.5pt; color: #667; border-top: 1px solid #c9d6de; padding-top: 4pt; }`,
      `<div class="page">
        <div class="banner"><div class="logo">harbourline<small>RECRUITMENT</small></div>
          <div class="consultant">Candidate presented by<br><b>Callum Fraser-Doyle</b>, Senior Consultant – Finance &amp; Accounting<br>
          D +44 20 7946 0852 | M 07700 900617<br>callum.fraserdoyle@harbourline.example.co.uk<br>linkedin.com/in/callumfraserdoyle</div></div>
        <main>
          <div class="tag">CANDIDATE PROFILE</div>
          <h1>Renata Vasconcelos</h1>
          <table class="facts">
            <tr><td>Role sought</td><td>Financial Controller</td></tr>
            <tr><td>Location</td><td>Reading, Berkshire (hybrid, up to 3 days on site)</td></tr>
            <tr><td>Notice period</td><td>1 month</td></tr>
            <tr><td>Salary expectation</td><td>£78,000 + benefits</td></tr>
            <tr><td>Qualifications</td><td>FCCA (2016); Licenciatura em Economia, Universidade do Porto</td></tr>
            <tr><td>Contact details</td><td>Withheld – please arrange all interviews through Harbourline</td></tr>
          </table>
          <h2>Consultant's summary</h2>
          <p>Renata is a hands-on controller who has run month-end for a £240m turnover group and led an ERP move to
          NetSuite. Calm, precise and very good with non-finance stakeholders. Interviewed by me on 26 February.</p>
          <h2>Career history</h2>
          <h3>Group Financial Controller — Thames Valley Components Ltd, Reading (2020 – present)</h3>
          <ul><li>Month-end close cut from 9 to 5 working days across four entities.</li>
          <li>Led the NetSuite implementation and the move to quarterly rolling forecasts.</li></ul>
          <h3>Finance Manager — Lusoflex Packaging UK, Slough (2016 – 2020)</h3>
          <ul><li>Statutory accounts, VAT and the audit for the UK subsidiary of a Portuguese group.</li></ul>
          <h3>Audit Senior — Moore Kingston LLP, London (2012 – 2016)</h3>
          <h2>Systems</h2><p>NetSuite, SAP Business One, Power BI, Excel (advanced)</p>
          <h2>Languages</h2><p>Portuguese (native), English (fluent), Spanish (good)</p>
        </main>
        <div class="foot">Harbourline Recruitment Ltd · 12 Finsbury Square, London EC2A 1AS · +44 20 7946 0800 · info@harbourline.example.co.uk ·
          linkedin.com/company/harbourline-recruitment · Registered in England No. 08814402. Harbourline is acting as an employment agency.</div>
      </div>`,
      'en-GB',
    ),
  },
  {
    // A German executive-search firm's anonymous profile: 'Kandidaten-Nr. KV-20931' and no name; 'Name und
    // Kontaktdaten nach Freigabe'. The consultant's phone, mobile, e-mail and LinkedIn are the only contacts.
    file: 'chromium-agency-anonymised-profile.pdf',
    truth: { first: null, last: null, email: null, phone: null, linkedin: null },
    page: html(
      `${PAGES} body { font-size: 10pt; color: #222; } header { padding: 12mm 18mm 6mm; border-bottom: 3pt solid #8a1c2b; display: flex; justify-content: space-between; align-items: flex-end; }
       .logo { font-family: 'Liberation Serif', serif; font-size: 20pt; color: #8a1c2b; } .logo span { display: block; font-family: 'Liberation Sans', sans-serif; font-size: 8pt; color: #444; letter-spacing: 0.2em; }
       .conf { font-size: 8pt; color: #8a1c2b; text-align: right; } main { padding: 6mm 18mm; display: grid; grid-template-columns: 1fr 58mm; gap: 8mm; }
       aside { background: #f5f1f1; padding: 5mm; font-size: 9pt; } aside h2 { color: #8a1c2b; font-size: 9.5pt; margin-top: 0; }
       h1 { font-size: 17pt; } h2 { color: #8a1c2b; }
       .foot { position: absolute; bottom: 8mm; left: 18mm; right: 18mm; font-size: 7.5pt; color: #777; text-align: center; }`,
      `<div class="page">
        <header><div class="logo">Kessler &amp; Vogt<span>PERSONALBERATUNG</span></div><div class="conf">VERTRAULICH<br>Stand: 11.03.2025</div></header>
        <main><div>
          <h1>Kandidatenprofil</h1>
          <p><b>Kandidaten-Nr.:</b> KV-20931</p>
          <p><b>Position:</b> Leiter Controlling / Head of Controlling (m/w/d)</p>
          <p><b>Wohnort:</b> Großraum München · <b>Verfügbarkeit:</b> 3 Monate zum Quartalsende</p>
          <p><b>Gehaltsvorstellung:</b> 135.000 € p. a. zzgl. Bonus</p>
          <p><i>Name und Kontaktdaten erhalten Sie nach Freigabe durch den Kandidaten.</i></p>
          <h2>Werdegang</h2>
          <h3>seit 2019 · Leiter Konzerncontrolling, mittelständischer Maschinenbauer (ca. 1.200 MA), Oberbayern</h3>
          <ul><li>Aufbau eines konzernweiten Reportings in SAP BW/4HANA und SAC, Planungszyklus von 14 auf 8 Wochen verkürzt</li>
          <li>Führung von 9 Mitarbeitenden in zwei Teams</li></ul>
          <h3>2014 – 2019 · Senior Controller, internationaler Automobilzulieferer, München</h3>
          <ul><li>Werkscontrolling für drei Standorte in Deutschland und Tschechien</li></ul>
          <h3>2011 – 2014 · Consultant, Big-Four-Gesellschaft, Transaction Services</h3>
          <h2>Ausbildung</h2>
          <p>Diplom-Kaufmann, Ludwig-Maximilians-Universität München (2011)</p>
          <h2>Einschätzung des Beraters</h2>
          <p>Analytisch stark, unaufgeregt, mit hoher Akzeptanz bei Geschäftsführung und Werkleitern. Persönlich
          kennengelernt am 04.03.2025.</p>
        </div>
        <aside><h2>Ihr Ansprechpartner</h2>
          <p><b>Jonas Reimann</b><br>Senior Consultant</p>
          <p>Tel. +49 89 2154 8870<br>Mobil +49 171 555 0143</p>
          <p>j.reimann@kessler-vogt.example.de</p><p>linkedin.com/in/jonas-reimann-kv</p>
          <h2 style="margin-top: 10pt">Sprachen</h2><p>Deutsch (Muttersprache), Englisch (verhandlungssicher), Tschechisch (Grundkenntnisse)</p>
          <h2>IT</h2><p>SAP S/4HANA CO, BW/4HANA, SAC, Power BI</p></aside></main>
        <div class="foot">Kessler &amp; Vogt Personalberatung GmbH · Maximilianstraße 31 · 80539 München · Tel. +49 89 2154 8800 · info@kessler-vogt.example.de · www.kessler-vogt.example.de</div>
      </div>`,
      'de',
    ),
  },
  {
    // A Ghanaian auditor's one-page resume: three referee cards (name, title, employer, phone, e-mail, one LinkedIn)
    // across the body, and her own contact line only in a coloured strip at the foot of the page.
    file: 'chromium-referee-cards-footer-contact-darko.pdf',
    truth: {
      first: 'Abena',
      last: 'Darko',
      email: 'abena.darko@example.com',
      phone: '+233 54 555 0172',
      linkedin: 'https://www.linkedin.com/in/abena-darko-aca',
    },
    page: html(
      `${PAGES} body { font-size: 10pt; color: #1f2a2e; } main { padding: 16mm 18mm 0; }
       h1 { font-size: 26pt; color: #006b5f; } .title { font-size: 12pt; color: #555; margin: 2pt 0 10pt; }
       h2 { color: #006b5f; border-bottom: 1px solid #b8d8d3; padding-bottom: 2pt; }
       .refs { display: grid; grid-template-columns: repeat(3, 1fr); gap: 5mm; margin-top: 4pt; }
       .ref { background: #eef6f5; padding: 4mm; font-size: 8.8pt; line-height: 1.4; } .ref b { font-size: 9.5pt; }
       .strip { position: absolute; bottom: 0; left: 0; right: 0; background: #006b5f; color: #fff; padding: 5mm 18mm; font-size: 9.5pt; text-align: center; }`,
      `<div class="page"><main>
        <h1>Abena Darko, ACA</h1><div class="title">Senior Auditor · External Audit &amp; Assurance</div>
        <h2>Profile</h2>
        <p>Chartered accountant (ICAG) with seven years of external audit in banking, cocoa and telecoms. I lead teams
        of four to eight, write the management letter that clients actually read, and keep files review-ready.</p>
        <h2>Experience</h2>
        <h3>Senior Auditor — Adom Assurance Partners, Accra (2021 – present)</h3>
        <ul><li>In-charge senior on two universal banks (IFRS 9 ECL testing, regulatory returns to the Bank of Ghana).</li>
        <li>Audit of a cocoa licensed buying company: inventory counts in 11 districts.</li></ul>
        <h3>Audit Associate — Volta Ledger &amp; Co., Accra (2017 – 2021)</h3>
        <ul><li>Statutory audits of 20+ SMEs and NGOs; introduced a shared PBC tracker across the office.</li></ul>
        <h2>Education &amp; qualifications</h2>
        <p>ICAG Chartered Accountant (2020) · BSc Administration (Accounting), University of Ghana Business School (2017)</p>
        <h2>Skills</h2><p>IFRS, ISA, CaseWare, IDEA data analytics, Excel, team leadership, Twi, English, French (basic)</p>
        <h2>Referees</h2>
        <div class="refs">
          <div class="ref"><b>Mr Kwabena Ofori-Atta</b><br>Finance Director<br>Volta Agro Processing Ltd<br>+233 24 555 0190<br>k.oforiatta@voltaagro.example.com.gh</div>
          <div class="ref"><b>Mrs Efua Sarpong</b><br>Senior Lecturer, Dept. of Accounting<br>University of Ghana Business School<br>+233 20 555 0134<br>esarpong@ugbs.example.edu.gh</div>
          <div class="ref"><b>Mr Yaw Boakye-Ansah</b><br>Audit Partner<br>Adom Assurance Partners<br>+233 30 255 0178<br>linkedin.com/in/yaw-boakye-ansah</div>
        </div></main>
        <div class="strip">+233 54 555 0172 &nbsp;|&nbsp; abena.darko@example.com &nbsp;|&nbsp; linkedin.com/in/abena-darko-aca &nbsp;|&nbsp; East Legon, Accra</div>
      </div>`,
    ),
  },
  {
    // A two-page academic CV: the school's postal address and office line in the header beside the name, her mobile,
    // university e-mail and ORCID under it, then the lab's shared phone, the postdoctoral mentor's and the PhD
    // supervisors' e-mails, publications with a corresponding co-author's e-mail, and three referees on page 2.
    file: 'chromium-academic-postdoc-echeverria.pdf',
    truth: {
      first: 'Lucía',
      last: 'Echeverría Goñi',
      email: 'lucia.echeverria@ed.example.ac.uk',
      phone: '+44 7700 900528',
      linkedin: null,
    },
    page: html(
      `${PAGES} body { font-family: 'Liberation Serif', serif; font-size: 10.5pt; } .page { padding: 16mm 20mm; }
       header { display: flex; justify-content: space-between; border-bottom: 1pt solid #333; padding-bottom: 5pt; }
       h1 { font-size: 19pt; } .inst { text-align: right; font-size: 9pt; line-height: 1.35; color: #333; }
       .contact { font-size: 9.5pt; margin: 5pt 0 8pt; } h2 { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #5a2a82; }
       .pub { margin: 0 0 5pt; padding-left: 14pt; text-indent: -14pt; } .foot { position: absolute; bottom: 9mm; left: 20mm; right: 20mm; font-size: 8pt; color: #666; text-align: center; }`,
      `<div class="page">
        <header><div><h1>Lucía Echeverría Goñi, PhD</h1><div>Postdoctoral Research Associate</div></div>
          <div class="inst">School of Chemistry, University of Edinburgh<br>Joseph Black Building, David Brewster Road<br>Edinburgh EH9 3FJ, United Kingdom<br>School office: +44 131 650 1000</div></header>
        <div class="contact">Mobile +44 7700 900528 · lucia.echeverria@ed.example.ac.uk · ORCID 0000-0002-5512-7780</div>
        <h2>Current position</h2>
        <p>2022 – present · Postdoctoral Research Associate, Kerr Group (Lab 2.14, shared line +44 131 650 4790). Mentor:
        Prof. Alasdair Kerr FRSE, a.kerr@ed.example.ac.uk, +44 131 650 4701.</p>
        <h2>Education</h2>
        <p>2017 – 2021 · PhD in Chemistry (cum laude), Universidad del País Vasco (UPV/EHU), Donostia. Supervisors: Prof.
        Itziar Arrieta (itziar.arrieta@ehu.example.eus) and Dr Jon Urrutia. Thesis: <i>Earth-abundant photocatalysts for
        C–N bond formation</i>.</p>
        <p>2012 – 2017 · Grado en Química, Universidad de Navarra, Pamplona.</p>
        <h2>Funding and awards</h2>
        <p>Marie Skłodowska-Curie Postdoctoral Fellowship (2022, €212,933) · RSC Researcher Development Grant (2023) ·
        Basque Government predoctoral fellowship (2017 – 2021)</p>
        <h2>Selected publications</h2>
        <p class="pub">1. <b>Echeverría Goñi, L.</b>; Mbatha, T.; Kerr, A.* Copper photoredox amination of unactivated
        alkenes. <i>J. Am. Chem. Soc.</i> <b>2024</b>, 146, 11820. *Corresponding author: a.kerr@ed.example.ac.uk</p>
        <p class="pub">2. Mbatha, T.; <b>Echeverría Goñi, L.</b>; Sørensen, K. H.; Kerr, A. Flow photochemistry at gram
        scale. <i>Org. Process Res. Dev.</i> <b>2023</b>, 27, 1402.</p>
        <p class="pub">3. <b>Echeverría Goñi, L.</b>; Urrutia, J.; Arrieta, I.* Iron-based photocatalysts for C–N
        coupling. <i>ACS Catal.</i> <b>2021</b>, 11, 9054. *Correspondence: itziar.arrieta@ehu.example.eus</p>
        <div class="foot">L. Echeverría Goñi — Curriculum vitae — page 1 of 2</div>
      </div>
      <div class="page">
        <h2>Teaching and supervision</h2>
        <p>Co-supervision of two PhD students (Thandeka Mbatha, 2022 –; Rhys Pugh, 2024 –) and four MChem projects.
        Tutor for Chemistry 3 laboratory (2022 – 2024).</p>
        <h2>Invited talks</h2>
        <p>RSC Organic Division Scotland meeting, St Andrews (2024) · Gordon Research Seminar on Photochemistry, Girona
        (2023)</p>
        <h2>Referees</h2>
        <p>Prof. Alasdair Kerr FRSE, School of Chemistry, University of Edinburgh · a.kerr@ed.example.ac.uk · +44 131 650 4701</p>
        <p>Prof. Itziar Arrieta, Facultad de Química, UPV/EHU, Donostia · itziar.arrieta@ehu.example.eus · +34 943 555 018</p>
        <p>Dr Kristian H. Sørensen, Department of Chemistry, Aarhus University · khs@chem.example.au.dk · +45 8715 5512</p>
        <div class="foot">L. Echeverría Goñi — Curriculum vitae — page 2 of 2</div>
      </div>`,
    ),
  },
  {
    // A freelance SAP consultant's bid CV: the cover page says 'Prepared for' the client, with the tender reference and
    // the client's head of procurement (her address, phone and e-mail). Page 2 is his CV with his own contacts.
    file: 'chromium-prepared-for-cover-ferraro.pdf',
    truth: {
      first: 'Matteo',
      last: 'Ferraro',
      email: 'matteo.ferraro@example.it',
      phone: '+39 347 555 0211',
      linkedin: 'https://www.linkedin.com/in/matteoferraro-sap',
    },
    page: html(
      `${PAGES} body { font-size: 10pt; } .cover { background: linear-gradient(160deg, #12355b 0 58%, #f2f4f7 58% 100%); color: #fff; padding: 30mm 22mm; }
       .cover .kicker { letter-spacing: 0.3em; font-size: 9pt; } .cover h1 { font-size: 32pt; margin: 6pt 0; } .cover .sub { font-size: 13pt; }
       .for { position: absolute; left: 22mm; right: 22mm; bottom: 30mm; color: #12355b; line-height: 1.5; }
       .for .lab { font-size: 8pt; letter-spacing: 0.25em; color: #666; } .for .client { font-size: 16pt; font-weight: bold; }
       .cv { padding: 16mm 20mm; } .cv h1 { font-size: 20pt; color: #12355b; } .contact { margin: 3pt 0 10pt; color: #444; }
       .cv h2 { color: #12355b; } table { border-collapse: collapse; width: 100%; } td { vertical-align: top; padding: 2pt 4pt; border-bottom: 1px solid #dde; }
       td:first-child { width: 32mm; color: #555; }`,
      `<div class="page cover">
        <div class="kicker">CURRICULUM VITAE</div>
        <h1>Matteo Ferraro</h1><div class="sub">SAP S/4HANA Finance Lead Consultant</div>
        <div class="for">
          <div class="lab">PREPARED FOR</div>
          <div class="client">Norrland Energi AB</div>
          Tender NE-2025-014 — S/4HANA Finance Transformation, Lot 2<br>
          Attention: Karin Lundmark, Head of Procurement<br>
          Storgatan 18, 852 30 Sundsvall, Sweden<br>
          +46 60 555 12 40 · karin.lundmark@norrlandenergi.example.se<br>
          Submitted 10 March 2025 · Confidential
        </div>
      </div>
      <div class="page cv">
        <h1>Matteo Ferraro</h1>
        <div class="contact">Milano / remote · Mobile +39 347 555 0211 · matteo.ferraro@example.it · linkedin.com/in/matteoferraro-sap</div>
        <h2>Summary</h2>
        <p>Independent SAP FI/CO consultant with fourteen years and nine full-cycle implementations, four of them S/4HANA
        greenfield or selective-data-transition programmes in energy and utilities.</p>
        <h2>Relevant projects</h2>
        <table>
          <tr><td>2023 – 2025</td><td><b>Finance lead, S/4HANA selective data transition</b> — Nordic district-heating utility.
          Universal Journal design, 11 company codes, parallel ledgers (IFRS/local GAAP).</td></tr>
          <tr><td>2021 – 2023</td><td><b>Solution architect FI</b> — Italian gas distributor. Group reporting, central finance
          replication from three ECC systems.</td></tr>
          <tr><td>2018 – 2021</td><td><b>FI/CO consultant</b> — Swiss hydropower group. Asset accounting for 140 power plants,
          investment management.</td></tr>
          <tr><td>2011 – 2018</td><td><b>SAP consultant, then manager</b> — Reply Consulting S.r.l., Torino.</td></tr>
        </table>
        <h2>Certifications</h2><p>SAP Certified Application Associate – S/4HANA for Financial Accounting (2022) · PMP (2019)</p>
        <h2>Education</h2><p>Laurea magistrale in Economia, Università Bocconi, Milano (2010)</p>
        <h2>Languages</h2><p>Italian (native), English (C2), German (B2), Swedish (A2)</p>
      </div>`,
    ),
  },
  {
    // A staff CV on the employer's template, as engineering firms put them into bids: the firm's logo text, office
    // address, switchboard, fax, general e-mail and website in the header, its ABN and template code in the footer;
    // her own mobile, work e-mail and LinkedIn in the details table; clients named in the projects.
    file: 'chromium-employer-template-raghavan.pdf',
    truth: {
      first: 'Priyanka',
      last: 'Raghavan',
      email: 'priyanka.raghavan@kestrel.example.com.au',
      phone: '+61 491 570 157',
      linkedin: 'https://www.linkedin.com/in/priyanka-raghavan-geo',
    },
    page: html(
      `${PAGES} body { font-size: 9.5pt; color: #222; } header { display: flex; justify-content: space-between; padding: 10mm 16mm 5mm; border-bottom: 2pt solid #e07b00; }
       .logo { font-size: 24pt; font-weight: bold; letter-spacing: 0.12em; color: #1c2b39; } .logo span { display: block; font-size: 7.5pt; letter-spacing: 0.4em; color: #e07b00; }
       .office { text-align: right; font-size: 8pt; line-height: 1.4; color: #444; } main { padding: 6mm 16mm; }
       .doc { font-size: 15pt; color: #1c2b39; margin-bottom: 6pt; } table { border-collapse: collapse; width: 100%; margin-bottom: 6pt; }
       td, th { border: 1px solid #c8ccd0; padding: 3pt 5pt; vertical-align: top; text-align: left; } .k { background: #f1f2f3; width: 40mm; font-weight: bold; }
       th { background: #1c2b39; color: #fff; } h2 { color: #1c2b39; font-size: 10pt; }
       .foot { position: absolute; bottom: 7mm; left: 16mm; right: 16mm; font-size: 7pt; color: #777; display: flex; justify-content: space-between; }`,
      `<div class="page">
        <header><div class="logo">KESTREL<span>ENGINEERING PARTNERS</span></div>
          <div class="office">Level 12, 1 Market Street, Sydney NSW 2000<br>T +61 2 9555 0100 &nbsp; F +61 2 9555 0199<br>sydney@kestrel.example.com.au · kestrel.example.com.au</div></header>
        <main>
          <div class="doc">Staff Curriculum Vitae</div>
          <table>
            <tr><td class="k">Name</td><td>Priyanka Raghavan</td></tr>
            <tr><td class="k">Position</td><td>Associate Director – Geotechnical</td></tr>
            <tr><td class="k">Office</td><td>Sydney</td></tr>
            <tr><td class="k">Years with Kestrel</td><td>8 (17 years' total experience)</td></tr>
            <tr><td class="k">Qualifications</td><td>BE (Civil) Hons, Anna University; MEngSc (Geotechnical), UNSW; CPEng, NER</td></tr>
            <tr><td class="k">Contact</td><td>M +61 491 570 157 · E priyanka.raghavan@kestrel.example.com.au</td></tr>
            <tr><td class="k">LinkedIn</td><td>linkedin.com/in/priyanka-raghavan-geo</td></tr>
          </table>
          <h2>Profile</h2>
          <p>Priyanka leads Kestrel's geotechnical team in Sydney (14 engineers). She specialises in deep excavations,
          tunnelling interfaces and ground-improvement design for transport infrastructure.</p>
          <h2>Relevant project experience</h2>
          <table><tr><th style="width: 42mm">Project / client</th><th>Role and responsibilities</th><th style="width: 20mm">Dates</th></tr>
            <tr><td>Western Harbour Rail Link, stations package — client: Transport for NSW</td><td>Geotechnical design lead: retention
            systems for three 28 m deep station boxes; instrumentation and monitoring plan.</td><td>2022 – 2025</td></tr>
            <tr><td>Parramatta River foreshore upgrade — client: City of Parramatta</td><td>Design verification of ground
            improvement (deep soil mixing) under a new seawall.</td><td>2020 – 2022</td></tr>
            <tr><td>M12 interchange embankments — client: a Tier 1 contractor JV</td><td>Settlement analysis and wick-drain design
            over soft estuarine clays.</td><td>2017 – 2020</td></tr></table>
          <h2>Professional memberships</h2><p>Engineers Australia (MIEAust CPEng) · Australian Geomechanics Society, NSW chapter committee</p>
        </main>
        <div class="foot"><span>Kestrel Engineering Partners Pty Ltd · ABN 51 824 753 556</span><span>Staff CV template KEP-HR-014 rev 3 · Uncontrolled when printed</span></div>
      </div>`,
    ),
  },
  {
    // An events producer's resume with two group photos in the left column; the captions name the people in them
    // (colleagues, a councillor, a festival director) and the photographer. Her contacts are in the right column.
    file: 'chromium-group-photo-captions-havili.pdf',
    truth: {
      first: 'Mele',
      last: 'Havili',
      email: 'mele.havili@example.co.nz',
      phone: '021 555 0147',
      linkedin: 'https://www.linkedin.com/in/melehavili',
    },
    page: html(
      `${PAGES} body { font-size: 10pt; color: #2a2320; } .page { display: grid; grid-template-columns: 78mm 1fr; }
       .photos { background: #f6efe6; padding: 14mm 8mm; } figure { margin: 0 0 10mm; } figure img { width: 100%; border-radius: 3pt; }
       figcaption { font-size: 8.5pt; color: #5b4b3f; margin-top: 3pt; line-height: 1.35; } .credit { font-style: italic; color: #8a7a6d; }
       main { padding: 14mm 14mm; } h1 { font-size: 28pt; color: #b5462b; } .role { font-size: 12pt; margin-bottom: 6pt; }
       .contact { border-left: 3pt solid #b5462b; padding-left: 6pt; margin: 6pt 0 10pt; line-height: 1.45; } h2 { color: #b5462b; }`,
      `<div class="page">
        <div class="photos">
          <figure><img src="${pngUri(groupPng(4))}" alt="">
            <figcaption>Pasifika Festival 2024 production crew — from left: Sione Taufa, Losana Moala, Mele Havili and Tevita Fifita.
            <span class="credit">Photo: Viliami Tonga Photography</span></figcaption></figure>
          <figure><img src="${pngUri(groupPng(3, 360, 220))}" alt="">
            <figcaption>Briefing volunteer leads with Councillor Aroha Whaanga (Auckland Council) and festival director
            Ana Lolohea at the Ōtara night market launch, November 2023.</figcaption></figure>
          <figure><img src="${pngUri(groupPng(5))}" alt="">
            <figcaption>The 2022 Polyfest stage-management team with Rawiri Hēnare, site manager.</figcaption></figure>
        </div>
        <main>
          <h1>Mele Havili</h1><div class="role">Community Events Producer · Tāmaki Makaurau Auckland</div>
          <div class="contact">021 555 0147<br>mele.havili@example.co.nz<br>linkedin.com/in/melehavili</div>
          <h2>About</h2>
          <p>Producer of free, family-friendly festivals and night markets for Pacific and Māori communities in South
          Auckland. I run budgets, permits, volunteers and run sheets, and I speak Tongan, English and enough Samoan.</p>
          <h2>Experience</h2>
          <h3>Senior Producer — Moana Events Trust (2021 – present)</h3>
          <ul><li>Pasifika Festival village stages: 60,000 visitors, 18 stages, 240 volunteers.</li>
          <li>Secured $410,000 in council and Creative NZ funding over three years.</li></ul>
          <h3>Events Coordinator — Manukau Community Arts (2017 – 2021)</h3>
          <ul><li>Ran the weekly Ōtara night market's entertainment and stallholder programme.</li></ul>
          <h2>Education</h2><p>Bachelor of Communication Studies, AUT (2016) · Certificate in Event Safety (2022)</p>
          <h2>Skills</h2><p>Event budgets, resource consents, traffic management plans, volunteer rostering, Eventbrite, Xero</p>
        </main>
      </div>`,
      'en-NZ',
    ),
  },
  {
    // A Chilean brand designer's portfolio CV in Spanish: each project card names the client and the client's
    // contact person (title, e-mail, phone) as a reference. Her contacts are under the name.
    file: 'chromium-portfolio-clients-pizarro.pdf',
    truth: {
      first: 'Camila',
      last: 'Pizarro Rojas',
      email: 'camila.pizarro@example.cl',
      phone: '+56 9 5555 0123',
      linkedin: 'https://www.linkedin.com/in/camilapizarrorojas',
    },
    page: html(
      `${PAGES} body { font-size: 10pt; color: #111; } .page { padding: 15mm 16mm; }
       h1 { font-size: 30pt; font-weight: 800; letter-spacing: -0.02em; } .sub { color: #e4572e; font-size: 12pt; margin: 2pt 0 4pt; }
       .contact { font-size: 9.5pt; color: #444; margin-bottom: 10pt; } .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; }
       .card { border: 1pt solid #ddd; padding: 4mm; } .card h3 { margin-top: 0; } .swatch { height: 16mm; margin-bottom: 3mm; }
       .client { font-size: 8.5pt; color: #555; margin-top: 3pt; } h2 { color: #e4572e; }`,
      `<div class="page">
        <h1>Camila Pizarro Rojas</h1><div class="sub">Diseñadora de marca e identidad visual · Santiago, Chile</div>
        <div class="contact">+56 9 5555 0123 · camila.pizarro@example.cl · camilapizarro.example.cl · linkedin.com/in/camilapizarrorojas</div>
        <h2>Proyectos seleccionados</h2>
        <div class="grid">
          <div class="card"><div class="swatch" style="background: linear-gradient(90deg, #6b3e26, #d9a05b)"></div>
            <h3>Café Altiplano — rebranding (2024)</h3><p>Nueva identidad, empaques y señalética para 12 cafeterías.</p>
            <div class="client">Cliente: Café Altiplano SpA · Contacto: Joaquín Valdés, Gerente de Marketing ·
            joaquin.valdes@altiplano.example.cl · +56 2 2555 0180</div></div>
          <div class="card"><div class="swatch" style="background: linear-gradient(90deg, #3b1f3f, #9c3d54)"></div>
            <h3>Viña Los Robles — etiquetas (2023)</h3><p>Línea de etiquetas para la cosecha 2023 y la caja de regalo.</p>
            <div class="client">Cliente: Viña Los Robles · Referencia: María Ignacia Fuentes, Jefa de Exportaciones ·
            +56 9 5555 0177</div></div>
          <div class="card"><div class="swatch" style="background: linear-gradient(90deg, #0f4c5c, #5fa8d3)"></div>
            <h3>Municipalidad de Valparaíso — wayfinding (2022)</h3><p>Sistema de señalética para los ascensores patrimoniales.</p>
            <div class="client">Cliente: Municipalidad de Valparaíso, Dirección de Turismo · Contacto: Rodrigo Sepúlveda ·
            rsepulveda@munivalpo.example.cl</div></div>
          <div class="card"><div class="swatch" style="background: linear-gradient(90deg, #2d6a4f, #95d5b2)"></div>
            <h3>Huerta Urbana Ñuñoa — identidad (2021)</h3><p>Logo, redes sociales y material para ferias.</p>
            <div class="client">Cliente: Fundación Huerta Urbana · Proyecto pro bono</div></div>
        </div>
        <h2>Experiencia</h2>
        <p><b>Diseñadora independiente</b> (2020 – hoy) · <b>Diseñadora senior, Estudio Cordillera</b>, Santiago (2016 – 2020)
        · <b>Diseñadora junior, Agencia Pacífico</b> (2014 – 2016)</p>
        <h2>Formación</h2><p>Diseño Gráfico, Pontificia Universidad Católica de Chile (2013) · Diplomado en Branding, UAI (2018)</p>
        <h2>Herramientas</h2><p>Illustrator, InDesign, Figma, Photoshop, After Effects, Glyphs</p>
      </div>`,
      'es',
    ),
  },
  {
    // A South African HR business partner's resume: the right column has her contact block and, just under it,
    // 'References' whose first referee shares her surname (marked 'no relation'), with his office line and e-mail.
    file: 'chromium-referee-shares-surname-dlamini.pdf',
    truth: {
      first: 'Nomvula',
      last: 'Dlamini',
      email: 'nomvula.dlamini@example.co.za',
      phone: '072 555 0168',
      linkedin: 'https://www.linkedin.com/in/nomvula-dlamini-hr',
    },
    page: html(
      `${PAGES} body { font-size: 10pt; color: #222; } .page { display: grid; grid-template-columns: 1fr 70mm; }
       main { padding: 16mm 10mm 12mm 16mm; } aside { background: #24323f; color: #f0f0f0; padding: 16mm 7mm; font-size: 8.8pt; line-height: 1.45; }
       aside h2 { color: #f2b134; font-size: 9.5pt; } aside p { margin: 0 0 7pt; } h1 { font-size: 26pt; color: #24323f; }
       .title { color: #f2b134; font-weight: bold; letter-spacing: 0.08em; margin-bottom: 8pt; } main h2 { color: #24323f; }`,
      `<div class="page">
        <main>
          <h1>Nomvula Dlamini</h1><div class="title">HR BUSINESS PARTNER</div>
          <p>HR business partner with ten years in mining and retail. Strong in employee relations, the LRA and
          collective bargaining, and in building line managers' confidence with difficult conversations.</p>
          <h2>Experience</h2>
          <h3>HR Business Partner — Karoo Retail Group, Johannesburg (2020 – present)</h3>
          <ul><li>Partner to the operations executive for 86 stores (3,400 employees) in Gauteng and the Free State.</li>
          <li>Led the wage negotiations with SACCAWU in 2022 and 2024 without industrial action.</li></ul>
          <h3>Senior HR Officer — Ubuntu Mining Services, Rustenburg (2015 – 2020)</h3>
          <ul><li>Disciplinary and CCMA case handling for two shafts; case backlog cleared in eight months.</li></ul>
          <h3>HR Graduate Trainee — Ubuntu Mining Services (2014 – 2015)</h3>
          <h2>Education</h2>
          <p>BCom Honours Industrial Psychology, University of Johannesburg (2014) · SABPP registered HR Professional</p>
          <h2>Skills</h2><p>Employee relations, labour law, SAP SuccessFactors, organisational design, isiZulu, English, Sesotho</p>
        </main>
        <aside>
          <h2>CONTACT</h2>
          <p>Cell 072 555 0168<br>nomvula.dlamini@example.co.za<br>linkedin.com/in/nomvula-dlamini-hr<br>Randburg, Johannesburg</p>
          <h2>REFERENCES</h2>
          <p><b>Sipho Dlamini</b> (no relation)<br>Head of HR, Ubuntu Mining Services<br>011 555 0134<br>sipho.dlamini@umsgroup.example.co.za</p>
          <p><b>Leigh-Anne Pretorius</b><br>HR Director, Karoo Retail Group<br>082 555 0190<br>la.pretorius@karoo.example.co.za</p>
          <h2>LANGUAGES</h2><p>isiZulu, English, Sesotho, Afrikaans (basic)</p>
        </aside>
      </div>`,
      'en-ZA',
    ),
  },
  {
    // An Indian fresher's resume in the usual style: centred name in capitals and a contact line, academic table, an
    // internship with the guide's office landline, 'Personal Details' with father's name and mobile, mother's name,
    // passport number, and a declaration closing with place, date and her name in brackets.
    file: 'chromium-india-fresher-father-rathore.pdf',
    truth: {
      first: 'Deepika',
      last: 'Rathore',
      email: 'deepika.rathore@example.in',
      phone: '+91 94140 55123',
      linkedin: 'https://www.linkedin.com/in/deepika-rathore-ece',
    },
    page: html(
      `${PAGES} body { font-family: 'Liberation Serif', serif; font-size: 11pt; } .page { padding: 14mm 18mm; }
       h1 { text-align: center; font-size: 18pt; letter-spacing: 0.04em; } .c { text-align: center; margin: 3pt 0 8pt; font-size: 9.5pt; }
       h2 { background: #d9e2f3; font-size: 10.5pt; padding: 2pt 5pt; margin: 10pt 0 5pt; letter-spacing: 0; }
       table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #777; padding: 2pt 5pt; } th { background: #f2f2f2; }
       .pd td { border: none; padding: 1pt 4pt; } .pd td:first-child { width: 48mm; } .sign { margin-top: 14pt; display: flex; justify-content: space-between; }`,
      `<div class="page">
        <h1>DEEPIKA RATHORE</h1>
        <div class="c">Mobile: +91 94140 55123 | Email: deepika.rathore@example.in | LinkedIn: linkedin.com/in/deepika-rathore-ece</div>
        <h2>CAREER OBJECTIVE</h2>
        <p>To work in a challenging environment in the field of embedded systems and telecom, where I can apply my
        knowledge and grow along with the organisation.</p>
        <h2>ACADEMIC QUALIFICATIONS</h2>
        <table><tr><th>Qualification</th><th>Board / University</th><th>Year</th><th>Marks</th></tr>
          <tr><td>B.Tech (Electronics &amp; Communication)</td><td>Rajasthan Technical University, Kota</td><td>2024</td><td>8.1 CGPA</td></tr>
          <tr><td>Senior Secondary (XII)</td><td>RBSE, Ajmer</td><td>2020</td><td>89.4%</td></tr>
          <tr><td>Secondary (X)</td><td>RBSE, Ajmer</td><td>2018</td><td>91.2%</td></tr></table>
        <h2>INDUSTRIAL TRAINING</h2>
        <p>45-day training at BSNL Regional Telecom Training Centre, Jaipur (June – July 2023) on optical fibre and GSM.
        Guide: Mr. Rakesh Meena, SDE (Training), Ph. 0141-255-0144.</p>
        <h2>PROJECTS</h2>
        <ul><li>IoT-based smart irrigation controller (ESP32, soil-moisture sensors, MQTT dashboard).</li>
        <li>FPGA implementation of a 16-point FFT in Verilog (Xilinx Vivado).</li></ul>
        <h2>TECHNICAL SKILLS</h2><p>C, Embedded C, Verilog, MATLAB, Arduino/ESP32, Keil, basic Python</p>
        <h2>PERSONAL DETAILS</h2>
        <table class="pd">
          <tr><td>Father's Name</td><td>: Shri Mahendra Singh Rathore</td></tr>
          <tr><td>Father's Occupation</td><td>: Government Teacher</td></tr>
          <tr><td>Father's Mobile</td><td>: +91 98290 55017</td></tr>
          <tr><td>Mother's Name</td><td>: Smt. Kiran Rathore</td></tr>
          <tr><td>Date of Birth</td><td>: 14/08/2002</td></tr>
          <tr><td>Gender / Marital Status</td><td>: Female / Unmarried</td></tr>
          <tr><td>Passport No.</td><td>: T5518203</td></tr>
          <tr><td>Languages Known</td><td>: Hindi, English, Rajasthani</td></tr>
          <tr><td>Permanent Address</td><td>: 27, Shanti Nagar, Durgapura, Jaipur – 302018 (Rajasthan)</td></tr></table>
        <h2>DECLARATION</h2>
        <p>I hereby declare that the above information is true to the best of my knowledge and belief.</p>
        <div class="sign"><span>Place: Jaipur<br>Date: ____________</span><span>(DEEPIKA RATHORE)</span></div>
      </div>`,
    ),
  },
  {
    // A Dubai accountant's CV with a dark sidebar: photo, then 'Personal Information' (visa status, the visa sponsor
    // with its P.O. Box and phone, passport, licence) and 'Emergency Contact (Pakistan)' (his brother, same surname),
    // and only then 'Contact' with his own mobile, e-mail and LinkedIn.
    file: 'chromium-gulf-visa-sponsor-siddiqui.pdf',
    truth: {
      first: 'Hamza',
      last: 'Siddiqui',
      email: 'hamza.siddiqui@example.com',
      phone: '+971 50 555 0138',
      linkedin: 'https://www.linkedin.com/in/hamza-siddiqui-acca',
    },
    page: html(
      `${PAGES} body { font-size: 9.5pt; color: #222; } .page { display: grid; grid-template-columns: 68mm 1fr; }
       aside { background: #1f3b4d; color: #e8eef2; padding: 12mm 7mm; line-height: 1.4; } aside img { width: 34mm; display: block; margin: 0 auto 8pt; border: 2pt solid #fff; }
       aside h2 { color: #9fd3e6; font-size: 9pt; border-bottom: 1px solid #4b6a7d; padding-bottom: 2pt; } aside p { margin: 0 0 5pt; }
       main { padding: 14mm 12mm; } h1 { font-size: 24pt; color: #1f3b4d; } .t { color: #3a7ca5; font-size: 11.5pt; margin-bottom: 8pt; } main h2 { color: #1f3b4d; }`,
      `<div class="page">
        <aside><img src="${PHOTO_URI}" alt="">
          <h2>PERSONAL INFORMATION</h2>
          <p>Nationality: Pakistani<br>Date of birth: 02 May 1991<br>Marital status: Married</p>
          <p>Visa status: Employment visa (transferable, NOC available)<br>Visa sponsor: Al Safeer General Trading LLC,
          P.O. Box 55123, Deira, Dubai · Tel +971 4 555 0190</p>
          <p>Passport No: BK5512034 (valid until 2031)<br>UAE driving licence: Yes</p>
          <h2>EMERGENCY CONTACT (PAKISTAN)</h2>
          <p>Mr. Tariq Siddiqui (brother)<br>+92 300 555 0147<br>Gulberg III, Lahore</p>
          <h2>CONTACT</h2>
          <p>Mobile / WhatsApp: +971 50 555 0138<br>hamza.siddiqui@example.com<br>linkedin.com/in/hamza-siddiqui-acca<br>Al Nahda 2, Dubai</p>
        </aside>
        <main>
          <h1>HAMZA SIDDIQUI</h1><div class="t">Senior Accountant · ACCA</div>
          <h2>Professional Summary</h2>
          <p>ACCA member with nine years in trading and logistics companies in the UAE and Pakistan. Month-end close,
          VAT returns, bank reconciliations and audits, with a strong hand in Oracle NetSuite and Excel.</p>
          <h2>Work Experience</h2>
          <h3>Senior Accountant — Al Safeer General Trading LLC, Dubai (2019 – present)</h3>
          <ul><li>Month-end close for three entities (AED 310 m turnover); UAE VAT and Corporate Tax registration.</li>
          <li>Reduced receivable days from 74 to 52 with weekly ageing reviews.</li></ul>
          <h3>Accountant — Gulf Horizon Logistics FZE, Jebel Ali (2016 – 2019)</h3>
          <ul><li>Payables for 400 vendors; intercompany reconciliations with the Karachi office.</li></ul>
          <h3>Audit Trainee — Haider Shamsi &amp; Co., Chartered Accountants, Lahore (2013 – 2016)</h3>
          <h2>Education</h2><p>ACCA (2018) · B.Com, University of the Punjab, Lahore (2012)</p>
          <h2>Skills</h2><p>Oracle NetSuite, Tally ERP, IFRS, UAE VAT, Excel (pivot, Power Query), Urdu, English, Arabic (basic)</p>
        </main>
      </div>`,
    ),
  },
  {
    // A product manager's resume with a 'What colleagues say' panel at the top right: two quoted recommendations, each
    // signed with the recommender's name, title, company and LinkedIn address. Her own contacts are in the footer.
    file: 'chromium-recommendations-linkedin-greco.pdf',
    truth: {
      first: 'Valentina',
      last: 'Greco',
      email: 'valentina.greco@example.de',
      phone: '+49 1512 5550183',
      linkedin: 'https://www.linkedin.com/in/valentinagreco-pm',
    },
    page: html(
      `${PAGES} body { font-size: 10pt; color: #1b1b1b; } .page { padding: 16mm 16mm 0; }
       .top { display: grid; grid-template-columns: 1fr 70mm; gap: 8mm; } h1 { font-size: 30pt; } .t { font-size: 12pt; color: #6d28d9; margin: 3pt 0 8pt; }
       .quotes { background: #f3efff; padding: 5mm; font-size: 9pt; } .quotes h2 { margin-top: 0; color: #6d28d9; }
       blockquote { margin: 0 0 8pt; font-style: italic; } .by { font-style: normal; font-size: 8.5pt; color: #444; display: block; margin-top: 2pt; }
       h2 { color: #6d28d9; } .foot { position: absolute; bottom: 0; left: 0; right: 0; border-top: 1pt solid #ddd; padding: 6mm 16mm; display: flex; justify-content: space-between; font-size: 9.5pt; }`,
      `<div class="page">
        <div class="top"><div>
          <h1>Valentina Greco</h1><div class="t">Senior Product Manager · Berlin</div>
          <p>Product manager for B2B SaaS onboarding and growth. I like small bets, honest metrics and shipping with the
          engineers in the room.</p></div>
          <div class="quotes"><h2>What colleagues say</h2>
            <blockquote>“Valentina turned our onboarding around in one quarter and made the whole team better at saying no.”
              <span class="by">— Marcus Webb, VP Product, Lumio GmbH · linkedin.com/in/marcuswebb-product</span></blockquote>
            <blockquote>“The rare PM who reads the logs before the slide deck.”
              <span class="by">— Dr. Aylin Demirtaş, CTO, Kanalwerk Software · linkedin.com/in/aylindemirtas</span></blockquote></div></div>
        <h2>Experience</h2>
        <h3>Senior Product Manager — Lumio GmbH, Berlin (2021 – present)</h3>
        <ul><li>Owned self-serve onboarding: activation from 31% to 48%, time-to-value from 9 days to 2.</li>
        <li>Ran 40+ experiments a year with a squad of six engineers and a designer.</li></ul>
        <h3>Product Manager — Kanalwerk Software, Hamburg (2018 – 2021)</h3>
        <ul><li>Launched the integrations marketplace (70 partners in year one).</li></ul>
        <h3>Business Analyst — Accenture, Milano (2015 – 2018)</h3>
        <h2>Education</h2><p>MSc Management Engineering, Politecnico di Milano (2015)</p>
        <h2>Skills</h2><p>Discovery interviews, Amplitude, SQL, Figma, OKRs · Italian (native), English (C2), German (C1)</p>
        <div class="foot"><span>+49 1512 5550183</span><span>valentina.greco@example.de</span><span>linkedin.com/in/valentinagreco-pm</span></div>
      </div>`,
    ),
  },
  {
    // An Outlook print of a forwarded message: the mailbox owner's name in bold over a rule (as Outlook prints it),
    // From / Sent / To / Cc / Subject / Attachments, the hiring manager's note and her signature with two phones, her
    // e-mail and LinkedIn; then the forwarded CV's text with the candidate's own contacts.
    file: 'chromium-outlook-forward-note-wieczorek.pdf',
    truth: {
      first: 'Tomasz',
      last: 'Wieczorek',
      email: 'tomasz.wieczorek@example.pl',
      phone: '+48 601 555 204',
      linkedin: 'https://www.linkedin.com/in/tomaszwieczorek',
    },
    page: html(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; } @page { size: A4; margin: 16mm 18mm; }
       .owner { font-size: 14pt; font-weight: bold; border-bottom: 2pt solid #000; padding-bottom: 3pt; margin-bottom: 8pt; }
       table.h td { padding: 1pt 6pt 1pt 0; vertical-align: top; } table.h td:first-child { font-weight: bold; width: 24mm; }
       .note { margin: 12pt 0; line-height: 1.45; } .sig { color: #333; font-size: 9pt; } hr { border: 0; border-top: 1px solid #999; margin: 12pt 0; }
       .cv h1 { font-size: 16pt; } .cv h2 { font-size: 10.5pt; }`,
      `<div class="owner">Olivia Brandt</div>
       <table class="h">
         <tr><td>From:</td><td>Olivia Brandt &lt;olivia.brandt@hanseatic-logistics.example.de&gt;</td></tr>
         <tr><td>Sent:</td><td>Tuesday, 4 March 2025 09:12</td></tr>
         <tr><td>To:</td><td>Recruiting Team &lt;recruiting@hanseatic-logistics.example.de&gt;</td></tr>
         <tr><td>Cc:</td><td>Jan Hoffmeister &lt;jan.hoffmeister@hanseatic-logistics.example.de&gt;</td></tr>
         <tr><td>Subject:</td><td>FW: Senior Data Analyst (Req. 2025-031) – CV</td></tr>
         <tr><td>Attachments:</td><td>CV_Senior_Data_Analyst.pdf</td></tr>
       </table>
       <div class="note">
         <p>Hi all,</p>
         <p>strong profile for the Senior Data Analyst role – good SQL and dbt, has done freight pricing before. Please
         schedule a first interview with Jan and me next week (Wed or Thu). I have pasted the CV below so you don't have
         to open the attachment.</p>
         <p>Thanks,<br>Olivia</p>
         <p class="sig">Olivia Brandt | Head of Analytics<br>Hanseatic Logistics GmbH | Großer Grasbrook 9 | 20457 Hamburg<br>
         T +49 40 555 0182 | M +49 171 555 0166 | linkedin.com/in/oliviabrandt</p>
       </div>
       <hr>
       <div class="cv">
         <h1>Tomasz Wieczorek</h1>
         <p>Senior Data Analyst · Poznań, Poland (open to relocation to Hamburg)</p>
         <p>+48 601 555 204 · tomasz.wieczorek@example.pl · linkedin.com/in/tomaszwieczorek</p>
         <h2>Experience</h2>
         <p><b>Data Analyst, later Senior Data Analyst — Baltic Freight Exchange, Poznań (2019 – present)</b><br>
         Built the spot-rate pricing model used for 60% of quotes; moved reporting from Excel to dbt and Looker.</p>
         <p><b>BI Developer — Allegro Logistics Services, Poznań (2016 – 2019)</b><br>
         SSIS and Power BI for warehouse KPIs across 9 sites.</p>
         <h2>Education</h2>
         <p>MSc Quantitative Methods in Economics, Poznań University of Economics and Business (2016)</p>
         <h2>Skills</h2>
         <p>SQL (BigQuery, PostgreSQL), dbt, Python (pandas, scikit-learn), Looker, Power BI · Polish (native), English (C1), German (B1)</p>
       </div>`,
    ),
  },
  {
    // An actor's CV: name and headshot, 'Contact me through my agent' with the agency, the agent's name, phone, e-mail
    // and address; credits tables naming directors and companies; 'Direct enquiries by e-mail only' with his own
    // address. He gives no phone of his own.
    file: 'chromium-actor-agent-adekunle.pdf',
    truth: { first: 'Oluwaseun', last: 'Adekunle', email: 'seun.adekunle@example.co.uk', phone: null, linkedin: null },
    page: html(
      `${PAGES} body { font-size: 9.5pt; color: #111; } .page { padding: 14mm 16mm; }
       header { display: grid; grid-template-columns: 38mm 1fr 66mm; gap: 6mm; align-items: start; border-bottom: 1.5pt solid #111; padding-bottom: 6pt; }
       header img { width: 38mm; } h1 { font-size: 22pt; letter-spacing: 0.05em; } .stats { font-size: 9pt; line-height: 1.5; margin-top: 4pt; }
       .agent { border: 1pt solid #111; padding: 4mm; font-size: 8.8pt; line-height: 1.45; } .agent b { font-size: 9.5pt; }
       h2 { font-size: 10pt; margin-top: 10pt; } table { border-collapse: collapse; width: 100%; } td { padding: 1.5pt 4pt; border-bottom: 1px solid #e2e2e2; }
       td:first-child { width: 24mm; color: #555; }`,
      `<div class="page">
        <header><img src="${PHOTO_URI}" alt="">
          <div><h1>OLUWASEUN ADEKUNLE</h1>
            <div class="stats">Playing age 25–35 · Height 6'1" (185 cm) · Eyes brown · Hair black, short<br>
            Accents: London (native), Lagos Nigerian (native), RP, General American<br>Spotlight PIN 5512-0374-1188 · Equity member</div></div>
          <div class="agent"><b>Contact me through my agent</b><br>Pemberton &amp; Lowe Management<br>Agent: Lucy Hargreaves<br>
            44 Wardour Street, London W1D 6QZ<br>+44 20 7946 0718<br>lucy@pembertonlowe.example.co.uk</div></header>
        <h2>THEATRE</h2>
        <table>
          <tr><td>2024</td><td>Brutus</td><td>Julius Caesar</td><td>Northern Broadsides tour, dir. Hannah Okoro</td></tr>
          <tr><td>2023</td><td>Walter Lee Younger</td><td>A Raisin in the Sun</td><td>Leicester Curve, dir. Marcus Allende</td></tr>
          <tr><td>2022</td><td>Ensemble / u/s Oberon</td><td>A Midsummer Night's Dream</td><td>Regent's Park Open Air Theatre</td></tr></table>
        <h2>TELEVISION</h2>
        <table>
          <tr><td>2024</td><td>DS Femi Ogundipe (series regular)</td><td>Harbour Lights, series 2</td><td>Red Kite Pictures / ITV, dir. Sarah Penrose</td></tr>
          <tr><td>2022</td><td>Paramedic</td><td>Casualty</td><td>BBC Studios</td></tr></table>
        <h2>FILM</h2>
        <table><tr><td>2023</td><td>Tunde (lead)</td><td>The Long Way to Peckham (short)</td><td>Southside Films, dir. Chidi Eze-Morgan</td></tr></table>
        <h2>TRAINING</h2><p>BA (Hons) Acting, Guildhall School of Music &amp; Drama (2019)</p>
        <h2>SKILLS</h2><p>Stage combat (BADC intermediate), football (semi-pro), singing (baritone), Yoruba (fluent), full UK driving licence</p>
        <p style="margin-top: 12pt"><b>Direct enquiries by e-mail only:</b> seun.adekunle@example.co.uk — for bookings and availability please call my agent.</p>
      </div>`,
      'en-GB',
    ),
  },
  {
    // A Czech software engineer's CV with a contact card that labels everything: his work e-mail first, then his
    // personal e-mail, an office line and his mobile.
    file: 'chromium-work-personal-email-novak.pdf',
    truth: {
      first: 'Lukáš',
      last: 'Novák',
      email: 'novak.lukas@example.cz',
      phone: '+420 603 555 127',
      linkedin: 'https://www.linkedin.com/in/lukas-novak-cz',
    },
    page: html(
      `${PAGES} body { font-size: 10pt; color: #202124; } .page { padding: 15mm 16mm; }
       .head { display: grid; grid-template-columns: 1fr 86mm; gap: 6mm; } h1 { font-size: 27pt; } .t { color: #1a73e8; font-size: 12pt; }
       .card { border: 1pt solid #d2d6dc; border-radius: 4pt; padding: 4mm; font-size: 9pt; } .card table td { padding: 1pt 4pt 1pt 0; }
       .card td:first-child { color: #5f6368; white-space: nowrap; } h2 { color: #1a73e8; }`,
      `<div class="page">
        <div class="head"><div><h1>Lukáš Novák</h1><div class="t">Senior Backend Engineer · Praha</div>
          <p style="margin-top: 6pt">Backend engineer (Java, Kotlin, Go) with ten years in e-commerce and fintech. Currently
          at Vltava Software; looking for a staff-level role.</p></div>
          <div class="card"><table>
            <tr><td>Work e-mail</td><td>lukas.novak@vltavasoft.example.cz</td></tr>
            <tr><td>Personal e-mail</td><td>novak.lukas@example.cz</td></tr>
            <tr><td>Office</td><td>+420 222 555 300</td></tr>
            <tr><td>Mobile</td><td>+420 603 555 127</td></tr>
            <tr><td>LinkedIn</td><td>linkedin.com/in/lukas-novak-cz</td></tr>
            <tr><td>GitHub</td><td>github.com/lnovak</td></tr></table></div></div>
        <h2>Experience</h2>
        <h3>Senior Backend Engineer — Vltava Software a.s., Praha (2020 – present)</h3>
        <ul><li>Payment orchestration service in Kotlin (2,000 req/s at peak); p99 latency down from 480 ms to 120 ms.</li>
        <li>Led the move from a shared Oracle schema to per-service PostgreSQL databases.</li></ul>
        <h3>Backend Developer — Košík Rychle s.r.o., Praha (2016 – 2020)</h3>
        <ul><li>Order routing and slot booking in Java/Spring; on-call for the Saturday peak.</li></ul>
        <h3>Java Developer — Moravia IT, Brno (2014 – 2016)</h3>
        <h2>Education</h2><p>Ing. (MSc) Software Engineering, Czech Technical University in Prague (2014)</p>
        <h2>Skills</h2><p>Kotlin, Java, Go, PostgreSQL, Kafka, Kubernetes, gRPC · Czech (native), English (C1), German (B1)</p>
      </div>`,
      'cs',
    ),
  },
];

// ---------- PDF drawn with pdfkit ----------

type Doc = PDFKit.PDFDocument;

const TTF = {
  sans: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  sansBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  serif: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  serifBold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  serifItalic: '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf',
};

/** A4's width in points. */
const W = 595.28;
/** Every file's creation date, so that the PDFs come out the same each run. */
const STAMP = new Date('2025-03-12T10:00:00Z');

/** A PDF that `draw` lays out with pdfkit on A4, with the TrueType faces registered under their TTF keys. */
const pdfkit = (info: PdfInfo, draw: (doc: Doc) => void) => () => drawPdf(info, STAMP, draw, { fonts: TTF });

/** Lines drawn one under another from `y`, `leading` apart; gives the top of the next line. */
function stack(doc: Doc, lines: string[], x: number, y: number, leading: number, align: 'left' | 'right' = 'left') {
  for (const line of lines) {
    const at = align === 'right' ? x - doc.widthOfString(line) : x;
    doc.text(line, at, y, { lineBreak: false });
    y += leading;
  }
  return y;
}

/** A paragraph wrapped by pdfkit into `width`; gives the top of what follows it. */
function block(doc: Doc, text: string, x: number, y: number, width: number, gap = 4) {
  doc.text(text, x, y, { width, lineGap: 1.5 });
  return doc.y + gap;
}

/** A heading in the current colour with a hairline under it; gives the top of the section's body. */
function section(doc: Doc, title: string, x: number, y: number, width: number, font = 'sansBold', size = 10.5) {
  doc.font(font).fontSize(size).text(title, x, y, { lineBreak: false });
  doc
    .save()
    .moveTo(x, y + size + 3)
    .lineTo(x + width, y + size + 3)
    .lineWidth(0.6)
    .strokeColor('#888888')
    .stroke()
    .restore();
  return y + size + 8;
}

const made: BytesFixture[] = [
  {
    // A Kenyan cover letter and CV, as Word prints them: on page 1 the addressee's block (the hotel's HR manager, P.O.
    // Box, phone, e-mail) is drawn first, then her letterhead at the top right, the date, the 'RE:' line, the letter
    // and 'Yours faithfully' over her name. Page 2 is the CV: personal details (ID number, date of birth, her phone and
    // e-mail), experience, and three referees each with a P.O. Box, phone and e-mail.
    file: 'pdfkit-kenya-letter-referees-njoroge.pdf',
    truth: {
      first: 'Wanjiru',
      last: 'Njoroge',
      email: 'wanjiru.njoroge@example.co.ke',
      phone: '0722 555 018',
      linkedin: null,
    },
    bytes: pdfkit({ Producer: 'Microsoft® Word 2019', Creator: 'Microsoft® Word 2019', Author: 'HP' }, (doc) => {
      const left = 72;
      const width = W - 144;
      doc.fillColor('#000000').font('serif').fontSize(11.5);
      stack(
        doc,
        [
          'The Human Resource Manager,',
          'Serena Coast Hotels Ltd,',
          'P.O. Box 90155-80100,',
          'MOMBASA.',
          'Tel: +254 41 555 0100',
          'Email: careers@serenacoast.example.co.ke',
        ],
        left,
        190,
        15,
      );
      doc.font('serifBold').fontSize(12);
      doc.text('Wanjiru Njoroge', W - left - doc.widthOfString('Wanjiru Njoroge'), 72, { lineBreak: false });
      doc.font('serif').fontSize(11.5);
      stack(
        doc,
        ['P.O. Box 4412-00100,', 'NAIROBI.', 'Tel: 0722 555 018', 'Email: wanjiru.njoroge@example.co.ke'],
        W - left,
        89,
        15,
        'right',
      );
      doc.text('3rd March, 2025.', W - left - doc.widthOfString('3rd March, 2025.'), 158, { lineBreak: false });
      doc.text('Dear Sir/Madam,', left, 300, { lineBreak: false });
      doc
        .font('serifBold')
        .text('RE: APPLICATION FOR THE POSITION OF FRONT OFFICE MANAGER', left, 324, { underline: true });
      doc.font('serif');
      let y = 352;
      for (const text of [
        'I wish to apply for the above position as advertised in the Daily Nation of 28th February, 2025. I hold a Bachelor of Science in Hospitality and Tourism Management from Kenyatta University and have eight years of experience in front office operations in four- and five-star hotels.',
        'I am currently the Assistant Front Office Manager at Lakeview Resort, Naivasha, where I supervise a team of fourteen receptionists, concierges and night auditors, and manage the Opera PMS. Under my watch our guest-satisfaction score on TripAdvisor rose from 4.2 to 4.7.',
        'I am confident that my experience, my command of English, Kiswahili and German, and my commitment to service will be of value to Serena Coast Hotels. My curriculum vitae is attached for your consideration.',
        'I look forward to your favourable response.',
      ])
        y = block(doc, text, left, y, width, 10);
      doc.text('Yours faithfully,', left, y + 6, { lineBreak: false });
      doc
        .font('serifItalic')
        .fontSize(16)
        .fillColor('#1f3f8f')
        .text('Wjr Njoroge', left, y + 26, { lineBreak: false });
      doc
        .font('serif')
        .fontSize(11.5)
        .fillColor('#000000')
        .text('Wanjiru Njoroge', left, y + 50, { lineBreak: false });

      doc.addPage({ size: 'A4', margin: 0 });
      doc.font('serifBold').fontSize(15);
      doc.text('CURRICULUM VITAE', (W - doc.widthOfString('CURRICULUM VITAE')) / 2, 60, { lineBreak: false });
      y = section(doc, 'PERSONAL DETAILS', left, 92, width, 'serifBold', 11.5);
      doc.font('serif').fontSize(11);
      const details: [string, string][] = [
        ['Name:', 'WANJIRU NJOROGE'],
        ['Date of Birth:', '14th June, 1991'],
        ['ID No.:', '28551023'],
        ['Nationality:', 'Kenyan'],
        ['Marital Status:', 'Single'],
        ['Telephone:', '0722 555 018'],
        ['Email:', 'wanjiru.njoroge@example.co.ke'],
        ['Languages:', 'English, Kiswahili, German (B2)'],
      ];
      for (const [label, value] of details) {
        doc.font('serifBold').text(label, left, y, { lineBreak: false });
        doc.font('serif').text(value, left + 120, y, { lineBreak: false });
        y += 15;
      }
      y = section(doc, 'CAREER OBJECTIVE', left, y + 8, width, 'serifBold', 11.5);
      doc.font('serif').fontSize(11);
      y = block(
        doc,
        'A hospitality professional seeking to lead a front office team in a leading beach resort, delivering warm, efficient service and growing revenue per room.',
        left,
        y,
        width,
        6,
      );
      y = section(doc, 'WORK EXPERIENCE', left, y + 4, width, 'serifBold', 11.5);
      doc.font('serif').fontSize(11);
      for (const [role, text] of [
        [
          '2021 – Date: Assistant Front Office Manager, Lakeview Resort, Naivasha',
          'Supervise 14 front office staff; manage Opera PMS, night audit and the group-bookings desk; raised online review scores from 4.2 to 4.7.',
        ],
        [
          '2018 – 2021: Guest Relations Officer, Safari Park Plaza, Nairobi',
          'Handled VIP arrivals and complaints; trained new receptionists on upselling, adding KES 1.2 million in upgrades a year.',
        ],
        [
          '2016 – 2018: Receptionist, Tamarind Beach Hotel, Diani',
          'Check-in and check-out, cashiering and reservations.',
        ],
      ]) {
        doc.font('serifBold');
        y = block(doc, role!, left, y, width, 1);
        doc.font('serif');
        y = block(doc, text!, left + 12, y, width - 12, 6);
      }
      y = section(doc, 'EDUCATION', left, y + 4, width, 'serifBold', 11.5);
      doc.font('serif').fontSize(11);
      y = block(
        doc,
        '2011 – 2015: Kenyatta University, B.Sc. Hospitality and Tourism Management (Second Class Upper)',
        left,
        y,
        width,
        1,
      );
      y = block(doc, '2006 – 2009: Alliance Girls High School, K.C.S.E. Mean Grade A-', left, y, width, 6);
      y = section(doc, 'REFEREES', left, y + 4, width, 'serifBold', 11.5);
      doc.font('serif').fontSize(10.5);
      const refs = [
        [
          'Mr. Peter Kamau Mwangi',
          'General Manager, Lakeview Resort',
          'P.O. Box 1123-20117, Naivasha',
          'Tel: 0733 555 041',
          'pkmwangi@lakeview.example.co.ke',
        ],
        [
          'Mrs. Grace Achieng Otieno',
          'Lecturer, Dept. of Hospitality, Kenyatta University',
          'P.O. Box 43844-00100, Nairobi',
          'Tel: 0711 555 092',
          'gotieno@ku.example.ac.ke',
        ],
        [
          'Ms. Halima Said',
          'Rooms Division Manager, Safari Park Plaza',
          'P.O. Box 45038-00100, Nairobi',
          'Tel: 0720 555 067',
          'halima.said@safaripark.example.co.ke',
        ],
      ];
      refs.forEach((ref, i) => {
        doc.font('serifBold').text(`${i + 1}. ${ref[0]}`, left, y, { lineBreak: false });
        doc.font('serif');
        y = stack(doc, [`${ref[1]}, ${ref[2]}`, `${ref[3]}  ·  Email: ${ref[4]}`], left + 14, y + 14, 13.5) + 6;
      });
    }),
  },
  {
    // A PhD candidate's CV drawn like a LaTeX class: the name centred in a large serif, a contact line, then the
    // department's address with its main office number, the advisor with his e-mail and phone, and a publication list
    // in which co-authors are listed with a corresponding author's e-mail.
    file: 'pdfkit-latex-coauthors-advisor-xu.pdf',
    truth: {
      first: 'Ruoxi',
      last: 'Xu',
      email: 'ruoxi.xu@cs.mtu.example.edu',
      phone: '(217) 555-0179',
      linkedin: 'https://www.linkedin.com/in/ruoxi-xu',
    },
    bytes: pdfkit({ Producer: 'pdfTeX-1.40.26', Creator: 'LaTeX with hyperref', Title: 'Curriculum Vitae' }, (doc) => {
      const left = 66;
      const width = W - 132;
      doc.fillColor('#000000').font('serif').fontSize(22);
      doc.text('Ruoxi Xu', (W - doc.widthOfString('Ruoxi Xu')) / 2, 58, { lineBreak: false });
      doc.fontSize(10);
      const contact =
        'ruoxi.xu@cs.mtu.example.edu  ·  (217) 555-0179  ·  linkedin.com/in/ruoxi-xu  ·  github.com/ruoxixu';
      doc.text(contact, (W - doc.widthOfString(contact)) / 2, 88, { lineBreak: false });
      const start = (W - doc.widthOfString(contact)) / 2;
      doc.link(start, 86, doc.widthOfString('ruoxi.xu@cs.mtu.example.edu'), 12, 'mailto:ruoxi.xu@cs.mtu.example.edu');
      const at = start + doc.widthOfString('ruoxi.xu@cs.mtu.example.edu  ·  (217) 555-0179  ·  ');
      doc.link(at, 86, doc.widthOfString('linkedin.com/in/ruoxi-xu'), 12, 'https://www.linkedin.com/in/ruoxi-xu');
      const dept =
        'Department of Computer Science, Midwest Technological University, 201 N. Goodwin Ave, Urbana, IL 61801';
      doc.fontSize(9).fillColor('#333333');
      doc.text(dept, (W - doc.widthOfString(dept)) / 2, 102, { lineBreak: false });
      const office = 'Department main office: (217) 555-0100';
      doc.text(office, (W - doc.widthOfString(office)) / 2, 114, { lineBreak: false });
      doc.fillColor('#000000');
      let y = section(doc, 'Education', left, 140, width, 'serifBold', 12);
      doc.font('serif').fontSize(10.5);
      y = block(
        doc,
        'Ph.D. in Computer Science, Midwest Technological University, 2020 – 2025 (expected May 2025)',
        left,
        y,
        width,
        1,
      );
      y = block(
        doc,
        'Advisor: Prof. Sudipta Bhattacharya (sbhattacharya@cs.mtu.example.edu, (217) 555-0133). Thesis: Verified compilation of probabilistic programs.',
        left + 14,
        y,
        width - 14,
        4,
      );
      y = block(doc, 'B.Eng. in Computer Science and Technology, Zhejiang University, 2016 – 2020', left, y, width, 6);
      y = section(doc, 'Research Experience', left, y + 2, width, 'serifBold', 12);
      doc.font('serif').fontSize(10.5);
      y = block(
        doc,
        'Research Intern, Programming Languages group, Northstar Research Labs, Seattle (Summer 2023). Mentor: Dr. Hannah Lindqvist-Osei (hlosei@northstar.example.com).',
        left,
        y,
        width,
        4,
      );
      y = block(
        doc,
        'Graduate Research Assistant, Formal Methods Lab (Siebel 3102, lab phone (217) 555-0140), 2020 – present.',
        left,
        y,
        width,
        6,
      );
      y = section(doc, 'Publications', left, y + 2, width, 'serifBold', 12);
      doc.font('serif').fontSize(10);
      for (const pub of [
        '[C3] Ruoxi Xu, Miguel Okonkwo-Reyes, and Sudipta Bhattacharya. Certified sampling for probabilistic programs. In PLDI 2025. Corresponding author: Sudipta Bhattacharya (sbhattacharya@cs.mtu.example.edu).',
        '[C2] Miguel Okonkwo-Reyes, Ruoxi Xu, Elif Kaplan, and Sudipta Bhattacharya. Refinement types for differential privacy budgets. In POPL 2024. Contact: mokonkwo@cs.mtu.example.edu.',
        '[C1] Ruoxi Xu and Hannah Lindqvist-Osei. A mechanised semantics for sampling with rejection. In ICFP 2023.',
        '[W1] Elif Kaplan, Ruoxi Xu. Teaching Coq with proof games. In TYPES Workshop 2022. (ekaplan@cs.mtu.example.edu)',
      ])
        y = block(doc, pub, left, y, width, 4);
      y = section(doc, 'Teaching', left, y + 2, width, 'serifBold', 12);
      doc.font('serif').fontSize(10.5);
      y = block(
        doc,
        'Teaching Assistant, CS 421 Programming Languages and Compilers (Fall 2021, Spring 2022). Instructor: Prof. Elsa Gunnarsdóttir.',
        left,
        y,
        width,
        6,
      );
      y = section(doc, 'Awards', left, y + 2, width, 'serifBold', 12);
      doc.font('serif').fontSize(10.5);
      y = block(
        doc,
        'Distinguished Paper Award, PLDI 2025 · MTU Graduate College Fellowship, 2020 – 2021',
        left,
        y,
        width,
        6,
      );
      y = section(doc, 'Skills', left, y + 2, width, 'serifBold', 12);
      doc.font('serif').fontSize(10.5);
      block(doc, 'Coq, Lean 4, OCaml, Haskell, Rust, LLVM · Mandarin (native), English (fluent)', left, y, width, 6);
    }),
  },
  {
    // A Filipino seafarer's application form under a manning agency's letterhead (its name, licence, phone and
    // crewing e-mail): form rows SURNAME / FIRST NAME / MIDDLE NAME in capitals, personal data, next of kin (his wife,
    // same surname) with her mobile and address, his own mobile and e-mail, then documents and sea service.
    file: 'pdfkit-seafarer-next-of-kin-bautista.pdf',
    truth: {
      first: 'Rodel',
      last: 'Bautista',
      email: 'rodel.bautista@example.ph',
      phone: '+63 919 555 0182',
      linkedin: null,
    },
    bytes: pdfkit(
      { Producer: 'Microsoft® Excel® 2016', Creator: 'Microsoft® Excel® 2016', Title: 'APPLICATION FORM' },
      (doc) => {
        const left = 40;
        const width = W - 80;
        doc.fillColor('#0b3d91').font('sansBold').fontSize(15);
        doc.text('PACIFIC CREW MANAGEMENT INC.', (W - doc.widthOfString('PACIFIC CREW MANAGEMENT INC.')) / 2, 34, {
          lineBreak: false,
        });
        doc.fillColor('#333333').font('sans').fontSize(8.5);
        for (const [i, line] of [
          'DMW Licence No. 055-LB-031522-R · 2/F Marina Square, 1234 Roxas Blvd., Ermita, Manila 1000',
          'Tel: +63 2 8555 0140 · Fax: +63 2 8555 0141 · crewing@pacificcrew.example.ph',
        ].entries())
          doc.text(line, (W - doc.widthOfString(line)) / 2, 54 + i * 11, { lineBreak: false });
        doc.fillColor('#000000').font('sansBold').fontSize(12);
        doc.text("SEAFARER'S APPLICATION FORM", (W - doc.widthOfString("SEAFARER'S APPLICATION FORM")) / 2, 88, {
          lineBreak: false,
        });

        /** A grid row of label/value cells; `cells` gives each cell's label, value and width. */
        const row = (y: number, cells: [string, string, number][], height = 26) => {
          let x = left;
          for (const [label, value, cellWidth] of cells) {
            doc.rect(x, y, cellWidth, height).lineWidth(0.6).strokeColor('#444444').stroke();
            doc
              .font('sans')
              .fontSize(6.5)
              .fillColor('#555555')
              .text(label, x + 3, y + 2, { lineBreak: false });
            doc
              .font('sansBold')
              .fontSize(9.5)
              .fillColor('#000000')
              .text(value, x + 3, y + height - 14, { lineBreak: false });
            x += cellWidth;
          }
          return y + height;
        };
        const photoX = left + width - 96;
        doc.rect(photoX, 110, 96, 104).lineWidth(0.6).strokeColor('#444444').stroke();
        doc.image(silhouettePng([90, 90, 96], [236, 236, 238], 120, 130), photoX + 4, 114, { width: 88 });
        const grid = width - 96;
        let y = row(110, [
          ['RANK APPLIED FOR', '2ND ENGINEER', grid / 2],
          ['VESSEL TYPE', 'BULK CARRIER / TANKER', grid / 2],
        ]);
        y = row(y, [
          ['SURNAME', 'BAUTISTA', grid / 3],
          ['FIRST NAME', 'RODEL', grid / 3],
          ['MIDDLE NAME', 'MAGSINO', grid / 3],
        ]);
        y = row(y, [
          ['DATE OF BIRTH', '09 NOV 1986', grid / 3],
          ['PLACE OF BIRTH', 'BATANGAS CITY', grid / 3],
          ['CIVIL STATUS', 'MARRIED', grid / 3],
        ]);
        y = row(y, [['HOME ADDRESS', 'PUROK 3, BRGY. KUMINTANG ILAYA, BATANGAS CITY 4200', grid]]);
        y = row(y + 0, [
          ['MOBILE NO.', '+63 919 555 0182', width / 3],
          ['E-MAIL ADDRESS', 'rodel.bautista@example.ph', width / 3],
          ['HEIGHT / WEIGHT', '170 CM / 72 KG', width / 3],
        ]);
        y = row(y, [
          ['NEXT OF KIN', 'MARICEL BAUTISTA', width / 3],
          ['RELATIONSHIP', 'WIFE', width / 6],
          ["NEXT OF KIN'S CONTACT NO.", '+63 917 555 0263', width / 2],
        ]);
        y = row(y, [["NEXT OF KIN'S ADDRESS", 'SAME AS ABOVE', width]]);
        doc
          .font('sansBold')
          .fontSize(10)
          .fillColor('#0b3d91')
          .text('TRAVEL DOCUMENTS AND LICENCES', left, y + 14, { lineBreak: false });
        y = row(y + 28, [
          ['DOCUMENT', 'PASSPORT', width * 0.3],
          ['NUMBER', 'P5518234B', width * 0.25],
          ['ISSUED', '12 JAN 2022', width * 0.2],
          ['EXPIRY', '11 JAN 2032', width * 0.25],
        ]);
        for (const [documentName, number, issued, expiry] of [
          ["SEAMAN'S BOOK (SIRB)", 'C0815523', '03 MAR 2021', '02 MAR 2031'],
          ['COC II/2 (2ND ENG.)', 'MEO 0412557', '15 AUG 2023', '14 AUG 2028'],
          ['US C1/D VISA', '—', '20 SEP 2019', '19 SEP 2029'],
        ] as const)
          y = row(
            y,
            [
              ['', documentName, width * 0.3],
              ['', number, width * 0.25],
              ['', issued, width * 0.2],
              ['', expiry, width * 0.25],
            ],
            20,
          );
        doc
          .font('sansBold')
          .fontSize(10)
          .fillColor('#0b3d91')
          .text('SEA SERVICE (LATEST FIRST)', left, y + 14, { lineBreak: false });
        y += 28;
        const cols = [width * 0.2, width * 0.17, width * 0.13, width * 0.2, width * 0.3];
        const heads = ['VESSEL', 'TYPE / GRT', 'RANK', 'PERIOD', 'COMPANY / MASTER'];
        const service = [
          [
            'MV PACIFIC DAWN',
            'BULK / 43,210',
            '2/E',
            'JUN 2023 – FEB 2024',
            'Oceanic Bulk Shipping · Capt. Andrei Volkov',
          ],
          [
            'MT NORDIC PEARL',
            'TANKER / 29,870',
            '3/E',
            'AUG 2021 – MAY 2022',
            'Nordic Tankers AS · Capt. Henrik Lunde',
          ],
          ['MV STAR ILOCOS', 'BULK / 31,500', '3/E', 'SEP 2019 – JUL 2020', 'Star Bulk Manila · Capt. Romeo Dizon'],
        ];
        let x = left;
        heads.forEach((head, i) => {
          doc.rect(x, y, cols[i]!, 16).fillAndStroke('#e8eef8', '#444444');
          doc
            .fillColor('#000000')
            .font('sansBold')
            .fontSize(7.5)
            .text(head, x + 3, y + 5, { lineBreak: false });
          x += cols[i]!;
        });
        y += 16;
        for (const line of service) {
          x = left;
          line.forEach((value, i) => {
            doc.rect(x, y, cols[i]!, 18).lineWidth(0.6).strokeColor('#444444').stroke();
            doc
              .fillColor('#000000')
              .font('sans')
              .fontSize(7.5)
              .text(value, x + 3, y + 6, { lineBreak: false });
            x += cols[i]!;
          });
          y += 18;
        }
        doc.font('sans').fontSize(8.5).fillColor('#000000');
        doc.text(
          'I hereby certify that the above information is true and correct. Any false statement is a ground for disqualification.',
          left,
          y + 20,
          { width },
        );
        doc.text("Applicant's signature over printed name: RODEL M. BAUTISTA", left, y + 56, { lineBreak: false });
        doc.text('For office use: Evaluated by ________  Date ________', left + width - 230, y + 56, {
          lineBreak: false,
        });
      },
    ),
  },
];

// ---------- DOCX (the docx package) ----------

/** A paragraph of one run, with run and paragraph options. */
const p = (text: string, run: Record<string, unknown> = {}, options: Record<string, unknown> = {}) =>
  new Paragraph({ ...options, children: [new TextRun({ text, ...run })] });
/** A heading as Word users make them: bold, coloured, space above. */
const h = (text: string, color = '1F3864', size = 24) =>
  new Paragraph({ spacing: { before: 220, after: 80 }, children: [new TextRun({ text, bold: true, color, size })] });
const li = (text: string) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] });
const link = (text: string, href: string) =>
  new ExternalHyperlink({ link: href, children: [new TextRun({ text, style: 'Hyperlink' })] });
/** A label, a tab and a value, the values lined up at `at` twips. */
const labelled = (label: string, value: string, at = 2600, bold = true) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: at }],
    spacing: { after: 30 },
    children: [new TextRun({ text: label, bold }), new TextRun({ children: [new Tab(), value] })],
  });
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };
const THIN = { style: BorderStyle.SINGLE, size: 4, color: 'A6A6A6' };
const GRID = { top: THIN, bottom: THIN, left: THIN, right: THIN, insideHorizontal: THIN, insideVertical: THIN };
/** A table cell of paragraphs (strings become plain paragraphs), `width` in twips, shaded when `fill` is given. */
const td = (children: (string | Paragraph)[], width: number, fill?: string, columnSpan?: number) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    columnSpan,
    verticalAlign: VerticalAlign.TOP,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill } : undefined,
    children: children.map((child) => (typeof child === 'string' ? p(child) : child)),
  });
const table = (rows: TableCell[][], widths: number[], borders: object = GRID) =>
  new Table({
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    borders,
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });

const docxs: DocxFixture[] = [
  {
    // A Turkish agency's candidate presentation: the agency's name and 'Aday Sunumu' in the page header, the
    // consultant's phone, e-mail and LinkedIn in the footer; the candidate's own details kept in the first table.
    file: 'docx-agency-header-footer-arslan.docx',
    truth: {
      first: 'Zeynep',
      last: 'Arslan',
      email: 'zeynep.arslan@example.com.tr',
      phone: '+90 532 555 0186',
      linkedin: 'https://www.linkedin.com/in/zeyneparslan',
    },
    doc: () =>
      new Document({
        creator: 'Emre Koç',
        title: 'Aday Sunumu',
        styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  p('BOSPHORUS TALENT PARTNERS', { bold: true, size: 30, color: 'C8102E' }),
                  p('Executive Search & Selection · Aday Sunumu / Candidate Presentation', {
                    size: 17,
                    color: '666666',
                  }),
                ],
              }),
            },
            footers: {
              default: new Footer({
                children: [
                  p(
                    'Danışmanınız / Your consultant: Emre Koç · +90 212 555 0147 · emre.koc@bosphorustalent.example.com.tr · linkedin.com/in/emrekoc-recruiter',
                    { size: 16, color: '555555' },
                    { alignment: AlignmentType.CENTER },
                  ),
                  p(
                    'Bosphorus Talent Partners A.Ş. · Büyükdere Cad. 185, Levent, 34394 İstanbul · +90 212 555 0100',
                    { size: 16, color: '888888' },
                    { alignment: AlignmentType.CENTER },
                  ),
                ],
              }),
            },
            children: [
              p(
                'Aday Sunumu — Finans Direktörü (CFO) Pozisyonu',
                { bold: true, size: 28, color: 'C8102E' },
                { spacing: { after: 160 } },
              ),
              table(
                [
                  [td([p('Aday', { bold: true })], 2600, 'F2F2F2'), td(['Zeynep Arslan'], 6400)],
                  [
                    td([p('Mevcut pozisyon', { bold: true })], 2600, 'F2F2F2'),
                    td(['Finans Direktörü, Anadolu Gıda Sanayi A.Ş.'], 6400),
                  ],
                  [td([p('Cep telefonu', { bold: true })], 2600, 'F2F2F2'), td(['+90 532 555 0186'], 6400)],
                  [td([p('E-posta', { bold: true })], 2600, 'F2F2F2'), td(['zeynep.arslan@example.com.tr'], 6400)],
                  [td([p('LinkedIn', { bold: true })], 2600, 'F2F2F2'), td(['linkedin.com/in/zeyneparslan'], 6400)],
                  [td([p('Bildirim süresi', { bold: true })], 2600, 'F2F2F2'), td(['2 ay'], 6400)],
                ],
                [2600, 6400],
              ),
              h('Danışman değerlendirmesi', 'C8102E'),
              p(
                'Zeynep Hanım, 15 yıllık finans kariyerinin son altı yılını halka açık bir gıda şirketinde finans direktörü olarak geçirdi. Borsa İstanbul raporlaması, IFRS dönüşümü ve 2023 tahvil ihracı onun liderliğinde tamamlandı. 3 Mart 2025 tarihinde yüz yüze görüşüldü.',
              ),
              h('Kariyer', 'C8102E'),
              p('2019 – halen · Finans Direktörü, Anadolu Gıda Sanayi A.Ş., İstanbul', { bold: true }),
              li('Konsolide bütçe (4,8 milyar TL ciro), hazine ve yatırımcı ilişkileri.'),
              li('SAP S/4HANA geçişi; ay sonu kapanışı 10 günden 6 güne indi.'),
              p('2013 – 2019 · Mali İşler Müdürü, Ege Tekstil A.Ş., İzmir', { bold: true }),
              li('Vergi, finansal raporlama ve bağımsız denetim süreçleri.'),
              p('2009 – 2013 · Kıdemli Denetçi, uluslararası bir denetim şirketi, İstanbul', { bold: true }),
              h('Eğitim', 'C8102E'),
              p('İşletme Lisans, Boğaziçi Üniversitesi (2009) · SMMM ruhsatı · CFA Level II'),
              h('Diller', 'C8102E'),
              p('Türkçe (ana dil), İngilizce (ileri), Almanca (orta)'),
            ],
          },
        ],
      }),
  },
  {
    // An Irish agency's candidate profile: the agency and the consultant's office, mobile and e-mail in the page
    // header; 'Candidate: Oisín Kavanagh', 'Contact: via Northpoint Recruitment only' and his LinkedIn left in.
    file: 'docx-agency-linkedin-only-kavanagh.docx',
    truth: {
      first: 'Oisín',
      last: 'Kavanagh',
      email: null,
      phone: null,
      linkedin: 'https://www.linkedin.com/in/oisin-kavanagh-qs',
    },
    doc: () =>
      new Document({
        creator: 'Rachel Dunne',
        title: 'Candidate Profile',
        styles: { default: { document: { run: { font: 'Arial', size: 20 } } } },
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  table(
                    [
                      [
                        td(
                          [
                            p('NORTHPOINT', { bold: true, size: 32, color: '00A19A' }),
                            p('RECRUITMENT', { size: 16, color: '00A19A' }),
                          ],
                          4200,
                        ),
                        td(
                          [
                            p('Your consultant: Rachel Dunne', { size: 16 }, { alignment: AlignmentType.RIGHT }),
                            p('T: 01 555 0143 · M: 087 555 0171', { size: 16 }, { alignment: AlignmentType.RIGHT }),
                            p('rachel.dunne@northpoint.example.ie', { size: 16 }, { alignment: AlignmentType.RIGHT }),
                          ],
                          4800,
                        ),
                      ],
                    ],
                    [4200, 4800],
                    NO_BORDERS,
                  ),
                ],
              }),
            },
            footers: {
              default: new Footer({
                children: [
                  p(
                    'Northpoint Recruitment Ltd, 3 Grand Canal Quay, Dublin 2, D02 XK71 · www.northpoint.example.ie · Licence EA4412',
                    { size: 14, color: '888888' },
                    { alignment: AlignmentType.CENTER },
                  ),
                ],
              }),
            },
            children: [
              p('CANDIDATE PROFILE', { bold: true, size: 26, color: '00A19A' }, { spacing: { after: 120 } }),
              labelled('Candidate:', 'Oisín Kavanagh'),
              labelled('Role:', 'Senior Quantity Surveyor'),
              labelled('Location:', 'Naas, Co. Kildare'),
              labelled('Availability:', '4 weeks'),
              labelled('Contact:', 'via Northpoint Recruitment only'),
              new Paragraph({
                tabStops: [{ type: TabStopType.LEFT, position: 2600 }],
                children: [
                  new TextRun({ text: 'LinkedIn:', bold: true }),
                  new TextRun({ children: [new Tab()] }),
                  link('linkedin.com/in/oisin-kavanagh-qs', 'https://www.linkedin.com/in/oisin-kavanagh-qs'),
                ],
              }),
              h('Summary', '00A19A'),
              p(
                'Chartered QS (SCSI) with eleven years on the contractor side, most recently running the commercial side of data-centre and pharma projects up to €120m.',
              ),
              h('Experience', '00A19A'),
              p('Senior Quantity Surveyor — Liffey Build Ltd, Dublin (2019 – present)', { bold: true }),
              li('Commercial lead on two hyperscale data-centre halls; monthly cost reports and final accounts.'),
              li('Subcontract procurement for M&E packages worth €38m.'),
              p('Quantity Surveyor — Barrow Construction, Carlow (2014 – 2019)', { bold: true }),
              li('Valuations and variations on schools and a pharma expansion in Ringaskiddy.'),
              h('Education', '00A19A'),
              p('BSc (Hons) Quantity Surveying, TU Dublin (2013) · MSCSI MRICS (2017)'),
            ],
          },
        ],
      }),
  },
  {
    // An Australian resume: the body has the name, career objective and experience, and a two-column referees table
    // (names, titles, companies, mobiles, e-mails); his own contact line is only in the page footer.
    file: 'docx-referees-table-footer-contacts-pham.docx',
    truth: {
      first: 'Lachlan',
      last: 'Pham',
      email: 'lachlan.pham@example.com.au',
      phone: '0491 570 159',
      linkedin: 'https://www.linkedin.com/in/lachlanpham',
    },
    doc: () =>
      new Document({
        creator: 'Lachlan Pham',
        styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
        sections: [
          {
            footers: {
              default: new Footer({
                children: [
                  p(
                    'Lachlan Pham  |  0491 570 159  |  lachlan.pham@example.com.au  |  linkedin.com/in/lachlanpham',
                    { size: 17, color: '404040' },
                    { alignment: AlignmentType.CENTER },
                  ),
                ],
              }),
            },
            children: [
              p('Lachlan Pham', { bold: true, size: 48, color: '0F4C81' }),
              p('Electrician (A-grade) · Footscray, VIC', { size: 24, color: '595959' }, { spacing: { after: 200 } }),
              h('Career objective', '0F4C81'),
              p(
                'Licensed A-grade electrician with seven years in commercial fit-outs and solar, looking for a leading-hand role with a Melbourne contractor.',
              ),
              h('Experience', '0F4C81'),
              p('Leading Hand Electrician — Westgate Electrical Services, Melbourne (2021 – present)', { bold: true }),
              li('Run crews of up to six on office and retail fit-outs; test and tag, switchboard upgrades.'),
              li('Commissioned 40+ commercial solar systems (up to 100 kW) with Clean Energy Council accreditation.'),
              p('Electrician — Yarra Power Co., Richmond (2018 – 2021)', { bold: true }),
              li('Domestic and light commercial installs, fault finding, RCD testing.'),
              h('Licences & tickets', '0F4C81'),
              p(
                'A-grade electrical licence (VIC) · CEC solar accreditation · White card · EWP (yellow card) · Driver licence',
              ),
              h('Referees', '0F4C81'),
              table(
                [
                  [
                    td(
                      [
                        p('Dean Whitcombe', { bold: true }),
                        'Operations Manager, Westgate Electrical Services',
                        'M: 0491 570 110',
                        'dean.whitcombe@westgate.example.com.au',
                      ],
                      4500,
                    ),
                    td(
                      [
                        p('Mai Tran', { bold: true }),
                        'Project Manager, Yarra Power Co.',
                        'M: 0491 570 313',
                        'mai.tran@yarrapower.example.com.au',
                      ],
                      4500,
                    ),
                  ],
                ],
                [4500, 4500],
                NO_BORDERS,
              ),
            ],
          },
        ],
      }),
  },
  {
    // A German application: the page header carries his name, street, phone and e-mail on every page; page 1 is the
    // Anschreiben addressed to the HR head (Frau Dr., her title, company, street, phone, e-mail), signed with his name;
    // after a page break the Lebenslauf with a 'Persönliche Daten' table. A XING profile, no LinkedIn.
    file: 'docx-anschreiben-lebenslauf-brueckner.docx',
    truth: {
      first: 'Jan-Niklas',
      last: 'Brückner',
      email: 'jn.brueckner@example.de',
      phone: '0176 5550 2381',
      linkedin: null,
    },
    doc: () =>
      new Document({
        creator: 'Jan-Niklas Brückner',
        title: 'Bewerbung Disponent',
        styles: { default: { document: { run: { font: 'Cambria', size: 22 } } } },
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  p(
                    'Jan-Niklas Brückner · Venloer Str. 212 · 50823 Köln · 0176 5550 2381 · jn.brueckner@example.de',
                    { size: 16, color: '7F7F7F' },
                    { alignment: AlignmentType.RIGHT },
                  ),
                ],
              }),
            },
            children: [
              p('Rheinwerk Logistik GmbH'),
              p('Frau Dr. Sabine Hollmann'),
              p('Leiterin Personalentwicklung'),
              p('Hafenstraße 8'),
              p('50996 Köln'),
              p('Tel. 0221 555 0140 · s.hollmann@rheinwerk.example.de', {}, { spacing: { after: 240 } }),
              p('Köln, 3. März 2025', {}, { alignment: AlignmentType.RIGHT, spacing: { after: 240 } }),
              p(
                'Bewerbung als Disponent Kontraktlogistik (Kennziffer RL-2025-17)',
                { bold: true },
                { spacing: { after: 200 } },
              ),
              p('Sehr geehrte Frau Dr. Hollmann,', {}, { spacing: { after: 120 } }),
              p(
                'über Ihre Anzeige auf der Website der Rheinwerk Logistik GmbH und das Gespräch mit Herrn Tobias Kranz auf der transport logistic in München bin ich auf die Stelle aufmerksam geworden. Seit fünf Jahren disponiere ich bei der Colonia Spedition GmbH Nah- und Fernverkehre für Kunden aus Handel und Chemie.',
                {},
                { spacing: { after: 120 } },
              ),
              p(
                'Ich plane täglich rund 60 Touren mit eigenen Fahrzeugen und Subunternehmern, verhandle Frachtraten und arbeite mit Transporeon und SAP TM. Besonders liegt mir die Zusammenarbeit mit Lager und Kunden am Herzen.',
                {},
                { spacing: { after: 120 } },
              ),
              p(
                'Über eine Einladung zu einem persönlichen Gespräch freue ich mich sehr. Meine Kündigungsfrist beträgt drei Monate zum Monatsende.',
                {},
                { spacing: { after: 200 } },
              ),
              p('Mit freundlichen Grüßen'),
              p('Jan-Niklas Brückner', {}, { spacing: { before: 360 } }),
              new Paragraph({ children: [new PageBreak()] }),
              p('Lebenslauf', { bold: true, size: 36, color: '1F4E79' }, { spacing: { after: 200 } }),
              h('Persönliche Daten', '1F4E79', 22),
              table(
                [
                  [td(['Name'], 2600), td(['Jan-Niklas Brückner'], 6400)],
                  [td(['Anschrift'], 2600), td(['Venloer Str. 212, 50823 Köln'], 6400)],
                  [td(['Telefon'], 2600), td(['0176 5550 2381'], 6400)],
                  [td(['E-Mail'], 2600), td(['jn.brueckner@example.de'], 6400)],
                  [td(['Geburtsdatum'], 2600), td(['17.05.1993 in Leverkusen'], 6400)],
                  [td(['XING'], 2600), td(['xing.com/profile/JanNiklas_Brueckner'], 6400)],
                ],
                [2600, 6400],
                NO_BORDERS,
              ),
              h('Berufserfahrung', '1F4E79', 22),
              labelled('seit 04/2020', 'Disponent Nah- und Fernverkehr, Colonia Spedition GmbH, Köln', 2000, false),
              labelled(
                '08/2016 – 03/2020',
                'Kaufmann für Spedition und Logistikdienstleistung, Colonia Spedition GmbH',
                2000,
                false,
              ),
              h('Ausbildung', '1F4E79', 22),
              labelled(
                '2013 – 2016',
                'Ausbildung zum Kaufmann für Spedition und Logistikdienstleistung, IHK Köln',
                2000,
                false,
              ),
              labelled('2013', 'Fachhochschulreife, Berufskolleg Leverkusen', 2000, false),
              h('Kenntnisse', '1F4E79', 22),
              p(
                'SAP TM, Transporeon, Timocom, MS Office · Englisch (B2), Polnisch (Grundkenntnisse) · Führerschein Klasse B',
              ),
              p('Köln, 3. März 2025 — Jan-Niklas Brückner', { italics: true }, { spacing: { before: 300 } }),
            ],
          },
        ],
      }),
  },
  {
    // A Filipino caregiver's resume for Canada: a floating text box at the top right headed 'EMERGENCY CONTACT' (her
    // father, same surname, his mobile and address); her name and contacts in the body; character references with
    // their mobiles at the end.
    file: 'docx-textbox-emergency-contact-macaraeg.docx',
    truth: {
      first: 'Jocelyn',
      last: 'Macaraeg',
      email: 'jocelyn.macaraeg@example.ph',
      phone: '+63 927 555 0139',
      linkedin: null,
    },
    doc: () =>
      new Document({
        creator: 'Jocelyn',
        styles: { default: { document: { run: { font: 'Times New Roman', size: 23 } } } },
        sections: [
          {
            children: [
              new Textbox({
                style: {
                  position: 'absolute',
                  marginLeft: '4.4in',
                  marginTop: '0in',
                  width: '2.1in',
                  height: '1.1in',
                  positionHorizontalRelative: 'margin',
                  positionVerticalRelative: 'margin',
                  wrapStyle: 'square',
                },
                children: [
                  p('EMERGENCY CONTACT', { bold: true, size: 19, color: '7030A0' }),
                  p('Ernesto Macaraeg (father)', { size: 19 }),
                  p('+63 918 555 0124', { size: 19 }),
                  p('Brgy. San Isidro, Paniqui, Tarlac', { size: 19 }),
                ],
              }),
              p('JOCELYN MACARAEG', { bold: true, size: 40, color: '7030A0' }),
              p('Caregiver / Home Support Worker'),
              p('Mobile: +63 927 555 0139'),
              p('Email: jocelyn.macaraeg@example.ph'),
              p('Address: Blk 7 Lot 12, Camella Homes, Tarlac City', {}, { spacing: { after: 300 } }),
              h('OBJECTIVE', '7030A0'),
              p(
                'To work as a caregiver in Canada under the Home Support Worker Pilot, giving safe, kind and dignified care to elderly clients.',
              ),
              h('WORK EXPERIENCE', '7030A0'),
              p('Caregiver — private household, Kowloon Tong, Hong Kong (2019 – 2024)', { bold: true }),
              li(
                "Full-time care of an 84-year-old client with Parkinson's disease: mobility, feeding, medication, physiotherapy exercises.",
              ),
              li('Cooked low-sodium meals and kept the daily health log for the family doctor.'),
              p('Nursing Aide — Tarlac Provincial Hospital (2016 – 2019)', { bold: true }),
              li('Assisted nurses in the medical ward; vital signs, bed baths, patient transfers.'),
              h('EDUCATION AND TRAINING', '7030A0'),
              p('Caregiving NC II (TESDA), 2015 · Bachelor of Science in Psychology, Tarlac State University, 2014'),
              p('Basic Life Support (Philippine Red Cross), 2024 · IELTS General 6.5 (2024)'),
              h('PERSONAL DATA', '7030A0'),
              labelled('Date of birth:', '21 July 1992'),
              labelled('Civil status:', 'Single'),
              labelled('Passport no.:', 'P7741208B'),
              h('CHARACTER REFERENCES', '7030A0'),
              p('Mrs. Rosalinda Cabrera — Chief Nurse, Tarlac Provincial Hospital — 0917 555 0186'),
              p('Mr. Alvin Chan — Employer (son of client), Hong Kong — +852 9555 0132 — alvin.chan@example.com.hk'),
              p(
                'I hereby certify that the above information is true and correct.',
                { italics: true },
                { spacing: { before: 240 } },
              ),
              p('JOCELYN MACARAEG', { bold: true }, { spacing: { before: 240 } }),
            ],
          },
        ],
      }),
  },
  {
    // A CV with a shaded note that the hiring manager typed above it before sending it on: her name, title, date,
    // a comment, her phone and e-mail. The candidate's CV follows unchanged.
    file: 'docx-hiring-manager-note-kamara.docx',
    truth: {
      first: 'Grace',
      last: 'Kamara',
      email: 'grace.kamara@example.co.uk',
      phone: '07700 900233',
      linkedin: 'https://www.linkedin.com/in/gracekamara',
    },
    doc: () =>
      new Document({
        creator: 'Priya Sethi',
        lastModifiedBy: 'Priya Sethi',
        title: 'CV - Grace Kamara',
        styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
        sections: [
          {
            children: [
              table(
                [
                  [
                    td(
                      [
                        p('INTERNAL – NOT FOR CANDIDATE', { bold: true, color: 'C00000', size: 18 }),
                        p('Note from Priya Sethi, Hiring Manager, Finance Transformation – 6 May 2025', {
                          bold: true,
                          size: 20,
                        }),
                        p(
                          'Strong on IFRS 16 and lease accounting – please book a panel with Tom and me for next week. Questions to me on 020 7946 0391 or priya.sethi@meridianbank.example.co.uk.',
                          { size: 20 },
                        ),
                      ],
                      9000,
                      'FFF2CC',
                    ),
                  ],
                ],
                [9000],
              ),
              p('', {}, { spacing: { after: 200 } }),
              p('Grace Kamara', { bold: true, size: 44, color: '203864' }),
              p('Chartered Accountant (ACA) · London', { size: 24, color: '595959' }),
              new Paragraph({
                spacing: { after: 200 },
                children: [
                  new TextRun({ text: '07700 900233  |  grace.kamara@example.co.uk  |  ', size: 20 }),
                  link('linkedin.com/in/gracekamara', 'https://www.linkedin.com/in/gracekamara'),
                ],
              }),
              h('PROFILE', '203864'),
              p(
                'Chartered accountant with eight years in banking and leasing. I led IFRS 16 adoption for a 2,000-lease portfolio and now run lease accounting and controls for a UK retail bank.',
              ),
              h('EXPERIENCE', '203864'),
              p('Lease Accounting Manager — Thameside Bank plc, London (2021 – present)', { bold: true }),
              li('Own the lease ledger (£640m right-of-use assets) and the quarterly disclosures.'),
              li('Designed the SOX controls for lease modifications; zero audit findings in 2023 and 2024.'),
              p('Assistant Manager, Audit — Whitcombe & Ross LLP, London (2016 – 2021)', { bold: true }),
              li('Bank and asset-finance audits; IFRS 16 and IFRS 9 specialist support.'),
              h('EDUCATION', '203864'),
              p('ACA, ICAEW (2019) · BSc Accounting and Finance, University of Leicester (2016)'),
              h('OTHER', '203864'),
              p('Krio and English (native) · Treasurer, Sierra Leone UK Diaspora Network'),
            ],
          },
        ],
      }),
  },
  {
    // A Dutch CV whose contact table labels everything: the work e-mail above the private one, the office number above
    // the mobile ('Mobiel'), and LinkedIn.
    file: 'docx-werk-prive-email-visser.docx',
    truth: {
      first: 'Femke',
      last: 'Visser',
      email: 'femkevisser@example.nl',
      phone: '06-12 55 50 38',
      linkedin: 'https://www.linkedin.com/in/femkevisser',
    },
    doc: () =>
      new Document({
        creator: 'Femke Visser',
        title: 'CV Femke Visser',
        styles: { default: { document: { run: { font: 'Verdana', size: 18 } } } },
        sections: [
          {
            children: [
              p('Femke Visser', { bold: true, size: 44, color: 'E36C0A' }),
              p('Risicomanager · Utrecht', { size: 22, color: '595959' }, { spacing: { after: 200 } }),
              table(
                [
                  [
                    td([p('E-mail (werk)', { bold: true })], 2400, 'FDE9D9'),
                    td(['femke.visser@dommelbank.example.nl'], 6600),
                  ],
                  [td([p('E-mail (privé)', { bold: true })], 2400, 'FDE9D9'), td(['femkevisser@example.nl'], 6600)],
                  [td([p('Werk', { bold: true })], 2400, 'FDE9D9'), td(['030 555 0100 (toestel 4417)'], 6600)],
                  [td([p('Mobiel', { bold: true })], 2400, 'FDE9D9'), td(['06-12 55 50 38'], 6600)],
                  [td([p('LinkedIn', { bold: true })], 2400, 'FDE9D9'), td(['linkedin.com/in/femkevisser'], 6600)],
                ],
                [2400, 6600],
              ),
              h('Profiel', 'E36C0A'),
              p(
                'Risicomanager met negen jaar ervaring in kredietrisico en modelvalidatie bij banken. Ik vertaal complexe modellen naar heldere adviezen voor directie en toezichthouder.',
              ),
              h('Werkervaring', 'E36C0A'),
              p('Senior Risicomanager Kredietrisico — Dommel Bank N.V., Utrecht (2020 – heden)', { bold: true }),
              li('Verantwoordelijk voor IRB-modellen hypotheken en MKB; begeleiding van de TRIM-review door DNB/ECB.'),
              li('Leiding aan een team van vier modelleurs.'),
              p('Modelvalidator — Rabobank, Utrecht (2016 – 2020)', { bold: true }),
              li('Validatie van PD-, LGD- en EAD-modellen; rapportage aan het Model Risk Committee.'),
              h('Opleiding', 'E36C0A'),
              p('MSc Econometrie, Erasmus Universiteit Rotterdam (2016) · FRM (2019)'),
              h('Talen', 'E36C0A'),
              p('Nederlands (moedertaal), Engels (vloeiend), Duits (goed)'),
            ],
          },
        ],
      }),
  },
  {
    // An industry biostatistician's CV: the name and contacts in a two-cell table at the top, then publications that
    // give the corresponding authors' e-mails and a 'Collaborators' list with their institutions, phones and e-mails.
    file: 'docx-coauthors-collaborators-moradi.docx',
    truth: {
      first: 'Arash',
      last: 'Moradi',
      email: 'arash.moradi@example.ca',
      phone: '+1 416 555 0172',
      linkedin: 'https://www.linkedin.com/in/arashmoradi',
    },
    doc: () =>
      new Document({
        creator: 'Arash Moradi',
        styles: { default: { document: { run: { font: 'Georgia', size: 20 } } } },
        sections: [
          {
            children: [
              table(
                [
                  [
                    td(
                      [
                        p('Arash Moradi, PhD', { bold: true, size: 40, color: '2E4057' }),
                        p('Principal Biostatistician · Toronto, ON', { size: 22 }),
                      ],
                      5200,
                    ),
                    td(
                      [
                        p('+1 416 555 0172', {}, { alignment: AlignmentType.RIGHT }),
                        p('arash.moradi@example.ca', {}, { alignment: AlignmentType.RIGHT }),
                        new Paragraph({
                          alignment: AlignmentType.RIGHT,
                          children: [link('linkedin.com/in/arashmoradi', 'https://www.linkedin.com/in/arashmoradi')],
                        }),
                      ],
                      3800,
                    ),
                  ],
                ],
                [5200, 3800],
                NO_BORDERS,
              ),
              h('Summary', '2E4057'),
              p(
                'Biostatistician with eleven years in oncology and cardiovascular trials: adaptive designs, Bayesian borrowing and regulatory submissions to Health Canada, FDA and EMA.',
              ),
              h('Experience', '2E4057'),
              p('Principal Biostatistician — Lakeshore Clinical Research, Toronto (2019 – present)', { bold: true }),
              li('Lead statistician on 6 phase II–III oncology studies; designed two Bayesian adaptive trials.'),
              p('Senior Statistician — Princess Margaret Cancer Centre, Toronto (2014 – 2019)', { bold: true }),
              li('Statistical lead for investigator-initiated trials; co-author on 22 papers.'),
              h('Selected publications', '2E4057'),
              p(
                'Farhadi L, Moradi A, Okeke C, et al. Bayesian borrowing of historical controls in a phase II glioma trial. Clin Trials. 2024;21(3):301-312. Corresponding author: Dr. Leila Farhadi, leila.farhadi@uhn.example.ca.',
              ),
              p(
                'Moradi A, Tremblay-Roy J, Singh P. Response-adaptive randomisation in practice: lessons from 4 trials. Stat Med. 2022;41:4410-4425. Correspondence: arash.moradi@example.ca.',
              ),
              p(
                'Okeke C, Moradi A, Liu H. Time-to-event endpoints with delayed effects. Pharm Stat. 2021;20:88-101. Correspondence to Chinedu Okeke (c.okeke@mcmaster.example.ca).',
              ),
              h('Collaborators', '2E4057'),
              li(
                'Dr. Leila Farhadi, Neuro-oncology, University Health Network — +1 416 555 0190 — leila.farhadi@uhn.example.ca',
              ),
              li(
                'Prof. Chinedu Okeke, Health Research Methods, McMaster University — +1 905 555 0147 — c.okeke@mcmaster.example.ca',
              ),
              h('Education', '2E4057'),
              p(
                'PhD Biostatistics, University of Toronto (2014) · BSc Statistics, Sharif University of Technology (2008)',
              ),
              h('Software', '2E4057'),
              p('SAS, R (Stan, brms, rpact), EAST, CDISC ADaM'),
            ],
          },
        ],
      }),
  },
  {
    // An Indian nurse's CV for Abu Dhabi: her contacts under the name, then a 'Personal Data' table with her father's
    // and husband's names, the husband as visa sponsor with his employer and office number, passport, licence, and a
    // contact number in India (her father's).
    file: 'docx-gulf-biodata-spouse-sponsor-nambiar.docx',
    truth: {
      first: 'Anjali',
      last: 'Nambiar',
      email: 'anjali.nambiar@example.com',
      phone: '+971 55 555 0246',
      linkedin: null,
    },
    doc: () =>
      new Document({
        creator: 'user',
        styles: { default: { document: { run: { font: 'Arial', size: 20 } } } },
        sections: [
          {
            children: [
              p(
                'CURRICULUM VITAE',
                { bold: true, size: 28 },
                { alignment: AlignmentType.CENTER, spacing: { after: 160 } },
              ),
              p('ANJALI NAMBIAR', { bold: true, size: 32, color: '1F497D' }),
              p('Registered Nurse (B.Sc. Nursing) · DOH Abu Dhabi eligible'),
              p('Mobile: +971 55 555 0246'),
              p('E-mail: anjali.nambiar@example.com', {}, { spacing: { after: 200 } }),
              h('PROFESSIONAL SUMMARY', '1F497D'),
              p(
                "Registered nurse with seven years in medical-surgical and cardiac ICU nursing in Kerala and Bengaluru. Passed the DOH Prometric (2024); Dataflow verified. On husband's visa in Abu Dhabi, available immediately.",
              ),
              h('EXPERIENCE', '1F497D'),
              p('Staff Nurse, Cardiac ICU — Narayana Heart Centre, Bengaluru (2020 – 2024)', { bold: true }),
              li('Post-CABG and post-valve care, IABP and ventilator management, 1:2 ratio.'),
              p('Staff Nurse, Medical Ward — Amrita Institute of Medical Sciences, Kochi (2017 – 2020)', {
                bold: true,
              }),
              li('General medicine and dialysis patients; infection-control link nurse.'),
              h('EDUCATION & LICENCES', '1F497D'),
              p(
                'B.Sc. Nursing, Kerala University of Health Sciences (2017) · Kerala Nurses & Midwives Council Reg. No. KL-55120',
              ),
              p('DOH Abu Dhabi Prometric passed (June 2024) · BLS & ACLS (AHA, 2024)'),
              h('PERSONAL DATA', '1F497D'),
              table(
                [
                  [td(["Father's Name"], 3000), td(['Mr. Gopinathan Nambiar'], 6000)],
                  [td(["Husband's Name"], 3000), td(['Mr. Vivek Menon'], 6000)],
                  [
                    td(['Visa Status'], 3000),
                    td(
                      [
                        "Residence visa on husband's sponsorship (Vivek Menon, Al Reem Engineering LLC, Abu Dhabi, Tel +971 2 555 0177)",
                      ],
                      6000,
                    ),
                  ],
                  [td(['Date of Birth'], 3000), td(['12-03-1995'], 6000)],
                  [td(['Nationality / Religion'], 3000), td(['Indian / Hindu'], 6000)],
                  [td(['Passport No.'], 3000), td(['V5512788, valid till 2033'], 6000)],
                  [td(['Contact in India'], 3000), td(['+91 94470 55128 (father), Thrissur, Kerala'], 6000)],
                  [td(['Languages'], 3000), td(['English, Malayalam, Hindi, Tamil'], 6000)],
                ],
                [3000, 6000],
              ),
              h('DECLARATION', '1F497D'),
              p('I hereby declare that the above-mentioned details are true to the best of my knowledge.'),
              p(
                'Place: Abu Dhabi                                                            ANJALI NAMBIAR',
                {},
                { spacing: { before: 200 } },
              ),
            ],
          },
        ],
      }),
  },
  {
    // A Québec engineer's CV on his firm's letterhead: the firm's name, address, 'Standard' switchboard, general e-mail
    // and website in the page header, its registration in the footer; the body gives his name with 'ing.', his direct
    // line ('Ligne directe'), his labelled mobile ('Cellulaire') and his work e-mail.
    file: 'docx-employer-letterhead-header-gagnon.docx',
    truth: {
      first: 'Mathieu',
      last: 'Gagnon',
      email: 'mathieu.gagnon@boreal-ing.example.ca',
      phone: '+1 438 555 0144',
      linkedin: 'https://www.linkedin.com/in/mathieugagnon-ing',
    },
    doc: () =>
      new Document({
        creator: 'Groupe Boréal Ingénierie',
        title: 'CV - Mathieu Gagnon',
        styles: { default: { document: { run: { font: 'Segoe UI', size: 19 } } } },
        sections: [
          {
            headers: {
              default: new Header({
                children: [
                  table(
                    [
                      [
                        td(
                          [
                            p('GROUPE BORÉAL', { bold: true, size: 30, color: '005A70' }),
                            p('INGÉNIERIE', { size: 16, color: '005A70' }),
                          ],
                          4000,
                        ),
                        td(
                          [
                            p(
                              '1250, boul. René-Lévesque Ouest, bureau 2200',
                              { size: 15 },
                              { alignment: AlignmentType.RIGHT },
                            ),
                            p('Montréal (Québec) H3B 4W8', { size: 15 }, { alignment: AlignmentType.RIGHT }),
                            p(
                              'Standard : +1 514 555 0100 · info@boreal-ing.example.ca',
                              { size: 15 },
                              { alignment: AlignmentType.RIGHT },
                            ),
                            p('boreal-ing.example.ca', { size: 15 }, { alignment: AlignmentType.RIGHT }),
                          ],
                          5000,
                        ),
                      ],
                    ],
                    [4000, 5000],
                    NO_BORDERS,
                  ),
                ],
              }),
            },
            footers: {
              default: new Footer({
                children: [
                  p(
                    'Groupe Boréal Ingénierie inc. · NEQ 1170055123 · Curriculum vitae du personnel clé',
                    { size: 14, color: '808080' },
                    { alignment: AlignmentType.CENTER },
                  ),
                ],
              }),
            },
            children: [
              p('Mathieu Gagnon, ing.', { bold: true, size: 36, color: '005A70' }),
              p('Chargé de projets principal — Structures', { size: 22 }, { spacing: { after: 120 } }),
              labelled('Ligne directe', '+1 514 555 0187'),
              labelled('Cellulaire', '+1 438 555 0144'),
              labelled('Courriel', 'mathieu.gagnon@boreal-ing.example.ca'),
              labelled('LinkedIn', 'linkedin.com/in/mathieugagnon-ing'),
              h('Sommaire', '005A70'),
              p(
                "Ingénieur en structures (OIQ) cumulant 15 ans d'expérience en ponts et en bâtiments institutionnels. Chargé de projets de conception et de surveillance pour le ministère des Transports et des municipalités.",
              ),
              h('Expérience pertinente', '005A70'),
              p(
                'Réfection du pont de la rivière Chaudière (2022 – 2024) — client : ministère des Transports du Québec',
                { bold: true },
              ),
              li('Chargé de projet : inspection, évaluation de la capacité portante et plans de réfection (14 M$).'),
              p(
                "Agrandissement de l'école secondaire Saint-Jérôme (2019 – 2021) — client : Centre de services scolaire",
                { bold: true },
              ),
              li("Conception de la charpente d'acier et des fondations; surveillance de chantier."),
              h('Formation', '005A70'),
              p(
                'B. Ing. génie civil, Polytechnique Montréal (2009) · M. Sc. A. structures, Université de Sherbrooke (2012)',
              ),
              h('Affiliations', '005A70'),
              p('Ordre des ingénieurs du Québec (no 5012558) · Association canadienne de génie civil'),
            ],
          },
        ],
      }),
  },
  {
    // A UK school leaver's CV laid out in a two-column table: the right column starts with 'Parent/Guardian' (his
    // mother, same surname, her mobile and e-mail) above his own contact details; the school's head of sixth form
    // and the school's number are in the references.
    file: 'docx-school-leaver-guardian-adeyinka.docx',
    truth: {
      first: 'Temitope',
      last: 'Adeyinka',
      email: 'temi.adeyinka@example.co.uk',
      phone: '07700 900561',
      linkedin: null,
    },
    doc: () =>
      new Document({
        creator: 'Temitope Adeyinka',
        styles: { default: { document: { run: { font: 'Arial', size: 20 } } } },
        sections: [
          {
            children: [
              p('Temitope Adeyinka', { bold: true, size: 44, color: '2F5496' }),
              p(
                'Applying for: Level 3 Engineering Technician Apprenticeship',
                { size: 22 },
                { spacing: { after: 200 } },
              ),
              table(
                [
                  [
                    td(
                      [
                        p('About me', { bold: true, color: '2F5496', size: 24 }),
                        p(
                          'I am a 17-year-old A-level student who loves taking things apart and putting them back together. I build robots in the school STEM club and fix bikes for my neighbours.',
                        ),
                        p('Education', { bold: true, color: '2F5496', size: 24 }, { spacing: { before: 160 } }),
                        p('Trafford Grammar School, Sale (2019 – 2025)'),
                        li('A levels (predicted): Maths A, Physics A, Design & Technology B'),
                        li('GCSEs: 9 subjects at grades 9–6, including Maths 9, Physics 8, English 7'),
                        p('Experience', { bold: true, color: '2F5496', size: 24 }, { spacing: { before: 160 } }),
                        p('Work experience, Northern Rail depot, Longsight (July 2024, 2 weeks)', { bold: true }),
                        li('Shadowed fitters on brake and door maintenance; learned permit-to-work and PPE rules.'),
                        p('Saturday assistant, Sale Cycles (2023 – present)', { bold: true }),
                        li('Puncture repairs, gear tuning, serving customers and cashing up.'),
                        p('Achievements', { bold: true, color: '2F5496', size: 24 }, { spacing: { before: 160 } }),
                        li('VEX Robotics regional finalist (2024); Duke of Edinburgh Silver Award'),
                      ],
                      6000,
                    ),
                    td(
                      [
                        p('Parent/Guardian', { bold: true, color: '2F5496' }),
                        p('Mrs Folake Adeyinka (mother)'),
                        p('07700 900318'),
                        p('folake.adeyinka@example.co.uk', {}, { spacing: { after: 200 } }),
                        p('My contact details', { bold: true, color: '2F5496' }),
                        p('12 Brooklands Road, Sale M33 3SQ'),
                        p('07700 900561'),
                        p('temi.adeyinka@example.co.uk', {}, { spacing: { after: 200 } }),
                        p('Skills', { bold: true, color: '2F5496' }),
                        p('Soldering, Arduino, Fusion 360, hand tools, teamwork, Yoruba and English'),
                        p('References', { bold: true, color: '2F5496' }, { spacing: { before: 200 } }),
                        p('Mr D. Hargreaves, Head of Sixth Form, Trafford Grammar School — 0161 555 0120'),
                        p('Mr Colin Pugh, owner, Sale Cycles — 0161 555 0198'),
                      ],
                      3000,
                      'EDF2F9',
                    ),
                  ],
                ],
                [6000, 3000],
                NO_BORDERS,
              ),
            ],
          },
        ],
      }),
  },
  {
    // A Japanese–Portuguese–English translator's CV in Lisbon: her contacts under the name, then a table of direct
    // clients with each client's contact person, e-mail and phone (given as references), agencies, and education.
    file: 'docx-translator-client-table-tanabe.docx',
    truth: {
      first: 'Yuki',
      last: 'Tanabe',
      email: 'yuki.tanabe@example.pt',
      phone: '+351 912 555 047',
      linkedin: 'https://www.linkedin.com/in/yukitanabe-translator',
    },
    doc: () =>
      new Document({
        creator: 'Yuki Tanabe',
        styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
        sections: [
          {
            children: [
              p('Yuki Tanabe', { bold: true, size: 44 }),
              p('Freelance translator JA ↔ PT / EN · Lisboa', { size: 22, color: '7F7F7F' }),
              p(
                '+351 912 555 047 · yuki.tanabe@example.pt · linkedin.com/in/yukitanabe-translator',
                { size: 20 },
                { spacing: { after: 200 } },
              ),
              h('Profile', 'B03A2E'),
              p(
                'Japanese-born translator living in Lisbon since 2014. Legal, automotive and tourism texts; certified by the Portuguese Translators Association (APT). Trados and memoQ; 4,000 words a day.',
              ),
              h('Direct clients (references available)', 'B03A2E'),
              table(
                [
                  [
                    td([p('Client', { bold: true })], 2400, 'F2DCDB'),
                    td([p('Contact person', { bold: true })], 3600, 'F2DCDB'),
                    td([p('Work', { bold: true })], 3000, 'F2DCDB'),
                  ],
                  [
                    td(['Lusitânia Seguros'], 2400),
                    td(['Marta Sousa, Legal Department', 'marta.sousa@lusitania.example.pt', '+351 21 555 0133'], 3600),
                    td(['Policy wordings and claims correspondence, PT → JA (2019 – present)'], 3000),
                  ],
                  [
                    td(['Hamamatsu Motor Portugal'], 2400),
                    td(
                      ['Kenji Morita, Plant Manager', 'k.morita@hamamatsu-motor.example.pt', '+351 265 555 018'],
                      3600,
                    ),
                    td(['Work instructions and audits, JA → PT (2017 – present)'], 3000),
                  ],
                  [
                    td(['Turismo de Lisboa'], 2400),
                    td(['Inês Carvalho, Marketing', 'ines.carvalho@visitlisboa.example.pt'], 3600),
                    td(['Japanese city guide and website, PT → JA (2022)'], 3000),
                  ],
                ],
                [2400, 3600, 3000],
              ),
              h('Agencies', 'B03A2E'),
              p('Atlântico Translations (since 2015) · Tokyo Bridge Language Services (since 2016)'),
              h('Education', 'B03A2E'),
              p(
                'BA Portuguese and Brazilian Studies, Tokyo University of Foreign Studies (2012) · MA Translation, Universidade de Lisboa (2016)',
              ),
              h('Languages', 'B03A2E'),
              p('Japanese (native), Portuguese (C2), English (C1)'),
            ],
          },
        ],
      }),
  },
];

// ---------- text files ----------

/** Classic Mac OS line ends: a lone CR. */
const cr = (text: string) => text.replace(/\r?\n/g, '\r');

const txts: TxtFixture[] = [
  {
    // An e-mail pasted to text: the hiring manager's note to HR with his signature (title, company, phone, e-mail)
    // and a forwarded-message marker, then the candidate's CV as pasted from the attachment.
    file: 'txt-forwarded-internal-note-de-vries.txt',
    truth: {
      first: 'Ilse',
      last: 'de Vries',
      email: 'ilse.devries@example.nl',
      phone: '+31 6 5555 0192',
      linkedin: 'https://www.linkedin.com/in/ilsedevries',
    },
    encode: utf8,
    text: `Dana,

This is the one I mentioned at stand-up. Solid on Kubernetes and Terraform and she has run on-call for a payments
platform. Can we get her in front of the platform panel before the 20th? I'm out Thursday, so Ruben can host.

Thanks,
Marcus

--
Marcus Oyelowo | Head of Platform Engineering | Fjordline Digital B.V.
Keizersgracht 410, 1016 GC Amsterdam
+31 20 555 0164 | marcus.oyelowo@fjordline.example.nl

---------- Forwarded message ---------
Subject: Application: Senior Platform Engineer (ref. FD-118)
Attachment: CV.pdf (pasted below)

ILSE DE VRIES
Senior Platform Engineer
Utrecht, the Netherlands
+31 6 5555 0192 | ilse.devries@example.nl | linkedin.com/in/ilsedevries

SUMMARY
Platform engineer with nine years in payments and e-commerce. Kubernetes, Terraform, Go and a soft spot for good
runbooks.

EXPERIENCE
Senior Platform Engineer, Grachtpay B.V., Amsterdam (2020 - present)
- Run the multi-region Kubernetes platform (1,400 pods) and its on-call rota.
- Cut infrastructure cost 28% with spot nodes and right-sizing.
DevOps Engineer, Marktplein Online B.V., Utrecht (2016 - 2020)
- Built the CI/CD pipelines for 60 teams in GitLab.

EDUCATION
MSc Computer Science, Universiteit Utrecht (2016)

SKILLS
Kubernetes, Terraform, Go, Python, Prometheus, ArgoCD, AWS, GCP
Dutch (native), English (C2), German (B1)
`,
  },
  {
    // A Canadian resume saved as Windows-1252 with CRLF: the name and title at the top, then a 'REFERENCES' section
    // (two referees with phones and e-mails, asked for by the job ad) before the experience, and the candidate's own
    // contact line only at the very end.
    file: 'txt-references-before-contact-cp1252-levesque.txt',
    truth: {
      first: 'Renée',
      last: 'Lévesque',
      email: 'renee.levesque@example.ca',
      phone: '613-555-0193',
      linkedin: 'https://www.linkedin.com/in/renee-levesque',
    },
    encode: (text) => codePage('windows-1252')(crlf(text)),
    text: `Renée Lévesque
Bilingual Communications Advisor — Ottawa, ON

REFERENCES (as requested in the posting)
Paul-André Cloutier, Director of Communications, Canadian Heritage Partners
613-555-0148 · pacloutier@chp.example.ca
Margaret O’Hare, Senior Editor, Capital Review Magazine
613-555-0126 · m.ohare@capitalreview.example.ca

PROFILE
Communications advisor with ten years of bilingual writing, media relations and issues management for federal
departments and non-profits. Second-language profile CBC/CBC.

EXPERIENCE
Senior Communications Advisor — Canadian Heritage Partners, Ottawa (2019 – present)
• Lead writer for ministerial announcements; 140 news releases in French and English a year.
• Built the issues-management protocol used during the 2023 wildfire season.
Communications Officer — Ottawa Community Foundation (2015 – 2019)
• Annual report, donor newsletters and the foundation’s first podcast.

EDUCATION
B.A. Communication, Université d’Ottawa (2014)
Certificate in Public Relations, Algonquin College (2015)

SKILLS
Media relations · plain-language writing · translation review · Hootsuite · Adobe InDesign

CONTACT
Renée Lévesque · 613-555-0193 · renee.levesque@example.ca · linkedin.com/in/renee-levesque
`,
  },
  {
    // A French cover letter and CV in one UTF-16LE text file: his own block at the top, then the addressee's (the HR
    // manager's name, title, company, street, phone, e-mail), the letter with his signature, and the CV after a rule.
    file: 'txt-lettre-puis-cv-utf16-benali.txt',
    truth: {
      first: 'Ahmed',
      last: 'Benali',
      email: 'ahmed.benali@example.fr',
      phone: '06 55 50 12 47',
      linkedin: 'https://www.linkedin.com/in/ahmed-benali-qualite',
    },
    encode: (text) => utf16leBom(crlf(text)),
    text: `Ahmed Benali
12, rue de Marseille
69007 Lyon
06 55 50 12 47
ahmed.benali@example.fr

                                        Madame Claire Fontaine
                                        Responsable Ressources Humaines
                                        AgroVal SA
                                        25, avenue Jean Jaurès
                                        69100 Villeurbanne
                                        Tél. : 04 72 55 01 30
                                        claire.fontaine@agroval.example.fr

                                        Lyon, le 4 mars 2025

Objet : candidature au poste de responsable qualité (réf. AV-QUAL-07)

Madame,

Ingénieur qualité depuis huit ans dans l'agroalimentaire, je souhaite rejoindre AgroVal pour piloter la
certification IFS Food de votre site de Villeurbanne. M. Julien Marchal, votre directeur industriel, m'a
conseillé de vous adresser ma candidature lors du salon CFIA de Rennes.

Aux Fromageries du Rhône, j'ai conduit deux audits IFS (niveau supérieur) et réduit de
40 % les réclamations clients. Je serais heureux de vous exposer mes motivations lors d'un entretien.

Je vous prie d'agréer, Madame, l'expression de mes salutations distinguées.

Ahmed Benali

--------------------------------------------------------------------------------

AHMED BENALI
Ingénieur qualité agroalimentaire
06 55 50 12 47 · ahmed.benali@example.fr · linkedin.com/in/ahmed-benali-qualite · Lyon

EXPÉRIENCE
2019 – aujourd'hui  Responsable qualité, Fromageries du Rhône, Bourg-en-Bresse
                    Certification IFS Food 8 (niveau supérieur), HACCP, plan de surveillance.
2016 – 2019         Ingénieur qualité, Biscuiterie des Monts d'Or, Limonest
2015 – 2016         Stage de fin d'études, Danone Produits Frais, Saint-Just-Chaleyssin

FORMATION
2015  Diplôme d'ingénieur, ISARA Lyon (agroalimentaire)

COMPÉTENCES
IFS, BRC, ISO 22000, HACCP, 5S, Lean, SAP QM · Arabe (langue maternelle), anglais (C1)
`,
  },
  {
    // A Polish doctoral candidate's CV in ISO-8859-2: her own contacts at the top, then the supervisor (prof. dr hab.)
    // with his e-mail and phone, the institute's secretariat number, a co-supervisor abroad, and publications naming
    // co-authors with a corresponding author's e-mail.
    file: 'txt-doktorat-iso88592-krol.txt',
    truth: {
      first: 'Małgorzata',
      last: 'Król',
      email: 'malgorzata.krol@example.pl',
      phone: '+48 601 555 318',
      linkedin: 'https://www.linkedin.com/in/malgorzata-krol-phys',
    },
    encode: codePage('iso-8859-2'),
    text: `ŻYCIORYS NAUKOWY

mgr inż. Małgorzata Król
Doktorantka, Instytut Fizyki, Uniwersytet Jagielloński
ul. prof. Stanisława Łojasiewicza 11, 30-348 Kraków
Sekretariat Instytutu: +48 12 555 40 00

tel. kom.: +48 601 555 318
e-mail: malgorzata.krol@example.pl
LinkedIn: linkedin.com/in/malgorzata-krol-phys
ORCID: 0000-0003-1552-8840

PROMOTOR
prof. dr hab. Tadeusz Zając, Zakład Fotoniki
e-mail: tadeusz.zajac@uj.example.edu.pl, tel. +48 12 555 47 10
Promotor pomocniczy: dr Anna Lewandowska-Berg (Uniwersytet w Lund), anna.lewandowska@fysik.example.se

WYKSZTAŁCENIE
2021 - obecnie   Szkoła Doktorska Nauk Ścisłych i Przyrodniczych UJ, dyscyplina: nauki fizyczne
2019 - 2021      Studia magisterskie, Fizyka (specjalność: optyka kwantowa), AGH, Kraków
2016 - 2019      Studia inżynierskie, Fizyka techniczna, AGH, Kraków

PUBLIKACJE
1. M. Król, P. Nowicki, T. Zając, "Single-photon sources in hBN at room temperature",
   Phys. Rev. Applied 21, 034012 (2024). Autor korespondencyjny: tadeusz.zajac@uj.example.edu.pl
2. P. Nowicki, M. Król, A. Lewandowska-Berg, T. Zając, "Strain tuning of quantum emitters",
   Opt. Express 31, 22150 (2023). Kontakt: piotr.nowicki@uj.example.edu.pl
3. M. Król, T. Zając, "Photonic crystal cavities for hBN emitters", Materials 15, 7714 (2022)

STYPENDIA I GRANTY
Preludium 22 (NCN), kierownik projektu, 2024 - 2026
Stypendium Ministra Nauki dla wybitnych młodych naukowców, 2023

JĘZYKI
polski (ojczysty), angielski (C1), szwedzki (A2)
`,
  },
  {
    // A Nigerian graduate's CV as CRLF UTF-8 text: personal data with state of origin, her own phone and e-mail, then
    // 'NEXT OF KIN' (her brother, same surname, his phone and address), and three referees with their phones.
    file: 'txt-nigeria-next-of-kin-obiora.txt',
    truth: {
      first: 'Adaeze',
      last: 'Obiora',
      email: 'adaeze.obiora@example.com.ng',
      phone: '0803 555 0174',
      linkedin: 'https://www.linkedin.com/in/adaeze-obiora',
    },
    encode: (text) => utf8(crlf(text)),
    text: `CURRICULUM VITAE

ADAEZE OBIORA

PERSONAL DATA
Name:              Adaeze Obiora
Address:           14 Adeola Odeku Street, Victoria Island, Lagos
Phone:             0803 555 0174
E-mail:            adaeze.obiora@example.com.ng
LinkedIn:          linkedin.com/in/adaeze-obiora
Date of Birth:     19th October, 1999
Sex:               Female
State of Origin:   Anambra State
LGA:               Onitsha North
Nationality:       Nigerian
Marital Status:    Single

NEXT OF KIN
Name:              Mr. Chinedu Obiora (brother)
Phone:             0805 555 0128
Address:           22 New Market Road, Onitsha, Anambra State

CAREER OBJECTIVE
To build a career in corporate banking where my analytical skills and drive will add value to clients and the bank.

EDUCATION
2016 - 2021   University of Nigeria, Nsukka - B.Sc. Banking and Finance (Second Class Upper)
2010 - 2016   Queen's College, Yaba, Lagos - WASSCE

NYSC
2021 - 2022   Relationship Officer (Corps Member), Union Trust Bank Plc, Marina, Lagos

WORK EXPERIENCE
2022 - Date   Credit Analyst, Harbour Point Finance Ltd, Ikoyi, Lagos
              - Prepare credit memos for SME loans of up to ₦250 million
              - Monitor a portfolio of 80 obligors; NPL ratio kept below 3%

SKILLS
Financial modelling, Excel, Power BI, credit analysis, Igbo, English, Yoruba (basic)

REFEREES
1. Dr. Ngozi Eze, Senior Lecturer, Dept. of Banking and Finance, UNN - 0806 555 0133
2. Mr. Babatunde Alabi, Head of Credit, Harbour Point Finance Ltd - 0809 555 0161 - b.alabi@harbourpoint.example.com.ng
3. Mrs. Funmilayo Ogunleye, Branch Manager, Union Trust Bank Plc - 0802 555 0119
`,
  },
  {
    // A Swedish CV from an old Mac: Mac OS Roman with lone CR line ends; the contacts under the name, and a referee
    // with the same surname ('ingen släkt', no relation) with her mobile and e-mail, another referee after her.
    file: 'txt-referee-same-surname-macroman-sandberg.txt',
    truth: {
      first: 'Björn',
      last: 'Sandberg',
      email: 'bjorn.sandberg@example.se',
      phone: '073-555 04 91',
      linkedin: 'https://www.linkedin.com/in/bjornsandberg',
    },
    encode: (text) => codePage('macintosh')(cr(text)),
    text: `Björn Sandberg
Produktionstekniker – Västerås

Mobil: 073-555 04 91
E-post: bjorn.sandberg@example.se
LinkedIn: linkedin.com/in/bjornsandberg

PROFIL
Produktionstekniker med åtta års erfarenhet av automation och förbättringsarbete inom verkstadsindustrin.
Van vid PLC-programmering (Siemens TIA), Lean och att leda små förbättringsgrupper.

ERFARENHET
2019 – nu     Produktionstekniker, Mälardalens Kugghjul AB, Västerås
              Ledde införandet av OEE-mätning på 14 maskiner; tillgängligheten ökade från 71 % till 84 %.
2016 – 2019   Automationstekniker, Bergslagens Verktyg AB, Köping

UTBILDNING
2013 – 2016   Högskoleingenjör, Automatiseringsteknik, Mälardalens universitet

REFERENSER
Eva Sandberg (ingen släkt), produktionschef, Mälardalens Kugghjul AB
070-555 12 48, eva.sandberg@kugghjul.example.se
Anders Lindholm, teknisk chef, Bergslagens Verktyg AB
070-555 33 07
`,
  },
  {
    // A development-consultancy bid CV as UTF-8 text with a BOM: the 'PREPARED FOR' block (the ministry, the
    // procurement officer, her phone and e-mail) and the 'SUBMITTED BY' firm's contact come first; the key expert's
    // own details follow in the CV's 'Personal details'.
    file: 'txt-prepared-for-bid-utf8bom-asamoah.txt',
    truth: {
      first: 'Kwame',
      last: 'Asamoah',
      email: 'kwame.asamoah@example.com',
      phone: '+233 24 555 0186',
      linkedin: null,
    },
    encode: (text) => utf8Bom(crlf(text)),
    text: `CURRICULUM VITAE OF KEY EXPERT 2 – MONITORING & EVALUATION SPECIALIST

PREPARED FOR:
Ministry of Fisheries and Aquaculture Development
Attn: Mrs. Akosua Boateng, Head of Procurement Unit
P.O. Box GP 630, Accra, Ghana
Tel: +233 30 255 0144 · Email: procurement@mofad.example.gov.gh
Tender ref.: MOFAD/CS/2025/007 – Coastal Livelihoods Programme, Phase II

SUBMITTED BY:
Sahel Advisory Partners Ltd – Bid contact: Mr. Issa Traoré, Bid Manager
+233 30 255 0199 · bids@saheladvisory.example.com

-------------------------------------------------------------------------

1. Proposed position: Key Expert 2 – Monitoring & Evaluation Specialist
2. Name of expert: Kwame Asamoah
3. Date of birth: 04/11/1982
4. Nationality: Ghanaian
5. Contact: Tel +233 24 555 0186 · Email kwame.asamoah@example.com
6. Education:
   - MSc Development Economics, University of Sussex (2009)
   - BA Economics, Kwame Nkrumah University of Science and Technology (2004)
7. Languages: English (excellent), French (good), Twi (native)
8. Key qualifications:
   - 14 years designing and running M&E systems for fisheries, agriculture and livelihoods programmes in West Africa
   - Results frameworks, baseline and endline surveys, impact evaluations (DiD, RCT)
9. Employment record:
   2018 – present  Senior M&E Advisor, Sahel Advisory Partners Ltd, Accra
   2013 – 2018     M&E Manager, West Africa Fisheries Governance Project (EU-funded), Takoradi
   2009 – 2013     Research Officer, Institute of Statistical, Social and Economic Research, Legon
10. Certification: I, the undersigned, certify that this CV correctly describes me, my qualifications and my experience.
    Kwame Asamoah, Accra, 10 March 2025
`,
  },
  {
    // A Japanese 履歴書 typed as Shift_JIS text: 氏名 with furigana, date of birth, address, her own 携帯電話 and メール,
    // education and work history by year and month, then 緊急連絡先 (her father, same surname) with his phone.
    file: 'txt-rirekisho-shiftjis-fujii.txt',
    truth: { first: '美咲', last: '藤井', email: 'misaki.fujii@example.jp', phone: '080-5555-0314', linkedin: null },
    encode: (text) => codePage('Shift_JIS')(crlf(text)),
    text: `履\u3000歴\u3000書
2025年3月10日現在

ふりがな\u3000\u3000ふじい\u3000みさき
氏\u3000\u3000名\u3000\u3000藤井\u3000美咲
生年月日\u3000\u30001997年6月18日生（満27歳）\u3000女
現 住 所\u3000\u3000〒160-0022\u3000東京都新宿区新宿5丁目12番4号\u3000メゾン新宿302
携帯電話\u3000\u3000080-5555-0314
メール\u3000\u3000\u3000misaki.fujii@example.jp

年\u3000\u3000月\u3000\u3000学歴・職歴
\u3000\u3000\u3000\u3000\u3000\u3000学歴
2013年 4月\u3000東京都立国際高等学校\u3000入学
2016年 3月\u3000東京都立国際高等学校\u3000卒業
2016年 4月\u3000早稲田大学\u3000商学部\u3000入学
2020年 3月\u3000早稲田大学\u3000商学部\u3000卒業
\u3000\u3000\u3000\u3000\u3000\u3000職歴
2020年 4月\u3000株式会社さくら物産\u3000入社（経理部）
2023年 4月\u3000同社\u3000財務課に異動（資金管理・銀行対応を担当）
\u3000\u3000\u3000\u3000\u3000\u3000現在に至る
\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000以上

免許・資格
2019年11月\u3000日商簿記検定1級\u3000合格
2021年 9月\u3000TOEIC 公開テスト 905点
2022年 6月\u3000普通自動車第一種運転免許

志望動機
財務課での資金管理の経験を活かし、貴社の海外子会社の資金管理体制づくりに貢献したいと考えております。

緊急連絡先
氏名\u3000藤井\u3000健一（父）
電話\u3000090-5555-0172
住所\u3000〒330-0063\u3000埼玉県さいたま市浦和区高砂3丁目8番1号
`,
  },
];

await writeResumeFixtures(OUT, pdfs, docxs, txts, made);
