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
 * where the league's rules put it first (the Brasileirão: Santos 2nd over Palmeiras in 2019, 22 wins to 21).
 */
export type TieBreak = 'goalDifference' | 'wins';

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
  list.sort(
    (a, b) =>
      b.points - a.points ||
      (tieBreak === 'wins' ? b.win - a.win : 0) ||
      b.goalDiff - a.goalDiff ||
      b.goalsFor - a.goalsFor ||
      a.teamName.localeCompare(b.teamName, 'zh'),
  );
  return list.map((row, i) => ({ ...row, rank: i + 1 }));
}
