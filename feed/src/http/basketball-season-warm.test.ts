import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createSimClock } from '../clock/sim-clock.ts';
import { World } from '../day/world.ts';
import { SyntheticSource } from '../sources/synthetic.ts';
import { dayNumber, dayStart, HOUR } from '../util/day-time.ts';
import { basketballDatabaseRoutes } from './basketball-database-routes.ts';
import { basketballLive } from './basketball-live-routes.ts';
import { basketballPageRoutes } from './basketball-page-routes.ts';

const DATE = '2026-11-27';

describe('[F1] opening a basketball game readies its league’s 分析/积分 in the background', () => {
  it('after the game’s 文字直播 is read, its season’s results are built one game per macrotask', async () => {
    const source = new SyntheticSource(7);
    const world = new World(
      source,
      createSimClock(dayStart(DATE) + 20 * HOUR, 0, () => 0),
    );
    const pages = basketballPageRoutes(world, basketballLive(world));
    const nba = world.day(DATE).basketball.filter((p) => p.league.id === '1');
    const game = nba[0];
    if (!game) throw new Error('no NBA game on the day');
    const cycle = dayNumber(DATE) % (2 * (30 - 1)); // days of the NBA cycle before today
    const before = source.basketballCacheSizes().resultLeagueDays;

    pages.technic({ matchId: game.id });
    // The read itself answers at once: nothing of the season is built inside it.
    expect(source.basketballCacheSizes().resultLeagueDays).toBe(before);
    for (let i = 0; i < 40 * (cycle + 1); i++) {
      if (source.basketballCacheSizes().resultLeagueDays >= before + cycle + 1) break;
      await nextMacrotask();
    }
    expect(source.basketballCacheSizes().resultLeagueDays).toBe(before + cycle + 1);
    // A second game of the league, and the same game again, start nothing more.
    pages.technic({ matchId: game.id });
    pages.tech({ matchId: nba[1]?.id ?? game.id });
    await nextMacrotask();
    expect(source.basketballCacheSizes().resultLeagueDays).toBe(before + cycle + 1);
    // What was built in the background is what a read builds itself.
    const cold = new World(new SyntheticSource(7), world.clock);
    const coldPages = basketballPageRoutes(cold, basketballLive(cold));
    expect(pages.points({ leagueId: '1' })).toEqual(coldPages.points({ leagueId: '1' }));
    expect(pages.analysis({ matchId: game.id })).toEqual(coldPages.analysis({ matchId: game.id }));
  });
});

describe('[F1] reading the basketball 资料库 index readies every league’s 积分榜 in the background', () => {
  it('the index answers at once, then every league’s season results are built one game per macrotask', async () => {
    const source = new SyntheticSource(7);
    const world = new World(
      source,
      createSimClock(dayStart(DATE) + 20 * HOUR, 0, () => 0),
    );
    const before = source.basketballCacheSizes().resultLeagueDays;
    const index = basketballDatabaseRoutes(world).database();
    expect(index.leagues.length).toBeGreaterThan(1);
    expect(source.basketballCacheSizes().resultLeagueDays).toBe(before);
    let grown = before;
    for (let i = 0; i < 20_000; i++) {
      await nextMacrotask();
      grown = source.basketballCacheSizes().resultLeagueDays;
      if (grown >= before + index.leagues.length) break;
    }
    // At least one day of each league's cycle (more for leagues whose cycle has more days so far).
    expect(grown).toBeGreaterThanOrEqual(before + index.leagues.length);
  });
});
