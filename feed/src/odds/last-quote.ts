import type { CompanyMarkets } from '../football/plan-types.ts';

/** The 半场 markets, which stop being priced once the half is over. */
export type HalfMarket = 'halfYa' | 'halfDa' | 'halfOu';

/**
 * The last quote of a market before repricing k, null when it was never priced: what a 半场 market shows once
 * the half is over (its closing price, as titan007 keeps it), football and basketball alike. A quote closed
 * (封盘, null) just before the break is skipped for the one before it. `quoteAt` is the company's memoised quote.
 */
export function lastQuote<M extends HalfMarket>(
  quoteAt: (j: number) => CompanyMarkets,
  k: number,
  market: M,
): CompanyMarkets[M] {
  for (let j = k - 1; j >= 0; j--) {
    const quote = quoteAt(j)[market];
    if (quote) return quote;
  }
  return null;
}

/** Each 半场 market's last quote before repricing k. */
export const lastHalfQuotes = (quoteAt: (j: number) => CompanyMarkets, k: number) => ({
  halfYa: lastQuote(quoteAt, k, 'halfYa'),
  halfDa: lastQuote(quoteAt, k, 'halfDa'),
  halfOu: lastQuote(quoteAt, k, 'halfOu'),
});
