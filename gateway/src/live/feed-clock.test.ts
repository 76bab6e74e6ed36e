import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { start } from '../server.ts';
import { testPrefix } from '../store/test-redis.ts';
import { clockedUpstream } from './feed-clock.ts';
import { livePlugin } from './live-plugin.ts';
import { eventually } from './testing/expected-state.ts';
import { startFakeFeed } from './testing/fake-feed.ts';
import { FAST } from './testing/gateway-harness.ts';
import type { UpstreamClient } from './upstream-client.ts';

function fakeUpstream(answers: unknown[]): UpstreamClient {
  return {
    get: async () => answers.shift() as never,
    isOpen: () => false,
  };
}

describe('the feed clock reminders read minutes and pre-match windows from', () => {
  it('is the wall clock until an answer with serverTime has been read', () => {
    const { clock } = clockedUpstream(fakeUpstream([]), () => 1_000);
    expect(clock.now()).toBe(1_000);
  });

  it("follows the last answer's serverTime, plus the wall time since (a feed sped up runs ahead)", async () => {
    let wall = 1_000;
    const { upstream, clock } = clockedUpstream(
      fakeUpstream([{ serverTime: 5_000_000 }, { matches: [] }, { serverTime: 9_000_000 }]),
      () => wall,
    );
    await upstream.get('/sc/api/football/change', z.unknown());
    wall = 1_500;
    expect(clock.now()).toBe(5_000_500);
    // An answer without serverTime (a match header) leaves the anchor where it was.
    await upstream.get('/sc/api/football/header', z.unknown());
    expect(clock.now()).toBe(5_000_500);
    await upstream.get('/sc/api/football/change', z.unknown());
    expect(clock.now()).toBe(9_000_000);
  });
});

describe("the live part's feedNow (what reminders read)", () => {
  it("is the polled feed's clock, not the wall's, once the leader has read an answer", async () => {
    // The fake feed's clock stands on 22 Nov 2026 04:00 UTC plus its version: days off the wall clock.
    const feed = await startFakeFeed({ seed: 3, matches: 2 });
    const live = livePlugin({ ...FAST, LIVE_KEY_PREFIX: testPrefix() });
    const gw = await start(
      {
        PORT: 0,
        LOG_LEVEL: 'silent',
        FEED_URL: feed.url,
        REDIS_URL: undefined,
        POLL_INTERVAL_MS: 50,
        CLIENT_DIST: '/nonexistent',
      },
      [live],
    );
    try {
      const feedDay = Date.UTC(2026, 10, 22, 4);
      const near = () => Math.abs(live.feedNow() - feedDay) < 60_000;
      expect(await eventually(near, 5_000)).toBe(true);
    } finally {
      await gw.stop();
      await feed.close();
    }
  });
});
