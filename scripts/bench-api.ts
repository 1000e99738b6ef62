/**
 * `npm run bench:api`: loads the API's hot endpoints with autocannon for a fixed time and prints requests/s,
 * p50/p99 latency and errors next to a bare node:http server answering the same bytes in the same run, plus
 * the API's peak memory. Endpoints not on this build yet are skipped with a note.
 *
 * Both servers get the same load: the same connections, one request at a time on each (no pipelining), a
 * warm-up, and interleaved rounds whose order alternates, so drifting background load on a shared machine
 * falls on both. Besides the ratio of requests/s it prints each server's CPU time per request (its process's
 * user + system time over the requests answered) and their ratio, which other work on the machine moves far
 * less than requests/s; and the load average while it ran.
 *
 * BENCH_SECONDS (12, split into BENCH_ROUNDS rounds of API then bare), BENCH_CONNECTIONS (10), BENCH_DATABASE_URL (PostgreSQL instead of PGlite),
 * BENCH_REDIS_URL (rate-limit budgets in Redis), BENCH_ONLY (run only endpoints whose name contains this text).
 */
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import {
  cpuMsOf,
  memoryOf,
  multipartBody,
  record,
  startApi,
  startBareServer,
  twoPageResumePdf,
  type ApiProcess,
} from './load/kit.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Varies each request (e.g. a new e-mail per lead) so the load is not one replayed row. */
  vary?: () => { body: Buffer };
  /** Checks: p99 limit in ms and the minimum ratio of requests/s to the bare server's. */
  maxP99Ms?: number;
  minRatio?: number;
}

let leadCounter = 0;
const lead = () =>
  Buffer.from(
    JSON.stringify({
      firstName: 'Bench',
      lastName: 'Visitor',
      email: `bench.visitor.${process.pid}.${leadCounter++}@example.com`,
      company: 'Example Co',
      source: 'Website',
    }),
  );

async function targets(): Promise<Target[]> {
  const pdf = await twoPageResumePdf();
  const upload = multipartBody({ field: 'file', name: 'resume.pdf', type: 'application/pdf', data: pdf });
  return [
    { name: 'GET /api/jobs', method: 'GET', path: '/api/jobs', headers: {}, minRatio: 0.8 },
    {
      // As browsers ask: the answer comes compressed (the same compressed bytes for the bare server).
      name: 'GET /api/jobs (brotli, as browsers ask)',
      method: 'GET',
      path: '/api/jobs',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      minRatio: 0.8,
    },
    {
      name: 'POST /api/leads',
      method: 'POST',
      path: '/api/leads',
      headers: { 'content-type': 'application/json' },
      body: lead(),
      vary: () => ({ body: lead() }),
    },
    {
      name: 'POST /api/applications/preview (2-page PDF)',
      method: 'POST',
      path: '/api/applications/preview',
      headers: { 'content-type': upload.contentType },
      body: upload.body,
      maxP99Ms: 500,
    },
  ];
}

/** Rounds of one server folded together: overall req/s, median p50, worst p99, all errors. */
interface Combined {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time per answered request, in microseconds: robust to other load on the machine. */
  cpuUs: number;
}

function combine(rounds: Result[], cpuMs: number): Combined {
  const total = rounds.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.duration, 0);
  const p50s = rounds.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    rps: total / seconds,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...rounds.map((r) => r.latency.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    cpuUs: (cpuMs * 1000) / Math.max(1, total),
  };
}

interface Row {
  name: string;
  api: Combined;
  bare: Combined;
  ratio: number;
  minRatio?: number;
  verdict: string;
}

async function load(url: string, target: Target, seconds = SECONDS): Promise<Result> {
  const vary = target.vary;
  return autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: target.method,
        path: target.path,
        headers: target.headers,
        ...(target.body ? { body: target.body } : {}),
        ...(vary ? { setupRequest: (request) => ({ ...request, ...vary() }) } : {}),
      },
    ],
  });
}

async function benchTarget(api: ApiProcess, target: Target): Promise<Row | string> {
  const sample = await record(`${api.url}${target.path}`, {
    method: target.method,
    headers: target.headers,
    ...(target.body ? { body: target.body } : {}),
  });
  if (sample.status === 404 || sample.status === 405) return `${target.name}: not on this build (${sample.status})`;
  if (sample.status >= 400) {
    return `${target.name}: sample request answered ${sample.status}: ${sample.body.toString().slice(0, 200)}`;
  }
  // Both warmed up (JIT, caches, pools) before measuring.
  await load(api.url, target, 2);
  const bare = await startBareServer(sample);
  await load(bare.url, target, 2);
  const apiRounds: Result[] = [];
  const bareRounds: Result[] = [];
  let [apiCpu, bareCpu] = [0, 0];
  const measured = async (pid: number, url: string) => {
    const before = cpuMsOf(pid);
    const result = await load(url, target, SECONDS / ROUNDS);
    return { result, cpu: cpuMsOf(pid) - before };
  };
  try {
    // Interleaved rounds, API first in even rounds and bare first in odd ones: on a shared machine
    // background load drifts, and both servers should see the same.
    for (let round = 0; round < ROUNDS; round++) {
      const runApi = async () => {
        const a = await measured(api.child.pid!, api.url);
        apiRounds.push(a.result);
        apiCpu += a.cpu;
      };
      const runBare = async () => {
        const b = await measured(bare.pid, bare.url);
        bareRounds.push(b.result);
        bareCpu += b.cpu;
      };
      for (const run of round % 2 === 0 ? [runApi, runBare] : [runBare, runApi]) await run();
    }
  } finally {
    await bare.stop();
  }
  const apiResult = combine(apiRounds, apiCpu);
  const bareResult = combine(bareRounds, bareCpu);
  const ratio = apiResult.rps / bareResult.rps;
  const failures: string[] = [];
  if (apiResult.errors > 0) failures.push(`${apiResult.errors} errors`);
  if (target.minRatio && ratio < target.minRatio) failures.push(`ratio ${ratio.toFixed(3)} below ${target.minRatio}`);
  if (target.maxP99Ms && apiResult.p99 > target.maxP99Ms) failures.push(`p99 over ${target.maxP99Ms} ms`);
  return {
    name: target.name,
    api: apiResult,
    bare: bareResult,
    ratio,
    ...(target.minRatio ? { minRatio: target.minRatio } : {}),
    verdict: failures.join(', ') || 'ok',
  };
}

function printRows(rows: Row[]): void {
  const line = (cells: string[]) =>
    console.log(cells.map((c, i) => (i === 0 ? c.padEnd(44) : c.padStart(11))).join(' '));
  line([
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'CPU µs/req',
    'bare req/s',
    'bare p99',
    'bare µs/req',
    'ratio',
    'CPU ratio',
    'verdict',
  ]);
  for (const { name, api, bare, ratio, verdict } of rows) {
    line([
      name,
      api.rps.toFixed(0),
      String(api.p50),
      String(api.p99),
      String(api.errors),
      api.cpuUs.toFixed(1),
      bare.rps.toFixed(0),
      String(bare.p99),
      bare.cpuUs.toFixed(1),
      `${ratio.toFixed(2)}x`,
      `${(bare.cpuUs / api.cpuUs).toFixed(2)}x`,
      verdict,
    ]);
  }
}

async function main(): Promise<void> {
  const loadAverage = () => os.loadavg()[0]!.toFixed(1);
  console.log(
    `bench:api — ${SECONDS} s per endpoint and server in ${ROUNDS} interleaved rounds, ` +
      `${CONNECTIONS} connections without pipelining, Node ${process.version}, ` +
      `load average ${loadAverage()} on ${os.cpus().length} CPUs`,
  );
  const api = await startApi();
  const rows: Row[] = [];
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryOf(api.child.pid!).rssMb)), 250);
  try {
    const only = process.env.BENCH_ONLY;
    for (const target of (await targets()).filter((t) => !only || t.name.includes(only))) {
      const row = await benchTarget(api, target);
      if (typeof row === 'string') console.log(`skipped ${row}`);
      else rows.push(row);
    }
  } finally {
    clearInterval(sampler);
    const { rssMb, peakMb } = memoryOf(api.child.pid!);
    await api.stop();
    printRows(rows);
    console.log(
      'ratio: API req/s over bare req/s; CPU ratio: bare CPU µs/req over API CPU µs/req ' +
        `(both higher is better); load average at the end ${loadAverage()}`,
    );
    for (const { name, api, bare, ratio, minRatio } of rows.filter((row) => row.minRatio)) {
      console.log(
        `${name}: ${ratio.toFixed(2)}x a bare node:http server's requests/s (at least ${minRatio}x wanted), ` +
          `${api.cpuUs.toFixed(1)} vs ${bare.cpuUs.toFixed(1)} µs CPU per request`,
      );
    }
    console.log(
      `API memory: peak RSS ${Math.max(peakMb, peakRss).toFixed(0)} MB (sampled peak ${peakRss.toFixed(0)} MB), ` +
        `RSS at end ${rssMb.toFixed(0)} MB`,
    );
  }
  if (rows.some((r) => r.verdict !== 'ok')) process.exitCode = 1;
}

await main();
