import { matchDay, type OddsHistoryEntry, type Sport } from '@kuyi/shared';
import { kickoffLabel } from '../../scores/model/status-label.ts';
import { type AnyLine, type Cell, lineCells, type MarketKey, type Move, moveOf } from './market-cells.ts';

export interface HistoryRow {
  at: number;
  /** "67'" in play, "11-22 15:30" before kick-off. */
  time: string;
  score: string;
  /** 早 (early market, before the match day), 即 (the day, before kick-off) or 滚 (in play). */
  state: HistoryState;
  cells: Cell[];
  /** How each cell moved from the step before it, by cell key. */
  moves: Record<string, Move | null>;
  value: AnyLine;
}

export type HistoryState = '早' | '即' | '滚';

function stateOf(e: OddsHistoryEntry, kickoff: number | undefined): HistoryState {
  if (e.minute !== null) return '滚';
  return kickoff !== undefined && matchDay(e.at) < matchDay(kickoff) ? '早' : '即';
}

/** History steps (oldest first, as the feed sends them) as table rows, each coloured against the one before. */
export function historyRows(
  entries: readonly OddsHistoryEntry[],
  market: MarketKey,
  sport: Sport,
  /** The match's kick-off, which tells an early-market change (早) from one of the day (即). */
  kickoff?: number,
): HistoryRow[] {
  const rows: HistoryRow[] = [];
  let before: Cell[] | null = null;
  for (const e of entries) {
    const cells = lineCells(market, e.value, sport);
    if (!cells) continue;
    const moves: Record<string, Move | null> = {};
    for (const c of cells) moves[c.key] = moveOf(before?.find((b) => b.key === c.key)?.value, c.value);
    rows.push({
      at: e.at,
      time: e.minute === null ? kickoffLabel(e.at, true) : `${e.minute}'`,
      score: e.score ?? '-',
      state: stateOf(e, kickoff),
      cells,
      moves,
      value: e.value,
    });
    before = cells;
  }
  return rows;
}
