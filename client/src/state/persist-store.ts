import type { Json } from '@kuyi/shared';
import type { createStore, PrimitiveAtom } from 'jotai';

type Store = ReturnType<typeof createStore>;

/** One saved atom, its type erased behind closures so atoms of different types share one list. */
export interface PersistEntry {
  key: string;
  read(store: Store): unknown;
  /** Sets a restored value when it has the default's type; returns whether it did. */
  write(store: Store, value: unknown): boolean;
  /** Set for a preference shared by every tab (see persistShared): calls `fn` when its value changes. */
  subscribe?(store: Store, fn: () => void): () => void;
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

/**
 * A preference every tab of the browser shares (设置, 置顶, 赛事选择): saved as soon as it changes and taken up
 * by the other open tabs, so a tab opened earlier and closed later does not write its stale copy over it.
 */
export function persistShared<T>(key: string, atom: PrimitiveAtom<T>): PersistEntry {
  return { ...persist(key, atom), subscribe: (store, fn) => store.sub(atom, fn) };
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

/**
 * Restores now and saves when the page goes away (pagehide also fires on mobile and bfcache). Shared
 * preferences are also saved when they change and follow the saves of the other tabs ('storage' events);
 * the rest of the store stays the tab's own until it goes away.
 */
export function installPersistence(
  store: Store,
  entries: readonly PersistEntry[],
  storage: Storage = window.localStorage,
): () => void {
  restoreStore(store, entries, storage);
  const save = () => saveStore(store, entries, storage);
  const shared = entries.filter((e) => e.subscribe);
  // What this tab last saved or took up: a change notice for values already there saves nothing, so two
  // tabs never answer each other's saves back and forth.
  const sharedNow = () => JSON.stringify(shared.map((e) => e.read(store)));
  let known = sharedNow();
  const onChange = () => {
    const now = sharedNow();
    if (now === known) return;
    known = now;
    save();
  };
  const offs = shared.map((e) => e.subscribe?.(store, onChange) ?? (() => {}));
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORE_KEY || e.newValue === null) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(e.newValue);
    } catch {
      return;
    }
    if (!isPlainObject(parsed)) return;
    const saved = parsed;
    // Taking up another tab's values is no change of this tab's to save again.
    known = JSON.stringify(
      shared.map((entry) => (entry.key in saved ? saved[entry.key] : entry.read(store))),
    );
    for (const entry of shared) if (entry.key in saved) entry.write(store, saved[entry.key]);
    known = sharedNow();
  };
  window.addEventListener('beforeunload', save);
  window.addEventListener('pagehide', save);
  window.addEventListener('storage', onStorage);
  return () => {
    for (const off of offs) off();
    window.removeEventListener('beforeunload', save);
    window.removeEventListener('pagehide', save);
    window.removeEventListener('storage', onStorage);
  };
}
