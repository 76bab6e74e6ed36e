import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

/** A cache on a hand-moved clock and a loader that counts its queries. */
function setup(opts: { ttlMs?: number; max?: number } = {}) {
  let t = 1_000;
  const cache = new TtlCache({ ttlMs: opts.ttlMs ?? 60_000, max: opts.max ?? 10, now: () => t });
  let n = 0;
  const load = vi.fn(async () => {
    n += 1;
    return n;
  });
  return { cache, load, advance: (ms: number) => (t += ms) };
}

/** A query the test finishes by hand. */
function deferred<T>() {
  let resolve: (v: T) => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TtlCache', () => {
  it('a second call within the TTL does not query again; after the TTL it does', async () => {
    const { cache, load, advance } = setup();
    expect(await cache.get('k', load)).toBe(1);
    advance(59_999);
    expect(await cache.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keys by parameters: another key is another query', async () => {
    const { cache, load } = setup();
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('concurrent misses make one query (single-flight), and all get its answer', async () => {
    const { cache } = setup();
    const q = deferred<string>();
    const load = vi.fn(() => q.promise);
    const all = Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    q.resolve('answer');
    expect(await all).toEqual(Array(50).fill('answer'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed query is not kept: its waiters get the error, the next call queries again', async () => {
    const { cache } = setup();
    const q = deferred<number>();
    const failing = vi.fn(() => q.promise);
    const a = cache.get('k', failing);
    const b = cache.get('k', failing);
    q.reject(new Error('db down'));
    await expect(a).rejects.toThrow('db down');
    await expect(b).rejects.toThrow('db down');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('is bounded: beyond `max` keys the oldest stored goes', async () => {
    const { cache, load } = setup({ max: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, load);
    expect(cache.size).toBe(3);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('invalidate drops the matching answers only', async () => {
    const { cache, load } = setup();
    await cache.get('rank:1', load);
    await cache.get('other', load);
    cache.invalidate((k) => k.startsWith('rank:'));
    await cache.get('rank:1', load);
    await cache.get('other', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a query in flight when invalidated is neither joined nor kept: a read after a write sees the write', async () => {
    const { cache } = setup();
    const before = deferred<string>();
    const early = cache.get('k', () => before.promise);
    cache.invalidate();
    const after = vi.fn(async () => 'after the write');
    const late = cache.get('k', after);
    before.resolve('before the write');
    expect(await early).toBe('before the write');
    expect(await late).toBe('after the write');
    expect(await cache.get('k', after)).toBe('after the write');
    expect(after).toHaveBeenCalledTimes(1);
  });
});
