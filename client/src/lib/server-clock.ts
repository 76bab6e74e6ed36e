/**
 * The score centre's clock as seen from the browser. Minutes are computed from `periodStart`, an epoch in
 * the server's clock, so a visitor whose computer clock is off would see wrong minutes; each schedule
 * answer's `serverTime` re-anchors the offset, and running clocks are told at once.
 */
let offset = 0;
const listeners = new Set<() => void>();

export function syncServerClock(serverTime: number, receivedAt: number = Date.now()): void {
  if (!Number.isFinite(serverTime)) return;
  offset = serverTime - receivedAt;
  for (const fn of listeners) fn();
}

export function serverNow(): number {
  return Date.now() + offset;
}

export function onServerClockChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
