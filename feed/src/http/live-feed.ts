import type { LiveWord } from '@kuyi/shared';
import { type ChangeIndex, changedBetween, lastChangeAt } from '../day/change-index.ts';
import type { MatchDay } from '../day/match-day.ts';
import { maxWordIdAt } from '../day/word-ids.ts';
import type { World } from '../day/world.ts';

/**
 * The shared arithmetic of the polled calls. Versions are whole seconds of simulated time since 2010, so
 * they only grow, survive a restart with the same clock, and stay equal while nothing changes.
 */
// Before every replayed day (the 2018 World Cup), so a version is never clamped to 0.
const EPOCH = Date.UTC(2010, 0, 1);
export const toVersion = (at: number | null): number =>
  at === null ? 0 : Math.max(0, Math.floor((at - EPOCH) / 1000));
export const fromVersion = (version: number): number => EPOCH + version * 1000;

/** `change` looks back this long on the wall clock (titan007's change list covers ~20 s). */
export const CHANGE_WINDOW_MS = 20_000;

export function versionOf(
  days: readonly MatchDay[],
  pickIndex: (d: MatchDay) => ChangeIndex,
  t: number,
): number {
  let latest: number | null = null;
  for (const d of days) {
    const at = lastChangeAt(pickIndex(d), t);
    if (at !== null && (latest === null || at > latest)) latest = at;
  }
  return toVersion(latest);
}

/** Matches of the active days with a change in (from, t], as (day, index) pairs in kickoff order. */
export function changedMatches<T extends { kickoff: number }>(
  days: readonly MatchDay[],
  pickIndex: (d: MatchDay) => ChangeIndex,
  pickList: (d: MatchDay) => readonly T[],
  from: number,
  t: number,
): T[] {
  const out: T[] = [];
  for (const d of days) {
    const list = pickList(d);
    for (const i of changedBetween(pickIndex(d), from, t)) {
      const m = list[i];
      if (m) out.push(m);
    }
  }
  return out.sort((a, b) => a.kickoff - b.kickoff);
}

/** Window start for a poll: the later of the client's version and the wall-clock window. */
export function windowStart(world: World, t: number, version: number | null): number {
  const byWindow = t - world.clock.simSpan(CHANGE_WINDOW_MS);
  return version === null || version === 0 ? byWindow : Math.max(byWindow, fromVersion(version));
}

/** Lines with id > cursor visible at t, oldest first, from several days merged by id. */
export function wordsAfter(
  lists: readonly (readonly LiveWord[])[],
  cursor: number,
  t: number,
  limit: number,
  matchId: string | null,
): LiveWord[] {
  const maxId = maxWordIdAt(t);
  const picked: LiveWord[] = [];
  for (const list of lists) {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid]?.id ?? 0) <= cursor) lo = mid + 1;
      else hi = mid;
    }
    const start = lo;
    for (let i = start; i < list.length; i++) {
      const w = list[i];
      if (!w || w.id > maxId) break;
      if (w.at > t) continue;
      if (matchId !== null && w.matchId !== matchId) continue;
      picked.push(w);
    }
  }
  return picked.sort((a, b) => a.id - b.id).slice(0, limit);
}
