import type { CompanyOdds, Sport } from '@kuyi/shared';
import { lineCells, type MarketKey, type Move, moveOf } from './market-cells.ts';

/** Where a moved value sits on the page: company, market and cell. */
export const flashKey = (companyId: string, market: MarketKey, cell: string) =>
  `${companyId}|${market}|${cell}`;

/**
 * The live values that moved between two readings of the channel, for the flash a fan's eye catches. A
 * company or line seen for the first time has not moved: it only appeared.
 */
export function priceMoves(
  before: readonly CompanyOdds[],
  after: readonly CompanyOdds[],
  markets: readonly MarketKey[],
  sport: Sport,
): Map<string, Move> {
  const moves = new Map<string, Move>();
  const old = new Map(before.map((c) => [c.companyId, c]));
  for (const company of after) {
    const prev = old.get(company.companyId);
    if (!prev) continue;
    for (const market of markets) {
      const was = lineCells(market, prev[market].live, sport);
      const now = lineCells(market, company[market].live, sport);
      if (!was || !now) continue;
      for (const cell of now) {
        const move = moveOf(was.find((c) => c.key === cell.key)?.value, cell.value);
        if (move) moves.set(flashKey(company.companyId, market, cell.key), move);
      }
    }
  }
  return moves;
}
