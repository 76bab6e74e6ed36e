import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { type ArenaHarness, startArena } from './arena-test-kit.ts';

interface IncomeAll {
  income: number;
  pending: number;
  count: number;
}

describe.each(BACKENDS)('arena 收入 totals on $name', ({ name, skip }) => {
  let h: ArenaHarness;
  beforeAll(async () => {
    if (!skip) h = await startArena(name);
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  });

  describe.skipIf(skip)('', () => {
    it('getIncomeAllDetail sums every purchase of the author (past the 10,000 a page used to read)', async () => {
      const author = await h.user();
      const other = await h.user();
      const buyer = await h.user();
      // 10,005 picks by the author: settled ones 1 分 each, then 3 pending at 100 分 and 2 void at 7 分;
      // one settled purchase was refunded; one settled pick is someone else's.
      await h.db.execute(sql`insert into arena_picks (user_id, match_id, market, selection, price, price_fen,
          content_hash, published_at, kickoff, match_day, status)
        select ${author.id}, 'm' || g, 'ya', 'home', 1.9,
          case when g <= 10000 then 1 when g <= 10003 then 100 else 7 end,
          md5(g::text), now(), now(), '2026-01-01',
          case when g <= 10000 then 'settled' when g <= 10003 then 'pending' else 'void' end
        from generate_series(1, 10005) g`);
      await h.db.execute(sql`insert into arena_picks (user_id, match_id, market, selection, price, price_fen,
          content_hash, published_at, kickoff, match_day, status)
        values (${other.id}, 'x1', 'ya', 'home', 1.9, 50, 'h', now(), now(), '2026-01-01', 'settled')`);
      await h.db.execute(sql`insert into arena_purchases (pick_id, buyer_id, price_fen, refunded_at)
        select p.id, ${buyer.id}, p.price_fen, case when p.match_id = 'm1' then now() end
        from arena_picks p where p.user_id in (${author.id}, ${other.id})`);

      const res = await author.c.get<IncomeAll>('/api/user/arenaConsume/getIncomeAllDetail');
      // Settled and not refunded: 9,999 × 1 分; pending: 3 × 100 分; every purchase counts, refunded and void too.
      expect(res.body.data).toEqual({ income: 99.99, pending: 3, count: 10_005 });
      const none = await buyer.c.get<IncomeAll>('/api/user/arenaConsume/getIncomeAllDetail');
      expect(none.body.data).toEqual({ income: 0, pending: 0, count: 0 });
    }, 60_000);
  });
});
