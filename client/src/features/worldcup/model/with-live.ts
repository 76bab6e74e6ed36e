import { type FootballMatch, FootballState, type ScheduleItem, type WorldCupMatch } from '@kuyi/shared';

/**
 * A World Cup match as the live list (`football:list`) last told it: the page's REST answer is read once,
 * while the score, state and a result that came in since arrive over the socket. A result the tournament
 * data already holds stays as it is (it knows extra time for certain); a row not yet kicked off adds nothing.
 * Serves /worldcup's matches and the 资料库's fixtures alike (any schedule item).
 */
export function withLive(m: WorldCupMatch, row: FootballMatch | undefined): WorldCupMatch;
export function withLive(m: ScheduleItem, row: FootballMatch | undefined): ScheduleItem;
export function withLive(
  m: ScheduleItem & { winnerId?: string | null },
  row: FootballMatch | undefined,
): ScheduleItem & { winnerId?: string | null } {
  if (!row || row.state === FootballState.NotStarted || row.state < FootballState.Finished) return m;
  if (row.state === FootballState.Finished && m.state === FootballState.Finished) return m;
  const penalties = row.homePenalty !== null && row.awayPenalty !== null;
  const over = row.state === FootballState.Finished;
  const extraTime =
    over &&
    (penalties ||
      (row.regular != null && (row.regular.home !== row.homeScore || row.regular.away !== row.awayScore)));
  const [home, away] = penalties
    ? [row.homePenalty ?? 0, row.awayPenalty ?? 0]
    : [row.homeScore, row.awayScore];
  return {
    ...m,
    // The socket knows the teams of a knockout slot the page still reads as 待定.
    homeId: row.homeId,
    homeName: row.homeName,
    awayId: row.awayId,
    awayName: row.awayName,
    state: row.state,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    homeHalf: row.homeHalf,
    awayHalf: row.awayHalf,
    extraTime,
    homePenalties: penalties ? row.homePenalty : null,
    awayPenalties: penalties ? row.awayPenalty : null,
    winnerId: over && home !== away ? (home > away ? row.homeId : row.awayId) : null,
  };
}
