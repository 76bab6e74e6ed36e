import { BASKETBALL_STATE_LABEL, type BasketballState, formatGameClock } from '@kuyi/shared';
import type { PlannedWord } from '../football/plan-types.ts';
import type { BasketballPlan, BasketballPlay } from './plan-types.ts';

/** A period as the match header and the lists name it (第一节 … 第四节, 加时1 …); a period's code is its state. */
export const periodName = (period: number): string =>
  BASKETBALL_STATE_LABEL[period as BasketballState] ?? `加时${period - 4}`;

/** Chinese play-by-play (文字直播) for a basketball game, one line per action. */
export function playText(plan: Pick<BasketballPlan, 'home' | 'away'>, p: BasketballPlay): string {
  const team = p.side === 'home' ? plan.home.name : p.side === 'away' ? plan.away.name : '';
  const who = `${team} ${p.player ?? ''}`.trim();
  // Home first, as the header and every other score on the site (主队在前).
  const score = `(${p.home}-${p.away})`;
  switch (p.kind) {
    case '3pt':
      return `${who} 三分球命中${p.assist ? `（${p.assist}助攻）` : ''} ${score}`;
    case '2pt':
      return `${who} 两分球命中${p.assist ? `（${p.assist}助攻）` : ''} ${score}`;
    case 'ft':
      return `${who} 罚球命中 ${score}`;
    case 'ftMiss':
      return `${who} 罚球不中`;
    case 'miss2':
      return `${who} 两分球不中`;
    case 'miss3':
      return `${who} 三分球不中`;
    case 'rebound':
      return `${who} 抢到篮板`;
    case 'turnover':
      return `${who} 失误`;
    case 'steal':
      return `${who} 抢断`;
    case 'block':
      return `${who} 盖帽`;
    case 'foul':
      return `${who} 犯规`;
    case 'timeout':
      return `${team} 请求暂停`;
    case 'period':
      return `${periodName(p.period)}比赛开始`;
    default:
      return who;
  }
}

export function basketballWords(plan: BasketballPlan): PlannedWord[] {
  const words: PlannedWord[] = plan.plays.map((p) => ({
    at: p.at,
    time: `${periodName(p.period)} ${formatGameClock(p.clock)}`,
    text: playText(plan, p),
    kind: p.points > 0 ? 'score' : p.kind === 'period' ? 'period' : null,
    side: p.side,
  }));
  // The closing line, when the row turns 完场, in the football commentary's words.
  const last = plan.plays[plan.plays.length - 1];
  if (last && plan.endAt >= last.at)
    words.push({
      at: plan.endAt,
      time: `${periodName(last.period)} ${formatGameClock(0)}`,
      text: `全场比赛结束！${plan.home.name} ${last.home}-${last.away} ${plan.away.name}。`,
      kind: 'period',
      side: null,
    });
  return words;
}
