import { MATCH_PIN_MAX, MATCH_PIN_MERGE_MAX, type MatchPin, pinKey } from '@kuyi/shared';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import { isLoginAtom } from '../../../state/user-atoms.ts';
import type { MatchPinApi } from '../api/match-pin-api.ts';
import { pinnedAtom } from '../atoms/row-prefs-atoms.ts';
import { togglePin } from '../model/match-pins.ts';
import { PinSync } from './pin-sync.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const pin = (matchId: string, kickoff: number | null = NOW): MatchPin => ({
  sport: 'football',
  matchId,
  kickoff,
});
const ids = (l: readonly MatchPin[]) => l.map((p) => p.matchId);

/** An account on a fake gateway: merge/add/remove behave as [PIN2]/[PIN3] say; a visitor gets 401. */
function fakeAccount(start: MatchPin[] = []) {
  let pins = [...start];
  let loggedIn = true;
  const calls: string[] = [];
  const answer = (): ApiResult<{ list: MatchPin[]; max: number }> =>
    loggedIn
      ? { ok: true, data: { list: [...pins], max: MATCH_PIN_MAX }, msg: '' }
      : { ok: false, code: 401, msg: '请先登录' };
  const api: MatchPinApi = {
    list: async () => {
      calls.push('list');
      return answer();
    },
    add: async (p) => {
      calls.push(`add ${p.matchId}`);
      if (loggedIn && !pins.some((x) => pinKey(x) === pinKey(p))) pins.push(p);
      return answer();
    },
    remove: async (p) => {
      calls.push(`remove ${p.matchId}`);
      if (loggedIn) pins = pins.filter((x) => pinKey(x) !== pinKey(p));
      return answer();
    },
    merge: async (local) => {
      calls.push(`merge ${ids(local).join(',')}`);
      if (loggedIn) for (const p of local) if (!pins.some((x) => pinKey(x) === pinKey(p))) pins.push(p);
      return answer();
    },
  };
  return { api, calls, pins: () => pins, logOut: () => (loggedIn = false) };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const s of stops) s();
  stops = [];
});

function run(store: ReturnType<typeof createStore>, api: MatchPinApi) {
  const sync = new PinSync(store, api, () => NOW);
  stops.push(sync.start());
  return sync;
}

describe('PinSync', () => {
  it('[PIN4] a browser holding more pins than one merge reads sends the first MATCH_PIN_MERGE_MAX', async () => {
    const account = fakeAccount();
    const store = createStore();
    const sent: number[] = [];
    const api = {
      ...account.api,
      merge: async (l: MatchPin[]) => {
        sent.push(l.length);
        return account.api.merge(l);
      },
    };
    run(store, api);
    store.set(
      pinnedAtom,
      Array.from({ length: MATCH_PIN_MERGE_MAX + 30 }, (_, i) => pin(`m${i}`)),
    );
    store.set(isLoginAtom, true);
    await new Promise((r) => setTimeout(r, 0));
    await vi.waitFor(() => expect(sent).toEqual([MATCH_PIN_MERGE_MAX]));
  });

  it('[PIN3] a pin made before login is merged into the account on login, and the account pins show', async () => {
    const account = fakeAccount([pin('acc')]);
    const store = createStore();
    const sync = run(store, account.api);
    store.set(pinnedAtom, (l) => togglePin(l, pin('local')));
    await sync.idle();
    // A visitor's pins stay in the browser: nothing is sent.
    expect(account.calls).toEqual([]);
    store.set(isLoginAtom, true);
    await sync.idle();
    expect(account.calls).toEqual(['merge local']);
    expect(ids(account.pins())).toEqual(['acc', 'local']);
    expect(ids(store.get(pinnedAtom))).toEqual(['acc', 'local']);
  });

  it('[PIN1] while logged in each pin and unpin goes to the account; after logout the browser copy stays', async () => {
    const account = fakeAccount();
    const store = createStore();
    store.set(isLoginAtom, true);
    const sync = run(store, account.api);
    await sync.idle();
    store.set(pinnedAtom, (l) => togglePin(l, pin('1')));
    store.set(pinnedAtom, (l) => togglePin(l, pin('2')));
    store.set(pinnedAtom, (l) => togglePin(l, pin('1')));
    await sync.idle();
    expect(account.calls).toEqual(['merge ', 'add 1', 'add 2', 'remove 1']);
    expect(ids(account.pins())).toEqual(['2']);

    account.logOut();
    store.set(isLoginAtom, false);
    store.set(pinnedAtom, (l) => togglePin(l, pin('3')));
    await sync.idle();
    expect(ids(store.get(pinnedAtom))).toEqual(['2', '3']);
    expect(account.calls).toHaveLength(4);
  });

  it('[PIN1] a pin made while the account answer is on its way is kept, not overwritten', async () => {
    const account = fakeAccount([pin('acc')]);
    const store = createStore();
    store.set(isLoginAtom, true);
    const sync = run(store, account.api);
    // Before the merge answers.
    store.set(pinnedAtom, (l) => togglePin(l, pin('quick')));
    await sync.idle();
    expect(ids(store.get(pinnedAtom))).toEqual(['acc', 'quick']);
  });

  it('[PIN5] pins of matches older than a few days are pruned at start', async () => {
    const store = createStore();
    store.set(pinnedAtom, [pin('old', NOW - 5 * DAY), pin('today')]);
    await run(store, fakeAccount().api).idle();
    expect(ids(store.get(pinnedAtom))).toEqual(['today']);
  });
});
