import type { Reminder } from '@kuyi/shared';

/**
 * The reminders that arrived on this page (live or missed while away), as a tiny external store: the alert
 * stack shows the newest, the history page re-reads when one arrives. Ids are unique: a reminder delivered
 * twice (a reconnect racing a push) is shown once.
 */
export interface ArrivedState {
  /** Shown as in-page alerts until dismissed or timed out. */
  alerts: readonly Reminder[];
  /** Counts every arrival, so pages can re-read. */
  arrivals: number;
}

/** How long an alert stays on screen. */
export const ALERT_MS = 10_000;
const MAX_ALERTS = 4;

let state: ArrivedState = { alerts: [], arrivals: 0 };
const seen = new Set<number>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const arrivedStore = {
  get: (): ArrivedState => state,
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

/** Adds reminders; returns the ones not seen before (the caller notifies for those). */
export function arrive(reminders: readonly Reminder[], asAlerts = true): Reminder[] {
  const fresh = reminders.filter((r) => !seen.has(r.id));
  if (fresh.length === 0) return [];
  for (const r of fresh) seen.add(r.id);
  state = {
    alerts: asAlerts ? [...state.alerts, ...fresh].slice(-MAX_ALERTS) : state.alerts,
    arrivals: state.arrivals + fresh.length,
  };
  emit();
  if (asAlerts)
    setTimeout(() => {
      const ids = new Set(fresh.map((r) => r.id));
      if (state.alerts.some((a) => ids.has(a.id))) dismiss(...ids);
    }, ALERT_MS);
  return fresh;
}

export function dismiss(...ids: number[]): void {
  const drop = new Set(ids);
  state = { ...state, alerts: state.alerts.filter((a) => !drop.has(a.id)) };
  emit();
}

/** Forgets everything (logout: the next user sees none of this one's reminders). */
export function resetArrived(): void {
  state = { alerts: [], arrivals: 0 };
  seen.clear();
  emit();
}

const lastKey = (userId: string) => `kuyi_ai_last_${userId}`;
/** The id of the newest reminder this browser saw for the user, so a reconnect asks only for what it missed. */
export function lastSeen(userId: string): number | undefined {
  try {
    const saved = window.localStorage.getItem(lastKey(userId));
    if (saved === null) return undefined;
    // 0: the user had no reminder when this browser joined; everything after it is news.
    const v = Number(saved);
    return Number.isInteger(v) && v >= 0 ? v : undefined;
  } catch {
    return undefined;
  }
}
export function saveLastSeen(userId: string, id: number): void {
  try {
    const seen = lastSeen(userId);
    if (seen === undefined || seen < id) window.localStorage.setItem(lastKey(userId), String(id));
  } catch {
    // Storage disabled: the next connect starts from the newest reminder instead.
  }
}

const NOTIFY_KEY = 'kuyi_ai_notify';
/** Browser notifications only after the user opted in with the button (and the browser granted them). */
export function notifyOptedIn(): boolean {
  try {
    return window.localStorage.getItem(NOTIFY_KEY) === '1';
  } catch {
    return false;
  }
}
export function setNotifyOptIn(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(NOTIFY_KEY, '1');
    else window.localStorage.removeItem(NOTIFY_KEY);
  } catch {
    // Storage disabled: the opt-in lasts for this page only.
  }
}
