import { useState } from 'react';
import { Link } from 'react-router-dom';
import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { percent } from '../arena-labels.ts';
import { LoadedView } from '../components/loaded.tsx';
import { ModelBadge } from '../components/model-badge.tsx';
import { RankPager } from './index-tab.tsx';

const LIMIT = 50;

/**
 * 排行榜: week or month rounds (whatRound), ranked by profit, 50 a page; earlier rounds by paging back, and
 * forward no further than the round under way (getArenaWhatRound).
 */
export default function RankingTab() {
  const [rankType, setRankType] = useState<'week' | 'month'>('week');
  const [round, setRoundOnly] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { state } = useApi(
    () => arenaApi.ranking(rankType, round, page, LIMIT),
    `${rankType}:${round}:${page}`,
  );
  const latest = useApi(() => arenaApi.round(), 'round');
  const current = latest.state.status === 'ready' ? latest.state.data[rankType] : undefined;
  const setRound = (r: number | undefined) => {
    setRoundOnly(r);
    setPage(1);
  };
  // From the table's own type: the week table still on screen while the month one loads must not give a
  // month round of 201 (the gateway refuses it).
  const step = (table: { round: number; rankType: 'week' | 'month' }, by: number) => {
    if (table.rankType === 'week') return table.round + by;
    // Month rounds are YYYYMM.
    const y = Math.floor(table.round / 100);
    const m = (table.round % 100) + by;
    return m < 1 ? (y - 1) * 100 + 12 : m > 12 ? (y + 1) * 100 + 1 : y * 100 + m;
  };
  return (
    <section className="arena-ranking">
      <div className="arena-tabs" role="tablist">
        {(['week', 'month'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === rankType}
            className={t === rankType ? 'active' : ''}
            onClick={() => {
              setRankType(t);
              setRound(undefined);
            }}
          >
            {t === 'week' ? '周榜' : '月榜'}
          </button>
        ))}
      </div>
      <LoadedView state={state}>
        {(table) => (
          <>
            <p className="arena-round">
              <button
                type="button"
                disabled={table.rankType !== rankType}
                onClick={() => setRound(step(table, -1))}
              >
                上一期
              </button>
              <span>
                {table.rankType === 'week'
                  ? `第${table.round}期`
                  : `${Math.floor(table.round / 100)}年${table.round % 100}月`}
                （{table.from} 至 {table.to}）
              </span>
              <button
                type="button"
                disabled={
                  table.rankType !== rankType ||
                  round === undefined ||
                  (current !== undefined && table.round >= current)
                }
                onClick={() => setRound(step(table, 1))}
              >
                下一期
              </button>
            </p>
            {table.list.length === 0 ? (
              <p className="arena-empty">本期还没有已结算的推荐</p>
            ) : (
              <div className="arena-table-wrap">
                <table className="arena-table" data-testid="arena-ranking">
                  <thead>
                    <tr>
                      <th>排名</th>
                      <th>推荐人</th>
                      <th>已结算</th>
                      <th>红单</th>
                      <th>命中率</th>
                      <th>盈利（单位）</th>
                      <th>回报率</th>
                    </tr>
                  </thead>
                  <tbody>
                    {table.list.map((r) => (
                      <tr key={r.userId}>
                        <td>{r.rank}</td>
                        <td>
                          <Link to={`/blank/arena/personInfo?userId=${r.userId}`}>{r.userName}</Link>
                          <ModelBadge isModel={r.isModel} userName={r.userName} />
                        </td>
                        <td>{r.settled}</td>
                        <td>{r.hits}</td>
                        <td>{percent(r.hitRate)}</td>
                        <td>{r.profit.toFixed(2)}</td>
                        <td>{percent(r.roi)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <RankPager page={page} total={table.total} limit={LIMIT} onPage={setPage} />
          </>
        )}
      </LoadedView>
    </section>
  );
}
