/** Assembling a page's HTML document from the built index.html and a render of the app (prerender and server). */

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/** Splits React's leading hoisted head tags (title, meta, link) from the body markup. */
export function splitHead(html: string): { head: string; body: string } {
  let rest = html;
  const head: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join('\n    '), body: rest };
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Puts a rendered page into the built index.html template: `links` (preloads) go before the page's head tags,
 * `afterRoot` (the data the page was rendered with) right after #root.
 */
export function fillTemplate(template: string, rendered: string, links = '', afterRoot = ''): string {
  const { head, body } = splitHead(rendered);
  if (!template.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root element.');
  return template
    .replace('</head>', () => `  ${links ? `${links}\n    ` : ''}${head}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>${afterRoot}`);
}
