import fs from 'node:fs/promises';
import type { Middleware } from 'koa';
import { headHtml, headTags, NOINDEX } from '../../../src/shared/head.ts';
import { jobHead } from '../../../src/shared/job-posting.ts';
import { jobIdFromSlug, type JobDto } from '../../../src/shared/job.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../errors.ts';
import { htmlFileFor } from '../../middleware/static.ts';
import { jobsService } from '../../services/jobs.ts';

const JOB_PAGE = /^\/jobs\/([^/]+)\/?$/;

/** The head tags of a job page; marked data-ssr so the client can replace them with its own. */
export function jobHeadTags(job: JobDto, publicBaseUrl: string): string {
  return headHtml(headTags(jobHead(job, publicBaseUrl), publicBaseUrl), 'data-ssr');
}

/** Puts the tags into the page's head, replacing any generic title, description, canonical or JSON-LD. */
export function injectHead(html: string, tags: string): string {
  const end = html.search(/<\/head>/i);
  if (end < 0) {
    const body = html.replace(/<title[^>]*>[\s\S]*?<\/title>\s*/gi, '');
    const doctype = /^<!doctype html>\s*/i.exec(body)?.[0] ?? '';
    return `${doctype}${tags}${body.slice(doctype.length)}`;
  }
  const head = html
    .slice(0, end)
    .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/gi, '')
    .replace(/<meta\s+(name="description"|property="og:(title|description|url)")[^>]*>\s*/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/gi, '')
    .replace(/<script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>\s*/gi, '');
  return `${head}  ${tags}\n  ${html.slice(end)}`;
}

/**
 * Serves /jobs/{slug} with the job's title, description, canonical link and JobPosting data in the HTML,
 * so crawlers that do not run scripts see them. A slug without a valid id redirects to /jobs; an unknown
 * job gets the app (which says 'Job not found.') with status 404.
 */
export function jobPage({ config, database }: AppContext): Middleware {
  const jobs = jobsService(database.db);
  return async (ctx, next) => {
    const match = JOB_PAGE.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]!);
    } catch {
      slug = '';
    }
    const id = jobIdFromSlug(slug);
    if (!id) {
      ctx.redirect('/jobs');
      return;
    }
    const file = htmlFileFor(config.webDist, ctx.path);
    if (!file) return next();
    let job: JobDto | undefined;
    try {
      job = await jobs.get(id);
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 404)) throw err;
    }
    const html = await fs.readFile(file, 'utf8');
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    if (!job) {
      ctx.status = 404;
      ctx.body = injectHead(
        html,
        headHtml([{ tag: 'meta', attributes: { name: 'robots', content: NOINDEX } }], 'data-ssr'),
      );
      return;
    }
    ctx.body = injectHead(html, jobHeadTags(job, config.publicBaseUrl));
  };
}
