import { tieBreakOf } from '../catalog/football-leagues.ts';
import type { CompetitionSeason, SeasonFixture } from './competition.ts';
import { buildStandings, type ResultLine, type StandingRow } from './standings.ts';

/** Tables the database pages derive from a season's finished fixtures. */
export const resultsOf = (fixtures: readonly SeasonFixture[]): ResultLine[] =>
  fixtures
    .filter((f) => f.result && f.inTable !== false)
    .map((f) => ({
      homeId: f.home.id,
      awayId: f.away.id,
      home: f.result?.home ?? 0,
      away: f.result?.away ?? 0,
    }));

/** A league season's table under that league's tie-break rule. */
export function standings(
  season: Pick<CompetitionSeason, 'teams' | 'fixtures'> & { info: Pick<CompetitionSeason['info'], 'id'> },
  side: 'all' | 'home' | 'away' = 'all',
): StandingRow[] {
  const teams = season.teams.map((t) => ({ id: t.id, name: t.name }));
  const results = resultsOf([...season.fixtures].sort((a, b) => a.kickoff - b.kickoff));
  return buildStandings(teams, results, side, tieBreakOf(season.info.id));
}

/** 1 win, 0.5 push, 0 loss for the home side against a handicap (quarter lines split the stake). */
function settleHandicap(margin: number): number {
  const v = margin;
  if (v >= 0.5) return 1;
  if (v <= -0.5) return 0;
  return 0.5 + v;
}

interface LineRecord {
  teamId: string;
  teamName: string;
  played: number;
  win: number;
  push: number;
  lose: number;
}

function tally(
  season: CompetitionSeason,
  score: (f: SeasonFixture, side: 'home' | 'away') => number | null,
): LineRecord[] {
  const rows = new Map<string, LineRecord>(
    season.teams.map((t) => [t.id, { teamId: t.id, teamName: t.name, played: 0, win: 0, push: 0, lose: 0 }]),
  );
  for (const f of season.fixtures) {
    for (const side of ['home', 'away'] as const) {
      const v = score(f, side);
      const row = rows.get(side === 'home' ? f.home.id : f.away.id);
      if (v === null || !row) continue;
      row.played++;
      if (v > 0.5) row.win++;
      else if (v < 0.5) row.lose++;
      else row.push++;
    }
  }
  return [...rows.values()];
}

/** 盘路: each team's record against the closing 亚盘 line. */
export function letGoalRecords(season: CompetitionSeason) {
  const rows = tally(season, (f, side) => {
    if (!f.result || f.asianLine === null) return null;
    const homeValue = settleHandicap(f.result.home - f.result.away - f.asianLine);
    return side === 'home' ? homeValue : 1 - homeValue;
  });
  return rows
    .map((r) => ({
      ...r,
      net: r.win - r.lose,
      winRate: r.played ? Math.round((r.win / r.played) * 1000) / 10 : 0,
    }))
    .sort((a, b) => b.net - a.net || b.win - a.win || a.teamName.localeCompare(b.teamName, 'zh'))
    .map((r, i) => ({ rank: i + 1, ...r }));
}

/** 大小球: each team's matches over / under the closing total line. */
export function overUnderRecords(season: CompetitionSeason) {
  const rows = tally(season, (f) =>
    f.result && f.ouLine !== null ? settleHandicap(f.result.home + f.result.away - f.ouLine) : null,
  );
  return rows
    .map((r) => ({
      rank: 0,
      teamId: r.teamId,
      teamName: r.teamName,
      played: r.played,
      over: r.win,
      push: r.push,
      under: r.lose,
      overRate: r.played ? Math.round((r.win / r.played) * 1000) / 10 : 0,
    }))
    .sort((a, b) => b.overRate - a.overRate || b.over - a.over || a.teamName.localeCompare(b.teamName, 'zh'))
    .map((r, i) => ({ ...r, rank: i + 1 }));
}
