import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isLoginAtom } from '../../../state/user-atoms.ts';
import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { BoughtPicks } from '../components/bought-picks.tsx';
import { LoadedView } from '../components/loaded.tsx';
import { ArenaLoginPrompt } from '../components/login-prompt.tsx';
import { PickList } from '../components/pick-card.tsx';
import { Pager } from './index-tab.tsx';
import '../arena.css';

const LIMIT = 20;

/**
 * /userarea/forecast and /forecastArea/forecast: my picks, newest first, with their results. Logged out (only
 * the second is reachable so) it offers the login box, as the other forecastArea pages do, rather than asking
 * the server and printing its 请先登录 as an error.
 */
export default function MyForecastPage() {
  const isLogin = useAtomValue(isLoginAtom);
  if (!isLogin)
    return (
      <section className="arena arena-mine">
        <h2 className="arena-h">我的推荐</h2>
        <ArenaLoginPrompt what="您发布的推荐" />
      </section>
    );
  return <MyPicks />;
}

function MyPicks() {
  const [page, setPage] = useState(1);
  const { state } = useApi(() => arenaApi.mine(page, LIMIT), `mine:${page}`);
  const income = useApi(() => arenaApi.income(), 'income');
  return (
    <section className="arena arena-mine">
      <h2 className="arena-h">我的推荐</h2>
      {income.state.status === 'ready' && (
        <p className="arena-hint" data-testid="arena-income">
          付费推荐收入 {income.state.data.income.toFixed(2)} 球币，待结算{' '}
          {income.state.data.pending.toFixed(2)} 球币（共 {income.state.data.count} 笔购买）
        </p>
      )}
      <LoadedView state={state}>
        {(d) =>
          d.list.length === 0 ? (
            <p className="arena-empty">
              您还没有发布推荐，<Link to="/arena/forecast">去发布</Link>
            </p>
          ) : (
            <>
              <PickList picks={d.list} empty="" />
              <Pager page={page} total={d.total} limit={LIMIT} onPage={setPage} />
            </>
          )
        }
      </LoadedView>
      <BoughtPicks />
    </section>
  );
}
