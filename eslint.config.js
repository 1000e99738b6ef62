import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint-layers.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', 'release', 'data', 'test-results', 'playwright-report', 'web/public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/core/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}', 'src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Every IPC channel goes through registerKioskIpc (src/main/ipc.ts), which checks the sender first.
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/ipc.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(handle|handleOnce|on|once)$/][callee.object.name='ipcMain']",
          message: 'Register IPC channels with registerKioskIpc (src/main/ipc.ts), which checks the sender frame.',
        },
      ],
    },
  },
  // Layers import downwards only (the table is in eslint-layers.js).
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports-downwards': 'error' },
  },
);
