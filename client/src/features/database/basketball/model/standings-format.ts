import type { BasketballPoints } from '@kuyi/shared';

type Row = BasketballPoints['rows'][number];

/** One table of 积分榜: a conference (东部 / 西部) or, for a league without them, the whole league (name null). */
export interface StandingsGroup {
  name: string | null;
  rows: Row[];
}

// titan007 and the NBA's own Chinese pages put 东部 before 西部.
const CONFERENCE_ORDER = ['东部', '西部'];
const orderOf = (name: string) => {
  const i = CONFERENCE_ORDER.indexOf(name);
  return i === -1 ? CONFERENCE_ORDER.length : i;
};

/**
 * [BB1] Rows by conference, each ranked by the feed's rank order; a league whose rows name no conference is
 * one table. A row without a conference in a league that has them still shows, in a table of its own (其他).
 */
export function standingsGroups(rows: readonly Row[]): StandingsGroup[] {
  const ranked = [...rows].sort((a, b) => a.rank - b.rank);
  if (!ranked.some((r) => r.conference)) return [{ name: null, rows: ranked }];
  const groups = new Map<string, Row[]>();
  for (const r of ranked) {
    const name = r.conference || '其他';
    groups.set(name, [...(groups.get(name) ?? []), r]);
  }
  return [...groups]
    .map(([name, list]) => ({ name, rows: list }))
    .sort((a, b) => orderOf(a.name) - orderOf(b.name));
}

/** [BB2] 胜率 as titan007 prints it: a percent with one decimal ("72.0%"); the feed gives the percent. */
export const winRateText = (percent: number): string => `${percent.toFixed(1)}%`;

/** [BB3] 3 → "3连胜", −2 → "2连败", 0 (no game yet) → "-"; `tone` colours it (red good, green bad, as in China). */
export function streakLabel(streak: number): { text: string; tone: 'win' | 'lose' | null } {
  if (streak > 0) return { text: `${streak}连胜`, tone: 'win' };
  if (streak < 0) return { text: `${-streak}连败`, tone: 'lose' };
  return { text: '-', tone: null };
}

/** 胜差: "-" for the leader (0 behind), else halves as "2.5". */
export const gamesBehindText = (gb: number): string => (gb === 0 ? '-' : String(gb));

/** "25-10": a won-lost record. */
export const recordText = (win: number, lose: number): string => `${win}-${lose}`;

/** A season total per game, one decimal ("112.4"); "-" before a first game. */
export const perGame = (total: number, played: number): string =>
  played > 0 ? (total / played).toFixed(1) : '-';

/** Which optional columns a table shows: those any row of the answer carries (an upstream may give none). */
export function optionalColumns(rows: readonly Row[]) {
  const has = (k: keyof Row) => rows.some((r) => r[k] !== undefined);
  return {
    gamesBehind: has('gamesBehind'),
    home: has('homeWin') && has('homeLose'),
    away: has('awayWin') && has('awayLose'),
    last10: has('last10Win') && has('last10Lose'),
    streak: has('streak'),
  };
}
