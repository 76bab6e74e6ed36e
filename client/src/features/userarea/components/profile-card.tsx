import type { UserInfo } from '@kuyi/shared';
import type { ReactNode } from 'react';
import { RankLine } from './rank-line.tsx';

/**
 * Who a user is at a glance, the same in 个人中心 and 我的主页: avatar (or the name's first character), name,
 * level, signature; `children` add what the page knows besides.
 */
export function ProfileCard({ user, children }: { user: UserInfo; children?: ReactNode }) {
  return (
    <div className="profile-card">
      {user.headImage ? (
        <img className="big-avatar" src={user.headImage} alt="头像" />
      ) : (
        <span className="big-avatar avatar-empty">{user.userName.slice(0, 1)}</span>
      )}
      <div>
        <h2>{user.userName}</h2>
        <RankLine user={user} className="rank" />
        <p className="signature">{user.signature || '这个人很懒，什么都没有留下'}</p>
        {children}
      </div>
    </div>
  );
}
