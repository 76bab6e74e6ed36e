import type { FootballProvenance, Lineups } from '@kuyi/shared';
import { chineseName } from '../catalog/player-names.ts';
import { isRepricingEvent, REPRICE_AFTER_EVENT_MS } from '../odds/repricing.ts';
import { HOUR, toSecond } from '../util/day-time.ts';
import { normal, randInt, rngFor } from '../util/rng.ts';
import { planCommentary } from './commentary.ts';
import type { FootballOutcome } from './outcome.ts';
import type { CompetitionRef, FootballPlan, OddsCompany, TeamRef } from './plan-types.ts';
import { type MatchScript, scriptFromOutcome } from './script.ts';
import { buildTimeline } from './timeline.ts';
import { matchWeather } from './weather.ts';

export interface FootballPlanInput {
  seed: number;
  id: string;
  date: string;
  league: CompetitionRef;
  round: string;
  season: string;
  home: TeamRef;
  away: TeamRef;
  homeRank: number | null;
  awayRank: number | null;
  kickoff: number;
  neutral: boolean;
  outcome: FootballOutcome;
  lineups: Lineups | null;
  /**
   * The minutes, when the source decides them: a replay's (real, or fitted to its real totals and marked
   * `generated`); drawn from the outcome when absent. Whether they are real is told by `provenance`.
   */
  script?: MatchScript;
  /** Which parts of the page are real and from where, which modelled ([F5] `provenance`). */
  provenance: FootballProvenance;
  companies: OddsCompany[];
  /** Opening-to-closing drift of expected goals (log scale); drawn when absent. */
  drift?: [number, number];
  venue?: string;
  referee?: string;
}

/** Pre-match repricing, hours before kick-off: opening first. */
const PRE_MATCH_HOURS = [10, 6, 3, 1.5, 0.66, 0.17];

export function buildFootballPlan(input: FootballPlanInput): FootballPlan {
  const rng = rngFor(input.seed, 'plan', input.id);
  const script =
    input.script ?? scriptFromOutcome(rng, input.outcome, input.lineups ?? { home: null, away: null });
  const timeline = buildTimeline(input.id, input.kickoff, script, rng);
  const stop =
    script.status === 'normal' || script.status === 'interrupted' || script.status === 'abandoned'
      ? Number.POSITIVE_INFINITY
      : (timeline.endAt ?? input.kickoff);
  const times = PRE_MATCH_HOURS.map((h) =>
    toSecond(input.kickoff - h * HOUR - randInt(rng, 0, 600) * 1000),
  ).filter((at) => at < stop);
  // A match that never starts has no in-play prices.
  if (!Number.isFinite(stop)) {
    for (let minute = 5; minute <= 85; minute += 5) {
      const at = timeline.timeOf(minute, null, 30);
      if (at !== null) times.push(at);
    }
    // Every market closes on a goal or a sending-off and reopens repriced a minute later, to full time.
    for (const e of timeline.events) {
      if (isRepricingEvent(e.kind) && e.minute <= 90) times.push(e.at, e.at + REPRICE_AFTER_EVENT_MS);
    }
  }
  const sortedTimes = [...new Set(times)].sort((a, b) => a - b);
  const plan: FootballPlan = {
    sport: 'football',
    id: input.id,
    date: input.date,
    league: input.league,
    round: input.round,
    season: input.season,
    home: input.home,
    away: input.away,
    homeRank: input.homeRank,
    awayRank: input.awayRank,
    kickoff: input.kickoff,
    neutral: input.neutral,
    outcome: input.outcome,
    timeline,
    lineups: input.lineups,
    provenance: input.provenance,
    venue: input.venue ?? `${input.home.name}主场`,
    referee: input.referee ?? chineseName(rng),
    weather: matchWeather(rng, input.league.name, input.date),
    odds: {
      times: sortedTimes,
      preMatch: sortedTimes.filter((t) => t < input.kickoff).length,
      companies: input.companies,
      lambda: input.outcome.lambda,
      drift: input.drift ?? [normal(rng) * 0.08, normal(rng) * 0.08],
    },
    words: [],
    changeTimes: [],
    oddsMemo: new Map(),
  };
  plan.words = planCommentary(plan, rngFor(input.seed, 'words', input.id));
  const changes = new Set<number>([
    ...timeline.phases.map((p) => p.at),
    ...timeline.events.map((e) => e.at),
    ...timeline.shootout.map((s) => s.at),
    ...sortedTimes,
    // The closing line appears on the row at kick-off ([D6]).
    input.kickoff,
    ...(input.lineups ? [toSecond(input.kickoff - 3600_000)] : []),
  ]);
  plan.changeTimes = [...changes].sort((a, b) => a - b);
  return plan;
}
