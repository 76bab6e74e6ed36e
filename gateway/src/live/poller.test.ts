import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { IoServer } from '../plugin.ts';
import { createMemoryBackend } from '../store/memory-store.ts';
import { createLiveMetrics } from './live-metrics.ts';
import { createPoller } from './poller.ts';
import { type FakeFeed, startFakeFeed } from './testing/fake-feed.ts';
import { createUpstreamClient, type UpstreamClient } from './upstream-client.ts';

/** One timeline of what the poller did: upstream reads (`get <path>`) and room broadcasts (`emit <room>`). */
function recorder(feedUrl: string) {
  const log: string[] = [];
  const inner = createUpstreamClient(feedUrl, 2_000);
  const upstream: UpstreamClient = {
    get: (path, schema) => {
      log.push(`get ${path}`);
      return inner.get(path, schema);
    },
    isOpen: () => inner.isOpen(),
  };
  const io = {
    to: (room: string) => ({ emit: () => log.push(`emit ${room}`) }),
    emit: () => true,
  } as unknown as IoServer;
  return { log, upstream, io };
}

describe('poller', () => {
  let feed: FakeFeed;
  beforeAll(async () => {
    feed = await startFakeFeed({ matches: 8 });
    feed.step(20);
  });
  afterAll(() => feed.close());

  it('a reconcile sends the list patch before it refreshes the live matches’ odds, and still refreshes them all', async () => {
    const { log, upstream, io } = recorder(feed.url);
    const { store } = createMemoryBackend();
    const poller = createPoller({
      io,
      store,
      upstream,
      metrics: createLiveMetrics(new Registry()),
      logger: createLogger('silent', 'test'),
      intervalMs: 60_000,
      reconcileMs: 60_000,
      onFenced: () => {},
    });
    poller.start(0);
    // The first poll reconciles (a new leader has no state); wait until basketball, polled second, is done.
    const deadline = Date.now() + 10_000;
    while (!log.includes('emit basketball:list') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await poller.stop();

    const listSent = log.indexOf('emit football:list');
    const oddsRefreshes = log.flatMap((line, i) =>
      /^get .*football\/odds\?cursor=0&matchId=/.test(line) ? [i] : [],
    );
    expect(listSent).toBeGreaterThanOrEqual(0);
    const live = feed.football.filter((m) => m.state > 0).map((m) => m.id);
    expect(live.length).toBeGreaterThan(0);
    expect(oddsRefreshes).toHaveLength(live.length);
    expect(Math.min(...oddsRefreshes)).toBeGreaterThan(listSent);
  });
});
