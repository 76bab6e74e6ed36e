// `npm start`: compile the feed and the gateway to plain JavaScript (a second or two; issue 18), build the
// client when it is missing or older than its sources, then run the feed (synthetic day) and one gateway
// serving it all at http://localhost:4000 with plain `node`, as production does. Ctrl-C stops both.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildService } from './build-service.mjs';
import { clientStale } from './lib/client-stale.mjs';
import { startProcess } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const feedPort = process.env.FEED_PORT ?? '4100';
const port = process.env.PORT ?? '4000';
const feedArgs = (process.env.FEED_ARGS ?? '--seed 7 --speed 1 --source synthetic')
  .split(/\s+/)
  .filter(Boolean);

if (clientStale(root) || process.env.REBUILD_CLIENT) {
  console.log('building the client…');
  const built = spawnSync('npm', ['run', 'build', '-w', 'client'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

for (const service of ['feed', 'gateway']) await buildService(service);

const children = [];
function run(name, [entry, ...args], env) {
  const proc = startProcess(name, entry, args, { cwd: root, env, output: 'inherit' });
  proc.exited.then(({ code, signal }) => {
    console.log(`${name} exited (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(proc);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  Promise.all(children.map((proc) => proc.stop())).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const feedUrl = process.env.FEED_URL ?? `http://127.0.0.1:${feedPort}`;
if (!process.env.FEED_URL) run('feed', ['feed/dist/main.js', '--port', feedPort, ...feedArgs], {});
run('gateway', ['gateway/dist/main.js'], { PORT: port, FEED_URL: feedUrl });
console.log(`酷易体育 → http://localhost:${port}`);
