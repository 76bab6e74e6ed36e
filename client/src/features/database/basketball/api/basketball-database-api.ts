import type {
  BasketballDatabase,
  BasketballLeagueSchedules,
  BasketballPoints,
  BasketballTeamStats,
} from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../../lib/http/request-json.ts';

const q = encodeURIComponent;
/** `&season=` when the address names one; without it the feed answers the current season. */
const seasonQuery = (season: string | null) => (season ? `&season=${q(season)}` : '');
const get = <T>(path: string, signal?: AbortSignal): Promise<ApiResult<T>> =>
  requestJson<T>(`/sc/api/basketball/${path}`, {}, signal);

/** The basketball 资料库 calls (shared/src/api/feed-basketball-database.ts), through the gateway's /sc/api proxy. */
export const basketballDatabaseApi = {
  index: (signal?: AbortSignal) => get<BasketballDatabase>('database', signal),
  points: (leagueId: string, season: string | null, signal?: AbortSignal) =>
    get<BasketballPoints>(`points?leagueId=${q(leagueId)}${seasonQuery(season)}`, signal),
  /** One month (null: the feed's default month), or with `teamId` that team's whole season. */
  schedules: (
    leagueId: string,
    season: string | null,
    pick: { month: string | null; teamId: string | null },
    signal?: AbortSignal,
  ) => {
    const by = pick.teamId ? `&teamId=${q(pick.teamId)}` : pick.month ? `&month=${q(pick.month)}` : '';
    return get<BasketballLeagueSchedules>(
      `leagueschedules?leagueId=${q(leagueId)}${seasonQuery(season)}${by}`,
      signal,
    );
  },
  teamStats: (leagueId: string, season: string | null, signal?: AbortSignal) =>
    get<BasketballTeamStats>(`teamStats?leagueId=${q(leagueId)}${seasonQuery(season)}`, signal),
};
