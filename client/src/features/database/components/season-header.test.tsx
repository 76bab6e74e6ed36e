import type { CompetitionInfo } from '@kuyi/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import SeasonHeader from './season-header.tsx';

afterEach(cleanup);

const info = (over: Partial<CompetitionInfo>): CompetitionInfo => ({
  id: '60',
  name: '中超',
  alias: 'Chinese Super League',
  color: '#c00',
  region: '亚洲',
  kind: 'league',
  sport: 'football',
  currentSeason: '2026',
  ...over,
});

function options(c: CompetitionInfo, season: string) {
  render(
    <MemoryRouter>
      <SeasonHeader info={c} season={season} tab="" />
    </MemoryRouter>,
  );
  return (screen.getByLabelText('赛季') as HTMLSelectElement).options;
}

describe('[T2] the season picker', () => {
  it('lists the seasons newest first and marks the current one, whatever order they arrive in', () => {
    const list = options(info({ seasons: ['2014', '2026', '2020', '2019'] }), '2019');
    expect([...list].map((o) => [o.value, o.textContent])).toEqual([
      ['2026', '2026（本赛季）'],
      ['2020', '2020'],
      ['2019', '2019'],
      ['2014', '2014'],
    ]);
    expect((screen.getByLabelText('赛季') as HTMLSelectElement).value).toBe('2019');
  });

  it('marks the current European season too', () => {
    const list = options(
      info({ currentSeason: '2026-2027', seasons: ['2025-2026', '2026-2027'] }),
      '2026-2027',
    );
    expect([...list].map((o) => o.textContent)).toEqual(['2026-2027（本赛季）', '2025-2026']);
  });
});
