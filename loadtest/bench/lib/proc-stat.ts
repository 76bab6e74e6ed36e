import { readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks; USER_HZ is 100 on every mainstream kernel build. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * User + system CPU seconds from the text of /proc/<pid>/stat. The command name (field 2) may contain spaces
 * and parentheses, so fields are counted from the last ')': utime and stime are fields 14 and 15.
 */
export function cpuSecondsFromStat(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return (utime + stime) / CLOCK_TICKS_PER_SECOND;
}

/** CPU seconds a process has used so far, or null when it is gone. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    return cpuSecondsFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}
