import { matchDay } from '@kuyi/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { extendVip } from './vip.ts';

let open: OpenDatabase;
let userId: number;

beforeAll(async () => {
  open = await openDatabase({ dataDir: null });
  const [row] = await open.db
    .insert(users)
    .values({ phone: '13800000001', userName: 'vip', passwordHash: 'x', isVip: true })
    .returning({ id: users.id });
  userId = row!.id;
});
afterAll(async () => {
  await open.close();
});

/** Extends a VIP that runs until `until` by `days`, the database session in `zone`. */
async function extendIn(zone: string, until: Date, days: number): Promise<Date | null> {
  await open.db.update(users).set({ vipUntil: until }).where(eq(users.id, userId));
  return open.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local time zone '${zone}'`));
    return extendVip(tx, userId, days);
  });
}

// Far-future ends, so `greatest(vip_until, now())` keeps them: 00:30 Beijing, where an hour lost moves the day.
const SPRING = new Date('2090-02-28T16:30:00Z'); // 2090-03-01 00:30 Beijing; New York springs forward 03-12
const AUTUMN = new Date('2090-10-25T16:30:00Z'); // 2090-10-26 00:30 Beijing; New York falls back 11-05

describe('[VIP1] N days of VIP are N × 24 h, whatever time zone the database session runs in', () => {
  it.each([
    { across: 'spring forward', until: SPRING, end: '2090-03-31' },
    { across: 'fall back', until: AUTUMN, end: '2090-11-25' },
  ])('30 days across a New York $across end on the same instant as in UTC', async ({ until, end }) => {
    const inUtc = await extendIn('UTC', until, 30);
    const inNewYork = await extendIn('America/New_York', until, 30);
    expect(inUtc?.getTime()).toBe(until.getTime() + 30 * 86_400_000);
    expect(inNewYork?.getTime()).toBe(inUtc?.getTime());
    // What the member page shows: "有效期至 <Beijing day>".
    expect(matchDay(inNewYork!.getTime())).toBe(end);
  });
});
