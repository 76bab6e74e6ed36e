import {
  BasketballState,
  type CompanyOdds,
  MAIN_ODDS_COMPANY_ID,
  type MainOdds,
  ODDS_COMPANIES,
} from '@kuyi/shared';
import { type Cell, cellLabels, lineCells, marketTitle } from '../../../handicap/model/market-cells.ts';

export const MAIN_MARKETS = ['ya', 'da', 'ou'] as const;
export type MainMarket = (typeof MAIN_MARKETS)[number];

/** One market of the main company: 让分 / 总分 / 独赢 with its opening, live and (once known) closing line. */
export interface MainOddsRow {
  market: MainMarket;
  title: string;
  /** Cell headings, e.g. 主队 / 让分 / 客队. */
  labels: string[];
  open: Cell[] | null;
  /** Always null once the game is over (`MainOddsTable.over`). */
  live: Cell[] | null;
  close: Cell[] | null;
}

export interface MainOddsTable {
  company: string;
  rows: MainOddsRow[];
  /** Any line at all: false shows 暂无指数. */
  any: boolean;
  /** The game is over: no 即时 row, the 终盘 row always. */
  over: boolean;
}

/**
 * States after which no book quotes the game any more. 中断 may resume, and 推迟 / 待定 are still to be
 * played, so their lines are still quoted.
 */
const OVER: ReadonlySet<number> = new Set([
  BasketballState.Finished,
  BasketballState.Abandoned,
  BasketballState.Cancelled,
]);

const MAIN_NAME = ODDS_COMPANIES.find((c) => c.id === MAIN_ODDS_COMPANY_ID)?.name ?? '主公司';

/**
 * The main company's 让分 / 总分 / 独赢 ([D6]: the company list rows show). Opening and closing lines come
 * from the company's entity of `odds:basketball:{id}`; the live line from there too, else from the match
 * row (which carries the main company's live lines, so the table is not empty while the odds channel is
 * still loading or does not have the company).
 *
 * Once the game is over (`state` in OVER) its last live price is stale and must not read as 即时 coloured
 * against the opening: the 终盘 stands instead, and where there is none the last price quoted is the
 * closing one (a game called off before tip-off was last quoted pre-match).
 */
export function mainOddsTable(
  companies: readonly CompanyOdds[] | null,
  rowOdds: MainOdds,
  rowClosing: MainOdds | null | undefined,
  state: BasketballState,
): MainOddsTable {
  const main = companies?.find((c) => c.companyId === MAIN_ODDS_COMPANY_ID) ?? null;
  const over = OVER.has(state);
  const rows = MAIN_MARKETS.map((market): MainOddsRow => {
    const pair = main?.[market];
    const live = lineCells(market, pair?.live ?? rowOdds[market], 'basketball');
    const close = lineCells(market, pair?.close ?? rowClosing?.[market] ?? null, 'basketball');
    return {
      market,
      title: marketTitle(market, 'basketball'),
      labels: cellLabels(market, 'basketball'),
      open: lineCells(market, pair?.open ?? null, 'basketball'),
      live: over ? null : live,
      close: over ? (close ?? live) : close,
    };
  });
  return {
    company: main?.companyName ?? MAIN_NAME,
    rows,
    any: rows.some((r) => r.open || r.live || r.close),
    over,
  };
}

/** How a live value moved from the opening one: up (red), down (green) or not, as odds pages colour it. */
export function moveOf(open: Cell[] | null, live: Cell, index: number): 'up' | 'down' | null {
  const before = open?.[index];
  if (!before || before.key !== live.key || before.value === live.value) return null;
  return live.value > before.value ? 'up' : 'down';
}

/** The odds centre's page for this game, every company and its history. */
export function handicapPath(id: string): string {
  return `/handicap?sport=basketball&matchId=${encodeURIComponent(id)}`;
}
