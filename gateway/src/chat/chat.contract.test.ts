import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAT_LIMITS, CHAT_MSG, type ChatMessage, type GenUserSigAnswer, type Patch } from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { users } from '../db/schema.ts';
import { createTestPostgres, type TestPostgres } from '../db/test-databases.ts';
import { eventually } from '../live/testing/expected-state.ts';
import { LiveClient } from '../live/testing/live-client.ts';
import { USER_SIG_EXPIRE_S } from './chat-config.ts';
import {
  type ChatGateway,
  chatter,
  DELETE,
  GEN_USER_SIG,
  makeAdmin,
  messagesOf,
  SEND,
  say,
  startChat,
} from './chat-test-kit.ts';
import { chatMessages } from './schema.ts';
import { verifyUserSig } from './tls-sig.ts';

/** Generous: the test box is shared; every wait is on a condition, never a fixed sleep. */
const WAIT_MS = 15_000;

describe.each(BACKENDS)('match chat on $name', ({ name, skip }) => {
  let t: ChatGateway;
  let pg: TestPostgres | null = null;
  const readers: LiveClient[] = [];
  const reader = async (channel: string) => {
    const r = new LiveClient(t.url);
    readers.push(r);
    expect((await r.subscribe(channel)).ok).toBe(true);
    return r;
  };

  beforeAll(async () => {
    if (skip) return;
    if (name === 'PostgreSQL') {
      const db = await createTestPostgres();
      if ('unreachable' in db) throw new Error(db.unreachable);
      pg = db;
    }
    t = await startChat({ databaseUrl: pg?.url });
  }, 120_000);
  afterAll(async () => {
    for (const r of readers) r.close();
    await t?.stop();
    await pg?.drop();
  });

  it.skipIf(skip)(
    '[C1] a posted message reaches every reader of chat:{sport}:{id} with the profile tags',
    async () => {
      const a = await reader('chat:football:c1');
      const b = await reader('chat:football:c1');
      const other = await reader('chat:basketball:c1');
      const u = await chatter(t.url);
      const res = await say(u.c, '  主队加油！ ', { matchId: 'c1' });
      expect(res.status).toBe(200);
      expect(res.body.msg).toBe(CHAT_MSG.sent);
      expect(res.body.data).toMatchObject({
        content: '主队加油！',
        userId: String(u.id),
        userName: u.userName,
        level: 1,
        rankName: '新手',
        lvimg: '/images/rank/lv1.png',
        color: '#8c8c8c',
        isVip: false,
        isAdmin: false,
      });
      for (const r of [a, b])
        expect(
          await eventually(
            () => messagesOf(r.state('chat:football:c1')).some((m) => m.content === '主队加油！'),
            WAIT_MS,
          ),
        ).toBe(true);
      expect(messagesOf(a.state('chat:football:c1'))).toEqual([res.body.data]);
      // Another sport's match of the same id is another room.
      expect(messagesOf(other.state('chat:basketball:c1'))).toEqual([]);
      // type 2 is basketball.
      const hoop = await say(u.c, '三分！', { matchId: 'c1', type: 2 as never });
      expect(hoop.status).toBe(200);
      expect(
        await eventually(() => messagesOf(other.state('chat:basketball:c1')).length === 1, WAIT_MS),
      ).toBe(true);
    },
  );

  it.skipIf(skip)(
    '[C2] a reader that reconnects within the history window gets the missed messages replayed',
    async () => {
      const channel = 'chat:football:c2';
      const r = await reader(channel);
      const u = await chatter(t.url);
      expect((await say(u.c, '第一条', { matchId: 'c2' })).status).toBe(200);
      expect(await eventually(() => messagesOf(r.state(channel)).length === 1, WAIT_MS)).toBe(true);
      const snapshotsBefore = r.snapshots;
      r.socket.disconnect();
      for (const text of ['错过一', '错过二', '错过三'])
        expect((await say(u.c, text, { matchId: 'c2' })).status).toBe(200);
      r.socket.connect();
      expect(await eventually(() => messagesOf(r.state(channel)).length === 4, WAIT_MS)).toBe(true);
      expect(messagesOf(r.state(channel)).map((m) => m.content)).toEqual([
        '第一条',
        '错过一',
        '错过二',
        '错过三',
      ]);
      // Replayed from history, not a fresh snapshot.
      expect(r.reconnects).toBe(1);
      expect(r.snapshots).toBe(snapshotsBefore);
      expect(r.conflicts).toBe(0);
    },
  );

  it.skipIf(skip)(
    '[C3] an administrator deletes a message: the channel patch drops it for every reader; others get 403',
    async () => {
      const channel = 'chat:football:c3';
      const r = await reader(channel);
      const patches: Patch[] = [];
      r.socket.on('patch', (p) => patches.push(p));
      const u = await chatter(t.url);
      const kept = (await say(u.c, '留下', { matchId: 'c3' })).body.data;
      const gone = (await say(u.c, '违规内容', { matchId: 'c3' })).body.data;
      expect(await eventually(() => messagesOf(r.state(channel)).length === 2, WAIT_MS)).toBe(true);

      const refused = await u.c.post(DELETE, { id: gone.id });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 403, msg: CHAT_MSG.adminOnly, data: null });

      const admin = await chatter(t.url);
      await makeAdmin(t.api, admin.id);
      const done = await admin.c.post(DELETE, { id: gone.id });
      expect(done.body).toEqual({ code: 200, msg: CHAT_MSG.deleted, data: null });
      expect(await eventually(() => messagesOf(r.state(channel)).length === 1, WAIT_MS)).toBe(true);
      expect(messagesOf(r.state(channel))).toEqual([kept]);
      expect(patches.at(-1)?.drop).toEqual([`m:${gone.id}`]);
      // Twice, or a message that never was: 404.
      expect((await admin.c.post(DELETE, { id: gone.id })).body.msg).toBe(CHAT_MSG.messageMissing);
      expect((await admin.c.post(DELETE, { id: 99_999_999 })).status).toBe(404);
      // An administrator's own messages carry the isAdmin tag.
      const own = await say(admin.c, '请文明发言', { matchId: 'c3' });
      expect(own.body.data.isAdmin).toBe(true);
    },
  );

  it.skipIf(skip)(
    '[C3] an id past any row (beyond a PostgreSQL integer), or not a number or its digits, is refused as 消息不存在 (400)',
    async () => {
      const admin = await chatter(t.url);
      await makeAdmin(t.api, admin.id);
      for (const id of [2_147_483_648, 99_999_999_999, true, '0x10', [1], '1e3']) {
        const res = await admin.c.post(DELETE, { id });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ code: 400, msg: CHAT_MSG.messageMissing, data: null });
      }
    },
  );

  it.skipIf(skip)(
    '[C1][VIP2] the VIP tag is the derived isVip: a VIP whose vip_until has passed posts without it',
    async () => {
      const expired = await chatter(t.url);
      const member = await chatter(t.url);
      await t.api
        .db()
        .update(users)
        .set({ isVip: true, vipUntil: new Date(Date.now() - 60_000) })
        .where(eq(users.id, expired.id));
      await t.api
        .db()
        .update(users)
        .set({ isVip: true, vipUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(users.id, member.id));
      expect((await say(expired.c, '会员过期了', { matchId: 'cvip' })).body.data.isVip).toBe(false);
      expect((await say(member.c, '我是会员', { matchId: 'cvip' })).body.data.isVip).toBe(true);
      const r = await reader('chat:football:cvip');
      expect(messagesOf(r.state('chat:football:cvip')).map((m) => m.isVip)).toEqual([false, true]);
    },
  );

  it.skipIf(skip)(
    '[C4] empty, blank and over-long messages are refused in Chinese and change nothing',
    async () => {
      const channel = 'chat:football:c4';
      const r = await reader(channel);
      const u = await chatter(t.url);
      const cases: [unknown, string][] = [
        ['', CHAT_MSG.contentRequired],
        ['   \u0007\n ', CHAT_MSG.contentRequired],
        [undefined, CHAT_MSG.contentRequired],
        ['球'.repeat(CHAT_LIMITS.contentMax + 1), CHAT_MSG.contentTooLong],
      ];
      for (const [content, msg] of cases) {
        const res = await u.c.post(SEND, { matchId: 'c4', type: 'football', content });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ code: 400, msg, data: null });
      }
      const badMatch = await say(u.c, '你好', { matchId: 'a:b' });
      expect(badMatch.body).toEqual({ code: 400, msg: CHAT_MSG.badMatch, data: null });
      const badType = await say(u.c, '你好', { matchId: 'c4', type: 'tennis' as never });
      expect(badType.body).toEqual({ code: 400, msg: CHAT_MSG.badSport, data: null });
      // Exactly the limit passes.
      const full = await say(u.c, '球'.repeat(CHAT_LIMITS.contentMax), { matchId: 'c4' });
      expect(full.status).toBe(200);
      expect(await eventually(() => messagesOf(r.state(channel)).length === 1, WAIT_MS)).toBe(true);
      expect(messagesOf(r.state(channel))[0]?.content).toHaveLength(CHAT_LIMITS.contentMax);
    },
  );

  it.skipIf(skip)('[C5] markup stays text and control characters are stripped', async () => {
    const u = await chatter(t.url);
    const res = await say(u.c, '<script>alert(1)</script>\u0000<b>好球</b>\r\n', { matchId: 'c5' });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBe('<script>alert(1)</script> <b>好球</b>');
    const r = await reader('chat:football:c5');
    expect(messagesOf(r.state('chat:football:c5'))[0]?.content).toBe('<script>alert(1)</script> <b>好球</b>');
  });

  it.skipIf(skip)(
    '[C5] a message with a link (scheme, www., bare domain) is refused: nothing stored or broadcast',
    async () => {
      const channel = 'chat:football:c5links';
      const r = await reader(channel);
      const u = await chatter(t.url);
      for (const content of [
        '免费看球 https://abc.xyz/live',
        'www.kuyi-tips.com',
        '加群领福利 xx.cn',
        '私聊 t.me/freetips',
        'ａｂｃ．ｃｏｍ',
      ]) {
        const res = await say(u.c, content, { matchId: 'c5links' });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ code: 400, msg: CHAT_MSG.noLinks, data: null });
      }
      const rows = await t.api.db().select().from(chatMessages).where(eq(chatMessages.channel, channel));
      expect(rows).toEqual([]);
      // Score talk passes; it is the only line readers ever get.
      const score = '2:1 好球！C罗 大小3.5球 水位1.75';
      expect((await say(u.c, score, { matchId: 'c5links' })).status).toBe(200);
      expect(await eventually(() => messagesOf(r.state(channel)).length === 1, WAIT_MS)).toBe(true);
      expect(messagesOf(r.state(channel)).map((m) => m.content)).toEqual([score]);
    },
  );

  it.skipIf(skip)(
    `[C6] a user may post ${CHAT_LIMITS.ratePoints} messages per ${CHAT_LIMITS.rateWindowSec} s; the next is refused`,
    async () => {
      const u = await chatter(t.url);
      const other = await chatter(t.url);
      const answers: number[] = [];
      for (let i = 0; i < CHAT_LIMITS.ratePoints; i++)
        answers.push((await say(u.c, `第${i}条`, { matchId: 'c6' })).status);
      expect(answers).toEqual(Array(CHAT_LIMITS.ratePoints).fill(200));
      const refused = await say(u.c, '再来一条', { matchId: 'c6' });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 429, msg: CHAT_MSG.tooFast, data: null });
      // The limit is per user.
      expect((await say(other.c, '我还能说', { matchId: 'c6' })).status).toBe(200);
      const r = await reader('chat:football:c6');
      expect(messagesOf(r.state('chat:football:c6'))).toHaveLength(CHAT_LIMITS.ratePoints + 1);
    },
  );

  it.skipIf(skip)(
    '[C7] visitors read but cannot post (401); a foreign Origin cannot post with the cookie (403)',
    async () => {
      const visitor = new TestClient(t.url, { origin: t.url });
      const res = await say(visitor, '游客发言');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: '请先登录', data: null });
      expect((await visitor.post(DELETE, { id: 1 })).status).toBe(401);
      expect((await visitor.get(`${GEN_USER_SIG}?matchId=f1&type=1`)).status).toBe(401);

      const u = await chatter(t.url);
      const forged = await u.c.post(
        SEND,
        { matchId: 'c7', type: 'football', content: '跨站' },
        { origin: 'https://evil.example' },
      );
      expect(forged.status).toBe(403);
      const r = await reader('chat:football:c7');
      expect(messagesOf(r.state('chat:football:c7'))).toEqual([]);
    },
  );

  it.skipIf(skip)(
    '[C8] genUserSig names our channel; without TENCENT_IM_* there is no Tencent UserSig',
    async () => {
      const u = await chatter(t.url);
      const res = await u.c.get<GenUserSigAnswer>(`${GEN_USER_SIG}?matchId=f9&type=2`);
      expect(res.body).toEqual({
        code: 200,
        msg: '查询成功',
        data: {
          channel: 'chat:basketball:f9',
          userId: String(u.id),
          groupId: 'chat_basketball_f9',
          sdkAppId: null,
          userSig: null,
          expire: null,
        },
      });
      const bad = await u.c.get(`${GEN_USER_SIG}?matchId=f9&type=9`);
      expect(bad.body).toEqual({ code: 400, msg: CHAT_MSG.badSport, data: null });
    },
  );
});

describe('[C9] a chat channel outlives the live store: a new epoch is rebuilt from the database', () => {
  it('after a restart (in-process store, same PGlite) a new reader sees the earlier messages', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kuyi-chat-restart-'));
    let t = await startChat({ dataDir: dir });
    const u = await chatter(t.url);
    const sent: ChatMessage[] = [];
    for (const text of ['重启前一', '重启前二'])
      sent.push((await say(u.c, text, { matchId: 'r1' })).body.data);
    await t.stop();
    t = await startChat({ dataDir: dir });
    const r = new LiveClient(t.url);
    try {
      expect((await r.subscribe('chat:football:r1')).ok).toBe(true);
      expect(await eventually(() => messagesOf(r.state('chat:football:r1')).length === 2, WAIT_MS)).toBe(
        true,
      );
      expect(messagesOf(r.state('chat:football:r1'))).toEqual(sent);
    } finally {
      r.close();
      await t.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('[C8] genUserSig with TENCENT_IM_SDKAPPID and TENCENT_IM_SECRET set', () => {
  it("answers a Tencent UserSig for the caller's id that verifies with the app secret", async () => {
    const secret = 'test-im-secret-0123456789abcdef';
    const t = await startChat({
      chat: { env: { TENCENT_IM_SDKAPPID: '1400012345', TENCENT_IM_SECRET: secret } },
    });
    try {
      const u = await chatter(t.url);
      const res = await u.c.get<GenUserSigAnswer>(`${GEN_USER_SIG}?matchId=f1&type=1`);
      expect(res.body.data).toMatchObject({
        channel: 'chat:football:f1',
        userId: String(u.id),
        sdkAppId: 1400012345,
        expire: USER_SIG_EXPIRE_S,
      });
      const fields = verifyUserSig(secret, res.body.data.userSig ?? '');
      expect(fields).toMatchObject({ identifier: String(u.id), sdkAppId: 1400012345 });
      expect(Math.abs((fields?.time ?? 0) - Date.now() / 1000)).toBeLessThan(600);
    } finally {
      await t.stop();
    }
  }, 120_000);
});
