import type { NoticeNew } from '@kuyi/shared';
import { and, count, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { notices } from './schema.ts';

/** The header hears of a reply within ~2 s instead of up to a minute; one primary-key range read per turn. */
export const NOTICE_PUSH_MS = 2_000;

/**
 * [NT8] Pushes `notice:new {count}` to each user with notices committed since the last turn, read from the table
 * (so only committed notices, and no producer has to know). Runs on the leading replica only, and the socket.io
 * adapter carries each emit to every replica. A replica that takes office starts from the newest id: a notice
 * written during the switch is not pushed, the badge's 60 s poll still shows it.
 */
export class NoticePush {
  /** The newest id this replica has looked past; null while it does not lead. */
  private last: number | null = null;

  constructor(
    private readonly db: Database,
    private readonly emit: (userId: number, notice: NoticeNew) => void,
    private readonly isLeader: () => boolean,
  ) {}

  async tick(): Promise<void> {
    if (!this.isLeader()) {
      this.last = null;
      return;
    }
    if (this.last === null) {
      const [row] = await this.db.select({ id: max(notices.id) }).from(notices);
      this.last = row?.id ?? 0;
      return;
    }
    const fresh = await this.db
      .select({ userId: notices.userId, id: max(notices.id) })
      .from(notices)
      .where(gt(notices.id, this.last))
      .groupBy(notices.userId);
    if (fresh.length === 0) return;
    this.last = Math.max(this.last, ...fresh.map((r) => r.id ?? 0));
    // One grouped read of the unread counts (notices_unread_idx), not one per user.
    const unread = await this.db
      .select({ userId: notices.userId, n: count() })
      .from(notices)
      .where(
        and(
          inArray(
            notices.userId,
            fresh.map((r) => r.userId),
          ),
          isNull(notices.readAt),
        ),
      )
      .groupBy(notices.userId);
    const counts = new Map(unread.map((r) => [r.userId, Number(r.n)]));
    // A user who already read everything new (another tab, 全部已读) is told 0, which clears the badge.
    for (const { userId } of fresh) this.emit(userId, { count: counts.get(userId) ?? 0 });
  }
}
