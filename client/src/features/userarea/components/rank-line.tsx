import type { UserInfo } from '@kuyi/shared';

/**
 * A user's level as every profile shows it: its badge (when the level has one), 等级：name in the level's
 * colour, and the VIP mark a member paid for ([VIP3]: it shows where others look at them).
 */
export function RankLine({
  user,
  className,
  vipClassName = 'vip-badge',
}: {
  user: Pick<UserInfo, 'rank' | 'isVip'>;
  className: string;
  vipClassName?: string;
}) {
  return (
    <p className={className} style={{ color: user.rank.color }}>
      {user.rank.userRankImg && <img src={user.rank.userRankImg} alt="" width={16} height={16} />} 等级：
      {user.rank.rankName}
      {user.isVip && (
        <span className={vipClassName} title="VIP会员">
          VIP
        </span>
      )}
    </p>
  );
}
