import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of an observable, for small UI state (status badges), not for row data. */
export function useObservable<T>(source: Observable<T> | null, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (!source) return;
    const sub = source.subscribe(setValue);
    return () => sub.unsubscribe();
  }, [source]);
  return value;
}
