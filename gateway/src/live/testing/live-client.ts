import {
  applyPatch,
  type ChannelState,
  type ClientToServerEvents,
  type Patch,
  type ServerToClientEvents,
  type StaleNotice,
  type SubscribeAck,
} from '@kuyi/shared';
import { io, type Socket } from 'socket.io-client';

/** Generous: a loaded two-core test box runs three replicas, the feed, Redis and 200 clients at once. */
const ACK_TIMEOUT_MS = 20_000;

interface ChannelView {
  epoch: string | null;
  seq: number;
  state: ChannelState;
  /** False between (re)subscribing and the answer: patches then are older than what the answer brings. */
  synced: boolean;
}

/**
 * The reference client of docs/protocol.md: snapshot or replay on subscribe, patches applied strictly in
 * seq order, duplicates ignored, a gap or a new epoch answered by subscribing again with (epoch, seq),
 * every channel resubscribed after a reconnect. It records what it saw so tests can judge the server.
 */
export class LiveClient {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  readonly channels = new Map<string, ChannelView>();
  readonly stale: StaleNotice[] = [];
  /** (epoch, channel, seq) → patch text, across the client's life: the same key must never carry two bodies. */
  readonly seen = new Map<string, string>();
  conflicts = 0;
  applied = 0;
  duplicates = 0;
  gaps = 0;
  snapshots = 0;
  reconnects = 0;
  private resyncing = new Set<string>();

  constructor(url: string, options: { reconnectionDelayMax?: number } = {}) {
    this.socket = io(url, {
      transports: ['websocket'],
      reconnectionDelay: 50,
      reconnectionDelayMax: options.reconnectionDelayMax ?? 300,
      randomizationFactor: 0.2,
    });
    this.socket.on('snapshot', (s) => {
      const view = this.channels.get(s.channel);
      if (!view) return;
      Object.assign(view, { epoch: s.epoch, seq: s.seq, state: s.state });
      this.snapshots += 1;
    });
    this.socket.on('patch', (p) => this.onPatch(p));
    this.socket.on('stale', (n) => this.stale.push(n));
    // Subscriptions made before the first connect are buffered by socket.io; only reconnects resubscribe.
    let connectedBefore = false;
    this.socket.on('connect', () => {
      if (connectedBefore) this.reconnects += 1;
      if (connectedBefore) for (const channel of this.channels.keys()) void this.sync(channel);
      connectedBefore = true;
    });
    this.socket.on('disconnect', () => {
      for (const view of this.channels.values()) view.synced = false;
    });
  }

  subscribe(channel: string): Promise<SubscribeAck> {
    if (!this.channels.has(channel))
      this.channels.set(channel, { epoch: null, seq: 0, state: {}, synced: false });
    return this.sync(channel);
  }

  private async sync(channel: string): Promise<SubscribeAck> {
    const view = this.channels.get(channel)!;
    view.synced = false;
    const from = view.epoch === null ? {} : { epoch: view.epoch, seq: view.seq };
    const ack: SubscribeAck = await this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('subscribe', { channel, ...from })
      .catch(() => ({ ok: false, error: 'UNAVAILABLE', message: 'timeout' }));
    if (ack.ok) {
      view.epoch = ack.epoch;
      view.seq = ack.seq;
      view.synced = true;
    } else if (this.socket.connected) {
      // Refused while the store is down, or no answer: try again, as a real client would.
      setTimeout(() => void this.sync(channel), 200);
    }
    return ack;
  }

  private onPatch(p: Patch): void {
    const key = `${p.epoch}|${p.channel}|${p.seq}`;
    const text = JSON.stringify({ put: p.put, del: p.del, drop: p.drop });
    const before = this.seen.get(key);
    if (before !== undefined && before !== text) this.conflicts += 1;
    this.seen.set(key, text);
    const view = this.channels.get(p.channel);
    // Replayed patches arrive before the ack, so a view waiting for its answer takes those that fit on.
    if (!view || view.epoch === null) return;
    if (p.epoch !== view.epoch) {
      this.resync(p.channel);
      return;
    }
    if (p.seq <= view.seq) {
      this.duplicates += 1;
      return;
    }
    if (p.seq > view.seq + 1) {
      this.gaps += 1;
      this.resync(p.channel);
      return;
    }
    view.state = applyPatch(view.state, p);
    view.seq = p.seq;
    this.applied += 1;
  }

  private resync(channel: string): void {
    if (this.resyncing.has(channel)) return;
    this.resyncing.add(channel);
    void this.sync(channel).finally(() => this.resyncing.delete(channel));
  }

  state(channel: string): ChannelState | undefined {
    return this.channels.get(channel)?.state;
  }

  close(): void {
    this.socket.close();
  }
}
