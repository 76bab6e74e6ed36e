import { describe, expect, it } from 'vitest';
import { testStandingRow } from '../../components/test-fixtures.tsx';
import { testScheduleItem } from '../../model/test-schedule-item.ts';
import { positionRace } from './position-race.ts';

const result = (round: number, homeId: string, awayId: string, home: number, away: number, state = -1) =>
  testScheduleItem({
    id: `${round}${homeId}${awayId}`,
    round: `第${round}轮`,
    homeId,
    awayId,
    state,
    homeScore: state === -1 ? home : null,
    awayScore: state === -1 ? away : null,
  });

// Four clubs; the table as it stands after round 2.
const table = [
  testStandingRow(1, 'a', 'A', { points: 6, played: 2 }),
  testStandingRow(2, 'b', 'B', { points: 3, played: 2 }),
  testStandingRow(3, 'c', 'C', { points: 3, played: 2 }),
  testStandingRow(4, 'd', 'D', { points: 0, played: 2 }),
];

describe('排名走势: the team’s place after each round', () => {
  it('ranks by points, then goal difference, then goals scored', () => {
    const season = [
      result(1, 'c', 'd', 3, 0), // c first on goal difference
      result(1, 'a', 'b', 1, 0),
      result(2, 'a', 'c', 2, 0),
      result(2, 'b', 'd', 4, 0),
      result(3, 'a', 'd', 0, 0, 0), // still to come: no point for round 3
    ];
    expect(positionRace(season, table, 'c')).toEqual([
      { round: 1, position: 1 },
      { round: 2, position: 3 },
    ]);
    expect(positionRace(season, table, 'b').map((p) => p.position)).toEqual([3, 2]);
  });

  it('the last round takes the table’s own rank (its tie-break may be head to head), the header’s 排名', () => {
    // b and c level on points; b's goal difference is better, but the league (中超: head to head) put c first.
    const season = [result(1, 'b', 'd', 3, 0), result(1, 'c', 'a', 1, 0), result(2, 'a', 'b', 0, 0, 0)];
    const headToHead = [
      testStandingRow(1, 'c', 'C', { points: 3 }),
      testStandingRow(2, 'b', 'B', { points: 3 }),
      testStandingRow(3, 'a', 'A'),
      testStandingRow(4, 'd', 'D'),
    ];
    expect(positionRace(season, headToHead, 'c')).toEqual([{ round: 1, position: 1 }]);
    // A table that counted other games (a play-off) than the rounds does not overrule them.
    const other = headToHead.map((r) => (r.teamId === 'c' ? { ...r, points: 6 } : r));
    expect(positionRace(season, other, 'c')).toEqual([{ round: 1, position: 2 }]);
  });

  it('a team the table does not list has no line', () => {
    expect(positionRace([result(1, 'a', 'b', 1, 0)], table, 'x')).toEqual([]);
  });
});
