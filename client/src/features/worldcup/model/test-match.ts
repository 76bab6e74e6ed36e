import type { WorldCupMatch } from '@kuyi/shared';

/** A finished 2022 final as the feed serves it; tests override what they check. */
export function testMatch(over: Partial<WorldCupMatch> = {}): WorldCupMatch {
  return {
    id: '22121807500',
    round: '决赛',
    group: null,
    kickoff: Date.UTC(2022, 11, 18, 15, 0),
    homeId: '1',
    homeName: '阿根廷',
    awayId: '2',
    awayName: '法国',
    state: -1,
    homeScore: 3,
    awayScore: 3,
    homeHalf: 2,
    awayHalf: 0,
    asianLine: null,
    ouLine: null,
    stage: 'final',
    num: 64,
    venue: '卢赛尔体育场（卢赛尔）',
    homeCode: 'ARG',
    awayCode: 'FRA',
    extraTime: true,
    homePenalties: 4,
    awayPenalties: 2,
    winnerId: '1',
    goals: [],
    ...over,
  };
}
