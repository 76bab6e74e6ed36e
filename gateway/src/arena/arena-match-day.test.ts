import { describe, expect, it } from 'vitest';
import type { ArenaRepo } from './arena-repo.ts';
import { roundOf } from './arena-rounds.ts';
import { ArenaService } from './arena-service.ts';
import type { SettledPick } from './arena-stats.ts';
import type { MatchSource } from './match-source.ts';

/** A feed stand-in that records which Beijing days were read. */
function recordingSource(): MatchSource & { days: string[] } {
  const days: string[] = [];
  return {
    days,
    match: async () => null,
    day: async (d) => {
      days.push(d);
      return [];
    },
  };
}

describe("[AR1][AR5] the arena's day is the day the feed plays: open matches, model picks, rounds and stats", () => {
  // 2026-11-26 20:00 Beijing on the wall; the feed replays 2018-06-27 (the World Cup day) or runs sped up.
  const wall = Date.UTC(2026, 10, 26, 12);
  const feed = Date.UTC(2018, 5, 27, 4);

  it("the model's picks and the open matches come from the feed's day, not the wall's", async () => {
    const source = recordingSource();
    const arena = new ArenaService(
      {} as ArenaRepo,
      source,
      () => wall,
      () => feed,
    );
    arena.modelUserId = 1;
    await arena.publishTodaysModelPicks();
    expect(source.days).toEqual(['2018-06-27']);
    expect(arena.matchDay()).toBe('2018-06-27');
    // Rounds and day windows count picks by their match day, the feed's: the round under way is the feed's.
    expect(arena.today()).toBe('2018-06-27');
    expect(arena.currentRound('week')).toBe(roundOf('week', '2018-06-27'));
  });

  it("近3天命中率 counts the picks on the feed's latest days: it never reads 0% beside a 50% total of two picks that day", async () => {
    const pick = (id: number, result: 'win' | 'loss'): SettledPick => ({
      id,
      userId: 2,
      market: 'ya',
      price: 0.9,
      result,
      matchDay: '2018-06-27',
      kickoff: feed + id,
    });
    const repo = { settled: async () => [pick(1, 'win'), pick(2, 'loss')] } as unknown as ArenaRepo;
    const arena = new ArenaService(
      repo,
      recordingSource(),
      () => wall,
      () => feed,
    );
    const stats = await arena.stats(2);
    expect(stats.hitRate).toBe(50);
    expect([stats.hitRate3d, stats.hitRate5d, stats.hitRate7d]).toEqual([50, 50, 50]);
  });

  it('without a feed clock both are the gateway day (one process on a live day)', () => {
    const arena = new ArenaService({} as ArenaRepo, recordingSource(), () => wall);
    expect(arena.matchDay()).toBe(arena.today());
  });
});
