import type { Histogram } from 'hdr-histogram-js';
import WebSocket from 'ws';
import { CONNECT_FRAME, decodeFrame, encodeEvent, PONG_FRAME, socketUrl } from '../../k6/lib/engine-io.js';
import {
  createSeqTracker,
  emptyCounts,
  onPatch,
  onSnapshot,
  onSubscribed,
  positionOf,
  resumeAt,
  type SeqCounts,
  type SeqTracker,
  sumCounts,
} from '../../k6/lib/seq-tracker.js';
import {
  createLatencyHistogram,
  type LatencyStats,
  latencyStats,
  recordLatency,
} from '../../runner/latency-histogram.ts';
import { type PatchStamp, peekPatchStamp } from './patch-peek.ts';
import { wsFrameBytes } from './wire-bytes.ts';

export interface SwarmOptions {
  /** Gateway (or baseline) base URLs; clients are spread over them round robin, as nginx would. */
  urls: string[];
  clients: number;
  channels: string[];
  /** `baseline` counts patch frames without decoding them: the bare ws server sends no seq to check. */
  mode: 'socket.io' | 'baseline';
  /** Keep client 0's patch frames, to replay the very same bytes from the baseline server. */
  recordFrames?: boolean;
  /**
   * Clients after the first subscribe with the first client's current (epoch, seq), as tabs resuming after a
   * reconnect do: the gateway replays a few patches instead of sending each a full snapshot, so joining
   * thousands of clients does not dominate a fan-out run. Snapshot cost is measured by the bandwidth bench.
   */
  resume?: boolean;
  /** Keep (channel, ts, receipt) of every patch in the window, to work out gateway-added latency after. */
  keepSamples?: boolean;
}

export interface WindowStats {
  ms: number;
  deliveries: number;
  /** engine.io pings received (and answered) in the window. */
  pings: number;
  bytes: number;
  delivery: LatencyStats;
  samples: PatchSample[];
  counts: SeqCounts;
  errors: Record<string, number>;
  frames: { at: number; frame: string }[];
}

export interface PatchSample {
  channel: string;
  /** The gateway's emit stamp. */
  ts: number;
  /** Receipt, epoch ms. */
  at: number;
}

interface Client {
  ws: WebSocket;
  /** Baseline frames this client received since the window started: the index of the next one. */
  baselineFrames: number;
  tracker: SeqTracker;
  nextAck: number;
  pending: Map<number, string>;
}

/** How many websocket handshakes are in flight at once while a swarm connects. */
const CONNECT_BATCH = 200;

/**
 * Thousands of raw websocket clients in one process, speaking socket.io through the same Engine.IO codec and
 * seq accounting as the k6 scripts. Lighter than socket.io-client, so one load generator can hold 10k sockets
 * on a shared 2-core machine. Counts only inside a measurement window.
 */
export class WsSwarm {
  private readonly clients: Client[] = [];
  private measuring = false;
  private windowStart = 0;
  private deliveries = 0;
  private pings = 0;
  private bytes = 0;
  private delivery: Histogram = createLatencyHistogram();
  private samples: PatchSample[] = [];
  private errors: Record<string, number> = {};
  private frames: { at: number; frame: string }[] = [];
  /** When the baseline server was told to send each frame (epoch ms), in order; empty: latency unknown. */
  private baselineDue: number[] = [];
  private closing = false;
  /** Wire size of every snapshot frame received: what pushing the full list once costs. */
  readonly snapshotBytes: number[] = [];

  constructor(private readonly options: SwarmOptions) {}

  /** Opens every client, batch by batch, each ready once all its subscribes are acknowledged. */
  async connect(timeoutMs = 20_000): Promise<{ connected: number; failed: number; ms: number }> {
    const started = Date.now();
    let connected = 0;
    // The first client alone, so the others can resume at its position.
    const head = this.options.resume ? 1 : 0;
    if (head === 1 && (await this.open(0, timeoutMs))) connected++;
    for (let i = head; i < this.options.clients; i += CONNECT_BATCH) {
      const batch = [];
      for (let j = i; j < Math.min(this.options.clients, i + CONNECT_BATCH); j++)
        batch.push(this.open(j, timeoutMs));
      const results = await Promise.all(batch);
      connected += results.filter(Boolean).length;
    }
    return { connected, failed: this.options.clients - connected, ms: Date.now() - started };
  }

  /** Deliveries so far in the current window. */
  get windowDeliveries(): number {
    return this.deliveries;
  }

  startWindow(): void {
    this.deliveries = 0;
    this.pings = 0;
    this.bytes = 0;
    this.delivery = createLatencyHistogram();
    this.samples = [];
    this.errors = {};
    this.frames = [];
    this.windowStart = Date.now();
    for (const client of this.clients) {
      client.tracker.counts = emptyCounts();
      client.baselineFrames = 0;
    }
    this.measuring = true;
  }

  /**
   * Baseline mode: the times (epoch ms) at which the server will send the frames of this window, in order.
   * Its frames carry the gateway's old stamps, so a delivery's latency is counted from when it was due
   * instead: the bare server's own delivery time at the same audience, to set beside the gateway's.
   */
  expectBaselineFrames(due: readonly number[]): void {
    this.baselineDue = [...due];
  }

  stopWindow(): WindowStats {
    this.measuring = false;
    return {
      ms: Date.now() - this.windowStart,
      deliveries: this.deliveries,
      pings: this.pings,
      bytes: this.bytes,
      delivery: latencyStats(this.delivery),
      samples: this.samples,
      counts: sumCounts(this.clients.map((c) => c.tracker.counts)),
      errors: { ...this.errors },
      frames: this.frames,
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const client of this.clients) client.ws.terminate();
  }

  private error(kind: string): void {
    if (this.measuring) this.errors[kind] = (this.errors[kind] ?? 0) + 1;
  }

  private open(index: number, timeoutMs: number): Promise<boolean> {
    const url = this.options.urls[index % this.options.urls.length] ?? '';
    const ws = new WebSocket(socketUrl(url), { perMessageDeflate: false });
    const client: Client = {
      ws,
      baselineFrames: 0,
      tracker: createSeqTracker(),
      nextAck: 0,
      pending: new Map(),
    };
    this.clients.push(client);
    return new Promise<boolean>((resolve) => {
      let acks = 0;
      const timer = setTimeout(() => resolve(false), timeoutMs);
      const ready = () => {
        clearTimeout(timer);
        resolve(true);
      };
      ws.on('error', () => {
        this.error('ws error');
        clearTimeout(timer);
        resolve(false);
      });
      ws.on('close', () => {
        if (!this.closing) this.error('closed by server');
      });
      ws.on('message', (data: Buffer) => {
        const now = Date.now();
        if (this.measuring) this.bytes += wsFrameBytes(data.length);
        if (this.options.mode === 'baseline') return this.onBaselineFrame(client, index, data, now, ready);
        // The hot path: a patch's stamp is all the swarm needs, read from its first bytes (patch-peek.ts).
        const stamp = peekPatchStamp(data);
        if (stamp) return this.onPatch(client, index, stamp, data, now);
        const raw = data.toString('utf8');
        const frame = decodeFrame(raw);
        switch (frame.kind) {
          case 'open':
            return ws.send(CONNECT_FRAME);
          case 'ping':
            if (this.measuring) this.pings++;
            return ws.send(PONG_FRAME);
          case 'connect':
            for (const channel of this.options.channels) this.subscribe(client, channel);
            return;
          case 'ack': {
            const channel = client.pending.get(frame.id);
            client.pending.delete(frame.id);
            const ack = frame.args[0] as {
              ok: boolean;
              mode: 'snapshot' | 'replay';
              epoch: string;
              seq: number;
            };
            if (channel === undefined) return;
            if (!ack?.ok) return this.error('subscribe refused');
            onSubscribed(client.tracker, channel, ack);
            if (++acks === this.options.channels.length) ready();
            return;
          }
          case 'event':
            if (frame.name === 'snapshot') this.snapshotBytes.push(wsFrameBytes(data.length));
            return this.onEvent(client, index, frame.name, frame.args[0], raw, now);
          case 'invalid':
          case 'connect_error':
            return this.error(frame.kind);
          default:
            return;
        }
      });
    });
  }

  private onEvent(client: Client, index: number, name: string, arg: unknown, raw: string, now: number): void {
    const message = arg as { channel: string; epoch: string; seq: number; ts: number };
    if (name === 'snapshot') {
      onSnapshot(client.tracker, message.channel, message.epoch, message.seq);
      return;
    }
    if (name !== 'patch') return;
    this.onPatch(client, index, message, raw, now);
  }

  private onPatch(
    client: Client,
    index: number,
    stamp: PatchStamp,
    frame: string | Buffer,
    now: number,
  ): void {
    const verdict = onPatch(client.tracker, stamp.channel, stamp.epoch, stamp.seq);
    if (verdict === 'gap' || verdict === 'epoch') this.subscribe(client, stamp.channel);
    if (!this.measuring) return;
    this.deliveries++;
    recordLatency(this.delivery, now - stamp.ts);
    if (this.options.keepSamples) this.samples.push({ channel: stamp.channel, ts: stamp.ts, at: now });
    if (index === 0 && this.options.recordFrames)
      this.frames.push({ at: now - this.windowStart, frame: frame.toString() });
  }

  private onBaselineFrame(client: Client, index: number, data: Buffer, now: number, ready: () => void): void {
    // The baseline server says "0…" on open and then only broadcasts; no handshake to answer.
    if (data[0] === 0x30) {
      ready();
      return;
    }
    if (!this.measuring) return;
    this.deliveries++;
    // One server, one ordered stream per socket: this client's n-th frame of the window is the n-th sent.
    const due = this.baselineDue[client.baselineFrames++];
    if (due !== undefined) recordLatency(this.delivery, now - due);
    if (index === 0 && this.options.recordFrames)
      this.frames.push({ at: now - this.windowStart, frame: data.toString() });
  }

  private subscribe(client: Client, channel: string): void {
    const first = this.clients[0];
    const borrowed =
      this.options.resume && first && first !== client ? positionOf(first.tracker, channel) : null;
    if (borrowed) resumeAt(client.tracker, channel, borrowed);
    const pos = positionOf(client.tracker, channel);
    const id = client.nextAck++;
    client.pending.set(id, channel);
    client.ws.send(
      encodeEvent('subscribe', [pos ? { channel, epoch: pos.epoch, seq: pos.seq } : { channel }], id),
    );
  }
}
