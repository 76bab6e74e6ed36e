import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis, deletePrefix, TEST_REDIS_URL, testPrefix } from '../store/test-redis.ts';
import { eventually } from './testing/expected-state.ts';
import { LiveClient } from './testing/live-client.ts';
import {
  type FeedProcess,
  freePort,
  type GatewayProcess,
  spawnFeed,
  spawnGateway,
  startBalancer,
} from './testing/processes.ts';

const LOCK_TTL_MS = 1_500;

describe('replicas as separate processes sharing Redis', () => {
  let feed: FeedProcess;
  let feedPort: number;
  // The evening peak at 60×: some list or match changes in nearly every poll.
  const feedArgs = ['--seed', '7', '--speed', '60', '--start', '21:30', '--source', 'synthetic'];
  const prefix = testPrefix();
  const gateways: GatewayProcess[] = [];
  const clients: LiveClient[] = [];
  const env = () => ({
    FEED_URL: feed.url,
    REDIS_URL: TEST_REDIS_URL,
    LIVE_KEY_PREFIX: prefix,
    POLL_INTERVAL_MS: '100',
    LOCK_TTL_MS: String(LOCK_TTL_MS),
    RECONCILE_MS: '5000',
    FEED_TIMEOUT_MS: '1000',
  });

  beforeAll(async () => {
    feedPort = await freePort();
    feed = await spawnFeed(feedArgs, feedPort);
  }, 90_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(gateways.map((g) => g.kill('SIGKILL')));
    await feed.kill();
    const redis = connectTestRedis();
    await deletePrefix(redis, prefix);
    redis.disconnect();
  });

  it('a client on replica B receives patches while A leads; killing A hands leadership over within 2 × TTL and patches keep flowing', async () => {
    const a = await spawnGateway({ ...env(), NODE_ID: `${prefix}-a` });
    gateways.push(a);
    expect(await eventually(async () => (await a.metric('gateway_leader')) === 1, 5_000, 100)).toBe(true);
    const b = await spawnGateway({ ...env(), NODE_ID: `${prefix}-b` });
    gateways.push(b);
    expect(await b.metric('gateway_leader')).toBe(0);

    const client = new LiveClient(b.url);
    clients.push(client);
    for (const channel of ['football:list', 'football:match:f1'])
      expect((await client.subscribe(channel)).ok).toBe(true);
    const before = client.applied;
    expect(await eventually(() => client.applied >= before + 3, 8_000)).toBe(true);

    const killedAt = Date.now();
    await a.kill('SIGKILL');
    expect(
      await eventually(async () => (await b.metric('gateway_leader')) === 1, 2 * LOCK_TTL_MS + 2_000, 50),
    ).toBe(true);
    const handOverMs = Date.now() - killedAt;
    // Observed through /metrics scrapes on a loaded box: allow one second on top of the promised 2 × TTL.
    expect(handOverMs).toBeLessThanOrEqual(2 * LOCK_TTL_MS + 1_000);

    const afterHandOver = client.applied;
    expect(await eventually(() => client.applied >= afterHandOver + 3, 8_000)).toBe(true);
    expect(client.conflicts).toBe(0);
  }, 90_000);

  it('SIGTERM on the leader releases the lock at once and its clients reconnect to another replica', async () => {
    const b = gateways[1]!;
    const c = await spawnGateway({ ...env(), NODE_ID: `${prefix}-c` });
    gateways.push(c);
    let backends = [b.url];
    const balancer = await startBalancer(() => backends);
    const client = new LiveClient(balancer.url);
    clients.push(client);
    expect((await client.subscribe('football:list')).ok).toBe(true);
    let reconnected = false;
    client.socket.io.on('reconnect', () => {
      reconnected = true;
    });
    // B leaves the balancer's list as nginx would drop it, then gets the operator's SIGTERM.
    backends = [c.url];
    const stoppedAt = Date.now();
    await b.kill('SIGTERM');
    expect(await eventually(async () => (await c.metric('gateway_leader')) === 1, LOCK_TTL_MS * 2, 50)).toBe(
      true,
    );
    // Released, not expired: the standby wins on its next attempt (every TTL/3), well before one TTL.
    expect(Date.now() - stoppedAt).toBeLessThan(LOCK_TTL_MS + 500);
    expect(await eventually(() => reconnected, 5_000)).toBe(true);
    const applied = client.applied;
    expect(await eventually(() => client.applied > applied, 8_000)).toBe(true);
    expect(client.conflicts).toBe(0);
    client.close();
    await balancer.close();
  }, 90_000);

  it('[P9] with the feed process down clients are told the data is stale, nothing crashes, and polling resumes when it returns', async () => {
    const c = gateways[2]!;
    const client = new LiveClient(c.url);
    clients.push(client);
    expect((await client.subscribe('football:list')).ok).toBe(true);
    await feed.kill('SIGKILL');
    expect(await eventually(() => client.stale.some((n) => n.sport === 'football' && n.stale), 15_000)).toBe(
      true,
    );
    expect((await fetch(`${c.url}/healthz`)).status).toBe(503);
    // The replica keeps serving: a new subscriber gets the last known state and the stale notice.
    const late = new LiveClient(c.url);
    clients.push(late);
    expect(await late.subscribe('football:list')).toMatchObject({ ok: true });
    expect(Object.keys(late.state('football:list') ?? {}).length).toBeGreaterThan(0);
    expect(await eventually(() => late.stale.some((n) => n.stale), 5_000)).toBe(true);

    feed = await spawnFeed(feedArgs, feedPort);
    expect(await eventually(() => client.stale.some((n) => n.sport === 'football' && !n.stale), 20_000)).toBe(
      true,
    );
    const applied = client.applied;
    expect(await eventually(() => client.applied > applied, 15_000)).toBe(true);
    expect((await fetch(`${c.url}/healthz`)).status).toBe(200);
    expect(await c.metric('gateway_leader')).toBe(1);
  }, 90_000);
});
