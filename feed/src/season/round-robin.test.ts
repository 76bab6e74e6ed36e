import { describe, expect, it } from 'vitest';
import { roundRobin } from './round-robin.ts';
import { buildStandings } from './standings.ts';

describe('season fixtures and tables', () => {
  /** A club's home (H) and away (A) matches through one cycle, rounds it sits out skipped. */
  const venues = (rounds: [number, number][][], club: number) =>
    rounds.flatMap((round) => round.flatMap(([h, a]) => (h === club ? ['H'] : a === club ? ['A'] : [])));
  const longestRun = (s: string) => Math.max(...(s.match(/H+|A+/g) ?? []).map((run) => run.length));

  it('a double round-robin: every club meets every other once at home and once away, one match a round', () => {
    for (let n = 3; n <= 30; n++) {
      const rounds = roundRobin(n);
      const size = n % 2 === 0 ? n : n + 1;
      expect(rounds).toHaveLength(2 * (size - 1));
      const pairs = new Set<string>();
      for (const round of rounds) {
        const clubs = round.flat();
        // An odd count gives one club a bye each round.
        expect(clubs).toHaveLength(size === n ? n : n - 1);
        expect(new Set(clubs).size).toBe(clubs.length);
        for (const [h, a] of round) pairs.add(`${h}-${a}`);
      }
      expect(pairs.size).toBe(n * (n - 1));
    }
  });

  it('fixtures alternate: no club plays more than two home (or away) matches running, into the next season too', () => {
    for (let n = 3; n <= 30; n++) {
      const rounds = roundRobin(n);
      for (let club = 0; club < n; club++) {
        // The next cycle starts over from round 1, so a fan's 近期战绩 can span the turn.
        const twoSeasons = [...venues(rounds, club), ...venues(rounds, club)].join('');
        expect(longestRun(twoSeasons), `${n} clubs, club ${club}: ${twoSeasons}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('the second half of a league season is the first with home and away swapped, in the same order', () => {
    for (let n = 6; n <= 30; n += 2) {
      const rounds = roundRobin(n);
      const half = n - 1;
      for (let r = 0; r < half; r++) {
        expect(rounds[r + half]).toEqual(rounds[r]?.map(([h, a]) => [a, h]));
      }
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
