/** Sends a verification code by SMS. Implementations: dev (logs it) and Tencent Cloud SMS. */
export interface SmsProvider {
  readonly name: string;
  sendCode(phone: string, code: string, ttlMinutes: number): Promise<void>;
}

export interface OutboxEntry {
  phone: string;
  code: string;
  sentAt: string;
}
