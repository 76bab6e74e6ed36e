import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FootballProvenance } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './testing/expected-state.ts';
import { type FakeFeed, startFakeFeed } from './testing/fake-feed.ts';
import { type Harness, startGateways } from './testing/gateway-harness.ts';
import { LiveClient } from './testing/live-client.ts';

const PROVENANCE: FootballProvenance = {
  source: 'football-data',
  credits: [{ source: 'football-data', parts: ['result', 'halfTime', 'cards', 'referee'] }],
  modelled: ['events', 'eventMinutes', 'weather', 'commentary', 'inPlayOdds'],
};

/**
 * An upstream that answers as the fake feed does, with the provenance a football-data replay's header
 * carries: what the match page must be able to read, over the live channel and over the /sc/api proxy.
 */
async function upstreamWithProvenance(feedUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const answer = await fetch(`${feedUrl}${req.url ?? '/'}`);
    let body = await answer.text();
    if (answer.ok && req.url?.startsWith('/sc/api/football/header')) {
      const envelope = JSON.parse(body) as { data: object };
      body = JSON.stringify({ ...envelope, data: { ...envelope.data, provenance: PROVENANCE } });
    }
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('[F5] provenance from the feed to the match page', () => {
  let feed: FakeFeed;
  let upstream: { url: string; close(): Promise<void> };
  let harness: Harness;
  let url: string;
  let client: LiveClient;
  beforeAll(async () => {
    feed = await startFakeFeed();
    upstream = await upstreamWithProvenance(feed.url);
    harness = await startGateways(upstream.url, { redis: false });
    url = harness.gateways[0]?.url ?? '';
    client = new LiveClient(url);
  });
  afterAll(async () => {
    client.close();
    await harness.stop();
    await upstream.close();
    await feed.close();
  });

  it('the match channel’s info entity carries it, as the feed sent it', async () => {
    expect((await client.subscribe('football:match:f1')).ok).toBe(true);
    const info = () => client.state('football:match:f1')?.info as { provenance?: unknown } | undefined;
    expect(await eventually(() => info()?.provenance !== undefined, 8_000)).toBe(true);
    expect(info()?.provenance).toEqual(PROVENANCE);
  });

  it('the /sc/api header read (an older day’s match page) passes it through untouched', async () => {
    const res = await fetch(`${url}/sc/api/football/header?matchId=f2`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { provenance?: unknown } }).data.provenance).toEqual(PROVENANCE);
  });
});
