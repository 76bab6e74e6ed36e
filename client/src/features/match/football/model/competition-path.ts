import type { CompetitionInfo, DatabaseIndex } from '@kuyi/shared';
import { cupPath, leaguePath } from '../../../database/model/database-paths.ts';
import { teamPath } from '../../../database/team/model/team-path.ts';

/** The football competition of `id` in the database index, or null when the database does not have it. */
export function findCompetition(index: DatabaseIndex, id: string): CompetitionInfo | null {
  for (const region of index.regions)
    for (const c of region.competitions) if (c.id === id && c.sport === 'football') return c;
  return null;
}

/**
 * The database page of a match's competition: /database/league/:id or /database/cup/:id as the index says
 * it is (the match row does not), with the match's season when the database has that season and it is not
 * the current one (the bare address already shows the current season). Null when the index does not list
 * the competition: no link is better than one to 联赛不存在.
 */
export function competitionPath(index: DatabaseIndex, leagueId: string, season: string): string | null {
  const c = findCompetition(index, leagueId);
  if (!c) return null;
  const known = season !== '' && season !== c.currentSeason && (c.seasons ?? []).includes(season);
  return (c.kind === 'cup' ? cupPath : leaguePath)(c.id, known ? season : null);
}

/** A team's fixtures in a competition's database season (the league and cup pages' ?team=…#fixtures view). */
export function teamFixturesPath(competition: CompetitionInfo, season: string, teamId: string): string {
  const path = (competition.kind === 'cup' ? cupPath : leaguePath)(competition.id, season || null);
  return `${path}?team=${encodeURIComponent(teamId)}#fixtures`;
}

/** A competition season's table page in the database. */
export function seasonPath(competition: CompetitionInfo, season: string): string {
  return (competition.kind === 'cup' ? cupPath : leaguePath)(competition.id, season || null);
}

/**
 * A team's season page in the database (球队资料) for a match of a league the index lists: the match's season
 * when the database has it (an unnamed season is the current one). Null for a cup (no team pages there) and
 * for a league or season the database does not have: no link is better than one to 该赛季没有这支球队.
 */
export function teamPagePath(
  index: DatabaseIndex,
  leagueId: string,
  season: string,
  teamId: string,
): string | null {
  const c = findCompetition(index, leagueId);
  if (c?.kind !== 'league' || !teamId) return null;
  const s = season || c.currentSeason;
  if (s !== c.currentSeason && !(c.seasons ?? []).includes(s)) return null;
  return teamPath(c.id, s, teamId);
}
