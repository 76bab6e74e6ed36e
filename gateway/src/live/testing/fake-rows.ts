import { type BasketballMatch, FOOTBALL_COUNTERS_AT_KICKOFF, type FootballMatch } from '@kuyi/shared';

/** Schema-valid rows for the fake feed: live matches with level scores that `step()` then moves. */
const odds = { ya: { line: 0.5, home: 0.9, away: 0.96 }, da: { line: 2.5, over: 0.9, under: 0.9 }, ou: null };

export function footballRow(i: number, kickoff: number): FootballMatch {
  return {
    id: `f${i}`,
    leagueId: 'l1',
    leagueName: '英超',
    leagueColor: '#3b0a45',
    round: '第4轮',
    season: '2026',
    homeId: `h${i}`,
    homeName: `主队${i}`,
    awayId: `a${i}`,
    awayName: `客队${i}`,
    homeRank: i,
    awayRank: null,
    kickoff,
    state: 1,
    periodStart: kickoff,
    ...FOOTBALL_COUNTERS_AT_KICKOFF,
    odds: structuredClone(odds),
    hasLineup: false,
    hasAnimation: false,
    neutral: false,
  };
}

export function basketballRow(i: number, kickoff: number): BasketballMatch {
  return {
    id: `b${i}`,
    leagueId: 'nba',
    leagueName: 'NBA',
    leagueColor: '#c00000',
    season: '2026',
    homeId: `bh${i}`,
    homeName: `湖人${i}`,
    awayId: `ba${i}`,
    awayName: `勇士${i}`,
    homeRank: null,
    awayRank: null,
    kickoff,
    state: 1,
    clockSeconds: 720,
    clockAt: kickoff,
    clockRunning: true,
    quarterSeconds: 720,
    homeScore: 0,
    awayScore: 0,
    homeQuarters: [0],
    awayQuarters: [0],
    odds: structuredClone(odds),
  };
}
