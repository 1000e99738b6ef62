import { decodeHTMLStrict } from 'entities/decode';

/**
 * Decodes every HTML character reference a text may hold: all named ones of the HTML standard (`&rsquo;`,
 * `&eacute;` …) and numeric ones, those with a closing semicolon (the `entities` package), so 'AT&T' stays as written.
 * The web build decodes with the browser's own parser instead (web/html-entities.ts, same results).
 */
export function decodeHtmlEntities(text: string): string {
  return text.includes('&') ? decodeHTMLStrict(text) : text;
}

/**
 * HTML reduced to plain text: block ends become line breaks, list items bullets, table cells are kept
 * apart, scripts and styles vanish, every other tag is dropped and entities are decoded. The result is
 * meant to be rendered as text, never as HTML.
 */
export function htmlToPlainText(html: string): string {
  return decodeHtmlEntities(
    html
      .replace(/<(script|style|iframe|object|template|head)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<li\b[^>]*>/gi, '\n• ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(td|th)\s*>/gi, '\t')
      .replace(/<\/?(p|div|h[1-6]|ul|ol|li|tr|table|section|article|header|footer|blockquote)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \u00a0]+/g, ' ')
    .replace(/[ \t]*\t[ \t]*/g, '\t')
    .replace(/\t+\n/g, '\n')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
