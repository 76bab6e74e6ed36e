import { FootballState, listChannel, type Patch } from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startWithPlugins } from '../api/start-with-plugins.ts';
import { FinishWatch } from '../jobs/finish-watch.ts';
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

describe('the model’s picks job', () => {
  let stop: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await stop?.();
    stop = null;
  });

  it('reads the day at start and then only after a match arrives on the list: no whole-day read a turn', async () => {
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
});
