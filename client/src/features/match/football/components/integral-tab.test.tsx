import type { LeaguePoints, StandingRow } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testInfo } from '../model/test-match.ts';
import IntegralTab from './integral-tab.tsx';

const row = (rank: number, teamId: string, teamName: string): StandingRow => ({
  rank,
  teamId,
  teamName,
  played: 11,
  win: 5,
  draw: 3,
  lose: 3,
  goalsFor: 15,
  goalsAgainst: 12,
  goalDiff: 3,
  points: 18,
  form: [],
});

function stubTable(total: StandingRow[]) {
  const data: LeaguePoints = {
    league: {
      id: 'l1',
      name: '英超',
      alias: 'Premier League',
      color: '#3b0a45',
      region: '英格兰',
      kind: 'league',
      sport: 'football',
      currentSeason: '2025-2026',
      seasons: ['2025-2026'],
      dataSource: 'generated',
    },
    season: '2025-2026',
    total,
    home: total,
    away: total,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 200, msg: '成功', data })),
  );
}

/** The tab links into the 资料库, so it renders inside a router as on the site. */
const renderTab = (tab: ReactElement) => render(<MemoryRouter>{tab}</MemoryRouter>);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('积分 tab', () => {
  it('says the [n] by the team names is the pre-match rank when the table now ranks either team otherwise', async () => {
    // The header reads [2] 阿森纳 and [7] 切尔西 (ranks before this round); the table counts the round's results.
    stubTable([row(1, 'x', '利物浦'), row(2, 'y', '曼城'), row(3, 'h', '阿森纳'), row(7, 'a', '切尔西')]);
    renderTab(<IntegralTab info={testInfo({ homeRank: 2, awayRank: 7 })} />);
    const note = await screen.findByTestId('rank-note');
    expect(note.textContent).toBe('比分牌上的排名为赛前排名（阿森纳第2、切尔西第7），本榜为最新积分');
  });

  it('says nothing when the table ranks both teams as the header does', async () => {
    stubTable([row(1, 'x', '利物浦'), row(2, 'h', '阿森纳'), row(7, 'a', '切尔西')]);
    renderTab(<IntegralTab info={testInfo({ homeRank: 2, awayRank: 7 })} />);
    await screen.findByText('利物浦');
    expect(screen.queryByTestId('rank-note')).toBeNull();
  });

  it('links the table’s league and season to its 资料库 page, and each team to its fixtures there', async () => {
    stubTable([row(1, 'x', '利物浦'), row(2, 'h', '阿森纳'), row(7, 'a', '切尔西')]);
    renderTab(<IntegralTab info={testInfo({ homeRank: 2, awayRank: 7 })} />);
    const title = await screen.findByRole('link', { name: '英超 2025-2026' });
    expect(title.getAttribute('href')).toBe('/database/league/l1/2025-2026');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: '阿森纳' }).getAttribute('href')).toBe(
      '/database/league/l1/2025-2026?team=h#fixtures',
    );
    expect(within(table).getByRole('link', { name: '利物浦' }).getAttribute('href')).toBe(
      '/database/league/l1/2025-2026?team=x#fixtures',
    );
  });

  it('a failed read says why with 重试, which reads again (it was a bare red line)', async () => {
    let calls = 0;
    const table = { league: { id: 'l1' }, season: '2025-2026', total: [], home: [], away: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return calls === 1
          ? Response.json({ code: 503, msg: '服务暂不可用', data: null }, { status: 503 })
          : Response.json({ code: 200, msg: '成功', data: table });
      }),
    );
    renderTab(<IntegralTab info={testInfo({})} />);
    await screen.findByText('服务暂不可用');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByTestId('integral');
    expect(calls).toBe(2);
  });
});
