import { type ChannelState, type Patch, parseChannel } from '@kuyi/shared';
import type { IoServer } from '../plugin.ts';
import type { LiveStore } from '../store/live-store.ts';
import type { LiveMetrics } from './live-metrics.ts';

export interface LiveWriter {
  /** Diffs `records` into `channel` under the leader's fencing token and broadcasts the patch, if any. */
  write(
    channel: string,
    records: ChannelState,
    mode: 'upsert' | 'replace',
    options?: { keepPrefix?: string; pollStart?: number },
  ): Promise<Patch | null>;
}

/** The leader's only way to change live state: store (atomic diff, seq, history) then one room broadcast. */
export function createLiveWriter(
  io: IoServer,
  store: LiveStore,
  metrics: LiveMetrics,
  fence: number,
): LiveWriter {
  return {
    async write(channel, records, mode, options = {}) {
      const { patch } = await store.apply({ channel, records, mode, keepPrefix: options.keepPrefix, fence });
      if (!patch) return null;
      // One emit per room: socket.io encodes the packet once for every socket of every replica.
      io.to(channel).emit('patch', patch);
      metrics.patches.inc({ kind: parseChannel(channel)?.kind ?? 'unknown' });
      if (options.pollStart !== undefined)
        metrics.pollToEmit.observe((Date.now() - options.pollStart) / 1000);
      return patch;
    },
  };
}
