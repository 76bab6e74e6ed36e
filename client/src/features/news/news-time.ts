/** "11-24 15:00" in Beijing time, how news lists date articles. */
export function newsTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 8 * 3_600_000);
  const p = (x: number) => String(x).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}
