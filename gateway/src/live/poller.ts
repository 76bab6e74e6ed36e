import { listChannel, parseChannel, SPORTS, type Sport } from '@kuyi/shared';
import type { Logger } from '../logger.ts';
import type { IoServer } from '../plugin.ts';
import { FencedError, type LiveStore } from '../store/live-store.ts';
import { BasketballWordCursors } from './basketball-words.ts';
import { LiveBatch } from './live-batch.ts';
import type { LiveMetrics } from './live-metrics.ts';
import { createLiveWriter } from './live-writer.ts';
import {
  changedIds,
  type PollContext,
  pollBasketballOdds,
  pollChange,
  pollOdds,
  pollWords,
  reconcile,
  refreshHeaders,
  refreshOdds,
} from './sport-poll.ts';
import { type UpstreamClient, UpstreamError } from './upstream-client.ts';

/** Basketball odds move with the score every few possessions; five seconds keeps them current enough. */
const BASKETBALL_ODDS_MS = 5_000;

export interface Poller {
  start(fence: number): void;
  /** Ends the loop after the poll in flight (whose writes are fenced anyway once another replica leads). */
  stop(): Promise<void>;
}

/**
 * The leader's loop: every POLL_INTERVAL_MS, per sport, `change` (skipped when the version has not moved),
 * then liveWords and odds, then headers of the matches that moved or were asked for; a full reconcile on
 * taking office, after a store reset (new epoch) and every RECONCILE_MS. An upstream failure marks the
 * sport stale ([P9]) until a poll succeeds again.
 */
export function createPoller(deps: {
  io: IoServer;
  store: LiveStore;
  upstream: UpstreamClient;
  metrics: LiveMetrics;
  logger: Logger;
  intervalMs: number;
  reconcileMs: number;
  onFenced(): void;
}): Poller {
  const { io, store, metrics, logger } = deps;
  let running: Promise<void> | null = null;
  let active = false;
  let wake: (() => void) | null = null;

  const run = async (fence: number) => {
    const writer = createLiveWriter(io, store, metrics, fence);
    const lastReconcile: Record<string, number> = {};
    const stale = new Map<Sport, { stale: boolean; since: number | null }>();
    for (const [sport, mark] of Object.entries(await store.stale().catch(() => ({}))))
      stale.set(sport as Sport, mark);
    let epoch: string | null = null;
    const known: Record<Sport, Set<string>> = { football: new Set(), basketball: new Set() };
    const throttle = { basketballOddsAt: 0, basketballOddsPending: false };
    const basketballWords = new BasketballWordCursors();

    const setStale = (sport: Sport, isStale: boolean, now: number) => {
      const known = stale.get(sport);
      if ((known?.stale ?? false) === isStale) {
        if (!isStale) stale.set(sport, { stale: false, since: now });
        return;
      }
      // `since` is the last successful poll: kept while stale, the recovery time once it is not.
      const since = isStale ? (known?.since ?? null) : now;
      stale.set(sport, { stale: isStale, since });
      metrics.stale.set({ sport }, isStale ? 1 : 0);
      io.emit('stale', { sport, stale: isStale, since });
      void store.setStale(sport, { stale: isStale, since }).catch(() => {});
      logger.warn({ sport, stale: isStale }, isStale ? 'upstream down: data marked stale' : 'upstream back');
    };

    while (active) {
      const pollStart = Date.now();
      try {
        const current = await store.epoch();
        // A new epoch means the store was wiped (Redis restart): cursors are gone, rebuild everything now.
        if (current !== epoch) {
          for (const sport of SPORTS) lastReconcile[sport] = 0;
          basketballWords.clear();
        }
        epoch = current;
        const cursors = await store.cursors();
        const wanted = await store.takeWanted();
        const ctxFor = (): PollContext => ({
          upstream: deps.upstream,
          store,
          batch: new LiveBatch(writer, pollStart),
          pollStart,
          cursors,
          basketballWords,
          afterWrite: [],
          countPoll: (sport, call, result) => metrics.polls.inc({ sport, call, result }),
        });
        for (const sport of SPORTS) {
          if (!active) break;
          try {
            await pollSport(ctxFor(), sport, wanted, lastReconcile, deps.reconcileMs, known[sport], throttle);
            setStale(sport, false, Date.now());
          } catch (err) {
            if (!(err instanceof UpstreamError)) throw err;
            metrics.polls.inc({ sport, call: err.call, result: 'error' });
            logger.warn({ sport, err: err.message }, 'poll failed');
            setStale(sport, true, Date.now());
            // Channels asked for in this poll were not filled: ask again next time.
            for (const name of wanted) void store.want(name).catch(() => {});
          }
        }
      } catch (err) {
        if (err instanceof FencedError) {
          logger.warn('fenced out: another replica leads');
          active = false;
          deps.onFenced();
          break;
        }
        logger.warn({ err: (err as Error).message }, 'poll aborted (store unavailable?)');
      }
      const wait = Math.max(0, deps.intervalMs - (Date.now() - pollStart));
      if (active)
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, wait);
        });
      wake = null;
    }
  };

  return {
    start(fence) {
      if (active) return;
      active = true;
      running = run(fence).catch((err: unknown) => logger.error({ err }, 'poller crashed'));
    },
    async stop() {
      active = false;
      wake?.();
      await running;
      running = null;
    },
  };
}

async function pollSport(
  ctx: PollContext,
  sport: Sport,
  wanted: readonly string[],
  lastReconcile: Record<string, number>,
  reconcileMs: number,
  known: Set<string>,
  throttle: { basketballOddsAt: number; basketballOddsPending: boolean },
): Promise<void> {
  const moved = await pollChange(ctx, sport);
  for (const id of moved.ids) known.add(id);
  const dirty = new Set<string>();
  // Football matches whose whole odds are re-read this poll: the live ones after a reconcile (versions are
  // whole seconds, so an odds move in the same second as a poll can hide) and any a subscriber found empty.
  const oddsToRefresh: string[] = [];
  let reconciled = false;
  if (ctx.pollStart - (lastReconcile[sport] ?? 0) >= reconcileMs) {
    reconciled = true;
    const day = await reconcile(ctx, sport);
    known.clear();
    for (const id of day.all) known.add(id);
    for (const id of day.live) dirty.add(id);
    if (sport === 'football') oddsToRefresh.push(...day.live);
    lastReconcile[sport] = ctx.pollStart;
  }
  // The list goes out now, before any per-match work (a reconcile's odds refresh took ~330 ms at the evening
  // peak when it ran first), as one patch for `change` and reconcile together; its rows say which matches moved.
  const listPatch = await ctx.batch.flush(listChannel(sport));
  if (listPatch) for (const id of changedIds(listPatch)) dirty.add(id);
  if (sport === 'football') {
    await pollWords(ctx);
    await pollOdds(ctx);
  }
  const wantedOdds = new Set<string>();
  for (const name of wanted) {
    const channel = parseChannel(name);
    if (!channel || channel.kind === 'list' || channel.kind === 'chat' || channel.sport !== sport) continue;
    // Only matches the feed lists: a subscriber cannot make the leader fetch ids that do not exist.
    if (!known.has(channel.matchId)) continue;
    if (channel.kind === 'match') dirty.add(channel.matchId);
    if (channel.kind === 'odds' && sport === 'football') oddsToRefresh.push(channel.matchId);
    if (channel.kind === 'odds' && sport === 'basketball') wantedOdds.add(channel.matchId);
  }
  if (sport === 'basketball') {
    // The whole day's odds in one call: at most every BASKETBALL_ODDS_MS after rows moved (a move inside
    // the window is remembered, not dropped), at once after a reconcile; a subscriber who found a channel
    // empty gets just that match's companies.
    if (dirty.size > 0) throttle.basketballOddsPending = true;
    const due = ctx.pollStart - throttle.basketballOddsAt >= BASKETBALL_ODDS_MS;
    if (reconciled || (throttle.basketballOddsPending && due)) {
      await pollBasketballOdds(ctx);
      throttle.basketballOddsAt = ctx.pollStart;
      throttle.basketballOddsPending = false;
    } else if (wantedOdds.size > 0) await pollBasketballOdds(ctx, wantedOdds);
  }
  // Headers and odds are independent upstream reads: in parallel, each with its own concurrency cap.
  await Promise.all([refreshHeaders(ctx, sport, [...dirty]), refreshOdds(ctx, oddsToRefresh)]);
  await ctx.batch.flushAll();
  for (const move of ctx.afterWrite) await move();
}
