import { createHash } from 'node:crypto';
import { type ArenaPick, type ArenaRankEntry, dayRange } from '@kuyi/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { balance } from '../wallet/ledger.ts';
import { ARENA_MSG } from './arena-messages.ts';
import { arenaPicks } from './arena-schema.ts';
import { settleMatch } from './arena-settlement.ts';
import { ArenaSettler, PENDING_DAYS_MAX } from './arena-settler.ts';
import { type ArenaHarness, ledgerMismatches, startArena } from './arena-test-kit.ts';
import { silentLogger } from './arena-test-logger.ts';

const R = '/api/user/arenaRecommend';
type Page<T> = { list: T[]; total: number };

describe.each(BACKENDS)('arena API on $name', ({ name, skip }) => {
  let h: ArenaHarness;
  beforeAll(async () => {
    if (!skip) h = await startArena(name);
  }, 60_000);
  afterAll(async () => {
    await h?.stop();
  });

  describe.skipIf(skip)('', () => {
    it('[AR1] publishes at the gateway line and price, frozen with a verifiable hash; refuses after kick-off', async () => {
      const m = h.matches.add(1);
      const { id, c } = await h.user();
      // The client's line and price are ignored: they come from the feed's odds.
      const res = await c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ya',
        selection: 'away',
        line: 9,
        price: 99,
        reason: '客队状态好',
      });
      expect(res.body.msg).toBe(ARENA_MSG.publishOk);
      expect(res.body.data).toMatchObject({
        userId: id,
        line: 0.25,
        price: 0.94,
        market: 'ya',
        selection: 'away',
        status: 'pending',
      });
      const row = (await h.db.select().from(arenaPicks).where(eq(arenaPicks.id, res.body.data.id)))[0];
      if (!row) throw new Error('no row');
      const frozen = {
        userId: id,
        matchId: m.id,
        sport: 'football',
        market: 'ya',
        selection: 'away',
        line: 0.25,
        price: 0.94,
        reason: '客队状态好',
        priceFen: 0,
        publishedAt: row.publishedAt.toISOString(),
        salt: res.body.data.hashSalt,
      };
      expect(res.body.data.hashSalt).toMatch(/^[0-9a-f]{32}$/);
      const canonical = JSON.stringify(
        Object.fromEntries(Object.entries(frozen).sort(([a], [b]) => a.localeCompare(b))),
      );
      expect(res.body.data.contentHash).toBe(createHash('sha256').update(canonical).digest('hex'));

      const again = await c.post(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ya',
        selection: 'home',
      });
      expect(again.body).toEqual({ code: 409, msg: ARENA_MSG.duplicate, data: null });

      h.matches.set(m.id, { state: 1 });
      const late = await c.post(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'da',
        selection: 'over',
      });
      expect(late.body).toEqual({ code: 400, msg: ARENA_MSG.started, data: null });
    });

    it('[AR1] the publish form reads the current lines (releaseRecommendDetail) and the open matches (getHostFootMatch)', async () => {
      const m = h.matches.add(8, {
        odds: { ya: { line: -0.75, home: 1.01, away: 0.85 }, da: null, ou: null },
      });
      const c = new TestClient(h.gw.url);
      const quote = await c.get<{ open: boolean; options: unknown[] }>(
        `/api/user/arena/football/releaseRecommendDetail?matchId=${m.id}`,
      );
      expect(quote.body.data.open).toBe(true);
      expect(quote.body.data.options).toEqual([
        { market: 'ya', selection: 'home', line: -0.75, price: 1.01 },
        { market: 'ya', selection: 'away', line: -0.75, price: 0.85 },
      ]);
      const host = await c.get<{ id: string }[]>('/api/user/arena/football/getHostFootMatch');
      expect(host.body.data.map((x) => x.id)).toContain(m.id);
      h.matches.set(m.id, { state: 2 });
      const after = await c.get<{ id: string }[]>('/api/user/arena/football/getHostFootMatch');
      expect(after.body.data.map((x) => x.id)).not.toContain(m.id);
      expect(
        (await c.get(`/api/user/arena/football/releaseRecommendDetail?matchId=${m.id}`)).body.data,
      ).toMatchObject({ open: false });
    });

    it('[AR2] bad input answers in Chinese and stores nothing; XSS is stripped; CSRF and logged-out writes refused', async () => {
      const m = h.matches.add(2);
      const { c, id } = await h.user();
      const cases: [unknown, string][] = [
        [{ matchId: "x' or 1=1", market: 'ya', selection: 'home' }, ARENA_MSG.badMatchId],
        [{ matchId: m.id, market: 'zz', selection: 'home' }, ARENA_MSG.badMarket],
        [{ matchId: m.id, market: 'da', selection: 'home' }, ARENA_MSG.badSelection],
        [
          { matchId: m.id, market: 'ya', selection: 'home', reason: 'x'.repeat(501) },
          ARENA_MSG.reasonTooLong,
        ],
        [{ matchId: m.id, market: 'ya', selection: 'home', chargeMoney: 0.001 }, ARENA_MSG.badPrice],
        [{ matchId: m.id, market: 'ya', selection: 'home', chargeMoney: 101 }, ARENA_MSG.badPrice],
        [{ matchId: 'nosuch', market: 'ya', selection: 'home' }, ARENA_MSG.matchNotFound],
      ];
      for (const [body, msg] of cases) {
        const res = await c.post(`${R}/insertArenaRecommend`, body);
        expect(res.body.msg).toBe(msg);
        expect(res.body.code).not.toBe(200);
      }
      const foreign = await c.post(
        `${R}/insertArenaRecommend`,
        { matchId: m.id, market: 'ya', selection: 'home' },
        { origin: 'https://evil.example' },
      );
      expect(foreign.status).toBe(403);
      const anon = await new TestClient(h.gw.url).post(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ya',
        selection: 'home',
      });
      expect(anon.status).toBe(401);
      const none = await h.db.select().from(arenaPicks).where(eq(arenaPicks.userId, id));
      expect(none).toHaveLength(0);

      const xss = await c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ou',
        selection: 'draw',
        reason: '<script>alert(1)</script><img src=x onerror=alert(1)><b onclick="x()">稳</b>\n平局',
      });
      expect(xss.body.data.reason).toBe('<b>稳</b><br />平局');
      expect(xss.body.data).toMatchObject({ line: null, price: 3.3 });
    });

    it('[AR5] 王牌榜 lists the pending picks of every ace, also one whose red picks were all settled last month', async () => {
      const ace = await h.user();
      const plain = await h.user();
      // 12 red picks, all of last month's match days: nothing settled this month, so no place in its ranking.
      const lastMonth = new Date(Date.now() - 40 * 86_400_000);
      const day = lastMonth.toISOString().slice(0, 10);
      await h.db.insert(arenaPicks).values(
        Array.from({ length: 12 }, (_, i) => ({
          userId: ace.id,
          matchId: `old-${ace.id}-${i}`,
          market: 'ou',
          selection: 'home',
          line: null,
          price: 2,
          contentHash: 'ab'.repeat(32),
          publishedAt: lastMonth,
          kickoff: lastMonth,
          matchDay: day,
          status: 'settled',
          result: 'win',
          homeScore: 1,
          awayScore: 0,
          settledAt: lastMonth,
        })),
      );
      expect(
        (await ace.c.get<{ aceFlag: number }>(`${R}/getUserIsAceFlagNew?userId=${ace.id}`)).body.data.aceFlag,
      ).toBe(1);
      // A match of its own: other cases settle theirs by id.
      const m = h.matches.add(951);
      const picks: number[] = [];
      for (const u of [ace, plain]) {
        const res = await u.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
          matchId: m.id,
          market: 'ou',
          selection: 'home',
        });
        picks.push(res.body.data.id);
      }
      const list = await new TestClient(h.gw.url).get<Page<ArenaPick>>(
        `${R}/getArenaAceRecommend?page=1&limit=20`,
      );
      const ids = list.body.data.list.map((p) => p.id);
      expect(ids).toContain(picks[0]);
      expect(ids).not.toContain(picks[1]);
    });

    it('[AR2] a month round that is not YYYYMM answers 400 期数不正确, not a server error', async () => {
      const c = new TestClient(h.gw.url);
      for (const round of ['202413', '202400', '5', 'abc'])
        expect((await c.get(`${R}/getRanking?rankType=month&whatRound=${round}`)).body).toEqual({
          code: 400,
          msg: ARENA_MSG.badRound,
          data: null,
        });
      const good = await c.get<{ round: number; from: string; to: string }>(
        `${R}/getRanking?rankType=month&whatRound=202602`,
      );
      expect(good.body.data).toMatchObject({ round: 202602, from: '2026-02-01', to: '2026-02-28' });
      // A week round is a plain number, up to the year 9999 (500000 was a 500).
      expect((await c.get(`${R}/getRanking?rankType=week&whatRound=5`)).body.code).toBe(200);
      for (const round of ['500000', '0x10', '1e3'])
        expect((await c.get(`${R}/getRanking?rankType=week&whatRound=${round}`)).body.msg).toBe(
          ARENA_MSG.badRound,
        );
    });

    it('[AR2] pages and the ranking kind are refused when bad, as the forum’s are, never read as page 1 or a week', async () => {
      const c = new TestClient(h.gw.url);
      for (const q of ['page=abc', 'page=0', 'page=-1', 'limit=51', 'page=0x10', 'limit=1e1'])
        expect((await c.get(`${R}/getAllArenaRecommendNew?${q}`)).body).toEqual({
          code: 400,
          msg: ARENA_MSG.badPage,
          data: null,
        });
      for (const kind of ['zzz', '0x2', '3'])
        expect((await c.get(`${R}/getRanking?rankType=${kind}`)).body.msg).toBe(ARENA_MSG.badRankType);
      const month = await c.get<{ rankType: string }>(`${R}/getRanking?rankType=2`);
      expect(month.body.code).toBe(200);
      expect((await c.get(`${R}/getAllArenaRecommendNew?page=2&limit=50`)).body.code).toBe(200);
    });

    it('[AR2] every pick list pages only through its first 10000 rows: deeper pages answer 400 in Chinese', async () => {
      const c = new TestClient(h.gw.url);
      const deep = { code: 400, msg: ARENA_MSG.tooDeep, data: null };
      for (const path of [
        `${R}/getAllArenaRecommendNew?page=501`,
        `${R}/getAllArenaRecommendNew?page=201&limit=50`,
        `${R}/getPCAllArenaRecommend?page=8000&limit=20`,
        `${R}/getAiAnalysisListByDate?page=8000`,
        `${R}/getRecommendByMatchId?matchId=m1&page=10000`,
      ])
        expect((await c.get(path)).body, path).toEqual(deep);
      expect((await c.post(`${R}/getAllArenaRecommendNew`, { page: 8000, limit: 20 })).body).toEqual(deep);
      // The last page within the depth still answers.
      expect((await c.get(`${R}/getAllArenaRecommendNew?page=500&limit=20`)).body.code).toBe(200);
      expect((await c.get(`${R}/getAllArenaRecommendNew?page=200&limit=50`)).body.code).toBe(200);
    });

    it('[AR2] a price or a pick id that is not a number (true, [5]) answers 400 in Chinese: no pick sold, nothing charged', async () => {
      const m = h.matches.add(12);
      const author = await h.user();
      for (const chargeMoney of [true, [5]]) {
        const res = await author.c.post(`${R}/insertArenaRecommend`, {
          matchId: m.id,
          market: 'ya',
          selection: 'home',
          chargeMoney,
        });
        expect(res.body).toMatchObject({ code: 400, msg: ARENA_MSG.badPrice });
      }
      expect(await h.db.select().from(arenaPicks).where(eq(arenaPicks.userId, author.id))).toHaveLength(0);

      const pub = await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ya',
        selection: 'home',
        chargeMoney: 3,
      });
      const pickId = pub.body.data.id;
      const buyer = await h.user(1000);
      for (const recommendId of [[pickId], true]) {
        const res = await buyer.c.post(`${R}/bugChargeRecommend`, { recommendId });
        expect(res.body).toMatchObject({ code: 400, msg: ARENA_MSG.badId });
      }
      expect(await balance(h.db, buyer.id, 'qiubi')).toBe(1000);
      expect(await ledgerMismatches(h.db)).toEqual([]);
    });

    it('[AR3] a paid pick is hidden until bought, bought once, the money escrowed then paid to the author at settlement', async () => {
      const m = h.matches.add(3);
      const author = await h.user();
      const buyer = await h.user(1000);
      const other = await h.user(0);
      const pub = await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'da',
        selection: 'over',
        reason: '密：大球',
        chargeMoney: 5.5,
      });
      const pickId = pub.body.data.id;
      expect(pub.body.data).toMatchObject({ chargeMoney: 5.5, isCharge: true, reason: '密：大球' });
      // IDOR: neither the detail, the match list nor the user list shows the content to a non-buyer: not the
      // reason, and not the pick itself (大 or 小, its line, its price), only the match and the market.
      // The hash's salt is sealed too: with it, hashing the two selections the public fields leave would tell.
      const sealed = { reason: null, selection: null, line: null, price: null, hashSalt: null };
      const hidden = await buyer.c.get<ArenaPick>(`${R}/getRecommendDetail/${pickId}`);
      expect(hidden.body.data).toMatchObject({ ...sealed, market: 'da', matchId: m.id, canRead: false });
      const byMatch = await buyer.c.get<Page<ArenaPick>>(`${R}/getRecommendByMatchId?matchId=${m.id}`);
      expect(byMatch.body.data.list.find((p) => p.id === pickId)).toMatchObject(sealed);
      const byUser = await buyer.c.get<Page<ArenaPick>>(`${R}/getArenaRecommendByUserId?userId=${author.id}`);
      expect(byUser.body.data.list.find((p) => p.id === pickId)).toMatchObject(sealed);
      const loggedOut = await fetch(`${h.gw.url}${R}/getRecommendDetail/${pickId}`);
      expect(((await loggedOut.json()) as { data: ArenaPick }).data).toMatchObject(sealed);

      expect((await author.c.post(`${R}/bugChargeRecommend`, { recommendId: pickId })).body.msg).toBe(
        ARENA_MSG.ownPick,
      );
      expect((await other.c.post(`${R}/bugChargeRecommend`, { recommendId: pickId })).body.msg).toBe(
        ARENA_MSG.insufficient,
      );
      expect((await other.c.get<ArenaPick>(`${R}/getRecommendDetail/${pickId}`)).body.data.bought).toBe(
        false,
      );
      // Write-GET from a foreign page is refused.
      const csrf = await buyer.c.get(`${R}/bugChargeRecommend?recommendId=${pickId}`, {
        origin: 'https://evil.example',
      });
      expect(csrf.status).toBe(403);
      // Express routes paths case-insensitively and with a trailing slash: the guard must see them too.
      for (const path of [
        `${R}/BUGCHARGERECOMMEND`,
        '/api/user/ARENARECOMMEND/bugChargeRecommend',
        `${R}/bugChargeRecommend/`,
      ]) {
        const odd = await buyer.c.get(`${path}?recommendId=${pickId}`, { origin: 'https://evil.example' });
        expect(odd.status).toBe(403);
      }
      expect(await balance(h.db, buyer.id, 'qiubi')).toBe(1000);

      const bought = await buyer.c.get<ArenaPick>(`${R}/bugChargeRecommend?recommendId=${pickId}`);
      expect(bought.body.msg).toBe(ARENA_MSG.buyOk);
      expect(bought.body.data).toMatchObject({ reason: '密：大球', selection: 'over', bought: true });
      expect(bought.body.data.hashSalt).toMatch(/^[0-9a-f]{32}$/);
      expect(bought.body.data.price).toBeGreaterThan(0);
      const twice = await buyer.c.post(`${R}/bugChargeRecommend`, { recommendId: pickId });
      expect(twice.body.msg).toBe(ARENA_MSG.alreadyBought);
      expect(await balance(h.db, buyer.id, 'qiubi')).toBe(450);
      expect(await balance(h.db, author.id, 'qiubi')).toBe(0);

      h.matches.set(m.id, { state: -1, homeScore: 2, awayScore: 1 });
      expect(await h.arena.settler().tick()).toEqual({ settled: 1, voided: 0 });
      expect(await balance(h.db, author.id, 'qiubi')).toBe(550);
      const settled = await other.c.get<ArenaPick>(`${R}/getRecommendDetail/${pickId}`);
      // Once decided the reason is history: readable by all.
      expect(settled.body.data).toMatchObject({
        status: 'settled',
        result: 'win',
        homeScore: 2,
        awayScore: 1,
        reason: '密：大球',
        selection: 'over',
      });
      const income = await author.c.get<{ money: number }[]>('/api/user/arenaConsume/getIncomeList');
      expect(income.body.data.map((x) => x.money)).toEqual([5.5]);
      const consume = await buyer.c.get<{ money: number }[]>('/api/user/arenaConsume/getConsumeList');
      expect(consume.body.data).toHaveLength(1);
      // The buyer's list says how the bought pick did, not only 已结算.
      expect(consume.body.data[0]).toMatchObject({ status: 'settled', result: 'win' });
      expect((await other.c.get<unknown[]>('/api/user/arenaConsume/getConsumeList')).body.data).toHaveLength(
        0,
      );
      expect(await ledgerMismatches(h.db)).toEqual([]);
    });

    it('[AR3] a paid pick is not sold once its match has kicked off or left the feed (the feed’s state, not our clock)', async () => {
      const m = h.matches.add(7);
      const author = await h.user();
      const buyer = await h.user(1000);
      const pub = await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ya',
        selection: 'home',
        reason: '主队',
        chargeMoney: 3,
      });
      const pickId = pub.body.data.id;
      const buy = () => buyer.c.post<ArenaPick>(`${R}/bugChargeRecommend`, { recommendId: pickId });

      h.matches.set(m.id, { state: 1, periodStart: Date.now() }); // 上半场
      const live = await buy();
      expect([live.status, live.body.msg]).toEqual([400, ARENA_MSG.closed]);
      // Gone from the feed (an old day): long started.
      h.matches.rows.delete(m.id);
      expect((await buy()).body.msg).toBe(ARENA_MSG.closed);
      expect(await balance(h.db, buyer.id, 'qiubi')).toBe(1000);

      // Back before kick-off (a delay): sold again.
      h.matches.add(7, { id: m.id });
      expect((await buy()).body.msg).toBe(ARENA_MSG.buyOk);
      expect(await balance(h.db, buyer.id, 'qiubi')).toBe(700);
      expect(await ledgerMismatches(h.db)).toEqual([]);
    });

    it('[AR3] a paid pick says whether it is still on sale: a visitor is not offered 球币查看 on a match that has kicked off', async () => {
      const author = await h.user();
      const publish = (matchId: string) =>
        author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
          matchId,
          market: 'ya',
          selection: 'home',
          reason: '主队',
          chargeMoney: 2,
        });
      const later = h.matches.add(21);
      // Published while the feed still said 未开, its kick-off time is now behind the upstream's clock.
      const started = h.matches.add(22, { kickoff: Date.now() - 60_000 });
      const open = (await publish(later.id)).body.data.id;
      const closed = (await publish(started.id)).body.data.id;
      const visitor = new TestClient(h.gw.url);
      const view = async (id: number) =>
        (await visitor.get<ArenaPick>(`${R}/getRecommendDetail/${id}`)).body.data;
      expect((await view(open)).onSale).toBe(true);
      expect((await view(closed)).onSale).toBe(false);
      const free = (
        await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
          matchId: later.id,
          market: 'da',
          selection: 'over',
          reason: '',
          chargeMoney: 0,
        })
      ).body.data;
      expect(free.onSale).toBe(false);
    });

    it('[AR3] a pick whose author cancelled the account is no longer sold, and refunds its buyers at settlement instead of paying the author', async () => {
      const m = h.matches.add(9);
      const author = await h.user();
      const buyers = [await h.user(1000), await h.user(1000)];
      const pub = await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ya',
        selection: 'home',
        reason: '主队必胜',
        chargeMoney: 4,
      });
      const pickId = pub.body.data.id;
      for (const b of buyers) {
        expect((await b.c.post(`${R}/bugChargeRecommend`, { recommendId: pickId })).body.msg).toBe(
          ARENA_MSG.buyOk,
        );
      }
      expect((await author.c.get('/api/user/user/logOff')).body.code).toBe(200);
      // Nor is it sold any more.
      const late = await h.user(1000);
      const refused = await late.c.post(`${R}/bugChargeRecommend`, { recommendId: pickId });
      expect([refused.status, refused.body.msg]).toEqual([400, ARENA_MSG.authorGone]);
      expect(await balance(h.db, late.id, 'qiubi')).toBe(1000);
      // [FOL3] …and it leaves the lists (a reader with a session: never the one-second public cache).
      const listed = async () =>
        [
          ...(await late.c.get<Page<ArenaPick>>(`${R}/getAllArenaRecommendNew?page=1&limit=50`)).body.data
            .list,
          ...(await late.c.get<Page<ArenaPick>>(`${R}/getRecommendByMatchId?matchId=${m.id}`)).body.data.list,
          ...(await late.c.get<Page<ArenaPick>>(`${R}/getArenaRecommendByUserId?userId=${author.id}`)).body
            .data.list,
        ].map((p) => p.id);
      expect(await listed()).not.toContain(pickId);
      const page = await late.c.post(`${R}/getArenaUserInfoNew`, { userId: author.id });
      expect([page.status, page.body.msg]).toEqual([404, ARENA_MSG.userGone]);
      // A user who never was reads the same, not 用户编号不正确 (the id is well formed).
      const never = await late.c.post(`${R}/getArenaUserInfoNew`, { userId: 2_000_000_000 });
      expect([never.status, never.body.msg]).toEqual([404, ARENA_MSG.userGone]);

      h.matches.set(m.id, { state: -1, homeScore: 2, awayScore: 0, regular: { home: 2, away: 0 } });
      expect(await h.arena.settler().tick()).toMatchObject({ settled: 1 });
      expect(await h.arena.settler().tick()).toEqual({ settled: 0, voided: 0 });
      expect(await balance(h.db, author.id, 'qiubi')).toBe(0);
      for (const b of buyers) {
        expect(await balance(h.db, b.id, 'qiubi')).toBe(1000);
        const rows = await h.db.execute(
          sql`select amount, memo from wallet_ledger where user_id = ${b.id} and kind = 'arena_refund'`,
        );
        const refunds =
          (rows as unknown as { rows?: { amount: number; memo: string }[] }).rows ??
          (rows as unknown as { amount: number; memo: string }[]);
        expect(refunds.map((e) => e.memo)).toEqual([expect.stringContaining('作者已注销退款')]);
        expect(refunds.map((e) => Number(e.amount))).toEqual([400]);
        // The buyer's pick page says the money came back, and why: the memo on the buyer's own bill line.
        const seen = (await b.c.get<ArenaPick>(`${R}/getRecommendDetail/${pickId}`)).body.data;
        expect(seen.refund?.memo).toBe(refunds[0]?.memo);
      }
      // Nobody else is told of a refund.
      expect((await late.c.get<ArenaPick>(`${R}/getRecommendDetail/${pickId}`)).body.data.refund).toBeNull();
      const week = await late.c.get<{ list: ArenaRankEntry[] }>(`${R}/getRanking?rankType=week&limit=50`);
      expect(week.body.data.list.map((r) => r.userId)).not.toContain(author.id);
      expect((await late.c.get<ArenaPick>(`${R}/getRecommendDetail/${pickId}`)).body.data.status).toBe(
        'settled',
      );
      // The rules page says so.
      const rules = JSON.stringify((await late.c.get('/api/user/rule/getArenaRuleInfo')).body.data);
      expect(rules).toContain('推荐人注销账号后');
      expect(await ledgerMismatches(h.db)).toEqual([]);
    });

    it('[AR3] a buyer of a voided pick reads 已退款 with the ledger memo 推荐作废退款 on its page; before, nothing', async () => {
      const m = h.matches.add(5);
      const author = await h.user();
      const buyer = await h.user(1000);
      const pub = await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ya',
        selection: 'away',
        reason: '客队不败',
        chargeMoney: 3,
      });
      const pickId = pub.body.data.id;
      await buyer.c.post(`${R}/bugChargeRecommend`, { recommendId: pickId });
      const detail = async (c: typeof buyer.c) =>
        (await c.get<ArenaPick>(`${R}/getRecommendDetail/${pickId}`)).body.data;
      expect((await detail(buyer.c)).refund).toBeNull();
      h.matches.set(m.id, { state: -14 });
      expect(await h.arena.settler().tick()).toMatchObject({ voided: 1 });
      const seen = await detail(buyer.c);
      expect(seen.refund?.memo).toMatch(/^推荐作废退款 /);
      expect(seen.refund?.at).toBeGreaterThan(0);
      expect((await detail(author.c)).refund).toBeNull();
      // The 我购买的推荐 list agrees.
      const byList = (await buyer.c.get<ArenaPick[]>(`${R}/getArenaRecommendByUserId?userId=${author.id}`))
        .body.data as unknown as Page<ArenaPick>;
      expect(byList.list.find((p) => p.id === pickId)?.refund?.memo).toBe(seen.refund?.memo);
    });

    it('[AR3] a pick whose match stays 中断 (or leaves the feed) is void a week after its day and its buyers refunded; before, it waits', async () => {
      const m = h.matches.add(6);
      const author = await h.user();
      const buyer = await h.user(1000);
      const pub = await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ya',
        selection: 'home',
        chargeMoney: 3,
      });
      const pickId = pub.body.data.id;
      await buyer.c.post(`${R}/bugChargeRecommend`, { recommendId: pickId });
      h.matches.set(m.id, { state: -13 });
      const day = 86_400_000;
      const at = (days: number) =>
        new ArenaSettler(h.db, h.matches, silentLogger, { now: () => m.kickoff + days * day });
      // Over this match alone: other tests' picks in this database are not a week old.
      const only = new Set([m.id]);
      expect(await at(3).tick(only)).toEqual({ settled: 0, voided: 0 });
      expect(await balance(h.db, buyer.id, 'qiubi')).toBe(700);
      h.matches.rows.delete(m.id);
      expect(await at(PENDING_DAYS_MAX + 1).tick(only)).toEqual({ settled: 0, voided: 1 });
      expect(await balance(h.db, buyer.id, 'qiubi')).toBe(1000);
      expect(await balance(h.db, author.id, 'qiubi')).toBe(0);
      expect(await ledgerMismatches(h.db)).toEqual([]);
    });

    it('[D3] a pass over the matches that just ended settles their picks from each match alone: no day is read, the others wait for the full pass', async () => {
      const ended = h.matches.add(771);
      const unseen = h.matches.add(772);
      const { c } = await h.user();
      for (const m of [ended, unseen]) {
        const res = await c.post(`${R}/insertArenaRecommend`, {
          matchId: m.id,
          market: 'da',
          selection: 'over',
        });
        expect(res.body.msg).toBe(ARENA_MSG.publishOk);
      }
      h.matches.set(ended.id, { state: -1, homeScore: 3, awayScore: 1, regular: { home: 3, away: 1 } });
      h.matches.set(unseen.id, { state: -1, homeScore: 0, awayScore: 0, regular: { home: 0, away: 0 } });
      const status = async (matchId: string) =>
        (await h.db.select().from(arenaPicks).where(eq(arenaPicks.matchId, matchId))).map((p) => p.status);
      const dayReads = h.matches.dayReads;

      // A match without picks, and one the feed does not know, cost nothing and settle nothing.
      expect(await h.arena.settler().tick(new Set([ended.id, 'm-nobody-picked']))).toEqual({
        settled: 1,
        voided: 0,
      });
      expect(h.matches.dayReads).toBe(dayReads);
      expect(await status(ended.id)).toEqual(['settled']);
      expect(await status(unseen.id)).toEqual(['pending']);
      expect(await h.arena.settler().tick(new Set())).toEqual({ settled: 0, voided: 0 });

      // The full pass, the net for an end no list patch showed, reads the days and finds it.
      await h.arena.settler().tick();
      expect(h.matches.dayReads).toBeGreaterThan(dayReads);
      expect(await status(unseen.id)).toEqual(['settled']);
    });

    it('[AR4] 300 concurrent buys by 100 users: each charged once, ledgers balance', async () => {
      const m = h.matches.add(4);
      const author = await h.user();
      const pub = await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'ou',
        selection: 'home',
        reason: '主胜',
        chargeMoney: 2,
      });
      const pickId = pub.body.data.id;
      const buyers = await Promise.all(Array.from({ length: 100 }, () => h.user(500)));
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) => {
          const b = buyers[i % 100];
          if (!b) throw new Error('no buyer');
          return b.c.post(`${R}/bugChargeRecommend`, { recommendId: pickId });
        }),
      );
      expect(answers.every((a) => a.body.code === 200)).toBe(true);
      expect(answers.filter((a) => a.body.msg === ARENA_MSG.buyOk)).toHaveLength(100);
      for (const b of buyers) expect(await balance(h.db, b.id, 'qiubi')).toBe(300);
      const detail = await author.c.get<ArenaPick>(`${R}/getRecommendDetail/${pickId}`);
      expect(detail.body.data.buyers).toBe(100);
      expect(await ledgerMismatches(h.db)).toEqual([]);

      // The match is abandoned: the pick is void and every buyer refunded exactly once.
      h.matches.set(m.id, { state: -12 });
      expect(await h.arena.settler().tick()).toMatchObject({ voided: 1 });
      expect(await h.arena.settler().tick()).toEqual({ settled: 0, voided: 0 });
      for (const b of buyers) expect(await balance(h.db, b.id, 'qiubi')).toBe(500);
      expect(await balance(h.db, author.id, 'qiubi')).toBe(0);
      expect(await ledgerMismatches(h.db)).toEqual([]);
    }, 60_000);

    it('[AR4] buys racing the settlement: each purchase is paid to the author or refunded, nothing stays in escrow', async () => {
      const repo = h.arena.service().repo;
      // Rounds alternate a finished match (escrow → author) and an abandoned one (escrow → buyers).
      for (let round = 0; round < 6; round++) {
        const m = h.matches.add(800 + round);
        const author = await h.user();
        const pub = await author.c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
          matchId: m.id,
          market: 'ou',
          selection: 'home',
          chargeMoney: 1,
        });
        const pickId = pub.body.data.id;
        const buyers = await Promise.all(Array.from({ length: 40 }, () => h.user(100)));
        h.matches.set(
          m.id,
          round % 2
            ? { state: -12 }
            : { state: -1, homeScore: 1, awayScore: 0, regular: { home: 1, away: 0 } },
        );
        const match = await h.matches.match(m.id);
        if (!match) throw new Error('no match');
        // A buy refused because the pick was settled first is fine; one that lands after it must not.
        const buys = buyers.map((b) => repo.buy(pickId, b.id).catch((err: Error) => err.message));
        await new Promise((r) => setTimeout(r, round));
        await settleMatch(h.db, match);
        await Promise.all(buys);
        const escrow = await h.db.execute(sql`
          select coalesce(sum(amount), 0)::int as held from wallet_ledger
          where user_id = 0 and ref_type = 'arena_pick' and ref_id = ${String(pickId)}`);
        const rows =
          (escrow as unknown as { rows?: { held: number }[] }).rows ??
          (escrow as unknown as { held: number }[]);
        expect(Number(rows[0]?.held)).toBe(0);
        const paid = await balance(h.db, author.id, 'qiubi');
        let spent = 0;
        for (const b of buyers) spent += 100 - (await balance(h.db, b.id, 'qiubi'));
        expect(spent).toBe(paid);
      }
      expect(await ledgerMismatches(h.db)).toEqual([]);
    }, 60_000);

    it('[AR6] 模型推荐: one model pick per open match of the day, settled and ranked like a user; rules, rounds, likes', async () => {
      const m = h.matches.add(6, { kickoff: Date.now(), homeRank: 1, awayRank: 18 });
      const { c } = await h.user();
      const day = (await c.get<{ today: string; week: number }>('/api/user/arenaWhatRound/getArenaWhatRound'))
        .body.data;
      const first = await c.get<Page<ArenaPick>>(
        `${R}/getAiAnalysisListByDate?date=${day.today}&page=1&limit=50`,
      );
      const mine = first.body.data.list.filter((p) => p.matchId === m.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        isModel: true,
        userName: '模型推荐',
        market: 'ya',
        selection: 'home',
        chargeMoney: 0,
      });
      expect(mine[0]?.reason).toContain('欧赔');
      // Asking again publishes nothing new.
      const again = await c.get<Page<ArenaPick>>(
        `${R}/getAiAnalysisListByDate?date=${day.today}&page=1&limit=50`,
      );
      expect(again.body.data.total).toBe(first.body.data.total);
      // The plugin's timer pass finds nothing left to publish for today.
      expect(await h.arena.service().publishTodaysModelPicks()).toBe(0);
      expect((await c.get(`${R}/getAiAnalysisListByDate?date=2026-13-01`)).body.msg).toBe(ARENA_MSG.badDate);

      const pickId = mine[0]?.id ?? 0;
      expect((await c.post<{ likes: number }>(`${R}/dianZan`, { recommendId: pickId })).body.data.likes).toBe(
        1,
      );
      expect((await c.post<{ likes: number }>(`${R}/dianZan`, { recommendId: pickId })).body.data.likes).toBe(
        1,
      );
      expect((await c.get<unknown[]>(`${R}/dianZanUser?recommendId=${pickId}`)).body.data).toHaveLength(1);
      // The liker's own reads say so (the 赞 button stays pressed after a reload); a second fan's and a visitor's do not.
      const likedIn = async (client: TestClient) =>
        (
          await client.get<Page<ArenaPick>>(`${R}/getAiAnalysisListByDate?date=${day.today}&page=1&limit=50`)
        ).body.data.list.find((p) => p.id === pickId)?.liked;
      expect(await likedIn(c)).toBe(true);
      expect(await likedIn((await h.user()).c)).toBe(false);
      expect(await likedIn(new TestClient(h.gw.url))).toBe(false);
      const popular = await c.get<{ userName: string; popularity: number }[]>(`${R}/getArenaPopularityList`);
      expect(popular.body.data.find((u) => u.userName === '模型推荐')?.popularity).toBe(1);

      h.matches.set(m.id, { state: -1, homeScore: 3, awayScore: 0 });
      await h.arena.settler().tick();
      const rank = await c.get<{ list: ArenaRankEntry[]; round: number }>(`${R}/getRanking?rankType=week`);
      expect(rank.body.data.round).toBe(day.week);
      const model = rank.body.data.list.find((r) => r.isModel);
      expect(model).toMatchObject({ userName: '模型推荐', hits: 1 });
      const history = await c.get<{ list: ArenaRankEntry[] }>(
        `/api/user/arenaWhatRound/getHistoryRank?page=1&limit=20&whatRound=${day.week}`,
      );
      expect(history.body.data.list.map((r) => r.userId)).toEqual(
        rank.body.data.list.slice(0, 20).map((r) => r.userId),
      );
      const rules = await c.get<{ sections: { heading: string }[] }>('/api/user/rule/getArenaRuleInfo');
      expect(rules.body.data.sections.map((x) => x.heading)).toContain('结算');
      expect(
        (await c.get<{ title: string }>('/api/user/arenaNotice/getArenaNoticeInfoNew')).body.data.title,
      ).toBe('竞技场公告');
    });

    it('[AR6] 推荐广场 最新推荐 can leave the model out (excludeModel=1): a fan’s pick is not buried under a pick per open match', async () => {
      const m = h.matches.add(7, { kickoff: Date.now() + 3_600_000 });
      const { c } = await h.user();
      const day = (await c.get<{ today: string }>('/api/user/arenaWhatRound/getArenaWhatRound')).body.data;
      await c.get(`${R}/getAiAnalysisListByDate?date=${day.today}&page=1&limit=50`);
      const res = await c.post<ArenaPick>(`${R}/insertArenaRecommend`, {
        matchId: m.id,
        market: 'da',
        selection: 'over',
        reason: '两队都攻强守弱',
      });
      expect(res.body.msg).toBe(ARENA_MSG.publishOk);
      const all = (await c.get<Page<ArenaPick>>(`${R}/getAllArenaRecommendNew?page=1&limit=50`)).body.data;
      expect(all.list.some((p) => p.isModel)).toBe(true);
      const fans = (
        await c.get<Page<ArenaPick>>(`${R}/getAllArenaRecommendNew?page=1&limit=50&excludeModel=1`)
      ).body.data;
      expect(fans.list.some((p) => p.isModel)).toBe(false);
      expect(fans.list.map((p) => p.id)).toContain(res.body.data.id);
      expect(fans.total).toBe(all.total - all.list.filter((p) => p.isModel).length);
    });

    it('[AR6] 今日模型推荐 lists the matches still to be decided first, soonest kick-off first; settled ones after', async () => {
      const { c } = await h.user();
      const day = (await c.get<{ today: string }>('/api/user/arenaWhatRound/getArenaWhatRound')).body.data;
      // Both kick-offs on the arena's (Beijing) day: from 23:40 on, now + 20 min was tomorrow's match and
      // left 今日模型推荐, so this case failed in the last 20 minutes of every Beijing day.
      const { end } = dayRange(day.today);
      const soon = h.matches.add(41, { kickoff: Math.min(Date.now() + 10 * 60_000, end - 2_000) });
      const later = h.matches.add(42, { kickoff: Math.min(Date.now() + 20 * 60_000, end - 1_000) });
      const order = async () =>
        (
          await c.get<Page<ArenaPick>>(`${R}/getAiAnalysisListByDate?date=${day.today}&page=1&limit=50`)
        ).body.data.list
          .map((p) => p.matchId)
          .filter((id) => id === soon.id || id === later.id);
      expect(await order()).toEqual([soon.id, later.id]);
      h.matches.set(soon.id, { state: -1, homeScore: 1, awayScore: 0 });
      await h.arena.settler().tick();
      expect(await order()).toEqual([later.id, soon.id]);
    });

    it('[AR7] arenaAttention follows an expert for the logged-in user only; 关注动态 lists their picks', async () => {
      const m = h.matches.add(7);
      const expert = await h.user();
      const fan = await h.user();
      await expert.c.post(`${R}/insertArenaRecommend`, { matchId: m.id, market: 'da', selection: 'under' });
      const foreign = await fan.c.get(
        `/api/user/arenaAttention/attentionUser?attentionUserId=${expert.id}&flag=1`,
        {
          origin: 'https://evil.example',
        },
      );
      expect(foreign.status).toBe(403);
      const self = await fan.c.get(`/api/user/arenaAttention/attentionUser?attentionUserId=${fan.id}&flag=1`);
      expect(self.body.code).toBe(400);
      const follow = await fan.c.get(
        `/api/user/arenaAttention/attentionUser?attentionUserId=${expert.id}&flag=1`,
      );
      expect(follow.body.code).toBe(200);
      const list = await fan.c.get<{ userId: number; userName: string }[]>(
        '/api/user/arenaAttention/getAttentionList',
      );
      expect(list.body.data.map((u) => [u.userId, u.userName])).toEqual([[expert.id, expert.name]]);
      const feed = await fan.c.get<Page<ArenaPick>>('/api/user/arenaAttention/getAttentionRecommend');
      expect(feed.body.data.list.map((p) => p.userId)).toEqual([expert.id]);
      // The expert follows nobody: their 关注 lists stay empty whatever the fan did.
      const theirs = await expert.c.get<unknown[]>('/api/user/arenaAttention/getAttentionList');
      expect(theirs.body.data).toEqual([]);
      const anon = await new TestClient(h.gw.url).get('/api/user/arenaAttention/getAttentionList');
      expect(anon.status).toBe(401);
    });
  });
});
