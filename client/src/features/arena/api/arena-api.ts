import type {
  ArenaPick,
  ArenaRankEntry,
  ArenaUserInfo,
  FootballMatch,
  PickMarket,
  PickResult,
  PickSelection,
} from '@kuyi/shared';
import { queryString as q } from '../../../lib/http/query-string.ts';
import { postJson, requestJson } from '../../../lib/http/request-json.ts';

/** getConsumeList: one of my purchases, with the pick's match and state. */
export interface Purchase {
  id: number;
  pickId: number;
  money: number;
  createdAt: number;
  /** Set once the price came back (a void pick, or an author who cancelled the account). */
  refundedAt: number | null;
  status: 'pending' | 'settled' | 'void';
  /** The pick's result once settled, else null. */
  result: PickResult | null;
  homeName: string;
  awayName: string;
}

/**
 * How deep a pick list pages: its first 10 000 rows (page × limit ≤ ARENA_MAX_ROWS), as the gateway's pageSchema
 * (gateway/src/arena/arena-rules.ts) refuses any deeper page with 最多只能查看前10000条. The pager never offers one.
 */
export const ARENA_MAX_ROWS = 10_000;

/** The last page a pick list offers at `limit` a page: ⌊10000 / limit⌋ (500 of 20, 200 of 50). */
export const arenaLastPage = (limit: number) => Math.max(1, Math.floor(ARENA_MAX_ROWS / limit));

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export interface RankTable {
  round: number;
  from: string;
  to: string;
  rankType: 'week' | 'month';
  list: ArenaRankEntry[];
  total: number;
}

export interface Quote {
  match: FootballMatch;
  open: boolean;
  options: { market: PickMarket; selection: PickSelection; line: number | null; price: number }[];
}

export interface Rules {
  title: string;
  sections: { heading: string; items: string[] }[];
}

const R = '/api/user/arenaRecommend';

/** The spec §7 Arena calls the pages use. */
export const arenaApi = {
  /** Every pick, newest first; `excludeModel` leaves out the model's one-per-open-match picks. */
  all: (page = 1, limit = 20, excludeModel = false) =>
    requestJson<Paged<ArenaPick>>(
      `${R}/getAllArenaRecommendNew?${q({ page, limit, excludeModel: excludeModel ? 1 : undefined })}`,
    ),
  ace: (page = 1, limit = 20) =>
    requestJson<Paged<ArenaPick>>(`${R}/getArenaAceRecommend?${q({ page, limit })}`),
  byMatch: (matchId: string, page = 1, limit = 50) =>
    requestJson<Paged<ArenaPick>>(`${R}/getRecommendByMatchId?${q({ matchId, page, limit })}`),
  byUser: (userId: number, page = 1, limit = 20) =>
    requestJson<Paged<ArenaPick>>(`${R}/getArenaRecommendByUserId?${q({ userId, page, limit })}`),
  mine: (page = 1, limit = 20) =>
    requestJson<Paged<ArenaPick>>(`${R}/getUserHistoryRecommend?${q({ page, limit })}`),
  detail: (id: number) => requestJson<ArenaPick>(`${R}/getRecommendDetail/${id}`),
  model: (date: string, page = 1, limit = 20) =>
    requestJson<Paged<ArenaPick>>(`${R}/getAiAnalysisListByDate?${q({ date, page, limit })}`),
  buy: (recommendId: number) => postJson<ArenaPick>(`${R}/bugChargeRecommend`, { recommendId }),
  like: (recommendId: number) => postJson<{ likes: number }>(`${R}/dianZan`, { recommendId }),
  publish: (form: {
    matchId: string;
    market: PickMarket;
    selection: PickSelection;
    reason: string;
    chargeMoney: number;
  }) => postJson<ArenaPick>(`${R}/insertArenaRecommend`, form),
  userInfo: (userId: number) => postJson<ArenaUserInfo>(`${R}/getArenaUserInfoNew`, { userId }),
  ranking: (rankType: 'week' | 'month', whatRound?: number, page = 1, limit = 50) =>
    requestJson<RankTable>(`${R}/getRanking?${q({ rankType, whatRound, page, limit })}`),
  experts: () => postJson<ArenaRankEntry[]>(`${R}/getRecommendUserList`, { rankType: 'month' }),
  popularity: () =>
    requestJson<{ userId: number; userName: string; popularity: number }[]>(`${R}/getArenaPopularityList`),
  focus: (page = 1, limit = 20) =>
    requestJson<Paged<ArenaPick>>(`/api/user/arenaAttention/getAttentionRecommend?${q({ page, limit })}`),
  bought: (page = 1, limit = 20) =>
    requestJson<Purchase[]>(`/api/user/arenaConsume/getConsumeList?${q({ page, limit })}`),
  income: () =>
    requestJson<{ income: number; pending: number; count: number }>(
      '/api/user/arenaConsume/getIncomeAllDetail',
    ),
  round: () =>
    requestJson<{ week: number; month: number; today: string }>('/api/user/arenaWhatRound/getArenaWhatRound'),
  rules: () => requestJson<Rules>('/api/user/rule/getArenaRuleInfo'),
  notice: () =>
    requestJson<{ title: string; content: string }>('/api/user/arenaNotice/getArenaNoticeInfoNew'),
  hostMatches: (date?: string) =>
    requestJson<FootballMatch[]>(`/api/user/arena/football/getHostFootMatch?${q({ date })}`),
  quote: (matchId: string) =>
    requestJson<Quote>(`/api/user/arena/football/releaseRecommendDetail?${q({ matchId })}`),
};
