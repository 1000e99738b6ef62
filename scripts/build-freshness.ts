/**
 * When a build is stale: what `npm start` checks before serving. Kept apart from the builds themselves so
 * the serving process loads neither Vite nor esbuild.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A build: the files it writes and the sources they are made from, relative to the repository root. */
export interface BuildTarget {
  /** The npm script that makes it. */
  script: string;
  outputs: string[];
  sources: string[];
}

/** The web site (Vite, prerendered) in dist/web, and the server entry that renders the jobs board in dist/ssr. */
export const WEB_BUILD: BuildTarget = {
  script: 'build:web',
  outputs: ['dist/web/index.html', 'dist/ssr/entry-server.js'],
  sources: ['src/core', 'src/content', 'src/shared', 'web', 'package.json'],
};

/** The API's entry points by output name: dist/api/<name>.js (built by scripts/build-api.ts). */
export const API_ENTRIES = {
  server: 'api/server.ts',
  cli: 'api/cli.ts',
  // Started by the parser pool as `parse-worker.js` beside the pool's own module (see parser-pool.ts).
  'parse-worker': 'api/services/resume/parse-worker.ts',
} as const;

/** Where the built API lands, relative to the repository root. */
export const API_OUT_DIR = 'dist/api';

/** The API as JavaScript in dist/api. */
export const API_BUILD: BuildTarget = {
  script: 'build:api',
  outputs: Object.keys(API_ENTRIES).map((name) => `${API_OUT_DIR}/${name}.js`),
  sources: ['api', 'src/shared', 'src/content', 'package.json', 'scripts/build-api.ts'],
};

/** The newest modification time under `entry` (a file or a folder, walked), 0 when it does not exist. */
export function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when an output of `target` is missing or older than any of its sources. */
export function isStale(root: string, target: Pick<BuildTarget, 'outputs' | 'sources'>): boolean {
  let oldestOutput = Infinity;
  for (const output of target.outputs) {
    const stat = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
    if (!stat) return true;
    oldestOutput = Math.min(oldestOutput, stat.mtimeMs);
  }
  return target.sources.some((source) => newestMtime(path.join(root, source)) > oldestOutput);
}

/** The arguments `npm start` gives node to serve once its builds are fresh (the command after its `&&`). */
export function serveArgs(root: string): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = scripts.start!.split('&&').at(-1)!.trim().split(/\s+/);
  if (node !== 'node') throw new Error(`npm start serves with "${node}", not node`);
  return args;
}
