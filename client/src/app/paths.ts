import type { Sport } from '@kuyi/shared';

/**
 * Every route of spec §2 in one place: the router is built from it and links are made with it, so a
 * renamed path breaks the build instead of a link.
 */
export const paths = {
  home: '/',
  football: '/football',
  basketball: '/basketball',
  ai: '/ai',
  database: '/database',
  download: '/download',
  regists: '/regists',
  userarea: '/userarea',
  about: '/about',
  disclaimer: '/disclaimer',
  privacy: '/privacy',
  service: '/service',
  userTreaty: '/userTreaty',
  arena: '/arena',
  forum: '/forum',
  news: '/newsMore',
  worldcup: '/worldcup',
  community: '/community',
} as const;

/** /football, /football/end/2026-11-21, /football/schedule/2026-11-23 */
export function scoresPath(sport: Sport, tab: 'live' | 'end' | 'schedule' = 'live', date?: string): string {
  const base = `/${sport}`;
  if (tab === 'live') return base;
  return date ? `${base}/${tab}/${date}` : `${base}/${tab}`;
}

/** Each list row links to its match pages. */
export function matchPath(sport: Sport, id: string, page: 'live' | 'analysis' = 'live'): string {
  return sport === 'football' ? `/livedetail/football/${id}/${page}` : `/livedetail/basketball/${id}/live`;
}

/** The download link keeps the ad click id so installs are attributed (spec §2 header). */
export function withBdVid(path: string, bdVid: string | null): string {
  return bdVid ? `${path}?bd_vid=${encodeURIComponent(bdVid)}` : path;
}
