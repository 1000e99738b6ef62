import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One layer's import boundary: module paths matching any of `forbidden` (regular expressions) are refused. */
function layerRule(files, message, forbidden) {
  return {
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns: forbidden.map((regex) => ({ regex, message })) }],
    },
  };
}

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
  // Layers import downwards only: src/content <- src/shared <- (src/core, api, src/main, src/preload).
  layerRule('src/content/**/*.ts', 'src/content is the lowest layer: it imports only its own modules.', ['^\\.\\./']),
  layerRule('src/shared/**/*.ts', 'src/shared imports only src/content and itself.', [
    '^(\\.\\./)+(core|main|preload|renderer|api|web)(/|$)',
  ]),
  layerRule('api/**/*.ts', 'The API imports only src/shared and src/content.', [
    '^(\\.\\./)+src/(core|main|preload|renderer)(/|$)',
    '^(\\.\\./)+web(/|$)',
  ]),
  layerRule('src/main/**/*.ts', 'Electron main imports only src/shared and src/content.', [
    '^(\\.\\./)+(core|renderer|preload)(/|$)',
    '^(\\.\\./)+(api|web)(/|$)',
  ]),
  layerRule('src/preload/**/*.ts', 'The preload imports only src/shared and src/content.', [
    '^(\\.\\./)+(core|renderer|main)(/|$)',
    '^(\\.\\./)+(api|web)(/|$)',
  ]),
  {
    // The shared UI core runs in both targets and in the prerender: no Electron, no Node, no target code.
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['electron', 'electron/*'], message: 'src/core must not import Electron; use the Platform.' },
            { group: ['node:*'], message: 'src/core must not import Node built-ins.' },
            {
              group: ['**/web/**', '**/web', '**/renderer/**', '**/renderer'],
              message: 'src/core must not import a composition root (web/ or src/renderer/).',
            },
          ],
          paths: [
            'fs',
            'path',
            'os',
            'crypto',
            'child_process',
            'http',
            'https',
            'url',
            'util',
            'stream',
            'buffer',
          ].map((name) => ({ name, message: 'src/core must not import Node built-ins.' })),
        },
      ],
    },
  },
);
