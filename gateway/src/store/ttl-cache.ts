/**
 * A small in-process cache for answers that are expensive to compute and fine to show a little late (the
 * forum's area numbers and boards, the arena's round tables): each key's answer is kept `ttlMs` from the
 * moment its query started, at most `max` keys at once (the oldest stored goes first), and concurrent misses
 * of one key share a single query (single-flight), so a burst of requests after expiry runs one query, not N.
 *
 * A failed query is not kept: its waiters get the error, the next call tries again. `invalidate` drops
 * answers and also detaches the queries in flight for those keys: a reader after a write never joins or
 * stores an answer computed before it.
 */
export interface TtlCacheOptions {
  ttlMs: number;
  /** Keys kept at once; beyond it the oldest stored goes. */
  max: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  expires: number;
}

export class TtlCache {
  readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Promise<unknown>>();

  constructor(private readonly opts: TtlCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** The key's answer: kept if fresh, the query in flight if there is one, else `load` (once). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const started = this.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expires > started) return Promise.resolve(hit.value as T);
      this.entries.delete(key);
    }
    const flying = this.flights.get(key);
    if (flying) return flying as Promise<T>;
    const flight: Promise<T> = Promise.resolve()
      .then(load)
      .then(
        (value) => {
          // Kept only if still the key's flight: an invalidation while it ran detached it.
          if (this.flights.get(key) === flight) {
            this.flights.delete(key);
            this.store(key, value, started + this.opts.ttlMs);
          }
          return value;
        },
        (err: unknown) => {
          if (this.flights.get(key) === flight) this.flights.delete(key);
          throw err;
        },
      );
    this.flights.set(key, flight);
    return flight;
  }

  /** Drops the answers (and detaches the queries in flight) of the keys `match` accepts; all when left out. */
  invalidate(match: (key: string) => boolean = () => true): void {
    for (const key of [...this.entries.keys()]) if (match(key)) this.entries.delete(key);
    for (const key of [...this.flights.keys()]) if (match(key)) this.flights.delete(key);
  }

  /** Keys stored (not those in flight), for tests and metrics. */
  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: unknown, expires: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires });
    while (this.entries.size > this.opts.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
