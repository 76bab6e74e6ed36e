/**
 * The feed's `--start HH:MM` moved back by `leadMs` of wall time at its `--speed`, so that a run which waits
 * `leadMs` longer before measuring still measures the same stretch of the feed's day. Arguments without a
 * `--start` are returned unchanged (the feed then starts at the current Beijing time anyway).
 */
export function startEarlier(feedArgs: readonly string[], leadMs: number): string[] {
  const out = [...feedArgs];
  const at = out.indexOf('--start');
  if (at < 0 || out[at + 1] === undefined) return out;
  const match = /^(\d{1,2}):(\d{2})$/.exec(out[at + 1] as string);
  if (!match) throw new Error(`feed --start must be HH:MM, got ${out[at + 1]}`);
  const speedAt = out.indexOf('--speed');
  const speed = speedAt >= 0 ? Number(out[speedAt + 1]) : 1;
  if (!(speed > 0)) throw new Error(`feed --speed must be a positive number, got ${out[speedAt + 1]}`);
  const minutesOfDay = 24 * 60;
  const start = Number(match[1]) * 60 + Number(match[2]);
  const moved = Math.round(start - (leadMs * speed) / 60_000);
  const wrapped = ((moved % minutesOfDay) + minutesOfDay) % minutesOfDay;
  out[at + 1] =
    `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
  return out;
}
