import { SMS_RESEND_SECONDS } from '@kuyi/shared';
import type { Redis } from 'ioredis';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { createLimiter, type LimitRule, tryConsume } from '../auth/limiter.ts';
import { AppError } from '../errors.ts';

export interface SmsGuardRules {
  resend: LimitRule;
  perPhoneDaily: LimitRule;
  perIpDaily: LimitRule;
}

const DAY = 24 * 3600;
/** Carriers flag more than ~10 codes a day to one number as abuse; an office NAT needs more than one phone's worth. */
export const DEFAULT_SMS_RULES: SmsGuardRules = {
  resend: { points: 1, durationSec: SMS_RESEND_SECONDS },
  perPhoneDaily: { points: 10, durationSec: DAY },
  perIpDaily: { points: 30, durationSec: DAY },
};

/** Refuses a send inside the resend window or over a daily cap (SMS pumping costs real money). */
export class SmsGuard {
  private readonly resend;
  private readonly phone;
  private readonly ip;

  constructor(redis: Redis | null, prefix: string, rules: SmsGuardRules = DEFAULT_SMS_RULES) {
    this.resend = createLimiter(redis, `${prefix}:sms:resend`, rules.resend);
    this.phone = createLimiter(redis, `${prefix}:sms:phone`, rules.perPhoneDaily);
    this.ip = createLimiter(redis, `${prefix}:sms:ip`, rules.perIpDaily);
  }

  /** `ipCounted`: the request already spent its per-IP point on a look-up ([SMS7]); do not count it twice. */
  async assertCanSend(phone: string, ip: string, ipCounted = false): Promise<void> {
    const resend = await tryConsume(this.resend, phone);
    if (!resend.ok)
      throw new AppError(429, AUTH_MSG.codeTooSoon(Math.max(1, Math.ceil(resend.retryAfterMs / 1000))));
    if (!(await tryConsume(this.phone, phone)).ok) throw new AppError(429, AUTH_MSG.phoneDailyCap);
    if (ipCounted) return;
    // Refused for the address, nothing is sent: the phone gets its points back. Kept, they let a spent address
    // start anyone's 60 s wait and use up their daily codes for free.
    await this.assertCanLookUp(ip).catch(async (err: unknown) => {
      await Promise.all([this.resend.delete(phone), this.phone.reward(phone, 1)]);
      throw err;
    });
  }

  /**
   * [SMS7] Spends one of the IP's daily points on a phone look-up (is it registered?), so a purpose check
   * answers no more questions a day than sends would: it is not a free phone oracle.
   */
  async assertCanLookUp(ip: string): Promise<void> {
    if (!(await tryConsume(this.ip, ip)).ok) throw new AppError(429, AUTH_MSG.ipDailyCap);
  }

  /** A failed delivery should not cost the user their 60 s. */
  async refund(phone: string): Promise<void> {
    await this.resend.delete(phone);
  }
}
