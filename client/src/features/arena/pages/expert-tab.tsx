import { type ArenaRankEntry, recordText } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { percent } from '../arena-labels.ts';
import { LoadedView } from '../components/loaded.tsx';
import { ModelBadge } from '../components/model-badge.tsx';

/** N中M over the picks that were not 走 ([AR5]: a 走 is neither hit nor miss), with the 走 beside it. */
const record = (e: ArenaRankEntry) =>
  recordText({ decided: e.settled - e.pushes, hits: e.hits, pushes: e.pushes });

/** 专家专区: this month's recommenders by record, and who is most followed by likes and buyers. */
export default function ExpertTab() {
  const experts = useApi(() => arenaApi.experts(), 'experts');
  const popular = useApi(() => arenaApi.popularity(), 'popular');
  return (
    <div className="arena-experts">
      <section>
        <h2 className="arena-h">本月推荐专家</h2>
        <LoadedView state={experts.state}>
          {(list) =>
            list.length === 0 ? (
              <p className="arena-empty">本月还没有已结算的推荐</p>
            ) : (
              <ul className="arena-expert-list">
                {list.slice(0, 30).map((e) => (
                  <li key={e.userId}>
                    <Link to={`/blank/arena/personInfo?userId=${e.userId}`}>{e.userName}</Link>
                    <ModelBadge isModel={e.isModel} userName={e.userName} />
                    <span>命中率 {percent(e.hitRate)}</span>
                    <span>{record(e)}</span>
                    <span>回报率 {percent(e.roi)}</span>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadedView>
      </section>
      <section>
        <h2 className="arena-h">人气榜</h2>
        <LoadedView state={popular.state}>
          {(list) =>
            list.length === 0 ? (
              <p className="arena-empty">暂无人气数据</p>
            ) : (
              <ol className="arena-expert-list">
                {list.slice(0, 20).map((e) => (
                  <li key={e.userId}>
                    <Link to={`/blank/arena/personInfo?userId=${e.userId}`}>{e.userName}</Link>
                    <span>人气 {e.popularity}</span>
                  </li>
                ))}
              </ol>
            )
          }
        </LoadedView>
      </section>
    </div>
  );
}
