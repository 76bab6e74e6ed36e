import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FOOTBALL_LEAGUES, tieBreakOf } from '../catalog/football-leagues.ts';
import { assembleDay, type MatchDay } from '../day/match-day.ts';
import { buildStandings, ranksOfPlayed } from '../season/standings.ts';
import { dateOf } from '../util/day-time.ts';
import { isArchiveMatchId } from './archive-id.ts';
import { replayPlan } from './football-data.ts';
import type { HistoryData, HistoryMatch, HistorySeason } from './history-data.ts';
import { loadOpenfootball, type RealMatch } from './openfootball.ts';

/** Match pages built and kept at once (each is one match with its whole timeline). */
const KEEP = 32;
const OPENFOOTBALL = join('openfootball-epl-2025-26', 'en.1-full_round4_2025-09-13_14.json');

/**
 * The match pages of the real seasons the database lists (archive ids, archive-id.ts): a finished match of
 * the football-data 2025-26 files answers every per-match call (header, 技术统计, 指数, commentary, animation)
 * as the football-data replay plays it — the file's score, half time, shots, shots on target, corners, fouls,
 * cards, referee and opening / closing odds, minutes generated to fit — in a day of its own. The older seasons
 * (中超 2014–20, J1, MLS, 巴甲) have only the full-time score: no page (undefined, 比赛不存在).
 */
export function archiveFinder(
  history: HistoryData | null,
  seed: number,
): (id: string) => MatchDay | undefined {
  let index: Map<string, { season: HistorySeason; match: HistoryMatch }> | null = null;
  let real: RealMatch[] | null = null;
  const built = new Map<string, MatchDay>();
  return (id) => {
    if (!history || !isArchiveMatchId(id)) return undefined;
    const hit = built.get(id);
    if (hit) return hit;
    if (!index) {
      index = new Map();
      for (const season of history.seasons)
        for (const match of season.matches) index.set(match.id, { season, match });
    }
    const found = index.get(id);
    const league = FOOTBALL_LEAGUES.find((l) => l.id === found?.season.leagueId);
    if (!found || !league?.fd || !found.match.ht) return undefined;
    if (!real) {
      const path = join(history.dir, OPENFOOTBALL);
      real = existsSync(path) ? loadOpenfootball(path) : [];
    }
    const { season, match } = found;
    const { ht } = match;
    if (!ht) return undefined;
    const plan = replayPlan(
      seed,
      {
        id,
        date: dateOf(match.kickoff),
        ukDate: match.date,
        league,
        home: match.home,
        away: match.away,
        kickoff: match.kickoff,
        row: match.row,
        ft: match.ft,
        ht,
        referee: match.row.Referee ?? '',
        roundNo: match.roundNo,
      },
      real.find((r) => r.date === match.date && r.home === match.home.alias && r.away === match.away.alias),
      ranksBefore(season, match),
    );
    const day = assembleDay(plan.date, [plan], []);
    built.set(id, day);
    if (built.size > KEEP) {
      const oldest = built.keys().next().value;
      if (oldest !== undefined) built.delete(oldest);
    }
    return day;
  };
}

/** The table before the match kicked off: the [n] before the team names. */
function ranksBefore(season: HistorySeason, match: HistoryMatch): Map<string, number> {
  const results = season.matches
    .filter((m) => m.inTable && m.kickoff < match.kickoff)
    .map((m) => ({ homeId: m.home.id, awayId: m.away.id, home: m.ft[0], away: m.ft[1] }));
  const table = buildStandings(season.teams, results, 'all', tieBreakOf(season.leagueId));
  return ranksOfPlayed(table);
}
