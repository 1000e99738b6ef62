/** Formats an ISO date (YYYY-MM-DD) as e.g. 'August 2025' or 'January 1, 2025', independent of time zone. */
export function formatDate(iso: string, withDay = true): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    ...(withDay ? { day: 'numeric' } : {}),
  });
}
