/**
 * Times basketball/points and basketball/analysis per call, cold (a fresh source: its first call of a league)
 * and warm (the next calls), for the synthetic source and, when its data is present, the NBA replay.
 * Not a test (no timing assertion belongs in one): run it by hand and read the numbers.
 *
 *   cd feed && npx tsx src/sources/measure-basketball-season.ts [KUYI_DATA_DIR]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { BASKETBALL_LEAGUES } from '../catalog/basketball-leagues.ts';
import { createSimClock } from '../clock/sim-clock.ts';
import { World } from '../day/world.ts';
import { basketballLive } from '../http/basketball-live-routes.ts';
import { basketballPageRoutes } from '../http/basketball-page-routes.ts';
import { DEFAULT_DATA_DIR } from '../start.ts';
import { dayNumber, dayStart, HOUR } from '../util/day-time.ts';
import { NbaSource } from './nba.ts';
import type { Source } from './source.ts';
import { SyntheticSource } from './synthetic.ts';

const T = dayStart('2026-11-27') + 20 * HOUR;
const ms = (f: () => unknown) => {
  const a = performance.now();
  f();
  return performance.now() - a;
};
const fmt = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ');

function measure(make: () => Source) {
  const probe = make();
  for (const league of probe.basketballLeagues(T)) {
    const timed = (call: 'season' | 'points' | 'analysis') => {
      const source = make();
      const world = new World(
        source,
        createSimClock(T, 0, () => 0),
      );
      const pages = basketballPageRoutes(world, basketballLive(world));
      const match = world.day('2026-11-27').basketball.find((p) => p.league.id === league.id);
      const run = () =>
        call === 'season'
          ? source.basketballSeason(league.id, null, T)
          : call === 'points'
            ? pages.points({ leagueId: league.id })
            : pages.analysis({ matchId: match?.id ?? '' });
      const cold = ms(run);
      const warm = [1, 2, 3].map(() => ms(run));
      return `${call} cold ${cold.toFixed(1)} warm ${fmt(warm)}`;
    };
    console.log(
      `${probe.name} ${league.name}: ${timed('season')} | ${timed('points')} | ${timed('analysis')} (ms)`,
    );
  }
}

measure(() => new SyntheticSource(7));

// The fan's path: the game's 文字直播 is read first (that starts the league's season in the background), then 分析.
for (const league of new SyntheticSource(7).basketballLeagues(T)) {
  const source = new SyntheticSource(7);
  const world = new World(
    source,
    createSimClock(T, 0, () => 0),
  );
  const pages = basketballPageRoutes(world, basketballLive(world));
  const match = world.day('2026-11-27').basketball.find((p) => p.league.id === league.id);
  const started = performance.now();
  pages.technic({ matchId: match?.id ?? '' });
  const teams = BASKETBALL_LEAGUES.find((d) => d.id === league.id)?.teams.length ?? 2;
  const days = (dayNumber('2026-11-27') % (2 * (teams - 1))) + 1;
  let longest = 0;
  while (source.basketballCacheSizes().resultLeagueDays < days) {
    const a = performance.now();
    await nextMacrotask();
    longest = Math.max(longest, performance.now() - a);
  }
  const ready = performance.now() - started;
  const analysis = ms(() => pages.analysis({ matchId: match?.id ?? '' }));
  console.log(
    `synthetic ${league.name}: 文字直播 → season ready in ${ready.toFixed(0)}, longest macrotask ${longest.toFixed(1)} | first analysis ${analysis.toFixed(1)} (ms)`,
  );
}
const data = process.argv[2] ?? process.env.KUYI_DATA_DIR ?? DEFAULT_DATA_DIR;
if (existsSync(join(data, 'nba-pbpstats'))) {
  // A fresh instance for the probe and for each of the three calls, so that every cold call is a first one.
  const fresh = await Promise.all([1, 2, 3, 4].map(() => NbaSource.load(data, 7)));
  measure(() => fresh.shift() as NbaSource);
} else console.warn(`跳过 NBA：找不到 ${data}/nba-pbpstats`);
