/** Dates as the score centre takes them: YYYY-MM-DD in the visitor's calendar. */
export function formatDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatDay(new Date(y, m - 1, d + n));
}

export function isDay(value: string | undefined): value is string {
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];

/** "11-21 周六" for the date strip. */
export function dayLabel(day: string): { date: string; week: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return { date: day.slice(5), week: `周${WEEK[date.getDay()]}` };
}

/** The date strip: today and the 7 days before (finished) or after (upcoming). */
export function stripDays(today: string, direction: -1 | 1): string[] {
  return Array.from({ length: 8 }, (_, i) => addDays(today, direction * i));
}
