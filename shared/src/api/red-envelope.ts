/**
 * Red envelopes and 打赏 as the gateway (gateway/src/redenvelope) answers them and the client
 * (client/src/features/redenvelope) reads them (spec §7 red envelope and reward calls). Money in 球币, two
 * decimals.
 */

/** 'active' → 'finished' (all grabbed) or 'refunded' (expired, the rest back to the author). */
export type EnvelopeStatus = 'active' | 'finished' | 'refunded';

/** getSurplusRedEnvelope: the envelope, what is left, and the reader's own part. */
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
  status: EnvelopeStatus;
  expiresAt: number;
  /** What the logged-in reader grabbed, null when nothing (or logged out). */
  myMoney: number | null;
}

/** One grab (selectRedEnvelopeById) or one reward (getRewardPostInfo's list): nicknames only, never phones. */
export interface GrabLine {
  userId: number;
  userName: string;
  headImage: string;
  money: number;
  createdAt: number;
}

/**
 * getRewardPostInfo: how many rewards (rewardCount) from how many people (rewardUsers: one fan's three rewards
 * are one person in 「N人打赏」), how much, the latest 20 rewarders, and what I gave.
 */
export interface RewardInfo {
  postId: number;
  rewardCount: number;
  rewardUsers: number;
  rewardMoney: number;
  myRewardMoney: number;
  list: GrabLine[];
}

/** getMyRedEnvelopeList: an envelope I released, with how many were grabbed and what came back. */
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

/** getMyRewardList: a reward I gave ('sent') or got ('received'), with the other side. */
export interface MyReward {
  postId: number;
  title: string;
  userId: number;
  userName: string;
  money: number;
  createdAt: number;
}
