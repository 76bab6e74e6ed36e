export interface Repeating {
  /** No new run starts after this; resolves once the run in flight (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * The periodic-job loop (arena settlement, match reports, payment reconciliation, red envelope refunds):
 * `task` runs `firstAfterMs` after the call, then `intervalMs` after each run *ends*, so a slow run is never
 * overlapped by the next one; a failure is reported and the loop goes on. With `onlyWhen`, a turn where it
 * answers false is skipped (jobs only the leading replica runs), and the next turn comes `skippedAgainMs` later
 * (default `intervalMs`). The timer does not keep the process alive on its own.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  options: {
    onError(err: unknown): void;
    firstAfterMs?: number;
    onlyWhen?: (() => boolean) | undefined;
    skippedAgainMs?: number;
  },
): Repeating {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const schedule = (ms: number) => {
    timer = setTimeout(run, ms);
    timer.unref();
  };
  function run() {
    const skip = options.onlyWhen !== undefined && !options.onlyWhen();
    running = (skip ? Promise.resolve() : task()).catch(options.onError).finally(() => {
      running = null;
      if (!stopped) schedule(skip ? (options.skippedAgainMs ?? intervalMs) : intervalMs);
    });
  }
  schedule(options.firstAfterMs ?? intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
