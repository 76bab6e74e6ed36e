import { type PickMarket, type PickResult, type PickSelection, settleAsian, settleTotal } from '@kuyi/shared';

export const SELECTIONS: Record<PickMarket, readonly PickSelection[]> = {
  ya: ['home', 'away'],
  da: ['over', 'under'],
  ou: ['home', 'draw', 'away'],
};

const FROM_ASIAN = { 赢: 'win', 赢半: 'half_win', 走: 'push', 输半: 'half_loss', 输: 'loss' } as const;
const FROM_TOTAL = { 大: 'win', 大半: 'half_win', 走: 'push', 小半: 'half_loss', 小: 'loss' } as const;
const OPPOSITE: Record<PickResult, PickResult> = {
  win: 'loss',
  half_win: 'half_loss',
  push: 'push',
  half_loss: 'half_win',
  loss: 'win',
};

/**
 * How a pick settles on the score at the end of regular time (`settlementScore`, never extra time; [D6] via
 * the shared settleAsian / settleTotal). The line is the one frozen at publish. The away side of 亚盘 and the under of 大小 are the mirror of home / over; 欧赔 (1x2)
 * has no line: the backed outcome wins or loses whole.
 */
export function settlePick(
  pick: { market: PickMarket; selection: PickSelection; line: number | null },
  homeScore: number,
  awayScore: number,
): PickResult {
  if (pick.market === 'ou') {
    const outcome = homeScore > awayScore ? 'home' : homeScore < awayScore ? 'away' : 'draw';
    return outcome === pick.selection ? 'win' : 'loss';
  }
  const line = pick.line ?? 0;
  if (pick.market === 'ya') {
    const home = FROM_ASIAN[settleAsian(line, homeScore, awayScore)];
    return pick.selection === 'home' ? home : OPPOSITE[home];
  }
  const over = FROM_TOTAL[settleTotal(line, homeScore + awayScore)];
  return pick.selection === 'over' ? over : OPPOSITE[over];
}

/** A 红 (hit) for 连红 and hit rates; 走 counts neither way. */
export const isHit = (r: PickResult) => r === 'win' || r === 'half_win';
export const isMiss = (r: PickResult) => r === 'loss' || r === 'half_loss';

/**
 * Return on one unit staked, for ROI: water prices (亚盘, 大小) pay the water, 欧赔 pays decimal − 1; a half
 * result pays or loses half.
 */
export function profitUnits(market: PickMarket, price: number, result: PickResult): number {
  const net = market === 'ou' ? price - 1 : price;
  switch (result) {
    case 'win':
      return net;
    case 'half_win':
      return net / 2;
    case 'push':
      return 0;
    case 'half_loss':
      return -0.5;
    case 'loss':
      return -1;
  }
}
