import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFastReads } from './fast-reads.ts';
import { publicReadCache } from './public-read-cache.ts';
import { rawRequest as get } from './testing/raw-request.ts';

describe('[A4] publicReadCache', () => {
  let server: Server;
  let base: string;
  let clock = 1_000;
  let routed = 0;
  const calls: Record<string, number> = {};
  const count = (name: string) => {
    calls[name] = (calls[name] ?? 0) + 1;
    return calls[name];
  };

  beforeAll(async () => {
    const app = express();
    const cache = publicReadCache({ ttlMs: 1_000, now: () => clock });
    app.use((_req, _res, next) => {
      routed += 1;
      next();
    });
    app.get('/list', cache, (req, res) => {
      const n = count('list');
      res.json({
        code: 200,
        msg: '查询成功',
        data: { n, page: req.query.page ?? '1', rows: 'x'.repeat(2_000) },
      });
    });
    app.use(cache.invalidateOnWrites);
    app.post('/list', (_req, res) => {
      res.json({ code: 200, msg: '发布成功', data: null });
    });
    app.post('/refused-write', (_req, res) => {
      res.status(403).json({ code: 403, msg: '没有权限', data: null });
    });
    app.get('/missing', cache, (_req, res) => {
      count('missing');
      res.status(404).json({ code: 404, msg: '帖子不存在', data: null });
    });
    app.get('/refused', cache, (_req, res) => {
      count('refused');
      res.json({ code: 500, msg: '服务繁忙', data: null });
    });
    // As server.ts wires it: the cache's hits are also answered in front of express ([A5]).
    server = createServer(withFastReads(app, [cache.fastRead]));
    server.listen(0);
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const data = (body: Buffer) => JSON.parse(body.toString('utf8')).data;

  it('serves anonymous readers of one URL a single answer within the TTL, encoded once', async () => {
    clock = 1_000;
    const first = await get(`${base}/list?page=2`);
    const second = await get(`${base}/list?page=2`);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(data(second.body)).toEqual(data(first.body));
    expect(second.headers.etag).toBe(first.headers.etag);
    // Another query is another answer.
    expect(data((await get(`${base}/list?page=3`)).body).page).toBe('3');
  });

  it('asks the route again once the TTL has passed', async () => {
    clock = 10_000;
    const before = data((await get(`${base}/list?page=9`)).body).n;
    clock += 999;
    expect(data((await get(`${base}/list?page=9`)).body).n).toBe(before);
    clock += 2;
    expect(data((await get(`${base}/list?page=9`)).body).n).toBe(before + 1);
  });

  it('a write through the router empties the cache at once, before the TTL', async () => {
    clock = 15_000;
    const before = data((await get(`${base}/list?page=4`)).body).n;
    await new Promise<void>((resolve, reject) =>
      request(`${base}/list`, { method: 'POST' }, (res) => res.resume().on('end', resolve))
        .on('error', reject)
        .end(),
    );
    expect(data((await get(`${base}/list?page=4`)).body).n).toBe(before + 1);
  });

  it('a refused write (or a POST to nothing) leaves the cache as it was', async () => {
    clock = 17_000;
    const before = data((await get(`${base}/list?page=6`)).body).n;
    for (const path of ['/refused-write', '/no-such-route'])
      await new Promise<void>((resolve, reject) =>
        request(`${base}${path}`, { method: 'POST' }, (res) => res.resume().on('end', resolve))
          .on('error', reject)
          .end(),
      );
    expect(data((await get(`${base}/list?page=6`)).body).n).toBe(before);
  });

  it('never caches nor serves a logged-in request (its answer can carry per-user fields)', async () => {
    clock = 20_000;
    await get(`${base}/list?page=5`);
    const cookie = { cookie: 'theme=dark; kuyi_token=abc' };
    const a = await get(`${base}/list?page=5`, cookie);
    const b = await get(`${base}/list?page=5`, cookie);
    expect(a.headers['x-cache']).toBeUndefined();
    expect(data(b.body).n).toBe(data(a.body).n + 1);
  });

  it('keeps only successful envelopes: a 404 or an error code is asked for every time', async () => {
    clock = 30_000;
    await get(`${base}/missing`);
    const miss = await get(`${base}/missing`);
    expect(miss.status).toBe(404);
    await get(`${base}/refused`);
    await get(`${base}/refused`);
    expect(calls.missing).toBe(2);
    expect(calls.refused).toBe(2);
  });

  it('answers gzip to a browser that accepts it and 304 to one that has the same answer', async () => {
    clock = 40_000;
    const plain = await get(`${base}/list?page=7`);
    const zipped = await get(`${base}/list?page=7`, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const again = await get(`${base}/list?page=7`, { 'if-none-match': plain.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('[A5] a hit is answered before express routes it, with the same headers and bytes', async () => {
    clock = 50_000;
    const miss = await get(`${base}/list?page=8`);
    routed = 0;
    const hit = await get(`${base}/list?page=8`);
    expect(routed).toBe(0);
    expect(hit.body.equals(miss.body)).toBe(true);
    for (const name of ['content-type', 'cache-control', 'vary', 'etag', 'content-length'])
      expect(hit.headers[name]).toBe(miss.headers[name]);
    // A reader with a session always takes the route (and is never served the shared answer).
    await get(`${base}/list?page=8`, { cookie: 'kuyi_token=abc' });
    expect(routed).toBe(1);
  });
});
