import type { LeagueLetGoal, LeagueOverUnder } from '../api/feed-database.ts';
import { ASIAN_AWAY_VIEW, type LineOutcome, lineOutcome, settleAsian, settleTotal } from './odds-settle.ts';

/** One finished match with its closing line, as 盘路 and 大小 read it. */
export interface LineGame {
  homeId: string;
  homeName: string;
  awayId: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
  /** The closing 亚盘 line (home handicap) or 大小 line; null when the match had none. */
  line: number | null;
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
  games: readonly LineGame[],
  outcome: (g: LineGame & { line: number }) => { home: LineOutcome; away: LineOutcome },
  teams: readonly { id: string; name: string }[],
): Tally[] {
  const blank = (teamId: string, teamName: string): Tally => ({
    teamId,
    teamName,
    played: 0,
    win: 0,
    push: 0,
    lose: 0,
  });
  const rows = new Map(teams.map((t) => [t.id, blank(t.id, t.name)]));
  const count = (id: string, name: string, o: LineOutcome) => {
    const row = rows.get(id) ?? blank(id, name);
    row.played++;
    row[o]++;
    rows.set(id, row);
  };
  for (const g of games) {
    if (g.line === null) continue;
    const o = outcome({ ...g, line: g.line });
    count(g.homeId, g.homeName, o.home);
    count(g.awayId, g.awayName, o.away);
  }
  return [...rows.values()];
}

const rate = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 0);

/**
 * [D6] 盘路: each team's record against the closing 亚盘 line (the away side reads it from its own view),
 * quarter lines split over their two half lines. Ranked by 净胜盘, then wins, then name. `teams` are listed
 * even before they played.
 */
export function letGoalTable(
  games: readonly LineGame[],
  teams: readonly { id: string; name: string }[] = [],
): LeagueLetGoal['rows'] {
  return tally(
    games,
    (g) => {
      // The line is the home handicap: the away side reads the result from its own view.
      const home = settleAsian(g.line, g.homeScore, g.awayScore);
      return { home: lineOutcome(home), away: lineOutcome(ASIAN_AWAY_VIEW[home]) };
    },
    teams,
  )
    .map((r) => ({ ...r, net: r.win - r.lose, winRate: rate(r.win, r.played) }))
    .sort((a, b) => b.net - a.net || b.win - a.win || a.teamName.localeCompare(b.teamName, 'zh'))
    .map((r, i) => ({ rank: i + 1, ...r }));
}

/** [D6] 大小球: each team's matches over / under the closing total line, ranked by the over rate. */
export function overUnderTable(
  games: readonly LineGame[],
  teams: readonly { id: string; name: string }[] = [],
): LeagueOverUnder['rows'] {
  return tally(
    games,
    (g) => {
      const o = lineOutcome(settleTotal(g.line, g.homeScore + g.awayScore));
      return { home: o, away: o };
    },
    teams,
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
