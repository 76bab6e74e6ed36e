import {
  type ClientToServerEvents,
  PROTOCOL_VERSION,
  type ReloadNotice,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@kuyi/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFeed, startFakeFeed } from './testing/fake-feed.ts';
import { type Harness, startGateways } from './testing/gateway-harness.ts';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('[P12] the live protocol carries a version; a client built for another one is told to reload', () => {
  let feed: FakeFeed;
  let harness: Harness;
  const sockets: LiveSocket[] = [];
  const open = (handshake: { auth?: Record<string, unknown>; query?: Record<string, string> }) => {
    const socket: LiveSocket = io(harness.gateways[0]!.url, {
      transports: ['websocket'],
      reconnection: false,
      ...handshake,
    });
    sockets.push(socket);
    return socket;
  };
  /** What the gateway answers a handshake with: a reload notice (then the close), or a working subscription. */
  const outcome = (socket: LiveSocket) =>
    new Promise<{ reload: ReloadNotice | null; disconnected: string | null; ack: SubscribeAck | null }>(
      (resolve) => {
        let reload: ReloadNotice | null = null;
        socket.on('reload', (n) => {
          reload = n;
        });
        socket.on('disconnect', (reason) => resolve({ reload, disconnected: reason, ack: null }));
        socket.on('connect', () => {
          socket.timeout(20_000).emit('subscribe', { channel: 'football:list' }, (err, ack) => {
            if (!err) resolve({ reload, disconnected: null, ack });
          });
        });
      },
    );

  beforeAll(async () => {
    feed = await startFakeFeed({ seed: 7 });
    harness = await startGateways(feed.url, { redis: false });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await harness.stop();
    await feed.close();
  });

  it('an older version gets a typed reload notice and is closed before any data', async () => {
    const socket = open({ auth: { protocol: PROTOCOL_VERSION - 1 } });
    let data = 0;
    socket.on('snapshot', () => data++);
    socket.on('patch', () => data++);
    const got = await outcome(socket);
    expect(got.reload).toEqual({ reason: 'protocol', protocol: PROTOCOL_VERSION });
    expect(got.disconnected).toBe('io server disconnect');
    expect(data).toBe(0);
  });

  it('an unknown version (not a whole number, or a newer one) gets the same notice', async () => {
    for (const protocol of ['abc', 1.5, PROTOCOL_VERSION + 1]) {
      const got = await outcome(open({ auth: { protocol } }));
      expect(got.reload).toEqual({ reason: 'protocol', protocol: PROTOCOL_VERSION });
    }
    const byQuery = await outcome(open({ query: { protocol: String(PROTOCOL_VERSION - 1) } }));
    expect(byQuery.reload?.reason).toBe('protocol');
  });

  it('the current version, and an outside client that names none, subscribe as usual', async () => {
    const current = await outcome(open({ auth: { protocol: PROTOCOL_VERSION } }));
    expect(current.reload).toBeNull();
    expect(current.ack).toMatchObject({ ok: true });
    const outside = await outcome(open({}));
    expect(outside.reload).toBeNull();
    expect(outside.ack).toMatchObject({ ok: true });
  });
});
