import type { UserInfo } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { beijingDay } from '../../../lib/time/beijing-date.ts';
import { userInfoAtom } from '../../../state/user-atoms.ts';
import { userareaApi } from '../api/userarea-api.ts';

type Loaded = { status: 'loading' } | { status: 'ready'; info: UserInfo } | { status: 'error'; msg: string };

/** /userarea/userPersonal[?userId=]: a public profile, mine by default (selectUserInfoNew). */
export default function UserPersonalPage() {
  const [params] = useSearchParams();
  const me = useAtomValue(userInfoAtom);
  const userId = params.get('userId') ?? me?.id ?? '';
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void userareaApi.selectUserInfoNew(userId).then((res) => {
      if (live) setState(res.ok ? { status: 'ready', info: res.data } : { status: 'error', msg: res.msg });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  if (state.status === 'loading') return <p>加载中…</p>;
  if (state.status === 'error') return <p className="field-error">{state.msg}</p>;
  const u = state.info;
  return (
    <div className="user-personal">
      <div className="profile-card">
        {u.headImage ? (
          <img className="big-avatar" src={u.headImage} alt="头像" />
        ) : (
          <span className="big-avatar avatar-empty">{u.userName.slice(0, 1)}</span>
        )}
        <div>
          <h2>{u.userName}</h2>
          <p className="rank" style={{ color: u.rank.color }}>
            <img src={u.rank.userRankImg} alt="" width={16} height={16} /> {u.rank.rankName}
          </p>
          <p className="signature">{u.signature || '这个人很懒，什么都没有留下'}</p>
          <p className="joined">加入于 {beijingDay(u.createdAt)}</p>
        </div>
      </div>
    </div>
  );
}
