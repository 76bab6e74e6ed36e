import { useCallback, useSyncExternalStore } from 'react';
import type { RowEntry, RowStore } from './row-store.ts';

/** One row of a live table, subscribed alone: a patch to another match never renders this one. */
export function useRowEntry<T>(store: RowStore<T>, id: string): RowEntry<T> | undefined {
  // Stable, so React subscribes once per mount instead of again after every render of the row.
  const subscribe = useCallback((fn: () => void) => store.subscribeRow(id, fn), [store, id]);
  return useSyncExternalStore(subscribe, () => store.getEntry(id));
}
