import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';

/** One WebSocket frame as it came over TCP, header included, and its payload as text. */
export interface RawFrame {
  bytes: Buffer;
  text: string;
}

/**
 * An engine.io v4 client that speaks WebSocket by hand, so tests can compare the exact bytes a server
 * writes (socket.io-client and ws only show payloads). Knows only what these tests need: unmasked server
 * frames, short masked text frames from the client.
 */
export class RawWsClient {
  readonly frames: RawFrame[] = [];
  private pending = Buffer.alloc(0);
  private waiters: Array<() => void> = [];

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
  }

  /** Opens the websocket transport and connects to the main namespace; resolves after the connect ack. */
  static async connect(port: number, query = ''): Promise<RawWsClient> {
    const socket = await new Promise<Socket>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: `/socket.io/?EIO=4&transport=websocket${query ? `&${query}` : ''}`,
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
          'Sec-WebSocket-Version': '13',
        },
      });
      req.on('upgrade', (_res, upgraded, head) => {
        if (head.length > 0) upgraded.unshift(head);
        resolve(upgraded);
      });
      req.on('error', reject);
      req.end();
    });
    const client = new RawWsClient(socket);
    await client.waitFor((f) => f.text.startsWith('0{'));
    client.send('40');
    await client.waitFor((f) => f.text.startsWith('40{'));
    client.frames.length = 0;
    return client;
  }

  /** Sends a text frame; the zero mask leaves the payload as it is, which the protocol allows. */
  send(text: string): void {
    const payload = Buffer.from(text);
    if (payload.length > 125) throw new Error('RawWsClient sends short frames only');
    this.socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]));
  }

  /** Resolves with the first recorded frame that matches, waiting for it if needed. */
  async waitFor(match: (frame: RawFrame) => boolean, timeoutMs = 5_000): Promise<RawFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('RawWsClient: no matching frame in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    for (;;) {
      const frame = parseFrame(this.pending);
      if (!frame) break;
      this.frames.push({ bytes: frame, text: frame.subarray(headerLength(frame)).toString('utf8') });
      this.pending = this.pending.subarray(frame.length);
    }
    for (const wake of this.waiters.splice(0)) wake();
  }
}

function headerLength(buf: Buffer): number {
  const len7 = (buf[1] ?? 0) & 0x7f;
  return len7 === 126 ? 4 : len7 === 127 ? 10 : 2;
}

/** The first complete unmasked frame at the start of `buf`, or null while it is still arriving. */
function parseFrame(buf: Buffer): Buffer | null {
  if (buf.length < 2) return null;
  const header = headerLength(buf);
  if (buf.length < header) return null;
  const len7 = buf[1]! & 0x7f;
  const length = len7 === 126 ? buf.readUInt16BE(2) : len7 === 127 ? Number(buf.readBigUInt64BE(2)) : len7;
  if (buf.length < header + length) return null;
  return buf.subarray(0, header + length);
}
