import { describe, expect, it } from 'vitest';
import { parseWalletTime, WALLET_MSG, walletDetailQuerySchema } from './wallet.ts';

describe('wallet getDetail query (issue 13)', () => {
  it('[W9] time is a day, a month or an inclusive range of Beijing days', () => {
    expect(parseWalletTime('')).toBeNull();
    expect(parseWalletTime('2026-10-09')).toEqual({ from: '2026-10-09', to: '2026-10-09' });
    expect(parseWalletTime('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(parseWalletTime('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(parseWalletTime('2026-10-01,2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(parseWalletTime('2026-10-01~2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('[W9] impossible days, reversed ranges and far years are refused', () => {
    for (const bad of [
      '2026-02-30',
      '2026-13',
      '2026-10-31,2026-10-01',
      '9999-12-31',
      '1999-12-31',
      'a,b',
      '2026-10-01,2026-10-02,2026-10-03',
    ])
      expect(parseWalletTime(bad), bad).toBe('bad');
  });

  it('[W9] defaults: page 1, limit 10, all time, all types; dataType accepts 0/1/2 and names', () => {
    expect(walletDetailQuerySchema.parse({})).toEqual({ page: 1, limit: 10, time: null, dataType: 'all' });
    expect(walletDetailQuerySchema.parse({ page: '3', limit: '50', dataType: '2' })).toMatchObject({
      page: 3,
      limit: 50,
      dataType: 'expense',
    });
    expect(walletDetailQuerySchema.parse({ dataType: 'income' }).dataType).toBe('income');
    expect(walletDetailQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(walletDetailQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('[W9] a dataType naming an Object member (__proto__, toString) is no type: 400 账单类型不正确', () => {
    for (const dataType of ['__proto__', 'toString', 'constructor', 'hasOwnProperty']) {
      const parsed = walletDetailQuerySchema.safeParse({ dataType });
      expect(parsed.success, dataType).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(WALLET_MSG.badDataType);
    }
  });
});
