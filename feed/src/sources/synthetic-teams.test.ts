import { describe, expect, it } from 'vitest';
import { FOOTBALL_CUPS, FOOTBALL_LEAGUES } from '../catalog/football-leagues.ts';
import { cupTeams } from './synthetic-cups.ts';
import { SyntheticFootball } from './synthetic-football.ts';

describe('[issue17-8] a club has one id in its league and in the cups', () => {
  it('诺丁汉森林 of 英超 and of 欧联 is the same club (one id, the league spelling)', () => {
    const football = new SyntheticFootball(7);
    const epl = FOOTBALL_LEAGUES.find((l) => l.name === '英超');
    const uel = FOOTBALL_CUPS.find((c) => c.name === '欧联');
    expect(epl && uel).toBeTruthy();
    if (!epl || !uel) return;
    const inLeague = football.teamsOf(epl).find((t) => t.name === '诺丁汉森林');
    const inCup = cupTeams(uel).find((t) => t.name === '诺丁汉森林');
    expect(inLeague).toBeDefined();
    expect(inCup).toEqual(inLeague);
  });

  it('every cup club that also plays in a synthetic league has that league’s id', () => {
    const football = new SyntheticFootball(7);
    const leagueIds = new Map<string, string>();
    for (const l of FOOTBALL_LEAGUES) for (const t of football.teamsOf(l)) leagueIds.set(t.name, t.id);
    for (const cup of FOOTBALL_CUPS)
      for (const t of cupTeams(cup)) {
        const id = leagueIds.get(t.name);
        if (id) expect(t.id, `${cup.name} ${t.name}`).toBe(id);
      }
  });
});
