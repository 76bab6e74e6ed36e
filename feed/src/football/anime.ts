import type { AnimeItem } from '@kuyi/shared';
import { formatEventMinute } from '@kuyi/shared';
import { rngFor } from '../util/rng.ts';
import type { FootballPlan } from './plan-types.ts';

/**
 * The animation stream (动画直播): what the pitch graphic shows minute by minute — attacks, dangerous
 * attacks, shots, free kicks — plus the timeline's goals, corners and cards. Built once per match.
 */
const LABELS: Record<string, string> = {
  attack: '进攻',
  dangerousAttack: '危险进攻',
  shot: '射门',
  freeKick: '任意球',
  corner: '角球',
  goal: '进球',
  card: '牌',
  sub: '换人',
};
const cache = new WeakMap<FootballPlan, AnimeItem[]>();

export function footballAnime(plan: FootballPlan, seed: number): AnimeItem[] {
  const hit = cache.get(plan);
  if (hit) return hit;
  const rng = rngFor(seed, 'anime', plan.id);
  const homeShare = plan.outcome.lambda[0] / (plan.outcome.lambda[0] + plan.outcome.lambda[1]);
  const raw: Omit<AnimeItem, 'id'>[] = [];
  for (let minute = 1; minute <= plan.timeline.totalMinutes; minute++) {
    const count = Math.floor(rng() * 3);
    for (let k = 0; k < count; k++) {
      const second = Math.floor(rng() * 60);
      const at = plan.timeline.timeOf(minute, null, second);
      if (at === null) continue;
      const roll = rng();
      const kind = roll < 0.55 ? 'attack' : roll < 0.8 ? 'dangerousAttack' : roll < 0.9 ? 'shot' : 'freeKick';
      const side = rng() < homeShare + 0.05 ? 'home' : 'away';
      raw.push({ at, minute: `${minute}'`, side, kind, label: LABELS[kind] ?? kind });
    }
  }
  for (const e of plan.timeline.events) {
    const kind =
      e.kind === 'corner'
        ? 'corner'
        : e.kind === 'sub'
          ? 'sub'
          : ['goal', 'penaltyGoal', 'ownGoal'].includes(e.kind)
            ? 'goal'
            : ['yellow', 'red', 'secondYellow'].includes(e.kind)
              ? 'card'
              : null;
    if (!kind) continue;
    raw.push({
      at: e.at,
      minute: formatEventMinute(e.minute, e.addedTime),
      side: e.side,
      kind,
      label: LABELS[kind] ?? kind,
    });
  }
  raw.sort((a, b) => a.at - b.at);
  const items = raw.map((x, i) => ({ id: i + 1, ...x }));
  cache.set(plan, items);
  return items;
}
