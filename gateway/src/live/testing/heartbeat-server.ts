// A socket.io server with the gateway's engine options and nothing else, for the heartbeat benchmark
// (loadtest/bench/heartbeats.ts): `--heartbeats wheel` runs them as the gateway does (heartbeats.ts),
// `engine` leaves engine.io's own per-socket timers. It acks every subscribe so load clients count as ready.
//   node --import tsx gateway/src/live/testing/heartbeat-server.ts --port 4530 --heartbeats wheel
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createIoServer } from '../io-server.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, heartbeats: { type: 'string' } } });
if (values.heartbeats !== 'wheel' && values.heartbeats !== 'engine')
  throw new Error('--heartbeats must be wheel or engine');
const http = createServer((req, res) => {
  res.statusCode = req.url === '/healthz' ? 200 : 404;
  res.end();
});
const io = createIoServer(http, { heartbeats: values.heartbeats });
io.on('connection', (socket) =>
  socket.on('subscribe', (_request, ack) =>
    ack({ ok: true, mode: 'snapshot', epoch: 'heartbeat-bench', seq: 0 }),
  ),
);
http.listen(Number(values.port ?? 4530), '127.0.0.1');
process.once('SIGTERM', () => {
  io.disconnectSockets(true);
  io.close(() => process.exit(0));
  http.closeAllConnections();
});
