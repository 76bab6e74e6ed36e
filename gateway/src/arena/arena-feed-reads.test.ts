import {
  FootballState,
  listChannel,
  matchDay,
  type Page,
  type Patch,
  scheduleByDatePath,
} from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startWithPlugins } from '../api/start-with-plugins.ts';
import { TestClient } from '../api/test-client.ts';
import { FinishWatch } from '../jobs/finish-watch.ts';
import { startFakeFeed } from '../live/testing/fake-feed.ts';
import { createMemoryCache } from '../proxy/response-cache.ts';
import { createScReader } from '../proxy/sc-reader.ts';
import { arenaPlugin } from './arena-plugin.ts';
import { arenaPicks } from './arena-schema.ts';
import { FakeMatches } from './arena-test-kit.ts';

const arrival = (id: string): Patch =>
  ({
    channel: listChannel('football'),
    epoch: 'e',
    seq: 1,
    ts: 0,
    put: { [id]: { id, state: FootballState.NotStarted } },
  }) as Patch;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('what the arena reads from the feed', () => {
  let stop: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await stop?.();
    stop = null;
  });

  it('the model’s job reads the day at start and then only after a match arrives on the list: no whole-day read a turn', async () => {
    const matches = new FakeMatches();
    matches.add(1);
    const finishes = new FinishWatch();
    let arena!: ReturnType<typeof arenaPlugin>;
    const t = await startWithPlugins('PGlite', {
      dirPrefix: 'kuyi-model-job-',
      plugins: (api) => {
        // The settler's own turn is long: only the model job reads in this test's time.
        arena = arenaPlugin(api, { source: matches, settleMs: 600_000, modelMs: 20, finishes });
        return [api, arena];
      },
    });
    stop = t.stop;
    const modelPicks = async () => {
      const modelId = arena.service().modelUserId;
      if (modelId === null) return [];
      const rows = await t.api
        .db()
        .select({ matchId: arenaPicks.matchId })
        .from(arenaPicks)
        .where(eq(arenaPicks.userId, modelId));
      return rows.map((r) => r.matchId).sort();
    };
    await until(async () => (await modelPicks()).length === 1, 'the first pick');
    expect(await modelPicks()).toEqual(['m1']);
    // The settler's first (full) pass may still be reading the day the pick went into.
    await new Promise((r) => setTimeout(r, 300));
    const readsAfterStart = matches.dayReads;
    // 25 turns go by with nothing new on the list: none of them reads the day.
    await new Promise((r) => setTimeout(r, 500));
    expect(matches.dayReads).toBe(readsAfterStart);
    // An end is not an arrival.
    finishes.onPatch({ ...arrival('m1'), put: { m1: { state: FootballState.Finished } } });
    await new Promise((r) => setTimeout(r, 200));
    expect(matches.dayReads).toBe(readsAfterStart);
    matches.add(2);
    finishes.onPatch(arrival('m2'));
    await until(async () => (await modelPicks()).length === 2, 'the pick on the match that arrived');
    expect(await modelPicks()).toEqual(['m1', 'm2']);
    expect(matches.dayReads).toBe(readsAfterStart + 1);
  });

  it('page views read days through the /sc/api proxy’s cache: 20 publish forms at once and a fan’s list load make one upstream read; 模型推荐 with the job running makes none', async () => {
    const feed = await startFakeFeed();
    feed.football[0]!.state = FootballState.NotStarted;
    feed.football[0]!.periodStart = null;
    const reader = createScReader({
      feedUrl: feed.url,
      cache: createMemoryCache(),
      ttlMs: 60_000,
      timeoutMs: 2_000,
    });
    const matches = new FakeMatches();
    // The model's list is of the pick's match day: an hour before Beijing midnight that is tomorrow.
    const pickDay = matchDay(matches.add(1).kickoff);
    let arena!: ReturnType<typeof arenaPlugin>;
    const t = await startWithPlugins('PGlite', {
      dirPrefix: 'kuyi-page-reads-',
      plugins: (api) => {
        arena = arenaPlugin(api, {
          source: matches,
          settleMs: 600_000,
          modelMs: 600_000,
          readThrough: async (url) => (await reader.read(url)).value,
        });
        return [api, arena];
      },
    });
    stop = async () => {
      await t.stop();
      await feed.close();
    };
    const c = new TestClient(t.url);
    const R = '/api/user/arenaRecommend';
    const listed = async () =>
      (await c.get<Page<{ matchId: string }>>(`${R}/getAiAnalysisListByDate?date=${pickDay}&page=1&limit=20`))
        .body.data;
    await until(async () => (await listed()).total === 1, 'the job’s first pick');
    await new Promise((r) => setTimeout(r, 300));
    const before = matches.dayReads;
    const hosts = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.get<{ id: string }[]>('/api/user/arena/football/getHostFootMatch?date=2026-11-22'),
      ),
    );
    // The fake feed's day: f1 not kicked off, the rest in play.
    for (const host of hosts) expect(host.body.data.map((m) => m.id)).toEqual(['f1']);
    const dayPath = scheduleByDatePath('football', '2026-11-22');
    expect(feed.hits.get(dayPath)).toBe(1);
    // A fan's list load of that day is the same cache entry.
    expect((await reader.read(dayPath)).value.status).toBe(200);
    expect(feed.hits.get(dayPath)).toBe(1);
    // The jobs' own source was not read for pages.
    expect(matches.dayReads).toBe(before);
    const pages = await Promise.all(Array.from({ length: 20 }, listed));
    for (const page of pages) expect(page.list.map((p) => p.matchId)).toEqual(['m1']);
    expect(matches.dayReads).toBe(before);
  });
});
