import { PICK_RESULT_LABEL } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import Pager from '../../../components/pager.tsx';
import { arenaApi, arenaLastPage, type Purchase } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { kickoffText } from '../arena-labels.ts';
import { LoadedView } from './loaded.tsx';

const LIMIT = 20;

const stateOf = (p: Purchase) =>
  p.refundedAt !== null
    ? '已退款'
    : p.status === 'pending'
      ? '待结算'
      : p.status === 'void'
        ? '已作废'
        : p.result
          ? `已结算（${PICK_RESULT_LABEL[p.result]}）`
          : '已结算';

/**
 * 我购买的推荐 (getConsumeList): the paid picks I bought, newest first, each linking to its detail where the
 * reason is readable. Without it a buyer found a purchase only as a line in the bill.
 */
export function BoughtPicks() {
  const [page, setPage] = useState(1);
  const { state } = useApi(() => arenaApi.bought(page, LIMIT), `bought:${page}`);
  return (
    <section aria-label="我购买的推荐">
      <h2 className="arena-h">我购买的推荐</h2>
      <LoadedView state={state}>
        {(rows) =>
          rows.length === 0 && page === 1 ? (
            <p className="arena-empty">
              您还没有购买过推荐，<Link to="/arena">去推荐广场看看</Link>
            </p>
          ) : (
            <>
              <table className="arena-table" data-testid="arena-bought">
                <thead>
                  <tr>
                    <th>比赛</th>
                    <th>价格</th>
                    <th>状态</th>
                    <th>购买时间</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((p) => (
                    <tr key={p.id}>
                      <td>
                        <Link to={`/blank/arena/recommeDetail?id=${p.pickId}`}>
                          {p.homeName} vs {p.awayName}
                        </Link>
                      </td>
                      <td>{p.money.toFixed(2)}球币</td>
                      <td>{stateOf(p)}</td>
                      <td>{kickoffText(p.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {/* The list has no total: a full page may have a next one, within the first ARENA_MAX_ROWS rows. */}
              <Pager
                className="arena-pager"
                plain
                label="已购分页"
                page={page}
                hasNext={rows.length >= LIMIT && page < arenaLastPage(LIMIT)}
                onPage={setPage}
              />
            </>
          )
        }
      </LoadedView>
    </section>
  );
}
