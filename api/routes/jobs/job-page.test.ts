import { expect, it } from 'vitest';
import { siteConfig } from '../../../src/content/site.ts';
import { jobSlug, type JobDto } from '../../../src/shared/job.ts';
import { describeWithServer } from '../../test/harness.ts';
import { buildJob } from '../../test/factories.ts';

describeWithServer('GET /jobs/{slug} (server-rendered head)', (server) => {
  let job: JobDto;

  it('puts title, description, canonical and JobPosting data into the HTML, escaped', async () => {
    job = await buildJob(server.database.db, {
      name: 'X',
      publicName: 'Chef </script><script>alert(1)</script> "Lead"',
      description: `<p>Cook & lead.</p><script>alert(2)</script>${' Long text.'.repeat(40)}`,
      status: 'Open',
      remote: false,
      location: 'Lyon',
      employmentType: 'FULL_TIME',
    });
    const res = await server.fetch(`/jobs/${jobSlug(job)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title data-ssr>Chef &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Lead&quot; | ISA</title>',
    );
    const description = /<meta data-ssr name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.startsWith('Cook &amp; lead.')).toBe(true);
    expect(description.replace(/&amp;/g, '&').length).toBeLessThanOrEqual(220);
    expect(html).toContain(`<link data-ssr rel="canonical" href="${server.config.publicBaseUrl}/jobs/${jobSlug(job)}"`);
    expect(html).toContain(
      `<meta data-ssr property="og:image" content="${server.config.publicBaseUrl}${siteConfig.socialImage.path}" />`,
    );
    expect(html).toContain('<meta data-ssr property="og:image:width" content="1200" />');
    expect(html).toContain(
      `<meta data-ssr name="twitter:image" content="${server.config.publicBaseUrl}/social-card.png" />`,
    );
    const ld = /<script data-ssr type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const data = JSON.parse(ld) as Record<string, unknown>;
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe(job.publicName);
    expect(data.employmentType).toBe('FULL_TIME');
  });

  it('redirects a slug without an id to /jobs and answers 404 for an unknown job', async () => {
    const redirect = await server.fetch('/jobs/not-a-job', { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/jobs');
    const missing = await server.fetch('/jobs/ghost-ZZZZZZZZZZZZZZZZZZ');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<meta data-ssr name="robots" content="noindex, nofollow" />');
  });

  it('leaves the apply page to the app shell', async () => {
    const res = await server.fetch(`/jobs/${jobSlug(job)}/apply`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('data-ssr');
  });
});
