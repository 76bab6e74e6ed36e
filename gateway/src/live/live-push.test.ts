import { isDeepStrictEqual } from 'node:util';
import type { SubscribeAck } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectedState } from './testing/expected-state.ts';
import { type FakeFeed, startFakeFeed } from './testing/fake-feed.ts';
import { type Harness, startGateways } from './testing/gateway-harness.ts';
import { LiveClient } from './testing/live-client.ts';

const CHANNELS = [
  'football:list',
  'basketball:list',
  'football:match:f1',
  'odds:football:f2',
  'basketball:match:b1',
  'odds:basketball:b1',
];

async function converged(
  feed: FakeFeed,
  clients: LiveClient[],
  channels: readonly string[],
): Promise<boolean> {
  for (const channel of channels) {
    const want = await expectedState(feed.url, channel);
    for (const client of clients) if (!isDeepStrictEqual(client.state(channel), want)) return false;
  }
  return true;
}

describe.each([
  ['memory store', false],
  ['redis store', true],
])('live push (%s)', (_name, redis) => {
  let feed: FakeFeed;
  let harness: Harness;
  let url: string;
  const clients: LiveClient[] = [];
  const client = () => {
    const c = new LiveClient(url);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    feed = await startFakeFeed({ seed: redis ? 11 : 7 });
    feed.step(30);
    harness = await startGateways(feed.url, { redis });
    url = harness.gateways[0]!.url;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await harness.stop();
    await feed.close();
  });

  it('[P7] the snapshot comes before its ack, then patches keep every channel equal to the feed', async () => {
    const c = client();
    const order: string[] = [];
    c.socket.on('snapshot', (s) => order.push(`snapshot:${s.channel}`));
    const ack = await c.subscribe('football:list');
    order.push('ack');
    expect(ack).toMatchObject({ ok: true, mode: 'snapshot' });
    expect(order).toEqual(['snapshot:football:list', 'ack']);
    for (const channel of CHANNELS.slice(1)) expect((await c.subscribe(channel)).ok).toBe(true);
    for (let i = 0; i < 20; i++) {
      feed.step(5);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await eventually(() => converged(feed, [c], CHANNELS), 8_000, 100)).toBe(true);
    // Basketball odds come from scheduleAddOdds, not an odds change feed: the channel must not stay empty.
    expect(Object.keys(c.state('odds:basketball:b1') ?? {}).length).toBeGreaterThan(0);
    expect(c.applied).toBeGreaterThan(0);
    expect(c.conflicts).toBe(0);
  });

  it('a live match nobody watched is current in its first snapshot: the leader re-reads it before the snapshot', async () => {
    const watcher = client();
    expect((await watcher.subscribe('football:list')).ok).toBe(true);
    const f3 = feed.football.find((m) => m.id === 'f3');
    if (!f3) throw new Error('the fake feed has f3');
    const moves = () => f3.homeScore + f3.homeCorner;
    const before = moves();
    while (moves() === before) feed.step();
    // The leader has seen the move (the list shows it) and, nobody watching f3, did not re-read its header.
    expect(await eventually(() => converged(feed, [watcher], ['football:list']), 5_000)).toBe(true);
    const c = client();
    for (const channel of ['football:match:f3', 'odds:football:f4']) {
      expect(await c.subscribe(channel)).toMatchObject({ ok: true, mode: 'snapshot' });
      expect(c.state(channel)).toEqual(await expectedState(feed.url, channel));
    }
  });

  it('a page that leaves a match before its cold subscribe is answered is not left in the match’s room', async () => {
    const c = client();
    const name = 'football:match:f4';
    let patches = 0;
    c.socket.on('patch', (p) => {
      if (p.channel === name) patches += 1;
    });
    await new Promise<void>((resolve) =>
      c.socket.connected ? resolve() : c.socket.once('connect', resolve),
    );
    // Subscribe (the gateway waits for the leader to warm the cold channel) and leave at once, as a fan who
    // opens a match and presses back does: the unsubscribe is answered while the subscribe still waits.
    const subscribed = new Promise((resolve) => c.socket.emit('subscribe', { channel: name }, resolve));
    const left = new Promise((resolve) => c.socket.emit('unsubscribe', { channel: name }, resolve));
    await Promise.all([subscribed, left]);
    const f4 = feed.football.find((m) => m.id === 'f4');
    if (!f4) throw new Error('the fake feed has f4');
    for (let i = 0; i < 40; i++) {
      feed.step(5);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Another watcher sees f4 move, so patches for it were sent: none to the page that left.
    const watcher = client();
    expect((await watcher.subscribe(name)).ok).toBe(true);
    for (let i = 0; i < 40; i++) {
      feed.step(5);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(watcher.applied).toBeGreaterThan(0);
    expect(patches).toBe(0);
  });

  it('[P4][P5] resubscribing with (epoch, seq) replays exactly the missed patches, in order', async () => {
    const c = client();
    const first = await c.subscribe('basketball:list');
    if (!first.ok) throw new Error('subscribe failed');
    await eventually(() => converged(feed, [c], ['basketball:list']), 5_000);
    const view = c.channels.get('basketball:list')!;
    const from = { epoch: view.epoch!, seq: view.seq };
    await c.socket.emitWithAck('unsubscribe', { channel: 'basketball:list' });
    for (let i = 0; i < 6; i++) {
      feed.step(10);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    await eventually(async () => {
      const other = clients[0]!.channels.get('basketball:list');
      return other !== undefined && other.seq > from.seq + 1;
    }, 5_000);
    // What the socket receives for the channel, in order, with the ack's arrival marked (the ack callback
    // runs while its packet is handled, so the marker sits exactly where the ack was on the wire).
    const received: Array<number | 'ack'> = [];
    c.socket.on('patch', (p) => {
      if (p.channel === 'basketball:list') received.push(p.seq);
    });
    const ack = await new Promise<SubscribeAck>((resolve) =>
      c.socket.emit('subscribe', { channel: 'basketball:list', ...from }, (answer) => {
        received.push('ack');
        resolve(answer);
      }),
    );
    expect(ack).toMatchObject({ ok: true, mode: 'replay', epoch: from.epoch });
    if (!ack.ok) return;
    const expected = Array.from({ length: ack.seq - from.seq }, (_, i) => from.seq + 1 + i);
    const beforeAck = received.slice(0, received.indexOf('ack'));
    // docs/protocol.md: the missed patches come in ascending order right before the ack; a broadcast of one
    // of them may also arrive earlier (a duplicate the client drops), but nothing newer than the ack.
    expect(beforeAck.slice(-expected.length)).toEqual(expected);
    expect(beforeAck.every((seq) => typeof seq === 'number' && seq <= ack.seq)).toBe(true);
  });

  it('[P8] bad payloads, unknown channels and 10,000 subscribe calls get error codes; the socket keeps working', async () => {
    const c = client();
    await eventually(() => c.socket.connected, 3_000);
    const s = c.socket;
    const raw = (event: string, ...args: unknown[]) =>
      (
        s.timeout(5_000).emitWithAck as (
          e: string,
          ...a: unknown[]
        ) => Promise<{ ok: boolean; error?: string }>
      )(event, ...args);
    expect(await raw('subscribe', { channel: 'tennis:list' })).toMatchObject({
      ok: false,
      error: 'UNKNOWN_CHANNEL',
    });
    expect(await raw('subscribe', { channel: 'football:match:<x>' })).toMatchObject({
      error: 'UNKNOWN_CHANNEL',
    });
    for (const bad of [
      { channel: 42 },
      'football:list',
      null,
      { channel: 'football:list', seq: -1 },
      { epoch: 5 },
    ]) {
      expect(await raw('subscribe', bad)).toMatchObject({
        ok: false,
        error: 'BAD_PAYLOAD',
        message: '请求格式错误',
      });
    }
    expect(await raw('unsubscribe', [])).toMatchObject({ ok: false, error: 'BAD_PAYLOAD' });
    // No ack callback at all: the server must neither crash nor drop the connection.
    (s.emit as (event: string, ...args: unknown[]) => void)('subscribe', { channel: 'football:list' });
    const answers = await Promise.all(
      Array.from({ length: 10_000 }, (_, i) => raw('subscribe', { channel: `football:match:x${i}` })),
    );
    const codes = new Map<string, number>();
    for (const a of answers)
      codes.set(a.ok ? 'ok' : String(a.error), (codes.get(a.ok ? 'ok' : String(a.error)) ?? 0) + 1);
    expect(answers).toHaveLength(10_000);
    expect(codes.get('ok') ?? 0).toBeLessThanOrEqual(200);
    expect([...codes.keys()].sort()).toEqual(['RATE_LIMITED', 'TOO_MANY_SUBSCRIPTIONS', 'ok']);
    expect(s.connected).toBe(true);
    // After the rate window the same socket unsubscribes, subscribes and receives patches as before.
    await eventually(async () => (await raw('unsubscribe', { channel: 'football:match:x0' })).ok, 5_000, 200);
    expect((await c.subscribe('football:list')).ok).toBe(true);
    const applied = c.applied;
    feed.step(20);
    expect(await eventually(() => c.applied > applied, 5_000)).toBe(true);
  });

  it('[P9] with the feed down clients are told the data is stale; polling resumes when it returns', async () => {
    const c = client();
    await c.subscribe('football:list');
    const gw = harness.gateways[0]!;
    feed.setDown(true);
    expect(await eventually(() => c.stale.some((n) => n.sport === 'football' && n.stale), 8_000)).toBe(true);
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(503);
    const late = client();
    expect((await late.subscribe('football:list')).ok).toBe(true);
    expect(await eventually(() => late.stale.some((n) => n.stale), 3_000)).toBe(true);
    feed.setDown(false);
    expect(await eventually(() => c.stale.some((n) => n.sport === 'football' && !n.stale), 8_000)).toBe(true);
    feed.step(30);
    expect(await eventually(() => converged(feed, [c, late], ['football:list']), 8_000, 100)).toBe(true);
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
  });

  it('[P10] 100 pages opening at once share snapshot reads, each gets its snapshot before its ack, and all converge', async () => {
    const metric = async (name: string) => {
      const text = await (await fetch(`${url}/metrics`)).text();
      return Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)$`, 'm'))?.[1] ?? Number.NaN);
    };
    const readsBefore = await metric('gateway_snapshot_reads_total');
    const sentBefore = await metric('gateway_snapshots_total');
    const pages = Array.from({ length: 100 }, () => client());
    const orders = pages.map((page) => {
      const order: string[] = [];
      page.socket.on('snapshot', () => order.push('snapshot'));
      return order;
    });
    const acks = await Promise.all(
      pages.map(async (page, i) => {
        const ack = await page.subscribe('football:list');
        orders[i]!.push('ack');
        return ack;
      }),
    );
    for (const ack of acks) expect(ack).toMatchObject({ ok: true, mode: 'snapshot' });
    for (const order of orders) expect(order).toEqual(['snapshot', 'ack']);
    const reads = (await metric('gateway_snapshot_reads_total')) - readsBefore;
    expect((await metric('gateway_snapshots_total')) - sentBefore).toBe(100);
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThan(100);
    feed.step(20);
    expect(await eventually(() => converged(feed, pages, ['football:list']), 8_000, 100)).toBe(true);
    for (const page of pages) {
      expect(page.gaps).toBe(0);
      expect(page.conflicts).toBe(0);
      page.close();
    }
  });

  it('/metrics exposes the live series and this replica leads', async () => {
    const text = await (await fetch(`${harness.gateways[0]!.url}/metrics`)).text();
    for (const name of [
      'gateway_leader',
      'gateway_connections',
      'gateway_subscriptions',
      'gateway_polls_total',
      'gateway_patches_total',
      'gateway_deliveries_total',
      'gateway_poll_to_emit_seconds_bucket',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toMatch(/^gateway_leader\{[^}]*\} 1$/m);
    expect(text).toMatch(/^gateway_deliveries_total\{[^}]*\} [1-9]/m);
  });

  it('gateway_deliveries_total counts every patch written to a socket: room broadcasts and replays', async () => {
    const deliveries = async () => {
      const text = await (await fetch(`${url}/metrics`)).text();
      return Number(/^gateway_deliveries_total\{[^}]*\} (\d+)/m.exec(text)?.[1] ?? Number.NaN);
    };
    const late = client();
    const first = await late.subscribe('football:list');
    if (!first.ok) throw new Error('subscribe failed');
    // Start counting when nothing is in flight: the listeners count from now, and the count starts once a
    // whole interval passed with neither the metric nor the arrivals moving. (A quiet metric alone is not
    // enough: a patch counted just before it was read can arrive after, on a loaded machine, 1 run in ~10.)
    let received = 0;
    for (const c of clients) c.socket.on('patch', () => received++);
    await eventually(() => converged(feed, [late], ['football:list']), 5_000);
    let settled = { sent: await deliveries(), got: received };
    await eventually(
      async () => {
        const now = { sent: await deliveries(), got: received };
        const quiet = now.sent === settled.sent && now.got === settled.got;
        settled = now;
        return quiet;
      },
      5_000,
      300,
    );
    const before = settled.sent;
    const receivedBefore = settled.got;
    // A page coming back from (epoch, seq) a few patches ago gets a replay to itself, then everyone a broadcast.
    await late.socket.emitWithAck('unsubscribe', { channel: 'football:list' });
    for (let i = 0; i < 3; i++) {
      feed.step(10);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    const back = await late.socket.emitWithAck('subscribe', {
      channel: 'football:list',
      epoch: first.epoch,
      seq: first.seq,
    });
    expect(back).toMatchObject({ ok: true, mode: 'replay' });
    feed.step(10);
    await eventually(() => converged(feed, [late], ['football:list']), 5_000);
    const counted = async () => (await deliveries()) - before === received - receivedBefore;
    expect(await eventually(counted, 5_000, 100)).toBe(true);
    expect(received - receivedBefore).toBeGreaterThan(0);
  });
});
