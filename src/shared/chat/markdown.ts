/** Escapes the characters that would break a markdown table cell. */
export function cell(text: string): string {
  return text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** A GitHub-flavoured markdown table. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A price as the knowledge base states it (no currency is given there, so none is added). */
export function formatPrice(price: number, period?: string): string {
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return period ? `${amount} ${period}` : amount;
}

/** A markdown link. */
export function link(label: string, url: string): string {
  return `[${label.replace(/[[\]]/g, '')}](${url})`;
}
