import type { LeaguePoints } from '@kuyi/shared';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import StandingsSection from './standings-section.tsx';

afterEach(cleanup);

/** A 10-team table of `leagueId`, every team having played `played` games. */
function table(leagueId: string, played: number): LeaguePoints {
  const rows = Array.from({ length: 10 }, (_, i) => ({
    rank: i + 1,
    teamId: `t${i}`,
    teamName: `球队${i}`,
    played,
    win: 0,
    draw: played,
    lose: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDiff: 0,
    points: played,
    form: [],
  }));
  return {
    league: { id: leagueId, name: '联赛', alias: '', color: '#333', kind: 'league' },
    season: '2026',
    total: rows,
    home: rows,
    away: rows,
  } as unknown as LeaguePoints;
}

const zones = (points: LeaguePoints) => {
  render(
    <MemoryRouter>
      <StandingsSection points={points} teamLink={(id) => `/t/${id}`} />
    </MemoryRouter>,
  );
  const classes = [...document.querySelectorAll('[data-testid="standings"] tbody tr')].map(
    (tr) => tr.className,
  );
  cleanup();
  return classes;
};

describe('积分榜 zones', () => {
  it('colour the usual places once games were played; none on a table of zeros before the first kick-off', () => {
    const played = zones(table('36', 3));
    expect(played.slice(0, 4)).toEqual(['zone-top', 'zone-top', 'zone-top', 'zone-top']);
    expect(played.slice(-2)).toEqual(['zone-bottom', 'zone-bottom']);
    expect(zones(table('36', 0)).every((c) => c === '')).toBe(true);
  });

  it('a closed league (美职联, 澳超) has no 降级区', () => {
    const mls = zones(table('21', 3));
    expect(mls.slice(0, 4)).toEqual(['zone-top', 'zone-top', 'zone-top', 'zone-top']);
    expect(mls).not.toContain('zone-bottom');
  });
});
