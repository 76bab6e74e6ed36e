/**
 * Basketball state codes: 1–4 quarters, 5+ overtime periods (5 = first OT), 50 half-time, negatives as in
 * football. Breaks between quarters other than half-time keep the quarter's code with the clock at 0.
 */
export const BasketballState = {
  NotStarted: 0,
  Q1: 1,
  Q2: 2,
  Q3: 3,
  Q4: 4,
  OT1: 5,
  OT2: 6,
  OT3: 7,
  OT4: 8,
  HalfTime: 50,
  Finished: -1,
  Cancelled: -10,
  TBD: -11,
  Abandoned: -12,
  Interrupted: -13,
  Postponed: -14,
} as const;
export type BasketballState = (typeof BasketballState)[keyof typeof BasketballState];

export const BASKETBALL_STATE_LABEL: Record<BasketballState, string> = {
  [BasketballState.NotStarted]: '未开',
  [BasketballState.Q1]: '第一节',
  [BasketballState.Q2]: '第二节',
  [BasketballState.Q3]: '第三节',
  [BasketballState.Q4]: '第四节',
  [BasketballState.OT1]: '加时1',
  [BasketballState.OT2]: '加时2',
  [BasketballState.OT3]: '加时3',
  [BasketballState.OT4]: '加时4',
  [BasketballState.HalfTime]: '中场',
  [BasketballState.Finished]: '完场',
  [BasketballState.Cancelled]: '取消',
  [BasketballState.TBD]: '待定',
  [BasketballState.Abandoned]: '腰斩',
  [BasketballState.Interrupted]: '中断',
  [BasketballState.Postponed]: '推迟',
};

export const BASKETBALL_STATES = Object.values(BasketballState) as BasketballState[];

export function isBasketballLive(state: BasketballState): boolean {
  return (state >= BasketballState.Q1 && state <= BasketballState.OT4) || state === BasketballState.HalfTime;
}

/** Regulation quarter length in seconds: FIBA 10 minutes; NBA 12 (CBA and PBA too). Overtime is 5 minutes in all. */
export const QUARTER_SECONDS = { fiba: 600, nba: 720 } as const;
export const OVERTIME_SECONDS = 300;
