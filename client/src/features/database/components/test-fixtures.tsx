import type { CupInfo, CupTableRow } from '@kuyi/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { databaseApi } from '../api/database-api.ts';
import CupPage from './cup-page.tsx';

/** A table row with nothing won, drawn, lost or scored; tests override what they look at. */
export function testStandingRow(
  rank: number,
  teamId: string,
  teamName: string,
  over: Partial<CupTableRow> = {},
): CupTableRow {
  return {
    rank,
    teamId,
    teamName,
    played: 0,
    win: 0,
    draw: 0,
    lose: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDiff: 0,
    points: 0,
    form: [],
    ...over,
  };
}

/** The 2018 世界杯 (cup 75) with no groups and no stages; tests give the ones they look at. */
export function testCupInfo(over: Partial<CupInfo> = {}): CupInfo {
  return {
    cup: {
      id: '75',
      name: '世界杯',
      alias: 'FIFA World Cup',
      color: '#8A1538',
      region: '国际',
      kind: 'cup',
      sport: 'football',
      currentSeason: '2018',
      seasons: ['2018'],
    },
    season: '2018',
    groups: [],
    stages: [],
    ...over,
  };
}

/** Opens /database/cup/75 on `cup` (the 资料库 API stubbed to return it) and waits for the page. */
export async function renderCupPage(cup: CupInfo): Promise<void> {
  vi.spyOn(databaseApi, 'cup').mockResolvedValue({ ok: true, data: cup, msg: '' });
  render(
    <MemoryRouter initialEntries={['/database/cup/75']}>
      <Routes>
        <Route path="/database/cup/:cupId/:season?/:tab?" element={<CupPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByTestId('cup-page');
}
