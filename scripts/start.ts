/**
 * The first half of `npm start`: builds what is missing or older than its sources (the web site into
 * dist/web, the API into dist/api), then exits; `npm start` then runs `node dist/api/server.js`, so the
 * serving process holds neither a TypeScript loader nor Node's type stripping (~25 MB).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadDotEnv } from '../api/env-file.ts';
import { API_BUILD, isStale, WEB_BUILD, type BuildTarget } from './build-freshness.ts';

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

// .env first, so its WEB_DIST counts too; variables already in the environment win. A site served from
// elsewhere (WEB_DIST) is not ours to build.
loadDotEnv();
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'dist/web');
if (webDist === path.join(root, 'dist/web')) buildIfStale(WEB_BUILD, 'the web site');
buildIfStale(API_BUILD, 'the API');
