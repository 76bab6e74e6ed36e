/** What checking a code found. Only `ok` consumes the code. */
export type CodeCheck = 'ok' | 'wrong' | 'missing' | 'exhausted';

/**
 * The pending SMS code per phone: one live code at a time (a new send replaces it), expiring after its TTL,
 * refused for good once `maxTries` wrong guesses were made against it.
 */
export interface CodeStore {
  put(phone: string, code: string, ttlMs: number): Promise<void>;
  check(phone: string, code: string, maxTries: number): Promise<CodeCheck>;
}

interface Pending {
  code: string;
  tries: number;
  expiresAt: number;
}

/** The single-replica store (no REDIS_URL). */
export class MemoryCodeStore implements CodeStore {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly now: () => number = Date.now) {}

  async put(phone: string, code: string, ttlMs: number): Promise<void> {
    this.sweep();
    this.pending.set(phone, { code, tries: 0, expiresAt: this.now() + ttlMs });
  }

  async check(phone: string, code: string, maxTries: number): Promise<CodeCheck> {
    const entry = this.pending.get(phone);
    if (!entry || entry.expiresAt <= this.now()) return 'missing';
    if (entry.tries >= maxTries) return 'exhausted';
    if (entry.code === code) {
      this.pending.delete(phone);
      return 'ok';
    }
    entry.tries += 1;
    return 'wrong';
  }

  /** Drops expired codes so abandoned sends do not pile up. */
  private sweep(): void {
    const now = this.now();
    for (const [phone, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(phone);
  }
}
