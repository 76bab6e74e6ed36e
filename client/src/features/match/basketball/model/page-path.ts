import { subTabOf } from '../../shared/model/sub-tab.ts';

/** The basketball match pages under /livedetail/basketball/:id (spec §2), in tab order. */
export const BASKETBALL_TABS = [
  { key: 'live', label: '直播' },
  { key: 'analysis', label: '分析' },
  { key: 'integral', label: '积分' },
] as const;
export type BasketballTab = (typeof BASKETBALL_TABS)[number]['key'];

/** The tab a sub-path names (see subTabOf); anything else is not a page (null, the site's 404). */
export function basketballTabOf(rest: string | undefined): BasketballTab | null {
  return subTabOf(BASKETBALL_TABS, rest);
}

export function basketballTabPath(id: string, tab: BasketballTab): string {
  return `/livedetail/basketball/${encodeURIComponent(id)}/${tab}`;
}
