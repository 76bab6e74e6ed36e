import type { CompetitionInfo, DatabaseIndex } from '@kuyi/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseApi } from '../api/database-api.ts';
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

function renderIndex(regions: DatabaseIndex['regions']) {
  vi.spyOn(databaseApi, 'index').mockResolvedValue({ ok: true, data: { regions }, msg: '' });
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
