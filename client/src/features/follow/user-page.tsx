import type { FollowRelation, UserInfo } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import { requestJson } from '../../lib/http/request-json.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { LoginRequired } from '../auth/components/login-required.tsx';
import { RankLine } from '../userarea/components/rank-line.tsx';
import { followApi } from './api/follow-api.ts';
import { FollowButton } from './follow-button.tsx';
import { FollowList } from './follow-list.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { UserPosts } from './user-posts.tsx';

type Profile =
  | { status: 'loading' }
  | { status: 'ready'; info: UserInfo; relation: FollowRelation }
  | { status: 'error'; msg: string; code: number };

const TABS = [
  ['posts', '帖子'],
  ['attention', '关注'],
  ['fans', '粉丝'],
] as const;
type Tab = (typeof TABS)[number][0];
/** A word in place of the id opens that tab. */
const FOCUS_TABS: Record<string, Tab> = { focus: 'attention', attention: 'attention', fans: 'fans' };

/** /user/:focus?: a user's public page (focus = their id; without one, mine): profile, counts, follow, posts. */
export default function UserPage() {
  const me = useAtomValue(userInfoAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const { focus = '' } = useParams();
  const [params] = useSearchParams();
  // `/user/123` is user 123; `/user`, `/user/focus` or `/user/fans` (optionally `?userId=`) default to me.
  const byPath = /^\d+$/.test(focus) ? focus : '';
  const userId = byPath || params.get('userId') || (isLogin ? me?.id : undefined) || '';
  const tab: Tab = TABS.find(([t]) => t === params.get('tab'))?.[0] ?? FOCUS_TABS[focus] ?? 'posts';
  const tabHref = (t: Tab) => {
    const next = new URLSearchParams(params);
    next.set('tab', t);
    return `?${next}`;
  };
  const [profile, setProfile] = useState<Profile>({ status: 'loading' });
  // 重试 after a failed read bumps this, which reads the profile again.
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(profile.status === 'ready' ? `${profile.info.userName}的主页` : null);

  useEffect(() => {
    void attempt;
    if (!userId) return;
    const ctrl = new AbortController();
    setProfile({ status: 'loading' });
    Promise.all([
      requestJson<UserInfo>(
        `/api/user/user/selectUserInfoNew?userId=${encodeURIComponent(userId)}`,
        {},
        ctrl.signal,
      ),
      followApi.relation(userId, ctrl.signal),
    ]).then(
      ([info, relation]) => {
        if (!info.ok) setProfile({ status: 'error', msg: info.msg, code: info.code });
        else if (!relation.ok) setProfile({ status: 'error', msg: relation.msg, code: relation.code });
        else setProfile({ status: 'ready', info: info.data, relation: relation.data });
      },
      () => undefined,
    );
    return () => ctrl.abort();
  }, [userId, isLogin, attempt]);

  if (!userId) {
    return (
      <main className="follow-page follow-login">
        <LoginRequired className="follow-note">
          <p>登录后查看您的主页</p>
          <button type="button" className="btn btn-primary" onClick={() => showLogin(true)}>
            登录
          </button>
        </LoginRequired>
      </main>
    );
  }
  if (profile.status === 'loading') return <main className="follow-page follow-note">加载中…</main>;
  if (profile.status === 'error')
    return (
      <main className="follow-page">
        {/* 用户不存在 stays so: 重试 only where reading again can help. */}
        <LoadError
          msg={profile.msg}
          onRetry={profile.code === 404 ? undefined : () => setAttempt((n) => n + 1)}
        />
      </main>
    );
  const { info, relation } = profile;
  const onFollow = (r: FollowRelation) => setProfile({ status: 'ready', info, relation: r });
  return (
    <main className="follow-page">
      <section className="user-card">
        <UserAvatar name={info.userName} src={info.headImage} size={72} />
        <div className="user-card-main">
          <h1 className="user-card-name">{info.userName}</h1>
          <RankLine user={info} className="user-card-rank" vipClassName="vip-badge user-vip-badge" />
          <p className="user-card-sign">{info.signature || '这个人很懒，什么都没有留下'}</p>
          <p className="user-card-counts">
            <Link to={tabHref('attention')}>
              关注 <b>{relation.attentionCount}</b>
            </Link>
            <Link to={tabHref('fans')}>
              粉丝 <b>{relation.fansCount}</b>
            </Link>
          </p>
        </div>
        {/* Keyed by login too: logging in on this page reloads the relation above and starts the button afresh. */}
        <FollowButton key={`${userId}:${isLogin}`} userId={userId} initial={relation} onChange={onFollow} />
      </section>
      <nav className="follow-tabs" aria-label="用户主页">
        {TABS.map(([t, label]) => (
          <Link
            key={t}
            to={tabHref(t)}
            className={t === tab ? 'active' : ''}
            aria-current={t === tab ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'posts' && <UserPosts userId={userId} />}
      {tab === 'attention' && (
        <FollowList
          listKey={`attention:${userId}`}
          load={(page, limit, signal) => followApi.followsOf(userId, page, limit, signal)}
          empty="还没有关注任何人"
        />
      )}
      {tab === 'fans' && (
        <FollowList
          listKey={`fans:${userId}:${relation.fansCount}`}
          load={(page, limit, signal) => followApi.fansOf(userId, page, limit, signal)}
          empty="还没有粉丝"
        />
      )}
    </main>
  );
}
