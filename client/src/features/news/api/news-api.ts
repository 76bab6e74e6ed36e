import type {
  NewsAdminItem,
  NewsChildType,
  NewsComment,
  NewsDetail,
  NewsInsert,
  NewsPage,
  Page,
} from '@kuyi/shared';
import { queryString as q } from '../../../lib/http/query-string.ts';
import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';

export interface NewsListParams {
  page: number;
  limit?: number;
  parentType?: number;
  childType?: number;
  Writer?: string;
  /** [N1] Page 1's snapshot: later pages list what existed then. */
  asOf?: string;
}

/** The news calls of spec §7, the comment write and the admins' publishing. */
export const newsApi = {
  list: (p: NewsListParams): Promise<ApiResult<NewsPage>> =>
    requestJson(`/api/user/information/selectInformation?${q({ limit: 20, ...p })}`),
  detail: (newsId: number): Promise<ApiResult<NewsDetail>> =>
    requestJson(`/api/user/information/getInformationDetail?${q({ newsId })}`),
  childTypes: (type = 0): Promise<ApiResult<NewsChildType[]>> =>
    requestJson(`/api/user/newsType/getNewsChildType?${q({ type })}`),
  comments: (newsId: number, page: number, isLandlord: boolean): Promise<ApiResult<Page<NewsComment>>> =>
    requestJson(
      `/api/user/newsReply/getComment?${q({ newsId, page, limit: 5, isLandlord: isLandlord ? 1 : 0 })}`,
    ),
  comment: (newsId: number, content: string): Promise<ApiResult<{ id: number }>> =>
    postJson('/api/user/newsReply/insertComment', { newsId, content }),
  /** [N11] one's own comment, or (an admin) anyone's. */
  deleteComment: (id: number): Promise<ApiResult<{ id: number; deleted: true }>> =>
    postJson('/api/user/newsReply/deleteComment', { id }),
  adminList: (page: number): Promise<ApiResult<Page<NewsAdminItem>>> =>
    requestJson(`/api/user/information/admin/list?${q({ page, limit: 20 })}`),
  publish: (form: NewsInsert): Promise<ApiResult<NewsDetail>> =>
    postJson('/api/user/information/admin/insert', form),
  remove: (newsId: number): Promise<ApiResult<{ newsId: number }>> =>
    postJson('/api/user/information/admin/delete', { newsId }),
};
