import { listChannel, type Patch } from '@kuyi/shared';
import { type Repeating, repeatEvery } from './repeat-every.ts';

/**
 * How long a day-reading job may sleep without a finish before it makes a full pass anyway: the net for a
 * finish no list patch of this replica showed (it changed while another replica led, or between two
 * reconciles of a restarted leader). Also the worst settle delay if that net is what catches it.
 */
export const MAX_QUIET_MS = 120_000;

/** Lets a job run only when a pass can find something new; see FinishWatch.gate. */
export interface PassGate {
  /** Whether a pass is due: a football match reached an end state since the last pass, or it has been quiet too long. */
  due(): boolean;
  /** Runs one pass; only a pass that succeeds counts as having seen the finishes before it started. */
  run<T>(pass: () => Promise<T>): Promise<T>;
  /** The next `due()` is true (this replica stopped leading: the patches it would have seen went elsewhere). */
  forget(): void;
}

/**
 * Finished matches as the live pipeline sees them. The arena settler and the match-report generator read
 * the feed's whole day (~250 KB, validated row by row) to find matches that ended; every 10–15 s that was
 * 16–20 whole-day reads a minute on the leader, the largest recurring read at the feed's real speed, while
 * matches end a few times an hour. The leader's football:list patches already say when a row's `state`
 * becomes an end state (完场, 取消, 腰斩, 推迟 … all negative), so the jobs wait for that.
 */
export class FinishWatch {
  private version = 0;
  private readonly list = listChannel('football');

  /** A live patch listener (LiveTap.onPatch): counts list rows whose new state is an end state. */
  readonly onPatch = (patch: Patch): void => {
    if (patch.channel !== this.list || !patch.put) return;
    for (const fields of Object.values(patch.put)) {
      const state = (fields as Record<string, unknown>).state;
      if (typeof state === 'number' && state < 0) {
        this.version += 1;
        return;
      }
    }
  };

  gate(maxQuietMs = MAX_QUIET_MS, now: () => number = Date.now): PassGate {
    let seen: number | null = null;
    let passedAt = Number.NEGATIVE_INFINITY;
    return {
      due: () => seen !== this.version || now() - passedAt >= maxQuietMs,
      run: async (pass) => {
        const version = this.version;
        const result = await pass();
        seen = version;
        passedAt = now();
        return result;
      },
      forget: () => {
        seen = null;
      },
    };
  }
}

/**
 * The `onlyWhen` of a leader-only job behind a gate: skipped on a replica that does not lead (and the gate
 * forgets, so a regained leadership starts with a pass), and on the leader until the gate says a pass is due.
 */
export function leaderPassDue(isLeader: (() => boolean) | undefined, gate: PassGate): () => boolean {
  return () => {
    if (isLeader && !isLeader()) {
      gate.forget();
      return false;
    }
    return gate.due();
  };
}

/**
 * A day-reading job of the leader: `pass` every `intervalMs` (the first at once) on the leading replica
 * (`isLeader`; always when left out), and with `gate` only when the gate says a pass is due.
 */
export function repeatLeaderPasses(
  intervalMs: number,
  pass: () => Promise<unknown>,
  options: {
    onError(err: unknown): void;
    isLeader?: (() => boolean) | undefined;
    gate?: PassGate | undefined;
  },
): Repeating {
  const { gate, isLeader, onError } = options;
  return repeatEvery(intervalMs, gate ? () => gate.run(pass) : pass, {
    onError,
    firstAfterMs: 0,
    onlyWhen: gate ? leaderPassDue(isLeader, gate) : isLeader,
  });
}
