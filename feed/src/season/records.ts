import { type LineGame, letGoalTable, overUnderTable } from '@kuyi/shared';
import { tieBreakOf } from '../catalog/football-leagues.ts';
import type { CompetitionSeason, SeasonFixture } from './competition.ts';
import { buildStandings, type ResultLine, type StandingRow } from './standings.ts';

/** Tables the database pages derive from a season's finished fixtures. */
export const resultsOf = (fixtures: readonly SeasonFixture[]): ResultLine[] =>
  fixtures
    .filter((f) => f.result && f.inTable !== false)
    .map((f) => ({
      homeId: f.home.id,
      awayId: f.away.id,
      home: f.result?.home ?? 0,
      away: f.result?.away ?? 0,
    }));

/** A league season's table under that league's tie-break rule. */
export function standings(
  season: Pick<CompetitionSeason, 'teams' | 'fixtures'> & { info: Pick<CompetitionSeason['info'], 'id'> },
  side: 'all' | 'home' | 'away' = 'all',
): StandingRow[] {
  const teams = season.teams.map((t) => ({ id: t.id, name: t.name }));
  const results = resultsOf([...season.fixtures].sort((a, b) => a.kickoff - b.kickoff));
  return buildStandings(teams, results, side, tieBreakOf(season.info.id));
}

/** The season's finished fixtures with one closing line each, as the shared 盘路 / 大小 tables count them. */
function lineGames(season: CompetitionSeason, line: (f: SeasonFixture) => number | null): LineGame[] {
  return season.fixtures.flatMap((f) =>
    f.result
      ? [
          {
            homeId: f.home.id,
            homeName: f.home.name,
            awayId: f.away.id,
            awayName: f.away.name,
            homeScore: f.result.home,
            awayScore: f.result.away,
            line: line(f),
          },
        ]
      : [],
  );
}

/** 盘路: each team's record against the closing 亚盘 line; every team of the season is listed. */
export const letGoalRecords = (season: CompetitionSeason) =>
  letGoalTable(
    lineGames(season, (f) => f.asianLine),
    season.teams,
  );

/** 大小球: each team's matches over / under the closing total line. */
export const overUnderRecords = (season: CompetitionSeason) =>
  overUnderTable(
    lineGames(season, (f) => f.ouLine),
    season.teams,
  );
