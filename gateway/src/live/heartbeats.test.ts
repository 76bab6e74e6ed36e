import { EventEmitter } from 'node:events';
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HeartbeatEngine, type HeartbeatSocket, installHeartbeats, PING_FRAME } from './heartbeats.ts';
import { type FanOutNode, startFanOutNode } from './testing/fan-out-node.ts';
import { RawWsClient } from './testing/raw-ws-client.ts';

const PING_INTERVAL = 25_000;
const PING_TIMEOUT = 20_000;

/** An engine.io 6 socket as far as the wheel sees it: what it wrote, and how it was closed. */
class FakeSocket extends EventEmitter implements HeartbeatSocket {
  protocol = 4;
  readyState = 'open';
  writeBuffer: unknown[] = [];
  pingIntervalTimer: NodeJS.Timeout | null = setTimeout(() => {}, 1e9);
  pingTimeoutTimer: NodeJS.Timeout | null = null;
  direct: Buffer[] = [];
  viaEngine: string[] = [];
  closedWith: string | null = null;
  transport = {
    name: 'websocket',
    socket: { readyState: 1, _sender: { sendFrame: (list: Buffer[]) => this.direct.push(...list) } },
  };
  schedulePing(): void {
    throw new Error('engine.io timer armed');
  }
  resetPingTimeout(): void {
    throw new Error('engine.io timer armed');
  }
  sendPacket(type: 'ping'): void {
    this.viaEngine.push(type);
  }
  onClose(reason: string): void {
    this.readyState = 'closed';
    this.closedWith = reason;
    this.emit('close', reason);
  }
  /** What engine.io's onPacket emits for a packet from the client. */
  receive(type: string): void {
    this.emit('packet', { type });
    if (type === 'pong') this.emit('heartbeat');
  }
  get pings(): number {
    return this.direct.length + this.viaEngine.length;
  }
}

function fakeEngine(): HeartbeatEngine & EventEmitter {
  const engine = new EventEmitter() as HeartbeatEngine & EventEmitter;
  engine.opts = { pingInterval: PING_INTERVAL, pingTimeout: PING_TIMEOUT };
  return engine;
}

describe('the heartbeat wheel (heartbeats.ts), on fake sockets and a fake clock', () => {
  let engine: ReturnType<typeof fakeEngine>;
  let wheel: ReturnType<typeof installHeartbeats>;
  /** A new socket, connected now. */
  const connect = () => {
    const socket = new FakeSocket();
    engine.emit('connection', socket);
    return socket;
  };
  beforeEach(() => {
    vi.useFakeTimers();
    engine = fakeEngine();
    wheel = installHeartbeats(engine);
  });
  afterEach(() => {
    wheel.stop();
    vi.useRealTimers();
  });

  it('pings each socket pingInterval after it connected and every pingInterval after, sockets staying spread', () => {
    const early = connect();
    vi.advanceTimersByTime(10_000);
    const late = connect();
    vi.advanceTimersByTime(PING_INTERVAL - 10_000 - 1000);
    expect([early.pings, late.pings]).toEqual([0, 0]);
    vi.advanceTimersByTime(1000);
    expect([early.pings, late.pings]).toEqual([1, 0]);
    early.receive('pong');
    vi.advanceTimersByTime(10_000);
    expect([early.pings, late.pings]).toEqual([1, 1]);
    late.receive('pong');
    vi.advanceTimersByTime(PING_INTERVAL - 10_000);
    expect([early.pings, late.pings]).toEqual([2, 1]);
    expect(wheel.size).toBe(2);
  });

  it('takes engine.io’s own per-socket timers away (they would ping a second time)', () => {
    const socket = connect();
    expect(socket.pingIntervalTimer).toBeNull();
    expect(() => {
      socket.schedulePing();
      socket.resetPingTimeout();
    }).not.toThrow();
  });

  it('writes the pre-encoded ping frame directly, but through engine.io while packets wait there', () => {
    const idle = connect();
    const busy = connect();
    busy.writeBuffer.push({ type: 'message' });
    vi.advanceTimersByTime(PING_INTERVAL);
    expect(idle.direct).toEqual([PING_FRAME]);
    expect(idle.viaEngine).toEqual([]);
    expect(busy.direct).toEqual([]);
    expect(busy.viaEngine).toEqual(['ping']);
  });

  it('drops a socket pingTimeout after an unanswered ping, with engine.io’s reason, and forgets it', () => {
    const silent = connect();
    const answering = connect();
    vi.advanceTimersByTime(PING_INTERVAL);
    answering.receive('pong');
    vi.advanceTimersByTime(PING_TIMEOUT - 1000);
    expect(silent.closedWith).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(silent.closedWith).toBe('ping timeout');
    expect(answering.closedWith).toBeNull();
    expect(wheel.size).toBe(1);
  });

  it('extends a pong deadline once when another packet arrives meanwhile, as engine.io does', () => {
    const socket = connect();
    vi.advanceTimersByTime(PING_INTERVAL);
    vi.advanceTimersByTime(10_000);
    socket.receive('message');
    vi.advanceTimersByTime(PING_TIMEOUT - 1000);
    socket.receive('message'); // a second packet does not extend it again
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(socket.closedWith).toBe('ping timeout');
    // Its turn came round meanwhile (at 2 × pingInterval), but no ping goes out while one is unanswered.
    expect(socket.pings).toBe(1);
  });

  it('leaves a socket it does not know (protocol v3) to engine.io', () => {
    const old = new FakeSocket();
    old.protocol = 3;
    const timer = old.pingIntervalTimer;
    engine.emit('connection', old);
    expect(old.pingIntervalTimer).toBe(timer);
    vi.advanceTimersByTime(PING_INTERVAL * 2);
    expect(old.pings).toBe(0);
    expect(wheel.size).toBe(0);
  });
});

describe('the heartbeat wheel on a real socket.io server', () => {
  // Short intervals so a case sees several pings; a pong deadline long enough that a loaded machine's pauses
  // (two CI runs on two cores) do not drop an answering client: 200 ms did, 1 run in ~3 at that load.
  const engine = { pingInterval: 300, pingTimeout: 1_500 };
  let ours: FanOutNode;
  let reference: FanOutNode;
  const raws: RawWsClient[] = [];
  const clients: ClientSocket[] = [];

  beforeAll(async () => {
    ours = await startFanOutNode({ fanOut: 'gateway', engine });
    reference = await startFanOutNode({ fanOut: 'socket.io', engine });
  });
  afterAll(async () => {
    for (const c of raws) c.close();
    for (const c of clients) c.disconnect();
    await Promise.all([ours.close(), reference.close()]);
  });

  it('a ping is the same bytes engine.io writes', async () => {
    const [a, b] = [await RawWsClient.connect(ours.port), await RawWsClient.connect(reference.port)];
    raws.push(a, b);
    const ping = (f: { text: string }) => f.text === '2';
    const [mine, theirs] = await Promise.all([a.waitFor(ping), b.waitFor(ping)]);
    expect(mine.bytes).toEqual(theirs.bytes);
    expect(mine.bytes).toEqual(PING_FRAME);
  });

  it('a socket.io client that answers stays connected over many intervals', async () => {
    const client = connectClient(`http://127.0.0.1:${ours.port}`, {
      transports: ['websocket'],
      reconnection: false,
    });
    clients.push(client);
    let pings = 0;
    client.io.on('ping', () => pings++);
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    const disconnects: string[] = [];
    client.on('disconnect', (reason) => disconnects.push(reason));
    await new Promise((resolve) => setTimeout(resolve, engine.pingInterval * 6));
    expect(disconnects).toEqual([]);
    expect(client.connected).toBe(true);
    expect(pings).toBeGreaterThanOrEqual(3);
  });

  it('a client that never answers is dropped with reason “ping timeout”, not before pingTimeout', async () => {
    const silent = await RawWsClient.connect(ours.port);
    raws.push(silent);
    const server = [...ours.io.of('/').sockets.values()].at(-1)!;
    const reason = new Promise<string>((resolve) => server.once('disconnect', resolve));
    await silent.waitFor((f) => f.text === '2');
    const pinged = Date.now();
    expect(await reason).toBe('ping timeout');
    // The deadline is checked against the ping's send time, so the drop can never come early.
    expect(Date.now() - pinged).toBeGreaterThanOrEqual(engine.pingTimeout - 5);
    // The server starts the websocket closing handshake (a close frame), which this raw client never answers.
    await silent.waitFor((f) => f.bytes[0] === 0x88);
  });
});
