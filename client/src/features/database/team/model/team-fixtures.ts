import {
  ASIAN_AWAY_VIEW,
  type AsianResult,
  FootballState,
  lineScore,
  type ScheduleItem,
  settleAsian,
} from '@kuyi/shared';

export type TeamResult = '胜' | '平' | '负';

/** One fixture of a team's season read from its side: where it played, whom, and how it went. */
export interface TeamFixture {
  match: ScheduleItem;
  home: boolean;
  opponentId: string;
  opponentName: string;
  /** The final score from the team's side; null until the match has finished. */
  goalsFor: number | null;
  goalsAgainst: number | null;
  result: TeamResult | null;
  /** The closing 亚盘 line as the team reads it (0.5: it gave half a goal, −0.5: it received it). */
  line: number | null;
  /** How that line settled for the team ([D6]: on the 90-minute score); null without a line or a result. */
  asian: AsianResult | null;
}

/** Finished with a score: a match called off (推迟, 腰斩) has no result even when it has a score. */
export const hasResult = (m: ScheduleItem): m is ScheduleItem & { homeScore: number; awayScore: number } =>
  m.state === FootballState.Finished && m.homeScore !== null && m.awayScore !== null;

function asianFor(m: ScheduleItem, home: boolean): AsianResult | null {
  if (m.asianLine === null || !hasResult(m)) return null;
  const score = lineScore(m);
  if (score === null) return null;
  const forHome = settleAsian(m.asianLine, score.home, score.away);
  return home ? forHome : ASIAN_AWAY_VIEW[forHome];
}

/** The team's fixtures of the season in kick-off order, each read from the team's side. */
export function teamFixtures(matches: readonly ScheduleItem[], teamId: string): TeamFixture[] {
  return matches
    .filter((m) => m.homeId === teamId || m.awayId === teamId)
    .sort((a, b) => a.kickoff - b.kickoff)
    .map((m) => {
      const home = m.homeId === teamId;
      const [goalsFor, goalsAgainst] = !hasResult(m)
        ? [null, null]
        : home
          ? [m.homeScore, m.awayScore]
          : [m.awayScore, m.homeScore];
      const result: TeamResult | null =
        goalsFor === null || goalsAgainst === null
          ? null
          : goalsFor > goalsAgainst
            ? '胜'
            : goalsFor === goalsAgainst
              ? '平'
              : '负';
      return {
        match: m,
        home,
        opponentId: home ? m.awayId : m.homeId,
        opponentName: home ? m.awayName : m.homeName,
        goalsFor,
        goalsAgainst,
        result,
        line: m.asianLine === null ? null : home ? m.asianLine : -m.asianLine,
        asian: asianFor(m, home),
      };
    });
}

/** 近期战绩: the results of the last `count` finished fixtures, newest first (as the 积分榜's 近况 reads). */
export function recentForm(fixtures: readonly TeamFixture[], count: number): TeamFixture[] {
  return fixtures
    .filter((f) => f.result !== null)
    .slice(-count)
    .reverse();
}

/** The next fixture still to kick off, or null once the season is played out. */
export const nextFixture = (fixtures: readonly TeamFixture[]): TeamFixture | null =>
  fixtures.find((f) => f.match.state === FootballState.NotStarted) ?? null;
