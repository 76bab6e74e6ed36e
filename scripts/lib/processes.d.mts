import type { ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';

export declare const repoRoot: string;
export declare function freePort(): Promise<number>;
export declare function freePorts(count: number): Promise<number[]>;
export declare function nodeArgs(entry: string, args?: string[]): string[];

export interface StartOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  output?: 'inherit' | 'ignore' | 'tail' | Writable;
}

export interface Started {
  name: string;
  child: ChildProcess;
  pid: number | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** The kept tail of its output (output: 'tail'), prefixed with its name. */
  log(): string;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export declare function startProcess(
  name: string,
  entry: string,
  args?: string[],
  options?: StartOptions,
): Started;
export declare function startCommand(
  name: string,
  command: string,
  args?: string[],
  options?: StartOptions,
): Started;

export declare function waitFor(
  check: () => boolean | Promise<boolean>,
  options?: { what?: string; timeoutMs?: number; intervalMs?: number; proc?: Started },
): Promise<void>;

export declare function waitForHttp(
  url: string,
  options?: { status?: 'ok' | 'any'; timeoutMs?: number; proc?: Started },
): Promise<void>;

export declare class PortTakenError extends Error {}
