import type { Logger } from '../logger.ts';
import type { SmsNotice } from './sms-notice.ts';
import type { NoticeEntry, OutboxEntry, SmsProvider } from './sms-provider.ts';

/**
 * Development provider: sends nothing, logs each message and keeps the latest code and every notice per phone
 * so the dev outbox endpoints (and the end-to-end tests) can read them.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  private readonly outbox = new Map<string, OutboxEntry>();
  private readonly notices = new Map<string, NoticeEntry[]>();

  constructor(private readonly logger?: Logger) {}

  async sendCode(phone: string, code: string): Promise<void> {
    this.outbox.set(phone, { phone, code, sentAt: new Date().toISOString() });
    this.logger?.info({ phone, code }, 'dev sms: verification code');
  }

  async sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    const list = this.notices.get(phone) ?? [];
    list.push({ phone, text: notice.text, sentAt: new Date().toISOString() });
    this.notices.set(phone, list);
    this.logger?.info({ phone, text: notice.text }, `dev sms: ${notice.kind} notice`);
  }

  latest(phone: string): OutboxEntry | null {
    return this.outbox.get(phone) ?? null;
  }

  /** The notices sent to `phone`, oldest first. */
  noticesTo(phone: string): NoticeEntry[] {
    return [...(this.notices.get(phone) ?? [])];
  }
}
