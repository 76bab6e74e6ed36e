import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_OUT, REPO_ROOT } from './paths.ts';
import { cpuSecondsOf } from './proc-stat.ts';

export interface Child {
  name: string;
  pid: number;
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * Starts a service as its own process so its CPU can be read from /proc apart from the load generator's.
 * Output goes to loadtest/.data/bench/logs/<name>.log for when a run goes wrong.
 */
export function spawnProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Child {
  const logDir = path.join(BENCH_OUT, 'logs');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  const proc: ChildProcess = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.pipe(log);
  proc.stderr?.pipe(log);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    proc.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  if (proc.pid === undefined) throw new Error(`could not start ${name}`);
  const pid = proc.pid;
  return {
    name,
    pid,
    cpuSeconds: () => cpuSecondsOf(pid) ?? Number.NaN,
    async stop() {
      if (exited) return;
      proc.kill('SIGTERM');
      // A gateway closes its sockets on SIGTERM; one that hangs is killed so the next run gets its port.
      await Promise.race([exit, sleep(5000).then(() => proc.kill('SIGKILL'))]);
      await exit;
    },
  };
}

/** A TypeScript entry point run by Node with tsx, as `npm start` does. */
export const spawnTs = (
  name: string,
  entry: string,
  args: string[],
  env: Record<string, string> = {},
): Child => spawnProcess(name, process.execPath, ['--import', 'tsx', entry, ...args], env);

/** Waits until `url` answers 200, or throws after `timeoutMs` naming what did not come up. */
export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
