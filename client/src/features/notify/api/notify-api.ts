import { NOTIFY_PATHS, type Notice, type NoticeUnread, type Page } from '@kuyi/shared';
import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';

/** The 消息 calls ([NT4]). */
export const notifyApi = {
  list: (page: number, limit: number, signal?: AbortSignal): Promise<ApiResult<Page<Notice>>> =>
    requestJson(`${NOTIFY_PATHS.list}?page=${page}&limit=${limit}`, {}, signal),
  unread: (signal?: AbortSignal): Promise<ApiResult<NoticeUnread>> =>
    requestJson(NOTIFY_PATHS.unreadCount, {}, signal),
  read: (id: number): Promise<ApiResult<{ id: number; unread: number }>> =>
    postJson(NOTIFY_PATHS.read, { id }),
  readAll: (): Promise<ApiResult<{ marked: number; unread: number }>> => postJson(NOTIFY_PATHS.readAll, {}),
};
