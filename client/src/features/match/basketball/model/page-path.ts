/**
 * The basketball match page has one sub-page, 直播 (spec §2 /livedetail/basketball/:id/live): none (or a
 * trailing slash) opens it too; anything else is not a page (false, the site's 404).
 */
export function isLivePath(rest: string | undefined): boolean {
  const sub = (rest ?? '').replace(/\/$/, '');
  return sub === '' || sub === 'live';
}

export function basketballLivePath(id: string): string {
  return `/livedetail/basketball/${encodeURIComponent(id)}/live`;
}
