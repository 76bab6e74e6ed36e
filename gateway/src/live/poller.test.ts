import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { IoServer } from '../plugin.ts';
import type { LiveStore } from '../store/live-store.ts';
import { createMemoryBackend } from '../store/memory-store.ts';
import { createLiveMetrics } from './live-metrics.ts';
import { createPoller } from './poller.ts';
import { type FakeFeed, startFakeFeed } from './testing/fake-feed.ts';
import { createUpstreamClient, type UpstreamClient, UpstreamError } from './upstream-client.ts';

/** One timeline of what the poller did: upstream reads (`get <path>`) and room broadcasts (`emit <room>`). */
function recorder(feedUrl: string) {
  const log: string[] = [];
  const inner = createUpstreamClient(feedUrl, 2_000);
  /** The next read whose path matches fails once, as a timeout would. */
  const failNext: { path: RegExp | null } = { path: null };
  const upstream: UpstreamClient = {
    get: (path, schema) => {
      log.push(`get ${path}`);
      if (failNext.path?.test(path)) {
        failNext.path = null;
        log.push(`failed ${path}`);
        return Promise.reject(new UpstreamError('odds', 'timeout (test)'));
      }
      return inner.get(path, schema);
    },
    isOpen: () => inner.isOpen(),
  };
  const io = {
    to: (room: string) => ({ emit: () => log.push(`emit ${room}`) }),
    emit: () => true,
  } as unknown as IoServer;
  return { log, upstream, io, failNext };
}

function startPoller(feedUrl: string, store: LiveStore, intervalMs: number, reconcileMs = 60_000) {
  const { log, upstream, io, failNext } = recorder(feedUrl);
  const poller = createPoller({
    io,
    store,
    upstream,
    metrics: createLiveMetrics(new Registry()),
    logger: createLogger('silent', 'test'),
    intervalMs,
    reconcileMs,
    onFenced: () => {},
  });
  poller.start(0);
  return { log, poller, failNext };
}

/** Resolves once `log` has a line matching `pattern` after index `from`. */
async function logged(log: string[], pattern: RegExp, from = 0): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!log.slice(from).some((line) => pattern.test(line))) {
    if (Date.now() > deadline) throw new Error(`never logged ${pattern}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const headerReads = (log: string[]) =>
  log.flatMap((line) => /football\/header\?matchId=(\w+)/.exec(line)?.[1] ?? []);

describe('poller', () => {
  let feed: FakeFeed;
  beforeAll(async () => {
    feed = await startFakeFeed({ matches: 8 });
    feed.step(20);
  });
  afterAll(() => feed.close());

  it('a reconcile sends the list patch before it refreshes the watched live matches’ odds, and refreshes each of them', async () => {
    const { store } = createMemoryBackend();
    const live = feed.football.filter((m) => m.state > 0).map((m) => m.id);
    expect(live.length).toBeGreaterThan(0);
    await store.watch(
      live.map((id) => `odds:football:${id}`),
      Date.now() + 60_000,
    );
    const { log, poller } = startPoller(feed.url, store, 60_000);
    // The first poll reconciles (a new leader has no state); wait until basketball, polled second, is done.
    await logged(log, /^emit basketball:list$/);
    await poller.stop();

    const listSent = log.indexOf('emit football:list');
    const oddsRefreshes = log.flatMap((line, i) =>
      /^get .*football\/odds\?cursor=0&matchId=/.test(line) ? [i] : [],
    );
    expect(listSent).toBeGreaterThanOrEqual(0);
    expect(oddsRefreshes).toHaveLength(live.length);
    expect(Math.min(...oddsRefreshes)).toBeGreaterThan(listSent);
  });

  it('a live match is re-read on a move only while watched; unwatched it is marked cold until someone asks for it', async () => {
    const { store } = createMemoryBackend();
    const [watchedId, otherId] = feed.football.map((m) => m.id);
    if (!watchedId || !otherId) throw new Error('the fake feed has two football matches');
    await store.watch([`football:match:${watchedId}`], Date.now() + 60_000);
    const { log, poller } = startPoller(feed.url, store, 30);
    try {
      // The first poll: every row is new, so every match moved; only the watched one is re-read.
      await logged(log, /^emit basketball:list$/);
      expect(headerReads(log)).toEqual([watchedId]);
      expect(await store.isCold(`football:match:${otherId}`)).toBe(true);
      expect(await store.isCold(`odds:football:${otherId}`)).toBe(true);
      expect(await store.isCold(`football:match:${watchedId}`)).toBe(false);

      // Asked for (a subscriber found it cold): re-read at the next poll and no longer cold.
      const from = log.length;
      await store.want(`football:match:${otherId}`);
      await logged(log, new RegExp(`header\\?matchId=${otherId}$`), from);
      // Football's poll is over (marks included) once basketball's begins.
      await logged(log, /basketball\/change/, log.length);
      expect(await store.isCold(`football:match:${otherId}`)).toBe(false);
    } finally {
      await poller.stop();
    }
  });

  it('[P2] a watched basketball match in play gets a new play-by-play line within a poll or two without a row move; an unwatched one is not read', async () => {
    const { store } = createMemoryBackend();
    const [watched, other] = feed.basketball.filter((m) => m.state > 0);
    if (!watched || !other) throw new Error('the fake feed has two basketball matches in play');
    const channel = `basketball:match:${watched.id}`;
    await store.watch([channel], Date.now() + 60_000);
    const { log, poller } = startPoller(feed.url, store, 30);
    try {
      // The first poll reads the watched page (a reconcile moves every row); one more poll, and it is settled.
      await logged(log, /^emit basketball:list$/);
      await logged(log, /basketball\/change/, log.length);
      const from = log.length;
      // A miss: a line of play-by-play, and nothing in either row moves.
      const line = feed.basketballPlay(watched.id);
      feed.basketballPlay(other.id);
      await logged(log, new RegExp(`^emit ${channel}$`), from);
      const sent = log.findIndex((l, i) => i >= from && l === `emit ${channel}`);
      const polls = log.slice(from, sent).filter((l) => /basketball\/change/.test(l));
      expect(polls.length).toBeLessThanOrEqual(2);
      expect(log.slice(from).includes('emit basketball:list')).toBe(false);
      const page = await store.catchUp(channel);
      expect(page.mode === 'snapshot' && page.snapshot.state[`w:${line.id}`]).toEqual(line);
      // The new line is the signal that the box score moved too: the header is re-read in the same poll.
      expect(log.slice(from, sent)).toContain(`get /sc/api/basketball/header?matchId=${watched.id}`);
      // That poll read the play-by-play once: the header refresh does not read the same lines again.
      const thatPoll = log.slice(0, sent).findLastIndex((l) => /basketball\/change/.test(l));
      const technic = log.slice(thatPoll, sent).filter((l) => l.includes(`technic?matchId=${watched.id}&`));
      expect(technic).toHaveLength(1);
      expect(log.some((l) => l.includes(`technic?matchId=${other.id}&`))).toBe(false);
    } finally {
      await poller.stop();
    }
  });

  it('a reconcile re-reads the cold channels of a match no longer in play and forgets those of matches gone from the day', async () => {
    const { store } = createMemoryBackend();
    const ended = feed.football[0];
    if (!ended) throw new Error('the fake feed has a football match');
    const state = ended.state;
    ended.state = -1; // 完场
    await store.markCold([`odds:football:${ended.id}`, 'football:match:gone', 'odds:football:gone']);
    const { log, poller } = startPoller(feed.url, store, 60_000);
    try {
      // The first poll reconciles; football's poll is over (marks included) once basketball's begins.
      await logged(log, /basketball\/change/);
      expect(log).toContain(`get /sc/api/football/odds?cursor=0&matchId=${ended.id}`);
      expect(log.some((line) => line.includes('gone'))).toBe(false);
      expect(await store.cold()).not.toContain(`odds:football:${ended.id}`);
      expect(await store.cold()).not.toContain('football:match:gone');
      expect(await store.cold()).not.toContain('odds:football:gone');
    } finally {
      await poller.stop();
      ended.state = state;
    }
  });
  it("basketball's whole-day odds are read only while someone watches a basketball odds channel; unwatched, the day's odds channels are marked cold", async () => {
    const { store } = createMemoryBackend();
    const askedId = feed.basketball[0]?.id;
    if (!askedId) throw new Error('the fake feed has a basketball match');
    const dayReads = (from: number) => log.slice(from).filter((line) => line.includes('scheduleAddOdds'));
    const { log, poller } = startPoller(feed.url, store, 30);
    try {
      // Nobody watches: the reconcile's read is skipped and every match's odds channel is marked cold.
      await logged(log, /^emit basketball:list$/);
      await logged(log, /basketball\/change/, log.length);
      expect(dayReads(0)).toEqual([]);
      for (const { id } of feed.basketball) expect(await store.isCold(`odds:basketball:${id}`)).toBe(true);

      // Rows move, still nobody watches: no read.
      feed.step(30);
      const afterMoves = log.length;
      await logged(log, /basketball\/change/, afterMoves);
      await logged(log, /basketball\/change/, log.length);
      expect(dayReads(afterMoves)).toEqual([]);

      // A subscriber (who marks the channel watched, finds it cold and asks for it): the whole day is read
      // at the next poll, and no odds channel is left cold.
      await store.watch([`odds:basketball:${askedId}`], Date.now() + 60_000);
      await store.want(`odds:basketball:${askedId}`);
      const asked = log.length;
      await logged(log, /scheduleAddOdds/, asked);
      await logged(log, /basketball\/change/, log.length);
      expect(dayReads(asked)).toEqual(['get /sc/api/basketball/scheduleAddOdds?userId=0']);
      const cold = [...(await store.cold())].filter((name) => name.startsWith('odds:basketball:'));
      expect(cold).toEqual([]);
    } finally {
      await poller.stop();
    }
  });

  it('a watched match that finished in a poll whose odds read failed still gets its page re-read (the list was already written)', async () => {
    const { store } = createMemoryBackend();
    const match = feed.football[1];
    if (!match) throw new Error('the fake feed has two football matches');
    const channel = `football:match:${match.id}`;
    await store.watch([channel], Date.now() + 60_000);
    const { log, poller, failNext } = startPoller(feed.url, store, 30);
    try {
      await logged(log, /^emit basketball:list$/);
      match.homeScore += 1;
      match.state = -1; // 完场 with a late goal
      failNext.path = /football\/odds\?cursor=\d+$/;
      feed.touch('football', match.id);
      const from = log.length;
      await logged(log, /^failed .*football\/odds/, from);
      await logged(
        log,
        new RegExp(`header\\?matchId=${match.id}$`),
        log.findIndex((l, i) => i >= from && l.startsWith('failed')),
      );
      await logged(log, /basketball\/change/, log.length);
      const page = await store.catchUp(channel);
      const info =
        page.mode === 'snapshot' ? (page.snapshot.state.info as { state: number; homeScore: number }) : null;
      expect(info).toMatchObject({ state: -1, homeScore: match.homeScore });
    } finally {
      await poller.stop();
    }
  });

  it('after an upstream outage the next good poll reconciles: rows that moved beyond `change`’s look-back are caught at once', async () => {
    const { store } = createMemoryBackend();
    const { log, poller } = startPoller(feed.url, store, 30);
    try {
      await logged(log, /^emit basketball:list$/);
      feed.setDown(true);
      await logged(log, /football\/change/, log.length);
      await logged(log, /basketball\/change/, log.length);
      // Changed while the upstream was down, and never reported by `change` (out of its window).
      const match = feed.football[2];
      if (!match) throw new Error('the fake feed has three football matches');
      match.awayScore += 3;
      feed.setDown(false);
      const from = log.length;
      await logged(log, /football\/scheduleByDate/, from);
      await logged(log, /basketball\/change/, log.length);
      const list = await store.catchUp('football:list');
      const row = list.mode === 'snapshot' ? (list.snapshot.state[match.id] as { awayScore: number }) : null;
      expect(row?.awayScore).toBe(match.awayScore);
    } finally {
      feed.setDown(false);
      await poller.stop();
    }
  });

  it('a match gone from the day has its channels emptied at a reconcile, history and all, once nobody watches it', async () => {
    const { store } = createMemoryBackend();
    const [left, watched] = feed.football.slice(3, 5);
    if (!left || !watched) throw new Error('the fake feed has five football matches');
    const leftPage = `football:match:${left.id}`;
    const watchedPage = `football:match:${watched.id}`;
    await store.watch([watchedPage], Date.now() + 60_000);
    const { log, poller } = startPoller(feed.url, store, 30, 200);
    const at = feed.football.indexOf(left);
    try {
      await logged(log, /^emit basketball:list$/);
      await store.want(leftPage);
      await logged(log, new RegExp(`header\\?matchId=${left.id}$`));
      await logged(log, /basketball\/change/, log.length);
      const filled = await store.catchUp(leftPage);
      expect(filled.mode === 'snapshot' && filled.snapshot.state.info).toBeTruthy();

      feed.football.splice(at, 2);
      await logged(log, /football\/scheduleByDate/, log.length);
      await logged(log, /basketball\/change/, log.length);
      const emptied = await store.catchUp(leftPage, { epoch: await store.epoch(), seq: 1 });
      expect(emptied).toMatchObject({ mode: 'snapshot', snapshot: { state: {} } });
      expect(emptied.seq).toBeGreaterThan(filled.seq);
      // Still watched: kept until its page is left.
      const kept = await store.catchUp(watchedPage);
      expect(kept.mode === 'snapshot' && kept.snapshot.state.info).toBeTruthy();
    } finally {
      if (!feed.football.includes(left)) feed.football.splice(at, 0, left, watched);
      await poller.stop();
    }
  });
});
