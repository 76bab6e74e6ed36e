import { listChannel, matchChannel, oddsChannel, parseChannel, SPORTS, type Sport } from '@kuyi/shared';
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
import { pollWatchedBasketballWords } from './watched-basketball-words.ts';

/** Basketball odds move with the score every few possessions; five seconds keeps them current enough. */
const BASKETBALL_ODDS_MS = 5_000;
const BASKETBALL_ODDS_PREFIX = oddsChannel('basketball', '');

export interface Poller {
  start(fence: number): void;
  /** Ends the loop after the poll in flight (whose writes are fenced anyway once another replica leads). */
  stop(): Promise<void>;
}

/**
 * The leader's loop: every POLL_INTERVAL_MS, per sport, `change` (skipped when the version has not moved),
 * then liveWords and odds, then headers of the matches that moved (live ones only while watched, see
 * watch-marks.ts; a watched basketball match in play also moves with its play-by-play, see
 * watched-basketball-words.ts) or were asked for; a full reconcile on
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
    const memory: Record<Sport, SportMemory> = {
      football: { known: new Set(), live: new Set(), owed: new Set(), gone: new Set() },
      basketball: { known: new Set(), live: new Set(), owed: new Set(), gone: new Set() },
    };
    const throttle: BasketballOddsThrottle = { at: 0, pending: false };
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
        const [watched, cold] = await Promise.all([store.watched(pollStart), store.cold()]);
        const ctxFor = (): PollContext => ({
          upstream: deps.upstream,
          store,
          batch: new LiveBatch(writer, pollStart),
          pollStart,
          epoch: current,
          cursors,
          basketballWords,
          afterWrite: [],
          countPoll: (sport, call, result) => metrics.polls.inc({ sport, call, result }),
        });
        const demand = { wanted, watched, cold };
        for (const sport of SPORTS) {
          if (!active) break;
          try {
            await pollSport(
              ctxFor(),
              sport,
              demand,
              lastReconcile,
              deps.reconcileMs,
              memory[sport],
              throttle,
            );
            setStale(sport, false, Date.now());
          } catch (err) {
            if (!(err instanceof UpstreamError)) throw err;
            metrics.polls.inc({ sport, call: err.call, result: 'error' });
            logger.warn({ sport, err: err.message }, 'poll failed');
            setStale(sport, true, Date.now());
            // `change` looks back a few seconds only: rows that moved during a longer outage would wait for the
            // next timed reconcile while clients already trust the list again. The next good poll reconciles.
            lastReconcile[sport] = 0;
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

/** What the leader keeps of one sport between polls. */
interface SportMemory {
  /** Every match of the day (the last reconcile and the change rows since). */
  known: Set<string>;
  /** The matches in play, by the same reads. */
  live: Set<string>;
  /**
   * Matches whose list row moved (or, in basketball, whose watched page got new play-by-play lines) and whose
   * page (header, events, box score) has not been re-read since. The
   * list patch is written before the page reads; a failed call after it (odds, commentary, the header itself)
   * used to lose the re-read for good, since `change` then reports nothing new: a finished match's page kept
   * its last minute. An id leaves once its page is written, marked cold, or its match leaves the day.
   */
  owed: Set<string>;
  /**
   * Matches that left the day (a reconcile no longer lists them) whose match and odds channels are still to be
   * emptied: at a reconcile, once nobody watches them. Their page is read over REST from then on, as on a
   * fresh gateway; until this, every day's channels stayed in memory (or Redis) with their history for good.
   */
  gone: Set<string>;
}

/** When basketball's whole-day odds were last read, and what is owed since (see pollSport). */
interface BasketballOddsThrottle {
  at: number;
  /** Rows moved (or a reconcile came) since the last whole-day read. */
  pending: boolean;
}

/** Who asked for what, read once per poll: see watch-marks.ts. */
interface Demand {
  /** Channels a subscriber found empty or cold; drained. */
  wanted: readonly string[];
  /** Match and odds channels some socket is in. */
  watched: ReadonlySet<string>;
  /** Channels this leader let fall behind. */
  cold: ReadonlySet<string>;
}

async function pollSport(
  ctx: PollContext,
  sport: Sport,
  demand: Demand,
  lastReconcile: Record<string, number>,
  reconcileMs: number,
  memory: SportMemory,
  throttle: BasketballOddsThrottle,
): Promise<void> {
  const { known, live, owed, gone } = memory;
  const moved = await pollChange(ctx, sport);
  for (const id of moved.ids) {
    known.add(id);
    live.delete(id);
  }
  for (const id of moved.live) live.add(id);
  const dirty = new Set<string>();
  // Football matches whose whole odds are re-read: the live ones after a reconcile (versions are whole
  // seconds, so an odds move in the same second as a poll can hide).
  const oddsAfterReconcile: string[] = [];
  let reconciled = false;
  if (ctx.pollStart - (lastReconcile[sport] ?? 0) >= reconcileMs) {
    reconciled = true;
    const day = await reconcile(ctx, sport);
    const listed = new Set(day.all);
    for (const id of known) if (!listed.has(id)) gone.add(id);
    for (const id of listed) gone.delete(id);
    known.clear();
    for (const id of day.all) known.add(id);
    live.clear();
    for (const id of day.live) {
      live.add(id);
      dirty.add(id);
    }
    if (sport === 'football') oddsAfterReconcile.push(...day.live);
    lastReconcile[sport] = ctx.pollStart;
  }
  // The list goes out now, before any per-match work (a reconcile's odds refresh took ~330 ms at the evening
  // peak when it ran first), as one patch for `change` and reconcile together; its rows say which matches moved.
  const listPatch = await ctx.batch.flush(listChannel(sport));
  if (listPatch) for (const id of changedIds(listPatch)) dirty.add(id);
  for (const id of dirty) owed.add(id);
  for (const id of owed) if (!known.has(id)) owed.delete(id);
  if (sport === 'football') {
    await pollWords(ctx);
    await pollOdds(ctx);
  }
  // Refreshed whatever else happens: what a subscriber asked for, and a cold channel someone now watches
  // (a subscriber who came between this leader's read of the watch marks and its cold mark).
  const askedHeaders = new Set<string>();
  const askedOdds = new Set<string>();
  const wantedBasketballOdds = new Set<string>();
  // After a reconcile, also every cold channel of a match no longer in play: read once more (its final
  // state), or, when the day no longer lists it, forgotten, so the cold set only holds matches in play.
  const coldTaken: string[] = [];
  const coldDue = [...demand.cold].filter((name) => {
    const channel = parseChannel(name);
    if (demand.watched.has(name)) return true;
    if (!reconciled || channel?.sport !== sport || !('matchId' in channel)) return false;
    // Basketball's odds come from one whole-day read, made once someone watches any of them: a cold one is
    // only forgotten when its match leaves the day.
    if (channel.kind === 'odds' && sport === 'basketball') {
      if (!known.has(channel.matchId)) coldTaken.push(name);
      return false;
    }
    return !live.has(channel.matchId);
  });
  for (const name of [...demand.wanted, ...coldDue]) {
    const channel = parseChannel(name);
    if (!channel || channel.kind === 'list' || channel.kind === 'chat' || channel.sport !== sport) continue;
    // Only matches the feed lists: a subscriber cannot make the leader fetch ids that do not exist.
    if (!known.has(channel.matchId)) {
      if (demand.cold.has(name)) coldTaken.push(name);
      continue;
    }
    if (channel.kind === 'match') askedHeaders.add(channel.matchId);
    if (channel.kind === 'odds' && sport === 'football') askedOdds.add(channel.matchId);
    if (channel.kind === 'odds' && sport === 'basketball') wantedBasketballOdds.add(channel.matchId);
  }
  // A match in play moves every few seconds at the evening peak (every second at the feed's 60×): its
  // header is re-read on each move only while someone watches it; otherwise the channel is marked cold and
  // its first subscriber waits for one refresh. Matches not in play (about to start, just ended) move
  // rarely and are always re-read, so a finished match's channel keeps its final state.
  const coldNow: string[] = [];
  const headerIds = [...askedHeaders];
  for (const id of owed) {
    if (askedHeaders.has(id)) continue;
    const name = matchChannel(sport, id);
    if (!live.has(id) || demand.watched.has(name)) headerIds.push(id);
    else coldNow.push(name);
  }
  // Basketball plays that leave the row alone (a miss, a rebound) still reach a watched page at once, and
  // owe it its header: owed, a failed header read is tried again, though the next play-by-play read is empty.
  const wordsRead =
    sport === 'basketball' ? await pollWatchedBasketballWords(ctx, live, demand.watched, headerIds) : [];
  for (const id of wordsRead) {
    owed.add(id);
    headerIds.push(id);
  }
  const oddsIds = [...askedOdds];
  for (const id of oddsAfterReconcile) {
    if (askedOdds.has(id)) continue;
    const name = oddsChannel('football', id);
    if (demand.watched.has(name)) oddsIds.push(id);
    else coldNow.push(name);
  }
  const basketballOddsRead: string[] = [];
  if (sport === 'basketball') {
    // The whole day's odds in one call, the largest answer the leader reads (about 1.7 MB a minute at real
    // speed when read every few seconds): so only while someone watches a basketball odds channel, at most
    // every BASKETBALL_ODDS_MS after rows moved (a move inside the window is remembered, not dropped), at
    // once after a reconcile. A read due with nobody watching is skipped and every odds channel of the day is
    // marked cold instead, so a later subscriber waits for one read (the rows carry the list's own odds). A
    // subscriber who found a channel empty or cold gets just that match's companies.
    if (dirty.size > 0 || reconciled) throttle.pending = true;
    const due = reconciled || (throttle.pending && ctx.pollStart - throttle.at >= BASKETBALL_ODDS_MS);
    const watchedAny = [...demand.watched].some((name) => name.startsWith(BASKETBALL_ODDS_PREFIX));
    if (due && watchedAny) {
      basketballOddsRead.push(...(await pollBasketballOdds(ctx)));
      throttle.at = ctx.pollStart;
      throttle.pending = false;
    } else {
      if (wantedBasketballOdds.size > 0)
        basketballOddsRead.push(...(await pollBasketballOdds(ctx, wantedBasketballOdds)));
      // A read owed and skipped stays owed (due at every poll), so matches new to the day are marked as they
      // come. One just read for a subscriber is now watched, so the next poll makes the whole-day read.
      if (due) {
        const read = new Set(basketballOddsRead);
        for (const id of known) {
          const name = oddsChannel('basketball', id);
          if (!read.has(id) && !demand.cold.has(name)) coldNow.push(name);
        }
      }
    }
  }
  const emptied: string[] = [];
  if (reconciled)
    for (const id of gone) {
      const names = [matchChannel(sport, id), oddsChannel(sport, id)];
      if (names.some((name) => demand.watched.has(name))) continue;
      for (const name of names) ctx.batch.add(name, {}, 'replace');
      emptied.push(...names);
    }
  // Headers and odds are independent upstream reads: in parallel, each with its own concurrency cap.
  const [headersDone, oddsDone] = await Promise.all([
    refreshHeaders(ctx, sport, headerIds, new Set(wordsRead)),
    refreshOdds(ctx, oddsIds),
  ]);
  await ctx.batch.flushAll();
  if (emptied.length > 0) {
    await ctx.store.dropHistory(emptied);
    for (const name of emptied) {
      const channel = parseChannel(name);
      if (channel && 'matchId' in channel) gone.delete(channel.matchId);
    }
  }
  for (const move of ctx.afterWrite) await move();
  // Marks only after the writes: a subscriber who then finds a channel warm reads a snapshot with its refresh.
  const warmed = [
    ...headersDone.map((id) => matchChannel(sport, id)),
    ...oddsDone.map((id) => oddsChannel('football', id)),
    ...basketballOddsRead.map((id) => oddsChannel('basketball', id)),
  ].filter((name) => demand.cold.has(name));
  await ctx.store.clearCold([...warmed, ...coldTaken]);
  await ctx.store.markCold(coldNow);
  for (const id of headersDone) owed.delete(id);
  for (const name of coldNow) {
    const channel = parseChannel(name);
    if (channel?.kind === 'match') owed.delete(channel.matchId);
  }
}
