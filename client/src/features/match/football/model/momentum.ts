import type { AnimeItem } from '@kuyi/shared';

/** Minutes per bar: three keeps a 90-minute match to 30 bars that still show who is pressing when. */
export const MOMENTUM_BUCKET_MINUTES = 3;

/** How much pressure an animation item stands for; cards and substitutions are not pressure. */
const WEIGHT: Record<string, number> = {
  attack: 1,
  freeKick: 1,
  corner: 2,
  dangerousAttack: 3,
  shot: 4,
  goal: 5,
};

export interface MomentumBar {
  /** First minute of the bucket, 1-based: 1, 4, 7 … */
  minute: number;
  label: string;
  /** Home pressure, up from the middle line. */
  home: number;
  /** Away pressure as a negative number, down from the middle line. */
  away: number;
  goals: ('home' | 'away')[];
}

/** "45+2'" → 45 (stoppage time counts in the period's last minute); null when unreadable. */
export function animeMinute(minute: string): number | null {
  const m = /^(\d+)/.exec(minute);
  return m ? Number(m[1]) : null;
}

/** The attack-momentum chart of the animation stream: pressure per side per bucket, and where goals fell. */
export function momentumBars(items: readonly AnimeItem[]): MomentumBar[] {
  const buckets = new Map<number, MomentumBar>();
  for (const item of items) {
    const minute = animeMinute(item.minute);
    if (minute === null || item.side === null) continue;
    const index = Math.floor((Math.max(1, minute) - 1) / MOMENTUM_BUCKET_MINUTES);
    let bar = buckets.get(index);
    if (!bar) {
      const first = index * MOMENTUM_BUCKET_MINUTES + 1;
      bar = { minute: first, label: `${first}'`, home: 0, away: 0, goals: [] };
      buckets.set(index, bar);
    }
    const weight = WEIGHT[item.kind] ?? 0;
    if (item.side === 'home') bar.home += weight;
    else bar.away -= weight;
    if (item.kind === 'goal') bar.goals.push(item.side);
  }
  // Quiet buckets between busy ones still take their place on the time axis.
  const last = Math.max(-1, ...buckets.keys());
  return Array.from({ length: last + 1 }, (_, i) => {
    const first = i * MOMENTUM_BUCKET_MINUTES + 1;
    return buckets.get(i) ?? { minute: first, label: `${first}'`, home: 0, away: 0, goals: [] };
  });
}
