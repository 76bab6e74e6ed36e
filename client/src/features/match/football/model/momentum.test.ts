import type { AnimeItem } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { animeMinute, momentumBars } from './momentum.ts';

const item = (id: number, minute: string, side: 'home' | 'away' | null, kind: string): AnimeItem => ({
  id,
  at: id,
  minute,
  side,
  kind,
  label: kind,
});

describe('momentumBars (攻势图)', () => {
  it('reads stoppage time as the period’s last minute', () => {
    expect(animeMinute("45+2'")).toBe(45);
    expect(animeMinute("7'")).toBe(7);
    expect(animeMinute('')).toBeNull();
  });

  it('adds up pressure per side per three minutes, away below the line, goals marked, quiet bars kept', () => {
    const bars = momentumBars([
      item(1, "1'", 'home', 'attack'),
      item(2, "2'", 'home', 'shot'),
      item(3, "3'", 'away', 'dangerousAttack'),
      item(4, "11'", 'away', 'goal'),
      item(5, "11'", 'home', 'card'),
      item(6, "12'", null, 'attack'),
    ]);
    expect(bars.map((b) => [b.label, b.home, b.away, b.goals])).toEqual([
      ["1'", 5, -3, []],
      ["4'", 0, 0, []],
      ["7'", 0, 0, []],
      ["10'", 0, -5, ['away']],
    ]);
  });

  it('is empty before any item', () => {
    expect(momentumBars([])).toEqual([]);
  });
});
