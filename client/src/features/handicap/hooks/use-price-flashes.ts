import type { CompanyOdds, Sport } from '@kuyi/shared';
import { useEffect, useRef, useState } from 'react';
import { ODDS_FLASH_MS } from '../../scores/model/odds-highlights.ts';
import type { MarketKey, Move } from '../model/market-cells.ts';
import { priceMoves } from '../model/price-moves.ts';

interface Flash {
  move: Move;
  /** Which move set it, so an older timer never clears a newer flash of the same cell. */
  token: number;
}

/**
 * Live values that moved while the page is open, each lit for ODDS_FLASH_MS (red up, green down), keyed
 * by `flashKey`. The first reading is the baseline: nothing flashes on arrival.
 */
export function usePriceFlashes(
  companies: readonly CompanyOdds[],
  markets: readonly MarketKey[],
  sport: Sport,
): ReadonlyMap<string, Move> {
  const previous = useRef<readonly CompanyOdds[] | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const tokens = useRef(0);
  const [flashes, setFlashes] = useState<ReadonlyMap<string, Flash>>(() => new Map());

  useEffect(() => {
    const before = previous.current;
    previous.current = companies;
    if (!before) return;
    const moves = priceMoves(before, companies, markets, sport);
    if (moves.size === 0) return;
    const token = ++tokens.current;
    setFlashes((cur) => {
      const next = new Map(cur);
      for (const [key, move] of moves) next.set(key, { move, token });
      return next;
    });
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFlashes((cur) => new Map([...cur].filter(([, f]) => f.token !== token)));
    }, ODDS_FLASH_MS);
    timers.current.add(timer);
  }, [companies, markets, sport]);

  useEffect(() => {
    const own = timers.current;
    return () => {
      for (const t of own) clearTimeout(t);
    };
  }, []);

  const out = new Map<string, Move>();
  for (const [key, f] of flashes) out.set(key, f.move);
  return out;
}
