import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../store/memory-store.ts';
import { createFeedClock } from './feed-clock.ts';
import { shareFeedClock } from './feed-clock-share.ts';
import { eventually } from './testing/expected-state.ts';
import { startFakeFeed } from './testing/fake-feed.ts';
import { startGateways } from './testing/gateway-harness.ts';

const silent = { warn() {} } as never;

describe("the feed's clock, shared by the leader with the replicas that do not poll", () => {
  it("the leader leaves its reading in the store; a follower takes it and runs at the feed's rate", async () => {
    const { store } = createMemoryBackend();
    let wall = 0;
    const leaderClock = createFeedClock(() => wall);
    const followerClock = createFeedClock(() => wall);
    const leader = shareFeedClock({ store, clock: leaderClock, isLeader: () => true, logger: silent });
    const follower = shareFeedClock({ store, clock: followerClock, isLeader: () => false, logger: silent });
    leader.stop();
    follower.stop();
    for (let s = 0; s <= 5; s++) {
      wall = s * 1_000;
      leaderClock.observe(9_000_000 + s * 60_000);
    }
    await leader.turn();
    await follower.turn();
    wall = 6_000;
    expect(followerClock.rate()).toBe(60);
    expect(followerClock.now()).toBe(leaderClock.now());
    expect(followerClock.now()).toBe(9_000_000 + 6 * 60_000);
  });
});

describe('a follower stamps its list read on the feed clock (two gateways on Redis)', () => {
  let stop = async () => {};
  afterAll(() => stop());

  it("its serverTime is the feed's, days off the wall clock, not its own", async () => {
    const feed = await startFakeFeed({ seed: 5, matches: 3 });
    const harness = await startGateways(feed.url, { redis: true, count: 2 });
    stop = async () => {
      await harness.stop();
      await feed.close();
    };
    const isLeader = async (url: string) =>
      /^gateway_leader\{[^}]*\} 1/m.test(await (await fetch(`${url}/metrics`)).text());
    const feedDay = Date.UTC(2026, 10, 22, 4);
    const followerNear = async () => {
      const urls = harness.gateways.map((g) => g.url);
      const roles = await Promise.all(urls.map(isLeader));
      const follower = urls[roles.indexOf(false)];
      if (roles.filter(Boolean).length !== 1 || !follower) return false;
      const body = (await (await fetch(`${follower}/api/live/football/list`)).json()) as {
        data: { serverTime: number; clockRate?: number };
      };
      return Math.abs(body.data.serverTime - feedDay) < 60_000 && body.data.clockRate !== undefined;
    };
    expect(await eventually(followerNear, 10_000, 200)).toBe(true);
  });
});
