import { describe, expect, it } from 'vitest';
import { cpuSecondsFromStat, cpuSecondsOf } from './proc-stat.ts';

describe('server CPU from /proc (fan-out is measured in deliveries per server CPU-second)', () => {
  it('reads utime + stime (fields 14 and 15) in clock ticks', () => {
    const stat = '4242 (node) S 1 4242 4242 0 -1 4194560 8000 0 0 0 1234 566 0 0 20 0 11 0 123 456 789';
    expect(cpuSecondsFromStat(stat)).toBeCloseTo(18, 5);
  });

  it('is not fooled by spaces and parentheses in the command name', () => {
    const stat = '7 (node (gw) 1) R 1 7 7 0 -1 0 0 0 0 0 250 50 0 0 20 0 1 0 1 1 1';
    expect(cpuSecondsFromStat(stat)).toBeCloseTo(3, 5);
  });

  it('answers null for text that is not a stat line', () => {
    expect(cpuSecondsFromStat('garbage')).toBeNull();
  });

  it('reads this very process', () => {
    expect(cpuSecondsOf(process.pid)).toBeGreaterThan(0);
  });
});
