import { CLIENT_DEV_ORIGINS, CLIENT_DEV_PORT } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { loadApiEnv } from './api-config.ts';

describe('[CSRF3] the vite dev server origin is trusted for cookie writes outside production', () => {
  it('the dev defaults are the origins of the port vite listens on (client/vite.config.ts reads the same one)', () => {
    const dev = loadApiEnv({}, 'development').CSRF_TRUSTED_ORIGINS;
    expect(dev).toEqual([...CLIENT_DEV_ORIGINS]);
    expect(dev).toContain(`http://localhost:${CLIENT_DEV_PORT}`);
  });

  it('production trusts no extra origin unless CSRF_TRUSTED_ORIGINS says so', () => {
    expect(loadApiEnv({}, 'production').CSRF_TRUSTED_ORIGINS).toEqual([]);
    expect(
      loadApiEnv({ CSRF_TRUSTED_ORIGINS: 'https://a.example' }, 'production').CSRF_TRUSTED_ORIGINS,
    ).toEqual(['https://a.example']);
  });
});
