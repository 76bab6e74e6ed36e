import { type FootballOutcome, finalScore, type Pair } from '../football/outcome.ts';
import { anyMinute, type MatchScript, scriptFromOutcome } from '../football/script.ts';
import { type Rng, randInt } from '../util/rng.ts';
import type { RealMatch } from './openfootball.ts';

/**
 * A replayed match's minutes: the real events when openfootball has them (corners, which it lacks, are
 * generated to the CSV totals and marked generated); otherwise every event is generated to fit the totals,
 * without invented VAR goals or missed penalties, and without names we do not know.
 */
export function replayScript(rng: Rng, outcome: FootballOutcome, real: RealMatch | undefined): MatchScript {
  if (!real) {
    // A side that scored more goals than it had shots on target was given the difference as own goals.
    const goals = finalScore(outcome);
    const owed: Pair = outcome.absent?.shots
      ? [0, 0]
      : [
          Math.max(0, goals[0] - (outcome.shotsOnTarget[0] ?? 0)),
          Math.max(0, goals[1] - (outcome.shotsOnTarget[1] ?? 0)),
        ];
    return scriptFromOutcome(rng, outcome, { home: null, away: null }, false, owed, true);
  }
  const added = (half: 1 | 2) =>
    Math.max(
      0,
      ...real.events
        .filter((e) => (half === 1 ? e.minute <= 45 : e.minute > 45) && e.addedTime !== null)
        .map((e) => e.addedTime ?? 0),
    );
  const injury = {
    first: Math.max(added(1), randInt(rng, 1, 4)),
    second: Math.max(added(2), randInt(rng, 3, 7)),
    extra: 0,
  };
  const events = [...real.events];
  outcome.corners.forEach((count, i) => {
    for (let c = 0; c < count; c++) {
      events.push({
        kind: 'corner',
        side: i === 0 ? 'home' : 'away',
        ...anyMinute(rng, 0.46, injury),
        second: randInt(rng, 0, 59),
        player: null,
        relatedPlayer: null,
        generated: true,
      });
    }
  });
  return {
    status: 'normal',
    injury,
    extraTime: false,
    shootout: null,
    interruptMinute: null,
    abandonMinute: null,
    events,
  };
}
