import { describe, expect, it } from 'vitest';
import { letGoalRows } from '../../model/line-records.ts';
import { testScheduleItem } from '../../model/test-schedule-item.ts';
import { nextFixture, recentForm, teamFixtures } from './team-fixtures.ts';

/** A league match of round `round` between h(ome) and a(way) ids; finished when it has a score. */
const game = (
  round: number,
  homeId: string,
  awayId: string,
  score: [number, number] | null,
  over: Parameters<typeof testScheduleItem>[0] = {},
) =>
  testScheduleItem({
    id: `${round}-${homeId}-${awayId}`,
    round: `第${round}轮`,
    kickoff: Date.UTC(2025, 7, 9 + round * 7, 11, 30),
    homeId,
    homeName: homeId.toUpperCase(),
    awayId,
    awayName: awayId.toUpperCase(),
    state: score ? -1 : 0,
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
    ...over,
  });

describe('a team’s season read from its side', () => {
  it('keeps only the team’s fixtures, in kick-off order, with 主 / 客, the opponent and the score from its side', () => {
    const season = [game(2, 'b', 't', [2, 1]), game(1, 't', 'c', [3, 0]), game(1, 'b', 'c', [1, 1])];
    const fixtures = teamFixtures(season, 't');
    expect(
      fixtures.map((f) => [f.match.round, f.home, f.opponentName, f.goalsFor, f.goalsAgainst, f.result]),
    ).toEqual([
      ['第1轮', true, 'C', 3, 0, '胜'],
      ['第2轮', false, 'B', 1, 2, '负'],
    ]);
  });

  it('a match called off with a score (腰斩) or still to come has no result', () => {
    const fixtures = teamFixtures([game(1, 't', 'c', [1, 0], { state: -12 }), game(2, 'c', 't', null)], 't');
    expect(fixtures.map((f) => f.result)).toEqual([null, null]);
  });

  it('近期战绩 is the last finished results, newest first, at most as many as asked', () => {
    const season = [
      game(1, 't', 'a', [1, 0]),
      game(2, 'b', 't', [1, 1]),
      game(3, 't', 'c', [0, 2]),
      game(4, 'd', 't', [0, 3]),
      game(5, 't', 'e', null),
    ];
    const form = recentForm(teamFixtures(season, 't'), 3);
    expect(form.map((f) => f.result)).toEqual(['胜', '负', '平']);
  });

  it('the next fixture is the first not begun; none once the season is played', () => {
    const season = [
      game(1, 't', 'a', [1, 0]),
      game(3, 't', 'c', null),
      game(2, 'b', 't', null, { state: -14 }),
    ];
    expect(nextFixture(teamFixtures(season, 't'))?.opponentId).toBe('c');
    expect(nextFixture(teamFixtures([game(1, 't', 'a', [1, 0])], 't'))).toBeNull();
  });
});

describe('[D6] 亚盘 from the team’s side', () => {
  it('the away side reads the home handicap the other way round and wins when the home side does not cover', () => {
    // Home gives a goal and a half (1.5) and wins 1-0: home 输, the away side (受球半) 赢.
    const [home] = teamFixtures([game(1, 'h', 't', [1, 0], { asianLine: 1.5 })], 'h');
    const [away] = teamFixtures([game(1, 'h', 't', [1, 0], { asianLine: 1.5 })], 't');
    expect([home?.line, home?.asian]).toEqual([1.5, '输']);
    expect([away?.line, away?.asian]).toEqual([-1.5, '赢']);
  });

  it('a quarter line splits: giving 0/0.5 in a draw loses half', () => {
    const [f] = teamFixtures([game(1, 't', 'a', [1, 1], { asianLine: 0.25 })], 't');
    expect(f?.asian).toBe('输半');
  });

  it('settles on the 90-minute score after extra time, and not at all when that score is unknown', () => {
    const extra = { asianLine: 0, extraTime: true, homeRegular: 1, awayRegular: 1 };
    expect(teamFixtures([game(1, 't', 'a', [2, 1], extra)], 't')[0]?.asian).toBe('走');
    const unknown = { asianLine: 0, extraTime: true };
    expect(teamFixtures([game(1, 't', 'a', [2, 1], unknown)], 't')[0]?.asian).toBeNull();
  });

  it('its 赢 / 走 / 输 add up to the team’s row of the league’s 盘路 table (a half counts whole)', () => {
    const season = [
      game(1, 't', 'a', [2, 0], { asianLine: 0.75 }),
      game(2, 'b', 't', [1, 1], { asianLine: 0.25 }),
      game(3, 't', 'c', [1, 1], { asianLine: 0 }),
      game(4, 'd', 't', [2, 0], { asianLine: -0.5 }),
      game(5, 't', 'e', [1, 0], { asianLine: null }),
    ];
    const count = { win: 0, push: 0, lose: 0 };
    for (const f of teamFixtures(season, 't'))
      if (f.asian) count[f.asian.startsWith('赢') ? 'win' : f.asian === '走' ? 'push' : 'lose']++;
    const row = letGoalRows(season).find((r) => r.teamId === 't');
    expect(count).toEqual({ win: row?.win, push: row?.push, lose: row?.lose });
    expect(count).toEqual({ win: 2, push: 1, lose: 1 });
  });
});
