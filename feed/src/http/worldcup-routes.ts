import type { WorldCupInfo, WorldCupShooter } from '@kuyi/shared';
import type { World } from '../day/world.ts';
import { rankScorers } from '../season/scorer-ranks.ts';
import { drawnBy, worldCupInfo } from '../sources/worldcup-catalog.ts';
import { type WcTournament, worldCupsOf } from '../sources/worldcup-data.ts';
import { WorldCupView } from '../sources/worldcup-view.ts';
import type { Answer } from './handler.ts';
import { FeedError, notFound, type Query, seasonParam } from './params.ts';

const CREDIT = '数据来源：openfootball/worldcup.json（CC0 公有领域）';

/**
 * The World Cup calls, shaped like cupInfo and leagueshooter (spec §7) with penalties, a bracket and
 * goals on top. They read the openfootball files of the feed's data directory, whatever the source.
 */
export function worldCupRoutes(world: World): Record<string, (q: Query) => Answer> {
  const now = () => world.clock.now();
  // Only the worldcup source plays the tournaments' matches, so only there has a match a page to open.
  const pages = world.source.name === 'worldcup';

  function tournament(q: Query): { cups: WcTournament[]; cup: WcTournament } | FeedError {
    const cups = worldCupsOf(world);
    // A replayed day knows only the tournaments drawn by then: 2022 is not listed on 27 June 2018.
    if (drawnBy(cups, now()).length === 0) return notFound('暂无世界杯数据');
    const season = seasonParam(q);
    if (season instanceof FeedError) return season;
    const year = season ?? worldCupInfo(cups, now()).currentSeason;
    const cup = drawnBy(cups, now()).find((c) => c.year === year);
    return cup ? { cups, cup } : notFound(`暂无 ${year} 年世界杯数据`);
  }

  function info(q: Query): WorldCupInfo | FeedError {
    const found = tournament(q);
    if (found instanceof FeedError) return found;
    const { cups, cup } = found;
    const view = new WorldCupView(cup, now(), pages);
    const third = cup.matches.find((m) => m.stage === 'third');
    const champion = view.champion();
    return {
      cup: worldCupInfo(cups, now()),
      season: cup.year,
      title: cup.title,
      host: cup.host,
      teamCount: cup.teams.length,
      status: view.status(),
      groups: view.groups(),
      stages: view.stages(),
      bracket: view.bracket(),
      thirdPlace: third ? view.match(third) : null,
      champion: champion ? { id: champion.id, name: champion.name, code: champion.code } : null,
      credit: CREDIT,
    };
  }

  function shooter(q: Query): WorldCupShooter | FeedError {
    const found = tournament(q);
    if (found instanceof FeedError) return found;
    const { cups, cup } = found;
    const rows = rankScorers(new WorldCupView(cup, now()).scorers());
    return { cup: worldCupInfo(cups, now()), season: cup.year, rows };
  }

  return { 'football/worldcupInfo': info, 'football/worldcupShooter': shooter };
}
