/**
 * Football match state codes. The numbers follow titan007's convention (negative = not in play and not
 * upcoming) so that data from score centres speaking that dialect maps one to one.
 */
export const FootballState = {
  NotStarted: 0,
  FirstHalf: 1,
  HalfTime: 2,
  SecondHalf: 3,
  ExtraTime: 4,
  Penalties: 5,
  Finished: -1,
  Cancelled: -10,
  TBD: -11,
  Abandoned: -12,
  Interrupted: -13,
  Postponed: -14,
} as const;
export type FootballState = (typeof FootballState)[keyof typeof FootballState];

export const FOOTBALL_STATE_LABEL: Record<FootballState, string> = {
  [FootballState.NotStarted]: '未开',
  [FootballState.FirstHalf]: '上半场',
  [FootballState.HalfTime]: '中场',
  [FootballState.SecondHalf]: '下半场',
  [FootballState.ExtraTime]: '加时',
  [FootballState.Penalties]: '点球',
  [FootballState.Finished]: '完场',
  [FootballState.Cancelled]: '取消',
  [FootballState.TBD]: '待定',
  [FootballState.Abandoned]: '腰斩',
  [FootballState.Interrupted]: '中断',
  [FootballState.Postponed]: '推迟',
};

export const FOOTBALL_STATES = Object.values(FootballState) as FootballState[];

/** In play: the clock may run and the score may change. */
export function isFootballLive(state: FootballState): boolean {
  return state >= FootballState.FirstHalf && state <= FootballState.Penalties;
}

/**
 * Called off before a ball was kicked (取消, 推迟, 待定): no statistics, line-ups or result belong to it. An
 * abandoned (腰斩) or interrupted (中断) match was played in part.
 */
export function isFootballCalledOff(state: FootballState): boolean {
  return (
    state === FootballState.Cancelled || state === FootballState.Postponed || state === FootballState.TBD
  );
}

/** Every state a match may move to from `from`; anything else is a data error. */
export const FOOTBALL_TRANSITIONS: Record<FootballState, readonly FootballState[]> = {
  [FootballState.NotStarted]: [
    FootballState.FirstHalf,
    FootballState.Postponed,
    FootballState.Cancelled,
    FootballState.TBD,
  ],
  [FootballState.TBD]: [FootballState.NotStarted, FootballState.Postponed, FootballState.Cancelled],
  [FootballState.Postponed]: [FootballState.NotStarted, FootballState.Cancelled],
  [FootballState.FirstHalf]: [FootballState.HalfTime, FootballState.Interrupted, FootballState.Abandoned],
  [FootballState.HalfTime]: [FootballState.SecondHalf, FootballState.Abandoned],
  [FootballState.SecondHalf]: [
    FootballState.Finished,
    FootballState.ExtraTime,
    FootballState.Interrupted,
    FootballState.Abandoned,
  ],
  [FootballState.ExtraTime]: [
    FootballState.Finished,
    FootballState.Penalties,
    FootballState.Interrupted,
    FootballState.Abandoned,
  ],
  [FootballState.Penalties]: [FootballState.Finished, FootballState.Abandoned],
  [FootballState.Interrupted]: [
    FootballState.FirstHalf,
    FootballState.SecondHalf,
    FootballState.ExtraTime,
    FootballState.Abandoned,
  ],
  [FootballState.Finished]: [],
  [FootballState.Cancelled]: [],
  [FootballState.Abandoned]: [],
};

export function canFootballMove(from: FootballState, to: FootballState): boolean {
  return from === to || FOOTBALL_TRANSITIONS[from].includes(to);
}
