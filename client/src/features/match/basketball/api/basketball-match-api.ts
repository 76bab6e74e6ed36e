import type { BasketballAnalysis, BasketballHeader, BasketballPoints, BasketballTechnic } from '@kuyi/shared';
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

  /** 分析: head-to-head, each team's last 10 results and both teams' table rows (pre-match data too). */
  analysis: (matchId: string, signal?: AbortSignal) =>
    requestJson<BasketballAnalysis>(`/sc/api/basketball/analysis?matchId=${q(matchId)}`, {}, signal),

  /** 积分: the league's table for the game's season (the centre's current one when the row has none). */
  points: (leagueId: string, season: string, signal?: AbortSignal) =>
    requestJson<BasketballPoints>(
      `/sc/api/basketball/points?leagueId=${q(leagueId)}${season ? `&season=${q(season)}` : ''}`,
      {},
      signal,
    ),
};
