import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { LoadedView } from '../components/loaded.tsx';
import { PickList } from '../components/pick-card.tsx';

/** 王牌榜: pending picks of the users who hold the ace flag (近10中7 or better over at least 10 settled). */
export default function AceTab() {
  const { state } = useApi(() => arenaApi.ace(1, 30), 'ace');
  return (
    <section>
      <h2 className="arena-h">王牌推荐</h2>
      <p className="arena-hint">王牌推荐人：已结算推荐不少于10条且近10中7及以上。</p>
      <LoadedView state={state}>
        {(data) => <PickList picks={data.list} empty="暂无王牌推荐人的待开赛推荐" />}
      </LoadedView>
    </section>
  );
}
