import { FINISHED_ROW_SINK_MS } from '@kuyi/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Highlight, type RowModel, RowStore } from './row-store.ts';

interface Row {
  id: string;
  state: number;
  homeScore: number;
  awayScore: number;
  homeCorner: number;
}
const GOAL_FLASH_MS = 15_000;
/** A minimal football-like model: the store itself knows nothing about sports. */
const footballModel: RowModel<Row> = {
  structureKey: (r) => String(r.state),
  isFinished: (r) => r.state === -1,
  detect: (prev, next) => {
    const out: Highlight[] = [];
    if (next.awayScore > prev.awayScore)
      out.push({ id: next.id, key: 'goal', value: 'away', ttl: GOAL_FLASH_MS });
    return out;
  },
};
const footballRow = (over: Partial<Row> & { id: string }): Row => ({
  state: 0,
  homeScore: 0,
  awayScore: 0,
  homeCorner: 0,
  ...over,
});

describe('RowStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('notifies only the rows whose object changed (only changed rows re-render)', () => {
    const store = new RowStore(footballModel);
    const a = footballRow({ id: 'a' });
    const b = footballRow({ id: 'b' });
    store.replace({ a, b }, false);
    const heard: string[] = [];
    store.subscribeRow('a', () => heard.push('a'));
    store.subscribeRow('b', () => heard.push('b'));
    store.replace({ a, b: { ...b, homeCorner: 1 } });
    expect(heard).toEqual(['b']);
  });

  it('update looks only at the rows it is told about: a frame costs the rows that moved', () => {
    const store = new RowStore(footballModel);
    const rows: Record<string, Row> = { a: footballRow({ id: 'a' }), b: footballRow({ id: 'b' }) };
    store.replace(rows, false);
    const heard: string[] = [];
    store.subscribeRow('a', () => heard.push('a'));
    store.subscribeRow('b', () => heard.push('b'));
    let list = 0;
    store.subscribeList(() => list++);
    // The same object, written in place: b changed and a was dropped, but only b is named.
    rows.b = { ...(rows.b as Row), awayScore: 1 };
    delete rows.a;
    store.update(rows, ['b']);
    expect(heard).toEqual(['b']);
    expect(store.getEntry('b')?.flash.marks).toEqual({ goal: 'away' });
    expect(store.getEntry('a')).toBeDefined();
    store.update(rows, ['a']);
    expect(store.getEntry('a')).toBeUndefined();
    expect(list).toBe(1);
  });

  it('tells the list only about structural changes', () => {
    const store = new RowStore(footballModel);
    const a = footballRow({ id: 'a' });
    store.replace({ a }, false);
    let list = 0;
    store.subscribeList(() => list++);
    store.replace({ a: { ...a, homeCorner: 2 } });
    expect(list).toBe(0);
    store.replace({ a: { ...a, state: 1 } });
    store.replace({ a: { ...a, state: 1 }, b: footballRow({ id: 'b' }) });
    expect(list).toBe(2);
    expect(store.getIds()).toEqual(['a', 'b']);
  });

  it('marks a goal for the scoring side, announces it once, and clears the mark in the frame after its time', () => {
    const store = new RowStore(footballModel);
    const a = footballRow({ id: 'a', state: 1 });
    store.replace({ a }, false);
    const announced: string[] = [];
    store.onHighlight((h) => announced.push(`${h.key}:${h.value}`));
    store.replace({ a: { ...a, awayScore: 1 } });
    expect(store.getEntry('a')?.flash.marks.goal).toBe('away');
    expect(announced).toContain('goal:away');
    vi.advanceTimersByTime(GOAL_FLASH_MS);
    expect(store.getEntry('a')?.flash.marks.goal).toBe('away');
    vi.advanceTimersToNextFrame();
    expect(store.getEntry('a')?.flash.marks.goal).toBeUndefined();
  });

  it('clears the marks a change set together in one frame, with one notification per row', () => {
    const twoMarks: RowModel<Row> = {
      ...footballModel,
      detect: (prev, next) => [
        ...(next.awayScore > prev.awayScore ? [{ id: next.id, key: 'goal', value: 'away', ttl: 1_000 }] : []),
        ...(next.homeCorner > prev.homeCorner
          ? [{ id: next.id, key: 'corner', value: 'home', ttl: 1_000 }]
          : []),
      ],
    };
    const store = new RowStore(twoMarks);
    const a = footballRow({ id: 'a', state: 1 });
    const b = footballRow({ id: 'b', state: 1 });
    store.replace({ a, b }, false);
    store.replace({ a: { ...a, awayScore: 1, homeCorner: 1 }, b: { ...b, homeCorner: 1 } });
    const shownBefore = store.getEntry('a')?.flash.marks;
    const heard: string[] = [];
    store.subscribeRow('a', () => heard.push('a'));
    store.subscribeRow('b', () => heard.push('b'));
    vi.advanceTimersByTime(1_000);
    vi.advanceTimersToNextFrame();
    expect(store.getEntry('a')?.flash.marks).toEqual({});
    expect(store.getEntry('b')?.flash.marks).toEqual({});
    // The marks a render already holds are not edited under it.
    expect(shownBefore).toEqual({ goal: 'away', corner: 'home' });
    expect(heard).toEqual(['a', 'b']);
  });

  it('does not flash rows on the first fill', () => {
    const store = new RowStore(footballModel);
    store.replace({ a: footballRow({ id: 'a', homeScore: 3 }) }, false);
    expect(store.getEntry('a')?.flash.marks).toEqual({});
  });

  it(`re-orders the list ${FINISHED_ROW_SINK_MS / 1000} s after a match is seen to finish`, () => {
    let now = 5_000;
    const store = new RowStore(footballModel, () => now);
    const a = footballRow({ id: 'a', state: 3 });
    store.replace({ a }, false);
    store.replace({ a: { ...a, state: -1 } });
    expect(store.getEntry('a')?.flash.finishedAt).toBe(5_000);
    let list = 0;
    store.subscribeList(() => list++);
    now += FINISHED_ROW_SINK_MS + 100;
    vi.advanceTimersByTime(FINISHED_ROW_SINK_MS + 100);
    expect(list).toBe(1);
  });
});
