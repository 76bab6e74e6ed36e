import { BEIJING_TIME_ZONE, type DatabaseIndex, type ScheduleItem } from '@kuyi/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayZone } from '../../../lib/time/display-zone.ts';
import { bracketOf, thirdPlaceOf, winnerOf } from './bracket.ts';
import { currentStage } from './current-stage.ts';
import { leaguePath, seasonAndTab } from './database-paths.ts';
import { handicapText, kickoffText, scoreText, totalText } from './format.ts';
import { letGoalRows, overUnderRows } from './line-records.ts';
import { pointsRace } from './points-race.ts';
import { searchCompetitions } from './search-competitions.ts';

const match = (over: Partial<ScheduleItem>): ScheduleItem => ({
  id: 'm',
  round: '第1轮',
  group: null,
  kickoff: 0,
  homeId: 'a',
  homeName: 'A',
  awayId: 'b',
  awayName: 'B',
  state: -1,
  homeScore: 0,
  awayScore: 0,
  homeHalf: null,
  awayHalf: null,
  asianLine: null,
  ouLine: null,
  ...over,
});

const comp = (id: string, name: string, alias: string, region: string) => ({
  id,
  name,
  alias,
  region,
  color: '#000',
  kind: 'league' as const,
  sport: 'football' as const,
  currentSeason: '2026',
});

describe('[issue12] database page models', () => {
  it('search finds a competition by Chinese name or English alias and drops empty regions', () => {
    const index: DatabaseIndex = {
      regions: [
        { region: '中国', competitions: [comp('60', '中超', 'Chinese Super League', '中国')] },
        { region: '英格兰', competitions: [comp('36', '英超', 'English Premier League', '英格兰')] },
      ],
    };
    expect(searchCompetitions(index, '中超').map((r) => r.region)).toEqual(['中国']);
    expect(searchCompetitions(index, 'premier').flatMap((r) => r.competitions.map((c) => c.id))).toEqual([
      '36',
    ]);
    expect(searchCompetitions(index, '  ')).toHaveLength(2);
    expect(searchCompetitions(index, '德甲')).toEqual([]);
  });

  it('season and sub-page come from the path, with the season optional', () => {
    expect(seasonAndTab({ season: '2019', tab: 'size' })).toEqual({ season: '2019', tab: 'size' });
    expect(seasonAndTab({ season: 'size' })).toEqual({ season: null, tab: 'size' });
    expect(seasonAndTab({ season: '2025-2026' })).toEqual({ season: '2025-2026', tab: '' });
    expect(seasonAndTab({ season: 'nope' }).tab).toBeNull();
    // Not a season: two years that do not follow each other.
    expect(seasonAndTab({ season: '2025-2027' })).toEqual({ season: null, tab: null });
    expect(leaguePath('60', '2019', 'size')).toBe('/database/league/60/2019/size');
  });

  it('the points race adds 3/1/0 per league round and leaves play-offs out', () => {
    const rows = pointsRace(
      [
        match({ round: '第1轮', homeScore: 2, awayScore: 0 }),
        match({ round: '第2轮', homeId: 'b', awayId: 'a', homeScore: 1, awayScore: 1 }),
        match({ round: '季后赛', homeScore: 5, awayScore: 0 }),
      ],
      ['a', 'b'],
    );
    expect(rows).toEqual([
      { round: 1, a: 3, b: 0 },
      { round: 2, a: 4, b: 1 },
    ]);
  });

  it('the points race stops at the last round played, not at the last round on the calendar', () => {
    // Round 2 is played, rounds 3 and 4 are still to come (VS): the lines end at round 2, not flat to 4.
    const rows = pointsRace(
      [
        match({ round: '第1轮', homeScore: 2, awayScore: 0 }),
        match({ round: '第2轮', homeId: 'b', awayId: 'a', homeScore: 1, awayScore: 1 }),
        match({ round: '第3轮', state: 0, homeScore: null, awayScore: null }),
        match({ round: '第4轮', state: 0, homeScore: null, awayScore: null }),
      ],
      ['a', 'b'],
    );
    expect(rows.map((r) => r.round)).toEqual([1, 2]);
  });

  it('[D6] cup 盘路 and 大小 settle against the closing lines, quarter lines split', () => {
    const ms = [
      // A gives a quarter goal (0.25) and wins 1-0: A wins, B loses.
      match({ homeScore: 1, awayScore: 0, asianLine: 0.25, ouLine: 2.5 }),
      // A gives 0.25 and draws: half loss for A (counts as a loss), half win for B.
      match({ id: 'n', homeScore: 1, awayScore: 1, asianLine: 0.25, ouLine: 2 }),
    ];
    const lg = letGoalRows(ms);
    expect(lg.find((r) => r.teamId === 'a')).toMatchObject({ played: 2, win: 1, lose: 1, push: 0 });
    expect(lg.find((r) => r.teamId === 'b')).toMatchObject({ played: 2, win: 1, lose: 1, push: 0 });
    const ou = overUnderRows(ms);
    // 1 goal under 2.5; 2 goals on a line of 2 is a push.
    expect(ou.find((r) => r.teamId === 'a')).toMatchObject({ over: 0, push: 1, under: 1 });
  });

  it('[D4] the fixture list writes lines as the odds centre does: beyond three goals, and 大小 quarter lines as pairs', () => {
    expect(handicapText(3.25)).toBe('三/三球半');
    expect(handicapText(-3.5)).toBe('受三球半');
    expect(handicapText(0)).toBe('平手');
    expect(handicapText(null)).toBe('-');
    expect(totalText(2.75)).toBe('2.5/3');
    expect(totalText(3)).toBe('3');
    expect(totalText(null)).toBe('-');
  });

  it('[D6] a cup tie won in extra time settles on its 90 minutes; one without a 90-minute score is left out', () => {
    // 2018: Russia 2-2 Croatia after extra time, 1-1 at 90 minutes: 小 on 2.5 and a push on a level line.
    const et = match({ homeScore: 2, awayScore: 2, homeRegular: 1, awayRegular: 1, extraTime: true });
    const ms = [{ ...et, asianLine: 0, ouLine: 2.5 }];
    expect(overUnderRows(ms).find((r) => r.teamId === 'a')).toMatchObject({ played: 1, over: 0, under: 1 });
    expect(letGoalRows(ms).find((r) => r.teamId === 'b')).toMatchObject({ played: 1, push: 1 });
    const unknown = { ...et, homeRegular: null, awayRegular: null, asianLine: 0, ouLine: 2.5 };
    expect(overUnderRows([unknown]).find((r) => r.teamId === 'a')?.played ?? 0).toBe(0);
  });

  it('the bracket continues to the final with 待定 slots and marks who went through', () => {
    const qf = [1, 2, 3, 4].map((i) =>
      match({ id: `q${i}`, round: '1/4决赛', homeScore: 2, awayScore: i % 2 }),
    );
    const cols = bracketOf([
      { name: '小组赛', matches: [match({})] },
      { name: '1/4决赛', matches: qf },
    ]);
    expect(cols.map((c) => [c.name, c.ties.length])).toEqual([
      ['1/4决赛', 4],
      ['半决赛', 2],
      ['决赛', 1],
    ]);
    expect(cols[1]?.ties.every((t) => t === null)).toBe(true);
    expect(winnerOf(qf[0] as ScheduleItem)).toBe('home');
    expect(winnerOf(match({ homeScore: 1, awayScore: 1 }))).toBeNull();
  });

  it('a tie sits level with the two that fed it, and the 三四名决赛 is no round of the bracket', () => {
    // 2018: the 1/8决赛 by match number; 1/4决赛 58 (巴西–比利时) was fed by 53 and 54, not by 51 and 52.
    const tie = (id: string, round: string, h: string, a: string) =>
      match({ id, round, homeId: h, homeName: h, awayId: a, awayName: a, homeScore: 1, awayScore: 0 });
    const r16 = [
      tie('49', '1/8决赛', 'URU', 'POR'),
      tie('50', '1/8决赛', 'FRA', 'ARG'),
      tie('51', '1/8决赛', 'ESP', 'RUS'),
      tie('52', '1/8决赛', 'CRO', 'DEN'),
      tie('53', '1/8决赛', 'BRA', 'MEX'),
      tie('54', '1/8决赛', 'BEL', 'JPN'),
      tie('55', '1/8决赛', 'SWE', 'SUI'),
      tie('56', '1/8决赛', 'COL', 'ENG'),
    ];
    const qf = [
      tie('57', '1/4决赛', 'URU', 'FRA'),
      tie('58', '1/4决赛', 'BRA', 'BEL'),
      tie('59', '1/4决赛', 'SWE', 'ENG'),
      tie('60', '1/4决赛', 'RUS', 'CRO'),
    ];
    const stages = [
      { name: '1/8决赛', matches: r16 },
      { name: '1/4决赛', matches: qf },
      { name: '半决赛', matches: [tie('61', '半决赛', 'FRA', 'BEL'), tie('62', '半决赛', 'CRO', 'ENG')] },
      { name: '三四名决赛', matches: [tie('63', '三四名决赛', 'BEL', 'ENG')] },
      { name: '决赛', matches: [tie('64', '决赛', 'FRA', 'CRO')] },
    ];
    const cols = bracketOf(stages);
    expect(cols.map((c) => c.name)).toEqual(['1/8决赛', '1/4决赛', '半决赛', '决赛']);
    expect(cols[0]?.ties.map((t) => t?.id)).toEqual(['49', '50', '53', '54', '51', '52', '55', '56']);
    expect(cols[1]?.ties.map((t) => t?.id)).toEqual(['57', '58', '60', '59']);
    expect(thirdPlaceOf(stages)?.id).toBe('63');
  });

  it('a cup opens on the stage being played, or the last one once every match is over', () => {
    const stages = [
      { name: '小组赛', matches: [match({}), match({ id: 'g2', state: 1 })] },
      { name: '1/8决赛', matches: [match({ id: 'k', homeName: '待定', state: 0 })] },
      { name: '决赛', matches: [match({ id: 'f', state: 0 })] },
    ];
    expect(currentStage(stages)).toBe('小组赛');
    expect(
      currentStage([
        { name: '小组赛', matches: [match({})] },
        { name: '决赛', matches: [match({})] },
      ]),
    ).toBe('决赛');
  });

  it('a tie level after extra time goes to the shoot-out winner and reads 1-1 (点球 3-4)', () => {
    const tie = match({ round: '1/8决赛', homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 4 });
    expect(winnerOf(tie)).toBe('away');
    expect(scoreText(tie)).toBe('1-1 (点球 3-4)');
    expect(scoreText(match({ homeScore: 2, awayScore: 1 }))).toBe('2-1');
    expect(scoreText(match({ homeScore: null, awayScore: null }))).toBe('VS');
  });

  it('[D3] a match called off reads 推迟 / 取消 / 腰斩 in the fixture list, not VS as if still to come', () => {
    const none = { homeScore: null, awayScore: null };
    expect(scoreText(match({ ...none, state: -14 }))).toBe('推迟');
    expect(scoreText(match({ ...none, state: -10 }))).toBe('取消');
    expect(scoreText(match({ ...none, state: -12 }))).toBe('腰斩');
    expect(scoreText(match({ homeScore: 1, awayScore: 0, state: -12 }))).toBe('1-0 (腰斩)');
    expect(scoreText(match({ ...none, state: 0 }))).toBe('VS');
  });

  it('marks a result after extra time as /worldcup does: 2-1 (加时)', () => {
    expect(scoreText(match({ round: '半决赛', homeScore: 2, awayScore: 1, extraTime: true }))).toBe(
      '2-1 (加时)',
    );
    expect(scoreText(match({ homeScore: 2, awayScore: 1, extraTime: false }))).toBe('2-1');
  });
});

describe('[T1] database kick-off times', () => {
  afterEach(() => setDisplayZone(BEIJING_TIME_ZONE));

  it('read YYYY-MM-DD HH:mm on the display clock: Beijing by default, London when a fan abroad picks it', () => {
    const kickoff = Date.parse('2019-03-01T11:35:00Z');
    expect(kickoffText(kickoff)).toBe('2019-03-01 19:35');
    setDisplayZone('Europe/London');
    expect(kickoffText(kickoff)).toBe('2019-03-01 11:35');
    expect(kickoffText(Date.parse('2025-12-31T16:05:00Z'))).toBe('2025-12-31 16:05');
  });
});
