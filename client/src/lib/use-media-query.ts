import { useSyncExternalStore } from 'react';

/** Phones: below this width the score tables switch to two-line touch rows (issue 11). */
export const PHONE_QUERY = '(max-width: 640px)';

interface QueryStore {
  subscribe(onChange: () => void): () => void;
  matches(): boolean;
}

/**
 * One MediaQueryList and one pair of stable functions per query. The live table renders on every scrolled
 * row (issue 18): a fresh `matchMedia` per render, and a subscribe function React sees as new and so
 * re-subscribes to after each commit, cost more than the rest of the table's own render.
 */
const stores = new Map<string, QueryStore>();

function storeFor(query: string): QueryStore {
  let store = stores.get(query);
  if (store) return store;
  const list =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query)
      : null;
  store = {
    subscribe: (onChange) => {
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches: () => list?.matches ?? false,
  };
  stores.set(query, store);
  return store;
}

const serverSnapshot = () => false;

/** Whether a CSS media query matches now, re-rendering when it flips (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const store = storeFor(query);
  return useSyncExternalStore(store.subscribe, store.matches, serverSnapshot);
}
