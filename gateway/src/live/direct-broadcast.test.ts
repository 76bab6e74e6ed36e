import type { Server } from 'socket.io';
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FanOutNode, startFanOutNode } from './testing/fan-out-node.ts';
import { RawWsClient } from './testing/raw-ws-client.ts';

const ROOM = 'football:list';
/** Short, with Chinese text, over 125 bytes (16-bit length) and over 64 KiB (64-bit length): every header. */
const PAYLOADS = [
  { seq: 1, ops: [] },
  { seq: 2, ops: [{ op: 'set', key: 'f1', value: { home: '广州队', away: '上海申花', score: '1-0' } }] },
  { seq: 3, ops: Array.from({ length: 3000 }, (_, i) => ({ op: 'set', key: `m${i}`, value: '完' })) },
];

describe('room broadcasts written below socket.io (direct-broadcast.ts)', () => {
  let direct: FanOutNode;
  let reference: FanOutNode;
  const raws: RawWsClient[] = [];
  const clients: ClientSocket[] = [];
  const raw = async (node: FanOutNode, rooms = ROOM) => {
    const client = await RawWsClient.connect(node.port, `rooms=${encodeURIComponent(rooms)}`);
    raws.push(client);
    return client;
  };
  /** The server side of the most recently connected socket. */
  const lastSocket = (node: FanOutNode) => [...node.io.of('/').sockets.values()].at(-1)!;

  beforeAll(async () => {
    direct = await startFanOutNode({ fanOut: 'gateway' });
    reference = await startFanOutNode({ fanOut: 'socket.io' });
  });
  afterAll(async () => {
    for (const c of raws) c.close();
    for (const c of clients) c.disconnect();
    await Promise.all([direct.close(), reference.close()]);
  });

  it('a client receives byte-identical frames to socket.io’s own path, without engine.io packets', async () => {
    const [ours, theirs] = [await raw(direct), await raw(reference)];
    const engineBefore = direct.engineMessages();
    for (const patch of PAYLOADS) {
      direct.io.to(ROOM).emit('patch', patch as never);
      reference.io.to(ROOM).emit('patch', patch as never);
    }
    const last = (f: { text: string }) => f.text.includes('"seq":3');
    await Promise.all([ours.waitFor(last), theirs.waitFor(last)]);
    expect(ours.frames.map((f) => f.bytes.toString('hex'))).toEqual(
      theirs.frames.map((f) => f.bytes.toString('hex')),
    );
    expect(ours.frames[1]!.text).toBe(`42${JSON.stringify(['patch', PAYLOADS[1]])}`);
    expect(direct.engineMessages()).toBe(engineBefore);
  });

  it('a patch does not overtake packets engine.io still holds for the socket (a snapshot just emitted)', async () => {
    const client = await raw(direct);
    const socket = lastSocket(direct);
    // The first emit goes out and leaves the transport busy until ws calls back; the second waits in engine.io.
    socket.emit('snapshot', { n: 1 } as never);
    socket.emit('snapshot', { n: 2 } as never);
    const engineQueue = (socket.conn as unknown as { writeBuffer: unknown[] }).writeBuffer;
    expect(engineQueue.length).toBeGreaterThan(0);
    direct.io.to(ROOM).emit('patch', { n: 3 } as never);
    // With engine.io's buffer empty but its write still in flight, the direct write is next in line.
    socket.emit('snapshot', { n: 4 } as never);
    await client.waitFor((f) => f.text.includes('"n":4'));
    expect(client.frames.map((f) => f.text)).toEqual([
      '42["snapshot",{"n":1}]',
      '42["snapshot",{"n":2}]',
      '42["patch",{"n":3}]',
      '42["snapshot",{"n":4}]',
    ]);
  });

  it('rooms, except and the whole namespace reach the sockets socket.io would, each once', async () => {
    const join = async (rooms: string) => {
      const client = connectClient(`http://127.0.0.1:${direct.port}`, {
        transports: ['websocket'],
        query: { rooms },
      });
      clients.push(client);
      const got: string[] = [];
      client.onAny((event, body) => {
        if (event === 'patch') got.push((body as { tag: string }).tag);
      });
      await new Promise<void>((resolve) => client.once('connect', () => resolve()));
      return got;
    };
    const [a, b, both, none] = [await join('r1'), await join('r2'), await join('r1,r2'), await join('')];
    const before = direct.delivered.length;
    direct.io
      .to('r1')
      .to('r2')
      .emit('patch', { tag: 'r1|r2' } as never);
    direct.io
      .to('r1')
      .except('r2')
      .emit('patch', { tag: 'r1-r2' } as never);
    direct.io.except('r1').emit('patch', { tag: 'all-r1' } as never);
    direct.io.to('nobody').emit('patch', { tag: 'nobody' } as never);
    direct.io.emit('patch', { tag: 'end' } as never);
    const ended = () => [a, b, both, none].every((got) => got.includes('end'));
    await expect.poll(ended, { timeout: 5_000 }).toBe(true);
    expect(a).toEqual(['r1|r2', 'r1-r2', 'end']);
    expect(b).toEqual(['r1|r2', 'all-r1', 'end']);
    expect(both).toEqual(['r1|r2', 'end']);
    expect(none.filter((t) => t !== 'end')).toEqual(['all-r1']);
    // The delivery counter is told how many sockets each broadcast reached here (raw clients count too).
    const counts = direct.delivered.slice(before).map((d) => d.sockets);
    const sockets = direct.io.of('/').sockets.size;
    expect(counts).toEqual([3, 1, sockets - 2, 0, sockets]);
  });

  it('acknowledged broadcasts keep socket.io’s own path and still collect every answer', async () => {
    const client = connectClient(`http://127.0.0.1:${direct.port}`, {
      transports: ['websocket'],
      query: { rooms: 'ack-room' },
    });
    clients.push(client);
    client.on('ping-room', (ack: (v: string) => void) => ack('pong'));
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    // An event outside the typed protocol: only the mechanism is under test here.
    const untyped = direct.io as unknown as Server;
    const answers = await untyped.to('ack-room').timeout(2_000).emitWithAck('ping-room');
    expect(answers).toEqual(['pong']);
  });
});
