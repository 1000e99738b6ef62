/** HTML templates for the PDF resumes; make.ts prints them with Chromium. */
import { esc, emailText, fullName, linkedIn } from './common.ts';
import { contentOf, headings, type Headings, type TrackContent } from './content.ts';
import type { Person } from './people.ts';

export interface PdfJob {
  html: string;
  format: 'A4' | 'Letter';
  margin?: { top: string; right: string; bottom: string; left: string };
  footerTemplate?: string;
  headerTemplate?: string;
}

const FONT_SANS = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const FONT_SERIF = "'Liberation Serif', 'DejaVu Serif', Georgia, serif";

function page(title: string | null, css: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${title ? `<title>${esc(title)}</title>` : ''}
<style>
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${FONT_SANS}; font-size: 10pt; color: #222; line-height: 1.35; }
h1, h2, h3, p, ul { margin: 0; }
ul { padding-left: 1.1em; }
li { margin: 1px 0; }
a { color: inherit; text-decoration: none; }
.job { margin: 0 0 8px; }
.job-head { display: flex; justify-content: space-between; font-weight: bold; }
.job-org { font-style: italic; color: #444; }
.muted { color: #666; }
${css}
</style></head><body>${body}</body></html>`;
}

function mailto(p: Person): string {
  const e = emailText(p);
  return e ? `<a href="mailto:${esc(p.email ?? e)}">${esc(e)}</a>` : '';
}

function liLink(p: Person): string {
  const l = linkedIn(p);
  return l ? `<a href="${esc(l.href)}">${esc(l.text)}</a>` : '';
}

function tel(p: Person): string {
  return p.phone ? `<a href="tel:${esc(p.phone.replace(/[^+\d]/g, ''))}">${esc(p.phone)}</a>` : '';
}

function profile(c: TrackContent, h: Headings, tag = 'h2'): string {
  return `<section class="sec"><${tag}>${esc(h.profile)}</${tag}><p>${esc(c.summary)}</p></section>`;
}

function experience(c: TrackContent, h: Headings, tag = 'h2'): string {
  const jobs = c.jobs
    .map(
      (j) => `<div class="job"><div class="job-head"><span>${esc(j.role)}</span><span>${esc(j.dates)}</span></div>
<div class="job-org">${esc(j.org)}, ${esc(j.place)}</div><ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  return `<section class="sec"><${tag}>${esc(h.experience)}</${tag}>${jobs}</section>`;
}

function education(c: TrackContent, h: Headings, tag = 'h2'): string {
  const rows = c.education
    .map(
      (e) =>
        `<div class="job"><div class="job-head"><span>${esc(e.degree)}</span><span>${esc(e.dates)}</span></div><div class="job-org">${esc(e.school)}</div></div>`,
    )
    .join('');
  return `<section class="sec"><${tag}>${esc(h.education)}</${tag}>${rows}</section>`;
}

function skills(c: TrackContent, h: Headings, tag = 'h2', asList = false): string {
  const body = asList
    ? `<ul>${c.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`
    : `<p>${c.skills.map(esc).join(', ')}</p>`;
  return `<section class="sec"><${tag}>${esc(h.skills)}</${tag}>${body}</section>`;
}

function languages(c: TrackContent, h: Headings, tag = 'h2'): string {
  return `<section class="sec"><${tag}>${esc(h.languages)}</${tag}><ul>${c.languages.map((s) => `<li>${esc(s)}</li>`).join('')}</ul></section>`;
}

function mainSections(c: TrackContent, h: Headings, tag = 'h2'): string {
  return profile(c, h, tag) + experience(c, h, tag) + education(c, h, tag) + skills(c, h, tag) + languages(c, h, tag);
}

const SEC_CSS = `.sec { margin-top: 12px; } .sec h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.06em; border-bottom: 1px solid #999; padding-bottom: 2px; margin-bottom: 6px; color: #1d3557; }`;

function sidebarContacts(p: Person, h: Headings): string {
  const items = [
    p.phone ? `<div class="ci"><div class="lbl">${esc(h.phone)}</div>${tel(p)}</div>` : '',
    p.email ? `<div class="ci"><div class="lbl">${esc(h.email)}</div>${mailto(p)}</div>` : '',
    p.linkedin_url ? `<div class="ci"><div class="lbl">LinkedIn</div>${liLink(p)}</div>` : '',
    `<div class="ci"><div class="lbl">${esc(h.address)}</div>${esc(p.city)}</div>`,
  ];
  return `<section class="side-sec"><h3>${esc(h.contact)}</h3>${items.join('')}</section>`;
}

type Renderer = (p: Person, c: TrackContent, h: Headings) => PdfJob;

const renderers: Record<string, Renderer> = {
  'pdf-single-pipes': (p, c, h) => {
    const contacts = [esc(p.city), mailto(p), tel(p), liLink(p)].filter(Boolean).join(' <span class="sep">|</span> ');
    const css = `${SEC_CSS} .top { text-align: center; } .top h1 { font-size: 24pt; font-weight: 600; }
.top .title { font-size: 12pt; color: #555; margin: 2px 0 6px; } .top .contacts { font-size: 9.5pt; } .sep { color: #aaa; margin: 0 4px; }`;
    const body = `<header class="top"><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div><div class="contacts">${contacts}</div></header>${mainSections(c, h)}`;
    return { html: page(`${fullName(p)} – Resume`, css, body), format: 'Letter', margin: m('0.6in') };
  },

  'pdf-two-column': (p, c, h) => {
    const css = `${SEC_CSS} header { border-bottom: 3px solid #e76f51; padding-bottom: 8px; margin-bottom: 4px; }
header h1 { font-size: 26pt; } header .title { font-size: 12pt; color: #e76f51; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 22px; } .kv { margin-bottom: 4px; } .kv b { display: inline-block; width: 70px; }`;
    const right = `<section class="sec"><h2>${esc(h.contact)}</h2>
<div class="kv"><b>Email</b> ${mailto(p)}</div><div class="kv"><b>Phone</b> ${tel(p)}</div>
<div class="kv"><b>LinkedIn</b><br>${liLink(p)}</div><div class="kv"><b>City</b> ${esc(p.city)}</div></section>
${education(c, h)}${skills(c, h, 'h2', true)}${languages(c, h)}`;
    const body = `<header><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div></header>
<div class="cols"><div>${profile(c, h)}${experience(c, h)}</div><div>${right}</div></div>`;
    return { html: page('Resume', css, body), format: 'A4', margin: m('14mm') };
  },

  'pdf-left-sidebar': (p, c, h) => {
    const css = `.wrap { display: grid; grid-template-columns: 66mm 1fr; min-height: 296mm; }
.side { background: #264653; color: #f1f1f1; padding: 18mm 5mm 10mm 7mm; font-size: 9pt; }
.side h3 { font-size: 10pt; text-transform: uppercase; letter-spacing: 0.12em; border-bottom: 1px solid #8ab; padding-bottom: 3px; margin: 14px 0 6px; }
.side .ci { margin-bottom: 7px; font-size: 8.5pt; overflow-wrap: anywhere; } .side .lbl { font-size: 7.5pt; text-transform: uppercase; color: #9cc; }
.side ul { padding-left: 1em; } .side a { color: #fff; text-decoration: underline; }
.main { padding: 16mm 12mm 10mm 10mm; } .main h1 { font-size: 25pt; color: #264653; } .main .title { font-size: 12pt; color: #2a9d8f; margin-bottom: 6px; }
${SEC_CSS}`;
    const side = `<aside class="side">${sidebarContacts(p, h)}${skills(c, h, 'h3', true)}${languages(c, h, 'h3')}</aside>`;
    const main = `<main class="main"><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>${profile(c, h)}${experience(c, h)}${education(c, h)}</main>`;
    return { html: page(null, css, `<div class="wrap">${side}${main}</div>`), format: 'A4', margin: m('0') };
  },

  'pdf-right-sidebar': (p, c, h) => {
    const css = `.wrap { display: grid; grid-template-columns: 1fr 58mm; gap: 8mm; }
.side { background: #f4efe6; padding: 8mm 5mm; font-size: 9pt; border-left: 3px solid #b5838d; }
.side h3 { font-size: 10pt; color: #6d597a; margin: 10px 0 5px; text-transform: uppercase; } .side .ci { margin-bottom: 6px; }
.side .lbl { font-weight: bold; font-size: 8pt; } .main h1 { font-size: 28pt; font-family: ${FONT_SERIF}; color: #6d597a; }
.main .title { font-size: 12pt; letter-spacing: 0.04em; margin-bottom: 4px; } ${SEC_CSS} .sec h2 { color: #6d597a; }`;
    const main = `<main class="main"><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>${profile(c, h)}${experience(c, h)}${education(c, h)}</main>`;
    const side = `<aside class="side">${sidebarContacts(p, h)}${skills(c, h, 'h3', true)}${languages(c, h, 'h3')}</aside>`;
    return {
      html: page(`${fullName(p)} CV`, css, `<div class="wrap">${main}${side}</div>`),
      format: 'A4',
      margin: m('12mm'),
    };
  },

  'pdf-header-band': (p, c, h) => {
    const css = `.band { background: #1b263b; color: #fff; padding: 14mm 14mm 10mm; }
.band h1 { font-size: 40pt; font-weight: 300; letter-spacing: 0.02em; } .band .title { font-size: 14pt; color: #e0e1dd; margin-top: 4px; }
.contact-row { background: #415a77; color: #fff; padding: 3mm 14mm; font-size: 9pt; display: flex; gap: 10mm; flex-wrap: wrap; }
.content { padding: 4mm 14mm; } ${SEC_CSS}`;
    const body = `<div class="band"><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div></div>
<div class="contact-row"><span>${esc(p.city)}</span><span>${tel(p)}</span><span>${mailto(p)}</span><span>${liLink(p)}</span></div>
<div class="content">${mainSections(c, h)}</div>`;
    return { html: page(null, css, body), format: 'A4', margin: m('0') };
  },

  'pdf-letterspaced': (p, c, h) => {
    const css = `.head { text-align: center; padding-top: 6mm; } .head h1 { font-size: 22pt; font-weight: 400; letter-spacing: 0.45em; text-transform: uppercase; }
.head .city { font-size: 10pt; letter-spacing: 0.25em; text-transform: uppercase; color: #777; margin-top: 6px; }
.head .title { font-size: 10.5pt; font-style: italic; margin-top: 4px; }
.rule { border-top: 1px solid #bbb; margin: 8px 30mm; } .contacts { text-align: center; font-size: 9pt; }
.contacts span + span::before { content: '  ·  '; color: #999; } ${SEC_CSS} .sec h2 { text-align: center; border: none; letter-spacing: 0.3em; color: #444; }`;
    const contacts = [mailto(p), tel(p), liLink(p)]
      .filter(Boolean)
      .map((x) => `<span>${x}</span>`)
      .join('');
    const body = `<div class="head"><h1>${esc(fullName(p))}</h1><div class="city">${esc(p.city)}</div><div class="title">${esc(p.title)}</div></div>
<div class="rule"></div><div class="contacts">${contacts}</div>${mainSections(c, h)}`;
    return { html: page(null, css, body), format: 'A4', margin: m('14mm') };
  },

  'pdf-allcaps': (p, c, h) => {
    const css = `.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #000; padding-bottom: 6px; }
.top h1 { font-size: 24pt; font-weight: 800; } .top .city { font-size: 10pt; } .top .right { text-align: right; font-size: 9pt; line-height: 1.5; }
${SEC_CSS} .sec h2 { color: #000; border-bottom-color: #000; }`;
    const body = `<div class="top"><div><h1>${esc(fullName(p).toUpperCase())}</h1><div class="city">${esc(p.city)}</div></div>
<div class="right">${tel(p)}<br>${mailto(p)}<br>${liLink(p)}</div></div><div class="title" style="margin-top:6px;font-weight:bold">${esc(p.title)}</div>${mainSections(c, h)}`;
    return { html: page('Resume', css, body), format: 'Letter', margin: m('0.55in') };
  },

  'pdf-title-first': (p, c, h) => {
    const css = `.jt { font-size: 10pt; letter-spacing: 0.2em; text-transform: uppercase; color: #2a9d8f; font-weight: bold; }
h1.name { font-size: 30pt; margin: 2px 0 4px; } .contacts { font-size: 9.5pt; color: #333; } .contacts span { margin-right: 14px; } ${SEC_CSS}`;
    const body = `<div class="jt">${esc(p.title)}</div><h1 class="name">${esc(fullName(p))}</h1>
<div class="contacts"><span>${esc(p.city)}</span><span>${mailto(p)}</span><span>${tel(p)}</span><span>${liLink(p)}</span></div>${mainSections(c, h)}`;
    return { html: page('Senior Data Engineer Resume', css, body), format: 'Letter', margin: m('0.6in') };
  },

  'pdf-footer': (p, c, h) => {
    const css = `h1 { font-size: 26pt; color: #003049; } .title { font-size: 12pt; color: #d62828; margin-bottom: 4px; } ${SEC_CSS}`;
    const body = `<h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)} · ${esc(p.city)}</div>${mainSections(c, h)}`;
    const l = linkedIn(p);
    const footer = `<div style="width:100%;font-family:${FONT_SANS};font-size:8pt;color:#333;border-top:1px solid #999;margin:0 14mm;padding-top:4px;display:flex;justify-content:space-between;">
<span>${esc(emailText(p) ?? '')} &nbsp;·&nbsp; ${esc(p.phone ?? '')} &nbsp;·&nbsp; ${esc(l?.text ?? '')}</span><span><span class="pageNumber"></span>/<span class="totalPages"></span></span></div>`;
    return {
      html: page(null, css, body),
      format: 'A4',
      margin: { top: '14mm', right: '14mm', bottom: '22mm', left: '14mm' },
      footerTemplate: footer,
    };
  },

  'pdf-bullets': (p, c, h) => {
    const contacts = [esc(p.city), tel(p), mailto(p), liLink(p)].filter(Boolean).join(' &nbsp;•&nbsp; ');
    const css = `h1 { font-size: 26pt; font-weight: 700; color: #7b2cbf; } .title { font-size: 12pt; margin: 2px 0 4px; } .contacts { font-size: 9pt; color: #333; } ${SEC_CSS} .sec h2 { color: #7b2cbf; }`;
    const body = `<h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div><div class="contacts">${contacts}</div>${mainSections(c, h)}`;
    return { html: page('CV', css, body), format: 'A4', margin: m('15mm') };
  },

  'pdf-icons': (p, c, h) => {
    const css = `.top { display: flex; justify-content: space-between; } h1 { font-size: 26pt; } .title { color: #2b9348; font-size: 12pt; }
.icons { font-size: 9.5pt; line-height: 1.7; } .ic { display: inline-block; width: 16px; color: #2b9348; font-family: 'DejaVu Sans'; }
.in { display: inline-block; background: #0a66c2; color: #fff; font-weight: bold; font-size: 7pt; padding: 0 2px; border-radius: 2px; margin-right: 4px; } ${SEC_CSS}`;
    const body = `<div class="top"><div><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div></div>
<div class="icons"><div><span class="ic">✉</span>${mailto(p)}</div><div><span class="ic">☎</span>${tel(p)}</div>
<div><span class="in">in</span>${liLink(p)}</div><div><span class="ic">⌂</span>${esc(p.city)}</div></div></div>${mainSections(c, h)}`;
    return { html: page(null, css, body), format: 'A4', margin: m('14mm') };
  },

  'pdf-photo': (p, c, h) => {
    const css = `.top { display: flex; gap: 8mm; align-items: center; border-bottom: 1px solid #ccc; padding-bottom: 6mm; }
.photo { width: 32mm; height: 40mm; background: #d9d9d9; border: 1px solid #aaa; display: flex; align-items: center; justify-content: center; color: #888; font-size: 8pt; }
h1 { font-size: 24pt; color: #005f73; } .title { font-size: 12pt; margin-bottom: 6px; } .cl { font-size: 9.5pt; line-height: 1.6; } ${SEC_CSS}`;
    const body = `<div class="top"><div class="photo">PHOTO</div><div><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>
<div class="cl">${esc(p.city)}<br>${tel(p)}<br>${mailto(p)}<br>${liLink(p)}</div></div></div>${mainSections(c, h)}`;
    return { html: page('Curriculum vitae', css, body), format: 'A4', margin: m('14mm') };
  },

  'pdf-table': (p, c, h) => {
    const css = `table { width: 100%; border-collapse: collapse; } td { vertical-align: top; padding: 5px 6px; border: 1px solid #ccd; }
td.k { width: 34mm; background: #eef1f6; font-weight: bold; font-size: 9pt; color: #334; } .nm { font-size: 20pt; font-weight: bold; }
.job { margin-bottom: 6px; }`;
    const jobs = c.jobs
      .map(
        (j) =>
          `<div class="job"><b>${esc(j.role)}</b>, ${esc(j.org)} (${esc(j.dates)})<ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
      )
      .join('');
    const rows: [string, string][] = [
      ['', `<div class="nm">${esc(fullName(p))}</div><div>${esc(p.title)}</div>`],
      [h.address, esc(p.city)],
      [h.email, mailto(p)],
      [h.phone, tel(p)],
      ['LinkedIn', liLink(p)],
      [h.profile, esc(c.summary)],
      [h.experience, jobs],
      [h.education, c.education.map((e) => `${esc(e.degree)}, ${esc(e.school)} (${esc(e.dates)})`).join('<br>')],
      [h.skills, c.skills.map(esc).join(', ')],
      [h.languages, c.languages.map(esc).join(', ')],
    ];
    const body = `<table>${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${v}</td></tr>`).join('')}</table>`;
    return { html: page('Resume', css, body), format: 'A4', margin: m('14mm') };
  },

  'pdf-two-pages': (p, c, h) => {
    const css = `h1 { font-size: 24pt; } .title { font-size: 12pt; color: #555; } .contacts { font-size: 9.5pt; margin-top: 4px; }
.contacts span { margin-right: 12px; } ${SEC_CSS} .break { break-before: page; } .ref { margin-bottom: 10px; }`;
    const extra = `<section class="sec"><h2>Additional Experience</h2>
<div class="job"><div class="job-head"><span>Exam Invigilator and Tutor</span><span>2012 – 2015</span></div><div class="job-org">Valleys Learning Centre, Pontypridd</div>
<ul><li>Tutored GCSE and A-level pupils in biology and chemistry.</li><li>Invigilated public examinations for three summer series.</li></ul></div>
<div class="job"><div class="job-head"><span>Outdoor Education Volunteer</span><span>2010 – 2014</span></div><div class="job-org">Brecon Beacons Field Centre</div>
<ul><li>Led field-work days for school groups.</li><li>Held a current outdoor first-aid certificate.</li></ul></div></section>
<section class="sec"><h2>Professional Development</h2><ul><li>Mentor training for early-career teachers (2021)</li><li>Safeguarding level 2 (renewed 2023)</li><li>Digital pedagogy with tablets in the science lab (2019)</li></ul></section>
<section class="sec"><h2>Interests</h2><p>Rugby coaching for the under-14s, hill walking, choir singing.</p></section>`;
    const refs = (p.references ?? [])
      .map(
        (r) =>
          `<div class="ref"><b>${esc(r.name)}</b><br>${esc(r.role)}<br>Email: <a href="mailto:${esc(r.email)}">${esc(r.email)}</a><br>Tel: ${esc(r.phone)}</div>`,
      )
      .join('');
    const body = `<h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>
<div class="contacts"><span>${esc(p.city)}</span><span>${tel(p)}</span><span>${mailto(p)}</span><span>${liLink(p)}</span></div>
${mainSections(c, h)}<div class="break"></div>${extra}<section class="sec"><h2>${esc(h.references)}</h2>${refs}</section>`;
    return { html: page(`${fullName(p)} CV`, css, body), format: 'A4', margin: m('16mm') };
  },

  'pdf-cv-title': (p, c, h) => {
    const css = `.cv { text-align: center; font-size: 13pt; letter-spacing: 0.3em; text-transform: uppercase; color: #888; }
h1 { text-align: center; font-size: 24pt; margin: 4px 0 2px; } .sub { text-align: center; } .lines { text-align: center; font-size: 9.5pt; margin-top: 6px; line-height: 1.5; } ${SEC_CSS}`;
    const body = `<div class="cv">Curriculum Vitae</div><h1>${esc(fullName(p))}</h1><div class="sub">${esc(p.title)}</div>
<div class="lines">${esc(p.city)}<br>Email: ${mailto(p)} &nbsp; Mobile: ${tel(p)} &nbsp; ${liLink(p)}</div>${mainSections(c, h)}`;
    return { html: page('Curriculum Vitae', css, body), format: 'A4', margin: m('16mm') };
  },

  'pdf-single-serif': (p, c, h) => {
    const css = `body { font-family: ${FONT_SERIF}; font-size: 10.5pt; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
h1 { font-size: 24pt; font-weight: normal; } .title { font-style: italic; } .right { text-align: right; font-size: 9.5pt; line-height: 1.5; }
${SEC_CSS} .sec h2 { font-family: ${FONT_SERIF}; text-transform: none; letter-spacing: 0; font-size: 13pt; color: #000; }`;
    const lines = [
      esc(p.city),
      p.phone ? `Mobile: ${tel(p)}` : '',
      p.email ? `Email: ${mailto(p)}` : '',
      p.linkedin_url ? liLink(p) : '',
    ]
      .filter(Boolean)
      .join('<br>');
    const body = `<div class="top"><div><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div></div><div class="right">${lines}</div></div>${mainSections(c, h)}`;
    return { html: page(null, css, body), format: 'A4', margin: m('18mm') };
  },

  'pdf-french': (p, c, h) => {
    const css = `.top { background: #f2f2f2; padding: 8mm 12mm; border-left: 6px solid #0055a4; } h1 { font-size: 24pt; font-weight: 400; }
h1 .ln { font-weight: 700; } .title { font-size: 12pt; color: #0055a4; margin: 2px 0 6px; } .coord { font-size: 9.5pt; line-height: 1.5; }
.content { padding: 0 12mm; } ${SEC_CSS} .sec h2 { color: #0055a4; }`;
    const body = `<div class="top"><h1>${esc(p.first_name)} <span class="ln">${esc(p.last_name.toUpperCase())}</span></h1><div class="title">${esc(p.title)}</div>
<div class="coord">${esc(p.city)} — Tél. : ${tel(p)} — E-mail : ${mailto(p)}<br>${liLink(p)}</div></div>
<div class="content">${mainSections(c, h)}</div>`;
    return { html: page('CV', css, body, 'fr'), format: 'A4', margin: m('0') };
  },

  'pdf-german': (p, c, h) => {
    const css = `.lt { font-size: 22pt; font-weight: 300; color: #555; border-bottom: 2px solid #444; padding-bottom: 4px; }
table.pd { border-collapse: collapse; margin-top: 4px; } table.pd td { padding: 2px 12px 2px 0; vertical-align: top; } table.pd td:first-child { color: #555; width: 40mm; }
.nm { font-weight: bold; font-size: 12pt; } ${SEC_CSS}`;
    const body = `<div class="lt">Lebenslauf</div><section class="sec"><h2>${esc(h.personal)}</h2><table class="pd">
<tr><td>Name</td><td class="nm">${esc(fullName(p))}</td></tr><tr><td>Anschrift</td><td>Lindenstraße 42, 10969 ${esc(p.city)}</td></tr>
<tr><td>Telefon</td><td>${tel(p)}</td></tr><tr><td>E-Mail</td><td>${mailto(p)}</td></tr><tr><td>LinkedIn</td><td>${liLink(p)}</td></tr>
<tr><td>Geburtsdatum</td><td>14.03.1987 in Potsdam</td></tr><tr><td>Staatsangehörigkeit</td><td>deutsch</td></tr></table></section>
${mainSections(c, h)}<p style="margin-top:14px">${esc(p.city)}, im März 2025</p>`;
    return { html: page('Lebenslauf', css, body, 'de'), format: 'A4', margin: m('18mm') };
  },

  'pdf-spanish': (p, c, h) => {
    const css = `.wrap { display: grid; grid-template-columns: 60mm 1fr; gap: 8mm; } .side { border-right: 1px solid #ddd; padding-right: 5mm; font-size: 9pt; }
.side h3 { font-size: 10pt; color: #c1121f; text-transform: uppercase; margin: 12px 0 5px; } .side .ci { margin-bottom: 6px; } .side .lbl { font-size: 7.5pt; color: #888; text-transform: uppercase; }
h1 { font-size: 26pt; color: #c1121f; } .title { font-size: 12pt; margin-bottom: 6px; } ${SEC_CSS} .sec h2 { color: #c1121f; }`;
    const side = `<aside class="side">${sidebarContacts(p, h)}${skills(c, h, 'h3', true)}${languages(c, h, 'h3')}</aside>`;
    const main = `<main><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>${profile(c, h)}${experience(c, h)}${education(c, h)}</main>`;
    return {
      html: page('Currículum', css, `<div class="wrap">${side}${main}</div>`, 'es'),
      format: 'A4',
      margin: m('14mm'),
    };
  },

  'pdf-skills-columns': (p, c, h) => {
    const bars = c.skills
      .map(
        (s, i) =>
          `<div class="sk"><div>${esc(s)}</div><div class="bar"><div style="width:${90 - i * 9}%"></div></div></div>`,
      )
      .join('');
    const css = `.wrap { display: grid; grid-template-columns: 1fr 2fr; gap: 10mm; } h1 { font-size: 30pt; font-weight: 300; line-height: 1.1; }
.title { color: #e63946; font-size: 11pt; text-transform: uppercase; letter-spacing: 0.1em; margin: 6px 0 10px; }
.sk { font-size: 9pt; margin-bottom: 5px; } .bar { background: #eee; height: 5px; } .bar div { background: #e63946; height: 5px; }
.left h3 { font-size: 10pt; text-transform: uppercase; letter-spacing: 0.1em; margin: 14px 0 6px; } .left .ci { font-size: 9pt; margin-bottom: 4px; } ${SEC_CSS}`;
    const left = `<div class="left"><h1>${esc(p.first_name)}<br>${esc(p.last_name)}</h1><div class="title">${esc(p.title)}</div>
<h3>${esc(h.skills)}</h3>${bars}${languages(c, h, 'h3')}<h3>${esc(h.contact)}</h3>
<div class="ci">${mailto(p)}</div><div class="ci">${liLink(p)}</div><div class="ci">${esc(p.city)}</div></div>`;
    const right = `<div>${profile(c, h)}${experience(c, h)}${education(c, h)}</div>`;
    return {
      html: page('Portfolio CV', css, `<div class="wrap">${left}${right}</div>`),
      format: 'A4',
      margin: m('14mm'),
    };
  },

  'pdf-contact-grid': (p, c, h) => {
    const css = `.top { display: grid; grid-template-columns: 1fr 1fr; align-items: center; border-bottom: 4px solid #ffb703; padding-bottom: 6px; }
h1 { font-size: 26pt; color: #023047; } .title { font-size: 12pt; color: #219ebc; }
.grid { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; font-size: 9pt; } .grid .k { color: #888; text-transform: uppercase; font-size: 7.5pt; padding-top: 2px; } ${SEC_CSS}`;
    const body = `<div class="top"><div><h1>${esc(p.first_name)} K. ${esc(p.last_name)}</h1><div class="title">${esc(p.title)}</div></div>
<div class="grid"><span class="k">${esc(h.email)}</span><span>${mailto(p)}</span><span class="k">${esc(h.phone)}</span><span>${tel(p)}</span>
<span class="k">LinkedIn</span><span>${liLink(p)}</span><span class="k">${esc(h.address)}</span><span>${esc(p.city)}</span></div></div>${mainSections(c, h)}`;
    return { html: page(null, css, body), format: 'A4', margin: m('14mm') };
  },

  // ---------------------------------------------------------------- Second batch.

  'pdf-sidebar-contacts-bottom': (p, c, h) => {
    const css = `.wrap { display: grid; grid-template-columns: 62mm 1fr; min-height: 296mm; }
.side { background: #2f3e46; color: #eef; padding: 16mm 5mm 12mm 7mm; font-size: 9pt; display: flex; flex-direction: column; }
.side h3 { font-size: 9.5pt; text-transform: uppercase; letter-spacing: 0.14em; border-bottom: 1px solid #84a98c; padding-bottom: 3px; margin: 12px 0 6px; }
.side ul { padding-left: 1em; } .side a { color: #fff; } .side .bottom { margin-top: auto; }
.side .ci { margin-bottom: 6px; overflow-wrap: anywhere; } .side .lbl { font-size: 7.5pt; text-transform: uppercase; color: #cad2c5; }
.main { padding: 16mm 12mm 10mm 10mm; } .main h1 { font-size: 24pt; color: #2f3e46; } .main .title { font-size: 12pt; color: #52796f; margin-bottom: 6px; }
${SEC_CSS}`;
    const side = `<aside class="side">${skills(c, h, 'h3', true)}${languages(c, h, 'h3')}<div class="bottom">${sidebarContacts(p, h)}</div></aside>`;
    const main = `<main class="main"><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>${profile(c, h)}${experience(c, h)}${education(c, h)}</main>`;
    return {
      html: page(`CV ${fullName(p)}`, css, `<div class="wrap">${side}${main}</div>`),
      format: 'A4',
      margin: m('0'),
    };
  },

  'pdf-css-columns': (p, c, h) => {
    const css = `header { border-bottom: 2px solid #6a4c93; padding-bottom: 6px; margin-bottom: 8px; }
header h1 { font-size: 26pt; color: #6a4c93; } header .title { font-size: 12pt; }
.cols { column-count: 2; column-gap: 10mm; column-rule: 1px solid #ddd; } .cols .sec { break-inside: avoid; }
.kv { margin-bottom: 3px; } ${SEC_CSS} .sec h2 { color: #6a4c93; }`;
    const contact = `<section class="sec"><h2>${esc(h.contact)}</h2><div class="kv">${esc(p.city)}</div>
<div class="kv">${tel(p)}</div><div class="kv">${mailto(p)}</div><div class="kv">${liLink(p)}</div></section>`;
    const body = `<header><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div></header>
<div class="cols">${mainSections(c, h)}${contact}</div>`;
    return { html: page('Resume', css, body), format: 'A4', margin: m('15mm') };
  },

  'pdf-typed-spaces': (p, c, h) => {
    const spaced = (s: string) => s.toUpperCase().split('').join(' ');
    const name = `${spaced(p.first_name)}   ${spaced(p.last_name)}`;
    const contacts = [esc(p.city), tel(p), mailto(p), liLink(p)].filter(Boolean).join('  |  ');
    const css = `.nm { text-align: center; font-size: 20pt; white-space: pre; font-weight: 300; margin-top: 4mm; }
.title { text-align: center; font-size: 11pt; color: #b5179e; margin: 4px 0; } .contacts { text-align: center; font-size: 9pt; white-space: pre; }
${SEC_CSS} .sec h2 { color: #b5179e; }`;
    const body = `<div class="nm">${esc(name)}</div><div class="title">${esc(p.title)}</div><div class="contacts">${contacts}</div>${mainSections(c, h)}`;
    return { html: page(null, css, body), format: 'A4', margin: m('14mm') };
  },

  'pdf-headline-first': (p, c, h) => {
    const css = `.avail { font-size: 9pt; color: #777; text-transform: uppercase; letter-spacing: 0.1em; }
.headline { font-size: 30pt; font-weight: 800; color: #14213d; margin: 4px 0 2px; line-height: 1.1; }
.pitch { font-size: 11pt; font-style: italic; color: #444; margin-bottom: 8px; }
.who { font-size: 14pt; font-weight: 600; color: #fca311; } .contacts { font-size: 9pt; margin-top: 2px; } .contacts span + span::before { content: ' — '; color: #aaa; }
${SEC_CSS}`;
    const contacts = [esc(p.city), tel(p), mailto(p), liLink(p)]
      .filter(Boolean)
      .map((x) => `<span>${x}</span>`)
      .join('');
    const body = `<div class="avail">Available from June 2025 · Open to relocation</div><div class="headline">${esc(p.title)}</div>
<div class="pitch">End-to-end supply chains that deliver on time, at the cost the business planned.</div>
<div class="who">${esc(fullName(p))}</div><div class="contacts">${contacts}</div>${mainSections(c, h)}`;
    return { html: page(`${p.title} – CV`, css, body), format: 'A4', margin: m('15mm') };
  },

  'pdf-header-footer-templates': (p, c, h) => {
    const css = `${SEC_CSS} .sec:first-child { margin-top: 0; }`;
    const l = linkedIn(p);
    const header = `<div style="width:100%;font-family:${FONT_SANS};font-size:10pt;margin:0 16mm;display:flex;justify-content:space-between;border-bottom:1px solid #999;padding-bottom:3px;">
<span style="font-weight:bold;font-size:12pt;">${esc(fullName(p))}</span><span style="color:#555;">${esc(p.title)}</span></div>`;
    const footer = `<div style="width:100%;font-family:${FONT_SANS};font-size:8pt;color:#333;margin:0 16mm;display:flex;justify-content:space-between;">
<span>${esc(p.city)} · ${esc(p.phone ?? '')} · ${esc(emailText(p) ?? '')} · ${esc(l?.text ?? '')}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
    return {
      html: page(null, css, mainSections(c, h)),
      format: 'A4',
      margin: { top: '24mm', right: '16mm', bottom: '20mm', left: '16mm' },
      headerTemplate: header,
      footerTemplate: footer,
    };
  },

  'pdf-svg-icons': (p, c, h) => {
    const svg = (path: string) =>
      `<svg width="12" height="12" viewBox="0 0 24 24" style="vertical-align:-1px;margin-right:6px"><path fill="#ef476f" d="${path}"/></svg>`;
    const mail = 'M2 4h20v16H2z M2 4l10 8 10-8';
    const phone = 'M6 2h5l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v5a2 2 0 0 1-2 2A18 18 0 0 1 4 4a2 2 0 0 1 2-2z';
    const inIcon = 'M3 3h18v18H3z M7 10v7 M7 7v1 M11 17v-7 M11 13a3 3 0 0 1 6 0v4';
    const pin = 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7z';
    const css = `.top { display: grid; grid-template-columns: 1fr auto; align-items: end; border-bottom: 1px solid #ddd; padding-bottom: 6px; }
h1 { font-size: 28pt; font-weight: 300; } .title { font-size: 12pt; color: #ef476f; } .ct { font-size: 9pt; line-height: 1.7; text-align: left; } ${SEC_CSS}`;
    const body = `<div class="top"><div><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div></div>
<div class="ct"><div>${svg(mail)}${mailto(p)}</div><div>${svg(phone)}${tel(p)}</div><div>${svg(inIcon)}${liLink(p)}</div><div>${svg(pin)}${esc(p.city)}</div></div></div>${mainSections(c, h)}`;
    return { html: page(null, css, body), format: 'A4', margin: m('14mm') };
  },

  'pdf-photo-alt': (p, c, h) => {
    const css = `.top { display: flex; gap: 7mm; align-items: flex-start; } .top img { width: 30mm; height: 38mm; border: 1px solid #bbb; font-size: 9pt; }
h1 { font-size: 24pt; color: #006d77; } .title { font-size: 12pt; margin-bottom: 6px; } .cl { font-size: 9.5pt; line-height: 1.6; } ${SEC_CSS}`;
    const body = `<div class="top"><img src="photo.jpg" alt="Profile photo"><div><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>
<div class="cl">${esc(p.city)}<br>T: ${tel(p)}<br>E: ${mailto(p)}</div></div></div>${mainSections(c, h)}`;
    return { html: page('CV', css, body), format: 'A4', margin: m('14mm') };
  },

  'pdf-photo-sidebar': (p, c, h) => {
    const photo =
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="150"><rect width="120" height="150" fill="#cfd8dc"/><circle cx="60" cy="58" r="28" fill="#90a4ae"/><rect x="22" y="96" width="76" height="54" rx="30" fill="#90a4ae"/></svg>',
      );
    const css = `.wrap { display: grid; grid-template-columns: 60mm 1fr; gap: 8mm; } .side { background: #e8f1f2; padding: 6mm 5mm; font-size: 9pt; }
.side img { width: 38mm; height: 47mm; display: block; margin: 0 auto 6mm; border-radius: 4px; }
.side h3 { font-size: 10pt; color: #1b4965; text-transform: uppercase; margin: 10px 0 5px; } .side .ci { margin-bottom: 6px; overflow-wrap: anywhere; } .side .lbl { font-size: 7.5pt; color: #62b6cb; text-transform: uppercase; }
h1 { font-size: 26pt; color: #1b4965; } .title { font-size: 12pt; margin-bottom: 6px; } ${SEC_CSS} .sec h2 { color: #1b4965; }`;
    const side = `<aside class="side"><img src="${photo}" alt="Portrait photograph, head and shoulders">${sidebarContacts(p, h)}${skills(c, h, 'h3', true)}${languages(c, h, 'h3')}</aside>`;
    const main = `<main><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>${profile(c, h)}${experience(c, h)}${education(c, h)}</main>`;
    return { html: page(null, css, `<div class="wrap">${side}${main}</div>`), format: 'A4', margin: m('12mm') };
  },

  'pdf-contacts-table-row': (p, c, h) => {
    const css = `h1 { font-size: 26pt; color: #3a0ca3; } .title { font-size: 12pt; margin-bottom: 6px; }
table.ct { width: 100%; border-collapse: collapse; font-size: 9pt; } table.ct th { text-align: left; background: #3a0ca3; color: #fff; padding: 3px 6px; font-weight: normal; text-transform: uppercase; font-size: 7.5pt; letter-spacing: 0.08em; }
table.ct td { padding: 4px 6px; border-bottom: 1px solid #ccc; } ${SEC_CSS} .sec h2 { color: #3a0ca3; }`;
    const body = `<h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>
<table class="ct"><tr><th>${esc(h.email)}</th><th>${esc(h.phone)}</th><th>LinkedIn</th><th>${esc(h.address)}</th></tr>
<tr><td>${mailto(p)}</td><td>${tel(p)}</td><td>${liLink(p)}</td><td>${esc(p.city)}</td></tr></table>${mainSections(c, h)}`;
    return { html: page('Resume', css, body), format: 'A4', margin: m('14mm') };
  },

  'pdf-name-right-sidebar': (p, c, h) => {
    const css = `.wrap { display: grid; grid-template-columns: 1fr 62mm; min-height: 296mm; }
.main { padding: 14mm 9mm 10mm 14mm; } .side { background: #283618; color: #fefae0; padding: 14mm 6mm 10mm; font-size: 9pt; }
.side h1 { font-size: 22pt; line-height: 1.1; color: #fff; } .side .title { color: #dda15e; font-size: 11pt; margin: 4px 0 10px; }
.side h3 { font-size: 9.5pt; text-transform: uppercase; letter-spacing: 0.12em; color: #dda15e; margin: 12px 0 5px; } .side .ci { margin-bottom: 6px; overflow-wrap: anywhere; }
.side .lbl { font-size: 7.5pt; text-transform: uppercase; color: #bbb; } .side a { color: #fff; text-decoration: underline; } .side ul { padding-left: 1em; } ${SEC_CSS}
.main .sec:first-child { margin-top: 0; }`;
    const main = `<main class="main">${profile(c, h)}${experience(c, h)}${education(c, h)}</main>`;
    const side = `<aside class="side"><h1>${esc(fullName(p))}</h1><div class="title">${esc(p.title)}</div>${sidebarContacts(p, h)}${skills(c, h, 'h3', true)}${languages(c, h, 'h3')}</aside>`;
    return { html: page(null, css, `<div class="wrap">${main}${side}</div>`), format: 'A4', margin: m('0') };
  },

  'pdf-caps-split-name': (p, c, h) => {
    const css = `.fn { font-size: 20pt; font-weight: 300; letter-spacing: 0.25em; text-transform: uppercase; color: #555; }
.ln { font-size: 30pt; font-weight: 800; text-transform: uppercase; color: #0b3954; line-height: 1.05; }
.title { font-size: 11pt; color: #087e8b; margin: 4px 0 4px; } .contacts { font-size: 9pt; } .contacts span + span::before { content: ' / '; color: #aaa; } ${SEC_CSS}`;
    const contacts = [tel(p), mailto(p), liLink(p), esc(p.city)]
      .filter(Boolean)
      .map((x) => `<span>${x}</span>`)
      .join('');
    const body = `<div class="fn">${esc(p.first_name)}</div><div class="ln">${esc(p.last_name)}</div><div class="title">${esc(p.title)}</div>
<div class="contacts">${contacts}</div>${mainSections(c, h)}`;
    return { html: page(null, css, body), format: 'A4', margin: m('15mm') };
  },
};

function m(v: string): { top: string; right: string; bottom: string; left: string } {
  return { top: v, right: v, bottom: v, left: v };
}

export function renderPdf(p: Person): PdfJob {
  const r = renderers[p.layout];
  if (!r) throw new Error(`no PDF layout ${p.layout} for ${p.file}`);
  const c = contentOf(p.track);
  return r(p, c, headings[c.lang]);
}
