import { FOOTBALL_TALLIES_AT_KICKOFF, FootballState, SCORING_KINDS } from '@kuyi/shared';
import type { FootballPlan } from './plan-types.ts';
import type { Phase, TimedEvent } from './timeline.ts';

export interface MatchStateAt {
  state: FootballState;
  phase: Phase | null;
  home: number;
  away: number;
  homeHalf: number | null;
  awayHalf: number | null;
  homeRed: number;
  awayRed: number;
  homeYellow: number;
  awayYellow: number;
  homeCorner: number;
  awayCorner: number;
  homePenalty: number | null;
  awayPenalty: number | null;
  /** Score at the end of regular time ([D6] settles on it); null until regular time is over. */
  regular: { home: number; away: number } | null;
  /** Minutes played (fractional). */
  minute: number;
}

/** Count of items whose `at` is ≤ t in a list sorted by `at`. */
export function countUpTo<T extends { at: number }>(items: readonly T[], t: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((items[mid]?.at ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The match as it stands at t: replays the precomputed timeline, so any instant costs the same. */
export function matchStateAt(plan: FootballPlan, t: number): MatchStateAt {
  const { timeline } = plan;
  const phaseCount = countUpTo(timeline.phases, t);
  const phase = phaseCount > 0 ? (timeline.phases[phaseCount - 1] ?? null) : null;
  const s: MatchStateAt = {
    state: phase?.state ?? FootballState.NotStarted,
    phase,
    home: 0,
    away: 0,
    ...FOOTBALL_TALLIES_AT_KICKOFF,
    regular: null,
    minute: timeline.playedMinutes(t),
  };
  const n = countUpTo(timeline.events, t);
  const halfAt = timeline.halfTimeAt;
  for (let i = 0; i < n; i++) {
    const e = timeline.events[i] as TimedEvent;
    apply(s, e);
  }
  if (halfAt !== null && t >= halfAt) {
    const h = { home: 0, away: 0 };
    for (let i = 0; i < n; i++) {
      const e = timeline.events[i] as TimedEvent;
      if (e.at > halfAt) break;
      if (SCORING_KINDS.includes(e.kind)) h[e.side]++;
      if (e.kind === 'goalCancelled') h[e.side] = Math.max(0, h[e.side] - 1);
    }
    s.homeHalf = h.home;
    s.awayHalf = h.away;
  }
  s.regular = regularScore(timeline, n, t);
  const kicks = countUpTo(timeline.shootout, t);
  const kick = kicks > 0 ? timeline.shootout[kicks - 1] : undefined;
  if (kick) {
    s.homePenalty = kick.home;
    s.awayPenalty = kick.away;
  } else if (phase?.state === FootballState.Penalties) {
    s.homePenalty = 0;
    s.awayPenalty = 0;
  }
  return s;
}

/**
 * Goals up to t (the first n events) that were not scored in extra time, once regular time is over. Without
 * extra time it is the running score, so a goal after the whistle's phase (none in practice) still counts.
 */
function regularScore(
  timeline: FootballPlan['timeline'],
  n: number,
  t: number,
): { home: number; away: number } | null {
  if (timeline.regularEndAt === null || t < timeline.regularEndAt) return null;
  const r = { home: 0, away: 0 };
  for (let i = 0; i < n; i++) {
    const e = timeline.events[i] as TimedEvent;
    if (timeline.extraTimeAt !== null && e.at >= timeline.extraTimeAt) break;
    if (SCORING_KINDS.includes(e.kind)) r[e.side]++;
    if (e.kind === 'goalCancelled') r[e.side] = Math.max(0, r[e.side] - 1);
  }
  return r;
}

function apply(s: MatchStateAt, e: TimedEvent): void {
  const home = e.side === 'home';
  switch (e.kind) {
    case 'goal':
    case 'penaltyGoal':
    case 'ownGoal':
      if (home) s.home++;
      else s.away++;
      break;
    case 'goalCancelled':
      if (home) s.home = Math.max(0, s.home - 1);
      else s.away = Math.max(0, s.away - 1);
      break;
    case 'red':
    case 'secondYellow':
      if (home) s.homeRed++;
      else s.awayRed++;
      break;
    case 'yellow':
      if (home) s.homeYellow++;
      else s.awayYellow++;
      break;
    case 'corner':
      if (home) s.homeCorner++;
      else s.awayCorner++;
      break;
    default:
      break;
  }
}
