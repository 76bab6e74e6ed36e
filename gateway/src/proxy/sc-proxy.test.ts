import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFeed, startFakeFeed } from '../live/testing/fake-feed.ts';
import { type Harness, startGateways } from '../live/testing/gateway-harness.ts';

describe.each([
  ['memory cache', false],
  ['redis cache', true],
])('/sc/api read-through (%s)', (_name, redis) => {
  let feed: FakeFeed;
  let harness: Harness;
  let base: string;
  beforeAll(async () => {
    feed = await startFakeFeed();
    // Two replicas: with Redis they share one cache, so the second replica's read is a hit too.
    harness = await startGateways(feed.url, {
      redis,
      count: redis ? 2 : 1,
      live: { PROXY_CACHE_MS: 60_000 },
    });
    base = harness.gateways[0]!.url;
  });
  afterAll(async () => {
    await harness.stop();
    await feed.close();
  });

  it('serves repeated and concurrent reads of one URL with one upstream request', async () => {
    // A dated schedule: the poller only ever asks for the undated one, so every hit here is the proxy's.
    const path = '/sc/api/basketball/scheduleByDate?date=2026-11-22&lang=0';
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}${path}`)));
    const again = await fetch(`${harness.gateways.at(-1)!.url}${path}`);
    for (const res of [...answers, again]) expect(res.status).toBe(200);
    const body = (await again.json()) as { code: number; data: { matches: Array<{ id: string }> } };
    expect(body.code).toBe(200);
    expect(body.data.matches.map((m) => m.id)).toContain('b2');
    expect(feed.hits.get(path)).toBe(1);
  });

  it('[A2] serves a cached answer gzipped to clients that accept it, and 304 to a revalidating one', async () => {
    const path = '/sc/api/football/scheduleByDate?date=2026-11-22&lang=0';
    const plain = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // fetch unzips on its own: the same JSON must arrive, announced as gzip.
    const zipped = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(text);
    // As a browser revalidates its cached copy (fetch would otherwise add `cache-control: no-cache`).
    const again = await fetch(`${base}${path}`, {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('[A1] passes upstream 404 envelopes through and answers 503 in the envelope when the feed is down', async () => {
    const missing = await fetch(`${base}/sc/api/football/header?matchId=nope`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: number }).code).toBe(404);
    feed.setDown(true);
    const down = await fetch(`${base}/sc/api/football/header?matchId=f3`);
    feed.setDown(false);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ code: 503, msg: '服务暂不可用，请稍后再试', data: null });
  });

  it('[T1] refuses a date that is not a real YYYY-MM-DD day with 400, without asking the feed', async () => {
    for (const date of ['2026-02-31', '2026-13-01', '2026-1-1', '20261122']) {
      const path = `/sc/api/football/scheduleByDate?date=${date}&lang=0`;
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 400, msg: '日期格式不正确', data: null });
      expect(feed.hits.get(path)).toBeUndefined();
    }
    const leap = await fetch(`${base}/sc/api/football/scheduleByDate?date=2028-02-29&lang=0`);
    expect(leap.status).toBe(200);
  });

  it('[A1] refuses writes to /sc/api in the envelope', async () => {
    const res = await fetch(`${base}/sc/api/football/header`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });
});
