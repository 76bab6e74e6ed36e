import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';

/** One envelope as getSurplusRedEnvelope answers (money in 球币, two decimals). */
export interface EnvelopeInfo {
  postId: number;
  authorId: number;
  /** 1 ordinary, 2 公益 (spec §4: 1 or 2 means a red envelope is attached). */
  isMoneyReward: 1 | 2;
  redEnvelopeMoney: number;
  redEnvelopeCount: number;
  /** 1 拼手气 (random parts), 2 普通 (equal parts). */
  redEnvelopeType: 1 | 2;
  /** 1 回复领取, 2 直接领取. */
  type: 1 | 2;
  surplusMoney: number;
  surplusCount: number;
  status: 'active' | 'finished' | 'refunded';
  expiresAt: number;
  /** What the logged-in reader grabbed, null when nothing (or logged out). */
  myMoney: number | null;
}

export interface GrabLine {
  userId: number;
  userName: string;
  headImage: string;
  money: number;
  createdAt: number;
}

export interface RewardInfo {
  postId: number;
  /** Rewards given; one fan may give several. */
  rewardCount: number;
  /** The people who gave them: what 「N人打赏」 counts. */
  rewardUsers: number;
  rewardMoney: number;
  myRewardMoney: number;
  list: GrabLine[];
}

export interface MyEnvelope extends EnvelopeInfo {
  title: string;
  grabbedCount: number;
  refundedMoney: number;
  createdAt: number;
}

/** selectCharityList: an envelope anyone can still grab. */
export interface OpenEnvelope extends EnvelopeInfo {
  title: string;
  userName: string;
}

export interface MyReward {
  postId: number;
  title: string;
  userId: number;
  userName: string;
  money: number;
  createdAt: number;
}

const q = (v: number | string) => encodeURIComponent(String(v));

/** Spec §7 red envelope and reward calls, plus the grab and "mine" lists we designed (see the gateway). */
export const redEnvelopeApi = {
  surplus: (postId: number): Promise<ApiResult<EnvelopeInfo | null>> =>
    requestJson(`/api/user/redEnvelop/getSurplusRedEnvelope?postId=${q(postId)}`),
  grabs: (postId: number): Promise<ApiResult<GrabLine[]>> =>
    requestJson(`/api/user/redEnvelop/selectRedEnvelopeById?postId=${q(postId)}`),
  charityList: (): Promise<ApiResult<OpenEnvelope[]>> =>
    requestJson('/api/user/redEnvelop/selectCharityList'),
  grab: (postId: number) =>
    postJson<{ money: number; surplusMoney: number; surplusCount: number }>(
      `/api/user/redEnvelop/grabRedEnvelope?postId=${q(postId)}`,
      { postId },
    ),
  /** `requestId` makes a retried click charge once (the gateway keys the ledger posting on it). */
  reward: (postId: number, rewardMoney: number, requestId: string): Promise<ApiResult<RewardInfo>> =>
    requestJson(
      `/api/user/userRewardPost/userRewardPostMoney?rewardMoney=${q(rewardMoney)}&postId=${q(postId)}&requestId=${q(requestId)}`,
      { headers: { 'Idempotency-Key': requestId } },
    ),
  rewardInfo: (postId: number): Promise<ApiResult<RewardInfo>> =>
    requestJson(`/api/user/userRewardPost/getRewardPostInfo?postId=${q(postId)}`),
  myEnvelopes: (): Promise<ApiResult<MyEnvelope[]>> =>
    requestJson('/api/user/redEnvelop/getMyRedEnvelopeList'),
  myRewards: (direction: 'sent' | 'received'): Promise<ApiResult<MyReward[]>> =>
    requestJson(`/api/user/userRewardPost/getMyRewardList?direction=${direction}`),
};

/** 12.3 → "12.30". */
export const formatMoney = (n: number): string => n.toFixed(2);
