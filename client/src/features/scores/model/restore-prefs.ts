/**
 * The fan's hidden matches and unticked leagues are kept across sports and days (one list each). The buttons of
 * one table act on that table's rows and leagues only: 显示隐藏的 N 场 on football brought back the basketball
 * games hidden on the other tab, and 反选 on a 完场 day without 意乙 dropped 意乙's exclusion everywhere.
 */

/** `hidden` without the matches of this table. */
export function unhideRows(hidden: readonly string[], rows: readonly { id: string }[]): string[] {
  const here = new Set(rows.map((r) => r.id));
  return hidden.filter((id) => !here.has(id));
}

/** `excluded` with this table's leagues ticked again (全选, 显示全部比赛). */
export function includeLeagues(excluded: readonly string[], leagueIds: readonly string[]): string[] {
  const here = new Set(leagueIds);
  return excluded.filter((id) => !here.has(id));
}

/** 反选 over this table's leagues; the exclusions of leagues it does not list are kept. */
export function invertLeagues(excluded: readonly string[], leagueIds: readonly string[]): string[] {
  const off = new Set(excluded);
  const here = new Set(leagueIds);
  return [...excluded.filter((id) => !here.has(id)), ...leagueIds.filter((id) => !off.has(id))];
}
