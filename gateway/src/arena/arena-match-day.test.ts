import { describe, expect, it } from 'vitest';
import type { ArenaRepo } from './arena-repo.ts';
import { ArenaService } from './arena-service.ts';
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

describe("[AR1] the arena's match day is the day the feed plays, its rounds the gateway's", () => {
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
    // Rankings and stats stay on the calendar the picks were settled on.
    expect(arena.today()).toBe('2026-11-26');
  });

  it('without a feed clock both are the gateway day (one process on a live day)', () => {
    const arena = new ArenaService({} as ArenaRepo, recordingSource(), () => wall);
    expect(arena.matchDay()).toBe(arena.today());
  });
});
