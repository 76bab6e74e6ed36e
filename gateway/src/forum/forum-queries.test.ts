import { describe, expect, it } from 'vitest';
import {
  commentQuery,
  deepPageMsg,
  hostPostsQuery,
  maxPostPage,
  POST_LIST_MAX_ROWS,
  pagingFoTypeQuery,
  postListQuery,
} from './forum-queries.ts';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('[F3] deep pages: a post list pages through its first POST_LIST_MAX_ROWS posts', () => {
  it('the last page is the deepest whose rows all lie within the first 10,000: 500 of 20, 3333 of 3, 200 of 50', () => {
    expect(POST_LIST_MAX_ROWS).toBe(10_000);
    expect([maxPostPage(20), maxPostPage(3), maxPostPage(50), maxPostPage(1)]).toEqual([
      500, 3333, 200, 10_000,
    ]);
    for (let limit = 1; limit <= 50; limit++) {
      const last = maxPostPage(limit);
      expect(last * limit).toBeLessThanOrEqual(POST_LIST_MAX_ROWS);
      expect((last + 1) * limit).toBeGreaterThan(POST_LIST_MAX_ROWS);
    }
  });

  it.each([
    ['selectPagingFoType', pagingFoTypeQuery],
    ['selectHostPosts', hostPostsQuery],
    ['selectAttentionPosts', postListQuery],
  ] as const)(
    '%s serves the last page and refuses the next one, naming the last page in Chinese',
    (_, schema) => {
      expect(issue(schema.safeParse({ page: '500' }))).toBeNull();
      expect(issue(schema.safeParse({ page: '501' }))).toBe(deepPageMsg(500));
      expect(deepPageMsg(500)).toBe('页码超出范围，仅显示前500页');
      expect(issue(schema.safeParse({ page: '3333', limit: '3' }))).toBeNull();
      expect(issue(schema.safeParse({ page: '3334', limit: '3' }))).toBe(deepPageMsg(3333));
      // A malformed page is still 页码格式不正确, not the cap.
      expect(issue(schema.safeParse({ page: '0' }))).toBe('页码格式不正确');
    },
  );

  it('[F18] floors are not capped: every floor of a post stays reachable by page', () => {
    expect(issue(commentQuery.safeParse({ postCode: '1', page: '5000' }))).toBeNull();
  });
});
