import { describe, expect, it } from 'vitest';
import { at, game, pointsAnswer, standingRow, teamStatsAnswer } from '../../components/test-answers.ts';
import { teamSeason } from '../../model/team-season.ts';
import { marginTrend } from './margin-trend.ts';
import { recentResults } from './recent-results.ts';
import { statCompare } from './stat-compare.ts';
import { teamStanding } from './team-standing.ts';

// Every fixture goes through the shared zod schemas (test-answers.ts), so it has the wire's shape.
const rows = pointsAnswer([
  standingRow(1, 'gsw', '勇士', { conference: '西部', division: '太平洋赛区' }),
  standingRow(2, 'bos', '凯尔特人', { conference: '东部', division: '大西洋赛区' }),
  standingRow(3, 'mil', '雄鹿', { conference: '东部', division: '中部赛区' }),
  standingRow(4, 'phi', '76人', { conference: '东部', division: '大西洋赛区' }),
  standingRow(5, 'lal', '湖人', { conference: '西部', division: '太平洋赛区' }),
]).rows;

describe('[BBT1] where the team stands', () => {
  it('league-wide by the feed’s rank, in its conference and its division by place among their rows', () => {
    const phi = teamStanding(rows, 'phi');
    expect(phi && [phi.league, phi.conference, phi.division]).toEqual([
      4,
      { name: '东部', place: 3 },
      { name: '大西洋赛区', place: 2 },
    ]);
    expect(teamStanding(rows, 'lal')?.conference).toEqual({ name: '西部', place: 2 });
  });

  it('a league without conferences has the league place only; a team not in the table is null', () => {
    const plain = pointsAnswer([standingRow(2, 'b', '辽宁'), standingRow(1, 'a', '广东')]).rows;
    expect(teamStanding(plain, 'b')).toMatchObject({ league: 2, conference: null, division: null });
    expect(teamStanding(rows, 'nobody')).toBeNull();
  });
});

const bos: [string, string] = ['bos', '凯尔特人'];
/** 凯尔特人's 12 games, one a day: 11 played (won the odd days, lost the even ones), the last to come. */
const twelve = Array.from({ length: 12 }, (_, i) => {
  const day = i + 1;
  const played = day <= 11;
  const won = day % 2 === 1;
  return day % 3 === 0
    ? game(
        `g${day}`,
        at(day * 24),
        [...bos, played ? (won ? 110 : 100) : null],
        ['lal', '湖人', played ? 105 : null],
      )
    : game(
        `g${day}`,
        at(day * 24),
        ['mia', '热火', played ? 105 : null],
        [...bos, played ? (won ? 110 : 100) : null],
        day === 2 ? 1 : undefined,
      );
});

describe('[BBT2] 近10场 chips', () => {
  it('are the last ten finished games, newest first; the game to come is not one', () => {
    const recent = recentResults(teamSeason(twelve, 'bos'));
    expect(recent.map((t) => t.game.id)).toEqual([
      'g11',
      'g10',
      'g9',
      'g8',
      'g7',
      'g6',
      'g5',
      'g4',
      'g3',
      'g2',
    ]);
    expect(recent.map((t) => t.result).join('')).toBe('胜负胜负胜负胜负胜负');
  });

  it('a team that has not played has none', () => {
    expect(recentResults(teamSeason([twelve[11] as (typeof twelve)[number]], 'bos'))).toEqual([]);
  });
});

describe('[BBT4] 得失分走势', () => {
  it('one point a finished game from the team’s side: its points, the opponent’s and the margin', () => {
    const trend = marginTrend(teamSeason(twelve, 'bos'));
    expect(trend).toHaveLength(11);
    expect(trend.slice(0, 3).map((p) => [p.n, p.pointsFor, p.pointsAgainst, p.margin])).toEqual([
      [1, 110, 105, 5],
      [2, 100, 105, -5],
      [3, 110, 105, 5],
    ]);
    expect(trend[2]?.label).toBe('10-20 客 湖人 110:105 胜');
    expect(trend[1]?.label).toBe('10-19 主 热火 100:105 负');
  });
});

describe('[BBT3] 场均数据对比', () => {
  const stats = teamStatsAnswer([
    {
      teamId: 'a',
      teamName: '甲',
      played: 10,
      pointsFor: 110,
      pointsAgainst: 100,
      rebounds: 47.7,
      turnovers: 12,
    },
    {
      teamId: 'b',
      teamName: '乙',
      played: 10,
      pointsFor: 120,
      pointsAgainst: 104,
      rebounds: 45.1,
      turnovers: 15,
    },
    {
      teamId: 'c',
      teamName: '丙',
      played: 10,
      pointsFor: 100,
      pointsAgainst: 110,
      rebounds: 47.7,
      turnovers: 14,
    },
    { teamId: 'd', teamName: '丁', played: 0, pointsFor: 0, pointsAgainst: 0 },
  ]).rows;

  it('gives the team’s figure, the mean of the teams that played, and its place (level teams share it)', () => {
    const lines = statCompare(stats, 'c');
    expect(lines.map((l) => [l.label, l.value, l.average, l.rank, l.teams, l.better])).toEqual([
      ['场均得分', '100.0', '110.0', 3, 3, false],
      ['场均失分', '110.0', '104.7', 3, 3, false],
      ['净胜分', '-10.0', '+5.3', 3, 3, false],
      ['篮板', '47.7', '46.8', 1, 3, true],
      ['失误', '14.0', '13.7', 2, 3, false],
    ]);
  });

  it('fewer is better for 失分 and 失误: the fewest is 第1', () => {
    const a = statCompare(stats, 'a');
    expect(a.find((l) => l.key === 'pointsAgainst')?.rank).toBe(1);
    expect(a.find((l) => l.key === 'turnovers')).toMatchObject({ rank: 1, better: true });
  });

  it('a league average margin that rounds to nothing reads 0.0, never -0.0', () => {
    const level = teamStatsAnswer([
      { teamId: 'a', teamName: '甲', played: 3, pointsFor: 110, pointsAgainst: 110.1 },
      { teamId: 'b', teamName: '乙', played: 3, pointsFor: 110, pointsAgainst: 110 },
      { teamId: 'c', teamName: '丙', played: 3, pointsFor: 110, pointsAgainst: 110 },
    ]).rows;
    expect(statCompare(level, 'a').find((l) => l.key === 'net')).toMatchObject({
      value: '-0.1',
      average: '0.0',
    });
  });

  it('a team without a finished game (or not in the answer) has nothing to compare', () => {
    expect(statCompare(stats, 'd')).toEqual([]);
    expect(statCompare(stats, 'zzz')).toEqual([]);
  });
});
