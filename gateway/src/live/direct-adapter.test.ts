import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis, testPrefix } from '../store/test-redis.ts';
import { type FanOutNode, startFanOutNode } from './testing/fan-out-node.ts';
import { RawWsClient } from './testing/raw-ws-client.ts';

const ROOM = 'football:match:f1';

describe('direct writes behind the Redis sharded adapter, two replicas (direct-adapter.ts)', () => {
  const prefix = testPrefix();
  let redis: Redis;
  let a: FanOutNode;
  let b: FanOutNode;
  let onA: RawWsClient;
  let onB: RawWsClient;
  let vipOnB: RawWsClient;

  beforeAll(async () => {
    redis = connectTestRedis();
    a = await startFanOutNode({ fanOut: 'gateway', redis, prefix });
    b = await startFanOutNode({ fanOut: 'gateway', redis, prefix });
    onA = await RawWsClient.connect(a.port, `rooms=${ROOM}`);
    onB = await RawWsClient.connect(b.port, `rooms=${ROOM}`);
    vipOnB = await RawWsClient.connect(b.port, `rooms=${ROOM},vip`);
    await Promise.all([a.fanOut.ready(ROOM), b.fanOut.ready(ROOM)]);
  });
  afterAll(async () => {
    for (const c of [onA, onB, vipOnB]) c?.close();
    await Promise.all([a?.close(), b?.close()]);
    redis?.disconnect();
  });

  const texts = (client: RawWsClient) => client.frames.map((f) => f.text);

  it('a patch emitted on A reaches the sockets of both replicas, written directly and counted on each', async () => {
    const [engineA, engineB] = [a.engineMessages(), b.engineMessages()];
    const [countedA, countedB] = [a.delivered.length, b.delivered.length];
    a.io.to(ROOM).emit('patch', { seq: 1 } as never);
    const frame = '42["patch",{"seq":1}]';
    for (const client of [onA, onB, vipOnB]) await client.waitFor((f) => f.text === frame);
    expect(onB.frames.at(-1)?.bytes).toEqual(onA.frames.at(-1)?.bytes);
    expect([a.engineMessages(), b.engineMessages()]).toEqual([engineA, engineB]);
    expect(a.delivered.slice(countedA)).toEqual([{ event: 'patch', sockets: 1 }]);
    expect(b.delivered.slice(countedB)).toEqual([{ event: 'patch', sockets: 2 }]);
  });

  it('local broadcasts stay on their replica and except rooms are honoured on the other one', async () => {
    a.io.local.to(ROOM).emit('patch', { tag: 'local' } as never);
    a.io
      .to(ROOM)
      .except('vip')
      .emit('patch', { tag: 'not-vip' } as never);
    // Published after the others on the same sharded channel: once B has it, B has seen all of A's publishes.
    a.io.to(ROOM).emit('patch', { tag: 'end' } as never);
    for (const client of [onA, onB, vipOnB]) await client.waitFor((f) => f.text.includes('"end"'));
    const tagged = (client: RawWsClient) => texts(client).filter((t) => t.includes('tag'));
    expect(tagged(onA)).toEqual([
      '42["patch",{"tag":"local"}]',
      '42["patch",{"tag":"not-vip"}]',
      '42["patch",{"tag":"end"}]',
    ]);
    expect(tagged(onB)).toEqual(['42["patch",{"tag":"not-vip"}]', '42["patch",{"tag":"end"}]']);
    expect(tagged(vipOnB)).toEqual(['42["patch",{"tag":"end"}]']);
  });

  it('other cluster requests still work through the adapter (fetchSockets across replicas)', async () => {
    const sockets = await a.io.in(ROOM).fetchSockets();
    expect(sockets).toHaveLength(3);
  });
});
