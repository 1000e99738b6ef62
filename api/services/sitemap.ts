import fs from 'node:fs';
import path from 'node:path';
import { blogArticles } from '../../src/content/blog.ts';
import { pageMeta } from '../../src/content/page-titles.ts';
import { contentPaths } from '../../src/content/routes.ts';
import { jobSlug } from '../../src/shared/job.ts';
import type { Db } from '../db/database.ts';
import { jobsRepository } from '../db/repositories/jobs.ts';

export interface SitemapEntry {
  loc: string;
  lastmod: string;
}

const PAGE_SIZE = 100;
/** The sitemap protocol's limit per file; far above the site's size, enforced so the file stays valid. */
const MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const day = (date: Date) => date.toISOString().slice(0, 10);

/** When a content page last changed: an article's dateModified, else its prerendered file's build time. */
function contentLastmod(webDist: string, route: string, fallback: Date): string {
  const article = blogArticles.find((candidate) => `/${candidate.slug}` === route);
  if (article) return article.dateModified;
  const file = path.join(webDist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return day(stat?.mtime ?? fallback);
}

/** Every indexable content route plus every open job page, with absolute URLs and lastmod dates. */
export async function sitemapEntries(db: Db, publicBaseUrl: string, webDist: string): Promise<SitemapEntry[]> {
  const now = new Date();
  const entries: SitemapEntry[] = contentPaths
    .filter((route) => !pageMeta[route]?.noindex)
    .map((route) => ({
      loc: `${publicBaseUrl}${route === '/' ? '/' : route}`,
      lastmod: contentLastmod(webDist, route, now),
    }));
  const jobs = jobsRepository(db);
  for (let page = 1; entries.length < MAX_URLS; page++) {
    const { items } = await jobs.list({ status: 'Open', page, pageSize: PAGE_SIZE, orderBy: 'CreatedDate DESC' });
    for (const job of items) {
      entries.push({
        loc: `${publicBaseUrl}/jobs/${encodeURIComponent(jobSlug({ id: job.id, name: job.name, publicName: job.public_name }))}`,
        lastmod: day(new Date(job.updated_at)),
      });
    }
    if (items.length < PAGE_SIZE) break;
  }
  return entries.slice(0, MAX_URLS);
}

/** The sitemap XML document. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${escapeXml(entry.lastmod)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the API; names the sitemap. */
export function robotsTxt(publicBaseUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicBaseUrl}/sitemap.xml\n`;
}
