/**
 * [AR5] How the arena states a run of settled picks: N中M over the picks that were not 走 (a 走 is neither hit
 * nor miss), with the 走 beside it (9中7 1走). The gateway's 近期战绩, the client's 本月 records and the 王牌
 * rule and hint all read records through these, so no page words a record by another rule.
 */
export interface HitRecord {
  /** Picks that were hits or misses (not 走). */
  decided: number;
  hits: number;
  pushes: number;
}

/** "9中7 1走"; "0中0 1走" for a lone 走. */
export const recordText = (r: HitRecord): string =>
  `${r.decided}中${r.hits}${r.pushes > 0 ? ` ${r.pushes}走` : ''}`;

/** The last picks in match order that 近期战绩 covers (a 走 takes its place among them). */
export const RECENT_PICKS = 10;

/** 近期战绩 over the last RECENT_PICKS: "近9中7 1走". */
export const recentRecordText = (r: HitRecord): string => `近${recordText(r)}`;

/** 王牌: at least ACE_MIN_SETTLED picks settled, and ACE_MIN_HITS hits among the last RECENT_PICKS. */
export const ACE_MIN_SETTLED = 10;
export const ACE_MIN_HITS = 7;

/** Whether a user with `settled` picks and this 近期战绩 (over the last RECENT_PICKS) holds the 王牌 flag. */
export const isAceRecord = (settled: number, recent: HitRecord): boolean =>
  settled >= ACE_MIN_SETTLED && recent.decided + recent.pushes >= RECENT_PICKS && recent.hits >= ACE_MIN_HITS;

/** The 王牌 rule as the 王牌榜 and the rules page state it, its examples written as records read. */
export const ACE_HINT = `王牌推荐人：已结算推荐不少于${ACE_MIN_SETTLED}条，且最近${RECENT_PICKS}条中至少${ACE_MIN_HITS}条红单（走水不算黑单，${recentRecordText({ decided: RECENT_PICKS, hits: ACE_MIN_HITS, pushes: 0 })}、${recentRecordText({ decided: RECENT_PICKS - 1, hits: ACE_MIN_HITS, pushes: 1 })}均可）。`;
