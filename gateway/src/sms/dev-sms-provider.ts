import type { Logger } from '../logger.ts';
import type { OutboxEntry, SmsProvider } from './sms-provider.ts';

/**
 * Development provider: sends nothing, logs the code and keeps the latest per phone so the dev outbox
 * endpoint (and the end-to-end tests) can read it.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  private readonly outbox = new Map<string, OutboxEntry>();

  constructor(private readonly logger?: Logger) {}

  async sendCode(phone: string, code: string): Promise<void> {
    this.outbox.set(phone, { phone, code, sentAt: new Date().toISOString() });
    this.logger?.info({ phone, code }, 'dev sms: verification code');
  }

  latest(phone: string): OutboxEntry | null {
    return this.outbox.get(phone) ?? null;
  }
}
