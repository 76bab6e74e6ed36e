import type { Sport } from '@kuyi/shared';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useAtomValue } from 'jotai';
import {
  type ComponentType,
  type CSSProperties,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { onNextFrame } from '../../../lib/live/frame-batch.ts';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { type DisplaySettings, panAtom, settingAtom } from '../../../state/settings-atoms.ts';
import { excludedLeaguesAtom, groupByLeagueAtom, hiddenAtom, pinnedAtom } from '../atoms/row-prefs-atoms.ts';
import { useDisplayZone } from '../hooks/use-display-zone.ts';
import { type Column, compactColumns, gridTemplate, visibleColumns } from '../model/columns.ts';
import { OFF_STATES, type OrderableRow, orderRows } from '../model/order-rows.ts';
import { useRowClicks } from './row-clicks.ts';
import TableSlot from './table-slot.tsx';
import './live-table.css';

export interface RowProps<T> {
  id: string;
  store: RowStore<T>;
  columns: readonly Column[];
  pinned: boolean;
  withDate: boolean;
  /**
   * The fan's display settings and time zone, read once by the table: a row reading atoms itself schedules
   * a render of its own when it mounts (jotai re-checks in an effect), one more commit per scrolled-in row.
   */
  setting: DisplaySettings;
  zone: string;
}

/** Row heights in px: fixed, so the virtualizer never measures (football one line, basketball two). */
const ROW_HEIGHT: Record<Sport, number> = { football: 34, basketball: 48 };
/** Phone rows are two lines tall and easy to tap (issue 11). */
const COMPACT_ROW_HEIGHT: Record<Sport, number> = { football: 58, basketball: 70 };
const LEAGUE_HEIGHT = 28;

/**
 * The window's scroll offset, read and handed to the virtualizer in the frame batch after the rows' patches
 * and rendered synchronously there: a frame that scrolls and updates rows is one commit, drawn in that frame.
 * Reading scrollY in the frame, before React writes, costs no layout; tanstack's own listener read it in the
 * scroll event, after the last commit had dirtied the layout (a forced layout of ~3 ms a frame).
 */
function observeOffsetInFrames(
  instance: Virtualizer<Window, Element>,
  cb: (offset: number, isScrolling: boolean) => void,
): (() => void) | undefined {
  const win = instance.scrollElement;
  if (!win) return;
  let scrolling = false;
  let cancel: (() => void) | null = null;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let lastScroll = 0;
  const deliver = () => {
    cancel ??= onNextFrame(() => {
      cancel = null;
      flushSync(() => cb(win.scrollY, scrolling));
    }, 'layout');
  };
  // Scrolling ends once no scroll event came for the reset delay. One timer that re-arms itself for the time
  // left, rather than a clearTimeout and a setTimeout in each of the 60 scroll events a second.
  const checkIdle = () => {
    const left = lastScroll + instance.options.isScrollingResetDelay - performance.now();
    if (left > 0) {
      idle = setTimeout(checkIdle, left);
      return;
    }
    idle = undefined;
    scrolling = false;
    deliver();
  };
  const onScroll = () => {
    lastScroll = performance.now();
    scrolling = true;
    deliver();
    idle ??= setTimeout(checkIdle, instance.options.isScrollingResetDelay);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  // The first offset, as tanstack's observer reports it on attach.
  cb(win.scrollY, false);
  return () => {
    win.removeEventListener('scroll', onScroll);
    clearTimeout(idle);
    cancel?.();
  };
}

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
  const zone = useDisplayZone();
  const compact = useMediaQuery(PHONE_QUERY);
  const columns = useMemo(
    () => (compact ? compactColumns : visibleColumns)(sport, pan, setting),
    [sport, pan, setting, compact],
  );
  const template = gridTemplate(columns);
  const onClick = useRowClicks();

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
  // Stable while the rows are: a new getItemKey makes the virtualizer re-measure all 5,000 rows.
  const estimateSize = useCallback(
    (i: number) => (items[i]?.type === 'league' ? LEAGUE_HEIGHT : rowHeight),
    [items, rowHeight],
  );
  const getItemKey = useCallback((i: number) => items[i]?.key ?? i, [items]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    getItemKey,
    // Rows are fixed-height and cheap to mount one at a time; 8 rows (270 px) each way cover a fast wheel.
    overscan: 8,
    scrollMargin: margin,
    observeElementOffset: observeOffsetInFrames,
    // The frame batch flushes (see observeOffsetInFrames); tanstack's own flushSync would be a second commit.
    useFlushSync: false,
  });

  // Row sizes are estimates the virtualizer caches: re-measure when the phone layout flips.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

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
      {items.length === 0 && (
        <div className="list-state in-table">{props.empty ?? '当前筛选条件下没有比赛'}</div>
      )}
      <div ref={listRef} className="t-body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const item = items[v.index];
          if (!item) return null;
          return (
            <TableSlot
              key={v.key}
              item={item}
              top={v.start - margin}
              height={v.size}
              alt={v.index % 2 === 1}
              store={store}
              Row={Row}
              columns={columns}
              withDate={props.withDate ?? false}
              setting={setting}
              zone={zone}
            />
          );
        })}
      </div>
    </div>
  );
}
