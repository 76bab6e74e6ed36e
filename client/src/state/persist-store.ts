import type { Json } from '@kuyi/shared';
import type { createStore, PrimitiveAtom } from 'jotai';

type Store = ReturnType<typeof createStore>;

/** One saved atom, its type erased behind closures so atoms of different types share one list. */
export interface PersistEntry {
  key: string;
  read(store: Store): unknown;
  /** Sets a restored value when it has the default's type; returns whether it did. */
  write(store: Store, value: unknown): boolean;
}

/**
 * Registers an atom for saving. `saveAs` replaces the current value when saving (isShowLoginBox is always
 * saved as false, spec §3). A restored value whose type differs from the default's (an older release's
 * save, or someone else's key) is ignored.
 */
export function persist<T>(key: string, atom: PrimitiveAtom<T>, saveAs?: T & Json): PersistEntry {
  return {
    key,
    read: (store) => (saveAs !== undefined ? saveAs : store.get(atom)),
    write(store, value) {
      const current: unknown = store.get(atom);
      const sameKind =
        current === null ||
        value === null ||
        (typeof current === typeof value && Array.isArray(current) === Array.isArray(value));
      if (!sameKind) return false;
      // Objects merge over the default so a setting added in a later release keeps its default.
      const next = isPlainObject(current) && isPlainObject(value) ? { ...current, ...value } : value;
      store.set(atom, next as T);
      return true;
    },
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const STORE_KEY = 'kuyi-store';

/** Writes every entry's value as one JSON object. */
export function saveStore(store: Store, entries: readonly PersistEntry[], storage: Storage): void {
  const out: Record<string, unknown> = {};
  for (const e of entries) out[e.key] = e.read(store);
  try {
    storage.setItem(STORE_KEY, JSON.stringify(out));
  } catch {
    // Storage full or disabled (private mode): losing preferences beats breaking the unload.
  }
}

/** Sets each entry saved earlier; a missing or malformed save leaves the defaults. */
export function restoreStore(store: Store, entries: readonly PersistEntry[], storage: Storage): void {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(STORE_KEY) ?? 'null');
  } catch {
    return;
  }
  if (typeof saved !== 'object' || saved === null) return;
  const record = saved as Record<string, unknown>;
  for (const e of entries) if (e.key in record) e.write(store, record[e.key]);
}

/** Restores now and saves when the page goes away (pagehide also fires on mobile and bfcache). */
export function installPersistence(
  store: Store,
  entries: readonly PersistEntry[],
  storage: Storage = window.localStorage,
): () => void {
  restoreStore(store, entries, storage);
  const save = () => saveStore(store, entries, storage);
  window.addEventListener('beforeunload', save);
  window.addEventListener('pagehide', save);
  return () => {
    window.removeEventListener('beforeunload', save);
    window.removeEventListener('pagehide', save);
  };
}
