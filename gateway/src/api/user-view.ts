import { createHmac } from 'node:crypto';
import type { User, UserInfo, UserRank } from '@kuyi/shared';
import type { UserRow } from '../db/schema.ts';
import { isVipActive } from '../member/vip.ts';

/** Ranks by experience points, lowest first (titan007-style levels). */
const RANKS: readonly (UserRank & { minPoints: number })[] = [
  { minPoints: 0, rankName: '新手', userRankImg: '/images/rank/lv1.png', color: '#8c8c8c' },
  { minPoints: 100, rankName: '球迷', userRankImg: '/images/rank/lv2.png', color: '#52c41a' },
  { minPoints: 500, rankName: '铁杆', userRankImg: '/images/rank/lv3.png', color: '#1677ff' },
  { minPoints: 2000, rankName: '专家', userRankImg: '/images/rank/lv4.png', color: '#722ed1' },
  { minPoints: 5000, rankName: '大师', userRankImg: '/images/rank/lv5.png', color: '#fa8c16' },
];

export function rankFor(points: number): UserRank {
  const rank = [...RANKS].reverse().find((r) => points >= r.minPoints) ?? RANKS[0]!;
  return { rankName: rank.rankName, userRankImg: rank.userRankImg, color: rank.color };
}

/** The rank's level, 1 (新手) to 5 (大师): the messaging profile's `level` tag (spec §3). */
export function levelFor(points: number): number {
  let level = 1;
  RANKS.forEach((r, i) => {
    if (points >= r.minPoints) level = i + 1;
  });
  return level;
}

export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/** The login response user (spec §3). userSig signs the id for the messaging service. */
export function toUser(row: UserRow, secret: string): User {
  return {
    id: String(row.id),
    userName: row.userName,
    headImage: row.headImage,
    userSig: createHmac('sha256', secret).update(`im:${row.id}`).digest('base64url'),
    // Derived from vip_until, so an expired VIP loses the badge without a job (issue 16).
    isVip: isVipActive(row),
    isAdmin: row.isAdmin,
    rank: rankFor(row.points),
  };
}

/** `self` shows the owner their masked private fields; others see none of them. */
export function toUserInfo(row: UserRow, secret: string, self: boolean): UserInfo {
  const user = toUser(row, secret);
  return {
    ...user,
    userSig: self ? user.userSig : '',
    phone: self ? maskPhone(row.phone) : '',
    signature: row.signature,
    sex: row.sex === '1' || row.sex === '2' ? row.sex : '0',
    realNameStatus: row.realName !== null,
    realName: self && row.realName ? `*${row.realName.slice(1)}` : '',
    cardNo: self ? (row.cardNoMasked ?? '') : '',
    createdAt: row.createdAt.toISOString(),
  };
}
