import { describe, expect, it } from 'vitest';
import { FOOTBALL_LEAGUES } from '../catalog/football-leagues.ts';
import { SyntheticSource } from './synthetic.ts';
import { scorersOf } from './synthetic-results.ts';

/**
 * The 射手榜 counts what the match pages show. A VAR check strikes off the latest goal standing (the header's
 * score goes back, 攻势图 draws a 进球无效); 韩K联 水原FC 2-0 全北现代 read 夏力诚 76' 3-0, then VAR 2-0, yet
 * the 射手榜 kept that goal and dropped 万勇磊's 74' one instead.
 */
const SCORING = new Set(['goal', 'penaltyGoal', 'ownGoal']);
const LATER = Date.UTC(2027, 0, 1);

describe('[issue12] a generated season’s 射手榜 agrees with its match pages', () => {
  it.each(['15', '60'])(
    'league %s: each scorer’s goals are those his match timelines leave standing',
    (id) => {
      const source = new SyntheticSource(7);
      const def = FOOTBALL_LEAGUES.find((d) => d.id === id);
      if (!def) throw new Error(id);
      const fixtures = source.catalog.cycleFixtures(def, '2026-11-27');
      const season = fixtures.map((f) => source.catalog.toSeasonFixture(f, LATER));
      const played = new Set(season.filter((f) => f.result).map((f) => f.id));
      const onPages = new Map<string, number>();
      let cancelled = 0;
      for (const f of fixtures) {
        if (!played.has(f.id)) continue;
        const standing: Record<'home' | 'away', { kind: string; player: string | null }[]> = {
          home: [],
          away: [],
        };
        for (const e of source.planFixture(f).timeline.events) {
          if (e.side !== 'home' && e.side !== 'away') continue;
          if (SCORING.has(e.kind)) standing[e.side].push(e);
          if (e.kind === 'goalCancelled') {
            standing[e.side].pop();
            cancelled++;
          }
        }
        for (const side of ['home', 'away'] as const)
          for (const e of standing[side]) {
            if (e.kind === 'ownGoal' || !e.player) continue;
            const key = `${side === 'home' ? f.home.id : f.away.id}:${e.player}`;
            onPages.set(key, (onPages.get(key) ?? 0) + 1);
          }
      }
      expect(cancelled).toBeGreaterThan(0);
      const table = scorersOf(source.football, fixtures, season);
      const tallied = new Map(table.map((r) => [`${r.teamId}:${r.player}`, r.goals]));
      expect(tallied).toEqual(onPages);
    },
  );
});
