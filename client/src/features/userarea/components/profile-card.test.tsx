import type { UserInfo } from '@kuyi/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testUserInfo } from '../../../state/test-user.ts';
import { ProfileCard } from './profile-card.tsx';

afterEach(cleanup);

const user = (over: Partial<UserInfo> = {}) =>
  testUserInfo({
    rank: { rankName: '铁杆', userRankImg: '/images/rank/lv3.png', color: '#1677ff' },
    ...over,
  });

describe('the profile card of 个人中心 and the public profile', () => {
  it('shows the level with its badge, the first character for a missing avatar, and the default signature', () => {
    const { container } = render(<ProfileCard user={user()} />);
    expect(screen.getByRole('heading', { name: '球迷小李' })).toBeTruthy();
    const rank = container.querySelector('.rank');
    expect(rank?.textContent?.trim()).toBe('等级：铁杆');
    expect(rank?.querySelector('img')?.getAttribute('src')).toBe('/images/rank/lv3.png');
    expect(container.querySelector('.avatar-empty')?.textContent).toBe('球');
    expect(screen.getByText('这个人很懒，什么都没有留下')).toBeTruthy();
    expect(screen.queryByText('VIP')).toBeNull();
  });

  it('never draws a broken badge: a level without an image shows its name only; VIP and the page’s own lines follow', () => {
    const { container } = render(
      <ProfileCard
        user={user({
          isVip: true,
          headImage: '/uploads/a.png',
          signature: '主队必胜',
          rank: { rankName: '新手', userRankImg: '', color: '#999' },
        })}
      >
        <p>加入于 2026-11-22</p>
      </ProfileCard>,
    );
    expect(container.querySelector('.rank img')).toBeNull();
    expect(screen.getByAltText('头像').getAttribute('src')).toBe('/uploads/a.png');
    expect(screen.getByTitle('VIP会员').textContent).toBe('VIP');
    expect(screen.getByText('主队必胜')).toBeTruthy();
    expect(screen.getByText('加入于 2026-11-22')).toBeTruthy();
  });
});
