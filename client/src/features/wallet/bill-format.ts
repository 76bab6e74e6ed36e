import { formatKickoffTime, matchDay, type WalletCurrency } from '@kuyi/shared';

/** 金币 are whole; 球币 always show two decimals (10 → 10.00). */
export const formatAmount = (currency: WalletCurrency, n: number) =>
  currency === 'qiubi' ? n.toFixed(2) : String(n);

/** Signed for the bill: +100 income, -5 expense. */
export const formatSigned = (currency: WalletCurrency, n: number) =>
  `${n > 0 ? '+' : n < 0 ? '-' : ''}${formatAmount(currency, Math.abs(n))}`;

/** 'YYYY-MM-DD HH:mm' on the Beijing clock, the same for every visitor. */
export const formatBillTime = (iso: string) => {
  const t = Date.parse(iso);
  return `${matchDay(t)} ${formatKickoffTime(t)}`;
};
