import { BEIJING_TIME_ZONE, wallClock } from '@kuyi/shared';

/** "刚刚", "5分钟前", "3小时前", then "11-24 15:00" (this year) or "2025-11-24": how Chinese forums date posts. */
export function forumTime(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  const diff = Math.max(0, now - t);
  if (diff < 60_000) return '刚刚';
  if (diff < 3_600_000) return `${Math.floor(diff / 60_000)}分钟前`;
  if (diff < 86_400_000) return `${Math.floor(diff / 3_600_000)}小时前`;
  // The site's day is China time (shared's Beijing clock).
  const d = wallClock(t, BEIJING_TIME_ZONE);
  const n = wallClock(now, BEIJING_TIME_ZONE);
  const p = (x: number) => String(x).padStart(2, '0');
  const md = `${p(d.month)}-${p(d.day)}`;
  return d.year === n.year ? `${md} ${p(d.hour)}:${p(d.minute)}` : `${d.year}-${md}`;
}
