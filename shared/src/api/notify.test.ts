import { describe, expect, it } from 'vitest';
import { NOTIFY_MSG, noticeListQuery, noticeReadSchema, noticeTarget, noticeText } from './notify.ts';

describe('notice wording', () => {
  it('[NT1] a title over 20 characters is cut to 20 and ends in …', () => {
    const title = '曼城对阿森纳的比赛前瞻与赔率分析以及比分预测大全';
    expect(noticeText({ kind: 'reply', actorName: '张三', postId: 1, replyId: 2, floor: 2, title })).toBe(
      '张三 回复了你的帖子《曼城对阿森纳的比赛前瞻与赔率分析以及比分…》',
    );
  });

  it('[NT3] 球币 amounts read as the bill shows them and each kind links to what it is about', () => {
    const reward = { kind: 'reward', actorName: '李四', postId: 9, title: '帖', fen: 1050 } as const;
    expect(noticeText(reward)).toBe('李四 打赏了你的帖子《帖》 10.5 球币');
    expect(noticeTarget(reward)).toEqual({ type: 'post', postId: 9 });
    const settled = { kind: 'pickSettled', pickId: 3, match: '曼联 vs 切尔西', result: 'push' } as const;
    expect(noticeText(settled)).toBe('你的推荐 曼联 vs 切尔西 已结算：走');
    expect(noticeTarget(settled)).toEqual({ type: 'pick', pickId: 3 });
    expect(
      noticeTarget({
        kind: 'nestedReply',
        actorName: '王五',
        postId: 9,
        replyId: 40,
        floor: 23,
        title: '帖',
      }),
    ).toEqual({ type: 'post', postId: 9, replyId: 40, floor: 23 });
    expect(noticeTarget({ kind: 'envelopeRefund', postId: 1, title: '帖', fen: 50, why: 'expired' })).toEqual(
      { type: 'bill' },
    );
  });

  it('[F19] a moderated post names the post and opens nothing; a moderated reply opens its post', () => {
    const post = { kind: 'moderated', what: 'post', postId: 4, title: '刷屏广告' } as const;
    expect(noticeText(post)).toBe('你的帖子《刷屏广告》已被管理员删除');
    expect(noticeTarget(post)).toEqual({ type: 'none' });
    const reply = { kind: 'moderated', what: 'reply', postId: 4, title: '比赛前瞻' } as const;
    expect(noticeText(reply)).toBe('你在《比赛前瞻》的回复已被管理员删除');
    expect(noticeTarget(reply)).toEqual({ type: 'post', postId: 4 });
  });
});

describe('notice ids and pages', () => {
  it('[NT4] an id or page is a number or decimal digits: true, [5], 0x10 and 1e1 are refused in Chinese', () => {
    expect(noticeReadSchema.parse({ id: '16' }).id).toBe(16);
    expect(noticeReadSchema.parse({ id: 16 }).id).toBe(16);
    for (const id of [true, [5], '0x10', '1e1', '', 0, 2 ** 31])
      expect(noticeReadSchema.safeParse({ id }).error?.issues[0]?.message, String(id)).toBe(NOTIFY_MSG.badId);
    expect(noticeListQuery.parse({ page: '2' }).page).toBe(2);
    expect(noticeListQuery.parse({}).page).toBe(1);
    for (const page of ['0x2', '1e1', '1.5', '0'])
      expect(noticeListQuery.safeParse({ page }).error?.issues[0]?.message, page).toBe(NOTIFY_MSG.badPage);
  });
});
