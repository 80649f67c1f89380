import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['fake-indexeddb/auto'],
    // The real-model tests load ONNX once per file; give them room on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
