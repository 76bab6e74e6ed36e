import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 4300,
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
