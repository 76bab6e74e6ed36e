/**
 * The score centre's clock as seen from the browser. Minutes are computed from `periodStart`, an epoch in
 * the server's clock, so a visitor whose computer clock is off would see wrong minutes; each schedule
 * answer's `serverTime` re-anchors the offset, and running clocks are told at once.
 */
let offset = 0;
let synced = false;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function syncServerClock(serverTime: number, receivedAt: number = Date.now()): void {
  if (!Number.isFinite(serverTime)) return;
  offset = serverTime - receivedAt;
  synced = true;
  for (const fn of listeners) fn();
}

/**
 * Pages that show running clocks without a schedule answer of their own (match pages, the home page's
 * live list) anchor the clock once per page load with the smallest answer that carries `serverTime`.
 */
export function ensureServerClock(): Promise<void> {
  if (synced) return Promise.resolve();
  reading ??= fetch('/sc/api/football/footBallScheduleV2?limit=1&level=1', { credentials: 'include' })
    .then((res) => res.json())
    .then((body: { code?: number; data?: { serverTime?: number } }) => {
      if (body.code === 200 && typeof body.data?.serverTime === 'number')
        syncServerClock(body.data.serverTime);
    })
    .catch(() => {})
    .finally(() => {
      reading = null;
    });
  return reading;
}

export function serverNow(): number {
  return Date.now() + offset;
}

export function onServerClockChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
