import type { FollowRelation, FollowUser, ForumPost, Page } from '@kuyi/shared';
import { FOLLOW_FLAG } from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';

const q = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** The follow calls of spec §7 (see `@kuyi/shared` follow.ts for the flag values). */
export const followApi = {
  /** Follows (`on`) or unfollows; answers the new relation. A GET write, as the spec lists it. */
  setFollow: (userId: string, on: boolean): Promise<ApiResult<FollowRelation>> =>
    requestJson(
      `/api/user/attention/attentionUser?${q({ attentionUserId: userId, flag: on ? FOLLOW_FLAG.on : FOLLOW_FLAG.off })}`,
    ),
  relation: (userId: string, signal?: AbortSignal): Promise<ApiResult<FollowRelation>> =>
    requestJson(`/api/user/attention/getAttentionListByUserAndCurrUser?${q({ userId })}`, {}, signal),
  myFollows: (page: number, limit: number, signal?: AbortSignal): Promise<ApiResult<Page<FollowUser>>> =>
    requestJson(`/api/user/attention/getAttentionList?${q({ page, limit })}`, {}, signal),
  /** A user's fans; without userId, mine. */
  fansOf: (
    userId: string | undefined,
    page: number,
    limit: number,
    signal?: AbortSignal,
  ): Promise<ApiResult<Page<FollowUser>>> =>
    requestJson(`/api/user/attention/getFansListByUserId?${q({ userId, page, limit })}`, {}, signal),
  followsOf: (
    userId: string,
    page: number,
    limit: number,
    signal?: AbortSignal,
  ): Promise<ApiResult<Page<FollowUser>>> =>
    requestJson(`/api/user/attention/getAttentionListByUserId?${q({ userId, page, limit })}`, {}, signal),
  /** FORUM's post list narrowed to one writer (spec §7 selectPagingFoType writerId). */
  postsOf: (
    userId: string,
    page: number,
    limit: number,
    signal?: AbortSignal,
  ): Promise<ApiResult<Page<ForumPost>>> =>
    requestJson(`/api/user/posts/selectPagingFoType?${q({ writerId: userId, page, limit })}`, {}, signal),
};
