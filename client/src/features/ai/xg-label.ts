/**
 * 预期进球 as the /ai table prints it: two decimals for a model's estimate, so one column reads alike from
 * row to row ("2.60 : 1.50", not "2.6 : 1.5" above "2.54 : 0.6"); whole goals when the result is in (a
 * finished or abandoned match, whose "expected" goals are the ones scored).
 */
export function xgLabel(xg: { home: number; away: number }): string {
  const known = Number.isInteger(xg.home) && Number.isInteger(xg.away);
  const f = (x: number) => (known ? String(x) : x.toFixed(2));
  return `${f(xg.home)} : ${f(xg.away)}`;
}
