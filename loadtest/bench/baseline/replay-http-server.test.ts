import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createReplayServer } from './replay-http-server.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A stand-in gateway that counts what reaches it and answers each request differently. */
async function upstream() {
  const seen: string[] = [];
  const url = await listen(
    createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.url === '/login') res.setHeader('Set-Cookie', 'kuyi_token=t; HttpOnly');
      res.setHeader('Cache-Control', 'public, max-age=2');
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.end(JSON.stringify({ n: seen.length, url: req.url }));
    }),
  );
  return { url, seen };
}

describe('REST replay baseline', () => {
  it('answers a GET it has seen from memory: same status, headers and bytes, the upstream not asked again', async () => {
    const gateway = await upstream();
    const replay = await listen(createReplayServer(new URL(gateway.url)));
    const first = await fetch(`${replay}/sc/api/list?lang=0`);
    const firstBody = await first.text();
    const again = await fetch(`${replay}/sc/api/list?lang=0`);
    expect(await again.text()).toBe(firstBody);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('public, max-age=2');
    expect(gateway.seen).toEqual(['GET /sc/api/list?lang=0']);
  });

  it('keeps one answer per Accept-Encoding, as the gateway encodes per client', async () => {
    const gateway = await upstream();
    const replay = await listen(createReplayServer(new URL(gateway.url)));
    await fetch(`${replay}/a`, { headers: { 'Accept-Encoding': 'gzip' } });
    await fetch(`${replay}/a`, { headers: { 'Accept-Encoding': 'identity' } });
    await fetch(`${replay}/a`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gateway.seen).toEqual(['GET /a', 'GET /a']);
  });

  it('always passes writes, errors and answers that set a cookie through', async () => {
    const gateway = await upstream();
    const replay = await listen(createReplayServer(new URL(gateway.url)));
    for (let i = 0; i < 2; i++) {
      await fetch(`${replay}/post`, { method: 'POST', body: '{"a":1}' });
      expect((await fetch(`${replay}/missing`)).status).toBe(404);
      expect((await fetch(`${replay}/login`)).headers.get('set-cookie')).toContain('kuyi_token');
    }
    const each = ['POST /post', 'GET /missing', 'GET /login'];
    expect(gateway.seen).toEqual([...each, ...each]);
  });
});
