import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJob } from '../../test/factories.ts';
import { startTestServer, testDrivers, type TestServer } from '../../test/harness.ts';

// The server entry from source (build:web compiles the same module into dist/ssr/entry-server.js).
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../../web/entry-server.tsx');
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/main.js"></script>
  </body>
</html>
`;
const ADMIN_TOKEN = 'board-page-admin-token-0123456789';

/** The [{ key, data }] the page carries for hydration. */
function embeddedData(html: string): { key: unknown[]; data: unknown }[] {
  const json = /<script type="application\/json" id="isa-server-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries its data').toBeDefined();
  return JSON.parse(json!) as { key: unknown[]; data: unknown }[];
}

/** The job names in the rendered table's rows. */
function rowNames(html: string): string[] {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<a [^>]*href="\/jobs\/[^"/]+"[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!);
}

async function startWithEntry(driver: (typeof testDrivers)[number], env: Record<string, string> = {}) {
  const server = await startTestServer(driver, env, { serverEntryFile: SERVER_ENTRY });
  fs.writeFileSync(path.join(server.config.webDist, 'shell.html'), SHELL);
  return server;
}

for (const driver of testDrivers) {
  describe(`GET /jobs rendered by the server [${driver}]`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startWithEntry(driver);
      const db = server.database.db;
      await buildJob(db, { name: 'Sous Chef', department: 'Kitchen', employmentType: 'FULL_TIME', location: 'Lyon' });
      await buildJob(db, { name: 'Line Cook', department: 'Kitchen', employmentType: 'PART_TIME', remote: true });
      await buildJob(db, { name: 'Night Porter', department: 'Front Desk', employmentType: 'PART_TIME' });
      await buildJob(db, { name: 'Closed Role', department: 'Kitchen', status: 'Closed' });
    });
    afterAll(() => server.close());

    it('holds the first page of open jobs and the data it was rendered with, under the page query key', async () => {
      const res = await server.fetch('/jobs');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(rowNames(html).sort()).toEqual(['Line Cook', 'Night Porter', 'Sous Chef']);
      expect(html).not.toContain('data-testid="job-skeleton"');
      expect(html).toContain('<title>Open Jobs | ISA</title>');
      expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
      expect(html).toMatch(
        /<link rel="alternate" type="application\/feed\+json" title="[^"]+" href="\/jobs\/feed\.json"/,
      );
      const [list, facets] = embeddedData(html);
      expect(list!.key).toEqual([
        'jobs',
        { page: 1, search: '', location: '', remoteOnly: false, department: '', employmentType: '' },
      ]);
      expect((list!.data as { total: number }).total).toBe(3);
      expect(facets).toEqual({
        key: ['job-facets'],
        data: { departments: ['Front Desk', 'Kitchen'], employmentTypes: ['FULL_TIME', 'PART_TIME'] },
      });
      // The embedded answer is the API's answer for the same query.
      const api = await server.fetch('/api/jobs?page=1&pageSize=25&status=Open&orderBy=CreatedDate+DESC');
      expect(list!.data).toEqual(await api.json());
    });

    it("applies the URL's department, type, search and remote filters, and shows them selected", async () => {
      const kitchenPartTime = await (await server.fetch('/jobs?department=Kitchen&type=PART_TIME')).text();
      expect(rowNames(kitchenPartTime)).toEqual(['Line Cook']);
      expect(kitchenPartTime).toMatch(/<option value="Kitchen" selected="">Kitchen<\/option>/);
      expect(kitchenPartTime).toMatch(/<option value="PART_TIME" selected="">Part-time<\/option>/);
      expect(embeddedData(kitchenPartTime)[0]!.key).toEqual([
        'jobs',
        { page: 1, search: '', location: '', remoteOnly: false, department: 'Kitchen', employmentType: 'PART_TIME' },
      ]);

      expect(rowNames(await (await server.fetch('/jobs?q=porter')).text())).toEqual(['Night Porter']);
      expect(rowNames(await (await server.fetch('/jobs?remote=true')).text())).toEqual(['Line Cook']);
      const nothing = await (await server.fetch('/jobs?department=Garden')).text();
      expect(rowNames(nothing)).toEqual([]);
      expect(nothing).toContain('No open jobs match your search.');
      // An employment type the API does not know is left out rather than failing the page.
      expect(rowNames(await (await server.fetch('/jobs?type=SOMETIMES')).text())).toHaveLength(3);
    });

    it('renders the page the URL names', async () => {
      for (let i = 0; i < 26; i++) await buildJob(server.database.db, { name: `Bulk role ${i}`, department: 'Bulk' });
      const second = await (await server.fetch('/jobs?department=Bulk&page=2')).text();
      expect(rowNames(second)).toEqual(['Bulk role 0']);
      expect(second).toContain('Page 2 of 2');
    });

    it('keeps a job title inside its element: no </script> breakout from the embedded data', async () => {
      const title = '</script><script>alert(1)</script>\u2028<!-- x';
      await buildJob(server.database.db, { name: title, department: 'Escapes' });
      const html = await (await server.fetch('/jobs?department=Escapes')).text();
      expect(html).not.toContain('<script>alert(1)');
      const json = html.slice(html.indexOf('<script type="application/json"'));
      expect(json).not.toMatch(/[\u2028\u2029]|<!--/);
      const [list] = embeddedData(html);
      expect((list!.data as { items: { name: string }[] }).items.map((job) => job.name)).toEqual([title]);
      expect(rowNames(html)).toEqual(['&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028&lt;!-- x']);
    });
  });

  describe(`GET /jobs rendered by the server, cached [${driver}]`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startWithEntry(driver, { API_CACHE_MS: '60000', ADMIN_TOKEN });
    });
    afterAll(() => server.close());

    it('reuses a render for API_CACHE_MS and renders again once operators change jobs', async () => {
      await buildJob(server.database.db, { name: 'First Role' });
      const first = await server.fetch('/jobs');
      expect(rowNames(await first.text())).toEqual(['First Role']);
      // Written behind the API's back: the cached page does not know yet.
      await buildJob(server.database.db, { name: 'Quiet Role' });
      expect(rowNames(await (await server.fetch('/jobs')).text())).toEqual(['First Role']);
      // fetch() adds 'Cache-Control: no-cache' to a request with its own If-None-Match unless one is given.
      const conditional = { 'If-None-Match': first.headers.get('etag')!, 'Cache-Control': 'max-age=0' };
      const revalidated = await server.fetch('/jobs', { headers: conditional });
      expect(revalidated.status).toBe(304);

      const created = await server.fetch('/api/admin/jobs', {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Admin Role' }),
      });
      expect(created.status).toBe(201);
      expect(rowNames(await (await server.fetch('/jobs')).text()).sort()).toEqual([
        'Admin Role',
        'First Role',
        'Quiet Role',
      ]);
    });
  });

  describe(`GET /jobs past the minute's render budget [${driver}]`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startWithEntry(driver, { JOBS_RENDERS_PER_MINUTE: '2', API_CACHE_MS: '60000' });
      await buildJob(server.database.db, { name: 'Budget Role' });
    });
    afterAll(() => server.close());

    it('serves new searches prerendered once the budget is spent, and cached renders still', async () => {
      const minute = () => Math.floor(Date.now() / 60_000);
      // A minute boundary in the middle would refill the budget: start well inside one.
      if (Date.now() % 60_000 > 50_000) await new Promise((done) => setTimeout(done, 60_000 - (Date.now() % 60_000)));
      const start = minute();
      const pages = [];
      for (const search of ['a', 'b', 'c', 'd']) {
        const res = await server.fetch(`/jobs?q=${search}`);
        expect(res.status).toBe(200);
        pages.push(await res.text());
      }
      const again = await (await server.fetch('/jobs?q=a')).text();
      expect(minute()).toBe(start);
      const rendered = (html: string) => html.includes('id="isa-server-data"');
      expect(pages.map(rendered)).toEqual([true, true, false, false]);
      expect(pages[2]).toBe(SHELL);
      expect(rendered(again)).toBe(true);
    });
  });

  describe(`GET /jobs without a server entry [${driver}]`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(driver, {}, { serverEntryFile: '/nonexistent/entry-server.js' });
    });
    afterAll(() => server.close());

    it('serves the prerendered page', async () => {
      const res = await server.fetch('/jobs');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<!doctype html><title>ISA</title><div id="root"></div>');
    });
  });
}
