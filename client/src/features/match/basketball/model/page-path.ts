/** The basketball match pages under /livedetail/basketball/:id (spec §2), in tab order. */
export const BASKETBALL_TABS = [
  { key: 'live', label: '直播' },
  { key: 'analysis', label: '分析' },
  { key: 'integral', label: '积分' },
] as const;
export type BasketballTab = (typeof BASKETBALL_TABS)[number]['key'];

/**
 * The tab a sub-path names: none (or a trailing slash) is 直播; anything else is not a page (null, the
 * site's 404).
 */
export function basketballTabOf(rest: string | undefined): BasketballTab | null {
  const sub = (rest ?? '').replace(/\/$/, '');
  if (sub === '') return 'live';
  return BASKETBALL_TABS.find((t) => t.key === sub)?.key ?? null;
}

export function basketballTabPath(id: string, tab: BasketballTab): string {
  return `/livedetail/basketball/${encodeURIComponent(id)}/${tab}`;
}
