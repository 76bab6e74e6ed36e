import { useMemo } from 'react';
import { useRest } from '../../../handicap/hooks/use-rest.ts';
import { footballMatchApi } from '../api/football-match-api.ts';
import { competitionPath } from '../model/competition-path.ts';

/**
 * The database page of the match's competition (see competitionPath), or null while the index is read,
 * when it cannot be read, or when it does not list the competition: the header then shows the name alone.
 * One read of the index per match page (switching tabs keeps it).
 */
export function useCompetitionPath(leagueId: string | null, season: string): string | null {
  const index = useRest(leagueId === null ? null : 'football:database-index', (signal) =>
    footballMatchApi.competitions(signal),
  );
  return useMemo(
    () => (index.kind === 'ok' && leagueId !== null ? competitionPath(index.data, leagueId, season) : null),
    [index, leagueId, season],
  );
}
