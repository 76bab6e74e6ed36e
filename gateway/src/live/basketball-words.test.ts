import type { BasketballHeader, ChannelState, LiveWord } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../store/memory-store.ts';
import { BasketballWordCursors } from './basketball-words.ts';
import { LiveBatch } from './live-batch.ts';
import type { LiveWriter } from './live-writer.ts';
import { type PollContext, refreshHeaders } from './sport-poll.ts';
import { basketballRow } from './testing/fake-rows.ts';
import { type UpstreamClient, UpstreamError } from './upstream-client.ts';

const ID = 'b1';
const CHANNEL = `basketball:match:${ID}`;

const word = (id: number): LiveWord => ({
  id,
  matchId: ID,
  time: '第1节 11:40',
  text: `湖人 詹姆斯 两分球命中 (0-${id * 2})`,
  kind: 'score',
  side: 'home',
  at: 1_000 + id,
});

/** An upstream serving one match's header and play-by-play; `technicDown` makes technic fail. */
function upstream(lines: LiveWord[], opts: { technicDown?: boolean; headerDown?: boolean } = {}) {
  const paths: string[] = [];
  const header: BasketballHeader = {
    match: basketballRow(1, Date.UTC(2026, 10, 22)),
    tech: { points: { home: 10, away: 8 } },
    players: [],
  };
  const client: UpstreamClient = {
    async get(path) {
      paths.push(path);
      const url = new URL(path, 'http://x');
      if (url.pathname.endsWith('/technic')) {
        if (opts.technicDown) throw new UpstreamError('technic', 'down');
        const cursor = Number(url.searchParams.get('cursor'));
        const words = lines.filter((w) => w.id > cursor);
        return { matchId: ID, cursor: words.at(-1)?.id ?? cursor, words } as never;
      }
      if (opts.headerDown) throw new UpstreamError('header', 'down');
      return header as never;
    },
    isOpen: () => false,
  };
  return { client, paths };
}

/** One poll's header refresh of the match, as the poller runs it, over the real memory store. */
async function poll(store: ReturnType<typeof createMemoryBackend>['store'], ctx: Partial<PollContext>) {
  const writer: LiveWriter = {
    async write(channel, records, mode, options = {}) {
      return (await store.apply({ channel, records, mode, keepPrefix: options.keepPrefix })).patch;
    },
  };
  const full = {
    store,
    batch: new LiveBatch(writer, 0),
    pollStart: 0,
    cursors: {},
    afterWrite: [],
    countPoll: () => {},
    ...ctx,
  } as PollContext;
  await refreshHeaders(full, 'basketball', [ID]);
  await full.batch.flushAll();
  for (const move of full.afterWrite) await move();
}

async function stateOf(store: ReturnType<typeof createMemoryBackend>['store']): Promise<ChannelState> {
  const caught = await store.catchUp(CHANNEL);
  return caught.mode === 'snapshot' ? caught.snapshot.state : {};
}

describe('basketball play-by-play on the match channel', () => {
  it('[P2] a header refresh puts the play-by-play lines beside the box score as w:{id}, reading on from the last line', async () => {
    const { store } = createMemoryBackend();
    const lines = [word(1), word(2)];
    const feed = upstream(lines);
    const cursors = new BasketballWordCursors();
    await poll(store, { upstream: feed.client, basketballWords: cursors });
    let state = await stateOf(store);
    expect(Object.keys(state).sort()).toEqual(['info', 'tech', 'w:1', 'w:2']);
    expect(state['w:2']).toEqual(word(2));

    lines.push(word(3));
    await poll(store, { upstream: feed.client, basketballWords: cursors });
    state = await stateOf(store);
    // The second read asked only for lines after the second, and the header's replace kept the old ones.
    expect(feed.paths.filter((p) => p.includes('technic'))).toEqual([
      '/sc/api/basketball/technic?matchId=b1&cursor=0',
      '/sc/api/basketball/technic?matchId=b1&cursor=2',
    ]);
    expect(Object.keys(state).filter((k) => k.startsWith('w:'))).toEqual(['w:1', 'w:2', 'w:3']);
  });

  it('[P9] a failed play-by-play read does not hold back the box score, and its lines come next time', async () => {
    const { store } = createMemoryBackend();
    const lines = [word(1)];
    const cursors = new BasketballWordCursors();
    await poll(store, { upstream: upstream(lines, { technicDown: true }).client, basketballWords: cursors });
    expect(Object.keys(await stateOf(store)).sort()).toEqual(['info', 'tech']);
    expect(cursors.get(ID)).toBe(0);
    await poll(store, { upstream: upstream(lines).client, basketballWords: cursors });
    expect(Object.keys(await stateOf(store)).sort()).toEqual(['info', 'tech', 'w:1']);
  });

  it('[P9] a failed header read leaves the cursor, so the lines read with it are read again', async () => {
    const { store } = createMemoryBackend();
    const lines = [word(1)];
    const cursors = new BasketballWordCursors();
    await poll(store, { upstream: upstream(lines, { headerDown: true }).client, basketballWords: cursors });
    expect(cursors.get(ID)).toBe(0);
    await poll(store, { upstream: upstream(lines).client, basketballWords: cursors });
    expect((await stateOf(store))['w:1']).toEqual(word(1));
    expect(cursors.get(ID)).toBe(1);
  });

  it('forgets matches no longer on the day and everything on clear (a wiped store is filled again)', () => {
    const cursors = new BasketballWordCursors();
    cursors.set('b1', 5);
    cursors.set('b2', 7);
    cursors.keepOnly(['b2']);
    expect([cursors.get('b1'), cursors.get('b2')]).toEqual([0, 7]);
    cursors.clear();
    expect(cursors.get('b2')).toBe(0);
  });
});
