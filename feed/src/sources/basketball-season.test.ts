import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BasketballState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import type { BasketballPlan } from '../basketball/plan-types.ts';
import { basketballStateAt } from '../basketball/row.ts';
import { BASKETBALL_LEAGUES } from '../catalog/basketball-leagues.ts';
import { DEFAULT_DATA_DIR } from '../start.ts';
import { addDays, dayStart, HOUR, MINUTE } from '../util/day-time.ts';
import { basketballSeasonOf, resultAt, seasonGame } from './basketball-season.ts';
import { NbaSource } from './nba.ts';
import { cycleDates, PLANNED_LEAGUE_DAYS, RESULT_LEAGUE_DAYS, SyntheticSource } from './synthetic.ts';

/** What standings read from a full plan at t: the score when it reads 完场, else nothing. */
const fromPlan = (p: BasketballPlan, t: number) => {
  const s = basketballStateAt(p, t);
  return s.state === BasketballState.Finished ? [s.home, s.away] : null;
};
const fromResult = (p: BasketballPlan, t: number) => {
  const r = resultAt(seasonGame(p), t);
  return r ? [r.homeScore, r.awayScore] : null;
};
/** Every instant at which a plan's reading can change, and the ones either side of it. */
const instants = (p: BasketballPlan) =>
  [...p.segments.map((s) => s.at), ...p.plays.map((x) => x.at)].flatMap((at) => [at - 1, at, at + 1]);

describe('[F1] a season game read as a result answers as its full plan does', () => {
  const source = new SyntheticSource(7);
  const games = BASKETBALL_LEAGUES.flatMap((def) => source.basketballLeagueDay(def, '2026-11-27'));

  it('synthetic games: the same 完场 and score at every instant a plan changes', () => {
    expect(games.length).toBeGreaterThan(30);
    for (const p of games) {
      const g = seasonGame(p);
      expect(g.plan).toBeNull();
      for (const t of instants(p)) expect(fromResult(p, t)).toEqual(fromPlan(p, t));
    }
  });

  it('a plan whose 完场 is not its last state, or has a play after it, is still read exactly', () => {
    const base = games[0] as BasketballPlan;
    const end = base.endAt;
    const last = base.plays[base.plays.length - 1] as (typeof base.plays)[number];
    const late: BasketballPlan = {
      ...base,
      plays: [...base.plays, { ...last, at: end + 5000, home: last.home + 2, points: 2, kind: '2pt' }],
    };
    const reopened: BasketballPlan = {
      ...base,
      segments: [
        ...base.segments,
        { at: end + 9000, state: BasketballState.Q4, clockSeconds: 0, running: false },
      ],
    };
    for (const p of [late, reopened]) {
      expect(seasonGame(p).plan).toBe(p);
      for (const t of [...instants(p), end + 4000, end + 5000, end + 9000, end + HOUR])
        expect(fromResult(p, t)).toEqual(fromPlan(p, t));
    }
    const never: BasketballPlan = {
      ...base,
      segments: base.segments.filter((s) => s.state !== BasketballState.Finished),
    };
    expect(fromResult(never, end + HOUR)).toBeNull();
  });
});

const DATE = '2026-11-27';
/** Before the first tip-off, mid-day, end of day, and the next day (a new round, the games of the 27th final). */
const TIMES = [
  dayStart(DATE) + MINUTE,
  dayStart(DATE) + 14 * HOUR + 7 * MINUTE,
  dayStart(DATE) + 23 * HOUR + 59 * MINUTE,
  dayStart(addDays(DATE, 1)) + 13 * HOUR,
];

describe('[F1] a season read from cached results holds what its games’ full plans say', () => {
  it('synthetic: every league at four instants, the cycle’s games with the 完场 and scores their plans give', () => {
    const cached = new SyntheticSource(7);
    const planned = new SyntheticSource(7);
    for (const t of TIMES)
      for (const def of BASKETBALL_LEAGUES) {
        const season = cached.basketballSeason(def.id, null, t);
        if (typeof season === 'string') throw new Error(season);
        const plans = cycleDates(def, t).flatMap((d) => planned.basketballLeagueDay(def, d));
        const read = season.games.map((g) => [g.id, resultAt(g, t)]);
        const fromPlans = plans.map((p) => {
          const r = fromPlan(p, t);
          return [p.id, r ? expect.objectContaining({ homeScore: r[0], awayScore: r[1] }) : null];
        });
        expect(read).toEqual(fromPlans);
      }
  }, 240_000);
});

const DATA = process.env.KUYI_DATA_DIR ?? DEFAULT_DATA_DIR;
const nbaPresent = existsSync(join(DATA, 'nba-pbpstats'));
if (!nbaPresent)
  console.warn(`[basketball-season] 跳过：找不到 NBA 数据目录 ${DATA}/nba-pbpstats（设置 KUYI_DATA_DIR）`);

describe.skipIf(!nbaPresent)('[F1] nba replay: a game read as a result answers as its full plan does', () => {
  it('the same 完场 and score at every instant a replayed plan changes', async () => {
    const plans = (await NbaSource.load(DATA, 7)).buildDay(DATE).basketball;
    expect(plans).toHaveLength(3);
    for (const p of plans) for (const t of instants(p)) expect(fromResult(p, t)).toEqual(fromPlan(p, t));
  });
});

describe('[F1] reading basketball seasons keeps bounded caches', () => {
  it('every league read on two days holds at most 3 days of full plans per league and the rest as results', () => {
    const source = new SyntheticSource(7);
    let games = 0;
    for (const day of ['2026-11-27', '2026-11-28']) {
      const t = dayStart(day) + 20 * HOUR;
      source.buildDay(day);
      for (const def of BASKETBALL_LEAGUES) {
        const season = source.basketballSeason(def.id, null, t);
        if (typeof season === 'string') throw new Error(season);
        games = Math.max(games, season.games.length);
      }
    }
    const sizes = source.basketballCacheSizes();
    expect(games).toBeGreaterThan(100);
    // Before, every league-day a season read stayed as full plans (≈ 250 KB a game, 200+ league-days).
    expect(sizes.plannedLeagueDays).toBeLessThanOrEqual(PLANNED_LEAGUE_DAYS);
    expect(sizes.resultLeagueDays).toBeGreaterThan(PLANNED_LEAGUE_DAYS);
    expect(sizes.resultLeagueDays).toBeLessThanOrEqual(RESULT_LEAGUE_DAYS);
  });
});

describe('[season] the basketball season a date falls in', () => {
  it('rolls over in October: 2026-11-22 is 2026-2027, 2026-09-30 still 2025-2026', () => {
    expect(basketballSeasonOf('2026-11-22')).toBe('2026-2027');
    expect(basketballSeasonOf('2026-10-01')).toBe('2026-2027');
    expect(basketballSeasonOf('2026-09-30')).toBe('2025-2026');
    expect(basketballSeasonOf('2027-04-15')).toBe('2026-2027');
  });

  it('the synthetic day labels its basketball leagues as the NBA replay does (not football’s August turn)', () => {
    const august = dayStart('2026-08-15') + 12 * HOUR;
    const leagues = new SyntheticSource(7).basketballLeagues(august);
    expect(leagues.map((l) => l.currentSeason)).toEqual(leagues.map(() => '2025-2026'));
    const day = BASKETBALL_LEAGUES.flatMap((def) =>
      new SyntheticSource(7).basketballLeagueDay(def, '2026-08-15'),
    );
    expect(new Set(day.map((p) => p.season))).toEqual(new Set(['2025-2026']));
  });
});
