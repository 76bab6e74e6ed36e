import { normal, poisson, type Rng } from '../util/rng.ts';
import {
  CALIBRATION,
  FIRST_HALF_GOAL_SHARE,
  RATING_EFFECT,
  RATING_INFLATION,
  SHARED_GOALS,
} from './calibration.ts';

export type Pair = [home: number, away: number];

/** How a scheduled match goes: rare ones never start, stop for a while, or are abandoned. */
export type MatchStatus = 'normal' | 'postponed' | 'cancelled' | 'tbd' | 'abandoned' | 'interrupted';

/**
 * What a match's final sheet says, drawn cheaply so a whole season of past rounds can be drawn for the
 * tables, and expanded into a minute-by-minute timeline only for the matches of the days served.
 */
export interface FootballOutcome {
  status: MatchStatus;
  /** Goals that stand, per period. */
  firstHalf: Pair;
  secondHalf: Pair;
  extraTime: Pair | null;
  /** Shoot-out score when the knockout match was level after extra time. */
  penalties: Shootout | null;
  corners: Pair;
  yellows: Pair;
  reds: Pair;
  shots: Pair;
  shotsOnTarget: Pair;
  fouls: Pair;
  /** Pre-match expected goals, the odds model's starting point. */
  lambda: Pair;
  /** Statistics the source does not have (a replayed file without those columns): not shown at all. */
  absent?: { shots: boolean; fouls: boolean; corners: boolean };
}

/** Expected goals from two ratings (log-scale strengths around 0); the home side gets the calibrated edge. */
export function expectedGoals(homeRating: number, awayRating: number, neutral: boolean): Pair {
  const edge = homeRating - awayRating;
  const base = neutral ? (CALIBRATION.goals.home + CALIBRATION.goals.away) / 2 : null;
  // Divided by the spread's mean inflation, so the league average stays the calibrated one.
  return [
    ((base ?? CALIBRATION.goals.home) / RATING_INFLATION) * Math.exp(edge * RATING_EFFECT),
    ((base ?? CALIBRATION.goals.away) / RATING_INFLATION) * Math.exp(-edge * RATING_EFFECT),
  ];
}

const scaled = (rng: Rng, mean: number): number =>
  poisson(rng, Math.max(0.05, mean * (1 + normal(rng) * 0.15)));

export function drawOutcome(
  rng: Rng,
  lambda: Pair,
  options: { knockout: boolean; allowSpecial: boolean },
): FootballOutcome {
  const roll = rng();
  let status: MatchStatus = 'normal';
  if (options.allowSpecial) {
    if (roll < 0.01) status = 'postponed';
    else if (roll < 0.016) status = 'cancelled';
    else if (roll < 0.02) status = 'tbd';
    else if (roll < 0.028) status = 'interrupted';
    else if (roll < 0.033) status = 'abandoned';
  }
  const [lh, la] = lambda;
  const firstHalf = halfGoals(rng, lh, la, FIRST_HALF_GOAL_SHARE);
  const secondHalf = halfGoals(rng, lh, la, 1 - FIRST_HALF_GOAL_SHARE);
  const level = firstHalf[0] + secondHalf[0] === firstHalf[1] + secondHalf[1];
  let extraTime: Pair | null = null;
  let penalties: Shootout | null = null;
  if (options.knockout && level && status === 'normal') {
    extraTime = [poisson(rng, lh / 3), poisson(rng, la / 3)];
    if (extraTime[0] === extraTime[1]) penalties = drawShootout(rng);
  }
  const strength = Math.log(lh / la);
  const shots: Pair = [
    scaled(rng, CALIBRATION.shots.home * Math.exp(strength * 0.35)),
    scaled(rng, CALIBRATION.shots.away * Math.exp(-strength * 0.35)),
  ];
  const goals: Pair = [
    firstHalf[0] + secondHalf[0] + (extraTime?.[0] ?? 0),
    firstHalf[1] + secondHalf[1] + (extraTime?.[1] ?? 0),
  ];
  const onTarget = (side: 0 | 1, mean: number): number =>
    Math.min(Math.max(shots[side], goals[side]), Math.max(goals[side], scaled(rng, mean)));
  const shotsOnTarget: Pair = [
    onTarget(0, CALIBRATION.shotsOnTarget.home),
    onTarget(1, CALIBRATION.shotsOnTarget.away),
  ];
  shots[0] = Math.max(shots[0], shotsOnTarget[0]);
  shots[1] = Math.max(shots[1], shotsOnTarget[1]);
  return {
    status,
    firstHalf,
    secondHalf,
    extraTime,
    penalties,
    corners: [scaled(rng, CALIBRATION.corners.home), scaled(rng, CALIBRATION.corners.away)],
    yellows: [poisson(rng, CALIBRATION.yellows.home), poisson(rng, CALIBRATION.yellows.away)],
    reds: [poisson(rng, CALIBRATION.reds.home), poisson(rng, CALIBRATION.reds.away)],
    shots,
    shotsOnTarget,
    fouls: [scaled(rng, CALIBRATION.fouls.home), scaled(rng, CALIBRATION.fouls.away)],
    lambda,
  };
}

/**
 * One half's goals with means share·λ: a bivariate Poisson whose shared part (goals added to both sides,
 * SHARED_GOALS a match) makes level scores as common as in the real files without changing the means.
 */
function halfGoals(rng: Rng, lh: number, la: number, share: number): Pair {
  const shared = Math.min(SHARED_GOALS, 0.9 * lh, 0.9 * la) * share;
  const both = poisson(rng, shared);
  return [poisson(rng, lh * share - shared) + both, poisson(rng, la * share - shared) + both];
}

/** The kicks of a shoot-out in order (home first), stopping as soon as it is decided, as real ones do. */
export interface Shootout {
  kicks: { side: 'home' | 'away'; scored: boolean }[];
  score: Pair;
}

export function drawShootout(rng: Rng): Shootout {
  const kicks: Shootout['kicks'] = [];
  const score: Pair = [0, 0];
  const taken: Pair = [0, 0];
  for (let round = 0; ; round++) {
    for (const side of [0, 1] as const) {
      const scored = rng() < 0.76;
      kicks.push({ side: side === 0 ? 'home' : 'away', scored });
      taken[side]++;
      if (scored) score[side]++;
      if (round < 5) {
        // Decided when one side cannot catch up with the kicks it has left.
        const left: Pair = [5 - taken[0], 5 - taken[1]];
        if (score[0] + left[0] < score[1] || score[1] + left[1] < score[0]) return { kicks, score };
      }
    }
    if (round >= 4 && score[0] !== score[1]) return { kicks, score };
  }
}

/** Final score that stands (regulation plus extra time). */
export function finalScore(o: FootballOutcome): Pair {
  return [
    o.firstHalf[0] + o.secondHalf[0] + (o.extraTime?.[0] ?? 0),
    o.firstHalf[1] + o.secondHalf[1] + (o.extraTime?.[1] ?? 0),
  ];
}
