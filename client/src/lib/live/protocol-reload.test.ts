import { CHUNK_RELOAD_GUARD_MS, PROTOCOL_VERSION, type ReloadNotice } from '@kuyi/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForChunkError, reloadOnceForProtocol } from '../chunk-reload-guard.ts';
import { connectLiveSocket, type LiveSocket, socketTransport } from './socket-transport.ts';

/** Just enough of a socket.io socket to play the server's events at the transport. */
function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const socket = {
    connected: false,
    on(event: string, fn: (...args: unknown[]) => void) {
      handlers.set(event, fn);
      return socket;
    },
    connect: vi.fn(),
  };
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.(...args);
  return { socket: socket as unknown as LiveSocket, connect: socket.connect, fire };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('[P12] a page built for another live protocol reloads once', () => {
  it('the handshake names the protocol version this build speaks', () => {
    const socket = connectLiveSocket('http://127.0.0.1:9');
    try {
      expect(socket.auth).toEqual({ protocol: PROTOCOL_VERSION });
    } finally {
      socket.close();
    }
  });

  it("on the gateway's reload notice the page reloads, and the closed socket is not reconnected", () => {
    vi.useFakeTimers();
    const { socket, connect, fire } = fakeSocket();
    const notices: ReloadNotice[] = [];
    socketTransport(socket, (n) => notices.push(n));
    fire('reload', { reason: 'protocol', protocol: PROTOCOL_VERSION + 1 });
    fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(5_000);
    expect(notices).toEqual([{ reason: 'protocol', protocol: PROTOCOL_VERSION + 1 }]);
    expect(connect).not.toHaveBeenCalled();
  });

  it('without a notice, a socket the server closed (a deploy) still reconnects', () => {
    vi.useFakeTimers();
    const { socket, connect, fire } = fakeSocket();
    socketTransport(socket, () => {});
    fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(5_000);
    expect(connect).toHaveBeenCalledOnce();
  });

  it('the reload is guarded in sessionStorage: once, not again within the guard, apart from the chunk guard', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    expect(reloadOnceForProtocol(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForProtocol(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    // A protocol reload does not use up the chunk-load reload (different causes, different keys).
    expect(reloadOnceForChunkError(storage, reload, 1_000_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('the default handler reloads the page through the guard', () => {
    window.sessionStorage.clear();
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      const { socket, fire } = fakeSocket();
      socketTransport(socket);
      fire('reload', { reason: 'protocol', protocol: PROTOCOL_VERSION + 1 });
      fire('reload', { reason: 'protocol', protocol: PROTOCOL_VERSION + 1 });
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
