import type { UserInfo } from '@kuyi/shared';
import type { ReactNode } from 'react';

/**
 * Who a user is at a glance, the same in 个人中心 and on a public profile: avatar (or the name's first
 * character), name, level with its badge, VIP, signature; `children` add what the page knows besides.
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
        <p className="rank" style={{ color: user.rank.color }}>
          {user.rank.userRankImg && <img src={user.rank.userRankImg} alt="" width={16} height={16} />} 等级：
          {user.rank.rankName}
          {user.isVip && (
            <span className="vip-badge" title="VIP会员">
              VIP
            </span>
          )}
        </p>
        <p className="signature">{user.signature || '这个人很懒，什么都没有留下'}</p>
        {children}
      </div>
    </div>
  );
}
