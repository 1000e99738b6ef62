/**
 * `npm run soak`: mixed traffic (job board, job pages, health, leads, resume previews where this build has
 * them) against the real API for SOAK_SECONDS (300), printing its RSS every SOAK_SAMPLE_SECONDS (10) and
 * comparing the first and last minute: memory must not grow under steady load.
 */
import autocannon from 'autocannon';
import { memoryOf, multipartBody, record, startApi, twoPageResumePdf } from './load/kit.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);

type Request = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

let leadCounter = 0;

async function mixedRequests(url: string): Promise<Request[]> {
  const list = (await (await fetch(`${url}/api/jobs`)).json()) as { items: Array<{ id: string }> };
  const requests: Request[] = [
    { method: 'GET', path: '/api/jobs' },
    { method: 'GET', path: '/api/jobs?page=2' },
    { method: 'GET', path: '/healthz' },
    ...list.items.slice(0, 3).map((job) => ({ method: 'GET', path: `/api/jobs/${job.id}` })),
  ];
  const leadBody = () =>
    JSON.stringify({
      firstName: 'Soak',
      lastName: 'Visitor',
      email: `soak.${process.pid}.${leadCounter++}@example.com`,
      source: 'Website',
    });
  const leadProbe = await record(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(leadBody()),
  });
  if (leadProbe.status < 300) {
    requests.push({
      method: 'POST',
      path: '/api/leads',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: leadBody() }),
    });
  } else console.log(`POST /api/leads left out (answered ${leadProbe.status})`);
  const upload = multipartBody({
    field: 'file',
    name: 'resume.pdf',
    type: 'application/pdf',
    data: await twoPageResumePdf(),
  });
  const previewInit = { method: 'POST', headers: { 'content-type': upload.contentType } };
  const previewProbe = await record(`${url}/api/applications/preview`, {
    ...previewInit,
    body: upload.body,
  });
  if (previewProbe.status < 300)
    requests.push({ ...previewInit, path: '/api/applications/preview', body: upload.body });
  else console.log(`POST /api/applications/preview left out (answered ${previewProbe.status})`);
  return requests;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const api = await startApi();
  const pid = api.child.pid!;
  try {
    const requests = await mixedRequests(api.url);
    console.log(
      `soak — ${SECONDS} s, ${CONNECTIONS} connections, ${requests.length} request kinds: ` +
        requests.map((r) => `${r.method} ${r.path}`).join(', '),
    );
    const samples: Array<{ t: number; rss: number }> = [];
    const started = Date.now();
    const sample = () => {
      const t = Math.round((Date.now() - started) / 1000);
      const { rssMb } = memoryOf(pid);
      samples.push({ t, rss: rssMb });
      console.log(`t=${String(t).padStart(4)} s  RSS ${rssMb.toFixed(0).padStart(5)} MB`);
    };
    const timer = setInterval(sample, SAMPLE_SECONDS * 1000);
    sample();
    const result = await autocannon({
      url: api.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 20,
      requests,
    });
    clearInterval(timer);
    sample();

    const window = Math.min(60, SECONDS / 4);
    // The first window after warm-up against the last one.
    const early = samples.filter((s) => s.t >= window && s.t < 2 * window).map((s) => s.rss);
    const late = samples.filter((s) => s.t >= SECONDS - window).map((s) => s.rss);
    const growth = median(late) - median(early);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `requests ${result.requests.total} (${result.requests.average.toFixed(0)}/s), p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, errors ${errors} (non-2xx ${result.non2xx})`,
    );
    console.log(
      `RSS median ${median(early).toFixed(0)} MB early, ${median(late).toFixed(0)} MB late: ` +
        `growth ${growth.toFixed(0)} MB; peak ${memoryOf(pid).peakMb.toFixed(0)} MB`,
    );
    const grew = growth > Math.max(20, median(early) * 0.1);
    console.log(grew ? 'verdict: memory grew' : 'verdict: no memory growth');
    if (grew || errors > 0) process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

await main();
