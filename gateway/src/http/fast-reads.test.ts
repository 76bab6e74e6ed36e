import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFeed, startFakeFeed } from '../live/testing/fake-feed.ts';
import { createLogger } from '../logger.ts';
import { createMemoryCache } from '../proxy/response-cache.ts';
import { mountScProxy } from '../proxy/sc-proxy.ts';
import { createScReader } from '../proxy/sc-reader.ts';
import { createApp } from './app.ts';
import { type FastRead, withFastReads } from './fast-reads.ts';
import { rawRequest as get, type RawAnswer as Raw } from './testing/raw-request.ts';

const listen = async (server: Server) => {
  server.listen(0);
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Headers that must be the same whichever path answered (Date and the connection ones aside). */
const answerHeaders = (res: Raw) => {
  const { date: _date, connection: _c, 'keep-alive': _k, ...rest } = res.headers;
  return rest;
};

describe('[A5] withFastReads: the front door in front of express', () => {
  let server: Server;
  let base: string;
  let routed = 0;
  const reads: FastRead[] = [
    (req, res) => {
      if (req.url !== '/hot') return false;
      res.end('fast');
      return true;
    },
    (req) => {
      if (req.url === '/broken') throw new Error('a fast read that fails');
      return false;
    },
  ];

  beforeAll(async () => {
    const app = express();
    app.use((_req, _res, next) => {
      routed += 1;
      next();
    });
    app.all(/.*/, (req, res) => {
      res.send(`routed ${req.method} ${req.url}`);
    });
    server = createServer(withFastReads(app, reads));
    base = await listen(server);
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('answers a hit without entering express, and hands everything else to express', async () => {
    routed = 0;
    expect((await get(`${base}/hot`)).body.toString()).toBe('fast');
    expect(routed).toBe(0);
    expect((await get(`${base}/cold`)).body.toString()).toBe('routed GET /cold');
    expect(routed).toBe(1);
  });

  it('never answers a write from a cache, even at a hot URL', async () => {
    routed = 0;
    expect((await get(`${base}/hot`, {}, 'POST')).body.toString()).toBe('routed POST /hot');
    expect(routed).toBe(1);
  });

  it('a fast read that throws hands the request to express instead of failing it', async () => {
    const res = await get(`${base}/broken`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('routed GET /broken');
  });
});

describe('[A5] /sc/api hits answered before routing, the same bytes as the routed answer', () => {
  let feed: FakeFeed;
  let server: Server;
  let base: string;
  let routed = 0;
  let clock = 1_000_000;
  const path = '/sc/api/football/scheduleByDate?date=2026-11-22&lang=0';

  beforeAll(async () => {
    feed = await startFakeFeed();
    const app = createApp();
    app.use((_req, _res, next) => {
      routed += 1;
      next();
    });
    const reader = createScReader({
      feedUrl: feed.url,
      cache: createMemoryCache(() => clock),
      ttlMs: 2_000,
      timeoutMs: 2_000,
      now: () => clock,
    });
    const proxy = mountScProxy(app, { reader, logger: createLogger('silent', 'test'), now: () => clock });
    server = createServer(withFastReads(app, [proxy.fastRead]));
    base = await listen(server);
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await feed.close();
  });

  it('serves the second read from the front door with the routed answer’s status, headers and bytes', async () => {
    routed = 0;
    const first = await get(`${base}${path}`);
    expect(routed).toBe(1);
    const second = await get(`${base}${path}`);
    expect(routed).toBe(1);
    expect(second.status).toBe(200);
    expect(answerHeaders(second)).toEqual(answerHeaders(first));
    expect(second.body.equals(first.body)).toBe(true);
    expect(feed.hits.get(path)).toBe(1);
  });

  it('gzips for a reader that accepts it and answers 304 to a revalidation, on the fast path too', async () => {
    const plain = await get(`${base}${path}`);
    routed = 0;
    const zipped = await get(`${base}${path}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const again = await get(`${base}${path}`, { 'if-none-match': plain.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(`${base}${path}`, {}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(plain.body.length));
    expect(head.body.length).toBe(0);
    expect(routed).toBe(0);
  });

  it('stops at the cache entry’s expiry: the next read takes the ordinary route and the upstream again', async () => {
    await get(`${base}${path}`);
    clock += 2_001;
    routed = 0;
    await get(`${base}${path}`);
    expect(routed).toBe(1);
    expect(feed.hits.get(path)).toBe(2);
  });

  it('never remembers an answer that was not cached (an upstream 404 goes to the route each time)', async () => {
    routed = 0;
    const missing = '/sc/api/football/header?matchId=nope';
    expect((await get(`${base}${missing}`)).status).toBe(404);
    expect((await get(`${base}${missing}`)).status).toBe(404);
    expect(routed).toBe(2);
  });
});
