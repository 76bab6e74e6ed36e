import type { DataSource } from '@kuyi/shared';
import type { World } from '../day/world.ts';
import type { CompetitionInfo } from '../season/competition.ts';
import { historyDirOf } from './history-dir.ts';
import { type NbaLogSeason, nbaLogAt } from './nba-league-log.ts';
import type { BasketballSeason, BasketballSeasonLookup, Source } from './source.ts';

/** The league the real season belongs to (BASKETBALL_LEAGUES' NBA). */
const NBA_LEAGUE_ID = '1';

const newestFirst = (a: string, b: string) => b.localeCompare(a);

/**
 * The basketball 资料库's seasons: the source's own (the synthetic or replayed day's league) plus, for the
 * NBA, the real 2018-2019 season of ../shared/data. A label the source has stays the source's (its teams are
 * the ones the day's games and 分析 name); the real season fills a label the source lacks. Like football's
 * real seasons it is seen at the clock's instant: not listed before its first tip-off, and only the games
 * played by then have scores.
 */
export class BasketballCatalog {
  constructor(
    private readonly source: Source,
    private readonly real: () => NbaLogSeason | null,
  ) {}

  /** The real season when it had begun by t. */
  private realAt(t: number): NbaLogSeason | null {
    const real = this.real();
    const first = real?.games[0];
    return real && first && first.kickoff <= t ? real : null;
  }

  /** What the source's own seasons are read from: generated, or the NBA replay's real games. */
  private get ownSource(): DataSource {
    return this.source.name === 'nba' ? 'nba-stats' : 'generated';
  }

  /** The leagues for the 资料库 index, each with its seasons newest first and its current season's source. */
  list(t: number): CompetitionInfo[] {
    const real = this.realAt(t);
    return this.source.basketballLeagues(t).map((c) => ({
      ...c,
      seasons: [...new Set([c.currentSeason, ...(c.id === NBA_LEAGUE_ID && real ? [real.season] : [])])].sort(
        newestFirst,
      ),
      dataSource: this.ownSource,
    }));
  }

  season(id: string, season: string | null, t: number): BasketballSeasonLookup {
    const info = this.list(t).find((c) => c.id === id);
    if (!info) return 'unknownCompetition';
    const label = season ?? info.currentSeason;
    const own = this.source.basketballSeason(id, label, t);
    if (typeof own === 'object') return { ...own, info: { ...info, dataSource: this.ownSource } };
    const real = this.realAt(t);
    if (id === NBA_LEAGUE_ID && real && real.season === label) return this.realSeason(info, real);
    return own === 'unknownCompetition' ? 'unknownSeason' : own;
  }

  private realSeason(info: CompetitionInfo, real: NbaLogSeason): BasketballSeason {
    return {
      info: { ...info, dataSource: 'nba-stats' },
      season: real.season,
      teams: real.teams,
      games: real.games,
    };
  }
}

const catalogs = new WeakMap<World, BasketballCatalog>();

/** The one basketball catalog of a world, reading the real season from the world's data directory. */
export function basketballCatalogOf(world: World): BasketballCatalog {
  let catalog = catalogs.get(world);
  if (!catalog) {
    const dir = historyDirOf(world);
    catalog = new BasketballCatalog(world.source, () => nbaLogAt(dir));
    catalogs.set(world, catalog);
  }
  return catalog;
}
