import { OVERTIME_SECONDS } from '@kuyi/shared';

/**
 * One basketball game's scoring model, from its two teams. The simulator draws every trip down the floor
 * from these numbers and the odds price the game from their expectation (expectedScore), so the lines
 * vary with the teams and the final scores agree with them on average (game-model.test).
 */

/** A team's log-scale strengths around the league average (0). */
export interface TeamStrength {
  /** How much more often its shots go in. */
  offence: number;
  /** How much less often the opponent's shots go in. */
  defence: number;
  /** How much faster it plays: more trips, more points for both sides. */
  pace: number;
}

/**
 * Spread of team strengths. Offence and defence together put the spread's sd near 7 points (NBA lines of
 * ±15 are mismatches); with pace they put the total's sd near 4.5 % (NBA totals about 205–245).
 */
export const STRENGTH_SD: TeamStrength = { offence: 0.035, defence: 0.035, pace: 0.04 };

/** Home court, as a log edge of the home side's shooting: about 2.5 points in the NBA. */
const HOME_EDGE = 0.025;

/** One trip: its length and the bands of one roll (3, 2, foul, then missed shots, then turnovers). */
export const TRIP = {
  /** Whole seconds a trip uses at the base pace, uniform from min to max. */
  minSeconds: 8,
  maxSeconds: 22,
  three: 0.115,
  two: 0.31,
  foul: 0.08,
  freeThrow: 0.77,
  /** Rolls from the scoring and foul bands up to here are missed shots. */
  missEnd: 0.86,
  offensiveRebound: 0.27,
} as const;

const BASE_TRIP_SECONDS = (TRIP.minSeconds + TRIP.maxSeconds) / 2;

export interface GameModel {
  /** Mean seconds of a trip in this game (its pace). */
  tripSeconds: number;
  /** Multiplier of the attacking side's chance to score from the field. */
  efficiency: { home: number; away: number };
}

export interface LeagueScoring {
  /** The league's mean total points per game, overtime included (its calibrated mean). */
  meanTotal: number;
  quarterSeconds: number;
}

const average: TeamStrength = { offence: 0, defence: 0, pace: 0 };

const efficiency = (home: TeamStrength, away: TeamStrength): GameModel['efficiency'] => ({
  home: Math.exp(home.offence - away.defence + HOME_EDGE),
  away: Math.exp(away.offence - home.defence),
});

export function gameModel(league: LeagueScoring, home: TeamStrength, away: TeamStrength): GameModel {
  return {
    tripSeconds: leagueTripSeconds(league) * Math.exp(-(home.pace + away.pace) / 2),
    efficiency: efficiency(home, away),
  };
}

/** One trip's whole seconds from two uniform rolls; its mean is exactly the game's tripSeconds. */
export function tripSecondsFrom(roll: number, roundUp: number, model: GameModel): number {
  const span = TRIP.maxSeconds - TRIP.minSeconds + 1;
  const x = (TRIP.minSeconds + Math.floor(roll * span)) * (model.tripSeconds / BASE_TRIP_SECONDS);
  // Randomised rounding keeps the mean exactly tripSeconds while every trip is whole seconds.
  return Math.max(1, Math.floor(x) + (roundUp < x - Math.floor(x) ? 1 : 0));
}

/** Expected trips in a period: the last one is cut short by the buzzer (renewal-theory correction). */
function tripsIn(seconds: number, model: GameModel): number {
  const mu = model.tripSeconds;
  const scale = mu / BASE_TRIP_SECONDS;
  const span = TRIP.maxSeconds - TRIP.minSeconds + 1;
  const variance = ((span * span - 1) / 12) * scale * scale + 1 / 6;
  return seconds / mu + (variance + mu * mu) / (2 * mu * mu);
}

/** Points a trip is worth, the spread of that, and how many trips a side gets in a row (offensive rebounds). */
function side(efficiency: number) {
  const three = TRIP.three * efficiency;
  const two = TRIP.two * efficiency;
  const ft = 2 * TRIP.freeThrow;
  const ftSquare = 2 * TRIP.freeThrow * (1 - TRIP.freeThrow) + ft * ft;
  const points = 3 * three + 2 * two + TRIP.foul * ft;
  const square = 9 * three + 4 * two + TRIP.foul * ftSquare;
  const again = TRIP.offensiveRebound * (TRIP.missEnd - three - two - TRIP.foul);
  return { points, variance: square - points * points, run: 1 / (1 - again) };
}

/** Expected home margin and total points, overtime included. */
export function expectedScore(model: GameModel, quarterSeconds: number): { margin: number; total: number } {
  const h = side(model.efficiency.home);
  const a = side(model.efficiency.away);
  const homeShare = h.run / (h.run + a.run);
  const per = (trips: number) => ({
    margin: trips * (homeShare * h.points - (1 - homeShare) * a.points),
    total: trips * (homeShare * h.points + (1 - homeShare) * a.points),
    variance: trips * (homeShare * h.variance + (1 - homeShare) * a.variance),
  });
  const regulation = per(4 * tripsIn(quarterSeconds, model));
  const overtime = per(tripsIn(OVERTIME_SECONDS, model));
  // A level game plays on: P(tie) is the margin's density at 0, a little more for each later overtime.
  const sd = Math.sqrt(regulation.variance);
  const pTie = Math.exp(-((regulation.margin / sd) ** 2) / 2) / (sd * Math.sqrt(2 * Math.PI));
  const overtimes = pTie / (1 - 1 / (Math.sqrt(overtime.variance) * Math.sqrt(2 * Math.PI)));
  return { margin: regulation.margin, total: regulation.total + overtimes * overtime.total };
}

const tripCache = new Map<string, number>();

/** The base trip length that makes two average teams score the league's mean total (bisection). */
function leagueTripSeconds(league: LeagueScoring): number {
  const key = `${league.meanTotal}:${league.quarterSeconds}`;
  const hit = tripCache.get(key);
  if (hit !== undefined) return hit;
  let lo = 5;
  let hi = 40;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    const model = { tripSeconds: mid, efficiency: efficiency(average, average) };
    if (expectedScore(model, league.quarterSeconds).total > league.meanTotal) lo = mid;
    else hi = mid;
  }
  tripCache.set(key, lo);
  return lo;
}
