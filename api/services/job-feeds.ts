import { siteConfig } from '../../src/content/site.ts';
import { escapeHtml } from '../../src/shared/head.ts';
import { jobDisplayName, jobSlug, type JobDto } from '../../src/shared/job.ts';
import { jobDescriptionText } from '../../src/shared/job-posting.ts';

/** Most jobs a feed carries: the newest open ones. */
export const FEED_SIZE = 100;

const jobUrl = (baseUrl: string, job: JobDto) => `${baseUrl}/jobs/${jobSlug(job)}`;
const summary = (job: JobDto) => jobDescriptionText(job.description) || jobDisplayName(job);

/** Open jobs as RSS 2.0, newest first. */
export function jobsRss(jobs: JobDto[], baseUrl: string): string {
  const items = jobs.map((job) => {
    const url = jobUrl(baseUrl, job);
    return [
      '    <item>',
      `      <title>${escapeHtml(jobDisplayName(job))}</title>`,
      `      <link>${escapeHtml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `      <pubDate>${new Date(job.datePosted).toUTCString()}</pubDate>`,
      `      <description>${escapeHtml(summary(job))}</description>`,
      ...(job.department ? [`      <category>${escapeHtml(job.department)}</category>`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(`${siteConfig.name} jobs`)}</title>`,
    `    <link>${escapeHtml(`${baseUrl}/jobs`)}</link>`,
    `    <description>${escapeHtml(`Open jobs at ${siteConfig.company}`)}</description>`,
    `    <atom:link href="${escapeHtml(`${baseUrl}/jobs/feed.xml`)}" rel="self" type="application/rss+xml" />`,
    '    <language>en</language>',
    ...(jobs[0] ? [`    <lastBuildDate>${new Date(jobs[0].updatedAt).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Open jobs as JSON Feed 1.1, newest first. */
export function jobsJsonFeed(jobs: JobDto[], baseUrl: string): object {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${siteConfig.name} jobs`,
    home_page_url: `${baseUrl}/jobs`,
    feed_url: `${baseUrl}/jobs/feed.json`,
    description: `Open jobs at ${siteConfig.company}`,
    language: 'en',
    items: jobs.map((job) => ({
      id: job.id,
      url: jobUrl(baseUrl, job),
      title: jobDisplayName(job),
      content_text: summary(job),
      date_published: job.datePosted,
      date_modified: job.updatedAt,
      ...(job.department || job.employmentType
        ? { tags: [job.department, job.employmentType].filter((t): t is string => Boolean(t)) }
        : {}),
    })),
  };
}
