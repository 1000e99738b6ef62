import Router from '@koa/router';
import { siteConfig } from '../../../src/content/site.ts';
import { escapeHtml } from '../../../src/shared/head.ts';
import { jobSearchQuerySchema } from '../../../src/shared/job-schema.ts';
import { jobDisplayName, jobSlug } from '../../../src/shared/job.ts';
import type { AppContext } from '../../context.ts';
import { jobsService } from '../../services/jobs.ts';

/** Jobs the embedded board shows, newest first. */
const EMBED_SIZE = 50;

const STYLE = `body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1d2b;background:#fff}
main{padding:12px 16px}ul{list-style:none;margin:0;padding:0}li{padding:10px 0;border-bottom:1px solid #e6e4ef}
a{color:#4527a8;font-weight:600;text-decoration:none}a:hover,a:focus{text-decoration:underline}
.meta{display:block;color:#5c5870;font-size:13px}.all{display:inline-block;margin-top:12px}
@media (prefers-color-scheme:dark){body{color:#ecebf3;background:#1b1a22}li{border-color:#34323f}a{color:#b3a3ff}.meta{color:#aaa6bb}}`;

/**
 * GET /embed/jobs: the open jobs as a bare list for other sites to frame (EMBED_ORIGINS): no site header or
 * footer, every link opening the full site in a new tab, so a visitor never browses the site inside a frame.
 */
export function embedRoutes({ config, database }: AppContext): Router {
  const jobs = jobsService(database.db);
  const router = new Router();

  router.get('/embed/jobs', async (ctx) => {
    const { items, total } = await jobs.board(jobSearchQuerySchema.parse({ pageSize: EMBED_SIZE }));
    const base = config.publicBaseUrl;
    const rows = items.map((job) => {
      const meta = [job.location, job.remote ? 'Remote' : null, job.department].filter(Boolean).join(' · ');
      return `<li><a href="${escapeHtml(`${base}/jobs/${jobSlug(job)}`)}" target="_blank" rel="noopener">${escapeHtml(jobDisplayName(job))}</a>${meta ? `<span class="meta">${escapeHtml(meta)}</span>` : ''}</li>`;
    });
    ctx.state.embeddable = true;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`Open jobs at ${siteConfig.company}`)}</title>
<base target="_blank">
<style>${STYLE}</style>
</head>
<body>
<main>
${rows.length ? `<ul>\n${rows.join('\n')}\n</ul>` : '<p>No open jobs right now.</p>'}
<a class="all" href="${escapeHtml(`${base}/jobs`)}" target="_blank" rel="noopener">${escapeHtml(`All ${total} open jobs at ${siteConfig.name}`)}</a>
</main>
</body>
</html>
`;
  });

  return router;
}
