// The fan-out baseline: a bare `ws` server that broadcasts pre-encoded frames to every socket, with no
// rooms, no seq, no store and no polling. Whatever the gateway spends above this is the price of its features.
//   node --import tsx loadtest/bench/baseline/ws-broadcast-server.ts --port 4520 --frames frames.json
// POST /start[?at=EPOCH_MS] replays the recorded frames at their recorded offsets from `at` (default: now), so
// the load generator knows when each frame was due and can time its delivery; GET /healthz answers 200.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { WebSocketServer } from 'ws';

const { values } = parseArgs({ options: { port: { type: 'string' }, frames: { type: 'string' } } });
const recorded = JSON.parse(readFileSync(values.frames ?? '', 'utf8')) as { at: number; frame: string }[];
// Encoded once: each send only copies bytes, which is the cheapest fan-out Node can do.
const frames = recorded.map((r) => ({ at: r.at, bytes: Buffer.from(r.frame, 'utf8') }));
const OPEN = Buffer.from(
  '0{"sid":"baseline","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}',
);

const http = createServer((req, res) => {
  if (req.url === '/healthz') return res.end('ok');
  const url = new URL(req.url ?? '/', 'http://baseline');
  if (req.method === 'POST' && url.pathname === '/start') {
    const started = Number(url.searchParams.get('at') ?? Date.now());
    for (const { at, bytes } of frames) {
      setTimeout(
        () => {
          for (const socket of wss.clients) socket.send(bytes, { binary: false });
        },
        Math.max(0, at - (Date.now() - started)),
      );
    }
    return res.end(String(frames.length));
  }
  res.statusCode = 404;
  res.end();
});
const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
wss.on('connection', (socket) => socket.send(OPEN, { binary: false }));
http.listen(Number(values.port ?? 4520), '127.0.0.1');
process.once('SIGTERM', () => {
  for (const socket of wss.clients) socket.terminate();
  http.close(() => process.exit(0));
});
