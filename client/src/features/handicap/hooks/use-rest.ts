import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/http/request-json.ts';

export type RestView<T> =
  | { kind: 'loading' }
  | { kind: 'ok'; data: T }
  | { kind: 'error'; code: number; msg: string };

type Held<T> = RestView<T> & { key: string | null };

/**
 * One REST read per `key` (null reads nothing), read again every `refreshMs` when given and whenever
 * `revision` changes (e.g. the odds it shows moved). A re-read keeps the last answer on screen, and one that
 * fails after a good answer keeps the good one: a passing network hiccup should not blank a table.
 */
export function useRest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
  options: { refreshMs?: number; revision?: string | number } = {},
): RestView<T> {
  const { refreshMs, revision } = options;
  const [held, setHeld] = useState<Held<T>>({ kind: 'loading', key: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  // `revision` is not read inside: a new one only asks for a re-read.
  useEffect(() => {
    if (key === null) return;
    const abort = new AbortController();
    const read = () =>
      loadRef.current(abort.signal).then(
        (res) => {
          if (abort.signal.aborted) return;
          setHeld((prev) => {
            if (res.ok) return { kind: 'ok', data: res.data, key };
            if (prev.key === key && prev.kind === 'ok') return prev;
            return { kind: 'error', code: res.code, msg: res.msg, key };
          });
        },
        () => {},
      );
    read();
    const timer = refreshMs ? setInterval(read, refreshMs) : undefined;
    return () => {
      abort.abort();
      clearInterval(timer);
    };
  }, [key, refreshMs, revision]);
  // An answer for another key is never shown for this one.
  if (key === null || held.key !== key) return { kind: 'loading' };
  return held;
}
