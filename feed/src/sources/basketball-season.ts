import { type BasketballResult, BasketballState } from '@kuyi/shared';
import type { BasketballPlan } from '../basketball/plan-types.ts';
import { basketballStateAt } from '../basketball/row.ts';

/**
 * A season game as standings and results read it, without its play-by-play (a full plan is ≈ 250 KB; this is a
 * few hundred bytes): who played, when it reads 完场, and its final score. `resultAt` answers exactly as reading
 * the full plan at t would.
 */
export interface SeasonGame {
  id: string;
  kickoff: number;
  leagueName: string;
  homeId: string;
  homeName: string;
  awayId: string;
  awayName: string;
  /** First instant the game reads 完场 (Infinity if it never does). */
  finishedAt: number;
  /** From this instant on the score is final (no play comes after it). */
  settledAt: number;
  homeScore: number;
  awayScore: number;
  /**
   * The plan itself, kept only when its 完场 is not simply its last state or a play follows it (neither source
   * makes such a game); between `finishedAt` and `settledAt` the answer is then read from it.
   */
  plan: BasketballPlan | null;
}

export function seasonGame(plan: BasketballPlan): SeasonGame {
  const first = plan.segments.findIndex((s) => s.state === BasketballState.Finished);
  const trailing =
    first >= 0 && plan.segments.slice(first).every((s) => s.state === BasketballState.Finished);
  const last = plan.plays[plan.plays.length - 1];
  const finishedAt =
    first >= 0 ? (plan.segments[first]?.at ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  const settledAt = trailing ? Math.max(finishedAt, last?.at ?? finishedAt) : Number.POSITIVE_INFINITY;
  return {
    id: plan.id,
    kickoff: plan.kickoff,
    leagueName: plan.league.name,
    homeId: plan.home.id,
    homeName: plan.home.name,
    awayId: plan.away.id,
    awayName: plan.away.name,
    finishedAt,
    settledAt,
    homeScore: last?.home ?? 0,
    awayScore: last?.away ?? 0,
    plan: first >= 0 && settledAt > finishedAt ? plan : null,
  };
}

/** The game's result at t when it reads 完场 then, else null. */
export function resultAt(g: SeasonGame, t: number): BasketballResult | null {
  if (t < g.finishedAt) return null;
  let home = g.homeScore;
  let away = g.awayScore;
  if (t < g.settledAt) {
    if (!g.plan) return null;
    const s = basketballStateAt(g.plan, t);
    if (s.state !== BasketballState.Finished) return null;
    home = s.home;
    away = s.away;
  }
  return {
    id: g.id,
    kickoff: g.kickoff,
    leagueName: g.leagueName,
    homeId: g.homeId,
    homeName: g.homeName,
    awayId: g.awayId,
    awayName: g.awayName,
    homeScore: home,
    awayScore: away,
  };
}

/**
 * The basketball season a date falls in. NBA, CBA and the European leagues tip off in October, so 2026-11-22 is
 * in 2026-2027 and 2026-09-30 still in 2025-2026 (the calendar year alone put November in the season before;
 * football's August turn labelled the synthetic day's NBA 2026-2027 in August while the replay said 2025-2026).
 */
export function basketballSeasonOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 10 ? year : year - 1;
  return `${start}-${start + 1}`;
}
