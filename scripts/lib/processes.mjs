// The one process-starting module (issue 18): `npm start`, the topology script, the benchmarks, the e2e stack
// and the gateway's multi-process tests all start feed and gateway processes through it. Plain JavaScript
// so `node scripts/*.mjs` can use it without tsx; typed by processes.d.mts for the TypeScript callers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on 127.0.0.1 (closed again before it is returned). */
export async function freePort() {
  const [port] = await freePorts(1);
  return port;
}

/**
 * `count` free TCP ports on 127.0.0.1, all different: each is held until all are found, so a stack choosing its
 * feed's and its replicas' ports never gets one port twice (one process would then answer for the other).
 */
export async function freePorts(count) {
  const held = [];
  try {
    while (held.length < count) {
      held.push(
        await new Promise((resolve, reject) => {
          const srv = createServer();
          srv.once('error', reject);
          srv.listen(0, '127.0.0.1', () => resolve(srv));
        }),
      );
    }
    return held.map((srv) => srv.address().port);
  } finally {
    await Promise.all(held.map((srv) => new Promise((resolve) => srv.close(resolve))));
  }
}

/**
 * How a service entry runs: compiled JavaScript with plain node, TypeScript source with tsx (dev, tests).
 * `entry` is relative to `cwd` (default: the repository root).
 */
export function nodeArgs(entry, args = []) {
  return entry.endsWith('.ts') ? ['--import', 'tsx', entry, ...args] : [entry, ...args];
}

/**
 * Starts `node <entry> ...args` (tsx for a .ts entry). `output`: 'inherit' (the terminal), 'ignore', 'tail'
 * (keeps the last 8 kB of stdout+stderr for error messages; the default) or a writable stream. The child
 * never outlives a `stop()`: SIGTERM, then SIGKILL after `graceMs`.
 */
export function startProcess(name, entry, args = [], options = {}) {
  return startCommand(name, process.execPath, nodeArgs(entry, args), options);
}

/** Like startProcess, for any executable (e.g. a private redis-server). */
export function startCommand(name, command, args = [], options = {}) {
  const { cwd = repoRoot, env = {}, output = 'tail' } = options;
  const stdio =
    output === 'inherit' || output === 'ignore' ? ['ignore', output, output] : ['ignore', 'pipe', 'pipe'];
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio });
  let tail = '';
  if (output === 'tail') {
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-8_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  } else if (output && typeof output === 'object') {
    child.stdout?.pipe(output);
    child.stderr?.pipe(output);
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    pid: child.pid,
    exited,
    running,
    log: () => `[${name}] ${tail}`,
    async stop(signal = 'SIGTERM', graceMs = 5_000) {
      if (!running()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls `check` until it is true; throws after `timeoutMs` naming `what`, or at once when `proc` (if given)
 * has exited, with its output.
 */
export async function waitFor(check, { what, timeoutMs = 60_000, intervalMs = 200, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && !proc.running()) {
      const { code, signal } = await proc.exited;
      throw new Error(`${proc.name} exited (${signal ?? code}) while waiting for ${what}:\n${proc.log()}`);
    }
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${proc ? `:\n${proc.log()}` : ''}`);
}

/**
 * Waits until `url` answers: `status` 'ok' wants a 2xx, 'any' any HTTP answer (a gateway's /healthz is 503
 * while the feed warms up). With `proc`, an answer whose JSON names another pid (the feed's and the gateway's
 * /healthz say theirs) is another program on that port, not `proc` ready: it fails at once with a PortTakenError,
 * as `proc` will when its listen meets EADDRINUSE; taking that answer as ready sent half of a replica test's
 * requests to whatever held the port.
 */
export function waitForHttp(url, { status = 'ok', timeoutMs = 60_000, proc } = {}) {
  let taken = null;
  return waitFor(
    async () => {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const pid = proc?.pid === undefined ? undefined : await answeringPid(res);
      if (pid !== undefined && pid !== proc.pid) {
        taken = new PortTakenError(`${url} answers for pid ${pid}, not for ${proc.name} (pid ${proc.pid})`);
        return true;
      }
      return status === 'any' || res.ok;
    },
    { what: url, timeoutMs, intervalMs: 250, proc },
  ).then(() => {
    if (taken) throw taken;
  });
}

/** The `pid` field of a JSON answer, if it has one. */
async function answeringPid(res) {
  const body = await res.json().catch(() => null);
  return typeof body?.pid === 'number' ? body.pid : undefined;
}

/** Another process holds the port a started process was given (see waitForHttp). */
export class PortTakenError extends Error {
  name = 'PortTakenError';
}
