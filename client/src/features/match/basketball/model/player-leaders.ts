import type { BasketballPlayerLine } from '@kuyi/shared';
import { boxOrder } from './box-score.ts';

/** 球员之最's rows, in the order fans read a leaders card (SofaScore, titan007): points, rebounds, assists. */
export const LEADER_STATS = [
  { key: 'points', label: '得分' },
  { key: 'rebounds', label: '篮板' },
  { key: 'assists', label: '助攻' },
] as const satisfies ReadonlyArray<{ key: keyof BasketballPlayerLine; label: string }>;

export type LeaderStat = (typeof LEADER_STATS)[number]['key'];

/** Tied names a cell prints before "等N人": two still fit half a 320 px phone beside the number. */
export const TIED_NAMES_SHOWN = 2;

export interface Leader {
  value: number;
  /** Everyone on `value`, in the box score's order (starters first, then the bench by minutes). */
  names: string[];
}

export interface LeaderRow {
  key: LeaderStat;
  label: string;
  /** Null while nobody on that side has one (no leader "with 0"). */
  home: Leader | null;
  away: Leader | null;
}

/**
 * A side's leader in one stat. A tie names every player on the number, in the order of the box score under
 * it, so no one is picked by a rule the fan cannot see. Nobody leads with 0: before the first rebound the
 * cell is empty rather than naming the whole roster (and the bench who did not play, 0 minutes) as tied.
 */
export function teamLeader(
  players: readonly BasketballPlayerLine[],
  side: 'home' | 'away',
  stat: LeaderStat,
): Leader | null {
  let best: Leader | null = null;
  for (const p of boxOrder(players, side)) {
    const value = p[stat];
    if (value <= 0) continue;
    if (!best || value > best.value) best = { value, names: [p.name] };
    else if (value === best.value) best.names.push(p.name);
  }
  return best;
}

/** 球员之最: each side's top scorer, rebounder and assister from the box score's lines. */
export function playerLeaders(players: readonly BasketballPlayerLine[]): LeaderRow[] {
  return LEADER_STATS.map(({ key, label }) => ({
    key,
    label,
    home: teamLeader(players, 'home', key),
    away: teamLeader(players, 'away', key),
  }));
}

/** The names a cell prints: up to TIED_NAMES_SHOWN, and "等N人" (N counting everyone tied) when there are more. */
export function leaderNames(leader: Leader): { shown: string[]; more: string | null } {
  const { names } = leader;
  if (names.length <= TIED_NAMES_SHOWN) return { shown: names, more: null };
  return { shown: names.slice(0, TIED_NAMES_SHOWN), more: `等${names.length}人` };
}
