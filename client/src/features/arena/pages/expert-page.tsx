import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FollowButton } from '../../follow/follow-button.tsx';
import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { percent } from '../arena-labels.ts';
import { HitRateChart } from '../components/hit-rate-chart.tsx';
import { LoadedView } from '../components/loaded.tsx';
import { PickList } from '../components/pick-card.tsx';
import { Pager } from './index-tab.tsx';
import '../arena.css';
import { ModelBadge } from '../components/model-badge.tsx';

const LIMIT = 20;

/** /blank/arena/personInfo?userId=: a recommender's record, hit-rate chart and every pick. */
export default function ExpertPage() {
  const [params] = useSearchParams();
  return <ExpertView userId={Number(params.get('userId'))} />;
}

/** A recommender's page body, also shown as one's own 个人主页 under /forecastArea/userPersonal. */
export function ExpertView({ userId }: { userId: number }) {
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const [page, setPage] = useState(1);
  const bad = { ok: false as const, code: 400, msg: '用户编号不正确' };
  const info = useApi(() => (valid ? arenaApi.userInfo(userId) : Promise.resolve(bad)), `u${userId}`);
  const chart = useApi(() => (valid ? arenaApi.byUser(userId, 1, 50) : Promise.resolve(bad)), `c${userId}`);
  const picks = useApi(
    () => (valid ? arenaApi.byUser(userId, page, LIMIT) : Promise.resolve(bad)),
    `p${userId}:${page}`,
  );
  // No such user (a bad id, 404 用户不存在): only that, not an empty chart and 该用户还没有发布推荐 below it.
  const noUser = info.state.status === 'error' && !info.state.retry;
  return (
    <div className="arena arena-expert">
      <LoadedView state={info.state}>
        {(u) => (
          <section className="arena-profile">
            <h1 className="arena-h">
              {u.userName}
              <ModelBadge isModel={u.isModel} userName={u.userName} />
              {u.aceFlag === 1 && <span className="arena-badge arena-badge-ace">王牌</span>}
            </h1>
            {!u.isModel && <FollowButton userId={String(userId)} />}
            {u.isModel && (
              <p className="arena-hint">
                模型推荐由系统根据欧赔去除抽水后的隐含概率和球队排名自动生成，仅供参考。
              </p>
            )}
            <dl className="arena-stats" data-testid="arena-stats">
              <dt>总命中率</dt>
              <dd>{percent(u.hitRate)}</dd>
              <dt>近3天命中率</dt>
              <dd>{percent(u.hitRate3d)}</dd>
              <dt>近5天命中率</dt>
              <dd>{percent(u.hitRate5d)}</dd>
              <dt>近7天命中率</dt>
              <dd>{percent(u.hitRate7d)}</dd>
              <dt>近期战绩</dt>
              <dd>{u.lastN.label}</dd>
              <dt>当前连红</dt>
              <dd>{u.currentStreak}</dd>
              <dt>最长连红</dt>
              <dd>{u.bestStreak}</dd>
              <dt>投资回报率</dt>
              <dd>{percent(u.roi)}</dd>
              <dt>战绩</dt>
              <dd>
                {u.hits}红 {u.misses}黑 {u.pushes}走
              </dd>
            </dl>
          </section>
        )}
      </LoadedView>
      {!noUser && (
        <>
          <section>
            <h2 className="arena-h">命中率走势</h2>
            <LoadedView state={chart.state}>{(d) => <HitRateChart picks={d.list} />}</LoadedView>
          </section>
          <section>
            <h2 className="arena-h">全部推荐</h2>
            <LoadedView state={picks.state}>
              {(d) => (
                <>
                  <PickList picks={d.list} empty="该用户还没有发布推荐" />
                  <Pager page={page} total={d.total} limit={LIMIT} onPage={setPage} />
                </>
              )}
            </LoadedView>
          </section>
        </>
      )}
    </div>
  );
}
