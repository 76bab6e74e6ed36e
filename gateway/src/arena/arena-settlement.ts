import { type FootballMatch, type PickMarket, type PickSelection, settlementScore } from '@kuyi/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { notifyPickRefunded, notifyPickSettled } from '../notify/notify.ts';
import { type Posting, post, SYSTEM_ACCOUNT, type Tx, withTransaction } from '../wallet/ledger.ts';
import { type ArenaPickRow, arenaPicks, arenaPurchases } from './arena-schema.ts';
import { isFinished, isVoided } from './match-source.ts';
import { settlePick } from './pick-outcome.ts';

export interface SettleOptions {
  now?: () => number;
  /** Test seam: runs after each pick's transaction commits (a throw here is a crash mid-match). */
  afterPick?: (pickId: number) => void;
}

/** The escrowed purchases of a pick go to the author: one posting set, once (idempotency key per pick). */
async function payAuthor(tx: Tx, pick: ArenaPickRow): Promise<void> {
  const [sum] = await tx
    .select({ fen: sql<number>`coalesce(sum(${arenaPurchases.priceFen}), 0)::int` })
    .from(arenaPurchases)
    .where(and(eq(arenaPurchases.pickId, pick.id), isNull(arenaPurchases.refundedAt)));
  const fen = Number(sum?.fen ?? 0);
  if (fen <= 0) return;
  const base = {
    currency: 'qiubi' as const,
    kind: 'arena_income',
    refType: 'arena_pick',
    refId: String(pick.id),
  };
  await post(
    tx,
    [
      { ...base, userId: SYSTEM_ACCOUNT, amount: -fen, memo: '竞技场推荐托管结算' },
      { ...base, userId: pick.userId, amount: fen, memo: `推荐收入 ${pick.homeName} vs ${pick.awayName}` },
    ],
    `arena_income:${pick.id}`,
  );
}

/**
 * Whether the pick's author cancelled the account (logOff) since publishing. Read under a share lock: a
 * logOff committing between this read and the payment paid the income into a wallet nobody can log in to,
 * and the buyers were not refunded; now it waits for the settlement, or the settlement sees it.
 */
async function authorCancelled(tx: Tx, pick: ArenaPickRow): Promise<boolean> {
  const [author] = await tx
    .select({ cancelledAt: users.cancelledAt })
    .from(users)
    .where(eq(users.id, pick.userId))
    .for('share');
  return !author || author.cancelledAt !== null;
}

/**
 * Every buyer gets the price back from escrow, each refund once: a voided pick, or a settled one whose author
 * cancelled the account (nobody may log in to spend an income paid there, so the buyers keep their money).
 */
async function refundBuyers(tx: Tx, pick: ArenaPickRow, why: string): Promise<void> {
  const open = await tx
    .update(arenaPurchases)
    .set({ refundedAt: sql`now()` })
    .where(and(eq(arenaPurchases.pickId, pick.id), isNull(arenaPurchases.refundedAt)))
    .returning();
  // Buyers in id order: two refunds with buyers in common (two picks of one match) then lock their balance rows
  // in the same order and cannot deadlock; the system account's side takes no lock since migration 0020.
  for (const p of open.sort((x, y) => x.buyerId - y.buyerId)) {
    const base = {
      currency: 'qiubi' as const,
      kind: 'arena_refund',
      refType: 'arena_pick',
      refId: String(pick.id),
    };
    const postings: Posting[] = [
      { ...base, userId: SYSTEM_ACCOUNT, amount: -p.priceFen, memo: '竞技场推荐退款' },
      {
        ...base,
        userId: p.buyerId,
        amount: p.priceFen,
        memo: `${why} ${pick.homeName} vs ${pick.awayName}`,
      },
    ];
    await post(tx, postings, `arena_refund:${p.id}`);
    await notifyPickRefunded(tx, {
      pick,
      buyerId: p.buyerId,
      fen: p.priceFen,
      why: why === '推荐作废退款' ? 'void' : 'authorGone',
    });
  }
}

/**
 * Settles (finished) or voids (取消 / 腰斩 / 推迟) every pending pick of one match. Each pick is its own
 * transaction whose first statement is `UPDATE … WHERE status = 'pending' RETURNING`: of two replicas, or a
 * replica and its restarted self, exactly one gets the row back and moves the money; the other gets nothing
 * and moves nothing. A crash between picks leaves the rest pending for the next tick. Returns how many picks
 * this call moved.
 */
export async function settleMatch(
  db: Database,
  match: Pick<FootballMatch, 'id' | 'state' | 'homeScore' | 'awayScore' | 'regular' | 'homePenalty'>,
  opts: SettleOptions = {},
): Promise<{ settled: number; voided: number }> {
  const over = isFinished(match);
  if (!over && !isVoided(match)) return { settled: 0, voided: 0 };
  // [D6] Regular time decides, never extra time or penalties. A shoot-out from an upstream that does not
  // say what the score was after 90 minutes cannot be settled right, so its picks are voided and refunded.
  const score = over ? settlementScore(match) : null;
  const finished = score !== null;
  const now = opts.now ?? Date.now;
  const pending = await db
    .select()
    .from(arenaPicks)
    .where(and(eq(arenaPicks.matchId, match.id), eq(arenaPicks.status, 'pending')));
  let settled = 0;
  let voided = 0;
  for (const pick of pending) {
    const moved = await withTransaction(db, async (tx) => {
      const set = finished
        ? {
            status: 'settled',
            result: settlePick(
              {
                market: pick.market as PickMarket,
                selection: pick.selection as PickSelection,
                line: pick.line,
              },
              score.home,
              score.away,
            ),
            homeScore: score.home,
            awayScore: score.away,
            settledAt: new Date(now()),
          }
        : { status: 'void', settledAt: new Date(now()) };
      const [row] = await tx
        .update(arenaPicks)
        .set(set)
        .where(and(eq(arenaPicks.id, pick.id), eq(arenaPicks.status, 'pending')))
        .returning();
      if (!row) return false;
      await notifyPickSettled(tx, row.id);
      if (!finished) await refundBuyers(tx, row, '推荐作废退款');
      else if (await authorCancelled(tx, row)) await refundBuyers(tx, row, '作者已注销退款');
      else await payAuthor(tx, row);
      return true;
    });
    if (moved) {
      if (finished) settled += 1;
      else voided += 1;
    }
    opts.afterPick?.(pick.id);
  }
  return { settled, voided };
}
