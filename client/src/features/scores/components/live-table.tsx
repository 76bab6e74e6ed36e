import type { Sport } from '@kuyi/shared';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useAtomValue } from 'jotai';
import {
  type ComponentType,
  type CSSProperties,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { panAtom, settingAtom } from '../../../state/settings-atoms.ts';
import { excludedLeaguesAtom, groupByLeagueAtom, hiddenAtom, pinnedAtom } from '../atoms/row-prefs-atoms.ts';
import { type Column, compactColumns, gridTemplate, visibleColumns } from '../model/columns.ts';
import { OFF_STATES, type OrderableRow, orderRows } from '../model/order-rows.ts';
import './live-table.css';

export interface RowProps<T> {
  id: string;
  store: RowStore<T>;
  columns: readonly Column[];
  pinned: boolean;
  withDate: boolean;
}

/** Row heights in px: fixed, so the virtualizer never measures (football one line, basketball two). */
const ROW_HEIGHT: Record<Sport, number> = { football: 34, basketball: 48 };
/** Phone rows are two lines tall and easy to tap (issue 11). */
const COMPACT_ROW_HEIGHT: Record<Sport, number> = { football: 58, basketball: 70 };
const LEAGUE_HEIGHT = 28;

/**
 * The virtualized live table: only the rows on screen exist in the DOM, each subscribed to its own row.
 * The order is recomputed only on structural changes (see RowStore) or when the visitor's prefs change.
 */
export default function LiveTable<T extends OrderableRow>(props: {
  sport: Sport;
  store: RowStore<T>;
  Row: ComponentType<RowProps<T>>;
  withDate?: boolean;
  /** Keeps only some rows (finished ones on the 完场 tab …). */
  keep?: (row: T) => boolean;
  /** Shown when no row is left to show. */
  empty?: string;
}) {
  const { sport, store, Row, keep } = props;
  const version = useSyncExternalStore(store.subscribeList, store.getVersion);
  const pinned = useAtomValue(pinnedAtom);
  const hidden = useAtomValue(hiddenAtom);
  const excluded = useAtomValue(excludedLeaguesAtom);
  const group = useAtomValue(groupByLeagueAtom);
  const pan = useAtomValue(panAtom);
  const setting = useAtomValue(settingAtom);
  const compact = useMediaQuery(PHONE_QUERY);
  const columns = useMemo(
    () => (compact ? compactColumns : visibleColumns)(sport, pan, setting),
    [sport, pan, setting, compact],
  );
  const template = gridTemplate(columns);

  // `version` is the store's change signal: the rows are read from the store, not from props.
  const items = useMemo(() => {
    const rows: T[] = [];
    for (const id of store.getIds()) {
      const row = store.getEntry(id)?.row;
      if (row && (!keep || keep(row))) rows.push(row);
    }
    return orderRows(rows, {
      now: Date.now(),
      pinned,
      hidden: new Set(hidden),
      excludedLeagues: new Set(excluded),
      groupByLeague: group,
      finishedState: -1,
      offStates: OFF_STATES,
      finishedAt: (id) => store.getEntry(id)?.flash.finishedAt ?? null,
    });
  }, [store, version, pinned, hidden, excluded, group, keep]);

  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    setMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const rowHeight = (compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT)[sport];
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (i) => (items[i]?.type === 'league' ? LEAGUE_HEIGHT : rowHeight),
    getItemKey: (i) => items[i]?.key ?? i,
    overscan: 12,
    scrollMargin: margin,
  });

  // Row sizes are estimates the virtualizer caches: re-measure when the phone layout flips.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  return (
    <div
      className={`live-table sport-${sport}${compact ? ' compact' : ''}`}
      data-testid="live-table"
      data-rows={items.length}
      style={{ '--cols': template } as CSSProperties}
    >
      <div className="t-head">
        {columns.map((c) => (
          <div key={c.key} className="cell" data-col={c.key}>
            {c.label}
          </div>
        ))}
      </div>
      {items.length === 0 && (
        <div className="list-state in-table">{props.empty ?? '当前筛选条件下没有比赛'}</div>
      )}
      <div ref={listRef} className="t-body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const item = items[v.index];
          if (!item) return null;
          const style = {
            transform: `translateY(${v.start - margin}px)`,
            height: v.size,
          };
          return (
            <div key={v.key} className={item.type === 'row' ? 't-row' : 't-league'} style={style}>
              {item.type === 'league' ? (
                <div className="league-head">
                  <i style={{ background: item.color }} />
                  {item.name}
                  <span className="muted">（{item.count}场）</span>
                </div>
              ) : (
                <Row
                  id={item.id}
                  store={store}
                  columns={columns}
                  pinned={item.pinned}
                  withDate={props.withDate ?? false}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
