/**
 * `npm start`: rebuilds the web site when its build is missing or older than its sources, then serves the
 * site and API (embedded database by default).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadDotEnv } from '../api/env-file.ts';
import { main } from '../api/server.ts';

const root = path.resolve(import.meta.dirname, '..');
const builtMarker = path.join(root, 'dist/web/index.html');
const sources = ['src/core', 'src/shared', 'web', 'package.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function webBuildIsStale(): boolean {
  const built = fs.statSync(builtMarker, { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((source) => newestMtime(path.join(root, source)) > built.mtimeMs);
}

// .env first, so its WEB_DIST counts too; variables already in the environment win.
loadDotEnv();
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'dist/web');
if (webDist === path.join(root, 'dist/web') && webBuildIsStale()) {
  console.log('Building the web site (sources changed since the last build)…');
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await main({ ...process.env, WEB_DIST: webDist });
