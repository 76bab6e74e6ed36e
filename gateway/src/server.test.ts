import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, start } from './server.ts';

describe('gateway server', () => {
  let gw: RunningGateway;
  beforeAll(async () => {
    gw = await start({ PORT: 0, LOG_LEVEL: 'silent', REDIS_URL: undefined, CLIENT_DIST: '/nonexistent' }, []);
  });
  afterAll(() => gw.stop());

  it('answers /healthz with ok when every part is ready', async () => {
    const res = await fetch(`${gw.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', problems: {} });
  });

  it('serves Prometheus metrics', async () => {
    const text = await (await fetch(`${gw.url}/metrics`)).text();
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('[A1] answers unknown /api paths in the envelope with 404', async () => {
    const res = await fetch(`${gw.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });
});
