import { randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@kuyi/shared';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { badRequest } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { CodeStore } from './code-store.ts';
import type { SmsGuard } from './sms-guard.ts';
import type { SmsNotice } from './sms-notice.ts';
import type { SmsProvider } from './sms-provider.ts';

/** Spec: a code is valid 5 minutes and allows at most 5 wrong tries. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;

/** Issues and checks the SMS verification codes every account call relies on. */
export class SmsService {
  constructor(
    private readonly store: CodeStore,
    private readonly guard: SmsGuard,
    private readonly provider: SmsProvider,
    private readonly ttlMs = CODE_TTL_MS,
    private readonly logger?: Logger,
  ) {}

  /**
   * Sends a code. `precheck` (e.g. [SMS7] "is this phone free to register?") runs first and throws the
   * reason to refuse: it spends one of the IP's daily points (it answers a question about a phone) but a
   * refusal sends nothing and starts neither the phone's 60 s wait nor its daily count.
   */
  async send(phone: string, ip: string, precheck?: () => Promise<void>): Promise<void> {
    if (precheck) {
      await this.guard.assertCanLookUp(ip);
      await precheck();
    }
    await this.guard.assertCanSend(phone, ip, precheck !== undefined);
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await this.store.put(phone, code, this.ttlMs);
    try {
      await this.provider.sendCode(phone, code, Math.round(this.ttlMs / 60_000));
    } catch (err) {
      await this.guard.refund(phone);
      throw err;
    }
  }

  /** [SMS7] Spends one of the address's daily points on an answer about a phone (see SmsGuard.assertCanLookUp). */
  async lookUp(ip: string): Promise<void> {
    await this.guard.assertCanLookUp(ip);
  }

  /**
   * [UA4] Sends a security notice. It reports a change already made, so a provider failure is logged, not
   * thrown: the change stands. Not counted toward [SMS4]: only a change that itself spent a code sends one.
   */
  async notify(phone: string, notice: SmsNotice): Promise<void> {
    try {
      await this.provider.sendNotice(phone, notice);
    } catch (err) {
      this.logger?.warn({ err, phone, kind: notice.kind }, 'sms notice not sent');
    }
  }

  /**
   * Consumes the phone's code or throws the reason. `missingMessage` lets the forgot-password form say
   * '请先请求验证码！' as spec §5 words it.
   */
  async consume(phone: string, code: string, missingMessage: string = AUTH_MSG.codeMissing): Promise<void> {
    const result = await this.store.check(phone, code, CODE_MAX_TRIES);
    if (result === 'ok') {
      // The 60 s wait stops repeated sends of unused codes; once one is used, the next flow (e.g. real-name
      // auth right after sign-up) may ask at once. The daily caps still hold.
      await this.guard.refund(phone);
      return;
    }
    if (result === 'wrong') throw badRequest(AUTH_MSG.codeWrong);
    if (result === 'exhausted') throw badRequest(AUTH_MSG.codeExhausted);
    throw badRequest(missingMessage);
  }
}
