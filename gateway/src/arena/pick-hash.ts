import { createHash, randomBytes } from 'node:crypto';

/** The fields a pick is frozen on. Anything else (likes, settlement) may change; these never do. */
export interface FrozenPick {
  userId: number;
  matchId: string;
  sport: string;
  market: string;
  selection: string;
  line: number | null;
  price: number;
  reason: string;
  priceFen: number;
  publishedAt: string;
  /**
   * Random, shown only to those who may read the pick: without it the hidden selection of a paid pick could be
   * found by hashing the few selections its public fields leave. '' on picks published before it existed, and
   * then left out of the hash, so their published hashes still check.
   */
  salt: string;
}

/**
 * sha256 of the frozen fields as canonical JSON (keys sorted, no spaces), hex. Shown with the pick so anyone
 * can recompute it and see that the pick, its reason and its publish time are what they were.
 */
export function contentHash(p: FrozenPick): string {
  const fields = Object.entries(p).filter(([key, value]) => key !== 'salt' || value !== '');
  const canonical = JSON.stringify(
    Object.fromEntries(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** A new pick's salt: 16 random bytes, hex. */
export const newPickSalt = (): string => randomBytes(16).toString('hex');
