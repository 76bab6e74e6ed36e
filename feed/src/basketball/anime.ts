import type { AnimeItem } from '@kuyi/shared';
import { formatGameClock } from '@kuyi/shared';
import { periodName } from './commentary.ts';
import type { BasketballPlan } from './plan-types.ts';

const LABELS: Record<string, string> = {
  '2pt': '两分命中',
  '3pt': '三分命中',
  ft: '罚球命中',
  ftMiss: '罚球不中',
  miss2: '投篮不中',
  miss3: '三分不中',
  rebound: '篮板',
  turnover: '失误',
  steal: '抢断',
  block: '盖帽',
  foul: '犯规',
  timeout: '暂停',
  period: '开始',
};

/** The basketball animation stream: one item per play. */
export const basketballAnime = (plan: BasketballPlan): AnimeItem[] =>
  plan.plays.map((p, i) => ({
    id: i + 1,
    at: p.at,
    minute: `${periodName(p.period)} ${formatGameClock(p.clock)}`,
    side: p.side,
    kind: p.kind,
    label: LABELS[p.kind] ?? p.kind,
  }));
