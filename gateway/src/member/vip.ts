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

/** VIP granted by hand with no end: there is nothing to buy, and the buy and pay-order calls refuse it. */
export const isVipForever = (row: { isVip: boolean; vipUntil: Date | null }): boolean =>
  row.isVip && row.vipUntil === null;
export const VIP_FOREVER_MSG = '您已是永久会员，无需开通';

export const benefitsFor = (vip: boolean) => (vip ? VIP_BENEFITS : FREE_BENEFITS);

/**
 * Adds `days` to the user's VIP inside the caller's transaction: from now, or from the current end if later.
 * A VIP for good (`is_vip` without `vip_until`) has no end to move and stays VIP for good: null.
 * A day is 24 h: Beijing keeps no daylight saving, so that is a Beijing calendar day. A `days` interval would
 * follow the session's zone and gain or lose an hour across its DST change, moving the shown end day.
 */
export async function extendVip(tx: Tx, userId: number, days: number): Promise<Date | null> {
  const [row] = await tx
    .update(users)
    .set({
      isVip: true,
      vipUntil: sql`case when ${users.isVip} and ${users.vipUntil} is null then null
        else greatest(coalesce(${users.vipUntil}, now()), now()) + make_interval(hours => 24 * ${days}) end`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ vipUntil: users.vipUntil });
  if (!row) throw new Error(`extendVip: no user ${userId}`);
  return row.vipUntil;
}
