import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FOOTBALL_LEAGUES } from '../catalog/football-leagues.ts';
import { teamNameZh } from '../catalog/team-names-zh.ts';
import type { Pair } from '../football/outcome.ts';
import type { TeamRef } from '../football/plan-types.ts';
import { archiveMatchId } from './archive-id.ts';
import { isoDate, num, readCsv, ukTimeToEpoch } from './csv.ts';
import { historyAlias, historyNameZh } from './history-team-names.ts';
import { teamId } from './synthetic-football.ts';

/** One finished match of a real season, as the files give it. */
export interface HistoryMatch {
  id: string;
  date: string;
  kickoff: number;
  round: string;
  roundNo: number;
  home: TeamRef;
  away: TeamRef;
  ft: Pair;
  /** Half-time score: the 2025-26 files have it, the "new leagues" files do not. */
  ht: Pair | null;
  /** Closing 亚盘 line as the home handicap (D4), and the O/U line; null where the file has no such odds. */
  asianLine: number | null;
  ouLine: number | null;
  /** False for play-off matches (MLS play-offs, J1 championship and relegation ties) the table leaves out. */
  inTable: boolean;
  /** The file's row: the 2025-26 files' statistics, referee and odds make its match page (sources/archive.ts). */
  row: Record<string, string>;
}

export interface HistorySeason {
  leagueId: string;
  season: string;
  teams: TeamRef[];
  matches: HistoryMatch[];
}

export interface HistoryData {
  dir: string;
  seasons: HistorySeason[];
}

/** football-data "new leagues" files and the league each one is. */
const NEW_LEAGUE_FILES: Readonly<Record<string, string>> = { CHN: '60', JPN: '25', USA: '21', BRA: '4' };
const NEW_LEAGUES_DIR = 'football-data-new-leagues-2012-2020';
const CURRENT_DIR = 'football-data-2025-26';
const CURRENT_SEASON = '2025-2026';
const MLS_ID = '21';

/**
 * Real seasons from `dataDir` (../shared/data): 中超 2014–2020, J1, MLS and 巴甲 2012–2020, and the 2025-26
 * seasons of the European football-data leagues so far. Null when the directory is absent.
 */
export function loadHistory(dataDir: string): HistoryData | null {
  if (!existsSync(dataDir)) return null;
  const seasons: HistorySeason[] = [];
  const newDir = join(dataDir, NEW_LEAGUES_DIR);
  for (const [code, leagueId] of Object.entries(NEW_LEAGUE_FILES)) {
    const path = join(newDir, `${code}.csv`);
    if (!existsSync(path)) continue;
    const bySeason = new Map<string, Record<string, string>[]>();
    for (const row of readCsv(path)) {
      if (!row.Season || !row.Date || !row.Home) continue;
      const list = bySeason.get(row.Season) ?? [];
      list.push(row);
      bySeason.set(row.Season, list);
    }
    for (const [season, rows] of bySeason) {
      const matches = rows.map((row) => ({
        row,
        home: historyTeam(row.Home ?? ''),
        away: historyTeam(row.Away ?? ''),
        ft: [num(row, 'HG') ?? 0, num(row, 'AG') ?? 0] as Pair,
        ht: null,
        asianLine: null,
        ouLine: null,
      }));
      seasons.push(finish(leagueId, season, matches));
    }
  }
  const currentDir = join(dataDir, CURRENT_DIR);
  if (existsSync(currentDir)) {
    for (const file of readdirSync(currentDir).sort()) {
      const league = FOOTBALL_LEAGUES.find((l) => l.fd && `${l.fd}.csv` === file);
      if (!league) continue; // IRL.csv has no league here.
      const matches = readCsv(join(currentDir, file))
        .filter((row) => row.Date && row.HomeTeam && row.FTHG !== '')
        .map((row) => {
          const ah = num(row, 'AHCh') ?? num(row, 'AHh');
          const hasOu = num(row, 'AvgC>2.5') !== null || num(row, 'Avg>2.5') !== null;
          return {
            row,
            home: fdTeam(row.HomeTeam ?? ''),
            away: fdTeam(row.AwayTeam ?? ''),
            ft: [num(row, 'FTHG') ?? 0, num(row, 'FTAG') ?? 0] as Pair,
            ht: [num(row, 'HTHG') ?? 0, num(row, 'HTAG') ?? 0] as Pair,
            // football-data's AHh is the home side's handicap (−0.5: home gives half a goal); D4 keeps the
            // line as what the home side gives, so the sign flips.
            asianLine: ah === null ? null : ah === 0 ? 0 : -ah,
            ouLine: hasOu ? 2.5 : null,
          };
        });
      seasons.push(finish(league.id, CURRENT_SEASON, matches));
    }
  }
  return { dir: dataDir, seasons };
}

const historyTeam = (name: string): TeamRef => {
  const alias = historyAlias(name);
  return { id: teamId(alias), name: historyNameZh(alias), alias };
};
const fdTeam = (alias: string): TeamRef => ({ id: teamId(alias), name: teamNameZh(alias), alias });

interface RawMatch {
  row: Record<string, string>;
  home: TeamRef;
  away: TeamRef;
  ft: Pair;
  ht: Pair | null;
  asianLine: number | null;
  ouLine: number | null;
}

/**
 * Orders a season, gives each match an id and a round, and marks play-offs. The files have no rounds: a
 * match's round is the later of the two clubs' league-match counts. Members are clubs with at least half
 * the busiest club's matches (a J2 side in a promotion tie is not one); a double round-robin of n members
 * is 2(n − 1) matches a club, MLS's regular season 34 (23 in 2020); later matches are play-offs.
 */
function finish(leagueId: string, season: string, raw: RawMatch[]): HistorySeason {
  const dated = raw
    .map((m) => {
      const date = isoDate(m.row.Date ?? '');
      return { ...m, date, kickoff: ukTimeToEpoch(date, m.row.Time ?? '15:00') };
    })
    .sort((a, b) => a.kickoff - b.kickoff);
  const total = new Map<string, number>();
  for (const m of dated) {
    total.set(m.home.id, (total.get(m.home.id) ?? 0) + 1);
    total.set(m.away.id, (total.get(m.away.id) ?? 0) + 1);
  }
  const busiest = Math.max(0, ...total.values());
  const members = new Set([...total].filter(([, n]) => n >= busiest / 2).map(([id]) => id));
  const regular =
    leagueId === MLS_ID
      ? season === '2020'
        ? 23
        : 34
      : season === CURRENT_SEASON
        ? Infinity
        : 2 * (members.size - 1);
  const played = new Map<string, number>();
  const perDate = new Map<string, number>();
  const teams = new Map<string, TeamRef>();
  const matches: HistoryMatch[] = [];
  let lastRound = 0;
  for (const m of dated) {
    const h = played.get(m.home.id) ?? 0;
    const a = played.get(m.away.id) ?? 0;
    const inTable = members.has(m.home.id) && members.has(m.away.id) && h < regular && a < regular;
    if (inTable) {
      played.set(m.home.id, h + 1).set(m.away.id, a + 1);
      lastRound = Math.max(lastRound, h + 1, a + 1);
    }
    if (members.has(m.home.id)) teams.set(m.home.id, m.home);
    if (members.has(m.away.id)) teams.set(m.away.id, m.away);
    const index = perDate.get(m.date) ?? 0;
    perDate.set(m.date, index + 1);
    matches.push({
      id: archiveMatchId(m.date, leagueId, index),
      date: m.date,
      kickoff: m.kickoff,
      round: inTable ? `第${Math.max(h, a) + 1}轮` : leagueId === MLS_ID ? '季后赛' : '附加赛',
      roundNo: inTable ? Math.max(h, a) + 1 : 0,
      home: m.home,
      away: m.away,
      ft: m.ft,
      ht: m.ht,
      asianLine: m.asianLine,
      ouLine: m.ouLine,
      inTable,
      row: m.row,
    });
  }
  // Play-offs come after the last league round.
  for (const m of matches) if (!m.inTable) m.roundNo = lastRound + 1;
  return { leagueId, season, teams: [...teams.values()], matches };
}
