import {
  type BasketballSeasonGame,
  BEIJING_TIME_ZONE,
  type CompetitionInfo,
  matchDay,
  weekdayOf,
} from '@kuyi/shared';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

export interface ScheduleDay {
  /** "2018-10-17", the Beijing date. */
  day: string;
  /** "2018-10-17 星期三" */
  label: string;
  games: BasketballSeasonGame[];
}

/**
 * [BB4] A month's games grouped by Beijing date ([T1]: match days are Beijing days whatever the clock setting),
 * days ascending and games by tip-off within a day: an NBA night in America is one Chinese morning.
 */
export function groupByBeijingDay(games: readonly BasketballSeasonGame[]): ScheduleDay[] {
  const days = new Map<string, BasketballSeasonGame[]>();
  for (const g of [...games].sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id))) {
    const day = matchDay(g.kickoff, BEIJING_TIME_ZONE);
    days.set(day, [...(days.get(day) ?? []), g]);
  }
  return [...days].map(([day, list]) => ({ day, label: `${day} ${WEEKDAYS[weekdayOf(day)]}`, games: list }));
}

/** "2018-10" → "2018年10月". */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? `${m[1]}年${Number(m[2])}月` : month;
}

const OVERTIME_WORDS = ['', '加时', '双加时', '三加时'];

/** [BB5] The overtime marker beside a score: 加时, 双加时, 三加时, then "4加时"; "" without overtime. */
export function overtimeLabel(overtimes: number | undefined): string {
  const n = overtimes ?? 0;
  return OVERTIME_WORDS[n] ?? `${n}加时`;
}

/** Who won a finished game: 'home', 'away', or null before it is played (basketball has no draws). */
export function winnerOf(g: BasketballSeasonGame): 'home' | 'away' | null {
  if (g.homeScore === null || g.awayScore === null) return null;
  return g.homeScore > g.awayScore ? 'home' : 'away';
}

/** Real seasons (stats.nba.com's game log) give the date alone: their 08:00 tip-off is a placeholder, not a time to print. */
export const datesOnly = (league: CompetitionInfo): boolean => league.dataSource === 'nba-stats';
