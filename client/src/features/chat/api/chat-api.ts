import type { ChatMessage, Sport } from '@kuyi/shared';
import { type ApiResult, postJson } from '../../../lib/http/request-json.ts';

/** Match chat writes (issue 15); reading is the live channel `chat:{sport}:{id}`. */
export const chatApi = {
  send: (sport: Sport, matchId: string, content: string): Promise<ApiResult<ChatMessage>> =>
    postJson('/api/user/groupChat/sendMessage', { matchId, type: sport, content }),
  remove: (id: number): Promise<ApiResult<null>> => postJson('/api/user/groupChat/deleteMessage', { id }),
};
