import type { World } from '../day/world.ts';
import { basketballDatabaseRoutes } from './basketball-database-routes.ts';
import type { basketballLive } from './basketball-live-routes.ts';
import { basketballPageRoutes } from './basketball-page-routes.ts';
import { databaseRoutes } from './database-routes.ts';
import type { footballLive } from './football-live-routes.ts';
import { footballPageRoutes } from './football-page-routes.ts';
import type { Answer } from './handler.ts';
import { oddsRoutes } from './odds-routes.ts';
import type { Query } from './params.ts';
import { v1Routes } from './v1-routes.ts';

/** The calls of spec §7 beyond the live pipeline, by path under /sc/api. */
export function extraRoutes(
  world: World,
  fb: ReturnType<typeof footballLive>,
  bb: ReturnType<typeof basketballLive>,
  seed: number,
): Record<string, (q: Query) => Answer> {
  const db = databaseRoutes(world);
  const odds = oddsRoutes(world, fb);
  const pages = footballPageRoutes(world, fb, seed);
  const bbPages = basketballPageRoutes(world, bb);
  const bbDb = basketballDatabaseRoutes(world);
  const v1 = v1Routes(world, fb, bbPages);
  return {
    'football/cupInfo': db.cupInfo,
    'football/leagueschedules': db.leagueschedules,
    'football/multicap': odds.multicap,
    'football/euro1x2': odds.euro1x2,
    'football/leaguePoints': db.leaguePoints,
    'football/leagueletgoal': db.leagueletgoal,
    'football/leagueou': db.leagueou,
    'football/leagueshooter': db.leagueshooter,
    'football/analyoddsdetail': odds.analyoddsdetail,
    'football/eurodetail': odds.eurodetail,
    'football/airlive': pages.airlive,
    'football/analysis': pages.analysis,
    'football/anime': pages.anime,
    'football/odds2': odds.odds2,
    'football/footBallScheduleV2': pages.footBallScheduleV2,
    'football/database': db.database,
    'basketball/anime': bbPages.anime,
    'basketball/scheduleAddOdds': bbPages.scheduleAddOdds,
    'basketball/technic': bbPages.technic,
    'basketball/tech': bbPages.tech,
    'basketball/analysis': bbPages.analysis,
    'basketball/techcount': bbPages.techcount,
    'basketball/points': bbPages.points,
    'basketball/database': bbDb.database,
    'basketball/leagueschedules': bbDb.leagueschedules,
    'basketball/teamStats': bbDb.teamStats,
    'v1/video_link': v1.videoLink,
    'v1/match/list/testAddOdds': v1.testAddOdds,
    'v1/match/list/testAddOdds2': v1.testAddOdds2,
    'v1/match/getOdds2ByMatchId': odds.getOdds2ByMatchId,
  };
}
