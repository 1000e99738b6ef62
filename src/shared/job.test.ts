import { describe, expect, it } from 'vitest';
import { jobDisplayName, jobIdFromSlug, jobPayText, jobSlug, type JobDto } from './job';
import { jobDescriptionText, jobMetaDescription, jobPostingJsonLd } from './job-posting';

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

const baseJob: JobDto = {
  id: 'a0B5e00000AbCdEfGH',
  name: 'Cook',
  publicName: 'Line Cook',
  description: 'Cook &amp; prep',
  status: 'Open',
  location: 'Lyon',
  remote: false,
  department: 'Kitchen',
  employmentType: 'FULL_TIME',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  country: null,
  datePosted: '2026-11-01T00:00:00.000Z',
  validThrough: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const org = {
  name: 'ISA Technologies, Inc.',
  url: 'https://isa.example',
  logo: 'https://isa.example/logo.png',
  country: 'US',
};

describe('job descriptions', () => {
  it('decodes every named HTML entity, in plain text and in HTML', () => {
    const plain = 'We&rsquo;re hiring a caf&eacute; lead &mdash; &euro;30/h &amp; tips&hellip;';
    expect(jobDescriptionText(plain)).toBe('We’re hiring a café lead — €30/h & tips…');
    expect(jobDescriptionText('<p>Cr&egrave;me br&ucirc;l&eacute;e&nbsp;&#x2764;</p>')).toBe('Crème brûlée ❤');
    expect(jobMetaDescription({ description: '<p>L&rsquo;&eacute;quipe</p>' }, 'x')).toBe('L’équipe');
    // Text that only looks like an entity stays as written.
    expect(jobDescriptionText('R&D at AT&T; &notanentity;')).toBe('R&D at AT&T; &notanentity;');
  });
});

describe('jobPostingJsonLd', () => {
  it('is complete for an on-site job: country, organisation logo, direct apply, employment type', () => {
    const data = jobPostingJsonLd(
      { ...baseJob, description: 'Caf&eacute; work' },
      'https://isa.example/jobs/x',
      org,
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Line Cook',
      description: 'Café work',
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: org.name, sameAs: org.url, logo: org.logo },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Lyon', addressCountry: 'US' } },
    });
    expect(data).not.toHaveProperty('jobLocationType');
    expect(data).not.toHaveProperty('baseSalary');
  });

  it('marks remote jobs TELECOMMUTE with the country applicants must live in', () => {
    const data = jobPostingJsonLd({ ...baseJob, location: 'Remote', remote: true, country: 'CA' }, 'u', org);
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'CA' },
    });
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('states pay as baseSalary: a range, or one figure', () => {
    const pay = { salaryCurrency: 'EUR', salaryUnit: 'HOUR' as const };
    expect(jobPostingJsonLd({ ...baseJob, ...pay, salaryMin: 18, salaryMax: 22 }, 'u', org)).toMatchObject({
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 18, maxValue: 22, unitText: 'HOUR' },
      },
    });
    expect(jobPostingJsonLd({ ...baseJob, ...pay, salaryMin: 20 }, 'u', org)).toMatchObject({
      baseSalary: { value: { value: 20, unitText: 'HOUR' } },
    });
  });
});

describe('jobPayText', () => {
  it('reads pay as a person would, or nothing without a full statement', () => {
    expect(jobPayText({ salaryMin: 52000, salaryMax: 61000, salaryCurrency: 'EUR', salaryUnit: 'YEAR' })).toBe(
      '€52,000–€61,000 per year',
    );
    expect(jobPayText({ salaryMin: 18.5, salaryMax: null, salaryCurrency: 'USD', salaryUnit: 'HOUR' })).toBe(
      '$18.50 per hour',
    );
    expect(jobPayText({ salaryMin: 10, salaryMax: 20, salaryCurrency: null, salaryUnit: 'HOUR' })).toBeNull();
    expect(jobPayText({ salaryMin: null, salaryMax: null, salaryCurrency: 'USD', salaryUnit: 'HOUR' })).toBeNull();
  });
});
