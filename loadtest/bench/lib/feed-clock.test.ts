import { describe, expect, it } from 'vitest';
import { startEarlier } from './feed-clock.ts';

describe('startEarlier', () => {
  it('moves --start back by the lead times the feed speed', () => {
    const args = ['--seed', '7', '--speed', '60', '--start', '21:50'];
    expect(startEarlier(args, 27_000)).toEqual(['--seed', '7', '--speed', '60', '--start', '21:23:00']);
    expect(args[5]).toBe('21:50');
  });

  it('keeps seconds, wraps past midnight and reads a missing --speed as real time', () => {
    expect(startEarlier(['--speed', '60', '--start', '00:10'], 30_000)).toContain('23:40:00');
    expect(startEarlier(['--start', '08:00:30'], 27_000)).toEqual(['--start', '08:00:03']);
  });

  it('leaves arguments without --start alone and refuses a malformed one', () => {
    expect(startEarlier(['--speed', '60'], 30_000)).toEqual(['--speed', '60']);
    expect(() => startEarlier(['--start', '9pm'], 1000)).toThrow(/HH:MM/);
  });
});
