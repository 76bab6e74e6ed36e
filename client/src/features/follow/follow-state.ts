import type { FollowRelation } from '@kuyi/shared';

/** What a follow button says (issue 13): not following, following, or following each other. */
export type FollowLabel = '关注' | '已关注' | '互相关注';

export function followLabel(r: Pick<FollowRelation, 'isAttention' | 'isFans'>): FollowLabel {
  if (!r.isAttention) return '关注';
  return r.isFans ? '互相关注' : '已关注';
}
