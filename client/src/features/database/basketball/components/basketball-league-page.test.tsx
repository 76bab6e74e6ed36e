import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basketballDatabaseApi } from '../api/basketball-database-api.ts';
import BasketballLeaguePage from './basketball-league-page.tsx';
import {
  at,
  game,
  nbaInfo,
  pointsAnswer,
  schedulesAnswer,
  standingRow,
  teamStatsAnswer,
} from './test-answers.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ok = <T,>(data: T) => ({ ok: true as const, data, msg: '' });

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/database/basketball/:leagueId/:season?/:tab?" element={<BasketballLeaguePage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

const nbaRows = [
  standingRow(1, 'bos', '凯尔特人', {
    conference: '东部',
    win: 30,
    lose: 10,
    gamesBehind: 0,
    homeWin: 17,
    homeLose: 3,
    awayWin: 13,
    awayLose: 7,
    last10Win: 8,
    last10Lose: 2,
    streak: 3,
  }),
  standingRow(2, 'gsw', '勇士', { conference: '西部', win: 28, lose: 12, gamesBehind: 0, streak: -2 }),
  standingRow(3, 'mia', '热火', { conference: '东部', win: 20, lose: 20, gamesBehind: 10, streak: 1 }),
];

describe('[BB1][BB2][BB3] 积分榜', () => {
  it('an NBA season shows 东部 and 西部 tables ranked within each, 72.0%-style 胜率, 3连胜 red and 2连败 green', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    open('/database/basketball/1');
    const tables = await screen.findAllByTestId('bb-standings-group');
    expect(tables.map((t) => t.querySelector('h2')?.textContent)).toEqual(['东部 积分榜', '西部 积分榜']);
    const [east, west] = tables as [HTMLElement, HTMLElement];
    const heads = [...east.querySelectorAll('th')].map((th) => th.textContent);
    expect(heads).toEqual([
      '排名',
      '球队',
      '胜',
      '负',
      '胜率',
      '胜差',
      '主场',
      '客场',
      '近10场',
      '连胜/连败',
      '场均得分',
      '场均失分',
    ]);
    const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent);
    const [bos, mia] = east.querySelectorAll('tbody tr') as unknown as [Element, Element];
    expect(cells(bos)).toEqual([
      '1',
      '凯尔特人',
      '30',
      '10',
      '75.0%',
      '-',
      '17-3',
      '13-7',
      '8-2',
      '3连胜',
      '110.0',
      '105.0',
    ]);
    expect(cells(mia).slice(0, 6)).toEqual(['2', '热火', '20', '20', '50.0%', '10']);
    expect(within(east).getByText('3连胜').className).toBe('bb-win');
    expect(within(west).getByText('2连败').className).toBe('bb-lose');
    expect(within(west).getByText('1').closest('td')?.className).toBe('db-rank');
  });

  it('a league without conferences is one 积分榜 without the columns its feed leaves out', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(
      ok(
        pointsAnswer(
          [standingRow(1, 'a', '广东'), standingRow(2, 'b', '辽宁')],
          nbaInfo({ id: '5', name: 'CBA' }),
        ),
      ),
    );
    open('/database/basketball/5');
    const tables = await screen.findAllByTestId('bb-standings');
    expect(tables).toHaveLength(1);
    expect([...(tables[0] as HTMLElement).querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      '排名',
      '球队',
      '胜',
      '负',
      '胜率',
      '场均得分',
      '场均失分',
    ]);
  });

  it('a team name opens its 球队资料 of the season shown, named even when the address leaves it out', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    open('/database/basketball/1');
    expect((await screen.findByRole('link', { name: '凯尔特人' })).getAttribute('href')).toBe(
      '/database/basketball/1/2026-2027/team/bos',
    );
  });

  it('a season without teams reads 暂无数据; the season picker changes the address', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer([])));
    open('/database/basketball/1');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('赛季'), { target: { value: '2018-2019' } });
    expect(where()).toBe('/database/basketball/1/2018-2019');
  });

  it('the tabs keep the address’s season: from /database/basketball/1 they read the standings only once', async () => {
    const points = vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    vi.spyOn(basketballDatabaseApi, 'teamStats').mockResolvedValue(ok(teamStatsAnswer([])));
    open('/database/basketball/1');
    fireEvent.click(await screen.findByRole('link', { name: '球队统计' }));
    expect(where()).toBe('/database/basketball/1/stats');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(points).toHaveBeenCalledTimes(1);
  });

  it('a failed read says why and offers 重试, which reads again', async () => {
    const points = vi
      .spyOn(basketballDatabaseApi, 'points')
      .mockResolvedValueOnce({ ok: false, code: 0, msg: '网络异常，请稍后再试' })
      .mockResolvedValue(ok(pointsAnswer(nbaRows)));
    open('/database/basketball/1');
    expect(await screen.findByText('网络异常，请稍后再试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('凯尔特人')).toBeTruthy();
    expect(points).toHaveBeenCalledTimes(2);
  });

  it('an unknown tab is the 404 page, with no read', async () => {
    const points = vi.spyOn(basketballDatabaseApi, 'points');
    open('/database/basketball/1/2018-2019/bogus');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(points).not.toHaveBeenCalled();
  });
});

const month = [
  game('g1', at(0), ['lal', '湖人', 108], ['bos', '凯尔特人', 112]),
  game('g2', at(3), ['gsw', '勇士', 120], ['mia', '热火', 118], 2),
  game('g3', at(24), ['mia', '热火', null], ['lal', '湖人', null]),
];

describe('[BB4][BB5] 赛程赛果 by month', () => {
  it('lists Beijing days, 客队 before 主队, the score 客:主 with the winner bold, 加时 and 未开赛', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    vi.spyOn(basketballDatabaseApi, 'schedules').mockResolvedValue(ok(schedulesAnswer({ games: month })));
    open('/database/basketball/1/schedule');
    const table = await screen.findByTestId('bb-schedule');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      '时间',
      '客队',
      '比分',
      '主队',
    ]);
    expect([...table.querySelectorAll('.bb-day-row')].map((r) => r.textContent)).toEqual([
      '2018-10-17 星期三',
      '2018-10-18 星期四',
    ]);
    const row = (id: string) => table.querySelector(`[data-game-id="${id}"]`) as HTMLElement;
    expect([...row('g1').querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '08:00',
      '湖人',
      '108:112',
      '凯尔特人',
    ]);
    expect(within(row('g1')).getByText('112').className).toBe('bb-won');
    expect(within(row('g1')).getByText('凯尔特人').className).toBe('bb-won');
    expect(within(row('g2')).getByText('120').className).toBe('bb-won');
    expect(within(row('g2')).getByText('双加时')).toBeTruthy();
    expect(row('g3').querySelector('.bb-score')?.textContent).toBe('VS未开赛');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('赛程赛果 · 2018年10月');
  });

  it('[BB10] a score opens its game page; a game in play reads 进行中 and opens it too; a game to come and a league-log game open nothing', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    const games = [
      month[0] as (typeof month)[number],
      { ...game('g4', at(5), ['mia', '热火', null], ['gsw', '勇士', null]), live: true },
      month[2] as (typeof month)[number],
      { ...game('g5', at(6), ['bos', '凯尔特人', 99], ['mia', '热火', 101]), page: false },
    ];
    vi.spyOn(basketballDatabaseApi, 'schedules').mockResolvedValue(ok(schedulesAnswer({ games })));
    open('/database/basketball/1/schedule');
    const table = await screen.findByTestId('bb-schedule');
    const link = (id: string) =>
      table.querySelector(`[data-game-id="${id}"] .bb-score a`)?.getAttribute('href') ?? null;
    expect(link('g1')).toBe('/livedetail/basketball/g1/live');
    expect(link('g4')).toBe('/livedetail/basketball/g4/live');
    expect(table.querySelector('[data-game-id="g4"] .bb-score')?.textContent).toBe('进行中');
    expect([link('g3'), link('g5')]).toEqual([null, null]);
    expect(table.querySelector('[data-game-id="g5"] .bb-score')?.textContent).toBe('99:101');
  });

  it('下月 and the month select read another month through the address; the first month has no 上月', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    const schedules = vi
      .spyOn(basketballDatabaseApi, 'schedules')
      .mockImplementation(async (_id, _season, pick) =>
        ok(schedulesAnswer({ month: pick.month ?? '2018-10', games: month })),
      );
    open('/database/basketball/1/schedule');
    await screen.findByTestId('bb-schedule');
    expect((screen.getByRole('button', { name: '上月' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下月' }));
    expect(where()).toBe('/database/basketball/1/schedule?month=2018-11');
    expect(await screen.findByText('赛程赛果 · 2018年11月', { exact: false })).toBeTruthy();
    expect(schedules).toHaveBeenLastCalledWith(
      '1',
      '2026-2027',
      { month: '2018-11', teamId: null },
      expect.anything(),
    );
    fireEvent.change(screen.getByLabelText('月份'), { target: { value: '2018-12' } });
    expect(where()).toBe('/database/basketball/1/schedule?month=2018-12');
  });

  it('the real NBA season (date only) shows no made-up tip-off time', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    vi.spyOn(basketballDatabaseApi, 'schedules').mockResolvedValue(
      ok(schedulesAnswer({ league: nbaInfo({ dataSource: 'nba-stats' }), games: month })),
    );
    open('/database/basketball/1/2018-2019/schedule');
    const table = await screen.findByTestId('bb-schedule');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      '客队',
      '比分',
      '主队',
    ]);
    expect(table.textContent).not.toContain('08:00');
  });

  it('a month without games reads 暂无数据', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    vi.spyOn(basketballDatabaseApi, 'schedules').mockResolvedValue(ok(schedulesAnswer({ games: [] })));
    open('/database/basketball/1/schedule');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});

describe('[BB6] 赛程赛果 of one team (?team=)', () => {
  it('reads the team’s season, shows 胜/负 and the running record, and links back to every team', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    const schedules = vi.spyOn(basketballDatabaseApi, 'schedules').mockResolvedValue(
      ok(
        schedulesAnswer({
          month: null,
          teamId: 'bos',
          games: [
            game('g1', at(0), ['lal', '湖人', 108], ['bos', '凯尔特人', 112]),
            game('g2', at(48), ['bos', '凯尔特人', 99], ['gsw', '勇士', 101], 1),
            game('g3', at(96), ['bos', '凯尔特人', null], ['mia', '热火', null]),
          ],
        }),
      ),
    );
    open('/database/basketball/1/2018-2019/schedule?team=bos');
    const table = await screen.findByTestId('bb-team-schedule');
    expect(schedules).toHaveBeenCalledWith(
      '1',
      '2026-2027',
      { month: null, teamId: 'bos' },
      expect.anything(),
    );
    expect(screen.getByTestId('bb-team-season').querySelector('h2')?.textContent).toContain(
      '凯尔特人 本赛季赛程赛果1胜1负',
    );
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['主', '湖人', '108:112', '胜', '1胜0负'],
      ['客', '勇士', '99:101加时', '负', '1胜1负'],
      ['客', '热火', 'VS未开赛', '-', '-'],
    ]);
    expect(within(table).getByText('胜').className).toBe('bb-win');
    // The older ?team= address still reads; its heading leads on to the team's own page.
    expect(screen.getByRole('link', { name: '球队资料' }).getAttribute('href')).toBe(
      '/database/basketball/1/2026-2027/team/bos',
    );
    expect(within(table).getByRole('link', { name: '湖人' }).getAttribute('href')).toBe(
      '/database/basketball/1/2026-2027/team/lal',
    );
    fireEvent.click(screen.getByRole('link', { name: '查看全部球队' }));
    expect(where()).toBe('/database/basketball/1/2018-2019/schedule');
    expect(await screen.findByTestId('bb-schedule')).toBeTruthy();
  });
});

describe('[BB7][BB8] 球队统计', () => {
  it('sorts by a clicked header, again the other way; box-score columns show when the feed has them', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    vi.spyOn(basketballDatabaseApi, 'teamStats').mockResolvedValue(
      ok(
        teamStatsAnswer([
          {
            teamId: 'bos',
            teamName: '凯尔特人',
            played: 40,
            pointsFor: 112.4,
            pointsAgainst: 104.2,
            rebounds: 46.1,
            fgPct: 0.471,
          },
          {
            teamId: 'gsw',
            teamName: '勇士',
            played: 40,
            pointsFor: 117.7,
            pointsAgainst: 111.2,
            rebounds: 44.0,
            fgPct: 0.491,
          },
          {
            teamId: 'mia',
            teamName: '热火',
            played: 40,
            pointsFor: 105.6,
            pointsAgainst: 105.9,
            rebounds: 47.3,
            fgPct: 0.452,
          },
        ]),
      ),
    );
    open('/database/basketball/1/stats');
    const table = await screen.findByTestId('bb-team-stats');
    const order = () =>
      [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[1]?.textContent);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      '排名',
      '球队',
      '场次',
      '场均得分↓',
      '场均失分',
      '净胜分',
      '篮板',
      '投篮%',
    ]);
    expect(order()).toEqual(['勇士', '凯尔特人', '热火']);
    expect(within(table).getByRole('link', { name: '勇士' }).getAttribute('href')).toBe(
      '/database/basketball/1/2026-2027/team/gsw',
    );
    expect(within(table).getByText('47.1%')).toBeTruthy();
    expect(within(table).getByText('+8.2')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '篮板' }));
    expect(order()).toEqual(['热火', '凯尔特人', '勇士']);
    fireEvent.click(within(table).getByRole('button', { name: '篮板↓' }));
    expect(order()).toEqual(['勇士', '凯尔特人', '热火']);
    expect(within(table).getByRole('columnheader', { name: '篮板↑' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('a failed read keeps the header and offers 重试 for the table alone', async () => {
    vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(nbaRows)));
    vi.spyOn(basketballDatabaseApi, 'teamStats').mockResolvedValue({
      ok: false,
      code: 500,
      msg: '服务器错误（500）',
    });
    open('/database/basketball/1/stats');
    expect(await screen.findByText('服务器错误（500）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '球队统计' }).getAttribute('aria-current')).toBe('page');
  });
});
