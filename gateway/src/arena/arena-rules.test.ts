import { describe, expect, it } from 'vitest';
import { ARENA_MSG } from './arena-messages.ts';
import { publishSchema } from './arena-rules.ts';

const form = (chargeMoney: unknown) => ({
  matchId: 'm1',
  market: 'ya',
  selection: 'home',
  reason: '',
  chargeMoney,
});

describe('publishSchema chargeMoney', () => {
  it('[AR2] takes 0 (free) and 0.01–100 with at most two decimals', () => {
    for (const ok of [0, 0.01, 1.5, '2.50', 100])
      expect(publishSchema.safeParse(form(ok)).success, String(ok)).toBe(true);
  });

  it('[AR2] refuses a price with more than two decimals however small (1e-9 was published as a free pick)', () => {
    for (const bad of [1e-9, 0.001, 0.004, 2.5000001, 1e-7]) {
      const res = publishSchema.safeParse(form(bad));
      expect(res.success, String(bad)).toBe(false);
      expect(res.error?.issues[0]?.message).toBe(ARENA_MSG.badPrice);
    }
  });
});
