import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CLIENT_DEV_PORT } from '../shared/src/site/dev-server.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    // The gateway trusts this origin for cookie writes in development (CSRF): one constant for both.
    port: CLIENT_DEV_PORT,
    strictPort: true,
    proxy: {
      '/api': gateway,
      '/sc/api': gateway,
      '/socket.io': { target: gateway, ws: true },
    },
  },
  preview: { port: 4302 },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 15_000,
  },
});
