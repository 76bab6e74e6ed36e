import type { LeagueLetGoal, LeagueOverUnder, ScheduleItem } from '@kuyi/shared';

type LetGoalRow = LeagueLetGoal['rows'][number];
type OverUnderRow = LeagueOverUnder['rows'][number];

/**
 * [D6] 盘路 and 大小 from finished fixtures, for cups (the centre computes leagues' own). Home result against
 * the closing line: 1 win, ½ push, 0 loss, a quarter line averaging its two half lines; a half win counts
 * as a win and a half loss as a loss, as on the league tables.
 */
function settle(margin: number): number {
  const quarter = Math.round(margin * 4) % 2 !== 0;
  const one = (x: number) => (x > 0 ? 1 : x < 0 ? 0 : 0.5);
  return quarter ? (one(margin - 0.25) + one(margin + 0.25)) / 2 : one(margin);
}

interface Tally {
  teamId: string;
  teamName: string;
  played: number;
  win: number;
  push: number;
  lose: number;
}

function tally(
  matches: readonly ScheduleItem[],
  value: (m: ScheduleItem, side: 'home' | 'away') => number | null,
) {
  const rows = new Map<string, Tally>();
  for (const m of matches) {
    for (const side of ['home', 'away'] as const) {
      const v = value(m, side);
      if (v === null) continue;
      const id = side === 'home' ? m.homeId : m.awayId;
      const row = rows.get(id) ?? {
        teamId: id,
        teamName: side === 'home' ? m.homeName : m.awayName,
        played: 0,
        win: 0,
        push: 0,
        lose: 0,
      };
      row.played++;
      if (v > 0.5) row.win++;
      else if (v < 0.5) row.lose++;
      else row.push++;
      rows.set(id, row);
    }
  }
  return [...rows.values()];
}

const rate = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 0);

export function letGoalRows(matches: readonly ScheduleItem[]): LetGoalRow[] {
  return tally(matches, (m, side) => {
    if (m.state !== -1 || m.homeScore === null || m.awayScore === null || m.asianLine === null) return null;
    const home = settle(m.homeScore - m.awayScore - m.asianLine);
    return side === 'home' ? home : 1 - home;
  })
    .map((r) => ({ ...r, net: r.win - r.lose, winRate: rate(r.win, r.played) }))
    .sort((a, b) => b.net - a.net || b.win - a.win || a.teamName.localeCompare(b.teamName, 'zh'))
    .map((r, i) => ({ rank: i + 1, ...r }));
}

export function overUnderRows(matches: readonly ScheduleItem[]): OverUnderRow[] {
  return tally(matches, (m) =>
    m.state !== -1 || m.homeScore === null || m.awayScore === null || m.ouLine === null
      ? null
      : settle(m.homeScore + m.awayScore - m.ouLine),
  )
    .map((r) => ({
      rank: 0,
      teamId: r.teamId,
      teamName: r.teamName,
      played: r.played,
      over: r.win,
      push: r.push,
      under: r.lose,
      overRate: rate(r.win, r.played),
    }))
    .sort((a, b) => b.overRate - a.overRate || b.over - a.over || a.teamName.localeCompare(b.teamName, 'zh'))
    .map((r, i) => ({ ...r, rank: i + 1 }));
}
