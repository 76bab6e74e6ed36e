import { describe, expect, it } from 'vitest';
import { FOOTBALL_LEAGUES, tieBreakOf } from '../catalog/football-leagues.ts';
import { buildStandings, type ResultLine, ranksOfPlayed } from './standings.ts';

const teams = ['力帆', '亚泰', '泰达', '鲁能'].map((name, i) => ({ id: `t${i}`, name }));
const r = (homeId: string, awayId: string, home: number, away: number): ResultLine => ({
  homeId,
  awayId,
  home,
  away,
});

// 2018 中超's bottom three in small: 力帆 (t0), 亚泰 (t1) and 泰达 (t2) finish level on 5 points; 亚泰 has the
// best goal difference (its 6-0 over the fourth club), but took the fewest points in the games between the three.
const results = [
  r('t0', 't1', 1, 0),
  r('t1', 't2', 0, 0),
  r('t2', 't0', 0, 0),
  r('t0', 't3', 1, 1),
  r('t2', 't3', 1, 0),
  r('t1', 't3', 6, 0),
  r('t3', 't1', 0, 0),
];

describe('[D3] teams level on points', () => {
  it('by head to head (中超, La Liga, Serie A, the UEFA groups): the games between the level teams first', () => {
    const table = buildStandings(teams, results, 'all', 'headToHead');
    expect(table.slice(0, 3).map((x) => x.points)).toEqual([5, 5, 5]);
    // Between them: 力帆 4 points (a win, a draw), 泰达 2 (two draws), 亚泰 1.
    expect(table.map((x) => x.teamName)).toEqual(['力帆', '泰达', '亚泰', '鲁能']);
  });

  it('by goal difference where the league says nothing else: 亚泰 first on its +6', () => {
    const table = buildStandings(teams, results);
    expect(table[0]?.teamName).toBe('亚泰');
  });

  it('the catalog names each league’s rule: 中超, 西甲, 意甲 head to head; MLS and the Brasileirão wins', () => {
    expect(['60', '31', '34'].map(tieBreakOf)).toEqual(['headToHead', 'headToHead', 'headToHead']);
    expect(['21', '4'].map(tieBreakOf)).toEqual(['wins', 'wins']);
    expect(tieBreakOf('36')).toBe('goalDifference');
    expect(FOOTBALL_LEAGUES.some((l) => l.id === '60')).toBe(true);
  });
});

describe('[rounds] the [n] before a team name', () => {
  it('names the places of teams that have played, none for a team before its first game', () => {
    const table = buildStandings(teams, [r('t0', 't1', 2, 0)], 'all');
    const ranks = ranksOfPlayed(table);
    expect([...ranks.keys()].sort()).toEqual(['t0', 't1']);
    expect(ranks.get('t0')).toBe(1);
  });
});
