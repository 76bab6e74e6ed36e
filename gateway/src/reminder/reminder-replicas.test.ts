import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Reminder, ReminderSubscription } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../api/api-plugin.ts';
import { postgresProblem, registerUser, TEST_API_OPTIONS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { createTestPostgres } from '../db/test-databases.ts';
import { livePlugin } from '../live/live-plugin.ts';
import { eventually } from '../live/testing/expected-state.ts';
import { type FakeFeed, startFakeFeed } from '../live/testing/fake-feed.ts';
import { FAST } from '../live/testing/gateway-harness.ts';
import { type RunningGateway, start } from '../server.ts';
import { connectTestRedis, deletePrefix, TEST_REDIS_URL, testPrefix } from '../store/test-redis.ts';
import { reminderPlugin } from './reminder-plugin.ts';
import type { ReminderRepo } from './reminder-repo.ts';
import { ReminderSocket } from './reminder-test-kit.ts';

const leads = async (gw: RunningGateway) =>
  /^gateway_leader(\{[^}]*\})? 1$/m.test(await (await fetch(`${gw.url}/metrics`)).text());

/**
 * [AI4] Two gateway replicas on one Redis and one PostgreSQL: the leader generates, a user connected to the
 * leader and one connected to the follower each get every reminder exactly once.
 */
describe.skipIf(postgresProblem !== null)('reminders across two replicas', () => {
  const prefix = testPrefix();
  const gateways: RunningGateway[] = [];
  const repos: ReminderRepo[] = [];
  const dirs: string[] = [];
  const sockets: ReminderSocket[] = [];
  let feed: FakeFeed;
  let dropDb: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    feed = await startFakeFeed({ seed: 5, matches: 4 });
    const db = await createTestPostgres();
    if ('unreachable' in db) throw new Error(db.unreachable);
    dropDb = db.drop;
    for (const i of [0, 1]) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `kuyi-ai-r${i}-`));
      dirs.push(dataDir);
      const api = apiPlugin({
        env: { AUTH_SECRET: `secret-${prefix}` },
        keyPrefix: prefix,
        ...TEST_API_OPTIONS,
      });
      const live = livePlugin({ ...FAST, LIVE_KEY_PREFIX: prefix });
      const reminders = reminderPlugin(api, live);
      gateways.push(
        await start(
          {
            PORT: 0,
            LOG_LEVEL: 'silent',
            DATA_DIR: dataDir,
            REDIS_URL: TEST_REDIS_URL,
            DATABASE_URL: db.url,
            FEED_URL: feed.url,
            POLL_INTERVAL_MS: 50,
            NODE_ID: `${prefix}-${i}`,
            CLIENT_DIST: '/nonexistent',
          },
          [live, api, reminders],
        ),
      );
      repos.push(reminders.repo());
      // The first replica takes the lock before the second starts.
      if (i === 0) expect(await eventually(() => leads(gateways[0]!), 10_000, 100)).toBe(true);
    }
  }, 90_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(gateways.map((g) => g.stop()));
    await feed?.close();
    await dropDb?.();
    const redis = connectTestRedis();
    await deletePrefix(redis, prefix);
    redis.disconnect();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('[AI4] each reminder reaches the user on the leader and the user on the follower exactly once', async () => {
    const [leader, follower] = gateways as [RunningGateway, RunningGateway];
    expect(await leads(leader)).toBe(true);
    expect(await leads(follower)).toBe(false);
    const users: Array<{ id: number; socket: ReminderSocket }> = [];
    for (const gw of [leader, follower]) {
      const c = new TestClient(gw.url);
      const u = await registerUser(c);
      const sub = await c.post<ReminderSubscription>(
        '/api/ai/subscriptions',
        { targetKind: 'league', targetId: 'l1', targetName: '英超', kinds: ['goal', 'odds'] },
        { origin: gw.url },
      );
      expect(sub.body.code).toBe(200);
      const socket = new ReminderSocket(gw.url, c);
      sockets.push(socket);
      expect(await socket.join()).toMatchObject({ ok: true, userId: u.user.id });
      users.push({ id: Number(u.user.id), socket });
    }
    let ticks = 0;
    const enough = await eventually(
      () => {
        if (ticks++ % 4 === 0) feed.step(3);
        return users.every((u) => u.socket.received.length >= 4);
      },
      45_000,
      100,
    );
    expect(enough).toBe(true);
    // Stop the feed and let the last reminders land: what each socket got is what was stored for its user.
    const stored = async (id: number): Promise<Reminder[]> => repos[0]!.all(id);
    const settled = await eventually(
      async () => {
        for (const u of users) if ((await stored(u.id)).length !== u.socket.received.length) return false;
        return true;
      },
      20_000,
      200,
    );
    for (const u of users) {
      const ids = u.socket.received.map((r) => r.id);
      // Never twice: no id arrives a second time.
      expect(new Set(ids).size).toBe(ids.length);
      expect(settled).toBe(true);
      expect([...ids].sort((a, b) => a - b)).toEqual((await stored(u.id)).map((r) => r.id));
      expect(u.socket.received.some((r) => r.kind === 'goal')).toBe(true);
    }
    // Both users follow the same league: they were told of the same events.
    const events = (u: (typeof users)[number]) =>
      u.socket.received.map((r) => `${r.kind}|${r.title}|${r.body}`).sort();
    expect(events(users[0]!)).toEqual(events(users[1]!));
  }, 120_000);
});
