import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BUILD, isStale, serveArgs, WEB_BUILD } from './build-freshness.ts';

describe('isStale (what npm start rebuilds)', () => {
  let root: string;
  const target = { outputs: ['dist/app.js', 'dist/worker.js'], sources: ['src', 'package.json'] };
  const write = (file: string, secondsAgo: number) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file);
    const time = new Date(Date.now() - secondsAgo * 1000);
    fs.utimesSync(full, time, time);
  };
  // Folders' own times are set too, so only the files decide.
  const settle = (secondsAgo: number) => {
    const time = new Date(Date.now() - secondsAgo * 1000);
    for (const folder of ['src', 'src/deep', 'dist']) {
      if (fs.existsSync(path.join(root, folder))) fs.utimesSync(path.join(root, folder), time, time);
    }
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-fresh-'));
    write('package.json', 100);
    write('src/index.ts', 90);
    write('src/deep/part.ts', 80);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is stale when nothing was built yet, or when one output is missing', () => {
    settle(100);
    expect(isStale(root, target)).toBe(true);
    write('dist/app.js', 10);
    settle(100);
    expect(isStale(root, target)).toBe(true);
  });

  it('is fresh when every output is newer than every source', () => {
    write('dist/app.js', 10);
    write('dist/worker.js', 12);
    settle(100);
    expect(isStale(root, target)).toBe(false);
  });

  it('is stale when a source deep in a folder changed after the oldest output', () => {
    write('dist/app.js', 10);
    write('dist/worker.js', 40);
    write('src/deep/part.ts', 20);
    settle(100);
    expect(isStale(root, target)).toBe(true);
  });

  it('counts a new file, and a source list entry that does not exist is no change', () => {
    write('dist/app.js', 10);
    write('dist/worker.js', 10);
    settle(100);
    expect(isStale(root, { ...target, sources: [...target.sources, 'missing-folder'] })).toBe(false);
    write('src/added.ts', 1);
    settle(100);
    expect(isStale(root, target)).toBe(true);
  });

  it('rebuilds the API from its own sources and those it bundles, the site from the UI and its copy', () => {
    expect(API_BUILD.sources).toEqual(expect.arrayContaining(['api', 'src/shared', 'src/content']));
    expect(API_BUILD.outputs).toEqual(['dist/api/server.js', 'dist/api/cli.js', 'dist/api/parse-worker.js']);
    expect(WEB_BUILD.sources).toEqual(expect.arrayContaining(['src/core', 'src/content', 'src/shared', 'web']));
    for (const source of [...API_BUILD.sources, ...WEB_BUILD.sources])
      expect(fs.existsSync(path.resolve(import.meta.dirname, '..', source)), source).toBe(true);
  });

  it('npm start serves the built server, which the API build writes', () => {
    const args = serveArgs(path.resolve(import.meta.dirname, '..'));
    expect(API_BUILD.outputs).toContain(args.at(-1));
    expect(args.slice(0, -1).every((arg) => arg.startsWith('--'))).toBe(true);
  });
});
