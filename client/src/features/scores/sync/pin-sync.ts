import { MATCH_PIN_MERGE_MAX, type MatchPin, pinKey } from '@kuyi/shared';
import type { createStore } from 'jotai';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import { onServerClockChange, syncedServerNow } from '../../../lib/server-clock.ts';
import { showToast } from '../../../lib/toast.ts';
import { isLoginAtom } from '../../../state/user-atoms.ts';
import type { MatchPinApi } from '../api/match-pin-api.ts';
import { pinnedAtom } from '../atoms/row-prefs-atoms.ts';
import { pinChanges, prunePins } from '../model/match-pins.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Keeps the browser's pins (pinnedAtom, saved locally) and the account's in step ([PIN1]–[PIN5]):
 * - at start the local list is pruned, for visitors too (by the score centre's clock, once an answer has
 *   told it);
 * - on login (or at start with a saved login) the local pins are merged into the account and the
 *   account's list becomes the local one;
 * - while logged in each pin or unpin is sent as one add/remove, in order, one at a time, so pins made on two
 *   devices add up instead of one list overwriting the other;
 * - when the tab comes back into view the account's list is read again (pins made on another device);
 * - at logout nothing happens: the browser keeps its copy and works as it does for visitors.
 * An account answer never undoes a change made while it was on its way: such changes are replayed over it.
 */
export class PinSync {
  /** The writes and reads, one at a time and in order. */
  private chain: Promise<void> = Promise.resolve();
  private applying = false;
  private loggedIn = false;
  private prev: MatchPin[] = [];
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly api: MatchPinApi,
    private readonly now: () => number | null = syncedServerNow,
  ) {}

  start(): () => void {
    const { store } = this;
    const offClock = this.pruneOnceClockKnown();
    this.prev = store.get(pinnedAtom);
    this.loggedIn = store.get(isLoginAtom);
    if (this.loggedIn) this.join();
    const offLogin = store.sub(isLoginAtom, () => {
      const now = store.get(isLoginAtom);
      if (now && !this.loggedIn) this.join();
      this.loggedIn = now;
    });
    const offPins = store.sub(pinnedAtom, () => {
      const next = store.get(pinnedAtom);
      const before = this.prev;
      this.prev = next;
      if (this.applying || !this.loggedIn) return;
      const { added, removed } = pinChanges(before, next);
      for (const p of removed) this.enqueue(() => this.write(this.api.remove(p)));
      for (const p of added) this.enqueue(() => this.write(this.api.add(p)));
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible' && this.loggedIn) this.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      this.stopped = true;
      offClock();
      offLogin();
      offPins();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }

  /** [PIN5] Prunes the browser's list now, or once the score centre's clock is known; answers the stop. */
  private pruneOnceClockKnown(): () => void {
    if (this.prune()) return () => {};
    const off = onServerClockChange(() => {
      if (this.prune()) off();
    });
    return off;
  }

  /** Whether it could prune: not before the clock is known. */
  private prune(): boolean {
    const now = this.now();
    if (now === null) return false;
    this.apply(prunePins(this.store.get(pinnedAtom), now));
    return true;
  }

  /** Resolves once every queued call has been answered (tests and page code waiting for a save). */
  idle(): Promise<void> {
    return this.chain;
  }

  /** [PIN3] Sends this browser's pins to the account and takes up the merged list. */
  private join(): void {
    this.enqueue(async () => {
      const sent = this.store.get(pinnedAtom);
      // The account keeps MATCH_PIN_MAX at most: the first pins are the ones a merge can take.
      const res = await this.api.merge(sent.slice(0, MATCH_PIN_MERGE_MAX));
      if (res.ok) this.takeUp(res.data.list, sent);
    });
  }

  /** Reads the account's list again (another device may have changed it). */
  private refresh(): void {
    this.enqueue(async () => {
      const sent = this.store.get(pinnedAtom);
      const res = await this.api.list();
      if (res.ok) this.takeUp(res.data.list, sent);
    });
  }

  private async write(call: Promise<ApiResult<unknown>>): Promise<void> {
    const res = await call;
    if (res.ok) return;
    // Logged out elsewhere: the browser's copy keeps working; the next login merges it.
    if (res.code === 401) return;
    showToast(res.msg, 'error');
    // The account refused (the cap, too many writes): show what it holds rather than a list it lacks.
    const sent = this.store.get(pinnedAtom);
    const now = await this.api.list();
    if (now.ok) this.takeUp(now.data.list, sent);
  }

  /** Makes `remote` the local list, replaying the pins and unpins made locally since `sent` was read. */
  private takeUp(remote: readonly MatchPin[], sent: readonly MatchPin[]): void {
    if (this.stopped) return;
    const { added, removed } = pinChanges(sent, this.store.get(pinnedAtom));
    const gone = new Set(removed.map(pinKey));
    const have = new Set(remote.map(pinKey));
    const next = [
      ...remote.filter((p) => !gone.has(pinKey(p))),
      ...added.filter((p) => !have.has(pinKey(p))),
    ];
    const now = this.now();
    // The account pruned its list by the feed's clock; before ours is known, local pins wait for the prune.
    this.apply(now === null ? next : prunePins(next, now));
  }

  private apply(list: MatchPin[]): void {
    const current = this.store.get(pinnedAtom);
    if (JSON.stringify(current) === JSON.stringify(list)) return;
    this.applying = true;
    try {
      this.store.set(pinnedAtom, list);
      this.prev = list;
    } finally {
      this.applying = false;
    }
  }

  private enqueue(task: () => Promise<void>): void {
    this.chain = this.chain.then(task).catch(() => undefined);
  }
}
