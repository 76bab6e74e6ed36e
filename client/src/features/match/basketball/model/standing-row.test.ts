import { basketballStandingRowSchema } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import {
  analysisLines,
  type BasketballStandingRow,
  conferencePlaces,
  standingColumns,
  standingTables,
} from './standing-row.ts';

/** A row as the feed's schema reads it: 12-5 by default, no optional column unless given. */
const row = (teamId: string, rank: number, over: Partial<BasketballStandingRow> = {}) =>
  basketballStandingRowSchema.parse({
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

/** An NBA row: the standings page's columns and a conference. */
const nba = (teamId: string, rank: number, conference: string, over: Partial<BasketballStandingRow> = {}) =>
  row(teamId, rank, {
    homeWin: 8,
    homeLose: 1,
    awayWin: 4,
    awayLose: 4,
    last10Win: 7,
    last10Lose: 3,
    streak: 3,
    gamesBehind: 0,
    conference,
    division: '大西洋赛区',
    ...over,
  });

describe('[BBM1] the 积分 tab’s tables', () => {
  it('a league without conferences is one table by rank, the match’s two teams marked 主 / 客', () => {
    const tables = standingTables([row('a', 5), row('x', 1), row('h', 3)], 'h', 'a');
    expect(tables).toHaveLength(1);
    expect(tables[0]?.name).toBeNull();
    expect(tables[0]?.lines.map((l) => [l.place, l.mark])).toEqual([
      ['1', null],
      ['3', 'home'],
      ['5', 'away'],
    ]);
    expect(tables[0]?.lines[0]).toMatchObject({
      winRate: '70.6%',
      forPerGame: '111.8',
      againstPerGame: '105.9',
    });
  });

  it('the NBA is 东部 then 西部, each placed 1, 2 … within itself in the feed’s order', () => {
    const tables = standingTables(
      [nba('w1', 1, '西部'), nba('e1', 2, '东部'), nba('w2', 3, '西部'), nba('e2', 4, '东部')],
      'e2',
      'w1',
    );
    expect(tables.map((t) => [t.name, t.lines.map((l) => `${l.place} ${l.row.teamId} ${l.mark}`)])).toEqual([
      ['东部', ['1 e1 null', '2 e2 home']],
      ['西部', ['1 w1 away', '2 w2 null']],
    ]);
  });

  it('prints 胜差 (- for the leader), 主场, 客场, 近10场 and a red 连胜 / green 连败', () => {
    const [leader, second] =
      standingTables([nba('a', 1, '东部'), nba('b', 2, '东部', { gamesBehind: 2.5, streak: -2 })], '', '')[0]
        ?.lines ?? [];
    expect(leader).toMatchObject({
      gamesBehind: '-',
      home: '8-1',
      away: '4-4',
      last10: '7-3',
      streak: { text: '3连胜', tone: 'win' },
    });
    expect(second).toMatchObject({ gamesBehind: '2.5', streak: { text: '2连败', tone: 'lose' } });
  });

  it('a team yet to play shows - rather than 0.0% or NaN', () => {
    const line = standingTables(
      [row('h', 1, { played: 0, win: 0, lose: 0, winRate: 0, pointsFor: 0, pointsAgainst: 0, streak: 0 })],
      'h',
      'a',
    )[0]?.lines[0];
    expect(line).toMatchObject({ winRate: '-', forPerGame: '-', againstPerGame: '-', streak: { text: '-' } });
  });

  it('shows an optional column only when the answer carries it', () => {
    expect(standingColumns([row('a', 1)])).toEqual({
      gamesBehind: false,
      home: false,
      away: false,
      last10: false,
      streak: false,
    });
    expect(Object.values(standingColumns([row('a', 1), nba('b', 2, '东部')])).every(Boolean)).toBe(true);
  });
});

describe('[BBM2] 分析’s 联赛排名 places', () => {
  const league = [nba('w1', 1, '西部'), nba('e1', 2, '东部'), nba('w2', 3, '西部'), nba('e2', 4, '东部')];

  it('with the league’s rows a conference team reads 东部第N / 西部第N', () => {
    const lines = analysisLines(
      [nba('e2', 4, '东部'), nba('w2', 3, '西部')],
      'e2',
      'w2',
      conferencePlaces(league),
    );
    expect(lines.map((l) => [l.row.teamId, l.place, l.mark])).toEqual([
      ['w2', '西部第2', 'away'],
      ['e2', '东部第2', 'home'],
    ]);
  });

  it('without them the league-wide rank is shown as such, with the conference', () => {
    const lines = analysisLines([nba('e2', 4, '东部')], 'e2', 'w2', null);
    expect(lines[0]?.place).toBe('联盟第4 · 东部');
    // A team missing from the league's rows (another instant's answer) is not given another team's place.
    expect(analysisLines([nba('e3', 5, '东部')], 'e3', '', conferencePlaces(league))[0]?.place).toBe(
      '联盟第5 · 东部',
    );
  });

  it('a league without conferences prints its rank', () => {
    expect(analysisLines([row('h', 3), row('a', 1)], 'h', 'a', null).map((l) => l.place)).toEqual(['1', '3']);
  });
});
