/**
 * `npm run bench:memory`: resident memory of `npm start`'s whole process tree at rest, on a temporary
 * embedded database, then on PostgreSQL when BENCH_DATABASE_URL is set (against budgets of 400 and 250 MB).
 *
 * Starts `npm start`, visits the main pages and APIs a few times, waits BENCH_IDLE_SECONDS (15) and sums the
 * RSS of every process in the tree; then reads one resume and, after the resume parsers' idle time
 * (BENCH_RESUME_IDLE_SECONDS, 40), measures again. Needs `npm run build:web` first (npm start rebuilds a stale
 * site or API, which the bench then waits for).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForOk } from '../tests/support/servers.ts';
import { multipartBody, stopChild, twoPageResumePdf } from './load/kit.ts';

const root = path.resolve(import.meta.dirname, '..');
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
const RESUME_IDLE_SECONDS = Number(process.env.BENCH_RESUME_IDLE_SECONDS ?? 40);

/** Every process whose ancestry reaches `rootPid`, with its command name and RSS in MB, from /proc. */
function processTree(rootPid: number): { pid: number; name: string; rssMb: number }[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while the tree was read.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current: number | undefined = pid; current && current > 1; current = parents.get(current))
      if (current === rootPid) return true;
    return false;
  };
  const rows = [];
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      rows.push({ pid, name: cmdline.slice(0, 4).join(' ').slice(0, 90), rssMb: rssKb / 1024 });
    } catch {
      // Ended meanwhile.
    }
  }
  return rows;
}

function report(label: string, rootPid: number): number {
  const rows = processTree(rootPid);
  const total = rows.reduce((sum, row) => sum + row.rssMb, 0);
  console.log(`\n${label}: ${total.toFixed(0)} MB resident in ${rows.length} processes`);
  for (const row of rows.sort((a, b) => b.rssMb - a.rssMb))
    console.log(`  ${row.rssMb.toFixed(0).padStart(5)} MB  ${row.pid}  ${row.name}`);
  return total;
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Idle budgets of the whole tree, in MB, by database. */
const BUDGETS = { PGlite: 400, PostgreSQL: 250 } as const;

/** Runs `npm start` on one database; resolves to the tree's RSS at rest, before and after a resume. */
async function measure(database: keyof typeof BUDGETS, databaseUrl?: string) {
  console.log(`\n=== ${database} ===`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-memory-'));
  let output = '';
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-10_000)));
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-10_000)));
  const url = `http://127.0.0.1:${port}`;
  let tree: number[] = [];
  try {
    await waitForOk(`${url}/readyz`, child, () => output, 300_000);
    const jobs = (await (await fetch(`${url}/api/jobs`)).json()) as { items: { id: string }[] };
    const pages = ['/', '/pricing', '/jobs', '/blog', '/api/jobs', '/api/jobs?page=2'];
    if (jobs.items[0]) pages.push(`/api/jobs/${jobs.items[0].id}`);
    for (let round = 0; round < 3; round++)
      for (const page of pages) {
        const response = await fetch(`${url}${page}`, { headers: { 'accept-encoding': 'gzip, br' } });
        if (!response.ok && response.status !== 404) throw new Error(`${page} answered ${response.status}`);
        await response.arrayBuffer();
      }
    console.log(`Visited ${pages.length} addresses 3 times; waiting ${IDLE_SECONDS} s`);
    await sleep(IDLE_SECONDS);
    const atRest = report('At rest after visits', child.pid!);

    const upload = multipartBody({
      field: 'file',
      name: 'resume.pdf',
      type: 'application/pdf',
      data: await twoPageResumePdf(),
    });
    const preview = await fetch(`${url}/api/applications/preview`, {
      method: 'POST',
      headers: { 'content-type': upload.contentType },
      body: new Uint8Array(upload.body),
    });
    await preview.arrayBuffer();
    console.log(`\nOne resume read (${preview.status}); waiting ${RESUME_IDLE_SECONDS} s`);
    report('Just after the resume', child.pid!);
    await sleep(RESUME_IDLE_SECONDS);
    tree = processTree(child.pid!).map((row) => row.pid);
    const afterResume = report('At rest after the resume', child.pid!);
    return { database, atRest, afterResume };
  } finally {
    // npm passes SIGTERM to its shell; the server sees the shell go and stops (see scripts/start.ts). Wait
    // for the whole tree, so the next run starts on a quiet machine and the data is not removed under it.
    await stopChild(child);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && tree.some((pid) => fs.existsSync(`/proc/${pid}`))) await sleep(0.2);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/web/404.html'))) {
    console.error('No built site in dist/web: run `npm run build:web` first.');
    process.exitCode = 1;
    return;
  }
  const results = [await measure('PGlite')];
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) results.push(await measure('PostgreSQL', databaseUrl));
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to a database of its own to measure it too)');
  console.log("\nIdle RSS of npm start's process tree:");
  for (const { database, atRest, afterResume } of results) {
    const budget = BUDGETS[database];
    const verdict = Math.max(atRest, afterResume) <= budget ? 'ok' : `over ${budget} MB`;
    console.log(
      `  ${database.padEnd(10)} ${atRest.toFixed(0)} MB, ${afterResume.toFixed(0)} MB after a resume ` +
        `(budget ${budget} MB: ${verdict})`,
    );
    if (verdict !== 'ok') process.exitCode = 1;
  }
}

await main();
