/** "刚刚", "5分钟前", "3小时前", then "11-24 15:00" (this year) or "2025-11-24": how Chinese forums date posts. */
export function forumTime(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  const diff = Math.max(0, now - t);
  if (diff < 60_000) return '刚刚';
  if (diff < 3_600_000) return `${Math.floor(diff / 60_000)}分钟前`;
  if (diff < 86_400_000) return `${Math.floor(diff / 3_600_000)}小时前`;
  // The site's day is China time.
  const d = new Date(t + 8 * 3_600_000);
  const n = new Date(now + 8 * 3_600_000);
  const p = (x: number) => String(x).padStart(2, '0');
  const md = `${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`;
  return d.getUTCFullYear() === n.getUTCFullYear()
    ? `${md} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`
    : `${d.getUTCFullYear()}-${md}`;
}
