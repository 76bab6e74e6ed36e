import { ACE_HINT } from '@kuyi/shared';
import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { LoadedView } from '../components/loaded.tsx';
import { PickList } from '../components/pick-card.tsx';

/** 王牌榜: pending picks of the users who hold the ace flag, under the rule the gateway applies (ACE_HINT). */
export default function AceTab() {
  const { state } = useApi(() => arenaApi.ace(1, 30), 'ace');
  return (
    <section>
      <h2 className="arena-h">王牌推荐</h2>
      <p className="arena-hint">{ACE_HINT}</p>
      <LoadedView state={state}>
        {(data) => <PickList picks={data.list} empty="暂无王牌推荐人的待开赛推荐" />}
      </LoadedView>
    </section>
  );
}
