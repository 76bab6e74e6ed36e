import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import type { Logger } from '../logger.ts';
import { ocpcConversions } from './schema.ts';

/** Baidu OCPC conversion types used here (Baidu's 转化类型 table): 25 注册, 10 购买成功. */
export const OCPC_NEW_TYPE = { register: 25, pay: 10 } as const;
export const DEFAULT_OCPC_URL = 'https://ocpc.baidu.com/ocpcapi/api/uploadConvertData';
/** A bd_vid as Baidu issues it: letters, digits, '-' and '_'. */
export const CLICK_ID = /^[A-Za-z0-9_-]{1,200}$/;

export interface OcpcOptions {
  /** OCPC_TOKEN; unset → conversions are logged (and recorded) but not sent. */
  token: string;
  /** OCPC_URL; default Baidu's uploadConvertData. */
  url: string;
  /** OCPC_LANDING_URL: the landing page a stored bd_vid is appended to, to build `logidUrl`. */
  landingUrl: string;
  timeoutMs?: number;
}

/** The click id in a landing URL (`…?bd_vid=…`), or null. */
export function clickIdOf(logidUrl: string): string | null {
  try {
    const id = new URL(logidUrl).searchParams.get('bd_vid');
    return id && CLICK_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Reports conversions to Baidu OCPC (issue 16, [OC1]–[OC3]) once per event: the `ref` row is claimed before
 * sending, so a retried notify or a double registration never reports twice. Never throws at its caller.
 */
export class OcpcReporter {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    readonly opts: OcpcOptions,
  ) {}

  logidUrlFor(clickId: string): string {
    const u = new URL(this.opts.landingUrl);
    u.searchParams.set('bd_vid', clickId);
    return u.toString();
  }

  /** 'sent', 'failed', 'logged' (no token) or 'duplicate' (this ref was reported before). */
  async report(ev: { ref: string; userId: number | null; logidUrl: string; newType: number }) {
    const clickId = clickIdOf(ev.logidUrl);
    if (!clickId) return 'none' as const;
    const claimed = await this.db
      .insert(ocpcConversions)
      .values({ ref: ev.ref.slice(0, 64), userId: ev.userId, clickId, newType: ev.newType })
      .onConflictDoNothing({ target: ocpcConversions.ref })
      .returning({ id: ocpcConversions.id });
    const row = claimed[0];
    if (!row) return 'duplicate' as const;
    if (!this.opts.token) {
      this.logger.info(
        { ref: ev.ref, newType: ev.newType, clickId },
        'ocpc conversion (OCPC_TOKEN unset: not sent)',
      );
      return 'logged' as const;
    }
    let status: 'sent' | 'failed' = 'failed';
    try {
      const res = await fetch(this.opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: this.opts.token,
          conversionTypes: [{ logidUrl: ev.logidUrl, newType: ev.newType }],
        }),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
      });
      const body = (await res.json().catch(() => null)) as {
        header?: { status?: number; desc?: string };
      } | null;
      status = res.ok && body?.header?.status === 0 ? 'sent' : 'failed';
      if (status === 'failed')
        this.logger.warn({ ref: ev.ref, http: res.status, body }, 'ocpc conversion refused');
    } catch (err) {
      this.logger.warn({ err, ref: ev.ref }, 'ocpc conversion failed');
    }
    await this.db.update(ocpcConversions).set({ status }).where(eq(ocpcConversions.id, row.id));
    return status;
  }
}
