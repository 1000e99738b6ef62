const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(whole: string, name: string): string {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return ENTITIES[name.toLowerCase()] ?? whole;
}

/** Decodes the HTML character references a text may hold (named basics and numeric ones). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity);
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
