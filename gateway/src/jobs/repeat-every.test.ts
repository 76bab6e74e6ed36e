import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from './repeat-every.ts';

describe('repeatEvery', () => {
  afterEach(() => vi.useRealTimers());

  it('runs first after firstAfterMs, then intervalMs after each run ends, never two at once', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    let release: () => void = () => {};
    const job = repeatEvery(
      1_000,
      async () => {
        log.push(`start ${Date.now()}`);
        await new Promise<void>((r) => {
          release = r;
        });
        log.push(`end ${Date.now()}`);
      },
      { onError: () => {}, firstAfterMs: 0 },
    );
    const t0 = Date.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual([`start ${t0}`]);
    // A slow run: 5 s pass with no second start.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual([`start ${t0}`, `end ${t0 + 5_000}`]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.at(-1)).toBe(`start ${t0 + 6_000}`);
    release();
    await job.stop();
  });

  it('skips the turns where onlyWhen answers false and runs the others', async () => {
    vi.useFakeTimers();
    let leading = false;
    let runs = 0;
    const job = repeatEvery(
      100,
      async () => {
        runs++;
      },
      { onError: () => {}, firstAfterMs: 0, onlyWhen: () => leading },
    );
    await vi.advanceTimersByTimeAsync(350);
    expect(runs).toBe(0);
    leading = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    await job.stop();
  });

  it('reports a failed run and keeps going', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const job = repeatEvery(
      100,
      async () => {
        runs++;
        throw new Error(`run ${runs}`);
      },
      { onError: (err) => errors.push(err) },
    );
    await vi.advanceTimersByTimeAsync(350);
    expect(runs).toBe(3);
    expect(errors.map((e) => (e as Error).message)).toEqual(['run 1', 'run 2', 'run 3']);
    await job.stop();
  });

  it('stop waits for the run in flight and starts no other', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finished = false;
    const job = repeatEvery(
      100,
      async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 50));
        finished = true;
      },
      { onError: () => {}, firstAfterMs: 0 },
    );
    await vi.advanceTimersByTimeAsync(10);
    const stopping = job.stop();
    await vi.advanceTimersByTimeAsync(50);
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
  });
});
