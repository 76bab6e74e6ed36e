/** A league table row as the database pages show it (积分榜). */
export interface StandingRow {
  rank: number;
  teamId: string;
  teamName: string;
  played: number;
  win: number;
  draw: number;
  lose: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDiff: number;
  points: number;
  /** Last results, newest first: 胜/平/负. */
  form: string[];
}

export interface ResultLine {
  homeId: string;
  awayId: string;
  home: number;
  away: number;
}

/**
 * What separates teams level on points before goal difference: nothing in most leagues, the number of wins
 * where the league's rules put it first (the Brasileirão: Santos 2nd over Palmeiras in 2019, 22 wins to 21;
 * MLS), or the matches between the level teams (中超, La Liga, Serie A, UEFA and AFC group stages: 2018 中超's
 * 重庆力帆, 长春亚泰 and 天津泰达 all on 32 points were ranked 力帆, 泰达, 亚泰 by their games with each other,
 * and 亚泰 went down, though their goal differences said otherwise).
 */
export type TieBreak = 'goalDifference' | 'wins' | 'headToHead';

/**
 * The [n] before a team's name on a match row: its place in the table, for teams that have played. Before a
 * team's first game its place is only the alphabet's (round 1 showed "[12]蒙特利尔 … [20]亚特兰大联").
 */
export function ranksOfPlayed(table: readonly StandingRow[]): Map<string, number> {
  return new Map(table.filter((row) => row.played > 0).map((row) => [row.teamId, row.rank]));
}

/**
 * Table from results, ordered by points, (wins where the league says so), goal difference, goals scored,
 * then name (a stable tiebreak).
 */
export function buildStandings(
  teams: readonly { id: string; name: string }[],
  results: readonly ResultLine[],
  side: 'all' | 'home' | 'away' = 'all',
  tieBreak: TieBreak = 'goalDifference',
): StandingRow[] {
  const rows = new Map<string, StandingRow>(
    teams.map((t) => [
      t.id,
      {
        rank: 0,
        teamId: t.id,
        teamName: t.name,
        played: 0,
        win: 0,
        draw: 0,
        lose: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDiff: 0,
        points: 0,
        form: [],
      },
    ]),
  );
  const record = (id: string, gf: number, ga: number) => {
    const row = rows.get(id);
    if (!row) return;
    row.played++;
    row.goalsFor += gf;
    row.goalsAgainst += ga;
    const result = gf > ga ? '胜' : gf === ga ? '平' : '负';
    if (gf > ga) row.win++;
    else if (gf === ga) row.draw++;
    else row.lose++;
    row.form.unshift(result);
  };
  for (const r of results) {
    if (side !== 'away') record(r.homeId, r.home, r.away);
    if (side !== 'home') record(r.awayId, r.away, r.home);
  }
  const list = [...rows.values()].map((row) => ({
    ...row,
    goalDiff: row.goalsFor - row.goalsAgainst,
    points: row.win * 3 + row.draw,
    form: row.form.slice(0, 6),
  }));
  // Head to head: each team's points, goal difference and goals in the games among the teams on its points.
  const h2h =
    tieBreak === 'headToHead' && side === 'all' ? headToHead(list, results) : new Map<string, number[]>();
  const byH2h = (a: StandingRow, b: StandingRow) => {
    const x = h2h.get(a.teamId);
    const y = h2h.get(b.teamId);
    if (!x || !y) return 0;
    return (y[0] ?? 0) - (x[0] ?? 0) || (y[1] ?? 0) - (x[1] ?? 0) || (y[2] ?? 0) - (x[2] ?? 0);
  };
  list.sort(
    (a, b) =>
      b.points - a.points ||
      (tieBreak === 'wins' ? b.win - a.win : 0) ||
      byH2h(a, b) ||
      b.goalDiff - a.goalDiff ||
      b.goalsFor - a.goalsFor ||
      a.teamName.localeCompare(b.teamName, 'zh'),
  );
  return list.map((row, i) => ({ ...row, rank: i + 1 }));
}

/** [points, goal difference, goals] of each team in the games between teams level with it on points. */
function headToHead(rows: readonly StandingRow[], results: readonly ResultLine[]): Map<string, number[]> {
  const pointsOf = new Map(rows.map((r) => [r.teamId, r.points]));
  const out = new Map<string, number[]>();
  for (const r of results) {
    const level = pointsOf.get(r.homeId);
    if (level === undefined || level !== pointsOf.get(r.awayId)) continue;
    for (const [id, gf, ga] of [
      [r.homeId, r.home, r.away],
      [r.awayId, r.away, r.home],
    ] as const) {
      const t = out.get(id) ?? [0, 0, 0];
      out.set(id, [(t[0] ?? 0) + (gf > ga ? 3 : gf === ga ? 1 : 0), (t[1] ?? 0) + gf - ga, (t[2] ?? 0) + gf]);
    }
  }
  // Every level team is compared, also one that has not met the others yet (all zeros).
  for (const r of rows) if (!out.has(r.teamId)) out.set(r.teamId, [0, 0, 0]);
  return out;
}
