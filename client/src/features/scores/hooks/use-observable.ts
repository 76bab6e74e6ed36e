import { useLayoutEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable, for small UI state (status badges), not for row data. Subscribed in the
 * commit that mounts it (as useConnectionStatus), so a value the source holds shows at the first paint and a
 * change right after the mount is not missed.
 */
export function useObservable<T>(source: Observable<T> | null, initial: T): T {
  const [value, setValue] = useState(initial);
  useLayoutEffect(() => {
    if (!source) return;
    const sub = source.subscribe(setValue);
    return () => sub.unsubscribe();
  }, [source]);
  return value;
}
