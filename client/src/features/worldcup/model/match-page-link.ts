import type { ScheduleItem } from '@kuyi/shared';
import { matchPath } from '../../../app/paths.ts';

/**
 * The match page a listed match opens (the score tables' /livedetail/football page), or null where there is
 * none to open: a match not begun (VS, 未开赛, 待定) and one the centre keeps no page for (`page: false`: the
 * older real seasons, full time only). `playing` is the live list's word that it has kicked off. One rule for
 * /worldcup's 赛程赛果 and the 资料库's fixtures, so neither links to a missing page.
 */
export function matchPageLink(m: ScheduleItem, playing: boolean): string | null {
  if (m.page === false) return null;
  return playing || m.state > 0 || m.homeScore !== null ? matchPath('football', m.id) : null;
}
