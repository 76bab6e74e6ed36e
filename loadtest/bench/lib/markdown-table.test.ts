import { describe, expect, it } from 'vitest';
import { markdownTable, round } from './markdown-table.ts';

describe('benchmark tables for docs/benchmarks.md', () => {
  it('right-aligns numeric columns only', () => {
    expect(
      markdownTable(
        ['clients', 'ratio'],
        [
          [1000, '0.5×'],
          [5000, '0.4×'],
        ],
      ),
    ).toBe(['| clients | ratio |', '| ---: | --- |', '| 1000 | 0.5× |', '| 5000 | 0.4× |'].join('\n'));
  });

  it('rounds to three significant digits below 100', () => {
    expect(round(0.123456)).toBe(0.123);
    expect(round(42.4242)).toBe(42.4);
    expect(round(12345.6)).toBe(12346);
  });
});
