import type { SmsNotice } from './sms-notice.ts';

/** Sends verification codes and security notices by SMS. Implementations: dev (logs them) and Tencent Cloud SMS. */
export interface SmsProvider {
  readonly name: string;
  sendCode(phone: string, code: string, ttlMinutes: number): Promise<void>;
  sendNotice(phone: string, notice: SmsNotice): Promise<void>;
}

export interface OutboxEntry {
  phone: string;
  code: string;
  sentAt: string;
}

export interface NoticeEntry {
  phone: string;
  text: string;
  sentAt: string;
}
