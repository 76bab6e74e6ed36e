import type { ArenaPick } from '@kuyi/shared';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance } from '../wallet/ledger.ts';
import { ARENA_MSG } from './arena-messages.ts';
import { arenaPlugin } from './arena-plugin.ts';
import { PENDING_DAYS_MAX } from './arena-settler.ts';
import { type ArenaHarness, ledgerMismatches, startArena } from './arena-test-kit.ts';

const R = '/api/user/arenaRecommend';
const DAY_MS = 86_400_000;

describe("[AR3] the week-late void rule counts days on the feed's clock, not the gateway's", () => {
  let h: ArenaHarness;
  beforeAll(async () => {
    h = await startArena('PGlite');
  }, 60_000);
  afterAll(async () => {
    await h?.stop();
  });

  it('a replayed past day keeps a paid pick pending until the feed itself is a week past it; then buyers are refunded', async () => {
    // The feed replays 2025-09-13 (Beijing) on a wall clock months later; the match kicks off at 20:00.
    const kickoff = Date.UTC(2025, 8, 13, 12);
    let feedAt = kickoff - 3 * 3_600_000;
    const m = h.matches.add(901, { kickoff });
    const author = await h.user();
    const buyer = await h.user(1000);
    const pub = await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
      matchId: m.id,
      market: 'ya',
      selection: 'home',
      chargeMoney: 3,
    });
    expect(pub.body.msg).toBe(ARENA_MSG.publishOk);
    expect(pub.body.data.matchDay).toBe('2025-09-13');
    await buyer.c.post(`${R}/bugChargeRecommend`, { recommendId: pub.body.data.id });
    expect(await balance(h.db, buyer.id, 'qiubi')).toBe(700);

    // The arena as plugins.ts builds it, handed the feed's clock; its settler is the one under test.
    // Before its first poll answers, a new leader knows only the wall clock: nothing is void by it.
    let known = false;
    const replay = arenaPlugin(h.api, {
      source: h.matches,
      settleMs: 0,
      feedNow: () => (known ? feedAt : Date.now()),
      feedClockKnown: () => known,
    });
    await replay.start(h.gw.ctx, express());
    try {
      // Over this match alone: other picks in this database are on the wall's day.
      const only = new Set([m.id]);
      expect(await replay.settler().tick(only)).toEqual({ settled: 0, voided: 0 });
      expect(await balance(h.db, buyer.id, 'qiubi')).toBe(700);
      known = true;
      expect(await replay.settler().tick(only)).toEqual({ settled: 0, voided: 0 });

      // 待定 for good: once the feed's clock is a week past the match day the pick is void.
      feedAt = kickoff + PENDING_DAYS_MAX * DAY_MS;
      expect(await replay.settler().tick(only)).toEqual({ settled: 0, voided: 0 });
      feedAt = kickoff + (PENDING_DAYS_MAX + 1) * DAY_MS;
      expect(await replay.settler().tick(only)).toEqual({ settled: 0, voided: 1 });
      expect(await balance(h.db, buyer.id, 'qiubi')).toBe(1000);
      expect(await ledgerMismatches(h.db)).toEqual([]);
    } finally {
      await replay.stop?.();
    }
  });
});
