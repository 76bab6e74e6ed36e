import { CHUNK_RELOAD_GUARD_MS } from '@kuyi/shared';

export const CHUNK_RELOAD_KEY = 'kuyi-chunk-reload-at';

/** Messages browsers give when a lazily imported chunk is gone (a deploy replaced the hashed files). */
const CHUNK_ERRORS = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
  'ChunkLoadError',
];

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERRORS.some((m) => text.includes(m));
}

/**
 * Reloads the page unless this tab already did so for the same `key` within CHUNK_RELOAD_GUARD_MS (the
 * guard lives in sessionStorage), so an old build picks up the new one but a broken deploy cannot loop.
 * Returns whether it reloaded.
 */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  key: string,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(key) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  reload();
  return true;
}

/**
 * Spec §8: a failed page-chunk load triggers one full reload, at most once per CHUNK_RELOAD_GUARD_MS, so
 * a visitor on an old build picks up the new one but a truly broken deploy cannot loop the page.
 * Returns whether it reloaded.
 */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  return reloadOnce(storage, CHUNK_RELOAD_KEY, reload, now);
}

export const PROTOCOL_RELOAD_KEY = 'kuyi-protocol-reload-at';

/**
 * The gateway speaks another live-protocol version than this build (issue 18): reload once to fetch the
 * matching build, guarded like the chunk reload so a mismatched deploy cannot loop the page.
 */
export function reloadOnceForProtocol(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  return reloadOnce(storage, PROTOCOL_RELOAD_KEY, reload, now);
}
