import { CHAT_LIMITS, type ChatMessage, chatEntityKey } from '@kuyi/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { levelFor, rankFor } from '../api/user-view.ts';
import { users } from '../db/schema.ts';
import { isVipActive } from '../member/vip.ts';
import type { DbOrTx, Tx } from '../wallet/ledger.ts';
import { chatMessages } from './schema.ts';

/** Namespace of the per-channel advisory lock that orders a channel's writes to the live store. */
const CHAT_LOCK_NS = 15_001;

/** Chat rows, and the channel state built from them. */
export class ChatRepo {
  /**
   * Takes the channel's lock for the rest of `tx`: every replica writes a channel's live state from the
   * database while holding it, so a slower writer can never put back a state older than a faster one's.
   */
  async lock(tx: Tx, channel: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_LOCK_NS}, hashtext(${channel}))`);
  }

  async insert(tx: Tx, m: { channel: string; userId: number; content: string }): Promise<number> {
    const [row] = await tx.insert(chatMessages).values(m).returning({ id: chatMessages.id });
    if (!row) throw new Error('chat insert returned no row');
    return row.id;
  }

  async byId(db: DbOrTx, id: number) {
    const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
    return row ?? null;
  }

  /** Marks a message deleted; false when it was already. */
  async markDeleted(tx: Tx, id: number, by: number): Promise<boolean> {
    const done = await tx
      .update(chatMessages)
      .set({ deletedAt: new Date(), deletedBy: by })
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
      .returning({ id: chatMessages.id });
    return done.length > 0;
  }

  /** The channel's state ([P2]): its last CHAT_LIMITS.keep live messages with the authors' profile tags. */
  async state(db: DbOrTx, channel: string): Promise<Record<string, ChatMessage>> {
    const rows = await db
      .select({
        id: chatMessages.id,
        content: chatMessages.content,
        createdAt: chatMessages.createdAt,
        userId: users.id,
        userName: users.userName,
        headImage: users.headImage,
        points: users.points,
        isVip: users.isVip,
        vipUntil: users.vipUntil,
        isAdmin: users.isAdmin,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(and(eq(chatMessages.channel, channel), isNull(chatMessages.deletedAt)))
      .orderBy(desc(chatMessages.id))
      .limit(CHAT_LIMITS.keep);
    const state: Record<string, ChatMessage> = {};
    for (const r of rows) {
      const rank = rankFor(r.points);
      state[chatEntityKey(r.id)] = {
        id: r.id,
        userId: String(r.userId),
        userName: r.userName,
        headImage: r.headImage,
        content: r.content,
        createdAt: r.createdAt.getTime(),
        level: levelFor(r.points),
        rankName: rank.rankName,
        lvimg: rank.userRankImg,
        color: rank.color,
        // [VIP2] the derived flag: an expired VIP keeps is_vip but no longer shows the tag.
        isVip: isVipActive(r),
        isAdmin: r.isAdmin,
      };
    }
    return state;
  }
}
