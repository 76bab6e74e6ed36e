import type { Sport } from '@kuyi/shared';
import { useAtom, useAtomValue } from 'jotai';
import { type ComponentType, type CSSProperties, useCallback, useMemo, useSyncExternalStore } from 'react';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { type DisplaySettings, panAtom, settingAtom } from '../../../state/settings-atoms.ts';
import { excludedLeaguesAtom, groupByLeagueAtom, hiddenAtom, pinnedAtom } from '../atoms/row-prefs-atoms.ts';
import { useDisplayZone } from '../hooks/use-display-zone.ts';
import { useServerToday } from '../hooks/use-server-today.ts';
import {
  type Column,
  compactColumns,
  gridTemplate,
  reducedColumns,
  TABLE_GUTTER,
  tableMinWidth,
  visibleColumns,
} from '../model/columns.ts';
import { pinnedIdsOf } from '../model/match-pins.ts';
import { OFF_STATES, type OrderableRow, orderRows } from '../model/order-rows.ts';
import { includeLeagues, unhideRows } from '../model/restore-prefs.ts';
import { useRowClicks } from './row-clicks.ts';
import VirtualRows from './virtual-rows.tsx';
import './live-table.css';

export interface RowProps<T> {
  id: string;
  store: RowStore<T>;
  columns: readonly Column[];
  pinned: boolean;
  /** The Beijing match day the table shows; a kick-off on another day of the display clock gets its date. */
  day: string;
  /**
   * The fan's display settings and time zone, read once by the table: a row reading atoms itself schedules
   * a render of its own when it mounts (jotai re-checks in an effect), one more commit per scrolled-in row.
   */
  setting: DisplaySettings;
  zone: string;
}

/**
 * The virtualized live table: only the rows on screen exist in the DOM, each subscribed to its own row.
 * The order is recomputed only on structural changes (see RowStore) or when the visitor's prefs change.
 */
export default function LiveTable<T extends OrderableRow>(props: {
  sport: Sport;
  store: RowStore<T>;
  Row: ComponentType<RowProps<T>>;
  /** The day of a 完场/赛程 page; the live list shows today's, which turns over at midnight. */
  day?: string;
  /** Keeps only some rows (finished ones on the 完场 tab …). */
  keep?: (row: T) => boolean;
  /** Shown when no row is left to show. */
  empty?: string;
}) {
  const { sport, store, Row, keep } = props;
  const version = useSyncExternalStore(store.subscribeList, store.getVersion);
  const pins = useAtomValue(pinnedAtom);
  const pinned = useMemo(() => pinnedIdsOf(pins, sport), [pins, sport]);
  const [hidden, setHidden] = useAtom(hiddenAtom);
  const [excludedBySport, setExcluded] = useAtom(excludedLeaguesAtom);
  const excluded = excludedBySport[sport];
  const group = useAtomValue(groupByLeagueAtom);
  const pan = useAtomValue(panAtom);
  const setting = useAtomValue(settingAtom);
  const zone = useDisplayZone();
  // The live list's answer anchors the clock; a 完场/赛程 table has its own day and does not follow today.
  const today = useServerToday({ wait: false, active: props.day === undefined });
  const full = useMemo(() => visibleColumns(sport, pan, setting), [sport, pan, setting]);
  const reduced = useMemo(() => reducedColumns(full), [full]);
  // A window too narrow for the desktop columns (971 px of football at 641-768 px, 1051 of basketball at an
  // iPad's 1024) first drops the low-priority columns, and only when even those do not fit takes the phones'
  // two-line rows, rather than push the page past the window's edge.
  const phone = useMediaQuery(PHONE_QUERY);
  const narrow = useMediaQuery(`(max-width: ${tableMinWidth(full) + TABLE_GUTTER - 1}px)`);
  const tooNarrow = useMediaQuery(`(max-width: ${tableMinWidth(reduced) + TABLE_GUTTER - 1}px)`);
  const compact = phone || tooNarrow;
  const columns = useMemo(
    () => (compact ? compactColumns(sport, pan, setting) : narrow ? reduced : full),
    [sport, pan, setting, compact, narrow, reduced, full],
  );
  const template = gridTemplate(columns);
  const kickoffOf = useCallback((id: string) => store.getEntry(id)?.row.kickoff ?? null, [store]);
  const onClick = useRowClicks(sport, kickoffOf);

  // `version` is the store's change signal: the rows are read from the store, not from props.
  const { items, kept, keptRows } = useMemo(() => {
    const rows: T[] = [];
    for (const id of store.getIds()) {
      const row = store.getEntry(id)?.row;
      if (row && (!keep || keep(row))) rows.push(row);
    }
    const ordered = orderRows(rows, {
      now: Date.now(),
      pinned,
      hidden: new Set(hidden),
      excludedLeagues: new Set(excluded),
      groupByLeague: group,
      finishedState: -1,
      offStates: OFF_STATES,
      finishedAt: (id) => store.getEntry(id)?.flash.finishedAt ?? null,
    });
    return { items: ordered, kept: rows.length, keptRows: rows };
  }, [store, version, pinned, hidden, excluded, group, keep]);
  const leagueIds = useMemo(() => [...new Set(keptRows.map((r) => r.leagueId))], [keptRows]);

  return (
    // The click handler only delegates: the rows' own <a> and <button> elements are what is focused and
    // activated, and a keyboard activation of them is a click that bubbles here too.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      className={`live-table sport-${sport}${compact ? ' compact' : ''}`}
      data-testid="live-table"
      data-rows={items.length}
      style={{ '--cols': template } as CSSProperties}
      onClick={onClick}
    >
      <div className="t-head">
        {columns.map((c) => (
          <div key={c.key} className="cell" data-col={c.key}>
            {c.label}
          </div>
        ))}
      </div>
      {items.length === 0 &&
        (kept > 0 ? (
          // The day has matches; the fan's 赛事选择 or hidden matches took them all off the list.
          <div className="list-state in-table">
            当前筛选条件下没有比赛
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => {
                setExcluded((all) => ({ ...all, [sport]: includeLeagues(all[sport], leagueIds) }));
                setHidden((ids) => unhideRows(ids, keptRows));
              }}
            >
              显示全部比赛
            </button>
          </div>
        ) : (
          <div className="list-state in-table">{props.empty ?? '当前筛选条件下没有比赛'}</div>
        ))}
      <VirtualRows
        sport={sport}
        compact={compact}
        items={items}
        store={store}
        Row={Row}
        columns={columns}
        day={props.day ?? today}
        setting={setting}
        zone={zone}
      />
    </div>
  );
}
