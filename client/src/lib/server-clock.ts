import { liveClockAnswerSchema, liveClockPath } from '@kuyi/shared';

/**
 * The score centre's clock as seen from the browser. Minutes are computed from `periodStart`, an epoch in
 * the server's clock, so a visitor whose computer clock is off would see wrong minutes; each schedule
 * answer's `serverTime` re-anchors the offset, and running clocks are told at once. The live list's answer
 * also says how fast that clock runs (`clockRate`: 60 when the score centre replays a day at 60×), and the
 * clock runs at that rate from its anchor; answers that do not say keep the last rate.
 */
let anchor = { serverTime: 0, at: 0 };
let rate = 1;
let synced = false;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function syncServerClock(
  serverTime: number,
  receivedAt: number = Date.now(),
  clockRate?: number,
): void {
  if (!Number.isFinite(serverTime)) return;
  anchor = { serverTime, at: receivedAt };
  if (clockRate !== undefined && Number.isFinite(clockRate) && clockRate > 0) rate = clockRate;
  synced = true;
  for (const fn of listeners) fn();
}

/**
 * Pages that show running clocks without a schedule answer of their own (match pages, the home page's
 * live list) anchor the clock once per page load with the smallest answer that carries `serverTime`.
 */
export function ensureServerClock(): Promise<void> {
  if (synced) return Promise.resolve();
  reading ??= fetch(liveClockPath, { credentials: 'include' })
    .then((res) => res.json())
    .then((body: { code?: number; data?: unknown }) => {
      const answer = liveClockAnswerSchema.safeParse(body.data);
      if (body.code === 200 && answer.success)
        syncServerClock(answer.data.serverTime, Date.now(), answer.data.clockRate);
    })
    .catch(() => {})
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** Whether an answer has anchored the clock yet (before it, serverNow() is this computer's clock). */
export function serverClockSynced(): boolean {
  return synced;
}

export function serverNow(): number {
  if (!synced) return Date.now();
  return anchor.serverTime + (Date.now() - anchor.at) * rate;
}

/**
 * The score centre's time once an answer has told it, else null: work that drops data by the date of a
 * match (pins of a replayed day are days behind this computer's clock) waits rather than use the wrong clock.
 */
export function syncedServerNow(): number | null {
  return serverClockSynced() ? serverNow() : null;
}

/** Server ms per wall ms (1 unless the score centre replays a day sped up). */
export function serverClockRate(): number {
  return rate;
}

export function onServerClockChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
