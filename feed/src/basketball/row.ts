import { type BasketballMatch, BasketballState } from '@kuyi/shared';
import { countUpTo } from '../football/state-at.ts';
import { basketballMainClosingAt, basketballMainOddsAt } from '../odds/basketball-odds.ts';
import type { BasketballPlan } from './plan-types.ts';

export interface BasketballStateAt {
  state: BasketballState;
  clockSeconds: number;
  clockAt: number;
  running: boolean;
  home: number;
  away: number;
  homeQuarters: number[];
  awayQuarters: number[];
  /** Plays that have happened. */
  played: number;
}

export function basketballStateAt(plan: BasketballPlan, t: number): BasketballStateAt {
  const segCount = countUpTo(plan.segments, t);
  const seg = segCount > 0 ? plan.segments[segCount - 1] : undefined;
  const played = countUpTo(plan.plays, t);
  const homeQuarters: number[] = [];
  const awayQuarters: number[] = [];
  let home = 0;
  let away = 0;
  for (let i = 0; i < played; i++) {
    const p = plan.plays[i];
    if (!p) continue;
    while (homeQuarters.length < p.period) {
      homeQuarters.push(0);
      awayQuarters.push(0);
    }
    if (p.points > 0 && p.side) {
      const q = p.period - 1;
      if (p.side === 'home') homeQuarters[q] = (homeQuarters[q] ?? 0) + p.points;
      else awayQuarters[q] = (awayQuarters[q] ?? 0) + p.points;
    }
    home = p.home;
    away = p.away;
  }
  // The row's clock is read when the clock last stopped or started, so the row changes only then.
  const clockAt = Math.max(seg?.at ?? plan.kickoff, 0);
  return {
    state: seg?.state ?? BasketballState.NotStarted,
    clockSeconds: seg ? seg.clockSeconds : plan.quarterSeconds,
    clockAt,
    running: seg?.running ?? false,
    home,
    away,
    homeQuarters,
    awayQuarters,
    played,
  };
}

export function basketballRowAt(plan: BasketballPlan, t: number): BasketballMatch {
  const s = basketballStateAt(plan, t);
  return {
    id: plan.id,
    leagueId: plan.league.id,
    leagueName: plan.league.name,
    leagueColor: plan.league.color,
    season: plan.season,
    homeId: plan.home.id,
    homeName: plan.home.name,
    awayId: plan.away.id,
    awayName: plan.away.name,
    homeRank: plan.homeRank,
    awayRank: plan.awayRank,
    kickoff: plan.kickoff,
    state: s.state,
    clockSeconds: s.clockSeconds,
    clockAt: s.clockAt,
    clockRunning: s.running,
    quarterSeconds: plan.quarterSeconds,
    homeScore: s.home,
    awayScore: s.away,
    homeQuarters: s.homeQuarters,
    awayQuarters: s.awayQuarters,
    odds: basketballMainOddsAt(plan, t),
    closing: basketballMainClosingAt(plan, t),
  };
}
