import { describe, expect, it } from 'vitest';
import { roundRobin } from './round-robin.ts';
import { buildStandings } from './standings.ts';

describe('season fixtures and tables', () => {
  it('a double round-robin: every club meets every other once at home and once away, one match a round', () => {
    for (const n of [4, 10, 20]) {
      const rounds = roundRobin(n);
      expect(rounds).toHaveLength(2 * (n - 1));
      const pairs = new Set<string>();
      for (const round of rounds) {
        const clubs = round.flat();
        expect(new Set(clubs).size).toBe(n);
        for (const [h, a] of round) pairs.add(`${h}-${a}`);
      }
      expect(pairs.size).toBe(n * (n - 1));
    }
  });

  it('the table orders by points, goal difference, goals scored', () => {
    const teams = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase() }));
    const table = buildStandings(teams, [
      { homeId: 'a', awayId: 'b', home: 2, away: 0 },
      { homeId: 'b', awayId: 'c', home: 3, away: 3 },
      { homeId: 'c', awayId: 'a', home: 1, away: 0 },
    ]);
    expect(table.map((r) => [r.teamId, r.points, r.goalDiff])).toEqual([
      ['c', 4, 1],
      ['a', 3, 1],
      ['b', 1, -2],
    ]);
    expect(table[0]?.form).toEqual(['胜', '平']);
  });
});
