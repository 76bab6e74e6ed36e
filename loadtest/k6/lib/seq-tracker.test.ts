import { describe, expect, it } from 'vitest';
import {
  createSeqTracker,
  onPatch,
  onSnapshot,
  onSubscribed,
  positionOf,
  resumeAt,
  sumCounts,
} from './seq-tracker.js';

const CH = 'football:list';

describe('seq accounting ([P4] epoch, [P5] seq)', () => {
  it('[P5] counts patches that follow the snapshot one by one as delivered', () => {
    const t = createSeqTracker();
    onSnapshot(t, CH, 'e1', 10);
    expect([11, 12, 13].map((seq) => onPatch(t, CH, 'e1', seq))).toEqual(['next', 'next', 'next']);
    expect(t.counts.delivered).toBe(3);
    expect(positionOf(t, CH)).toEqual({ epoch: 'e1', seq: 13 });
  });

  it('[P5] a seq jump is one gap, and later patches are held until the resubscribe is answered', () => {
    const t = createSeqTracker();
    onSnapshot(t, CH, 'e1', 10);
    expect(onPatch(t, CH, 'e1', 12)).toBe('gap');
    expect(onPatch(t, CH, 'e1', 13)).toBe('held');
    expect(t.counts).toMatchObject({ gaps: 1, held: 1, delivered: 0 });
    // The client resubscribes with its last position; the gateway replays 11..13.
    expect(positionOf(t, CH)).toEqual({ epoch: 'e1', seq: 10 });
    onSubscribed(t, CH, { mode: 'replay', epoch: 'e1', seq: 13 });
    expect([11, 12, 13].map((seq) => onPatch(t, CH, 'e1', seq))).toEqual(['next', 'next', 'next']);
    expect(t.counts).toMatchObject({ gaps: 1, delivered: 3, replays: 1 });
  });

  it('[P5] seq at or below the last one is a duplicate and does not move the position', () => {
    const t = createSeqTracker();
    onSnapshot(t, CH, 'e1', 5);
    onPatch(t, CH, 'e1', 6);
    expect(onPatch(t, CH, 'e1', 6)).toBe('duplicate');
    expect(onPatch(t, CH, 'e1', 2)).toBe('duplicate');
    expect(t.counts).toMatchObject({ duplicates: 2, delivered: 1, gaps: 0 });
    expect(positionOf(t, CH)?.seq).toBe(6);
  });

  it('[P7] patches before the first snapshot or ack are early, not gaps', () => {
    const t = createSeqTracker();
    expect(onPatch(t, CH, 'e1', 99)).toBe('early');
    expect(t.counts).toMatchObject({ early: 1, gaps: 0 });
  });

  it('[P7] a snapshot ack sets the position; a snapshot arriving after newer patches does not move it back', () => {
    const t = createSeqTracker();
    onSubscribed(t, CH, { mode: 'snapshot', epoch: 'e1', seq: 20 });
    expect(onPatch(t, CH, 'e1', 21)).toBe('next');
    onSnapshot(t, CH, 'e1', 20);
    expect(positionOf(t, CH)).toEqual({ epoch: 'e1', seq: 21 });
    expect(onPatch(t, CH, 'e1', 22)).toBe('next');
  });

  it('[P7] a replay ack does not skip the replayed patches that follow it', () => {
    const t = createSeqTracker();
    onSnapshot(t, CH, 'e1', 3);
    onSubscribed(t, CH, { mode: 'replay', epoch: 'e1', seq: 6 });
    expect([4, 5, 6].map((seq) => onPatch(t, CH, 'e1', seq))).toEqual(['next', 'next', 'next']);
    expect(t.counts.duplicates).toBe(0);
  });

  it('[P4] a patch from another epoch asks for a snapshot once; the snapshot restarts the count', () => {
    const t = createSeqTracker();
    onSnapshot(t, CH, 'e1', 50);
    expect(onPatch(t, CH, 'e2', 1)).toBe('epoch');
    expect(onPatch(t, CH, 'e2', 2)).toBe('held');
    onSubscribed(t, CH, { mode: 'snapshot', epoch: 'e2', seq: 2 });
    expect(onPatch(t, CH, 'e2', 3)).toBe('next');
    expect(t.counts).toMatchObject({ epochChanges: 1, held: 1, delivered: 1 });
  });

  it('[P7] a client resuming at a borrowed position counts the replayed patches as delivered', () => {
    const t = createSeqTracker();
    resumeAt(t, CH, { epoch: 'e1', seq: 30 });
    onSubscribed(t, CH, { mode: 'replay', epoch: 'e1', seq: 32 });
    expect([31, 32].map((seq) => onPatch(t, CH, 'e1', seq))).toEqual(['next', 'next']);
    resumeAt(t, CH, { epoch: 'e1', seq: 5 });
    expect(positionOf(t, CH)?.seq).toBe(32);
  });

  it('keeps channels independent', () => {
    const t = createSeqTracker();
    onSnapshot(t, 'a', 'e1', 1);
    onSnapshot(t, 'b', 'e1', 100);
    expect(onPatch(t, 'a', 'e1', 2)).toBe('next');
    expect(onPatch(t, 'b', 'e1', 101)).toBe('next');
    expect(onPatch(t, 'b', 'e1', 2)).toBe('duplicate');
  });

  it('sums the counts of many connections', () => {
    const a = createSeqTracker();
    const b = createSeqTracker();
    onSnapshot(a, CH, 'e', 0);
    onSnapshot(b, CH, 'e', 0);
    onPatch(a, CH, 'e', 1);
    onPatch(b, CH, 'e', 2);
    expect(sumCounts([a.counts, b.counts])).toMatchObject({ delivered: 1, gaps: 1, snapshots: 2 });
  });
});
