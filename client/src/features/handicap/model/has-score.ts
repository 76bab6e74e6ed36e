/** 完场, 腰斩 and 中断: the same codes in both sports. */
const OVER_WITH_SCORE = new Set([-1, -12, -13]);

/**
 * Whether a row shows its score rather than VS: in play, finished, or stopped after play began (腰斩, 中断),
 * as the score tables show them; an abandoned 1-2 read VS beside a 半场盘路 settled on its 1-0 half.
 */
export const hasScore = (state: number): boolean => state > 0 || OVER_WITH_SCORE.has(state);
