import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { nodeArgs, startCommand, waitForHttp as waitForUrl } from '../../../scripts/lib/processes.mjs';
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
  const proc = startCommand(name, command, args, { cwd: REPO_ROOT, env, output: log });
  if (proc.pid === undefined) throw new Error(`could not start ${name}`);
  const pid = proc.pid;
  return {
    name,
    pid,
    cpuSeconds: () => cpuSecondsOf(pid) ?? Number.NaN,
    // A gateway closes its sockets on SIGTERM; one that hangs is killed after 5 s so the next run gets its port.
    stop: () => proc.stop('SIGTERM', 5_000),
  };
}

/** A Node entry point: compiled JavaScript with plain node (as `npm start` runs the services), TypeScript with tsx. */
export const spawnNode = (
  name: string,
  entry: string,
  args: string[],
  env: Record<string, string> = {},
): Child => spawnProcess(name, process.execPath, nodeArgs(entry, args), env);

/** Waits until `url` answers 200, or throws after `timeoutMs` naming what did not come up. */
export const waitForHttp = (url: string, timeoutMs = 60_000): Promise<void> => waitForUrl(url, { timeoutMs });
