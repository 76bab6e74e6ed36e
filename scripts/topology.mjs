// The docker-compose topology from plain processes, for machines without Docker (and for tests):
// the feed, N gateway replicas sharing one Redis (and PostgreSQL when DATABASE_URL is set), and a
// round-robin front proxy with websocket upgrade standing in for nginx.
//
//   npm run topology -- --gateways 3 --port 4000 --feed-args "--seed 7 --speed 60 --source synthetic"
//
// REDIS_URL defaults to redis://127.0.0.1:6379, DATABASE_URL to the local PostgreSQL database `test`. Each replica gets NODE_ID gw-<n> and port port+n.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFrontProxy } from './lib/front-proxy.mjs';
import { startProcess, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--feed-args "--seed 7 …"`: parseArgs refuses a value that starts with a dash unless it is joined with `=`.
const argv = process.argv.slice(2);
const feedArgsAt = argv.indexOf('--feed-args');
if (feedArgsAt >= 0 && feedArgsAt + 1 < argv.length) {
  argv.splice(feedArgsAt, 2, `--feed-args=${argv[feedArgsAt + 1]}`);
}
const { values } = parseArgs({
  args: argv,
  options: {
    gateways: { type: 'string', default: '3' },
    port: { type: 'string', default: '4000' },
    'feed-port': { type: 'string', default: '4100' },
    'feed-args': { type: 'string', default: '--seed 7 --speed 60 --source synthetic' },
  },
});
const count = Number(values.gateways);
const port = Number(values.port);
const feedUrl = process.env.FEED_URL ?? `http://127.0.0.1:${values['feed-port']}`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// PGlite is one process's database, so replicas share PostgreSQL. They also share DATA_DIR (uploads and
// the generated AUTH_SECRET), which the first replica creates before the others start.
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const children = [];
function run(name, [entry, ...args], env) {
  const proc = startProcess(name, entry, args, { cwd: root, env, output: 'inherit' });
  proc.exited.then(({ code, signal }) => console.log(`[topology] ${name} exited (${signal ?? code})`));
  children.push(proc);
}

if (!process.env.FEED_URL) {
  run('feed', ['feed/src/main.ts', '--port', values['feed-port'], ...values['feed-args'].split(/\s+/)], {});
}
const upstreams = [];
for (let n = 1; n <= count; n++) {
  const gwPort = port + n;
  const url = `http://127.0.0.1:${gwPort}`;
  upstreams.push(url);
  run(`gw-${n}`, ['gateway/src/main.ts'], {
    PORT: String(gwPort),
    FEED_URL: feedUrl,
    REDIS_URL: redisUrl,
    DATABASE_URL: databaseUrl,
    NODE_ID: `gw-${n}`,
  });
  // One at a time: the first runs the migrations and creates the shared secret the others then read.
  // Any answer will do (even 503 while the feed warms up).
  await waitForHttp(`${url}/healthz`, { status: 'any', timeoutMs: 60_000 });
}

// Round robin per request and per websocket: the websocket transport needs no sticky sessions.
const { server: front } = await startFrontProxy(upstreams, {
  port,
  log: (line) => console.warn(`[topology] ${line}`),
});
console.log(`[topology] front proxy http://localhost:${port} → ${upstreams.join(', ')}`);

function shutdown() {
  front.close();
  Promise.all(children.map((proc) => proc.stop())).then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
