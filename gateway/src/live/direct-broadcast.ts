import type { Adapter, BroadcastOptions } from 'socket.io-adapter';

/**
 * A room broadcast written below socket.io: the packet is encoded and framed once, exactly as the in-memory
 * adapter does it (`Adapter#_encode`, which also builds the `wsPreEncodedFrame` engine.io would send), and the
 * frame goes straight to each socket's `ws` when nothing is queued in engine.io for that socket. Per socket
 * this skips notifyOutgoingListeners' array copy, Client.writeToEngine, engine's packet object, its
 * packetCreate/flush/drain events and sent-callback bookkeeping, which cost more than the write itself.
 * A socket that is not in that state gets the normal engine.io path, with the same pre-encoded packet.
 *
 * Relies on socket.io 4.8 / engine.io 6.6 / ws 8 internals, pinned by direct-broadcast.test.ts:
 * - `socket.client.conn` is the engine.io socket; `conn.transport.socket` its `ws` WebSocket;
 * - engine.io hands packets to ws synchronously from `writeBuffer`, so an empty `writeBuffer` means everything
 *   written to this socket before is already in ws, and a frame written now lands after it;
 * - `ws._sender.sendFrame` is the call engine.io itself makes for pre-encoded frames.
 */

/** The socket.io packet a broadcast carries: `data[0]` is the event name. */
export interface BroadcastPacket {
  type: number;
  data: unknown[];
  nsp?: string;
  id?: number;
}

interface WsSender {
  sendFrame(list: Buffer[], cb?: (err?: Error) => void): void;
}

export interface EngineSocket {
  readyState: string;
  writeBuffer: unknown[];
  transport: {
    name: string;
    perMessageDeflate?: unknown;
    socket?: { readyState: number; _sender?: WsSender };
  };
}

interface LocalSocket {
  notifyOutgoingListeners?(packet: BroadcastPacket): void;
  client: {
    conn: EngineSocket;
    writeToEngine(encoded: unknown[], opts: PacketOptions): void;
  };
}

interface PacketOptions {
  preEncoded: true;
  volatile?: boolean;
  compress?: boolean;
  wsPreEncodedFrame?: Buffer[];
}

/** The adapter's own members used here; private in its typings, stable across socket.io-adapter 2.5. */
interface AdapterInternals {
  nsp: { name: string };
  _encode(packet: BroadcastPacket, opts: PacketOptions): unknown[];
  apply(opts: BroadcastOptions, callback: (socket: LocalSocket) => void): void;
}

const WS_OPEN = 1;

/** The ws sender of `socket` if a frame written to it now keeps the socket's order, else null. */
export function directSender(socket: LocalSocket): WsSender | null {
  return engineDirectSender(socket.client.conn);
}

/** directSender for an engine.io socket (what heartbeats.ts holds). */
export function engineDirectSender(conn: EngineSocket): WsSender | null {
  if (conn.readyState !== 'open' || conn.writeBuffer.length > 0) return null;
  const transport = conn.transport;
  // Same test as engine.io's _canSendPreEncodedFrame: a compressed connection must go through ws.send.
  if (transport.name !== 'websocket' || transport.perMessageDeflate) return null;
  const ws = transport.socket;
  if (ws?.readyState !== WS_OPEN || typeof ws._sender?.sendFrame !== 'function') return null;
  return ws._sender;
}

/**
 * What `Adapter#broadcast` does for this replica's sockets, writing the shared frame directly where it can.
 * Returns how many sockets the packet was handed to (written or queued), as onAnyOutgoing would have counted.
 */
export function broadcastLocally(adapter: Adapter, packet: BroadcastPacket, opts: BroadcastOptions): number {
  const internals = adapter as unknown as AdapterInternals;
  const flags = opts.flags ?? {};
  const packetOpts: PacketOptions = { preEncoded: true, volatile: flags.volatile, compress: flags.compress };
  packet.nsp = internals.nsp.name;
  const encoded = internals._encode(packet, packetOpts);
  const parts = packetOpts.wsPreEncodedFrame;
  // Header and payload in one buffer: one write per socket instead of cork, two writes, uncork.
  // Volatile packets keep engine.io's path: they are dropped there when the transport is busy.
  const frame = parts && !flags.volatile ? [Buffer.concat(parts)] : null;
  let handed = 0;
  internals.apply(opts, (socket) => {
    handed++;
    socket.notifyOutgoingListeners?.(packet);
    const sender = frame ? directSender(socket) : null;
    if (sender && frame) sender.sendFrame(frame);
    else socket.client.writeToEngine(encoded, packetOpts);
  });
  return handed;
}
