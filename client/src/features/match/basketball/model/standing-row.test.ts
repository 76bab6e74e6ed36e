import { describe, expect, it } from 'vitest';
import { type BasketballStandingRow, standingLines } from './standing-row.ts';

const row = (
  teamId: string,
  rank: number,
  over: Partial<BasketballStandingRow> = {},
): BasketballStandingRow => ({
  rank,
  teamId,
  teamName: teamId,
  played: 17,
  win: 12,
  lose: 5,
  winRate: 70.6,
  pointsFor: 1900,
  pointsAgainst: 1800,
  ...over,
});

describe('basketball 联赛排名 rows', () => {
  it('sort by rank, print 胜-负, 胜率 and points per game, and mark the match’s two teams 主 / 客', () => {
    const lines = standingLines([row('a', 5), row('x', 1), row('h', 3)], 'h', 'a');
    expect(lines.map((l) => [l.row.rank, l.mark])).toEqual([
      [1, null],
      [3, 'home'],
      [5, 'away'],
    ]);
    expect(lines[0]).toMatchObject({
      record: '12-5',
      winRate: '70.6%',
      forPerGame: '111.8',
      againstPerGame: '105.9',
    });
  });

  it('a team yet to play shows - rather than 0.0% or NaN', () => {
    const [line] = standingLines(
      [row('h', 1, { played: 0, win: 0, lose: 0, winRate: 0, pointsFor: 0, pointsAgainst: 0 })],
      'h',
      'a',
    );
    expect(line).toMatchObject({ record: '0-0', winRate: '-', forPerGame: '-', againstPerGame: '-' });
  });
});
