import { type FootballEvent, FootballState, SCORING_KINDS } from '@kuyi/shared';
import { MINUTE, toSecond } from '../util/day-time.ts';
import { type Rng, randInt } from '../util/rng.ts';
import type { MatchScript } from './script.ts';
import { clockMinute, stoppageOf } from './stoppage.ts';

/** A state the row enters at `at`; announcements of stoppage time are phases too (same state, new injuryTime). */
export interface Phase {
  at: number;
  state: FootballState;
  periodStart: number | null;
  injuryTime: number;
}
export type TimedEvent = FootballEvent & { at: number };
export interface ShootoutStep {
  at: number;
  side: 'home' | 'away';
  scored: boolean;
  home: number;
  away: number;
}

export interface Timeline {
  phases: Phase[];
  events: TimedEvent[];
  shootout: ShootoutStep[];
  /** When the first half ended (the half-time score freezes here); null when it never did. */
  halfTimeAt: number | null;
  /** When the match reached its final state. */
  endAt: number | null;
  /**
   * The phase instant at which regular time (90' + stoppage) is over and its score is known: extra time,
   * the shoot-out or 完场, whichever comes first; null when regular time never ended (abandoned, never played).
   */
  regularEndAt: number | null;
  /** When extra time kicked off; goals from here on do not count towards the regular-time score. */
  extraTimeAt: number | null;
  /** Epoch ms of a match minute, for commentary and odds; null when that minute was never played. */
  timeOf(minute: number, addedTime: number | null, second?: number): number | null;
  /** Minutes of play up to `t` (for stats that accrue with play). */
  playedMinutes(t: number): number;
  totalMinutes: number;
}

/** Puts a script on the clock from its kick-off; every instant is a whole second (see liveWords ids). */
export function buildTimeline(matchId: string, kickoff: number, script: MatchScript, rng: Rng): Timeline {
  const phases: Phase[] = [];
  const special = script.status;
  if (special === 'postponed' || special === 'cancelled' || special === 'tbd') {
    const state =
      special === 'postponed'
        ? FootballState.Postponed
        : special === 'cancelled'
          ? FootballState.Cancelled
          : FootballState.TBD;
    phases.push({
      at: toSecond(kickoff - (special === 'tbd' ? 10 : 2) * 60 * MINUTE),
      state,
      periodStart: null,
      injuryTime: 0,
    });
    return {
      phases,
      events: [],
      shootout: [],
      halfTimeAt: null,
      endAt: phases[0]?.at ?? null,
      regularEndAt: null,
      extraTimeAt: null,
      timeOf: () => null,
      playedMinutes: () => 0,
      totalMinutes: 90,
    };
  }
  const injury = stoppageOf(script);
  const s1 = toSecond(kickoff + randInt(rng, 0, 90) * 1000);
  const pause = script.interruptMinute !== null ? randInt(rng, 5, 15) * MINUTE : 0;
  const interruptAt = script.interruptMinute !== null ? s1 + script.interruptMinute * MINUTE : null;
  const e1 = s1 + (45 + injury.first) * MINUTE + pause + randInt(rng, 0, 50) * 1000;
  const s2 = e1 + 15 * MINUTE + randInt(rng, 0, 120) * 1000;
  const e2 = s2 + (45 + injury.second) * MINUTE + randInt(rng, 0, 50) * 1000;
  const et1 = e2 + 4 * MINUTE;
  // Extra time's first half ends after its stoppage (105+x), then a minute's break before the second.
  const etBreak = et1 + (15 + injury.extraFirst) * MINUTE;
  const et2 = etBreak + MINUTE;
  const etEnd = et2 + (15 + injury.extra) * MINUTE + randInt(rng, 0, 30) * 1000;
  const abandonAt = script.abandonMinute !== null ? s2 + (script.abandonMinute - 46) * MINUTE + 30_000 : null;

  // Null when the minute was never played: past an abandonment, or after its period's whistle.
  const timeOf = (fileMinute: number, fileAdded: number | null, second = 0): number | null => {
    const { minute, addedTime } = clockMinute(fileMinute, fileAdded, script.extraTime);
    const offset = (addedTime ?? 0) * MINUTE + second * 1000;
    let at: number;
    let whistle: number;
    if (minute <= 45) {
      at = s1 + (minute - 1) * MINUTE + offset;
      if (interruptAt !== null && at >= interruptAt) at += pause;
      whistle = e1;
    } else if (minute <= 90) {
      at = s2 + (minute - 46) * MINUTE + offset;
      whistle = e2;
    } else if (minute <= 105) {
      at = et1 + (minute - 91) * MINUTE + offset;
      whistle = etBreak;
    } else {
      at = et2 + (minute - 106) * MINUTE + offset;
      whistle = etEnd;
    }
    if (at >= whistle || (abandonAt !== null && at >= abandonAt)) return null;
    return at;
  };

  phases.push({ at: s1, state: FootballState.FirstHalf, periodStart: s1, injuryTime: 0 });
  if (interruptAt !== null) {
    phases.push({ at: interruptAt, state: FootballState.Interrupted, periodStart: null, injuryTime: 0 });
    phases.push({
      at: interruptAt + pause,
      state: FootballState.FirstHalf,
      periodStart: s1 + pause,
      injuryTime: 0,
    });
  }
  phases.push({
    at: s1 + 45 * MINUTE + pause,
    state: FootballState.FirstHalf,
    periodStart: s1 + pause,
    injuryTime: injury.first,
  });
  phases.push({ at: e1, state: FootballState.HalfTime, periodStart: null, injuryTime: 0 });
  phases.push({ at: s2, state: FootballState.SecondHalf, periodStart: s2, injuryTime: 0 });
  let endAt: number;
  if (abandonAt !== null) {
    phases.push({ at: abandonAt, state: FootballState.Abandoned, periodStart: null, injuryTime: 0 });
    endAt = abandonAt;
  } else {
    phases.push({
      at: s2 + 45 * MINUTE,
      state: FootballState.SecondHalf,
      periodStart: s2,
      injuryTime: injury.second,
    });
    endAt = e2;
    if (script.extraTime) {
      // One state for both halves of extra time; periodStart stays continuous so the minute runs 91'…120'.
      // The breaks (before extra time, between its halves) are 加时 with no period running, as the break
      // before a shoot-out is: the row reads 加时 there instead of a second-half minute counting on past 95'.
      phases.push({ at: e2, state: FootballState.ExtraTime, periodStart: null, injuryTime: 0 });
      phases.push({ at: et1, state: FootballState.ExtraTime, periodStart: et1, injuryTime: 0 });
      phases.push({
        at: etBreak,
        state: FootballState.ExtraTime,
        periodStart: null,
        injuryTime: 0,
      });
      phases.push({ at: et2, state: FootballState.ExtraTime, periodStart: et2 - 15 * MINUTE, injuryTime: 0 });
      endAt = etEnd;
    }
  }
  const shootout: ShootoutStep[] = [];
  if (script.shootout && abandonAt === null) {
    const start = etEnd + 3 * MINUTE;
    phases.push({ at: etEnd, state: FootballState.ExtraTime, periodStart: null, injuryTime: 0 });
    phases.push({ at: start, state: FootballState.Penalties, periodStart: null, injuryTime: 0 });
    let home = 0;
    let away = 0;
    script.shootout.kicks.forEach((kick, k) => {
      if (kick.scored && kick.side === 'home') home++;
      if (kick.scored && kick.side === 'away') away++;
      shootout.push({ at: start + (k + 1) * 50_000, ...kick, home, away });
    });
    endAt = start + (script.shootout.kicks.length + 1) * 50_000;
  }
  if (abandonAt === null)
    phases.push({ at: endAt, state: FootballState.Finished, periodStart: null, injuryTime: 0 });

  const placed: { e: (typeof script.events)[number]; at: number }[] = [];
  for (const fileEvent of script.events) {
    const e = { ...fileEvent, ...clockMinute(fileEvent.minute, fileEvent.addedTime, script.extraTime) };
    const at = timeOf(e.minute, e.addedTime, e.second);
    if (at !== null) placed.push({ e, at });
    // A goal lost here would leave the replayed score short of the real one without a word.
    else if (abandonAt === null && (SCORING_KINDS.includes(e.kind) || e.kind === 'goalCancelled'))
      throw new Error(`${matchId}: ${e.kind} at ${e.minute}+${e.addedTime ?? 0} falls outside the match`);
  }
  placed.sort((a, b) => a.at - b.at);
  const score = { home: 0, away: 0 };
  const events: TimedEvent[] = placed.map(({ e, at }, n) => {
    let scoreText: string | null = null;
    if (SCORING_KINDS.includes(e.kind)) score[e.side]++;
    if (e.kind === 'goalCancelled') score[e.side] = Math.max(0, score[e.side] - 1);
    if (SCORING_KINDS.includes(e.kind) || e.kind === 'goalCancelled')
      scoreText = `${score.home}-${score.away}`;
    return {
      id: `${matchId}-${n + 1}`,
      kind: e.kind,
      side: e.side,
      minute: e.minute,
      addedTime: e.addedTime,
      player: e.player,
      relatedPlayer: e.relatedPlayer,
      score: scoreText,
      generated: e.generated,
      at,
    };
  });

  const totalMinutes = abandonAt !== null ? (script.abandonMinute ?? 90) : script.extraTime ? 120 : 90;
  const playedMinutes = (t: number): number => {
    if (t < s1) return 0;
    const first = Math.min(
      45,
      Math.max(
        0,
        (t - s1 - (interruptAt !== null && t >= interruptAt ? Math.min(pause, t - interruptAt) : 0)) / MINUTE,
      ),
    );
    if (t < s2) return first;
    const second = Math.min(45, (Math.min(t, abandonAt ?? t) - s2) / MINUTE);
    if (!script.extraTime || t < et1) return Math.min(totalMinutes, 45 + second);
    // The break between the two halves of extra time does not count.
    const extra = t < et2 ? Math.min(15, (t - et1) / MINUTE) : 15 + Math.min(15, (t - et2) / MINUTE);
    return 90 + Math.max(0, extra);
  };
  // A phase instant, so the row's `regular` only changes where the change index already looks ([F2]).
  const regularEndAt = abandonAt === null ? (phases.find((p) => p.at >= e2)?.at ?? null) : null;
  const extraTimeAt = abandonAt === null && script.extraTime ? et1 : null;
  return {
    phases,
    events,
    shootout,
    halfTimeAt: e1,
    endAt,
    regularEndAt,
    extraTimeAt,
    timeOf,
    playedMinutes,
    totalMinutes,
  };
}
