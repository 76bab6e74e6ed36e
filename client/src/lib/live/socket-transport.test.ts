import { PROTOCOL_VERSION } from '@kuyi/shared';
import { describe, expect, it, vi } from 'vitest';
import { type LiveSocket, socketTransport } from './socket-transport.ts';

/** Just enough of a socket.io socket to play the server's and the browser's events at the transport. */
function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const socket = {
    connected: true,
    on(event: string, fn: (...args: unknown[]) => void) {
      handlers.set(event, fn);
      return socket;
    },
    connect: vi.fn(),
    disconnect: vi.fn(),
  };
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.(...args);
  return {
    socket: socket as unknown as LiveSocket,
    connect: socket.connect,
    disconnect: socket.disconnect,
    fire,
  };
}

describe('the live socket follows the browser network', () => {
  it('going offline drops the link at once (the page says 重新连接中), coming online reconnects at once', () => {
    const { socket, connect, disconnect, fire } = fakeSocket();
    const network = new EventTarget();
    const transport = socketTransport(socket, () => {}, network);
    const seen: boolean[] = [];
    transport.connected$.subscribe((up) => seen.push(up));
    network.dispatchEvent(new Event('offline'));
    expect(disconnect).toHaveBeenCalledOnce();
    fire('disconnect', 'io client disconnect');
    expect(seen.at(-1)).toBe(false);
    expect(connect).not.toHaveBeenCalled();
    network.dispatchEvent(new Event('online'));
    expect(connect).toHaveBeenCalledOnce();
    // An online event without a drop of ours leaves socket.io's own reconnection alone.
    network.dispatchEvent(new Event('online'));
    expect(connect).toHaveBeenCalledOnce();
  });

  it('a page told to reload for another protocol does not reconnect when the network comes back', () => {
    const { socket, connect, fire } = fakeSocket();
    const network = new EventTarget();
    socketTransport(socket, () => {}, network);
    fire('reload', { reason: 'protocol', protocol: PROTOCOL_VERSION + 1 });
    network.dispatchEvent(new Event('offline'));
    network.dispatchEvent(new Event('online'));
    expect(connect).not.toHaveBeenCalled();
  });
});

describe('stale notices ([P9])', () => {
  it('a listener that starts after the gateway said the data is stale hears it at once; a reconnect forgets it', () => {
    const { socket, fire } = fakeSocket();
    const transport = socketTransport(socket, () => {}, new EventTarget());
    fire('stale', { sport: 'football', stale: true, since: 1 });
    fire('stale', { sport: 'basketball', stale: false, since: 2 });
    const late: unknown[] = [];
    transport.stale$.subscribe((n) => late.push(n));
    expect(late).toEqual([
      { sport: 'football', stale: true, since: 1 },
      { sport: 'basketball', stale: false, since: 2 },
    ]);
    fire('disconnect', 'transport close');
    const afterDrop: unknown[] = [];
    transport.stale$.subscribe((n) => afterDrop.push(n));
    expect(afterDrop).toEqual([]);
  });
});
