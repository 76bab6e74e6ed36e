/**
 * The red envelope and reward messages. The spec (§5, §8, §9) shows none for these calls, so they are ours,
 * worded like the spec's other messages.
 */
export const ENVELOPE_MSG = {
  badMoney: '红包金额须为大于0的数字，最多两位小数',
  badCount: '红包个数须为1-100的整数',
  tooLittle: '红包金额不能少于每个0.01球币',
  tooMuch: '红包总额不能超过10000球币',
  badSplit: '请选择红包类型',
  badRule: '请选择领取方式',
  badPostId: '帖子编号无效',
  postMissing: '帖子不存在',
  none: '该帖子没有红包',
  own: '不能领取自己的红包',
  already: '您已经领取过该红包',
  empty: '红包已被领完',
  expired: '红包已过期',
  needReply: '回复帖子即可领取红包',
  grabOk: '领取成功',
  insufficient: '余额不足',
  tooFast: '操作过于频繁，请稍后再试',
  found: '查询成功',
} as const;

export const REWARD_MSG = {
  badMoney: '打赏金额须为大于0的数字，最多两位小数',
  tooMuch: '单次打赏不能超过10000球币',
  self: '不能打赏自己的帖子',
  postMissing: '帖子不存在',
  badKey: '请求编号无效',
  ok: '打赏成功',
  /** The key was spent on another reward (a lost answer, then another amount): that one went through. */
  keyReused: (amount: number) => `上一笔${amount}球币的打赏已成功，本次未扣款`,
} as const;
