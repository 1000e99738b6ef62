import { describe, expect, it } from 'vitest';
import { blogArticles } from '../../../content/blog';
import { formatDate } from './dates';

/** What the function replaced: the browser's own English date format in UTC. */
const intl = (iso: string, withDay: boolean) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    ...(withDay ? { day: 'numeric' } : {}),
  });

describe('formatDate', () => {
  it('writes dates as the en-US long format does, with and without the day', () => {
    expect(formatDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatDate('2025-08-31', false)).toBe('August 2025');
    const dates = [
      ...blogArticles.flatMap((article) => [article.datePublished, article.dateModified]),
      ...Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-28`),
    ];
    for (const iso of dates)
      for (const withDay of [true, false]) expect(formatDate(iso, withDay)).toBe(intl(iso, withDay));
  });
});
