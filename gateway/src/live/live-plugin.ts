import type { Patch } from '@kuyi/shared';
import type { GatewayContext, GatewayPlugin } from '../plugin.ts';
import { createMemoryCache, createRedisCache } from '../proxy/response-cache.ts';
import { mountScProxy } from '../proxy/sc-proxy.ts';
import { createScReader, type ReadThrough, type ScReader } from '../proxy/sc-reader.ts';
import type { LeaderLock, LiveStore } from '../store/live-store.ts';
import { createMemoryBackend } from '../store/memory-store.ts';
import { redisKeys } from '../store/redis-keys.ts';
import { createRedisLock } from '../store/redis-lock.ts';
import { createRedisStore } from '../store/redis-store.ts';
import { mountClockRead } from './clock-read.ts';
import { setupFanOut } from './fan-out.ts';
import { clockedUpstream, createFeedClock } from './feed-clock.ts';
import { shareFeedClock } from './feed-clock-share.ts';
import { createLeaderElector, type LeaderElector } from './leader-elector.ts';
import { mountListRead } from './list-read.ts';
import { createLiveMetrics } from './live-metrics.ts';
import { type LiveOptions, loadLiveOptions } from './live-options.ts';
import { createPoller } from './poller.ts';
import { resendLastPatches } from './resend-last-patch.ts';
import { handleSubscriptions } from './subscription-handler.ts';
import { createUpstreamClient } from './upstream-client.ts';
import { startWatchRenewal } from './watch-marks.ts';

/**
 * What other parts may see of the live pipeline: the patches this replica's poller writes (only the leader
 * writes, so each change is seen once cluster-wide), the store, and the fan-out readiness of a room.
 */
export interface LiveTap {
  onPatch(listener: (patch: Patch) => void): void;
  /**
   * Told when this replica becomes the leader, just before its poller starts: a listener that keeps a copy
   * of a list (the reminder generators) reads it now, so the new leader's first patch is news to it.
   */
  onLeading(listener: () => void): void;
  /**
   * Told of each subscribe this replica accepted: past the socket's rate limit, the payload and channel
   * checks and the per-socket cap, so a flood of made-up names reaches a listener no faster than the store.
   */
  onSubscribe(listener: (channel: string) => void): void;
  store(): LiveStore;
  ready(room: string): Promise<void>;
  /** Whether this replica holds the leader lock now (the one that polls and writes). */
  isLeader(): boolean;
  /**
   * The upstream's clock (match times are on it): as the last poll read it on the leader, as the leader last
   * shared it on the others (feed-clock-share.ts); the wall clock before either.
   */
  feedNow(): number;
  /**
   * Whether `feedNow` is the feed's clock yet (an answer read, or the leader's reading adopted). Work that
   * deletes or refunds by the feed's day waits for it: under a replay the wall clock is days off.
   */
  feedClockKnown(): boolean;
}

/** /healthz gives up on a dependency after this long: a hung check must not hang the load balancer. */
const HEALTH_TIMEOUT_MS = 1_000;

/** The live part as other parts see it: chat publishes through its store, reminders tap its patches. */
export interface LivePlugin extends GatewayPlugin, LiveTap {
  /** Feed ms per wall ms: 1 for a live day, 60 for a day replayed at 60× (news dates reports with it). */
  feedRate(): number;
  /**
   * An /sc/api call read through the proxy's shared cache, for the gateway's own pages (the arena's publish
   * form): one upstream request per URL per PROXY_CACHE_MS across fans, pages and replicas.
   */
  readThrough: ReadThrough;
}

/**
 * Live push: the leader polls the feed, diffs into the store and broadcasts patches; every replica serves
 * subscriptions from the store and the room broadcasts. Also mounts the cached /sc/api read-through.
 */
export function livePlugin(overrides: Partial<LiveOptions> = {}): LivePlugin {
  let store: LiveStore | null = null;
  let fanOutRef: { ready(room: string): Promise<void> } | null = null;
  const patchListeners: Array<(patch: Patch) => void> = [];
  const leadingListeners: Array<() => void> = [];
  const subscribeListeners: Array<(channel: string) => void> = [];
  let elector: LeaderElector | null = null;
  let ctxRef: GatewayContext | null = null;
  const feedClock = createFeedClock();
  let clockShare: { stop(): void } | null = null;
  let watchRenewal: { stop(): void } | null = null;
  let reader: ScReader | null = null;

  return {
    name: 'live',
    onPatch(listener) {
      patchListeners.push(listener);
    },
    onLeading(listener) {
      leadingListeners.push(listener);
    },
    onSubscribe(listener) {
      subscribeListeners.push(listener);
    },
    store() {
      if (!store) throw new Error('live part not started');
      return store;
    },
    ready(room) {
      return fanOutRef ? fanOutRef.ready(room) : Promise.resolve();
    },
    feedNow() {
      return feedClock.now();
    },
    feedClockKnown() {
      return feedClock.known();
    },
    feedRate() {
      return feedClock.rate();
    },
    async readThrough(url) {
      if (!reader) throw new Error('live part not started');
      return (await reader.read(url)).value;
    },
    isLeader() {
      return elector?.isLeader() ?? false;
    },
    async start(ctx, app) {
      ctxRef = ctx;
      const { config, logger, io, redis } = ctx;
      const options = loadLiveOptions(process.env, overrides);
      const prefix = options.LIVE_KEY_PREFIX;
      let lock: LeaderLock;
      if (redis) {
        store = createRedisStore(redis, prefix, { historyLimit: options.HISTORY_LIMIT });
        lock = createRedisLock(redis, prefix, config.NODE_ID, options.LOCK_TTL_MS);
      } else {
        ({ store, lock } = createMemoryBackend({ historyLimit: options.HISTORY_LIMIT }));
      }
      const liveStore = store;
      const metrics = createLiveMetrics(ctx.metrics);
      const fanOut = await setupFanOut(io, redis, prefix, logger, (event, sockets) => {
        if (event === 'patch') metrics.countDeliveries(sockets);
      });
      fanOutRef = fanOut;
      fanOut.onResubscribed((rooms) => void resendLastPatches(io, liveStore, rooms, logger));
      handleSubscriptions(io, {
        store: liveStore,
        fanOut,
        metrics,
        logger,
        ratePoints: options.SUBSCRIBE_RATE_POINTS,
        rateWindowS: options.SUBSCRIBE_RATE_WINDOW_S,
        onAccepted(channel) {
          for (const listener of subscribeListeners) {
            try {
              listener(channel);
            } catch (err) {
              logger.warn({ err, channel }, 'subscribe listener failed');
            }
          }
        },
      });
      watchRenewal = startWatchRenewal(io, liveStore, logger);
      // The poller's writes, seen by the parts that listen (reminders): a listener never slows or breaks a poll.
      const tappedStore: LiveStore = {
        ...liveStore,
        apply: (input) => liveStore.apply(input).then(tell),
      };
      function tell(result: Awaited<ReturnType<LiveStore['apply']>>) {
        if (result.patch)
          for (const listener of patchListeners) {
            try {
              listener(result.patch);
            } catch (err) {
              logger.warn({ err }, 'patch listener failed');
            }
          }
        return result;
      }
      const clocked = clockedUpstream(
        createUpstreamClient(config.FEED_URL, options.FEED_TIMEOUT_MS),
        feedClock,
      );
      const poller = createPoller({
        io,
        store: tappedStore,
        upstream: clocked.upstream,
        metrics,
        logger,
        intervalMs: config.POLL_INTERVAL_MS,
        reconcileMs: options.RECONCILE_MS,
        onFenced: () => elector?.depose(),
      });
      elector = createLeaderElector({
        lock,
        ttlMs: options.LOCK_TTL_MS,
        logger,
        onElected: (token) => {
          metrics.leader.set(1);
          for (const listener of leadingListeners) {
            try {
              listener();
            } catch (err) {
              logger.warn({ err }, 'leadership listener failed');
            }
          }
          poller.start(token);
        },
        onDeposed: () => {
          metrics.leader.set(0);
          return poller.stop();
        },
      });
      metrics.leader.set(0);
      elector.start();
      clockShare = shareFeedClock({
        store: liveStore,
        clock: feedClock,
        isLeader: () => elector?.isLeader() ?? false,
        logger,
      });
      const listRead = mountListRead(app, {
        store: liveStore,
        ttlMs: options.PROXY_CACHE_MS,
        logger,
        feedNow: () => feedClock.now(),
        feedRate: () => feedClock.rate(),
      });
      mountClockRead(app, feedClock);
      const keys = redisKeys(prefix);
      reader = createScReader({
        feedUrl: config.FEED_URL,
        cache: redis ? createRedisCache(redis, keys.cache) : createMemoryCache(),
        ttlMs: options.PROXY_CACHE_MS,
        timeoutMs: options.FEED_TIMEOUT_MS,
      });
      const proxy = mountScProxy(app, { reader, logger });
      ctx.fastReads.push(listRead.fastRead, proxy.fastRead);
    },

    async health() {
      const feedUrl = ctxRef?.config.FEED_URL;
      if (!store || !feedUrl) return 'not started';
      const signal = AbortSignal.timeout(HEALTH_TIMEOUT_MS);
      const storeOk = Promise.race([
        store.ping().then(() => true),
        new Promise<boolean>((resolve) => signal.addEventListener('abort', () => resolve(false))),
      ]).catch(() => false);
      const feedOk = fetch(new URL('/healthz', feedUrl), { signal }).then(
        (res) => res.ok,
        () => false,
      );
      const [s, f] = await Promise.all([storeOk, feedOk]);
      if (!s) return 'store unavailable';
      if (!f) return 'feed unavailable';
      return null;
    },

    async stop() {
      // Stop polling and hand the lock over first, then close sockets so clients reconnect elsewhere at once.
      await elector?.stop();
      watchRenewal?.stop();
      clockShare?.stop();
      ctxRef?.io.disconnectSockets(true);
      await store?.close();
    },
  };
}
