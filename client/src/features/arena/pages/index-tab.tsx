import type { ArenaPick } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import SharedPager, { type PageProps } from '../../../components/pager.tsx';
import { arenaApi, arenaLastPage, type Paged } from '../api/arena-api.ts';
import { type Loaded, useApi } from '../api/use-api.ts';
import { LoadedView } from '../components/loaded.tsx';
import { PickList } from '../components/pick-card.tsx';

const LIMIT = 20;

/** 推荐广场: the notice, today's 模型推荐 and the fans' picks, newest first. */
export default function IndexTab() {
  const [page, setPage] = useState(1);
  const notice = useApi(() => arenaApi.notice(), 'notice');
  const round = useApi(() => arenaApi.round(), 'round');
  const today = round.state.status === 'ready' ? round.state.data.today : null;
  const model = useApi(
    () => (today ? arenaApi.model(today, 1, 6) : Promise.resolve({ ok: true as const, data: null, msg: '' })),
    `model:${today}`,
  );
  // Until the round (today's date) is read, or when that read failed, the model list has nothing to show:
  // it said 今日暂无可推荐的比赛 over a failure, and for a moment on every visit.
  const modelState: Loaded<Paged<ArenaPick> | null> =
    round.state.status === 'ready' ? model.state : round.state;
  // The model has its own section above and a pick per open match: here it would bury every fan's pick.
  const all = useApi(() => arenaApi.all(page, LIMIT, true), `all:${page}`);
  return (
    <div className="arena-index">
      {notice.state.status === 'ready' && (
        <p className="arena-notice" role="note">
          <strong>{notice.state.data.title}</strong> {notice.state.data.content}
        </p>
      )}
      <section>
        <h2 className="arena-h">今日模型推荐</h2>
        <LoadedView state={modelState}>
          {(data) => (
            <>
              <PickList picks={data?.list ?? []} empty="今日暂无可推荐的比赛" />
              {/* Only the first few fit here; the model's own page lists every one, newest first. */}
              {data && data.total > data.list.length && data.list[0] && (
                <p className="arena-more">
                  <Link to={`/blank/arena/personInfo?userId=${data.list[0].userId}`}>查看全部模型推荐</Link>
                </p>
              )}
            </>
          )}
        </LoadedView>
      </section>
      <section>
        <h2 className="arena-h">最新推荐</h2>
        <LoadedView state={all.state}>
          {(data) => (
            <>
              <PickList picks={data.list} empty="还没有人发布推荐，去发布第一条吧" />
              <Pager page={page} total={data.total} limit={LIMIT} onPage={setPage} />
            </>
          )}
        </LoadedView>
      </section>
    </div>
  );
}

/**
 * The arena's pager (its own look: bare buttons and 第n/m页), used by every paged pick list: it offers no page past
 * the first ARENA_MAX_ROWS rows, which the gateway refuses.
 */
export function Pager(props: { page: number; total: number; limit: number; onPage: (p: number) => void }) {
  const total = Math.min(props.total, arenaLastPage(props.limit) * props.limit);
  return <SharedPager {...props} total={total} className="arena-pager" plain />;
}

/** The ranking's pager: the same look, every page (a round's table is sliced in memory, not read by OFFSET). */
export function RankPager(props: PageProps) {
  return <SharedPager {...props} className="arena-pager" plain />;
}
