import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

// Main and preload are CommonJS (.cjs): a sandboxed preload cannot be an ES module, and the package is "type": "module".
const commonJs = { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' } as const;

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: { input: { index: resolve('src/main/index.ts') }, output: commonJs },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rolldownOptions: { input: { index: resolve('src/preload/index.ts') }, output: commonJs },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [react()],
    build: {
      outDir: 'out/renderer',
      minify: true,
      target: 'es2022',
      reportCompressedSize: false,
      rolldownOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
