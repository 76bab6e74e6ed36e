import { MATCH_PIN_KEEP_MS, MATCH_PIN_MAX, type MatchPin, pinKey, type Sport } from '@kuyi/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { matchPins } from './schema.ts';

/**
 * Locks the account's user row for the rest of `tx`, so two writes of one account's pins (two tabs, two
 * devices) take turns: without it both counted 195 pins and both added, past the cap.
 */
async function lockAccount(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Why a write was refused: the cap of [PIN4]. */
export type PinWrite = { ok: true; list: MatchPin[] } | { ok: false; reason: 'full' };

const toPin = (r: { sport: string; matchId: string; kickoff: Date | null }): MatchPin => ({
  sport: r.sport as Sport,
  matchId: r.matchId,
  kickoff: r.kickoff ? r.kickoff.getTime() : null,
});

/**
 * Reads and writes one account's pins. Every method takes the session's user id and touches only that
 * user's rows ([PIN6]): there is no way to name another account's pins.
 */
export class MatchPinRepository {
  constructor(
    private readonly db: Database,
    /**
     * The clock pins age by: the feed's (LiveTap.feedNow), on which their kick-offs are; null while it is not
     * known yet (a replayed day's pins would be deleted by the wall clock), and pins are then kept.
     */
    private readonly now: () => number | null = Date.now,
  ) {}

  /** [PIN5] Drops the user's pins of matches that kicked off (or, undated, were pinned) too long ago. */
  private async prune(userId: number, db: Database | Tx = this.db): Promise<void> {
    const now = this.now();
    if (now === null) return;
    const before = new Date(now - MATCH_PIN_KEEP_MS);
    await db
      .delete(matchPins)
      .where(
        and(
          eq(matchPins.userId, userId),
          sql`coalesce(${matchPins.kickoff}, ${matchPins.createdAt}) < ${before.toISOString()}`,
        ),
      );
  }

  private async rows(userId: number, db: Database | Tx = this.db): Promise<MatchPin[]> {
    const rows = await db
      .select({ sport: matchPins.sport, matchId: matchPins.matchId, kickoff: matchPins.kickoff })
      .from(matchPins)
      .where(eq(matchPins.userId, userId))
      .orderBy(asc(matchPins.id));
    return rows.map(toPin);
  }

  /** [PIN1] The user's pins in pin order. */
  async list(userId: number): Promise<MatchPin[]> {
    await this.prune(userId);
    return this.rows(userId);
  }

  /** [PIN2] Adds one pin at the end (a pin already there keeps its place; its kickoff is refreshed). */
  async add(userId: number, pin: MatchPin): Promise<PinWrite> {
    const added = await this.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      await this.prune(userId, tx);
      const current = await this.rows(userId, tx);
      const there = current.some((p) => pinKey(p) === pinKey(pin));
      if (!there && current.length >= MATCH_PIN_MAX) return false;
      await tx
        .insert(matchPins)
        .values({ userId, ...this.values(pin) })
        .onConflictDoUpdate({
          target: [matchPins.userId, matchPins.sport, matchPins.matchId],
          set: { kickoff: sql`coalesce(excluded.kickoff, ${matchPins.kickoff})` },
        });
      return true;
    });
    return added ? { ok: true, list: await this.list(userId) } : { ok: false, reason: 'full' };
  }

  /** [PIN2] Removes one pin; removing a pin that is not there changes nothing. */
  async remove(userId: number, ref: { sport: Sport; matchId: string }): Promise<MatchPin[]> {
    await this.db
      .delete(matchPins)
      .where(
        and(eq(matchPins.userId, userId), eq(matchPins.sport, ref.sport), eq(matchPins.matchId, ref.matchId)),
      );
    return this.list(userId);
  }

  /** [PIN2] Replaces the whole set with `pins`, in their order (one transaction: no half-written list). */
  async replace(userId: number, pins: readonly MatchPin[]): Promise<MatchPin[]> {
    const unique = dedupe(pins);
    await this.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      await tx.delete(matchPins).where(eq(matchPins.userId, userId));
      if (unique.length > 0) {
        await tx.insert(matchPins).values(unique.map((p) => ({ userId, ...this.values(p) })));
      }
    });
    return this.list(userId);
  }

  /**
   * [PIN3] Adds the pins a browser made before logging in after the account's own, in their order, up to the
   * cap; pins already on the account keep their place.
   */
  async merge(userId: number, pins: readonly MatchPin[]): Promise<MatchPin[]> {
    await this.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      await this.prune(userId, tx);
      const current = await this.rows(userId, tx);
      const have = new Set(current.map(pinKey));
      const room = Math.max(0, MATCH_PIN_MAX - current.length);
      const fresh = dedupe(pins)
        .filter((p) => !have.has(pinKey(p)))
        .slice(0, room);
      if (fresh.length > 0) {
        await tx
          .insert(matchPins)
          .values(fresh.map((p) => ({ userId, ...this.values(p) })))
          .onConflictDoNothing();
      }
    });
    return this.list(userId);
  }

  private values(p: MatchPin) {
    return {
      sport: p.sport,
      matchId: p.matchId,
      kickoff: p.kickoff === null ? null : new Date(p.kickoff),
      // The same clock as prune(), so an undated pin ages by the clock that drops it.
      createdAt: new Date(this.now() ?? Date.now()),
    };
  }
}

function dedupe(pins: readonly MatchPin[]): MatchPin[] {
  const seen = new Set<string>();
  return pins.filter((p) => {
    const k = pinKey(p);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
