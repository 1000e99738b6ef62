import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_INIT_SCRIPT } from '../src/shared/theme-init';

const root = path.dirname(new URL(import.meta.url).pathname);

/**
 * Origin of canonical links and structured data, fixed at build time: VITE_PUBLIC_BASE_URL, else the API's
 * PUBLIC_BASE_URL, else the API's own default (http://localhost:$PORT). Build with PUBLIC_BASE_URL set to
 * the public origin in production.
 */
const publicBaseUrl = (
  process.env.VITE_PUBLIC_BASE_URL ||
  process.env.PUBLIC_BASE_URL ||
  `http://localhost:${process.env.PORT || 3000}`
).replace(/\/+$/, '');

/** Inlines the colour scheme script where index.html marks it, so no request blocks the first paint. */
const inlineThemeInit = (): Plugin => ({
  name: 'isa-inline-theme-init',
  transformIndexHtml: (html) => {
    if (!html.includes('<!-- theme-init -->')) throw new Error('web/index.html lost its <!-- theme-init --> mark.');
    return html.replace('<!-- theme-init -->', () => `<script>${THEME_INIT_SCRIPT}</script>`);
  },
});

/**
 * The public web build: web/ is the root, output in dist/web, hashed assets under /assets, each page its
 * own chunk (routes load lazily). `--ssr entry-server.tsx` builds the prerender entry (see web/prerender.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: path.join(root, 'public'),
  envPrefix: 'VITE_',
  define: { 'import.meta.env.VITE_PUBLIC_BASE_URL': JSON.stringify(publicBaseUrl) },
  plugins: [react(), inlineThemeInit()],
  // In the browser, HTML character references are decoded by the browser's own parser (web/html-entities.ts).
  resolve: isSsrBuild ? {} : { alias: { 'entities/decode': path.join(root, 'html-entities.ts') } },
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    // Both manifests map source modules to chunks: web/prerender.ts uses them to modulepreload each page's chunks.
    manifest: true,
    // Every browser the site supports preloads modules natively; the polyfill would only add to the entry.
    modulePreload: { polyfill: false },
    copyPublicDir: !isSsrBuild,
    // Everything every page loads (React, the router, Mantine's base, the layout) goes into one chunk rather
    // than dozens of small shared ones: fewer requests ahead of the first paint on a slow connection.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // The entry (index.html and web/main.tsx) stays its own chunk: captured into the group, its code
              // would be wrapped and never run.
              groups: [
                {
                  name: 'app',
                  tags: ['$initial' as const],
                  test: (id: string) => !/web[\\/](index\.html|main\.tsx)/.test(id),
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
