import type { PickMarket, PickSelection } from '@kuyi/shared';
import { type FootballMatch, impliedProbabilities } from '@kuyi/shared';

export interface ModelPick {
  market: PickMarket;
  selection: PickSelection;
  line: number | null;
  price: number;
  /** The probabilities behind it (percent, one decimal), for the reason text and the page. */
  probabilities: { home: number; draw: number; away: number };
  reason: string;
}

const pct = (x: number) => Math.round(x * 1000) / 10;
/**
 * Percent as the reason writes it, always one decimal (52.0%, not 52% beside 41.8%). Only new picks read
 * so: a published reason is frozen in its contentHash ([AR1]) and stays as it was written.
 */
const pctText = (x: number) => `${x.toFixed(1)}%`;

/**
 * One pick per match from the feed's own odds: the 欧赔 implied probabilities with the margin removed ([D5]),
 * nudged by form — the league-table gap, 1.5 points of probability per place, capped at 10 — then the 亚盘
 * side the adjusted numbers favour against what the line asks. A match without 欧赔 or 亚盘 gets no pick.
 * Deterministic: the same odds and table give the same pick on every replica.
 */
export function modelPick(m: Pick<FootballMatch, 'odds' | 'homeRank' | 'awayRank'>): ModelPick | null {
  const { ou, ya } = m.odds;
  if (!ou || !ya || !(ou.home > 1 && ou.draw > 1 && ou.away > 1)) return null;
  const [home = 0, draw = 0, away = 0] = impliedProbabilities([ou.home, ou.draw, ou.away]);
  const gap = m.homeRank !== null && m.awayRank !== null ? m.awayRank - m.homeRank : 0;
  const form = Math.max(-0.1, Math.min(0.1, gap * 0.015));
  const adjHome = Math.min(0.95, Math.max(0.02, home + form / 2));
  const adjAway = Math.min(0.95, Math.max(0.02, away - form / 2));
  // Goals the adjusted favourite is worth over the market's own view, against the line it has to give.
  const strength = (adjHome - adjAway) * 2.5;
  const selection: PickSelection = strength >= ya.line ? 'home' : 'away';
  const probabilities = { home: pct(adjHome), draw: pct(draw), away: pct(adjAway) };
  const side = selection === 'home' ? '主队' : '客队';
  return {
    market: 'ya',
    selection,
    line: ya.line,
    price: selection === 'home' ? ya.home : ya.away,
    probabilities,
    reason:
      `模型依据欧赔去除抽水后的胜平负概率（主胜${pctText(probabilities.home)}，平${pctText(probabilities.draw)}，` +
      `客胜${pctText(probabilities.away)}），` +
      `结合两队联赛排名${gap === 0 ? '（无排名差）' : `（排名差${Math.abs(gap)}位）`}，判断${side}更有价值。`,
  };
}
