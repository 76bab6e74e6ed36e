import type { FootballMatch } from '@kuyi/shared';
import { mainClosingAt, mainOddsAt } from '../odds/football-odds.ts';
import type { FootballPlan } from './plan-types.ts';
import { matchStateAt } from './state-at.ts';

/** The list row ([F1]/[F2]) of a match at instant t. */
export function footballRowAt(plan: FootballPlan, t: number): FootballMatch {
  const s = matchStateAt(plan, t);
  return {
    id: plan.id,
    leagueId: plan.league.id,
    leagueName: plan.league.name,
    leagueColor: plan.league.color,
    round: plan.round,
    season: plan.season,
    homeId: plan.home.id,
    homeName: plan.home.name,
    awayId: plan.away.id,
    awayName: plan.away.name,
    homeRank: plan.homeRank,
    awayRank: plan.awayRank,
    kickoff: plan.kickoff,
    state: s.state,
    periodStart: s.phase?.periodStart ?? null,
    injuryTime: s.phase?.injuryTime ?? 0,
    homeScore: s.home,
    awayScore: s.away,
    homeHalf: s.homeHalf,
    awayHalf: s.awayHalf,
    homeRed: s.homeRed,
    awayRed: s.awayRed,
    homeYellow: s.homeYellow,
    awayYellow: s.awayYellow,
    homeCorner: s.homeCorner,
    awayCorner: s.awayCorner,
    homePenalty: s.homePenalty,
    awayPenalty: s.awayPenalty,
    regular: s.regular,
    odds: mainOddsAt(plan, t),
    closing: mainClosingAt(plan, t),
    hasLineup: lineupsPublished(plan, t),
    hasAnimation: plan.timeline.events.length > 0,
    neutral: plan.neutral,
  };
}

/** Line-ups are announced an hour before kick-off, as clubs do. */
export const LINEUP_LEAD_MS = 3600_000;
export const lineupsPublished = (plan: FootballPlan, t: number): boolean =>
  plan.lineups !== null && t >= plan.kickoff - LINEUP_LEAD_MS;
