import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeParam } from './api/wallet-api.ts';
import { formatSigned } from './bill-format.ts';
import MyBillPage from './mybill-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const welcome = (currency: 'gold' | 'qiubi') => ({
  id: currency === 'gold' ? '1' : '3',
  amount: currency === 'gold' ? 100 : 10,
  balanceAfter: currency === 'gold' ? 95 : 10,
  dataType: 'income',
  kind: 'welcome',
  memo: '新用户注册奖励',
  // 2026-11-24 08:05 in Beijing.
  createdAt: '2026-11-24T00:05:00.000Z',
});
const spent = {
  id: '2',
  amount: -5,
  balanceAfter: 95,
  dataType: 'expense',
  kind: 'arena_buy',
  memo: '购买擂台推荐',
  createdAt: '2026-11-24T02:00:00.000Z',
};

/** A gateway stand-in answering the four wallet calls; records every detail query it was asked. */
function stubWallet(opts: { failDetail?: boolean; empty?: boolean } = {}) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://site');
    const ok = (data: unknown) => Response.json({ code: 200, msg: '查询成功', data });
    if (url.pathname.endsWith('getGoldTotal')) return ok({ currency: 'gold', total: 95 });
    if (url.pathname.endsWith('getQuQiuCoinTotal')) return ok({ currency: 'qiubi', total: 10 });
    asked.push(url.searchParams);
    if (opts.failDetail)
      return Response.json({ code: 500, msg: '服务器开小差了', data: null }, { status: 500 });
    const gold = url.pathname.includes('goldCoinDetail');
    const type = url.searchParams.get('dataType');
    let list = gold ? [spent, welcome('gold')] : [welcome('qiubi')];
    if (type === '1') list = list.filter((r) => r.amount > 0);
    if (type === '2') list = list.filter((r) => r.amount < 0);
    if (opts.empty || url.searchParams.has('time')) list = [];
    // The bill holds 25 lines: 10 a page makes 3 pages, and a later page is empty.
    const pastEnd = Number(url.searchParams.get('page')) > 3;
    return ok({
      list: pastEnd ? [] : list,
      total: list.length === 0 ? 0 : 25,
      page: Number(url.searchParams.get('page')),
      limit: 10,
    });
  });
  return asked;
}

/** Where the page's filters put the address bar. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="地址">{search}</output>;
}

function renderBill(path = '/userarea/mybill') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MyBillPage />
      <Address />
    </MemoryRouter>,
  );
}

describe('/userarea/mybill (issue 13 wallet bill)', () => {
  it('[W10] shows both balances and the 金币 bill newest first with Chinese memos and signed amounts', async () => {
    stubWallet();
    renderBill();
    expect(screen.getByText('加载中…')).toBeTruthy();
    await screen.findByText('购买擂台推荐');
    const balances = screen.getByRole('region', { name: '账户余额' });
    expect(balances.textContent).toContain('金币余额95');
    expect(balances.textContent).toContain('球币余额10.00');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '2026-11-24 10:00购买擂台推荐-595',
      '2026-11-24 08:05新用户注册奖励+10095',
    ]);
    expect(screen.getByText('共 25 条')).toBeTruthy();
  });

  it('[W10] 收入/支出 tabs, the currency switch and paging ask the right call', async () => {
    const asked = stubWallet();
    renderBill();
    await screen.findByText('购买擂台推荐');
    fireEvent.click(screen.getByRole('button', { name: '支出' }));
    // The expense page has loaded once its pager is back, and the income line is gone.
    fireEvent.click(await screen.findByRole('button', { name: '下一页' }));
    expect(asked.at(-2)?.get('dataType')).toBe('2');
    expect(screen.queryByText('新用户注册奖励')).toBeNull();
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    // Switching to 球币 starts again on page 1 and shows two decimals.
    fireEvent.click(screen.getByRole('button', { name: /球币余额/ }));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await screen.findByText('球币明细');
    await screen.findByText('+10.00');
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(asked.at(-1)?.get('dataType')).toBe('0');
  });

  it('[W10] a date range is sent as time=from,to; an empty answer shows 暂无账单记录; a reversed range is caught', async () => {
    const asked = stubWallet();
    const { container } = renderBill();
    await screen.findByText('购买擂台推荐');
    const from = container.querySelector('input[name="from"]') as HTMLInputElement;
    const to = container.querySelector('input[name="to"]') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2026-10-01' } });
    fireEvent.change(to, { target: { value: '2026-10-31' } });
    await screen.findByText('暂无账单记录');
    expect(asked.at(-1)?.get('time')).toBe('2026-10-01,2026-10-31');
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert').textContent).toBe('开始日期不能晚于结束日期');
    fireEvent.click(screen.getByRole('button', { name: '清除日期' }));
    await screen.findByText('购买擂台推荐');
    expect(asked.at(-1)?.has('time')).toBe(false);
  });

  it('[W10] an address past the last page (a bookmark, an old link) opens the last page, not 暂无账单记录', async () => {
    const asked = stubWallet();
    renderBill('/userarea/mybill?page=9');
    await screen.findByText('购买擂台推荐');
    expect(screen.getByText('第 3 / 3 页')).toBeTruthy();
    expect(screen.queryByText('暂无账单记录')).toBeNull();
    expect(asked.at(-1)?.get('page')).toBe('3');
    expect(screen.getByRole('status', { name: '地址' }).textContent).toBe('?page=3');
  });

  it('[W10] a failed load says why in Chinese and offers 重试', async () => {
    stubWallet({ failDetail: true });
    renderBill();
    expect((await screen.findByRole('alert')).textContent).toContain('账单加载失败：服务器开小差了');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('[W10] amounts and open-ended ranges', () => {
    expect(formatSigned('gold', -5)).toBe('-5');
    expect(formatSigned('qiubi', 0.01)).toBe('+0.01');
    expect(timeParam('', '')).toBe('');
    expect(timeParam('2026-10-01', '', '2026-11-24')).toBe('2026-10-01,2026-11-24');
    expect(timeParam('', '2026-10-05')).toBe('2020-01-01,2026-10-05');
    expect(timeParam('2026-10-05', '2026-10-05')).toBe('2026-10-05');
  });

  it('[W10] the filters live in the address, so a reload (or 后退) keeps 球币, 支出, the dates and the page', async () => {
    const asked = stubWallet();
    renderBill('/userarea/mybill?coin=qiubi&type=expense&from=2026-10-01&to=2026-10-31&page=2');
    await screen.findByText('球币明细');
    // The first call is the address's own. (The stand-in has no lines in that range, so the page then falls
    // back to page 1 by the past-the-last-page rule: only the first call shows page 2.)
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    const first = asked[0];
    expect([first?.get('time'), first?.get('dataType'), first?.get('page')]).toEqual([
      '2026-10-01,2026-10-31',
      '2',
      '2',
    ]);
    await screen.findByText('暂无账单记录');
    expect(screen.getByRole('button', { name: '支出' }).getAttribute('aria-pressed')).toBe('true');
    expect((document.querySelector('input[name="from"]') as HTMLInputElement).value).toBe('2026-10-01');
    // A change goes back into the address, starting again on page 1.
    fireEvent.click(screen.getByRole('button', { name: '收入' }));
    const address = new URLSearchParams(screen.getByRole('status', { name: '地址' }).textContent ?? '');
    expect(Object.fromEntries(address)).toEqual({
      coin: 'qiubi',
      type: 'income',
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });
});
