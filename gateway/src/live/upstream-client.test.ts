import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createUpstreamClient, UpstreamError } from './upstream-client.ts';

let server: Server | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

/** A feed stand-in answering every path with `{code: 200, data}` after `delayMs`. */
async function feed(data: unknown, delayMs = 0): Promise<string> {
  server = createServer((_req, res) => {
    setTimeout(() => res.end(JSON.stringify({ code: 200, msg: '成功', data })), delayMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('upstream client', () => {
  it('a completed call aborts nothing: no DOMException and abort listeners per poll call', async () => {
    const client = createUpstreamClient(await feed({ version: 3 }), 2_000);
    const abort = vi.spyOn(AbortController.prototype, 'abort');
    for (let i = 0; i < 5; i++)
      expect(await client.get('/sc/api/football/change', z.object({ version: z.number() }))).toEqual({
        version: 3,
      });
    expect(abort).not.toHaveBeenCalled();
  });

  it('a call slower than the timeout is still cut off and fails as an upstream error', async () => {
    // The feed would answer after 20 s, four times the test's own limit: only the timeout can end the call.
    const client = createUpstreamClient(await feed({ version: 3 }, 20_000), 100);
    await expect(client.get('/sc/api/football/change', z.object({ version: z.number() }))).rejects.toThrow(
      UpstreamError,
    );
  });
});
