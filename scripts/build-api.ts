/**
 * `npm run build:api`: the API as plain JavaScript in dist/api, for production (`npm start`, the Docker image).
 * Three entries (server, CLI, resume parser thread) bundle the app's own code (api/, src/shared, src/content);
 * packages stay external and load from node_modules. Not minified, so stack traces keep their names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { API_ENTRIES, API_OUT_DIR } from './build-freshness.ts';

/** The esbuild options of the API build for a checkout at `root`, written to `outDir`. */
export function apiBuildOptions(root: string, outDir = path.join(root, API_OUT_DIR)) {
  return {
    absWorkingDir: root,
    entryPoints: { ...API_ENTRIES },
    outdir: outDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Shared modules go to chunks beside the entries (not a subfolder), so a module's `new URL('./x.js',
    // import.meta.url)` finds its sibling entry wherever the bundler put it.
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  } satisfies BuildOptions;
}

/**
 * Builds the API into `outDir` (dist/api), then removes the chunks of earlier builds. Files are replaced in
 * place rather than the folder emptied first, so a server starting meanwhile never finds it half empty.
 */
export async function buildApi(root = path.resolve(import.meta.dirname, '..'), outDir = path.join(root, API_OUT_DIR)) {
  const { metafile } = await build(apiBuildOptions(root, outDir));
  const written = new Set(Object.keys(metafile.outputs).map((file) => path.resolve(root, file)));
  for (const file of fs.readdirSync(outDir)) {
    if (!written.has(path.join(outDir, file))) fs.rmSync(path.join(outDir, file), { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await buildApi();
