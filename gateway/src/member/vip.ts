import { REMINDER_CAP } from '@kuyi/shared';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { Tx } from '../wallet/ledger.ts';

/**
 * What VIP gives (issue 16, SPEC [VIP3]): the badge (the profile's and login's `isVip`), no ads, and a higher
 * cap on AI reminder subscriptions (REMINDER_CAP, enforced by the reminders' subscribe call).
 */
export const VIP_BENEFITS = {
  badge: true,
  adFree: true,
  reminderCap: REMINDER_CAP.vip,
} as const;
export const FREE_BENEFITS = {
  badge: false,
  adFree: false,
  reminderCap: REMINDER_CAP.free,
} as const;

/**
 * Whether a user is VIP right now: `is_vip` set and `vip_until` in the future. A row with `is_vip` and no
 * `vip_until` (granted by hand before VIP could be bought) stays VIP for good.
 */
export function isVipActive(row: { isVip: boolean; vipUntil: Date | null }, now = new Date()): boolean {
  return row.isVip && (row.vipUntil === null || row.vipUntil.getTime() > now.getTime());
}

export const benefitsFor = (vip: boolean) => (vip ? VIP_BENEFITS : FREE_BENEFITS);

/** Adds `days` to the user's VIP inside the caller's transaction: from now, or from the current end if later. */
export async function extendVip(tx: Tx, userId: number, days: number): Promise<Date> {
  const [row] = await tx
    .update(users)
    .set({
      isVip: true,
      vipUntil: sql`greatest(coalesce(${users.vipUntil}, now()), now()) + make_interval(days => ${days})`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ vipUntil: users.vipUntil });
  if (!row?.vipUntil) throw new Error(`extendVip: no user ${userId}`);
  return row.vipUntil;
}
