import type { EnvelopeInfo, GrabLine, MyEnvelope, MyReward, OpenEnvelope, RewardInfo } from '@kuyi/shared';
import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';

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
