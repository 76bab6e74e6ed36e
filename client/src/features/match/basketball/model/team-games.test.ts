import type { BasketballResult } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { headToHeadSummary, recentSummary, teamGame, teamGames } from './team-games.ts';

/** 湖人 (h) v 勇士 (a) and others; kickoff 2026-11-{day} 11:30 Beijing. */
function game(id: string, day: number, home: [string, string, number], away: [string, string, number]) {
  const result: BasketballResult = {
    id,
    kickoff: Date.UTC(2026, 10, day, 3, 30),
    leagueName: 'NBA',
    homeId: home[0],
    homeName: home[1],
    homeScore: home[2],
    awayId: away[0],
    awayName: away[1],
    awayScore: away[2],
  };
  return result;
}

describe('a team’s games seen from its side (分析 近期战绩 / 历史交锋)', () => {
  it('胜/负, the opponent and both scores are from the team’s side, home or away; the winner is the side that scored more', () => {
    const g = game('g1', 20, ['h', '湖人', 101], ['a', '勇士', 110]);
    expect(teamGame(g, 'h')).toMatchObject({
      date: '26-11-20',
      atHome: true,
      opponent: '勇士',
      pointsFor: 101,
      pointsAgainst: 110,
      outcome: '负',
      winner: 'away',
    });
    expect(teamGame(g, 'a')).toMatchObject({
      atHome: false,
      opponent: '湖人',
      pointsFor: 110,
      pointsAgainst: 101,
      outcome: '胜',
      winner: 'away',
    });
    expect(teamGame(g, 'x')).toBeNull();
  });

  it('lists newest first whatever the feed’s order, at most 10, and skips games the team was not in', () => {
    const games = [
      game('old', 1, ['h', '湖人', 90], ['c', '快船', 80]),
      ...Array.from({ length: 11 }, (_, i) =>
        game(`g${i}`, 5 + i, ['c', '快船', 99], ['h', '湖人', 100 + i]),
      ),
      game('other', 25, ['c', '快船', 99], ['a', '勇士', 100]),
    ].reverse();
    const list = teamGames(games, 'h');
    expect(list.map((g) => g.game.id)).toEqual(['g10', 'g9', 'g8', 'g7', 'g6', 'g5', 'g4', 'g3', 'g2', 'g1']);
  });

  it('summarises as 近10场 7胜3负 and 近N次交锋 湖人 3胜2负 from the named team’s side', () => {
    const recent = Array.from({ length: 10 }, (_, i) =>
      game(`r${i}`, i + 1, ['h', '湖人', i < 7 ? 110 : 90], ['c', '快船', 100]),
    );
    expect(recentSummary(teamGames(recent, 'h'))).toBe('近10场 7胜3负');
    const h2h = [
      game('m1', 1, ['h', '湖人', 110], ['a', '勇士', 100]),
      game('m2', 2, ['a', '勇士', 100], ['h', '湖人', 104]),
      game('m3', 3, ['a', '勇士', 120], ['h', '湖人', 104]),
      game('m4', 4, ['h', '湖人', 98], ['a', '勇士', 99]),
      game('m5', 5, ['a', '勇士', 95], ['h', '湖人', 97]),
    ];
    expect(headToHeadSummary(teamGames(h2h, 'h'), '湖人')).toBe('近5次交锋 湖人 3胜2负');
    expect(recentSummary([])).toBe('近0场 0胜0负');
  });
});
