import type { AnimeItem } from '@kuyi/shared';
import { formatEventMinute, SCORING_KINDS } from '@kuyi/shared';
import { rngFor } from '../util/rng.ts';
import type { FootballPlan } from './plan-types.ts';
import type { TimedEvent } from './timeline.ts';

/**
 * The animation stream (动画直播): what the pitch graphic shows minute by minute — attacks, dangerous
 * attacks, shots, free kicks — plus the timeline's goals, corners and cards. Built once per match. A goal
 * later cancelled by VAR is a shot labelled 进球无效, never a goal: the stream's goals are the final score.
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
/** The label of a shot that went in and was then ruled out, as the commentary says it (进球被判无效). */
const DISALLOWED_LABEL = '进球无效';
const cache = new WeakMap<FootballPlan, AnimeItem[]>();

/** The goals a later goalCancelled strikes off: each cancels its side's latest goal still standing. */
function cancelledGoals(plan: FootballPlan): Set<TimedEvent> {
  const standing: Record<'home' | 'away', TimedEvent[]> = { home: [], away: [] };
  const out = new Set<TimedEvent>();
  for (const e of plan.timeline.events) {
    if (SCORING_KINDS.includes(e.kind)) standing[e.side].push(e);
    if (e.kind !== 'goalCancelled') continue;
    const goal = standing[e.side].pop();
    if (goal) out.add(goal);
  }
  return out;
}

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
  const cancelled = cancelledGoals(plan);
  for (const e of plan.timeline.events) {
    if (cancelled.has(e)) {
      // The stream cannot take an item back, so a goal VAR strikes off is drawn as the chance it was.
      raw.push({
        at: e.at,
        minute: formatEventMinute(e.minute, e.addedTime),
        side: e.side,
        kind: 'shot',
        label: DISALLOWED_LABEL,
      });
      continue;
    }
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
