import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type CountingProxy, startCountingProxy } from './counting-proxy.ts';

describe('counting proxy', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function proxyInFrontOf(bodies: Record<string, string>): Promise<CountingProxy> {
    const upstream = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(bodies[(req.url ?? '').split('?')[0] ?? ''] ?? '{}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => upstream.close(() => resolve())));
    const proxy = await startCountingProxy(0, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    closers.unshift(() => proxy.stop());
    return proxy;
  }

  it('counts requests and answer bytes per path, without the query, and forgets them on reset', async () => {
    const day = JSON.stringify({ data: { matches: Array.from({ length: 50 }, (_, i) => ({ id: i })) } });
    const proxy = await proxyInFrontOf({
      '/sc/api/football/scheduleByDate': day,
      '/sc/api/football/odds': '[]',
    });
    for (const path of ['/sc/api/football/scheduleByDate?lang=0', '/sc/api/football/scheduleByDate?date=x'])
      expect(await (await fetch(`${proxy.url}${path}`)).text()).toBe(day);
    await (await fetch(`${proxy.url}/sc/api/football/odds?cursor=3`)).text();

    expect(proxy.counts()).toEqual({ '/sc/api/football/scheduleByDate': 2, '/sc/api/football/odds': 1 });
    expect(proxy.bytes()).toEqual({
      '/sc/api/football/scheduleByDate': 2 * Buffer.byteLength(day),
      '/sc/api/football/odds': 2,
    });
    proxy.reset();
    expect(proxy.bytes()).toEqual({});
    expect(proxy.counts()).toEqual({});
  });
});
