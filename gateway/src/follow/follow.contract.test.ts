import { FOLLOW_MSG, type FollowRelation, type FollowUser, type Page } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { BACKENDS, registerUser } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { followPlugin } from './follow-plugin.ts';
import { followedUserIds } from './follow-repository.ts';

const WRITES_PER_MINUTE = 40;
const ATTENTION = '/api/user/attention/attentionUser';
const SUBSCRIBE = '/api/user/subscribe/subscribeAndPush';

/** [FOL1]–[FOL7] run on embedded PGlite and on PostgreSQL (a fresh `kuyi_test_*` database). */
describe.each(BACKENDS)('follow API on $name', ({ name, skip }) => {
  let gw: PluginGateway | undefined;

  beforeAll(async () => {
    if (skip) return;
    gw = await startWithPlugins(name, {
      dirPrefix: 'kuyi-follow-',
      plugins: (api) => [
        api,
        followPlugin(api, { writeRule: { points: WRITES_PER_MINUTE, durationSec: 60 } }),
      ],
    });
  });
  afterAll(async () => {
    await gw?.stop();
  });

  const url = () => gw?.url ?? '';
  /** A logged-in browser: its writes carry the site's own Origin, as the page's fetches do. */
  async function person() {
    const c = new TestClient(url());
    const u = await registerUser(c);
    return { c, id: u.user.id, userName: u.userName };
  }
  const sameSite = () => ({ origin: url() });
  const follow = (c: TestClient, id: string, flag: '0' | '1', extra = '') =>
    c.get<FollowRelation>(`${ATTENTION}?attentionUserId=${id}&flag=${flag}${extra}`, sameSite());
  const relation = (c: TestClient, id: string) =>
    c.get<FollowRelation>(`/api/user/attention/getAttentionListByUserAndCurrUser?userId=${id}`);
  const myFollows = (c: TestClient, q = '') =>
    c.get<Page<FollowUser>>(`/api/user/attention/getAttentionList${q}`);
  const fansOf = (c: TestClient, id: string, q = '') =>
    c.get<Page<FollowUser>>(`/api/user/attention/getFansListByUserId?userId=${id}${q}`);

  describe.skipIf(skip)('', () => {
    it('[FOL1] flag=1 follows, flag=0 unfollows; repeating a flag changes nothing; both ways is mutual', async () => {
      const a = await person();
      const b = await person();
      const first = await follow(a.c, b.id, '1');
      expect(first.body).toMatchObject({ code: 200, msg: FOLLOW_MSG.followOk });
      expect(first.body.data).toMatchObject({ userId: b.id, isAttention: true, isFans: false, fansCount: 1 });
      // A double click or a retry: still one follow.
      const again = await follow(a.c, b.id, '1');
      expect(again.body.data).toMatchObject({ isAttention: true, fansCount: 1 });
      expect((await relation(b.c, a.id)).body.data).toMatchObject({
        isAttention: false,
        isFans: true,
        attentionCount: 1,
        fansCount: 0,
      });
      await follow(b.c, a.id, '1');
      expect((await relation(a.c, b.id)).body.data).toMatchObject({ isAttention: true, isFans: true });

      const off = await follow(a.c, b.id, '0');
      expect(off.body).toMatchObject({ code: 200, msg: FOLLOW_MSG.unfollowOk });
      expect(off.body.data).toMatchObject({ isAttention: false, isFans: true, fansCount: 0 });
      expect((await follow(a.c, b.id, '0')).body.data).toMatchObject({ isAttention: false, fansCount: 0 });
      // A visitor sees counts and no relation.
      const visitor = await relation(new TestClient(url()), a.id);
      expect(visitor.body.data).toMatchObject({ fansCount: 1, isAttention: false, isFans: false });
    });

    it('[FOL1] 20 simultaneous follows of one user leave exactly one follow', async () => {
      const a = await person();
      const b = await person();
      const answers = await Promise.all(Array.from({ length: 20 }, () => follow(a.c, b.id, '1')));
      expect(answers.every((r) => r.body.code === 200)).toBe(true);
      expect((await relation(a.c, b.id)).body.data.fansCount).toBe(1);
      expect((await myFollows(a.c)).body.data.total).toBe(1);
    });

    it("[FOL2] my follows and a user's fans: newest first, paginated, public fields only", async () => {
      const a = await person();
      const others = [await person(), await person(), await person()];
      for (const o of others) await follow(a.c, o.id, '1');
      await follow(others[0]!.c, a.id, '1');

      const page1 = await myFollows(a.c, '?page=1&limit=2');
      expect(page1.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(page1.body.data.list.map((u) => u.userName)).toEqual([others[2]!.userName, others[1]!.userName]);
      const page2 = await myFollows(a.c, '?page=2&limit=2');
      expect(page2.body.data.list.map((u) => u.userName)).toEqual([others[0]!.userName]);
      // others[0] follows back: mutual in A's list.
      expect(page2.body.data.list[0]).toMatchObject({ isAttention: true, isFans: true, fansCount: 1 });

      // A user's fans are public; an item names the user, never a phone.
      const fans = await fansOf(new TestClient(url()), others[1]!.id);
      expect(fans.body.data.total).toBe(1);
      const [fan] = fans.body.data.list;
      expect(Object.keys(fan ?? {}).sort()).toEqual(
        [
          'attentionCount',
          'createdAt',
          'fansCount',
          'headImage',
          'isAttention',
          'isFans',
          'userId',
          'userName',
        ].sort(),
      );
      expect(fan).toMatchObject({ userId: a.id, userName: a.userName, attentionCount: 3, fansCount: 1 });

      // A user's follows, narrowed by nickname.
      const byName = await a.c.get<Page<FollowUser>>(
        `/api/user/attention/getAttentionListByUserId?userId=${a.id}&userName=${others[1]!.userName.slice(1)}`,
      );
      expect(byName.body.data.list.map((u) => u.userId)).toEqual([others[1]!.id]);
      // Without userId the fans list is mine (and needs a login).
      expect(
        (await a.c.get<Page<FollowUser>>('/api/user/attention/getFansListByUserId')).body.data.total,
      ).toBe(1);
      expect((await new TestClient(url()).get('/api/user/attention/getFansListByUserId')).status).toBe(401);
      expect(await followedUserIds(gw!.api.db(), Number(a.id))).toEqual(
        others.map((o) => Number(o.id)).reverse(),
      );
    });

    it('[FOL3] empty lists, cancelled accounts leave lists and counts', async () => {
      const a = await person();
      const b = await person();
      expect((await myFollows(a.c)).body.data).toEqual({ list: [], total: 0, page: 1, limit: 20 });
      await follow(a.c, b.id, '1');
      expect((await b.c.get('/api/user/user/logOff', sameSite())).body.code).toBe(200);
      expect((await myFollows(a.c)).body.data.total).toBe(0);
      expect((await relation(a.c, a.id)).body.data.attentionCount).toBe(0);
      expect(await followedUserIds(gw!.api.db(), Number(a.id))).toEqual([]);
      expect((await follow(a.c, b.id, '1')).body).toEqual({ code: 404, msg: FOLLOW_MSG.noUser, data: null });
    });

    it('[FOL4] bad input answers in Chinese and stores nothing', async () => {
      const a = await person();
      const cases: [string, number, string][] = [
        [`?attentionUserId=${a.id}&flag=1`, 400, FOLLOW_MSG.self],
        ['?attentionUserId=2147483000&flag=1', 404, FOLLOW_MSG.noUser],
        ['?attentionUserId=abc&flag=1', 400, FOLLOW_MSG.badUserId],
        ['?attentionUserId=-1&flag=1', 400, FOLLOW_MSG.badUserId],
        ['?attentionUserId=99999999999&flag=1', 400, FOLLOW_MSG.badUserId],
        ['?flag=1', 400, FOLLOW_MSG.badUserId],
        ['?attentionUserId=1&flag=2', 400, FOLLOW_MSG.badFlag],
        ['?attentionUserId=1', 400, FOLLOW_MSG.badFlag],
      ];
      for (const [q, status, msg] of cases) {
        const res = await a.c.get(`${ATTENTION}${q}`, sameSite());
        expect({ q, status: res.status, msg: res.body.msg }).toEqual({ q, status, msg });
      }
      expect((await myFollows(a.c)).body.data.total).toBe(0);
      expect((await myFollows(a.c, '?page=0')).body).toEqual({
        code: 400,
        msg: FOLLOW_MSG.badPage,
        data: null,
      });
      expect((await myFollows(a.c, '?limit=500')).body.msg).toBe(FOLLOW_MSG.badPage);
      expect((await relation(a.c, '0')).body.msg).toBe(FOLLOW_MSG.badUserId);
      expect((await fansOf(a.c, '2147483000')).body.msg).toBe(FOLLOW_MSG.noUser);
      // Logged out: every write and "my" list asks for a login.
      const visitor = new TestClient(url());
      expect((await follow(visitor, a.id, '1')).body).toEqual({ code: 401, msg: '请先登录', data: null });
      expect((await visitor.post(SUBSCRIBE, { subscribeUserId: a.id, flag: 1 }, sameSite())).status).toBe(
        401,
      );
      expect((await myFollows(visitor)).status).toBe(401);
    });

    it('[FOL5] subscribeAndPush: flag=1 subscribes (and follows), flag=0 stops the pushes and keeps the follow', async () => {
      const a = await person();
      const b = await person();
      const on = await a.c.post<FollowRelation>(
        SUBSCRIBE,
        { subscribeUserId: Number(b.id), type: 1, flag: 1 },
        sameSite(),
      );
      expect(on.body).toMatchObject({ code: 200, msg: FOLLOW_MSG.subscribeOk });
      expect(on.body.data).toMatchObject({ isAttention: true, isSubscribe: true });
      const mine = await a.c.post<Page<FollowUser>>(
        '/api/user/subscribe/getSubscribeList',
        { page: 1, limit: 10 },
        sameSite(),
      );
      expect(mine.body.data.list.map((u) => u.userId)).toEqual([b.id]);
      const theirs = await b.c.post<Page<FollowUser>>(
        '/api/user/subscribe/getSubscribeFansList',
        {},
        sameSite(),
      );
      expect(theirs.body.data.list.map((u) => u.userId)).toEqual([a.id]);

      const off = await a.c.post<FollowRelation>(
        SUBSCRIBE,
        { subscribeUserId: b.id, type: '1', flag: '0' },
        sameSite(),
      );
      expect(off.body).toMatchObject({ code: 200, msg: FOLLOW_MSG.unsubscribeOk });
      expect(off.body.data).toMatchObject({ isAttention: true, isSubscribe: false });
      expect(
        (await a.c.post<Page<FollowUser>>('/api/user/subscribe/getSubscribeList', {}, sameSite())).body.data
          .total,
      ).toBe(0);
      // Unfollowing ends the subscription with the follow.
      await a.c.post(SUBSCRIBE, { subscribeUserId: b.id, flag: 1 }, sameSite());
      await follow(a.c, b.id, '0');
      expect((await relation(a.c, b.id)).body.data).toMatchObject({ isAttention: false, isSubscribe: false });

      const bad = (body: object) => a.c.post(SUBSCRIBE, body, sameSite());
      expect((await bad({ subscribeUserId: a.id, flag: 1 })).body.msg).toBe(FOLLOW_MSG.selfSubscribe);
      expect((await bad({ subscribeUserId: b.id, type: 2, flag: 1 })).body.msg).toBe(FOLLOW_MSG.badType);
      expect((await bad({ subscribeUserId: b.id, flag: 'yes' })).body.msg).toBe(FOLLOW_MSG.badFlag);
      expect((await bad({ subscribeUserId: 'x', flag: 1 })).body.msg).toBe(FOLLOW_MSG.badUserId);
      expect((await relation(a.c, b.id)).body.data.isSubscribe).toBe(false);
    });

    it('[FOL6] CSRF: a follow from a foreign site, or a cookie GET with no source, is refused and stores nothing', async () => {
      const a = await person();
      const b = await person();
      const foreign = await a.c.get(`${ATTENTION}?attentionUserId=${b.id}&flag=1`, {
        origin: 'https://evil.example',
      });
      expect(foreign.body).toEqual({ code: 403, msg: AUTH_MSG.foreignOrigin, data: null });
      const byReferer = await a.c.get(`${ATTENTION}?attentionUserId=${b.id}&flag=1`, {
        referer: 'https://evil.example/x',
      });
      expect(byReferer.status).toBe(403);
      // A same-site page's GET fetch carries a Referer, never nothing; a bare link with the cookie is refused.
      expect((await a.c.get(`${ATTENTION}?attentionUserId=${b.id}&flag=1`)).status).toBe(403);
      const sub = await a.c.post(
        SUBSCRIBE,
        { subscribeUserId: b.id, flag: 1 },
        { origin: 'https://evil.example' },
      );
      expect(sub.status).toBe(403);
      expect((await relation(a.c, b.id)).body.data).toMatchObject({ isAttention: false, isSubscribe: false });
      const referer = await a.c.get(`${ATTENTION}?attentionUserId=${b.id}&flag=1`, {
        referer: `${url()}/user/${b.id}`,
      });
      expect(referer.body.code).toBe(200);
    });

    it("[FOL7] IDOR: no parameter lets one user change or read another's private lists", async () => {
      const a = await person();
      const b = await person();
      const c = await person();
      // Extra ids naming B as the follower are ignored: only A's follow changes.
      await follow(a.c, c.id, '1', `&userId=${b.id}&followerId=${b.id}`);
      expect((await myFollows(b.c)).body.data.total).toBe(0);
      expect((await myFollows(a.c)).body.data.list.map((u) => u.userId)).toEqual([c.id]);
      // B subscribes to C; A asking for "my subscriptions" with B's id still gets A's own.
      await b.c.post(SUBSCRIBE, { subscribeUserId: c.id, flag: 1 }, sameSite());
      const asB = await a.c.post<Page<FollowUser>>(
        `/api/user/subscribe/getSubscribeList?userId=${b.id}`,
        { userId: b.id },
        sameSite(),
      );
      expect(asB.body.data.total).toBe(0);
      expect((await myFollows(a.c, `?userId=${b.id}`)).body.data.list.map((u) => u.userId)).toEqual([c.id]);
      // Unfollowing on behalf of B is not possible either: B's follow of C survives A's flag=0.
      await follow(a.c, c.id, '0', `&userId=${b.id}`);
      expect((await relation(b.c, c.id)).body.data).toMatchObject({ isAttention: true, isSubscribe: true });
    });

    it('[FOL8] writes are rate-limited per user', async () => {
      const a = await person();
      const b = await person();
      for (let i = 0; i < WRITES_PER_MINUTE; i++) {
        const res = await follow(a.c, b.id, i % 2 ? '0' : '1');
        expect(res.body.code).toBe(200);
      }
      const refused = await follow(a.c, b.id, '1');
      expect(refused.body).toEqual({ code: 429, msg: FOLLOW_MSG.tooFast, data: null });
      // Another user is not affected.
      expect((await follow(b.c, a.id, '1')).body.code).toBe(200);
    });
  });
});
