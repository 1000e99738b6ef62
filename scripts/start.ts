/**
 * `npm start`: builds what is missing or older than its sources (the web site into dist/web, the API into
 * dist/api), then serves the site and API from the built JavaScript in this process (embedded database by
 * default). Node runs this file by its own type stripping; no TypeScript loader stays in the server.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { main as serveSite } from '../api/server.ts';
import { loadDotEnv } from '../api/env-file.ts';
import { API_BUILD, API_OUT_DIR, isStale, WEB_BUILD, type BuildTarget } from './build-freshness.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Runs `npm run <script>` through the npm that started us when there is one (no shell needed, Windows too). */
function runScript(script: string): void {
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', '--silent', script], { cwd: root, stdio: 'inherit' })
    : spawnSync(`npm run --silent ${script}`, { cwd: root, stdio: 'inherit', shell: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function buildIfStale(target: BuildTarget, what: string): void {
  if (!isStale(root, target)) return;
  console.log(`Building ${what} (missing, or sources changed since the last build)…`);
  runScript(target.script);
}

// .env first, so its WEB_DIST counts too; variables already in the environment win.
loadDotEnv();
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'dist/web');
if (webDist === path.join(root, 'dist/web')) buildIfStale(WEB_BUILD, 'the web site');
buildIfStale(API_BUILD, 'the API');

const server = pathToFileURL(path.join(root, API_OUT_DIR, 'server.js')).href;
const { main } = (await import(server)) as { main: typeof serveSite };
await main({ ...process.env, WEB_DIST: webDist });

// npm runs this file through a shell (sh -c, cmd /c) and sends its SIGTERM to that shell, which ends without
// passing it on (dash and cmd do not exec the command). Once the shell is gone we stop the way SIGTERM
// stops us: drain, close the database, exit.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 500).unref();
}
