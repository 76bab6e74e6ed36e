import { describe, expect, it } from 'vitest';
import { modelPick } from './model-pick.ts';

const odds = (ou: { home: number; draw: number; away: number } | null, line = 0.5) => ({
  ya: { line, home: 0.9, away: 0.96 },
  da: null,
  ou,
});

describe('model pick (模型推荐) from the feed odds', () => {
  it('[D5] uses margin-free probabilities: a strong favourite that only gives half a goal is backed', () => {
    const p = modelPick({ odds: odds({ home: 1.4, draw: 4.5, away: 8 }), homeRank: null, awayRank: null });
    expect(p).toMatchObject({ market: 'ya', selection: 'home', line: 0.5, price: 0.9 });
    const probs = p?.probabilities;
    expect((probs?.home ?? 0) + (probs?.draw ?? 0) + (probs?.away ?? 0)).toBeCloseTo(100, 0);
    expect(p?.reason).toContain('主胜');
  });

  it('[AR6] writes every probability of a new pick with one decimal: 主胜50.0%, never 52% beside 41.8%', () => {
    const even = modelPick({ odds: odds({ home: 2, draw: 4, away: 4 }), homeRank: null, awayRank: null });
    expect(even?.reason).toContain('（主胜50.0%，平25.0%，客胜25.0%）');
    // The numbers stay numbers for the page; only the text is formatted.
    expect(even?.probabilities).toEqual({ home: 50, draw: 25, away: 25 });
    const mixed = modelPick({ odds: odds({ home: 1.4, draw: 4.5, away: 8 }), homeRank: 3, awayRank: 9 });
    const shown = mixed?.reason.match(/[\d.]+%/g) ?? [];
    expect(shown).toHaveLength(3);
    for (const x of shown) expect(x).toMatch(/^\d+\.\d%$/);
  });

  it('backs the underdog when the line asks more than the odds say', () => {
    const p = modelPick({
      odds: odds({ home: 2.2, draw: 3.2, away: 3.3 }, 1),
      homeRank: null,
      awayRank: null,
    });
    expect(p?.selection).toBe('away');
    expect(p?.price).toBe(0.96);
  });

  it('lets form (the league-table gap) tip a close call', () => {
    const even = { home: 2.6, draw: 3.2, away: 2.6 };
    expect(modelPick({ odds: odds(even, 0), homeRank: 15, awayRank: 2 })?.selection).toBe('away');
    expect(modelPick({ odds: odds(even, 0), homeRank: 2, awayRank: 15 })?.selection).toBe('home');
  });

  it('makes no pick without 欧赔 or 亚盘', () => {
    expect(modelPick({ odds: odds(null), homeRank: 1, awayRank: 2 })).toBeNull();
    expect(
      modelPick({
        odds: { ya: null, da: null, ou: { home: 2, draw: 3, away: 4 } },
        homeRank: 1,
        awayRank: 2,
      }),
    ).toBeNull();
  });
});
