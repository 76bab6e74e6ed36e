import { defineConfig } from 'vitest/config';

/** Browser tests against the real feed and gateway (client/e2e). Run after `vite build`. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A browser waiting on a reload, a socket and a gateway answer: vitest's 1 s poll default is shorter than one
    // page load on a busy two-core CI machine (a [PIN1][PIN3] run failed on CI after 12 s; alone it takes 4 s), so
    // polls wait about as long as a waitFor does.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
