import type {
  CompetitionInfo,
  LeagueLetGoal,
  LeagueOverUnder,
  LeaguePoints,
  LeagueSchedules,
  LeagueShooter,
  ScheduleItem,
} from '@kuyi/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { databaseApi } from '../api/database-api.ts';
import { testStandingRow } from '../components/test-fixtures.tsx';
import { testScheduleItem } from '../model/test-schedule-item.ts';
import TeamPage from './team-page.tsx';

/** 英超 2025-2026 as the index lists it; its results are football-data's. */
export const testLeague: CompetitionInfo = {
  id: '36',
  name: '英超',
  alias: 'Premier League',
  color: '#3b0a45',
  region: '英格兰',
  kind: 'league',
  sport: 'football',
  currentSeason: '2025-2026',
  seasons: ['2025-2026'],
  dataSource: 'football-data',
};

/** A 英超 match of `round` (kick-off a week apart); finished when it has a score, else still to come. */
export function testGame(
  round: number,
  home: [id: string, name: string],
  away: [id: string, name: string],
  score: [number, number] | null,
  over: Partial<ScheduleItem> = {},
): ScheduleItem {
  return testScheduleItem({
    id: `${round}${home[0]}${away[0]}`,
    round: `第${round}轮`,
    kickoff: Date.UTC(2025, 7, 9 + round * 7, 11, 30),
    homeId: home[0],
    homeName: home[1],
    awayId: away[0],
    awayName: away[1],
    state: score ? -1 : 0,
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
    ...over,
  });
}

export const ARSENAL: [string, string] = ['19', '阿森纳'];
export const CHELSEA: [string, string] = ['18', '切尔西'];
export const SPURS: [string, string] = ['25', '热刺'];

/** Three rounds played of four: 阿森纳 beat 切尔西 2-0 (半球, 赢), drew at 热刺 1-1, beat 切尔西 1-0; 热刺 to come. */
export const testMatches: ScheduleItem[] = [
  testGame(1, ARSENAL, CHELSEA, [2, 0], { asianLine: 0.5 }),
  testGame(2, SPURS, ARSENAL, [1, 1], { asianLine: -0.25 }),
  testGame(3, CHELSEA, ARSENAL, [0, 1], { asianLine: 0 }),
  testGame(4, ARSENAL, SPURS, null),
  testGame(4, CHELSEA, ['30', '曼城'], null),
];

export function testPoints(over: Partial<LeaguePoints> = {}): LeaguePoints {
  const row = (rank: number, [id, name]: [string, string], points: number) =>
    testStandingRow(rank, id, name, { points, played: 3 });
  return {
    league: testLeague,
    season: '2025-2026',
    total: [
      testStandingRow(1, ...ARSENAL, {
        played: 3,
        win: 2,
        draw: 1,
        lose: 0,
        goalsFor: 4,
        goalsAgainst: 1,
        goalDiff: 3,
        points: 7,
        form: ['胜', '平', '胜'],
      }),
      row(2, SPURS, 1),
      row(3, CHELSEA, 0),
    ],
    home: [testStandingRow(1, ...ARSENAL, { played: 1, win: 1, goalsFor: 2, goalDiff: 2, points: 3 })],
    away: [
      testStandingRow(1, ...ARSENAL, {
        played: 2,
        win: 1,
        draw: 1,
        goalsFor: 2,
        goalsAgainst: 1,
        goalDiff: 1,
        points: 4,
      }),
    ],
    ...over,
  };
}

export const testSchedules = (matches = testMatches): LeagueSchedules => ({
  league: testLeague,
  season: '2025-2026',
  rounds: 4,
  currentRound: 4,
  round: 0,
  matches,
});

const ok = <T,>(data: T) => ({ ok: true as const, data, msg: '' });

/**
 * Stubs the 资料库 reads (every one answers unless the test overrides it) and opens `path`, by default 阿森纳's
 * season page; returns the stubs.
 */
export function renderTeamPage(
  path = '/database/league/36/2025-2026/team/19',
  answers: {
    points?: LeaguePoints;
    schedules?: LeagueSchedules;
    letGoal?: LeagueLetGoal['rows'];
    overUnder?: LeagueOverUnder['rows'];
    shooter?: LeagueShooter['rows'];
  } = {},
) {
  const base = { league: testLeague, season: '2025-2026' };
  const stubs = {
    points: vi.spyOn(databaseApi, 'points').mockResolvedValue(ok(answers.points ?? testPoints())),
    schedules: vi.spyOn(databaseApi, 'schedules').mockResolvedValue(ok(answers.schedules ?? testSchedules())),
    letGoal: vi.spyOn(databaseApi, 'letGoal').mockResolvedValue(ok({ ...base, rows: answers.letGoal ?? [] })),
    overUnder: vi
      .spyOn(databaseApi, 'overUnder')
      .mockResolvedValue(ok({ ...base, rows: answers.overUnder ?? [] })),
    shooter: vi.spyOn(databaseApi, 'shooter').mockResolvedValue(ok({ ...base, rows: answers.shooter ?? [] })),
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/database/league/:leagueId/:season/team/:teamId" element={<TeamPage />} />
        <Route path="/database/league/:leagueId/:season?/:tab?" element={<p>联赛页</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { stubs, page: () => screen.findByTestId('team-page') };
}
