import {
  type BasketballLeagueSchedules,
  type BasketballPoints,
  type BasketballSeasonGame,
  type BasketballTeamStats,
  basketballLeagueSchedulesSchema,
  basketballPointsSchema,
  basketballTeamStatsSchema,
  type CompetitionInfo,
} from '@kuyi/shared';

/**
 * Feed answers for the basketball 资料库 tests, each parsed with the contract's schema so a fixture that
 * drifts from the wire shape fails here, not in the browser.
 */
export function nbaInfo(over: Partial<CompetitionInfo> = {}): CompetitionInfo {
  return {
    id: '1',
    name: 'NBA',
    alias: 'National Basketball Association',
    color: '#c8102e',
    region: '美国',
    kind: 'league',
    sport: 'basketball',
    currentSeason: '2026-2027',
    seasons: ['2026-2027', '2018-2019'],
    dataSource: 'generated',
    ...over,
  };
}

type Row = BasketballPoints['rows'][number];

/** A standings row: `win`-`lose` with points to match; tests add the optional columns they look at. */
export function standingRow(rank: number, teamId: string, teamName: string, over: Partial<Row> = {}): Row {
  const win = over.win ?? 10;
  const lose = over.lose ?? 5;
  const played = win + lose;
  return {
    rank,
    teamId,
    teamName,
    played,
    win,
    lose,
    winRate: played ? Math.round((win / played) * 1000) / 10 : 0,
    pointsFor: 110 * played,
    pointsAgainst: 105 * played,
    ...over,
  };
}

export const pointsAnswer = (rows: Row[], info = nbaInfo()): BasketballPoints =>
  basketballPointsSchema.parse({ league: info, season: '2026-2027', rows });

/** 2018-10-17 08:00 Beijing (00:00 UTC) plus `hours`. */
export const at = (hours: number) => Date.UTC(2018, 9, 17) + hours * 3_600_000;

export function game(
  id: string,
  kickoff: number,
  away: [string, string, number | null],
  home: [string, string, number | null],
  overtimes?: number,
): BasketballSeasonGame {
  return {
    id,
    kickoff,
    awayId: away[0],
    awayName: away[1],
    awayScore: away[2],
    homeId: home[0],
    homeName: home[1],
    homeScore: home[2],
    ...(overtimes === undefined ? {} : { overtimes }),
  };
}

export const schedulesAnswer = (over: Partial<BasketballLeagueSchedules>): BasketballLeagueSchedules =>
  basketballLeagueSchedulesSchema.parse({
    league: nbaInfo(),
    season: '2026-2027',
    months: ['2018-10', '2018-11', '2018-12'],
    month: '2018-10',
    teamId: null,
    games: [],
    ...over,
  });

export const teamStatsAnswer = (rows: BasketballTeamStats['rows']): BasketballTeamStats =>
  basketballTeamStatsSchema.parse({ league: nbaInfo(), season: '2026-2027', rows });
