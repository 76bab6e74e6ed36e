import type { BasketballPoints, BasketballResult } from '@kuyi/shared';
import { nbaAlignmentByName } from '../catalog/nba-teams.ts';
import { resultAt } from '../sources/basketball-season.ts';
import type { BasketballSeason } from '../sources/source.ts';

export type BasketballStandingRow = BasketballPoints['rows'][number];

/** The NBA's league id: its clubs have a conference and a division. */
const NBA_LEAGUE_ID = '1';

interface Tally {
  row: BasketballStandingRow;
  /** Results in tip-off order: true a win. */
  runs: boolean[];
}

/**
 * A season's table at instant t from its finished games. `rank` is the league-wide order: win %, then the
 * win % of the games between the level teams, then point difference (a simple, documented cut of the NBA's
 * tie-break). gamesBehind is against the leader of the row's conference, or the league's where it has none.
 */
export function basketballStandings(season: BasketballSeason, t: number): BasketballStandingRow[] {
  const nba = season.info.id === NBA_LEAGUE_ID;
  const tallies = new Map<string, Tally>(
    season.teams.map((team) => {
      const aligned = nba ? nbaAlignmentByName(team.name) : undefined;
      const row: BasketballStandingRow = {
        rank: 0,
        teamId: team.id,
        teamName: team.name,
        played: 0,
        win: 0,
        lose: 0,
        winRate: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        homeWin: 0,
        homeLose: 0,
        awayWin: 0,
        awayLose: 0,
        last10Win: 0,
        last10Lose: 0,
        streak: 0,
        gamesBehind: 0,
        ...(aligned ? { conference: aligned.conference, division: aligned.division } : {}),
      };
      return [team.id, { row, runs: [] }];
    }),
  );
  const results = season.games
    .map((g) => resultAt(g, t))
    .filter((r): r is BasketballResult => r !== null)
    .sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id));
  for (const r of results) {
    for (const [id, pf, pa, home] of [
      [r.homeId, r.homeScore, r.awayScore, true],
      [r.awayId, r.awayScore, r.homeScore, false],
    ] as const) {
      const tally = tallies.get(id);
      if (!tally) continue;
      const { row } = tally;
      const won = pf > pa;
      row.played++;
      row.pointsFor += pf;
      row.pointsAgainst += pa;
      if (won) row.win++;
      else row.lose++;
      const side = `${home ? 'home' : 'away'}${won ? 'Win' : 'Lose'}` as const;
      row[side] = (row[side] ?? 0) + 1;
      tally.runs.push(won);
    }
  }
  for (const { row, runs } of tallies.values()) {
    row.winRate = row.played ? Math.round((row.win / row.played) * 1000) / 10 : 0;
    const last10 = runs.slice(-10);
    row.last10Win = last10.filter(Boolean).length;
    row.last10Lose = last10.length - row.last10Win;
    row.streak = streakOf(runs);
  }
  const ordered = rankRows(
    [...tallies.values()].map((x) => x.row),
    results,
  );
  const leaders = new Map<string, BasketballStandingRow>();
  for (const row of ordered) {
    const key = row.conference ?? '';
    const leader = leaders.get(key) ?? row;
    leaders.set(key, leader);
    row.gamesBehind = (leader.win - row.win + row.lose - leader.lose) / 2;
  }
  return ordered.map((row, i) => ({ ...row, rank: i + 1 }));
}

/** 3 after three wins in a row, −2 after two losses, 0 before a first game. */
function streakOf(runs: boolean[]): number {
  const last = runs[runs.length - 1];
  if (last === undefined) return 0;
  let n = 0;
  for (let i = runs.length - 1; i >= 0 && runs[i] === last; i--) n++;
  return last ? n : -n;
}

const pct = (win: number, played: number) => (played ? win / played : 0);

/** Win %, then among the teams level on it the win % of their games with each other, then point difference. */
function rankRows(rows: BasketballStandingRow[], results: BasketballResult[]): BasketballStandingRow[] {
  const byPct = [...rows].sort((a, b) => pct(b.win, b.played) - pct(a.win, a.played));
  const out: BasketballStandingRow[] = [];
  for (let i = 0; i < byPct.length; ) {
    // The run of rows level with this one. Division of integers rounds exactly, so 1/3 and 2/6 are the same
    // number (comparing win × played crosswise made a team with no game level with every row).
    const first = byPct[i] as BasketballStandingRow;
    let end = i;
    while (
      end < byPct.length &&
      pct(byPct[end]?.win ?? 0, byPct[end]?.played ?? 0) === pct(first.win, first.played)
    )
      end++;
    const level = byPct.slice(i, end);
    i = end;
    const ids = new Set(level.map((r) => r.teamId));
    const h2h = new Map(level.map((r) => [r.teamId, { win: 0, played: 0 }]));
    if (level.length > 1)
      for (const g of results) {
        if (!ids.has(g.homeId) || !ids.has(g.awayId)) continue;
        const winner = g.homeScore > g.awayScore ? g.homeId : g.awayId;
        for (const id of [g.homeId, g.awayId]) {
          const h = h2h.get(id);
          if (!h) continue;
          h.played++;
          if (id === winner) h.win++;
        }
      }
    const h2hPct = (r: BasketballStandingRow) => {
      const h = h2h.get(r.teamId);
      return h ? pct(h.win, h.played) : 0;
    };
    const diff = (r: BasketballStandingRow) => r.pointsFor - r.pointsAgainst;
    out.push(
      ...level.sort(
        (a, b) => h2hPct(b) - h2hPct(a) || diff(b) - diff(a) || a.teamName.localeCompare(b.teamName),
      ),
    );
  }
  return out;
}
