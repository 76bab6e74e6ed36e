import type { Side } from '@kuyi/shared';
import type { TimelineItem } from './timeline.ts';

export type PlayerMarkKind = 'goal' | 'penalty' | 'ownGoal' | 'yellow' | 'red' | 'in' | 'out';
export interface PlayerMark {
  kind: PlayerMarkKind;
  minute: string;
}

/**
 * What each player of one side did, for the line-up lists: goals (not those VAR took away), cards and
 * substitutions. Keyed by name, as events name players. An own goal is scored by the other side's player.
 */
export function playerMarks(items: readonly TimelineItem[], side: Side): Map<string, PlayerMark[]> {
  const marks = new Map<string, PlayerMark[]>();
  const add = (name: string | null, kind: PlayerMarkKind, minute: string) => {
    if (!name) return;
    marks.set(name, [...(marks.get(name) ?? []), { kind, minute }]);
  };
  for (const it of items) {
    if (it.correction || it.cancelled) continue;
    if (it.kind === 'ownGoal') {
      if (it.side !== side) add(it.player, 'ownGoal', it.minute);
      continue;
    }
    if (it.side !== side) continue;
    if (it.kind === 'goal') add(it.player, 'goal', it.minute);
    else if (it.kind === 'penaltyGoal') add(it.player, 'penalty', it.minute);
    else if (it.kind === 'yellow') add(it.player, 'yellow', it.minute);
    else if (it.kind === 'red' || it.kind === 'secondYellow') add(it.player, 'red', it.minute);
    else if (it.kind === 'sub') {
      add(it.player, 'in', it.minute);
      add(it.related, 'out', it.minute);
    }
  }
  return marks;
}
