import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import type { Database } from '../db/open-database.ts';
import * as schema from '../db/schema.ts';
import { users } from '../db/schema.ts';
import { useForum } from './forum-test-kit.ts';
import { PostRepo } from './post-repo.ts';
import { forumAreas, forumPosts } from './schema.ts';

interface Logged {
  sql: string;
  params: unknown[];
}

/**
 * The all-areas list by last reply (order 'active', no area) at 500k posts sorted every live post for each
 * page (~400 ms); migration 0021's forum_posts_live_last_idx gives its rows in order (0.4 ms). These check
 * that the index is there, declared as migrated, and that the planner can read the list's own query from it.
 */
describe.each(BACKENDS)('the all-areas list by last reply on $name', ({ name, skip }) => {
  const t = useForum(name, { skip });

  /** The statements a PostRepo on this database sends, on a second drizzle over the same client. */
  const loggedRepo = (seen: Logged[]) => {
    const client = (t.db() as unknown as { $client: unknown }).$client;
    const logger = { logQuery: (q: string, params: unknown[]) => seen.push({ sql: q, params }) };
    const db =
      name === 'PGlite'
        ? drizzlePglite({ client: client as PGlite, schema, logger })
        : drizzlePg({ client: client as pg.Pool, schema, logger });
    return new PostRepo(db as unknown as Database);
  };

  /** EXPLAIN of `q` with sorting priced out: a plan still sorting has no index in the list's order. */
  const planWithoutSort = async (q: Logged): Promise<string> => {
    const client = (t.db() as unknown as { $client: unknown }).$client;
    const text = `explain ${q.sql}`;
    if (name === 'PGlite') {
      return (client as PGlite).transaction(async (tx) => {
        await tx.exec('set local enable_sort = off');
        const res = await tx.query<{ 'QUERY PLAN': string }>(text, q.params);
        return res.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    }
    const conn = await (client as pg.Pool).connect();
    try {
      await conn.query('begin');
      await conn.query('set local enable_sort = off');
      const res = await conn.query<{ 'QUERY PLAN': string }>(text, q.params);
      await conn.query('rollback');
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      conn.release();
    }
  };

  describe.skipIf(skip)('', () => {
    it('forum_posts indexes: the schema declares exactly what the migrations built (0021 forum_posts_live_last_idx)', async () => {
      const q =
        "select indexname from pg_indexes where tablename = 'forum_posts' and indexname <> 'forum_posts_pkey'";
      const client = (t.db() as unknown as { $client: unknown }).$client;
      const rows =
        name === 'PGlite'
          ? (await (client as PGlite).query<{ indexname: string }>(q)).rows
          : (await (client as pg.Pool).query<{ indexname: string }>(q)).rows;
      const built = rows.map((r) => r.indexname).sort();
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
      const seen: Logged[] = [];
      const page = await loggedRepo(seen).list({}, 'active', 1, 2);
      expect(page.list.map((p) => p.title)).toEqual(['p1', 'p2']);
      const rows = seen.find((q) => q.sql.includes('order by "forum_posts"."last_reply_at" desc'));
      if (!rows) throw new Error(`no list query among ${seen.map((q) => q.sql).join('\n')}`);
      const plan = await planWithoutSort(rows);
      expect(plan).toContain('forum_posts_live_last_idx');
      expect(plan).not.toMatch(/Sort Key/);
    });
  });
});
