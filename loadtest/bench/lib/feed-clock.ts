const DAY_SECONDS = 24 * 60 * 60;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The feed's `--start HH:MM[:SS]` moved back by `leadMs` of wall time at its `--speed`, so that a run which
 * waits `leadMs` longer before measuring still measures the same stretch of the feed's day. Arguments without
 * a `--start` are returned unchanged (the feed then starts at the current Beijing time anyway).
 */
export function startEarlier(feedArgs: readonly string[], leadMs: number): string[] {
  const out = [...feedArgs];
  const at = out.indexOf('--start');
  if (at < 0 || out[at + 1] === undefined) return out;
  // The feed's own format (feed/src/util/day-time.ts parseTimeOfDay).
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(out[at + 1] as string);
  if (!match) throw new Error(`feed --start must be HH:MM[:SS], got ${out[at + 1]}`);
  const speedAt = out.indexOf('--speed');
  const speed = speedAt >= 0 ? Number(out[speedAt + 1]) : 1;
  if (!(speed > 0)) throw new Error(`feed --speed must be a positive number, got ${out[speedAt + 1]}`);
  const start = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
  const moved = Math.round(start - (leadMs * speed) / 1000);
  const s = ((moved % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  out[at + 1] = `${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
  return out;
}
