import { dayRange, SMS_RESEND_SECONDS, todayInBeijing } from '@kuyi/shared';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { createLimiter, type LimitRule, tryConsume } from '../auth/limiter.ts';
import { AppError } from '../errors.ts';

/** [SMS4] A cap per Beijing calendar day: the refusals say "今日…请明天再试", so the count restarts at midnight. */
export interface DailyCap {
  points: number;
  /** Ignored: the window is the Beijing day, not a duration. Accepted so caps written as a LimitRule still fit. */
  durationSec?: number;
}

export interface SmsGuardRules {
  resend: LimitRule;
  perPhoneDaily: DailyCap;
  perIpDaily: DailyCap;
}

/** Carriers flag more than ~10 codes a day to one number as abuse; an office NAT needs more than one phone's worth. */
export const DEFAULT_SMS_RULES: SmsGuardRules = {
  resend: { points: 1, durationSec: SMS_RESEND_SECONDS },
  perPhoneDaily: { points: 10 },
  perIpDaily: { points: 30 },
};

/**
 * The Beijing day of `now` and the seconds left in it. Counters are keyed by the day, so a new day is a new
 * count even on a store whose clock is not ours (Redis); the expiry only clears the old day's keys away.
 */
function beijingDay(now = Date.now()): { day: string; secondsLeft: number } {
  const day = todayInBeijing(now);
  return { day, secondsLeft: Math.max(1, Math.ceil((dayRange(day).end - now) / 1000)) };
}
type BeijingDay = ReturnType<typeof beijingDay>;

const dailyLimiter = (redis: Redis | null, prefix: string, cap: DailyCap) =>
  // The duration is a fallback only: every call passes the rest of the day as its own.
  createLimiter(redis, prefix, { points: cap.points, durationSec: 24 * 3600 });

const dayKey = (key: string, today: BeijingDay) => `${key}:${today.day}`;
const untilMidnight = (today: BeijingDay) => ({ customDuration: today.secondsLeft });

/** One point of `key`'s count for `today`; false when the day's points are spent. A store failure throws. */
async function consumeToday(limiter: RateLimiterAbstract, key: string, today: BeijingDay): Promise<boolean> {
  return (await tryConsume(limiter, dayKey(key, today), 1, untilMidnight(today))).ok;
}

/** Refuses a send inside the resend window or over a daily cap (SMS pumping costs real money). */
export class SmsGuard {
  private readonly resend;
  private readonly phone;
  private readonly ip;

  constructor(redis: Redis | null, prefix: string, rules: SmsGuardRules = DEFAULT_SMS_RULES) {
    this.resend = createLimiter(redis, `${prefix}:sms:resend`, rules.resend);
    this.phone = dailyLimiter(redis, `${prefix}:sms:phone`, rules.perPhoneDaily);
    this.ip = dailyLimiter(redis, `${prefix}:sms:ip`, rules.perIpDaily);
  }

  /** `ipCounted`: the request already spent its per-IP point on a look-up ([SMS7]); do not count it twice. */
  async assertCanSend(phone: string, ip: string, ipCounted = false): Promise<void> {
    const resend = await tryConsume(this.resend, phone);
    if (!resend.ok)
      throw new AppError(429, AUTH_MSG.codeTooSoon(Math.max(1, Math.ceil(resend.retryAfterMs / 1000))));
    // One reading of the day for both counts, so a point given back lands on the day it was taken from.
    const today = beijingDay();
    if (!(await consumeToday(this.phone, phone, today))) throw new AppError(429, AUTH_MSG.phoneDailyCap);
    if (ipCounted) return;
    // Refused for the address, nothing is sent: the phone gets its points back. Kept, they let a spent address
    // start anyone's 60 s wait and use up their daily codes for free.
    await this.spendIpPoint(ip, today).catch(async (err: unknown) => {
      await Promise.all([
        this.resend.delete(phone),
        this.phone.reward(dayKey(phone, today), 1, untilMidnight(today)),
      ]);
      throw err;
    });
  }

  /**
   * [SMS7] Spends one of the IP's daily points on a phone look-up (is it registered?), so a purpose check
   * answers no more questions a day than sends would: it is not a free phone oracle.
   */
  async assertCanLookUp(ip: string): Promise<void> {
    await this.spendIpPoint(ip, beijingDay());
  }

  private async spendIpPoint(ip: string, today: BeijingDay): Promise<void> {
    if (!(await consumeToday(this.ip, ip, today))) throw new AppError(429, AUTH_MSG.ipDailyCap);
  }

  /** A failed delivery should not cost the user their 60 s. */
  async refund(phone: string): Promise<void> {
    await this.resend.delete(phone);
  }
}
