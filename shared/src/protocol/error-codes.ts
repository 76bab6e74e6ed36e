/** Socket protocol error codes ([P8]): stable strings outside clients can branch on. */
export const SocketErrorCode = {
  BadPayload: 'BAD_PAYLOAD',
  UnknownChannel: 'UNKNOWN_CHANNEL',
  TooManySubscriptions: 'TOO_MANY_SUBSCRIPTIONS',
  RateLimited: 'RATE_LIMITED',
  Unauthorized: 'UNAUTHORIZED',
  Unavailable: 'UNAVAILABLE',
  Forbidden: 'FORBIDDEN',
} as const;
export type SocketErrorCode = (typeof SocketErrorCode)[keyof typeof SocketErrorCode];

export const SOCKET_ERROR_MESSAGE: Record<SocketErrorCode, string> = {
  BAD_PAYLOAD: '请求格式错误',
  UNKNOWN_CHANNEL: '未知的频道',
  TOO_MANY_SUBSCRIPTIONS: '订阅数量已达上限',
  RATE_LIMITED: '请求过于频繁，请稍后再试',
  UNAUTHORIZED: '请先登录',
  UNAVAILABLE: '服务暂不可用，请稍后再试',
  FORBIDDEN: '无权订阅该频道',
};

/** At most this many channels per socket: a list page plus a generous set of open match pages. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 200;
