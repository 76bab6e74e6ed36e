import type { MatchPin, MatchPinList } from '@kuyi/shared';
import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';

const BASE = '/api/user/matchPin';

/** The account's pins ([PIN1]–[PIN3]); every call answers the whole list in pin order. */
export interface MatchPinApi {
  list(): Promise<ApiResult<MatchPinList>>;
  add(pin: MatchPin): Promise<ApiResult<MatchPinList>>;
  remove(pin: MatchPin): Promise<ApiResult<MatchPinList>>;
  merge(pins: readonly MatchPin[]): Promise<ApiResult<MatchPinList>>;
}

export const matchPinApi: MatchPinApi = {
  list: () => requestJson(`${BASE}/list`),
  add: (pin) => postJson(`${BASE}/add`, pin),
  remove: ({ sport, matchId }) => postJson(`${BASE}/remove`, { sport, matchId }),
  merge: (pins) => postJson(`${BASE}/merge`, { pins }),
};
