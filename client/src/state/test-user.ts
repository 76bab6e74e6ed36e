import type { User, UserInfo } from '@kuyi/shared';

/** A logged-in 新手 as the login answer describes one; tests override what they check. */
export function testUser(over: Partial<User> = {}): User {
  return {
    id: '9',
    userName: '球迷小李',
    headImage: '',
    userSig: '',
    isVip: false,
    isAdmin: false,
    rank: { rankName: '新手', userRankImg: '', color: '#999' },
    ...over,
  };
}

/** The same user as the user centre reads them (selectUserInfoNew): phone masked, nothing filled in yet. */
export function testUserInfo(over: Partial<UserInfo> = {}): UserInfo {
  return {
    ...testUser(),
    phone: '138****8000',
    signature: '',
    sex: '0',
    realNameStatus: false,
    realName: '',
    cardNo: '',
    createdAt: '2026-11-22T05:00:00.000Z',
    ...over,
  };
}
