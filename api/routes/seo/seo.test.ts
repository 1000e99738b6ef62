import { expect, it } from 'vitest';
import { jobSlug } from '../../../src/shared/job.ts';
import { generateJobId } from '../../services/jobs.ts';
import { insertJobRows } from '../../test/factories.ts';
import { describeWithServer } from '../../test/harness.ts';

const BASE = 'https://isa.example.com';

describeWithServer(
  'GET /sitemap.xml and /robots.txt',
  (server) => {
    it('lists indexable pages and open jobs with lastmod, and leaves out noindex pages and closed jobs', async () => {
      const open = { id: generateJobId(), name: 'Forklift Operator', public_name: 'Forklift Operator (Days)' };
      const closed = { id: generateJobId(), name: 'Old Role', public_name: null };
      await insertJobRows(server.database.db, [open, { ...closed, status: 'Closed' }]);

      const res = await server.fetch('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/xml/);
      const xml = await res.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toContain(`${BASE}/`);
      expect(locs).toContain(`${BASE}/pricing`);
      expect(locs).toContain(`${BASE}/compare/isa-vs-paradox`);
      expect(locs).toContain(`${BASE}/jobs/${jobSlug({ id: open.id, publicName: open.public_name })}`);
      for (const hidden of ['/legal/dpa', '/legal/api-ats-addendum', '/resume-test']) {
        expect(locs).not.toContain(`${BASE}${hidden}`);
      }
      expect(xml).not.toContain(closed.id);
      expect(xml).toMatch(
        /<loc>https:\/\/isa\.example\.com\/interview-analytics-9-metrics<\/loc><lastmod>2025-08-\d\d<\/lastmod>/,
      );
      expect([...xml.matchAll(/<lastmod>(\d{4}-\d\d-\d\d)<\/lastmod>/g)]).toHaveLength(locs.length);
    });

    it('names the sitemap in robots.txt', async () => {
      const res = await server.fetch('/robots.txt');
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
      expect(text).toContain('Disallow: /api/');
    });
  },
  { PUBLIC_BASE_URL: BASE },
);
