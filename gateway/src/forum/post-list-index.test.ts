import { randomBytes } from 'node:crypto';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { users } from '../db/schema.ts';
import { builtIndexes, type LoggedQuery, loggingDatabase, planWithoutSort } from '../db/test-query-plans.ts';
import { useForum } from './forum-test-kit.ts';
import { PostRepo } from './post-repo.ts';
import { forumAreas, forumPosts } from './schema.ts';

/**
 * The all-areas list by last reply (order 'active', no area) at 500k posts sorted every live post for each
 * page (~400 ms); migration 0021's forum_posts_live_last_idx gives its rows in order (0.4 ms). These check
 * that the index is there, declared as migrated, and that the planner can read the list's own query from it.
 */
describe.each(BACKENDS)('the all-areas list by last reply on $name', ({ name, skip }) => {
  const t = useForum(name, { skip });

  /** The statements a PostRepo on this database sends. */
  const loggedRepo = (seen: LoggedQuery[]) => new PostRepo(loggingDatabase(name, t.db(), seen));

  describe.skipIf(skip)('', () => {
    it('forum_posts indexes: the schema declares exactly what the migrations built (0021 forum_posts_live_last_idx)', async () => {
      const built = await builtIndexes(name, t.db(), 'forum_posts');
      const declared = getTableConfig(forumPosts)
        .indexes.map((i) => i.config.name)
        .sort();
      expect(built).toContain('forum_posts_live_last_idx');
      expect(declared).toEqual(built);
    });

    it("the list's own query reads forum_posts_live_last_idx in its order: a page stops after its rows, no sort", async () => {
      const tag = randomBytes(4).toString('hex');
      const [u] = await t
        .db()
        .insert(users)
        .values({
          phone: `1${String(Number.parseInt(tag, 16)).padStart(10, '0').slice(-10)}`,
          userName: `i${tag}`,
          passwordHash: 'x',
        })
        .returning({ id: users.id });
      const [area] = await t.db().select({ id: forumAreas.id }).from(forumAreas).limit(1);
      if (!u || !area) throw new Error('no user or area');
      await t
        .db()
        .insert(forumPosts)
        .values(
          [1, 2, 3].map((i) => ({
            authorId: u.id,
            areaId: area.id,
            title: `p${i}`,
            content: '<p>x</p>',
            contentHash: randomBytes(16).toString('hex'),
            lastReplyAt: new Date(Date.now() - i * 60_000),
          })),
        );
      const seen: LoggedQuery[] = [];
      const page = await loggedRepo(seen).list({}, 'active', 1, 2);
      expect(page.list.map((p) => p.title)).toEqual(['p1', 'p2']);
      const rows = seen.find((q) => q.sql.includes('order by "forum_posts"."last_reply_at" desc'));
      if (!rows) throw new Error(`no list query among ${seen.map((q) => q.sql).join('\n')}`);
      const plan = await planWithoutSort(name, t.db(), rows);
      expect(plan).toContain('forum_posts_live_last_idx');
      expect(plan).not.toMatch(/Sort Key/);
    });
  });
});
