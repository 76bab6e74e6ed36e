import { isDeepStrictEqual } from 'node:util';
import { type LiveListAnswer, liveListAnswerSchema } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectedState } from './testing/expected-state.ts';
import { type FakeFeed, startFakeFeed } from './testing/fake-feed.ts';
import { type Harness, startGateways } from './testing/gateway-harness.ts';
import { LiveClient } from './testing/live-client.ts';

const CHANNEL = 'football:list';

interface Read {
  answer: LiveListAnswer;
  /** Bytes on the wire, as the browser receives them. */
  wireBytes: number;
  encoding: string | null;
  etag: string | null;
}

async function readList(base: string): Promise<Read> {
  // undici's fetch unzips on its own; ask for the raw stream through a header it does not rewrite.
  const res = await fetch(`${base}/api/live/football/list`, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.status).toBe(200);
  const wireBytes = Number(res.headers.get('content-length'));
  const body = (await res.json()) as { code: number; data: unknown };
  expect(body.code).toBe(200);
  return {
    answer: liveListAnswerSchema.parse(body.data) as LiveListAnswer,
    wireBytes,
    encoding: res.headers.get('content-encoding'),
    etag: res.headers.get('etag'),
  };
}

/** Counts what a socket receives for the list channel: the events and their JSON size. */
function countFrames(c: LiveClient) {
  const seen = { snapshots: 0, patches: 0, bytes: 0 };
  c.socket.on('snapshot', (s) => {
    if (s.channel !== CHANNEL) return;
    seen.snapshots += 1;
    seen.bytes += JSON.stringify(s).length;
  });
  c.socket.on('patch', (p) => {
    if (p.channel !== CHANNEL) return;
    seen.patches += 1;
    seen.bytes += JSON.stringify(p).length;
  });
  return seen;
}

describe.each([
  ['memory store', false],
  ['redis store', true],
])('[P11] the list over REST, then a resume (%s)', (_name, redis) => {
  let feed: FakeFeed;
  let harness: Harness;
  let base: string;
  const clients: LiveClient[] = [];
  const client = () => {
    const c = new LiveClient(base);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    feed = await startFakeFeed({ seed: 5, matches: 60 });
    feed.step(10);
    // A short history so the test can outrun it; a short cache so reads follow the store.
    harness = await startGateways(feed.url, { redis, live: { HISTORY_LIMIT: 5, PROXY_CACHE_MS: 200 } });
    base = harness.gateways[0]!.url;
    await eventually(async () => (await readList(base)).answer.seq > 0, 5_000, 50);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await harness.stop();
    await feed.close();
  });

  it('answers the channel state at its (epoch, seq), gzipped, one encoding for concurrent readers', async () => {
    const reads = await Promise.all(Array.from({ length: 10 }, () => readList(base)));
    const first = reads[0]!;
    expect(first.encoding).toBe('gzip');
    expect(first.wireBytes).toBeLessThan(JSON.stringify(first.answer).length / 3);
    // One encoding per read of the store: answers stamped with the same read time are the same bytes. The
    // burst can straddle the end of one 200 ms cache window on a busy machine, never more.
    const byRead = new Map<number, Set<string | null>>();
    for (const r of reads)
      byRead.set(r.answer.serverTime, (byRead.get(r.answer.serverTime) ?? new Set()).add(r.etag));
    for (const etags of byRead.values()) expect(etags.size).toBe(1);
    expect(byRead.size).toBeLessThanOrEqual(2);
    for (const r of reads) expect(r.answer.seq).toBe(first.answer.seq);
    // The same rows a fresh socket subscriber gets, at the same seq.
    const c = client();
    const ack = await c.subscribe(CHANNEL);
    expect(ack.ok).toBe(true);
    expect(Object.keys(first.answer.state).sort()).toEqual(Object.keys(c.state(CHANNEL) ?? {}).sort());
  });

  it('a page that subscribes with the answer (epoch, seq) gets only patches, never the day again', async () => {
    const { answer, wireBytes } = await readList(base);
    const c = client();
    const frames = countFrames(c);
    c.channels.set(CHANNEL, { epoch: answer.epoch, seq: answer.seq, state: answer.state, synced: false });
    const ack = await c.subscribe(CHANNEL);
    expect(ack).toMatchObject({ ok: true, mode: 'replay', epoch: answer.epoch });
    for (let i = 0; i < 3; i++) {
      feed.step(2);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    const want = () => expectedState(feed.url, CHANNEL);
    expect(await eventually(async () => isDeepStrictEqual(c.state(CHANNEL), await want()), 5_000, 50)).toBe(
      true,
    );
    expect(frames.snapshots).toBe(0);
    expect(frames.patches).toBeGreaterThan(0);
    // Against a fresh subscribe, which sends the whole day over the socket.
    const fresh = client();
    const freshFrames = countFrames(fresh);
    await fresh.subscribe(CHANNEL);
    expect(freshFrames.snapshots).toBe(1);
    console.info(
      `[P11] list bytes: REST gzip ${wireBytes} + socket ${frames.bytes} (${frames.patches} patches) ` +
        `vs socket snapshot ${freshFrames.bytes}`,
    );
  });

  it('answers a snapshot when history no longer reaches the answer seq, or the epoch is another', async () => {
    const { answer } = await readList(base);
    // HISTORY_LIMIT is 5: move the list well past it.
    const past = answer.seq + 8;
    for (let i = 0; i < 40; i++) {
      feed.step(2);
      await new Promise((resolve) => setTimeout(resolve, 60));
      if ((await readList(base)).answer.seq >= past) break;
    }
    const late = client();
    late.channels.set(CHANNEL, { epoch: answer.epoch, seq: answer.seq, state: answer.state, synced: false });
    expect(await late.subscribe(CHANNEL)).toMatchObject({ ok: true, mode: 'snapshot' });
    const other = client();
    other.channels.set(CHANNEL, { epoch: 'another-epoch', seq: answer.seq, state: {}, synced: false });
    expect(await other.subscribe(CHANNEL)).toMatchObject({ ok: true, mode: 'snapshot' });
  });

  it("stamps serverTime on the score centre's clock, the clock periodStart is on, not the gateway's", async () => {
    // The fake feed's day is 2026-11-22, days away from the wall clock: a minute computed from a list
    // stamped with the gateway's own time would be days off, and differ from the match page's.
    const change = (await (await fetch(`${feed.url}/sc/api/football/change`)).json()) as {
      data: { serverTime: number };
    };
    const { answer } = await readList(base);
    expect(Math.abs(answer.serverTime - change.data.serverTime)).toBeLessThan(60_000);
  });

  it('answers 404 in the envelope for a sport it does not carry', async () => {
    const res = await fetch(`${base}/api/live/tennis/list`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });
});
