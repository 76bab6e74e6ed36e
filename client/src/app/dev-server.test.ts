import { CLIENT_DEV_ORIGINS, CLIENT_DEV_PORT } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';

describe('[CSRF3] npm run dev serves from an origin the gateway trusts', () => {
  it('vite listens on exactly the port whose origins the gateway trusts in development', () => {
    expect(viteConfig.server?.port).toBe(CLIENT_DEV_PORT);
    // strictPort: a busy port fails loudly instead of moving to an origin the CSRF check refuses.
    expect(viteConfig.server?.strictPort).toBe(true);
    expect(CLIENT_DEV_ORIGINS).toContain(`http://localhost:${viteConfig.server?.port}`);
  });
});
