import type { CupInfo, ScheduleItem } from '@kuyi/shared';

const KNOCKOUT_ORDER = ['1/16决赛', '1/8决赛', '1/4决赛', '半决赛', '决赛'] as const;

export interface BracketColumn {
  name: string;
  /** A played or scheduled tie, or null for one not yet drawn (待定). */
  ties: (ScheduleItem | null)[];
}

/**
 * The knockout bracket: each knockout stage the cup has reached, then the stages still to come down to the
 * final with 待定 slots (each stage has half the ties of the one before).
 */
export function bracketOf(stages: CupInfo['stages']): BracketColumn[] {
  const knockout = stages.filter((s) => s.name !== '小组赛' && s.matches.length > 0);
  if (knockout.length === 0) return [];
  const columns: BracketColumn[] = knockout.map((s) => ({ name: s.name, ties: [...s.matches] }));
  const last = knockout.at(-1);
  let at = KNOCKOUT_ORDER.indexOf(last?.name as (typeof KNOCKOUT_ORDER)[number]);
  let count = last?.matches.length ?? 0;
  while (at >= 0 && at < KNOCKOUT_ORDER.length - 1 && count > 1) {
    at++;
    count = Math.ceil(count / 2);
    columns.push({ name: KNOCKOUT_ORDER[at] ?? '', ties: Array(count).fill(null) });
  }
  return columns;
}

/** The side through (on penalties when level after extra time), or null before the tie is decided. */
export function winnerOf(m: ScheduleItem): 'home' | 'away' | null {
  if (m.state !== -1 || m.homeScore === null || m.awayScore === null) return null;
  const [home, away] =
    m.homeScore === m.awayScore ? [m.homePenalties ?? 0, m.awayPenalties ?? 0] : [m.homeScore, m.awayScore];
  if (home === away) return null;
  return home > away ? 'home' : 'away';
}
