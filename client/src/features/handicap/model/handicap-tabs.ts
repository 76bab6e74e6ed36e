import type { Sport } from '@kuyi/shared';
import { type MarketKey, marketTitle } from './market-cells.ts';

/** The odds centre's tabs (spec §2, with the spec's own spellings: `haflOdds`, `halfPoint`). */
export type HandicapTab = 'odds' | 'ou' | 'triangle' | 'haflOdds' | 'halfOu' | 'halfPoint';

export interface TabDef {
  tab: HandicapTab;
  label: string;
  /** The markets the tab compares, side by side in this order. */
  markets: readonly MarketKey[];
}

export const HANDICAP_TABS: readonly TabDef[] = [
  { tab: 'odds', label: '亚盘', markets: ['ya'] },
  { tab: 'ou', label: '大小', markets: ['da'] },
  { tab: 'triangle', label: '三合一', markets: ['ya', 'ou', 'da'] },
  { tab: 'haflOdds', label: '半场亚盘', markets: ['halfYa'] },
  { tab: 'halfOu', label: '半场大小', markets: ['halfDa'] },
  { tab: 'halfPoint', label: '半场欧赔', markets: ['halfOu'] },
];

/**
 * A tab's name in its sport's words: a one-market tab is named after its market, so basketball reads
 * 让分 / 总分 / 半场独赢 where football reads 亚盘 / 大小 / 半场欧赔 (the 三合一 tab keeps its name).
 */
export function tabLabel(def: TabDef, sport: Sport): string {
  const [only, ...more] = def.markets;
  return only !== undefined && more.length === 0 ? marketTitle(only, sport) : def.label;
}

/**
 * The tab of a path under /handicap: '' is the index (a match opened there reads as 亚盘), an unknown
 * segment is null (404).
 */
export function parseTab(rest: string | undefined): TabDef | 'index' | null {
  const segment = (rest ?? '').replace(/\/+$/, '');
  if (segment === '') return 'index';
  return HANDICAP_TABS.find((t) => t.tab === segment) ?? null;
}

/** `/handicap/{tab}?matchId=` for football, `?sport=basketball&matchId=` for basketball (how other pages link). */
export function handicapPath(tab: HandicapTab | 'index', sport: Sport, matchId?: string | null): string {
  const q = new URLSearchParams();
  if (sport === 'basketball') q.set('sport', 'basketball');
  if (matchId) q.set('matchId', matchId);
  const base = tab === 'index' ? '/handicap' : `/handicap/${tab}`;
  const query = q.toString();
  return query ? `${base}?${query}` : base;
}
