/**
 * A 401 from the gateway means the request had no live login (spec §8: 请先登录). The page may still think it
 * is logged in (the login was revoked on another device, ran out, or the server was reset); the one listener
 * the app installs ([UA6], useSessionLost) brings the page back in line. Kept out of React so every API
 * module's requestJson reports without knowing about atoms.
 */
export interface Unauthorized {
  /** A write (what the user just clicked: a POST, or one of the spec's write GETs such as 点赞 or 打赏). */
  write: boolean;
  /** performance.now() when the request was sent: an answer to a request older than the login says nothing of it. */
  sentAt: number;
}

let listener: ((info: Unauthorized) => void) | null = null;

/** Installs the app's listener; returns its removal. One at a time: the latest install wins. */
export function onSessionLost(fn: (info: Unauthorized) => void): () => void {
  listener = fn;
  return () => {
    if (listener === fn) listener = null;
  };
}

export function reportUnauthorized(info: Unauthorized): void {
  listener?.(info);
}
