import { describe, expect, it } from 'vitest';
import { ARENA_MSG } from './arena-messages.ts';
import { ARENA_MAX_ROWS, pageSchema, publishSchema } from './arena-rules.ts';

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

describe('pageSchema depth', () => {
  it('[AR2] a list pages through its first ARENA_MAX_ROWS rows: page × limit ≤ 10000 (500 of 20, 200 of 50)', () => {
    expect(ARENA_MAX_ROWS).toBe(10_000);
    for (const q of [{}, { page: 500 }, { page: '200', limit: '50' }, { page: 10_000, limit: 1 }])
      expect(pageSchema.safeParse(q).success, JSON.stringify(q)).toBe(true);
  });

  it('[AR2] a page past the first ARENA_MAX_ROWS rows is refused with tooDeep, never clamped (page 8000 was an OFFSET scan)', () => {
    for (const q of [
      { page: 501 },
      { page: 201, limit: 50 },
      { page: 8000 },
      { page: '10000', limit: '2' },
    ]) {
      const res = pageSchema.safeParse(q);
      expect(res.success, JSON.stringify(q)).toBe(false);
      expect(res.error?.issues[0]?.message).toBe(ARENA_MSG.tooDeep);
    }
    // A malformed page keeps its own message; the depth rule speaks only of well-formed pages.
    expect(pageSchema.safeParse({ page: 'abc' }).error?.issues[0]?.message).toBe(ARENA_MSG.badPage);
    expect(ARENA_MSG.tooDeep).toContain(String(ARENA_MAX_ROWS));
  });
});
