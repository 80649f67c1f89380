// One linter for the whole project. The architecture is enforced here: the core stays framework-free
// (no DOM libraries, no React, no storage, no model runtime) and the UI never reaches into storage directly.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The parts of the app, from the ground up. Each may import only the parts its rule below allows.
const part = (name) => [`**/${name}/**`, `**/${name}`];
const PARTS = ['core', 'storage', 'model', 'vault', 'eval', 'workers', 'ui', 'sw'];
const only = (who, allowed) => ({
  patterns: [
    {
      group: PARTS.filter((p) => !allowed.includes(p) && p !== who).flatMap(part),
      message: `src/${who} may import only ${allowed.length ? allowed.map((p) => `src/${p}`).join(', ') : 'its own files'} of ours.`,
    },
  ],
});
// Unit tests reach across parts for their fixtures (tests/support): the rules hold the app's own code.
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

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

// Inside the core, the stages (valve to recall) sit on the kernel (draft, state, store, ids) and the indexes,
// and core/garden drives the stages: neither the kernel nor a stage imports what stands above it.
const STAGES = [
  'valve',
  'segmentation',
  'conversation',
  'enzymes',
  'packs',
  'absorption',
  'decay',
  'compost',
  'recall',
];
const inCore = (extra) => ({ patterns: [...coreBoundary.patterns, ...only('core', []).patterns, ...extra] });
const driver = { group: ['**/garden/**'], message: 'core/garden drives the stages: nothing below it imports it.' };
const stages = {
  group: STAGES.flatMap((s) => [`**/${s}/**`]),
  message: 'The kernel and the indexes stand under the stages: they import none of them.',
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
  {
    files: ['src/core/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', inCore([])] },
  },
  {
    files: STAGES.map((s) => `src/core/${s}/**/*.ts`),
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', inCore([driver])] },
  },
  {
    files: ['src/core/kernel/**/*.ts', 'src/core/indexes/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', inCore([driver, stages])] },
  },
  ...['storage', 'model', 'vault', 'eval'].map((who) => ({
    files: [`src/${who}/**/*.ts`],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', only(who, ['core'])] },
  })),
  {
    files: ['src/workers/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', only('workers', ['core', 'storage', 'model', 'vault'])] },
  },
  {
    // The UI renders: the garden's code runs in its worker. From core it takes types only; values it shares
    // with the garden come through the worker's vocabulary.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...part('core'), ...part('sw')],
              allowTypeImports: true,
              message:
                'The UI takes only types from src/core and src/sw; shared values come from workers/garden/vocabulary.',
            },
            {
              group: [...['storage', 'model', 'vault', 'eval'].flatMap(part), 'dexie', 'dexie-*'],
              message: 'The UI talks to the garden through the worker client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['src/ui/**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
);
