/**
 * GB 11643-1999 citizen ID: 17 digits + a check character. Weights 2^(17-i) mod 11; the sum mod 11 picks
 * the check character from "10X98765432". The birth date in digits 7–14 must be a real past date.
 */

/** [V9] Real-name verification is for adults (full civil capacity at 18). */
export const REAL_NAME_MIN_AGE = 18;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] as number);
  return CHECK[sum % 11] as string;
}

export function isValidIdCard(value: string, today: Date = new Date()): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  if (birth.getTime() > today.getTime()) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17]?.toUpperCase();
}

/**
 * [V9] Whole years of age on `day` ('YYYY-MM-DD', pass the Beijing date: todayInBeijing()) of the holder of a
 * valid ID number, by its birth date (digits 7–14). One born on 29 February is a year older on 1 March in a
 * common year.
 */
export function ageOnDay(cardNo: string, day: string): number {
  const birth = Number(cardNo.slice(6, 14));
  const today = Number(day.replaceAll('-', ''));
  return Math.floor((today - birth) / 10_000);
}
