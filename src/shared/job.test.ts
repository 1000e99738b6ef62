import { describe, expect, it } from 'vitest';
import { jobDisplayName, jobIdFromSlug, jobSlug } from './job';

describe('jobSlug', () => {
  const id = 'a0B5e00000AbCdEfGH';

  it('uses the public name first, lowercased with hyphens', () => {
    expect(jobSlug({ id, publicName: 'Senior Data Engineer', name: 'DE-2231' })).toBe(`senior-data-engineer-${id}`);
  });

  it('falls back to the name, then to "job"', () => {
    expect(jobSlug({ id, publicName: '  ', name: 'Nurse' })).toBe(`nurse-${id}`);
    expect(jobSlug({ id, publicName: null, name: null })).toBe(`job-${id}`);
    expect(jobSlug({ id, name: '¿¡!!' })).toBe(`job-${id}`);
  });

  it('strips accents and punctuation', () => {
    expect(jobSlug({ id, name: 'Développeur Front-End (React/TS) — Montréal' })).toBe(
      `developpeur-front-end-reactts-montreal-${id}`,
    );
    expect(jobSlug({ id, name: "Chef d'équipe   Crème Brûlée" })).toBe(`chef-dequipe-creme-brulee-${id}`);
  });

  it('round-trips with jobIdFromSlug', () => {
    expect(jobIdFromSlug(jobSlug({ id, name: 'Sales Lead' }))).toBe(id);
  });
});

describe('jobIdFromSlug', () => {
  it('rejects slugs without a valid id', () => {
    expect(jobIdFromSlug('sales-lead')).toBeNull();
    expect(jobIdFromSlug('sales-lead-abc')).toBeNull();
    expect(jobIdFromSlug('x-ABCDEFGHIJKLMNOPQRS')).toBeNull();
    expect(jobIdFromSlug('')).toBeNull();
    expect(jobIdFromSlug(undefined)).toBeNull();
  });

  it('accepts a bare id', () => {
    expect(jobIdFromSlug('ABCDEFGHIJKLMNO')).toBe('ABCDEFGHIJKLMNO');
  });
});

describe('jobDisplayName', () => {
  it('prefers the public name', () => {
    expect(jobDisplayName({ publicName: 'A', name: 'B' })).toBe('A');
    expect(jobDisplayName({ publicName: '', name: 'B' })).toBe('B');
    expect(jobDisplayName({})).toBe('Job');
  });
});
