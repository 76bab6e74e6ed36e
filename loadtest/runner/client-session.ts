import type { ClientToServerEvents, ServerToClientEvents, SubscribeAck } from '@kuyi/shared';
import { io, type Socket } from 'socket.io-client';
import {
  createSeqTracker,
  onPatch,
  onSnapshot,
  onSubscribed,
  positionOf,
  type SeqTracker,
} from '../k6/lib/seq-tracker.js';

/** Where a session reports what it sees; one sink aggregates every client of a run. */
export interface SessionSink {
  patchLatency(ms: number): void;
  ackLatency(ms: number): void;
  bytes(n: number): void;
  error(kind: string): void;
  resumed(mode: 'replay' | 'snapshot'): void;
  connected(): void;
}

/** An ack slower than this is counted as an error: the client would show 连接中 for too long. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * One browser tab, as the client does it: websocket-only socket.io, subscribe with the last (epoch, seq),
 * resubscribe on a seq gap, and resume after a reconnect. Reconnection is socket.io's own, as in the client.
 */
export class ClientSession {
  readonly tracker: SeqTracker = createSeqTracker();
  private readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  private closing = false;
  private everConnected = false;

  constructor(
    gateway: string,
    private readonly channels: string[],
    private readonly sink: SessionSink,
  ) {
    this.socket = io(gateway, { transports: ['websocket'], forceNew: true, autoConnect: false });
    this.socket.io.on('open', () => {
      // Engine.IO payload bytes; websocket framing (2–4 bytes a frame) and TCP/IP are not counted.
      this.socket.io.engine.on('packet', (packet: { data?: unknown }) => {
        sink.bytes(1 + (typeof packet.data === 'string' ? Buffer.byteLength(packet.data) : 0));
      });
    });
    this.socket.on('connect', () => {
      if (!this.everConnected) sink.connected();
      this.everConnected = true;
      for (const channel of this.channels) this.subscribe(channel);
    });
    this.socket.on('connect_error', () => sink.error('connect_error'));
    this.socket.on('disconnect', (reason) => {
      if (!this.closing && reason !== 'io client disconnect') sink.error(`disconnect: ${reason}`);
    });
    this.socket.on('snapshot', (m) => onSnapshot(this.tracker, m.channel, m.epoch, m.seq));
    this.socket.on('patch', (m) => {
      sink.patchLatency(Date.now() - m.ts);
      const verdict = onPatch(this.tracker, m.channel, m.epoch, m.seq);
      if (verdict === 'gap' || verdict === 'epoch') this.subscribe(m.channel);
    });
  }

  connect(): void {
    this.socket.connect();
  }

  /** Drops the connection and opens it again at once, resuming every channel (reconnect storm). */
  reconnect(): void {
    this.socket.disconnect();
    this.socket.connect();
  }

  close(): void {
    this.closing = true;
    this.socket.disconnect();
  }

  private subscribe(channel: string): void {
    const pos = positionOf(this.tracker, channel);
    const sentAt = Date.now();
    const request = pos ? { channel, epoch: pos.epoch, seq: pos.seq } : { channel };
    this.socket.timeout(ACK_TIMEOUT_MS).emit('subscribe', request, (err: Error | null, ack: SubscribeAck) => {
      if (this.closing) return;
      if (err) return this.sink.error('subscribe timeout');
      this.sink.ackLatency(Date.now() - sentAt);
      if (!ack.ok) return this.sink.error(`subscribe ${ack.error}`);
      if (pos) this.sink.resumed(ack.mode);
      onSubscribed(this.tracker, channel, ack);
    });
  }
}
