import { type BasketballMatch, FOOTBALL_COUNTERS_AT_KICKOFF, type FootballMatch } from '@kuyi/shared';

/** A plain football row for tests; override what the test is about. */
export function footballRow(over: Partial<FootballMatch> = {}): FootballMatch {
  return {
    id: 'm1',
    leagueId: 'l1',
    leagueName: '英超',
    leagueColor: '#3f1f8f',
    round: '第4轮',
    season: '2025-2026',
    homeId: 'h',
    homeName: '阿森纳',
    awayId: 'a',
    awayName: '切尔西',
    homeRank: 2,
    awayRank: 7,
    kickoff: Date.UTC(2026, 10, 22, 12, 0),
    state: 0,
    periodStart: null,
    ...FOOTBALL_COUNTERS_AT_KICKOFF,
    odds: {
      ya: { line: 0.5, home: 0.92, away: 0.94 },
      da: { line: 2.5, over: 0.9, under: 0.96 },
      ou: { home: 1.95, draw: 3.4, away: 3.8 },
    },
    hasLineup: false,
    hasAnimation: false,
    neutral: false,
    ...over,
  };
}

export function basketballRow(over: Partial<BasketballMatch> = {}): BasketballMatch {
  return {
    id: 'b1',
    leagueId: 'nba',
    leagueName: 'NBA',
    leagueColor: '#c8102e',
    season: '2025-2026',
    homeId: 'h',
    homeName: '湖人',
    awayId: 'a',
    awayName: '勇士',
    homeRank: 3,
    awayRank: 5,
    kickoff: Date.UTC(2026, 10, 22, 0, 30),
    state: 0,
    clockSeconds: 720,
    clockAt: 0,
    clockRunning: false,
    quarterSeconds: 720,
    homeScore: 0,
    awayScore: 0,
    homeQuarters: [],
    awayQuarters: [],
    odds: { ya: null, da: null, ou: null },
    ...over,
  };
}
