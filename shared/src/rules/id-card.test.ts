import { describe, expect, it } from 'vitest';
import { idCardCheckChar, isValidIdCard } from './id-card.ts';

describe('[V9] GB 11643 citizen ID', () => {
  it('computes the published check characters', () => {
    // Examples from the standard's annex and public test vectors.
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('32010619900307123')).toBe('4');
  });
  it('accepts valid numbers, lower-case x included', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('320106199003071234')).toBe(true);
  });
  it('refuses a wrong check character, an impossible or future birth date and bad lengths', () => {
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard(`110105194902300${'0'}2X`)).toBe(false);
    expect(isValidIdCard('110105209912310028', new Date('2026-01-01'))).toBe(false);
    expect(isValidIdCard('11010519491231002')).toBe(false);
  });
});
