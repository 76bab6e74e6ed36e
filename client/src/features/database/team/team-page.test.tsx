import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseApi } from '../api/database-api.ts';
import { renderTeamPage, testPoints, testSchedules } from './test-team-season.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('球队资料: a team’s league season', () => {
  it('the header gives its name, league season (a link back), 排名, 积分 and 近期战绩 newest first', async () => {
    const { page } = renderTeamPage();
    await page();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('阿森纳');
    expect(screen.getByTestId('team-league-link').getAttribute('href')).toBe('/database/league/36/2025-2026');
    expect([text('team-rank'), text('team-points')]).toEqual(['第1名', '7']);
    expect(screen.getByText('2-1-0')).toBeTruthy();
    expect(screen.getByText('4/1')).toBeTruthy();
    expect(
      [...screen.getByTestId('team-form').querySelectorAll('i')].map((i) => [i.textContent, i.className]),
    ).toEqual([
      ['胜', 'win'],
      ['平', 'draw'],
      ['胜', 'win'],
    ]);
    expect(text('team-next')).toContain('第4轮');
    expect(text('team-next')).toContain('热刺');
    await vi.waitFor(() => expect(document.title).toBe('阿森纳 - 英超 2025-2026 - 资料库 - 酷易体育'));
  });

  it('主场 / 客场 come from the home and away tables; 场均 from the total; 盘路 and 大小 from the league’s rows', async () => {
    const { page } = renderTeamPage(undefined, {
      letGoal: [
        {
          rank: 1,
          teamId: '19',
          teamName: '阿森纳',
          played: 3,
          win: 2,
          push: 0,
          lose: 1,
          winRate: 66.7,
          net: 1,
        },
      ],
      overUnder: [
        { rank: 4, teamId: '19', teamName: '阿森纳', played: 3, over: 1, push: 0, under: 2, overRate: 33.3 },
      ],
    });
    await page();
    expect(text('team-home')).toBe('主场1胜 0平 0负1场 · 进2 失0 · 积3分');
    expect(text('team-away')).toBe('客场1胜 1平 0负2场 · 进2 失1 · 积4分');
    expect(text('team-goals')).toBe('场均进球 / 失球1.33 / 0.333场 · 净胜球 +3');
    expect(await screen.findByText('赢盘率 66.7%', { exact: false })).toBeTruthy();
    expect(text('team-letgoal')).toContain('赢2 走0 输1');
    expect(text('team-overunder')).toContain('大1 走0 小2');
  });

  it('赛程赛果 lists every fixture of the team with 主/客, its score and chip, 亚盘 as it read it; the next one is marked', async () => {
    const { page } = renderTeamPage();
    await page();
    const rows = within(screen.getByTestId('team-fixtures')).getAllByRole('row').slice(1);
    const cells = rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['1', '08-16', '主切尔西', '2-0胜', '半球', '赢'],
      ['2', '08-23', '客热刺', '1-1平', '平/半', '输半'],
      ['3', '08-30', '客切尔西', '1-0胜', '平手', '赢'],
      ['4', '09-06下一场', '主热刺', '19:30', '-', '-'],
    ]);
    expect(rows[3]?.className).toBe('tm-next');
    expect(text('team-fixture-count')).toBe('共4场 · 已赛3场');
    // Opponents open their own season page.
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '热刺' })
        .getAttribute('href'),
    ).toBe('/database/league/36/2025-2026/team/25');
  });

  it('球队射手 lists only the team’s players on the 射手榜, with their place there', async () => {
    const { page } = renderTeamPage(undefined, {
      shooter: [
        { rank: 1, player: '哈兰德', teamId: '30', teamName: '曼城', goals: 9, penalties: 1 },
        { rank: 2, player: '萨卡', teamId: '19', teamName: '阿森纳', goals: 3, penalties: 1 },
      ],
    });
    await page();
    const table = await screen.findByTestId('team-scorers');
    expect([...table.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual([
      '萨卡',
      '3',
      '1',
      '2',
    ]);
    expect(screen.queryByText('哈兰德')).toBeNull();
  });

  it('credits the season’s source as the league pages do', async () => {
    const { page } = renderTeamPage();
    await page();
    expect(text('source-credit')).toContain('football-data.co.uk');
  });
});

describe('球队资料: loading, errors, empty and unknown', () => {
  it('a failed read says why in Chinese and 重试 reads again', async () => {
    vi.spyOn(databaseApi, 'points').mockResolvedValueOnce({ ok: false, code: 500, msg: '服务器繁忙' });
    renderTeamPage();
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('team-page')).toBeTruthy();
    expect(databaseApi.points).toHaveBeenCalledTimes(2);
  });

  it('before its first game: no form, 暂无完场比赛, no 排名走势, and the fixtures still listed', async () => {
    const upcoming = testSchedules().matches.map((m) => ({
      ...m,
      state: 0,
      homeScore: null,
      awayScore: null,
    }));
    const { page } = renderTeamPage(undefined, {
      points: testPoints({ total: [], home: [], away: [] }),
      schedules: testSchedules(upcoming),
    });
    await page();
    expect(text('team-form')).toBe('暂无完场比赛');
    expect([text('team-rank'), text('team-points')]).toEqual(['-', '-']);
    expect(text('team-home')).toBe('主场暂无比赛');
    expect(screen.queryByTestId('position-chart')).toBeNull();
    expect(text('team-fixture-count')).toBe('共4场 · 已赛0场');
    // Nothing played yet: the 盘路 card says so, not that the source has no lines.
    expect(await within(screen.getByTestId('team-letgoal')).findByText('暂无完场比赛')).toBeTruthy();
  });

  it('a team the season does not have says so honestly and links back to the league season', async () => {
    const { page } = renderTeamPage('/database/league/36/2025-2026/team/999');
    await page();
    expect(text('team-unknown')).toContain('该赛季没有这支球队');
    expect(screen.getByRole('link', { name: '返回英超 2025-2026' }).getAttribute('href')).toBe(
      '/database/league/36/2025-2026',
    );
    expect(databaseApi.letGoal).not.toHaveBeenCalled();
  });

  it('a malformed address (no season label, a letter id) is the 404 page and reads nothing', () => {
    for (const path of ['/database/league/36/2025-2027/team/19', '/database/league/x/2025-2026/team/19']) {
      renderTeamPage(path);
      expect(screen.getByText('This page could not be found')).toBeTruthy();
      cleanup();
    }
    expect(databaseApi.points).not.toHaveBeenCalled();
  });
});
