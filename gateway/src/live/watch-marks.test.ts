import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import type { IoServer } from '../plugin.ts';
import { createMemoryBackend } from '../store/memory-store.ts';
import { createWarmUp, startWatchRenewal, WATCH_RENEW_MS, WATCH_TTL_MS } from './watch-marks.ts';

/** An io whose default namespace has these rooms (a socket's own id is a room too). */
const ioWith = (rooms: string[]) =>
  ({
    of: () => ({ adapter: { rooms: new Map(rooms.map((r) => [r, new Set(['s'])])) } }),
  }) as unknown as IoServer;

describe('watch marks', () => {
  afterEach(() => vi.useRealTimers());

  it('a replica renews the marks of its match and odds rooms only, before the old ones run out', async () => {
    vi.useFakeTimers();
    const { store } = createMemoryBackend();
    const io = ioWith([
      'football:list',
      'football:match:7',
      'odds:football:7',
      'chat:football:7',
      'Xy12socketid',
    ]);
    const renewal = startWatchRenewal(io, store, createLogger('silent', 'test'));
    await vi.advanceTimersByTimeAsync(WATCH_RENEW_MS);
    expect(await store.watched()).toEqual(new Set(['football:match:7', 'odds:football:7']));
    // Renewed again and again: still watched long after one TTL.
    await vi.advanceTimersByTimeAsync(2 * WATCH_TTL_MS);
    expect(await store.watched()).toEqual(new Set(['football:match:7', 'odds:football:7']));
    renewal.stop();
    await vi.advanceTimersByTimeAsync(WATCH_TTL_MS + 1);
    expect(await store.watched()).toEqual(new Set());
  });

  it('a subscriber to a warm channel marks it watched and goes on at once', async () => {
    const { store } = createMemoryBackend();
    await createWarmUp(store)('football:match:1');
    expect(await store.watched()).toEqual(new Set(['football:match:1']));
    expect(await store.takeWanted()).toEqual([]);
  });

  it('subscribers to a cold channel ask for it once and wait together until the leader clears the mark', async () => {
    const { store } = createMemoryBackend();
    await store.markCold(['football:match:1']);
    const warmUp = createWarmUp(store);
    let done = 0;
    const waits = [warmUp('football:match:1'), warmUp('football:match:1')].map((p) => p.then(() => done++));
    await new Promise((r) => setTimeout(r, 250));
    expect(done).toBe(0);
    expect(await store.takeWanted()).toEqual(['football:match:1']);
    await store.clearCold(['football:match:1']);
    await Promise.all(waits);
    expect(done).toBe(2);
  });

  it('a cold channel the leader never refreshes (upstream down) is given up on after the wait', async () => {
    const { store } = createMemoryBackend();
    await store.markCold(['football:match:1']);
    await createWarmUp(store, 300)('football:match:1');
    expect(await store.isCold('football:match:1')).toBe(true);
  });
});
