import { MAX_SUBSCRIPTIONS_PER_SOCKET } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, start } from '../server.ts';
import { livePlugin } from './live-plugin.ts';
import { eventually } from './testing/expected-state.ts';
import { type FakeFeed, startFakeFeed } from './testing/fake-feed.ts';
import { FAST } from './testing/gateway-harness.ts';
import { LiveClient } from './testing/live-client.ts';

describe('[P8] what other parts hear of subscribes (chat refills lost channels from it)', () => {
  let feed: FakeFeed;
  let gw: RunningGateway;
  const heard: string[] = [];

  beforeAll(async () => {
    feed = await startFakeFeed();
    const live = livePlugin({ ...FAST, SUBSCRIBE_RATE_POINTS: 300 });
    live.onSubscribe((channel) => heard.push(channel));
    live.onSubscribe(() => {
      throw new Error('a broken listener');
    });
    gw = await start(
      { PORT: 0, LOG_LEVEL: 'silent', FEED_URL: feed.url, POLL_INTERVAL_MS: 50, CLIENT_DIST: '/nonexistent' },
      [live],
    );
  });
  afterAll(async () => {
    await gw?.stop();
    await feed?.close();
  });

  it('only accepted subscribes: not bad payloads, unknown channels, nor those past the rate limit or the cap', async () => {
    const c = new LiveClient(gw.url);
    try {
      await eventually(() => c.socket.connected, 3_000);
      const raw = (request: unknown) =>
        (c.socket.timeout(5_000).emitWithAck as (e: string, r: unknown) => Promise<{ ok: boolean }>)(
          'subscribe',
          request,
        );
      expect((await raw({ channel: 'chat:football:m1' })).ok).toBe(true);
      expect(heard).toEqual(['chat:football:m1']);
      for (const bad of [{ channel: 'tennis:list' }, { channel: 42 }, null])
        expect((await raw(bad)).ok).toBe(false);
      expect(heard).toHaveLength(1);
      // A flood of made-up chat rooms: the listener hears no more than the socket was allowed to hold.
      const answers = await Promise.all(
        Array.from({ length: 2_000 }, (_, i) => raw({ channel: `chat:football:x${i}` })),
      );
      const accepted = answers.filter((a) => a.ok).length;
      expect(accepted).toBeLessThanOrEqual(MAX_SUBSCRIPTIONS_PER_SOCKET);
      expect(heard).toHaveLength(1 + accepted);
      // A listener that throws breaks neither the others nor the subscribe.
      expect(c.socket.connected).toBe(true);
    } finally {
      c.close();
    }
  });
});
