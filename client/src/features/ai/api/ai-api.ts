import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';
import type {
  ArenaStatsView,
  Page,
  Reminder,
  ReminderKind,
  ReminderSubscription,
  ReminderSubscriptionInput,
} from './ai-types.ts';

const json = (method: string, payload?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
});

/** The reminder service's REST calls (gateway/src/reminder/reminder-routes.ts). */
export const aiApi = {
  subscriptions: (signal?: AbortSignal): Promise<ApiResult<ReminderSubscription[]>> =>
    requestJson('/api/ai/subscriptions', {}, signal),
  subscribe: (input: ReminderSubscriptionInput): Promise<ApiResult<ReminderSubscription>> =>
    postJson('/api/ai/subscriptions', input),
  updateKinds: (id: number, kinds: ReminderKind[]): Promise<ApiResult<ReminderSubscription>> =>
    requestJson(`/api/ai/subscriptions/${id}`, json('PUT', { kinds })),
  remove: (id: number): Promise<ApiResult<null>> =>
    requestJson(`/api/ai/subscriptions/${id}`, json('DELETE')),
  history: (
    page: number,
    limit: number,
    signal?: AbortSignal,
  ): Promise<ApiResult<Page<Reminder> & { unread: number }>> =>
    requestJson(`/api/ai/reminders?page=${page}&limit=${limit}`, {}, signal),
  markRead: (body: { ids: number[] } | { all: true }): Promise<ApiResult<{ marked: number }>> =>
    postJson('/api/ai/reminders/read', body),
  modelRecord: (
    signal?: AbortSignal,
  ): Promise<ApiResult<{ userName: string; stats: ArenaStatsView } | null>> =>
    requestJson('/api/ai/model-record', {}, signal),
};
