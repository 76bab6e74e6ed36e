import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basketballDatabaseApi } from '../api/basketball-database-api.ts';
import {
  at,
  game,
  nbaInfo,
  pointsAnswer,
  schedulesAnswer,
  standingRow,
  teamStatsAnswer,
} from '../components/test-answers.ts';
import BasketballTeamPage from './basketball-team-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ok = <T,>(data: T) => ({ ok: true as const, data, msg: '' });

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/database/basketball/:leagueId/:season/team/:teamId" element={<BasketballTeamPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const PAGE = '/database/basketball/1/2026-2027/team/bos';
const text = (testId: string) => screen.getByTestId(testId).textContent;

const rows = [
  standingRow(1, 'gsw', '勇士', { conference: '西部', division: '太平洋赛区', win: 31, lose: 9, streak: -2 }),
  standingRow(2, 'bos', '凯尔特人', {
    conference: '东部',
    division: '大西洋赛区',
    win: 2,
    lose: 1,
    gamesBehind: 0,
    homeWin: 1,
    homeLose: 0,
    awayWin: 1,
    awayLose: 1,
    last10Win: 2,
    last10Lose: 1,
    streak: 1,
    pointsFor: 331,
    pointsAgainst: 315,
  }),
  standingRow(3, 'mia', '热火', { conference: '东部', division: '东南赛区' }),
];

/** 凯尔特人: beat 湖人 at home, lost at 勇士 after overtime, won at 热火; 湖人 away to come. */
const games = [
  game('g1', at(0), ['lal', '湖人', 108], ['bos', '凯尔特人', 112]),
  game('g2', at(48), ['bos', '凯尔特人', 99], ['gsw', '勇士', 101], 1),
  game('g3', at(96), ['bos', '凯尔特人', 120], ['mia', '热火', 102]),
  game('g4', at(144), ['bos', '凯尔特人', null], ['lal', '湖人', null]),
];

function answers(source: 'generated' | 'nba-stats' = 'generated', teamRows = rows) {
  const info = nbaInfo({ dataSource: source });
  vi.spyOn(basketballDatabaseApi, 'points').mockResolvedValue(ok(pointsAnswer(teamRows, info)));
  const schedules = vi
    .spyOn(basketballDatabaseApi, 'schedules')
    .mockResolvedValue(ok(schedulesAnswer({ league: info, month: null, teamId: 'bos', games })));
  vi.spyOn(basketballDatabaseApi, 'teamStats').mockResolvedValue(
    ok(
      teamStatsAnswer([
        {
          teamId: 'bos',
          teamName: '凯尔特人',
          played: 3,
          pointsFor: 110.3,
          pointsAgainst: 105,
          rebounds: 47.7,
        },
        { teamId: 'gsw', teamName: '勇士', played: 3, pointsFor: 115, pointsAgainst: 100, rebounds: 48.2 },
        { teamId: 'mia', teamName: '热火', played: 3, pointsFor: 101, pointsAgainst: 111, rebounds: 44 },
      ]),
    ),
  );
  return { schedules };
}

describe('篮球球队资料: one team’s season', () => {
  it('[BBT1][BBT2] the header: name, league season, 东部第1 and 联盟第2, 战绩, 胜率, 胜差, 连胜 in red, 近10场 chips newest first', async () => {
    const { schedules } = answers();
    open(PAGE);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(schedules).toHaveBeenCalledWith(
      '1',
      '2026-2027',
      { month: null, teamId: 'bos' },
      expect.anything(),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('凯尔特人球队资料');
    expect(screen.getByTestId('bbt-league-link').getAttribute('href')).toBe(
      '/database/basketball/1/2026-2027',
    );
    expect(screen.getByRole('link', { name: '资料库' }).getAttribute('href')).toBe('/database');
    expect(
      ['bbt-conference-rank', 'bbt-league-rank', 'bbt-division-rank', 'bbt-record', 'bbt-win-rate'].map(text),
    ).toEqual(['东部第1', '第2', '大西洋赛区第1', '2-1', '66.7%']);
    expect([text('bbt-games-behind'), text('bbt-streak'), text('bbt-last10')]).toEqual(['-', '1连胜', '2-1']);
    expect(screen.getByTestId('bbt-streak').className).toBe('bb-win');
    expect(
      [...screen.getByTestId('bbt-form').querySelectorAll('i')].map((i) => [i.textContent, i.className]),
    ).toEqual([
      ['胜', 'win'],
      ['负', 'lose'],
      ['胜', 'win'],
    ]);
    await vi.waitFor(() => expect(document.title).toBe('凯尔特人 - NBA 2026-2027 - 篮球资料库 - 酷易体育'));
  });

  it('[BBT1] the cards: 主场 / 客场 records, 场均得分 / 失分 from the season totals, 净胜分 per game', async () => {
    answers();
    open(PAGE);
    await screen.findByTestId('bbt-home');
    expect(text('bbt-home')).toBe('主场1胜 0负胜率 100.0%');
    expect(text('bbt-away')).toBe('客场1胜 1负胜率 50.0%');
    expect(text('bbt-points')).toBe('场均得分 / 失分110.3 / 105.0已赛3场');
    expect(text('bbt-net')).toBe('场均净胜分+5.3总净胜分 +16');
  });

  it('[BBT5] 赛程赛果: every game, 主/客, opponent linking to its page, the team’s score first, 加时, 胜/负, the record', async () => {
    answers();
    open(PAGE);
    const table = await screen.findByTestId('bbt-games');
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['10-17', '主湖人', '112:108', '胜', '1-0'],
      ['10-19', '客勇士', '99:101加时', '负', '1-1'],
      ['10-21', '客热火', '120:102', '胜', '2-1'],
      ['10-23下一场', '客湖人', '08:00未开赛', '-', '-'],
    ]);
    expect(text('bbt-game-count')).toBe('共4场 · 已赛3场');
    expect(within(table).getByRole('link', { name: '勇士' }).getAttribute('href')).toBe(
      '/database/basketball/1/2026-2027/team/gsw',
    );
    expect(within(table).getAllByText('负')[0]?.className).toBe('bb-lose');
  });

  it('the real season (date only) prints no 08:00 placeholder; 场均数据对比 ranks the team among all teams', async () => {
    answers('nba-stats');
    open('/database/basketball/1/2018-2019/team/bos');
    const table = await screen.findByTestId('bbt-games');
    expect(table.textContent).not.toContain('08:00');
    expect(table.querySelector('[data-game-id="g4"] .bb-score')?.textContent).toBe('未开赛');
    const compare = await screen.findByTestId('bbt-compare');
    const line = (key: string) =>
      [...(compare.querySelector(`[data-stat="${key}"]`)?.querySelectorAll('td') ?? [])].map(
        (td) => td.textContent,
      );
    expect(line('rebounds')).toEqual(['篮板', '47.7', '46.6', '第2']);
    expect(line('pointsFor')).toEqual(['场均得分', '110.3', '108.8', '第2']);
    expect(screen.getByTestId('source-credit').textContent).toContain('stats.nba.com');
  });

  it('[BBT4] 得失分走势 draws once recharts has loaded', async () => {
    answers();
    open(PAGE);
    const chart = await screen.findByTestId('bbt-trend');
    expect(chart.querySelector('h2')?.textContent).toContain('得失分走势');
    await vi.waitFor(() => expect(chart.querySelector('.recharts-responsive-container')).toBeTruthy());
  });

  it('a losing run reads 2连败 in green', async () => {
    answers(
      'generated',
      rows.map((r) => (r.teamId === 'bos' ? { ...r, streak: -2 } : r)),
    );
    open(PAGE);
    expect((await screen.findByTestId('bbt-streak')).className).toBe('bb-lose');
    expect(text('bbt-streak')).toBe('2连败');
  });

  it('a team the season does not have says so and leads back to the league season', async () => {
    answers();
    vi.spyOn(basketballDatabaseApi, 'schedules').mockResolvedValue({
      ok: false,
      code: 404,
      msg: '球队不存在',
    });
    open('/database/basketball/1/2026-2027/team/nobody');
    expect(await screen.findByText('该赛季没有这支球队。', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回NBA 2026-2027' }).getAttribute('href')).toBe(
      '/database/basketball/1/2026-2027',
    );
    expect(screen.queryByText('球队不存在')).toBeNull();
  });

  it('a failed read says why and offers 重试, which reads again', async () => {
    answers();
    const points = vi
      .spyOn(basketballDatabaseApi, 'points')
      .mockResolvedValueOnce({ ok: false, code: 0, msg: '网络异常，请稍后再试' })
      .mockResolvedValue(ok(pointsAnswer(rows)));
    open(PAGE);
    expect(await screen.findByText('网络异常，请稍后再试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('bbt-games')).toBeTruthy();
    expect(points).toHaveBeenCalledTimes(2);
  });

  it('a season slot that is no season is the 404 page, with no read', async () => {
    const points = vi.spyOn(basketballDatabaseApi, 'points');
    open('/database/basketball/1/bogus/team/bos');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(points).not.toHaveBeenCalled();
  });
});
