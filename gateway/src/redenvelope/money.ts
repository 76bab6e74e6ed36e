/**
 * 球币 travel as decimals with at most two places (spec §3 redEnvelopeMoney, §7 rewardMoney) and are stored
 * in 分. Parsing works on the text so 0.1 + 0.2 style float errors never reach the ledger.
 */
const MONEY_RE = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** 分 from "12.34" / 12.34, or null when the text is not a non-negative amount with ≤ 2 decimals. */
export function parseMoney(input: unknown): number | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const m = MONEY_RE.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 分 → 球币 as the API shows them (a number with at most two decimals). */
export function toMoney(cents: number): number {
  return Math.round(cents) / 100;
}
