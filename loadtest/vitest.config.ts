import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fake = (file: string) => fileURLToPath(new URL(`./k6/testing/${file}`, import.meta.url));

export default defineConfig({
  // k6's built-in modules, faked so the k6 helpers run under vitest against a real socket.io server.
  resolve: {
    alias: [
      { find: /^k6$/, replacement: fake('fake-k6.ts') },
      { find: /^k6\/ws$/, replacement: fake('fake-k6-ws.ts') },
      { find: /^k6\/metrics$/, replacement: fake('fake-k6-metrics.ts') },
    ],
  },
  test: {
    // The k6 helpers are plain JS without k6 imports, so their pure parts are tested here too.
    include: ['runner/**/*.test.ts', 'bench/**/*.test.ts', 'k6/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
