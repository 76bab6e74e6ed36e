import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../api/test-gateway.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

describe('every answer carries the security headers', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t?.stop());

  it('pages, API answers and errors: no framing by other sites (clickjacking), no sniffing, a short Referer', async () => {
    for (const path of ['/', '/football', '/api/user/user/selectById', '/api/no-such-call', '/healthz']) {
      const res = await fetch(`${t.gw.url}${path}`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect({ path, name, value: res.headers.get(name) }).toEqual({ path, name, value });
    }
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});
