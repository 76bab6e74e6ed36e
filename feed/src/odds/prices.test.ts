import { overround } from '@kuyi/shared';
import { assertProperty } from '@kuyi/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDistribution, meansFromResult, resultProbabilities, totalDistribution } from './poisson.ts';
import { asianLine, overUnderLine, priceOutcomes, settle } from './prices.ts';

describe('[issue3] prices keep the company margin (implied probabilities = 1 + margin)', () => {
  it('for any 1x2 probabilities, even near-certain ones, the overround stays within 2–12 %', () => {
    assertProperty(
      fc.property(
        fc.tuple(
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.double({ min: 0, max: 1, noNaN: true }),
        ),
        fc.double({ min: 0.04, max: 0.09, noNaN: true }),
        ([a, b, c], margin) => {
          const sum = a + b + c || 1;
          const prices = priceOutcomes([a / sum, b / sum, c / sum], margin);
          for (const p of prices) {
            expect(p).toBeGreaterThanOrEqual(1.01);
            expect(p).toBeLessThanOrEqual(101);
          }
          const m = overround(prices);
          expect(m).toBeGreaterThanOrEqual(0.02);
          expect(m).toBeLessThanOrEqual(0.12);
        },
      ),
    );
  });

  it('quarter lines settle half the stake on each neighbour (平/半 won by one goal is a full win)', () => {
    expect(settle(1 - 0.25)).toBe(1);
    expect(settle(0 - 0.25)).toBe(0.25);
    expect(settle(0 + 0.25)).toBe(0.75);
    expect(settle(0)).toBe(0.5);
    expect(settle(-1)).toBe(0);
  });

  it('a stronger home side gets a positive (home gives) handicap; equal sides get 平手', () => {
    expect(asianLine(diffDistribution(2.2, 0.7), 0.06).line).toBeGreaterThan(0.5);
    expect(asianLine(diffDistribution(1.2, 1.2), 0.06).line).toBe(0);
    expect(asianLine(diffDistribution(0.6, 2.0), 0.06).line).toBeLessThan(0);
  });

  it('expected goals recovered from 1x2 probabilities reproduce them', () => {
    const probs = resultProbabilities(0, 1.8, 0.9);
    const [h, a] = meansFromResult(probs);
    const back = resultProbabilities(0, h, a);
    for (const [i, p] of back.entries()) expect(p).toBeCloseTo(probs[i] ?? 0, 2);
  });
});

describe('the live total line (大小) is always above the goals already scored', () => {
  const totalLine = (goals: number, meanLeft: number) =>
    overUnderLine(totalDistribution(meanLeft / 2, meanLeft / 2, goals), goals, 0.06);

  it.each([0, 3, 8, 9, 10, 12, 15])(
    'at %i goals the line is at least goals + 0.5, with two real prices',
    (goals) => {
      for (const meanLeft of [0.05, 0.6, 2.7]) {
        const da = totalLine(goals, meanLeft);
        expect(da.line, `${goals} goals, ${meanLeft} to come`).toBeGreaterThanOrEqual(goals + 0.5);
        expect(Number.isInteger(da.line * 4)).toBe(true);
        expect(da.over).toBeGreaterThan(0);
        expect(da.under).toBeGreaterThan(0);
      }
    },
  );

  it('at 9, 10 and 12 goals with little time left the line sits just above the score (9.5, 10.5, 12.5)', () => {
    expect(totalLine(9, 0.1).line).toBe(9.5);
    expect(totalLine(10, 0.1).line).toBe(10.5);
    expect(totalLine(12, 0.1).line).toBe(12.5);
  });

  it('before kick-off the line is unchanged by the fix: about the expected total (2.5 for 2.7 goals)', () => {
    expect(totalLine(0, 2.7).line).toBe(2.5);
  });
});
