import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isLoginAtom } from '../../../state/user-atoms.ts';
import { arenaApi } from '../api/arena-api.ts';
import { useApi } from '../api/use-api.ts';
import { LoadedView } from '../components/loaded.tsx';
import { ArenaLoginPrompt } from '../components/login-prompt.tsx';
import { PickList } from '../components/pick-card.tsx';
import { Pager } from './index-tab.tsx';
import '../arena.css';

const LIMIT = 20;

function FocusList() {
  const [page, setPage] = useState(1);
  const { state } = useApi(() => arenaApi.focus(page, LIMIT), `focus:${page}`);
  return (
    <LoadedView state={state}>
      {(d) =>
        d.list.length === 0 ? (
          <p className="arena-empty">
            您关注的推荐人还没有发布推荐，<Link to="/arena/expertzone">去专家专区看看</Link>
          </p>
        ) : (
          <>
            <PickList picks={d.list} empty="" />
            <Pager page={page} total={d.total} limit={LIMIT} onPage={setPage} />
          </>
        )
      }
    </LoadedView>
  );
}

/** /arenaDetail/focus (关注动态): the newest picks of the recommenders I follow. */
export default function FocusPage() {
  const isLogin = useAtomValue(isLoginAtom);
  return (
    <div className="arena">
      <h1 className="arena-h">关注动态</h1>
      {isLogin ? <FocusList /> : <ArenaLoginPrompt what="您关注的推荐人的最新推荐" />}
    </div>
  );
}
