import type { ChannelState, Patch } from '@kuyi/shared';
import type { LiveWriter } from './live-writer.ts';

interface Pending {
  records: ChannelState;
  mode: 'upsert' | 'replace';
  keepPrefix?: string;
}

/**
 * Collects one poll's writes per channel so that every change of a channel from one poll travels as one
 * patch ([P5]): commentary lines and a header refresh of the same match, or the `change` rows and the
 * reconcile of the same list, are merged before the store diffs them.
 */
export class LiveBatch {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly writer: LiveWriter,
    private readonly pollStart: number,
  ) {}

  add(channel: string, records: ChannelState, mode: 'upsert' | 'replace', keepPrefix?: string): void {
    const before = this.pending.get(channel);
    if (!before) {
      this.pending.set(channel, { records: { ...records }, mode, keepPrefix });
    } else if (mode === 'upsert') {
      Object.assign(before.records, records);
    } else {
      // A replace after earlier writes keeps, of those, only what it would keep of the stored state.
      const kept = Object.entries(before.records).filter(([id]) => keepPrefix && id.startsWith(keepPrefix));
      this.pending.set(channel, { records: { ...Object.fromEntries(kept), ...records }, mode, keepPrefix });
    }
  }

  /** Writes one channel now (the list, whose patch says which matches moved). */
  async flush(channel: string): Promise<Patch | null> {
    const write = this.pending.get(channel);
    if (!write) return null;
    this.pending.delete(channel);
    return this.writer.write(channel, write.records, write.mode, {
      keepPrefix: write.keepPrefix,
      pollStart: this.pollStart,
    });
  }

  async flushAll(): Promise<void> {
    for (const channel of [...this.pending.keys()]) {
      await this.flush(channel);
      // Let I/O in between channels: with the in-memory store a write is all microtasks, so a poll that
      // moved a hundred matches otherwise held the event loop for tens of milliseconds, and every REST read
      // and socket ack that arrived meanwhile waited for it (the k6 REST p99). Each channel's patch is
      // atomic on its own; only their interleaving with other work changes.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}
