import type { Reminder, ReminderSubscription } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { postgresProblem, registerUser } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { eventually } from '../live/testing/expected-state.ts';
import type { RunningGateway } from '../server.ts';
import { leads, useReminderReplicas } from './reminder-replicas-kit.ts';
import { ReminderSocket } from './reminder-test-kit.ts';

/**
 * [AI4] Two gateway replicas on one Redis and one PostgreSQL: the leader generates, a user connected to the
 * leader and one connected to the follower each get every reminder exactly once.
 */
describe.skipIf(postgresProblem !== null)('reminders across two replicas', () => {
  const { gateways, repos, sockets, feed } = useReminderReplicas({
    seed: 5,
    matches: 4,
    dirPrefix: 'kuyi-ai-r',
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
        if (ticks++ % 4 === 0) feed().step(3);
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
