import { type CompanyOdds, FootballState, isFootballLive } from '@kuyi/shared';
import { type HandicapTab, handicapPath } from '../../../handicap/model/handicap-tabs.ts';
import {
  type Cell,
  cellLabels,
  lineCells,
  type Move,
  marketTitle,
  moveOf,
} from '../../../handicap/model/market-cells.ts';

/** The three full-time markets in titan007's order on a match page: 亚盘, 欧赔, 大小. */
export const SUMMARY_MARKETS = ['ya', 'ou', 'da'] as const;
export type SummaryMarket = (typeof SUMMARY_MARKETS)[number];

/** The odds centre's page for each market (欧赔 has no full-time tab of its own: 三合一 shows it). */
const FULL_TAB: Record<SummaryMarket, HandicapTab> = { ya: 'odds', ou: 'triangle', da: 'ou' };

/** A current value with how it moved from the opening one (red up, green down, as the odds pages colour it). */
export interface SummaryCell extends Cell {
  move: Move | null;
}

/** One company's opening line and its current one (即时, or 终盘 once the match is over). */
export interface SummaryRow {
  companyId: string;
  company: string;
  open: Cell[] | null;
  now: SummaryCell[] | null;
  /** In play with an opening but no live quote: the book has closed the market for now (封盘). */
  sealed: boolean;
}

export interface SummaryTable {
  market: SummaryMarket;
  title: string;
  /** Value headings, e.g. 主队 / 盘口 / 客队. */
  labels: string[];
  /** Companies quoting the market, in the site's order (澳门 first). */
  rows: SummaryRow[];
  /** Every company and each line's history on the odds centre. */
  fullPath: string;
}

export interface OddsSummary {
  /** 即时 while books still quote the match; 终盘 once it is over (its last price is no live one). */
  nowLabel: '即时' | '终盘';
  tables: SummaryTable[];
  /** Any line at all: false shows 暂无指数. */
  any: boolean;
}

/**
 * States after which no book quotes the match. 中断 may resume and 推迟 / 待定 are still to be played, so
 * their lines are still live (the basketball page's rule).
 */
const OVER: ReadonlySet<FootballState> = new Set<FootballState>([
  FootballState.Finished,
  FootballState.Abandoned,
  FootballState.Cancelled,
]);

function nowCells(open: Cell[] | null, current: Cell[] | null, coloured: boolean): SummaryCell[] | null {
  return (
    current?.map((c, i) => {
      const before = open?.[i];
      const move = coloured && before?.key === c.key ? moveOf(before.value, c.value) : null;
      return { ...c, move };
    }) ?? null
  );
}

/**
 * 指数 of one football match, as titan007's match page shows it: each company's 初盘 and 即时 per market.
 * Once the match is over the second line is the 终盘 (the closing line, else the last price quoted),
 * uncoloured: a finished match's stale in-play price must not read as a live move.
 */
export function oddsSummary(
  id: string,
  companies: readonly CompanyOdds[],
  state: FootballState,
): OddsSummary {
  const over = OVER.has(state);
  const inPlay = isFootballLive(state);
  const tables = SUMMARY_MARKETS.map((market): SummaryTable => {
    const rows: SummaryRow[] = [];
    for (const c of companies) {
      const pair = c[market];
      const open = lineCells(market, pair.open, 'football');
      const current = lineCells(market, over ? (pair.close ?? pair.live) : pair.live, 'football');
      if (!open && !current) continue;
      rows.push({
        companyId: c.companyId,
        company: c.companyName,
        open,
        now: nowCells(open, current, !over),
        sealed: inPlay && !current && open !== null,
      });
    }
    return {
      market,
      title: marketTitle(market, 'football'),
      labels: cellLabels(market, 'football'),
      rows,
      fullPath: handicapPath(FULL_TAB[market], 'football', id),
    };
  });
  return { nowLabel: over ? '终盘' : '即时', tables, any: tables.some((t) => t.rows.length > 0) };
}
