import type { User } from '@kuyi/shared';

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
