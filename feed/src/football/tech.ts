import type { FootballTech, TechStat } from '@kuyi/shared';
import { hashKey } from '../util/rng.ts';
import type { FootballPlan } from './plan-types.ts';
import { countUpTo } from './state-at.ts';

/**
 * The ~40 technical statistics at instant t. Totals come from the outcome (calibrated or real) and accrue
 * with minutes played; the ones tied to events (goals, cards, corners, subs) are counted from the timeline,
 * so every stat that should only go up does.
 */
export function techAt(plan: FootballPlan, t: number): FootballTech {
  const { timeline, outcome } = plan;
  const p = Math.min(1, timeline.playedMinutes(t) / timeline.totalMinutes);
  const events = timeline.events.slice(0, countUpTo(timeline.events, t));
  const count = (
    side: 'home' | 'away',
    kinds: readonly string[],
    filter: (m: number) => boolean = () => true,
  ) => events.filter((e) => e.side === side && kinds.includes(e.kind) && filter(e.minute)).length;
  const pair = (f: (side: 'home' | 'away', i: 0 | 1) => number): TechStat => ({
    home: f('home', 0),
    away: f('away', 1),
  });
  const grow = (total: number) => Math.floor(total * p);
  const started =
    t >= (timeline.phases[0]?.at ?? Number.POSITIVE_INFINITY) && timeline.totalMinutes > 0 && p > 0;
  // Goals from the side's own shots, VAR-cancelled ones included (they were shots on target). Own goals
  // credited to a side are not its shots, so the final count is the side's own goals, not its score.
  const scored = (side: 'home' | 'away') => count(side, ['goal', 'penaltyGoal']);
  const goalsFinal = (i: 0 | 1) =>
    timeline.events.filter(
      (e) => e.side === (i === 0 ? 'home' : 'away') && (e.kind === 'goal' || e.kind === 'penaltyGoal'),
    ).length;
  const onTarget = (side: 'home' | 'away', i: 0 | 1) =>
    scored(side) + grow(Math.max(0, (outcome.shotsOnTarget[i] ?? 0) - goalsFinal(i)));
  const shots = (side: 'home' | 'away', i: 0 | 1) =>
    onTarget(side, i) + grow(Math.max(0, (outcome.shots[i] ?? 0) - (outcome.shotsOnTarget[i] ?? 0)));
  const edge = Math.log(outcome.lambda[0] / outcome.lambda[1]);
  const bucket = Math.floor(timeline.playedMinutes(t) / 5);
  const wobble = (hashKey(plan.id, 'pos', bucket) % 7) - 3;
  const possession = started
    ? Math.round(Math.min(72, Math.max(28, 50 + 12 * Math.tanh(edge) + wobble)))
    : 50;
  const halfWobble = (hashKey(plan.id, 'pos', 'half') % 5) - 2;
  const halfPossession = started
    ? Math.round(Math.min(72, Math.max(28, 50 + 12 * Math.tanh(edge) + halfWobble)))
    : 50;
  const seeded = (key: string, lo: number, hi: number, side: 0 | 1) =>
    lo + (hashKey(plan.id, key, side) % (hi - lo + 1));
  const passes = pair((_, i) =>
    // A fixed share (not the wobbling possession) so passes only go up.
    grow(
      (seeded('passes', 350, 600, i) * (i === 0 ? 50 + 12 * Math.tanh(edge) : 50 - 12 * Math.tanh(edge))) /
        50,
    ),
  );
  const accuracy = pair((_, i) => seeded('acc', 72, 90, i));
  const first = (kinds: readonly string[]): TechStat => {
    const e = events.find((x) => kinds.includes(x.kind));
    return { home: e?.side === 'home' ? 1 : 0, away: e?.side === 'away' ? 1 : 0 };
  };
  const tech: FootballTech = {
    kickoff: {
      home: started && hashKey(plan.id, 'ko') % 2 === 0 ? 1 : 0,
      away: started && hashKey(plan.id, 'ko') % 2 === 1 ? 1 : 0,
    },
    firstCorner: first(['corner']),
    firstYellow: first(['yellow']),
    shots: pair(shots),
    shotsOnTarget: pair(onTarget),
    shotsOffTarget: pair((_s, i) =>
      grow(Math.round(((outcome.shots[i] ?? 0) - (outcome.shotsOnTarget[i] ?? 0)) * 0.6)),
    ),
    shotsBlocked: pair((_s, i) =>
      grow(Math.round(((outcome.shots[i] ?? 0) - (outcome.shotsOnTarget[i] ?? 0)) * 0.4)),
    ),
    woodwork: pair((_, i) => grow(seeded('wood', 0, 1, i))),
    shotsInsideBox: pair((s, i) => Math.round(shots(s, i) * 0.62)),
    shotsOutsideBox: pair((s, i) => shots(s, i) - Math.round(shots(s, i) * 0.62)),
    fouls: pair((_, i) => grow(outcome.fouls[i] ?? 0)),
    corners: pair((s) => count(s, ['corner'])),
    halfCorners: pair((s) => count(s, ['corner'], (m) => m <= 45)),
    cornersExtra: pair((s) => count(s, ['corner'], (m) => m > 90)),
    freeKicks: pair((_, i) => grow((outcome.fouls[1 - i] ?? 0) + seeded('fk', 1, 4, i))),
    offsides: pair((_, i) => grow(seeded('off', 0, 5, i))),
    ownGoals: pair((s) => count(s === 'home' ? 'away' : 'home', ['ownGoal'])),
    yellowCards: pair((s) => count(s, ['yellow'])),
    halfYellowCards: pair((s) => count(s, ['yellow'], (m) => m <= 45)),
    redCards: pair((s) => count(s, ['red', 'secondYellow'])),
    possession: { home: possession, away: 100 - possession },
    halfPossession: { home: halfPossession, away: 100 - halfPossession },
    headers: pair((_, i) => grow(seeded('head', 10, 25, i))),
    headersWon: pair((_, i) => grow(seeded('headw', 5, 12, i))),
    saves: pair(
      (s, i) =>
        onTarget(s === 'home' ? 'away' : 'home', i === 0 ? 1 : 0) - scored(s === 'home' ? 'away' : 'home'),
    ),
    tackles: pair((_, i) => grow(seeded('tack', 12, 25, i))),
    tacklesWon: pair((_, i) => grow(seeded('tackw', 6, 12, i))),
    dribbles: pair((_, i) => grow(seeded('drib', 6, 18, i))),
    dribblesWon: pair((_, i) => grow(seeded('dribw', 3, 8, i))),
    throwIns: pair((_, i) => grow(seeded('throw', 14, 28, i))),
    passes,
    passesCompleted: {
      home: Math.round((passes.home * accuracy.home) / 100),
      away: Math.round((passes.away * accuracy.away) / 100),
    },
    passAccuracy: started ? accuracy : { home: 0, away: 0 },
    crosses: pair((_, i) => grow(seeded('cross', 8, 24, i))),
    crossesCompleted: pair((_, i) => grow(seeded('crossw', 2, 7, i))),
    longBalls: pair((_, i) => grow(seeded('long', 30, 60, i))),
    interceptions: pair((_, i) => grow(seeded('int', 6, 15, i))),
    clearances: pair((_, i) => grow(seeded('clear', 10, 30, i))),
    attacks: pair((_, i) =>
      grow(
        Math.round(
          seeded('att', 85, 120, i) * (i === 0 ? 1 + Math.tanh(edge) * 0.2 : 1 - Math.tanh(edge) * 0.2),
        ),
      ),
    ),
    dangerousAttacks: pair((_, i) =>
      grow(
        Math.round(
          seeded('dang', 40, 70, i) * (i === 0 ? 1 + Math.tanh(edge) * 0.25 : 1 - Math.tanh(edge) * 0.25),
        ),
      ),
    ),
    substitutions: pair((s) => count(s, ['sub'])),
    goalKicks: pair((_, i) => grow(seeded('gk', 5, 12, i))),
    keyPasses: pair((_, i) => grow(seeded('key', 5, 14, i))),
    bigChances: pair((_, i) => grow(seeded('big', 1, 5, i))),
  };
  // A replayed file without shot / foul / corner columns: those statistics are absent, not zero.
  const absent = outcome.absent;
  if (absent?.shots) for (const k of ABSENT_WITH.shots) delete tech[k];
  if (absent?.fouls) for (const k of ABSENT_WITH.fouls) delete tech[k];
  if (absent?.corners) for (const k of ABSENT_WITH.corners) delete tech[k];
  return tech;
}

/** The statistics derived from each group of source columns. */
const ABSENT_WITH = {
  shots: [
    'shots',
    'shotsOnTarget',
    'shotsOffTarget',
    'shotsBlocked',
    'shotsInsideBox',
    'shotsOutsideBox',
    'saves',
  ],
  fouls: ['fouls', 'freeKicks'],
  corners: ['corners', 'halfCorners', 'cornersExtra', 'firstCorner'],
} as const satisfies Record<string, readonly (keyof FootballTech)[]>;
