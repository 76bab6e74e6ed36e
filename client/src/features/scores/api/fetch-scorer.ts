import { type FootballHeader, SCORING_KINDS } from '@kuyi/shared';
import { requestJson } from '../../../lib/http/request-json.ts';

/**
 * The scorer of a side's latest goal, from the match header ([F5]); null when the centre has no name.
 * List rows carry scores only, so the goal popup asks once per goal.
 */
export async function fetchScorer(matchId: string, side: 'home' | 'away'): Promise<string | null> {
  const res = await requestJson<FootballHeader>(
    `/sc/api/football/header?matchId=${encodeURIComponent(matchId)}`,
  );
  if (!res.ok || !Array.isArray(res.data?.events)) return null;
  const goals = res.data.events.filter((e) => e.side === side && SCORING_KINDS.includes(e.kind));
  return goals.at(-1)?.player ?? null;
}
