import type {
  ForumArea,
  ForumAreaScore,
  ForumPost,
  ForumPostDetail,
  ForumRankType,
  ForumReply,
  ForumUserStat,
  Page,
  PostEdit,
  PostInsert,
} from '@kuyi/shared';
import { queryString as q } from '../../../lib/http/query-string.ts';
import { type ApiResult, requestJson } from '../../../lib/http/request-json.ts';

export type ReplyAnswer = { reply: ForumReply; redEnvelopeMoney: number | null };
/** [F15] `refundMoney`: what was left of the post's red envelope, now back in the author's wallet. */
export type PostDeleted = { id: number; deleted: true; refundMoney: number };

const postJson = <T>(path: string, body: unknown): Promise<ApiResult<T>> =>
  requestJson(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The forum calls of spec §7. */
export const forumApi = {
  areas: (page = 1, limit = 5): Promise<ApiResult<Page<ForumArea>>> =>
    requestJson(`/api/user/specialArea/selectSpecialArea?${q({ page, limit })}`),
  areaScore: (parentId: number): Promise<ApiResult<ForumAreaScore>> =>
    requestJson(`/api/user/posts/getPostScore?${q({ parentId })}`),
  areaPosts: (parentId: number, page: number, limit = 20): Promise<ApiResult<Page<ForumPost>>> =>
    requestJson(`/api/user/posts/selectPagingFoType?${q({ page, limit, parentId })}`),
  hostPosts: (isHost: 0 | 1, page: number, limit = 20): Promise<ApiResult<Page<ForumPost>>> =>
    requestJson(`/api/user/posts/selectHostPosts?${q({ isHost, page, limit })}`),
  attentionPosts: (page: number, limit = 20): Promise<ApiResult<Page<ForumPost>>> =>
    requestJson(`/api/user/posts/selectAttentionPosts?${q({ page, limit })}`),
  post: (id: number): Promise<ApiResult<ForumPostDetail>> => requestJson(`/api/user/posts/selectById/${id}`),
  addView: (postId: number): Promise<ApiResult<{ viewNum: number; counted: boolean }>> =>
    requestJson(`/api/user/posts/addViewNum?${q({ postId })}`),
  activeUsers: (): Promise<ApiResult<ForumUserStat[]>> => requestJson('/api/user/posts/getActiveUser'),
  ranking: (type: ForumRankType): Promise<ApiResult<ForumUserStat[]>> =>
    requestJson(`/api/user/posts/getRankingList?${q({ type })}`),
  /** `key` makes a retried submit (double click, flaky network) create one post. */
  insert: (post: PostInsert, key: string): Promise<ApiResult<ForumPostDetail>> =>
    requestJson('/api/user/posts/insert', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(post),
    }),
  /** [F16] the author's edit: title, content and images only. */
  update: (post: PostEdit): Promise<ApiResult<ForumPostDetail>> => postJson('/api/user/posts/update', post),
  /** [F15] the author's delete; a second call answers the same. */
  remove: (id: number): Promise<ApiResult<PostDeleted>> => postJson('/api/user/posts/delete', { id }),
  /** [F17] `kept`: the floor stays as 该回复已删除 because it has nested replies. */
  removeReply: (replyId: number): Promise<ApiResult<{ id: number; kept: boolean }>> =>
    postJson('/api/user/reply/deleteReply', { replyId }),
  /** A page of floors; `{ floor }` asks for the page that shows that floor ([F18]), the answer says which. */
  replies: (
    postCode: number,
    at: { page: number } | { floor: number },
    limit = 20,
  ): Promise<ApiResult<Page<ForumReply>>> =>
    requestJson(`/api/user/reply/getComment?${q({ postCode, ...at, limit })}`),
  children: (postCode: number, replyCode: number, page: number): Promise<ApiResult<Page<ForumReply>>> =>
    requestJson(`/api/user/reply/selectCommentChildNew?${q({ postCode, replyCode, page })}`),
  reply: (body: {
    postId: number;
    parentId: number;
    content: string;
    specialAreaId?: number;
  }): Promise<ApiResult<ReplyAnswer>> =>
    requestJson('/api/user/reply/insertReply', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  like: (replyCode: number, resourceId: number): Promise<ApiResult<{ liked: boolean; likeNum: number }>> =>
    requestJson(`/api/user/reply/dianZanReply?${q({ replyCode, resourceId, type: 1 })}`),
  async uploadImage(file: File): Promise<ApiResult<string>> {
    const form = new FormData();
    form.append('file', file);
    const res = await requestJson<{ fileSrc: string }[]>('/api/user/upload/forum/posts/multiUpload', {
      method: 'POST',
      body: form,
    });
    if (!res.ok) return res;
    const src = res.data[0]?.fileSrc;
    return src ? { ok: true, data: src, msg: res.msg } : { ok: false, code: 500, msg: '图片上传失败' };
  },
};
