import {
  type Page,
  todayInBeijing,
  WALLET_DATA_TYPE,
  WALLET_PATHS,
  type WalletCurrency,
  type WalletDataType,
  type WalletDetailRow,
  type WalletTotal,
} from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';

export interface BillQuery {
  page: number;
  limit: number;
  dataType: WalletDataType;
  /** Inclusive Beijing days `YYYY-MM-DD`; empty for no bound. */
  from: string;
  to: string;
}

/** The first day anything can be in a bill: an open start of the date range. */
export const BILL_EPOCH = '2020-01-01';

/** `time` as getDetail reads it: one day, or `from,to`; an open end runs to today, an open start from the epoch. */
export function timeParam(from: string, to: string, today: string = todayInBeijing()): string {
  if (!from && !to) return '';
  const a = from || BILL_EPOCH;
  const b = to || (today < a ? a : today);
  return a === b ? a : `${a},${b}`;
}

/** The wallet calls of spec §7. */
export const walletApi = {
  total: (currency: WalletCurrency, signal?: AbortSignal): Promise<ApiResult<WalletTotal>> =>
    requestJson(currency === 'gold' ? WALLET_PATHS.goldTotal : WALLET_PATHS.qiubiTotal, {}, signal),
  detail(
    currency: WalletCurrency,
    q: BillQuery,
    signal?: AbortSignal,
  ): Promise<ApiResult<Page<WalletDetailRow>>> {
    const params = new URLSearchParams({
      page: String(q.page),
      limit: String(q.limit),
      dataType: WALLET_DATA_TYPE[q.dataType],
    });
    const time = timeParam(q.from, q.to);
    if (time) params.set('time', time);
    const path = currency === 'gold' ? WALLET_PATHS.goldDetail : WALLET_PATHS.qiubiDetail;
    return requestJson(`${path}?${params}`, {}, signal);
  },
};
