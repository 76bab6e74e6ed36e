import { subTabOf } from '../../shared/model/sub-tab.ts';

/** The match pages of spec §2 under /livedetail/football/:id, in tab order. */
export const MATCH_TABS = [
  { key: 'live', label: '直播' },
  { key: 'analysis', label: '分析' },
  { key: 'integral', label: '积分' },
  { key: 'recommend', label: '推荐' },
] as const;
export type MatchTab = (typeof MATCH_TABS)[number]['key'];

/** The tab a sub-path names (see subTabOf); anything else is not a page (null, the site's 404). */
export function tabOf(rest: string | undefined): MatchTab | null {
  return subTabOf(MATCH_TABS, rest);
}

export function matchTabPath(id: string, tab: MatchTab): string {
  return `/livedetail/football/${encodeURIComponent(id)}/${tab}`;
}

/** The odds pages (/handicap) take the match in the query. */
export function oddsPath(id: string): string {
  return `/handicap/odds?matchId=${encodeURIComponent(id)}`;
}
