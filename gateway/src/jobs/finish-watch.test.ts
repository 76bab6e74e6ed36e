import { FootballState, listChannel, type Patch } from '@kuyi/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinishWatch, leaderPassDue, repeatLeaderPasses } from './finish-watch.ts';

const patch = (channel: string, put: Record<string, Record<string, unknown>>): Patch =>
  ({ channel, epoch: 'e', seq: 1, ts: 0, put }) as Patch;
const listPut = (fields: Record<string, unknown>) => patch(listChannel('football'), { '101': fields });

describe('FinishWatch', () => {
  afterEach(() => vi.useRealTimers());

  it('a pass is due at first, then only after a football list row reaches an end state', async () => {
    const watch = new FinishWatch();
    const gate = watch.gate(60_000, () => 0);
    expect(gate.due()).toBe(true);
    await gate.run(async () => {});
    expect(gate.due()).toBe(false);
    // Moves that are not an end: a goal, kick-off, another channel, basketball's list, a drop.
    watch.onPatch(listPut({ homeScore: 1 }));
    watch.onPatch(listPut({ state: FootballState.SecondHalf }));
    watch.onPatch(patch('football:match:101', { info: { state: FootballState.Finished } }));
    watch.onPatch(patch(listChannel('basketball'), { '7': { state: -1 } }));
    watch.onPatch({ channel: listChannel('football'), epoch: 'e', seq: 2, ts: 0, drop: ['101'] });
    expect(gate.due()).toBe(false);
    for (const state of [FootballState.Finished, FootballState.Cancelled, FootballState.Postponed]) {
      watch.onPatch(listPut({ state }));
      expect(gate.due()).toBe(true);
      await gate.run(async () => {});
      expect(gate.due()).toBe(false);
    }
  });

  it('a failed pass does not count, and a finish during a pass keeps the next one due', async () => {
    const watch = new FinishWatch();
    const gate = watch.gate(60_000, () => 0);
    await expect(gate.run(async () => Promise.reject(new Error('feed down')))).rejects.toThrow('feed down');
    expect(gate.due()).toBe(true);
    await gate.run(async () => watch.onPatch(listPut({ state: FootballState.Finished })));
    expect(gate.due()).toBe(true);
  });

  it('after the quiet limit a pass is due without any finish (the net for finishes it did not see)', async () => {
    let now = 1_000;
    const gate = new FinishWatch().gate(120_000, () => now);
    await gate.run(async () => {});
    now += 119_999;
    expect(gate.due()).toBe(false);
    now += 1;
    expect(gate.due()).toBe(true);
  });

  it('a replica that stops leading forgets, so it passes at once when it leads again', async () => {
    const gate = new FinishWatch().gate(60_000, () => 0);
    await gate.run(async () => {});
    let leading = false;
    const onlyWhen = leaderPassDue(() => leading, gate);
    expect(onlyWhen()).toBe(false);
    leading = true;
    expect(onlyWhen()).toBe(true);
  });

  it('repeatLeaderPasses reads the feed only on the turns after a finish', async () => {
    vi.useFakeTimers();
    const watch = new FinishWatch();
    let passes = 0;
    const job = repeatLeaderPasses(
      10_000,
      async () => {
        passes += 1;
      },
      { onError: () => {}, gate: watch.gate(120_000) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(passes).toBe(1);
    watch.onPatch(listPut({ state: FootballState.Finished }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(passes).toBe(2);
    // Quiet: the next pass comes at the limit, 120 s after the last one.
    await vi.advanceTimersByTimeAsync(100_000);
    expect(passes).toBe(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(passes).toBe(3);
    await job.stop();
  });

  it('without a gate it passes every turn, as before', async () => {
    vi.useFakeTimers();
    let passes = 0;
    const job = repeatLeaderPasses(
      10_000,
      async () => {
        passes += 1;
      },
      { onError: () => {} },
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(passes).toBe(4);
    await job.stop();
  });
});
