import { FINISHED_ROW_SINK_MS } from '@kuyi/shared';

/** The few fields ordering and grouping need; both sports' rows have them. */
export interface OrderableRow {
  id: string;
  leagueId: string;
  leagueName: string;
  leagueColor: string;
  kickoff: number;
  state: number;
}

export type DisplayItem =
  | { type: 'league'; key: string; leagueId: string; name: string; color: string; count: number }
  | { type: 'row'; key: string; id: string; pinned: boolean };

/** Cancelled, TBD, abandoned, postponed: the same codes in both sports. */
export const OFF_STATES: readonly number[] = [-10, -11, -12, -14];

export interface OrderOptions {
  now: number;
  pinned: readonly string[];
  hidden: ReadonlySet<string>;
  /** Leagues the visitor unticked in the filter. */
  excludedLeagues: ReadonlySet<string>;
  groupByLeague: boolean;
  /** The finished state code of the sport (-1 for both). */
  finishedState: number;
  /** States that will not be played today (cancelled, TBD, abandoned, postponed): listed after the rest. */
  offStates: readonly number[];
  /** When each row was seen to finish; rows finished before we looked sink at once. */
  finishedAt: (id: string) => number | null;
}

/**
 * The live list's order: pinned rows first (in pin order), then by kick-off; finished rows sink to the
 * bottom FINISHED_ROW_SINK_MS after the whistle, with the matches called off. Grouping by league keeps that order inside each group
 * and orders groups by their first row.
 */
export function orderRows(rows: readonly OrderableRow[], o: OrderOptions): DisplayItem[] {
  const visible = rows.filter((r) => !o.hidden.has(r.id) && !o.excludedLeagues.has(r.leagueId));
  const pinRank = new Map(o.pinned.map((id, i) => [id, i]));
  const sunk = (r: OrderableRow) => {
    if (o.offStates.includes(r.state)) return true;
    if (r.state !== o.finishedState) return false;
    const at = o.finishedAt(r.id);
    return at === null || o.now - at >= FINISHED_ROW_SINK_MS;
  };
  const byTime = (a: OrderableRow, b: OrderableRow) =>
    a.kickoff - b.kickoff || a.leagueId.localeCompare(b.leagueId) || a.id.localeCompare(b.id);
  const pinned = visible
    .filter((r) => pinRank.has(r.id))
    .sort((a, b) => (pinRank.get(a.id) ?? 0) - (pinRank.get(b.id) ?? 0));
  const rest = visible.filter((r) => !pinRank.has(r.id));
  const ordered = [...rest.filter((r) => !sunk(r)).sort(byTime), ...rest.filter(sunk).sort(byTime)];
  const rowItem = (r: OrderableRow, isPinned: boolean): DisplayItem => ({
    type: 'row',
    key: r.id,
    id: r.id,
    pinned: isPinned,
  });
  const items: DisplayItem[] = pinned.map((r) => rowItem(r, true));
  if (!o.groupByLeague) return [...items, ...ordered.map((r) => rowItem(r, false))];
  const groups = new Map<string, OrderableRow[]>();
  for (const r of ordered) {
    const group = groups.get(r.leagueId);
    if (group) group.push(r);
    else groups.set(r.leagueId, [r]);
  }
  for (const [leagueId, group] of groups) {
    const first = group[0] as OrderableRow;
    items.push({
      type: 'league',
      key: `league:${leagueId}`,
      leagueId,
      name: first.leagueName,
      color: first.leagueColor,
      count: group.length,
    });
    for (const r of group) items.push(rowItem(r, false));
  }
  return items;
}

/** Every league of the day with its match count, for the league filter, most matches first. */
export function leaguesOf(
  rows: readonly OrderableRow[],
): { leagueId: string; name: string; color: string; count: number }[] {
  const out = new Map<string, { leagueId: string; name: string; color: string; count: number }>();
  for (const r of rows) {
    const l = out.get(r.leagueId);
    if (l) l.count++;
    else out.set(r.leagueId, { leagueId: r.leagueId, name: r.leagueName, color: r.leagueColor, count: 1 });
  }
  return [...out.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
}
