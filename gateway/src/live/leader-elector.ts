import type { Logger } from '../logger.ts';
import type { LeaderLock } from '../store/live-store.ts';

export interface LeaderElector {
  start(): void;
  /** Called when a write was fenced out: another replica leads now. */
  depose(): void;
  isLeader(): boolean;
  /** Stops trying, steps down and releases the lock so another replica takes over at once. */
  stop(): Promise<void>;
}

/**
 * Every replica tries the lock every third of its TTL; the holder renews at the same pace. A holder that
 * dies stops renewing, the lock expires after at most one TTL and the next attempt (≤ TTL/3 later) wins,
 * so leadership moves within 2 × TTL.
 */
export function createLeaderElector(deps: {
  lock: LeaderLock;
  ttlMs: number;
  logger: Logger;
  onElected(token: number): void;
  /** Resolves once the poller has stopped, so the lock is released only after its last write. */
  onDeposed(): Promise<void> | void;
}): LeaderElector {
  let token: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let busy: Promise<void> | null = null;

  const stepDown = async (why: string) => {
    if (token === null) return;
    deps.logger.info({ token, why }, 'lost leadership');
    token = null;
    await deps.onDeposed();
  };

  const tick = async () => {
    try {
      if (token === null) {
        const won = await deps.lock.acquire();
        if (won !== null && timer !== null) {
          token = won;
          deps.logger.info({ token }, 'became leader');
          deps.onElected(won);
        }
      } else if (!(await deps.lock.renew(token))) {
        await stepDown('lock lost');
      }
    } catch (err) {
      // A store outage ends leadership: the fenced writes would fail anyway, and the lock may be gone.
      await stepDown(`lock store error: ${(err as Error).message}`);
    }
  };
  const run = () => {
    busy ??= tick().finally(() => {
      busy = null;
    });
  };

  return {
    start() {
      timer = setInterval(run, Math.max(100, Math.floor(deps.ttlMs / 3)));
      run();
    },
    depose: () => void stepDown('fenced'),
    isLeader: () => token !== null,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await busy;
      const held = token;
      await stepDown('shutdown');
      if (held !== null) await deps.lock.release(held).catch(() => {});
    },
  };
}
