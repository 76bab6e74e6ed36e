import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { useTestRedis } from '../auth/test-redis.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_SMS_RULES, SmsGuard } from './sms-guard.ts';

const { redis, newPrefix } = await useTestRedis();

const STORES = [
  { name: 'memory', skip: false },
  { name: 'Redis', skip: redis === null },
] as const;

/** An instant on the Beijing clock (UTC+8, no daylight saving) of March 2026. */
const beijing = (day: number, hour: number, minute: number) => Date.UTC(2026, 2, day, hour - 8, minute);

/** The message of the AppError `fn` throws, or null when it does not throw. */
async function refusal(fn: () => Promise<unknown>): Promise<string | null> {
  try {
    await fn();
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

describe.each(STORES)('[SMS4] daily SMS caps count per Beijing calendar day, on $name', ({ name, skip }) => {
  // Only Date is faked: ioredis keeps its real timers. Redis expires keys on its own clock, so a new day has
  // to show in the key, not only in a shorter expiry.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The default caps (10 a phone, 30 an address); the 60 s resend wait is opened, as 10 sends take time. */
  const guard = () =>
    new SmsGuard(name === 'Redis' ? redis : null, newPrefix(), {
      ...DEFAULT_SMS_RULES,
      resend: { points: 1000, durationSec: 60 },
    });
  const sendAt = (g: SmsGuard, at: number, phone = '13800000001', ip = 'ipA') => {
    vi.setSystemTime(at);
    return refusal(() => g.assertCanSend(phone, ip));
  };
  const sendTen = async (g: SmsGuard, at: number) => {
    for (let i = 0; i < 10; i++) expect(await sendAt(g, at)).toBeNull();
  };

  it.skipIf(skip)(
    '10 codes at 23:00 are refused at 23:10, and the phone may ask again at 00:01',
    async () => {
      const g = guard();
      await sendTen(g, beijing(10, 23, 0));
      expect(await sendAt(g, beijing(10, 23, 10))).toBe(AUTH_MSG.phoneDailyCap);
      // "请明天再试" means the Beijing tomorrow, not 24 hours after the first code.
      expect(await sendAt(g, beijing(11, 0, 1))).toBeNull();
    },
  );

  it.skipIf(skip)('10 codes at 00:05 are still refused at 22:59 the same day', async () => {
    const g = guard();
    await sendTen(g, beijing(11, 0, 5));
    expect(await sendAt(g, beijing(11, 22, 59))).toBe(AUTH_MSG.phoneDailyCap);
  });

  it.skipIf(skip)(
    'one Beijing day never gives a phone more than 10 codes, whenever the first came',
    async () => {
      const g = guard();
      expect(await sendAt(g, beijing(10, 23, 0))).toBeNull();
      for (let i = 0; i < 9; i++) expect(await sendAt(g, beijing(11, 0, 30))).toBeNull();
      // The 11th's 10th code. A window counted from 23:00 the day before opens afresh at 23:00 the 11th and
      // would give 10 more here: 19 codes in one Beijing day.
      expect(await sendAt(g, beijing(11, 23, 30))).toBeNull();
      expect(await sendAt(g, beijing(11, 23, 40))).toBe(AUTH_MSG.phoneDailyCap);
    },
  );

  it.skipIf(skip)("an address's cap of the day also ends at Beijing midnight", async () => {
    const g = guard();
    const phone = (i: number) => `138000${String(i).padStart(5, '0')}`;
    for (let i = 0; i < 30; i++) expect(await sendAt(g, beijing(10, 23, 0), phone(i))).toBeNull();
    expect(await sendAt(g, beijing(10, 23, 10), phone(30))).toBe(AUTH_MSG.ipDailyCap);
    expect(await sendAt(g, beijing(11, 0, 1), phone(30))).toBeNull();
  });
});
