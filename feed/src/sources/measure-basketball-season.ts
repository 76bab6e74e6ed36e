/**
 * Times basketball/points and basketball/analysis per call, cold (a fresh source: its first call of a league)
 * and warm (the next calls), for the synthetic source and, when its data is present, the NBA replay.
 * Not a test (no timing assertion belongs in one): run it by hand and read the numbers.
 *
 *   cd feed && npx tsx src/sources/measure-basketball-season.ts [KUYI_DATA_DIR]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSimClock } from '../clock/sim-clock.ts';
import { World } from '../day/world.ts';
import { basketballLive } from '../http/basketball-live-routes.ts';
import { basketballPageRoutes } from '../http/basketball-page-routes.ts';
import { DEFAULT_DATA_DIR } from '../start.ts';
import { dayStart, HOUR } from '../util/day-time.ts';
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
const data = process.argv[2] ?? process.env.KUYI_DATA_DIR ?? DEFAULT_DATA_DIR;
if (existsSync(join(data, 'nba-pbpstats'))) {
  // A fresh instance for the probe and for each of the three calls, so that every cold call is a first one.
  const fresh = await Promise.all([1, 2, 3, 4].map(() => NbaSource.load(data, 7)));
  measure(() => fresh.shift() as NbaSource);
} else console.warn(`跳过 NBA：找不到 ${data}/nba-pbpstats`);
