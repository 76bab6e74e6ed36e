/**
 * A shoot-out line ("点球大战：上海海港罚失，3-4。") carries kind `penalty` whether the kick went in or not; only
 * its text tells. The feed writes 罚进 / 罚失; the other words are how score centres' commentators put a miss.
 */
const MISSED = /罚失|罚丢|罚飞|未进|没进|不进|扑出|扑住|打飞|踢飞|射偏|偏出|高出/;

/** Whether a shoot-out commentary line is a kick that went in. */
export function isScoredKick(text: string): boolean {
  return !MISSED.test(text);
}
