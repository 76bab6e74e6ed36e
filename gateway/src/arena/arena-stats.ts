import {
  type ArenaRankRow,
  type ArenaStats,
  addDays,
  type PickMarket,
  type PickResult,
  RECENT_PICKS,
  recentRecordText,
} from '@kuyi/shared';
import { isHit, isMiss, profitUnits } from './pick-outcome.ts';

/** What the stats read of one settled pick. */
export interface SettledPick {
  id: number;
  userId: number;
  market: PickMarket;
  price: number;
  result: PickResult;
  matchDay: string;
  kickoff: number;
}

const pct = (num: number, den: number) => (den > 0 ? Math.round((num / den) * 1000) / 10 : null);

function rate(picks: readonly SettledPick[]): number | null {
  const hits = picks.filter((p) => isHit(p.result)).length;
  const decided = picks.filter((p) => p.result !== 'push').length;
  return pct(hits, decided);
}

/** Match order: kick-off, then publish order. */
export const byMatchOrder = (a: SettledPick, b: SettledPick) => a.kickoff - b.kickoff || a.id - b.id;

/**
 * A user's record from their settled picks. 连红 counts consecutive hits in match order; a 走 neither extends
 * nor breaks a streak. Day windows are Beijing match days ending `today` inclusive.
 */
export function computeStats(all: readonly SettledPick[], today: string, lastN = RECENT_PICKS): ArenaStats {
  const picks = [...all].sort(byMatchOrder);
  const within = (days: number) =>
    picks.filter((p) => p.matchDay >= addDays(today, 1 - days) && p.matchDay <= today);
  let current = 0;
  let best = 0;
  for (const p of picks) {
    if (isHit(p.result)) {
      current += 1;
      best = Math.max(best, current);
    } else if (isMiss(p.result)) current = 0;
  }
  const recent = picks.slice(-lastN);
  const recentHits = recent.filter((p) => isHit(p.result)).length;
  const recentPushes = recent.filter((p) => p.result === 'push').length;
  const recentDecided = recent.length - recentPushes;
  const profit = picks.reduce((s, p) => s + profitUnits(p.market, p.price, p.result), 0);
  return {
    settled: picks.length,
    hits: picks.filter((p) => isHit(p.result)).length,
    misses: picks.filter((p) => isMiss(p.result)).length,
    pushes: picks.filter((p) => p.result === 'push').length,
    hitRate: rate(picks),
    hitRate3d: rate(within(3)),
    hitRate5d: rate(within(5)),
    hitRate7d: rate(within(7)),
    lastN: {
      n: recentDecided,
      hits: recentHits,
      pushes: recentPushes,
      label:
        recent.length === 0
          ? '暂无战绩'
          : recentRecordText({ decided: recentDecided, hits: recentHits, pushes: recentPushes }),
    },
    currentStreak: current,
    bestStreak: best,
    roi: pct(profit, picks.length),
    profit: Math.round(profit * 100) / 100,
  };
}

/**
 * A round's ranking: by profit (units), then hit rate, then more picks, then the earlier user — a total
 * order, so two replicas print the same table.
 */
export function rankUsers(picks: readonly SettledPick[]): ArenaRankRow[] {
  const byUser = new Map<number, SettledPick[]>();
  for (const p of picks) {
    const list = byUser.get(p.userId) ?? [];
    list.push(p);
    byUser.set(p.userId, list);
  }
  const rows = [...byUser].map(([userId, list]) => {
    const profit = list.reduce((s, p) => s + profitUnits(p.market, p.price, p.result), 0);
    return {
      userId,
      settled: list.length,
      hits: list.filter((p) => isHit(p.result)).length,
      pushes: list.filter((p) => p.result === 'push').length,
      hitRate: rate(list),
      profit: Math.round(profit * 100) / 100,
      roi: pct(profit, list.length),
    };
  });
  rows.sort(
    (a, b) =>
      b.profit - a.profit ||
      (b.hitRate ?? -1) - (a.hitRate ?? -1) ||
      b.settled - a.settled ||
      a.userId - b.userId,
  );
  return rows.map((r, i) => ({ rank: i + 1, ...r }));
}
