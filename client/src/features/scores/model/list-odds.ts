import {
  type AsianResult,
  type CompanyOdds,
  type MainOdds,
  type SettlementFields,
  settleAsian,
  settlementScore,
  settleTotal,
  type TotalResult,
} from '@kuyi/shared';

/** One company's lines for a list row: live, and once kicked off the closing line (终盘). */
export interface RowLines {
  odds: MainOdds;
  closing: MainOdds | null;
}

/** What the three odds cells show, and for a finished match how it settled against the closing line. */
export interface ShownOdds {
  odds: MainOdds;
  /** true when `odds` is the closing line (finished matches). */
  closing: boolean;
  ya: AsianResult | null;
  da: TotalResult | null;
  /** The 欧赔 outcome that came in. */
  ou: 'home' | 'draw' | 'away' | null;
}

const FINISHED = -1;

/** A company's day answer (odds2 / scheduleAddOdds) as row lines ([D6] `close` arrives after kick-off). */
export function companyLines(odds: CompanyOdds): RowLines {
  const live = { ya: odds.ya.live, da: odds.da.live, ou: odds.ou.live };
  const started = odds.ya.close !== undefined || odds.da.close !== undefined || odds.ou.close !== undefined;
  const closing = started
    ? { ya: odds.ya.close ?? null, da: odds.da.close ?? null, ou: odds.ou.close ?? null }
    : null;
  return { odds: live, closing };
}

/**
 * Finished matches show the pre-match closing line and the result against it, not the prices at the final
 * whistle (which have collapsed to nothing); every other row shows the live line. The result is read on the
 * regular-time score ([D6]): extra-time goals change no badge; when that score is unknown there is none.
 */
export function shownOdds(row: { state: number } & SettlementFields, lines: RowLines): ShownOdds {
  if (row.state !== FINISHED || !lines.closing)
    return { odds: lines.odds, closing: false, ya: null, da: null, ou: null };
  const c = lines.closing;
  const score = settlementScore(row);
  if (!score) return { odds: c, closing: true, ya: null, da: null, ou: null };
  const { home: h, away: a } = score;
  return {
    odds: c,
    closing: true,
    ya: c.ya ? settleAsian(c.ya.line, h, a) : null,
    da: c.da ? settleTotal(c.da.line, h + a) : null,
    ou: h > a ? 'home' : h < a ? 'away' : 'draw',
  };
}

/** Which of a row's three markets a book has closed in play (封盘). */
export type SealedMarkets = Readonly<Record<'ya' | 'da' | 'ou', boolean>>;

export const NONE_SEALED: SealedMarkets = { ya: false, da: false, ou: false };

/**
 * A market of a match in play with a pre-match line (its 终盘) but no live quote is closed for now (a goal,
 * a red card, the last minutes): titan007 prints 封 there. A market that never had a line stays "-".
 */
export function sealedMarkets(lines: RowLines, inPlay: boolean): SealedMarkets {
  if (!inPlay || !lines.closing) return NONE_SEALED;
  const { odds, closing } = lines;
  return { ya: !odds.ya && !!closing.ya, da: !odds.da && !!closing.da, ou: !odds.ou && !!closing.ou };
}
