import { applyPatch, type ChannelState } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../store/memory-store.ts';
import { LiveBatch } from './live-batch.ts';
import type { LiveWriter } from './live-writer.ts';

/** A writer over the real memory store that records what was written, without any socket. */
function recordingWriter() {
  const { store } = createMemoryBackend();
  const writes: string[] = [];
  const writer: LiveWriter = {
    async write(channel, records, mode, options = {}) {
      writes.push(channel);
      const { patch } = await store.apply({ channel, records, mode, keepPrefix: options.keepPrefix });
      return patch;
    },
  };
  return { store, writer, writes };
}

describe('LiveBatch', () => {
  it('[P5] commentary lines and a header refresh of one match in one poll make one patch with both', async () => {
    const { store, writer, writes } = recordingWriter();
    const channel = 'football:match:1';
    await store.apply({
      channel,
      records: { info: { s: 0 }, 'w:1': { t: 'a' }, 'ev:9': { k: 'x' } },
      mode: 'upsert',
    });
    const batch = new LiveBatch(writer, 0);
    batch.add(channel, { 'w:2': { t: 'b' } }, 'upsert');
    batch.add(channel, { info: { s: 1 } }, 'replace', 'w:');
    await batch.flushAll();
    expect(writes).toEqual([channel]);
    const caught = await store.catchUp(channel);
    expect(caught.mode === 'snapshot' && caught.snapshot.state).toEqual({
      info: { s: 1 },
      'w:1': { t: 'a' },
      'w:2': { t: 'b' },
    });
    expect(caught.seq).toBe(2);
  });

  it('[P5] the change rows and the reconcile of one list in one poll make one patch equal to the reconcile', async () => {
    const { store, writer } = recordingWriter();
    const channel = 'football:list';
    const before: ChannelState = { m1: { a: 1 }, m2: { a: 1 } };
    await store.apply({ channel, records: before, mode: 'replace' });
    const batch = new LiveBatch(writer, 0);
    batch.add(channel, { m2: { a: 2 }, m9: { a: 9 } }, 'upsert');
    batch.add(channel, { m1: { a: 1 }, m2: { a: 3 } }, 'replace');
    const patch = await batch.flush(channel);
    expect(patch?.seq).toBe(2);
    expect(applyPatch(before, patch!)).toEqual({ m1: { a: 1 }, m2: { a: 3 } });
    expect(await batch.flush(channel)).toBeNull();
  });
});
