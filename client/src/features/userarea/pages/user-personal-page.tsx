import type { FollowRelation, UserInfo } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import LoadError from '../../../components/load-error.tsx';
import { beijingDay } from '../../../lib/time/beijing-date.ts';
import { userInfoAtom } from '../../../state/user-atoms.ts';
import { followApi } from '../../follow/api/follow-api.ts';
import { UserPosts } from '../../follow/user-posts.tsx';
import { userareaApi } from '../api/userarea-api.ts';
import { ProfileCard } from '../components/profile-card.tsx';

type Loaded = { status: 'loading' } | { status: 'ready'; info: UserInfo } | { status: 'error'; msg: string };

/**
 * /userarea/userPersonal[?userId=]: a public profile, mine by default (selectUserInfoNew), with the 关注/粉丝
 * counts and the forum posts (我的帖子): the user centre's one place to find what I have posted.
 */
export default function UserPersonalPage() {
  const [params] = useSearchParams();
  const me = useAtomValue(userInfoAtom);
  const userId = params.get('userId') ?? me?.id ?? '';
  const mine = userId === me?.id;
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [relation, setRelation] = useState<FollowRelation | null>(null);
  useEffect(() => {
    if (!userId) return;
    const ctrl = new AbortController();
    setRelation(null);
    void followApi.relation(userId, ctrl.signal).then(
      (res) => res.ok && setRelation(res.data),
      () => undefined,
    );
    return () => ctrl.abort();
  }, [userId]);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void userareaApi.selectUserInfoNew(userId).then((res) => {
      if (live) setState(res.ok ? { status: 'ready', info: res.data } : { status: 'error', msg: res.msg });
    });
    return () => {
      live = false;
    };
  }, [userId, attempt]); // attempt: the 重试 trigger
  if (state.status === 'loading') return <p>加载中…</p>;
  if (state.status === 'error')
    return (
      <LoadError
        msg={state.msg || '加载失败，请稍后再试'}
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  const u = state.info;
  return (
    <div className="user-personal">
      <ProfileCard user={u}>
        <p className="joined">加入于 {beijingDay(u.createdAt)}</p>
        {relation && (
          <p className="user-personal-counts">
            <Link to={mine ? '/userarea/areaFans?tab=attention' : `/user/${userId}?tab=attention`}>
              关注 <b>{relation.attentionCount}</b>
            </Link>
            <Link to={mine ? '/userarea/areaFans' : `/user/${userId}?tab=fans`}>
              粉丝 <b>{relation.fansCount}</b>
            </Link>
          </p>
        )}
      </ProfileCard>
      <h3 className="user-personal-posts">{mine ? '我的帖子' : 'TA的帖子'}</h3>
      <UserPosts userId={userId} />
    </div>
  );
}
