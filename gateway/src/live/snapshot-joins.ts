import type { IoServer, IoSocket } from '../plugin.ts';
import type { CatchUp, LiveStore } from '../store/live-store.ts';

type SnapshotCatchUp = Extract<CatchUp, { mode: 'snapshot' }>;

interface Waiter {
  socket: IoSocket;
  /** Runs synchronously right after the snapshot was written to this socket (the ack goes out here). */
  done(caught: SnapshotCatchUp): void;
  /** The socket left before the read returned: nothing to write, the join just ends. */
  gone(): void;
  failed(err: unknown): void;
}

/**
 * How long the first fresh joiner of a channel waits for others to share its read: far below what the
 * page takes to download a list snapshot, and at a match day's opening a few joiners arrive per millisecond.
 */
const JOIN_WINDOW_MS = 10;

interface Batch {
  waiters: Waiter[];
}

/**
 * Snapshot joins of one channel share one store read and one encoding ([P10]). When a match day opens,
 * thousands of pages ask for the same 200 KB list within seconds; reading and serialising it per socket made
 * the joins, not the fan-out, the limit. Joiners are collected for JOIN_WINDOW_MS (longer while the previous
 * read of their channel is still in flight), read once, and sent the snapshot by one local broadcast
 * to their socket ids, which socket.io encodes once.
 *
 * Ordering ([P7]) holds because a waiter is only added after its socket joined the channel's room, and a
 * batch reads only after every waiter in it was added: each socket is in the room before the read, so no
 * patch newer than the snapshot can miss it, and snapshot and ack are written in one synchronous step.
 */
export function createSnapshotJoins(io: IoServer, store: LiveStore, onRead: () => void = () => {}) {
  const reading = new Set<string>();
  const next = new Map<string, Batch>();

  const run = async (channel: string) => {
    const batch = next.get(channel);
    if (!batch) return;
    next.delete(channel);
    reading.add(channel);
    try {
      onRead();
      const caught = await store.catchUp(channel);
      if (caught.mode !== 'snapshot')
        throw new Error(`catchUp of ${channel} without a resume point replayed`);
      // From here on synchronous: nothing else can be written to these sockets in between.
      const live = batch.waiters.filter((w) => w.socket.connected);
      if (live.length > 0) io.local.to(live.map((w) => w.socket.id)).emit('snapshot', caught.snapshot);
      for (const w of batch.waiters) {
        if (w.socket.connected) w.done(caught);
        else w.gone();
      }
    } catch (err) {
      for (const w of batch.waiters) w.failed(err);
    } finally {
      reading.delete(channel);
      if (next.has(channel)) setImmediate(() => void run(channel));
    }
  };

  return {
    /** Resolves once the snapshot and `done`'s ack were written, or rejects when the read failed. */
    join(channel: string, socket: IoSocket, done: (caught: SnapshotCatchUp) => void): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        let batch = next.get(channel);
        if (!batch) {
          batch = { waiters: [] };
          next.set(channel, batch);
          if (!reading.has(channel)) setTimeout(() => void run(channel), JOIN_WINDOW_MS);
        }
        batch.waiters.push({
          socket,
          done: (caught) => {
            done(caught);
            resolve();
          },
          gone: resolve,
          failed: reject,
        });
      });
    },
  };
}
