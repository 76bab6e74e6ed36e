import {
  type Page,
  REMINDER_KINDS,
  REMINDER_MISSED_MAX,
  type Reminder,
  type ReminderKind,
  type ReminderSport,
  type ReminderSubscription,
  type ReminderSubscriptionForm,
  type ReminderTarget,
} from '@kuyi/shared';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/open-database.ts';
import {
  type ReminderRow,
  type ReminderSubscriptionRow,
  reminderSubscriptions,
  reminders,
} from './schema.ts';

const kindsOf = (text: string): ReminderKind[] =>
  text.split(',').filter((k): k is ReminderKind => (REMINDER_KINDS as readonly string[]).includes(k));

export const subscriptionView = (r: ReminderSubscriptionRow): ReminderSubscription => ({
  id: r.id,
  sport: r.sport as ReminderSport,
  targetKind: r.targetKind as ReminderTarget,
  targetId: r.targetId,
  targetName: r.targetName,
  kinds: kindsOf(r.kinds),
  createdAt: r.createdAt.toISOString(),
});

export const reminderView = (r: ReminderRow): Reminder => ({
  id: r.id,
  sport: r.sport as ReminderSport,
  kind: r.kind as ReminderKind,
  matchId: r.matchId,
  title: r.title,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
  read: r.read,
});

/** A reminder to store for one user. */
export interface NewReminder {
  userId: number;
  eventKey: string;
  /** [AI9] Football when left out. */
  sport?: ReminderSport;
  kind: ReminderKind;
  matchId: string;
  title: string;
  body: string;
}

/** Who to tell about a match: subscribers of the match, of either team or of its league, with their kinds. */
export interface Subscriber {
  userId: number;
  kinds: ReminderKind[];
}

/** Namespace of the per-user advisory lock that serializes one user's subscribes (the cap check). */
const SUBSCRIBE_LOCK_NS = 15_002;

/** Reads and writes reminders and subscriptions. Every user-facing call is scoped to the acting user. */
export class ReminderRepo {
  constructor(private readonly db: Database) {}

  /**
   * Subscribes, or replaces the kinds of an existing subscription to the same target. Null when a new target
   * would take the user past `cap` (the member's REMINDER_CAP).
   */
  async subscribe(
    userId: number,
    input: ReminderSubscriptionForm,
    cap: number,
  ): Promise<ReminderSubscription | null> {
    return this.db.transaction(async (tx) => {
      // One user's subscribes take turns: simultaneous ones each counted the same total and all went past the cap.
      await tx.execute(sql`select pg_advisory_xact_lock(${SUBSCRIBE_LOCK_NS}, ${userId})`);
      return this.subscribeLocked(tx, userId, input, cap);
    });
  }

  private async subscribeLocked(
    db: Tx,
    userId: number,
    input: ReminderSubscriptionForm,
    cap: number,
  ): Promise<ReminderSubscription | null> {
    const [existing] = await db
      .select({ id: reminderSubscriptions.id })
      .from(reminderSubscriptions)
      .where(
        and(
          eq(reminderSubscriptions.userId, userId),
          eq(reminderSubscriptions.sport, input.sport),
          eq(reminderSubscriptions.targetKind, input.targetKind),
          eq(reminderSubscriptions.targetId, input.targetId),
        ),
      );
    if (!existing) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(reminderSubscriptions)
        .where(eq(reminderSubscriptions.userId, userId));
      if ((count?.n ?? 0) >= cap) return null;
    }
    const [row] = await db
      .insert(reminderSubscriptions)
      .values({ userId, ...input, kinds: input.kinds.join(',') })
      .onConflictDoUpdate({
        target: [
          reminderSubscriptions.userId,
          reminderSubscriptions.sport,
          reminderSubscriptions.targetKind,
          reminderSubscriptions.targetId,
        ],
        set: { kinds: input.kinds.join(','), targetName: input.targetName },
      })
      .returning();
    if (!row) throw new Error('subscription insert returned nothing');
    return subscriptionView(row);
  }

  async subscriptions(userId: number): Promise<ReminderSubscription[]> {
    const rows = await this.db
      .select()
      .from(reminderSubscriptions)
      .where(eq(reminderSubscriptions.userId, userId))
      .orderBy(desc(reminderSubscriptions.createdAt), desc(reminderSubscriptions.id));
    return rows.map(subscriptionView);
  }

  /** One of `userId`'s subscriptions; null when it is not theirs or does not exist. */
  async subscription(userId: number, id: number): Promise<ReminderSubscription | null> {
    const [row] = await this.db
      .select()
      .from(reminderSubscriptions)
      .where(and(eq(reminderSubscriptions.id, id), eq(reminderSubscriptions.userId, userId)));
    return row ? subscriptionView(row) : null;
  }

  /** Changes the kinds of one of `userId`'s subscriptions; null when it is not theirs or does not exist. */
  async updateKinds(userId: number, id: number, kinds: ReminderKind[]): Promise<ReminderSubscription | null> {
    const [row] = await this.db
      .update(reminderSubscriptions)
      .set({ kinds: kinds.join(',') })
      .where(and(eq(reminderSubscriptions.id, id), eq(reminderSubscriptions.userId, userId)))
      .returning();
    return row ? subscriptionView(row) : null;
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(reminderSubscriptions)
      .where(and(eq(reminderSubscriptions.id, id), eq(reminderSubscriptions.userId, userId)))
      .returning({ id: reminderSubscriptions.id });
    return rows.length > 0;
  }

  /**
   * For each match, its subscribers — of the match, of either team or of its league — with the union of their
   * kinds. One query for all the matches of a patch.
   */
  async subscribersFor(
    matches: ReadonlyArray<{ matchId: string; leagueId: string; homeId: string; awayId: string }>,
    sport: ReminderSport = 'football',
  ): Promise<Map<string, Subscriber[]>> {
    const out = new Map<string, Subscriber[]>();
    if (matches.length === 0) return out;
    const s = reminderSubscriptions;
    const rows = await this.db
      .select({ userId: s.userId, kinds: s.kinds, targetKind: s.targetKind, targetId: s.targetId })
      .from(s)
      .where(
        and(
          eq(s.sport, sport),
          or(
            and(eq(s.targetKind, 'match'), inArray(s.targetId, [...new Set(matches.map((m) => m.matchId))])),
            and(
              eq(s.targetKind, 'team'),
              inArray(s.targetId, [...new Set(matches.flatMap((m) => [m.homeId, m.awayId]))]),
            ),
            and(
              eq(s.targetKind, 'league'),
              inArray(s.targetId, [...new Set(matches.map((m) => m.leagueId))]),
            ),
          ),
        ),
      );
    for (const m of matches) {
      // One user may reach a match through several subscriptions: the union of their kinds.
      const byUser = new Map<number, Set<ReminderKind>>();
      for (const r of rows) {
        const hit =
          (r.targetKind === 'match' && r.targetId === m.matchId) ||
          (r.targetKind === 'team' && (r.targetId === m.homeId || r.targetId === m.awayId)) ||
          (r.targetKind === 'league' && r.targetId === m.leagueId);
        if (!hit) continue;
        const set = byUser.get(r.userId) ?? new Set<ReminderKind>();
        for (const k of kindsOf(r.kinds)) set.add(k);
        byUser.set(r.userId, set);
      }
      out.set(
        m.matchId,
        [...byUser].map(([userId, kinds]) => ({ userId, kinds: [...kinds] })),
      );
    }
    return out;
  }

  /**
   * Stores reminders; one already stored for the same (user, event) is skipped. Returns only the rows this call
   * inserted — the ones its caller must push ([AI4]).
   */
  async insert(rows: readonly NewReminder[]): Promise<ReminderRow[]> {
    if (rows.length === 0) return [];
    return this.db
      .insert(reminders)
      .values([...rows])
      .onConflictDoNothing()
      .returning();
  }

  async history(userId: number, page: number, limit: number): Promise<Page<Reminder> & { unread: number }> {
    const [counts] = await this.db
      .select({
        total: sql<number>`count(*)::int`.mapWith(Number),
        unread: sql<number>`count(*) filter (where not ${reminders.read})::int`.mapWith(Number),
      })
      .from(reminders)
      .where(eq(reminders.userId, userId));
    const rows = await this.db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(desc(reminders.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return {
      list: rows.map(reminderView),
      total: counts?.total ?? 0,
      unread: counts?.unread ?? 0,
      page,
      limit,
    };
  }

  /** [AI6] The reminders after `after`, oldest first; at most the newest REMINDER_MISSED_MAX. */
  async missed(userId: number, after: number): Promise<Reminder[]> {
    const rows = await this.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, userId), gt(reminders.id, after)))
      .orderBy(desc(reminders.id))
      .limit(REMINDER_MISSED_MAX);
    return rows.reverse().map(reminderView);
  }

  /** The id of the user's newest reminder (0 with none): where a first connection starts. */
  async lastId(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: reminders.id })
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(desc(reminders.id))
      .limit(1);
    return row?.id ?? 0;
  }

  /** Marks some of the user's reminders (ids of others are ignored), or all of them, read. Returns how many. */
  async markRead(userId: number, ids: readonly number[] | 'all'): Promise<number> {
    const rows = await this.db
      .update(reminders)
      .set({ read: true })
      .where(
        and(
          eq(reminders.userId, userId),
          eq(reminders.read, false),
          ids === 'all' ? undefined : inArray(reminders.id, [...ids]),
        ),
      )
      .returning({ id: reminders.id });
    return rows.length;
  }

  /** For tests: every stored reminder of a user, oldest first. */
  async all(userId: number): Promise<Reminder[]> {
    const rows = await this.db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(asc(reminders.id));
    return rows.map(reminderView);
  }
}
