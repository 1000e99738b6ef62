import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'api/**/*.test.ts',
            'src/content/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/main/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint-layers.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/core/**/*.test.{ts,tsx}', 'web/**/*.test.{ts,tsx}', 'src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/core/test/setup.ts'],
          css: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
