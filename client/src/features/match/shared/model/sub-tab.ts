/**
 * The tab a match page's sub-path names: none (or a trailing slash) is 直播 (`live`); anything else is not a
 * page (null, the site's 404).
 */
export function subTabOf<K extends string>(tabs: readonly { key: K }[], rest: string | undefined): K | null {
  const sub = (rest ?? '').replace(/\/$/, '');
  if (sub === '') return tabs.find((t) => t.key === 'live')?.key ?? null;
  return tabs.find((t) => t.key === sub)?.key ?? null;
}
