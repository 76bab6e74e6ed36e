import type { BasketballPlayerLine, LiveWord } from '@kuyi/shared';
import { basketballRow } from '../../../scores/model/fixtures.ts';
import type { BasketballInfo } from './basketball-view.ts';

/** Test data for 湖人 v 勇士 (id b1); override what a test is about. */
export function testInfo(over: Partial<BasketballInfo> = {}): BasketballInfo {
  return basketballRow({
    state: 2,
    homeScore: 50,
    awayScore: 48,
    homeQuarters: [28, 22],
    awayQuarters: [25, 23],
    ...over,
  });
}

export function testPlayer(name: string, over: Partial<BasketballPlayerLine> = {}): BasketballPlayerLine {
  return {
    name,
    side: 'home',
    starter: true,
    minutes: 12,
    points: 0,
    rebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    fgMade: 0,
    fgAttempts: 0,
    threeMade: 0,
    threeAttempts: 0,
    ftMade: 0,
    ftAttempts: 0,
    ...over,
  };
}

export function testWord(id: number, text: string, over: Partial<LiveWord> = {}): LiveWord {
  return { id, matchId: 'b1', time: '第2节 05:00', text, kind: null, side: null, at: id, ...over };
}
