import { addDays, todayInBeijing, weekdayOf } from '@kuyi/shared';
import { serverNow } from '../../../lib/server-clock.ts';

/**
 * [T1] The score pages' days are Beijing match days (the shared match-day module), whatever zone the
 * browser runs in: "today" and the date tabs are the same for a fan in Shanghai and one in New York.
 */
export { addDays, isDay } from '@kuyi/shared';

/** Today's Beijing match day on the score centre's clock (a visitor's wrong computer clock does not matter). */
export function beijingToday(now: number = serverNow()): string {
  return todayInBeijing(now);
}

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];

/** "11-21 周六" for the date strip. */
export function dayLabel(day: string): { date: string; week: string } {
  return { date: day.slice(5), week: `周${WEEK[weekdayOf(day)]}` };
}

/** The date strip: today and the 7 days before (finished) or after (upcoming). */
export function stripDays(today: string, direction: -1 | 1): string[] {
  return Array.from({ length: 8 }, (_, i) => addDays(today, direction * i));
}
