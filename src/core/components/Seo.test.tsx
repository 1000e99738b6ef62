import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headHtml, headTags, NOINDEX } from '../../shared/head';
import { jobHead } from '../../shared/job-posting';
import type { JobDto } from '../../shared/job';
import { publicBaseUrl, Seo } from './Seo';

const job: JobDto = {
  id: 'ABCDEFGHIJKLMNOPQR',
  name: 'Line cook',
  publicName: 'Line Cook & Prep',
  description: '<p>Cook, prep and plate.</p>',
  status: 'Closed',
  remote: false,
  location: 'Lyon',
  department: null,
  employmentType: 'FULL_TIME',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  country: 'FR',
  datePosted: '2026-11-01',
  validThrough: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** The server's tags with its marker taken out, as React writes them. */
const asReact = (html: string) => html.replaceAll(' data-ssr', '').replaceAll(' />', '/>').replaceAll('\n    ', '');

describe('Seo', () => {
  it('renders the same head tags as the server for the same page', () => {
    const base = publicBaseUrl();
    for (const head of [jobHead(job, base), jobHead({ ...job, status: 'Open' }, base)]) {
      expect(renderToStaticMarkup(<Seo {...head} />)).toBe(asReact(headHtml(headTags(head, base), 'data-ssr')));
    }
  });

  it('tells robots to neither index nor follow a closed job', () => {
    const html = renderToStaticMarkup(<Seo {...jobHead(job, publicBaseUrl())} />);
    expect(html).toContain(`<meta name="robots" content="${NOINDEX}"/>`);
    expect(html).not.toContain('application/ld+json');
  });
});
