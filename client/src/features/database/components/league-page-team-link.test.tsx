import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseApi } from '../api/database-api.ts';
import TeamPage from '../team/team-page.tsx';
import { testPoints, testSchedules } from '../team/test-team-season.tsx';

// The league's fixtures follow matches in play through the live list; none are in play here.
vi.mock('../../worldcup/hooks/use-live-rows.ts', () => ({ useLiveRows: () => new Map() }));
const { default: LeaguePage } = await import('./league-page.tsx');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(path: string) {
  vi.spyOn(databaseApi, 'points').mockResolvedValue({ ok: true, data: testPoints(), msg: '' });
  vi.spyOn(databaseApi, 'schedules').mockResolvedValue({ ok: true, data: testSchedules(), msg: '' });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/database/league/:leagueId/:season?/:tab?" element={<LeaguePage />} />
        <Route path="/database/league/:leagueId/:season/team/:teamId" element={<TeamPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('[D3] a league’s team opens its own season page (球队资料)', () => {
  it('from /database/league/36 (the current season unnamed) the 积分榜 link names the season and opens the team page', async () => {
    open('/database/league/36');
    const standings = await screen.findByTestId('standings');
    const link = within(standings).getByRole('link', { name: '阿森纳' });
    expect(link.getAttribute('href')).toBe('/database/league/36/2025-2026/team/19');
    fireEvent.click(link);
    expect(await screen.findByTestId('team-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('阿森纳');
  });

  it('an older …?team=19#fixtures address still lists the team’s fixtures on the league page', async () => {
    Element.prototype.scrollIntoView = () => {};
    open('/database/league/36/2025-2026?team=19#fixtures');
    expect(await screen.findByText('阿森纳 本赛季赛程赛果')).toBeTruthy();
    expect(within(screen.getByTestId('fixtures')).getAllByRole('row')).toHaveLength(5);
  });
});
