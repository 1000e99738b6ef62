import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

/**
 * The public web build: web/ is the root, output in dist/web, hashed assets under /assets, each page its
 * own chunk (routes load lazily). `--ssr entry-server.tsx` builds the prerender entry (see web/prerender.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: path.join(root, 'public'),
  envPrefix: 'VITE_',
  define: { 'import.meta.env.VITE_PUBLIC_BASE_URL': JSON.stringify(publicBaseUrl) },
  plugins: [react()],
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    // The manifest lets scripts/bench-web.ts attribute chunks to pages; the prerender build needs neither.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
