import { noticeTarget } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { noticeHref } from './notice-href.ts';

describe('noticeHref', () => {
  it('[NT5] a reply notice opens the post on the reply’s floor; a nested reply on the floor it answers under', () => {
    const reply = { actorName: '张三', postId: 7, title: '帖' };
    expect(noticeHref(noticeTarget({ kind: 'reply', ...reply, replyId: 30, floor: 23 }))).toBe(
      '/forumdetail/7?floor=23',
    );
    expect(noticeHref(noticeTarget({ kind: 'nestedReply', ...reply, replyId: 31, floor: 4 }))).toBe(
      '/forumdetail/7?floor=4',
    );
  });

  it('[NT5] a 打赏 and a reply notice written before floors were recorded open the post itself', () => {
    expect(
      noticeHref(noticeTarget({ kind: 'reward', actorName: '李四', postId: 7, title: '帖', fen: 100 })),
    ).toBe('/forumdetail/7');
    expect(noticeHref({ type: 'post', postId: 7, replyId: 30 })).toBe('/forumdetail/7');
  });
});
