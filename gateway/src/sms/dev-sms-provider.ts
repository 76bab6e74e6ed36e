import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { SmsNotice } from './sms-notice.ts';
import type { NoticeEntry, OutboxEntry, SmsProvider } from './sms-provider.ts';

/** How long the shared outbox keeps a code or a phone's notices (well past the code's own 5 minutes). */
const KEEP_MS = 60 * 60_000;

/**
 * Development provider: sends nothing, logs each message and keeps the latest code and every notice per phone
 * so the dev outbox endpoints (and the end-to-end and k6 scripts) can read them. With Redis the outbox is
 * shared: behind a balancer the read of /api/dev/sms-outbox may reach another replica than the send did.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  private readonly outbox = new Map<string, OutboxEntry>();
  private readonly notices = new Map<string, NoticeEntry[]>();

  constructor(
    private readonly logger?: Logger,
    private readonly shared?: { redis: Redis; prefix: string },
  ) {}

  async sendCode(phone: string, code: string): Promise<void> {
    const entry: OutboxEntry = { phone, code, sentAt: new Date().toISOString() };
    if (this.shared)
      await this.shared.redis.set(this.key('code', phone), JSON.stringify(entry), 'PX', KEEP_MS);
    else this.outbox.set(phone, entry);
    this.logger?.info({ phone, code }, 'dev sms: verification code');
  }

  async sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    const entry: NoticeEntry = { phone, text: notice.text, sentAt: new Date().toISOString() };
    if (this.shared) {
      const key = this.key('notices', phone);
      await this.shared.redis.multi().rpush(key, JSON.stringify(entry)).pexpire(key, KEEP_MS).exec();
    } else {
      const list = this.notices.get(phone) ?? [];
      list.push(entry);
      this.notices.set(phone, list);
    }
    this.logger?.info({ phone, text: notice.text }, `dev sms: ${notice.kind} notice`);
  }

  async latest(phone: string): Promise<OutboxEntry | null> {
    if (!this.shared) return this.outbox.get(phone) ?? null;
    const raw = await this.shared.redis.get(this.key('code', phone));
    return raw ? (JSON.parse(raw) as OutboxEntry) : null;
  }

  /** The notices sent to `phone`, oldest first. */
  async noticesTo(phone: string): Promise<NoticeEntry[]> {
    if (!this.shared) return [...(this.notices.get(phone) ?? [])];
    const raw = await this.shared.redis.lrange(this.key('notices', phone), 0, -1);
    return raw.map((line) => JSON.parse(line) as NoticeEntry);
  }

  private key(kind: 'code' | 'notices', phone: string): string {
    return `${(this.shared as { prefix: string }).prefix}:devsms:${kind}:${phone}`;
  }
}
