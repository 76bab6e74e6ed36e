import {
  BASKETBALL_STATE_LABEL,
  type BasketballMatch,
  BasketballState,
  basketballClock,
  formatGameClock,
  isBasketballLive,
} from '@kuyi/shared';

/** States in which the score means something although no period runs. */
const SCORED: ReadonlySet<number> = new Set([
  BasketballState.Finished,
  BasketballState.Abandoned,
  BasketballState.Interrupted,
]);

export function hasScore(m: Pick<BasketballMatch, 'state'>): boolean {
  return isBasketballLive(m.state) || SCORED.has(m.state);
}

type Clocked = Pick<
  BasketballMatch,
  'state' | 'clockSeconds' | 'clockAt' | 'clockRunning' | 'homeQuarters' | 'awayQuarters'
>;

/**
 * The header's state line: "第三节 05:12" while a period is on (the clock counts down locally from the
 * last reading), "第一节结束" in a break between quarters (the feed keeps the quarter's code with the clock
 * at 0), 中场休息, 未开赛, 完场 (加时 noted) and the other states' labels.
 */
export function headerStatus(m: Clocked, now: number): string {
  if (m.state === BasketballState.HalfTime) return '中场休息';
  if (m.state === BasketballState.NotStarted) return '未开赛';
  if (m.state === BasketballState.Finished)
    return Math.max(m.homeQuarters.length, m.awayQuarters.length) > 4 ? '完场（加时）' : '完场';
  const label = BASKETBALL_STATE_LABEL[m.state];
  if (!isBasketballLive(m.state)) return label;
  const left = basketballClock(m, now);
  if (left <= 0 && !m.clockRunning) return `${label}结束`;
  return `${label} ${formatGameClock(left)}`;
}

/** The tab title, "湖人 98-95 勇士"; "湖人 VS 勇士" before tip-off. */
export function basketballTitle(
  m: Pick<BasketballMatch, 'state' | 'homeName' | 'awayName' | 'homeScore' | 'awayScore'>,
): string {
  const middle = hasScore(m) ? `${m.homeScore}-${m.awayScore}` : 'VS';
  return `${m.homeName} ${middle} ${m.awayName}`;
}
