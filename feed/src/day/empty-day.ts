import type { World } from './world.ts';

/**
 * A replayed source plays only the dates its data holds, and --date defaults to today: `--source worldcup`
 * alone starts on a day without a match, and every list answers empty with nothing to say why. The CLI warns.
 */
export function emptyDayNotice(world: Pick<World, 'activeDays'>, t: number, source: string): string | null {
  if (source === 'synthetic') return null;
  const days = world.activeDays(t);
  if (days.some((day) => day.football.length + day.basketball.length > 0)) return null;
  const today = days[days.length - 1]?.date ?? '';
  return `${source} 在 ${today} 没有比赛：用 --date 选一个数据里有比赛的日期（见 docs/feed.md，例如 --source worldcup --date 2018-06-27）`;
}
