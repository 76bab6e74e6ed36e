import { describe, expect, it } from 'vitest';
import { footballRowAt } from '../football/row.ts';
import type { SeasonFixture } from '../season/competition.ts';
import { dayStart } from '../util/day-time.ts';
import { SyntheticSource } from './synthetic.ts';

/**
 * The 资料库's 盘口 column and its 让球盘路 / 大小球 tables settle each match on the line its match page showed as
 * 终盘. Before, the synthetic seasons priced their own line (no company bias, another margin): on 2026-03-10,
 * 14 of the day's matches had a 亚盘 line no page showed (奥斯汀FC–纳什维尔: 0.5 on the row, 0.25 in the 资料库).
 */
const DATE = '2026-03-10';
// 23:50 Beijing: all but the day's last kick-offs are over.
const T = dayStart(DATE) + (23 * 60 + 50) * 60_000;

describe('[D6] the synthetic 资料库 carries the 终盘 of each finished match’s page', () => {
  it('every finished match of a synthetic day has its header’s main-company 亚盘 and 大小 closing lines', () => {
    const source = new SyntheticSource(7);
    const seasons = new Map<string, readonly SeasonFixture[]>();
    const fixtureOf = (leagueId: string, id: string) => {
      let fixtures = seasons.get(leagueId);
      if (!fixtures) {
        // The same season the leagueschedules / leagueletgoal / leagueou answers read.
        const season = source.catalog.season(leagueId, null, T);
        fixtures = typeof season === 'object' ? season.fixtures : [];
        seasons.set(leagueId, fixtures);
      }
      return fixtures.find((f) => f.id === id);
    };
    let compared = 0;
    const differing: string[] = [];
    for (const plan of source.buildDay(DATE).football) {
      const row = footballRowAt(plan, T);
      if (row.state !== -1 || !row.closing) continue;
      const db = fixtureOf(plan.league.id, plan.id);
      if (!db) continue;
      const page = [row.closing.ya?.line, row.closing.da?.line];
      if (db.asianLine !== page[0] || db.ouLine !== page[1])
        differing.push(
          `${plan.home.name}–${plan.away.name}: 资料库 ${db.asianLine}/${db.ouLine}, 终盘 ${page.join('/')}`,
        );
      compared++;
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(100);
  });
});
