import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import { AUTH_MSG } from './auth-messages.ts';
import { createLimiter, isExhausted, type LimitRule, tryConsume } from './limiter.ts';

export interface LoginGuardRules {
  /** Consecutive wrong passwords per account before it is locked. */
  perAccount: LimitRule;
  /** Wrong passwords from one address (slow brute force over many accounts). */
  perIp: LimitRule;
}

/** OWASP's login-throttling shape: 5 straight failures lock the account 15 minutes; an IP gets 100/day. */
export const DEFAULT_LOGIN_RULES: LoginGuardRules = {
  perAccount: { points: 5, durationSec: 15 * 60, blockSec: 15 * 60 },
  perIp: { points: 100, durationSec: 24 * 3600, blockSec: 24 * 3600 },
};

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** Throttles password logins. Only failures count; a success clears the account's count. */
export class LoginGuard {
  private readonly account;
  private readonly ip;

  constructor(redis: Redis | null, prefix: string, rules: LoginGuardRules = DEFAULT_LOGIN_RULES) {
    this.account = createLimiter(redis, `${prefix}:login:acct`, rules.perAccount);
    this.ip = createLimiter(redis, `${prefix}:login:ip`, rules.perIp);
  }

  /** Throws the lockout message when the account or the address is locked. */
  async assertAllowed(accountKey: string, ip: string): Promise<void> {
    const acct = await isExhausted(this.account, accountKey);
    if (!acct.ok) throw new AppError(429, AUTH_MSG.accountLocked(minutes(acct.retryAfterMs)));
    const byIp = await isExhausted(this.ip, ip);
    if (!byIp.ok) throw new AppError(429, AUTH_MSG.ipLocked);
  }

  /**
   * Takes one try from the account and the address before the password is checked, and throws the lockout
   * when none is left. Checking first and counting only after the (slow) hash let guesses sent at the same
   * moment all pass the check: 30 parallel wrong passwords were 30 guesses, not 5. The taken try counts as a
   * failure unless `releaseTry` gives it back (the password was right).
   */
  async claimTry(accountKey: string, ip: string): Promise<void> {
    await this.assertAllowed(accountKey, ip);
    const acct = await tryConsume(this.account, accountKey);
    if (!acct.ok) throw new AppError(429, AUTH_MSG.accountLocked(minutes(acct.retryAfterMs)));
    if (!(await tryConsume(this.ip, ip)).ok) {
      await this.account.reward(accountKey, 1);
      throw new AppError(429, AUTH_MSG.ipLocked);
    }
  }

  /** The try `claimTry` took was the right password: only failures count. */
  async releaseTry(accountKey: string, ip: string): Promise<void> {
    await Promise.all([this.account.reward(accountKey, 1), this.ip.reward(ip, 1)]);
  }

  async recordFailure(accountKey: string, ip: string): Promise<void> {
    await Promise.all([tryConsume(this.account, accountKey), tryConsume(this.ip, ip)]);
  }

  async recordSuccess(accountKey: string): Promise<void> {
    await this.account.delete(accountKey);
  }
}
