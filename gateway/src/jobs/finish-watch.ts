import { FootballState, listChannel, type Patch } from '@kuyi/shared';
import { type Repeating, repeatEvery } from './repeat-every.ts';

/**
 * How long a day-reading job goes between full passes: the net for a finish no list patch of this replica
 * showed (it changed while another replica led, or between two reconciles of a restarted leader), and for one
 * a pass over that match alone missed (its read failed). Also the worst settle delay if the net catches it.
 */
export const FULL_PASS_EVERY_MS = 120_000;

/**
 * What a pass looks at: `'all'`, every match of the days it reads (a full pass), or only the matches whose
 * end this replica's list patches showed since the last pass, which it can ask about one by one ([F5]
 * header, ~6 KB) instead of reading whole days (~250 KB each).
 */
export type PassScope = 'all' | ReadonlySet<string>;

/** Lets a job run only when a pass can find something new; see FinishWatch.gate. */
export interface PassGate {
  /** Whether a pass is due: a football match reached an end state since the last pass, or a full pass is owed. */
  due(): boolean;
  /**
   * Runs one pass, full when one is owed (the first, after `forget`, or `fullEveryMs` after the last full one),
   * otherwise over the matches that ended since. A pass that fails leaves its matches (or its fullness) owed.
   */
  run<T>(pass: (scope: PassScope) => Promise<T>): Promise<T>;
  /** The next pass is full (this replica stopped leading: the patches it would have seen went elsewhere). */
  forget(): void;
  /** Stops collecting: the job behind it has stopped (repeatLeaderPasses' stop calls it). */
  close(): void;
}

/**
 * What a gate waits for on the football list: `'ended'`, a row whose state became an end state (the settler,
 * the match reports); `'arrived'`, a row new to the list that has not kicked off (the model's picks).
 */
export type RowEvent = 'ended' | 'arrived';

/**
 * Finished (and new) matches as the live pipeline sees them. The arena settler and the match-report generator
 * read the feed's whole day (~250 KB, validated row by row) to find matches that ended; every 10–15 s that was
 * 16–20 whole-day reads a minute on the leader, the largest recurring read at the feed's real speed, while
 * matches end a few times an hour. The leader's football:list patches already say which row's `state`
 * became an end state (完场, 取消, 腰斩, 推迟 … all negative), so the jobs wait for that and look at those
 * matches only; a full pass every `fullEveryMs` is the net for an end no patch of this replica showed. The
 * model's picks likewise wait for a match new to the list (or the net: odds that came later, a new day).
 */
export class FinishWatch {
  private readonly list = listChannel('football');
  /** Each gate's sink for the ids of matches that ended, or that arrived. */
  private readonly sinks: Record<RowEvent, Set<(matchId: string) => void>> = {
    ended: new Set(),
    arrived: new Set(),
  };

  /**
   * A live patch listener (LiveTap.onPatch): hands each gate the list rows whose state became an end state
   * (from a running one, or another end: 中断 then 完场), or that arrived not yet started. A patch puts only the
   * fields that changed, so a `state` on a known row is a change. A row new to the list comes whole, `id`
   * included (a known row's `id` never changes): that is an arrival, no end seen. The first patch after a start
   * is the whole day, with every match that ended hours ago; a full pass covers those.
   */
  readonly onPatch = (patch: Patch): void => {
    if (patch.channel !== this.list || !patch.put) return;
    for (const [matchId, fields] of Object.entries(patch.put)) {
      const state = (fields as Record<string, unknown>).state;
      if (typeof state !== 'number') continue;
      const event: RowEvent | null =
        'id' in fields ? (state === FootballState.NotStarted ? 'arrived' : null) : state < 0 ? 'ended' : null;
      if (event) for (const sink of this.sinks[event]) sink(matchId);
    }
  };

  /** A gate for one job: passes after rows of `waitFor` (default `'ended'`), full every `fullEveryMs`. */
  gate(options: { waitFor?: RowEvent; fullEveryMs?: number; now?: () => number } = {}): PassGate {
    const { waitFor = 'ended', fullEveryMs = FULL_PASS_EVERY_MS, now = Date.now } = options;
    let seen = new Set<string>();
    let fullOwed = true;
    let fullAt = Number.NEGATIVE_INFINITY;
    const sinks = this.sinks[waitFor];
    const sink = (matchId: string) => seen.add(matchId);
    sinks.add(sink);
    const fullDue = () => fullOwed || now() - fullAt >= fullEveryMs;
    return {
      due: () => seen.size > 0 || fullDue(),
      run: async (pass) => {
        const full = fullDue();
        // A full pass also covers the rows seen before it starts; rows seen during it stay owed.
        const taken = seen;
        seen = new Set();
        try {
          const result = await pass(full ? 'all' : taken);
          if (full) {
            fullOwed = false;
            fullAt = now();
          }
          return result;
        } catch (err) {
          for (const matchId of taken) seen.add(matchId);
          throw err;
        }
      },
      forget: () => {
        fullOwed = true;
        seen.clear();
      },
      close: () => {
        sinks.delete(sink);
      },
    };
  }

  /** How many gates are collecting (tests: a stopped job's gate no longer does). */
  openGates(): number {
    return this.sinks.ended.size + this.sinks.arrived.size;
  }
}

/**
 * How soon a replica that does not lead looks again. A leader-only job's turn on a follower is one boolean
 * read, so a replica that takes office starts its jobs within a second instead of one interval later (the
 * model's picks run once a minute).
 */
export const LEADER_LOOK_MS = 1_000;

/**
 * The `onlyWhen` of a leader-only job: false on a replica that does not lead, whose gate then forgets (so a
 * regained leadership starts with a full pass); always true when there is no `isLeader` (one replica).
 */
export function leading(isLeader: (() => boolean) | undefined, gate?: PassGate): () => boolean {
  return () => {
    if (isLeader && !isLeader()) {
      gate?.forget();
      return false;
    }
    return true;
  };
}

/**
 * A day-reading job of the leader: `pass` every `intervalMs` (the first at once) on the leading replica
 * (`isLeader`; always when left out), and with `gate` only when the gate says a pass is due, over the scope
 * it says; without a gate every pass is full. A follower looks again every LEADER_LOOK_MS, so it starts
 * passing as soon as it leads. Stopping the job closes its gate.
 */
export function repeatLeaderPasses(
  intervalMs: number,
  pass: (scope: PassScope) => Promise<unknown>,
  options: {
    onError(err: unknown): void;
    isLeader?: (() => boolean) | undefined;
    gate?: PassGate | undefined;
  },
): Repeating {
  const { gate, isLeader, onError } = options;
  const turn = gate ? () => (gate.due() ? gate.run(pass) : Promise.resolve()) : () => pass('all');
  const job = repeatEvery(intervalMs, turn, {
    onError,
    firstAfterMs: 0,
    onlyWhen: leading(isLeader, gate),
    skippedAgainMs: Math.min(intervalMs, LEADER_LOOK_MS),
  });
  return {
    async stop() {
      // The job owns its gate: a plugin started again makes a new one, and the old one must not keep collecting.
      gate?.close();
      await job.stop();
    },
  };
}
