import { useMemo } from 'react';
import { useRest } from '../../../handicap/hooks/use-rest.ts';
import { footballMatchApi } from '../api/football-match-api.ts';
import { competitionPath, teamPagePath } from '../model/competition-path.ts';

/** Where the header's names lead in the database: the competition's page and a team's season page. */
export interface CompetitionLinks {
  competition: string | null;
  team: (teamId: string) => string | null;
}

const NO_TEAM = () => null;

/**
 * The database page of the match's competition (see competitionPath) and of its teams' season (teamPagePath),
 * or null while the index is read, when it cannot be read, or when it does not list the competition: the
 * header then shows the names alone. One read of the index per match page (switching tabs keeps it).
 */
export function useCompetitionPath(leagueId: string | null, season: string): CompetitionLinks {
  const index = useRest(leagueId === null ? null : 'football:database-index', (signal) =>
    footballMatchApi.competitions(signal),
  );
  return useMemo(() => {
    if (index.kind !== 'ok' || leagueId === null) return { competition: null, team: NO_TEAM };
    const data = index.data;
    return {
      competition: competitionPath(data, leagueId, season),
      team: (teamId: string) => teamPagePath(data, leagueId, season, teamId),
    };
  }, [index, leagueId, season]);
}
