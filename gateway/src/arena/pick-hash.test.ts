import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentHash, type FrozenPick, newPickSalt } from './pick-hash.ts';

const pick: FrozenPick = {
  userId: 7,
  matchId: '2611290101',
  sport: 'football',
  market: 'ya',
  selection: 'away',
  line: 0.25,
  price: 0.94,
  reason: '',
  priceFen: 500,
  publishedAt: '2026-11-29T01:00:00.000Z',
  salt: '',
};

describe('[AR1] a pick’s content hash', () => {
  it('of a pick published before salts is the hash it was published with (no salt field)', () => {
    const { salt: _none, ...fields } = pick;
    const canonical = JSON.stringify(
      Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))),
    );
    expect(contentHash(pick)).toBe(createHash('sha256').update(canonical).digest('hex'));
  });

  it('cannot be matched by hashing the other selection without the salt', () => {
    const salted = { ...pick, salt: newPickSalt() };
    const guesses = ['home', 'away'].map((selection) => contentHash({ ...pick, selection }));
    expect(guesses).not.toContain(contentHash(salted));
    // With the salt (shown to whoever may read the pick) it recomputes.
    expect(contentHash({ ...salted })).toBe(contentHash(salted));
    expect(newPickSalt()).not.toBe(salted.salt);
  });
});
