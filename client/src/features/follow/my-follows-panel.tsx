import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { LoginRequired } from '../auth/components/login-required.tsx';
import { followApi } from './api/follow-api.ts';
import { FollowList } from './follow-list.tsx';

export type MyTab = 'fans' | 'attention';

/** `/fans/attention` shows my follows; anything else (`/fans`, `/fans/fans`) my fans. */
export const myTabOf = (value: string | null | undefined): MyTab =>
  value === 'attention' ? 'attention' : 'fans';

const TABS: [MyTab, string][] = [
  ['fans', '我的粉丝'],
  ['attention', '我的关注'],
];

/** My fans and my follows as two tabs (/fans and the user centre's areaFans); asks for a login first. */
export function MyFollowsPanel({ tab, hrefFor }: { tab: MyTab; hrefFor: (tab: MyTab) => string }) {
  const isLogin = useAtomValue(isLoginAtom);
  const me = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  if (!isLogin || !me) {
    return (
      <LoginRequired className="follow-note">
        <div className="follow-login">
          <p>登录后查看您的粉丝与关注</p>
          <button type="button" className="btn btn-primary" onClick={() => showLogin(true)}>
            登录
          </button>
        </div>
      </LoginRequired>
    );
  }
  return (
    <div className="follow-panel">
      <nav className="follow-tabs" aria-label="粉丝与关注">
        {TABS.map(([t, label]) => (
          <Link
            key={t}
            to={hrefFor(t)}
            className={t === tab ? 'active' : ''}
            aria-current={t === tab ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'fans' ? (
        <FollowList
          listKey={`fans:${me.id}`}
          load={(page, limit, signal) => followApi.fansOf(undefined, page, limit, signal)}
          empty="还没有粉丝"
        />
      ) : (
        <FollowList listKey={`attention:${me.id}`} load={followApi.myFollows} empty="还没有关注任何人" />
      )}
    </div>
  );
}
