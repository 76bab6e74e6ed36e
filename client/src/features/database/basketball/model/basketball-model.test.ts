import { describe, expect, it } from 'vitest';
import { at, game, standingRow } from '../components/test-answers.ts';
import { basketballPath, basketballSeasonAndTab, basketballTeamPath } from './basketball-paths.ts';
import { groupByBeijingDay, monthLabel, overtimeLabel } from './schedule-days.ts';
import { optionalColumns, standingsGroups, streakLabel, winRateText } from './standings-format.ts';
import { teamSeason } from './team-season.ts';
import { columnsFor, DEFAULT_SORT, nextSort, STAT_COLUMNS, sortStats } from './team-stat-columns.ts';

describe('[BB1] 积分榜 by conference', () => {
  it('splits 东部 and 西部 (东部 first), each in the feed’s rank order', () => {
    const groups = standingsGroups([
      standingRow(2, 'lal', '湖人', { conference: '西部' }),
      standingRow(3, 'bos', '凯尔特人', { conference: '东部' }),
      standingRow(1, 'gsw', '勇士', { conference: '西部' }),
      standingRow(4, 'mia', '热火', { conference: '东部' }),
    ]);
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.teamName)])).toEqual([
      ['东部', ['凯尔特人', '热火']],
      ['西部', ['勇士', '湖人']],
    ]);
  });

  it('a league without conferences is one table', () => {
    const groups = standingsGroups([standingRow(2, 'b', '乙'), standingRow(1, 'a', '甲')]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.name).toBeNull();
    expect(groups[0]?.rows.map((r) => r.teamId)).toEqual(['a', 'b']);
  });

  it('columns the feed leaves out are not shown; those it gives are', () => {
    expect(optionalColumns([standingRow(1, 'a', '甲')])).toEqual({
      gamesBehind: false,
      home: false,
      away: false,
      last10: false,
      streak: false,
    });
    const full = standingRow(1, 'a', '甲', {
      homeWin: 1,
      homeLose: 0,
      last10Win: 7,
      last10Lose: 3,
      streak: 0,
    });
    expect(optionalColumns([full])).toMatchObject({ home: true, away: false, last10: true, streak: true });
  });
});

describe('[BB2][BB3] 胜率 and 连胜/连败 as Chinese sites print them', () => {
  it('胜率 is a percent with one decimal (72.0%)', () => {
    expect([winRateText(72), winRateText(66.7), winRateText(0)]).toEqual(['72.0%', '66.7%', '0.0%']);
  });

  it('3 is 3连胜 in red (good), −2 is 2连败 in green, 0 is a dash', () => {
    expect(streakLabel(3)).toEqual({ text: '3连胜', tone: 'win' });
    expect(streakLabel(-2)).toEqual({ text: '2连败', tone: 'lose' });
    expect(streakLabel(0)).toEqual({ text: '-', tone: null });
  });
});

describe('[BB4] 赛程赛果 days are Beijing days', () => {
  it('a game at 23:30 Beijing and one at 00:30 the next Beijing day fall on different days, in tip-off order', () => {
    const days = groupByBeijingDay([
      game('late', at(16.5), ['a', '甲', null], ['b', '乙', null]), // 10-18 00:30 Beijing
      game('early', at(15.5), ['c', '丙', null], ['d', '丁', null]), // 10-17 23:30 Beijing
      game('morning', at(0), ['e', '戊', null], ['f', '己', null]), // 10-17 08:00 Beijing
    ]);
    expect(days.map((d) => [d.label, d.games.map((g) => g.id)])).toEqual([
      ['2018-10-17 星期三', ['morning', 'early']],
      ['2018-10-18 星期四', ['late']],
    ]);
  });

  it('months read 2018年10月; overtime reads 加时, 双加时, 三加时, then 4加时', () => {
    expect([monthLabel('2018-10'), monthLabel('2019-04')]).toEqual(['2018年10月', '2019年4月']);
    expect([0, 1, 2, 3, 4].map(overtimeLabel)).toEqual(['', '加时', '双加时', '三加时', '4加时']);
    expect(overtimeLabel(undefined)).toBe('');
  });
});

describe('[BB6] a team’s season keeps a running record', () => {
  it('counts wins and losses game by game, home or away, and carries it over games not played yet', () => {
    const games = [
      game('g2', at(48), ['lal', '湖人', 100], ['bos', '凯尔特人', 110]),
      game('g1', at(0), ['bos', '凯尔特人', 120], ['mia', '热火', 101]),
      game('g3', at(96), ['bos', '凯尔特人', 99], ['gsw', '勇士', 108], 1),
      game('g4', at(144), ['bos', '凯尔特人', null], ['lal', '湖人', null]),
      game('other', at(10), ['lal', '湖人', 90], ['gsw', '勇士', 80]),
    ];
    expect(
      teamSeason(games, 'bos').map((t) => [
        t.game.id,
        t.atHome,
        t.opponentName,
        t.result,
        `${t.win}-${t.lose}`,
      ]),
    ).toEqual([
      ['g1', false, '热火', '胜', '1-0'],
      ['g2', true, '湖人', '胜', '2-0'],
      ['g3', false, '勇士', '负', '2-1'],
      ['g4', false, '湖人', null, '2-1'],
    ]);
  });
});

describe('[BB7][BB8] 球队统计 columns and sorting', () => {
  const rows = [
    { teamId: 'a', teamName: '甲', played: 10, pointsFor: 110.5, pointsAgainst: 100.1 },
    { teamId: 'b', teamName: '乙', played: 10, pointsFor: 115.2, pointsAgainst: 112.9 },
    { teamId: 'c', teamName: '丙', played: 10, pointsFor: 108.0, pointsAgainst: 99.0 },
  ];

  it('a season without box scores shows no 篮板 … 罚球% columns', () => {
    expect(columnsFor(rows).map((c) => c.label)).toEqual(['场次', '场均得分', '场均失分', '净胜分']);
    expect(
      columnsFor([{ ...rows[0], rebounds: 44.1, fgPct: 0.471 } as (typeof rows)[0]]).map((c) => c.label),
    ).toContain('投篮%');
  });

  it('opens on 场均得分 highest first; a click on the same header flips it', () => {
    expect(sortStats(rows, DEFAULT_SORT).map((r) => r.teamId)).toEqual(['b', 'a', 'c']);
    const points = STAT_COLUMNS.find((c) => c.key === 'pointsFor');
    if (!points) throw new Error('no 场均得分 column');
    const flipped = nextSort(DEFAULT_SORT, points);
    expect(flipped).toEqual({ key: 'pointsFor', dir: 'asc' });
    expect(sortStats(rows, flipped).map((r) => r.teamId)).toEqual(['c', 'a', 'b']);
  });

  it('a fewer-is-better column (场均失分) starts with the fewest; 净胜分 with the best', () => {
    const against = STAT_COLUMNS.find((c) => c.key === 'pointsAgainst');
    const net = STAT_COLUMNS.find((c) => c.key === 'net');
    if (!against || !net) throw new Error('columns missing');
    expect(sortStats(rows, nextSort(DEFAULT_SORT, against)).map((r) => r.teamId)).toEqual(['c', 'a', 'b']);
    expect(sortStats(rows, nextSort(DEFAULT_SORT, net)).map((r) => r.teamId)).toEqual(['a', 'c', 'b']);
  });
});

describe('basketball 资料库 addresses', () => {
  it('builds /database/basketball/1[/season][/tab] and the team link to its 球队资料 of that season', () => {
    expect(basketballPath('1')).toBe('/database/basketball/1');
    expect(basketballPath('1', null, 'stats')).toBe('/database/basketball/1/stats');
    expect(basketballPath('1', '2018-2019', 'schedule')).toBe('/database/basketball/1/2018-2019/schedule');
    expect(basketballTeamPath('1', '2018-2019', 'bos')).toBe('/database/basketball/1/2018-2019/team/bos');
  });

  it('reads "1/schedule" as the tab and rejects a tab or season slot that is neither', () => {
    expect(basketballSeasonAndTab({})).toEqual({ season: null, tab: '' });
    expect(basketballSeasonAndTab({ season: 'schedule' })).toEqual({ season: null, tab: 'schedule' });
    expect(basketballSeasonAndTab({ season: '2018-2019', tab: 'stats' })).toEqual({
      season: '2018-2019',
      tab: 'stats',
    });
    expect(basketballSeasonAndTab({ season: '2018-2019', tab: 'bogus' }).tab).toBeNull();
    expect(basketballSeasonAndTab({ season: 'bogus' }).tab).toBeNull();
    expect(basketballSeasonAndTab({ season: 'schedule', tab: 'stats' }).tab).toBeNull();
  });
});
