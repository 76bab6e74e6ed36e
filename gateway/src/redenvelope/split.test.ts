import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PART, nextPart, splitAll } from './split.ts';

describe('red envelope split', () => {
  it('[RE1] random and equal splits: sum exact, count exact, each part ≥ 0.01', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('random' as const, 'equal' as const),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        (count, extra, kind, randoms) => {
          const total = count * MIN_PART + extra;
          const it = randoms[Symbol.iterator]();
          const parts = splitAll(total, count, kind, () => it.next().value as number);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          for (const p of parts) {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(MIN_PART);
          }
        },
      ),
    );
  });

  it('[RE1] a random part never exceeds twice the mean of what is left (double mean)', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, extra, r) => {
          const left = n + extra;
          const part = nextPart(left, n, 'random', () => r);
          expect(part).toBeLessThanOrEqual(Math.max(MIN_PART, Math.floor((2 * left) / n)));
          expect(left - part).toBeGreaterThanOrEqual(n - 1);
        },
      ),
    );
  });

  it('[RE1] equal split: 1.00 in three parts is 0.33, 0.33, 0.34', () => {
    expect(splitAll(100, 3, 'equal')).toEqual([33, 33, 34]);
  });

  it('[RE1] the last part takes the exact remainder; too little money is refused', () => {
    expect(nextPart(57, 1, 'random', () => 0.5)).toBe(57);
    expect(() => nextPart(2, 3, 'random')).toThrow(RangeError);
    expect(() => nextPart(10, 0, 'equal')).toThrow(RangeError);
  });
});
