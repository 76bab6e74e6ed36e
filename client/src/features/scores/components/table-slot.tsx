import { type ComponentType, memo } from 'react';
import type { RowStore } from '../../../lib/live/row-store.ts';
import type { DisplaySettings } from '../../../state/settings-atoms.ts';
import type { Column } from '../model/columns.ts';
import type { DisplayItem } from '../model/order-rows.ts';
import type { RowProps } from './live-table.tsx';

/** What every slot of one table shares; the virtual list passes it through unchanged. */
export interface SlotContext<T> {
  store: RowStore<T>;
  Row: ComponentType<RowProps<T>>;
  columns: readonly Column[];
  /** The day the table shows: a kick-off on another day gets its date. */
  day: string;
  setting: DisplaySettings;
  zone: string;
}

export interface SlotProps<T> extends SlotContext<T> {
  item: DisplayItem;
  /** Offset from the top of the table body, px. */
  top: number;
  height: number;
  /** Zebra stripe, by the item's place in the list. */
  alt: boolean;
}

/**
 * One positioned place in the virtual list: a league heading or a match row. Memoized on plain props, so
 * the render that a scrolled-in row causes compares the ~40 rows that stay instead of re-rendering their
 * wrappers and diffing a new style object for each (issue 18).
 */
function TableSlot<T>({ item, top, height, alt, store, Row, columns, day, setting, zone }: SlotProps<T>) {
  const style = { transform: `translateY(${top}px)`, height };
  if (item.type === 'league') {
    return (
      <div className="t-league" style={style}>
        <div className="league-head">
          <i style={{ background: item.color }} />
          {item.name}
          <span className="muted">（{item.count}场）</span>
        </div>
      </div>
    );
  }
  return (
    <div className={alt ? 't-row alt' : 't-row'} style={style}>
      <Row
        id={item.id}
        store={store}
        columns={columns}
        pinned={item.pinned}
        day={day}
        setting={setting}
        zone={zone}
      />
    </div>
  );
}

export default memo(TableSlot) as typeof TableSlot;
