import type { Patch, Snapshot, StaleNotice, SubscribeAck, SubscribeRequest } from '@kuyi/shared';
import { map, NEVER, type Observable, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { type SyncOutput, syncChannel } from './channel-sync.ts';
import type { LiveTransport } from './live-transport.ts';
import { throttleToFrames } from './throttle-to-frames.ts';

const CH = 'football:list';
const snap = (seq: number, score: number, epoch = 'e1'): Snapshot => ({
  channel: CH,
  epoch,
  seq,
  ts: 0,
  state: { m1: { homeScore: score } },
});
const patch = (seq: number, score: number, epoch = 'e1'): Patch => ({
  channel: CH,
  epoch,
  seq,
  ts: 0,
  put: { m1: { homeScore: score } },
});

function fakeTransport(
  parts: {
    snapshots$?: Observable<Snapshot>;
    patches$?: Observable<Patch>;
    connected$?: Observable<boolean>;
    ack?: (r: SubscribeRequest) => SubscribeAck;
  },
  requests: SubscribeRequest[],
): LiveTransport {
  return {
    snapshots$: parts.snapshots$ ?? NEVER,
    patches$: parts.patches$ ?? NEVER,
    stale$: NEVER as Observable<StaleNotice>,
    connected$: parts.connected$ ?? of(true),
    subscribe(r) {
      requests.push(r);
      return of(parts.ack?.(r) ?? { ok: true, mode: 'snapshot', epoch: 'e1', seq: 0 });
    },
    unsubscribe() {},
  };
}

/** Sync outputs as the home score, so marbles stay readable. */
const scores = (o: SyncOutput) => (o.kind === 'state' ? o.state.m1?.homeScore : o.kind);

describe('syncChannel', () => {
  it('[P5] applies patches in seq order after the snapshot and ignores duplicates', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ hot, expectObservable }) => {
      const snapshots$ = hot('-a-------', { a: snap(3, 0) });
      const patches$ = hot('  ---b-c-d-', { b: patch(4, 1), c: patch(4, 1), d: patch(5, 2) });
      const out = syncChannel(fakeTransport({ snapshots$, patches$ }, []), CH);
      expectObservable(out.pipe(map(scores))).toBe('-x-y---z-', { x: 0, y: 1, z: 2 });
    });
  });

  it('[P5] holds back patches that overtake the snapshot and applies the newer ones after it', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ hot, expectObservable }) => {
      const patches$ = hot('  -a-b---', { a: patch(3, 9), b: patch(5, 2) });
      const snapshots$ = hot('-----s-', { s: snap(4, 1) });
      const out = syncChannel(fakeTransport({ snapshots$, patches$ }, []), CH);
      expectObservable(out.pipe(map(scores))).toBe('-----x-', { x: 2 });
    });
  });

  it('[P5] a gap in seq re-subscribes with the last epoch and seq, and the replay fills it', () => {
    const requests: SubscribeRequest[] = [];
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ hot, expectObservable, flush }) => {
      const snapshots$ = hot('-a------', { a: snap(1, 0) });
      // seq 3 arrives before 2: the driver asks for a replay from seq 1, which sends 2.
      const patches$ = hot('  ---c-b--', { c: patch(3, 3), b: patch(2, 2) });
      const out = syncChannel(fakeTransport({ snapshots$, patches$ }, requests), CH);
      expectObservable(out.pipe(map(scores))).toBe('-x---y--', { x: 0, y: 3 });
      flush();
    });
    expect(requests).toEqual([{ channel: CH }, { channel: CH, epoch: 'e1', seq: 1 }]);
  });

  it('[P4] a patch from a new epoch asks for a snapshot and the snapshot replaces the state', () => {
    const requests: SubscribeRequest[] = [];
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ hot, expectObservable, flush }) => {
      const snapshots$ = hot('-a----s-', { a: snap(7, 1), s: snap(1, 5, 'e2') });
      const patches$ = hot('  ---p----', { p: patch(1, 4, 'e2') });
      const out = syncChannel(fakeTransport({ snapshots$, patches$ }, requests), CH);
      expectObservable(out.pipe(map(scores))).toBe('-x----y-', { x: 1, y: 5 });
      flush();
    });
    expect(requests[1]).toEqual({ channel: CH, epoch: 'e1', seq: 7 });
  });

  it('[P7] re-subscribes on every reconnect with the last epoch and seq so the gateway can replay', () => {
    const requests: SubscribeRequest[] = [];
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ hot, flush }) => {
      const connected$ = hot('t---f-t', { t: true, f: false });
      const snapshots$ = hot('-a-----', { a: snap(2, 0) });
      const patches$ = hot('  --b----', { b: patch(3, 1) });
      syncChannel(fakeTransport({ snapshots$, patches$, connected$ }, requests), CH).subscribe();
      flush();
    });
    expect(requests).toEqual([{ channel: CH }, { channel: CH, epoch: 'e1', seq: 3 }]);
  });

  it('[P8] a refused subscribe is reported and retried later', () => {
    const requests: SubscribeRequest[] = [];
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ expectObservable, flush }) => {
      const ack = (): SubscribeAck =>
        requests.length === 1
          ? { ok: false, error: 'RATE_LIMITED', message: '请求过于频繁，请稍后再试' }
          : { ok: true, mode: 'snapshot', epoch: 'e1', seq: 0 };
      const out = syncChannel(fakeTransport({ ack }, requests), CH);
      expectObservable(out.pipe(map(scores)), '^ 6s !').toBe('r', { r: 'refused' });
      flush();
    });
    expect(requests).toHaveLength(2);
  });
});

describe('throttleToFrames', () => {
  it('renders at most once per animation frame, with the latest state', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ cold, animate, expectObservable }) => {
      animate('           -----x---x---x');
      const source = cold('-abc-----d---');
      expectObservable(source.pipe(throttleToFrames())).toBe('-----c-------d');
    });
  });
});
