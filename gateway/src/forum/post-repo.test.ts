import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { users } from '../db/schema.ts';
import { pageTotal } from '../store/page-total.ts';
import { useForum } from './forum-test-kit.ts';
import { HOT_WINDOW_DAYS, POST_TOTAL_TTL_MS, PostRepo } from './post-repo.ts';
import { forumAreas, forumPosts } from './schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(BACKENDS)('PostRepo lists on $name', ({ name, skip }) => {
  const t = useForum(name, { skip });

  const newUser = async () => {
    const tag = randomBytes(4).toString('hex');
    const [u] = await t
      .db()
      .insert(users)
      .values({
        phone: `1${String(Number.parseInt(tag, 16)).padStart(10, '0').slice(-10)}`,
        userName: `p${tag}`,
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    if (!u) throw new Error('no user');
    return u.id;
  };
  const area = async () => {
    const [a] = await t.db().select({ id: forumAreas.id }).from(forumAreas).limit(1);
    if (!a) throw new Error('no area');
    return a.id;
  };
  /** A post as another replica (or an older day) wrote it: straight into the table. */
  const rawPost = async (authorId: number, title: string, ageMs: number, viewNum = 0) => {
    const at = new Date(Date.now() - ageMs);
    const [p] = await t
      .db()
      .insert(forumPosts)
      .values({
        authorId,
        areaId: await area(),
        title,
        content: '<p>x</p>',
        contentHash: randomBytes(16).toString('hex'),
        viewNum,
        createdAt: at,
        lastReplyAt: at,
      })
      .returning({ id: forumPosts.id });
    if (!p) throw new Error('no post');
    return p.id;
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  describe.skipIf(skip)('', () => {
    it('the hot list ranks the recent window by score, then older posts, one consistent order across pages', async () => {
      const repo = new PostRepo(t.db());
      const author = await newUser();
      // Far more views than anything else, but older than the window: it ranks after every recent post.
      await rawPost(author, 'old-famous', (HOT_WINDOW_DAYS + 6) * DAY, 1_000_000);
      await rawPost(author, 'old-quiet', (HOT_WINDOW_DAYS + 1) * DAY, 0);
      await rawPost(author, 'recent-busy', 2 * DAY, 500);
      await rawPost(author, 'recent-new', HOUR, 0);
      const titles = async (page: number, limit: number) =>
        (await repo.list({}, 'hot', page, limit)).list.map((p) => p.title);

      // A page the window fills: only recent posts, by score (500 views at 2 days beats 0 views at 1 hour).
      expect(await titles(1, 2)).toEqual(['recent-busy', 'recent-new']);
      // A page past the window: the older posts by score, after the recent ones.
      expect(await titles(2, 2)).toEqual(['old-famous', 'old-quiet']);
      // A page the window cannot fill (a quiet forum): recent first, then the older ones, nothing lost.
      expect(await titles(1, 10)).toEqual(['recent-busy', 'recent-new', 'old-famous', 'old-quiet']);
      expect(await titles(1, 3)).toEqual(['recent-busy', 'recent-new', 'old-famous']);
      expect((await repo.list({}, 'hot', 1, 2)).total).toBeGreaterThanOrEqual(4);
    });

    it("a full page's total may lag another writer by the cache's life, never below the page; a short page's is exact", async () => {
      const repo = new PostRepo(t.db());
      const author = await newUser();
      const a = await area();
      await rawPost(author, 'one', 0);
      await rawPost(author, 'two', 0);
      const before = await repo.list({ areaId: a }, 'new', 1, 1);
      const id = await rawPost(author, 'elsewhere', 0);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const cached = await repo.list({ areaId: a }, 'new', 1, 1);
      // The page is exact: the new post is on it; the total is the cached count.
      expect(cached.list.map((p) => p.id)).toEqual([id]);
      expect(cached.total).toBe(before.total);
      // A page that ends the list says how many there are, whatever is cached.
      const whole = await repo.list({ areaId: a }, 'new', 1, 500);
      expect(whole.total).toBe(whole.list.length);
      expect(whole.total).toBe(before.total + 1);
      // An author's own list is never cached.
      expect((await repo.list({ writerId: author }, 'active', 1, 20)).total).toBe(3);
      vi.setSystemTime(Date.now() + POST_TOTAL_TTL_MS + 1);
      expect((await repo.list({ areaId: a }, 'new', 1, 1)).total).toBe(before.total + 1);
    });

    it('another replica deleting the last posts: the cached total follows the page (暂无帖子, not an empty page of 1)', () => {
      // Counted 1 (cached), the page is empty: 0. Counted 3 over an empty page 3 of 10: at most 20.
      expect(pageTotal(1, 0, 0, 20)).toBe(0);
      expect(pageTotal(30, 20, 0, 10)).toBe(20);
      expect(pageTotal(5, 0, 2, 20)).toBe(2);
      expect(pageTotal(5, 20, 20, 20)).toBe(40);
      expect(pageTotal(90, 20, 20, 20)).toBe(90);
    });

    it("this process's own insert and delete clear the cached totals at once", async () => {
      const repo = new PostRepo(t.db());
      const author = await newUser();
      const a = await area();
      const before = (await repo.list({}, 'new', 1, 1)).total;
      await rawPost(author, 'cached-away', 0);
      expect((await repo.list({}, 'new', 1, 1)).total).toBe(before);
      const made = await t.db().transaction(async (tx) =>
        repo.insertOnce(tx, {
          authorId: author,
          areaId: a,
          title: 'mine',
          content: '<p>mine</p>',
          summary: 'mine',
          images: [],
          isMoneyReward: '',
          idemKey: null,
          contentHash: randomBytes(16).toString('hex'),
        }),
      );
      expect(made.created).toBe(true);
      expect((await repo.list({}, 'new', 1, 1)).total).toBe(before + 2);
      await t.db().transaction((tx) => repo.softDelete(tx, made.id));
      expect((await repo.list({}, 'new', 1, 1)).total).toBe(before + 1);
    });

    it("a cancelled author's posts leave the page and the total", async () => {
      const repo = new PostRepo(t.db());
      const author = await newUser();
      await rawPost(author, 'to-cancel', 0);
      expect((await repo.list({ writerId: author }, 'new', 1, 20)).total).toBe(1);
      const cachedAll = (await repo.list({}, 'new', 1, 1)).total;
      await t.db().update(users).set({ cancelledAt: sql`now()` }).where(eq(users.id, author));
      const after = await repo.list({ writerId: author }, 'new', 1, 20);
      expect(after).toMatchObject({ list: [], total: 0 });
      // The cached total of every post drops at once too: a cancellation is never left to the cache's life.
      expect((await repo.list({}, 'new', 1, 1)).total).toBe(cachedAll - 1);
      // A fresh process counts everything without them.
      const all = await new PostRepo(t.db()).list({}, 'new', 1, 500);
      expect(all.total).toBe(all.list.length);
      expect(all.list.map((p) => p.title)).not.toContain('to-cancel');
    });
  });
});
