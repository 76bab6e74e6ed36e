import type { CompanyOdds } from '@kuyi/shared';
import type { CompanyMarkets } from '../football/plan-types.ts';

/** A company's quotes at the opening, at the instant asked about and, once the match has started, at the close. */
export interface CompanyQuotes {
  open: CompanyMarkets;
  live: CompanyMarkets;
  close: CompanyMarkets | null;
}

/**
 * One company's odds as the odds pages read them (football and basketball alike): each market's opening
 * and live value, and its closing one (终盘) only once there is one.
 */
export function companyOdds(
  company: { id: string; name: string },
  { open, live, close }: CompanyQuotes,
  updatedAt: number,
): CompanyOdds {
  const pair = <M extends keyof CompanyMarkets>(market: M) =>
    close
      ? { open: open[market], live: live[market], close: close[market] }
      : { open: open[market], live: live[market] };
  return {
    companyId: company.id,
    companyName: company.name,
    ya: pair('ya'),
    da: pair('da'),
    ou: pair('ou'),
    halfYa: pair('halfYa'),
    halfDa: pair('halfDa'),
    halfOu: pair('halfOu'),
    updatedAt,
  };
}
