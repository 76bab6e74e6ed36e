import { FootballState } from '@kuyi/shared';

/** States whose goals are all in (past regular time, finished, abandoned): the "expected" goals are the scored ones. */
const RESULT_IN: ReadonlySet<number> = new Set([
  FootballState.ExtraTime,
  FootballState.Penalties,
  FootballState.Finished,
  FootballState.Abandoned,
]);

/**
 * 预期进球 as the /ai table prints it: two decimals for a model's estimate, so one column reads alike from
 * row to row ("2.60 : 1.50", not "2.6 : 1.5" above "2.54 : 0.6") — an estimate that happens to come out
 * 2 and 1 is still "2.00 : 1.00", never a score-like "2 : 1"; whole goals once the match's state says the
 * result is in.
 */
export function xgLabel(xg: { home: number; away: number }, state: number): string {
  const f = (x: number) => (RESULT_IN.has(state) ? String(x) : x.toFixed(2));
  return `${f(xg.home)} : ${f(xg.away)}`;
}
