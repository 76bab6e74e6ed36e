import type { World } from '../day/world.ts';
import { HistoryCatalog } from './history-catalog.ts';
import { historyOf } from './history-dir.ts';

const catalogs = new WeakMap<World, HistoryCatalog>();

/**
 * The one catalog every page of a world reads: the database calls, a match's 分析 and the [3] before a team's
 * name in the day's rows. It is the source's own seasons plus the real ones of ../shared/data; on the synthetic
 * day a real season of the same label replaces the generated one, so the generated day takes its teams'
 * positions from that real table too (otherwise a match header said [6] over a 积分 tab saying 17th).
 *
 * Call it before the world builds a day: start() does, right after binding the data directory.
 */
export function catalogOf(world: World): HistoryCatalog {
  let catalog = catalogs.get(world);
  if (!catalog) {
    const history = new HistoryCatalog(
      world.source.catalog,
      historyOf(world),
      world.source.name !== 'synthetic',
    );
    world.source.catalog.useRealRanks?.((id, season) => history.realRanks(id, season));
    catalogs.set(world, history);
    catalog = history;
  }
  return catalog;
}
