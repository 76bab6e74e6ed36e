import { describe, expect, it } from 'vitest';
import { ageOnDay, idCardCheckChar, isValidIdCard } from './id-card.ts';

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

describe('[V9] real-name age: 18 or over on the Beijing day', () => {
  const born = (yyyymmdd: string) => {
    const first17 = `110105${yyyymmdd}123`;
    return first17 + idCardCheckChar(first17);
  };
  it('counts whole years from the birth date in digits 7–14, turning a year older on the birthday', () => {
    expect(ageOnDay(born('20080307'), '2026-03-06')).toBe(17);
    expect(ageOnDay(born('20080307'), '2026-03-07')).toBe(18);
    expect(ageOnDay(born('19900307'), '2026-11-27')).toBe(36);
    expect(ageOnDay(born('20081231'), '2026-12-30')).toBe(17);
    expect(ageOnDay(born('20081231'), '2026-12-31')).toBe(18);
  });
  it('one born on 29 February turns a year older on 1 March in a common year', () => {
    expect(ageOnDay(born('20080229'), '2026-02-28')).toBe(17);
    expect(ageOnDay(born('20080229'), '2026-03-01')).toBe(18);
  });
});
