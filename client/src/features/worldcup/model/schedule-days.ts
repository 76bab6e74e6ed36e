import { BEIJING_TIME_ZONE, matchDay, type WorldCupMatch, weekdayOf } from '@kuyi/shared';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

export interface ScheduleDay {
  /** Beijing date, YYYY-MM-DD. */
  day: string;
  /** "12月18日 周日". */
  label: string;
  matches: WorldCupMatch[];
}

/** [T1] Matches grouped by their Beijing date, in kick-off order (a 03:00 kick-off is the next day's). */
export function scheduleDays(matches: readonly WorldCupMatch[]): ScheduleDay[] {
  const byDay = new Map<string, WorldCupMatch[]>();
  for (const m of [...matches].sort((a, b) => a.kickoff - b.kickoff || a.num - b.num)) {
    const day = matchDay(m.kickoff, BEIJING_TIME_ZONE);
    byDay.set(day, [...(byDay.get(day) ?? []), m]);
  }
  return [...byDay].map(([day, list]) => ({
    day,
    label: `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日 ${WEEKDAYS[weekdayOf(day)] ?? ''}`,
    matches: list,
  }));
}

/**
 * [WC5] The matchday 赛程赛果 opens on, as titan007 / FlashScore do: the day of a match still in play (a 23:00
 * kick-off runs past midnight), else today's matchday, else the next day with matches, else the last one.
 */
export function openingDay(
  days: readonly ScheduleDay[],
  today: string,
  playing: (m: WorldCupMatch) => boolean = (m) => m.state > 0,
): string | null {
  const live = days.find((d) => d.matches.some(playing));
  if (live) return live.day;
  return (days.find((d) => d.day >= today) ?? days.at(-1))?.day ?? null;
}
