import { CURRENCY_NAME, todayInBeijing, type WalletCurrency, type WalletDataType } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import Pager from '../../components/pager.tsx';
import { formatAmount, formatBillTime, formatSigned } from './bill-format.ts';
import { useBalances, useBill } from './use-bill.ts';
import './wallet.css';

const PAGE_SIZE = 10;
const CURRENCIES: WalletCurrency[] = ['gold', 'qiubi'];
const TABS: [WalletDataType, string][] = [
  ['all', '全部'],
  ['income', '收入'],
  ['expense', '支出'],
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The bill's filters as they stand in the address (?coin=qiubi&type=expense&from=…&to=…&page=2). */
function filtersOf(params: URLSearchParams) {
  const coin = params.get('coin');
  const type = params.get('type');
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  const page = Number(params.get('page'));
  return {
    currency: (CURRENCIES.includes(coin as WalletCurrency) ? coin : 'gold') as WalletCurrency,
    dataType: TABS.find(([t]) => t === type)?.[0] ?? 'all',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
type Filters = ReturnType<typeof filtersOf>;

/**
 * /userarea/mybill (spec §2): 金币 and 球币 balances and the bill of one currency, filtered and paged. The
 * filters live in the address, so a reload or 后退 keeps them.
 */
export default function MyBillPage() {
  const [params, setParams] = useSearchParams();
  const { currency, dataType, from, to, page } = filtersOf(params);
  const [reload, setReload] = useState(0);
  const today = todayInBeijing();

  const rangeBad = from !== '' && to !== '' && from > to;
  const balances = useBalances(reload);
  const bill = useBill(currency, rangeBad ? null : { page, limit: PAGE_SIZE, dataType, from, to }, reload);
  const show = (next: Filters) => {
    const q = new URLSearchParams();
    if (next.currency !== 'gold') q.set('coin', next.currency);
    if (next.dataType !== 'all') q.set('type', next.dataType);
    if (next.from) q.set('from', next.from);
    if (next.to) q.set('to', next.to);
    if (next.page > 1) q.set('page', String(next.page));
    setParams(q, { replace: true, preventScrollReset: true });
  };
  const current = { currency, dataType, from, to, page };
  // Any change of filter starts again at the first page.
  const refilter = (change: Partial<Filters>) => show({ ...current, ...change, page: 1 });
  const setPage = (p: number) => show({ ...current, page: p });
  const retry = () => setReload((n) => n + 1);
  // An address past the last page (a bookmark, an old link) would say 暂无账单记录 over a bill that has lines,
  // with no pager to get back: it opens the last page instead.
  const lastPage = bill?.status === 'ready' ? Math.max(1, Math.ceil(bill.data.total / bill.data.limit)) : 1;
  const pastEnd = bill?.status === 'ready' && bill.data.list.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastEnd) setPage(lastPage);
  }, [pastEnd, lastPage]);

  return (
    <div className="mybill">
      <h2 className="mybill-title">我的账单</h2>

      <section className="mybill-balances" aria-label="账户余额">
        {CURRENCIES.map((c) => (
          <button
            key={c}
            type="button"
            className={`mybill-balance${c === currency ? ' active' : ''}`}
            aria-pressed={c === currency}
            onClick={() => refilter({ currency: c })}
          >
            <span className="mybill-balance-name">{CURRENCY_NAME[c]}余额</span>
            <strong className="mybill-balance-value">
              {balances.status === 'ready'
                ? formatAmount(c, balances.data[c].total)
                : balances.status === 'loading'
                  ? '…'
                  : '--'}
            </strong>
          </button>
        ))}
      </section>
      {balances.status === 'error' && (
        <p className="mybill-error" role="alert">
          余额加载失败：{balances.msg}
        </p>
      )}

      <div className="mybill-filters">
        <nav className="mybill-tabs" aria-label="收支类型">
          {TABS.map(([t, label]) => (
            <button
              key={t}
              type="button"
              className={t === dataType ? 'active' : ''}
              aria-pressed={t === dataType}
              onClick={() => refilter({ dataType: t })}
            >
              {label}
            </button>
          ))}
        </nav>
        <div className="mybill-range">
          <label>
            开始日期
            <input
              type="date"
              name="from"
              value={from}
              max={today}
              onChange={(e) => refilter({ from: e.target.value })}
            />
          </label>
          <span>至</span>
          <label>
            结束日期
            <input
              type="date"
              name="to"
              value={to}
              max={today}
              onChange={(e) => refilter({ to: e.target.value })}
            />
          </label>
          {(from || to) && (
            <button type="button" className="btn btn-sm" onClick={() => refilter({ from: '', to: '' })}>
              清除日期
            </button>
          )}
        </div>
      </div>

      <h3 className="mybill-subtitle">{CURRENCY_NAME[currency]}明细</h3>
      {rangeBad ? (
        <p className="mybill-error" role="alert">
          开始日期不能晚于结束日期
        </p>
      ) : bill?.status === 'loading' || pastEnd ? (
        <p className="mybill-state">加载中…</p>
      ) : bill?.status === 'error' ? (
        <LoadError msg={`账单加载失败：${bill.msg}`} onRetry={retry} />
      ) : bill?.status === 'ready' && bill.data.list.length === 0 ? (
        <p className="mybill-state">暂无账单记录</p>
      ) : bill?.status === 'ready' ? (
        <>
          {/* The table scrolls inside its own box on a narrow screen instead of widening the page. */}
          <div className="mybill-table-wrap">
            <table className="mybill-table">
              <thead>
                <tr>
                  <th>时间</th>
                  <th>说明</th>
                  <th>收支（{CURRENCY_NAME[currency]}）</th>
                  <th>余额</th>
                </tr>
              </thead>
              <tbody>
                {bill.data.list.map((r) => (
                  <tr key={r.id}>
                    <td>{formatBillTime(r.createdAt)}</td>
                    <td className="mybill-memo">{r.memo}</td>
                    <td className={r.amount > 0 ? 'income' : 'expense'}>
                      {formatSigned(currency, r.amount)}
                    </td>
                    <td>{formatAmount(currency, r.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            className="mybill-pager"
            page={bill.data.page}
            total={bill.data.total}
            limit={bill.data.limit}
            onPage={setPage}
            showTotal
          />
        </>
      ) : null}
    </div>
  );
}
