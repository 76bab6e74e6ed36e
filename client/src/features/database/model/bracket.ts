import type { CupInfo, ScheduleItem } from '@kuyi/shared';

const KNOCKOUT_ORDER = ['1/16决赛', '1/8决赛', '1/4决赛', '半决赛', '决赛'] as const;
type KnockoutName = (typeof KNOCKOUT_ORDER)[number];
const isKnockout = (name: string): name is KnockoutName => KNOCKOUT_ORDER.includes(name as KnockoutName);

export interface BracketColumn {
  name: string;
  /** A played or scheduled tie, or null for one not yet drawn (待定). */
  ties: (ScheduleItem | null)[];
}

/**
 * The knockout bracket: each knockout stage the cup has reached, then the stages still to come down to the
 * final with 待定 slots (each stage has half the ties of the one before). The 三四名决赛 is not a column.
 * A tie sits level with the two that fed it: a column is put in the order of the next one's teams (the
 * World Cup numbers its 1/8决赛 by date, so 巴西–墨西哥 fed 1/4决赛 58, not the tie numbered before it).
 */
export function bracketOf(stages: CupInfo['stages']): BracketColumn[] {
  const knockout = stages.filter((s) => isKnockout(s.name) && s.matches.length > 0);
  if (knockout.length === 0) return [];
  const columns: BracketColumn[] = knockout.map((s) => ({ name: s.name, ties: [...s.matches] }));
  for (let i = columns.length - 2; i >= 0; i--) {
    const column = columns[i];
    const next = columns[i + 1];
    if (column && next) column.ties = feederOrder(column.ties, next.ties);
  }
  const last = knockout.at(-1);
  let at = KNOCKOUT_ORDER.indexOf(last?.name as KnockoutName);
  let count = last?.matches.length ?? 0;
  while (at >= 0 && at < KNOCKOUT_ORDER.length - 1 && count > 1) {
    at++;
    count = Math.ceil(count / 2);
    columns.push({ name: KNOCKOUT_ORDER[at] ?? '', ties: Array(count).fill(null) });
  }
  return columns;
}

/** The cup's 三四名决赛, shown beside the bracket rather than as a round of it. */
export const thirdPlaceOf = (stages: CupInfo['stages']): ScheduleItem | null =>
  stages.find((s) => s.name === '三四名决赛')?.matches[0] ?? null;

/** `ties` reordered so the feeders of next[k] come at 2k and 2k+1; ties no later tie names keep their order. */
function feederOrder(ties: (ScheduleItem | null)[], next: (ScheduleItem | null)[]) {
  const ordered: (ScheduleItem | null)[] = [];
  for (const tie of next) {
    for (const teamId of tie ? [tie.homeId, tie.awayId] : []) {
      const feeder = teamId
        ? ties.find((t) => t && !ordered.includes(t) && (t.homeId === teamId || t.awayId === teamId))
        : undefined;
      if (feeder) ordered.push(feeder);
    }
  }
  return [...ordered, ...ties.filter((t) => !ordered.includes(t))];
}

/** The side through (on penalties when level after extra time), or null before the tie is decided. */
export function winnerOf(m: ScheduleItem): 'home' | 'away' | null {
  if (m.state !== -1 || m.homeScore === null || m.awayScore === null) return null;
  const [home, away] =
    m.homeScore === m.awayScore ? [m.homePenalties ?? 0, m.awayPenalties ?? 0] : [m.homeScore, m.awayScore];
  if (home === away) return null;
  return home > away ? 'home' : 'away';
}
