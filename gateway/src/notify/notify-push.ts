import type { NoticeNew } from '@kuyi/shared';
import { and, count, gt, inArray, isNull, max, or } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { notices } from './schema.ts';

/** The header hears of a reply within ~2 s instead of up to a minute; one primary-key range read per turn. */
export const NOTICE_PUSH_MS = 2_000;

/**
 * How long an id below the newest seen is waited for. Ids are taken when a transaction inserts, rows are seen
 * when it commits: a transaction that inserted first may commit after a later one was already read. A
 * missing id is looked for again each turn until it comes or this passes (a rolled-back insert never comes).
 */
export const NOTICE_HOLE_WAIT_MS = 30_000;

/** At most this many missing ids are waited for; a bulk insert rolled back leaves its whole range missing. */
const MAX_HOLES = 1_000;

/**
 * [NT8] Pushes `notice:new {count}` to each user with notices committed since the last turn, read from the table
 * (so only committed notices, and no producer has to know). Runs on the leading replica only, and the socket.io
 * adapter carries each emit to every replica. A notice committed out of id order is still pushed (see
 * NOTICE_HOLE_WAIT_MS). A replica that takes office starts from the newest id: a notice written during the
 * switch is not pushed, the badge's 60 s poll still shows it.
 */
export class NoticePush {
  /** The newest id this replica has looked past; null while it does not lead. */
  private last: number | null = null;
  /** Ids below `last` not seen yet, with when they were first missed. */
  private readonly holes = new Map<number, number>();

  constructor(
    private readonly db: Database,
    private readonly emit: (userId: number, notice: NoticeNew) => void,
    private readonly isLeader: () => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  async tick(): Promise<void> {
    if (!this.isLeader()) {
      this.last = null;
      this.holes.clear();
      return;
    }
    if (this.last === null) {
      const [row] = await this.db.select({ id: max(notices.id) }).from(notices);
      this.last = row?.id ?? 0;
      return;
    }
    const at = this.now();
    for (const [id, since] of this.holes) if (at - since > NOTICE_HOLE_WAIT_MS) this.holes.delete(id);
    const after = gt(notices.id, this.last);
    const rows = await this.db
      .select({ userId: notices.userId, id: notices.id })
      .from(notices)
      .where(this.holes.size > 0 ? or(after, inArray(notices.id, [...this.holes.keys()])) : after);
    if (rows.length === 0) return;
    this.remember(
      rows.map((r) => r.id),
      at,
    );
    const users = [...new Set(rows.map((r) => r.userId))];
    // One grouped read of the unread counts (notices_unread_idx), not one per user.
    const unread = await this.db
      .select({ userId: notices.userId, n: count() })
      .from(notices)
      .where(and(inArray(notices.userId, users), isNull(notices.readAt)))
      .groupBy(notices.userId);
    const counts = new Map(unread.map((r) => [r.userId, Number(r.n)]));
    // A user who already read everything new (another tab, 全部已读) is told 0, which clears the badge.
    for (const userId of users) this.emit(userId, { count: counts.get(userId) ?? 0 });
  }

  /** Moves `last` past what came and notes the ids skipped on the way as holes to look for again. */
  private remember(ids: number[], at: number): void {
    const seen = new Set(ids);
    for (const id of ids) this.holes.delete(id);
    const from = this.last ?? 0;
    const newest = ids.reduce((a, b) => Math.max(a, b), from);
    for (let id = Math.max(from + 1, newest - MAX_HOLES); id < newest; id++)
      if (!seen.has(id)) this.holes.set(id, at);
    this.last = newest;
    // A long burst of rollbacks: keep the newest holes only.
    if (this.holes.size > MAX_HOLES) {
      const oldest = [...this.holes.keys()].sort((x, y) => y - x).slice(MAX_HOLES);
      for (const id of oldest) this.holes.delete(id);
    }
  }
}
