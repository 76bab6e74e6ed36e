import { liveClockAnswerSchema } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { start } from '../server.ts';
import { testPrefix } from '../store/test-redis.ts';
import { clockedUpstream, createFeedClock } from './feed-clock.ts';
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
    const { clock } = clockedUpstream(
      fakeUpstream([]),
      createFeedClock(() => 1_000),
    );
    expect(clock.now()).toBe(1_000);
  });

  it('says whether it is the feed’s clock yet: not before an answer or an adopted reading', () => {
    const clock = createFeedClock(() => 1_000);
    expect(clock.known()).toBe(false);
    clock.observe(5_000);
    expect(clock.known()).toBe(true);
    const follower = createFeedClock(() => 1_000);
    follower.adopt({ serverTime: 5_000, wallAt: 1_000, rate: 1 });
    expect(follower.known()).toBe(true);
  });

  it("follows the last answer's serverTime, plus the wall time since (a feed sped up runs ahead)", async () => {
    let wall = 1_000;
    const { upstream, clock } = clockedUpstream(
      fakeUpstream([{ serverTime: 5_000_000 }, { matches: [] }, { serverTime: 9_000_000 }]),
      createFeedClock(() => wall),
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

describe("the feed clock's rate (a day replayed sped up runs ahead of the wall)", () => {
  it('measures the rate over a few seconds of answers and runs the clock at it between answers', () => {
    let wall = 0;
    const clock = createFeedClock(() => wall);
    clock.observe(1_000_000);
    expect(clock.rate()).toBe(1);
    for (let s = 1; s <= 6; s++) {
      wall = s * 1_000;
      clock.observe(1_000_000 + s * 60_000);
    }
    expect(clock.rate()).toBe(60);
    wall = 6_500;
    expect(clock.now()).toBe(1_000_000 + 6 * 60_000 + 30_000);
  });

  it('a live day stays at 1 despite answer latencies; a clock set back starts the measure again', () => {
    let wall = 0;
    const clock = createFeedClock(() => wall);
    clock.observe(5_000);
    wall = 5_000;
    clock.observe(9_900); // 100 ms of latency difference over 5 s: not a speed
    expect(clock.rate()).toBe(1);
    wall = 10_000;
    clock.observe(-50_000);
    expect(clock.rate()).toBe(1);
    expect(clock.now()).toBe(-50_000);
  });

  it("a follower adopts the leader's reading and extrapolates it at the leader's rate", () => {
    let wall = 1_000;
    const follower = createFeedClock(() => wall);
    expect(follower.now()).toBe(1_000);
    follower.adopt({ serverTime: 50_000, wallAt: 1_000, rate: 60 });
    wall = 2_000;
    expect(follower.now()).toBe(110_000);
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
      // GET /api/live/clock gives a page the same clock, and its rate, before it reads any list.
      const res = await fetch(`${gw.url}/api/live/clock`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { code: number; data: unknown };
      const answer = liveClockAnswerSchema.parse(body.data);
      expect(Math.abs(answer.serverTime - feedDay)).toBeLessThan(60_000);
      expect(answer.clockRate).toBeGreaterThan(0);
    } finally {
      await gw.stop();
      await feed.close();
    }
  });
});
