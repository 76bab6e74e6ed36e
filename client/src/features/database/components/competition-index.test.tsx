import { basketballDatabaseSchema, type CompetitionInfo, type DatabaseIndex } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseApi } from '../api/database-api.ts';
import { basketballDatabaseApi } from '../basketball/api/basketball-database-api.ts';
import CompetitionIndex from './competition-index.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const competition = (over: Partial<CompetitionInfo>): CompetitionInfo => ({
  id: '1',
  name: '赛事',
  alias: 'League',
  color: '#333',
  region: '亚洲',
  kind: 'league',
  sport: 'football',
  currentSeason: '2026',
  ...over,
});

function renderIndex(regions: DatabaseIndex['regions'], basketball: CompetitionInfo[] = []) {
  vi.spyOn(databaseApi, 'index').mockResolvedValue({ ok: true, data: { regions }, msg: '' });
  vi.spyOn(basketballDatabaseApi, 'index').mockResolvedValue({
    ok: true,
    data: basketballDatabaseSchema.parse({ leagues: basketball }),
    msg: '',
  });
  render(
    <MemoryRouter>
      <CompetitionIndex />
    </MemoryRouter>,
  );
}

const row = async (name: string) => (await screen.findByText(name)).closest('a') as HTMLElement;

describe('[T2] 资料库 index rows name the seasons the picker lists', () => {
  it('中超 with 2014–2020 and the current 2026 reads "8个赛季 · 2014–2020、2026", not "2014–2026"', async () => {
    const seasons = ['2026', '2020', '2019', '2018', '2017', '2016', '2015', '2014'];
    renderIndex([
      {
        region: '亚洲',
        competitions: [competition({ id: '60', name: '中超', alias: 'Chinese Super League', seasons })],
      },
    ]);
    const link = await row('中超');
    expect(within(link).getByText('8个赛季 · 2014–2020、2026')).toBeTruthy();
    expect(link.textContent).not.toContain('2014–2026');
  });

  it('a European league with 2025-2026 and 2026-2027 names both seasons; a one-season league shows its season', async () => {
    renderIndex([
      {
        region: '欧洲',
        competitions: [
          competition({
            id: '36',
            name: '英超',
            currentSeason: '2026-2027',
            seasons: ['2026-2027', '2025-2026'],
          }),
        ],
      },
      { region: '亚洲', competitions: [competition({ id: '61', name: '中甲', seasons: ['2026'] })] },
    ]);
    expect(within(await row('英超')).getByText('2个赛季 · 2025-2026、2026-2027')).toBeTruthy();
    expect(within(await row('中甲')).getByText('2026')).toBeTruthy();
  });
});

const nba = competition({
  id: '1',
  name: 'NBA',
  alias: 'National Basketball Association',
  region: '美国',
  sport: 'basketball',
  currentSeason: '2026-2027',
  seasons: ['2026-2027', '2018-2019'],
});

describe('[BB9] the 资料库 index lists the basketball leagues', () => {
  it('a 篮球 section links NBA to /database/basketball/1 with its seasons, and the search filters it', async () => {
    renderIndex([{ region: '欧洲', competitions: [competition({ id: '36', name: '英超' })] }], [nba]);
    const section = await screen.findByTestId('bb-index');
    expect(within(section).getByRole('heading', { name: '篮球' })).toBeTruthy();
    const link = within(section).getByRole('link', { name: /NBA/ });
    expect(link.getAttribute('href')).toBe('/database/basketball/1');
    expect(within(link).getByText('2个赛季 · 2018-2019、2026-2027')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('搜索赛事'), { target: { value: '英超' } });
    expect(screen.queryByTestId('bb-index')).toBeNull();
    fireEvent.change(screen.getByLabelText('搜索赛事'), { target: { value: 'nba' } });
    expect(screen.getByTestId('bb-index')).toBeTruthy();
    expect(screen.getByText('没有找到“nba”相关的足球赛事')).toBeTruthy();
  });

  it('a failed basketball read is one line with 重试 and football stays; 重试 brings the section', async () => {
    vi.spyOn(databaseApi, 'index').mockResolvedValue({
      ok: true,
      data: { regions: [{ region: '欧洲', competitions: [competition({ id: '36', name: '英超' })] }] },
      msg: '',
    });
    const bb = vi
      .spyOn(basketballDatabaseApi, 'index')
      .mockResolvedValueOnce({ ok: false, code: 500, msg: '服务器错误（500）' })
      .mockResolvedValue({ ok: true, data: { leagues: [nba] }, msg: '' });
    render(
      <MemoryRouter>
        <CompetitionIndex />
      </MemoryRouter>,
    );
    const error = await screen.findByTestId('bb-index-error');
    expect(error.textContent).toContain('篮球赛事加载失败');
    expect(await screen.findByText('英超')).toBeTruthy();
    fireEvent.click(within(error).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('bb-index')).toBeTruthy();
    expect(bb).toHaveBeenCalledTimes(2);
  });
});
