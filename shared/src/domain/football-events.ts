import { z } from 'zod';

export const Side = { Home: 'home', Away: 'away' } as const;
export type Side = (typeof Side)[keyof typeof Side];
export const sideSchema = z.enum(['home', 'away']);

/** Event kinds of the match timeline. `goalCancelled` (VAR) lowers the score again. */
export const FootballEventKind = {
  Goal: 'goal',
  PenaltyGoal: 'penaltyGoal',
  OwnGoal: 'ownGoal',
  GoalCancelled: 'goalCancelled',
  PenaltyMissed: 'penaltyMissed',
  Yellow: 'yellow',
  SecondYellow: 'secondYellow',
  Red: 'red',
  Substitution: 'sub',
  Corner: 'corner',
} as const;
export type FootballEventKind = (typeof FootballEventKind)[keyof typeof FootballEventKind];

export const FOOTBALL_EVENT_LABEL: Record<FootballEventKind, string> = {
  goal: '进球',
  penaltyGoal: '点球',
  ownGoal: '乌龙',
  goalCancelled: '进球无效',
  penaltyMissed: '点球未进',
  yellow: '黄牌',
  secondYellow: '两黄变红',
  red: '红牌',
  sub: '换人',
  corner: '角球',
};

/** Kinds that add a goal to the scoring side (an own goal counts for `side`, the side that benefits). */
export const SCORING_KINDS: readonly FootballEventKind[] = ['goal', 'penaltyGoal', 'ownGoal'];

export const footballEventSchema = z.object({
  id: z.string(),
  kind: z.enum([
    'goal',
    'penaltyGoal',
    'ownGoal',
    'goalCancelled',
    'penaltyMissed',
    'yellow',
    'secondYellow',
    'red',
    'sub',
    'corner',
  ]),
  /** The side the event belongs to; for goals the side whose score rises. */
  side: sideSchema,
  /** Regulation minute (1–90, 91–120 in extra time); stoppage time goes in `addedTime`. */
  minute: z.number().int(),
  addedTime: z.number().int().nullable(),
  player: z.string().nullable(),
  /** Substitution: the player going off; goals: the assist. */
  relatedPlayer: z.string().nullable(),
  /** Score after the event, "2-1"; null for non-goal events. */
  score: z.string().nullable(),
  /** True when minutes or players were generated to fit real totals rather than read from a source. */
  generated: z.boolean(),
});
export type FootballEvent = z.infer<typeof footballEventSchema>;

/** "45+2'" / "67'" as fans read minutes. */
export function formatEventMinute(minute: number, addedTime: number | null): string {
  return addedTime ? `${minute}+${addedTime}'` : `${minute}'`;
}
