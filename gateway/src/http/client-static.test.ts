import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, start } from '../server.ts';
import { brotli, chooseCoding, compressedFile, gzip } from './precompressed.ts';
import { rawRequest as get } from './testing/raw-request.ts';

const JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"比赛${i}"}`).join(',')}];\n`;
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>酷易体育</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd.js"></script></body></html>';
const ICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);

/** A fake build; `precompressed` adds the .br/.gz siblings `npm run build -w client` writes. */
function fakeDist(precompressed: boolean): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kuyi-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/index-Ab12Cd.js'), JS);
  writeFileSync(path.join(dist, 'assets/logo-Ef34.png'), ICON);
  writeFileSync(path.join(dist, 'favicon.ico'), ICON);
  if (precompressed) {
    // Marked siblings (valid streams of different text) prove the gateway sends the build's files as they are.
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd.js.br'), brotli(Buffer.from(`/*br*/${JS}`)));
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd.js.gz'), gzip(Buffer.from(`/*gz*/${JS}`)));
  }
  return dist;
}

describe.each([
  ['a build with .br/.gz files', true],
  ['a plain vite build (compressed at startup)', false],
])('the built client served from %s', (_name, precompressed) => {
  let dist: string;
  let gw: RunningGateway;
  beforeAll(async () => {
    dist = fakeDist(precompressed);
    gw = await start({ PORT: 0, LOG_LEVEL: 'silent', REDIS_URL: undefined, CLIENT_DIST: dist }, []);
  });
  afterAll(async () => {
    await gw.stop();
    rmSync(dist, { recursive: true, force: true });
  });
  const js = () => `${gw.url}/assets/index-Ab12Cd.js`;

  it('[S2] sends brotli to a browser that accepts it, with its type, Vary and a year of immutable cache', async () => {
    const res = await get(js(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(JS.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(precompressed ? `/*br*/${JS}` : JS);
  });

  it('[S2] sends gzip when brotli is not accepted, and the raw file when nothing is', async () => {
    const gz = await get(js(), { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(precompressed ? `/*gz*/${JS}` : JS);
    const raw = await get(js());
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toBe('Accept-Encoding');
    expect(raw.body.toString()).toBe(JS);
  });

  it('[S2] a repeat visit with the ETag of its coding gets 304 and no body', async () => {
    const first = await get(js(), { 'accept-encoding': 'br' });
    const again = await get(js(), { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const gz = await get(js(), { 'accept-encoding': 'gzip' });
    expect(gz.headers.etag).not.toBe(first.headers.etag);
  });

  it('[S2] HEAD answers the headers without the body', async () => {
    const res = await get(js(), { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('[S2] binary files come from disk: assets immutable, root files for an hour', async () => {
    const png = await get(`${gw.url}/assets/logo-Ef34.png`, { 'accept-encoding': 'br' });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get(`${gw.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('[S1] a known route answers 200 with the shell titled from the route table, never cached stale', async () => {
    const res = await get(`${gw.url}/football`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(res.body).toString();
    expect(html).toContain('<title>足球即时比分 - 酷易体育</title>');
    expect(html).toContain('<div id="root"></div>');
    const home = await get(`${gw.url}/`);
    expect(home.body.toString()).toContain('<title>酷易体育-足球比分直播_篮球比分直播_即时比分</title>');
    const match = await get(`${gw.url}/livedetail/football/4012/analysis`);
    expect(match.status).toBe(200);
    expect(match.body.toString()).toContain('<title>比赛分析 - 酷易体育</title>');
  });

  it('[S1] a basketball odds page (?sport=basketball) is titled in basketball’s market names, football’s stays', async () => {
    const basketball = await get(`${gw.url}/handicap/ou?sport=basketball&matchId=26112294000`);
    expect(basketball.status).toBe(200);
    expect(basketball.body.toString()).toContain('<title>总分指数 - 酷易体育</title>');
    const football = await get(`${gw.url}/handicap/ou?matchId=26112206000`);
    expect(football.body.toString()).toContain('<title>大小球指数 - 酷易体育</title>');
  });

  it('[S1] an unknown path answers 404 with the same shell, so the client shows its 404 page', async () => {
    for (const p of ['/no/such/page', '/footbal', '/football/end/2026-01-01/extra', '/index.html']) {
      const res = await get(`${gw.url}${p}`, { 'accept-encoding': 'gzip' });
      expect(res.status, p).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = gunzipSync(res.body).toString();
      expect(html).toContain('<title>页面不存在 - 酷易体育</title>');
      expect(html).toContain('/assets/index-Ab12Cd.js');
    }
  });

  it('[S1] API, socket, ops and asset paths are never answered with the page shell', async () => {
    const api = await get(`${gw.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({ code: 404, msg: '接口不存在', data: null });
    const asset = await get(`${gw.url}/assets/missing-Zz99.js`);
    expect(asset.status).toBe(404);
    expect(asset.body.toString()).not.toContain('<html');
    for (const p of ['/sc/api/nope', '/metrics/x', '/healthz/x']) {
      const res = await get(`${gw.url}${p}`);
      expect(res.status, p).toBe(404);
      expect(res.body.toString(), p).not.toContain('id="root"');
    }
    // /healthz itself is the health handler's JSON document, even for a browser that asks for a page.
    const health = await get(`${gw.url}/healthz`, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(health.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok', problems: {}, pid: process.pid });
  });
});

describe('[S2] choosing the coding', () => {
  const file = compressedFile('.js', Buffer.from(JS), brotli(Buffer.from(JS)), gzip(Buffer.from(JS)));
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['identity, gzip;q=0.5', 'identity'],
    ['gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
  ])('Accept-Encoding %j → %s', (header, coding) => {
    expect(chooseCoding(header, file)).toBe(coding);
  });

  it('never offers a compressed form larger than the file', () => {
    const tiny = Buffer.from('x');
    const small = compressedFile('.txt', tiny, brotli(tiny), gzip(tiny));
    expect(small.gzip).toBeUndefined();
    expect(chooseCoding('gzip', small)).toBe('identity');
  });
});
