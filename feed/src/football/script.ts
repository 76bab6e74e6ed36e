import type { FootballEventKind, Side } from '@kuyi/shared';
import { type Rng, randInt } from '../util/rng.ts';
import { castPlayers } from './cast-players.ts';
import type { TeamLineup } from './lineup.ts';
import type { FootballOutcome, MatchStatus, Pair, Shootout } from './outcome.ts';

/** One timeline entry by match minute, before it is placed on the clock. */
export interface ScriptEvent {
  kind: FootballEventKind;
  side: Side;
  minute: number;
  addedTime: number | null;
  /** Second within the minute, so events of one minute keep their order. */
  second: number;
  player: string | null;
  relatedPlayer: string | null;
  generated: boolean;
}

/** A match as minutes: period lengths, stoppages and the events; timeline.ts puts it on the clock. */
export interface MatchScript {
  status: MatchStatus;
  injury: { first: number; second: number; extra: number };
  extraTime: boolean;
  shootout: Shootout | null;
  /** Minute of the first half at which play stops for a while (floodlights, weather). */
  interruptMinute: number | null;
  /** Minute of the second half at which the match is abandoned. */
  abandonMinute: number | null;
  events: ScriptEvent[];
}

const SIDES: readonly Side[] = ['home', 'away'];

/** Where in a period a count of events falls: 1..45 (+ stoppage) or 46..90 (+ stoppage), or extra time. */
function minuteIn(
  rng: Rng,
  period: 1 | 2 | 3,
  injury: number,
  room = 0,
): { minute: number; addedTime: number | null } {
  if (period === 3) return { minute: randInt(rng, 91, 120 - room), addedTime: null };
  const start = period === 1 ? 1 : 46;
  const end = period === 1 ? 45 : 90;
  if (room === 0 && injury > 0 && rng() < 0.06) return { minute: end, addedTime: randInt(rng, 1, injury) };
  return { minute: randInt(rng, start, end - room), addedTime: null };
}

/** A minute in either half, the first with probability `firstShare`. */
export function anyMinute(
  rng: Rng,
  firstShare: number,
  injury: { first: number; second: number },
): { minute: number; addedTime: number | null } {
  return rng() < firstShare ? minuteIn(rng, 1, injury.first) : minuteIn(rng, 2, injury.second);
}

/** Expands an outcome into minutes: goals (some from penalties, some own goals, a few cancelled by VAR). */
export function scriptFromOutcome(
  rng: Rng,
  outcome: FootballOutcome,
  lineups: { home: TeamLineup | null; away: TeamLineup | null },
  /** VAR-cancelled goals and missed penalties leave the totals alone; replays of real days leave them out. */
  extras = true,
  /** Own goals each side must have been given at least (a replay whose side scored more than it had on target). */
  ownGoalsAtLeast: Pair = [0, 0],
  /**
   * Whether the outcome is a real match's totals (a replay), so the minutes and names are ours, not the
   * match's: marked `generated` and never told as facts. A synthetic day's events are that day's own facts.
   */
  fitsRealTotals = false,
): MatchScript {
  const injury = { first: randInt(rng, 1, 4), second: randInt(rng, 2, 7), extra: randInt(rng, 0, 2) };
  const events: ScriptEvent[] = [];
  // Minutes first; castPlayers names the players afterwards, walking the match in order.
  const add = (e: Omit<ScriptEvent, 'second' | 'generated' | 'player' | 'relatedPlayer'>) =>
    events.push({
      ...e,
      second: randInt(rng, 0, 59),
      player: null,
      relatedPlayer: null,
      generated: fitsRealTotals,
    });
  const lineupOf = (side: Side) => (side === 'home' ? lineups.home : lineups.away);

  const periods: [1 | 2 | 3, Pair, number][] = [
    [1, outcome.firstHalf, injury.first],
    [2, outcome.secondHalf, injury.second],
  ];
  if (outcome.extraTime) periods.push([3, outcome.extraTime, injury.extra]);
  for (const [period, goals, inj] of periods) {
    for (const [i, side] of SIDES.entries()) {
      for (let g = 0; g < (goals[i] ?? 0); g++) {
        const roll = rng();
        const kind: FootballEventKind = roll < 0.1 ? 'penaltyGoal' : roll < 0.14 ? 'ownGoal' : 'goal';
        add({ kind, side, ...minuteIn(rng, period, inj) });
      }
      // VAR: a goal that is given, then struck off a minute or two later.
      if (extras && rng() < 0.03) {
        const at = minuteIn(rng, period, inj, 3);
        add({ kind: 'goal', side, ...at });
        add({ kind: 'goalCancelled', side, minute: at.minute + randInt(rng, 1, 2), addedTime: null });
      }
      if (extras && rng() < 0.02) add({ kind: 'penaltyMissed', side, ...minuteIn(rng, period, inj) });
    }
  }
  // Goals beyond a side's shots on target can only have been own goals: the latest ones become so.
  for (const [i, side] of SIDES.entries()) {
    let missing =
      (ownGoalsAtLeast[i] ?? 0) - events.filter((e) => e.side === side && e.kind === 'ownGoal').length;
    for (let k = events.length - 1; k >= 0 && missing > 0; k--) {
      const e = events[k];
      if (!e || e.side !== side || (e.kind !== 'goal' && e.kind !== 'penaltyGoal')) continue;
      events[k] = { ...e, kind: 'ownGoal', player: null, relatedPlayer: null };
      missing--;
    }
  }
  for (const [i, side] of SIDES.entries()) {
    const yellows = outcome.yellows[i] ?? 0;
    for (let y = 0; y < yellows; y++) add({ kind: 'yellow', side, ...anyMinute(rng, 0.35, injury) });
    for (let r = 0; r < (outcome.reds[i] ?? 0); r++) {
      // A second yellow needs a first booking, so it goes late in the second half (castPlayers makes it a
      // straight red when nobody on a booking is left on the pitch by then).
      const second = yellows > 0 && rng() < 0.4;
      add({
        kind: second ? 'secondYellow' : 'red',
        side,
        minute: second ? randInt(rng, 80, 90) : randInt(rng, 20, 89),
        addedTime: null,
      });
    }
    for (let c = 0; c < (outcome.corners[i] ?? 0); c++) {
      add({ kind: 'corner', side, ...anyMinute(rng, 0.46, injury) });
    }
    // Up to five changes; who comes on and goes off is decided by castPlayers at the minute they happen.
    if (lineupOf(side)) {
      for (let k = 0; k < 5; k++) {
        if (rng() < 0.1) continue;
        add({
          kind: 'sub',
          side,
          minute: k === 0 && rng() < 0.2 ? 46 : randInt(rng, 55, 88),
          addedTime: null,
        });
      }
    }
  }
  return {
    status: outcome.status,
    injury,
    extraTime: outcome.extraTime !== null,
    shootout: outcome.penalties,
    interruptMinute: outcome.status === 'interrupted' ? randInt(rng, 15, 40) : null,
    abandonMinute: outcome.status === 'abandoned' ? randInt(rng, 55, 80) : null,
    events: castPlayers(rng, events, lineups),
  };
}
