import { type ChannelState, FOOTBALL_COUNTERS_AT_KICKOFF, type FootballMatch, type Json } from '@kuyi/shared';
import { seededRandom } from '../../runner/seeded-random.ts';

const LEAGUES = ['英超', '西甲', '意甲', '德甲', '法甲', '中超', '日职联', '韩K联', '澳超', '荷甲'];
const COLORS = ['#ff3333', '#006633', '#0066ff', '#990099', '#663333', '#cc3300', '#009900', '#336699'];

/**
 * `count` valid football rows for the list channel: a third in play, the rest not yet started, spread over
 * `LEAGUES`. Kick-offs are around `now` so the table shows minutes and kick-off times as on a match day.
 */
export function syntheticMatches(count: number, now: number, seed = 7): FootballMatch[] {
  const random = seededRandom(seed);
  const rows: FootballMatch[] = [];
  for (let i = 0; i < count; i++) {
    const league = i % LEAGUES.length;
    const live = i % 3 === 0;
    const water = () => Math.round((0.8 + random() * 0.2) * 100) / 100;
    rows.push({
      id: String(3_000_000 + i),
      leagueId: String(100 + league),
      leagueName: LEAGUES[league] as string,
      leagueColor: COLORS[league % COLORS.length] as string,
      round: `第${1 + (i % 30)}轮`,
      season: '2026-2027',
      homeId: String(10_000 + 2 * i),
      homeName: `主队${i}`,
      awayId: String(10_001 + 2 * i),
      awayName: `客队${i}`,
      homeRank: 1 + (i % 20),
      awayRank: 1 + ((i + 7) % 20),
      kickoff: live ? now - 30 * 60_000 : now + (1 + (i % 240)) * 60_000,
      state: live ? 1 : 0,
      periodStart: live ? now - 30 * 60_000 : null,
      ...FOOTBALL_COUNTERS_AT_KICKOFF,
      regular: null,
      odds: {
        ya: { line: 0.25, home: water(), away: water() },
        da: { line: 2.5, over: water(), under: water() },
        ou: { home: 2.1, draw: 3.2, away: 3.4 },
      },
      closing: null,
      hasLineup: false,
      hasAnimation: false,
      neutral: false,
    });
  }
  return rows;
}

export function toState(rows: readonly FootballMatch[]): ChannelState {
  return Object.fromEntries(rows.map((r) => [r.id, r as unknown as ChannelState[string]]));
}

/**
 * The changes of one patch touching `rows` distinct matches: mostly odds water (what moves most on a real
 * list), a corner now and then. No state changes and no goals, so the table's order stays put and the
 * measurement is the update path alone, not the goal sound or re-sorting.
 */
export function syntheticPut(
  ids: readonly string[],
  rows: number,
  random: () => number,
): Record<string, Record<string, Json>> {
  const put: Record<string, Record<string, Json>> = {};
  while (Object.keys(put).length < Math.min(rows, ids.length)) {
    const id = ids[Math.floor(random() * ids.length)] as string;
    const water = Math.round((0.75 + random() * 0.3) * 100) / 100;
    const kind = random();
    put[id] =
      kind < 0.45
        ? { 'odds.ya.home': water, 'odds.ya.away': Math.round((1.8 - water) * 100) / 100 }
        : kind < 0.9
          ? { 'odds.da.over': water, 'odds.da.under': Math.round((1.8 - water) * 100) / 100 }
          : { homeCorner: Math.floor(random() * 12) };
  }
  return put;
}
