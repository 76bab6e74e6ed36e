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
