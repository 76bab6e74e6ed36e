import type { BasketballHeader, BasketballTechnic } from '@kuyi/shared';
import { requestJson } from '../../../../lib/http/request-json.ts';

const q = encodeURIComponent;

/** The cached `/sc/api` reads behind the basketball match page when its channel cannot answer (spec §7). */
export const basketballMatchApi = {
  /** [F6] the row, team totals and box score. */
  header: (matchId: string, signal?: AbortSignal) =>
    requestJson<BasketballHeader>(`/sc/api/basketball/header?matchId=${q(matchId)}`, {}, signal),

  /** Every play-by-play line so far. */
  technic: (matchId: string, signal?: AbortSignal) =>
    requestJson<BasketballTechnic>(`/sc/api/basketball/technic?matchId=${q(matchId)}&cursor=0`, {}, signal),
};
