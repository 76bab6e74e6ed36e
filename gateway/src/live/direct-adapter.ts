import type { Namespace } from 'socket.io';
import {
  Adapter,
  type BroadcastOptions,
  ClusterAdapter,
  ClusterAdapterWithHeartbeat,
  MessageType,
} from 'socket.io-adapter';
import { type BroadcastPacket, broadcastLocally } from './direct-broadcast.ts';

/** Told, per broadcast, the event name and how many of this replica's sockets it was handed to. */
export type DeliveryListener = (event: unknown, sockets: number) => void;

/** What `io.adapter()` takes: socket.io calls it with `new`, so it must be a plain function, not an arrow. */
export type AdapterFactory = (nsp: Namespace) => Adapter;

/** A broadcast as it travels between replicas (socket.io-adapter's ClusterAdapter wire format). */
interface ClusterBroadcast {
  uid: string;
  nsp: string;
  type: MessageType;
  data: {
    packet: BroadcastPacket;
    requestId?: string;
    opts: { rooms: string[]; except: string[]; flags?: BroadcastOptions['flags'] };
  };
}

/** ClusterAdapter members that are protected or private in its typings; their code is quoted below. */
interface ClusterInternals {
  uid: string;
  onMessage(message: ClusterBroadcast, offset?: string): void;
  publishAndReturnOffset(message: Omit<ClusterBroadcast, 'uid' | 'nsp'>): Promise<string>;
  addOffsetIfNecessary(packet: BroadcastPacket, opts: BroadcastOptions, offset: string | undefined): void;
}

/**
 * Wraps an adapter factory so that every broadcast reaching this replica's sockets, whether emitted here or
 * received from another replica, is written with `broadcastLocally`. Broadcasts with acks and everything
 * else (joins, fetchSockets, serverSideEmit…) stay the adapter's own.
 */
export function directAdapter(base: AdapterFactory, onDelivered: DeliveryListener): AdapterFactory {
  return function createDirectAdapter(nsp: Namespace) {
    const adapter = base(nsp);
    if (adapter instanceof ClusterAdapterWithHeartbeat)
      throw new Error('directAdapter: heartbeat cluster adapters are not supported');
    const deliver = (packet: BroadcastPacket, opts: BroadcastOptions) =>
      onDelivered(packet.data[0], broadcastLocally(adapter, packet, opts));
    if (adapter instanceof ClusterAdapter) decorateCluster(adapter, deliver);
    else if (Object.getPrototypeOf(adapter) === Adapter.prototype)
      adapter.broadcast = (packet, opts) => deliver(packet as BroadcastPacket, opts);
    // A SessionAwareAdapter (connection state recovery) keeps offsets in its broadcast: not ours to replace.
    else throw new Error(`directAdapter: unsupported adapter ${adapter.constructor.name}`);
    return adapter;
  };
}

/**
 * Replaces the two places where ClusterAdapter calls the in-memory `super.broadcast`, keeping what each does
 * around it (socket.io-adapter 2.5 cluster-adapter.js, `broadcast` and the BROADCAST case of `onMessage`).
 */
function decorateCluster(
  adapter: ClusterAdapter,
  deliver: (packet: BroadcastPacket, opts: BroadcastOptions) => void,
): void {
  const cluster = adapter as unknown as ClusterInternals;
  const onMessage = cluster.onMessage.bind(adapter);
  cluster.onMessage = (message, offset) => {
    const isPlainBroadcast =
      message.type === MessageType.BROADCAST &&
      message.data.requestId === undefined &&
      message.uid !== cluster.uid &&
      message.nsp === adapter.nsp.name;
    if (!isPlainBroadcast) return onMessage(message, offset);
    const { packet, opts: wire } = message.data;
    const opts = { rooms: new Set(wire.rooms), except: new Set(wire.except), flags: wire.flags };
    cluster.addOffsetIfNecessary(packet, opts, offset);
    deliver(packet, opts);
  };
  // Like ClusterAdapter#broadcast: publish to the other replicas first (unless local), then deliver here.
  adapter.broadcast = async (packet: BroadcastPacket, opts: BroadcastOptions) => {
    if (!opts.flags?.local) {
      try {
        const offset = await cluster.publishAndReturnOffset({
          type: MessageType.BROADCAST,
          data: {
            packet,
            opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags },
          },
        });
        cluster.addOffsetIfNecessary(packet, opts, offset);
      } catch {
        // As ClusterAdapter does: a failed publish still reaches this replica's sockets.
      }
    }
    deliver(packet, opts);
  };
}
