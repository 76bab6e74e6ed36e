import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorldCupStage } from '@kuyi/shared';
import { nation } from '../catalog/nations-zh.ts';
import { scorerZh } from '../catalog/players-zh.ts';
import { groundZh } from '../catalog/venues-zh.ts';
import { REPO_SHARED_DATA } from '../data-location.ts';
import type { Pair } from '../football/outcome.ts';
import type { TeamRef } from '../football/plan-types.ts';
import { dateOf } from '../util/day-time.ts';
import { matchId, teamId } from './synthetic-football.ts';

/**
 * The openfootball World Cups (../shared/data/openfootball-worldcup/{year}/worldcup*.json, CC0): teams,
 * groups and every match with its stage, kick-off instant, ground, score (ht, ft, et, p) and goals.
 */

/** titan007's competition id of the World Cup. */
export const WORLD_CUP_ID = '75';
export const WORLD_CUP_YEARS = ['2026', '2022', '2018'] as const;

export interface WcTeam extends TeamRef {
  code: string;
}

export interface WcGoal {
  side: 'home' | 'away';
  player: string;
  minute: number;
  addedTime: number | null;
  kind: 'goal' | 'penaltyGoal' | 'ownGoal';
}

export interface WcScore {
  ht: Pair | null;
  ft: Pair;
  /** After extra time (cumulative, as openfootball writes it). */
  et: Pair | null;
  p: Pair | null;
}

export interface WcMatch {
  id: string;
  num: number;
  stage: WorldCupStage;
  /** "A" … "L" for group matches. */
  group: string | null;
  kickoff: number;
  venue: string;
  home: WcTeam;
  away: WcTeam;
  /** What the file says; whether it is known yet depends on the clock (worldcup-view.ts). */
  score: WcScore | null;
  goals: WcGoal[];
}

export interface WcTournament {
  year: string;
  title: string;
  host: string;
  /** The final draw (epoch ms): before it the groups are not known, so a replayed earlier day lists no such cup. */
  drawAt: number;
  teams: WcTeam[];
  groups: { name: string; teamIds: string[] }[];
  /** By kick-off. */
  matches: WcMatch[];
}

const META: Record<string, { title: string; host: string; utcOffset: number; drawAt: number }> = {
  // The 2022 file gives Doha local time without an offset. Final draws: Moscow 1 Dec 2017 18:00, Doha
  // 1 Apr 2022 19:00, Washington 5 Dec 2025 12:00 (local times).
  '2018': { title: '2018年俄罗斯世界杯', host: '俄罗斯', utcOffset: 3, drawAt: Date.UTC(2017, 11, 1, 15) },
  '2022': { title: '2022年卡塔尔世界杯', host: '卡塔尔', utcOffset: 3, drawAt: Date.UTC(2022, 3, 1, 16) },
  '2026': {
    title: '2026年美加墨世界杯',
    host: '美国、加拿大、墨西哥',
    utcOffset: -5,
    drawAt: Date.UTC(2025, 11, 5, 17),
  },
};

const STAGE_OF: Record<string, WorldCupStage> = {
  'Round of 32': 'r32',
  'Round of 16': 'r16',
  'Quarter-finals': 'qf',
  'Quarter-final': 'qf',
  'Semi-finals': 'sf',
  'Semi-final': 'sf',
  'Match for third place': 'third',
  Final: 'final',
};

interface OfGoal {
  name: string;
  minute: number | string;
  offset?: number;
  penalty?: boolean;
  owngoal?: boolean;
}
interface OfMatch {
  round: string;
  num?: number;
  date: string;
  time: string;
  team1: string;
  team2: string;
  score?: { ht?: Pair; ft?: Pair; et?: Pair; p?: Pair };
  goals1?: OfGoal[];
  goals2?: OfGoal[];
  group?: string;
  ground?: string;
}

export const wcTeam = (english: string): WcTeam => {
  const n = nation(english);
  return { id: teamId(`nation:${n.code}`), name: n.zh, alias: english, code: n.code };
};

/** "2022-12-18" + "18:00" (+ " UTC+3") → epoch ms. */
export function kickoffOf(date: string, time: string, defaultOffset: number): number {
  const m = /^(\d{1,2}):(\d{2})(?:\s*UTC([+-]\d{1,2}))?$/.exec(time.trim());
  if (!m) throw new Error(`无法解析开球时间 ${date} ${time}`);
  const offset = m[3] !== undefined ? Number(m[3]) : defaultOffset;
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, Number(m[1]), Number(m[2])) - offset * 3600_000;
}

/** 2018/2022 write `minute: 90, offset: 4`; 2026 writes `"90+4"`. */
export function goalMinute(g: OfGoal): { minute: number; addedTime: number | null } {
  if (typeof g.minute === 'number') return { minute: g.minute, addedTime: g.offset ?? null };
  const [base, added] = g.minute.split('+');
  return { minute: Number(base), addedTime: added ? Number(added) : null };
}

export function parseTournament(year: string, matchesJson: string, groupsJson: string | null): WcTournament {
  const meta = META[year] ?? { title: `${year}年世界杯`, host: '', utcOffset: 0, drawAt: null };
  const raw = (JSON.parse(matchesJson) as { matches: OfMatch[] }).matches;
  const teams = new Map<string, WcTeam>();
  // Keyed by FIFA code: one file spells a team two ways ("United States" and "USA" in 2022).
  const teamOf = (name: string) => {
    const code = nation(name).code;
    let t = teams.get(code);
    if (!t) {
      t = wcTeam(name);
      teams.set(code, t);
    }
    return t;
  };
  const groupList = groupsJson
    ? (JSON.parse(groupsJson) as { groups: { name: string; teams: string[] }[] }).groups
    : [];
  const groups = groupList.map((g) => ({
    name: g.name.replace('Group ', ''),
    teamIds: g.teams.map((name) => teamOf(name).id),
  }));
  const parsed = raw.map((m, fileIndex) => {
    const stage = m.group ? 'group' : (STAGE_OF[m.round] ?? 'group');
    const goals: WcGoal[] = (['home', 'away'] as const).flatMap((side) =>
      ((side === 'home' ? m.goals1 : m.goals2) ?? []).map((g) => ({
        side,
        player: g.name,
        ...goalMinute(g),
        kind: g.owngoal ? ('ownGoal' as const) : g.penalty ? ('penaltyGoal' as const) : ('goal' as const),
      })),
    );
    goals.sort((a, b) => a.minute - b.minute || (a.addedTime ?? 0) - (b.addedTime ?? 0));
    const s = m.score;
    return {
      fileIndex,
      num: m.num,
      stage,
      group: m.group ? m.group.replace('Group ', '') : null,
      kickoff: kickoffOf(m.date, m.time, meta.utcOffset),
      venue: m.ground ? groundZh(m.ground) : '',
      home: teamOf(m.team1),
      away: teamOf(m.team2),
      score: s?.ft ? { ht: s.ht ?? null, ft: s.ft, et: s.et ?? null, p: s.p ?? null } : null,
      goals,
    };
  });
  parsed.sort((a, b) => a.kickoff - b.kickoff || a.fileIndex - b.fileIndex);
  unifyScorerNames(parsed);
  // Chinese names once the English spellings are merged (the merging reads their surnames).
  for (const m of parsed) for (const g of m.goals) g.player = scorerZh(year, g.player);
  // Match numbers: the file's (2026 knockouts), else kick-off order after the numbered ones' range.
  const perDay = new Map<string, number>();
  const matches: WcMatch[] = parsed.map((m, i) => {
    const day = dateOf(m.kickoff);
    const index = perDay.get(day) ?? 0;
    perDay.set(day, index + 1);
    return {
      id: matchId(day, WORLD_CUP_ID, index),
      num: m.num ?? i + 1,
      stage: m.stage,
      group: m.group,
      kickoff: m.kickoff,
      venue: m.venue,
      home: m.home,
      away: m.away,
      score: m.score,
      goals: m.goals,
    };
  });
  // A file without a groups list (none today) still has its groups in the matches.
  if (groups.length === 0) {
    for (const m of matches) {
      if (!m.group) continue;
      let g = groups.find((x) => x.name === m.group);
      if (!g) {
        g = { name: m.group, teamIds: [] };
        groups.push(g);
      }
      for (const t of [m.home, m.away]) if (!g.teamIds.includes(t.id)) g.teamIds.push(t.id);
    }
    groups.sort((a, b) => a.name.localeCompare(b.name));
  }
  // A year without a known draw date: about half a year before its first match, as the draws are.
  const drawAt = meta.drawAt ?? (matches[0]?.kickoff ?? 0) - 190 * 86_400_000;
  return { year, title: meta.title, host: meta.host, drawAt, teams: [...teams.values()], groups, matches };
}

/**
 * The files name one player two ways ("Mbappé" and "Kylian Mbappé", "Kane" and "Harry Kane"): a bare
 * surname becomes the team's one full name ending with it. Two full names with that surname stay apart.
 */
export function unifyScorerNames(matches: readonly { home: WcTeam; away: WcTeam; goals: WcGoal[] }[]): void {
  const names = new Map<string, Set<string>>();
  const teamOfGoal = (m: { home: WcTeam; away: WcTeam }, g: WcGoal) =>
    // An own goal is credited to the other side but scored by a player of the conceding team.
    (g.side === 'home') !== (g.kind === 'ownGoal') ? m.home.code : m.away.code;
  for (const m of matches)
    for (const g of m.goals) {
      const key = teamOfGoal(m, g);
      names.set(key, (names.get(key) ?? new Set()).add(g.player));
    }
  for (const m of matches)
    for (const g of m.goals) {
      const full = [...(names.get(teamOfGoal(m, g)) ?? [])].filter((n) => n.endsWith(` ${g.player}`));
      if (full.length === 1 && full[0]) g.player = full[0];
    }
}

/** ../shared/data next to the repository. */
export const DEFAULT_DATA_DIR = REPO_SHARED_DATA;

/** The data directory: `--data-dir`, else env KUYI_DATA_DIR, else ../shared/data. */
export const worldCupDataDir = (explicit?: string): string =>
  explicit ?? process.env.KUYI_DATA_DIR ?? DEFAULT_DATA_DIR;

const cache = new Map<string, WcTournament[]>();

/** Every World Cup found under `dataDir`, newest first; parsed once per directory. */
export function loadWorldCups(dataDir: string): WcTournament[] {
  let found = cache.get(dataDir);
  if (!found) {
    found = [];
    for (const year of WORLD_CUP_YEARS) {
      const dir = join(dataDir, 'openfootball-worldcup', year);
      const file = join(dir, 'worldcup.json');
      if (!existsSync(file)) continue;
      const groups = join(dir, 'worldcup.groups.json');
      found.push(
        parseTournament(
          year,
          readFileSync(file, 'utf8'),
          existsSync(groups) ? readFileSync(groups, 'utf8') : null,
        ),
      );
    }
    cache.set(dataDir, found);
  }
  return found;
}

const bound = new WeakMap<object, string>();

/**
 * Ties a world to a data directory and reads the World Cups now. Returns a line for the feed's log: what
 * it found, or that there is no World Cup because the directory lacks the files.
 */
export function bindWorldCups(world: object, dataDir: string): { ok: boolean; message: string } {
  bound.set(world, dataDir);
  const list = loadWorldCups(dataDir);
  if (list.length === 0)
    return { ok: false, message: `${dataDir} 中没有 openfootball-worldcup 数据：不提供世界杯专题` };
  return {
    ok: true,
    message: `世界杯专题读取了 ${list.map((t) => t.year).join('、')} 年的 openfootball 数据`,
  };
}

/** The World Cups of a world's data directory (the default one for worlds started without `start()`). */
export const worldCupsOf = (world: object): WcTournament[] =>
  loadWorldCups(bound.get(world) ?? worldCupDataDir());
