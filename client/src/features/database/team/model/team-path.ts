import { leaguePath } from '../../model/database-paths.ts';

/**
 * /database/league/36/2025-2026/team/19: a team's season page. The season is always spelled out: a team
 * belongs to a season (promoted and relegated clubs come and go), so "the current one" is no address for it.
 */
export const teamPath = (leagueId: string, season: string, teamId: string): string =>
  `${leaguePath(leagueId, season)}/team/${encodeURIComponent(teamId)}`;
