// npx tsx gateway/src/arena/testing/pick-list-bench.ts [--picks 500000] [--users 5000] [--keep] [--plans] [--then DDL]…
// One user's pick lists at scale on PostgreSQL: a throwaway database `arena_scale_<random>` on the test server
// (TEST_PG_URL, default the local one), migrated, filled in SQL, then EXPLAIN (ANALYZE, BUFFERS) of the
// statements ArenaRepo itself sends (caught with a drizzle logger) for a heavy and a typical author, page 1
// and a deep page: as migrated, then after each `--then "<ddl>"` (e.g. dropping 0022's index for the before).
import { randomBytes } from 'node:crypto';
import { desc, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../db/open-database.ts';
import { openDatabase } from '../../db/open-database.ts';
import { schema } from '../../db/schema.ts';
import { TEST_PG_ADMIN_URL } from '../../db/test-databases.ts';
import { ArenaRepo, type PickFilter } from '../arena-repo.ts';
import { arenaPicks } from '../arena-schema.ts';

interface Logged {
  sql: string;
  params: unknown[];
}

const args = process.argv.slice(2);
const opt = (flag: string, dflt: number) => {
  const i = args.indexOf(flag);
  return i < 0 ? dflt : Number(args[i + 1]);
};
const PICKS = opt('--picks', 500_000);
const USERS = opt('--users', 5_000);
/** The few heavy publishers (user ids 1–10): 5k–20k picks each. */
const HEAVY = [20_000, 18_000, 15_000, 12_000, 10_000, 8_000, 7_000, 6_000, 5_000, 5_000];

/**
 * Users 1–10 publish HEAVY; the other picks fall on users 11… with weight 1/rank^0.7 (a long tail: the next
 * few have thousands, the median tens). Rows go in by publish time, as a live site writes them, so one user's
 * picks are spread over the heap. User 2
 * stopped publishing 200 days ago. Every pick kicked off 3 h before the site's now is settled (1 in 20 void).
 */
async function fill(c: pg.Client) {
  const rest = PICKS - HEAVY.reduce((s, n) => s + n, 0);
  await c.query(`insert into users (phone, user_name, password_hash)
    select '1' || lpad(g::text, 10, '0'), 'bench' || g, 'x' from generate_series(1, ${USERS}) g`);
  // A few cancelled accounts, so the anti-join has rows to read.
  await c.query(`update users set cancelled_at = now() where id % 997 = 0`);
  await c.query('select setseed(0.42)');
  await c.query(`create temp table counts as
    select u as user_id, n from unnest(array[${HEAVY.join(',')}]) with ordinality as h(n, u)
    union all
    select u, greatest(1, round(${rest} * w / sum(w) over ()))::int
      from (select u, 1 / power(u - ${HEAVY.length}, 0.7) as w
            from generate_series(${HEAVY.length + 1}, ${USERS}) u) t`);
  await c.query(`insert into arena_picks (user_id, match_id, market, selection, line, price, reason, price_fen,
      content_hash, salt, published_at, kickoff, match_day, league_name, home_name, away_name, status, result,
      home_score, away_score, settled_at)
    select user_id, 'b' || row_number() over (), m, case m when 'da' then 'over' else 'home' end,
      case m when 'ou' then null else 0.25 end, 1.9, repeat('理由', (random() * 30)::int),
      case when random() < 0.3 then 100 * (1 + (random() * 19)::int) else 0 end,
      md5(random()::text) || md5(random()::text), left(md5(random()::text), 32), pub, ko,
      to_char(ko at time zone 'Asia/Shanghai', 'YYYY-MM-DD'), '英超', '主队', '客队',
      case when ko > now() - interval '3 hours' then 'pending' when random() < 0.05 then 'void' else 'settled' end,
      case when ko > now() - interval '3 hours' then null else 'win' end,
      1, 0, case when ko > now() - interval '3 hours' then null else ko + interval '2 hours' end
    from (
      select user_id, (array['ya','da','ou'])[1 + (random() * 2)::int] as m,
        -- User 2 stopped publishing 200 days ago: newest-first over every pick finds none of theirs for long.
        now() - (case user_id when 2 then 200 + random() * 160 else random() * 360 end) * interval '1 day' as pub
      from counts, generate_series(1, n)
    ) s, lateral (select pub + interval '1 hour' * (1 + random() * 47) as ko) k
    order by pub`);
  // Each paid pick bought by 0–3 others.
  await c.query(`insert into arena_purchases (pick_id, buyer_id, price_fen, created_at)
    select p.id, (p.user_id + k * 7) % ${USERS} + 1, p.price_fen, p.published_at + interval '1 minute' * k
    from arena_picks p, generate_series(1, (random() * 3)::int) k where p.price_fen > 0`);
  await c.query('vacuum analyze');
}

async function main() {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  const name = `arena_scale_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await opened.close();
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    const t0 = Date.now();
    await fill(c);
    const [picks, purchases] = await Promise.all(
      ['arena_picks', 'arena_purchases'].map(
        async (t) => (await c.query(`select count(*)::int n from ${t}`)).rows[0].n,
      ),
    );
    const typical = (
      await c.query(`select user_id, count(*)::int n from arena_picks group by user_id
        order by n, user_id offset (select count(distinct user_id) / 2 from arena_picks) limit 1`)
    ).rows[0] as { user_id: number; n: number };
    const mid = (
      await c.query(`select user_id, count(*)::int n from arena_picks group by user_id
        order by abs(count(*) - 500), user_id limit 1`)
    ).rows[0] as { user_id: number; n: number };
    console.log(JSON.stringify({ database: name, picks, purchases, fillMs: Date.now() - t0, typical, mid }));

    const seen: Logged[] = [];
    const db = drizzle({
      client: c,
      schema,
      logger: { logQuery: (q: string, params: unknown[]) => seen.push({ sql: q, params }) },
    }) as unknown as Database;
    const repo = new ArenaRepo(db);
    const users = [
      { who: 'heavy (20k picks)', id: 1, deep: 500 },
      { who: 'heavy, idle 200 days (18k picks)', id: 2, deep: 500 },
      { who: `mid (${mid.n} picks)`, id: mid.user_id, deep: Math.ceil(mid.n / 20) },
      {
        who: `typical (${typical.n} picks)`,
        id: typical.user_id,
        deep: Math.max(1, Math.ceil(typical.n / 20)),
      },
    ];
    /** Each repository call's first statement (the rows; list's count is the second), with a label. */
    const statements: { label: string; q: Logged }[] = [];
    const capture = async (label: string, run: () => Promise<unknown>, pick = [0]) => {
      seen.length = 0;
      await run();
      for (const i of pick) {
        const q = seen[i];
        if (q) statements.push({ label: i === 0 ? label : `${label} count`, q });
      }
    };
    /**
     * The rows statement list() sent before 0022 (whole rows, one statement), on the repository's own filter:
     * the "before" of the author lists is this without the index.
     */
    const oldList = (f: PickFilter, page: number) => {
      const where = (repo as unknown as { where(f: PickFilter): SQL | undefined }).where(f);
      const q = db
        .select()
        .from(arenaPicks)
        .where(where)
        .orderBy(desc(arenaPicks.publishedAt), desc(arenaPicks.id))
        .limit(20)
        .offset((page - 1) * 20)
        .toSQL();
      return { sql: q.sql, params: q.params };
    };
    for (const u of users) {
      const day = (
        await c.query(
          'select match_day from arena_picks where user_id = $1 order by published_at desc limit 1',
          [u.id],
        )
      ).rows[0].match_day as string;
      for (const page of [1, u.deep]) {
        const both = page === 1 ? [0, 1] : [0];
        statements.push({
          label: `${u.who} all p${page} (sql before 0022)`,
          q: oldList({ userId: u.id }, page),
        });
        statements.push({
          label: `${u.who} settled p${page} (sql before 0022)`,
          q: oldList({ userId: u.id, status: 'settled' }, page),
        });
        await capture(`${u.who} all p${page}`, () => repo.list({ userId: u.id }, page, 20, null), both);
        await capture(
          `${u.who} settled p${page}`,
          () => repo.list({ userId: u.id, status: 'settled' }, page, 20, null),
          both,
        );
        await capture(`${u.who} income p${page}`, () => repo.purchases({ authorId: u.id }, page, 20));
      }
      await capture(`${u.who} day ${day} p1`, () => repo.list({ userId: u.id, day }, 1, 20, null), [0, 1]);
      await capture(`${u.who} stats`, () => repo.settled({ userId: u.id }));
      await capture(`${u.who} income totals`, () => repo.incomeTotals(u.id));
    }
    if (args.includes('--print-sql')) for (const s of statements) console.log(s.label, '\n', s.q.sql);

    const explainAll = async (variant: string) => {
      for (const s of statements) {
        const times: number[] = [];
        let plan = '';
        // Three runs, the median: the first warms the cache.
        for (let i = 0; i < 3; i++) {
          const res = await c.query(`explain (analyze, buffers) ${s.q.sql}`, s.q.params as unknown[]);
          plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
          times.push(Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]));
        }
        times.sort((a, b) => a - b);
        const indexes = [...new Set(plan.match(/(?:using|on) (arena_\w+|users_\w+)/g) ?? [])].join(', ');
        const sort = /Sort Method: ([^\n]+)/.exec(plan)?.[1] ?? '';
        const buffers = /Buffers: ([^\n]+)/.exec(plan)?.[1] ?? '';
        console.log(JSON.stringify({ variant, label: s.label, ms: times[1], indexes, sort, buffers }));
        if (args.includes('--plans')) console.log(plan);
      }
    };
    await explainAll('as migrated');
    // --then "drop index …" / "create index …": each runs, then every statement is explained again.
    for (let i = args.indexOf('--then'); i >= 0; i = args.indexOf('--then', i + 1)) {
      const ddl = args[i + 1] ?? '';
      const start = Date.now();
      await c.query(ddl);
      console.log(JSON.stringify({ ddl, ms: Date.now() - start }));
      await c.query('analyze arena_picks');
      await explainAll(ddl);
    }
  } finally {
    await c.end();
    if (!args.includes('--keep')) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
