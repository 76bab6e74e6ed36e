import { randomBytes } from 'node:crypto';
import type { ForumUserStat } from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { type Database, type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { createTestPostgres, type TestPostgres } from '../db/test-databases.ts';
import { TtlCache } from '../store/ttl-cache.ts';
import { AreaRepo } from './area-repo.ts';
import { AREA_SEEDS } from './area-seeds.ts';
import { FORUM_NUMBERS_TTL_MS, ForumNumbers, forumTransaction } from './forum-numbers.ts';
import { PostRepo } from './post-repo.ts';
import { ReplyRepo } from './reply-repo.ts';
import { forumPosts } from './schema.ts';
import { StatsRepo } from './stats-repo.ts';

/**
 * The rules of the forum's numbers (forum-numbers.ts), read as a fan reads them, by their values: this process's
 * own writes show at once, a cancelled account shows at once, and anything else is served from memory for
 * FORUM_NUMBERS_TTL_MS. "Anything else" is a row written straight into the table, as another replica would.
 */
describe.each(BACKENDS)('forum numbers on $name', ({ name, skip }) => {
  let open: OpenDatabase | undefined;
  let pg: TestPostgres | undefined;
  const db = (): Database => {
    if (!open) throw new Error('not open');
    return open.db;
  };

  beforeAll(async () => {
    if (skip) return;
    if (name === 'PGlite') open = await openDatabase({ dataDir: null });
    else {
      const made = await createTestPostgres();
      if ('unreachable' in made) throw new Error(made.unreachable);
      pg = made;
      open = await openDatabase({ databaseUrl: made.url, dataDir: null });
    }
    await new AreaRepo(db()).seed(AREA_SEEDS);
  }, 120_000);
  afterAll(async () => {
    await open?.close();
    await pg?.drop();
  });

  let areaIds: number[] = [];
  /** A fresh area per test (there are ten), so the tests never see each other's posts in an area's numbers. */
  const nextArea = async () => {
    if (areaIds.length === 0) areaIds = (await new AreaRepo(db()).page(1, 50)).list.map((a) => a.id);
    const id = areaIds.shift();
    if (id === undefined) throw new Error('out of areas');
    return id;
  };

  const newUser = async () => {
    const tag = randomBytes(4).toString('hex');
    const [u] = await db()
      .insert(users)
      .values({
        phone: `1${String(Number.parseInt(tag, 16)).padStart(10, '0').slice(-10)}`,
        userName: `n${tag}`,
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    if (!u) throw new Error('no user');
    return u.id;
  };

  /** Repositories on numbers of their own, with a hand-moved clock. */
  const setup = (start = Date.parse('2026-03-10T04:00:00Z')) => {
    let t = start;
    const numbers = new ForumNumbers(
      db(),
      new TtlCache({ ttlMs: FORUM_NUMBERS_TTL_MS, max: 100, now: () => t }),
    );
    const areas = new AreaRepo(db(), numbers);
    const stats = new StatsRepo(db(), numbers);
    const posts = new PostRepo(db(), numbers);
    const replies = new ReplyRepo(db(), numbers);
    const numOf = (board: ForumUserStat[], userId: number) =>
      board.find((s) => s.user.id === String(userId))?.num ?? 0;
    return {
      areas,
      posts,
      replies,
      advance: (ms: number) => (t += ms),
      /** Everything a fan reads about `areaId` and `userId`: header, area list, boards. */
      numbers: async (areaId: number, userId: number) => {
        const score = await areas.score(areaId);
        if (!score) throw new Error('no area');
        return {
          postNum: score.postNum,
          replyNum: score.replyNum,
          inList: (await areas.page(1, 50)).list.find((a) => a.id === areaId)?.postNum,
          postBoard: numOf(await stats.ranking('1', 100_000), userId),
          replyBoard: numOf(await stats.ranking('2', 100_000), userId),
          active: numOf(await stats.activeUsers(100_000), userId),
        };
      },
      /** A post written through this process's repository, as posts/insert does. */
      post: (authorId: number, areaId: number) =>
        forumTransaction(db(), (tx) =>
          posts.insertOnce(tx, {
            authorId,
            areaId,
            title: 't',
            content: '<p>c</p>',
            summary: 'c',
            images: [],
            isMoneyReward: '',
            idemKey: null,
            contentHash: randomBytes(16).toString('hex'),
          }),
        ).then((r) => r.id),
      reply: async (authorId: number, postId: number) => {
        const r = await forumTransaction(db(), (tx) =>
          replies.insert(tx, { postId, authorId, parentId: 0, content: '同意' }),
        );
        if (!r.ok) throw new Error(r.reason);
        return r.id;
      },
    };
  };

  /** A post another replica wrote: straight into the table, nothing on this process hears of it. */
  const elsewhere = async (authorId: number, areaId: number) => {
    await db()
      .insert(forumPosts)
      .values({ authorId, areaId, title: 't', content: 'c', contentHash: randomBytes(16).toString('hex') });
  };

  describe.skipIf(skip)('', () => {
    it('[F2] a post written on this process is counted at once: area header, area list, 发帖 board, 活跃用户', async () => {
      const s = setup();
      const [area, me] = [await nextArea(), await newUser()];
      await s.post(me, area);
      const before = await s.numbers(area, me);
      await s.post(me, area);
      expect(await s.numbers(area, me)).toEqual({
        ...before,
        postNum: before.postNum + 1,
        inList: (before.inList ?? 0) + 1,
        postBoard: before.postBoard + 1,
        active: before.active + 1,
      });
    });

    it('[F9] a reply written on this process is counted at once: 回复, the reply board, 活跃用户', async () => {
      const s = setup();
      const [area, me] = [await nextArea(), await newUser()];
      const postId = await s.post(me, area);
      const before = await s.numbers(area, me);
      await s.reply(me, postId);
      expect(await s.numbers(area, me)).toEqual({
        ...before,
        replyNum: before.replyNum + 1,
        replyBoard: before.replyBoard + 1,
        active: before.active + 1,
      });
    });

    it('[F17] a reply deleted on this process leaves the numbers at once', async () => {
      const s = setup();
      const [area, me] = [await nextArea(), await newUser()];
      const postId = await s.post(me, area);
      const replyId = await s.reply(me, postId);
      const before = await s.numbers(area, me);
      const removed = await forumTransaction(db(), (tx) => s.replies.remove(tx, replyId, me));
      expect(removed).toMatchObject({ ok: true, removed: true });
      expect(await s.numbers(area, me)).toEqual({
        ...before,
        replyNum: before.replyNum - 1,
        replyBoard: before.replyBoard - 1,
        active: before.active - 1,
      });
    });

    it('[F15] a post deleted on this process leaves the numbers at once, its replies with it', async () => {
      const s = setup();
      const [area, me] = [await nextArea(), await newUser()];
      await s.post(me, area);
      const doomed = await s.post(me, area);
      await s.reply(me, doomed);
      const before = await s.numbers(area, me);
      await forumTransaction(db(), (tx) => s.posts.softDelete(tx, doomed));
      expect(await s.numbers(area, me)).toEqual({
        postNum: before.postNum - 1,
        replyNum: before.replyNum - 1,
        inList: (before.inList ?? 0) - 1,
        postBoard: before.postBoard - 1,
        replyBoard: before.replyBoard - 1,
        active: before.active - 2,
      });
    });

    // PGlite is one connection: a read waits for the open transaction, so it cannot race the commit there.
    it.skipIf(name === 'PGlite')(
      '[F2] a read racing the write’s commit (it still saw the old rows) is not kept: the numbers are dropped again as the transaction commits',
      async () => {
        const s = setup();
        const [area, me] = [await nextArea(), await newUser()];
        const before = await s.numbers(area, me);
        let during: Awaited<ReturnType<typeof s.numbers>> | undefined;
        await forumTransaction(db(), async (tx) => {
          const id = await s.posts.insertOnce(tx, {
            authorId: me,
            areaId: area,
            title: 't',
            content: '<p>c</p>',
            summary: 'c',
            images: [],
            isMoneyReward: '',
            idemKey: null,
            contentHash: randomBytes(16).toString('hex'),
          });
          // Another visitor, on another connection, between the insert and its commit.
          during = await s.numbers(area, me);
          return id;
        });
        expect(during).toEqual(before);
        const after = await s.numbers(area, me);
        expect([after.postNum, after.inList, after.postBoard]).toEqual([
          before.postNum + 1,
          (before.inList ?? 0) + 1,
          before.postBoard + 1,
        ]);
      },
    );

    it('[FOL3] an account cancelled (on any process: nothing here is told) leaves the numbers at once', async () => {
      const s = setup();
      const [area, leaver, stayer] = [await nextArea(), await newUser(), await newUser()];
      await s.post(leaver, area);
      await s.post(stayer, area);
      const before = await s.numbers(area, leaver);
      expect([before.postNum, before.postBoard]).toEqual([2, 1]);
      // What logOff (the API part) writes; it does not know the forum.
      await db().update(users).set({ cancelledAt: new Date() }).where(eq(users.id, leaver));
      const after = await s.numbers(area, leaver);
      expect([after.postNum, after.inList, after.postBoard]).toEqual([1, 1, 0]);
    });

    it('[F2] unchanged numbers are served from memory for FORUM_NUMBERS_TTL_MS: another replica’s post shows after it', async () => {
      const s = setup();
      const [area, me] = [await nextArea(), await newUser()];
      await s.post(me, area);
      const before = await s.numbers(area, me);
      await elsewhere(me, area);
      s.advance(FORUM_NUMBERS_TTL_MS - 1);
      expect(await s.numbers(area, me)).toEqual(before);
      s.advance(1);
      const after = await s.numbers(area, me);
      expect([after.postNum, after.inList, after.postBoard]).toEqual([
        before.postNum + 1,
        (before.inList ?? 0) + 1,
        before.postBoard + 1,
      ]);
    });

    it('[F16] an edit moves no number: what is kept stays kept', async () => {
      const s = setup();
      const [area, me] = [await nextArea(), await newUser()];
      const id = await s.post(me, area);
      const before = await s.numbers(area, me);
      await elsewhere(me, area);
      await forumTransaction(db(), (tx) =>
        s.posts.edit(tx, id, { title: 't2', content: '<p>c2</p>', summary: 'c2', images: [] }),
      );
      expect(await s.numbers(area, me)).toEqual(before);
    });

    it('[F2] 今日 restarts at Beijing midnight: a new Beijing day is read anew, whatever the TTL', async () => {
      // 15:59:30 UTC is 23:59:30 in Beijing.
      const s = setup(Date.parse('2026-03-10T15:59:30Z'));
      const [area, me] = [await nextArea(), await newUser()];
      const before = await s.numbers(area, me);
      await elsewhere(me, area);
      s.advance(40_000); // 00:00:10 the next day in Beijing, well inside the TTL
      expect((await s.numbers(area, me)).postNum).toBe(before.postNum + 1);
    });

    it('repositories on one database share its numbers: a write through any PostRepo reaches every AreaRepo', async () => {
      const [area, me] = [await nextArea(), await newUser()];
      const score = async () => (await new AreaRepo(db()).score(area))?.postNum;
      const before = await score();
      await forumTransaction(db(), (tx) =>
        new PostRepo(db()).insertOnce(tx, {
          authorId: me,
          areaId: area,
          title: 't',
          content: '<p>c</p>',
          summary: 'c',
          images: [],
          isMoneyReward: '',
          idemKey: null,
          contentHash: randomBytes(16).toString('hex'),
        }),
      );
      expect(await score()).toBe((before ?? 0) + 1);
    });
  });
});
