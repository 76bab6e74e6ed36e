import type { BasketballSeasonGame } from '@kuyi/shared';
import { isSeasonLabel } from '../../model/database-paths.ts';

/** The tabs of a basketball league season (titan007's 篮球资料库): 积分榜, 赛程赛果, 球队统计. */
export const BASKETBALL_TABS = [
  { tab: '', label: '积分榜' },
  { tab: 'schedule', label: '赛程赛果' },
  { tab: 'stats', label: '球队统计' },
] as const;
export type BasketballTab = (typeof BASKETBALL_TABS)[number]['tab'];

const parseTab = (raw: string | undefined): BasketballTab | null =>
  BASKETBALL_TABS.find((t) => t.tab === (raw ?? ''))?.tab ?? null;

/** /database/basketball/1, /database/basketball/1/2018-2019, /database/basketball/1/2018-2019/schedule */
export function basketballPath(id: string, season: string | null = null, tab: BasketballTab = ''): string {
  const base = `/database/basketball/${encodeURIComponent(id)}`;
  return [base, season, tab || null].filter(Boolean).join('/');
}

/**
 * /database/basketball/1/2018-2019/team/bos: 球队资料, what a team name in 积分榜, 赛程赛果 or 球队统计 opens. The season
 * is spelled out: a team's page is of one season. (The older …/schedule?team=bos still lists its games.)
 */
export const basketballTeamPath = (id: string, season: string, teamId: string): string =>
  `${basketballPath(id, season)}/team/${encodeURIComponent(teamId)}`;

/**
 * ":leagueId/:season?/:tab?" with the season optional: "1/schedule" is the tab. A tab that is none of ours
 * (or a season slot that is no season) is null: the page is a 404.
 */
export function basketballSeasonAndTab(params: { season?: string; tab?: string }): {
  season: string | null;
  tab: BasketballTab | null;
} {
  const { season, tab } = params;
  if (season === undefined) return { season: null, tab: '' };
  if (!isSeasonLabel(season)) return { season: null, tab: tab === undefined ? parseTab(season) : null };
  return { season, tab: parseTab(tab) };
}

/**
 * [BB10] A game's match page (直播, with its box score and play-by-play) once it has tipped off or finished, where
 * the score centre has one; null for a game to come and for the real 2018-2019 season (`page: false`: a league
 * log, no play-by-play).
 */
export function gamePagePath(game: BasketballSeasonGame): string | null {
  if (game.page === false) return null;
  if (!game.live && (game.homeScore === null || game.awayScore === null)) return null;
  return `/livedetail/basketball/${encodeURIComponent(game.id)}/live`;
}
