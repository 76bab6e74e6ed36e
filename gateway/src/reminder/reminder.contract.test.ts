import {
  type Page,
  REMINDER_CAP,
  REMINDER_MSG,
  type Reminder,
  type ReminderSubscription,
} from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { BACKENDS, registerUser } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { users } from '../db/schema.ts';
import { livePlugin } from '../live/live-plugin.ts';
import { eventually } from '../live/testing/expected-state.ts';
import { type FakeFeed, startFakeFeed } from '../live/testing/fake-feed.ts';
import { FAST } from '../live/testing/gateway-harness.ts';
import { reminderPlugin } from './reminder-plugin.ts';
import { ReminderSocket } from './reminder-test-kit.ts';

const SUBS = '/api/ai/subscriptions';
type History = Page<Reminder> & { unread: number };

/** [AI1]–[AI8] on embedded PGlite and on PostgreSQL, with the live part polling a fake feed. */
describe.each(BACKENDS)('AI reminders on $name', ({ name, skip }) => {
  let gw: PluginGateway | undefined;
  let feed: FakeFeed | undefined;
  const sockets: ReminderSocket[] = [];
  /** [AI7] The reminder part's clock: f4 is 未开 and kicks off at KICKOFF; tests move the clock to it. */
  let clock = 0;
  let kickoff = 0;
  let reminder: ReturnType<typeof reminderPlugin> | undefined;

  beforeAll(async () => {
    if (skip) return;
    feed = await startFakeFeed({ seed: 11, matches: 4 });
    const f4 = feed.football[3]!;
    f4.state = 0;
    f4.periodStart = null;
    kickoff = f4.kickoff;
    clock = kickoff - 2 * 60 * 60_000;
    gw = await startWithPlugins(name, {
      dirPrefix: 'kuyi-ai-',
      config: { FEED_URL: feed.url, POLL_INTERVAL_MS: 50, CLIENT_DIST: '/nonexistent' },
      plugins: (api, prefix) => {
        const live = livePlugin({ ...FAST, LIVE_KEY_PREFIX: prefix });
        reminder = reminderPlugin(api, live, null, {
          writeRule: { points: 60, durationSec: 60 },
          now: () => clock,
          previewTickMs: 100,
        });
        return [live, api, reminder];
      },
    });
  }, 180_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await gw?.stop();
    await feed?.close();
  });

  const url = () => gw?.url ?? '';
  const sameSite = () => ({ origin: url() });
  async function person() {
    const c = new TestClient(url());
    const u = await registerUser(c);
    return { c, id: u.user.id };
  }
  const subscribe = (c: TestClient, body: unknown) => c.post<ReminderSubscription>(SUBS, body, sameSite());
  const send = <T>(c: TestClient, method: string, p: string, body?: unknown) =>
    c.send<T>(method, p, body === undefined ? undefined : JSON.stringify(body), {
      'content-type': 'application/json',
      ...sameSite(),
    });
  const socketOf = (c?: TestClient) => {
    const s = new ReminderSocket(url(), c);
    sockets.push(s);
    return s;
  };

  describe.skipIf(skip)('', () => {
    it('[AI1] subscribing to a match, team or league with kinds; the same target again replaces its kinds', async () => {
      const a = await person();
      const first = await subscribe(a.c, {
        targetKind: 'match',
        targetId: 'f1',
        targetName: '主队1 vs 客队1',
        kinds: ['goal', 'goal', 'red'],
      });
      expect(first.body).toMatchObject({ code: 200, msg: REMINDER_MSG.subscribed });
      expect(first.body.data).toMatchObject({ targetKind: 'match', targetId: 'f1', kinds: ['goal', 'red'] });
      const again = await subscribe(a.c, {
        targetKind: 'match',
        targetId: 'f1',
        targetName: '主队1 vs 客队1',
        kinds: ['full'],
      });
      expect(again.body.data).toMatchObject({ id: first.body.data.id, kinds: ['full'] });
      await subscribe(a.c, { targetKind: 'team', targetId: 'h2', targetName: '主队2', kinds: ['kickoff'] });
      const mine = await a.c.get<ReminderSubscription[]>(SUBS);
      expect(mine.body.data.map((s) => s.targetId).sort()).toEqual(['f1', 'h2']);

      const changed = await send<ReminderSubscription>(a.c, 'PUT', `${SUBS}/${first.body.data.id}`, {
        kinds: ['odds', 'half'],
      });
      expect(changed.body).toMatchObject({
        code: 200,
        msg: REMINDER_MSG.updated,
        data: { kinds: ['odds', 'half'] },
      });
      const removed = await send(a.c, 'DELETE', `${SUBS}/${first.body.data.id}`);
      expect(removed.body).toMatchObject({ code: 200, msg: REMINDER_MSG.removed });
      expect((await a.c.get<ReminderSubscription[]>(SUBS)).body.data.map((s) => s.targetId)).toEqual(['h2']);
    });

    it('[AI1][VIP3] a user holds at most REMINDER_CAP.free subscriptions; a VIP member up to REMINDER_CAP.vip', async () => {
      const a = await person();
      const team = (n: number) => ({
        targetKind: 'team',
        targetId: `cap${n}`,
        targetName: `球队${n}`,
        kinds: ['goal'],
      });
      for (let n = 0; n < REMINDER_CAP.free; n++) {
        expect((await subscribe(a.c, team(n))).body.code).toBe(200);
      }
      const over = await subscribe(a.c, team(REMINDER_CAP.free));
      expect(over.status).toBe(400);
      expect(over.body.msg).toBe(REMINDER_MSG.tooMany);
      expect((await a.c.get<ReminderSubscription[]>(SUBS)).body.data).toHaveLength(REMINDER_CAP.free);
      // Changing the kinds of a target already held is not a new subscription.
      expect((await subscribe(a.c, { ...team(0), kinds: ['red'] })).body.code).toBe(200);
      // VIP (as buyVip leaves it: is_vip with a future vip_until) lifts the cap.
      await gw?.api
        .db()
        .update(users)
        .set({ isVip: true, vipUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(users.id, Number(a.id)));
      expect((await subscribe(a.c, team(REMINDER_CAP.free))).body.code).toBe(200);
      expect((await a.c.get<ReminderSubscription[]>(SUBS)).body.data).toHaveLength(REMINDER_CAP.free + 1);
    });

    it('[AI1][VIP3] the cap holds under simultaneous subscribes: 30 new targets at once leave REMINDER_CAP.free', async () => {
      const a = await person();
      const team = (n: number) => ({
        targetKind: 'team',
        targetId: `race${n}`,
        targetName: `队${n}`,
        kinds: ['goal'],
      });
      const answers = await Promise.all(
        Array.from({ length: REMINDER_CAP.free + 10 }, (_, n) => subscribe(a.c, team(n))),
      );
      expect(answers.filter((r) => r.body.code === 200)).toHaveLength(REMINDER_CAP.free);
      expect(answers.filter((r) => r.body.msg === REMINDER_MSG.tooMany)).toHaveLength(10);
      expect((await a.c.get<ReminderSubscription[]>(SUBS)).body.data).toHaveLength(REMINDER_CAP.free);
    });

    it('[AI1] bad input answers 400 with the rule message and changes nothing; logged out answers 401', async () => {
      const a = await person();
      const cases: Array<[unknown, string]> = [
        [{ targetKind: 'player', targetId: 'x', targetName: 'x', kinds: ['goal'] }, REMINDER_MSG.badTarget],
        [
          { targetKind: 'match', targetId: '../etc', targetName: 'x', kinds: ['goal'] },
          REMINDER_MSG.badTargetId,
        ],
        [{ targetKind: 'match', targetId: 'f1', targetName: '', kinds: ['goal'] }, REMINDER_MSG.badName],
        [{ targetKind: 'match', targetId: 'f1', targetName: 'x', kinds: [] }, REMINDER_MSG.noKinds],
        [{ targetKind: 'match', targetId: 'f1', targetName: 'x', kinds: ['corner'] }, REMINDER_MSG.badKind],
      ];
      for (const [body, msg] of cases) {
        const res = await subscribe(a.c, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 400, msg, data: null });
      }
      expect((await a.c.get<ReminderSubscription[]>(SUBS)).body.data).toEqual([]);
      const anon = new TestClient(url());
      expect((await anon.get(SUBS)).status).toBe(401);
      expect((await anon.get('/api/ai/reminders')).status).toBe(401);
    });

    it('[AI8] a write from another site is refused (CSRF) and nothing is stored', async () => {
      const a = await person();
      const res = await a.c.post(
        SUBS,
        { targetKind: 'match', targetId: 'f1', targetName: 'x', kinds: ['goal'] },
        { origin: 'https://evil.example' },
      );
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe(AUTH_MSG.foreignOrigin);
      expect((await a.c.get<ReminderSubscription[]>(SUBS)).body.data).toEqual([]);
    });

    it("[AI8] another user's subscription cannot be changed or removed (404), and stays as it was", async () => {
      const a = await person();
      const b = await person();
      const sub = await subscribe(a.c, {
        targetKind: 'league',
        targetId: 'l9',
        targetName: '西甲',
        kinds: ['goal'],
      });
      const id = sub.body.data.id;
      expect((await send(b.c, 'PUT', `${SUBS}/${id}`, { kinds: ['red'] })).body).toMatchObject({
        code: 404,
        msg: REMINDER_MSG.noSubscription,
      });
      expect((await send(b.c, 'DELETE', `${SUBS}/${id}`)).body).toMatchObject({ code: 404 });
      expect((await a.c.get<ReminderSubscription[]>(SUBS)).body.data).toEqual([
        expect.objectContaining({ id, kinds: ['goal'] }),
      ]);
    });

    it("[AI5] the reminder room needs a session and refuses another user's id with FORBIDDEN", async () => {
      const a = await person();
      const b = await person();
      expect(await socketOf().join()).toMatchObject({
        ok: false,
        error: 'UNAUTHORIZED',
        message: '请先登录',
      });
      expect(await socketOf(a.c).join({ userId: b.id })).toMatchObject({ ok: false, error: 'FORBIDDEN' });
      expect(await socketOf(a.c).join({ userId: a.id })).toMatchObject({
        ok: true,
        userId: a.id,
        missed: [],
      });
    });

    it('[AI2][AI4][AI6] goals in the live feed reach the subscribed user on their own room, once, stored in history; other users get nothing', async () => {
      const a = await person();
      const b = await person();
      // A follows every match of the league for goals; B follows a team it will never hear of.
      await subscribe(a.c, { targetKind: 'league', targetId: 'l1', targetName: '英超', kinds: ['goal'] });
      await subscribe(b.c, { targetKind: 'team', targetId: 'nobody', targetName: '无名队', kinds: ['goal'] });
      const sa = socketOf(a.c);
      const sb = socketOf(b.c);
      expect((await sa.join()).ok).toBe(true);
      expect((await sb.join()).ok).toBe(true);
      // Let the leader take its baseline of the list first, then play the feed until goals happen.
      const store = await eventually(async () => (await fetch(`${url()}/healthz`)).ok, 10_000);
      expect(store).toBe(true);
      const goalsBefore = feed!.football.reduce((n, m) => n + m.homeScore, 0);
      let stepped = 0;
      const arrived = await eventually(
        () => {
          if (stepped++ % 4 === 0) feed!.step(3);
          return sa.received.length >= 2;
        },
        30_000,
        100,
      );
      expect(arrived).toBe(true);
      expect(feed!.football.reduce((n, m) => n + m.homeScore, 0)).toBeGreaterThan(goalsBefore);
      for (const r of sa.received) {
        expect(r.kind).toBe('goal');
        expect(r.title).toMatch(/^进球！主队\d \d+-0 客队\d$/);
      }
      expect(new Set(sa.received.map((r) => r.id)).size).toBe(sa.received.length);
      expect(sb.received).toEqual([]);

      const history = await a.c.get<History>('/api/ai/reminders?limit=50');
      const stored = history.body.data.list.map((r) => r.id);
      for (const r of sa.received) expect(stored).toContain(r.id);
      expect(history.body.data.unread).toBe(history.body.data.total);
      expect((await b.c.get<History>('/api/ai/reminders')).body.data.total).toBe(0);

      // [AI6] A reconnecting client asks for what came after the last id it saw.
      const firstId = Math.min(...sa.received.map((r) => r.id));
      const again = await socketOf(a.c).join({ after: firstId });
      if (!again.ok) throw new Error('join refused');
      expect(again.missed.length).toBeGreaterThanOrEqual(1);
      expect(again.missed.every((r) => r.id > firstId)).toBe(true);
      const missed = await a.c.get<Reminder[]>(`/api/ai/reminders/missed?after=${firstId}`);
      // `after` is digits: '0x10' is not 16, nor 'true' 1.
      for (const after of ['0x10', 'true', '-1', ''])
        expect((await a.c.get(`/api/ai/reminders/missed?after=${after}`)).body.code).toBe(400);
      expect(missed.body.data.map((r) => r.id)).toEqual(
        again.missed.map((r) => r.id).slice(0, missed.body.data.length),
      );

      // Mark read: B marking A's ids marks nothing; A marking them does.
      expect(
        (await b.c.post<{ marked: number }>('/api/ai/reminders/read', { ids: [firstId] }, sameSite())).body
          .data.marked,
      ).toBe(0);
      expect(
        (await a.c.post<{ marked: number }>('/api/ai/reminders/read', { ids: [firstId] }, sameSite())).body
          .data.marked,
      ).toBe(1);
      const after = await a.c.get<History>('/api/ai/reminders?limit=50');
      expect(after.body.data.unread).toBe(after.body.data.total - 1);
      expect(after.body.data.list.find((r) => r.id === firstId)?.read).toBe(true);
    }, 60_000);

    it('[AI7][AI4] team, league and early match subscriptions each get the pre-match view exactly once, at the lead time', async () => {
      const team = await person();
      const early = await person();
      const late = await person();
      const teamSub = { targetKind: 'team', targetId: 'h4', targetName: '主队4', kinds: ['preview', 'goal'] };
      expect((await subscribe(team.c, teamSub)).status).toBe(200);
      const matchSub = {
        targetKind: 'match',
        targetId: 'f4',
        targetName: '主队4 vs 客队4',
        kinds: ['preview'],
      };
      expect((await subscribe(early.c, matchSub)).status).toBe(200);
      const st = socketOf(team.c);
      expect((await st.join()).ok).toBe(true);
      const previews = async (c: TestClient) =>
        (await c.get<History>('/api/ai/reminders?limit=50')).body.data.list.filter(
          (r) => r.kind === 'preview',
        );

      // Two hours before kick-off: subscribed, nothing yet (the leader keeps ticking and seeing patches).
      feed!.step(2);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await previews(team.c)).toEqual([]);
      expect(await previews(early.c)).toEqual([]);

      // Ten minutes before: the leader sends it to the team's and the match's subscribers.
      clock = kickoff - 10 * 60_000;
      expect(await eventually(() => st.received.some((r) => r.kind === 'preview'), 20_000, 100)).toBe(true);
      expect(await eventually(async () => (await previews(early.c)).length === 1, 20_000, 100)).toBe(true);
      const view = st.received.find((r) => r.kind === 'preview');
      expect(view?.title).toBe('赛前模型观点：主队4 vs 客队4');
      expect(view?.matchId).toBe('f4');

      // A league subscription made inside the window gets it at once; subscribing again changes nothing.
      const leagueSub = { targetKind: 'league', targetId: 'l1', targetName: '英超', kinds: ['preview'] };
      expect((await subscribe(late.c, leagueSub)).status).toBe(200);
      expect((await previews(late.c)).map((r) => r.matchId)).toEqual(['f4']);

      // More ticks, more patches, the same subscriptions again: still exactly one each.
      feed!.step(3);
      expect((await subscribe(team.c, teamSub)).status).toBe(200);
      expect((await subscribe(early.c, matchSub)).status).toBe(200);
      expect((await subscribe(late.c, leagueSub)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await previews(team.c)).toHaveLength(1);
      expect(await previews(early.c)).toHaveLength(1);
      expect(await previews(late.c)).toHaveLength(1);
      expect(st.received.filter((r) => r.kind === 'preview')).toHaveLength(1);
    }, 60_000);

    it('[AI9] basketball: quarter ends and 让分 moves reach basketball subscribers only; football-only kinds are refused', async () => {
      const fan = await person();
      const other = await person();
      const refused = await subscribe(fan.c, {
        sport: 'basketball',
        targetKind: 'team',
        targetId: 'bh1',
        targetName: '湖人1',
        kinds: ['goal'],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(REMINDER_MSG.kindNotForSport);
      expect((await fan.c.get<ReminderSubscription[]>(SUBS)).body.data).toEqual([]);
      const ok = await subscribe(fan.c, {
        sport: 'basketball',
        targetKind: 'league',
        targetId: 'nba',
        targetName: 'NBA',
        kinds: ['quarter', 'odds'],
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data.sport).toBe('basketball');
      // The same id as a football league: another sport, told nothing about basketball.
      await subscribe(other.c, { targetKind: 'league', targetId: 'nba', targetName: 'NBA', kinds: ['odds'] });
      const sf = socketOf(fan.c);
      const so = socketOf(other.c);
      expect((await sf.join()).ok).toBe(true);
      expect((await so.join()).ok).toBe(true);
      // Let the leader take its baseline of the basketball list, then end b1's first quarter and move its spread.
      let n = 0;
      const loaded = await eventually(
        () => {
          if (n++ % 4 === 0) feed!.step(2);
          return reminder!.basketballGenerator().loaded;
        },
        20_000,
        100,
      );
      expect(loaded).toBe(true);
      await reminder!.basketballGenerator().idle();
      const b1 = feed!.basketball[0]!;
      const line = b1.odds.ya?.line ?? 0;
      b1.odds = {
        ...b1.odds,
        ya: { line: line - 1.5, home: b1.odds.ya?.home ?? 0.9, away: b1.odds.ya?.away ?? 0.9 },
      };
      b1.clockSeconds = 0;
      b1.clockRunning = false;
      n = 0;
      const arrived = await eventually(
        () => {
          if (n++ % 4 === 0) feed!.step(3);
          return sf.received.some((r) => r.kind === 'quarter') && sf.received.some((r) => r.kind === 'odds');
        },
        30_000,
        100,
      );
      expect(arrived).toBe(true);
      const quarter = sf.received.filter((r) => r.kind === 'quarter');
      expect(quarter).toHaveLength(1);
      expect(quarter[0]).toEqual(
        expect.objectContaining({
          sport: 'basketball',
          matchId: 'b1',
          title: expect.stringMatching(/^第一节结束：湖人1 \d+-0 勇士1$/),
        }),
      );
      const odds = sf.received.find((r) => r.kind === 'odds');
      expect(odds?.title).toBe('指数大变：湖人1 vs 勇士1');
      expect(odds?.body).toContain('让分盘口');
      expect(so.received).toEqual([]);
      const history = await fan.c.get<History>('/api/ai/reminders?limit=50');
      expect(history.body.data.list.every((r) => r.sport === 'basketball')).toBe(true);
    }, 60_000);
  });
});
