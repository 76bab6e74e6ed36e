import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMemoryBackend } from '../store/memory-store.ts';
import { connectTestRedis, testPrefix } from '../store/test-redis.ts';
import { resendLastPatches } from './resend-last-patch.ts';
import { type FanOutNode, startFanOutNode } from './testing/fan-out-node.ts';
import { RawWsClient } from './testing/raw-ws-client.ts';

const ROOM = 'football:match:f1';

describe('a replica whose Redis subscriber lost its connection', () => {
  const prefix = testPrefix();
  let redis: Redis;
  let a: FanOutNode;
  let b: FanOutNode;
  let onB: RawWsClient;

  beforeAll(async () => {
    redis = connectTestRedis();
    a = await startFanOutNode({ fanOut: 'gateway', redis, prefix });
    b = await startFanOutNode({ fanOut: 'gateway', redis, prefix });
    onB = await RawWsClient.connect(b.port, `rooms=${ROOM},not-a-channel`);
    await Promise.all([a.fanOut.ready(ROOM), b.fanOut.ready(ROOM)]);
  });
  afterAll(async () => {
    onB?.close();
    await Promise.all([a?.close(), b?.close()]);
    redis?.disconnect();
  });

  it('is told its live rooms once subscribed again (broadcasts of the gap never came), and receives again', async () => {
    const told = new Promise<string[]>((resolve) => b.fanOut.onResubscribed(resolve));
    // Only this test's subscribers: other suites share the Redis server.
    const list = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${prefix}:fan-out-sub `))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
    expect(ids.length).toBe(2);
    for (const id of ids) await redis.call('CLIENT', 'KILL', 'ID', String(id));
    expect(await told).toEqual([ROOM]);
    a.io.to(ROOM).emit('patch', { seq: 2 } as never);
    await onB.waitFor((f) => f.text === '42["patch",{"seq":2}]');
  });
});

describe('resendLastPatches', () => {
  it("sends each room's newest patch to this replica's sockets: the one a patch behind applies it, one further behind sees the gap", async () => {
    const node = await startFanOutNode({ fanOut: 'gateway' });
    const client = await RawWsClient.connect(node.port, `rooms=${ROOM}`);
    try {
      const { store } = createMemoryBackend();
      for (let v = 1; v <= 3; v++)
        await store.apply({ channel: ROOM, records: { info: { v } }, mode: 'upsert' });
      await resendLastPatches(node.io, store, [ROOM, 'football:match:empty'], createLogger('silent', 'test'));
      const frame = await client.waitFor((f) => f.text.startsWith('42["patch"'));
      expect(JSON.parse(frame.text.slice(2))[1]).toMatchObject({ channel: ROOM, seq: 3 });
    } finally {
      client.close();
      await node.close();
    }
  });
});
