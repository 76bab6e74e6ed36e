/** How many rows each block of the home page's live list shows. */
export const HOME_ROWS = 10;

interface TopRow {
  id: string;
  leagueId: string;
  state: number;
  kickoff: number;
}

/** 0 in play, 1 not started, 2 over (finished, called off …). */
const rank = (state: number) => (state > 0 ? 0 : state === 0 ? 1 : 2);

/**
 * 焦点赛事: today's matches of the big competitions, in play first, then the next kick-offs, then the most
 * recent results; at most `limit`.
 */
export function pickTopMatches<T extends TopRow>(
  rows: readonly T[],
  topLeagues: ReadonlySet<string>,
  limit = HOME_ROWS,
): T[] {
  return rows
    .filter((r) => topLeagues.has(r.leagueId))
    .sort((a, b) => {
      const byRank = rank(a.state) - rank(b.state);
      if (byRank !== 0) return byRank;
      // Results: the latest first; everything else by kick-off.
      return rank(a.state) === 2 ? b.kickoff - a.kickoff : a.kickoff - b.kickoff;
    })
    .slice(0, limit);
}
