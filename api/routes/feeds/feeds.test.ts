import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { generateJobId } from '../../services/jobs.ts';
import { insertJobRows } from '../../test/factories.ts';
import { describeWithServer } from '../../test/harness.ts';

describeWithServer('job feeds', (server) => {
  const open = generateJobId();
  const draft = generateJobId();

  it('lists open jobs as well-formed RSS 2.0, text decoded and escaped, drafts left out', async () => {
    await insertJobRows(server.database.db, [
      {
        id: open,
        name: 'Café <Lead> & "Barista"',
        description: '<p>Cr&egrave;me &amp; caf&eacute; &mdash; <b>tips</b></p>',
        location: 'Lyon',
        department: 'Kitchen',
        employment_type: 'PART_TIME',
      },
      { id: draft, name: 'Secret draft', status: 'Draft' },
    ]);
    const res = await server.fetch('/jobs/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const text = await res.text();
    const xml = new JSDOM(text, { contentType: 'application/xml' }).window.document;
    expect(xml.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...xml.querySelectorAll('channel > item')];
    const item = items.find((i) => i.querySelector('guid')?.textContent?.endsWith(open));
    expect(item?.querySelector('title')?.textContent).toBe('Café <Lead> & "Barista"');
    expect(item?.querySelector('description')?.textContent).toBe('Crème & café — tips');
    expect(item?.querySelector('category')?.textContent).toBe('Kitchen');
    expect(item?.querySelector('link')?.textContent).toBe(
      `${server.config.publicBaseUrl}/jobs/cafe-lead-barista-${open}`,
    );
    expect(new Date(item!.querySelector('pubDate')!.textContent!).getTime()).not.toBeNaN();
    expect(text).not.toContain('Secret draft');
  });

  it('lists the same jobs as JSON Feed 1.1', async () => {
    const res = await server.fetch('/jobs/feed.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/feed+json');
    const feed = (await res.json()) as {
      version: string;
      feed_url: string;
      items: Array<{ id: string; url: string; title: string; content_text: string; tags?: string[] }>;
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe(`${server.config.publicBaseUrl}/jobs/feed.json`);
    const item = feed.items.find((i) => i.id === open);
    expect(item).toMatchObject({
      title: 'Café <Lead> & "Barista"',
      content_text: 'Crème & café — tips',
      tags: ['Kitchen', 'PART_TIME'],
    });
    expect(feed.items.some((i) => i.id === draft)).toBe(false);
  });
});

describeWithServer('job feeds with more jobs than they carry', (server) => {
  it('carry the newest 100 open jobs, newest first, in both formats', async () => {
    const minute = 60_000;
    const now = Date.now();
    // 101 jobs newer than anything else on the board: the oldest of them is the one left out.
    const ids = await insertJobRows(
      server.database.db,
      Array.from({ length: 101 }, (_, i) => ({
        name: `Feed job ${i}`,
        created_at: new Date(now + (i + 1) * minute),
        date_posted: new Date(now + (i + 1) * minute),
      })),
    );
    const newestFirst = [...ids].reverse().slice(0, 100);
    const json = (await (await server.fetch('/jobs/feed.json')).json()) as { items: Array<{ id: string }> };
    expect(json.items.map((item) => item.id)).toEqual(newestFirst);
    const xml = new JSDOM(await (await server.fetch('/jobs/feed.xml')).text(), { contentType: 'application/xml' });
    const guids = [...xml.window.document.querySelectorAll('channel > item > guid')].map((g) => g.textContent ?? '');
    expect(guids).toHaveLength(100);
    expect(guids.map((guid) => guid.slice(-ids[0]!.length))).toEqual(newestFirst);
  });
});
