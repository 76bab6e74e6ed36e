/**
 * Follows, fans and push subscriptions (spec §7 "Follow, subscribe, rewards"; issue 13).
 *
 * Spec §4 says the follow and subscribe calls "take a flag that toggles the state" without the values; here
 * `flag=1` sets the state (follow / subscribe) and `flag=0` clears it. Sending the same flag twice changes
 * nothing, so a double click or a network retry is harmless.
 */
export const FOLLOW_FLAG = { on: '1', off: '0' } as const;

/** `subscribeAndPush` type: the only kind of push so far is a followed user's new posts and recommendations. */
export const SUBSCRIBE_TYPE_USER = '1';

/** Default and largest page sizes of the follow lists. */
export const FOLLOW_PAGE_LIMIT = 20;
export const FOLLOW_PAGE_MAX = 50;

/** One user in a follow or fans list: public fields only (never a phone number). */
export interface FollowUser {
  userId: string;
  userName: string;
  headImage: string;
  attentionCount: number;
  fansCount: number;
  /** Whether the current viewer follows this user (false when logged out). */
  isAttention: boolean;
  /** Whether this user follows the current viewer. */
  isFans: boolean;
  /** When the follow in this list was made, ISO 8601. */
  createdAt: string;
}

/** How the current viewer relates to one user, and that user's counts (the profile header, `<FollowButton>`). */
export interface FollowRelation {
  userId: string;
  attentionCount: number;
  fansCount: number;
  isAttention: boolean;
  isFans: boolean;
  isSubscribe: boolean;
}

/** The follow/subscribe messages (not shown in the spec; same voice as the account messages). */
export const FOLLOW_MSG = {
  self: '不能关注自己',
  selfSubscribe: '不能订阅自己',
  noUser: '用户不存在',
  badUserId: '用户编号无效',
  badFlag: '操作类型无效',
  badType: '订阅类型无效',
  badPage: '页码无效',
  followOk: '关注成功',
  unfollowOk: '已取消关注',
  subscribeOk: '订阅成功',
  unsubscribeOk: '已取消订阅',
  tooFast: '操作过于频繁，请稍后再试',
  query: '查询成功',
} as const;
