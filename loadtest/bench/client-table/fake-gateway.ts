import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  applyPatch,
  type ChannelState,
  type ClientToServerEvents,
  type FootballMatch,
  listChannel,
  type ServerToClientEvents,
} from '@kuyi/shared';
import { Server } from 'socket.io';
import { seededRandom } from '../../runner/seeded-random.ts';
import { syntheticMatches, syntheticPut, toState } from './synthetic-day.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.mp3': 'audio/mpeg',
};

/** How the 1,000 row updates a second arrive: many small patches, or the real gateway's one per poll. */
export interface PatchShape {
  name: string;
  patchesPerSecond: number;
  rowsPerPatch: number;
}

export interface FakeGateway {
  url: string;
  /** Starts the patch stream on `football:list` (epoch/seq continue from the snapshot). */
  startPatches(shape: PatchShape): void;
  stopPatches(): void;
  /** Paths the page asked for that the fake does not serve (answered with a 404 envelope). */
  unknown: Set<string>;
  stop(): Promise<void>;
}

/**
 * A stand-in for the gateway with just what `/football` needs: the built client, `GET /api/live/football/list`
 * ([P11]) with `rows` synthetic matches, and socket.io answering `subscribe` as the gateway does (replay from
 * the REST seq, or a snapshot, then the ack). Everything else under /api and /sc/api gets an empty 404
 * envelope, which the page shows as "no data" without retrying.
 */
export async function startFakeGateway(options: { dist: string; rows: number }): Promise<FakeGateway> {
  const channel = listChannel('football');
  const epoch = `bench-${Date.now()}`;
  const matches: FootballMatch[] = syntheticMatches(options.rows, Date.now());
  const ids = matches.map((m) => m.id);
  let state: ChannelState = toState(matches);
  let seq = 1;
  const unknown = new Set<string>();

  const http: HttpServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/live/football/list') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 200, msg: 'ok', data: { serverTime: Date.now(), epoch, seq, state } }));
      return;
    }
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/sc/api/')) {
      unknown.add(url.pathname);
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 404, msg: '未找到', data: null }));
      return;
    }
    const file = path.join(options.dist, path.normalize(url.pathname));
    const found = file.startsWith(options.dist) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : path.join(options.dist, 'index.html');
    res.setHeader('content-type', TYPES[path.extname(served)] ?? 'application/octet-stream');
    createReadStream(served).pipe(res);
  });
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, { transports: ['websocket'] });
  io.on('connection', (socket) => {
    socket.on('subscribe', (request, ack) => {
      if (request.channel !== channel) {
        ack({ ok: true, mode: 'snapshot', epoch, seq: 0 });
        return;
      }
      void socket.join(channel);
      // The bench's patches are not kept, so a resume from an older seq gets the snapshot, as after
      // HISTORY_LIMIT on the real gateway.
      if (request.epoch === epoch && request.seq === seq) {
        ack({ ok: true, mode: 'replay', epoch, seq });
        return;
      }
      socket.emit('snapshot', { channel, epoch, seq, state, ts: Date.now() });
      ack({ ok: true, mode: 'snapshot', epoch, seq });
    });
    socket.on('unsubscribe', (request, ack) => {
      void socket.leave(request.channel);
      ack?.({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  let timer: ReturnType<typeof setInterval> | null = null;
  const random = seededRandom(11);
  const stopPatches = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    unknown,
    startPatches(shape) {
      timer = setInterval(() => {
        const put = syntheticPut(ids, shape.rowsPerPatch, random);
        seq++;
        // The state keeps up so a re-subscribe after a gap gets a snapshot at the right seq.
        state = applyPatch(state, { put });
        io.to(channel).emit('patch', { channel, epoch, seq, ts: Date.now(), put });
      }, 1000 / shape.patchesPerSecond);
    },
    stopPatches,
    async stop() {
      stopPatches();
      await io.close();
    },
  };
}
