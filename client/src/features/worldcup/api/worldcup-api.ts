import type { WorldCupInfo, WorldCupShooter } from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';

const seasonQuery = (season: string | null) => (season ? `?season=${encodeURIComponent(season)}` : '');

/** The World Cup reads of the score centre (cupInfo / leagueshooter shaped), through the gateway's cache. */
export const worldCupApi = {
  info: (season: string | null, signal?: AbortSignal): Promise<ApiResult<WorldCupInfo>> =>
    requestJson<WorldCupInfo>(`/sc/api/football/worldcupInfo${seasonQuery(season)}`, {}, signal),
  shooter: (season: string | null, signal?: AbortSignal): Promise<ApiResult<WorldCupShooter>> =>
    requestJson<WorldCupShooter>(`/sc/api/football/worldcupShooter${seasonQuery(season)}`, {}, signal),
};
