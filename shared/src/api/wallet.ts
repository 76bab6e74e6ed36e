import { z } from 'zod';
import { isDay } from '../time/match-day.ts';
import { queryInt } from './query-int.ts';

/**
 * The wallets (spec §7 "Wallet"; issue 13): 金币 (gold coins, whole numbers) and 球币 (money, shown with two
 * decimals; stored in 分 on the server). Every balance change is a ledger row; `getDetail` lists them.
 */
export type WalletCurrency = 'gold' | 'qiubi';

export const WALLET_PATHS = {
  goldTotal: '/api/user/gold/getGoldTotal',
  qiubiTotal: '/api/user/quQiuCoin/getQuQiuCoinTotal',
  qiubiDetail: '/api/user/quQiuCoinDetail/getDetail',
  goldDetail: '/api/user/goldCoinDetail/getDetail',
} as const;

export const CURRENCY_NAME: Record<WalletCurrency, string> = { gold: '金币', qiubi: '球币' };

/** What a new user is given once so the community features can be tried (recharge comes with payments). */
export const WELCOME_GRANT = { gold: 100, qiubi: 10 } as const;

/** `getGoldTotal` / `getQuQiuCoinTotal` data: the balance in the call's unit (金币 whole, 球币 2 decimals). */
export interface WalletTotal {
  currency: WalletCurrency;
  total: number;
}

/** `dataType` of getDetail: 0 all (also empty), 1 income, 2 expense. `income`/`expense`/`all` are accepted too. */
export const WALLET_DATA_TYPE = { all: '0', income: '1', expense: '2' } as const;
export type WalletDataType = 'all' | 'income' | 'expense';

export const WALLET_PAGE_LIMIT = 10;
export const WALLET_PAGE_MAX = 50;

export const WALLET_MSG = {
  badPage: '页码不正确',
  badLimit: '每页条数应为1-50',
  badTime: '时间范围格式不正确',
  badDataType: '账单类型不正确',
  insufficient: '余额不足',
  /** A 球币 purchase refused for want of balance: the client offers 去充值 beside it. */
  insufficientQiubi: '球币余额不足，请先充值',
  ok: '查询成功',
} as const;

/** One bill line. `amount` is signed in the call's unit: positive income, negative expense. */
export interface WalletDetailRow {
  id: string;
  amount: number;
  balanceAfter: number;
  dataType: 'income' | 'expense';
  kind: string;
  /** Chinese, e.g. 新用户注册奖励. */
  memo: string;
  /** ISO 8601. */
  createdAt: string;
}

// A Map, not an object: `?dataType=__proto__` (or toString) found Object.prototype's member and listed every row.
const DATA_TYPES = new Map<string, WalletDataType>([
  ['', 'all'],
  ['0', 'all'],
  ['all', 'all'],
  ['1', 'income'],
  ['income', 'income'],
  ['2', 'expense'],
  ['expense', 'expense'],
]);

/** Bills cover this century: a far year (9999-12-31) would overflow the day arithmetic. */
const inRange = (day: string | undefined): day is string =>
  isDay(day) && day >= '2000-01-01' && day <= '2099-12-31';

/**
 * `time` is a Beijing day `YYYY-MM-DD`, a month `YYYY-MM`, or a range `YYYY-MM-DD,YYYY-MM-DD` (both days
 * included; `~` also separates). Empty means all time. Parsed to inclusive first and last days.
 */
export function parseWalletTime(text: string): { from: string; to: string } | null | 'bad' {
  const t = text.trim();
  if (!t) return null;
  const month = /^(\d{4})-(\d{2})$/.exec(t);
  if (month) {
    const from = `${t}-01`;
    if (!inRange(from)) return 'bad';
    const last = new Date(Date.UTC(Number(month[1]), Number(month[2]), 0)).getUTCDate();
    return { from, to: `${t}-${String(last).padStart(2, '0')}` };
  }
  const [from, to = from, ...rest] = t.split(/[,~]/).map((s) => s.trim());
  if (rest.length > 0 || !inRange(from) || !inRange(to) || from > to) return 'bad';
  return { from, to };
}

/** getDetail's query: page, limit, time, dataType; every bad value answers 400 with a Chinese message. */
export const walletDetailQuerySchema = z.object({
  page: queryInt(WALLET_MSG.badPage, 1, 100_000, 1),
  limit: queryInt(WALLET_MSG.badLimit, 1, WALLET_PAGE_MAX, WALLET_PAGE_LIMIT),
  time: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseWalletTime(v ?? '');
      if (parsed === 'bad') {
        ctx.addIssue({ code: 'custom', message: WALLET_MSG.badTime });
        return z.NEVER;
      }
      return parsed;
    }),
  dataType: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const t = DATA_TYPES.get(v ?? '');
      if (!t) {
        ctx.addIssue({ code: 'custom', message: WALLET_MSG.badDataType });
        return z.NEVER;
      }
      return t;
    }),
});
export type WalletDetailQuery = z.infer<typeof walletDetailQuerySchema>;

/** 球币 are stored in 分; the API speaks 球币 with two decimals. */
export const qiubiFromFen = (fen: number) => Math.round(fen) / 100;
export const fenFromQiubi = (qiubi: number) => Math.round(qiubi * 100);
