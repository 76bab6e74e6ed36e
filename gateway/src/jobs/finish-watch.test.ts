import { FootballState, listChannel, type Patch } from '@kuyi/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from '../store/memory-store.ts';
import { FinishWatch, LEADER_LOOK_MS, leading, type PassScope, repeatLeaderPasses } from './finish-watch.ts';

const patch = (channel: string, put: Record<string, Record<string, unknown>>): Patch =>
  ({ channel, epoch: 'e', seq: 1, ts: 0, put }) as Patch;
const listPut = (fields: Record<string, unknown>) => patch(listChannel('football'), { '101': fields });

describe('FinishWatch', () => {
  afterEach(() => vi.useRealTimers());

  it('the first pass is full; then a pass is due only after football list rows reach an end state, and looks at those rows alone', async () => {
    const watch = new FinishWatch();
    const gate = watch.gate({ fullEveryMs: 60_000, now: () => 0 });
    const scopes: PassScope[] = [];
    const pass = async (scope: PassScope) => {
      scopes.push(scope);
    };
    expect(gate.due()).toBe(true);
    await gate.run(pass);
    expect(scopes).toEqual(['all']);
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
      await gate.run(pass);
      expect(scopes.at(-1)).toEqual(new Set(['101']));
      expect(gate.due()).toBe(false);
    }
    // Several rows of one patch, and of two patches, make one pass over all of them.
    watch.onPatch(
      patch(listChannel('football'), { '5': { state: -1 }, '6': { homeScore: 2 }, '7': { state: -1 } }),
    );
    watch.onPatch(patch(listChannel('football'), { '8': { state: FootballState.Abandoned } }));
    await gate.run(pass);
    expect(scopes.at(-1)).toEqual(new Set(['5', '7', '8']));
  });

  it('a row that arrives ended (whole, with its id: the first patch after a start is the whole day) is not an end seen; a row that ends is, also from 中断 to 完场', async () => {
    const watch = new FinishWatch();
    const gate = watch.gate({ fullEveryMs: 60_000, now: () => 0 });
    await gate.run(async () => {});
    const list = listChannel('football');
    watch.onPatch(
      patch(list, {
        '1': { id: '1', state: FootballState.Finished },
        '2': { id: '2', state: FootballState.SecondHalf },
        '3': { id: '3', state: FootballState.Interrupted },
      }),
    );
    expect(gate.due()).toBe(false);
    watch.onPatch(
      patch(list, { '2': { state: FootballState.Finished }, '3': { state: FootballState.Finished } }),
    );
    let scope: PassScope | null = null;
    await gate.run(async (s) => {
      scope = s;
    });
    expect(scope).toEqual(new Set(['2', '3']));
    // A dropped row back in the list already ended comes whole again: new, not an end seen.
    watch.onPatch({ channel: list, epoch: 'e', seq: 3, ts: 0, drop: ['2'] });
    watch.onPatch(patch(list, { '2': { id: '2', state: FootballState.Finished } }));
    expect(gate.due()).toBe(false);
  });

  it('fed by the live store’s own patches: the day written at start is no end; a row the next poll ends is', async () => {
    const { store } = createMemoryBackend();
    const watch = new FinishWatch();
    const gate = watch.gate({ fullEveryMs: 60_000, now: () => 0 });
    await gate.run(async () => {});
    const channel = listChannel('football');
    const row = (id: string, state: number) => ({ id, state, homeScore: 1 });
    const write = async (records: Record<string, ReturnType<typeof row>>, mode: 'replace' | 'upsert') => {
      const { patch } = await store.apply({ channel, records, mode });
      if (patch) watch.onPatch(patch);
    };
    await write({ a: row('a', FootballState.Finished), b: row('b', FootballState.SecondHalf) }, 'replace');
    expect(gate.due()).toBe(false);
    await write({ b: row('b', FootballState.Finished) }, 'upsert');
    let scope: PassScope | null = null;
    await gate.run(async (s) => {
      scope = s;
    });
    expect(scope).toEqual(new Set(['b']));
  });

  it('a failed pass leaves its matches owed, and an end seen during a pass keeps the next one due', async () => {
    const watch = new FinishWatch();
    const gate = watch.gate({ fullEveryMs: 60_000, now: () => 0 });
    await expect(gate.run(async () => Promise.reject(new Error('feed down')))).rejects.toThrow('feed down');
    expect(gate.due()).toBe(true);
    const scopes: PassScope[] = [];
    await gate.run(async (scope) => {
      scopes.push(scope);
      watch.onPatch(listPut({ state: FootballState.Finished }));
    });
    // The failed first pass was full, so the next one is full too; the end seen during it is owed.
    expect(scopes).toEqual(['all']);
    expect(gate.due()).toBe(true);
    await expect(gate.run(async () => Promise.reject(new Error('feed down')))).rejects.toThrow();
    await gate.run(async (scope) => {
      scopes.push(scope);
    });
    expect(scopes.at(-1)).toEqual(new Set(['101']));
    expect(gate.due()).toBe(false);
  });

  it('a full pass comes at the quiet limit after the last full one, without any end, and while ends keep coming', async () => {
    let now = 1_000;
    const watch = new FinishWatch();
    const gate = watch.gate({ fullEveryMs: 120_000, now: () => now });
    const scopes: PassScope[] = [];
    const pass = async (scope: PassScope) => {
      scopes.push(scope);
    };
    await gate.run(pass);
    now += 119_999;
    expect(gate.due()).toBe(false);
    now += 1;
    expect(gate.due()).toBe(true);
    await gate.run(pass);
    expect(scopes).toEqual(['all', 'all']);
    // Ends every 30 s: passes over them, and a full one when the limit comes round again.
    for (let i = 0; i < 4; i++) {
      now += 30_000;
      watch.onPatch(listPut({ state: FootballState.Finished }));
      await gate.run(pass);
    }
    expect(scopes.slice(2)).toEqual([new Set(['101']), new Set(['101']), new Set(['101']), 'all']);
  });

  it('a replica that stops leading forgets, so it makes a full pass at once when it leads again', async () => {
    const watch = new FinishWatch();
    const gate = watch.gate({ fullEveryMs: 60_000, now: () => 0 });
    await gate.run(async () => {});
    let leads = false;
    const onlyWhen = leading(() => leads, gate);
    watch.onPatch(listPut({ state: FootballState.Finished }));
    expect(onlyWhen()).toBe(false);
    leads = true;
    expect(onlyWhen()).toBe(true);
    let scope: PassScope | null = null;
    await gate.run(async (s) => {
      scope = s;
    });
    expect(scope).toBe('all');
  });

  it('repeatLeaderPasses passes only on the turns after an end, over those matches, and fully at the limit', async () => {
    vi.useFakeTimers();
    const watch = new FinishWatch();
    const scopes: PassScope[] = [];
    const job = repeatLeaderPasses(
      10_000,
      async (scope) => {
        scopes.push(scope);
      },
      { onError: () => {}, gate: watch.gate({ fullEveryMs: 120_000 }) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(scopes).toEqual(['all']);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(scopes).toHaveLength(1);
    watch.onPatch(listPut({ state: FootballState.Finished }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scopes).toEqual(['all', new Set(['101'])]);
    // The next full pass comes 120 s after the last full one, not after the last pass.
    await vi.advanceTimersByTimeAsync(50_000);
    expect(scopes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scopes).toEqual(['all', new Set(['101']), 'all']);
    await job.stop();
  });

  it('a replica that takes office starts passing within LEADER_LOOK_MS, not one interval later', async () => {
    vi.useFakeTimers();
    let leads = false;
    const passes: number[] = [];
    const t0 = Date.now();
    const job = repeatLeaderPasses(
      60_000,
      async () => {
        passes.push(Date.now() - t0);
      },
      { onError: () => {}, isLeader: () => leads },
    );
    await vi.advanceTimersByTimeAsync(90_000);
    expect(passes).toEqual([]);
    leads = true;
    await vi.advanceTimersByTimeAsync(LEADER_LOOK_MS);
    expect(passes).toEqual([90_000 + LEADER_LOOK_MS]);
    // Leading, it keeps the job's own pace.
    await vi.advanceTimersByTimeAsync(59_000);
    expect(passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toHaveLength(2);
    await job.stop();
  });

  it('with a gate, a leader’s turn with no pass due keeps the interval; a follower looks again sooner', async () => {
    vi.useFakeTimers();
    const watch = new FinishWatch();
    let leads = true;
    const passes: PassScope[] = [];
    const job = repeatLeaderPasses(
      10_000,
      async (scope) => {
        passes.push(scope);
      },
      { onError: () => {}, isLeader: () => leads, gate: watch.gate({ fullEveryMs: 600_000 }) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toEqual(['all']);
    // An end seen just after a turn waits for the next turn, 10 s on.
    await vi.advanceTimersByTimeAsync(1);
    watch.onPatch(listPut({ state: FootballState.Finished }));
    await vi.advanceTimersByTimeAsync(LEADER_LOOK_MS);
    expect(passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(passes).toEqual(['all', new Set(['101'])]);
    // Office lost and regained: the gate forgot, so the first pass back is full, within a second.
    leads = false;
    await vi.advanceTimersByTimeAsync(10_000);
    leads = true;
    await vi.advanceTimersByTimeAsync(LEADER_LOOK_MS);
    expect(passes).toEqual(['all', new Set(['101']), 'all']);
    await job.stop();
  });

  it('an arrival gate passes after a row new to the list that has not kicked off, not after ends, moves or rows that arrive running', async () => {
    const watch = new FinishWatch();
    const arrivals = watch.gate({ waitFor: 'arrived', fullEveryMs: 60_000, now: () => 0 });
    const ends = watch.gate({ fullEveryMs: 60_000, now: () => 0 });
    await arrivals.run(async () => {});
    await ends.run(async () => {});
    const list = listChannel('football');
    watch.onPatch(listPut({ state: FootballState.Finished }));
    watch.onPatch(listPut({ state: FootballState.NotStarted })); // a known row back to 未开 (推迟 undone): no arrival
    watch.onPatch(patch(list, { '2': { id: '2', state: FootballState.FirstHalf } }));
    watch.onPatch(patch(listChannel('basketball'), { '9': { id: '9', state: 0 } }));
    expect(arrivals.due()).toBe(false);
    expect(ends.due()).toBe(true);
    watch.onPatch(
      patch(list, { '3': { id: '3', state: FootballState.NotStarted }, '4': { id: '4', state: 0 } }),
    );
    expect(arrivals.due()).toBe(true);
    let scope: PassScope | null = null;
    await arrivals.run(async (s) => {
      scope = s;
    });
    expect(scope).toEqual(new Set(['3', '4']));
    expect(arrivals.due()).toBe(false);
  });

  it('stopping a job closes its gate: it stops collecting, and the watch keeps no sink for it', async () => {
    vi.useFakeTimers();
    const watch = new FinishWatch();
    const job = repeatLeaderPasses(10_000, async () => {}, { onError: () => {}, gate: watch.gate() });
    const other = watch.gate({ waitFor: 'arrived' });
    expect(watch.openGates()).toBe(2);
    await job.stop();
    expect(watch.openGates()).toBe(1);
    other.close();
    expect(watch.openGates()).toBe(0);
  });

  it('without a gate every turn is a full pass, as before', async () => {
    vi.useFakeTimers();
    const scopes: PassScope[] = [];
    const job = repeatLeaderPasses(
      10_000,
      async (scope) => {
        scopes.push(scope);
      },
      { onError: () => {} },
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(scopes).toEqual(['all', 'all', 'all', 'all']);
    await job.stop();
  });
});
