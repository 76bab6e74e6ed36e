import { describe, expect, it } from 'vitest';
import { basketballWords } from '../basketball/commentary.ts';
import { BASKETBALL_LEAGUES } from '../catalog/basketball-leagues.ts';
import { SyntheticSource } from './synthetic.ts';

/** Rulebook quarter lengths: NBA, CBA and PBA play 12 minutes; FIBA leagues (欧篮联, KBL, B.League, NBL) 10. */
const QUARTER_MINUTES: Record<string, number> = {
  NBA: 12,
  CBA: 12,
  菲律宾PBA: 12,
  欧篮联: 10,
  韩篮甲: 10,
  日职篮: 10,
  澳洲NBL: 10,
};

describe('[quarters] a basketball game runs its own league’s quarter length', () => {
  it('every league’s games tip off with its quarter on the clock: CBA and PBA 12:00, FIBA leagues 10:00', () => {
    const source = new SyntheticSource(7);
    const days = ['2026-11-27', '2026-11-28', '2026-11-29'];
    for (const def of BASKETBALL_LEAGUES) {
      const minutes = QUARTER_MINUTES[def.name];
      expect(minutes, `${def.name} has a known quarter length`).toBeDefined();
      const games = days.flatMap((d) => source.basketballLeagueDay(def, d));
      expect(games.length, def.name).toBeGreaterThan(0);
      for (const game of games) {
        expect(game.quarterSeconds, def.name).toBe((minutes ?? 0) * 60);
        expect(basketballWords(game)[0]?.time, def.name).toBe(`第一节 ${minutes}:00`);
      }
    }
  });
});
