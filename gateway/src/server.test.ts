import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayPlugin } from './plugin.ts';
import { type RunningGateway, start } from './server.ts';

describe('gateway server', () => {
  let gw: RunningGateway;
  // Two parts: one always ready, one whose readiness the test switches, so /healthz has something to report.
  let feedProblem: string | null = 'feed unreachable';
  const parts: GatewayPlugin[] = [
    { name: 'steady', start: async () => {}, health: async () => null },
    { name: 'live', start: async () => {}, health: async () => feedProblem },
  ];
  beforeAll(async () => {
    gw = await start(
      { PORT: 0, LOG_LEVEL: 'silent', REDIS_URL: undefined, CLIENT_DIST: '/nonexistent' },
      parts,
    );
  });
  afterAll(() => gw.stop());

  it('[OPS1] /healthz is 503 naming the part that is not ready, and 200 once every part is', async () => {
    const down = await fetch(`${gw.url}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: 'unavailable',
      problems: { live: 'feed unreachable' },
      pid: process.pid,
    });

    feedProblem = null;
    const up = await fetch(`${gw.url}/healthz`);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'ok', problems: {}, pid: process.pid });
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
