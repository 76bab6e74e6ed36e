import type { ScheduleItem } from '@kuyi/shared';

/** A league round's label, "第12轮" → 12; play-off rounds (季后赛, 附加赛) are not league rounds. */
export const leagueRoundNo = (round: string): number | null => {
  const m = /^第(\d+)轮$/.exec(round);
  return m ? Number(m[1]) : null;
};

/**
 * Cumulative points after each league round for the given teams: one row per round, `{round, [teamId]:
 * points}`. A team without a match in a round keeps its total (rounds here are the later of the two
 * clubs' match counts, so a postponed match lands in a later round). Rows stop at the last round played.
 */
export function pointsRace(matches: readonly ScheduleItem[], teamIds: readonly string[]) {
  // The chart ends at the last round with a result: rounds still to come would draw flat lines to the season's end.
  const finished = matches.filter((m) => m.state === -1 && m.homeScore !== null && m.awayScore !== null);
  const last = Math.max(0, ...finished.map((m) => leagueRoundNo(m.round) ?? 0));
  const gained = new Map<string, number[]>(teamIds.map((id) => [id, Array(last + 1).fill(0)]));
  for (const m of matches) {
    const r = leagueRoundNo(m.round);
    if (r === null || m.homeScore === null || m.awayScore === null || m.state !== -1) continue;
    const [home, away] = m.homeScore > m.awayScore ? [3, 0] : m.homeScore === m.awayScore ? [1, 1] : [0, 3];
    const h = gained.get(m.homeId);
    const a = gained.get(m.awayId);
    if (h) h[r] = (h[r] ?? 0) + home;
    if (a) a[r] = (a[r] ?? 0) + away;
  }
  const rows: Record<string, number>[] = [];
  const total = new Map<string, number>(teamIds.map((id) => [id, 0]));
  for (let r = 1; r <= last; r++) {
    const row: Record<string, number> = { round: r };
    for (const id of teamIds) {
      const t = (total.get(id) ?? 0) + (gained.get(id)?.[r] ?? 0);
      total.set(id, t);
      row[id] = t;
    }
    rows.push(row);
  }
  return rows;
}

/** Goals scored in each league round, for the 进球数 chart. */
export function goalsPerRound(matches: readonly ScheduleItem[]) {
  const byRound = new Map<number, { round: number; goals: number; matches: number }>();
  for (const m of matches) {
    const r = leagueRoundNo(m.round);
    if (r === null || m.homeScore === null || m.awayScore === null) continue;
    const row = byRound.get(r) ?? { round: r, goals: 0, matches: 0 };
    row.goals += m.homeScore + m.awayScore;
    row.matches++;
    byRound.set(r, row);
  }
  return [...byRound.values()].sort((a, b) => a.round - b.round);
}
