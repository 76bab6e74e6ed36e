import type {
  CupInfo,
  DatabaseIndex,
  LeagueLetGoal,
  LeagueOverUnder,
  LeaguePoints,
  LeagueSchedules,
  LeagueShooter,
} from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';

const q = encodeURIComponent;
const seasonQuery = (season: string | null) => (season ? `&season=${q(season)}` : '');
const get = <T>(path: string, signal?: AbortSignal): Promise<ApiResult<T>> =>
  requestJson<T>(`/sc/api/football/${path}`, {}, signal);

/** The score centre's database calls (spec §7), read through the gateway's /sc/api proxy. */
export const databaseApi = {
  index: (signal?: AbortSignal) => get<DatabaseIndex>('database', signal),
  points: (leagueId: string, season: string | null, signal?: AbortSignal) =>
    get<LeaguePoints>(`leaguePoints?leagueId=${q(leagueId)}${seasonQuery(season)}&lang=2`, signal),
  /** One round; round 0 is the whole season (the points race and a team's fixtures read it). */
  schedules: (leagueId: string, season: string | null, round: number | null, signal?: AbortSignal) =>
    get<LeagueSchedules>(
      `leagueschedules?leagueId=${q(leagueId)}${seasonQuery(season)}${round === null ? '' : `&round=${round}`}`,
      signal,
    ),
  letGoal: (leagueId: string, season: string | null, signal?: AbortSignal) =>
    get<LeagueLetGoal>(`leagueletgoal?leagueId=${q(leagueId)}${seasonQuery(season)}`, signal),
  overUnder: (leagueId: string, season: string | null, signal?: AbortSignal) =>
    get<LeagueOverUnder>(`leagueou?leagueId=${q(leagueId)}${seasonQuery(season)}`, signal),
  shooter: (leagueId: string, season: string | null, signal?: AbortSignal) =>
    get<LeagueShooter>(`leagueshooter?leagueId=${q(leagueId)}${seasonQuery(season)}`, signal),
  cup: (cupId: string, season: string | null, signal?: AbortSignal) =>
    get<CupInfo>(`cupInfo?cupId=${q(cupId)}${seasonQuery(season)}`, signal),
};

/** A cup's scorers: the same call with `cupId` in place of `leagueId`. */
export const cupShooter = (cupId: string, season: string | null, signal?: AbortSignal) =>
  get<LeagueShooter>(`leagueshooter?cupId=${q(cupId)}${seasonQuery(season)}`, signal);
