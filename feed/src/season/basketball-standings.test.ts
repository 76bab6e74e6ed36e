import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeasonGame } from '../sources/basketball-season.ts';
import { historyDir } from '../sources/history-dir.ts';
import { NBA_LOG_FILE, nbaLogAt } from '../sources/nba-league-log.ts';
import type { BasketballSeason } from '../sources/source.ts';
import { type BasketballStandingRow, basketballStandings } from './basketball-standings.ts';

const info = (id: string) => ({
  id,
  name: id === '1' ? 'NBA' : '测试联赛',
  alias: '',
  color: '#000',
  region: '美国',
  kind: 'league' as const,
  sport: 'basketball' as const,
  currentSeason: '2026-2027',
});

let clock = 0;
/** A game finished at its tip-off, tipped off one hour after the one before. */
const game = (home: string, away: string, homeScore: number, awayScore: number): SeasonGame => {
  clock += 3_600_000;
  return {
    id: String(clock),
    kickoff: clock,
    leagueName: '',
    homeId: home,
    homeName: home,
    awayId: away,
    awayName: away,
    finishedAt: clock,
    settledAt: clock,
    homeScore,
    awayScore,
    plan: null,
  };
};
const season = (leagueId: string, names: string[], games: SeasonGame[]): BasketballSeason => ({
  info: info(leagueId),
  season: '2026-2027',
  teams: names.map((n) => ({ id: n, name: n })),
  games,
});
const byId = (rows: BasketballStandingRow[]) => new Map(rows.map((r) => [r.teamId, r]));

/** Every row's columns agree with each other, whatever the season. */
function expectConsistent(rows: BasketballStandingRow[]) {
  for (const r of rows) {
    expect((r.homeWin ?? 0) + (r.awayWin ?? 0), r.teamName).toBe(r.win);
    expect((r.homeLose ?? 0) + (r.awayLose ?? 0), r.teamName).toBe(r.lose);
    expect((r.last10Win ?? 0) + (r.last10Lose ?? 0), r.teamName).toBe(Math.min(10, r.played));
    expect(Math.abs(r.streak ?? 0), r.teamName).toBeLessThanOrEqual(r.played);
  }
}

describe('[standings] basketball table columns', () => {
  it('home + away is the total, last 10 sums to at most 10, and the streak is the current run (+ wins, − losses)', () => {
    // A wins 12 in a row at home, then loses 2 away; B the reverse side of each.
    const games = [
      ...Array.from({ length: 12 }, () => game('A', 'B', 100, 90)),
      game('B', 'A', 95, 90),
      game('B', 'A', 99, 98),
    ];
    const rows = basketballStandings(season('9', ['A', 'B', 'C'], games), clock);
    expectConsistent(rows);
    const a = byId(rows).get('A');
    expect([a?.win, a?.lose, a?.homeWin, a?.awayLose]).toEqual([12, 2, 12, 2]);
    expect([a?.last10Win, a?.last10Lose, a?.streak]).toEqual([8, 2, -2]);
    expect(byId(rows).get('B')?.streak).toBe(2);
    const c = byId(rows).get('C');
    expect([c?.played, c?.streak, c?.last10Win, c?.last10Lose]).toEqual([0, 0, 0, 0]);
  });

  it('every team is listed once, a team with no game yet included, in win % order', () => {
    // CBA's first week: some clubs have played, some not (a no-game row was level with every other row and
    // was listed again in each group: 37 rows for 20 clubs).
    const games = [game('A', 'B', 100, 90), game('C', 'D', 100, 90), game('A', 'C', 100, 90)];
    const rows = basketballStandings(season('9', ['A', 'B', 'C', 'D', 'E', 'F'], games), clock);
    expect(rows.map((r) => r.teamId).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.slice(0, 2).map((r) => r.teamId)).toEqual(['A', 'C']);
    expect(rows.slice(2).every((r) => r.win === 0)).toBe(true);
  });

  it('a game not finished by the instant asked is not counted', () => {
    const g = game('A', 'B', 100, 90);
    const rows = basketballStandings(season('9', ['A', 'B'], [g]), g.finishedAt - 1);
    expect(rows.every((r) => r.played === 0)).toBe(true);
  });

  it('teams level on win % are ordered by their games with each other before point difference', () => {
    const games = [game('A', 'B', 101, 100), game('C', 'A', 120, 80), game('B', 'D', 130, 80)];
    const rows = basketballStandings(season('9', ['A', 'B', 'C', 'D'], games), clock);
    // A and B are both 1-1; B's point difference is far better, but A beat B.
    expect(rows.map((r) => r.teamId)).toEqual(['C', 'A', 'B', 'D']);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('outside the NBA there is no conference, and gamesBehind is against the league leader', () => {
    const games = [game('A', 'B', 100, 90), game('A', 'C', 100, 90), game('B', 'C', 100, 90)];
    const rows = basketballStandings(season('9', ['A', 'B', 'C'], games), clock);
    expect(rows.map((r) => [r.teamId, r.gamesBehind, r.conference])).toEqual([
      ['A', 0, undefined],
      ['B', 1, undefined],
      ['C', 2, undefined],
    ]);
  });

  it('in the NBA each club has its conference and division, and gamesBehind is against its conference leader', () => {
    // 雄鹿 and 猛龙 are East, 勇士 and 湖人 West: 猛龙 beats 勇士 twice, 湖人 beats 雄鹿 once.
    const games = [
      game('猛龙', '勇士', 110, 100),
      game('勇士', '猛龙', 100, 110),
      game('湖人', '雄鹿', 100, 99),
    ];
    const rows = basketballStandings(season('1', ['雄鹿', '猛龙', '勇士', '湖人'], games), clock);
    const r = byId(rows);
    expect([r.get('猛龙')?.conference, r.get('猛龙')?.division]).toEqual(['东部', '大西洋赛区']);
    expect([r.get('湖人')?.conference, r.get('湖人')?.division]).toEqual(['西部', '太平洋赛区']);
    expect(r.get('猛龙')?.gamesBehind).toBe(0);
    expect(r.get('雄鹿')?.gamesBehind).toBe(1.5);
    expect(r.get('湖人')?.gamesBehind).toBe(0);
    expect(r.get('勇士')?.gamesBehind).toBe(1.5);
    // rank stays the league-wide order.
    expect(rows.map((x) => x.teamId)).toEqual(['猛龙', '湖人', '雄鹿', '勇士']);
  });
});

const DATA = historyDir();
const present = existsSync(join(DATA, NBA_LOG_FILE));
if (!present)
  console.warn(`[feed] ${join(DATA, NBA_LOG_FILE)} is absent: the real 2018-19 NBA table tests are skipped.`);

describe.skipIf(!present)('[standings] the real 2018-19 NBA table', () => {
  let rows: BasketballStandingRow[];
  beforeAll(() => {
    const real = nbaLogAt(DATA);
    if (!real) throw new Error('the NBA log vanished');
    rows = basketballStandings({ info: info('1'), ...real }, Number.POSITIVE_INFINITY);
  });
  const line = (zh: string) => {
    const r = rows.find((x) => x.teamName === zh);
    return r && [r.win, r.lose, r.conference, r.gamesBehind];
  };

  it('Milwaukee 60-22 and Toronto 58-24 lead the East; Golden State 57-25 and Denver 54-28 the West', () => {
    expect(line('雄鹿')).toEqual([60, 22, '东部', 0]);
    expect(line('猛龙')).toEqual([58, 24, '东部', 2]);
    expect(line('勇士')).toEqual([57, 25, '西部', 0]);
    expect(line('掘金')).toEqual([54, 28, '西部', 3]);
    expect(rows.slice(0, 2).map((r) => r.teamName)).toEqual(['雄鹿', '猛龙']);
    expect(rows[rows.length - 1]?.teamName).toBe('尼克斯');
  });

  it('every club has 82 games whose columns agree, 15 a conference and 5 a division', () => {
    expectConsistent(rows);
    expect(rows.every((r) => r.played === 82 && (r.last10Win ?? 0) + (r.last10Lose ?? 0) === 10)).toBe(true);
    expect(rows.filter((r) => r.conference === '东部')).toHaveLength(15);
    const divisions = new Set(rows.map((r) => r.division));
    expect(divisions.size).toBe(6);
    for (const d of divisions) expect(rows.filter((r) => r.division === d)).toHaveLength(5);
  });
});
