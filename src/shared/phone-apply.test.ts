import { describe, expect, it } from 'vitest';
import { applicationOriginFromQuery, phoneApplyUrl } from './phone-apply';

describe('phoneApplyUrl', () => {
  it('points at the public apply page with source and event, encoded', () => {
    expect(phoneApplyUrl('https://isa.example.com/', 'data-analyst-a0B1c2D3e4F5g6H7', 'HR Tech & Co 2026')).toBe(
      'https://isa.example.com/jobs/data-analyst-a0B1c2D3e4F5g6H7/apply?source=conference&event=HR+Tech+%26+Co+2026',
    );
    expect(phoneApplyUrl('http://127.0.0.1:3000', 'x-a0B1c2D3e4F5g6H7', undefined)).toBe(
      'http://127.0.0.1:3000/jobs/x-a0B1c2D3e4F5g6H7/apply?source=conference',
    );
  });
});

describe('applicationOriginFromQuery', () => {
  it('reads a booth link and ignores anything else', () => {
    expect(applicationOriginFromQuery('?source=conference&event=Expo%202026')).toEqual({
      source: 'Conference',
      event: 'Expo 2026',
    });
    expect(applicationOriginFromQuery('?source=Conference')).toEqual({ source: 'Conference' });
    expect(applicationOriginFromQuery('?source=newsletter&event=x')).toBeNull();
    expect(applicationOriginFromQuery('')).toBeNull();
    expect(applicationOriginFromQuery(`?source=conference&event=${'e'.repeat(300)}`)?.event).toHaveLength(100);
  });
});
