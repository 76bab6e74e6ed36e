import { defineConfig } from 'vitest/config';

/** Browser tests against the real feed and gateway (client/e2e). Run after `vite build`. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
