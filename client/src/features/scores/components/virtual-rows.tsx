import type { Sport } from '@kuyi/shared';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { onNextFrame } from '../../../lib/live/frame-batch.ts';
import type { DisplayItem } from '../model/order-rows.ts';
import TableSlot, { type SlotContext } from './table-slot.tsx';

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
 * The table's body: the virtualizer and the rows on screen. Its own component so that a scroll that brings
 * a row in re-renders only this list, not the table with its header, prefs and ordering (issue 18).
 */
export default function VirtualRows<T>(
  props: { sport: Sport; compact: boolean; items: readonly DisplayItem[] } & SlotContext<T>,
) {
  const { sport, compact, items, ...slotContext } = props;
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
            {...slotContext}
          />
        );
      })}
    </div>
  );
}
