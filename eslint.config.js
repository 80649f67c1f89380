// One linter for the whole project. The architecture is enforced here: the core stays framework-free
// (no DOM libraries, no React, no storage, no model runtime) and the UI never reaches into storage directly.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const coreBoundary = {
  patterns: [
    {
      group: ['react', 'react-dom', 'react/*', 'zustand', 'dexie', 'dexie-*', 'comlink', 'd3-*'],
      message: 'src/core is framework-free.',
    },
    {
      group: ['@huggingface/*', 'onnxruntime-*'],
      message: 'src/core sees models only through the Embedder interface.',
    },
    {
      group: ['**/storage/**', '**/ui/**', '**/workers/**', '**/model/**', 'node:*'],
      message: 'src/core depends on nothing around it.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public',
      'test-results',
      'playwright-report',
      'e2e-artifacts',
      'coverage',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      parserOptions: { projectService: false, program: null },
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
        URL: 'readonly',
      },
    },
  },
  { files: ['src/core/**/*.ts'], rules: { 'no-restricted-imports': ['error', coreBoundary] } },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/storage/**', 'dexie'], message: 'The UI talks to the garden through the worker client.' },
          ],
        },
      ],
    },
  },
);
