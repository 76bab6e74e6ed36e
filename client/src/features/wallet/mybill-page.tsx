import { CURRENCY_NAME, todayInBeijing, type WalletCurrency, type WalletDataType } from '@kuyi/shared';
import { useState } from 'react';
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

/** /userarea/mybill (spec §2): 金币 and 球币 balances and the bill of one currency, filtered and paged. */
export default function MyBillPage() {
  const [currency, setCurrency] = useState<WalletCurrency>('gold');
  const [dataType, setDataType] = useState<WalletDataType>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const today = todayInBeijing();

  const rangeBad = from !== '' && to !== '' && from > to;
  const balances = useBalances(reload);
  const bill = useBill(currency, rangeBad ? null : { page, limit: PAGE_SIZE, dataType, from, to }, reload);
  // Any change of filter starts again at the first page.
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const retry = () => setReload((n) => n + 1);

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
            onClick={() => refilter(() => setCurrency(c))}
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
              onClick={() => refilter(() => setDataType(t))}
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
              onChange={(e) => refilter(() => setFrom(e.target.value))}
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
              onChange={(e) => refilter(() => setTo(e.target.value))}
            />
          </label>
          {(from || to) && (
            <button
              type="button"
              className="btn btn-sm"
              onClick={() =>
                refilter(() => {
                  setFrom('');
                  setTo('');
                })
              }
            >
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
      ) : bill?.status === 'loading' ? (
        <p className="mybill-state">加载中…</p>
      ) : bill?.status === 'error' ? (
        <div className="mybill-error" role="alert">
          账单加载失败：{bill.msg}
          <button type="button" className="btn btn-sm" onClick={retry}>
            重试
          </button>
        </div>
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
                    <td>{r.memo}</td>
                    <td className={r.amount > 0 ? 'income' : 'expense'}>
                      {formatSigned(currency, r.amount)}
                    </td>
                    <td>{formatAmount(currency, r.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <BillPager
            page={bill.data.page}
            pages={Math.max(1, Math.ceil(bill.data.total / bill.data.limit))}
            total={bill.data.total}
            onPage={setPage}
          />
        </>
      ) : null}
    </div>
  );
}

function BillPager(props: { page: number; pages: number; total: number; onPage: (p: number) => void }) {
  const { page, pages, total, onPage } = props;
  return (
    <nav className="mybill-pager" aria-label="分页">
      <span>共 {total} 条</span>
      {pages > 1 && (
        <>
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            上一页
          </button>
          <span>
            第 {page} / {pages} 页
          </span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            下一页
          </button>
        </>
      )}
    </nav>
  );
}
