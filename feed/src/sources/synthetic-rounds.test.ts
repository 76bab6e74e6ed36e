import { describe, expect, it } from 'vitest';
import { FOOTBALL_LEAGUES } from '../catalog/football-leagues.ts';
import { addDays } from '../util/day-time.ts';
import { SyntheticCatalog } from './synthetic-catalog.ts';
import { SyntheticFootball } from './synthetic-football.ts';

/**
 * Building a day asks for the date of every earlier round of each league (the table before a fixture, the
 * 资料库's season). roundDates answers them in one walk; it must name the very dates roundDate names round by
 * round, on league days, rest days and across the turn of a cycle.
 */
describe('synthetic league rounds', () => {
  const football = new SyntheticFootball(7);
  const dates = Array.from({ length: 40 }, (_, i) => addDays('2026-07-01', i * 5 + (i % 3)));

  it('[rounds] roundDates gives, for every round, the date roundDate gives', () => {
    for (const def of FOOTBALL_LEAGUES)
      for (const date of dates) {
        const walk = football.roundDates(def, date);
        const byRound = walk.map((_, r) => football.roundDate(def, date, r));
        expect({ league: def.id, date, walk }).toEqual({ league: def.id, date, walk: byRound });
        expect(walk).toHaveLength(2 * (def.teams.length - 1));
      }
  });

  it('[rounds] the table before a round is the same for each of its fixtures and for a fresh catalog', () => {
    const catalog = new SyntheticCatalog(football);
    const day = football.dayFixtures('2026-11-27').filter((f) => f.comp.kind === 'league');
    expect(day.length).toBeGreaterThan(0);
    for (const f of day) {
      const fresh = new SyntheticCatalog(new SyntheticFootball(7)).ranksBefore(f);
      expect(catalog.ranksBefore(f)).toEqual(fresh);
      expect(fresh?.get(f.home.id)).toBeGreaterThan(0);
    }
  });

  it('[rounds] a team that has not played yet has no [n]: round 1 shows no ranks, round 2 ranks everyone', () => {
    const catalog = new SyntheticCatalog(football);
    const def = FOOTBALL_LEAGUES.find((d) => !d.top) ?? FOOTBALL_LEAGUES[0];
    if (!def) throw new Error('no league');
    const [first, second] = football.roundDates(def, '2026-11-27');
    const fixturesOn = (date: string | undefined) =>
      football.dayFixtures(date as string).filter((f) => f.comp.id === def.id);
    const opening = fixturesOn(first);
    expect(opening.length).toBeGreaterThan(0);
    for (const f of opening) expect(catalog.ranksBefore(f)?.size).toBe(0);
    for (const f of fixturesOn(second)) {
      const ranks = catalog.ranksBefore(f);
      expect([ranks?.get(f.home.id), ranks?.get(f.away.id)].every((n) => typeof n === 'number')).toBe(true);
    }
  });
});
