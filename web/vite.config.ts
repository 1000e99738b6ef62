import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(new URL(import.meta.url).pathname);

/** The public web build: web/ is the root, output in dist/web, hashed assets under /assets. */
export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  envPrefix: 'VITE_',
  plugins: [react()],
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
