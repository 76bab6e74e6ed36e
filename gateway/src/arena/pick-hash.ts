import { createHash } from 'node:crypto';

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
}

/**
 * sha256 of the frozen fields as canonical JSON (keys sorted, no spaces), hex. Shown with the pick so anyone
 * can recompute it and see that the pick, its reason and its publish time are what they were.
 */
export function contentHash(p: FrozenPick): string {
  const canonical = JSON.stringify(
    Object.fromEntries(Object.entries(p).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  );
  return createHash('sha256').update(canonical).digest('hex');
}
